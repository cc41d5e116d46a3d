import { useEffect, useMemo, useState } from 'react'
import { getRepository } from '@/data/create-repository'
import type { LatLng } from '@/domain/clinic'
import type { EmergencyDepartment } from '@/domain/emergency/types'
import { nearestEmergencyDepartments } from '@/domain/emergency/nearest'
import { loadEmergencyRooms } from '@/features/emergency'

/** Every emergency department, with the code of the section that lists them. */
export async function readEmergencyRooms(): Promise<EmergencyDepartment[]> {
  // The section's code comes with its data (never on the first load).
  const [repo] = await Promise.all([getRepository(), loadEmergencyRooms()])
  return repo.listEmergencyDepartments()
}

/**
 * The three emergency rooms nearest to `origin`, with their distances; none
 * without an origin. The rooms are read once, with the first origin (never
 * on the first paint); a failed read is logged and lists none.
 */
export function useNearbyEmergencyRooms(
  origin: LatLng | null,
  load: () => Promise<EmergencyDepartment[]>,
): EmergencyDepartment[] {
  const [rooms, setRooms] = useState<EmergencyDepartment[] | null>(null)
  const hasOrigin = origin !== null
  useEffect(() => {
    if (!hasOrigin || rooms !== null) return
    let live = true
    load()
      .then((list) => {
        if (live) setRooms(list)
      })
      .catch((e: unknown) => console.error('Emergency rooms load error', e))
    return () => {
      live = false
    }
  }, [hasOrigin, rooms, load])
  return useMemo(
    () =>
      rooms && origin ? nearestEmergencyDepartments(rooms, origin, 3) : [],
    [rooms, origin],
  )
}
