import { describe, expect, test } from 'vitest'
import fc from 'fast-check'
import { radiusReach } from '@/domain/radius-reach'
import { applyFilters } from '@/domain/filters'
import {
  DEFAULT_FILTERS,
  MAX_RADIUS_MILES,
  MIN_RADIUS_MILES,
  type LatLng,
} from '@/domain/clinic'
import { createClinic } from '../../factories/clinic'

const PADUCAH = { lat: 37.0834, lng: -88.6001 }
// Louisville's 40202 and New York's 10001: far outside the region.
const LOUISVILLE = { lat: 38.251, lng: -85.748 }
const NEW_YORK = { lat: 40.7506, lng: -73.9972 }
// Mayfield: the nearest clinic about 20 miles away.
const MAYFIELD = { lat: 36.733, lng: -88.651 }

const at = (coordinates: LatLng | null, slug = 'c') =>
  createClinic({
    slug,
    coordinates: coordinates ? { ...coordinates, approximate: false } : null,
  })

describe('radiusReach', () => {
  test('a clinic within the radius: the radius left something', () => {
    expect(radiusReach([at(PADUCAH)], PADUCAH, 10)).toEqual({
      nearestMiles: 0,
      nothingWithin: false,
      canWiden: true,
    })
  })

  test('the nearest clinic beyond the radius but within 50 miles: widen', () => {
    const reach = radiusReach([at(PADUCAH)], MAYFIELD, 10)
    expect(reach.nothingWithin).toBe(true)
    expect(reach.canWiden).toBe(true)
    expect(reach.nearestMiles).toBeGreaterThan(10)
    expect(reach.nearestMiles).toBeLessThanOrEqual(50)
  })

  test('already 50 miles: no widening, whatever the distance', () => {
    expect(radiusReach([at(PADUCAH)], MAYFIELD, 50).canWiden).toBe(false)
    expect(radiusReach([at(PADUCAH)], LOUISVILLE, 50)).toMatchObject({
      nothingWithin: true,
      canWiden: false,
    })
  })

  test('nothing within 50 miles (Louisville, New York): no widening, the nearest distance told', () => {
    for (const origin of [LOUISVILLE, NEW_YORK]) {
      const reach = radiusReach([at(PADUCAH), at(MAYFIELD)], origin, 10)
      expect(reach.nothingWithin).toBe(true)
      expect(reach.canWiden).toBe(false)
      expect(reach.nearestMiles).toBeGreaterThan(50)
    }
    // New York is about 800 miles away: a real distance, not 'unknown'.
    expect(
      radiusReach([at(PADUCAH)], NEW_YORK, 10).nearestMiles,
    ).toBeGreaterThan(700)
  })

  test('the boundary is the filter’s: a clinic exactly at the radius counts', () => {
    const c = at(MAYFIELD)
    const d = radiusReach([c], PADUCAH, 50).nearestMiles!
    expect(radiusReach([c], PADUCAH, Math.ceil(d)).nothingWithin).toBe(false)
    expect(radiusReach([c], PADUCAH, Math.floor(d)).nothingWithin).toBe(
      Math.floor(d) < d,
    )
  })

  test('no clinic, or none with a known position: no distance, no widening', () => {
    expect(radiusReach([], PADUCAH, 10)).toEqual({
      nearestMiles: null,
      nothingWithin: true,
      canWiden: false,
    })
    expect(radiusReach([at(null)], PADUCAH, 10)).toEqual({
      nearestMiles: null,
      nothingWithin: true,
      canWiden: false,
    })
    expect(radiusReach([at(PADUCAH)], { lat: Number.NaN, lng: 0 }, 10)).toEqual(
      { nearestMiles: null, nothingWithin: true, canWiden: false },
    )
  })

  const point = fc.record({
    lat: fc.double({ min: 35, max: 39, noNaN: true }),
    lng: fc.double({ min: -90, max: -85, noNaN: true }),
  })
  const positions = fc.array(fc.option(point, { freq: 8 }), { maxLength: 12 })
  const radius = fc.integer({ min: MIN_RADIUS_MILES, max: MAX_RADIUS_MILES })

  test('property: says exactly what the radius filter does, at this radius and at 50 miles', () => {
    fc.assert(
      fc.property(positions, point, radius, (list, origin, r) => {
        const clinics = list.map((p, i) => at(p, `c${i}`))
        const reach = radiusReach(clinics, origin, r)
        const kept = (miles: number) =>
          applyFilters(
            clinics,
            { ...DEFAULT_FILTERS, radius: miles },
            { now: new Date('2026-11-23T15:00:00Z'), origin },
          ).length
        expect(reach.nothingWithin).toBe(kept(r) === 0)
        expect(reach.canWiden).toBe(r < MAX_RADIUS_MILES && kept(50) > 0)
        if (reach.nearestMiles !== null)
          expect(kept(reach.nearestMiles)).toBeGreaterThan(0)
        else expect(kept(MAX_RADIUS_MILES)).toBe(0)
      }),
    )
  })
})
