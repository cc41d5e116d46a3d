import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react'
import { useLoaderData, useLocation } from 'react-router'
import { useNow } from '@/hooks/use-now'
import { config, siteOrigin } from '@/config/env'
import { getRepository } from '@/data/create-repository'
import {
  DEFAULT_RADIUS_MILES,
  MAX_RADIUS_MILES,
  type Clinic,
} from '@/domain/clinic'
import { groupCities } from '@/domain/cities'
import { prepareFilters } from '@/domain/filters'
import { resultCountText } from '@/domain/fact-filters'
import { websiteJsonLd } from '@/domain/seo/json-ld-site'
import type { HeadFn } from '@/components/seo/head'
import { failedLoad, loadFailureOf } from '@/app/load-failure'
import { savedAt } from '@/app/last-known'
import { HeroSearch, type QuickFilter } from '@/features/search/hero-search'
import { FilterPanel } from '@/features/search/filter-panel'
import { ResultList } from '@/features/search/result-list'
import { CityGrid } from '@/features/search/city-grid'
import { SEARCH_MESSAGES } from '@/features/search/messages'
import { OpenNowToggle } from '@/features/search/open-now-toggle'
import type { FilterId } from '@/domain/filter-vocabulary'
import { useClinicSearch } from '@/features/search/use-clinic-search'
import { ViewSwitch, type ResultView } from '@/features/map/view-switch'
import { MapResults } from '@/features/map/map-loader'

// The URL ↔ search sync and 'Share this search', one chunk
// (src/features/search/search-link.ts): mounted after hydration once the
// address has a query or a search is set, never in the first load.
const searchLink = () => import('@/features/search/search-link')
const UrlSearchSync = lazy(() =>
  searchLink().then((m) => ({ default: m.UrlSearchSync })),
)
const ShareSearch = lazy(() =>
  searchLink().then((m) => ({ default: m.ShareSearch })),
)
// What home shows only when something went wrong (a failed read, a kept
// copy shown during an outage, a search that found no place): never in its
// first load.
const outage = () => import('@/features/outage/directory-unavailable')
const DirectoryUnavailable = lazy(() =>
  outage().then((m) => ({ default: m.DirectoryUnavailable })),
)
const OutageNotice = lazy(() =>
  outage().then((m) => ({ default: m.OutageNotice })),
)
const SearchErrorBanner = lazy(() =>
  import('@/features/search/search-error-banner').then((m) => ({
    default: m.SearchErrorBanner,
  })),
)
const ActiveFilters = lazy(() =>
  searchLink().then((m) => ({ default: m.ActiveFilters })),
)

interface HomeData {
  clinics: Clinic[]
  error: string | null
}

export async function homeLoader(): Promise<HomeData> {
  try {
    const repo = await getRepository()
    return { clinics: await repo.listClinicsByRating(), error: null }
  } catch (e) {
    console.error('Error loading data', e)
    return failedLoad({ clinics: [], error: SEARCH_MESSAGES.loadFailed }, e)
  }
}

export const homeHead: HeadFn = () => ({
  title: config.siteName,
  description:
    'Find pediatric urgent care and walk-in clinics in Western Kentucky that are open now, with hours, directions and phone numbers.',
  keywords:
    'pediatric urgent care, walk-in clinic, Western Kentucky, open now, kids urgent care',
  path: '/',
  jsonLd: websiteJsonLd({ origin: siteOrigin(), name: config.siteName }),
})

export function HomePage() {
  const data = useLoaderData() as HomeData
  const { clinics } = data
  // A failed read says so (outage message), not as a search error.
  const failed = loadFailureOf(data) !== undefined
  const since = savedAt(data)
  const s = useClinicSearch(clinics, failed ? null : data.error)
  const cities = useMemo(() => groupCities(clinics), [clinics])
  const [view, setView] = useState<ResultView>('list')
  // The same functions on every render: the hero search (memoized) is not
  // rendered again by a filter tap.
  const { setFilters, searchByText, searchByCurrentLocation } = s
  const setLocation = useCallback(
    (location: string) => setFilters({ location }),
    [setFilters],
  )
  // A search a parent starts (a suggestion, Enter, 'Find Care Now', the
  // current position, 'Open Now') brings its answer into view once it is
  // there (revealResults).
  const [revealAsked, setRevealAsked] = useState(0)
  // So does a search read from the address (url-sync.tsx decides when);
  // Back from another page to a search returns to the parent's place.
  const [placeAsked, setPlaceAsked] = useState(0)
  const placeTop = useRef(0)
  const revealAddress = useCallback(() => setRevealAsked((n) => n + 1), [])
  const returnTo = useCallback((top: number) => {
    placeTop.current = top
    setPlaceAsked((n) => n + 1)
  }, [])
  const search = useCallback(
    (text: string) => {
      setRevealAsked((n) => n + 1)
      void searchByText(text)
    },
    [searchByText],
  )
  const searchHere = useCallback(() => {
    setRevealAsked((n) => n + 1)
    void searchByCurrentLocation()
  }, [searchByCurrentLocation])
  const { hours } = s.filters
  const openNow = hours.includes('open-now')
  const setOpenNow = useCallback(
    (on: boolean) => {
      if (on) setRevealAsked((n) => n + 1)
      setFilters({
        hours: on
          ? [...hours.filter((h) => h !== 'open-now'), 'open-now']
          : hours.filter((h) => h !== 'open-now'),
      })
    },
    [hours, setFilters],
  )
  // The hero's other pills: each toggles the filter it names, as the panel
  // does (an hours filter or the walk-in service), and brings the answer
  // into view when it turns on.
  const { services } = s.filters
  const toggleQuick = useCallback(
    (id: QuickFilter, on: boolean) => {
      if (on) setRevealAsked((n) => n + 1)
      const list: readonly string[] = id === 'walk-in' ? services : hours
      const next = list.filter((v) => v !== id)
      if (on) next.push(id)
      setFilters(
        id === 'walk-in'
          ? { services: next as typeof services }
          : { hours: next as typeof hours },
      )
    },
    [hours, services, setFilters],
  )
  const removeFilter = useCallback(
    (id: FilterId) =>
      setFilters({
        hours: s.filters.hours.filter((h) => h !== id),
        services: s.filters.services.filter((v) => v !== id),
        age: s.filters.age === id ? null : s.filters.age,
        coverage: s.filters.coverage.filter((v) => v !== id),
      }),
    [
      s.filters.hours,
      s.filters.services,
      s.filters.age,
      s.filters.coverage,
      setFilters,
    ],
  )
  const revealed = useRef(0)
  const loading = s.search.isLoading
  // A search that found no place brings its message and the place box into
  // view instead (location denied, say): the list below is then the whole
  // region's, not an answer.
  const failedSearch = s.search.error !== null
  const placed = useRef(0)
  useEffect(() => {
    if (placeAsked === placed.current || loading) return
    placed.current = placeAsked
    const top = placeTop.current
    searchLink()
      .then((m) => m.returnToPlace(top))
      .catch(() => {})
  }, [placeAsked, loading])
  useEffect(() => {
    if (revealAsked === revealed.current || loading) return
    revealed.current = revealAsked
    searchLink()
      .then((m) => (failedSearch ? m.revealSearchError() : m.revealResults()))
      .catch(() => {})
  }, [revealAsked, loading, failedSearch])

  // The first touch or key on home (a phone opens the filters first)
  // fetches the search link's chunk and then works out each clinic's filter
  // facts, so the first filter change finds both ready. Not before: home's
  // budget counts what loads before any interaction (tests/e2e/bundle.spec.ts).
  useEffect(() => {
    const ready = () => {
      stop()
      searchLink().catch(() => {})
      setTimeout(() => prepareFilters(clinics))
    }
    const stop = () => {
      removeEventListener('pointerdown', ready)
      removeEventListener('keydown', ready)
    }
    addEventListener('pointerdown', ready)
    addEventListener('keydown', ready)
    return stop
  }, [clinics])

  // The search in the URL (?location=…&radius=…&view=map; /?search= too):
  // applied after hydration, kept in step with every change.
  const { filters } = s
  const isSet =
    s.search.searchLocation !== '' ||
    filters.radius !== DEFAULT_RADIUS_MILES ||
    filters.hours.length + filters.services.length > 0 ||
    filters.age !== null ||
    filters.coverage.length > 0 ||
    s.query.trim() !== '' ||
    s.sortChoice !== null ||
    view !== 'list'
  const { search: query } = useLocation()
  // Only after hydration (the time arrives then): the first render is the
  // prerendered default list, so nothing mismatches.
  const hydrated = useNow() !== null
  const syncOn = hydrated && (query !== '' || isSet)
  // 'Share this search', once shown, stays: hidden while nothing is set, so
  // a filter tapped on and off does not build it each time.
  const [shareOn, setShareOn] = useState(false)
  if (isSet && !shareOn) setShareOn(true)

  const count = s.results.length
  // 'Widen the search to 50 miles': the place and filters stay; focus goes to
  // the results (the button leaves with the empty state).
  const resultsRef = useRef<HTMLElement>(null)
  const origin = s.search.userLocation
  const near = origin && {
    all: clinics,
    origin,
    radius: s.filters.radius,
    place: s.search.searchLocation,
    onWiden: () => {
      s.setFilters({ radius: MAX_RADIUS_MILES })
      resultsRef.current?.focus()
    },
  }
  return (
    <div className="space-y-8">
      {syncOn ? (
        <Suspense fallback={null}>
          <UrlSearchSync
            search={s}
            view={view}
            isSet={isSet}
            setView={setView}
            onReveal={revealAddress}
            onReturnTo={returnTo}
          />
        </Suspense>
      ) : null}
      {since ? (
        <Suspense fallback={null}>
          <OutageNotice savedAt={since} />
        </Suspense>
      ) : null}
      <HeroSearch
        openNow={openNow}
        onOpenNowChange={setOpenNow}
        lateNight={hours.includes('late-night')}
        weekends={hours.includes('weekends')}
        walkIn={services.includes('walk-in')}
        onFilterToggle={toggleQuick}
        isLoading={s.search.isLoading}
        location={s.filters.location}
        onLocationChange={setLocation}
        query={s.query}
        onQueryChange={s.setQuery}
        onSearch={search}
        onUseCurrentLocation={searchHere}
      />
      <p role="status" aria-live="polite" className="sr-only">
        {openNow ? 'Open Now filter on. ' : null}
        {s.search.isLoading
          ? 'Searching...'
          : s.search.error
            ? s.search.error
            : s.soonest
              ? 'No clinic near you is open right now'
              : resultCountText(count, s.notConfirmed)}
      </p>
      {failed ? (
        <Suspense fallback={null}>
          <DirectoryUnavailable heading={false} />
        </Suspense>
      ) : null}
      {s.search.error ? (
        <Suspense fallback={null}>
          <SearchErrorBanner message={s.search.error} onClear={s.reset} />
        </Suspense>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-[18rem_1fr]">
        <aside aria-label="Search filters" className="relative z-10 min-w-0">
          <FilterPanel
            filters={s.filters}
            onChange={setFilters}
            onSearch={search}
            onClear={s.reset}
          />
        </aside>
        {/* At least 60vh: a short answer (nothing found) keeps the city grid
            off the first screen, where the 911 banner would cover a tile. */}
        <section
          ref={resultsRef}
          tabIndex={-1}
          aria-label="Clinic results"
          className="isolate min-h-[60vh] min-w-0 outline-offset-4"
        >
          <div className="mb-3 flex min-h-11 flex-wrap items-start justify-between gap-2">
            <div className="flex flex-wrap gap-2">
              <OpenNowToggle on={openNow} onChange={setOpenNow} tone="bar" />
              <ViewSwitch view={view} onViewChange={setView} />
            </div>
            {shareOn ? (
              <Suspense fallback={null}>
                <ShareSearch
                  search={s}
                  view={view}
                  title={config.siteName}
                  hidden={!isSet}
                />
              </Suspense>
            ) : null}
          </div>
          {shareOn ? (
            <Suspense fallback={null}>
              <ActiveFilters
                filters={s.filters}
                searched={origin !== null}
                onRemove={removeFilter}
              />
            </Suspense>
          ) : null}
          {view === 'map' && count > 0 && !s.search.isLoading ? (
            <MapResults
              clinics={s.results}
              rooms={s.nearestRooms}
              origin={s.search.userLocation}
              originLabel={s.search.searchLocation}
              radiusMiles={s.filters.radius}
            />
          ) : (
            <ResultList
              clinics={s.results}
              listedCount={s.listedCount}
              timed={s.timed}
              isLoading={s.search.isLoading}
              hasLocation={s.search.userLocation !== null}
              sort={s.sort}
              onSortChange={s.setSort}
              onClear={s.reset}
              soonest={s.soonest}
              rooms={s.nearestRooms}
              anyOpen={s.anyOpen}
              holidayUnconfirmed={s.holidayUnconfirmed}
              near={near}
              notConfirmed={s.notConfirmed}
              askFor={s.askFor}
            />
          )}
        </section>
      </div>
      {/* Below the results: a search's answer comes first on a phone. */}
      {cities.length > 0 ? <CityGrid cities={cities} /> : null}
    </div>
  )
}
