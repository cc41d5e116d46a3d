import { describe, expect, test } from 'vitest'
import fc from 'fast-check'
import { answerRank, sortForAnswer } from '@/domain/answer-order'
import {
  hasHoursOnFile,
  lastConfirmedDate,
  noHoursTitle,
  readDistance,
  splitUnconfirmed,
} from '@/domain/ordering'
import { clinicOpenStatus } from '@/domain/clinic-display'
import type { Clinic } from '@/domain/clinic'
import { UNVERIFIED } from '@/domain/verification'
import { UNKNOWN_FACTS } from '@/domain/before-you-go'
import { toClinic } from '@/domain/map-row'
import { withDistances } from '@/domain/geo/distance'
import { buildGazetteer, resolveLocation } from '@/domain/gazetteer/gazetteer'
import { CLINIC_ROWS } from '@/data/builtin/generated/data'
import { COORDINATES } from '@/data/builtin/generated/coordinates'
import {
  GAZETTEER_ROWS,
  PLACE_POINTS,
} from '@/data/builtin/generated/gazetteer'
import { createClinic, everyDay } from '../../factories/clinic'

// Wednesday 2026-11-25, 10:00 in Paducah (America/Chicago, UTC-6).
const NOW = new Date('2026-11-25T16:00:00Z')

let n = 0
function clinic(over: Partial<Clinic> = {}): Clinic {
  n += 1
  const hex = n.toString(16).padStart(8, '0')
  return createClinic({
    id: n,
    uuid: `${hex}-0000-5000-8000-000000000000`,
    slug: `clinic-${n}`,
    name: `Clinic ${String(n).padStart(3, '0')}`,
    provenance: {
      sources: ['https://example.org'],
      asOf: '2025-06-01',
      confidence: 'medium',
      statusUnconfirmed: false,
    },
    ...over,
  })
}

const prov = (asOf: string | null, statusUnconfirmed = false) => ({
  sources: ['https://example.org'],
  asOf,
  confidence: 'medium' as const,
  statusUnconfirmed,
})

describe('answerRank', () => {
  test('open now, opening later (minutes until then), or neither', () => {
    // Open at 10:00 until 8 PM: 600 minutes more (minus: the longest first).
    expect(
      answerRank(clinic({ weeklyHours: everyDay('8:00 AM - 8:00 PM') }), NOW),
    ).toEqual({ group: 0, minutes: -600 })
    expect(
      answerRank(clinic({ weeklyHours: everyDay('1:00 PM - 8:00 PM') }), NOW),
    ).toEqual({ group: 1, minutes: 180 })
    expect(answerRank(clinic({ weeklyHours: everyDay(null) }), NOW)).toEqual({
      group: 2,
      minutes: 0,
    })
    expect(
      answerRank(clinic({ weeklyHours: everyDay('whenever') }), NOW).group,
    ).toBe(2)
  })

  test('a confirmed last check-in: open minutes until it; past it, with the unknown', () => {
    const hours = everyDay('8:00 AM - 10:20 AM')
    const facts = (m: number) => ({
      ...UNKNOWN_FACTS,
      lastCheckinMinutesBeforeClose: m,
    })
    // 20 minutes to closing, last check-in 15 before it: 5 minutes more.
    expect(
      answerRank(clinic({ weeklyHours: hours, facts: facts(15) }), NOW),
    ).toEqual({ group: 0, minutes: -5 })
    // Last check-in 30 before closing (9:50): seeing no one new, ranked
    // with the unknown.
    expect(
      answerRank(clinic({ weeklyHours: hours, facts: facts(30) }), NOW),
    ).toEqual({ group: 2, minutes: 0 })
  })

  test('a temporarily closed clinic never ranks as open, whatever its hours', () => {
    expect(
      answerRank(
        clinic({
          weeklyHours: everyDay('8:00 AM - 8:00 PM'),
          status: 'temporarily_closed',
        }),
        NOW,
      ).group,
    ).toBe(2)
  })
})

describe('sortForAnswer', () => {
  test('open now first, then opening soonest, then unknown hours', () => {
    const unknown = clinic({ name: 'A unknown', weeklyHours: everyDay(null) })
    const later = clinic({
      name: 'B later',
      weeklyHours: everyDay('2:00 PM - 8:00 PM'),
    })
    const soon = clinic({
      name: 'C soon',
      weeklyHours: everyDay('11:00 AM - 8:00 PM'),
    })
    const open = clinic({
      name: 'D open',
      weeklyHours: everyDay('8:00 AM - 8:00 PM'),
    })
    expect(
      sortForAnswer([unknown, later, soon, open], NOW).map((c) => c.name),
    ).toEqual(['D open', 'C soon', 'B later', 'A unknown'])
  })

  test('within a group: more recently confirmed first, undated last, then rating, then name', () => {
    const hours = everyDay('8:00 AM - 8:00 PM')
    const old = clinic({
      name: 'A old',
      weeklyHours: hours,
      provenance: prov('2022-01-01'),
    })
    const fresh = clinic({
      name: 'B fresh',
      weeklyHours: hours,
      provenance: prov('2026-01-01'),
    })
    const undated = clinic({
      name: 'C undated',
      weeklyHours: hours,
      provenance: prov(null),
    })
    const called = clinic({
      name: 'D called',
      weeklyHours: hours,
      provenance: prov('2020-01-01'),
      verification: {
        ...UNVERIFIED,
        hours: { at: '2026-11-01T15:00:00.000Z', method: 'call' },
      },
    })
    const rated = clinic({
      name: 'E rated',
      weeklyHours: hours,
      provenance: prov('2022-01-01'),
      rating: 4.5,
    })
    expect(
      sortForAnswer([undated, old, fresh, called, rated], NOW).map(
        (c) => c.name,
      ),
    ).toEqual(['D called', 'B fresh', 'E rated', 'A old', 'C undated'])
  })

  test('before the clock (null) only dates, ratings and names order: the prerendered list', () => {
    const open = clinic({
      name: 'Z open',
      weeklyHours: everyDay('8:00 AM - 8:00 PM'),
      provenance: prov('2021-01-01'),
    })
    const unknown = clinic({
      name: 'A unknown',
      provenance: prov('2025-01-01'),
    })
    expect(sortForAnswer([open, unknown], null).map((c) => c.name)).toEqual([
      'A unknown',
      'Z open',
    ])
    expect(sortForAnswer([open, unknown], NOW).map((c) => c.name)).toEqual([
      'Z open',
      'A unknown',
    ])
  })

  const arbClinic = fc
    .record({
      hours: fc.constantFrom(
        null,
        '8:00 AM - 8:00 PM',
        '1:00 PM - 5:00 PM',
        'Closed',
        '7:00 PM - 7:00 AM',
        'garbage',
      ),
      asOf: fc.constantFrom(null, '2019-05-01', '2024-02-02', '2026-10-10'),
      rating: fc.constantFrom(null, 3, 4.5),
      name: fc.constantFrom('A', 'B', 'C'),
    })
    .map((r) =>
      clinic({
        weeklyHours: everyDay(r.hours),
        provenance: prov(r.asOf),
        rating: r.rating,
        name: r.name,
      }),
    )

  test('total and stable: any input order gives the same list (property)', () => {
    fc.assert(
      fc.property(
        fc.array(arbClinic, { maxLength: 12 }),
        fc.integer(),
        (list, seed) => {
          const shuffled = [...list].sort(
            (a, b) => ((a.id * 7919 + seed) % 13) - ((b.id * 7919 + seed) % 13),
          )
          expect(sortForAnswer(shuffled, NOW).map((c) => c.uuid)).toEqual(
            sortForAnswer(list, NOW).map((c) => c.uuid),
          )
          expect(sortForAnswer(list, NOW)).toHaveLength(list.length)
        },
      ),
    )
  })

  test('no clinic open now ever follows one that is not (property)', () => {
    fc.assert(
      fc.property(fc.array(arbClinic, { maxLength: 12 }), (list) => {
        const groups = sortForAnswer(list, NOW).map(
          (c) => answerRank(c, NOW).group,
        )
        expect([...groups].sort()).toEqual(groups)
      }),
    )
  })
})

describe('the fold: the listings with no hours on file', () => {
  test('a confirmed holiday exception keeps a listing without weekly hours above the fold (on Christmas it may read open by it)', () => {
    const none = clinic({ weeklyHours: everyDay(null) })
    expect(hasHoursOnFile(none)).toBe(false)
    const christmas = clinic({
      weeklyHours: everyDay(null),
      hoursExceptions: [
        {
          date: '2026-12-25',
          hours: '9:00 AM - 1:00 PM',
          note: null,
          confirmedAt: '2026-12-01T15:00:00.000Z',
          method: 'call',
        },
      ],
    })
    expect(hasHoursOnFile(christmas)).toBe(true)
    expect(splitUnconfirmed([none, christmas]).listed.map((c) => c.id)).toEqual(
      [christmas.id],
    )
    expect(hasHoursOnFile({ ...christmas, hoursExceptions: [] })).toBe(false)
  })

  test("hours for any day, or today's stored text, keep a listing above the fold; a phone, a note or an old source do not matter", () => {
    expect(
      hasHoursOnFile(clinic({ weeklyHours: everyDay('8:00 AM - 8:00 PM') })),
    ).toBe(true)
    expect(
      hasHoursOnFile(
        clinic({ weeklyHours: { ...everyDay(null), monday: 'Closed' } }),
      ),
    ).toBe(true)
    expect(
      hasHoursOnFile(
        clinic({
          hours: {
            today: '8:00 AM - 5:00 PM',
            isOpen: null,
            closesToday: null,
          },
        }),
      ),
    ).toBe(true)
    // Open from hours a 2009 record holds: listed, never folded.
    expect(
      hasHoursOnFile(
        clinic({
          weeklyHours: everyDay('8:00 AM - 8:00 PM'),
          provenance: prov('2009-05-01', true),
          phone: null,
        }),
      ),
    ).toBe(true)
    expect(hasHoursOnFile(clinic({ weeklyHours: everyDay(null) }))).toBe(false)
  })

  test('the line says what sets them apart, for any count', () => {
    expect(noHoursTitle(1)).toBe('No hours on file (1) — these may have closed')
    expect(noHoursTitle(3)).toBe('No hours on file (3) — these may have closed')
  })

  test('splitUnconfirmed keeps each part in the order given', () => {
    const hours = everyDay('8:00 AM - 8:00 PM')
    const a = clinic({ weeklyHours: hours })
    const b = clinic({ phone: null })
    const c = clinic({ weeklyHours: hours, provenance: prov('2008-01-01') })
    const d = clinic()
    expect(splitUnconfirmed([a, b, c, d])).toEqual({
      listed: [a, c],
      unconfirmed: [b, d],
    })
  })

  const arbListing = fc
    .record({
      hours: fc.constantFrom(
        null,
        '',
        'Closed',
        '8:00 AM - 8:00 PM',
        '7:00 PM - 7:00 AM',
        'garbage',
      ),
      days: fc.array(fc.boolean(), { minLength: 7, maxLength: 7 }),
      today: fc.constantFrom(null, '9:00 AM - 5:00 PM'),
      phone: fc.constantFrom(null, '(270) 555-0100'),
      asOf: fc.constantFrom(null, '2008-03-11', '2025-06-01'),
    })
    .map((r) =>
      clinic({
        weeklyHours: Object.fromEntries(
          Object.entries(everyDay(r.hours)).map(([day, h], i) => [
            day,
            r.days[i] ? h : null,
          ]),
        ) as Clinic['weeklyHours'],
        hours: { today: r.today, isOpen: null, closesToday: null },
        phone: r.phone,
        provenance: prov(r.asOf),
      }),
    )

  test("the rule against its words: in the fold every card reads 'Hours unknown' at every instant, never 'Open Now' (property)", () => {
    fc.assert(
      fc.property(
        fc.array(arbListing, { maxLength: 8 }),
        fc.date({
          min: new Date('2026-01-01T00:00:00Z'),
          max: new Date('2027-01-01T00:00:00Z'),
          noInvalidDate: true,
        }),
        (list, at) => {
          const { listed, unconfirmed } = splitUnconfirmed(list)
          for (const c of unconfirmed)
            expect(clinicOpenStatus(c, at)?.state).toBe('unknown')
          // Above the fold, each listing has hours on file to go by.
          for (const c of listed) expect(hasHoursOnFile(c)).toBe(true)
        },
      ),
    )
  })
})

describe('lastConfirmedDate', () => {
  test('the latest of the record date and every field confirmation; malformed dates ignored', () => {
    expect(
      lastConfirmedDate({
        provenance: prov('2020-01-01'),
        verification: UNVERIFIED,
      }),
    ).toBe('2020-01-01')
    expect(
      lastConfirmedDate({
        provenance: prov('not a date'),
        verification: {
          ...UNVERIFIED,
          website: { at: '2024-03-03T01:00:00Z', method: 'website' },
        },
      }),
    ).toBe('2024-03-03')
    expect(
      lastConfirmedDate({ provenance: prov(null), verification: UNVERIFIED }),
    ).toBeNull()
  })
})

describe('the answer order inside a group and by distance', () => {
  const names = (list: Clinic[]) => list.map((c) => c.name)

  test('open now: the one staying open longest first, then distance, then name', () => {
    const hours = (h: string) => ({ weeklyHours: everyDay(h) })
    const at7 = clinic({ name: 'A till 7', ...hours('8:00 AM - 7:00 PM') })
    const at9 = clinic({ name: 'B till 9', ...hours('8:00 AM - 9:00 PM') })
    const at9far = clinic({
      name: 'A till 9 far',
      ...hours('8:00 AM - 9:00 PM'),
      distance: 4,
    })
    const at9near = clinic({
      name: 'Z till 9 near',
      ...hours('8:00 AM - 9:00 PM'),
      distance: 2,
    })
    expect(names(sortForAnswer([at7, at9far, at9, at9near], NOW))).toEqual([
      'Z till 9 near',
      'A till 9 far',
      'B till 9',
      'A till 7',
    ])
  })

  test('open, closing soon, closed, unknown; a phone before none at each', () => {
    const wd = (h: string | null, phone: string | null, name: string) =>
      clinic({ name, weeklyHours: everyDay(h), phone })
    const list = [
      wd(null, null, 'A unknown, no phone'),
      wd(null, '(270) 555-0101', 'B unknown, phone'),
      wd('1:00 PM - 5:00 PM', null, 'C opens at 1, no phone'),
      wd('1:00 PM - 5:00 PM', '(270) 555-0102', 'D opens at 1, phone'),
      wd('8:00 AM - 10:25 AM', '(270) 555-0103', 'E closing in 25 min'),
      wd('8:00 AM - 8:00 PM', null, 'F open till 8, no phone'),
      wd('8:00 AM - 8:00 PM', '(270) 555-0104', 'G open till 8, phone'),
    ]
    expect(names(sortForAnswer(list, NOW))).toEqual([
      'G open till 8, phone',
      'F open till 8, no phone',
      'E closing in 25 min',
      'D opens at 1, phone',
      'C opens at 1, no phone',
      'B unknown, phone',
      'A unknown, no phone',
    ])
    // At one town's point, by distance: the same order.
    const atTown = list.map((c) => ({ ...c, distance: 0.4 }))
    expect(names(sortForAnswer(atTown, NOW, true))).toEqual(
      names(sortForAnswer(list, NOW)),
    )
  })

  test('by distance: the distance as read first; clinics that read alike tie, and can they see a child now breaks it', () => {
    const own = (distance: number) => ({
      distance,
      coordinates: { lat: 37, lng: -88, approximate: false },
    })
    const town = (distance: number) => ({
      distance,
      coordinates: { lat: 37, lng: -88, approximate: true },
    })
    const open = everyDay('8:00 AM - 8:00 PM')
    const list = [
      clinic({ name: 'A own 0.6, unknown', ...own(0.6) }),
      clinic({ name: 'B town 0.7, unknown', ...town(0.7) }),
      clinic({ name: 'C town 1.3, open', ...town(1.3), weeklyHours: open }),
      clinic({ name: 'D own 1, open', ...own(1), weeklyHours: open }),
      clinic({ name: 'E own 1.2, open', ...own(1.2), weeklyHours: open }),
    ]
    // 0.6 miles; then three that read '1 mile' / 'about 1 mile': the open
    // ones first, the nearer of them first; then 1.2 miles.
    expect(names(sortForAnswer(list, NOW, true))).toEqual([
      'A own 0.6, unknown',
      'D own 1, open',
      'C town 1.3, open',
      'B town 0.7, unknown',
      'E own 1.2, open',
    ])
    // Before the clock: by the distance as read, then phone, then distance.
    expect(names(sortForAnswer(list, null, true))).toEqual([
      'A own 0.6, unknown',
      'B town 0.7, unknown',
      'D own 1, open',
      'C town 1.3, open',
      'E own 1.2, open',
    ])
  })

  test("Murray at 10:30 AM on a weekday: 'Murray Medical Associates' (open, phone) before 'Fast Pace Urgent Care - Murray' (hours unknown, no phone)", () => {
    // Wednesday 2026-12-02, 10:30 in Murray (America/Chicago, UTC-6); the
    // built-in data, measured from Murray's point in the gazetteer, as a
    // search for 'Murray' does.
    const at = new Date('2026-12-02T16:30:00Z')
    const murray = resolveLocation(
      buildGazetteer(GAZETTEER_ROWS, PLACE_POINTS),
      'Murray',
    )!
    const clinics = withDistances(
      CLINIC_ROWS.map((r) => toClinic(r, COORDINATES)).filter(
        (c) => c.city === 'Murray',
      ),
      murray,
    )
    const medical = clinics.find((c) => c.name.startsWith('Murray Medical'))!
    const fastPace = clinics.find((c) => c.name.startsWith('Fast Pace'))!
    // Both at Murray's point: a tie on the distance as read.
    expect(readDistance(medical)).toBe(readDistance(fastPace))
    expect(answerRank(medical, at).group).toBe(0)
    expect(medical.phone).not.toBeNull()
    expect(answerRank(fastPace, at).group).toBe(2)
    expect(fastPace.phone).toBeNull()
    for (const input of [
      [fastPace, medical],
      [medical, fastPace],
    ])
      expect(names(sortForAnswer(input, at, true))).toEqual([
        medical.name,
        fastPace.name,
      ])
    // Without the distance (no place; the town page) too.
    expect(names(sortForAnswer([fastPace, medical], at))).toEqual([
      medical.name,
      fastPace.name,
    ])
  })
})
