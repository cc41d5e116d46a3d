import {
  lazy,
  startTransition,
  Suspense,
  useEffect,
  useMemo,
  useState,
} from 'react'
import type { Clinic } from '@/domain/clinic'
import type { SoonestOpening } from '@/domain/soonest-openings'
import {
  resultCountText,
  type FactChoice,
  type NotConfirmedCounts,
} from '@/domain/fact-filters'
import { ClinicCardList } from '@/components/clinic/clinic-card-list'
import { UnconfirmedListings } from '@/components/clinic/unconfirmed-listings'
import type { EmergencyDepartment } from '@/domain/emergency/types'
import {
  LazyEmergencyRooms,
  POISON_CONTROL_DISPLAY,
  POISON_CONTROL_TEL,
  QuietBoundary,
} from '@/features/emergency'
import { useInAppLinkClick } from '@/hooks/use-in-app-link-click'
import { useInBrowser } from '@/hooks/external-store'
import { paths } from '@/domain/paths'
import type { NearSearch } from './empty-results'
import { RESULTS_HEADING_ID } from './messages'
import type { SortOrder } from './use-clinic-search'
import { KeepTogether } from '@/components/ui/keep-together'

// The empty states: never on the first paint (it lists every clinic), so
// their code loads when a search or filter first leaves nothing.
const EmptyResults = lazy(() => import('./empty-results'))

export const PAGE_SIZE = 50

/**
 * Cards a prerendered page carries and hydrates: about a screenful and more
 * (the list starts below the search on every screen). The rest of the first
 * page is drawn after hydration, a few cards per idle moment
 * (useFirstPageLimit).
 */
export const FIRST_CARDS = 6

/**
 * The number of cards to show before 'Show more clinics'. A list rendered in
 * the browser shows PAGE_SIZE at once. A prerendered list (and its hydration)
 * holds FIRST_CARDS, so the page's HTML, first layout and hydration carry six
 * cards rather than the whole region; once hydrated, the rest of the page is
 * added FIRST_CARDS at a time whenever the browser is idle, each batch a
 * short task, until PAGE_SIZE cards show.
 */
function useFirstPageLimit(count: number) {
  // false while prerendering and hydrating (the server snapshot), true for
  // a list first rendered in the browser (a later visit to the page).
  const inBrowser = useInBrowser()
  const [limit, setLimit] = useState(() =>
    inBrowser ? PAGE_SIZE : FIRST_CARDS,
  )
  useEffect(() => {
    // Nothing more to draw: the list is shorter (a longer one starts again).
    if (limit >= Math.min(PAGE_SIZE, count)) return
    const grow = () =>
      startTransition(() =>
        setLimit((l) =>
          l >= PAGE_SIZE ? l : Math.min(PAGE_SIZE, l + FIRST_CARDS),
        ),
      )
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(grow, { timeout: 300 })
      return () => window.cancelIdleCallback(id)
    }
    const timer = setTimeout(grow, 50)
    return () => clearTimeout(timer)
  }, [limit, count])
  return [limit, setLimit] as const
}

interface Props {
  clinics: Clinic[]
  /**
   * clinics[listedCount…] are the listings with no hours on file
   * (domain/ordering.ts, hasHoursOnFile): shown last, folded, under their
   * own line (all listed when absent).
   */
  listedCount?: number
  /**
   * Whether the order was made with the clock (the answer order puts the
   * clinics open now first). The prerendered list has none: when the clock
   * arrives the cards are drawn afresh in their new order rather than moved
   * (moved cards would shift under a reader's eyes on a wide screen).
   */
  timed?: boolean
  isLoading: boolean
  hasLocation: boolean
  sort: SortOrder
  onSortChange: (s: SortOrder) => void
  onClear: () => void
  /**
   * Set when 'Open Now' is chosen: the clinics of the results without it
   * that open soonest (shown when nothing is open).
   */
  soonest?: readonly SoonestOpening[] | null
  /** After a search: the nearest emergency rooms (none before). */
  rooms?: readonly EmergencyDepartment[]
  /** Whether any listed clinic is open now (where the rooms go). */
  anyOpen?: boolean
  /** None confirmed open, some usually open on a holiday: say so, with 911 and Poison Control. */
  holidayUnconfirmed?: boolean
  /** After a search: the place and radius, for 'no clinic within N miles'. */
  near?: NearSearch | null
  /** With the age or coverage filter on: results not confirmed for it. */
  notConfirmed?: NotConfirmedCounts
  /** The fact filters chosen: their cards say what to ask (null: none). */
  askFor?: FactChoice | null
}

export function ClinicCardPlaceholder() {
  return (
    <div
      aria-hidden="true"
      className="h-[30rem] animate-pulse rounded-lg border border-slate-200 bg-slate-100"
    />
  )
}

export function ResultList({
  clinics,
  listedCount = clinics.length,
  timed = true,
  isLoading,
  hasLocation,
  sort,
  onSortChange,
  onClear,
  soonest = null,
  rooms = [],
  anyOpen = true,
  holidayUnconfirmed = false,
  near = null,
  notConfirmed,
  askFor = null,
}: Props) {
  const [limit, setLimit] = useFirstPageLimit(clinics.length)
  const onLinkClick = useInAppLinkClick()
  // The same array while the results and the limit are: the card list then
  // has nothing to compare when the page renders for another reason.
  const shown = useMemo(() => clinics.slice(0, limit), [clinics, limit])
  const listed = useMemo(
    () => shown.slice(0, listedCount),
    [shown, listedCount],
  )
  const unconfirmed = useMemo(
    () => shown.slice(listedCount),
    [shown, listedCount],
  )
  const unconfirmedCount = clinics.length - listedCount
  if (isLoading)
    return (
      <div aria-busy="true">
        <p className="sr-only">Loading clinics…</p>
        <div className="grid gap-4 md:grid-cols-2">
          <ClinicCardPlaceholder />
          <ClinicCardPlaceholder />
          <ClinicCardPlaceholder />
        </div>
      </div>
    )
  if (clinics.length === 0)
    return (
      <QuietBoundary
        what="The empty state"
        fallback={<h2 className="text-xl font-bold">No clinics found</h2>}
      >
        <Suspense
          fallback={
            <div className="min-h-48 rounded-lg border border-slate-200" />
          }
        >
          <EmptyResults
            soonest={soonest}
            rooms={rooms}
            onClear={onClear}
            near={near}
            onLinkClick={onLinkClick}
          />
        </Suspense>
      </QuietBoundary>
    )
  // Until the first page's cards are all drawn (tests wait for its end);
  // meanwhile no 'Show more clinics' (without JavaScript it would do nothing).
  const drawing = limit < Math.min(PAGE_SIZE, clinics.length)
  return (
    <div data-drawing={drawing ? 'more' : undefined}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2
          id={RESULTS_HEADING_ID}
          tabIndex={-1}
          className="scroll-mt-4 text-xl font-bold outline-offset-4"
        >
          {resultCountText(clinics.length, notConfirmed)}
        </h2>
        <div>
          <label htmlFor="sort-order" className="sr-only">
            Sort clinics
          </label>
          <select
            id="sort-order"
            value={sort}
            onChange={(e) => onSortChange(e.target.value as SortOrder)}
            className="h-11 rounded border border-slate-400 bg-white px-2 text-base"
          >
            <option value="open">Sort by Open Now</option>
            <option value="distance">Sort by Distance</option>
            {/* Only orders that mean something for the clinics shown: by
                rating once one of them has a rating (or a link asks for
                it); no wait times are known, so no such order. */}
            {sort === 'rating' || clinics.some((c) => c.rating !== null) ? (
              <option value="rating">Sort by Rating</option>
            ) : null}
          </select>
        </div>
      </div>
      {sort === 'distance' && !hasLocation ? (
        <p className="mt-1 text-sm text-slate-700">
          Enter a place to sort by distance.
        </p>
      ) : null}
      {holidayUnconfirmed ? (
        <p
          data-testid="holiday-not-confirmed"
          className="mt-4 rounded-lg border border-amber-700 bg-amber-50 p-3 text-amber-950"
        >
          No clinic has confirmed its holiday hours for now: call before you go.
          In an emergency call <a href="tel:911">911</a>
          <KeepTogether prose text="; Poison Control" />{' '}
          <a href={POISON_CONTROL_TEL}>{POISON_CONTROL_DISPLAY}</a>.
        </p>
      ) : null}
      {/* No listed clinic open now: the emergency rooms come first. */}
      {!anyOpen && rooms.length > 0 ? (
        <div className="mt-4">
          <LazyEmergencyRooms rooms={rooms} />
        </div>
      ) : null}
      {/* Both lists stay mounted while the results change (hidden when
          empty): a filter tapped off and on again finds its cards. */}
      <ClinicCardList
        clinics={listed}
        timed={timed}
        above={`${holidayUnconfirmed}:${!anyOpen && rooms.length > 0}`}
        className="mt-4 grid gap-4 md:grid-cols-2 empty:hidden"
        askFor={askFor}
      />
      <UnconfirmedListings
        timed={timed}
        count={unconfirmedCount}
        clinics={unconfirmed}
        open={listedCount === 0}
        className="grid gap-4 p-3 md:grid-cols-2"
        askFor={askFor}
      />
      {/* The prerendered list holds six cards: without the app (no
          JavaScript, a failed load, a crawler) every clinic stays one link
          away; the cards drawn after hydration take its place. */}
      {drawing ? (
        <a
          href={`${paths.sitemap.getHref()}#sitemap-clinics`}
          onClick={onLinkClick}
          className="mt-4 inline-flex min-h-11 items-center font-semibold text-blue-900 underline underline-offset-2"
        >
          See all {clinics.length} clinics by town
        </a>
      ) : null}
      {clinics.length > shown.length && !drawing ? (
        <button
          type="button"
          onClick={() => setLimit((l) => l + PAGE_SIZE)}
          className="mt-4 inline-flex min-h-11 w-full items-center justify-center rounded border border-blue-800 font-semibold text-blue-900"
        >
          Show more clinics
        </button>
      ) : null}
      {/* Some clinic is open: the rooms never push the results down. */}
      {anyOpen && rooms.length > 0 ? (
        <div className="mt-6">
          <LazyEmergencyRooms rooms={rooms} />
        </div>
      ) : null}
    </div>
  )
}
