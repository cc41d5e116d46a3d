/**
 * The emergency-department part of `npm run data:import`: validates
 * supabase/data/western-ky-emergency-departments.json and turns its
 * `hospitals` (Kentucky) and `nearby_out_of_state` records into
 * emergency_departments rows. Every stated field the app uses is kept as
 * stated, nothing is invented (null stays null), names, cities and street
 * addresses are shown in title case (src/domain/emergency/names.ts), `as_of`
 * is split into its date and its explanation, `confidence` into its level
 * and its reason. Ids are the uuid v5 of the CMS facility id.
 */
import { z } from 'zod'
import { clinicSlugFromName } from '../../src/domain/slug.ts'
import {
  hospitalDisplayName,
  parseAsOf,
  parseConfidence,
  titleCase,
} from '../../src/domain/emergency/names.ts'
import type { EmergencyDepartmentRow } from '../../src/domain/emergency/types.ts'
import { compareByName } from '../../src/domain/ordering.ts'
import { emergencyDepartmentUuid } from './uuid-v5.ts'

const str = z.string().trim().min(1)
const optStr = z.string().trim().nullable().optional().default(null)

const SourceHospital = z.object({
  name: str,
  other_names: z.array(str).nullable().optional().default(null),
  address: optStr,
  city: str,
  state: z
    .string()
    .trim()
    .regex(/^[A-Z]{2}$/),
  zip: z
    .string()
    .regex(/^\d{5}(-\d{4})?$/)
    .nullable(),
  county: optStr,
  phone: optStr,
  latitude: z.number().min(-90).max(90).nullable(),
  longitude: z.number().min(-180).max(180).nullable(),
  coordinates_source: optStr,
  hospital_type: optStr,
  cms_hospital_type: optStr,
  cms_ownership: optStr,
  hifld_id: optStr,
  beds_hifld: z.number().int().positive().nullable().optional().default(null),
  helipad_hifld: z.enum(['Y', 'N']).nullable().optional().default(null),
  status: optStr,
  status_basis: optStr,
  hifld_as_of: z.iso.date().nullable().optional().default(null),
  cms_facility_id: z
    .string()
    .trim()
    .regex(/^[0-9A-Z]{6}$/),
  hifld_type: optStr,
  emergency_services: z.literal(true, {
    error: 'only hospitals with emergency services belong here',
  }),
  emergency_services_basis: optStr,
  trauma_level: optStr,
  pediatric_note: optStr,
  sources: z.array(str).min(1, 'every record needs a source'),
  as_of: optStr,
  confidence: optStr,
  notes: z
    .union([z.array(str), str])
    .nullable()
    .optional()
    .default(null),
  region_note: optStr,
})
type SourceHospital = z.output<typeof SourceHospital>

const SourceFile = z.object({
  generated: z.iso.date(),
  hospitals: z.array(SourceHospital),
  nearby_out_of_state: z.array(SourceHospital),
})

export interface EmergencyImportResult {
  rows: EmergencyDepartmentRow[]
  generated: string
}

/** A military hospital: Department of Defense ownership or type. */
export function isMilitary(h: {
  cms_ownership: string | null
  hifld_type: string | null
  hospital_type: string | null
}): boolean {
  return (
    /department of defense/i.test(h.cms_ownership ?? '') ||
    /department of defense/i.test(h.hospital_type ?? '') ||
    /^military$/i.test(h.hifld_type ?? '')
  )
}

function notesOf(h: SourceHospital): string | null {
  const list = [
    ...(h.notes === null ? [] : Array.isArray(h.notes) ? h.notes : [h.notes]),
    ...(h.region_note ? [h.region_note] : []),
  ]
  return list.length ? list.join('\n\n') : null
}

/** Pure transformation from the parsed file to the rows, ordered by name. */
export function transformEmergency(input: unknown): EmergencyImportResult {
  const parsed = SourceFile.safeParse(input)
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (i) => `  ${i.path.join('.')}: ${i.message}`,
    )
    throw new Error(
      `The emergency-department file has problems:\n${lines.join('\n')}`,
    )
  }
  const file = parsed.data
  const problems: string[] = []
  const slugs = new Set<string>()
  const ids = new Set<string>()
  const records = [
    ...file.hospitals.map((h) => ({ h, outOfState: false })),
    ...file.nearby_out_of_state.map((h) => ({ h, outOfState: true })),
  ]
  const rows = records.map(({ h, outOfState }): EmergencyDepartmentRow => {
    const name = hospitalDisplayName(h.name)
    const city = titleCase(h.city)
    if (outOfState === (h.state === 'KY'))
      problems.push(
        `"${h.name}": state ${h.state} in ${outOfState ? 'nearby_out_of_state' : 'hospitals'}`,
      )
    if ((h.latitude === null) !== (h.longitude === null))
      problems.push(`"${h.name}": only one of latitude and longitude`)
    let slug = clinicSlugFromName(name)
    if (slugs.has(slug)) slug = clinicSlugFromName(`${name} ${city}`)
    if (!slug || slugs.has(slug))
      problems.push(`cannot make a unique slug for "${h.name}"`)
    slugs.add(slug)
    if (ids.has(h.cms_facility_id))
      problems.push(`two records share CMS facility id ${h.cms_facility_id}`)
    ids.add(h.cms_facility_id)
    const { asOf, asOfNote } = parseAsOf(h.as_of)
    const { confidence, confidenceNote } = parseConfidence(h.confidence)
    return {
      id: emergencyDepartmentUuid(h.cms_facility_id),
      slug,
      name,
      other_names: h.other_names ?? [],
      address: h.address ? titleCase(h.address) : null,
      city,
      state: h.state,
      zip: h.zip,
      county: h.county,
      phone: h.phone,
      latitude: h.latitude,
      longitude: h.longitude,
      cms_facility_id: h.cms_facility_id,
      hospital_type: h.hospital_type,
      cms_hospital_type: h.cms_hospital_type,
      cms_ownership: h.cms_ownership,
      hifld_id: h.hifld_id,
      hifld_type: h.hifld_type,
      beds_hifld: h.beds_hifld,
      helipad_hifld: h.helipad_hifld === null ? null : h.helipad_hifld === 'Y',
      status: h.status,
      status_basis: h.status_basis,
      hifld_as_of: h.hifld_as_of,
      coordinates_source: h.coordinates_source,
      emergency_services_basis: h.emergency_services_basis,
      trauma_level: h.trauma_level,
      pediatric_note: h.pediatric_note,
      notes: notesOf(h),
      military: isMilitary(h),
      out_of_state: outOfState,
      sources: h.sources,
      as_of: asOf,
      as_of_note: asOfNote,
      confidence,
      confidence_note: confidenceNote,
    }
  })
  if (problems.length)
    throw new Error(
      `The emergency-department file has problems:\n  ${problems.join('\n  ')}`,
    )
  rows.sort((a, b) => compareByName(a, b) || (a.slug < b.slug ? -1 : 1))
  return { rows, generated: file.generated }
}

export function renderEmergency(
  result: EmergencyImportResult,
  banner: string,
): string {
  const j = (v: unknown) => JSON.stringify(v, null, 2)
  return `${banner}import type { EmergencyDepartmentRow } from '../../../domain/emergency/types'

export const EMERGENCY_DATA_GENERATED = ${j(result.generated)}

/** Hospital emergency departments (open 24 hours), ordered by name. */
export const EMERGENCY_DEPARTMENT_ROWS: readonly EmergencyDepartmentRow[] = ${j(result.rows)}
`
}
