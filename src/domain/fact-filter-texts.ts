/**
 * What the before-you-go filters say of the unknown (./fact-filters.ts): the
 * results count's 'not confirmed' parts and a card's notes. Loaded only
 * when such a filter is on (hooks/use-fact-texts.ts): off home's first load.
 */
import type { Clinic } from './clinic'
import { telHref } from './clinic-display'
import {
  NO_NOTES,
  type FactChoice,
  type NotConfirmedCounts,
} from './fact-filters'

/**
 * What follows the results count with a fact filter on: how many of them
 * have not confirmed it (' · 3 not confirmed for this age · 2 not confirmed
 * for Medicaid/KCHIP'); a count of none is not said.
 */
export function notConfirmedText(notConfirmed: NotConfirmedCounts): string {
  const { age, medicaid } = notConfirmed
  return (
    (age ? ` · ${age} not confirmed for this age` : '') +
    (medicaid ? ` · ${medicaid} not confirmed for Medicaid/KCHIP` : '')
  )
}

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
  const askAge = choice.oldestMonth !== null && facts.minAgeMonths === null
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
