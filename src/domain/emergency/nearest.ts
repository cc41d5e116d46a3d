import type { LatLng } from '../clinic'
import { distanceMiles, isUsablePoint } from '../geo/distance'
import type { EmergencyDepartment } from './types'
import { compareText } from '../ordering'

/**
 * The `n` emergency departments nearest to `origin` (optionally only those
 * within `maxMiles`), each a new object with its `distance` in miles (rounded
 * to 0.1, like clinic distances). A record without usable coordinates has no
 * distance and is never listed: "nearest" cannot be claimed for it. Ties go
 * by name, then id, so the order is stable. Pure; the input is not mutated.
 */
export function nearestEmergencyDepartments(
  list: readonly EmergencyDepartment[],
  origin: LatLng,
  n: number,
  maxMiles?: number,
): EmergencyDepartment[] {
  if (!isUsablePoint(origin) || !(n > 0)) return []
  const limit = Number.isFinite(maxMiles) ? maxMiles! : Infinity
  return list
    .filter((ed) => isUsablePoint(ed.coordinates))
    .map((ed) => ({ ...ed, distance: distanceMiles(origin, ed.coordinates) }))
    .filter((ed) => ed.distance <= limit)
    .sort(
      (a, b) =>
        a.distance - b.distance ||
        compareText(a.name, b.name) ||
        compareText(a.id, b.id),
    )
    .slice(0, Math.floor(n))
}
