import type { Clinic, Provenance } from './clinic'
import { monthYear } from './clinic-display'
import {
  VERIFIED_FIELDS,
  isSourceMethod,
  type FieldVerification,
  type Verification,
  type VerificationMethod,
  type VerifiedField,
} from './verification'

/** How many months a confirmation of the hours stays current. */
const FRESHNESS_MONTHS = 12

export interface Freshness {
  /** 'confirmed': recent and trusted; 'unconfirmed': say to call first. */
  tone: 'confirmed' | 'unconfirmed'
  text: string
}

const CALL_FIRST = 'call before you go'
/** What to do first when there is no number to call. */
const CHECK_FIRST = 'check before you go'
/** What to do about a value taken from a public source. */
const CALL_TO_CONFIRM = 'call to confirm'

/** The calendar date `months` before `at` (UTC), as YYYY-MM-DD, clamped to the month's end. */
function monthsBefore(at: Date, months: number): string {
  const y = at.getUTCFullYear()
  const m = at.getUTCMonth() - months
  const first = new Date(Date.UTC(y, m, 1))
  const lastDay = new Date(
    Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0),
  ).getUTCDate()
  const day = Math.min(at.getUTCDate(), lastDay)
  return `${first.getUTCFullYear()}-${String(first.getUTCMonth() + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

/** A real calendar date YYYY-MM-DD (so 2026-02-30 is not one). */
function validIsoDate(text: string | null): string | null {
  if (typeof text !== 'string') return null
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text)
  if (!m) return null
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])))
  return d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3])
    ? text
    : null
}

/**
 * The card's one-line freshness note from the record's date and confidence:
 * 'Hours confirmed {Month YYYY}' when the date is within the last 12 months
 * (on or after the same day 12 months ago) and confidence is high or medium;
 * otherwise 'Not confirmed since {YYYY} — call before you go', or
 * 'Not confirmed — call before you go' without a (valid) date.
 */
export function freshness(
  provenance: Pick<Provenance, 'asOf' | 'confidence'>,
  now: Date,
): Freshness {
  const asOf = validIsoDate(provenance.asOf)
  const trusted =
    provenance.confidence === 'high' || provenance.confidence === 'medium'
  if (
    asOf &&
    trusted &&
    !Number.isNaN(now.getTime()) &&
    asOf >= monthsBefore(now, FRESHNESS_MONTHS)
  )
    return { tone: 'confirmed', text: `Hours confirmed ${monthYear(asOf)}` }
  return notConfirmedSince(asOf)
}

/** 'Not confirmed since {YYYY} — call before you go' (without a date: 'Not confirmed — …'). */
const notConfirmedSince = (date: string | null | undefined): Freshness => ({
  tone: 'unconfirmed',
  text: `Not confirmed${date ? ` since ${date.slice(0, 4)}` : ''} — ${CALL_FIRST}`,
})

/**
 * How a confirmation was made, as a parent reads it ('by phone'); for a
 * value taken from a public source, where it came from ("from the clinic's
 * website": a source is not a confirmation, never 'confirmed'). One table,
 * on every page's first load.
 */
export const METHOD_WORDS: Readonly<Record<VerificationMethod, string>> = {
  call: 'by phone',
  website: "from the clinic's website",
  visit: 'in person',
  clinic: 'by the clinic',
  registry: 'from the NPI registry',
  map: 'from OpenStreetMap',
}
/** The UTC calendar date of a confirmation's timestamp, YYYY-MM-DD, or null. */
export function confirmedDate(v: FieldVerification | null): string | null {
  if (!v) return null
  const t = Date.parse(v.at)
  return Number.isNaN(t) ? null : new Date(t).toISOString().slice(0, 10)
}

/**
 * 'by phone November 2026': how and when a field was confirmed. A phone
 * number confirmed by calling it needs no 'by phone': 'November 2026'.
 */
export function howAndWhen(field: VerifiedField, v: FieldVerification): string {
  const when = monthYear(confirmedDate(v)) ?? ''
  return field === 'phone' && v.method === 'call'
    ? when
    : `${METHOD_WORDS[v.method]} ${when}`
}

/**
 * "from the clinic's website, December 2026": where and when a value taken
 * from a public source (isSourceMethod) was read; null for a confirmation
 * (call, visit, clinic).
 */
export function sourceAndWhen(v: FieldVerification): string | null {
  return isSourceMethod(v.method)
    ? `${METHOD_WORDS[v.method]}, ${monthYear(confirmedDate(v)) ?? ''}`
    : null
}

/** True when any field carries a confirmation of its own. */
export function hasVerification(verification: Verification): boolean {
  return VERIFIED_FIELDS.some((f) => confirmedDate(verification[f]) !== null)
}

export const VISITORS_REPORTED_CLOSED_TEXT = `Visitors reported this clinic closed — ${CALL_FIRST}`

/**
 * Whether 'Visitors reported this clinic closed — call before you go' shows:
 * the database's signal (clinics.visitors_reported_closed_until;
 * supabase/README.md, "The closed line") holds until `until`. It holds
 * while the operator confirmed a report of the closure (marked confirmed
 * within 14 days, not before the clinic's latest confirmation), or while,
 * counting only reports after that confirmation and within 14 days, 'It
 * has closed' came from 5 or more networks on 2 or more of the clinic's
 * days, more networks than said 'Yes, it's right', no held network (one
 * that said the same about more than 2 clinics) counted. No other report
 * changes what a parent sees until the operator confirms it.
 */
export function visitorsReportedClosed(
  until: string | null | undefined,
  now: Date,
): boolean {
  const t = until ? Date.parse(until) : NaN
  return Number.isFinite(t) && now.getTime() < t
}

/**
 * The card's freshness line for a clinic. While visitors' reports that it
 * has closed hold (visitorsReportedClosed), that is the line. Without any per-field confirmation
 * it is the record's line (see freshness). With them, only the phone and the
 * hours count, each within 12 months (on or after the same day 12 months
 * ago):
 * - hours confirmed: 'Hours confirmed {how} {Month YYYY}' ('Hours and phone
 *   confirmed …' when the phone was confirmed the same way the same month);
 * - hours taken from a public source (website, registry, map): "Hours from
 *   the clinic's website, {Month YYYY} — call to confirm" ('Hours and phone
 *   from …' when the phone came from the same source the same month), amber;
 * - only the phone: 'Phone confirmed {how} {Month YYYY} · hours not confirmed
 *   — call before you go' ('Phone from the NPI registry, {Month YYYY} · …'
 *   from a source);
 * - neither: 'Not confirmed since {YYYY} — call before you go' (the year of
 *   the later of the two), or 'Not confirmed — call before you go'.
 * How: 'by phone', 'in person', 'by the clinic'; a phone
 * number confirmed by calling it says no more than 'Phone confirmed'.
 * Without a phone number on file, '— check before you go' in place of
 * '— call before you go' and of '— call to confirm'.
 */
export function clinicFreshness(
  clinic: Pick<
    Clinic,
    'provenance' | 'verification' | 'reportedClosedUntil' | 'phone'
  >,
  now: Date,
): Freshness {
  const line = freshnessOf(clinic, now)
  // No line asks to call a clinic we have no number for.
  return clinic.phone
    ? line
    : {
        ...line,
        text: line.text
          .replace(CALL_FIRST, CHECK_FIRST)
          .replace(CALL_TO_CONFIRM, CHECK_FIRST),
      }
}

function freshnessOf(
  clinic: Pick<Clinic, 'provenance' | 'verification' | 'reportedClosedUntil'>,
  now: Date,
): Freshness {
  if (visitorsReportedClosed(clinic.reportedClosedUntil, now))
    return { tone: 'unconfirmed', text: VISITORS_REPORTED_CLOSED_TEXT }
  const v = clinic.verification
  if (!hasVerification(v)) return freshness(clinic.provenance, now)
  const since = Number.isNaN(now.getTime())
    ? null
    : monthsBefore(now, FRESHNESS_MONTHS)
  const recent = (f: VerifiedField) => {
    const d = confirmedDate(v[f])
    return d !== null && since !== null && d >= since
  }
  const hours = v.hours
  const phone = v.phone
  // The phone checked the same way the same month as the hours.
  const same =
    recent('phone') &&
    phone !== null &&
    hours !== null &&
    phone.method === hours.method &&
    monthYear(confirmedDate(phone)) === monthYear(confirmedDate(hours))
  if (recent('hours') && hours) {
    const from = sourceAndWhen(hours)
    return from
      ? {
          tone: 'unconfirmed',
          text: same
            ? `Hours and phone ${from} — ${CALL_TO_CONFIRM}`
            : `Hours ${from} — ${CALL_TO_CONFIRM}`,
        }
      : {
          tone: 'confirmed',
          text: `${same ? 'Hours and phone' : 'Hours'} confirmed ${howAndWhen('hours', hours)}`,
        }
  }
  if (recent('phone') && phone) {
    // 'Phone confirmed November 2026 · …', or "Phone from the NPI registry, …"
    const how =
      sourceAndWhen(phone) ?? `confirmed ${howAndWhen('phone', phone)}`
    return {
      tone: 'unconfirmed',
      text: `Phone ${how} · hours not confirmed — ${CALL_FIRST}`,
    }
  }
  return notConfirmedSince(
    [confirmedDate(hours), confirmedDate(phone)]
      .filter((d): d is string => d !== null)
      .sort()
      .pop(),
  )
}
