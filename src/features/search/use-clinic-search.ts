import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { config, DEFAULT_CONTACT_EMAIL } from '@/config/env'
import type { GeocodeResult } from '@/data/geocode'
import { loadGazetteer } from '@/data/gazetteer'
import { currentPosition } from '@/data/geolocation'
import { getRepository } from '@/data/create-repository'
import {
  DEFAULT_FILTERS,
  type Clinic,
  type FilterState,
  type LatLng,
} from '@/domain/clinic'
import { applyFilters, sortClinics } from '@/domain/filters'
import { soonestOpenings } from '@/domain/soonest-openings'
import { clinicOpenStatus } from '@/domain/clinic-display'
import type { EmergencyDepartment } from '@/domain/emergency/types'
import { nearestEmergencyDepartments } from '@/domain/emergency/nearest'
import { useNow } from '@/hooks/use-now'
import { loadEmergencyRooms, setSearchOrigin } from '@/features/emergency'
import { CURRENT_LOCATION_LABEL, SEARCH_MESSAGES } from './messages'

export type SortOrder = 'distance' | 'rating'

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

export interface SearchDeps {
  /** A town or ZIP from the built-in gazetteer, with no network (null: not one). */
  resolveLocal?: (text: string) => Promise<LatLng | null>
  geocode: (text: string, signal: AbortSignal) => Promise<GeocodeResult | null>
  locate: () => Promise<LatLng>
  /** Every emergency department (read once, after the first search). */
  emergencyRooms: () => Promise<EmergencyDepartment[]>
}

let geocoder: Promise<SearchDeps['geocode']> | null = null

/**
 * The session's geocoder (src/data/geocode.ts), loaded with the first street
 * address a parent searches: towns and ZIPs never need it, so it stays out of
 * the first load. A failed load is forgotten, so the next search tries again.
 */
function sessionGeocode(): Promise<SearchDeps['geocode']> {
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

const defaultDeps: SearchDeps = {
  resolveLocal: async (text) => {
    const found = (await loadGazetteer()).resolve(text)
    return found && { lat: found.lat, lng: found.lng }
  },
  geocode: async (text, signal) => (await sessionGeocode())(text, signal),
  locate: () => currentPosition(),
  emergencyRooms: async () => {
    // The section's code comes with its data (never on the first load).
    const [repo] = await Promise.all([getRepository(), loadEmergencyRooms()])
    return repo.listEmergencyDepartments()
  },
}

/**
 * Home search (spec section 4): a typed location or the current position →
 * distances → radius → hours and service filters → sorted by distance. A new
 * search cancels the one running, so a stale answer never overwrites a newer one.
 */
export function useClinicSearch(
  clinics: Clinic[],
  initialError: string | null = null,
  deps: SearchDeps = defaultDeps,
) {
  const [filters, setFiltersState] = useState<FilterState>(DEFAULT_FILTERS)
  const [query, setQuery] = useState('')
  const [search, setSearch] = useState<SearchState>({
    ...IDLE,
    error: initialError,
  })
  const [sortChoice, setSortChoice] = useState<SortOrder | null>(null)
  const running = useRef<AbortController | null>(null)
  const now = useNow()

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

  const searchByText = useCallback(
    async (text: string) => {
      const trimmed = text.trim()
      setFiltersState((f) => ({ ...f, location: trimmed }))
      if (!trimmed) {
        // A blank location is never geocoded: the full list, unchanged.
        running.current?.abort()
        running.current = null
        setSearch({ ...IDLE })
        return
      }
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
    [deps, finish],
  )

  const searchByCurrentLocation = useCallback(async () => {
    const controller = begin()
    setFiltersState((f) => ({ ...f, location: CURRENT_LOCATION_LABEL }))
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

  const setFilters = useCallback((patch: Partial<FilterState>) => {
    setFiltersState((f) => ({ ...f, ...patch }))
  }, [])

  /** 'Clear search and show all clinics' / 'Clear All Filters': back to defaults. */
  const reset = useCallback(() => {
    running.current?.abort()
    running.current = null
    setFiltersState(DEFAULT_FILTERS)
    setQuery('')
    setSortChoice(null)
    setSearch({ ...IDLE })
  }, [])

  const sort: SortOrder =
    sortChoice ?? (search.userLocation ? 'distance' : 'rating')
  // Sorted by rating once per data load. Filtering keeps that order, so the
  // sort on each filter change is one pass over clinics already in order
  // (sorting a national directory from scratch on every click cost the most).
  const byRating = useMemo(() => sortClinics(clinics, 'rating'), [clinics])
  const results = useMemo(() => {
    const filtered = applyFilters(byRating, filters, {
      now: now ?? new Date(0),
      origin: search.userLocation,
      query,
    })
    return sortClinics(
      filtered,
      sort === 'distance' && !search.userLocation ? 'rating' : sort,
    )
  }, [byRating, filters, now, search.userLocation, query, sort])

  // 'Open Now' left nothing: the soonest openings among the results without it.
  const openNowChosen = filters.hours.includes('open-now')
  const soonest = useMemo(() => {
    if (!openNowChosen || results.length > 0 || !now) return null
    const others = applyFilters(
      byRating,
      { ...filters, hours: filters.hours.filter((h) => h !== 'open-now') },
      { now, origin: search.userLocation, query },
    )
    return soonestOpenings(others, now, 3)
  }, [
    openNowChosen,
    results,
    byRating,
    filters,
    now,
    search.userLocation,
    query,
  ])

  // After a search: the nearest three emergency rooms (loaded on the first
  // search, never on the first paint).
  const [rooms, setRooms] = useState<EmergencyDepartment[] | null>(null)
  const hasOrigin = search.userLocation !== null
  const loadRooms = deps.emergencyRooms
  useEffect(() => {
    if (!hasOrigin || rooms !== null) return
    let live = true
    loadRooms()
      .then((list) => {
        if (live) setRooms(list)
      })
      .catch((e: unknown) => console.error('Emergency rooms load error', e))
    return () => {
      live = false
    }
  }, [hasOrigin, rooms, loadRooms])
  // The Emergency Info dialog lists the rooms nearest to this place too.
  useEffect(() => setSearchOrigin(search.userLocation), [search.userLocation])
  const nearestRooms = useMemo(
    () =>
      rooms && search.userLocation
        ? nearestEmergencyDepartments(rooms, search.userLocation, 3)
        : [],
    [rooms, search.userLocation],
  )
  const anyOpen = useMemo(
    () =>
      now !== null &&
      results.some((c) => clinicOpenStatus(c, now)?.state === 'open'),
    [results, now],
  )

  return {
    nearestRooms,
    anyOpen,
    soonest,
    filters,
    setFilters,
    query,
    setQuery,
    search,
    searchByText,
    searchByCurrentLocation,
    reset,
    sort,
    /** The order a parent chose (null: the automatic one); the URL keeps it. */
    sortChoice,
    setSort: setSortChoice,
    results,
  }
}
