import { describe, test, expect } from 'vitest'
import fc from 'fast-check'
import {
  applyFilters,
  matchesHoursFilters,
  matchesServiceFilters,
  matchesTextQuery,
  sortClinics,
  todayClosingText,
  todayHoursText,
} from '@/domain/filters'
import {
  DEFAULT_FILTERS,
  type Clinic,
  type FilterState,
  type HoursFilter,
  type ServiceFilter,
  type WeeklyHours,
} from '@/domain/clinic'

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
    provenance: { sources: [], asOf: null, confidence: null, statusNote: null },
    status: 'active',
    verification: { phone: null, hours: null, address: null, website: null },
    ...over,
  }
}

const hoursOn = (day: keyof WeeklyHours, text: string | null): WeeklyHours => ({
  ...noHours,
  [day]: text,
})

const filters = (over: Partial<FilterState> = {}): FilterState => ({
  ...DEFAULT_FILTERS,
  ...over,
})

const hours = (c: Clinic, ...f: HoursFilter[]) => matchesHoursFilters(c, f, WED)
const services = (c: Clinic, ...f: ServiceFilter[]) =>
  matchesServiceFilters(c, f)

describe("today's hours text used by the filters", () => {
  test("is the weekday entry in the clinic's zone", () => {
    const c = clinic({
      weeklyHours: {
        ...noHours,
        wednesday: '8:00 AM - 6:00 PM',
        thursday: '9:00 AM - 5:00 PM',
      },
    })
    expect(todayHoursText(c, WED)).toBe('8:00 AM - 6:00 PM')
    expect(todayHoursText({ ...c, timezone: 'Asia/Tokyo' }, WED)).toBe(
      '9:00 AM - 5:00 PM',
    )
  })

  test('falls back to the stored today text when the weekday entry is absent', () => {
    const c = clinic({
      hours: { today: '7:00 AM - 7:00 PM', isOpen: null, closesToday: null },
    })
    expect(todayHoursText(c, WED)).toBe('7:00 AM - 7:00 PM')
  })

  test('an invalid zone reads as America/New_York', () => {
    const c = clinic({
      timezone: 'Not/AZone',
      weeklyHours: hoursOn('wednesday', '8:00 AM - 6:00 PM'),
    })
    expect(todayHoursText(c, WED)).toBe('8:00 AM - 6:00 PM')
  })

  test('closing time is the text after the "-", else closesToday', () => {
    const c = clinic({
      weeklyHours: hoursOn('wednesday', 'Mon-Fri 8:00 AM - 9:00 PM'),
      hours: { today: null, isOpen: null, closesToday: '5:00 PM' },
    })
    expect(todayClosingText(c, WED)).toBe('9:00 PM')
    const closed = clinic({
      weeklyHours: hoursOn('wednesday', 'Closed'),
      hours: { today: null, isOpen: null, closesToday: '5:00 PM' },
    })
    expect(todayClosingText(closed, WED)).toBe('5:00 PM')
  })
})

describe('hours filters (spec 5)', () => {
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

describe('service filters (spec 5, comparisons ignore case)', () => {
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

describe('applyFilters (spec 4: radius first, only with a location)', () => {
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
        specialHours: fc.subarray([
          'After Hours',
          'Weekend Hours',
          'Late Night',
          '24/7 Open',
          'Early Morning',
        ]),
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

describe('sortClinics', () => {
  test('distance: ascending, ties by name, unknown distance last', () => {
    const list = [
      clinic({ name: 'B', distance: 2 }),
      clinic({ name: 'C' }),
      clinic({ name: 'A', distance: 2 }),
      clinic({ name: 'D', distance: 0.5 }),
    ]
    expect(sortClinics(list, 'distance').map((c) => c.name)).toEqual([
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
    expect(sortClinics(list, 'rating').map((c) => c.name)).toEqual([
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
    const out = sortClinics(list, 'distance')
    expect(out).not.toBe(list)
    expect(list.map((c) => c.name)).toEqual(['B', 'A'])
  })

  test('stable: fully tied clinics keep their input order', () => {
    const a = clinic({ name: 'Same', uuid: 'first', rating: 4 })
    const b = clinic({ name: 'Same', uuid: 'second', rating: 4 })
    expect(sortClinics([a, b], 'rating').map((c) => c.uuid)).toEqual([
      'first',
      'second',
    ])
    expect(sortClinics([b, a], 'distance').map((c) => c.uuid)).toEqual([
      'second',
      'first',
    ])
  })
})
