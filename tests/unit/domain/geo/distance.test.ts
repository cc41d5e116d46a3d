import { describe, test, expect } from 'vitest'
import fc from 'fast-check'
import {
  approximateMiles,
  clinicDistanceText,
  distanceMiles,
  formatMiles,
  withDistances,
} from '@/domain/geo/distance'
import { formatRating, reviewCountText } from '@/domain/reviews'
import {
  UNKNOWN_DISTANCE_MILES,
  type Clinic,
  type Coordinates,
} from '@/domain/clinic'
import { UNKNOWN_FACTS } from '@/domain/before-you-go'
import { UNVERIFIED } from '@/domain/verification'

const PADUCAH = { lat: 37.0834, lng: -88.6001 }
const MURRAY = { lat: 36.6103, lng: -88.3148 }

function clinic(name: string, coordinates: Coordinates | null): Clinic {
  return {
    id: 1,
    uuid: '00000001-0000-0000-0000-000000000000',
    slug: name.toLowerCase(),
    name,
    address: null,
    city: 'Paducah',
    state: 'KY',
    zip: null,
    phone: null,
    rating: null,
    reviewCount: null,
    hours: { today: null, isOpen: null, closesToday: null },
    weeklyHours: {
      sunday: null,
      monday: null,
      tuesday: null,
      wednesday: null,
      thursday: null,
      friday: null,
      saturday: null,
    },
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
    coordinates,
    provenance: {
      sources: [],
      asOf: null,
      confidence: null,
      statusUnconfirmed: false,
    },
    status: 'active',
    verification: { ...UNVERIFIED },
    facts: { ...UNKNOWN_FACTS },
  }
}

const point = fc.record({
  lat: fc.double({ min: -90, max: 90, noNaN: true }),
  lng: fc.double({ min: -180, max: 180, noNaN: true }),
})

describe('distanceMiles (spec 9: great-circle, R = 3959 mi, 0.1 mi)', () => {
  test('one degree of latitude is 3959·π/180 ≈ 69.1 miles', () => {
    expect(distanceMiles({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBe(69.1)
  })

  test('half the globe is π·3959 ≈ 12437.6 miles (radius 3959)', () => {
    expect(distanceMiles({ lat: 0, lng: 0 }, { lat: 0, lng: 180 })).toBe(
      12437.6,
    )
    expect(distanceMiles({ lat: 90, lng: 0 }, { lat: -90, lng: 0 })).toBe(
      12437.6,
    )
  })

  test('Paducah to Murray is 36.3 miles, rounded to 0.1 mile', () => {
    expect(distanceMiles(PADUCAH, MURRAY)).toBe(36.3)
  })

  test('results are rounded to one decimal place', () => {
    const d = distanceMiles(PADUCAH, { lat: 37.1, lng: -88.7 })
    expect(Math.round(d * 10) / 10).toBe(d)
  })

  test('a missing point gives 999 (unknown distance)', () => {
    expect(UNKNOWN_DISTANCE_MILES).toBe(999)
    expect(distanceMiles(null, PADUCAH)).toBe(999)
    expect(distanceMiles(PADUCAH, undefined)).toBe(999)
    expect(distanceMiles(null, null)).toBe(999)
  })

  test('a non-finite coordinate gives 999', () => {
    expect(distanceMiles({ lat: NaN, lng: 0 }, PADUCAH)).toBe(999)
    expect(distanceMiles(PADUCAH, { lat: 0, lng: Infinity })).toBe(999)
  })

  test('decision: an out-of-range coordinate gives 999', () => {
    expect(distanceMiles({ lat: 91, lng: 0 }, PADUCAH)).toBe(999)
    expect(distanceMiles(PADUCAH, { lat: 0, lng: -181 })).toBe(999)
  })

  test('property: symmetric, non-negative, at most half the globe', () => {
    fc.assert(
      fc.property(point, point, (a, b) => {
        const d = distanceMiles(a, b)
        expect(d).toBe(distanceMiles(b, a))
        expect(d).toBeGreaterThanOrEqual(0)
        expect(d).toBeLessThanOrEqual(12437.6)
      }),
    )
  })

  test('property: 0 for identical points', () => {
    fc.assert(
      fc.property(point, (a) => {
        expect(distanceMiles(a, { ...a })).toBe(0)
      }),
    )
  })
})

describe('withDistances', () => {
  test('sets distance from each clinic’s coordinates, 999 when unknown', () => {
    const list = [
      clinic('Murray', { ...MURRAY, approximate: false }),
      clinic('Nowhere', null),
    ]
    const out = withDistances(list, PADUCAH)
    expect(out.map((c) => c.distance)).toEqual([36.3, 999])
  })

  test('returns new objects and leaves the input untouched', () => {
    const list = [clinic('Murray', { ...MURRAY, approximate: true })]
    const out = withDistances(list, PADUCAH)
    expect(out[0]).not.toBe(list[0])
    expect(list[0]?.distance).toBeUndefined()
    expect(out[0]?.name).toBe('Murray')
  })
})

describe('formatMiles: one rule for every distance on every screen', () => {
  test.each([
    [1, '1 mile'],
    [1.0, '1 mile'],
    [0.4, '0.4 miles'],
    [0, '0 miles'],
    [1.04, '1 mile'],
    [1.05, '1.1 miles'],
    [2.5, '2.5 miles'],
    [10, '10 miles'],
    [12.34, '12.3 miles'],
    [99.94, '99.9 miles'],
    [130.4, '130 miles'],
    [50, '50 miles'],
  ])('%d is %j', (d, text) => {
    expect(formatMiles(d)).toBe(text)
  })

  test('property: the number shown is the distance to 0.1 mile (whole from 100), singular only for 1', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 998, noNaN: true }), (d) => {
        const text = formatMiles(d)
        const m = /^(\d+(?:\.\d)?) (miles?)$/.exec(text)
        expect(m, text).not.toBeNull()
        const n = Number(m![1])
        expect(Math.abs(n - d)).toBeLessThanOrEqual(
          d >= 100 ? 0.5 : 0.05 + 1e-9,
        )
        expect(m![2] === 'mile').toBe(n === 1)
        expect(m![1]).not.toMatch(/\.0$/)
      }),
    )
  })
})

describe('ratings and review counts: one rule for the card and the clinic page', () => {
  test('rounded half up to one decimal, whatever the binary value', () => {
    // 4.35 is 4.3499… in binary: toFixed(1) said 4.3 on the card, 4.4 on the page.
    expect(formatRating(4.35)).toBe('4.4')
    expect(formatRating(4)).toBe('4.0')
    expect(reviewCountText(1)).toBe('1 review')
    expect(reviewCountText(0)).toBe('0 reviews')
    expect(reviewCountText(12)).toBe('12 reviews')
  })
})

describe('approximate distances (a clinic at its town point)', () => {
  test("whole miles, never below 1, singular only for 1: never '0 miles'", () => {
    expect(approximateMiles(0)).toBe('about 1 mile')
    expect(approximateMiles(0.4)).toBe('about 1 mile')
    expect(approximateMiles(1.4)).toBe('about 1 mile')
    expect(approximateMiles(2.6)).toBe('about 3 miles')
    expect(approximateMiles(12.5)).toBe('about 13 miles')
    expect(clinicDistanceText(2.6, true, 'Paducah')).toBe(
      'In Paducah · about 3 miles',
    )
    expect(clinicDistanceText(0, true, 'Paducah')).toBe(
      'In Paducah · about 1 mile',
    )
    expect(clinicDistanceText(1.6, false, 'Paducah')).toBe('1.6 miles')
    expect(clinicDistanceText(999, true, 'Paducah')).toBe('Distance unknown')
    expect(clinicDistanceText(Number.NaN, false, 'Paducah')).toBe(
      'Distance unknown',
    )
  })
})
