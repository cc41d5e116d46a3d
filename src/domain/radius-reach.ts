import { MAX_RADIUS_MILES, type Clinic, type LatLng } from './clinic'
import { distanceMiles, isUsablePoint } from './geo/distance'

/**
 * What the radius alone does to a search, whatever the other filters: the
 * empty state after a search says when no listed
 * clinic is within the radius at all (a ZIP outside the region), how far the
 * nearest one is, and offers 'Widen the search to 50 miles' only when that
 * would find one. Distances are measured exactly as the radius filter
 * measures them (src/domain/filters.ts: kept when distance <= radius).
 */
export interface RadiusReach {
  /** Miles to the nearest clinic with a known position (null: none has one). */
  nearestMiles: number | null
  /** No clinic at all within the radius: the radius, not a filter, left nothing. */
  nothingWithin: boolean
  /** The radius is below the widest and widening to it finds a clinic. */
  canWiden: boolean
}

export function radiusReach(
  clinics: readonly Clinic[],
  origin: LatLng,
  radius: number,
): RadiusReach {
  let nearestMiles: number | null = null
  // An unknown position is 'no distance' here, never a made-up 999 miles.
  if (isUsablePoint(origin))
    for (const c of clinics) {
      if (!isUsablePoint(c.coordinates)) continue
      const d = distanceMiles(origin, c.coordinates)
      if (nearestMiles === null || d < nearestMiles) nearestMiles = d
    }
  const within = (miles: number) =>
    nearestMiles !== null && nearestMiles <= miles
  return {
    nearestMiles,
    nothingWithin: !within(radius),
    canWiden: radius < MAX_RADIUS_MILES && within(MAX_RADIUS_MILES),
  }
}
