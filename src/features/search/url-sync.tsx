import { useCallback, useEffect } from 'react'
import { useLocation, useNavigationType } from 'react-router'
import { isDocumentStart } from '@/hooks/document-start'
import { RESULTS_HEADING_ID } from './messages'
import { formatSearchQuery, type UrlSearchState } from '@/domain/url-state'
import { urlSearchState, type HomeSearch } from './url-search-state'
import { useUrlSearchSync, type AddressCause } from './use-url-search'

interface Props {
  search: HomeSearch
  view: UrlSearchState['view']
  isSet: boolean
  setView: (view: UrlSearchState['view']) => void
  /** Bring the answer of a search read from the URL into view. */
  onReveal?: () => void
  /** Back from another page: return to the parent's place (the results heading's top on screen). */
  onReturnTo?: (headingTop: number) => void
}

/**
 * Where the results heading was on screen at the parent's last tap or key
 * on a search, by history entry (the last 20): Back from another page to
 * that search returns there.
 */
const placesLeft = new Map<string, number>()

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
  onReveal,
  onReturnTo,
}: Props) {
  // A search read from the address (Back or Forward to another search, a
  // reload, a link opened or followed) brings its answer into view: a
  // scroll offset restored for it was measured before the answer was drawn
  // (a reload landed on the footer). Back from another page of the site (a
  // clinic's) returns to the parent's own place, measured from the heading.
  const navigationType = useNavigationType()
  const { key: entryKey } = useLocation()
  const onAddressSearch = useCallback(
    (cause: AddressCause) => {
      if (cause === 'history' || isDocumentStart() || navigationType !== 'POP')
        return onReveal?.()
      const top = placesLeft.get(entryKey)
      if (top !== undefined) onReturnTo?.(top)
    },
    [navigationType, entryKey, onReveal, onReturnTo],
  )
  // Where the answer is on screen at each tap or key (what takes the
  // parent to another page is one): read before anything moves.
  useEffect(() => {
    const note = () => {
      const heading = document.getElementById(RESULTS_HEADING_ID)
      if (!heading || window.location.search === '') return
      placesLeft.delete(entryKey)
      placesLeft.set(entryKey, heading.getBoundingClientRect().top)
      if (placesLeft.size > 20)
        placesLeft.delete(placesLeft.keys().next().value!)
    }
    const events = ['pointerdown', 'keydown'] as const
    for (const e of events) addEventListener(e, note, { capture: true })
    return () => {
      for (const e of events) removeEventListener(e, note, { capture: true })
    }
  }, [entryKey])
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
      if (formatSearchQuery(next) !== '') onAddressSearch(cause)
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
