import type { Clinic } from './clinic'
import {
  clinicWallClock,
  computeOpenStatus,
  minutesUntilClose,
  minutesUntilOpen,
  openStatusInput,
} from './hours/open-status'
import { compareForAnswer, type OpenRank } from './ordering'

const UNKNOWN: OpenRank = { group: 2, minutes: 0 }

/**
 * A clinic's standing at `now` for the answer order (ordering.ts,
 * compareForAnswer): open and seeing new patients (minus the minutes it
 * keeps doing so: until closing, or its confirmed last check-in); closed
 * with a known next opening (minutes until then); or neither (past its last
 * check-in too). A temporarily closed clinic is neither, whatever its hours
 * say. A clinic usually open now on a holiday nobody confirmed its hours for
 * ranks as opening in 0 minutes: after every confirmed open one, before
 * every closed one (the answer order's own groups unchanged).
 */
export function answerRank(
  clinic: Pick<Clinic, 'weeklyHours' | 'hours' | 'timezone' | 'status'> &
    Partial<Pick<Clinic, 'facts' | 'hoursExceptions'>>,
  now: Date,
): OpenRank {
  const input = openStatusInput(clinic)
  const left = minutesUntilClose(input, clinicWallClock(input.timezone, now))
  if (left !== null) {
    const seeing = left - (clinic.facts?.lastCheckinMinutesBeforeClose ?? 0)
    // Past its last check-in it sees no one new today: with the unknown
    // (its next opening is a day away; home's JavaScript has no bytes to
    // spare for working it out).
    return seeing < 0 ? UNKNOWN : { group: 0, minutes: -seeing }
  }
  const minutes = minutesUntilOpen(input, now)
  // Open by a confirmed holiday exception, whose closing the weekly ranges
  // do not give: open, after those known to stay open longest.
  if (minutes === 0) return { group: 0, minutes: 0 }
  if (minutes !== null) return { group: 1, minutes }
  return computeOpenStatus(input, now).state === 'usually-open'
    ? { group: 1, minutes: 0 }
    : UNKNOWN
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
  // An invalid instant ranks every clinic alike (group 2).
  if (now) for (const c of clinics) ranks.set(c, answerRank(c, now))
  return [...clinics].sort(
    compareForAnswer<T>((c) => ranks.get(c) ?? null, byDistance),
  )
}
