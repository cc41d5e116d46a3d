import { describe, expect, test } from 'vitest'
import { diffRows, transform } from '../../../supabase/tools/import-data'
import { uuidV5, clinicUuid } from '../../../supabase/tools/uuid-v5'
import { CLINIC_ROWS, TOWN_ROWS } from '@/data/builtin/generated/data'
import { COORDINATES } from '@/data/builtin/generated/coordinates'
import {
  GAZETTEER_ROWS,
  PLACE_POINTS,
} from '@/data/builtin/generated/gazetteer'
import { buildGazetteer, placePoint } from '@/domain/gazetteer/gazetteer'

const town = {
  name: 'Bowling Green',
  county: 'Warren',
  state: 'KY',
  census_2020_population: null,
  population_unlabelled_list: 72294,
  latitude: 36.9709173,
  longitude: -86.4384606,
  timezone: 'America/Chicago',
  sources: ['https://example.org/towns'],
  notes: null,
}

const clinic = (over: Record<string, unknown> = {}) => ({
  name: 'Greenwood Urgent Clinic',
  clinic_type: 'urgent care',
  address: '4863 Scottsville Road',
  city: 'Bowling Green',
  county: 'Warren',
  state: 'KY',
  zip: '42104',
  phone: null,
  website: null,
  hours_sunday: null,
  hours_monday: '8:00 AM - 8:00 PM',
  hours_tuesday: null,
  hours_wednesday: null,
  hours_thursday: null,
  hours_friday: null,
  hours_saturday: null,
  services: [],
  accepts_walk_ins: null,
  sees_children: null,
  special_hours: [],
  latitude: null,
  longitude: null,
  coordinates_note: null,
  timezone: 'America/Chicago',
  sources: ['https://example.org/clinic'],
  as_of: '2009-05-01',
  confidence: 'low',
  status_note: null,
  notes: null,
  ...over,
})

const file = (clinics: unknown[]) => ({
  generated: '2026-11-22',
  clinics,
  towns: [town],
})

describe('data import', () => {
  test('keeps null as unknown: no phone, no rating, no invented hours', () => {
    const { clinics } = transform(file([clinic()]))
    const row = clinics[0]!
    expect(row.phone).toBeNull()
    expect(row.rating).toBeNull()
    expect(row.review_count).toBeNull()
    expect(row.hours_sunday).toBeNull()
    expect(row.hours_monday).toBe('8:00 AM - 8:00 PM')
    expect(row.accepts_walk_ins).toBeNull()
    expect(row.sources).toEqual(['https://example.org/clinic'])
    expect(row.as_of).toBe('2009-05-01')
  })

  test("a clinic without coordinates gets the point a search for its town measures from (the gazetteer's), marked approximate", () => {
    // Bowling Green's GeoNames point, not the towns table's 36.971, -86.438.
    const { clinics, coordinates } = transform(file([clinic()]))
    expect(clinics[0]).toMatchObject({
      latitude: 36.99,
      longitude: -86.444,
      coordinates_approximate: true,
      coordinates_method: 'town',
    })
    expect(coordinates['greenwood-urgent-clinic']).toEqual({
      lat: 36.99,
      lng: -86.444,
      approximate: true,
    })
  })

  test("a town the gazetteer does not know: its clinic gets the towns table's point", () => {
    const { clinics } = transform({
      ...file([clinic({ city: 'Nowhere Flats' })]),
      towns: [{ ...town, name: 'Nowhere Flats' }],
    })
    expect(clinics[0]).toMatchObject({
      latitude: 36.9709173,
      longitude: -86.4384606,
      coordinates_approximate: true,
    })
  })

  test('stated coordinates are kept exact', () => {
    const { clinics } = transform(
      file([clinic({ latitude: 36.9, longitude: -86.4 })]),
    )
    expect(clinics[0]).toMatchObject({
      latitude: 36.9,
      longitude: -86.4,
      coordinates_approximate: false,
    })
  })

  test('slugs follow the clinic-name rule; ids are uuid v5 of the slug, stable across runs', () => {
    const a = transform(
      file([clinic({ name: 'Trover Clinic - Walk In Clinic (Hopkinsville)' })]),
    )
    const b = transform(
      file([clinic({ name: 'Trover Clinic - Walk In Clinic (Hopkinsville)' })]),
    )
    expect(a.clinics[0]!.slug).toBe('trover-clinic-walk-in-clinic-hopkinsville')
    expect(a.clinics[0]!.id).toBe(b.clinics[0]!.id)
    expect(a.clinics[0]!.id).toBe(
      clinicUuid('trover-clinic-walk-in-clinic-hopkinsville'),
    )
    expect(a.clinics[0]!.town_id).toBe(a.towns[0]!.id)
  })

  test('uuid v5 matches the RFC 4122 test vector', () => {
    // python: uuid.uuid5(uuid.NAMESPACE_DNS, 'python.org')
    expect(uuidV5('python.org', '6ba7b810-9dad-11d1-80b4-00c04fd430c8')).toBe(
      '886313e1-3b8a-5372-9b90-0c9aee199e5d',
    )
  })

  test.each([
    [{ sources: [] }, /every record needs a source/],
    [{ timezone: 'Mars/Olympus' }, /not an IANA time zone/],
    [{ city: 'Atlantis' }, /not in the towns list/],
    [{ zip: '4210' }, /zip/],
    [{ latitude: 123 }, /latitude/],
    [{ xray_on_site: true }, /stored with its confirmation/],
    [
      {
        min_age_verified_at: '2026-11-30T15:00:00Z',
        min_age_verified_method: 'call',
      },
      /stored with its confirmation/,
    ],
    [{ min_age_months: 217 }, /min_age_months/],
    [{ last_checkin_minutes_before_close: 30.5 }, /last_checkin/],
    [{ accepts_medicaid_kchip: 'yes' }, /accepts_medicaid_kchip/],
    [
      {
        accepts_medicaid_kchip: false,
        medicaid_verified_at: '2026-11-20T16:00:00Z',
        medicaid_verified_method: 'call',
        medicaid_kchip_some_plans: true,
      },
      /medicaid_kchip_some_plans is true only beside accepts_medicaid_kchip true/,
    ],
    [{ languages: ['french'] }, /languages/],
    [{ languages: ['spanish', 'spanish'] }, /a language listed twice/],
  ])('a bad record stops the import with a clear message (%o)', (over, msg) => {
    expect(() => transform(file([clinic(over)]))).toThrow(msg)
  })

  test('some Medicaid/KCHIP plans beside "takes" reach the rows; absent, it is false', () => {
    const some = clinic({
      accepts_medicaid_kchip: true,
      medicaid_verified_at: '2026-11-20T16:00:00Z',
      medicaid_verified_method: 'call',
      medicaid_kchip_some_plans: true,
    })
    expect(transform(file([some])).clinics[0]).toMatchObject({
      accepts_medicaid_kchip: true,
      medicaid_kchip_some_plans: true,
    })
    expect(transform(file([clinic({})])).clinics[0]).toMatchObject({
      medicaid_kchip_some_plans: false,
    })
  })

  test('a confirmation dated in the future is refused, the clinic and the column named; a minute of clock skew, and a next check ahead, are not', () => {
    const now = new Date('2026-12-02T12:00:00.000Z')
    const confirmed = (at: string) =>
      clinic({
        phone: '(270) 555-0100',
        phone_verified_at: at,
        phone_verified_method: 'call',
      })
    expect(() =>
      transform(file([confirmed('2099-01-01T00:00:00Z')]), now),
    ).toThrow(
      '"Greenwood Urgent Clinic": phone_verified_at 2099-01-01T00:00:00Z is in the future (now 2026-12-02T12:00:00.000Z): a confirmation is dated when it was made',
    )
    expect(() =>
      transform(file([confirmed('2026-12-02T12:01:01Z')]), now),
    ).toThrow(/phone_verified_at .* is in the future/)
    expect(
      transform(file([confirmed('2026-12-02T12:01:00Z')]), now).clinics,
    ).toHaveLength(1)
    expect(
      transform(
        file([clinic({ next_check_after: '2027-01-01T00:00:00Z' })]),
        now,
      ).clinics,
    ).toHaveLength(1)
    expect(() =>
      transform(
        file([
          clinic({
            hours_exceptions: [
              {
                date: '2026-12-25',
                closed: true,
                confirmed_at: '2026-12-20T15:00:00Z',
                method: 'call',
              },
            ],
          }),
        ]),
        now,
      ),
    ).toThrow(
      '"Greenwood Urgent Clinic": hours_exceptions 2026-12-25 confirmed_at 2026-12-20T15:00:00.000Z is in the future',
    )
  })

  test('a fact with its confirmation is kept; a file without the facts reads them as unknown', () => {
    const at = '2026-11-30T15:00:00Z'
    const [row] = transform(
      file([
        clinic({
          languages: ['spanish'],
          languages_verified_at: at,
          languages_verified_method: 'clinic',
          min_age_months: 0,
          min_age_verified_at: at,
          min_age_verified_method: 'call',
        }),
      ]),
    ).clinics
    expect(row).toMatchObject({
      languages: ['spanish'],
      languages_verified_method: 'clinic',
      min_age_months: 0,
      xray_on_site: null,
      xray_verified_at: null,
    })
  })

  test('two clinics whose names give the same slug get distinct slugs', () => {
    const { clinics } = transform(
      file([clinic(), clinic({ name: 'Greenwood  Urgent Clinic' })]),
    )
    expect(new Set(clinics.map((c) => c.slug)).size).toBe(2)
  })

  test('the change report lists added, removed and changed fields', () => {
    const before = [
      { slug: 'a', phone: null },
      { slug: 'b', phone: '1' },
    ]
    const after = [
      { slug: 'a', phone: '(270) 555-0100' },
      { slug: 'c', phone: null },
    ]
    expect(diffRows(before, after)).toEqual([
      '~ a.phone: null -> "(270) 555-0100"',
      '+ c',
      '- b',
    ])
  })
})

describe('the built-in data set (generated)', () => {
  test('every clinic has a unique slug, a town, a zone and at least one source', () => {
    const slugs = new Set(CLINIC_ROWS.map((c) => c.slug))
    expect(slugs.size).toBe(CLINIC_ROWS.length)
    const towns = new Set(TOWN_ROWS.map((t) => t.id))
    for (const c of CLINIC_ROWS) {
      expect(towns.has(c.town_id!)).toBe(true)
      expect(c.timezone).toMatch(/^America\//)
      expect(c.sources!.length).toBeGreaterThan(0)
    }
  })

  test("every approximate clinic sits where a search for its town measures from: 'Paducah' finds Paducah's in town", () => {
    const g = buildGazetteer(GAZETTEER_ROWS, PLACE_POINTS)
    const approximate = CLINIC_ROWS.filter((c) => c.coordinates_approximate)
    expect(approximate.length).toBeGreaterThan(10)
    for (const c of approximate.filter((c) => c.coordinates_method === 'town'))
      expect({ lat: c.latitude, lng: c.longitude }, c.slug!).toEqual(
        placePoint(g, c.city!, c.state!),
      )
  })

  test('the coordinate table covers every clinic with a point and marks town centres', () => {
    for (const c of CLINIC_ROWS) {
      const entry = COORDINATES[c.slug!]
      if (c.latitude === null) expect(entry).toBeUndefined()
      else
        expect(entry).toEqual({
          lat: c.latitude,
          lng: c.longitude,
          approximate: c.coordinates_approximate,
        })
    }
  })
})
