import type { Provenance } from '@/domain/clinic'
import { freshness } from '@/domain/freshness'

const TONE_CLASSES = {
  confirmed: 'text-slate-700',
  unconfirmed: 'rounded bg-amber-50 px-2 text-amber-950 ring-1 ring-amber-300',
} as const

/**
 * How fresh the card's facts are, from the record's date and confidence:
 * 'Hours confirmed {Month YYYY}', or, in calm amber, 'Not confirmed since
 * {YYYY} — call before you go'. It depends on today's date, so it appears
 * with the page's clock (after hydration); until then the line keeps its
 * height.
 */
export function FreshnessLine({
  provenance,
  now,
}: {
  provenance: Provenance
  now: Date | null
}) {
  if (!now)
    return (
      <p data-testid="freshness" className="min-h-6 text-sm">
        &nbsp;
      </p>
    )
  const { tone, text } = freshness(provenance, now)
  return (
    <p data-testid="freshness" data-tone={tone} className="min-h-6 text-sm">
      <span className={`inline-block ${TONE_CLASSES[tone]}`}>{text}</span>
    </p>
  )
}
