import type { OpenStatusDetail } from '@/domain/hours/open-status'
import { hoursLineText } from '@/domain/hours/hours-line-text'
import { KeepTogether } from '@/components/ui/keep-together'

/**
 * Today's hours with '• Closes {time}' / '• Opens {time}', shown once the
 * status is computed (after hydration); until then the line keeps its
 * height: two lines when the text may need them (`twoLines`,
 * hoursLineMayWrap), kept after too, so the clock's text moves nothing.
 */
export function HoursLine({
  status,
  twoLines = false,
}: {
  status: OpenStatusDetail | null
  twoLines?: boolean
}) {
  const height = twoLines ? 'min-h-12' : 'min-h-6'
  if (!status)
    return (
      <span data-testid="hours-line" className={height}>
        &nbsp;
      </span>
    )
  return (
    <span data-testid="hours-line" className={height}>
      <KeepTogether text={hoursLineText(status)} />
    </span>
  )
}
