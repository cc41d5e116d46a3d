import { useCallback, useMemo, useState } from 'react'
import { townPoints } from '@/domain/cities'
import { DEFAULT_FILTERS, type Clinic, type FilterState } from '@/domain/clinic'
import type { EmergencyDepartment } from '@/domain/emergency/types'
import { CURRENT_LOCATION_LABEL } from './messages'
import {
  defaultLocationDeps,
  useLocationSearch,
  type LocationDeps,
} from './use-location-search'
import { useFilteredResults, type SortOrder } from './use-filtered-results'
import {
  readEmergencyRooms,
  useNearbyEmergencyRooms,
} from './use-nearby-emergency-rooms'

export type { SearchState } from './use-location-search'
export type { SortOrder } from './use-filtered-results'

export interface SearchDeps extends LocationDeps {
  /** Every emergency department (read once, after the first search). */
  emergencyRooms: () => Promise<EmergencyDepartment[]>
}

const defaultDeps: SearchDeps = {
  ...defaultLocationDeps,
  emergencyRooms: readEmergencyRooms,
}

/**
 * The home search: a typed location or the current position
 * (useLocationSearch) → distances → radius → hours and service filters →
 * sorted by distance (useFilteredResults), with the nearest emergency rooms
 * to the place searched (useNearbyEmergencyRooms). This hook holds what the
 * parent chose: the filters, the name query and the order.
 */
export function useClinicSearch(
  clinics: Clinic[],
  initialError: string | null = null,
  deps: SearchDeps = defaultDeps,
) {
  const [filters, setFiltersState] = useState<FilterState>(DEFAULT_FILTERS)
  const [query, setQuery] = useState('')
  const [sortChoice, setSortChoice] = useState<SortOrder | null>(null)
  const location = useLocationSearch(initialError, deps)
  const { search } = location

  const { searchByText: locate, searchByCurrentLocation: locateHere } = location
  const searchByText = useCallback(
    (text: string) => {
      setFiltersState((f) => ({ ...f, location: text.trim() }))
      return locate(text)
    },
    [locate],
  )
  const searchByCurrentLocation = useCallback(() => {
    setFiltersState((f) => ({ ...f, location: CURRENT_LOCATION_LABEL }))
    return locateHere()
  }, [locateHere])

  const setFilters = useCallback((patch: Partial<FilterState>) => {
    setFiltersState((f) => ({ ...f, ...patch }))
  }, [])

  /** 'Clear search and show all clinics' / 'Clear All Filters': back to defaults. */
  const { clear } = location
  const reset = useCallback(() => {
    clear()
    setFiltersState(DEFAULT_FILTERS)
    setQuery('')
    setSortChoice(null)
  }, [clear])

  const sort: SortOrder =
    sortChoice ?? (search.userLocation ? 'distance' : 'open')
  const {
    results,
    listedCount,
    soonest,
    anyOpen,
    holidayUnconfirmed,
    notConfirmed,
    askFor,
    timed,
  } = useFilteredResults(clinics, filters, query, search.userLocation, sort)
  // 'Open Now' left nothing and no place was given: the room nearest each
  // town of the directory.
  const towns = useMemo(() => townPoints(clinics), [clinics])
  const nearestRooms = useNearbyEmergencyRooms(
    search.userLocation,
    deps.emergencyRooms,
    soonest !== null ? towns : null,
  )

  return {
    nearestRooms,
    anyOpen,
    holidayUnconfirmed,
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
    /** results[listedCount…] are the listings with no hours on file (last). */
    listedCount,
    /** With the age or coverage filter on: results not confirmed for it. */
    notConfirmed,
    /** The fact filters the cards ask about (null: none chosen). */
    askFor,
    /** Ordered with the clock (false: the prerendered, clockless order). */
    timed,
  }
}
