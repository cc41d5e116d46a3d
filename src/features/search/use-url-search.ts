import { useEffect, useRef } from 'react'
import { useLocation, useNavigate } from 'react-router'
import {
  formatSearchQuery,
  parseSearchQuery,
  type UrlSearchState,
} from '@/domain/url-state'

/** Why a search was read from the URL (useUrlSearchSync's apply). */
export type AddressCause = 'opened' | 'history'

/**
 * The home search and the URL query kept in step (a search can be shared).
 *
 * URL → search: after hydration (the prerendered page first shows the
 * default list, the same as the server's HTML) and on back / forward, a
 * non-empty query is read and applied. Search → URL: a new searched place is
 * a new history entry; a filter, radius, sort, name-search or view change
 * replaces the current one, so Back returns to the previous search rather
 * than undoing one checkbox at a time.
 *
 * Used only by url-sync.tsx, which the home page loads lazily (with the
 * mapping, src/domain/url-state.ts), so none of it is in the first load.
 */
export function useUrlSearchSync({
  state,
  isSet,
  apply,
}: {
  /** The search as it is now (a place only once it is searched). */
  state: UrlSearchState
  /** Anything differs from the defaults. */
  isSet: boolean
  /**
   * Runs a search state read from the URL: the one the page opened on
   * ('opened'), or one Back or Forward moved to while it was open
   * ('history').
   */
  apply: (state: UrlSearchState, cause: AddressCause) => void
}) {
  const { search } = useLocation()
  const navigate = useNavigate()
  /** The query this page last wrote or applied (null: not yet hydrated). */
  const synced = useRef<string | null>(null)
  /** A query is being read: the state is not yet the URL's. */
  const reading = useRef(false)
  /** The searched place of the current history entry. */
  const entryPlace = useRef('')
  /** The router's query now (not window.location: a memory router has its own). */
  const routerSearch = useRef(search)
  const applyRef = useRef(apply)
  useEffect(() => {
    applyRef.current = apply
  })

  // URL → search.
  useEffect(() => {
    routerSearch.current = search
    if (search === synced.current) return
    const before = synced.current
    const first = before === null
    synced.current = search
    if (first && search === '') return
    reading.current = true
    let live = true
    // Applied a microtask later: this render's search → URL effect must
    // not write the state from before the link was read.
    let applied = false
    Promise.resolve()
      .then(() => {
        if (!live) return
        applied = true
        reading.current = false
        const next = parseSearchQuery(search)
        entryPlace.current = placeOf(next)
        applyRef.current(next, first ? 'opened' : 'history')
      })
      .catch((e: unknown) => {
        reading.current = false
        console.error('Search link could not be read', e)
      })
    return () => {
      live = false
      // Cleaned up before it was read (React's StrictMode runs each effect
      // twice in development): the next run reads this query again.
      if (!applied) {
        synced.current = before
        reading.current = false
      }
    }
  }, [search])

  // Search → URL.
  const {
    location,
    currentLocation,
    radius,
    hours,
    services,
    age,
    coverage,
    q,
    sort,
    view,
  } = state
  const hoursKey = hours.join(',')
  const servicesKey = services.join(',')
  const coverageKey = coverage.join(',')
  useEffect(() => {
    if (reading.current) return
    // Nothing set and nothing in the URL: no need for the mapping at all.
    if (!isSet && routerSearch.current === '') return
    const now: UrlSearchState = {
      location,
      currentLocation,
      radius,
      hours: hoursKey ? (hoursKey.split(',') as UrlSearchState['hours']) : [],
      services: servicesKey
        ? (servicesKey.split(',') as UrlSearchState['services'])
        : [],
      age,
      coverage: coverageKey
        ? (coverageKey.split(',') as UrlSearchState['coverage'])
        : [],
      q,
      sort,
      view,
    }
    // Written when the browser is idle, after the change and its cards are
    // drawn: the router's update renders the whole page again (its links,
    // the scroll position saved), which a filter tap should not wait for. Not when the URL moved meanwhile
    // (Back, Forward): the search is then being set from it.
    const at = routerSearch.current
    return whenIdle(() => {
      if (reading.current || routerSearch.current !== at) return
      try {
        const query = formatSearchQuery(now)
        // As the browser spells it (it escapes a few characters itself).
        const written = query && new URL(query, window.location.href).search
        if (written === routerSearch.current) {
          synced.current = written
          return
        }
        const place = placeOf(now)
        const push = place !== entryPlace.current
        entryPlace.current = place
        synced.current = written
        void navigate(
          { search: written },
          { replace: !push, preventScrollReset: true },
        )
      } catch (e) {
        console.error('Search link not updated', e)
      }
    })
  }, [
    isSet,
    location,
    currentLocation,
    radius,
    hoursKey,
    servicesKey,
    age,
    coverageKey,
    q,
    sort,
    view,
    navigate,
  ])
}

/**
 * Runs `fn` when the browser is next idle (within a second; 50 ms where
 * there is no idle callback); returns what cancels it.
 */
function whenIdle(fn: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(fn, { timeout: 1000 })
    return () => cancelIdleCallback(id)
  }
  const timer = setTimeout(fn, 50)
  return () => clearTimeout(timer)
}

function placeOf(state: UrlSearchState): string {
  return state.currentLocation ? '\u0000current' : state.location.trim()
}
