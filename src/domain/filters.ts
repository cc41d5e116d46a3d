import {
  DEFAULT_TIMEZONE,
  EARTH_RADIUS_MILES,
  UNKNOWN_DISTANCE_MILES,
  type Clinic,
  type FilterState,
  type HoursFilter,
  type LatLng,
  type ServiceFilter,
} from './clinic'
import { distanceMiles, isUsablePoint } from './geo/distance'
import { isValidTimeZone, zonedTime } from './hours/zoned-time'

/**
 * Today's hours text for the filters: the clinic's entry for the current
 * weekday in its own zone (invalid zone → America/New_York), else the stored
 * `hours.today`. A deliberately tiny local copy of the rule that
 * hours/open-status.ts `getTodayHoursText` implements, so the filters do not
 * depend on that module.
 */
export function todayHoursText(clinic: Clinic, now: Date): string | null {
  if (!(now instanceof Date) || Number.isNaN(now.getTime()))
    return clinic.hours.today
  const zone = isValidTimeZone(clinic.timezone)
    ? clinic.timezone
    : DEFAULT_TIMEZONE
  const { weekday } = zonedTime(now, zone)
  return clinic.weeklyHours[weekday] ?? clinic.hours.today
}

/** "-" and the en/em dashes data sometimes holds instead. */
const DASH = /[-\u2013\u2014]/

/**
 * Today's closing time text: what follows the last "-" of today's hours text
 * (so "Mon-Fri 8 AM - 8 PM" gives "8 PM"), else the stored `closesToday`.
 */
export function todayClosingText(clinic: Clinic, now: Date): string | null {
  const today = todayHoursText(clinic, now)
  const after = today?.split(DASH).pop()?.trim()
  if (today && DASH.test(today) && after) return after
  return clinic.hours.closesToday
}

const has = (list: readonly string[], value: string) => list.includes(value)

/**
 * One hours filter (spec section 5 table). Special-hours values are compared
 * exactly (they are a fixed vocabulary); "PM" and the "6:"/"7:" prefixes are
 * matched literally as the table states, on the trimmed text.
 */
export function matchesHoursFilter(
  clinic: Clinic,
  filter: HoursFilter,
  now: Date,
): boolean {
  const special = clinic.specialHours
  switch (filter) {
    case 'after-hours': {
      if (has(special, 'After Hours')) return true
      const today = todayHoursText(clinic, now)
      const closes = todayClosingText(clinic, now)
      return (
        !!today && !!closes && today.includes('PM') && closes.includes('PM')
      )
    }
    case 'weekends':
      return has(special, 'Weekend Hours')
    case 'late-night':
      return has(special, 'Late Night') || has(special, '24/7 Open')
    case 'early-morning': {
      if (has(special, 'Early Morning')) return true
      const today = todayHoursText(clinic, now)?.trim() ?? ''
      return today.startsWith('6:') || today.startsWith('7:')
    }
    default:
      return false
  }
}

/**
 * A clinic's name and services lowercased once (services joined by a newline,
 * which no search word holds, so a word cannot match across two services).
 * The filters run over every clinic on every change while the data changes
 * only when it is loaded, and clinics are never mutated, so the lowercased
 * text is kept per clinic object.
 */
const lowered = new WeakMap<Clinic, { name: string; services: string }>()

function lowerText(clinic: Clinic): { name: string; services: string } {
  let text = lowered.get(clinic)
  if (text === undefined) {
    text = {
      name: clinic.name.toLowerCase(),
      services: clinic.services.map((s) => s.toLowerCase()).join('\n'),
    }
    lowered.set(clinic, text)
  }
  return text
}

/** One service filter (spec section 5 table); comparisons ignore case. */
export function matchesServiceFilter(
  clinic: Clinic,
  filter: ServiceFilter,
): boolean {
  const { name, services } = lowerText(clinic)
  const anyService = (...words: string[]) =>
    words.some((w) => services.includes(w))
  switch (filter) {
    case 'pediatric': {
      return (
        anyService('pediatric') ||
        ['pediatric', 'children', 'kids'].some((w) => name.includes(w))
      )
    }
    case 'emergency':
      return anyService('emergency', 'trauma', 'critical')
    case 'walk-in':
      return clinic.acceptsWalkIns === true
    case 'telehealth':
      return anyService('telemedicine', 'telehealth')
    default:
      return false
  }
}

/** ANY of the chosen hours filters; no choice matches every clinic. */
export function matchesHoursFilters(
  clinic: Clinic,
  filters: readonly HoursFilter[],
  now: Date,
): boolean {
  return (
    filters.length === 0 ||
    filters.some((f) => matchesHoursFilter(clinic, f, now))
  )
}

/** ANY of the chosen service filters; no choice matches every clinic. */
export function matchesServiceFilters(
  clinic: Clinic,
  filters: readonly ServiceFilter[],
): boolean {
  return (
    filters.length === 0 || filters.some((f) => matchesServiceFilter(clinic, f))
  )
}

/** Case-insensitive substring of the name or any service; blank matches all. */
export function matchesTextQuery(clinic: Clinic, query: string): boolean {
  const q = query.trim().toLowerCase()
  if (!q) return true
  return (
    clinic.name.toLowerCase().includes(q) ||
    clinic.services.some((s) => s.toLowerCase().includes(q))
  )
}

/**
 * The clinics within `radius` miles of `origin`, as new objects carrying their
 * distance. Only the clinics kept are copied: at a national scale most are
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
    if (distance <= radius) kept.push({ ...c, distance })
  }
  return kept
}

/**
 * Spec section 4: the radius runs first and only once a user location exists
 * (distances are computed then, and a clinic is kept when distance <= radius,
 * so unknown coordinates, 999 miles, drop out); then hours, then services
 * (when both groups have choices a clinic must match both); then the text.
 * Returns new objects only for the distance; the input is not mutated.
 */
export function applyFilters(
  clinics: readonly Clinic[],
  filters: FilterState,
  ctx: { now: Date; origin: LatLng | null; query?: string },
): Clinic[] {
  const list: readonly Clinic[] = ctx.origin
    ? withinRadius(clinics, ctx.origin, filters.radius)
    : clinics
  return list.filter(
    (c) =>
      matchesHoursFilters(c, filters.hours, ctx.now) &&
      matchesServiceFilters(c, filters.services) &&
      matchesTextQuery(c, ctx.query ?? ''),
  )
}

const byName = (a: Clinic, b: Clinic) =>
  a.name < b.name ? -1 : a.name > b.name ? 1 : 0

const knownRating = (r: number | null) =>
  typeof r === 'number' && !Number.isNaN(r) ? r : null

/**
 * 'distance': ascending (a clinic without a distance sorts last), ties by
 * name. 'rating': descending with unknown ratings last, then review count
 * descending (unknown as none), then name. Stable; returns a new array.
 */
export function sortClinics(
  clinics: readonly Clinic[],
  order: 'distance' | 'rating',
): Clinic[] {
  const list = [...clinics]
  if (order === 'distance')
    return list.sort(
      (a, b) =>
        (a.distance ?? Infinity) - (b.distance ?? Infinity) || byName(a, b),
    )
  return list.sort((a, b) => {
    const ra = knownRating(a.rating)
    const rb = knownRating(b.rating)
    if (ra !== rb) {
      if (ra === null) return 1
      if (rb === null) return -1
      return rb - ra
    }
    return (b.reviewCount ?? -1) - (a.reviewCount ?? -1) || byName(a, b)
  })
}
