import { describe, expect, test } from 'vitest'
import fc from 'fast-check'
import {
  nearestEmergencyDepartments,
  nearestForEachTown,
} from '@/domain/emergency/nearest'
import { townPoints } from '@/domain/cities'
import {
  toEmergencyDepartment,
  type EmergencyDepartment,
  type EmergencyDepartmentRow,
} from '@/domain/emergency/types'

function ed(
  name: string,
  lat: number | null,
  lng: number | null,
  id = name,
): EmergencyDepartment {
  const row: EmergencyDepartmentRow = {
    id,
    slug: name.toLowerCase().replace(/\W+/g, '-'),
    name,
    other_names: [],
    address: null,
    city: 'Town',
    state: 'KY',
    zip: null,
    county: null,
    phone: null,
    latitude: lat,
    longitude: lng,
    cms_facility_id: id,
    hospital_type: null,
    cms_hospital_type: null,
    cms_ownership: null,
    hifld_id: null,
    hifld_type: null,
    beds_hifld: null,
    helipad_hifld: null,
    status: null,
    status_basis: null,
    hifld_as_of: null,
    coordinates_source: null,
    emergency_services_basis: null,
    trauma_level: null,
    pediatric_note: null,
    notes: null,
    military: false,
    out_of_state: false,
    sources: ['s'],
    as_of: null,
    as_of_note: null,
    confidence: null,
    confidence_note: null,
  }
  return toEmergencyDepartment(row)
}

const PADUCAH = { lat: 37.0834, lng: -88.6001 }

describe('nearestEmergencyDepartments', () => {
  const list = [
    ed('Far', 38.0, -88.6),
    ed('Unknown', null, null),
    ed('Near', 37.08, -88.6),
    ed('Middle', 37.5, -88.6),
  ]

  test('nearest first, each with its distance; unknown coordinates never listed', () => {
    const out = nearestEmergencyDepartments(list, PADUCAH, 10)
    expect(out.map((e) => e.name)).toEqual(['Near', 'Middle', 'Far'])
    expect(out[0]!.distance).toBe(0.2)
    expect(out[1]!.distance).toBeCloseTo(28.8, 0)
    expect(out.every((e) => typeof e.distance === 'number')).toBe(true)
  })

  test('n and maxMiles limit the list; the input is not changed', () => {
    expect(
      nearestEmergencyDepartments(list, PADUCAH, 2).map((e) => e.name),
    ).toEqual(['Near', 'Middle'])
    expect(
      nearestEmergencyDepartments(list, PADUCAH, 5, 40).map((e) => e.name),
    ).toEqual(['Near', 'Middle'])
    expect(nearestEmergencyDepartments(list, PADUCAH, 0)).toEqual([])
    expect(list.every((e) => e.distance === undefined)).toBe(true)
  })

  test('ties go by name, then id', () => {
    const same = [
      ed('B', 37, -88, '2'),
      ed('A', 37, -88, '3'),
      ed('A', 37, -88, '1'),
    ]
    expect(
      nearestEmergencyDepartments(same, PADUCAH, 3).map((e) => [e.name, e.id]),
    ).toEqual([
      ['A', '1'],
      ['A', '3'],
      ['B', '2'],
    ])
  })

  test('an unusable origin gives nothing (no distance can be claimed)', () => {
    expect(nearestEmergencyDepartments(list, { lat: NaN, lng: 0 }, 3)).toEqual(
      [],
    )
  })

  test('property: sorted by distance, at most n, never one without coordinates', () => {
    const point = fc.record({
      lat: fc.double({ min: 35, max: 39, noNaN: true }),
      lng: fc.double({ min: -90, max: -85, noNaN: true }),
    })
    fc.assert(
      fc.property(
        fc.array(fc.option(point), { maxLength: 12 }),
        point,
        fc.integer({ min: 0, max: 6 }),
        (points, origin, n) => {
          const eds = points.map((p, i) =>
            ed(`H${i}`, p?.lat ?? null, p?.lng ?? null),
          )
          const out = nearestEmergencyDepartments(eds, origin, n)
          expect(out.length).toBe(
            Math.min(n, points.filter((p) => p !== null).length),
          )
          for (let i = 1; i < out.length; i++)
            expect(out[i]!.distance!).toBeGreaterThanOrEqual(
              out[i - 1]!.distance!,
            )
          expect(out.every((e) => e.coordinates !== null)).toBe(true)
        },
      ),
    )
  })
})

describe('toEmergencyDepartment', () => {
  test('coordinates only when both are known', () => {
    expect(ed('X', 37, -88).coordinates).toEqual({ lat: 37, lng: -88 })
    expect(ed('X', null, null).coordinates).toBeNull()
    expect(ed('X', 37, null).coordinates).toBeNull()
  })
})

describe('nearestForEachTown', () => {
  const PADUCAH = { lat: 37.0834, lng: -88.6 }
  const MURRAY = { lat: 36.61, lng: -88.315 }
  const rooms = [
    ed('Baptist Health Paducah', 37.07, -88.64),
    ed('Murray-Calloway County Hospital', 36.61, -88.31),
    ed('No position', null, null),
  ]

  test("each town's nearest room once, with the towns it serves, in the towns' order; no distance; nothing for a room without a position", () => {
    const found = nearestForEachTown(rooms, [
      { name: 'Paducah', point: PADUCAH },
      { name: 'Murray', point: MURRAY },
      // Barlow, west of Paducah: Paducah's hospital is its nearest.
      { name: 'Barlow', point: { lat: 37.05, lng: -89.05 } },
    ])
    expect(found.map((r) => [r.name, r.nearestFor, r.distance])).toEqual([
      ['Baptist Health Paducah', ['Barlow', 'Paducah'], undefined],
      ['Murray-Calloway County Hospital', ['Murray'], undefined],
    ])
    expect(rooms[0]!.nearestFor).toBeUndefined()
    expect(nearestForEachTown(rooms, [])).toEqual([])
    expect(
      nearestForEachTown([rooms[2]!], [{ name: 'Paducah', point: PADUCAH }]),
    ).toEqual([])
  })

  test("townPoints: the mean of a town's clinic positions, any spelling of its name once, none without a position", () => {
    const points = townPoints([
      { city: 'Paducah', coordinates: { lat: 37, lng: -88.6 } },
      { city: 'paducah ', coordinates: { lat: 37.2, lng: -88.8 } },
      { city: 'Murray', coordinates: null },
      { city: '', coordinates: { lat: 1, lng: 1 } },
    ])
    expect(points.map((t) => t.name)).toEqual(['Paducah'])
    expect(points[0]!.point.lat).toBeCloseTo(37.1, 9)
    expect(points[0]!.point.lng).toBeCloseTo(-88.7, 9)
  })
})
