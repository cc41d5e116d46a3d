import { describe, expect, test } from 'vitest'
import fc from 'fast-check'
import type { ClinicPoint } from '@/domain/map/map-points'
import {
  groupByTown,
  townGroupLabel,
  townGroupTitle,
  type TownGroup,
} from '@/domain/map/town-groups'

const PADUCAH = { lat: 37.0834, lng: -88.6001 }
const MURRAY = { lat: 36.61, lng: -88.315 }

function point(
  name: string,
  city: string,
  at: { lat: number; lng: number },
  approximate: boolean,
): ClinicPoint {
  return {
    kind: 'clinic',
    key: `clinic-${name}`,
    slug: name.toLowerCase().replace(/\W+/g, '-'),
    name,
    city,
    lat: at.lat,
    lng: at.lng,
    approximate,
    state: 'unknown',
    checkin: null,
    distance: null,
    hours: null,
    tel: null,
    directions: 'https://www.google.com/maps/dir/?api=1',
  }
}

describe('groupByTown', () => {
  test("approximate clinics: one marker per town, where the town's first stands; exact ones keep their pins", () => {
    const a = point('A', 'Paducah', PADUCAH, true)
    const b = point('B', 'Paducah', { lat: 37.07, lng: -88.62 }, false)
    const c = point('C', 'Murray', MURRAY, true)
    const d = point('D', 'Paducah', PADUCAH, true)
    const e = point('E', 'Paducah', PADUCAH, true)
    const markers = groupByTown([a, b, c, d, e])
    expect(markers.map((m) => m.key)).toEqual([
      `town-paducah|37.08340|-88.60010`,
      'clinic-B',
      `town-murray|36.61000|-88.31500`,
    ])
    const paducah = markers[0] as TownGroup
    expect(paducah).toMatchObject({
      kind: 'town',
      town: 'Paducah',
      ...PADUCAH,
    })
    expect(paducah.clinics.map((p) => p.name)).toEqual(['A', 'D', 'E'])
    expect(markers[1]).toBe(b)
    expect((markers[2] as TownGroup).clinics).toEqual([c])
  })

  test('the same town at two points, or two towns at one point, are two markers', () => {
    const markers = groupByTown([
      point('A', 'Paducah', PADUCAH, true),
      point('B', 'Paducah', MURRAY, true),
      point('C', 'Reidland', PADUCAH, true),
      point('D', ' paducah ', PADUCAH, true),
    ])
    expect(markers.map((m) => (m as TownGroup).clinics.length)).toEqual([
      2, 1, 1,
    ])
  })

  test('property: every clinic is in exactly one marker; a group holds one town at one point, approximate only', () => {
    const arb = fc.array(
      fc.record({
        name: fc.string({ minLength: 1, maxLength: 8 }),
        city: fc.constantFrom('Paducah', 'Murray', 'Mayfield'),
        at: fc.constantFrom(PADUCAH, MURRAY),
        approximate: fc.boolean(),
      }),
      { maxLength: 30 },
    )
    fc.assert(
      fc.property(arb, (rows) => {
        const points = rows.map((r, i) => ({
          ...point(r.name, r.city, r.at, r.approximate),
          key: `clinic-${i}`,
        }))
        const markers = groupByTown(points)
        const placed = markers.flatMap((m) =>
          m.kind === 'town' ? m.clinics : [m],
        )
        expect(placed.map((p) => p.key).sort()).toEqual(
          points.map((p) => p.key).sort(),
        )
        for (const m of markers) {
          if (m.kind !== 'town') {
            expect(m.approximate).toBe(false)
            continue
          }
          expect(m.clinics.length).toBeGreaterThan(0)
          for (const c of m.clinics) {
            expect(c.approximate).toBe(true)
            expect(c.city).toBe(m.town)
            expect([c.lat, c.lng]).toEqual([m.lat, m.lng])
          }
        }
        // One marker per town and point.
        const keys = markers.map((m) => m.key)
        expect(new Set(keys).size).toBe(keys.length)
        // List order: a marker stands where its first clinic stood.
        const firstIndex = markers.map((m) =>
          points.indexOf(m.kind === 'town' ? m.clinics[0]! : m),
        )
        expect(firstIndex).toEqual([...firstIndex].sort((x, y) => x - y))
      }),
    )
  })
})

describe('town group words', () => {
  const one = {
    town: 'Arlington',
    clinics: [point('A', 'Arlington', PADUCAH, true)],
  }
  const five = {
    town: 'Paducah',
    clinics: ['A', 'B', 'C', 'D', 'E'].map((n) =>
      point(n, 'Paducah', PADUCAH, true),
    ),
  }

  test('singular: 1 clinic in X — exact location not confirmed', () => {
    expect(townGroupTitle(one)).toBe('1 clinic in Arlington')
    expect(townGroupLabel(one)).toBe(
      '1 clinic in Arlington — exact location not confirmed',
    )
  })

  test('plural: 5 clinics in X — exact locations not confirmed', () => {
    expect(townGroupTitle(five)).toBe('5 clinics in Paducah')
    expect(townGroupLabel(five)).toBe(
      '5 clinics in Paducah — exact locations not confirmed',
    )
  })
})
