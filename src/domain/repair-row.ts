import {
  LANGUAGE_HELP,
  MAX_LAST_CHECKIN_MINUTES,
  MAX_MIN_AGE_MONTHS,
  languageList,
  type FactColumns,
} from './before-you-go'
import { DEFAULT_TIMEZONE } from './clinic'
import {
  readHoursException,
  readHoursExceptions,
  type HoursExceptionRow,
} from './hours/hours-exceptions'
import { isValidTimeZone } from './hours/zoned-time'
import type { ClinicRow, TownRow } from './map-row'
import { clinicSlug, isSafeSlug, townSlug } from './slug'
import { CLINIC_STATUSES, VERIFIED_FIELDS } from './verification'
import {
  isClinicStatus,
  isoTimestamp,
  isVerificationMethod,
  verifiedAtColumn,
  verifiedMethodColumn,
  type VerificationColumns,
} from './verification-row'

/**
 * Field-by-field repair of database rows: one odd row never takes
 * a list down. A field of the wrong type or outside its range becomes unknown
 * (null), an unknown time zone the default zone; only a row that cannot be
 * shown at all (not an object, no name) is skipped. Nothing is guessed.
 */

export interface RowIssue {
  /** 'clinic' or 'town'. */
  table: string
  /** The row's id, or `#{position}` when it has none. */
  row: string
  /** The column, or '(row)' for the whole row. */
  field: string
  /** What was wrong and what was done, in words. */
  problem: string
  /** 'fixed': shown with the field repaired; 'skipped': not shown. */
  action: 'fixed' | 'skipped'
}

export interface Repaired<T> {
  /** The repaired row, or null when it was skipped. */
  row: T | null
  issues: RowIssue[]
}

type Raw = Record<string, unknown>

const describeValue = (v: unknown): string => {
  if (typeof v === 'string')
    return JSON.stringify(v.length > 40 ? `${v.slice(0, 40)}…` : v)
  if (Array.isArray(v)) return 'a list'
  if (v !== null && typeof v === 'object') return 'an object'
  return String(v)
}

/** Reads one row's fields, recording every repair. */
function fieldReader(raw: Raw, table: string, row: string) {
  const issues: RowIssue[] = []
  const fix = (field: string, problem: string) =>
    issues.push({ table, row, field, problem, action: 'fixed' })
  const absent = (v: unknown) => v === null || v === undefined

  const text = (field: string): string | null => {
    const v = raw[field]
    if (absent(v)) return null
    if (typeof v === 'string') return v
    fix(field, `${describeValue(v)} is not text; shown as unknown`)
    return null
  }
  const texts = (field: string): string[] | null => {
    const v = raw[field]
    if (absent(v)) return null
    if (!Array.isArray(v)) {
      fix(field, `${describeValue(v)} is not a list of text; shown as unknown`)
      return null
    }
    const kept = v.filter((x): x is string => typeof x === 'string')
    if (kept.length !== v.length)
      fix(field, `${v.length - kept.length} entries are not text; left out`)
    return kept
  }
  const bool = (field: string): boolean | null => {
    const v = raw[field]
    if (absent(v)) return null
    if (typeof v === 'boolean') return v
    fix(field, `${describeValue(v)} is not true/false; shown as unknown`)
    return null
  }
  const number = (
    field: string,
    ok: (n: number) => boolean,
    range: string,
  ): number | null => {
    const v = raw[field]
    if (absent(v)) return null
    if (typeof v === 'number' && Number.isFinite(v) && ok(v)) return v
    fix(field, `${describeValue(v)} is not ${range}; shown as unknown`)
    return null
  }
  /** A name field, cut when it is longer than NAME_MAX_CHARS. */
  const name = (field: string, value: string): string => {
    const cut = cutLongName(value)
    if (cut === null) return value
    fix(
      field,
      `${Array.from(value).length} characters; cut to ${NAME_MAX_CHARS} with an ellipsis`,
    )
    return cut
  }
  return { issues, fix, text, texts, bool, number, name }
}

const isObject = (v: unknown): v is Raw =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

const rowLabel = (raw: unknown, position: number): string => {
  const id = isObject(raw) ? raw.id : undefined
  return typeof id === 'string' && id.trim() !== ''
    ? id
    : typeof id === 'number'
      ? String(id)
      : `#${position}`
}

/**
 * The longest name shown, in characters (code points): a town or clinic
 * name longer than this is cut, with an ellipsis, where rows are read. No
 * real name comes near it, and a page never has to lay out a 10,000-character
 * word.
 */
export const NAME_MAX_CHARS = 200

/**
 * The name cut to {@link NAME_MAX_CHARS} characters, the last of them an
 * ellipsis, or null when it is not longer than that. Cut between code
 * points (never inside a surrogate pair), then before any combining mark or
 * joiner left dangling at the cut, and trailing spaces dropped.
 */
export function cutLongName(name: string): string | null {
  if (name.length <= NAME_MAX_CHARS) return null
  const chars = Array.from(name)
  if (chars.length <= NAME_MAX_CHARS) return null
  let kept = chars.slice(0, NAME_MAX_CHARS - 1).join('')
  kept = kept.replace(/[\p{M}\u200c\u200d]+$/u, '').trimEnd()
  return `${kept}…`
}

const skip = <T>(
  table: string,
  row: string,
  field: string,
  problem: string,
): Repaired<T> => ({
  row: null,
  issues: [{ table, row, field, problem, action: 'skipped' }],
})

/** A clinics row from the database, repaired field by field (or skipped). */
export function repairClinicRow(
  raw: unknown,
  position: number,
): Repaired<ClinicRow> {
  const table = 'clinic'
  const label = rowLabel(raw, position)
  if (!isObject(raw))
    return skip(table, label, '(row)', `${describeValue(raw)} is not a row`)
  const fullName =
    typeof raw.name === 'string' && raw.name.trim() ? raw.name : ''
  if (!fullName)
    return skip(table, label, 'name', 'no name: nothing to show the clinic by')
  const r = fieldReader(raw, table, label)
  const name = r.name('name', fullName)

  const id = label.startsWith('#') ? '' : label
  if (!id) r.fix('id', 'no id; shown without one')
  // The city is a town's name too (a town page without a towns row).
  const city = r.name('city', r.text('city') ?? '')
  const state = r.text('state') ?? 'KY'

  const zone = r.text('timezone')
  let timezone = zone
  if (zone !== null && zone.trim() !== '' && !isValidTimeZone(zone.trim())) {
    r.fix(
      'timezone',
      `unknown time zone ${describeValue(zone)}; using ${DEFAULT_TIMEZONE}`,
    )
    timezone = null
  }

  let latitude = r.number('latitude', (n) => Math.abs(n) <= 90, 'a latitude')
  let longitude = r.number(
    'longitude',
    (n) => Math.abs(n) <= 180,
    'a longitude',
  )
  if ((latitude === null) !== (longitude === null)) {
    latitude = null
    longitude = null
  }

  const slugValue = r.text('slug')
  let slug = slugValue
  if (slugValue !== null && slugValue.trim() !== '' && !isSafeSlug(slugValue)) {
    r.fix(
      'slug',
      `${describeValue(slugValue)} is not a slug; derived from the name`,
    )
    slug = null
  }

  if (!clinicSlug({ slug, name }))
    return skip(
      table,
      label,
      'name',
      `${describeValue(name)} gives no page address (no letter or digit) and the row has no slug`,
    )

  const confidenceValue = r.text('confidence')
  let confidence: ClinicRow['confidence'] = null
  if (
    confidenceValue === 'high' ||
    confidenceValue === 'medium' ||
    confidenceValue === 'low'
  )
    confidence = confidenceValue
  else if (confidenceValue !== null)
    r.fix(
      'confidence',
      `${describeValue(confidenceValue)} is not high, medium or low; shown as unknown`,
    )

  const row: ClinicRow = {
    id,
    name,
    address: r.text('address'),
    city,
    state,
    zip: r.text('zip'),
    phone: r.text('phone'),
    rating: r.number('rating', (n) => n >= 0 && n <= 5, 'a rating of 0–5'),
    review_count: r.number(
      'review_count',
      (n) => Number.isInteger(n) && n >= 0,
      'a count',
    ),
    hours_today: r.text('hours_today'),
    closes_today: r.text('closes_today'),
    is_open: r.bool('is_open'),
    hours_sunday: r.text('hours_sunday'),
    hours_monday: r.text('hours_monday'),
    hours_tuesday: r.text('hours_tuesday'),
    hours_wednesday: r.text('hours_wednesday'),
    hours_thursday: r.text('hours_thursday'),
    hours_friday: r.text('hours_friday'),
    hours_saturday: r.text('hours_saturday'),
    timezone,
    services: r.texts('services'),
    special_hours: r.texts('special_hours'),
    image: r.text('image'),
    accepts_walk_ins: r.bool('accepts_walk_ins'),
    website: r.text('website'),
    description: r.text('description'),
    meta_title: r.text('meta_title'),
    meta_description: r.text('meta_description'),
    keywords: r.text('keywords'),
    slug,
    tags: r.texts('tags'),
    town_id: r.text('town_id'),
    latitude,
    longitude,
    coordinates_approximate: r.bool('coordinates_approximate'),
    sources: r.texts('sources'),
    as_of: r.text('as_of'),
    confidence,
    status_note: r.text('status_note'),
    ...verificationColumns(raw, r),
    ...factColumns(raw, r),
    ...reportSignal(raw, r),
    ...exceptionColumn(raw, r),
  }
  return { row, issues: r.issues }
}

/**
 * The verification columns the row has: a database from before
 * that migration has none, and the row then shows as active and never
 * confirmed. A value of the wrong kind is repaired like any other field.
 */
function verificationColumns(
  raw: Raw,
  r: ReturnType<typeof fieldReader>,
): VerificationColumns {
  const out: VerificationColumns = {}
  if ('status' in raw) {
    const v = r.text('status')
    if (v === null || isClinicStatus(v)) out.status = v
    else {
      r.fix(
        'status',
        `${describeValue(v)} is not ${CLINIC_STATUSES.join(', ')}; shown as active`,
      )
      out.status = null
    }
  }
  const timestamp = (field: keyof VerificationColumns): string | null => {
    const v = r.text(field)
    if (v === null || isoTimestamp(v) !== null) return v
    r.fix(field, `${describeValue(v)} is not a date and time; shown as unknown`)
    return null
  }
  for (const f of VERIFIED_FIELDS) {
    const at = verifiedAtColumn(f)
    const method = verifiedMethodColumn(f)
    if (at in raw) out[at] = timestamp(at)
    if (method in raw) {
      const v = r.text(method)
      if (v === null || isVerificationMethod(v)) out[method] = v
      else {
        r.fix(method, `${describeValue(v)} is not a method; shown as unknown`)
        out[method] = null
      }
    }
  }
  if ('next_check_after' in raw)
    out.next_check_after = timestamp('next_check_after')
  return out
}

/**
 * The before-you-go fact columns the row has (a database from before that
 * migration has none: every fact unknown). A value of the wrong kind or out
 * of range is repaired to unknown like any other field.
 */
function factColumns(raw: Raw, r: ReturnType<typeof fieldReader>): FactColumns {
  const out: FactColumns = {}
  const whole = (max: number) => (n: number) =>
    Number.isInteger(n) && n >= 0 && n <= max
  if ('min_age_months' in raw)
    out.min_age_months = r.number(
      'min_age_months',
      whole(MAX_MIN_AGE_MONTHS),
      `a whole number of months from 0 to ${MAX_MIN_AGE_MONTHS}`,
    )
  if ('accepts_medicaid_kchip' in raw)
    out.accepts_medicaid_kchip = r.bool('accepts_medicaid_kchip')
  if ('medicaid_kchip_some_plans' in raw)
    out.medicaid_kchip_some_plans = r.bool('medicaid_kchip_some_plans')
  if ('xray_on_site' in raw) out.xray_on_site = r.bool('xray_on_site')
  if ('last_checkin_minutes_before_close' in raw)
    out.last_checkin_minutes_before_close = r.number(
      'last_checkin_minutes_before_close',
      whole(MAX_LAST_CHECKIN_MINUTES),
      `a whole number of minutes from 0 to ${MAX_LAST_CHECKIN_MINUTES}`,
    )
  if ('languages' in raw) {
    const v = raw.languages
    const list = languageList(v)
    if (v === null || v === undefined) out.languages = null
    else if (list === null || list.length !== (v as unknown[]).length) {
      r.fix(
        'languages',
        `${describeValue(v)} is not a list of ${LANGUAGE_HELP.join(', ')} (each once); shown as unknown`,
      )
      out.languages = null
    } else out.languages = list
  }
  return out
}

/**
 * The dated exceptions (absent in an older database: none). Each entry is
 * checked alone: a bad one is left out and said, the others kept.
 */
function exceptionColumn(
  raw: Raw,
  r: ReturnType<typeof fieldReader>,
): Pick<ClinicRow, 'hours_exceptions'> {
  if (!('hours_exceptions' in raw)) return {}
  const v = raw.hours_exceptions
  if (v === null || v === undefined) return { hours_exceptions: [] }
  if (!Array.isArray(v)) {
    r.fix('hours_exceptions', `${describeValue(v)} is not a list; none shown`)
    return { hours_exceptions: [] }
  }
  const { problems } = readHoursExceptions(v)
  for (const p of problems) r.fix('hours_exceptions', `${p}; left out`)
  // Only the entries that read (the first for a date), as stored.
  const kept: HoursExceptionRow[] = []
  const seen = new Set<string>()
  for (const entry of v) {
    const read = readHoursException(entry)
    if ('ok' in read && !seen.has(read.ok.date)) {
      seen.add(read.ok.date)
      kept.push(entry as HoursExceptionRow)
    }
  }
  return { hours_exceptions: kept }
}

/** The visitor signal's column (absent in built-in data and older databases). */
function reportSignal(
  raw: Raw,
  r: ReturnType<typeof fieldReader>,
): Pick<ClinicRow, 'visitors_reported_closed_until'> {
  const field = 'visitors_reported_closed_until'
  if (!(field in raw)) return {}
  const v = r.text(field)
  if (v === null || isoTimestamp(v) !== null) return { [field]: v }
  r.fix(field, `${describeValue(v)} is not a date and time; not shown`)
  return { [field]: null }
}

/**
 * A towns row, repaired field by field. A slug that is not `[a-z0-9-]` is
 * derived again from the name (or the row skipped when the name gives none).
 */
export function repairTownRow(
  raw: unknown,
  position: number,
): Repaired<TownRow> {
  const table = 'town'
  const label = rowLabel(raw, position)
  if (!isObject(raw))
    return skip(table, label, '(row)', `${describeValue(raw)} is not a row`)
  const fullName =
    typeof raw.name === 'string' && raw.name.trim() ? raw.name : ''
  if (!fullName)
    return skip(table, label, 'name', 'no name: nothing to show the town by')
  const r = fieldReader(raw, table, label)
  const name = r.name('name', fullName)
  let slug = r.text('slug') ?? ''
  if (!isSafeSlug(slug)) {
    const derived = townSlug(name)
    if (!derived)
      return skip(table, label, 'slug', 'no usable slug and none from the name')
    r.fix('slug', `${describeValue(slug)} is not a slug; derived from the name`)
    slug = derived
  }
  const row: TownRow = {
    id: label.startsWith('#') ? '' : label,
    name,
    state: r.text('state') ?? 'KY',
    slug,
    meta_title: r.text('meta_title'),
    meta_description: r.text('meta_description'),
    population: r.number(
      'population',
      (n) => Number.isInteger(n) && n >= 0,
      'a population',
    ),
    description: r.text('description'),
    created_at: r.text('created_at') ?? '',
    updated_at: r.text('updated_at') ?? '',
  }
  return { row, issues: r.issues }
}

/** One line per issue, naming the row and the field (build log, console). */
export function describeRowIssue(issue: RowIssue): string {
  return `${issue.action === 'skipped' ? 'skipped' : 'fixed'} ${issue.table} row ${issue.row}, ${issue.field}: ${issue.problem}`
}
