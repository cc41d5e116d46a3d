import {
  DEFAULT_TIMEZONE,
  EARTH_RADIUS_MILES,
  UNKNOWN_DISTANCE_MILES,
  WEEKDAYS,
  type Clinic,
  type FilterState,
  type HoursFilter,
  type LatLng,
  type ServiceFilter,
} from './clinic'
import { distanceMiles, isUsablePoint } from './geo/distance'
import {
  clinicWallClock,
  computeOpenStatus,
  computeOpenStatusAt,
} from './hours/open-status'
import { isValidTimeZone, zonedTime, type ZonedTime } from './hours/zoned-time'

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
  return closingText(clinic, todayHoursText(clinic, now))
}

function closingText(clinic: Clinic, today: string | null): string | null {
  const after = today?.split(DASH).pop()?.trim()
  if (today && DASH.test(today) && after) return after
  return clinic.hours.closesToday
}

const has = (list: readonly string[], value: string) => list.includes(value)

const isWeekends = (special: readonly string[]) => has(special, 'Weekend Hours')
const isLateNight = (special: readonly string[]) =>
  has(special, 'Late Night') || has(special, '24/7 Open')

/** after-hours given today's hours text (spec section 5 table). */
function isAfterHours(clinic: Clinic, today: string | null): boolean {
  if (has(clinic.specialHours, 'After Hours')) return true
  const closes = closingText(clinic, today)
  return !!today && !!closes && today.includes('PM') && closes.includes('PM')
}

/** early-morning given today's hours text (spec section 5 table). */
function isEarlyMorning(clinic: Clinic, today: string | null): boolean {
  if (has(clinic.specialHours, 'Early Morning')) return true
  const text = today?.trim() ?? ''
  return text.startsWith('6:') || text.startsWith('7:')
}

/**
 * 'Open Now': open at this instant in the clinic's own zone, by exactly the
 * rule of the badges (computeOpenStatus, overnight ranges included).
 */
export function isOpenNow(clinic: Clinic, now: Date): boolean {
  return (
    computeOpenStatus(
      {
        weeklyHours: clinic.weeklyHours,
        hoursToday: clinic.hours.today,
        timezone: clinic.timezone,
      },
      now,
    ).state === 'open'
  )
}

/**
 * One hours filter (spec section 5 table, plus 'open-now'). Special-hours values are compared
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
    case 'open-now':
      return isOpenNow(clinic, now)
    case 'after-hours':
      return isAfterHours(clinic, todayHoursText(clinic, now))
    case 'weekends':
      return isWeekends(special)
    case 'late-night':
      return isLateNight(special)
    case 'early-morning':
      return isEarlyMorning(clinic, todayHoursText(clinic, now))
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
 * One bit per filter, for the per-clinic facts below. 'open-now' depends on
 * the instant, not only the weekday, so it has no bit: applyFilters checks it
 * with the wall-clock time worked out once per zone.
 */
type WeekdayHoursFilter = Exclude<HoursFilter, 'open-now'>
const HOURS_BITS: Readonly<Record<WeekdayHoursFilter, number>> = {
  'after-hours': 1,
  'early-morning': 2,
  weekends: 4,
  'late-night': 8,
}
const SERVICE_BITS: Readonly<Record<ServiceFilter, number>> = {
  pediatric: 16,
  emergency: 32,
  'walk-in': 64,
  telehealth: 128,
}

const maskOf = <K extends string>(
  chosen: readonly K[],
  bits: Readonly<Record<K, number>>,
) =>
  chosen.reduce((mask, f) => mask | (Object.hasOwn(bits, f) ? bits[f] : 0), 0)

/**
 * Which filters a clinic matches on each weekday (WEEKDAYS order), computed
 * once per clinic object with the same predicates as matchesHoursFilter and
 * matchesServiceFilter: on a given weekday "today's hours" is that day's
 * entry, else the stored today's text, exactly as todayHoursText reads it.
 * Clinics are never mutated, so the answer is kept for as long as the
 * clinic is (the filters then cost a lookup per clinic per change).
 */
const facts = new WeakMap<Clinic, Uint8Array>()

function factsOf(clinic: Clinic): Uint8Array {
  let days = facts.get(clinic)
  if (days) return days
  let always =
    (isWeekends(clinic.specialHours) ? HOURS_BITS.weekends : 0) |
    (isLateNight(clinic.specialHours) ? HOURS_BITS['late-night'] : 0)
  for (const f of Object.keys(SERVICE_BITS) as ServiceFilter[])
    if (matchesServiceFilter(clinic, f)) always |= SERVICE_BITS[f]
  days = new Uint8Array(WEEKDAYS.length)
  WEEKDAYS.forEach((day, i) => {
    const today = clinic.weeklyHours[day] ?? clinic.hours.today
    days![i] =
      always |
      (isAfterHours(clinic, today) ? HOURS_BITS['after-hours'] : 0) |
      (isEarlyMorning(clinic, today) ? HOURS_BITS['early-morning'] : 0)
  })
  facts.set(clinic, days)
  return days
}

/**
 * Spec section 4: the radius runs first and only once a user location exists
 * (distances are computed then, and a clinic is kept when distance <= radius,
 * so unknown coordinates, 999 miles, drop out); then hours, then services
 * (when both groups have choices a clinic must match both); then the text.
 * Returns new objects only for the distance; the input is not mutated.
 * Same answers as matchesHoursFilters / matchesServiceFilters /
 * matchesTextQuery on each clinic, read from the per-clinic facts with the
 * weekday worked out once per time zone.
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
  if (!(now instanceof Date) || Number.isNaN(now.getTime()))
    return list.filter(
      (c) =>
        matchesHoursFilters(c, filters.hours, now) &&
        matchesServiceFilters(c, filters.services) &&
        (!byText || matchesTextQuery(c, query)),
    )
  const byHours = filters.hours.length > 0
  const byServices = filters.services.length > 0
  const byOpenNow = filters.hours.includes('open-now')
  const hoursMask = maskOf(
    filters.hours.filter((f): f is WeekdayHoursFilter => f !== 'open-now'),
    HOURS_BITS,
  )
  const servicesMask = maskOf(filters.services, SERVICE_BITS)
  const clockByZone = new Map<string, ZonedTime | null>()
  const clockOf = (zone: string) => {
    let clock = clockByZone.get(zone)
    if (clock === undefined) {
      clock = clinicWallClock(zone, now)
      clockByZone.set(zone, clock)
    }
    return clock
  }
  const openNow = (c: Clinic) =>
    computeOpenStatusAt(
      {
        weeklyHours: c.weeklyHours,
        hoursToday: c.hours.today,
        timezone: c.timezone,
      },
      clockOf(c.timezone),
    ).state === 'open'
  return list.filter((c) => {
    if (byHours || byServices) {
      const clock = clockOf(c.timezone)
      const day = clock ? WEEKDAYS.indexOf(clock.weekday) : -1
      const bits = factsOf(c)[day] ?? 0
      if (byHours && (bits & hoursMask) === 0 && !(byOpenNow && openNow(c)))
        return false
      if (byServices && (bits & servicesMask) === 0) return false
    }
    return !byText || matchesTextQuery(c, query)
  })
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
