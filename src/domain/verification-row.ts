/**
 * Reading a clinic's verification facts from a row (the database's columns,
 * the data file's fields): the checks and the parsing the row readers and
 * the operator tools use. The facts themselves: ./verification.ts. Apart
 * from it so home's first load, which shows the facts, does not carry the
 * parsing.
 */
import {
  CLINIC_STATUSES,
  UNVERIFIED,
  VERIFICATION_METHODS,
  VERIFICATION_OUTCOMES,
  VERIFIED_FIELDS,
  type ClinicStatus,
  type Verification,
  type VerificationMethod,
  type VerificationOutcome,
  type VerifiedField,
} from './verification'

export const isClinicStatus = (v: unknown): v is ClinicStatus =>
  typeof v === 'string' && (CLINIC_STATUSES as readonly string[]).includes(v)

export const isVerificationMethod = (v: unknown): v is VerificationMethod =>
  typeof v === 'string' &&
  (VERIFICATION_METHODS as readonly string[]).includes(v)

export const isVerificationOutcome = (v: unknown): v is VerificationOutcome =>
  typeof v === 'string' &&
  (VERIFICATION_OUTCOMES as readonly string[]).includes(v)

/** The row columns of one field's confirmation. */
export const verifiedAtColumn = (f: VerifiedField) =>
  `${f}_verified_at` as const
export const verifiedMethodColumn = (f: VerifiedField) =>
  `${f}_verified_method` as const

/** Every verification column of a clinics row, in the table's order. */
export const VERIFICATION_COLUMNS = [
  'status',
  ...VERIFIED_FIELDS.flatMap(
    (f) => [verifiedAtColumn(f), verifiedMethodColumn(f)] as const,
  ),
  'next_check_after',
] as const

/**
 * The verification columns of a clinics row. Every one is optional: a
 * database from before the verification migration has none of them.
 */
export interface VerificationColumns {
  status?: ClinicStatus | null
  phone_verified_at?: string | null
  phone_verified_method?: VerificationMethod | null
  hours_verified_at?: string | null
  hours_verified_method?: VerificationMethod | null
  address_verified_at?: string | null
  address_verified_method?: VerificationMethod | null
  website_verified_at?: string | null
  website_verified_method?: VerificationMethod | null
  min_age_verified_at?: string | null
  min_age_verified_method?: VerificationMethod | null
  medicaid_verified_at?: string | null
  medicaid_verified_method?: VerificationMethod | null
  xray_verified_at?: string | null
  xray_verified_method?: VerificationMethod | null
  last_checkin_verified_at?: string | null
  last_checkin_verified_method?: VerificationMethod | null
  languages_verified_at?: string | null
  languages_verified_method?: VerificationMethod | null
  next_check_after?: string | null
}

/**
 * A date (YYYY-MM-DD, read as UTC midnight) or a date-time with its zone
 * (ISO 8601, or PostgreSQL's "2026-11-26 17:00:00+00"), as ISO in UTC; else null.
 */
export function isoTimestamp(v: unknown): string | null {
  if (v instanceof Date)
    return Number.isNaN(v.getTime()) ? null : v.toISOString()
  if (typeof v !== 'string') return null
  const m =
    /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)(Z|[+-]\d{2}(?::?\d{2})?))?$/.exec(
      v.trim(),
    )
  if (!m) return null
  const zone = m[3] === undefined || m[3] === 'Z' ? 'Z' : m[3]
  const text =
    m[2] === undefined
      ? `${m[1]}T00:00:00Z`
      : `${m[1]}T${m[2]}${/^[+-]\d{2}$/.test(zone) ? `${zone}:00` : zone}`
  const t = Date.parse(text)
  if (Number.isNaN(t)) return null
  // Date.parse rolls 2026-02-30 over to March: not a real date.
  return new Date(t).toISOString().slice(0, 10) === m[1] || m[2] !== undefined
    ? new Date(t).toISOString()
    : null
}

/** The row's confirmations; a date without a valid method (or the reverse) is no confirmation. */
export function verificationOf(row: VerificationColumns): Verification {
  const out: Verification = { ...UNVERIFIED }
  for (const f of VERIFIED_FIELDS) {
    const at = isoTimestamp(row[verifiedAtColumn(f)])
    const method = row[verifiedMethodColumn(f)]
    out[f] = at && isVerificationMethod(method) ? { at, method } : null
  }
  return out
}
