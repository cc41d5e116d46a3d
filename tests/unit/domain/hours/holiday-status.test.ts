import { describe, expect, test } from 'vitest'
import fc from 'fast-check'
import { WEEKDAYS, type WeeklyHours } from '@/domain/clinic'
import { dayOf, holidayOn } from '@/domain/hours/holidays'
import type { HoursException } from '@/domain/hours/hours-exceptions'
import {
  clinicWallClock,
  computeOpenStatus,
  minutesUntilOpen,
  type OpenStatusInput,
} from '@/domain/hours/open-status'
import { hoursLineText } from '@/domain/hours/hours-line-text'
import * as reference from './weekly-rules-reference'

const CHICAGO = 'America/Chicago'
const everyDay = (text: string): WeeklyHours =>
  Object.fromEntries(WEEKDAYS.map((d) => [d, text])) as WeeklyHours
const daily = everyDay('8:00 AM - 8:00 PM')
/** A Chicago wall-clock instant ('2026-12-25 10:00', CST). */
const at = (local: string, offsetHours = 6) =>
  new Date(
    Date.parse(`${local.replace(' ', 'T')}:00Z`) + offsetHours * 3_600_000,
  )
const exception = (
  date: string,
  hours: string | null,
  note: string | null = null,
): HoursException => ({
  date,
  hours,
  note,
  confirmedAt: '2026-12-01T00:00:00.000Z',
  method: 'call',
})
const clinic = (
  exceptions: HoursException[] = [],
  weeklyHours: WeeklyHours = daily,
): OpenStatusInput => ({ weeklyHours, timezone: CHICAGO, exceptions })

describe('open status on a listed holiday', () => {
  test('without an exception: usually open, never plain Open Now, no closing promised', () => {
    const s = computeOpenStatus(clinic(), at('2026-12-25 10:00'))
    expect(s).toEqual({
      state: 'usually-open',
      isOpen: false,
      hoursText: 'Holiday hours not confirmed, call first',
      closesAt: null,
      opensAt: null,
      holiday: 'Christmas Day',
    })
    expect(hoursLineText(s)).toBe('Holiday hours not confirmed, call first')
    // Before the usual opening: closed, and the opening is not promised.
    const early = computeOpenStatus(clinic(), at('2026-12-25 06:00'))
    expect(early).toMatchObject({ state: 'closed', opensAt: null })
    expect(early.hoursText).toBe('Holiday hours not confirmed, call first')
    // After the usual closing: closed; tomorrow (an ordinary day) as usual.
    expect(computeOpenStatus(clinic(), at('2026-12-25 21:00'))).toMatchObject({
      state: 'closed',
      opensAt: '8 AM',
      opensDay: 'saturday',
    })
  })

  test('closed on its weekly hours: closed as any other day', () => {
    const weekdaysOnly = { ...daily, friday: 'Closed' }
    expect(
      computeOpenStatus(clinic([], weekdaysOnly), at('2026-12-25 10:00')),
    ).toMatchObject({ state: 'closed', hoursText: 'Closed today' })
  })

  test('a confirmed closing: Closed today (Christmas Day), next opening after it', () => {
    const s = computeOpenStatus(
      clinic([exception('2026-12-25', null)]),
      at('2026-12-25 10:00'),
    )
    expect(s).toMatchObject({
      state: 'closed',
      hoursText: 'Closed today (Christmas Day)',
      opensAt: '8 AM',
      opensDay: 'saturday',
      holiday: 'Christmas Day',
    })
  })

  test('confirmed holiday hours: Open Now with them, closed outside them', () => {
    const input = clinic([exception('2026-12-24', '9 AM - 1 PM')])
    const s = computeOpenStatus(input, at('2026-12-24 10:00'))
    expect(s).toMatchObject({
      state: 'open',
      isOpen: true,
      hoursText: 'Holiday hours 9 AM - 1 PM',
      closesAt: '1 PM',
      holiday: 'Christmas Eve',
    })
    expect(hoursLineText(s)).toBe('Holiday hours 9 AM - 1 PM • Closes 1 PM')
    expect(computeOpenStatus(input, at('2026-12-24 08:30'))).toMatchObject({
      state: 'closed',
      opensAt: '9 AM',
    })
    expect(minutesUntilOpen(input, at('2026-12-24 08:30'))).toBe(30)
    // After 1 PM: the next day is Christmas, not confirmed: no opening promised.
    expect(computeOpenStatus(input, at('2026-12-24 14:00'))).toMatchObject({
      state: 'closed',
      opensAt: null,
    })
    expect(minutesUntilOpen(input, at('2026-12-24 14:00'))).toBeNull()
  })

  test('an exception on an ordinary day counts too (a clinic closed for a day)', () => {
    const s = computeOpenStatus(
      clinic([exception('2026-12-08', null)]),
      at('2026-12-08 10:00'),
    )
    expect(s).toMatchObject({ state: 'closed', hoursText: 'Closed today' })
    expect(s.holiday).toBeUndefined()
  })

  test('the evening before a holiday: the holiday opening is never promised', () => {
    const s = computeOpenStatus(clinic(), at('2026-11-25 21:00'))
    expect(s).toMatchObject({ state: 'closed', opensAt: null })
    expect(minutesUntilOpen(clinic(), at('2026-11-25 21:00'))).toBeNull()
    // With Thanksgiving confirmed closed: Friday's opening.
    expect(
      computeOpenStatus(
        clinic([exception('2026-11-26', null)]),
        at('2026-11-25 21:00'),
      ),
    ).toMatchObject({ opensAt: '8 AM', opensDay: 'friday' })
  })

  test('an overnight clinic across midnight into a holiday', () => {
    const overnight = everyDay('6:00 PM - 2:00 AM')
    // 1 AM on Thanksgiving, from Wednesday's evening: not confirmed.
    expect(
      computeOpenStatus(clinic([], overnight), at('2026-11-26 01:00')),
    ).toMatchObject({ state: 'usually-open', holiday: 'Thanksgiving' })
    // Wednesday's evening itself is an ordinary day: Open Now.
    expect(
      computeOpenStatus(clinic([], overnight), at('2026-11-25 23:00')),
    ).toMatchObject({ state: 'open', closesAt: '2 AM' })
    // 1 AM the day after Christmas, from Christmas evening: not confirmed.
    expect(
      computeOpenStatus(clinic([], overnight), at('2026-12-26 01:00')),
    ).toMatchObject({ state: 'usually-open' })
    // Christmas Eve confirmed '6 PM - 2 AM': open at 1 AM on Christmas.
    expect(
      computeOpenStatus(
        clinic([exception('2026-12-24', '6 PM - 2 AM')], overnight),
        at('2026-12-25 01:00'),
      ),
    ).toMatchObject({
      state: 'open',
      hoursText: 'Holiday hours 6 PM - 2 AM',
      closesAt: '2 AM',
    })
  })

  test("the clinic's own zone: 11:30 PM on Christmas Eve in Central is Christmas Day in Eastern", () => {
    const instant = new Date('2026-12-25T05:30:00Z')
    const late = everyDay('12:00 AM - 11:59 PM')
    const central = computeOpenStatus(clinic([], late), instant)
    expect(central.holiday).toBe('Christmas Eve')
    const eastern = computeOpenStatus(
      { weeklyHours: late, timezone: 'America/New_York' },
      instant,
    )
    expect(eastern).toMatchObject({
      state: 'usually-open',
      holiday: 'Christmas Day',
    })
  })

  test('a temporarily closed clinic stays so on a holiday', () => {
    expect(
      computeOpenStatus(
        { ...clinic(), temporarilyClosed: true },
        at('2026-12-25 10:00'),
      ).state,
    ).toBe('temporarily-closed')
  })

  test('property: on a listed holiday without an exception, never Open Now', () => {
    const holidays = [
      '2026-12-25',
      '2026-11-26',
      '2027-01-01',
      '2027-07-04',
      '2028-04-16',
    ]
    fc.assert(
      fc.property(
        fc.constantFrom(...holidays),
        fc.integer({ min: 0, max: 1439 }),
        fc.constantFrom(
          '8:00 AM - 8:00 PM',
          '12:00 AM - 11:59 PM',
          '6 PM - 2 AM',
          'Closed',
        ),
        (date, minute, text) => {
          const wall = new Date(
            Date.parse(`${date}T00:00:00Z`) + minute * 60_000,
          )
          // The instant of that Chicago wall-clock minute.
          const guess = clinicWallClock(CHICAGO, wall)!
          const offset =
            guess.day * 1440 + guess.minutes - (dayOf(date) * 1440 + minute)
          const instant = new Date(wall.getTime() - offset * 60_000)
          expect(
            holidayOn(clinicWallClock(CHICAGO, instant)?.day),
          ).not.toBeNull()
          const s = computeOpenStatus(clinic([], everyDay(text)), instant)
          expect(s.state).not.toBe('open')
          expect(s.isOpen).toBe(false)
        },
      ),
      { numRuns: 300 },
    )
  })
})

describe('a day with no listed holiday near is unchanged from the weekly rules', () => {
  const hoursText = fc.constantFrom(
    '8:00 AM - 8:00 PM',
    '9 AM - 5 PM',
    '6:00 PM - 2:00 AM',
    '12:00 AM - 11:59 PM',
    'Closed',
    '',
    'Call for hours',
    '20:00 - 06:00',
  )
  const weekly = fc.record(
    Object.fromEntries(
      WEEKDAYS.map((d) => [d, fc.option(hoursText, { nil: null })]),
    ) as {
      [K in keyof WeeklyHours]: fc.Arbitrary<string | null>
    },
    { requiredKeys: [] },
  )
  const zone = fc.constantFrom(CHICAGO, 'America/New_York')
  // 2026–2031, where the table and the zone offsets are.
  const instant = fc
    .integer({ min: Date.UTC(2026, 0, 2), max: Date.UTC(2031, 11, 20) })
    .map((ms) => new Date(ms))

  test('property: the same status and minutes until open as before holidays', () => {
    fc.assert(
      fc.property(
        weekly,
        fc.option(hoursText, { nil: null }),
        zone,
        instant,
        (weeklyHours, hoursToday, timezone, when) => {
          const wall = clinicWallClock(timezone, when)!
          for (let d = -1; d <= 7; d++) fc.pre(holidayOn(wall.day + d) === null)
          const input = { weeklyHours, hoursToday, timezone, exceptions: [] }
          // The reference is the weekly rules before holidays; what issue 48
          // added beside them (the closing warning's minutes, 'tomorrow')
          // is not theirs to compare.
          const {
            closesIn: _closesIn,
            tomorrow: _tomorrow,
            ...status
          } = computeOpenStatus(input, when)
          expect(status).toEqual(reference.computeOpenStatus(input, when))
          expect(minutesUntilOpen(input, when)).toBe(
            reference.minutesUntilOpen(input, when),
          )
        },
      ),
      { numRuns: 1000 },
    )
  })
})
