import type { Clinic } from './clinic'

/**
 * The orders of clinic lists, written once for the search, the built-in data
 * and the database queries (data/supabase mirrors compareByRating as
 * `order=rating.desc.nullslast,review_count.desc.nullslast,name.asc,id.asc`).
 * Each order is total: clinics that tie on everything else are ordered by
 * uuid, so every source and every input order gives the same list.
 */

/** Text by code point, as PostgreSQL's "C" collation compares it. */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}

/** Names by code point (compareText). */
export function compareByName(
  a: { name: string },
  b: { name: string },
): number {
  return compareText(a.name, b.name)
}

type Ranked = Pick<Clinic, 'rating' | 'reviewCount' | 'name' | 'uuid'>

/** A rating that is a number; null (or NaN) is unknown. */
const knownRating = (r: number | null) =>
  typeof r === 'number' && !Number.isNaN(r) ? r : null

/**
 * Rating descending with unknown ratings last; then review count descending
 * (unknown last), since more reviews make a rating surer; then name; then
 * uuid.
 */
export function compareByRating(a: Ranked, b: Ranked): number {
  const ra = knownRating(a.rating)
  const rb = knownRating(b.rating)
  if (ra !== rb) {
    if (ra === null) return 1
    if (rb === null) return -1
    return rb - ra
  }
  const ca = a.reviewCount ?? -1
  const cb = b.reviewCount ?? -1
  return cb - ca || compareByName(a, b) || compareText(a.uuid, b.uuid)
}

/**
 * Distance ascending (a clinic without a distance last); then name; then as
 * compareByRating.
 */
export function compareByDistance(
  a: Ranked & Pick<Clinic, 'distance'>,
  b: Ranked & Pick<Clinic, 'distance'>,
): number {
  return (
    (a.distance ?? Infinity) - (b.distance ?? Infinity) ||
    compareByName(a, b) ||
    compareByRating(a, b)
  )
}
