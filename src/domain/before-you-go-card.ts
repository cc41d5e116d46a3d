/**
 * A card's one compact line of confirmed before-you-go facts: 'Ages 6 mo+ ·
 * Medicaid/KCHIP · X-ray · Spanish'. Nothing for an unknown fact; no line at
 * all when none is known. Apart from ./before-you-go-text.ts (the clinic
 * page's block) so home's first load carries only this.
 */
import type { ClinicFacts } from './before-you-go'

function ageWords(months: number): string {
  if (months === 0) return 'All ages'
  if (months >= 24 && months % 12 === 0) return `Ages ${months / 12} yrs+`
  return `Ages ${months} mo+`
}

/** The card's facts, each a few words, in the block's order; [] when none is known. */
export function cardFacts(facts: ClinicFacts): string[] {
  const out: string[] = []
  if (facts.minAgeMonths !== null) out.push(ageWords(facts.minAgeMonths))
  if (facts.acceptsMedicaidKchip !== null)
    out.push(
      facts.medicaidSomePlans
        ? 'Some Medicaid plans'
        : facts.acceptsMedicaidKchip
          ? 'Medicaid/KCHIP'
          : 'No Medicaid/KCHIP',
    )
  if (facts.xrayOnSite !== null)
    out.push(facts.xrayOnSite ? 'X-ray' : 'No X-ray')
  if (facts.languages?.includes('spanish')) out.push('Spanish')
  else if (facts.languages?.includes('interpreter')) out.push('Interpreter')
  return out
}
