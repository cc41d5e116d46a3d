import { TriangleAlert } from 'lucide-react'
import type { Clinic } from '@/domain/clinic'
import {
  VISITORS_REPORTED_CLOSED_TEXT,
  visitorsReportedClosed,
} from '@/domain/freshness'
import { useNow } from '@/hooks/use-now'

/**
 * 'Visitors reported this clinic closed — call before you go' on a clinic
 * page, in calm amber, while the database's signal holds (three or more
 * distinct visitors within 14 days, not yet handled). It depends on the
 * clock, so it appears after hydration; nothing else a report says is
 * shown until the operator confirms it.
 */
export function VisitorsReportedClosed({
  clinic,
}: {
  clinic: Pick<Clinic, 'reportedClosedUntil'>
}) {
  const now = useNow()
  if (!now || !visitorsReportedClosed(clinic.reportedClosedUntil, now))
    return null
  return (
    <p
      data-testid="visitors-reported-closed"
      className="flex items-start gap-2 rounded border border-amber-300 bg-amber-50 p-3 font-medium text-amber-950"
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
      {VISITORS_REPORTED_CLOSED_TEXT}
    </p>
  )
}
