/**
 * The harvest's review sheet, as rows (issue 51, 'Proposals, not writes'):
 * per listing and field, the stored value, each source's value with its URL
 * and date, whether they agree, and an `accept` cell. Pure: the CLI writes
 * the rows as CSV and a printable page; `ops:apply` reads them back.
 *
 * Accepted by default ('yes') only when nothing can be lost or contradicted:
 * the listing holds no value for the field, every source that states one
 * states the same, and no call, visit or word from the clinic confirmed the
 * field on or after the source's date. Everything else waits for the operator, with the reason said.
 */
import { WEEKDAYS, type Weekday } from '../../../src/domain/clinic.ts'
import {
  isSourceMethod,
  type VerificationMethod,
} from '../../../src/domain/verification.ts'
import { DEFAULT_ZONE, localDate, type OpsClinic } from '../core/index.ts'
import type { MatchResult } from './match.ts'
import { addressLine } from './match.ts'
import type { SourceRecord } from './record.ts'

export const REVIEW_FIELDS = [
  'phone',
  ...WEEKDAYS.map((d) => `hours_${d}` as const),
  'point',
] as const
export type ReviewField = (typeof REVIEW_FIELDS)[number]

export const REVIEW_COLUMNS = [
  'clinic_id',
  'clinic',
  'town',
  'field',
  'stored',
  'stored_confirmed',
  'source',
  'value',
  'url',
  'source_date',
  'agreement',
  'accept',
  'why_not_by_default',
] as const
export type ReviewRow = Record<(typeof REVIEW_COLUMNS)[number], string>

/** What a record says for a field, or null. */
export function recordValue(
  r: SourceRecord,
  field: ReviewField,
): string | null {
  if (field === 'phone') return r.phone
  if (field === 'point')
    return r.point
      ? `${r.point.lat.toFixed(6)}, ${r.point.lng.toFixed(6)}`
      : null
  const day = field.slice('hours_'.length) as Weekday
  return r.hours ? r.hours[day] : null
}

/** The stored value as the sheet writes it ('' on the sheet when null). */
export function storedValue(c: OpsClinic, field: ReviewField): string | null {
  if (field === 'phone') return c.phone
  if (field === 'point')
    return c.coordinates && !c.coordinates.approximate
      ? `${c.coordinates.lat.toFixed(6)}, ${c.coordinates.lng.toFixed(6)}`
      : null
  return c.hours[field.slice('hours_'.length) as Weekday]
}

/** The confirmation a field's row is weighed against (a point: the address's). */
export const verifiedField = (field: ReviewField) =>
  field === 'phone' ? 'phone' : field === 'point' ? 'address' : 'hours'

/** The field's confirmation as the sheet writes it: '2026-11-20 (call)' or 'never'. */
export function storedConfirmed(c: OpsClinic, field: ReviewField): string {
  const v = c.verification[verifiedField(field)]
  return v ? `${v.at.slice(0, 10)} (${v.method})` : 'never'
}

/** A confirmation a source cannot outweigh: a call, a visit, the clinic's word. */
export const isStrongMethod = (method: VerificationMethod) =>
  !isSourceMethod(method)

/**
 * The source's date as Kentucky reads it (issue 47: dates are Kentucky's):
 * a date as the source gives it (the registry's '2026-10-02'), a moment
 * (OpenStreetMap's last edit, the time we read the page) as its day in
 * Central time, so a page read at 7 PM is dated today, not tomorrow.
 */
export const sourceDate = (
  r: Pick<SourceRecord, 'updatedAt' | 'fetchedAt'>,
) => {
  const at = r.updatedAt ?? r.fetchedAt
  return /^\d{4}-\d{2}-\d{2}$/.test(at) ? at : localDate(at, DEFAULT_ZONE)
}

/**
 * The rows for the listings sources were matched to: one per listing, field
 * and source that states a value. Ambiguous, new and outside records make
 * no row here (the new-listings sheet takes the new ones).
 */
export function reviewRows(
  clinics: readonly OpsClinic[],
  results: readonly MatchResult[],
): ReviewRow[] {
  const byListing = new Map<string, SourceRecord[]>()
  for (const m of results)
    if (m.kind === 'matched') {
      const list = byListing.get(m.best.listingId) ?? []
      list.push(m.record)
      byListing.set(m.best.listingId, list)
    }
  const rows: ReviewRow[] = []
  for (const c of clinics) {
    const records = byListing.get(c.id)
    if (!records) continue
    for (const field of REVIEW_FIELDS) {
      const stated = records
        .map((r) => ({ r, value: recordValue(r, field) }))
        .filter(
          (x): x is { r: SourceRecord; value: string } => x.value !== null,
        )
      if (stated.length === 0) continue
      const stored = storedValue(c, field)
      const confirmed = c.verification[verifiedField(field)]
      const values = new Set(stated.map((x) => x.value))
      for (const { r, value } of stated) {
        const agreement =
          values.size > 1
            ? 'sources disagree'
            : stored === null
              ? 'new'
              : stored === value
                ? 'same as stored'
                : 'differs from stored'
        const confirmedAfter =
          confirmed !== null &&
          isStrongMethod(confirmed.method) &&
          confirmed.at.slice(0, 10) >= sourceDate(r)
        const why =
          agreement === 'sources disagree'
            ? 'the sources disagree: call the clinic'
            : agreement === 'same as stored'
              ? 'nothing to change'
              : confirmedAfter
                ? `confirmed (${confirmed.method}) on ${confirmed.at.slice(0, 10)}, after the source's date`
                : agreement === 'differs from stored'
                  ? 'it would replace the stored value'
                  : ''
        rows.push({
          clinic_id: c.id,
          clinic: c.name,
          town: c.city,
          field,
          stored: stored ?? '',
          stored_confirmed: storedConfirmed(c, field),
          source: r.source,
          value,
          url: r.url,
          source_date: sourceDate(r),
          agreement,
          accept: why === '' ? 'yes' : '',
          why_not_by_default: why,
        })
      }
    }
  }
  return weekTogether(rows)
}

/**
 * A source's hours are one week (the site confirms a week, not a day): its
 * seven rows of a listing are accepted by default together or not at all.
 * When a day of the week waits (it would replace a stored day, the sources
 * disagree on it, a call is newer), the other days wait with it.
 */
function weekTogether(rows: ReviewRow[]): ReviewRow[] {
  const waits = new Set<string>()
  const key = (r: ReviewRow) => `${r.clinic_id}\u0000${r.source}\u0000${r.url}`
  for (const r of rows)
    if (
      r.field.startsWith('hours_') &&
      r.accept !== 'yes' &&
      r.agreement !== 'same as stored'
    )
      waits.add(key(r))
  return rows.map((r) =>
    r.field.startsWith('hours_') && r.accept === 'yes' && waits.has(key(r))
      ? {
          ...r,
          accept: '',
          why_not_by_default:
            "another day of this source's week waits: the seven days are accepted together",
        }
      : r,
  )
}

export const NEW_LISTING_COLUMNS = [
  'name',
  'address',
  'street',
  'city',
  'state',
  'zip',
  'phone',
  'source',
  'url',
  'source_date',
  'nearest_listing',
  'status',
  // The operator's, after the call (./new-listings.ts):
  'outcome',
  'sees_children',
  'initials',
  'note',
] as const
export type NewListingRow = Record<(typeof NEW_LISTING_COLUMNS)[number], string>

/**
 * The candidates for new listings: records in the region that fit no
 * listing, active ones only, each 'not yet called' (a listing is made only
 * after a call).
 */
export function newListingRows(
  results: readonly MatchResult[],
  nameOf: (listingId: string) => string,
): NewListingRow[] {
  return results
    .filter((m) => m.kind === 'new' && m.record.active && m.record.name)
    .map((m) => {
      const r = m.record
      const nearest = m.kind === 'new' ? m.nearest : null
      return {
        name: r.name!,
        address: addressLine(r.address),
        street: r.address?.street ?? '',
        city: r.address?.city ?? '',
        state: r.address?.state ?? '',
        zip: r.address?.zip ?? '',
        phone: r.phone ?? '',
        source: r.source,
        url: r.url,
        source_date: sourceDate(r),
        nearest_listing: nearest
          ? `${nameOf(nearest.listingId)} (${nearest.score}: ${nearest.reasons.join('; ')})`
          : '',
        status: 'not yet called',
        outcome: '',
        sees_children: '',
        initials: '',
        note: '',
      }
    })
}
