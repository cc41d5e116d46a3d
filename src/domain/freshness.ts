import type { Provenance } from './clinic'
import { monthYear } from './clinic-display'

/** How many months a confirmation of the hours stays current. */
const FRESHNESS_MONTHS = 12

export interface Freshness {
  /** 'confirmed': recent and trusted; 'unconfirmed': say to call first. */
  tone: 'confirmed' | 'unconfirmed'
  text: string
}

const CALL_FIRST = 'call before you go'

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
  return {
    tone: 'unconfirmed',
    text: asOf
      ? `Not confirmed since ${asOf.slice(0, 4)} — ${CALL_FIRST}`
      : `Not confirmed — ${CALL_FIRST}`,
  }
}
