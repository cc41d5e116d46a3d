import type { OpenStatusDetail } from '@/domain/hours/open-status'
import { badgeOf, OPEN_STATUS_MIN_WIDTH } from './open-status-classes'

/**
 * 'Open Now' (green) / 'Closed' (red) / 'Hours unknown' (grey) /
 * 'Temporarily closed' (amber), always in words. Before the status is
 * computed (data-state 'pending') the box is empty but keeps its size, so
 * nothing moves when it appears. 'Temporarily closed' is wider: it comes
 * from the data, so it is in the page from the start and never moves either.
 * An open clinic whose confirmed last check-in is within the hour says
 * 'Check-in closing soon' (amber), and after it 'Check-in closed' (red)
 * rather than a plain 'Open Now' (data-checkin says which); without them,
 * in the last hour before closing, 'Open Now · closes in 25 min' (amber).
 */
export function OpenStatusBadge({
  status,
}: {
  status: OpenStatusDetail | null
}) {
  const badge = status === null ? null : badgeOf(status)
  return (
    <span
      data-testid="open-status"
      data-state={status === null ? 'pending' : status.state}
      data-checkin={badge?.checkin}
      className={`inline-flex h-7 ${OPEN_STATUS_MIN_WIDTH} items-center justify-center rounded-full px-2 align-top text-sm font-semibold whitespace-nowrap ${
        badge?.classes ?? ''
      }`}
    >
      {badge?.label ?? ''}
    </span>
  )
}
