import { useCallback } from 'react'
import { formatSearchQuery, type UrlSearchState } from '@/domain/url-state'
import { urlSearchState, type HomeSearch } from './url-search-state'
import { useUrlSearchSync, type AddressCause } from './use-url-search'

interface Props {
  search: HomeSearch
  view: UrlSearchState['view']
  isSet: boolean
  setView: (view: UrlSearchState['view']) => void
  /**
   * After a search read from the URL was started (not the defaults: Back to
   * the page before any search), and why it was read.
   */
  onAddressSearch?: (cause: AddressCause) => void
}

/**
 * The URL sync as a lazily loaded component (nothing on screen): the home
 * page mounts it after hydration, once the address has a query or the search
 * differs from the defaults, so none of its code is in the first load.
 */
export default function UrlSearchSync({
  search,
  view,
  isSet,
  setView,
  onAddressSearch,
}: Props) {
  const {
    setFilters,
    setQuery,
    setSort,
    searchByText,
    searchByCurrentLocation,
  } = search
  const apply = useCallback(
    (next: UrlSearchState, cause: AddressCause) => {
      setFilters({
        radius: next.radius,
        hours: next.hours,
        services: next.services,
        age: next.age,
        coverage: next.coverage,
      })
      setQuery(next.q)
      setSort(next.sort)
      setView(next.view)
      if (next.currentLocation) void searchByCurrentLocation()
      else void searchByText(next.location)
      // Back to the page as it was before any search is not an answer.
      if (formatSearchQuery(next) !== '') onAddressSearch?.(cause)
    },
    [
      onAddressSearch,
      setFilters,
      setQuery,
      setSort,
      setView,
      searchByText,
      searchByCurrentLocation,
    ],
  )
  useUrlSearchSync({ state: urlSearchState(search, view), isSet, apply })
  return null
}
