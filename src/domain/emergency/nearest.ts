import type { LatLng } from '../clinic'
import { nearestByDistance } from '../geo/distance'
import type { EmergencyDepartment } from './types'

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
  const limit = Number.isFinite(maxMiles) ? maxMiles! : Infinity
  return nearestByDistance(list, origin, n, limit, (ed) => ed.id)
}
