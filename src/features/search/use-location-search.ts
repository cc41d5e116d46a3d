import { useCallback, useEffect, useRef, useState } from 'react'
import { config, DEFAULT_CONTACT_EMAIL } from '@/config/env'
import type { GeocodeResult } from '@/data/geocode'
import { loadGazetteer } from '@/data/gazetteer'
import { currentPosition } from '@/data/geolocation'
import type { LatLng } from '@/domain/clinic'
import { setSearchOrigin } from '@/features/emergency'
import { CURRENT_LOCATION_LABEL, SEARCH_MESSAGES } from './messages'

export interface SearchState {
  isLoading: boolean
  error: string | null
  userLocation: LatLng | null
  /** The typed text, or 'Current Location'. */
  searchLocation: string
}

const IDLE: SearchState = {
  isLoading: false,
  error: null,
  userLocation: null,
  searchLocation: '',
}

export interface LocationDeps {
  /** A town or ZIP from the built-in gazetteer, with no network (null: not one). */
  resolveLocal?: (text: string) => Promise<LatLng | null>
  geocode: (text: string, signal: AbortSignal) => Promise<GeocodeResult | null>
  locate: () => Promise<LatLng>
}

let geocoder: Promise<LocationDeps['geocode']> | null = null

/**
 * The session's geocoder (src/data/geocode.ts), loaded with the first street
 * address a parent searches: towns and ZIPs never need it, so it stays out of
 * the first load. A failed load is forgotten, so the next search tries again.
 */
function sessionGeocode(): Promise<LocationDeps['geocode']> {
  geocoder ??= import('@/data/geocode').then(
    ({ geocode, sessionGeocoder }) =>
      sessionGeocoder((text, signal) =>
        geocode(text, {
          endpoint: config.geocoderUrl,
          email:
            config.contactEmail === DEFAULT_CONTACT_EMAIL
              ? null
              : config.contactEmail,
          signal,
          timeoutMs: config.readTimeoutMs,
        }),
      ),
    (e: unknown) => {
      geocoder = null
      throw e
    },
  )
  return geocoder
}

export const defaultLocationDeps: LocationDeps = {
  resolveLocal: async (text) => {
    const found = (await loadGazetteer()).resolve(text)
    return found && { lat: found.lat, lng: found.lng }
  },
  geocode: async (text, signal) => (await sessionGeocode())(text, signal),
  locate: () => currentPosition(),
}

/**
 * Where the home search measures from: a typed place (a town or ZIP from the
 * gazetteer, else the geocoder) or the device's position. A blank place is
 * never looked up; a new search cancels the one running, so a stale answer
 * never overwrites a newer one. The place found is shared with the Emergency
 * Info dialog (search-origin).
 */
export function useLocationSearch(
  initialError: string | null,
  deps: LocationDeps,
) {
  const [search, setSearch] = useState<SearchState>({
    ...IDLE,
    error: initialError,
  })
  const running = useRef<AbortController | null>(null)

  useEffect(() => () => running.current?.abort(), [])

  const begin = () => {
    running.current?.abort()
    const controller = new AbortController()
    running.current = controller
    return controller
  }

  const finish = useCallback(
    (controller: AbortController, next: Partial<SearchState>) => {
      if (running.current !== controller || controller.signal.aborted) return
      running.current = null
      setSearch((s) => ({ ...s, isLoading: false, ...next }))
    },
    [],
  )

  /** Back to no place: the search running is cancelled. */
  const clear = useCallback(() => {
    running.current?.abort()
    running.current = null
    setSearch({ ...IDLE })
  }, [])

  /** Searches the trimmed text; blank text clears instead. */
  const searchByText = useCallback(
    async (text: string) => {
      const trimmed = text.trim()
      if (!trimmed) return clear()
      const controller = begin()
      setSearch((s) => ({
        ...s,
        isLoading: true,
        error: null,
        searchLocation: trimmed,
      }))
      try {
        // A town or ZIP resolves locally; only other text reaches the geocoder.
        const local = deps.resolveLocal
          ? await deps.resolveLocal(trimmed).catch(() => null)
          : null
        if (local) return finish(controller, { userLocation: local })
        if (controller.signal.aborted) return
        const found = await deps.geocode(trimmed, controller.signal)
        if (found)
          finish(controller, {
            userLocation: { lat: found.lat, lng: found.lng },
          })
        else
          finish(controller, {
            userLocation: null,
            error: SEARCH_MESSAGES.notFound,
          })
      } catch {
        finish(controller, {
          userLocation: null,
          error: SEARCH_MESSAGES.geocoderFailed,
        })
      }
    },
    [deps, finish, clear],
  )

  const searchByCurrentLocation = useCallback(async () => {
    const controller = begin()
    setSearch((s) => ({
      ...s,
      isLoading: true,
      error: null,
      searchLocation: CURRENT_LOCATION_LABEL,
    }))
    try {
      const position = await deps.locate()
      finish(controller, { userLocation: position })
    } catch {
      finish(controller, {
        userLocation: null,
        error: SEARCH_MESSAGES.geolocationFailed,
      })
    }
  }, [deps, finish])

  // The Emergency Info dialog lists the rooms nearest to this place too.
  useEffect(() => setSearchOrigin(search.userLocation), [search.userLocation])

  return { search, searchByText, searchByCurrentLocation, clear }
}
