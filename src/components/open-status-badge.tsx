import type { OpenStatusDetail } from '@/domain/hours/open-status'

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
        state === 'open'
          ? 'bg-green-100 text-green-900 ring-1 ring-green-700'
          : state === 'closed'
            ? 'bg-red-50 text-red-900 ring-1 ring-red-700'
            : ''
      }`}
    >
      {state === 'open' ? 'Open Now' : state === 'closed' ? 'Closed' : ''}
    </span>
  )
}
