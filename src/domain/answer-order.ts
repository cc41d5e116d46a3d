import type { Clinic } from './clinic'
import {
  computeOpenStatus,
  minutesUntilOpen,
  openStatusInput,
} from './hours/open-status'
import { compareForAnswer, type OpenRank } from './ordering'

/**
 * A clinic's standing at `now` for the answer order (ordering.ts,
 * compareForAnswer): open now; closed with a known next opening (minutes
 * until then); or neither. A temporarily closed clinic is neither, whatever
 * its hours say. A clinic usually open now on a holiday nobody confirmed its
 * hours for ranks as opening in 0 minutes: after every confirmed open one,
 * before every closed one (the answer order's own groups unchanged).
 */
export function answerRank(
  clinic: Pick<Clinic, 'weeklyHours' | 'hours' | 'timezone' | 'status'> &
    Partial<Pick<Clinic, 'hoursExceptions'>>,
  now: Date,
): OpenRank {
  if (clinic.status === 'temporarily_closed') return { group: 2, minutes: 0 }
  const input = openStatusInput(clinic)
  const minutes = minutesUntilOpen(input, now)
  if (minutes === null)
    return computeOpenStatus(input, now).state === 'usually-open'
      ? { group: 1, minutes: 0 }
      : { group: 2, minutes: 0 }
  return minutes === 0 ? { group: 0, minutes: 0 } : { group: 1, minutes }
}

/**
 * The clinics in the answer order at `now` (null: before the clock, when
 * only confirmation dates, ratings and names order them). Returns a new
 * array; each clinic's standing is worked out once.
 */
export function sortForAnswer(
  clinics: readonly Clinic[],
  now: Date | null,
): Clinic[] {
  if (now === null || Number.isNaN(now.getTime()))
    return [...clinics].sort(compareForAnswer<Clinic>(() => null))
  const ranks = new Map<Clinic, OpenRank>()
  for (const c of clinics) ranks.set(c, answerRank(c, now))
  return [...clinics].sort(
    compareForAnswer<Clinic>((c) => ranks.get(c) ?? null),
  )
}
