import { describe, test, expect } from 'vitest'
import fc from 'fast-check'
import {
  numericIdFromUuid,
  syntheticTown,
  toClinic,
  toTown,
  type ClinicRow,
  type TownRow,
} from '@/domain/map-row'

const UUID = '3f2a9c10-1b2c-4d5e-8f90-0123456789ab'

function row(over: Partial<ClinicRow> = {}): ClinicRow {
  return {
    id: UUID,
    name: 'Paducah Kids Urgent Care',
    address: '100 Broadway',
    city: 'Paducah',
    state: 'KY',
    zip: '42001',
    phone: '(270) 555-0100',
    rating: 4.6,
    review_count: 120,
    hours_today: '8:00 AM - 8:00 PM',
    closes_today: '8:00 PM',
    is_open: true,
    hours_sunday: 'Closed',
    hours_monday: '8:00 AM - 8:00 PM',
    hours_tuesday: '8:00 AM - 8:00 PM',
    hours_wednesday: '8:00 AM - 8:00 PM',
    hours_thursday: '8:00 AM - 8:00 PM',
    hours_friday: '8:00 AM - 6:00 PM',
    hours_saturday: null,
    timezone: 'America/Chicago',
    services: ['Pediatric care', 'X-ray'],
    special_hours: ['Weekend Hours'],
    image: 'https://example.com/a.jpg',
    accepts_walk_ins: true,
    website: 'https://example.com',
    description: 'A clinic.',
    meta_title: 'Meta',
    meta_description: 'Meta description',
    keywords: 'a, b',
    slug: 'paducah-kids-urgent-care',
    tags: ['pediatric'],
    town_id: 'town-1',
    latitude: 37.08,
    longitude: -88.6,
    coordinates_approximate: null,
    sources: ['https://source.example'],
    as_of: '2025-10-01',
    confidence: 'high',
    status_note: null,
    ...over,
  }
}

const TABLE = {
  'paducah-kids-urgent-care': { lat: 37.0, lng: -88.5, approximate: true },
  'derived-name-clinic': { lat: 36.9, lng: -88.4 },
}

describe('numericIdFromUuid (spec 3: first 8 characters as hexadecimal)', () => {
  test('parses the first 8 hex characters', () => {
    expect(numericIdFromUuid(UUID)).toBe(0x3f2a9c10)
    expect(numericIdFromUuid('FFFFFFFF-0000')).toBe(4294967295)
    expect(numericIdFromUuid('00000001-aaaa')).toBe(1)
  })

  test('like parseInt, only the leading hex run counts', () => {
    expect(numericIdFromUuid('12ab-xyz')).toBe(0x12ab)
  })

  test('garbage gives 0, never NaN', () => {
    for (const s of ['', 'zzzzzzzz', '-1234567', ' 1234567', 'x1234567'])
      expect(numericIdFromUuid(s)).toBe(0)
  })

  test('property: always a finite integer in 0..0xffffffff', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const n = numericIdFromUuid(s)
        return Number.isInteger(n) && n >= 0 && n <= 0xffffffff
      }),
    )
  })
})

describe('toClinic (row → view)', () => {
  test('maps the display fields of spec 3', () => {
    const c = toClinic(row(), TABLE)
    expect(c).toMatchObject({
      id: 0x3f2a9c10,
      uuid: UUID,
      slug: 'paducah-kids-urgent-care',
      name: 'Paducah Kids Urgent Care',
      address: '100 Broadway',
      city: 'Paducah',
      state: 'KY',
      zip: '42001',
      phone: '(270) 555-0100',
      rating: 4.6,
      reviewCount: 120,
      hours: {
        today: '8:00 AM - 8:00 PM',
        isOpen: true,
        closesToday: '8:00 PM',
      },
      timezone: 'America/Chicago',
      services: ['Pediatric care', 'X-ray'],
      specialHours: ['Weekend Hours'],
      image: 'https://example.com/a.jpg',
      acceptsWalkIns: true,
      website: 'https://example.com',
      description: 'A clinic.',
      metaTitle: 'Meta',
      metaDescription: 'Meta description',
      keywords: 'a, b',
      tags: ['pediatric'],
      townId: 'town-1',
    })
    expect(c.distance).toBeUndefined()
  })

  test('weekly hours come from the seven hours_* columns', () => {
    expect(toClinic(row(), TABLE).weeklyHours).toEqual({
      sunday: 'Closed',
      monday: '8:00 AM - 8:00 PM',
      tuesday: '8:00 AM - 8:00 PM',
      wednesday: '8:00 AM - 8:00 PM',
      thursday: '8:00 AM - 8:00 PM',
      friday: '8:00 AM - 6:00 PM',
      saturday: null,
    })
  })

  test('coordinates: the row’s own latitude/longitude win, approximate defaults to false', () => {
    expect(toClinic(row(), TABLE).coordinates).toEqual({
      lat: 37.08,
      lng: -88.6,
      approximate: false,
    })
    expect(
      toClinic(row({ coordinates_approximate: true }), TABLE).coordinates,
    ).toEqual({ lat: 37.08, lng: -88.6, approximate: true })
  })

  test('coordinates: else the built-in table entry for the clinic’s slug', () => {
    const c = toClinic(row({ latitude: null, longitude: null }), TABLE)
    expect(c.coordinates).toEqual({ lat: 37.0, lng: -88.5, approximate: true })
  })

  test('coordinates: a half-known, non-finite or out-of-range row point falls back to the table', () => {
    for (const over of [
      { latitude: 37.1, longitude: null },
      { latitude: NaN, longitude: -88.6 },
      { latitude: 137, longitude: -88.6 },
    ])
      expect(toClinic(row(over), TABLE).coordinates?.lat).toBe(37.0)
  })

  test('coordinates: the table is keyed by the derived slug when the row has none', () => {
    const c = toClinic(
      row({ slug: null, name: 'Derived Name Clinic', latitude: null }),
      TABLE,
    )
    expect(c.slug).toBe('derived-name-clinic')
    expect(c.coordinates).toEqual({ lat: 36.9, lng: -88.4, approximate: false })
  })

  test('coordinates: null when neither the row nor the table knows them', () => {
    const c = toClinic(row({ slug: 'nowhere', latitude: null }), TABLE)
    expect(c.coordinates).toBeNull()
    const proto = toClinic(row({ slug: 'constructor', latitude: null }), TABLE)
    expect(proto.coordinates).toBeNull()
  })

  test('slug: the row’s slug, else derived from the name (spec 2)', () => {
    expect(
      toClinic(row({ slug: '', name: "Kid's Care - Murray" }), {}).slug,
    ).toBe('kids-care-murray')
  })

  test('null arrays become empty arrays', () => {
    const c = toClinic(
      row({ services: null, special_hours: null, tags: null, sources: null }),
      {},
    )
    expect(c.services).toEqual([])
    expect(c.specialHours).toEqual([])
    expect(c.tags).toEqual([])
    expect(c.provenance.sources).toEqual([])
  })

  test('timezone: null or blank means America/New_York', () => {
    expect(toClinic(row({ timezone: null }), {}).timezone).toBe(
      'America/New_York',
    )
    expect(toClinic(row({ timezone: ' ' }), {}).timezone).toBe(
      'America/New_York',
    )
  })

  test('unknown values stay null (never guessed)', () => {
    const c = toClinic(
      row({
        rating: null,
        review_count: null,
        accepts_walk_ins: null,
        phone: null,
      }),
      {},
    )
    expect(c.rating).toBeNull()
    expect(c.reviewCount).toBeNull()
    expect(c.acceptsWalkIns).toBeNull()
    expect(c.phone).toBeNull()
  })

  test('provenance comes from sources, as_of, confidence and status_note', () => {
    expect(
      toClinic(row({ status_note: 'Hours confirmed by phone' }), {}).provenance,
    ).toEqual({
      sources: ['https://source.example'],
      asOf: '2025-10-01',
      confidence: 'high',
      statusUnconfirmed: true,
    })
  })

  test('only public sources travel on, each once; the research note never does', () => {
    const c = toClinic(
      row({
        sources: [
          'https://www.kfvs12.com/2021/12/16/a/',
          'github:Whaleylaw/Roscoe/.archive/baptist_health_locations.md',
          'saved-copy:baptist-health-locations',
          'https://www.kfvs12.com/2021/12/16/a/',
          '.archive/x.json',
        ],
        status_note: 'Single undated source (law-firm contact directory).',
      }),
      {},
    )
    expect(c.provenance.sources).toEqual([
      'https://www.kfvs12.com/2021/12/16/a/',
      'saved-copy:baptist-health-locations',
    ])
    expect(c.provenance.statusUnconfirmed).toBe(true)
    expect(JSON.stringify(c)).not.toMatch(/github:|law-firm|\.archive/)
    expect(toClinic(row({ status_note: '  ' }), {}).provenance).toMatchObject({
      statusUnconfirmed: false,
    })
  })
})

describe('toTown', () => {
  test('maps every towns column (spec 3) to camelCase', () => {
    const r: TownRow = {
      id: 't1',
      name: 'Paducah',
      state: 'KY',
      slug: 'paducah',
      meta_title: 'Title',
      meta_description: 'Desc',
      population: 27000,
      description: 'River city.',
      created_at: '2025-01-01T00:00:00Z',
      updated_at: '2025-02-01T00:00:00Z',
    }
    expect(toTown(r)).toEqual({
      id: 't1',
      name: 'Paducah',
      state: 'KY',
      slug: 'paducah',
      metaTitle: 'Title',
      metaDescription: 'Desc',
      population: 27000,
      description: 'River city.',
      createdAt: '2025-01-01T00:00:00Z',
      updatedAt: '2025-02-01T00:00:00Z',
    })
  })
})

describe('syntheticTown (spec 4 "Town page fallback")', () => {
  const now = new Date('2025-06-11T15:00:00Z')
  const first = toClinic(row({ city: 'Bowling Green', state: 'KY' }), {})
  const town = syntheticTown('bowling-green', first, now)

  test('id is "synthetic-{slug}" and slug is kept', () => {
    expect(town.id).toBe('synthetic-bowling-green')
    expect(town.slug).toBe('bowling-green')
  })

  test("name and state are the first clinic's city and state", () => {
    expect(town.name).toBe('Bowling Green')
    expect(town.state).toBe('KY')
  })

  test('meta title, meta description and description are templated with the city', () => {
    expect(town.metaTitle).toBe(
      'Pediatric Urgent Care in Bowling Green, KY | Walk-In Clinics',
    )
    expect(town.metaDescription).toContain('Bowling Green, KY')
    expect(town.description).toContain('Bowling Green')
  })

  test('population is null and both timestamps are now', () => {
    expect(town.population).toBeNull()
    expect(town.createdAt).toBe('2025-06-11T15:00:00.000Z')
    expect(town.updatedAt).toBe('2025-06-11T15:00:00.000Z')
  })
})
