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

/*
 * The answer order and the fold: what a parent should see first, and the
 * listings with no hours on file, last (src/data/README.md, "Ordering").
 */

type Confirmable = Pick<
  Clinic,
  'phone' | 'weeklyHours' | 'hours' | 'provenance' | 'verification'
>

const ISO_DATE = /^\d{4}-\d{2}-\d{2}/

/**
 * The latest date anything about the listing was confirmed: the record's
 * source date or any field's confirmation (YYYY-MM-DD), or null when
 * undated.
 */
export function lastConfirmedDate(
  clinic: Pick<Clinic, 'provenance' | 'verification'>,
): string | null {
  let latest: string | null = null
  const consider = (d: string | null | undefined) => {
    if (typeof d !== 'string' || !ISO_DATE.test(d)) return
    const day = d.slice(0, 10)
    if (latest === null || day > latest) latest = day
  }
  consider(clinic.provenance.asOf)
  for (const v of Object.values(clinic.verification ?? {})) consider(v?.at)
  return latest
}

/**
 * Any hours on file, for any day or today (any text: the open status reads
 * an empty one as closed), or a confirmed dated exception (a holiday's
 * hours or closure: someone reached the clinic, and on that day it reads
 * open or closed by it). A listing without any reads 'Hours unknown' at
 * every instant (hours/open-status.ts), never 'Open Now' or 'Closed'.
 */
export function hasHoursOnFile(
  clinic: Pick<Clinic, 'weeklyHours' | 'hours' | 'hoursExceptions'>,
): boolean {
  return (
    [...Object.values(clinic.weeklyHours), clinic.hours.today].some(
      (h) => typeof h === 'string',
    ) || (clinic.hoursExceptions?.length ?? 0) > 0
  )
}

/**
 * The list split in two, each part in the order given: the listings with
 * hours on file, then those without (hasHoursOnFile), which go last, folded
 * under the line that says so (noHoursTitle) and never first. The rule is
 * the words: no card in the fold can read 'Open Now', and every card above
 * it has hours to go by.
 */
export function splitUnconfirmed<T extends Confirmable>(
  clinics: readonly T[],
): { listed: T[]; unconfirmed: T[] } {
  const listed: T[] = []
  const unconfirmed: T[] = []
  for (const c of clinics) (hasHoursOnFile(c) ? listed : unconfirmed).push(c)
  return { listed, unconfirmed }
}

/**
 * The fold's line: what sets its listings apart, in a parent's words (one
 * sentence for any count: home's JavaScript has no bytes for two).
 */
export function noHoursTitle(count: number): string {
  return `No hours on file (${count}) — these may have closed`
}

/**
 * Where a clinic stands at one instant, for the answer order: 0 can see a
 * child now (open, and its confirmed last check-in not past); 1 closed
 * with a known next opening; 2 everything else (hours unknown, unreadable,
 * closed with no known opening, past its last check-in, temporarily
 * closed).
 */
export interface OpenRank {
  group: 0 | 1 | 2
  /**
   * The order inside the group, smallest first. Group 0: minus the minutes
   * it keeps seeing new patients (until closing or its last check-in), so
   * the longest first; group 1: minutes until it opens, the soonest first;
   * group 2: 0.
   */
  minutes: number
}

type Answerable = Ranked &
  Confirmable &
  Partial<Pick<Clinic, 'distance' | 'coordinates'>>

/**
 * A distance as the card reads it, for the order: 'about N miles' (a town's
 * point) in whole miles, never below 1; the clinic's own point to 0.1 mile;
 * none last. Clinics that read alike tie, and the answer breaks the tie.
 */
export function readDistance(c: Answerable): number {
  const d = c.distance ?? Infinity
  return c.coordinates?.approximate ? wholeMiles(d) : d
}

/** 'about N miles': whole miles, never below 1 (never '0 miles'). */
export const wholeMiles = (miles: number) => Math.max(1, Math.round(miles))

/**
 * The answer order, one rule for every list of clinics (search results by
 * distance or not, town pages, 'Open Now', the map's list): with
 * `byDistance`, first the distance as read (readDistance), so two clinics at
 * one town's point tie; then where each stands now (`rankOf`, the page's
 * instant; null before the clock): the clinics that can see a child now
 * first, those staying open longest first, then those opening soonest, then
 * the rest; then a listing with a phone before one without; then the
 * distance itself; then the more recently confirmed (undated last); then
 * rating, reviews, name and uuid (compareByRating). Total: no two clinics tie.
 */
export function compareForAnswer<T extends Answerable>(
  rankOf: (c: T) => OpenRank | null,
  byDistance = false,
): (a: T, b: T) => number {
  return (a, b) => {
    const read = byDistance ? readDistance(a) - readDistance(b) : 0
    if (read) return read
    const ra = rankOf(a)
    const rb = rankOf(b)
    if (ra && rb) {
      if (ra.group !== rb.group) return ra.group - rb.group
      if (ra.minutes !== rb.minutes) return ra.minutes - rb.minutes
    }
    if (!a.phone !== !b.phone) return a.phone ? -1 : 1
    const far = (a.distance ?? Infinity) - (b.distance ?? Infinity)
    if (far) return far
    const da = lastConfirmedDate(a)
    const db = lastConfirmedDate(b)
    if (da !== db) {
      if (da === null) return 1
      if (db === null) return -1
      return da > db ? -1 : 1
    }
    return compareByRating(a, b)
  }
}
