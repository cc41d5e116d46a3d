import type { OpenStatusDetail } from '@/domain/hours/open-status'
import {
  CHECKIN_CLASSES,
  CHECKIN_LABELS,
  OPEN_STATUS_CLASSES,
  OPEN_STATUS_LABELS,
  OPEN_STATUS_MIN_WIDTH,
} from './open-status-classes'

/**
 * 'Open Now' (green) / 'Closed' (red) / 'Hours unknown' (grey) /
 * 'Temporarily closed' (amber), always in words. Before the status is
 * computed (data-state 'pending') the box is empty but keeps its size, so
 * nothing moves when it appears. 'Temporarily closed' is wider: it comes
 * from the data, so it is in the page from the start and never moves either.
 * An open clinic whose confirmed last check-in is within the hour says
 * 'Check-in closing soon' (amber), and after it 'Check-in closed' (red)
 * rather than a plain 'Open Now' (data-checkin says which).
 */
export function OpenStatusBadge({
  status,
}: {
  status: OpenStatusDetail | null
}) {
  const state = status === null ? 'pending' : status.state
  const checkin =
    status?.checkin && status.checkin.phase !== 'open'
      ? status.checkin.phase
      : undefined
  return (
    <span
      data-testid="open-status"
      data-state={state}
      data-checkin={checkin}
      className={`inline-flex h-7 ${OPEN_STATUS_MIN_WIDTH} items-center justify-center rounded-full px-2 align-top text-sm font-semibold whitespace-nowrap ${
        checkin
          ? CHECKIN_CLASSES[checkin]
          : state === 'pending'
            ? ''
            : OPEN_STATUS_CLASSES[state]
      }`}
    >
      {checkin
        ? CHECKIN_LABELS[checkin]
        : state === 'pending'
          ? ''
          : OPEN_STATUS_LABELS[state]}
    </span>
  )
}
