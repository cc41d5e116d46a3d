/**
 * What the cards and the results count say of the before-you-go filters
 * (./fact-filters.ts) while one is on: how many results have not confirmed
 * the chosen fact, and the card's 'ask when you call' notes. Loaded with the
 * filter code (features/search/search-link.ts), after the first load: a fact
 * filter is only ever set by the panel or a shared link, both in that chunk.
 * Pure.
 */
import type { Clinic, FilterState } from './clinic'
import { telHref } from './clinic-display'
import {
  factChoiceOf,
  NO_COUNTS,
  type FactChoice,
  type NotConfirmedCounts,
} from './fact-filters'

/** Counts the results kept without the chosen facts confirmed. */
export function countNotConfirmed(
  clinics: readonly Pick<Clinic, 'facts'>[],
  filters: Pick<FilterState, 'age' | 'coverage'>,
): NotConfirmedCounts {
  const choice = factChoiceOf(filters)
  if (!choice) return NO_COUNTS
  let age = 0
  let medicaid = 0
  for (const { facts } of clinics) {
    if (facts.minAgeMonths === null) age++
    if (facts.acceptsMedicaidKchip === null) medicaid++
  }
  return {
    age: choice.keepsUpTo === null ? null : age,
    medicaid: choice.medicaid ? medicaid : null,
  }
}

const NO_NOTES: readonly string[] = []

/**
 * The card's notes for a clinic kept with a chosen fact unknown: 'Age not
 * confirmed — ask when you call', 'Medicaid/KCHIP not confirmed — ask when you
 * call'; '— check before you go' when there is no number to call. The same
 * empty list when there is nothing to say.
 */
export function askNotes(
  clinic: Pick<Clinic, 'facts' | 'phone'>,
  choice: FactChoice | null,
): readonly string[] {
  if (!choice) return NO_NOTES
  const { facts } = clinic
  const askAge = choice.keepsUpTo !== null && facts.minAgeMonths === null
  const askMedicaid = choice.medicaid && facts.acceptsMedicaidKchip === null
  if (!askAge && !askMedicaid) return NO_NOTES
  const call = telHref(clinic.phone) !== null
  const notes: string[] = []
  if (askAge)
    notes.push(
      call
        ? 'Age not confirmed — ask when you call'
        : 'Age not confirmed — check before you go',
    )
  if (askMedicaid)
    notes.push(
      call
        ? 'Medicaid/KCHIP not confirmed — ask when you call'
        : 'Medicaid/KCHIP not confirmed — check before you go',
    )
  return notes
}
