import type { Clinic } from './clinic'
import { clinicOpenStatus } from './clinic-display'

/**
 * The 'Open Now' results with the clinics confirmed open first and those
 * only usually open (a holiday nobody confirmed their hours for) after
 * them, each part in the order given: kept with their note, never hidden,
 * never above a clinic that is surely open. A new array.
 */
export function confirmedOpenFirst<T extends Clinic>(
  clinics: readonly T[],
  now: Date,
): T[] {
  const usually: T[] = []
  const out: T[] = []
  for (const c of clinics)
    (clinicOpenStatus(c, now)?.state === 'usually-open' ? usually : out).push(c)
  return [...out, ...usually]
}
