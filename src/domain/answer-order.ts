import type { Clinic } from './clinic'
import {
  clinicWallClock,
  minutesUntilClose,
  minutesUntilOpen,
  openStatusInput,
} from './hours/open-status'
import { compareForAnswer, type OpenRank } from './ordering'

const UNKNOWN: OpenRank = { group: 2, minutes: 0 }

/**
 * A clinic's standing at `now` for the answer order (ordering.ts,
 * compareForAnswer): open and seeing new patients (for how many minutes
 * more: until closing, or until its confirmed last check-in); closed, or
 * past its last check-in, with a known next opening (minutes until then);
 * or neither. A temporarily closed clinic is neither, whatever its hours say.
 */
export function answerRank(
  clinic: Pick<Clinic, 'weeklyHours' | 'hours' | 'timezone' | 'status'> &
    Partial<Pick<Clinic, 'facts'>>,
  now: Date,
): OpenRank {
  const input = openStatusInput(clinic)
  const left = minutesUntilClose(input, clinicWallClock(input.timezone, now))
  if (left !== null) {
    const seeing = left - (clinic.facts?.lastCheckinMinutesBeforeClose ?? 0)
    if (seeing >= 0) return { group: 0, minutes: seeing }
    // Past its last check-in: it sees a child again when it next opens.
    const next = minutesUntilOpen(input, new Date(+now + left * 60_000))
    return next === null ? UNKNOWN : { group: 1, minutes: left + next }
  }
  const minutes = minutesUntilOpen(input, now)
  return minutes === null ? UNKNOWN : { group: 1, minutes }
}

/**
 * The clinics in the answer order at `now`, by distance first with
 * `byDistance` (null: before the clock, when the distance, phones,
 * confirmation dates, ratings and names order them). Returns a new array;
 * each clinic's standing is worked out once.
 */
export function sortForAnswer<T extends Clinic>(
  clinics: readonly T[],
  now: Date | null,
  byDistance = false,
): T[] {
  const ranks = new Map<T, OpenRank>()
  if (now && !Number.isNaN(+now))
    for (const c of clinics) ranks.set(c, answerRank(c, now))
  return [...clinics].sort(
    compareForAnswer<T>((c) => ranks.get(c) ?? null, byDistance),
  )
}
