import { describe, expect, test } from 'vitest'
import fc from 'fast-check'
import {
  emergencyOnlyTown,
  emergencyOnlyTowns,
  emergencyRoomsInTown,
  nearestClinics,
  townCentre,
  townEmergencyRooms,
} from '@/domain/emergency/towns'
import {
  toEmergencyDepartment,
  type EmergencyDepartment,
} from '@/domain/emergency/types'
import { EMERGENCY_DEPARTMENT_ROWS } from '@/data/builtin/generated/emergency-departments'
import { CLINIC_ROWS } from '@/data/builtin/generated/data'
import { COORDINATES } from '@/data/builtin/generated/coordinates'
import { toClinic } from '@/domain/map-row'
import { isSafeSlug } from '@/domain/slug'
import { createClinic } from '../../../factories/clinic'

const ROOMS = EMERGENCY_DEPARTMENT_ROWS.map(toEmergencyDepartment)
const CLINICS = CLINIC_ROWS.map((r) => toClinic(r, COORDINATES))
const CITIES = CLINICS.map((c) => c.city)

function room(
  city: string,
  state: string,
  point: { lat: number; lng: number } | null,
  extra: Partial<EmergencyDepartment> = {},
): EmergencyDepartment {
  const base = ROOMS.find((r) => r.city === 'Benton')!
  return {
    ...base,
    id: `${city}-${state}-${extra.name ?? ''}`,
    name: extra.name ?? `${city} Hospital`,
    city,
    state,
    coordinates: point,
    outOfState: state !== 'KY',
    ...extra,
  }
}

describe('emergencyOnlyTowns', () => {
  test('the Kentucky towns of the data with an emergency room and no listed clinic', () => {
    expect(emergencyOnlyTowns(ROOMS, CITIES).map((t) => t.name)).toEqual([
      'Benton',
      'Cadiz',
      'Fort Campbell',
      'Franklin',
      'Greenville',
      'Hardinsburg',
      'Hartford',
      'Marion',
      'Mayfield',
      'Morganfield',
      'Princeton',
      'Russellville',
      'Salem',
    ])
    expect(emergencyOnlyTowns(ROOMS, CITIES)[0]).toEqual({
      name: 'Benton',
      state: 'KY',
      slug: 'benton',
    })
  })

  test('a town with a clinic (any spelling), an out-of-state town, an unsafe slug and a second room of the same town are left out', () => {
    const list = [
      room('Paducah', 'KY', { lat: 37, lng: -88 }),
      room('Evansville', 'IN', { lat: 38, lng: -87 }),
      room('!!!', 'KY', { lat: 37, lng: -88 }),
      room('Benton', 'KY', { lat: 36.8, lng: -88.3 }, { name: 'A' }),
      room('BENTON ', 'KY', { lat: 36.8, lng: -88.3 }, { name: 'B' }),
    ]
    expect(emergencyOnlyTowns(list, ['paducah'])).toEqual([
      { name: 'Benton', state: 'KY', slug: 'benton' },
    ])
    expect(emergencyOnlyTowns(list, ['Benton', 'Paducah'])).toEqual([])
  })

  test('every slug is safe and unique, no clinic city is among them, whatever the cities', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.string(), fc.constantFrom('KY', 'TN', 'IN'))),
        fc.array(fc.string()),
        (rooms, cities) => {
          const list = rooms.map(([city, state], i) =>
            room(city, state, null, { name: `h${i}` }),
          )
          const towns = emergencyOnlyTowns(list, cities)
          const slugs = towns.map((t) => t.slug)
          expect(new Set(slugs).size).toBe(slugs.length)
          for (const t of towns) {
            expect(isSafeSlug(t.slug)).toBe(true)
            expect(t.state).toBe('KY')
          }
        },
      ),
    )
  })
})

describe('emergencyRoomsInTown and emergencyOnlyTown', () => {
  test('Benton: Marshall County Hospital, and a town record of its own', () => {
    expect(emergencyRoomsInTown(ROOMS, 'benton').map((r) => r.name)).toEqual([
      'Marshall County Hospital',
    ])
    expect(emergencyRoomsInTown(ROOMS, '../benton')).toEqual([])
    expect(emergencyRoomsInTown(ROOMS, 'evansville')).toEqual([])
    const town = emergencyOnlyTown(
      'benton',
      { city: 'Benton', state: 'KY' },
      new Date('2026-11-25T00:00:00Z'),
    )
    expect(town).toMatchObject({
      name: 'Benton',
      state: 'KY',
      slug: 'benton',
      description: null,
      metaTitle: null,
      metaDescription: null,
      population: null,
    })
  })
})

describe('townCentre', () => {
  test('the town centre a clinic without its own coordinates carries', () => {
    const exact = createClinic({
      city: 'Here',
      coordinates: { lat: 1, lng: 1, approximate: false },
    })
    const centre = createClinic({
      city: 'Here',
      coordinates: { lat: 2, lng: 3, approximate: true },
    })
    expect(townCentre('here', [exact, centre], [])).toEqual({ lat: 2, lng: 3 })
  })
  test('else the mean of the clinics, else of the town’s own emergency rooms, else null', () => {
    const a = createClinic({
      city: 'Here',
      coordinates: { lat: 1, lng: 1, approximate: false },
    })
    const b = createClinic({
      city: 'Here',
      coordinates: { lat: 3, lng: 5, approximate: false },
    })
    const other = createClinic({
      city: 'There',
      coordinates: { lat: 50, lng: 50, approximate: true },
    })
    expect(townCentre('here', [a, b, other], [])).toEqual({ lat: 2, lng: 3 })
    const rooms = [
      room('Here', 'KY', { lat: 10, lng: 20 }),
      room('Here', 'KY', null, { name: 'unknown place' }),
      room('Elsewhere', 'KY', { lat: 0, lng: 0 }),
    ]
    expect(townCentre('here', [other], rooms)).toEqual({ lat: 10, lng: 20 })
    expect(townCentre('nowhere', [other], rooms)).toBeNull()
  })
  test('Benton is measured from Marshall County Hospital', () => {
    const benton = ROOMS.find((r) => r.city === 'Benton')!
    expect(townCentre('benton', CLINICS, ROOMS)).toEqual(benton.coordinates)
  })
})

describe('townEmergencyRooms', () => {
  test('Paducah: Baptist Health Paducah and Mercy Health Lourdes', () => {
    const centre = townCentre('paducah', CLINICS, ROOMS)
    const rooms = townEmergencyRooms(ROOMS, centre)
    expect(rooms.map((r) => r.name)).toEqual([
      'Baptist Health Paducah',
      'Mercy Health - Lourdes Hospital',
    ])
    for (const r of rooms) expect(r.distance).toBeLessThanOrEqual(40)
  })
  test('Benton: its own hospital first, at 0 miles', () => {
    const rooms = townEmergencyRooms(
      ROOMS,
      townCentre('benton', CLINICS, ROOMS),
    )
    expect(rooms).toHaveLength(2)
    expect(rooms[0]).toMatchObject({
      name: 'Marshall County Hospital',
      distance: 0,
    })
  })
  test('only within 40 miles, at most two, none without a centre', () => {
    const list = [
      room('A', 'KY', { lat: 37, lng: -88 }),
      room('B', 'KY', { lat: 37.5, lng: -88 }), // ~34.5 miles
      room('C', 'KY', { lat: 37.6, lng: -88 }), // ~41 miles
    ]
    expect(
      townEmergencyRooms(list, { lat: 37, lng: -88 }).map((r) => r.city),
    ).toEqual(['A', 'B'])
    expect(
      townEmergencyRooms(list, { lat: 37.3, lng: -88 }).map((r) => r.city),
    ).toEqual(['B', 'A']) // A and C tie at 20.7 miles: by name
    expect(townEmergencyRooms(list, { lat: 38.2, lng: -88 })).toEqual([])
    expect(townEmergencyRooms(list, null)).toEqual([])
  })
})

describe('nearestClinics', () => {
  test('Benton: five clinics within 50 miles, nearest first, with distances', () => {
    const centre = townCentre('benton', CLINICS, ROOMS)
    const near = nearestClinics(CLINICS, centre)
    expect(near.length).toBeGreaterThan(0)
    expect(near.length).toBeLessThanOrEqual(5)
    const d = near.map((c) => c.distance!)
    expect([...d].sort((a, b) => a - b)).toEqual(d)
    for (const x of d) expect(x).toBeLessThanOrEqual(50)
  })
  test('a clinic without coordinates is never listed; none without an origin', () => {
    const none = createClinic({ coordinates: null })
    const here = createClinic({
      name: 'Here',
      coordinates: { lat: 37, lng: -88, approximate: false },
    })
    expect(
      nearestClinics([none, here], { lat: 37, lng: -88 }).map((c) => c.name),
    ).toEqual(['Here'])
    expect(nearestClinics([none, here], null)).toEqual([])
    expect(nearestClinics([here], { lat: 37, lng: -88 }, 0)).toEqual([])
  })
  test('never more than n, never beyond the limit, input not mutated', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            lat: fc.double({ min: 35, max: 39, noNaN: true }),
            lng: fc.double({ min: -90, max: -86, noNaN: true }),
          }),
          { maxLength: 30 },
        ),
        fc.integer({ min: 0, max: 8 }),
        fc.integer({ min: 1, max: 200 }),
        (points, n, miles) => {
          const clinics = points.map((p, i) =>
            createClinic({
              name: `c${i}`,
              slug: `c${i}`,
              coordinates: { ...p, approximate: false },
            }),
          )
          const near = nearestClinics(clinics, { lat: 37, lng: -88 }, n, miles)
          expect(near.length).toBeLessThanOrEqual(n)
          for (const c of near) expect(c.distance).toBeLessThanOrEqual(miles)
          for (const c of clinics) expect(c.distance).toBeUndefined()
        },
      ),
    )
  })
})
