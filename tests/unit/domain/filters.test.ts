import { describe, test, expect } from 'vitest'
import fc from 'fast-check'
import { applyFilters, prepareFilters, sortClinics } from '@/domain/filters'
import { sortForAnswer } from '@/domain/answer-order'
import { clinicOpenStatus } from '@/domain/clinic-display'
import {
  DEFAULT_FILTERS,
  WEEKDAYS,
  type Clinic,
  type FilterState,
  type WeeklyHours,
} from '@/domain/clinic'
import {
  AGE_BAND_IDS,
  COVERAGE_FILTER_IDS,
  FILTERS,
  HOURS_FILTER_IDS,
  SERVICE_FILTER_IDS,
  type HoursFilter,
  type ServiceFilter,
} from '@/domain/filter-vocabulary'
import { FILTER_LABELS } from '@/domain/filter-labels'
import { createClinic } from '../../factories/clinic'
import {
  matchesHoursFilters,
  matchesServiceFilters,
  matchesTextQuery,
} from './filter-probe'
import { UNKNOWN_FACTS } from '@/domain/before-you-go'
import { UNVERIFIED } from '@/domain/verification'

/** Wednesday 2025-06-11, 10:00 in Chicago, 11:00 in New York. */
const WED = new Date('2025-06-11T15:00:00Z')
const PADUCAH = { lat: 37.0834, lng: -88.6001 }

const noHours: WeeklyHours = {
  sunday: null,
  monday: null,
  tuesday: null,
  wednesday: null,
  thursday: null,
  friday: null,
  saturday: null,
}

function clinic(over: Partial<Clinic> = {}): Clinic {
  return {
    id: 1,
    uuid: '00000001-0000-0000-0000-000000000000',
    slug: 'test-clinic',
    name: 'Test Clinic',
    address: '1 Main St',
    city: 'Paducah',
    state: 'KY',
    zip: '42001',
    phone: null,
    rating: null,
    reviewCount: null,
    hours: { today: null, isOpen: null, closesToday: null },
    weeklyHours: noHours,
    timezone: 'America/Chicago',
    services: [],
    specialHours: [],
    image: null,
    acceptsWalkIns: null,
    website: null,
    description: null,
    metaTitle: null,
    metaDescription: null,
    keywords: null,
    tags: [],
    townId: null,
    coordinates: null,
    provenance: {
      sources: [],
      asOf: null,
      confidence: null,
      statusUnconfirmed: false,
    },
    status: 'active',
    verification: { ...UNVERIFIED },
    facts: { ...UNKNOWN_FACTS },
    ...over,
  }
}

const hoursOn = (day: keyof WeeklyHours, text: string | null): WeeklyHours => ({
  ...noHours,
  [day]: text,
})

/** The special-hours values the filters read. */
const SPECIAL_HOURS = [
  'After Hours',
  'Weekend Hours',
  'Late Night',
  '24/7 Open',
  'Early Morning',
] as const

const filters = (over: Partial<FilterState> = {}): FilterState => ({
  ...DEFAULT_FILTERS,
  ...over,
})

const hours = (c: Clinic, ...f: HoursFilter[]) => matchesHoursFilters(c, f, WED)
const services = (c: Clinic, ...f: ServiceFilter[]) =>
  matchesServiceFilters(c, f)

describe("today's hours text used by the filters", () => {
  const early = (c: Clinic) => hours(c, 'early-morning')
  test("is the weekday entry in the clinic's zone", () => {
    const c = clinic({
      weeklyHours: {
        ...noHours,
        wednesday: '7:00 AM - 6:00 PM',
        thursday: '9:00 AM - 5:00 PM',
      },
    })
    expect(early(c)).toBe(true)
    // Already Thursday in Tokyo.
    expect(early({ ...c, timezone: 'Asia/Tokyo' })).toBe(false)
  })

  test('falls back to the stored today text when the weekday entry is absent', () => {
    const c = clinic({
      hours: { today: '7:00 AM - 7:00 PM', isOpen: null, closesToday: null },
    })
    expect(early(c)).toBe(true)
    const entry = clinic({
      weeklyHours: hoursOn('wednesday', '8:00 AM - 6:00 PM'),
      hours: { today: '7:00 AM - 7:00 PM', isOpen: null, closesToday: null },
    })
    expect(early(entry)).toBe(false)
  })

  test('an invalid zone reads as America/New_York', () => {
    const c = clinic({
      timezone: 'Not/AZone',
      weeklyHours: hoursOn('wednesday', '7:00 AM - 6:00 PM'),
    })
    expect(early(c)).toBe(true)
  })

  test('closing time is the text after the last "-", else closesToday', () => {
    const late = (c: Clinic) => hours(c, 'after-hours')
    expect(
      late(
        clinic({
          weeklyHours: hoursOn('wednesday', 'Mon-Fri 8:00 AM - 9:00 PM'),
          hours: { today: null, isOpen: null, closesToday: '5:00 AM' },
        }),
      ),
    ).toBe(true)
    expect(
      late(
        clinic({
          weeklyHours: hoursOn('wednesday', 'Mon-Fri 2:00 PM - 2:00 AM'),
          hours: { today: null, isOpen: null, closesToday: '9:00 PM' },
        }),
      ),
    ).toBe(false)
    const noDash = (closesToday: string | null) =>
      clinic({
        weeklyHours: hoursOn('wednesday', 'Open until 9 PM'),
        hours: { today: null, isOpen: null, closesToday },
      })
    expect(late(noDash('9 PM'))).toBe(true)
    expect(late(noDash('5 AM'))).toBe(false)
  })

  test('an invalid instant reads the stored today text, and nothing is open now', () => {
    const c = clinic({
      weeklyHours: hoursOn('wednesday', '9:00 AM - 5:00 PM'),
      hours: { today: '7:00 AM - 9:00 PM', isOpen: null, closesToday: '9 PM' },
      acceptsWalkIns: true,
    })
    const now = new Date(NaN)
    const keep = (over: Partial<FilterState>) =>
      applyFilters([c], filters(over), { now, origin: null }).length === 1
    expect(keep({ hours: ['early-morning'] })).toBe(true)
    expect(keep({ hours: ['open-now'] })).toBe(false)
    expect(keep({ services: ['walk-in'] })).toBe(true)
  })
})

describe('hours filters', () => {
  test('no hours filter chosen: every clinic matches', () => {
    expect(hours(clinic())).toBe(true)
  })

  test('after-hours: special hours include "After Hours"', () => {
    expect(
      hours(clinic({ specialHours: ['After Hours'] }), 'after-hours'),
    ).toBe(true)
  })

  test('after-hours: today’s hours and closing time both contain "PM"', () => {
    const c = clinic({ weeklyHours: hoursOn('wednesday', '8:00 AM - 8:00 PM') })
    expect(hours(c, 'after-hours')).toBe(true)
  })

  test('after-hours: a closing time in the AM does not match', () => {
    const c = clinic({
      weeklyHours: hoursOn('wednesday', '12:00 PM - 2:00 AM'),
    })
    expect(hours(c, 'after-hours')).toBe(false)
  })

  test('after-hours: falls back to the stored today/closesToday fields', () => {
    const c = clinic({
      hours: { today: '9:00 AM - 7:00 PM', isOpen: null, closesToday: '7 PM' },
    })
    expect(hours(c, 'after-hours')).toBe(true)
    const noClose = clinic({
      hours: { today: 'Call (PM)', isOpen: null, closesToday: null },
    })
    expect(hours(noClose, 'after-hours')).toBe(false)
  })

  test('after-hours: unknown hours do not match', () => {
    expect(hours(clinic(), 'after-hours')).toBe(false)
  })

  test('weekends: special hours include "Weekend Hours"', () => {
    expect(hours(clinic({ specialHours: ['Weekend Hours'] }), 'weekends')).toBe(
      true,
    )
    expect(hours(clinic({ specialHours: ['After Hours'] }), 'weekends')).toBe(
      false,
    )
  })

  test('late-night: special hours include "Late Night" or "24/7 Open"', () => {
    expect(hours(clinic({ specialHours: ['Late Night'] }), 'late-night')).toBe(
      true,
    )
    expect(hours(clinic({ specialHours: ['24/7 Open'] }), 'late-night')).toBe(
      true,
    )
    expect(
      hours(clinic({ specialHours: ['Weekend Hours'] }), 'late-night'),
    ).toBe(false)
  })

  test('early-morning: special hours include "Early Morning"', () => {
    expect(
      hours(clinic({ specialHours: ['Early Morning'] }), 'early-morning'),
    ).toBe(true)
  })

  test('early-morning: today’s hours start with "6:" or "7:"', () => {
    const at = (t: string) =>
      hours(clinic({ weeklyHours: hoursOn('wednesday', t) }), 'early-morning')
    expect(at('6:30 AM - 5:00 PM')).toBe(true)
    expect(at('7:00 AM - 7:00 PM')).toBe(true)
    expect(at('8:00 AM - 8:00 PM')).toBe(false)
    expect(at('17:00 - 20:00')).toBe(false)
  })

  test('decision: special-hours values are compared exactly', () => {
    expect(
      hours(clinic({ specialHours: ['after hours'] }), 'after-hours'),
    ).toBe(false)
  })

  test('ANY chosen hours filter is enough', () => {
    const c = clinic({ specialHours: ['Weekend Hours'] })
    expect(hours(c, 'late-night', 'weekends')).toBe(true)
    expect(hours(c, 'late-night', 'early-morning')).toBe(false)
  })
})

describe('service filters (comparisons ignore case)', () => {
  test('no service filter chosen: every clinic matches', () => {
    expect(services(clinic())).toBe(true)
  })

  test('pediatric: a service contains "pediatric", any case', () => {
    expect(
      services(clinic({ services: ['PEDIATRIC Care'] }), 'pediatric'),
    ).toBe(true)
  })

  test('pediatric: the name contains "pediatric", "children" or "kids"', () => {
    for (const name of ['Paducah Pediatrics', "Children's Clinic", 'KidsCare'])
      expect(services(clinic({ name }), 'pediatric')).toBe(true)
    expect(services(clinic({ name: 'Family Clinic' }), 'pediatric')).toBe(false)
  })

  test('pediatric: a service mentioning children does not count, only the name', () => {
    expect(
      services(clinic({ services: ['Care for children'] }), 'pediatric'),
    ).toBe(false)
  })

  test('emergency: a service contains "emergency", "trauma" or "critical"', () => {
    for (const s of ['Emergency care', 'Minor TRAUMA', 'Critical Access'])
      expect(services(clinic({ services: [s] }), 'emergency')).toBe(true)
    expect(services(clinic({ services: ['X-ray'] }), 'emergency')).toBe(false)
  })

  test('walk-in: the clinic accepts walk-ins (unknown does not match)', () => {
    expect(services(clinic({ acceptsWalkIns: true }), 'walk-in')).toBe(true)
    expect(services(clinic({ acceptsWalkIns: false }), 'walk-in')).toBe(false)
    expect(services(clinic({ acceptsWalkIns: null }), 'walk-in')).toBe(false)
  })

  test('telehealth: a service contains "telemedicine" or "telehealth"', () => {
    expect(services(clinic({ services: ['Telemedicine'] }), 'telehealth')).toBe(
      true,
    )
    expect(
      services(
        clinic({ services: ['Virtual TeleHealth visits'] }),
        'telehealth',
      ),
    ).toBe(true)
    expect(services(clinic({ services: ['Phone'] }), 'telehealth')).toBe(false)
  })

  test('ANY chosen service filter is enough', () => {
    const c = clinic({ acceptsWalkIns: true })
    expect(services(c, 'telehealth', 'walk-in')).toBe(true)
    expect(services(c, 'telehealth', 'emergency')).toBe(false)
  })
})

describe('text query', () => {
  test('a blank query matches every clinic', () => {
    expect(matchesTextQuery(clinic(), '')).toBe(true)
    expect(matchesTextQuery(clinic(), '   ')).toBe(true)
  })

  test('case-insensitive substring of the name or any service', () => {
    const c = clinic({ name: 'Baptist Health', services: ['X-Ray', 'Labs'] })
    expect(matchesTextQuery(c, 'baptist')).toBe(true)
    expect(matchesTextQuery(c, 'x-ray')).toBe(true)
    expect(matchesTextQuery(c, ' LABS ')).toBe(true)
    expect(matchesTextQuery(c, 'mercy')).toBe(false)
  })
})

describe('applyFilters (radius first, only with a location)', () => {
  const near = clinic({
    name: 'Near',
    coordinates: { lat: 37.09, lng: -88.6, approximate: false },
    acceptsWalkIns: true,
  })
  const far = clinic({
    name: 'Far',
    coordinates: { lat: 36.6103, lng: -88.3148, approximate: false },
    acceptsWalkIns: true,
    specialHours: ['Weekend Hours'],
  })
  const unknown = clinic({ name: 'Unknown', coordinates: null })

  test('without a location the radius is ignored and distances are not set', () => {
    const out = applyFilters([near, far, unknown], filters({ radius: 1 }), {
      now: WED,
      origin: null,
    })
    expect(out.map((c) => c.name)).toEqual(['Near', 'Far', 'Unknown'])
    expect(out.every((c) => c.distance === undefined)).toBe(true)
  })

  test('with a location: distances are set and distance <= radius is kept', () => {
    const out = applyFilters([near, far, unknown], filters({ radius: 10 }), {
      now: WED,
      origin: PADUCAH,
    })
    expect(out.map((c) => [c.name, c.distance])).toEqual([['Near', 0.5]])
    const wide = applyFilters([near, far], filters({ radius: 36.3 }), {
      now: WED,
      origin: PADUCAH,
    })
    expect(wide.map((c) => c.name)).toEqual(['Near', 'Far'])
  })

  test('a clinic without coordinates (999 miles) is outside every radius', () => {
    const out = applyFilters([unknown], filters({ radius: 50 }), {
      now: WED,
      origin: PADUCAH,
    })
    expect(out).toEqual([])
  })

  test('when both groups have choices a clinic must match both', () => {
    const f = filters({
      hours: ['weekends'],
      services: ['walk-in'],
      radius: 50,
    })
    const out = applyFilters([near, far, unknown], f, {
      now: WED,
      origin: null,
    })
    expect(out.map((c) => c.name)).toEqual(['Far'])
  })

  test('the text query applies last, after the other filters', () => {
    const out = applyFilters([near, far], filters({ services: ['walk-in'] }), {
      now: WED,
      origin: null,
      query: 'far',
    })
    expect(out.map((c) => c.name)).toEqual(['Far'])
  })

  test('the same searched place gives the same objects on every filter change; another place, new ones', () => {
    const first = applyFilters([near, far], filters({ radius: 50 }), {
      now: WED,
      origin: PADUCAH,
    })
    const again = applyFilters(
      [near, far],
      filters({ radius: 50, hours: ['weekends'], services: ['walk-in'] }),
      { now: WED, origin: PADUCAH },
    )
    expect(again).toHaveLength(1)
    expect(again[0]).toBe(first[1])
    const elsewhere = { lat: 36.6103, lng: -88.3148 }
    const moved = applyFilters([near, far], filters({ radius: 50 }), {
      now: WED,
      origin: elsewhere,
    })
    expect(moved[1]).not.toBe(first[1])
    expect(moved[1]!.distance).toBe(0)
    expect(first[1]!.distance).toBeGreaterThan(0)
  })

  test('does not mutate the input list or its clinics', () => {
    const input = [near, far]
    const copy = structuredClone(input)
    applyFilters(input, filters(), { now: WED, origin: PADUCAH })
    expect(input).toEqual(copy)
  })

  test('property: output is a subset of the input and never longer', () => {
    const arbClinic = fc
      .record({
        name: fc.string(),
        services: fc.array(
          fc.constantFrom('Pediatric care', 'Telehealth', 'X-ray', 'Trauma'),
        ),
        specialHours: fc.subarray([...SPECIAL_HOURS]),
        acceptsWalkIns: fc.option(fc.boolean()),
        coordinates: fc.option(
          fc.record({
            lat: fc.double({ min: 36, max: 38, noNaN: true }),
            lng: fc.double({ min: -90, max: -86, noNaN: true }),
            approximate: fc.boolean(),
          }),
        ),
        today: fc.option(fc.constantFrom('7:00 AM - 9:00 PM', 'Closed')),
      })
      .map(({ today, ...rest }) =>
        clinic({
          ...rest,
          hours: { today, isOpen: null, closesToday: null },
        }),
      )
    const arbFilters = fc.record({
      location: fc.string(),
      hours: fc.subarray<HoursFilter>([
        'after-hours',
        'weekends',
        'late-night',
        'early-morning',
      ]),
      services: fc.subarray<ServiceFilter>([
        'pediatric',
        'emergency',
        'walk-in',
        'telehealth',
      ]),
      age: fc.constantFrom(null, ...AGE_BAND_IDS),
      coverage: fc.subarray([...COVERAGE_FILTER_IDS]),
      radius: fc.integer({ min: 1, max: 50 }),
    })
    fc.assert(
      fc.property(
        fc.array(arbClinic, { maxLength: 8 }),
        arbFilters,
        fc.option(fc.constant(PADUCAH)),
        fc.string(),
        (list, f, origin, query) => {
          const out = applyFilters(list, f, { now: WED, origin, query })
          expect(out.length).toBeLessThanOrEqual(list.length)
          const names = list.map((c) => c.name)
          let from = 0
          for (const c of out) {
            // order preserved: each output clinic appears later in the input
            const i = names.indexOf(c.name, from)
            expect(i).toBeGreaterThanOrEqual(0)
            from = i + 1
          }
        },
      ),
    )
  })
})

describe('prepareFilters (the facts ahead of the first filter change)', () => {
  /** A clinic that counts how often its services and hours are read. */
  function counted(over: Partial<Clinic>) {
    const reads = { n: 0 }
    const c = new Proxy(clinic(over), {
      get(target, key, receiver) {
        if (key === 'services' || key === 'weeklyHours') reads.n++
        return Reflect.get(target, key, receiver) as unknown
      },
    })
    return { c, reads }
  }

  test("a filter change after it reads no clinic's services or hours again, and still chooses right", () => {
    const a = counted({ name: 'A', acceptsWalkIns: true })
    const b = counted({ name: 'B', services: ['Pediatric care'] })
    const c = counted({ name: 'C' })
    const chosen = filters({ services: ['walk-in', 'pediatric'] })
    prepareFilters([a.c, b.c, c.c])
    const before = [a.reads.n, b.reads.n, c.reads.n]
    expect(before.every((n) => n > 0)).toBe(true)
    const out = applyFilters([a.c, b.c, c.c], chosen, {
      now: WED,
      origin: null,
    })
    expect([a.reads.n, b.reads.n, c.reads.n]).toEqual(before)
    expect(out.map((x) => x.name)).toEqual(['A', 'B'])
  })

  test('an empty list, and a list prepared twice, change nothing', () => {
    expect(() => prepareFilters([])).not.toThrow()
    const a = counted({ name: 'A' })
    prepareFilters([a.c])
    const once = a.reads.n
    prepareFilters([a.c])
    expect(a.reads.n).toBe(once)
  })
})

describe('sortClinics', () => {
  test('distance: ascending, ties by name, unknown distance last', () => {
    const list = [
      clinic({ name: 'B', distance: 2 }),
      clinic({ name: 'C' }),
      clinic({ name: 'A', distance: 2 }),
      clinic({ name: 'D', distance: 0.5 }),
    ]
    expect(sortForAnswer(list, null, true).map((c) => c.name)).toEqual([
      'D',
      'A',
      'B',
      'C',
    ])
  })

  test('rating: descending, unknown last, then review count, then name', () => {
    const list = [
      clinic({ name: 'NoRating', rating: null, reviewCount: 500 }),
      clinic({ name: 'B', rating: 4.5, reviewCount: 10 }),
      clinic({ name: 'A', rating: 4.5, reviewCount: 10 }),
      clinic({ name: 'Many', rating: 4.5, reviewCount: 90 }),
      clinic({ name: 'Top', rating: 4.9, reviewCount: 1 }),
      clinic({ name: 'NoCount', rating: 4.5, reviewCount: null }),
    ]
    expect(sortClinics(list).map((c) => c.name)).toEqual([
      'Top',
      'Many',
      'A',
      'B',
      'NoCount',
      'NoRating',
    ])
  })

  test('returns a new array and leaves the input order alone', () => {
    const list = [clinic({ name: 'B' }), clinic({ name: 'A' })]
    const out = sortForAnswer(list, null, true)
    expect(out).not.toBe(list)
    expect(list.map((c) => c.name)).toEqual(['B', 'A'])
  })

  test('total: clinics tied on everything else are ordered by uuid, whatever the input order', () => {
    const a = clinic({ name: 'Same', uuid: 'first', rating: 4 })
    const b = clinic({ name: 'Same', uuid: 'second', rating: 4 })
    const sorts = {
      rating: sortClinics,
      distance: (l: Clinic[]) => sortForAnswer(l, null, true),
    }
    for (const sort of Object.values(sorts)) {
      expect(sort([a, b]).map((c) => c.uuid)).toEqual(['first', 'second'])
      expect(sort([b, a]).map((c) => c.uuid)).toEqual(['first', 'second'])
    }
  })

  test('distance ties on the name keep the rating order', () => {
    const low = clinic({ name: 'Same', uuid: 'a', rating: 3, distance: 1 })
    const high = clinic({ name: 'Same', uuid: 'b', rating: 5, distance: 1 })
    expect(sortForAnswer([low, high], null, true).map((c) => c.uuid)).toEqual([
      'b',
      'a',
    ])
  })
})

describe('the filters over any clinic and instant', () => {
  const hoursText = fc.constantFrom(
    null,
    'Closed',
    '',
    '8:00 AM - 8:00 PM',
    '7:30 AM - 5:00 PM',
    '6:00 PM - 2:00 AM',
    '12:00 AM - 12:00 AM',
    '9 AM – 9 PM',
    'Mon-Fri 8 AM - 8 PM',
    'Call for hours',
    '25:99 PM - ???',
    '10:00 PM - 6:00 AM',
  )
  const arbFullClinic = fc
    .record({
      name: fc.constantFrom('A Clinic', 'Kids Care', 'CHILDREN FIRST', 'Z'),
      services: fc.subarray([
        'Pediatric care',
        'Emergency care',
        'Trauma',
        'Telehealth visits',
        'TELEMEDICINE',
        'X-ray',
      ]),
      specialHours: fc.subarray([...SPECIAL_HOURS]),
      acceptsWalkIns: fc.constantFrom(true, false, null),
      timezone: fc.constantFrom(
        'America/Chicago',
        'America/New_York',
        'Pacific/Honolulu',
        'Not/AZone',
        '',
      ),
      week: fc.array(hoursText, { minLength: 7, maxLength: 7 }),
      today: hoursText,
      closesToday: fc.constantFrom(null, '8 PM', '5 AM'),
      lat: fc.double({ min: 36, max: 38.2, noNaN: true }),
      lng: fc.double({ min: -89.6, max: -87.6, noNaN: true }),
    })
    .map((r): Clinic =>
      createClinic({
        name: r.name,
        services: r.services,
        specialHours: r.specialHours,
        acceptsWalkIns: r.acceptsWalkIns,
        timezone: r.timezone,
        weeklyHours: Object.fromEntries(
          WEEKDAYS.map((d, i) => [d, r.week[i] ?? null]),
        ) as Clinic['weeklyHours'],
        hours: { today: r.today, isOpen: null, closesToday: r.closesToday },
        coordinates: { lat: r.lat, lng: r.lng, approximate: false },
      }),
    )

  test("'Open Now' keeps exactly the clinics whose badge reads 'Open Now' (or, on a holiday, 'Usually open now') at the same instant", () => {
    fc.assert(
      fc.property(
        fc.array(arbFullClinic, { maxLength: 12 }),
        fc.date({
          min: new Date('2024-01-01T00:00:00Z'),
          max: new Date('2027-12-31T23:59:59Z'),
          noInvalidDate: true,
        }),
        (clinics, now) => {
          const kept = applyFilters(clinics, filters({ hours: ['open-now'] }), {
            now,
            origin: null,
          })
          const badgeOpen = clinics.filter((c) => {
            const state = clinicOpenStatus(c, now)?.state
            return state === 'open' || state === 'usually-open'
          })
          expect(kept).toEqual(badgeOpen)
        },
      ),
      { numRuns: 500 },
    )
  })

  test('a second pass (read from the kept per-clinic facts) gives the first answer', () => {
    fc.assert(
      fc.property(
        fc.array(arbFullClinic, { maxLength: 12 }),
        fc.subarray<HoursFilter>([...HOURS_FILTER_IDS]),
        fc.subarray<ServiceFilter>([...SERVICE_FILTER_IDS]),
        fc.date({
          min: new Date('2024-01-01T00:00:00Z'),
          max: new Date('2027-12-31T23:59:59Z'),
          noInvalidDate: true,
        }),
        (clinics, h, s, now) => {
          const f = filters({ hours: h, services: s })
          const run = () =>
            applyFilters(clinics, f, { now, origin: null }).map((c) => c.uuid)
          expect(run()).toEqual(run())
        },
      ),
      { numRuns: 200 },
    )
  })
})

describe('the filter vocabulary', () => {
  test('ids are unique, every filter has a label and its own bit', () => {
    const ids = FILTERS.map((f) => f.id)
    expect(new Set(ids).size).toBe(ids.length)
    expect([
      ...HOURS_FILTER_IDS,
      ...SERVICE_FILTER_IDS,
      ...AGE_BAND_IDS,
      ...COVERAGE_FILTER_IDS,
    ]).toEqual(ids)
    // Each has a label, and only the filters have one.
    expect(Object.keys(FILTER_LABELS)).toEqual(ids)
    for (const f of FILTERS) expect(FILTER_LABELS[f.id].trim()).not.toBe('')
  })

  test('every filter is applied: each one keeps some clinic and drops another', () => {
    const weekend = clinic({ specialHours: ['Weekend Hours'] })
    const examples: Record<string, Clinic> = {
      'open-now': clinic({
        weeklyHours: hoursOn('wednesday', '8:00 AM - 8:00 PM'),
      }),
      'after-hours': clinic({ specialHours: ['After Hours'] }),
      weekends: weekend,
      'late-night': clinic({ specialHours: ['24/7 Open'] }),
      'early-morning': clinic({ specialHours: ['Early Morning'] }),
      pediatric: clinic({ name: 'Kids First' }),
      emergency: clinic({ services: ['Trauma'] }),
      'walk-in': clinic({ acceptsWalkIns: true }),
      telehealth: clinic({ services: ['Telehealth'] }),
    }
    // The age and coverage filters keep the unknown: fact-filters.test.ts.
    for (const f of FILTERS) {
      if (f.group === 'age' || f.group === 'coverage') continue
      const chosen =
        f.group === 'hours'
          ? filters({ hours: [f.id] })
          : filters({ services: [f.id] })
      const out = applyFilters([examples[f.id]!, clinic()], chosen, {
        now: WED,
        origin: null,
      })
      expect(out, f.id).toEqual([examples[f.id]])
    }
  })
})
