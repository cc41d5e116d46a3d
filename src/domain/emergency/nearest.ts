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

/** A town of the directory and the point its clinics are measured around. */
export interface TownPoint {
  name: string
  point: LatLng
}

/**
 * With no place to measure from: the emergency room nearest each town of
 * the directory, each room once with the towns it is nearest to
 * (`nearestFor`), in the order of the towns' names (a parent finds their
 * own town), without a distance. A room with no position is never the
 * nearest. Pure; the inputs are not mutated.
 */
export function nearestForEachTown(
  list: readonly EmergencyDepartment[],
  towns: readonly TownPoint[],
): EmergencyDepartment[] {
  const found = new Map<
    string,
    { room: EmergencyDepartment; towns: string[] }
  >()
  const ordered = [...towns].sort((a, b) => a.name.localeCompare(b.name, 'en'))
  for (const town of ordered) {
    const [room] = nearestEmergencyDepartments(list, town.point, 1)
    if (!room) continue
    const entry = found.get(room.id) ?? { room, towns: [] }
    entry.towns.push(town.name)
    found.set(room.id, entry)
  }
  return [...found.values()].map(({ room, towns: names }) => {
    const { distance: _measured, ...rest } = room
    return { ...rest, nearestFor: names }
  })
}
