import type { OpenStatusDetail } from '@/domain/hours/open-status'
import { hoursLineText } from '@/domain/hours/hours-line-text'
import { KeepTogether } from '@/components/ui/keep-together'

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
  return (
    <span data-testid="hours-line">
      <KeepTogether text={hoursLineText(status)} />
    </span>
  )
}
