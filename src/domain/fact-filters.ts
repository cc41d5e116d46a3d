/**
 * The before-you-go filters ('My child's age', 'Takes Medicaid/KCHIP'), which
 * never hide the unknown: a clinic is removed only when it has confirmed it
 * does not fit (Clinic.facts, ./before-you-go.ts); one whose fact is unknown
 * stays, with a note on its card and in the results count. Pure.
 */
import type { ClinicFacts } from './before-you-go'
import type { FilterState } from './clinic'
import { AGE_BAND_KEEPS_UP_TO, type AgeBand } from './filter-vocabulary'

/** What a clinic's confirmed fact says of a chosen filter. */
export type FactFit = 'fits' | 'unfit' | 'unknown'

/**
 * An age band against the youngest age a clinic sees: unfit when that age is
 * known and above what the band keeps (a clinic from 6 months does not fit
 * 'Under 6 months'; from 24 months, not '6–23 months'; from 18 years, not
 * '2 years and older').
 */
export function ageFit(minAgeMonths: number | null, band: AgeBand): FactFit {
  if (minAgeMonths === null) return 'unknown'
  return minAgeMonths > AGE_BAND_KEEPS_UP_TO[band] ? 'unfit' : 'fits'
}

/** 'Takes Medicaid/KCHIP': unfit only when confirmed not taken. */
export function medicaidFit(accepts: boolean | null): FactFit {
  if (accepts === null) return 'unknown'
  return accepts ? 'fits' : 'unfit'
}

/** The fact filters of a search, read once per filter change. */
export interface FactChoice {
  /** The chosen band's highest youngest age kept, in months (null: any age). */
  keepsUpTo: number | null
  medicaid: boolean
}

/** The fact filters chosen, or null when none is (nothing to check). */
export function factChoiceOf(
  filters: Pick<FilterState, 'age' | 'coverage'>,
): FactChoice | null {
  const medicaid = filters.coverage.includes('medicaid-kchip')
  const keepsUpTo =
    filters.age === null ? null : AGE_BAND_KEEPS_UP_TO[filters.age]
  return keepsUpTo === null && !medicaid ? null : { keepsUpTo, medicaid }
}

/** The clinic has confirmed it does not fit a chosen fact filter. O(1). */
export function isRuledOut(facts: ClinicFacts, choice: FactChoice): boolean {
  const { keepsUpTo } = choice
  if (
    keepsUpTo !== null &&
    facts.minAgeMonths !== null &&
    facts.minAgeMonths > keepsUpTo
  )
    return true
  return choice.medicaid && facts.acceptsMedicaidKchip === false
}

/** How many of the results are kept with the chosen fact unknown (null: filter off). */
export interface NotConfirmedCounts {
  age: number | null
  medicaid: number | null
}

export const NO_COUNTS: NotConfirmedCounts = { age: null, medicaid: null }

/**
 * The results count: '4 clinics found', and with a fact filter on, how many
 * of them have not confirmed it ('4 clinics found · 3 not confirmed for this
 * age · 2 not confirmed for Medicaid/KCHIP'); a count of none is not said.
 */
export function resultCountText(
  count: number,
  notConfirmed: NotConfirmedCounts = NO_COUNTS,
): string {
  const parts = [count === 1 ? '1 clinic found' : `${count} clinics found`]
  const { age, medicaid } = notConfirmed
  if (age) parts.push(`${age} not confirmed for this age`)
  if (medicaid) parts.push(`${medicaid} not confirmed for Medicaid/KCHIP`)
  return parts.join(' · ')
}
