/**
 * What a parent must know before driving, as stored: the youngest age a
 * clinic sees, Medicaid/KCHIP, X-ray on site, the last check-in before
 * closing, and the languages spoken. Each is a column of the clinics row
 * (supabase/migrations/20261201000001_before_you_go.sql) with its own
 * confirmation (./verification.ts, FACT_FIELDS). `null` is unknown; a value
 * without its confirmation is unknown too (never shown, never filtered on).
 * The words a parent reads: ./before-you-go-text.ts.
 */
import type { FactField, Verification } from './verification'

/** The youngest age a clinic can state: 18 years, in months. */
export const MAX_MIN_AGE_MONTHS = 216
/** The longest stop before closing the sheet accepts, in minutes (4 hours). */
export const MAX_LAST_CHECKIN_MINUTES = 240

/**
 * Language help a clinic offers besides English: 'spanish' (staff speak
 * Spanish with a family), 'interpreter' (a phone or video interpreter line).
 * A confirmed empty list: neither.
 */
export const LANGUAGE_HELP = ['spanish', 'interpreter'] as const
export type LanguageHelp = (typeof LANGUAGE_HELP)[number]

/** The five facts, confirmed values only (null: unknown). */
export interface ClinicFacts {
  /** 0: all ages (newborns too). */
  minAgeMonths: number | null
  acceptsMedicaidKchip: boolean | null
  /**
   * Only some Medicaid/KCHIP plans taken (acceptsMedicaidKchip is then
   * true): the parent asks which. Absent or false: every plan, or not taken.
   */
  medicaidSomePlans?: boolean
  xrayOnSite: boolean | null
  /** Minutes before closing that check-in stops (0: until closing). */
  lastCheckinMinutesBeforeClose: number | null
  languages: readonly LanguageHelp[] | null
}

export const UNKNOWN_FACTS: ClinicFacts = {
  minAgeMonths: null,
  acceptsMedicaidKchip: null,
  xrayOnSite: null,
  lastCheckinMinutesBeforeClose: null,
  languages: null,
}

/**
 * The fact columns of a clinics row. Every one is optional: a database from
 * before the migration has none of them.
 */
export interface FactColumns {
  min_age_months?: number | null
  accepts_medicaid_kchip?: boolean | null
  /** true: some plans only (20261204000001_medicaid_some_plans.sql). */
  medicaid_kchip_some_plans?: boolean | null
  xray_on_site?: boolean | null
  last_checkin_minutes_before_close?: number | null
  languages?: string[] | null
}

/** Each fact's value column, by its confirmation's field. */
export const FACT_VALUE_COLUMNS = {
  min_age: 'min_age_months',
  medicaid: 'accepts_medicaid_kchip',
  xray: 'xray_on_site',
  last_checkin: 'last_checkin_minutes_before_close',
  languages: 'languages',
} as const satisfies Record<FactField, keyof FactColumns>

const wholeIn = (v: unknown, max: number): number | null =>
  typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= max ? v : null

const yesNo = (v: unknown): boolean | null =>
  typeof v === 'boolean' ? v : null

/** A list of known language help, each once, in LANGUAGE_HELP's order; else null. */
export function languageList(v: unknown): LanguageHelp[] | null {
  if (!Array.isArray(v)) return null
  if (!v.every((x) => (LANGUAGE_HELP as readonly unknown[]).includes(x)))
    return null
  return LANGUAGE_HELP.filter((l) => v.includes(l))
}

/**
 * The facts a row states and has confirmed. A value out of range, of the
 * wrong kind, or without its confirmation (date and method) is unknown.
 */
export function factsOf(
  row: FactColumns,
  verification: Verification,
): ClinicFacts {
  const confirmed = (f: FactField) => verification[f] !== null
  const medicaid = confirmed('medicaid')
    ? yesNo(row.accepts_medicaid_kchip)
    : null
  return {
    minAgeMonths: confirmed('min_age')
      ? wholeIn(row.min_age_months, MAX_MIN_AGE_MONTHS)
      : null,
    acceptsMedicaidKchip: medicaid,
    ...(medicaid === true && row.medicaid_kchip_some_plans === true
      ? { medicaidSomePlans: true }
      : {}),
    xrayOnSite: confirmed('xray') ? yesNo(row.xray_on_site) : null,
    lastCheckinMinutesBeforeClose: confirmed('last_checkin')
      ? wholeIn(row.last_checkin_minutes_before_close, MAX_LAST_CHECKIN_MINUTES)
      : null,
    languages: confirmed('languages') ? languageList(row.languages) : null,
  }
}
