/**
 * Writes supabase/seed.sql from the app's built-in data set (the same records
 * the app bundles): `npx tsx supabase/tools/generate-seed.ts`.
 *
 * - deterministic: same data, same bytes (rows in data order, fixed columns);
 * - ids are the uuid v5 of each slug (made by the import), and every row is an
 *   INSERT ... ON CONFLICT (id) DO UPDATE, so re-running the seed upserts
 *   instead of duplicating; it never deletes rows;
 * - lossless: every field of every row has a column, and a field the table
 *   does not know stops the script instead of being dropped;
 * - the operator-only facts (do_not_call, its reason, the internal note),
 *   which the built-in data never carries, come from the project's data file
 *   (supabase/data/) into clinic_internal, upserted by clinic_id.
 *
 * For tests/tools/pg-test.sh: `--expect` prints the values the SQL tests
 * check the database against (name=value lines for psql -v), and
 * `--compare FILE` checks rows read back from the database (JSON
 * {clinics, towns, emergency_departments}) field by field against the data set.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { isDeepStrictEqual } from 'node:util'
import {
  CLINIC_ROWS,
  TOWN_ROWS,
} from '../../src/data/builtin/generated/data.ts'
import { EMERGENCY_DEPARTMENT_ROWS } from '../../src/data/builtin/generated/emergency-departments.ts'
import { DEFAULT_SOURCE, transform } from './import-data.ts'
import {
  VERIFICATION_COLUMNS,
  verifiedAtColumn,
} from '../../src/domain/verification-row.ts'
import { VERIFIED_FIELDS } from '../../src/domain/verification.ts'
import { FACT_VALUE_COLUMNS } from '../../src/domain/before-you-go.ts'

/** The fact columns (supabase/migrations/20261201000001_before_you_go.sql), in table order. */
const FACT_VALUE_COLUMN_NAMES = [
  FACT_VALUE_COLUMNS.min_age,
  FACT_VALUE_COLUMNS.medicaid,
  FACT_VALUE_COLUMNS.xray,
  FACT_VALUE_COLUMNS.last_checkin,
  FACT_VALUE_COLUMNS.languages,
] as const

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
export const SEED_FILE = path.join(ROOT, 'supabase/seed.sql')

/** A data row: any object; read through its own keys. */
type Row = object
const fields = (row: Row) => row as Readonly<Record<string, unknown>>

/** The columns of supabase/migrations, in table order. */
export const TOWN_COLUMNS = [
  'id',
  'name',
  'state',
  'slug',
  'meta_title',
  'meta_description',
  'population',
  'description',
  'county',
  'latitude',
  'longitude',
  'timezone',
  'population_unlabelled_list',
  'sources',
  'notes',
  'created_at',
  'updated_at',
] as const

export const CLINIC_COLUMNS = [
  'id',
  'name',
  'address',
  'city',
  'state',
  'zip',
  'phone',
  'rating',
  'review_count',
  'hours_today',
  'closes_today',
  'is_open',
  'hours_sunday',
  'hours_monday',
  'hours_tuesday',
  'hours_wednesday',
  'hours_thursday',
  'hours_friday',
  'hours_saturday',
  'timezone',
  'services',
  'special_hours',
  'image',
  'accepts_walk_ins',
  'website',
  'description',
  'meta_title',
  'meta_description',
  'keywords',
  'slug',
  'tags',
  'town_id',
  'latitude',
  'longitude',
  'coordinates_approximate',
  'sources',
  'as_of',
  'confidence',
  'status_note',
  'clinic_type',
  'county',
  'sees_children',
  'notes',
  'coordinates_note',
  'coordinates_source',
  'field_sources',
  ...VERIFICATION_COLUMNS,
  'coordinates_method',
  'coordinates_match',
  ...FACT_VALUE_COLUMN_NAMES,
  'hours_exceptions',
  'medicaid_kchip_some_plans',
] as const

/** Operator-only facts (never in the built-in data; read from the data file). */
export const CLINIC_INTERNAL_COLUMNS = [
  'clinic_id',
  'do_not_call',
  'do_not_call_reason',
  'internal_note',
] as const

export const EMERGENCY_DEPARTMENT_COLUMNS = [
  'id',
  'slug',
  'name',
  'other_names',
  'address',
  'city',
  'state',
  'zip',
  'county',
  'phone',
  'latitude',
  'longitude',
  'cms_facility_id',
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
  'military',
  'out_of_state',
  'sources',
  'as_of',
  'as_of_note',
  'confidence',
  'confidence_note',
] as const

/** jsonb columns; every other object value is an error. */
const JSONB_COLUMNS = new Set(['field_sources', 'hours_exceptions'])
/** timestamptz columns: compared as instants (the database writes +00:00, the data Z). */
const TIMESTAMP_FIELDS = new Set<string>([
  'created_at',
  ...VERIFIED_FIELDS.map(verifiedAtColumn),
  'next_check_after',
])
/** Set once on insert, never overwritten by a re-seed (the trigger owns updated_at). */
const INSERT_ONLY = new Set(['id', 'created_at', 'updated_at'])

/** A SQL string literal (standard_conforming_strings on: only ' is special). */
export function sqlString(s: string): string {
  if (s.includes('\0')) throw new Error('text cannot hold a NUL character')
  return `'${s.replaceAll("'", "''")}'`
}

/** One value as a SQL literal; `jsonb` marks a jsonb column. */
export function sqlLiteral(value: unknown, jsonb = false): string {
  if (value === null || value === undefined) return 'null'
  if (jsonb) return `${sqlString(JSON.stringify(value))}::jsonb`
  if (typeof value === 'string') return sqlString(value)
  if (typeof value === 'boolean') return value ? 'true' : 'false'
  if (typeof value === 'number') {
    if (!Number.isFinite(value))
      throw new Error(`not a finite number: ${value}`)
    return String(value)
  }
  if (Array.isArray(value)) {
    if (!value.every((v) => typeof v === 'string'))
      throw new Error('only text arrays are supported')
    return value.length === 0
      ? `'{}'::text[]`
      : `array[${value.map(sqlString).join(', ')}]::text[]`
  }
  throw new Error(`no SQL literal for ${typeof value}`)
}

function insert(
  table: string,
  columns: readonly string[],
  rows: readonly Row[],
  { zoned = true, key = 'id' }: { zoned?: boolean; key?: string } = {},
): string {
  const known = new Set(columns)
  const values = rows.map((r) => {
    const row = fields(r)
    const label = `${table} ${String(row.slug ?? row[key])}`
    for (const key of Object.keys(row))
      if (!known.has(key))
        throw new Error(`${label}: no column for field "${key}"`)
    if (
      zoned &&
      (typeof row.timezone !== 'string' || row.timezone.trim() === '')
    )
      throw new Error(`${label}: every seeded row states its time zone`)
    const cells = columns.map((c) => {
      try {
        return `    ${sqlLiteral(row[c], JSONB_COLUMNS.has(c))}`
      } catch (e) {
        throw new Error(`${label}.${c}: ${(e as Error).message}`)
      }
    })
    return `  (\n${cells.join(',\n')}\n  )`
  })
  const updates = columns
    .filter((c) => !INSERT_ONLY.has(c) && c !== key)
    .map((c) => `  ${c} = excluded.${c}`)
  return [
    `insert into public.${table} (\n  ${columns.join(',\n  ')}\n) values`,
    `${values.join(',\n')}`,
    `on conflict (${key}) do update set\n${updates.join(',\n')};`,
  ].join('\n')
}

let internalRows: readonly Row[] | undefined
/** The clinic_internal rows of the project's data file (read once). */
export function defaultInternalRows(): readonly Row[] {
  internalRows ??= transform(
    JSON.parse(readFileSync(DEFAULT_SOURCE, 'utf8')),
  ).internal
  return internalRows
}

/** The whole seed file for the given rows. */
export function generateSeedSql(
  clinics: readonly Row[] = CLINIC_ROWS,
  towns: readonly Row[] = TOWN_ROWS,
  emergencyDepartments: readonly Row[] = EMERGENCY_DEPARTMENT_ROWS,
  internal: readonly Row[] = defaultInternalRows(),
): string {
  return [
    '-- GENERATED by `npx tsx supabase/tools/generate-seed.ts` from the built-in',
    '-- data set (src/data/builtin/generated/data.ts and emergency-departments.ts).',
    '-- Do not edit by hand: change the data, run the import, then this generator.',
    '--',
    `-- ${towns.length} towns, ${clinics.length} clinics and ${emergencyDepartments.length} emergency departments, upserted by`,
    '-- id (the uuid v5 of each slug; of the CMS facility id for emergency',
    '-- departments): running it again updates rows instead of duplicating them.',
    '',
    'set standard_conforming_strings = on;',
    '',
    insert('towns', TOWN_COLUMNS, towns),
    '',
    insert('clinics', CLINIC_COLUMNS, clinics),
    '',
    '-- Operator-only facts (service role only; never in the built-in data).',
    insert('clinic_internal', CLINIC_INTERNAL_COLUMNS, internal, {
      zoned: false,
      key: 'clinic_id',
    }),
    '',
    insert(
      'emergency_departments',
      EMERGENCY_DEPARTMENT_COLUMNS,
      emergencyDepartments,
      { zoned: false },
    ),
    '',
  ].join('\n')
}

/** Reference values the SQL tests compare the seeded database with. */
export function seedExpectations(
  clinics: readonly Row[] = CLINIC_ROWS,
  towns: readonly Row[] = TOWN_ROWS,
  emergencyDepartments: readonly Row[] = EMERGENCY_DEPARTMENT_ROWS,
): Record<string, string | number> {
  const eds = emergencyDepartments.map(fields)
  const firstEd = eds[0]
  if (!firstEd)
    throw new Error('the built-in data set has no emergency departments')
  const cs = clinics.map(fields)
  const city = (r: Readonly<Record<string, unknown>>) => String(r.city)
  const count = (c: string) => cs.filter((r) => city(r) === c).length
  const bySlug = (a: Readonly<Record<string, unknown>>, b: typeof a) =>
    String(a.slug) < String(b.slug) ? -1 : 1
  // The sample: the first clinic (by slug) of the city with the most clinics.
  const sample = [...cs].sort(
    (a, b) => count(city(b)) - count(city(a)) || bySlug(a, b),
  )[0]
  if (!sample) throw new Error('the built-in data set has no clinics')
  const town = towns.map(fields).find((t) => t.id === sample.town_id)
  if (!town) throw new Error(`${String(sample.slug)}: its town is missing`)
  // The town page's filter: the town slug turned back into a city name.
  const townCity = String(town.slug)
    .split('-')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ')
  const inTown = cs.filter(
    (r) => city(r).toLowerCase() === townCity.toLowerCase(),
  ).length
  return {
    clinics: clinics.length,
    towns: towns.length,
    town_ids: new Set(cs.map((r) => r.town_id).filter(Boolean)).size,
    sample_slug: String(sample.slug),
    sample_id: String(sample.id),
    sample_city: city(sample),
    sample_town_id: String(town.id),
    sample_town_slug: String(town.slug),
    sample_town_city: townCity,
    sample_town_clinics: inTown,
    sample_others: Math.min(count(city(sample)) - 1, 6),
    emergency_departments: eds.length,
    emergency_departments_out_of_state: eds.filter((r) => r.out_of_state)
      .length,
    emergency_departments_no_point: eds.filter((r) => r.latitude === null)
      .length,
    sample_ed_slug: String(firstEd.slug),
  }
}

/**
 * Differences between rows read back from the database and the data set
 * (empty = the seed is lossless). updated_at belongs to the trigger.
 */
export function compareWithDatabase(
  db: { clinics?: unknown; towns?: unknown; emergency_departments?: unknown },
  clinics: readonly Row[] = CLINIC_ROWS,
  towns: readonly Row[] = TOWN_ROWS,
  emergencyDepartments: readonly Row[] = EMERGENCY_DEPARTMENT_ROWS,
): string[] {
  const problems: string[] = []
  const check = (table: string, data: readonly Row[], got: unknown) => {
    const rows = (Array.isArray(got) ? got : []).map(fields)
    const byId = new Map(rows.map((r) => [r.id, r]))
    if (rows.length !== data.length)
      problems.push(
        `${table}: ${rows.length} rows, the data has ${data.length}`,
      )
    for (const want of data.map(fields)) {
      const row = byId.get(want.id)
      if (!row) {
        problems.push(`${table} ${String(want.slug)}: missing`)
        continue
      }
      for (const [k, v] of Object.entries(want)) {
        if (k === 'updated_at') continue
        const same = TIMESTAMP_FIELDS.has(k)
          ? v === null
            ? row[k] === null
            : Date.parse(String(row[k])) === Date.parse(String(v))
          : isDeepStrictEqual(row[k], v)
        if (!same)
          problems.push(
            `${table} ${String(want.slug)}.${k}: database ${JSON.stringify(row[k])}, data ${JSON.stringify(v)}`,
          )
      }
    }
  }
  check('towns', towns, db.towns)
  check('clinics', clinics, db.clinics)
  check('emergency_departments', emergencyDepartments, db.emergency_departments)
  return problems
}

function main(args: string[]): void {
  const compare = args.indexOf('--compare')
  if (compare >= 0) {
    const file = args[compare + 1]
    if (!file) throw new Error('--compare needs a JSON file')
    const problems = compareWithDatabase(JSON.parse(readFileSync(file, 'utf8')))
    if (problems.length > 0)
      throw new Error(`database and data disagree:\n  ${problems.join('\n  ')}`)
    console.log(
      `ok - every row read back equals the built-in data (${TOWN_ROWS.length} towns, ${CLINIC_ROWS.length} clinics, ${EMERGENCY_DEPARTMENT_ROWS.length} emergency departments)`,
    )
    return
  }
  if (args.includes('--expect')) {
    for (const [k, v] of Object.entries(seedExpectations()))
      console.log(`${k}=${v}`)
    return
  }
  const sql = generateSeedSql()
  let before = ''
  try {
    before = readFileSync(SEED_FILE, 'utf8')
  } catch {
    // first run
  }
  writeFileSync(SEED_FILE, sql)
  console.log(
    `${path.relative(ROOT, SEED_FILE)}: ${TOWN_ROWS.length} towns, ${CLINIC_ROWS.length} clinics, ${EMERGENCY_DEPARTMENT_ROWS.length} emergency departments` +
      (before === sql ? ' (unchanged)' : ' (written)'),
  )
}

if (
  process.argv[1] &&
  path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)
)
  try {
    main(process.argv.slice(2))
  } catch (e) {
    console.error(e instanceof Error ? e.message : e)
    process.exit(1)
  }
