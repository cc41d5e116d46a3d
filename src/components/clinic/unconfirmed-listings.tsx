import type { Clinic } from '@/domain/clinic'
import { ClinicCardList } from './clinic-card-list'

/**
 * The listings we cannot confirm are open, after the others under one plain
 * line, folded (open when there is nothing else to show): never first, and
 * their pages, site-map entries and counts stay. Hidden, not removed, when
 * there are none: a filter tapped off and on again finds its cards.
 */
export function UnconfirmedListings({
  count,
  clinics,
  open,
  className,
}: {
  count: number
  clinics: readonly Clinic[]
  open: boolean
  /** Grid classes of the list. */
  className: string
}) {
  return (
    <details
      hidden={count === 0}
      open={open}
      data-testid="unconfirmed-listings"
      className="mt-6 rounded-lg border border-amber-300 bg-amber-50"
    >
      <summary className="flex min-h-11 cursor-pointer items-center px-3 py-2 font-semibold text-amber-950">
        {count === 1
          ? '1 listing we could not confirm is open — call or check before going'
          : `${count} listings we could not confirm are open — call or check before going`}
      </summary>
      <ClinicCardList clinics={clinics} className={className} />
    </details>
  )
}
