import { useSyncExternalStore } from 'react'
import type { LatLng } from '@/domain/clinic'
import { isUsablePoint } from '@/domain/geo/distance'

/**
 * The place of the last home search (typed place or current position), for
 * the Emergency Info dialog on any page. The home search sets it when its
 * location changes and clears it when the search is cleared. Only in
 * memory: a new page load starts without a location.
 */
let origin: LatLng | null = null
const listeners = new Set<() => void>()

export function setSearchOrigin(next: LatLng | null): void {
  const value = isUsablePoint(next) ? { lat: next.lat, lng: next.lng } : null
  if (value?.lat === origin?.lat && value?.lng === origin?.lng) return
  origin = value
  for (const l of listeners) l()
}

export function getSearchOrigin(): LatLng | null {
  return origin
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** The searched location, or null (always null while prerendering). */
export function useSearchOrigin(): LatLng | null {
  return useSyncExternalStore(subscribe, getSearchOrigin, () => null)
}
