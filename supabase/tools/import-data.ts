/**
 * Brings the compiled data files into the project as the built-in data set:
 * `npm run data:import [path/to/western-ky-clinics.json [path/to/western-ky-emergency-departments.json]]`.
 * Without paths it reads the project's own data files in supabase/data/
 * (brought in from the compiled data set once; ops:apply --to file keeps
 * them true since: ops/README.md).
 * The emergency departments are transformed by ./import-emergency.ts.
 *
 * - validates every record and stops with a clear list of problems;
 * - keeps every field the file states and nothing it does not (null stays null);
 * - derives slugs (src/domain/slug.ts) and deterministic uuid v5 ids from them;
 * - gives a clinic without coordinates its town's point, marked approximate:
 *   the gazetteer's point a search for that town measures from (GeoNames;
 *   the towns table's own point when the gazetteer has none), so a search
 *   for 'Paducah' finds Paducah's approximate clinics in town, not 2.6 miles
 *   away;
 * - writes src/data/builtin/generated/data.ts and reports what changed;
 * - keeps the operator-only fields (do_not_call, its reason, the internal
 *   note) out of the built-in data: they go to the seed only.
 *
 * Nothing at build or run time reads the source file: only this script (and
 * the seed generator and the ops CLI, which are operator tools) does.
 */
import { existsSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'
import {
  readHoursExceptions,
  type HoursExceptionRow,
} from '../../src/domain/hours/hours-exceptions.ts'
import { clinicSlugFromName, townSlug } from '../../src/domain/slug.ts'
import { isValidTimeZone } from '../../src/domain/hours/zoned-time.ts'
import {
  COORDINATES_MATCHES,
  type BuiltinClinicRow,
  type BuiltinTownRow,
  type CoordinateEntry,
} from '../../src/data/builtin/rows.ts'
import { clinicUuid, townUuid } from './uuid-v5.ts'
import {
  buildGazetteer,
  placePoint,
} from '../../src/domain/gazetteer/gazetteer.ts'
import {
  GAZETTEER_ROWS,
  PLACE_POINTS,
} from '../../src/data/builtin/generated/gazetteer.ts'
import { renderEmergency, transformEmergency } from './import-emergency.ts'
import type { EmergencyDepartmentRow } from '../../src/domain/emergency/types.ts'
import {
  CLINIC_STATUSES,
  FACT_FIELDS,
  VERIFICATION_METHODS,
  VERIFIED_FIELDS,
} from '../../src/domain/verification.ts'
import {
  FACT_VALUE_COLUMNS,
  LANGUAGE_HELP,
  MAX_LAST_CHECKIN_MINUTES,
  MAX_MIN_AGE_MONTHS,
} from '../../src/domain/before-you-go.ts'
import {
  verifiedAtColumn,
  verifiedMethodColumn,
} from '../../src/domain/verification-row.ts'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
export const DEFAULT_SOURCE = path.join(
  ROOT,
  'supabase/data/western-ky-clinics.json',
)
export const OUT_DIR = path.join(ROOT, 'src/data/builtin/generated')
export const DEFAULT_EMERGENCY_SOURCE = path.join(
  ROOT,
  'supabase/data/western-ky-emergency-departments.json',
)

const str = z.string().trim().min(1)
/** A confirmed date and time (ISO 8601 with a zone), or null. */
const stamp = z.iso
  .datetime({ offset: true })
  .nullable()
  .optional()
  .default(null)
const method = z.enum(VERIFICATION_METHODS).nullable().optional().default(null)
const optStr = z.string().trim().nullable()
const hours = z.string().trim().nullable()
/** A whole number from 0 to max, or null (a fact; absent in a file from before the facts). */
const wholeUpTo = (max: number) =>
  z.number().int().min(0).max(max).nullable().optional().default(null)
const yesNo = z.boolean().nullable().optional().default(null)

const SourceClinic = z
  .object({
    name: str,
    clinic_type: optStr.optional().default(null),
    address: optStr,
    city: str,
    county: optStr.optional().default(null),
    state: z.string().trim().length(2),
    zip: z
      .string()
      .regex(/^\d{5}(-\d{4})?$/)
      .nullable(),
    phone: optStr,
    website: z.url().nullable(),
    hours_sunday: hours,
    hours_monday: hours,
    hours_tuesday: hours,
    hours_wednesday: hours,
    hours_thursday: hours,
    hours_friday: hours,
    hours_saturday: hours,
    services: z.array(str),
    accepts_walk_ins: z.boolean().nullable(),
    sees_children: z.boolean().nullable().optional().default(null),
    special_hours: z.array(str),
    latitude: z.number().min(-90).max(90).nullable(),
    longitude: z.number().min(-180).max(180).nullable(),
    coordinates_note: optStr.optional().default(null),
    coordinates_source: z.array(str).nullable().optional(),
    // Set by ops:apply from a reviewed geocode sheet ('geocoder') or a
    // harvest review sheet ('map': OpenStreetMap; 'source': the clinic's
    // page), with latitude and longitude; absent for a point from a cited
    // source or none at all.
    coordinates_method: z
      .enum(['source', 'geocoder', 'map'])
      .nullable()
      .optional()
      .default(null),
    coordinates_match: z
      .enum(COORDINATES_MATCHES)
      .nullable()
      .optional()
      .default(null),
    field_sources: z.record(z.string(), z.array(str)).nullable().optional(),
    timezone: str.refine(isValidTimeZone, 'not an IANA time zone'),
    sources: z.array(str).min(1, 'every record needs a source'),
    as_of: z.iso.date().nullable(),
    confidence: z.enum(['high', 'medium', 'low']).nullable(),
    status_note: optStr.optional().default(null),
    notes: optStr.optional().default(null),
    // Verification facts; absent in a file from before them.
    status: z.enum(CLINIC_STATUSES).optional().default('active'),
    phone_verified_at: stamp,
    phone_verified_method: method,
    hours_verified_at: stamp,
    hours_verified_method: method,
    address_verified_at: stamp,
    address_verified_method: method,
    website_verified_at: stamp,
    website_verified_method: method,
    // Before you drive (src/domain/before-you-go.ts): each fact with its
    // confirmation, or neither; absent in a file from before them.
    min_age_months: wholeUpTo(MAX_MIN_AGE_MONTHS),
    accepts_medicaid_kchip: yesNo,
    // Some plans only (20261204000001_medicaid_some_plans.sql); absent: false.
    medicaid_kchip_some_plans: z.boolean().optional().default(false),
    xray_on_site: yesNo,
    last_checkin_minutes_before_close: wholeUpTo(MAX_LAST_CHECKIN_MINUTES),
    languages: z
      .array(z.enum(LANGUAGE_HELP))
      .refine((l) => new Set(l).size === l.length, 'a language listed twice')
      .nullable()
      .optional()
      .default(null),
    min_age_verified_at: stamp,
    min_age_verified_method: method,
    medicaid_verified_at: stamp,
    medicaid_verified_method: method,
    xray_verified_at: stamp,
    xray_verified_method: method,
    last_checkin_verified_at: stamp,
    last_checkin_verified_method: method,
    languages_verified_at: stamp,
    languages_verified_method: method,
    next_check_after: stamp,
    // Dated exceptions to the weekly hours (src/domain/hours/hours-exceptions.ts),
    // each confirmed; absent in a file from before them.
    hours_exceptions: z
      .array(z.unknown())
      .optional()
      .default([])
      .superRefine((list, ctx) => {
        for (const p of readHoursExceptions(list).problems)
          ctx.addIssue({ code: 'custom', message: `hours_exceptions ${p}` })
      }),
    do_not_call: z.boolean().optional().default(false),
    do_not_call_reason: optStr.optional().default(null),
    internal_note: optStr.optional().default(null),
  })
  .refine(
    (c) =>
      VERIFIED_FIELDS.every(
        (f) =>
          (c[verifiedAtColumn(f)] === null) ===
          (c[verifiedMethodColumn(f)] === null),
      ),
    'a confirmed date needs its method, and a method its date',
  )
  .refine(
    (c) =>
      FACT_FIELDS.every(
        (f) =>
          (c[FACT_VALUE_COLUMNS[f]] === null) ===
          (c[verifiedAtColumn(f)] === null),
      ),
    'a fact (min_age_months, accepts_medicaid_kchip, xray_on_site, last_checkin_minutes_before_close, languages) is stored with its confirmation, and a confirmation with its fact: nothing is guessed',
  )
  .refine(
    (c) => !c.medicaid_kchip_some_plans || c.accepts_medicaid_kchip === true,
    'medicaid_kchip_some_plans is true only beside accepts_medicaid_kchip true (some plans are taken)',
  )
  .refine(
    (c) =>
      (c.coordinates_match !== null) ===
        (c.coordinates_method === 'geocoder') &&
      (c.coordinates_method === null ||
        (c.latitude !== null && c.longitude !== null)),
    'coordinates_method needs latitude and longitude, and geocoder goes with coordinates_match (house or street) and only it',
  )
  .refine(
    (c) => !c.do_not_call || (c.do_not_call_reason ?? '') !== '',
    'do_not_call needs a reason',
  )

const SourceTown = z.object({
  name: str,
  county: optStr.optional().default(null),
  state: z.string().trim().length(2),
  census_2020_population: z.number().int().positive().nullable(),
  population_unlabelled_list: z
    .number()
    .int()
    .positive()
    .nullable()
    .optional()
    .default(null),
  latitude: z.number().min(-90).max(90).nullable(),
  longitude: z.number().min(-180).max(180).nullable(),
  timezone: str.refine(isValidTimeZone, 'not an IANA time zone'),
  sources: z.array(str),
  notes: optStr.optional().default(null),
})

const SourceFile = z.object({
  generated: z.iso.date(),
  notes: z.string().optional(),
  clinics: z.array(SourceClinic),
  towns: z.array(SourceTown),
})

/** Operator-only facts of a clinic: the seed's clinic_internal rows, never bundled. */
export interface ClinicInternalRow {
  clinic_id: string
  do_not_call: boolean
  do_not_call_reason: string | null
  internal_note: string | null
}

export interface ImportResult {
  clinics: BuiltinClinicRow[]
  internal: ClinicInternalRow[]
  towns: BuiltinTownRow[]
  coordinates: Record<string, CoordinateEntry>
  generated: string
}

/**
 * A confirmation is dated when it was made: one after `now` plus this much
 * (clocks a little apart) is refused, so no page shows 'Confirmed January
 * 2099'.
 */
export const CLOCK_SKEW_MS = 60_000

/** A clinic's confirmation dates (the fields', and each dated exception's): column and value. */
function confirmationDates(
  c: z.infer<typeof SourceClinic>,
): [string, string][] {
  const dated: [string, string | null][] = [
    ...VERIFIED_FIELDS.map(
      (f) =>
        [verifiedAtColumn(f), c[verifiedAtColumn(f)]] as [
          string,
          string | null,
        ],
    ),
    ...readHoursExceptions(c.hours_exceptions).exceptions.map(
      (e) =>
        [`hours_exceptions ${e.date} confirmed_at`, e.confirmedAt] as [
          string,
          string,
        ],
    ),
  ]
  return dated.filter((d): d is [string, string] => d[1] !== null)
}

/**
 * Pure transformation from the parsed source file to the built-in rows;
 * `now` is the clock a confirmation may not be dated after.
 */
export function transform(
  input: unknown,
  now: Date = new Date(),
): ImportResult {
  const parsed = SourceFile.safeParse(input)
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (i) => `  ${i.path.join('.')}: ${i.message}`,
    )
    throw new Error(`The data file has problems:\n${lines.join('\n')}`)
  }
  const file = parsed.data
  const stamp = `${file.generated}T00:00:00.000Z`

  const towns: BuiltinTownRow[] = file.towns
    .map((t) => {
      const slug = townSlug(t.name)
      return {
        id: townUuid(slug),
        name: t.name,
        state: t.state,
        slug,
        meta_title: null,
        meta_description: null,
        population: t.census_2020_population,
        description: null,
        created_at: stamp,
        updated_at: stamp,
        county: t.county,
        latitude: t.latitude,
        longitude: t.longitude,
        timezone: t.timezone,
        population_unlabelled_list: t.population_unlabelled_list,
        sources: t.sources,
        notes: t.notes,
      }
    })
    .sort((a, b) => a.name.localeCompare(b.name))
  const townBySlug = new Map(towns.map((t) => [t.slug, t]))
  // The point a search for each town measures from (src/data/gazetteer.ts).
  const gazetteer = buildGazetteer(GAZETTEER_ROWS, PLACE_POINTS)
  const searchPoint = (t: BuiltinTownRow) =>
    placePoint(gazetteer, t.name, t.state) ??
    (t.latitude != null && t.longitude != null
      ? { lat: t.latitude, lng: t.longitude }
      : null)
  const problems: string[] = []
  if (townBySlug.size !== towns.length) problems.push('two towns share a slug')

  const seen = new Set<string>()
  const clinics: BuiltinClinicRow[] = file.clinics.map((c) => {
    let slug = clinicSlugFromName(c.name)
    if (seen.has(slug)) slug = clinicSlugFromName(`${c.name} ${c.city}`)
    if (!slug || seen.has(slug))
      problems.push(`cannot make a unique slug for "${c.name}"`)
    seen.add(slug)
    const town = townBySlug.get(townSlug(c.city))
    if (!town)
      problems.push(`"${c.name}": city "${c.city}" is not in the towns list`)
    for (const [column, at] of confirmationDates(c))
      if (Date.parse(at) > now.getTime() + CLOCK_SKEW_MS)
        problems.push(
          `"${c.name}": ${column} ${at} is in the future (now ${now.toISOString()}): a confirmation is dated when it was made`,
        )
    const exact = c.latitude !== null && c.longitude !== null
    const townPoint = town ? searchPoint(town) : null
    const approx = !exact && townPoint !== null
    return {
      id: clinicUuid(slug),
      name: c.name,
      address: c.address || null,
      city: c.city,
      state: c.state,
      zip: c.zip,
      phone: c.phone || null,
      rating: null,
      review_count: null,
      hours_today: null,
      closes_today: null,
      is_open: null,
      hours_sunday: c.hours_sunday,
      hours_monday: c.hours_monday,
      hours_tuesday: c.hours_tuesday,
      hours_wednesday: c.hours_wednesday,
      hours_thursday: c.hours_thursday,
      hours_friday: c.hours_friday,
      hours_saturday: c.hours_saturday,
      timezone: c.timezone,
      services: c.services,
      special_hours: c.special_hours,
      image: null,
      accepts_walk_ins: c.accepts_walk_ins,
      website: c.website,
      description: null,
      meta_title: null,
      meta_description: null,
      keywords: null,
      slug,
      tags: [],
      town_id: town?.id ?? null,
      latitude: exact ? c.latitude : approx ? townPoint!.lat : null,
      longitude: exact ? c.longitude : approx ? townPoint!.lng : null,
      // A street-level geocoder match is still shown as approximate.
      coordinates_approximate: exact
        ? c.coordinates_match === 'street'
        : approx
          ? true
          : null,
      sources: c.sources,
      as_of: c.as_of,
      confidence: c.confidence,
      status_note: c.status_note,
      clinic_type: c.clinic_type,
      county: c.county,
      sees_children: c.sees_children,
      notes: c.notes,
      coordinates_note: c.coordinates_note,
      coordinates_source: c.coordinates_source ?? null,
      coordinates_method: exact
        ? (c.coordinates_method ?? 'source')
        : approx
          ? 'town'
          : null,
      coordinates_match: c.coordinates_match,
      field_sources: c.field_sources ?? null,
      status: c.status,
      phone_verified_at: c.phone_verified_at,
      phone_verified_method: c.phone_verified_method,
      hours_verified_at: c.hours_verified_at,
      hours_verified_method: c.hours_verified_method,
      address_verified_at: c.address_verified_at,
      address_verified_method: c.address_verified_method,
      website_verified_at: c.website_verified_at,
      website_verified_method: c.website_verified_method,
      next_check_after: c.next_check_after,
      min_age_months: c.min_age_months,
      accepts_medicaid_kchip: c.accepts_medicaid_kchip,
      medicaid_kchip_some_plans: c.medicaid_kchip_some_plans,
      xray_on_site: c.xray_on_site,
      last_checkin_minutes_before_close: c.last_checkin_minutes_before_close,
      languages: c.languages,
      min_age_verified_at: c.min_age_verified_at,
      min_age_verified_method: c.min_age_verified_method,
      medicaid_verified_at: c.medicaid_verified_at,
      medicaid_verified_method: c.medicaid_verified_method,
      xray_verified_at: c.xray_verified_at,
      xray_verified_method: c.xray_verified_method,
      last_checkin_verified_at: c.last_checkin_verified_at,
      last_checkin_verified_method: c.last_checkin_verified_method,
      languages_verified_at: c.languages_verified_at,
      languages_verified_method: c.languages_verified_method,
      hours_exceptions: c.hours_exceptions as HoursExceptionRow[],
    }
  })
  const internal: ClinicInternalRow[] = file.clinics.map((c, i) => ({
    clinic_id: clinics[i]!.id,
    do_not_call: c.do_not_call,
    do_not_call_reason: c.do_not_call_reason,
    internal_note: c.internal_note,
  }))
  if (problems.length)
    throw new Error(`The data file has problems:\n  ${problems.join('\n  ')}`)

  const coordinates: Record<string, CoordinateEntry> = {}
  for (const c of [...clinics].sort((a, b) => a.slug!.localeCompare(b.slug!)))
    if (c.latitude !== null && c.longitude !== null)
      coordinates[c.slug!] = {
        lat: c.latitude,
        lng: c.longitude,
        approximate: c.coordinates_approximate === true,
      }
  return { clinics, internal, towns, coordinates, generated: file.generated }
}

/** Field-level differences between two versions of the clinic rows. */
export function diffRows<T extends { slug: string | null }>(
  before: readonly T[],
  after: readonly T[],
): string[] {
  const out: string[] = []
  const old = new Map(before.map((r) => [r.slug, r]))
  const now = new Map(after.map((r) => [r.slug, r]))
  for (const [slug, row] of now) {
    const prev = old.get(slug)
    if (!prev) {
      out.push(`+ ${slug}`)
      continue
    }
    for (const key of Object.keys(row) as Array<keyof T>) {
      const a = JSON.stringify(prev[key] ?? null)
      const b = JSON.stringify(row[key] ?? null)
      if (a !== b) out.push(`~ ${slug}.${String(key)}: ${a} -> ${b}`)
    }
  }
  for (const slug of old.keys()) if (!now.has(slug)) out.push(`- ${slug}`)
  return out
}

const j = (v: unknown) => JSON.stringify(v, null, 2)
const banner = (sourceLabel: string) =>
  `// GENERATED by \`npm run data:import\` from ${sourceLabel}.
// Do not edit by hand: change the data file and run the import again.
`

function renderData(result: ImportResult, sourceLabel: string): string {
  return `${banner(sourceLabel)}import type { BuiltinClinicRow, BuiltinTownRow } from '../rows'

export const DATA_GENERATED = ${j(result.generated)}

export const CLINIC_ROWS: readonly BuiltinClinicRow[] = ${j(result.clinics)}

export const TOWN_ROWS: readonly BuiltinTownRow[] = ${j(result.towns)}
`
}

function renderCoordinates(result: ImportResult, sourceLabel: string): string {
  return `${banner(sourceLabel)}import type { CoordinateEntry } from '../rows'

/** Clinic coordinates keyed by slug (approximate = the town centre). */
export const COORDINATES: Readonly<Record<string, CoordinateEntry>> = ${j(result.coordinates)}
`
}

export interface ImportPaths {
  source: string
  emergencySource: string
  /** Where data.ts, coordinates.ts and emergency-departments.ts go. */
  outDir: string
  /** The clock no confirmation may be dated after (default: now). */
  now?: Date
}

export interface ImportRun {
  result: ImportResult
  emergency: ReturnType<typeof transformEmergency>
  changes: string[]
}

/** The generated modules an import writes: path and content of each. */
export interface ImportRender extends ImportRun {
  files: { path: string; content: string }[]
}

/**
 * Reads both data files and renders the generated modules for `outDir`
 * without writing them, with what changed since the last import (the ops
 * CLI writes them together with its other outputs, all or none).
 */
export async function renderImport(paths: ImportPaths): Promise<ImportRender> {
  const { source, emergencySource, outDir } = paths
  const outFile = path.join(outDir, 'data.ts')
  const emergencyFile = path.join(outDir, 'emergency-departments.ts')
  const result = transform(JSON.parse(readFileSync(source, 'utf8')), paths.now)
  const emergency = transformEmergency(
    JSON.parse(readFileSync(emergencySource, 'utf8')),
  )
  let beforeEmergency: EmergencyDepartmentRow[] = []
  if (existsSync(emergencyFile)) {
    const prev = (await import(`${emergencyFile}?t=${Date.now()}`)) as {
      EMERGENCY_DEPARTMENT_ROWS: EmergencyDepartmentRow[]
    }
    beforeEmergency = prev.EMERGENCY_DEPARTMENT_ROWS
  }
  let before: { clinics: BuiltinClinicRow[]; towns: BuiltinTownRow[] } = {
    clinics: [],
    towns: [],
  }
  if (existsSync(outFile)) {
    const prev = (await import(`${outFile}?t=${Date.now()}`)) as {
      CLINIC_ROWS: BuiltinClinicRow[]
      TOWN_ROWS: BuiltinTownRow[]
    }
    before = { clinics: prev.CLINIC_ROWS, towns: prev.TOWN_ROWS }
  }
  const changes = [
    ...diffRows(before.clinics, result.clinics).map((l) => `clinic ${l}`),
    ...diffRows(before.towns, result.towns).map((l) => `town ${l}`),
    ...diffRows(beforeEmergency, emergency.rows).map(
      (l) => `emergency department ${l}`,
    ),
  ]
  const label = (file: string) =>
    path.relative(ROOT, file).split(path.sep).join('/')
  const files = [
    { path: outFile, content: renderData(result, label(source)) },
    {
      path: path.join(outDir, 'coordinates.ts'),
      content: renderCoordinates(result, label(source)),
    },
    {
      path: emergencyFile,
      content: renderEmergency(emergency, banner(label(emergencySource))),
    },
  ]
  return { result, emergency, changes, files }
}

/**
 * Reads both data files, writes the generated modules into `outDir` and
 * answers what changed since the last import (npm run data:import).
 */
export async function runImport(paths: ImportPaths): Promise<ImportRun> {
  const { files, ...run } = await renderImport(paths)
  mkdirSync(paths.outDir, { recursive: true })
  for (const f of files) writeFileSync(f.path, f.content)
  return run
}

async function main() {
  const source = path.resolve(process.argv[2] ?? DEFAULT_SOURCE)
  const emergencySource = path.resolve(
    process.argv[3] ?? DEFAULT_EMERGENCY_SOURCE,
  )
  for (const file of [source, emergencySource])
    if (!existsSync(file)) {
      console.error(
        `No data file at ${file}. Pass the paths: npm run data:import -- <clinics.json> <emergency-departments.json>`,
      )
      process.exit(1)
    }
  const { result, emergency, changes } = await runImport({
    source,
    emergencySource,
    outDir: OUT_DIR,
  })
  const approx = Object.values(result.coordinates).filter(
    (c) => c.approximate,
  ).length
  console.log(
    `Imported ${result.clinics.length} clinics and ${result.towns.length} towns (data of ${result.generated}); ` +
      `${Object.keys(result.coordinates).length - approx} exact and ${approx} town-centre coordinates.`,
  )
  const outside = emergency.rows.filter((r) => r.out_of_state).length
  console.log(
    `Imported ${emergency.rows.length} emergency departments (${emergency.rows.length - outside} in Kentucky, ${outside} nearby out of state; data of ${emergency.generated}); ` +
      `${emergency.rows.filter((r) => r.latitude === null).length} without coordinates.`,
  )
  if (changes.length === 0) console.log('No changes since the last import.')
  else {
    console.log(`${changes.length} change(s):`)
    for (const c of changes) console.log(`  ${c}`)
  }
}

if (
  process.argv[1] &&
  path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)
)
  main().catch((e: unknown) => {
    console.error(e instanceof Error ? e.message : e)
    process.exit(1)
  })
