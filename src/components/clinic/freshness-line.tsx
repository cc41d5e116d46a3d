import type { Clinic } from '@/domain/clinic'
import { clinicFreshness } from '@/domain/freshness'

const TONE_CLASSES = {
  confirmed: 'text-slate-700',
  unconfirmed: 'rounded bg-amber-50 px-2 text-amber-950 ring-1 ring-amber-300',
} as const

/**
 * How fresh the card's facts are (domain/freshness: clinicFreshness): what
 * was confirmed, how and when ('Hours confirmed by phone {Month YYYY}'), or,
 * in calm amber, what to check first ('Not confirmed since {YYYY} — call
 * before you go'). It depends on today's date, so it appears
 * with the page's clock (after hydration); until then the line keeps its
 * height.
 */
export function FreshnessLine({
  clinic,
  now,
}: {
  clinic: Pick<
    Clinic,
    'provenance' | 'verification' | 'reportedClosedUntil' | 'phone'
  >
  now: Date | null
}) {
  if (!now)
    return (
      <p data-testid="freshness" className="min-h-6 text-sm">
        &nbsp;
      </p>
    )
  const { tone, text } = clinicFreshness(clinic, now)
  return (
    <p data-testid="freshness" data-tone={tone} className="min-h-6 text-sm">
      <span className={`inline-block ${TONE_CLASSES[tone]}`}>{text}</span>
    </p>
  )
}
