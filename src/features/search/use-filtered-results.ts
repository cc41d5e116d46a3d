import { useMemo } from 'react'
import type { Clinic, FilterState, LatLng } from '@/domain/clinic'
import { applyFilters, sortClinics } from '@/domain/filters'
import { soonestOpenings } from '@/domain/soonest-openings'
import { clinicOpenStatus } from '@/domain/clinic-display'
import { useNow } from '@/hooks/use-now'

export type SortOrder = 'distance' | 'rating'

/**
 * The clinics a parent sees: distances from `origin`, then the radius, hours
 * and service filters and the name query, in the order chosen (by rating
 * while there is no origin to measure from). With them: when 'Open Now'
 * leaves nothing, the soonest openings among the results without it; and
 * whether any result is open now. Nothing time-dependent before the clock
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
  const byRating = useMemo(() => sortClinics(clinics, 'rating'), [clinics])
  const results = useMemo(() => {
    const filtered = applyFilters(byRating, filters, {
      now: now ?? new Date(0),
      origin,
      query,
    })
    return sortClinics(
      filtered,
      sort === 'distance' && !origin ? 'rating' : sort,
    )
  }, [byRating, filters, now, origin, query, sort])

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

  return { results, soonest, anyOpen }
}
