import {
  EARTH_RADIUS_MILES,
  UNKNOWN_DISTANCE_MILES,
  WEEKDAYS,
  type Clinic,
  type FilterState,
  type LatLng,
} from './clinic'
import {
  FILTER_BITS,
  type HoursFilter,
  type ServiceFilter,
} from './filter-vocabulary'
import { factChoiceOf, isRuledOut } from './fact-filters'
import { distanceMiles, isUsablePoint } from './geo/distance'
import { checkinStatus } from './hours/checkin'
import {
  clinicWallClock,
  computeOpenStatusAt,
  openStatusInput,
  todayHoursText,
} from './hours/open-status'
import type { ZonedTime } from './hours/zoned-time'
import { compareByRating } from './ordering'

/** "-" and the en/em dashes data sometimes holds instead. */
const DASH = /[-\u2013\u2014]/

/**
 * Today's closing time text: what follows the last "-" of today's hours text
 * (so "Mon-Fri 8 AM - 8 PM" gives "8 PM"), else the stored `closesToday`.
 */
function closingText(clinic: Clinic, today: string | null): string | null {
  const after = today?.split(DASH).pop()?.trim()
  if (today && DASH.test(today) && after) return after
  return clinic.hours.closesToday
}

const has = (list: readonly string[], value: string) => list.includes(value)

/**
 * The hours filters that depend on the clinic and today's hours text only
 * (not on the time of day). Special-hours values are compared exactly (they
 * are a fixed vocabulary); "PM" and the "6:"/"7:" prefixes are matched
 * literally, on the trimmed text. 'open-now' depends on the instant and is
 * checked in applyFilters with the open-status rule of the badges.
 */
const HOURS_RULES: Readonly<
  Record<
    Exclude<HoursFilter, 'open-now'>,
    (clinic: Clinic, today: string | null) => boolean
  >
> = {
  /** "After Hours", or today's hours and closing time both hold "PM". */
  'after-hours': (clinic, today) => {
    if (has(clinic.specialHours, 'After Hours')) return true
    const closes = closingText(clinic, today)
    return !!today && !!closes && today.includes('PM') && closes.includes('PM')
  },
  weekends: (clinic) => has(clinic.specialHours, 'Weekend Hours'),
  'late-night': (clinic) =>
    has(clinic.specialHours, 'Late Night') ||
    has(clinic.specialHours, '24/7 Open'),
  /** "Early Morning", or today's hours start with "6:" or "7:". */
  'early-morning': (clinic, today) => {
    if (has(clinic.specialHours, 'Early Morning')) return true
    const text = today?.trim() ?? ''
    return text.startsWith('6:') || text.startsWith('7:')
  },
}

/**
 * The service filters, on the clinic's name and services lowercased
 * (services joined by a newline, which no search word holds, so a word
 * cannot match across two services).
 */
const SERVICE_RULES: Readonly<
  Record<
    ServiceFilter,
    (clinic: Clinic, lower: { name: string; services: string }) => boolean
  >
> = {
  /** A service says "pediatric", or the name "pediatric", "children" or "kids". */
  pediatric: (_, { name, services }) =>
    services.includes('pediatric') ||
    ['pediatric', 'children', 'kids'].some((w) => name.includes(w)),
  emergency: (_, { services }) =>
    ['emergency', 'trauma', 'critical'].some((w) => services.includes(w)),
  /** Accepts walk-ins; unknown does not match. */
  'walk-in': (clinic) => clinic.acceptsWalkIns === true,
  telehealth: (_, { services }) =>
    ['telemedicine', 'telehealth'].some((w) => services.includes(w)),
}

/** Case-insensitive substring of the name or any service; blank matches all. */
function matchesTextQuery(clinic: Clinic, query: string): boolean {
  const q = query.trim().toLowerCase()
  if (!q) return true
  return (
    clinic.name.toLowerCase().includes(q) ||
    clinic.services.some((s) => s.toLowerCase().includes(q))
  )
}

/**
 * The copy of a clinic carrying its distance, kept per clinic: while the
 * searched place stays, every filter change gets the same objects (the
 * filter facts below are kept per object, and a list compares its cards by
 * identity first).
 */
const copies = new WeakMap<Clinic, Clinic>()

/**
 * The clinics within `radius` miles of `origin`, as copies carrying their
 * distance (`copies`). Only the clinics kept are copied: at a national scale most are
 * dropped, and copying every clinic first cost more than the filters. A clinic
 * whose latitude alone puts it beyond the radius skips the haversine: the
 * great-circle distance is never less than the latitude arc (the 0.05 covers
 * rounding to 0.1 mile).
 */
function withinRadius(
  clinics: readonly Clinic[],
  origin: LatLng,
  radius: number,
): Clinic[] {
  const kept: Clinic[] = []
  const maxLatDegrees = ((radius + 0.05) / EARTH_RADIUS_MILES) * (180 / Math.PI)
  const canSkip = isUsablePoint(origin) && radius < UNKNOWN_DISTANCE_MILES
  for (const c of clinics) {
    const point = c.coordinates
    if (
      canSkip &&
      isUsablePoint(point) &&
      Math.abs(point.lat - origin.lat) > maxLatDegrees
    )
      continue
    const distance = distanceMiles(origin, point)
    if (distance > radius) continue
    let copy = copies.get(c)
    if (copy?.distance !== distance) copies.set(c, (copy = { ...c, distance }))
    kept.push(copy)
  }
  return kept
}

const maskOf = (chosen: readonly string[]) =>
  chosen.reduce(
    (mask, f) =>
      mask |
      (Object.hasOwn(FILTER_BITS, f) ? FILTER_BITS[f as HoursFilter] : 0),
    0,
  )

/** The facts' slot for an instant whose weekday is not known. */
const NO_WEEKDAY = WEEKDAYS.length

/**
 * Which filters a clinic matches on each weekday (WEEKDAYS order, then one
 * slot for an invalid instant, which reads the stored today's text), as
 * FILTER_BITS. On a given weekday "today's hours" is todayHoursText for that
 * day. Worked out once per clinic object: clinics are never mutated, so the
 * answer is kept for as long as the clinic is, and the filters then cost a
 * lookup per clinic per change.
 */
const facts = new WeakMap<Clinic, Uint16Array>()

function factsOf(clinic: Clinic): Uint16Array {
  let days = facts.get(clinic)
  if (days) return days
  const lower = {
    name: clinic.name.toLowerCase(),
    services: clinic.services.map((s) => s.toLowerCase()).join('\n'),
  }
  let services = 0
  for (const [f, rule] of Object.entries(SERVICE_RULES))
    if (rule(clinic, lower)) services |= FILTER_BITS[f as ServiceFilter]
  const input = openStatusInput(clinic)
  days = new Uint16Array(NO_WEEKDAY + 1)
  for (let i = 0; i <= NO_WEEKDAY; i++) {
    const today = todayHoursText(input, WEEKDAYS[i] ?? null)
    let bits = services
    for (const [f, rule] of Object.entries(HOURS_RULES))
      if (rule(clinic, today)) bits |= FILTER_BITS[f as HoursFilter]
    days[i] = bits
  }
  facts.set(clinic, days)
  return days
}

/**
 * Works out each clinic's filter facts ahead of the first filter change
 * (they are kept for as long as the clinic is).
 */
export function prepareFilters(clinics: readonly Clinic[]): void {
  for (const c of clinics) factsOf(c)
}

/**
 * The clinics the search keeps. The radius runs first and only once a user
 * location exists (distances are computed then, and a clinic is kept when
 * distance <= radius, so unknown coordinates, 999 miles, drop out); then the
 * hours filters (ANY chosen one), then the service filters (ANY chosen one;
 * when both groups have choices a clinic must match both); then the age
 * band and coverage, which remove only a clinic that has confirmed it does
 * not fit (./fact-filters.ts: an unknown fact stays); then the text.
 * No choice in a group matches every clinic. Today's hours are those of the
 * clinic's weekday at `now` in its own zone; 'open-now' is the badge's rule
 * (computeOpenStatusAt), less a clinic whose confirmed last check-in has
 * passed (hours/checkin.ts). An invalid `now` reads the stored today's text and
 * nothing is open now. Returns new objects only for the distance; the input
 * is not mutated, and its order is kept.
 */
export function applyFilters(
  clinics: readonly Clinic[],
  filters: FilterState,
  ctx: { now: Date; origin: LatLng | null; query?: string },
): Clinic[] {
  const list: readonly Clinic[] = ctx.origin
    ? withinRadius(clinics, ctx.origin, filters.radius)
    : clinics
  const query = ctx.query ?? ''
  const byText = query.trim() !== ''
  const { now } = ctx
  const byHours = filters.hours.length > 0
  const byServices = filters.services.length > 0
  const byOpenNow = filters.hours.includes('open-now')
  const byFacts = factChoiceOf(filters)
  const hoursMask = maskOf(filters.hours)
  const servicesMask = maskOf(filters.services)
  const clockByZone = new Map<string, ZonedTime | null>()
  const clockOf = (zone: string) => {
    let clock = clockByZone.get(zone)
    if (clock === undefined) {
      clock = clinicWallClock(zone, now)
      clockByZone.set(zone, clock)
    }
    return clock
  }
  // Open, and still checking patients in (a confirmed last check-in past:
  // open, but seeing no one new).
  const openNow = (c: Clinic) => {
    const input = openStatusInput(c)
    const clock = clockOf(c.timezone)
    const state = computeOpenStatusAt(input, clock).state
    // Usually open on an unconfirmed holiday: kept, below the confirmed
    // (use-filtered-results.ts), never hidden.
    if (state === 'usually-open') return true
    return (
      state === 'open' &&
      checkinStatus(input, clock, c.facts.lastCheckinMinutesBeforeClose)
        ?.phase !== 'ended'
    )
  }
  return list.filter((c) => {
    if (byHours || byServices) {
      const clock = clockOf(c.timezone)
      const day = clock ? WEEKDAYS.indexOf(clock.weekday) : NO_WEEKDAY
      const bits = factsOf(c)[day] ?? 0
      if (byHours && (bits & hoursMask) === 0 && !(byOpenNow && openNow(c)))
        return false
      if (byServices && (bits & servicesMask) === 0) return false
    }
    if (byFacts && isRuledOut(c.facts, byFacts)) return false
    return !byText || matchesTextQuery(c, query)
  })
}

/**
 * The results by rating (domain/ordering.ts): descending, unknown last, then
 * more reviews first. Returns a new array. The other orders are the answer
 * order (answer-order.ts, sortForAnswer).
 */
export function sortClinics(clinics: readonly Clinic[]): Clinic[] {
  return [...clinics].sort(compareByRating)
}
