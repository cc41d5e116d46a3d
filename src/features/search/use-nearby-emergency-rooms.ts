import { useEffect, useMemo, useState } from 'react'
import { getRepository } from '@/data/create-repository'
import type { LatLng } from '@/domain/clinic'
import type { EmergencyDepartment } from '@/domain/emergency/types'
import {
  nearestEmergencyDepartments,
  nearestForEachTown,
  type TownPoint,
} from '@/domain/emergency/nearest'
import { loadEmergencyRooms } from '@/features/emergency'

/** Every emergency department, with the code of the section that lists them. */
export async function readEmergencyRooms(): Promise<EmergencyDepartment[]> {
  // The section's code comes with its data (never on the first load).
  const [repo] = await Promise.all([getRepository(), loadEmergencyRooms()])
  return repo.listEmergencyDepartments()
}

/**
 * The three emergency rooms nearest to `origin`, with their distances; with
 * no origin, none, or, given `towns` (nothing is open and no place was
 * given: the night answer names a room for every town), the room nearest
 * each town (nearestForEachTown). The rooms are read once, when first
 * wanted (never on the first paint); a failed read is logged and lists
 * none.
 */
export function useNearbyEmergencyRooms(
  origin: LatLng | null,
  load: () => Promise<EmergencyDepartment[]>,
  towns: readonly TownPoint[] | null = null,
): EmergencyDepartment[] {
  const [rooms, setRooms] = useState<EmergencyDepartment[] | null>(null)
  const wanted = origin !== null || towns !== null
  useEffect(() => {
    if (!wanted || rooms !== null) return
    let live = true
    load()
      .then((list) => {
        if (live) setRooms(list)
      })
      .catch((e: unknown) => console.error('Emergency rooms load error', e))
    return () => {
      live = false
    }
  }, [wanted, rooms, load])
  return useMemo(() => {
    if (!rooms) return []
    if (origin) return nearestEmergencyDepartments(rooms, origin, 3)
    return towns ? nearestForEachTown(rooms, towns) : []
  }, [rooms, origin, towns])
}
