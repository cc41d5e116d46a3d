import { useId, useState } from 'react'
import type { Clinic } from '@/domain/clinic'
import type { FactChoice } from '@/domain/fact-filters'
import { noHoursTitle } from '@/domain/ordering'
import { ClinicCardList } from './clinic-card-list'

/**
 * The listings with no hours on file (domain/ordering.ts, hasHoursOnFile),
 * after the others under the line that says so (noHoursTitle): none of them
 * can read 'Open Now', and they are never first;
 * their pages, site-map entries and counts stay. Folded on a phone (a 'Show'
 * button, as the filter panel has), listed from 640 px; open on a phone too
 * when there is nothing else to show. Hidden, not removed, when there are
 * none: a filter tapped off and on again finds its cards.
 */
export function UnconfirmedListings({
  count,
  clinics,
  open,
  className,
  askFor = null,
  timed,
}: {
  count: number
  clinics: readonly Clinic[]
  /** Unfolded on a phone from the start (nothing else is listed). */
  open: boolean
  /** Grid classes of the list. */
  className: string
  /** The fact filters chosen (ClinicCardList). */
  askFor?: FactChoice | null
  /** Ordered with the clock (ClinicCardList's `timed`). */
  timed?: boolean
}) {
  const id = useId()
  const [shown, setShown] = useState<boolean | null>(null)
  const unfolded = shown ?? open
  return (
    <section
      hidden={count === 0}
      aria-labelledby={`${id}-title`}
      data-testid="unconfirmed-listings"
      className="mt-6 rounded-lg border border-amber-300 bg-amber-50"
    >
      <div className="flex items-center justify-between gap-2 px-3 py-2">
        <h3 id={`${id}-title`} className="font-semibold text-amber-950">
          {noHoursTitle(count)}
        </h3>
        <button
          type="button"
          aria-expanded={unfolded}
          aria-controls={`${id}-list`}
          onClick={() => setShown(!unfolded)}
          className="inline-flex min-h-11 shrink-0 items-center rounded px-3 font-semibold text-blue-900 sm:hidden"
        >
          {unfolded ? 'Hide' : 'Show'}
          <span className="sr-only"> these listings</span>
        </button>
      </div>
      <div id={`${id}-list`} className={unfolded ? '' : 'hidden sm:block'}>
        <ClinicCardList
          clinics={clinics}
          className={className}
          askFor={askFor}
          timed={timed}
        />
      </div>
    </section>
  )
}
