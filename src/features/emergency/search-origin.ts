import type { LatLng } from '@/domain/clinic'
import { isUsablePoint } from '@/domain/geo/distance'
import { createExternalStore, useExternalStore } from '@/hooks/external-store'

/**
 * The place of the last home search (typed place or current position), for
 * the Emergency Info dialog on any page. The home search sets it when its
 * location changes and clears it when the search is cleared. Only in
 * memory: a new page load starts without a location.
 */
const origin = createExternalStore<LatLng | null>(null)

export function setSearchOrigin(next: LatLng | null): void {
  const value = isUsablePoint(next) ? { lat: next.lat, lng: next.lng } : null
  const current = origin.get()
  if (value?.lat === current?.lat && value?.lng === current?.lng) return
  origin.set(value)
}

export function getSearchOrigin(): LatLng | null {
  return origin.get()
}

/** The searched location, or null (always null while prerendering). */
export function useSearchOrigin(): LatLng | null {
  return useExternalStore(origin, null)
}
