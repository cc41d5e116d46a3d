import { z } from 'zod'
import type { EmergencyDepartmentRow } from '@/domain/emergency/types'
import { cutLongName, NAME_MAX_CHARS } from '@/domain/repair-row'

// No eval: zod's fast path compiles parsers with new Function, which the
// site's Content-Security-Policy (no 'unsafe-eval') forbids; even zod's probe
// for it is reported as a CSP violation. The interpreted path gives the same
// results.
z.config({ jitless: true })

const text = z
  .string()
  .nullable()
  .optional()
  .transform((v) => v ?? null)
const texts = z
  .array(z.string())
  .nullable()
  .optional()
  .transform((v) => v ?? null)
const bool = z
  .boolean()
  .nullable()
  .optional()
  .transform((v) => v ?? null)

/**
 * An emergency_departments row. Unlike clinics, one malformed row never
 * breaks the list (emergency rooms are what a parent needs when the rest
 * fails): parseEmergencyDepartmentRows repairs what it can without guessing
 * and skips the rest, with a console warning.
 */
const emergencyDepartmentRowSchema = z.object({
  id: z.string().min(1),
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  name: z.string().trim().min(1),
  other_names: texts.transform((v) => v ?? []),
  address: text,
  city: z.string().trim().min(1),
  state: z.string().regex(/^[A-Z]{2}$/),
  zip: text,
  county: text,
  phone: text,
  latitude: z
    .number()
    .min(-90)
    .max(90)
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  longitude: z
    .number()
    .min(-180)
    .max(180)
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  cms_facility_id: z.string().min(1),
  hospital_type: text,
  cms_hospital_type: text,
  cms_ownership: text,
  hifld_id: text,
  hifld_type: text,
  beds_hifld: z
    .number()
    .int()
    .nonnegative()
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  helipad_hifld: bool,
  status: text,
  status_basis: text,
  hifld_as_of: text,
  coordinates_source: text,
  emergency_services_basis: text,
  trauma_level: text,
  pediatric_note: text,
  notes: text,
  military: z.boolean(),
  out_of_state: z.boolean(),
  sources: texts.transform((v) => v ?? []),
  as_of: text,
  as_of_note: text,
  confidence: z
    .enum(['high', 'medium', 'low'])
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  confidence_note: text,
}) satisfies z.ZodType<EmergencyDepartmentRow, unknown>

/** Fields that, when malformed, are set to null (unknown) instead of losing the row. */
const REPAIRABLE = [
  'address',
  'zip',
  'county',
  'phone',
  'hospital_type',
  'cms_hospital_type',
  'cms_ownership',
  'hifld_id',
  'hifld_type',
  'beds_hifld',
  'helipad_hifld',
  'status',
  'status_basis',
  'hifld_as_of',
  'coordinates_source',
  'emergency_services_basis',
  'trauma_level',
  'pediatric_note',
  'notes',
  'as_of',
  'as_of_note',
  'confidence',
  'confidence_note',
] as const

/**
 * Validates rows field by field: a malformed optional field becomes null
 * (unknown), malformed coordinates become unknown (both), a malformed list
 * becomes empty; a row whose identity or place (id, slug, name, city,
 * state, facility id, flags) is malformed is skipped. Each repair or skip
 * is reported with console.warn; nothing is guessed.
 */
export function parseEmergencyDepartmentRows(
  data: readonly unknown[],
  warn: (message: string) => void = (m) => console.warn(m),
): EmergencyDepartmentRow[] {
  const out: EmergencyDepartmentRow[] = []
  data.forEach((raw, i) => {
    const keep = (row: EmergencyDepartmentRow) => {
      // A name or city (a town's name) is cut like a clinic's or town's.
      for (const key of ['name', 'city'] as const) {
        const cut = cutLongName(row[key])
        if (cut === null) continue
        warn(
          `emergency departments: ${row.slug}: ${key} of ${Array.from(row[key]).length} characters cut to ${NAME_MAX_CHARS} with an ellipsis`,
        )
        row[key] = cut
      }
      out.push(row)
    }
    const first = emergencyDepartmentRowSchema.safeParse(raw)
    if (first.success) return keep(first.data)
    if (raw === null || typeof raw !== 'object') {
      warn(`emergency departments: row ${i} is not an object; skipped`)
      return
    }
    const row: Record<string, unknown> = { ...(raw as object) }
    const bad = new Set(first.error.issues.map((x) => String(x.path[0])))
    const repaired: string[] = []
    for (const key of REPAIRABLE)
      if (bad.has(key)) {
        row[key] = null
        repaired.push(key)
      }
    if (bad.has('latitude') || bad.has('longitude')) {
      row.latitude = null
      row.longitude = null
      repaired.push('coordinates')
    }
    for (const key of ['other_names', 'sources'] as const)
      if (bad.has(key)) {
        row[key] = []
        repaired.push(key)
      }
    const second = emergencyDepartmentRowSchema.safeParse(row)
    const label = typeof row.slug === 'string' ? row.slug : `row ${i}`
    if (!second.success) {
      warn(
        `emergency departments: ${label} is malformed (${second.error.issues
          .map((x) => `${x.path.join('.')}: ${x.message}`)
          .join('; ')}); skipped`,
      )
      return
    }
    warn(
      `emergency departments: ${label}: malformed ${repaired.join(', ')} read as unknown`,
    )
    keep(second.data)
  })
  return out
}
