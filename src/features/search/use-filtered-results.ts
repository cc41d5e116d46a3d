import { useMemo } from 'react'
import type { Clinic, FilterState, LatLng } from '@/domain/clinic'
import { applyFilters, sortClinics } from '@/domain/filters'
import { factChoiceOf, NO_COUNTS } from '@/domain/fact-filters'
import { useFactNotes } from '@/hooks/use-fact-notes'
import { soonestOpenings } from '@/domain/soonest-openings'
import { clinicOpenStatus } from '@/domain/clinic-display'
import { sortForAnswer } from '@/domain/answer-order'
import { splitUnconfirmed } from '@/domain/ordering'
import { confirmedOpenFirst } from '@/domain/open-now-order'
import { useNow } from '@/hooks/use-now'

/**
 * 'open': the answer order (open now, then opening soonest, then the rest;
 * domain/ordering.ts, compareForAnswer), home's order without a place;
 * 'distance': the same order with the distance as read first.
 */
export type SortOrder = 'open' | 'distance' | 'rating'

/**
 * The clinics a parent sees: distances from `origin`, then the radius, hours
 * and service filters and the name query, in the order chosen (the answer
 * order while 'distance' has no origin to measure from), the listings
 * with no hours on file last (`listedCount` is where they start). With
 * them: when 'Open Now'
 * leaves nothing, the soonest openings among the results without it; and
 * whether any result is open now; with the age or coverage filter on, how
 * many results have not confirmed it (`notConfirmed`) and what their cards
 * ask (`askFor`). Nothing time-dependent before the clock
 * is known (the prerendered page and its hydration).
 */
export function useFilteredResults(
  clinics: Clinic[],
  filters: FilterState,
  query: string,
  origin: LatLng | null,
  sort: SortOrder,
) {
  const now = useNow()
  // Sorted by rating once per data load. Filtering keeps that order, so the
  // sort on each filter change is one pass over clinics already in order
  // (sorting a national directory from scratch on every click cost the most).
  const byRating = useMemo(() => sortClinics(clinics), [clinics])
  const ordered = useMemo(() => {
    const filtered = applyFilters(byRating, filters, {
      now: now ?? new Date(0),
      origin,
      query,
    })
    const order = sort === 'distance' && !origin ? 'open' : sort
    const sorted =
      order === 'rating'
        ? sortClinics(filtered)
        : sortForAnswer(filtered, now, order === 'distance')
    const split = splitUnconfirmed(sorted)
    // 'Open Now' on a holiday: the confirmed open above the usually open.
    const listed =
      now && filters.hours.includes('open-now')
        ? confirmedOpenFirst(split.listed, now)
        : split.listed
    return {
      all: [...listed, ...split.unconfirmed],
      listedCount: listed.length,
    }
  }, [byRating, filters, now, origin, query, sort])
  const results = ordered.all

  // 'Open Now' left nothing: the soonest openings among the results without it.
  const openNowChosen = filters.hours.includes('open-now')
  const soonest = useMemo(() => {
    if (!openNowChosen || results.length > 0 || !now) return null
    const others = applyFilters(
      byRating,
      { ...filters, hours: filters.hours.filter((h) => h !== 'open-now') },
      { now, origin, query },
    )
    return soonestOpenings(others, now, 3)
  }, [openNowChosen, results, byRating, filters, now, origin, query])

  const anyOpen = useMemo(
    () =>
      now !== null &&
      results.some((c) => clinicOpenStatus(c, now)?.state === 'open'),
    [results, now],
  )
  // A holiday: none confirmed open, some usually open (call first).
  const holidayUnconfirmed = useMemo(
    () =>
      !anyOpen &&
      now !== null &&
      results.some((c) => clinicOpenStatus(c, now)?.state === 'usually-open'),
    [anyOpen, results, now],
  )

  const { age, coverage } = filters
  const askFor = useMemo(() => factChoiceOf({ age, coverage }), [age, coverage])
  const notes = useFactNotes()
  const notConfirmed = useMemo(
    () =>
      notes ? notes.countNotConfirmed(results, { age, coverage }) : NO_COUNTS,
    [notes, results, age, coverage],
  )

  return {
    results,
    listedCount: ordered.listedCount,
    soonest,
    anyOpen,
    holidayUnconfirmed,
    notConfirmed,
    askFor,
    /** The answer order needs the clock: false for the prerendered order. */
    timed: now !== null,
  }
}
