import { describe, expect, test } from 'vitest'
import fc from 'fast-check'
import {
  attributionHtml,
  markerLabel,
  radiusMeters,
  spreadOffsets,
  toMapPoints,
  unplacedNote,
} from '@/domain/map/map-points'
import {
  toEmergencyDepartment,
  type EmergencyDepartment,
} from '@/domain/emergency/types'
import { OPEN_STATUS_LABELS } from '@/components/open-status-classes'
import { createClinic, everyDay } from '../../../factories/clinic'
import { UNKNOWN_FACTS } from '@/domain/before-you-go'

function room(
  name: string,
  coords: { lat: number; lng: number } | null,
): EmergencyDepartment {
  return {
    ...toEmergencyDepartment({
      id: name,
      slug: name.toLowerCase(),
      name,
      other_names: [],
      address: '1 Hospital Dr',
      city: 'Paducah',
      state: 'KY',
      zip: '42003',
      county: null,
      phone: '(270) 555-0199',
      latitude: coords?.lat ?? null,
      longitude: coords?.lng ?? null,
      cms_facility_id: name,
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
    }),
    distance: 2.4,
  }
}

// A Wednesday, 10:00 in Paducah (America/Chicago).
const NOW = new Date('2026-11-25T16:00:00Z')

describe('toMapPoints', () => {
  const open = createClinic({
    uuid: 'a',
    slug: 'open-one',
    name: 'Open One',
    weeklyHours: everyDay('8:00 AM - 8:00 PM'),
    coordinates: { lat: 37.08, lng: -88.6, approximate: false },
    distance: 1.2,
  })
  const closed = createClinic({
    uuid: 'b',
    slug: 'closed-one',
    name: 'Closed One',
    weeklyHours: everyDay('6:00 PM - 9:00 PM'),
    distance: 3,
  })
  const nowhere = createClinic({ uuid: 'c', coordinates: null })
  const unknownHours = createClinic({
    uuid: 'd',
    name: 'No Hours',
    phone: null,
    distance: 999,
  })

  test('one point per clinic with a location, in list order, with its state, distance and hours', () => {
    const m = toMapPoints([open, nowhere, closed, unknownHours], [], NOW)
    expect(m.clinics.map((p) => p.name)).toEqual([
      'Open One',
      'Closed One',
      'No Hours',
    ])
    expect(m.unplaced).toBe(1)
    const [a, b, c] = m.clinics
    expect(a).toMatchObject({
      state: 'open',
      distance: '1.2 miles',
      approximate: false,
      tel: 'tel:2705550100',
      slug: 'open-one',
    })
    expect(a!.hours).toMatch(/^8:00 AM - 8:00 PM • Closes 8 PM$/)
    expect(b).toMatchObject({ state: 'closed', approximate: true })
    expect(b!.hours).toMatch(/Opens/)
    // Unknown hours: the state says so ('Hours unknown'), no second line and
    // never 'Call for hours'; an unknown distance (999) is not shown as one.
    expect(c).toMatchObject({ state: 'unknown', distance: null, tel: null })
    expect(c!.hours).toBeNull()
    // Each point carries its town (the map groups town-centre points by it).
    expect(a!.city).toBe(open.city)
  })

  test('before the clock is known, no state and no hours are claimed', () => {
    const [p] = toMapPoints([open], [], null).clinics
    expect(p).toMatchObject({ state: null, hours: null })
  })

  test('emergency rooms with a location, as their own kind', () => {
    const m = toMapPoints(
      [],
      [room('Baptist', { lat: 37.07, lng: -88.64 }), room('Nowhere', null)],
      NOW,
    )
    expect(m.rooms).toHaveLength(1)
    expect(m.rooms[0]).toMatchObject({
      kind: 'room',
      name: 'Baptist',
      place: 'Paducah, KY',
      distance: '2.4 miles',
      tel: 'tel:2705550199',
    })
    expect(m.unplaced).toBe(0)
  })

  test('property: every clinic is either placed or counted, never both', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.option(
            fc.record({
              lat: fc.double({ min: -100, max: 100, noNaN: false }),
              lng: fc.double({ min: -200, max: 200, noNaN: false }),
            }),
          ),
          { maxLength: 30 },
        ),
        (coords) => {
          const clinics = coords.map((c, i) =>
            createClinic({
              uuid: String(i),
              coordinates: c ? { ...c, approximate: false } : null,
            }),
          )
          const m = toMapPoints(clinics, [], NOW)
          expect(m.clinics.length + m.unplaced).toBe(clinics.length)
          for (const p of m.clinics) {
            expect(Math.abs(p.lat)).toBeLessThanOrEqual(90)
            expect(Math.abs(p.lng)).toBeLessThanOrEqual(180)
          }
        },
      ),
    )
  })

  test("an open clinic near or past its confirmed last check-in: its popup's state says so, as the card does", () => {
    // Closes 8 PM Central; check-in stops 30 minutes before.
    const clinic = createClinic({
      uuid: 'k',
      weeklyHours: everyDay('8:00 AM - 8:00 PM'),
      coordinates: { lat: 37.08, lng: -88.6, approximate: false },
      facts: { ...UNKNOWN_FACTS, lastCheckinMinutesBeforeClose: 30 },
    })
    const at = (utc: string) =>
      toMapPoints([clinic], [], new Date(utc)).clinics[0]!
    // 10 AM: open, nothing to say; 7 PM: within the hour; 7:45 PM: past it.
    expect(at('2026-11-25T16:00:00Z')).toMatchObject({
      state: 'open',
      checkin: null,
    })
    expect(at('2026-11-26T01:00:00Z')).toMatchObject({
      state: 'open',
      checkin: 'soon',
    })
    expect(at('2026-11-26T01:45:00Z')).toMatchObject({
      state: 'open',
      checkin: 'ended',
    })
    // Not confirmed: never said.
    const unconfirmed = createClinic({ ...clinic, facts: UNKNOWN_FACTS })
    expect(
      toMapPoints([unconfirmed], [], new Date('2026-11-26T01:45:00Z'))
        .clinics[0],
    ).toMatchObject({ state: 'open', checkin: null })
  })
})

describe('labels and notes', () => {
  test('a marker says its state in words; an emergency room says open 24 hours', () => {
    const m = toMapPoints(
      [
        createClinic({
          name: 'Kids Care',
          weeklyHours: everyDay('8:00 AM - 8:00 PM'),
        }),
      ],
      [room('Baptist', { lat: 37.07, lng: -88.64 })],
      NOW,
    )
    expect(markerLabel(m.clinics[0]!, OPEN_STATUS_LABELS)).toBe(
      'Kids Care — Open Now',
    )
    expect(markerLabel(m.rooms[0]!, OPEN_STATUS_LABELS)).toBe(
      'Baptist — Emergency room, open 24 hours',
    )
    const early = toMapPoints([createClinic({ name: 'X' })], [], null)
    expect(markerLabel(early.clinics[0]!, OPEN_STATUS_LABELS)).toBe('X')
  })

  test('how many clinics are in the list only', () => {
    expect(unplacedNote(0)).toBeNull()
    expect(unplacedNote(-1)).toBeNull()
    expect(unplacedNote(1)).toBe(
      '1 clinic without a known location is in the list only',
    )
    expect(unplacedNote(2)).toBe(
      '2 clinics without a known location are in the list only',
    )
  })

  test('the radius in metres', () => {
    expect(radiusMeters(10)).toBeCloseTo(16093.44)
    expect(radiusMeters(0)).toBe(0)
    expect(radiusMeters(Number.NaN)).toBe(0)
  })

  test('attribution: OpenStreetMap gets its copyright link; any text is escaped, never markup', () => {
    expect(attributionHtml('© OpenStreetMap contributors')).toBe(
      '© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap contributors</a>',
    )
    expect(attributionHtml('<img src=x onerror=alert(1)> & "Tiles"')).toBe(
      '&lt;img src=x onerror=alert(1)&gt; &amp; &quot;Tiles&quot;',
    )
    fc.assert(
      fc.property(fc.string(), (text) => {
        const html = attributionHtml(text).replace(
          /<a href="https:\/\/www\.openstreetmap\.org\/copyright">OpenStreetMap contributors<\/a>/,
          '',
        )
        expect(html).not.toMatch(/[<>"']/)
      }),
    )
  })
})

describe('spreadOffsets', () => {
  test('markers drawn on top of each other are set apart on a ring; others stay', () => {
    const o = spreadOffsets([
      { key: 'a', x: 100, y: 100 },
      { key: 'b', x: 100, y: 100 },
      { key: 'c', x: 110, y: 95 },
      { key: 'd', x: 300, y: 100 },
    ])
    expect(o.get('a')).toEqual([0, 0])
    expect(o.get('d')).toEqual([0, 0])
    expect(o.get('b')).not.toEqual([0, 0])
    expect(o.get('c')).not.toEqual([0, 0])
  })

  test('property: markers of one group end at least a marker apart (36 px)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            x: fc.integer({ min: 0, max: 30 }),
            y: fc.integer({ min: 0, max: 30 }),
          }),
          { minLength: 1, maxLength: 60 },
        ),
        (raw) => {
          const pts = raw.map((p, i) => ({ key: String(i), ...p }))
          const o = spreadOffsets(pts)
          expect(o.size).toBe(pts.length)
          // Every point lies within 36 px of the first: one group.
          const placed = pts.map((p) => {
            const [dx, dy] = o.get(p.key)!
            return [p.x + dx, p.y + dy] as const
          })
          const near = pts.filter(
            (p) => Math.hypot(p.x - pts[0]!.x, p.y - pts[0]!.y) < 36,
          )
          if (near.length !== pts.length) return
          for (let i = 0; i < placed.length; i++)
            for (let j = i + 1; j < placed.length; j++)
              expect(
                Math.hypot(
                  placed[i]![0] - placed[j]![0],
                  placed[i]![1] - placed[j]![1],
                ),
              ).toBeGreaterThanOrEqual(35)
        },
      ),
    )
  })
})
