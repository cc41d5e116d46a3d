import type { UrlSearchState } from '@/domain/url-state'
import { CURRENT_LOCATION_LABEL } from './messages'
import type { useClinicSearch } from './use-clinic-search'

export type HomeSearch = ReturnType<typeof useClinicSearch>

/**
 * The home search as the URL keeps it (a place only once it is searched;
 * the current position as `location=current`). Used by the lazily loaded
 * URL sync and 'Share this search', so it is not in the first load.
 */
export function urlSearchState(
  s: HomeSearch,
  view: UrlSearchState['view'],
): UrlSearchState {
  const current = s.search.searchLocation === CURRENT_LOCATION_LABEL
  return {
    location: current ? '' : s.search.searchLocation,
    currentLocation: current,
    radius: s.filters.radius,
    hours: s.filters.hours,
    services: s.filters.services,
    age: s.filters.age,
    coverage: s.filters.coverage,
    q: s.query,
    sort: s.sortChoice,
    view,
  }
}
