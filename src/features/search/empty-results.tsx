import { RESULTS_HEADING_ID } from './messages'
import type { MouseEvent } from 'react'
import type { Clinic, LatLng } from '@/domain/clinic'
import { MAX_RADIUS_MILES } from '@/domain/clinic'
import type { EmergencyDepartment } from '@/domain/emergency/types'
import { formatMiles } from '@/domain/geo/distance'
import { radiusReach } from '@/domain/radius-reach'
import type { SoonestOpening } from '@/domain/soonest-openings'
import { LazyEmergencyRooms } from '@/features/emergency'
import { CURRENT_LOCATION_LABEL } from './messages'
import { CareNowLinks, CareNowText, OpenNowEmptyState } from './open-now-empty'

/** After a search: what the empty state needs to tell what the radius did. */
export interface NearSearch {
  /** Every listed clinic, whatever the filters. */
  all: readonly Clinic[]
  origin: LatLng
  radius: number
  /** The searched place as typed, or 'Current Location'. */
  place: string
  /** Sets the radius to 50 miles, keeping the place and the filters. */
  onWiden: () => void
}

interface Props {
  soonest: readonly SoonestOpening[] | null
  rooms: readonly EmergencyDepartment[]
  onClear: () => void
  near: NearSearch | null
  /** The result list's in-app link handler (this chunk stays router-free). */
  onLinkClick: (event: MouseEvent<HTMLElement>) => void
}

const PRIMARY =
  'inline-flex min-h-11 items-center justify-center rounded bg-blue-800 px-3 py-2 text-center font-semibold text-white sm:px-4'
const SECONDARY =
  'inline-flex min-h-11 items-center rounded border border-slate-400 px-4 font-semibold'

/**
 * The result list's empty states, loaded lazily (never on the first paint,
 * which always has clinics): no clinic within the radius of the searched
 * place (with 'Widen the search to 50 miles' when that finds one), 'Open
 * Now' left nothing, or the filters left nothing.
 */
export default function EmptyResults({
  soonest,
  rooms,
  onClear,
  near,
  onLinkClick,
}: Props) {
  const reach = near ? radiusReach(near.all, near.origin, near.radius) : null
  if (near && reach?.nothingWithin)
    return (
      <NothingNear
        near={near}
        nearestMiles={reach.nearestMiles}
        canWiden={reach.canWiden}
        onClear={onClear}
        rooms={rooms}
      />
    )
  if (soonest)
    return (
      <OpenNowEmptyState
        soonest={soonest}
        onClear={onClear}
        onLinkClick={onLinkClick}
      >
        {near ? (
          <LazyEmergencyRooms rooms={rooms} />
        ) : (
          <LazyEmergencyRooms
            rooms={rooms}
            title="The emergency room nearest each town — open 24 hours"
            intro="Search your town or use your location to see the nearest ones first."
          />
        )}
      </OpenNowEmptyState>
    )
  // The filters left nothing (Open Late at night, say): where care is now
  // comes with the way back.
  return (
    <div
      data-testid="filters-empty"
      className="space-y-4 rounded-lg border border-slate-200 p-6"
    >
      <h2
        id={RESULTS_HEADING_ID}
        tabIndex={-1}
        className="scroll-mt-4 outline-offset-4 text-xl font-bold"
      >
        No clinics found
      </h2>
      <p className="text-slate-700">
        Try adjusting your filters or search criteria.
      </p>
      {rooms.length > 0 ? <LazyEmergencyRooms rooms={rooms} /> : null}
      <CareNowText />
      <div className="flex flex-wrap gap-2">
        <button type="button" onClick={onClear} className={PRIMARY}>
          Clear Filters
        </button>
        <CareNowLinks />
      </div>
    </div>
  )
}

function NothingNear({
  near,
  nearestMiles,
  canWiden,
  onClear,
  rooms,
}: {
  near: NearSearch
  nearestMiles: number | null
  canWiden: boolean
  onClear: () => void
  rooms: readonly EmergencyDepartment[]
}) {
  const place =
    near.place === CURRENT_LOCATION_LABEL ? 'your location' : near.place
  return (
    <div
      data-testid="nothing-near"
      className="space-y-4 rounded-lg border border-slate-200 p-4 sm:p-6"
    >
      <h2
        id={RESULTS_HEADING_ID}
        tabIndex={-1}
        className="scroll-mt-4 outline-offset-4 text-xl font-bold [overflow-wrap:anywhere]"
      >
        No clinics within {formatMiles(near.radius)} of {place}
      </h2>
      <p className="text-slate-800">
        {nearestMiles === null
          ? 'None of the clinics we list has a known position to measure from.'
          : `The nearest clinic we list is ${formatMiles(nearestMiles)} away.`}
        {canWiden
          ? null
          : ' This site lists pediatric and urgent care clinics in Western Kentucky and nearby.'}
      </p>
      <div className="flex flex-wrap gap-2">
        {canWiden ? (
          <button type="button" onClick={near.onWiden} className={PRIMARY}>
            Widen the search to {MAX_RADIUS_MILES} miles
          </button>
        ) : null}
        <button type="button" onClick={onClear} className={SECONDARY}>
          Show all clinics
        </button>
      </div>
      {rooms.length > 0 ? <LazyEmergencyRooms rooms={rooms} /> : null}
    </div>
  )
}
