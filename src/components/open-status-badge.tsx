import type { OpenStatusDetail } from '@/domain/hours/open-status'
import { OPEN_STATUS_CLASSES } from './open-status-classes'

/**
 * 'Open Now' (green) / 'Closed' (red). Before the status is computed the box
 * is empty but keeps its size, so nothing moves when it appears.
 */
export function OpenStatusBadge({
  status,
}: {
  status: OpenStatusDetail | null
}) {
  const state = status === null ? 'unknown' : status.isOpen ? 'open' : 'closed'
  return (
    <span
      data-testid="open-status"
      data-state={state}
      className={`inline-flex h-7 w-24 items-center justify-center rounded-full align-top text-sm font-semibold ${
        state === 'unknown' ? '' : OPEN_STATUS_CLASSES[state]
      }`}
    >
      {state === 'open' ? 'Open Now' : state === 'closed' ? 'Closed' : ''}
    </span>
  )
}
