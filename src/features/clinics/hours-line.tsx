import type { OpenStatusDetail } from '@/domain/hours/open-status'
import { HOURS_NOT_AVAILABLE_TEXT, opensText } from '@/domain/hours/open-status'

/**
 * Today's hours with '• Closes {time}' / '• Opens {time}', shown once the
 * status is computed (after hydration); until then the line keeps its height.
 */
export function HoursLine({ status }: { status: OpenStatusDetail | null }) {
  if (!status)
    return (
      <span data-testid="hours-line" className="min-h-6">
        &nbsp;
      </span>
    )
  const text =
    status.hoursText === HOURS_NOT_AVAILABLE_TEXT
      ? 'Call for hours'
      : status.hoursText
  const opens = opensText(status)
  return (
    <span data-testid="hours-line">
      {text}
      {status.isOpen && status.closesAt ? ` • Closes ${status.closesAt}` : null}
      {opens ? ` • ${opens}` : null}
    </span>
  )
}
