import { describe, test, expect } from 'vitest'
import fc from 'fast-check'
import { WEEKDAYS, type WeeklyHours } from '@/domain/clinic'
import { computeOpenStatus } from '@/domain/hours/open-status'
import { getTodayHoursText } from './today-hours'
import {
  formatTime,
  isClosedText,
  parseHoursRange,
  parseTime,
} from '@/domain/hours/parse-hours'

/** Arbitrary text: ASCII-ish, full grapheme and raw binary code points. */
const anyText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.string({ unit: 'binary' }),
)

/** Text that looks a bit like hours, to reach deeper parser branches. */
const hoursLikeText = fc
  .array(
    fc.constantFrom(
      '8',
      '12',
      '25',
      ':',
      '00',
      '30',
      '60',
      ' ',
      '-',
      '–',
      'AM',
      'p.m.',
      'a',
      'P',
      'Daily',
      'Mon-Fri',
      '7 Days a Week',
      'Closed',
    ),
    { maxLength: 12 },
  )
  .map((parts) => parts.join(''))

const maybeText = fc.option(fc.oneof(anyText, hoursLikeText), {
  nil: undefined,
})

const anyZone = fc.option(
  fc.oneof(
    anyText,
    fc.constantFrom(
      'America/Chicago',
      'America/New_York',
      'UTC',
      'Asia/Kolkata',
      'Pacific/Chatham',
      'Etc/GMT+12',
    ),
  ),
  { nil: null },
)

const anyWeeklyHours = fc.option(
  fc.record(
    {
      sunday: fc.option(maybeText, { nil: null }),
      monday: fc.option(maybeText, { nil: null }),
      tuesday: fc.option(maybeText, { nil: null }),
      wednesday: fc.option(maybeText, { nil: null }),
      thursday: fc.option(maybeText, { nil: null }),
      friday: fc.option(maybeText, { nil: null }),
      saturday: fc.option(maybeText, { nil: null }),
    },
    { requiredKeys: [] },
  ),
  { nil: null },
)

const anyDate = fc.date({ noInvalidDate: true })

const minuteOfDay = fc.integer({ min: 0, max: 1439 })

/** The same hours every day (so yesterday's range agrees with the model). */
const everyDay = (text: string): WeeklyHours => ({
  sunday: text,
  monday: text,
  tuesday: text,
  wednesday: text,
  thursday: text,
  friday: text,
  saturday: text,
})

const to24h = (m: number): string =>
  `${Math.floor(m / 60)}:${String(m % 60).padStart(2, '0')}`

/** Reference model of the open-status rule for one valid range. */
const modelIsOpen = (open: number, close: number, now: number): boolean =>
  close > open ? open <= now && now < close : now >= open || now < close

describe('parsing never throws (anything else is unknown)', () => {
  test('parseTime never throws and returns null or a minute of the day', () => {
    fc.assert(
      fc.property(fc.oneof(anyText, hoursLikeText), (text) => {
        const m = parseTime(text)
        expect(m === null || (Number.isInteger(m) && m >= 0 && m <= 1439)).toBe(
          true,
        )
      }),
    )
  })

  test('parseHoursRange never throws and returns null or two valid minutes', () => {
    fc.assert(
      fc.property(fc.oneof(anyText, hoursLikeText), (text) => {
        const range = parseHoursRange(text)
        if (range !== null) {
          expect(range.open).toBeGreaterThanOrEqual(0)
          expect(range.open).toBeLessThanOrEqual(1439)
          expect(range.close).toBeGreaterThanOrEqual(0)
          expect(range.close).toBeLessThanOrEqual(1439)
        }
        expect(typeof isClosedText(text)).toBe('boolean')
      }),
    )
  })

  test('formatTime never throws on any number', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.double()), (n) => {
        expect(typeof formatTime(n)).toBe('string')
      }),
    )
  })
})

describe("times display as 'h AM' / 'h:mm PM' and read back", () => {
  test('parseTime(formatTime(m)) === m for every minute 0..1439', () => {
    for (let m = 0; m < 1440; m += 1) {
      expect(parseTime(formatTime(m))).toBe(m)
    }
  })

  test('formatTime output always matches h AM or h:mm AM/PM with hour 1–12', () => {
    fc.assert(
      fc.property(minuteOfDay, (m) => {
        expect(formatTime(m)).toMatch(/^(1[0-2]|[1-9])(:[0-5]\d)? (AM|PM)$/)
      }),
    )
  })

  test('a range built from two formatted times parses back to those minutes', () => {
    fc.assert(
      fc.property(minuteOfDay, minuteOfDay, (open, close) => {
        expect(
          parseHoursRange(`${formatTime(open)} - ${formatTime(close)}`),
        ).toEqual({ open, close })
        expect(parseHoursRange(`Daily ${to24h(open)}–${to24h(close)}`)).toEqual(
          { open, close },
        )
      }),
    )
  })
})

describe('computeOpenStatus is total', () => {
  test('never throws for arbitrary hours, zones and dates, and hoursText is never empty', () => {
    fc.assert(
      fc.property(
        anyWeeklyHours,
        fc.option(maybeText, { nil: null }),
        anyZone,
        anyDate,
        (weeklyHours, hoursToday, timezone, at) => {
          const status = computeOpenStatus(
            { weeklyHours, hoursToday, timezone },
            at,
          )
          expect(status.hoursText.trim()).not.toBe('')
          if (status.isOpen) expect(status.opensAt).toBeNull()
          else expect(status.closesAt).toBeNull()
          const today = getTodayHoursText(
            weeklyHours,
            hoursToday,
            at,
            timezone ?? '',
          )
          expect(today === null || typeof today === 'string').toBe(true)
        },
      ),
      { numRuns: 300 },
    )
  })

  test('an open clinic always has a closing time', () => {
    fc.assert(
      fc.property(anyWeeklyHours, anyZone, anyDate, (weeklyHours, tz, at) => {
        const status = computeOpenStatus({ weeklyHours, timezone: tz }, at)
        if (status.isOpen) expect(status.closesAt).not.toBeNull()
      }),
    )
  })
})

describe('open status agrees with the reference model', () => {
  // Instants in January 2026 in UTC and a fixed-offset zone (UTC-6, no DST),
  // so the local minute of the day is known without the code under test;
  // from the 3rd, so neither today nor yesterday is New Year's Day (a
  // holiday has its own rules: holiday-status.test.ts).
  const instant = fc.record({
    day: fc.integer({ min: 3, max: 31 }),
    now: minuteOfDay,
    zone: fc.constantFrom(
      { name: 'UTC', offsetMinutes: 0 },
      { name: 'Etc/GMT+6', offsetMinutes: -360 },
    ),
  })
  const toDate = (day: number, now: number, offsetMinutes: number): Date =>
    new Date(Date.UTC(2026, 0, day, 0, now - offsetMinutes))

  test('same valid range every day: open iff now is within the range (overnight included)', () => {
    fc.assert(
      fc.property(
        minuteOfDay,
        minuteOfDay,
        instant,
        fc.boolean(),
        (open, close, { day, now, zone }, use24h) => {
          const text = use24h
            ? `${to24h(open)} - ${to24h(close)}`
            : `${formatTime(open)} - ${formatTime(close)}`
          const status = computeOpenStatus(
            { weeklyHours: everyDay(text), timezone: zone.name },
            toDate(day, now, zone.offsetMinutes),
          )
          const expectedOpen = modelIsOpen(open, close, now)
          expect(status.isOpen).toBe(expectedOpen)
          expect(status.hoursText).toBe(text)
          if (expectedOpen) {
            expect(status.closesAt).toBe(formatTime(close))
          } else {
            // Closed: the next opening is today's (or tomorrow's) open time.
            expect(status.opensAt).toBe(formatTime(open))
          }
        },
      ),
      { numRuns: 500 },
    )
  })

  test("only today's entry known: open iff now is within that range", () => {
    fc.assert(
      fc.property(minuteOfDay, minuteOfDay, instant, (open, close, t) => {
        const date = toDate(t.day, t.now, t.zone.offsetMinutes)
        // Shift by the fixed offset: the UTC fields then read the local clock.
        const local = new Date(date.getTime() + t.zone.offsetMinutes * 60_000)
        const localWeekday = WEEKDAYS[local.getUTCDay()]
        if (localWeekday === undefined) throw new Error('no weekday')
        const text = `${formatTime(open)} - ${formatTime(close)}`
        const status = computeOpenStatus(
          { weeklyHours: { [localWeekday]: text }, timezone: t.zone.name },
          date,
        )
        expect(status.isOpen).toBe(modelIsOpen(open, close, t.now))
      }),
      { numRuns: 500 },
    )
  })
})
