import type { Clinic } from '@/domain/clinic'
import { clinicFreshness } from '@/domain/freshness'
import { BUILD_DATE } from '@/config/env'
import { holidayNoteOf } from '@/domain/holiday-note'

const TONE_CLASSES = {
  confirmed: 'text-slate-700',
  unconfirmed: 'rounded bg-amber-50 px-2 text-amber-950 ring-1 ring-amber-300',
} as const

/**
 * How fresh the card's facts are (domain/freshness: clinicFreshness): what
 * was confirmed, how and when ('Hours confirmed by phone {Month YYYY}'), or,
 * in calm amber, what to check first ('Not confirmed since {YYYY} — call
 * before you go'). Until the page knows today's date (the prerendered page
 * and its hydration) it is judged at the build's day, as the answer order
 * is, so the line is there without JavaScript and the card does not grow
 * when the clock arrives; a visitors' closed report, which has an end date,
 * is only said once the clock is known. On a listed holiday and the day
 * before it, once the clock is known, the line gives its place to the
 * holiday's ('Christmas Day tomorrow: hours not confirmed'; the badge and
 * the hours line say to call first): one line either way, so nothing moves
 * (with '— call first' it took two on a 412 px phone: a shift of 0.0055 on
 * Christmas Day).
 */
export function FreshnessLine({
  clinic,
  now,
}: {
  clinic: Pick<
    Clinic,
    'provenance' | 'verification' | 'reportedClosedUntil' | 'phone'
  > &
    Partial<Pick<Clinic, 'timezone' | 'hoursExceptions'>>
  now: Date | null
}) {
  const holiday =
    now && clinic.timezone
      ? holidayNoteOf({ ...clinic, timezone: clinic.timezone }, now)
      : null
  const { tone, text } = holiday
    ? {
        tone: holiday.confirmed
          ? ('confirmed' as const)
          : ('unconfirmed' as const),
        text: holiday.text,
      }
    : now
      ? clinicFreshness(clinic, now)
      : clinicFreshness({ ...clinic, reportedClosedUntil: null }, BUILD_DATE)
  return (
    <p
      data-testid="freshness"
      data-tone={tone}
      data-holiday={holiday ? '' : undefined}
      className="min-h-6 text-sm"
    >
      <span className={`inline-block ${TONE_CLASSES[tone]}`}>{text}</span>
    </p>
  )
}
