import {
  EARTH_RADIUS_MILES,
  UNKNOWN_DISTANCE_MILES,
  type Clinic,
  type LatLng,
} from '../clinic'
import { compareText, wholeMiles } from '../ordering'

const toRad = (deg: number) => (deg * Math.PI) / 180

/**
 * A point we can measure from. Decision: besides missing and non-finite
 * values, a latitude outside ±90 or a longitude outside ±180 also counts as
 * unknown (such a point is a data error, not a place).
 */
export function isUsablePoint(p: LatLng | null | undefined): p is LatLng {
  return (
    !!p &&
    typeof p.lat === 'number' &&
    typeof p.lng === 'number' &&
    Number.isFinite(p.lat) &&
    Number.isFinite(p.lng) &&
    Math.abs(p.lat) <= 90 &&
    Math.abs(p.lng) <= 180
  )
}

/**
 * Great-circle (haversine) distance in miles with an Earth radius of 3959,
 * rounded to 0.1 mile; 999 when either point is unknown.
 */
export function distanceMiles(
  from: LatLng | null | undefined,
  to: LatLng | null | undefined,
): number {
  if (!isUsablePoint(from) || !isUsablePoint(to)) return UNKNOWN_DISTANCE_MILES
  const dLat = toRad(to.lat - from.lat)
  const dLng = toRad(to.lng - from.lng)
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRad(from.lat)) *
      Math.cos(toRad(to.lat)) *
      Math.sin(dLng / 2) ** 2
  // Clamp: rounding can push `a` a hair outside [0, 1].
  const h = Math.min(1, Math.max(0, a))
  const c = 2 * Math.atan2(Math.sqrt(h), Math.sqrt(1 - h))
  return Math.round(EARTH_RADIUS_MILES * c * 10) / 10
}

/**
 * A distance as every screen writes it (cards, emergency rooms, map popups,
 * empty states, town pages, the radius): to 0.1 mile without a trailing
 * '.0' under 100 miles ('0.4 miles', '1 mile', '12.5 miles'), in whole miles
 * from 100 ('130 miles'); 'mile' only for exactly one.
 */
export function formatMiles(miles: number): string {
  const n = miles >= 100 ? Math.round(miles) : Math.round(miles * 10) / 10
  return `${n} ${n === 1 ? 'mile' : 'miles'}`
}

/**
 * A distance measured to a town's point rather than the clinic's own
 * ('about 3 miles'): whole miles, never below 1, so it never looks exact and
 * never reads '0 miles'.
 */
export function approximateMiles(miles: number): string {
  const n = wholeMiles(miles)
  return n === 1 ? 'about 1 mile' : `about ${n} miles`
}

/**
 * A clinic's distance as its card writes it: '1.6 miles' for its own point;
 * 'In Paducah · about 3 miles' for a clinic placed at its town's point;
 * 'Distance unknown' without a point.
 */
export function clinicDistanceText(
  miles: number,
  approximate: boolean,
  city: string,
): string {
  if (!Number.isFinite(miles) || miles >= UNKNOWN_DISTANCE_MILES)
    return 'Distance unknown'
  return approximate
    ? `In ${city} · ${approximateMiles(miles)}`
    : formatMiles(miles)
}

/** New clinic objects with `distance` from `origin` (input is not mutated). */
export function withDistances(
  clinics: readonly Clinic[],
  origin: LatLng,
): Clinic[] {
  return clinics.map((c) => ({
    ...c,
    distance: distanceMiles(origin, c.coordinates),
  }))
}

/**
 * The `n` items nearest to `origin` within `maxMiles`, each a new object with
 * its `distance` in miles; an item without usable coordinates is never
 * listed ("nearest" cannot be claimed for it). Ties by name, then by `key`,
 * so the order is stable. The input is not mutated.
 */
export function nearestByDistance<
  T extends { name: string; coordinates: LatLng | null },
>(
  list: readonly T[],
  origin: LatLng | null,
  n: number,
  maxMiles: number,
  key: (item: T) => string,
): Array<T & { distance: number }> {
  if (!isUsablePoint(origin) || !(n > 0)) return []
  return list
    .filter((item) => isUsablePoint(item.coordinates))
    .map((item) => ({
      ...item,
      distance: distanceMiles(origin, item.coordinates),
    }))
    .filter((item) => item.distance <= maxMiles)
    .sort(
      (a, b) =>
        a.distance - b.distance ||
        compareText(a.name, b.name) ||
        compareText(key(a), key(b)),
    )
    .slice(0, Math.floor(n))
}
