import type { OpenStatusDetail } from '@/domain/hours/open-status'
import {
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
 */
export function OpenStatusBadge({
  status,
}: {
  status: OpenStatusDetail | null
}) {
  const state = status === null ? 'pending' : status.state
  return (
    <span
      data-testid="open-status"
      data-state={state}
      className={`inline-flex h-7 ${OPEN_STATUS_MIN_WIDTH} items-center justify-center rounded-full px-2 align-top text-sm font-semibold whitespace-nowrap ${
        state === 'pending' ? '' : OPEN_STATUS_CLASSES[state]
      }`}
    >
      {state === 'pending' ? '' : OPEN_STATUS_LABELS[state]}
    </span>
  )
}
