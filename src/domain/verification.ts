/**
 * Verification facts of a clinic: whether it is open for business
 * and, per field a parent relies on, when and how it was last confirmed.
 * The same lists back the database's CHECK constraints
 * (supabase/migrations/20261126000001_verification.sql), the data file's
 * schema (supabase/tools/import-data.ts) and the operator CLI (ops/).
 */

export const CLINIC_STATUSES = [
  'active',
  'temporarily_closed',
  'permanently_closed',
] as const
export type ClinicStatus = (typeof CLINIC_STATUSES)[number]

/**
 * How a fact was confirmed: by phone, on the clinic's site, in person, or the
 * clinic told us; or, weaker and said so, taken from a public source the
 * operator reviewed (ops:harvest, issue 51): the federal NPI registry or
 * OpenStreetMap ('website' serves both an operator reading the clinic's page
 * and a value taken from its structured data).
 */
export const VERIFICATION_METHODS = [
  'call',
  'website',
  'visit',
  'clinic',
  'registry',
  'map',
] as const

/** The methods that are a public source read, not a word from the clinic. */
export const SOURCE_METHODS = ['website', 'registry', 'map'] as const
export type VerificationMethod = (typeof VERIFICATION_METHODS)[number]
export type SourceMethod = (typeof SOURCE_METHODS)[number]

/** True for a value taken from a public source (weaker, and said so). */
export const isSourceMethod = (m: VerificationMethod): m is SourceMethod =>
  (SOURCE_METHODS as readonly VerificationMethod[]).includes(m)

/** The contact fields: where the clinic is and how to reach it. */
export const CONTACT_FIELDS = ['phone', 'hours', 'address', 'website'] as const
export type ContactField = (typeof CONTACT_FIELDS)[number]

/**
 * The facts a parent needs before driving (./before-you-go.ts): the
 * youngest age seen, Medicaid/KCHIP, X-ray on site, the last check-in before
 * closing, languages. Each value is shown only with its confirmation.
 */
export const FACT_FIELDS = [
  'min_age',
  'medicaid',
  'xray',
  'last_checkin',
  'languages',
] as const
export type FactField = (typeof FACT_FIELDS)[number]

/** The fields that carry their own confirmed date. */
export const VERIFIED_FIELDS = [...CONTACT_FIELDS, ...FACT_FIELDS] as const
export type VerifiedField = (typeof VERIFIED_FIELDS)[number]

/** What one check of a clinic found (one verification_events row). */
export const VERIFICATION_OUTCOMES = [
  'confirmed',
  'changed',
  'no_answer',
  'wrong_number',
  'closed_today',
  'temporarily_closed',
  'permanently_closed',
] as const
export type VerificationOutcome = (typeof VERIFICATION_OUTCOMES)[number]

export interface FieldVerification {
  /** ISO timestamp of the confirmation. */
  at: string
  method: VerificationMethod
}

export type Verification = Record<VerifiedField, FieldVerification | null>

export const UNVERIFIED: Verification = {
  phone: null,
  hours: null,
  address: null,
  website: null,
  min_age: null,
  medicaid: null,
  xray: null,
  last_checkin: null,
  languages: null,
}

/**
 * Whether a clinic belongs in the lists a parent browses (home, towns, the
 * map, the site maps): every clinic but one that has closed for good. Its
 * page stays at its URL, saying so.
 */
export const isListed = (c: { status?: ClinicStatus | null }): boolean =>
  c.status !== 'permanently_closed'
