import { describe, expect, test } from 'vitest'
import { transformEmergency } from '../../../supabase/tools/import-emergency'
import { emergencyDepartmentUuid } from '../../../supabase/tools/uuid-v5'
import { EMERGENCY_DEPARTMENT_ROWS } from '@/data/builtin/generated/emergency-departments'

const hospital = (over: Record<string, unknown> = {}) => ({
  name: 'DEACONESS HOSPITAL INC',
  other_names: null,
  address: '600 MARY ST',
  city: 'EVANSVILLE',
  state: 'IN',
  zip: '47747',
  county: 'Vanderburgh',
  phone: '(812) 450-5000',
  latitude: 37.98373954,
  longitude: -87.57110678,
  coordinates_source: 'HIFLD',
  hospital_type: 'Acute Care',
  cms_hospital_type: 'Acute Care Hospitals',
  cms_ownership: 'Voluntary non-profit - Private',
  cms_facility_id: '150082',
  hifld_id: '0002147747',
  hifld_type: 'GENERAL ACUTE CARE',
  beds_hifld: 571,
  helipad_hifld: 'Y',
  emergency_services: true,
  emergency_services_basis: "CMS 'Emergency Services' = Yes",
  trauma_level: 'LEVEL II (HIFLD TRAUMA field)',
  pediatric_note: null,
  status: 'OPEN',
  status_basis: 'HIFLD STATUS OPEN',
  sources: ['CMS Hospital General Information'],
  as_of: '2026-02-26 (commit date of the copy)',
  hifld_as_of: '2021-11-18',
  confidence: 'high: CMS states Emergency Services = Yes',
  notes: ['One note.', 'Another note.'],
  ...over,
})

const file = (
  hospitals: unknown[],
  nearby: unknown[] = [hospital()],
): Record<string, unknown> => ({
  generated: '2026-11-25',
  hospitals,
  nearby_out_of_state: nearby,
  excluded: [],
})

const kentucky = hospital({
  name: 'MARSHALL COUNTY HOSPITAL',
  address: '615 OLD SYMSONIA ROAD',
  city: 'BENTON',
  state: 'KY',
  zip: '42025',
  county: 'Marshall',
  cms_facility_id: '181327',
  trauma_level: null,
  notes: null,
})

describe('emergency-department import', () => {
  test('keeps every stated field, in display form, and invents nothing', () => {
    const { rows } = transformEmergency(file([kentucky]))
    const deaconess = rows.find((r) => r.cms_facility_id === '150082')!
    expect(deaconess).toEqual({
      id: emergencyDepartmentUuid('150082'),
      slug: 'deaconess-hospital',
      name: 'Deaconess Hospital',
      other_names: [],
      address: '600 Mary St',
      city: 'Evansville',
      state: 'IN',
      zip: '47747',
      county: 'Vanderburgh',
      phone: '(812) 450-5000',
      latitude: 37.98373954,
      longitude: -87.57110678,
      cms_facility_id: '150082',
      hospital_type: 'Acute Care',
      cms_hospital_type: 'Acute Care Hospitals',
      cms_ownership: 'Voluntary non-profit - Private',
      hifld_id: '0002147747',
      hifld_type: 'GENERAL ACUTE CARE',
      beds_hifld: 571,
      helipad_hifld: true,
      status: 'OPEN',
      status_basis: 'HIFLD STATUS OPEN',
      hifld_as_of: '2021-11-18',
      coordinates_source: 'HIFLD',
      emergency_services_basis: "CMS 'Emergency Services' = Yes",
      trauma_level: 'LEVEL II (HIFLD TRAUMA field)',
      pediatric_note: null,
      notes: 'One note.\n\nAnother note.',
      military: false,
      out_of_state: true,
      sources: ['CMS Hospital General Information'],
      as_of: '2026-02-26',
      as_of_note: 'commit date of the copy',
      confidence: 'high',
      confidence_note: 'CMS states Emergency Services = Yes',
    })
    const benton = rows.find((r) => r.cms_facility_id === '181327')!
    expect(benton.out_of_state).toBe(false)
    expect(benton.notes).toBeNull()
    expect(benton.trauma_level).toBeNull()
    expect(benton.address).toBe('615 Old Symsonia Road')
    expect(rows.map((r) => r.name)).toEqual([
      'Deaconess Hospital',
      'Marshall County Hospital',
    ])
  })

  test('a record with null coordinates is kept, with null coordinates', () => {
    const { rows } = transformEmergency(
      file([], [hospital({ latitude: null, longitude: null })]),
    )
    expect(rows).toHaveLength(1)
    expect(rows[0]!.latitude).toBeNull()
    expect(rows[0]!.longitude).toBeNull()
  })

  test('a military hospital is flagged', () => {
    const { rows } = transformEmergency(
      file(
        [
          hospital({
            name: 'Blanchfield ACH (FT Campbell)',
            state: 'KY',
            cms_facility_id: '18003F',
            cms_ownership: 'Department of Defense',
            hifld_type: 'MILITARY',
          }),
        ],
        [],
      ),
    )
    expect(rows[0]!.name).toBe('Blanchfield ACH (Fort Campbell)')
    expect(rows[0]!.military).toBe(true)
  })

  test('stops with a list of problems', () => {
    expect(() =>
      transformEmergency(file([hospital({ state: 'IN' })], [])),
    ).toThrow(/state IN in hospitals/)
    expect(() =>
      transformEmergency(file([kentucky], [hospital({ state: 'KY' })])),
    ).toThrow(/state KY in nearby_out_of_state/)
    expect(() =>
      transformEmergency(file([], [hospital({ emergency_services: false })])),
    ).toThrow(/emergency services/)
    expect(() =>
      transformEmergency(file([], [hospital({ sources: [] })])),
    ).toThrow(/source/)
    expect(() =>
      transformEmergency(file([], [hospital(), hospital({ name: 'Other' })])),
    ).toThrow(/share CMS facility id/)
    expect(() =>
      transformEmergency(file([], [hospital({ latitude: null })])),
    ).toThrow(/only one of latitude/)
  })

  test('an undated or unparseable as_of stays null, never guessed', () => {
    const { rows } = transformEmergency(
      file(
        [],
        [hospital({ as_of: 'undated health-system page', confidence: null })],
      ),
    )
    expect(rows[0]!.as_of).toBeNull()
    expect(rows[0]!.as_of_note).toBe('undated health-system page')
    expect(rows[0]!.confidence).toBeNull()
  })
})

describe('the generated emergency departments', () => {
  const rows = EMERGENCY_DEPARTMENT_ROWS
  test('24 Kentucky hospitals and 21 nearby out of state, each unique, sourced and dated', () => {
    expect(rows.filter((r) => !r.out_of_state)).toHaveLength(24)
    const outside = rows.filter((r) => r.out_of_state)
    expect(outside).toHaveLength(21)
    expect(new Set(outside.map((r) => r.state))).toEqual(
      new Set(['IN', 'TN', 'MO', 'IL']),
    )
    expect(new Set(rows.map((r) => r.slug)).size).toBe(45)
    expect(new Set(rows.map((r) => r.id)).size).toBe(45)
    for (const r of rows) {
      expect(r.id).toBe(emergencyDepartmentUuid(r.cms_facility_id))
      expect(r.sources.length).toBeGreaterThan(0)
      expect(r.phone).toMatch(/^\(\d{3}\) \d{3}-\d{4}$/)
      expect(r.as_of).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      expect(r.name).not.toMatch(/\bInc\b|[A-Z]{5,}/)
    }
  })

  test('one record (Macon Community Hospital) has no coordinates and is kept', () => {
    const none = rows.filter((r) => r.latitude === null)
    expect(none.map((r) => r.name)).toEqual(['Macon Community Hospital'])
    expect(none[0]!.longitude).toBeNull()
  })

  test('only the Fort Campbell hospital is military, with its note', () => {
    const military = rows.filter((r) => r.military)
    expect(military.map((r) => r.city)).toEqual(['Fort Campbell'])
    expect(military[0]!.notes).toMatch(/civilian/)
  })

  test('ordered by name (code point, as the database orders)', () => {
    const names = rows.map((r) => r.name)
    expect(names).toEqual([...names].sort())
  })
})
