import { describe, expect, test } from 'vitest'
import { DEFAULT_FILTERS, type Clinic } from '@/domain/clinic'
import { applyFilters } from '@/domain/filters'
import { freshness } from '@/domain/freshness'
import { computeOpenStatus, minutesUntilOpen } from '@/domain/hours/open-status'
import { soonestOpenings } from '@/domain/soonest-openings'
import { createClinic, everyDay } from '../../factories/clinic'

// 2026-01-05 is a Monday. Eastern Standard Time is UTC-5, Central UTC-6.
const NY = 'America/New_York'
const CHICAGO = 'America/Chicago'
const stateAt = (input: Parameters<typeof computeOpenStatus>[0], iso: string) =>
  computeOpenStatus(input, new Date(iso)).state

describe('three states', () => {
  test("no hours at all: 'unknown', never 'closed'", () => {
    expect(
      stateAt({ weeklyHours: null, hoursToday: null }, '2026-01-05T15:00:00Z'),
    ).toBe('unknown')
    expect(
      stateAt(
        { weeklyHours: everyDay(null), hoursToday: null, timezone: CHICAGO },
        '2026-01-05T15:00:00Z',
      ),
    ).toBe('unknown')
  })

  test("no entry for today (others known) and no today's text: 'unknown'", () => {
    const week = { ...everyDay('8:00 AM - 8:00 PM'), monday: null }
    expect(
      stateAt({ weeklyHours: week, timezone: NY }, '2026-01-05T15:00:00Z'),
    ).toBe('unknown')
    // Tuesday the same week is known and open.
    expect(
      stateAt({ weeklyHours: week, timezone: NY }, '2026-01-06T15:00:00Z'),
    ).toBe('open')
  })

  test("'Closed' text, and an empty entry, are known: 'closed'", () => {
    expect(
      stateAt(
        { weeklyHours: everyDay('Closed'), timezone: NY },
        '2026-01-05T15:00:00Z',
      ),
    ).toBe('closed')
    expect(
      stateAt(
        { weeklyHours: everyDay(''), timezone: NY },
        '2026-01-05T15:00:00Z',
      ),
    ).toBe('closed')
  })

  test("unparseable text is 'closed', with the raw text", () => {
    const status = computeOpenStatus(
      { weeklyHours: everyDay('25:99 PM - ???'), timezone: NY },
      new Date('2026-01-05T15:00:00Z'),
    )
    expect(status).toMatchObject({
      state: 'closed',
      hoursText: '25:99 PM - ???',
      opensAt: null,
    })
  })

  test('overnight: open before and after midnight, closed after the close', () => {
    const week = everyDay('6:00 PM - 2:00 AM')
    expect(
      stateAt({ weeklyHours: week, timezone: CHICAGO }, '2026-01-06T04:00:00Z'),
    ).toBe('open') // Mon 22:00
    expect(
      stateAt({ weeklyHours: week, timezone: CHICAGO }, '2026-01-06T07:30:00Z'),
    ).toBe('open') // Tue 01:30
    expect(
      stateAt({ weeklyHours: week, timezone: CHICAGO }, '2026-01-06T08:00:00Z'),
    ).toBe('closed') // Tue 02:00
  })

  test("yesterday's overnight range carries over into a day with no hours", () => {
    const week = { ...everyDay(null), monday: '6:00 PM - 2:00 AM' }
    expect(
      stateAt({ weeklyHours: week, timezone: CHICAGO }, '2026-01-06T07:00:00Z'),
    ).toBe('open') // Tue 01:00
    expect(
      stateAt({ weeklyHours: week, timezone: CHICAGO }, '2026-01-06T09:00:00Z'),
    ).toBe('unknown') // Tue 03:00
  })

  test.each([
    [NY, 'open'],
    [CHICAGO, 'closed'],
    ['Mars/Olympus', 'open'], // unknown zone → America/New_York
  ] as const)(
    'each zone uses its own clock: %s at 13:30Z Monday is %s',
    (timezone, state) => {
      // 8:30 AM in New York, 7:30 AM in Chicago.
      expect(
        stateAt(
          { weeklyHours: everyDay('8:00 AM - 5:00 PM'), timezone },
          '2026-01-05T13:30:00Z',
        ),
      ).toBe(state)
    },
  )

  test("an invalid instant is 'unknown'", () => {
    expect(
      computeOpenStatus(
        { weeklyHours: everyDay('8:00 AM - 5:00 PM') },
        new Date(NaN),
      ).state,
    ).toBe('unknown')
  })
})

describe("'Open Now' filter at frozen instants", () => {
  const clinics: Clinic[] = [
    createClinic({ name: 'Day', weeklyHours: everyDay('8:00 AM - 8:00 PM') }),
    createClinic({ name: 'Night', weeklyHours: everyDay('6:00 PM - 2:00 AM') }),
    createClinic({ name: 'Unknown' }),
    createClinic({ name: 'Closed', weeklyHours: everyDay('Closed') }),
    createClinic({
      name: 'Eastern',
      timezone: NY,
      weeklyHours: everyDay('8:00 AM - 5:00 PM'),
    }),
    createClinic({
      name: 'Late list',
      weeklyHours: everyDay('9:00 AM - 5:00 PM'),
      specialHours: ['Late Night'],
    }),
  ]
  const names = (
    iso: string,
    hours: Parameters<typeof applyFilters>[1]['hours'],
  ) =>
    applyFilters(
      clinics,
      { ...DEFAULT_FILTERS, hours },
      { now: new Date(iso), origin: null },
    ).map((c) => c.name)

  test('a weekday morning (Mon 7:30 AM Chicago, 8:30 AM New York)', () => {
    expect(names('2026-01-05T13:30:00Z', ['open-now'])).toEqual(['Eastern'])
  })
  test('Mon 10 AM Chicago', () => {
    expect(names('2026-01-05T16:00:00Z', ['open-now'])).toEqual([
      'Day',
      'Eastern',
      'Late list',
    ])
  })
  test('1 AM Tuesday Chicago: only the overnight clinic', () => {
    expect(names('2026-01-06T07:00:00Z', ['open-now'])).toEqual(['Night'])
  })
  test('combines with the other hours filters by ANY', () => {
    expect(names('2026-01-06T07:00:00Z', ['open-now', 'late-night'])).toEqual([
      'Night',
      'Late list',
    ])
  })
  test('with no instant known (invalid), nothing is open', () => {
    expect(names('nonsense', ['open-now'])).toEqual([])
  })
})

describe('minutesUntilOpen and the soonest openings', () => {
  test('later today, a following day, open now, unknown', () => {
    const at = new Date('2026-01-05T08:00:00Z') // Mon 2:00 AM Chicago
    expect(
      minutesUntilOpen(
        { weeklyHours: everyDay('8:00 AM - 8:00 PM'), timezone: CHICAGO },
        at,
      ),
    ).toBe(360)
    expect(
      minutesUntilOpen(
        {
          weeklyHours: {
            ...everyDay('Closed'),
            wednesday: '9:00 AM - 5:00 PM',
          },
          timezone: CHICAGO,
        },
        at,
      ),
    ).toBe(2 * 1440 + 420)
    expect(
      minutesUntilOpen(
        { weeklyHours: everyDay('12:00 AM - 12:00 AM'), timezone: CHICAGO },
        at,
      ),
    ).toBe(0)
    expect(
      minutesUntilOpen({ weeklyHours: everyDay(null), timezone: CHICAGO }, at),
    ).toBeNull()
    expect(
      minutesUntilOpen(
        { weeklyHours: everyDay('25:99 PM - ???'), timezone: CHICAGO },
        at,
      ),
    ).toBeNull()
    // A missing day before any known opening makes the answer unknown.
    expect(
      minutesUntilOpen(
        {
          weeklyHours: {
            ...everyDay('Closed'),
            tuesday: null,
            wednesday: '9:00 AM - 5:00 PM',
          },
          timezone: CHICAGO,
        },
        at,
      ),
    ).toBeNull()
  })

  test('the three soonest, with labels, leaving out unknown and open clinics', () => {
    const at = new Date('2026-01-05T08:00:00Z') // Mon 2:00 AM Chicago
    const list = [
      createClinic({
        name: 'Nine',
        weeklyHours: everyDay('9:00 AM - 5:00 PM'),
        distance: 1,
      }),
      createClinic({
        name: 'Eight far',
        weeklyHours: everyDay('8:00 AM - 8:00 PM'),
        distance: 9.5,
      }),
      createClinic({
        name: 'Eight near',
        weeklyHours: everyDay('8:00 AM - 8:00 PM'),
        distance: 4.2,
      }),
      createClinic({
        name: 'Wednesday',
        weeklyHours: { ...everyDay('Closed'), wednesday: '7:00 AM - 5:00 PM' },
      }),
      createClinic({
        name: 'Open',
        weeklyHours: everyDay('12:00 AM - 12:00 AM'),
      }),
      createClinic({ name: 'Unknown' }),
    ]
    expect(
      soonestOpenings(list, at).map((s) => [s.label, s.clinic.name]),
    ).toEqual([
      ['Opens 8 AM', 'Eight near'],
      ['Opens 8 AM', 'Eight far'],
      ['Opens 9 AM', 'Nine'],
    ])
    expect(soonestOpenings(list, at, 10).map((s) => s.label)).toContain(
      'Opens Wednesday 7 AM',
    )
  })
})

describe('freshness', () => {
  const now = new Date('2026-11-25T12:00:00Z')
  test.each([
    ['2026-11-01', 'high', 'confirmed', 'Hours confirmed November 2026'],
    ['2025-11-25', 'medium', 'confirmed', 'Hours confirmed November 2025'],
    [
      '2025-11-24',
      'medium',
      'unconfirmed',
      'Not confirmed since 2025 — call before you go',
    ],
    [
      '2022-02-10',
      'medium',
      'unconfirmed',
      'Not confirmed since 2022 — call before you go',
    ],
    [
      '2026-11-01',
      'low',
      'unconfirmed',
      'Not confirmed since 2026 — call before you go',
    ],
    [null, 'high', 'unconfirmed', 'Not confirmed — call before you go'],
    ['2026-02-30', 'high', 'unconfirmed', 'Not confirmed — call before you go'],
    ['soon', 'high', 'unconfirmed', 'Not confirmed — call before you go'],
  ] as const)('%s / %s → %s', (asOf, confidence, tone, text) => {
    expect(freshness({ asOf, confidence }, now)).toEqual({ tone, text })
  })
  test("12 months before a day the earlier month lacks is that month's last day", () => {
    expect(
      freshness(
        { asOf: '2023-02-28', confidence: 'high' },
        new Date('2024-02-29T10:00:00Z'),
      ).tone,
    ).toBe('confirmed')
    // 12 months before 2027-03-31 is 2026-03-31; 2026-02-28 is outside.
    expect(
      freshness(
        { asOf: '2026-03-31', confidence: 'high' },
        new Date('2027-03-31T10:00:00Z'),
      ).tone,
    ).toBe('confirmed')
    expect(
      freshness(
        { asOf: '2026-02-28', confidence: 'high' },
        new Date('2027-02-28T10:00:00Z'),
      ).tone,
    ).toBe('confirmed')
    expect(
      freshness(
        { asOf: '2023-02-27', confidence: 'high' },
        new Date('2024-02-29T10:00:00Z'),
      ).tone,
    ).toBe('unconfirmed')
  })
})
