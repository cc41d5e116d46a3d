/**
 * The operator's hours reader (src/domain/hours/operator-hours.ts): every
 * way of writing hours from issue 47, read or refused; and, by property,
 * nothing it accepts is read by the site's own parser and open status as a
 * different range.
 */
import { describe, expect, test } from 'vitest'
import fc from 'fast-check'
import { WEEKDAYS, type WeeklyHours } from '@/domain/clinic'
import {
  ALL_DAY_TEXT,
  minutesOpen,
  readOperatorHours,
  unusualDay,
  unusualWeek,
  type OperatorHours,
} from '@/domain/hours/operator-hours'
import { parseHoursRange } from '@/domain/hours/parse-hours'
import { computeOpenStatusAt } from '@/domain/hours/open-status'

const text = (h: OperatorHours) => (h.kind === 'refused' ? null : h.text)
const why = (h: OperatorHours) => (h.kind === 'refused' ? h.why : null)

describe('read: the common ways hours are written', () => {
  test.each([
    ['8am-5pm', '8:00 AM - 5:00 PM'],
    ['8:00 AM – 5:00 PM', '8:00 AM - 5:00 PM'],
    ['8:00 AM - 5:00 PM', '8:00 AM - 5:00 PM'],
    ['8 a.m. to 5 p.m.', '8:00 AM - 5:00 PM'],
    ['7:30a - 5:30p', '7:30 AM - 5:30 PM'],
    ['8.30am-6pm', '8:30 AM - 6:00 PM'],
    ['8 AM — 8 PM', '8:00 AM - 8:00 PM'],
    ['noon-8pm', '12:00 PM - 8:00 PM'],
    ['8am - noon', '8:00 AM - 12:00 PM'],
    ['12 noon to 6 PM', '12:00 PM - 6:00 PM'],
    ['7 AM - midnight', '7:00 AM - 12:00 AM'],
    ['8pm-5am', '8:00 PM - 5:00 AM'],
    ['8:00-17:00', '8:00 AM - 5:00 PM'],
    ['13:00 - 21:30', '1:00 PM - 9:30 PM'],
    ['24 hours', ALL_DAY_TEXT],
    ['Open 24 hours', ALL_DAY_TEXT],
    ['24/7', ALL_DAY_TEXT],
    ['closed', 'Closed'],
    ['CLOSED', 'Closed'],
    ['  Closed.  ', 'Closed'],
  ])('%j → %j', (input, want) => {
    expect(why(readOperatorHours(input))).toBeNull()
    expect(text(readOperatorHours(input))).toBe(want)
  })
})

describe('refused: what would have to be guessed, with the likely meaning', () => {
  test.each([
    ['8-5', 'write 8 AM - 5 PM, or 8 PM - 5 AM for overnight'],
    ['9-9', 'write 9 AM - 9 PM, or 9 PM - 9 AM for overnight'],
    ['12-6', 'write 12 PM - 6 PM, or 12 AM - 6 AM'],
    ['1-9', 'write 1 PM - 9 PM, or 1 AM - 9 AM'],
    ['8-5:30', 'write 8 AM - 5:30 PM, or 8 PM - 5:30 AM for overnight'],
    ['9-1', 'write 9 AM - 1 PM, or 9 PM - 1 AM for overnight'],
    ['8 to 5', 'write 8 AM - 5 PM, or 8 PM - 5 AM for overnight'],
    ['8am-8', 'write 8 AM - 8 PM (AM or PM on both times)'],
    ['8-5pm', 'write 8 AM - 5 PM (AM or PM on both times)'],
    ['noon-8', 'write 12 PM - 8 PM (AM or PM on both times)'],
    [
      '20:00-02:00',
      'overnight hours need AM or PM on both times: write 8 PM - 2 AM',
    ],
    ['8am-17:00', 'mixes a 24-hour time with AM/PM'],
    ['Mon-Fri 8-5', "a day's cell holds that day's hours alone"],
    ['Mon-Fri 8am-5pm', "a day's cell holds that day's hours alone"],
    ['Daily: 9 AM - 9 PM', "a day's cell holds that day's hours alone"],
    ['Sat 9am-1pm', "a day's cell holds that day's hours alone"],
    ['weekdays 8am-5pm', "a day's cell holds that day's hours alone"],
    ['by appointment', 'is not hours the site can read'],
    ['13 PM - 5 PM', 'is not hours the site can read'],
    ['8:5 AM - 5 PM', 'is not hours the site can read'],
    ['8am-5pm-9pm', 'is not hours the site can read'],
    ['', 'no hours written'],
  ])('%j: %s', (input, message) => {
    const h = readOperatorHours(input)
    expect(h.kind).toBe('refused')
    expect(why(h)).toContain(message)
  })

  test('each suggestion, written as suggested, is read as that range', () => {
    for (const input of ['8-5', '9-9', '12-6', '1-9', '8-5:30', '9-1']) {
      const suggestions = why(readOperatorHours(input))!
        .replace(/^write /, '')
        .replace(/ for overnight$/, '')
        .split(', or ')
      for (const s of suggestions) {
        const h = readOperatorHours(s)
        expect(h.kind, s).toBe('open')
        expect(parseHoursRange(text(h))).toEqual(parseHoursRange(s))
      }
    }
  })
})

describe('unusual for an urgent care: read, but named', () => {
  test.each([
    ['8 AM - 8:30 AM', 'open under one hour (30 minutes)'],
    ['11:30 PM - 12:15 AM', 'open under one hour (45 minutes)'],
    [
      '9 AM - 9 AM',
      "reads as open all 24 hours (9 AM - 9 AM); write '24 hours'",
    ],
    ['12 AM - 12 AM', 'reads as open all 24 hours'],
  ])('%j: %s', (input, reason) => {
    expect(unusualDay(readOperatorHours(input))).toContain(reason)
  })

  test.each(['24 hours', '8am-9am', '8pm-5am', 'closed', '8-5'])(
    '%j is not unusual',
    (input) => expect(unusualDay(readOperatorHours(input))).toBeNull(),
  )

  test('closed all seven days; six closed days and one open are not', () => {
    expect(unusualWeek(Array(7).fill('Closed'))).toContain(
      'closed all seven days',
    )
    expect(
      unusualWeek([...Array(6).fill('Closed'), '9:00 AM - 1:00 PM']),
    ).toBeNull()
    expect(unusualWeek([...Array(6).fill('Closed'), null])).toBeNull()
  })
})

/** Text as a hurried operator might type it. */
const hour = fc.integer({ min: 0, max: 25 })
const minute = fc.constantFrom('', ':00', ':30', ':45', ':5', ':60', '.15')
const suffix = fc.constantFrom(
  '',
  '',
  'am',
  'pm',
  ' AM',
  ' PM',
  'a',
  'p',
  ' a.m.',
  ' p.m.',
  'A.M',
)
const time = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.tuple(hour, minute, suffix).map((p) => p.join('')),
  },
  fc.constantFrom('noon', 'midnight', '12 noon', 'Noon'),
)
const separator = fc.constantFrom(
  '-',
  ' - ',
  '–',
  ' – ',
  ' to ',
  '—',
  ' until ',
)
const prefix = fc.constantFrom('', '', '', 'Mon-Fri ', 'Daily: ', 'Sun ')
const operatorText = fc.oneof(
  {
    weight: 10,
    arbitrary: fc.tuple(prefix, time, separator, time).map((p) => p.join('')),
  },
  fc.constantFrom('closed', 'Closed', '24 hours', 'open 24 hours', '24/7'),
  fc.string(),
)

describe('property: what the reader accepts, the site reads as the same range', () => {
  test('the stored text parses to the reader’s range; raw text the site can read at all, too', () => {
    fc.assert(
      fc.property(operatorText, (input) => {
        const h = readOperatorHours(input)
        if (h.kind === 'refused') return
        if (h.kind === 'closed') {
          expect(parseHoursRange(h.text)).toBeNull()
          return
        }
        expect(parseHoursRange(h.text)).toEqual(h.range)
        // Had the operator's own words been stored, the site would read them
        // as this range or not at all.
        const raw = parseHoursRange(input)
        if (raw !== null) expect(raw).toEqual(h.range)
      }),
      { numRuns: 3000 },
    )
  })

  test('a week of the stored text is open, by the site’s own open status, exactly in the minutes the reader read', () => {
    fc.assert(
      fc.property(
        operatorText,
        fc.integer({ min: 0, max: 1439 }),
        (input, minutes) => {
          const h = readOperatorHours(input)
          if (h.kind === 'refused') return
          const week = Object.fromEntries(
            WEEKDAYS.map((d) => [d, h.text]),
          ) as WeeklyHours
          const status = computeOpenStatusAt(
            { weeklyHours: week, timezone: 'America/Chicago' },
            // Wednesday 2026-11-18, no holiday near.
            { weekday: 'wednesday', minutes, day: 20775 },
          )
          const expected =
            h.kind === 'open' &&
            (minutesOpen(h.range) === 1440 ||
              (minutes - h.range.open + 1440) % 1440 < minutesOpen(h.range))
          expect(status.isOpen).toBe(expected)
        },
      ),
      { numRuns: 3000 },
    )
  })

  test('nothing without AM/PM on a 12-hour clock is accepted', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 12 }),
        minute,
        separator,
        (a, b, m, sep) => {
          expect(readOperatorHours(`${a}${m}${sep}${b}`).kind).toBe('refused')
        },
      ),
    )
  })
})
