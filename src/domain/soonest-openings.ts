import type { Clinic } from './clinic'
import {
  computeOpenStatus,
  minutesUntilOpen,
  opensText,
  openStatusInput,
} from './hours/open-status'
import { compareByName } from './ordering'

export interface SoonestOpening {
  clinic: Clinic
  /** Minutes from now until it opens (wall-clock, in the clinic's zone). */
  minutes: number
  /** 'Opens 8 AM' later today, 'Opens Saturday 8 AM' on a following day. */
  label: string
}

/**
 * The `limit` clinics of `clinics` that open soonest after `now` and are not
 * open at `now`, soonest first (ties: nearer first, then by name). A clinic
 * whose next opening is not known (no hours, unreadable hours, an unknown day
 * first) is left out: it is never guessed.
 */
export function soonestOpenings(
  clinics: readonly Clinic[],
  now: Date,
  limit = 3,
): SoonestOpening[] {
  const found: SoonestOpening[] = []
  for (const clinic of clinics) {
    const input = openStatusInput(clinic)
    const minutes = minutesUntilOpen(input, now)
    if (minutes === null || minutes <= 0) continue
    const label = opensText(computeOpenStatus(input, now))
    if (label === null) continue
    found.push({ clinic, minutes, label })
  }
  return found
    .sort(
      (a, b) =>
        a.minutes - b.minutes ||
        (a.clinic.distance ?? Infinity) - (b.clinic.distance ?? Infinity) ||
        compareByName(a.clinic, b.clinic),
    )
    .slice(0, Math.max(0, limit))
}
