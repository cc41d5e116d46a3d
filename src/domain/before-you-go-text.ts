/**
 * The before-you-go facts in a parent's words: the clinic page's block (each
 * confirmed fact with its month, one line naming what to ask about the
 * unknown ones) and the card's one compact line. Only confirmed facts are
 * said (./before-you-go.ts gives them); an unknown one is never guessed.
 */
import type { ClinicFacts, LanguageHelp } from './before-you-go'
import { monthYear } from './clinic-display'
import { confirmedDate, sourceAndWhen } from './freshness'
import type { FactField, Verification } from './verification'

/** 'Sees children of all ages', '… 6 months and older', '… 2 years and older'. */
export function minAgeText(months: number): string {
  if (months === 0) return 'Sees children of all ages, newborns too'
  if (months >= 24 && months % 12 === 0)
    return `Sees children ${months / 12} years and older`
  return months === 1
    ? 'Sees children 1 month and older'
    : `Sees children ${months} months and older`
}

const languagesText = (help: readonly LanguageHelp[]): string =>
  help.includes('spanish') && help.includes('interpreter')
    ? 'Spanish spoken; an interpreter line for other languages'
    : help.includes('spanish')
      ? 'Spanish spoken'
      : help.includes('interpreter')
        ? 'Interpreter line for Spanish and other languages'
        : 'English only'

/** One fact in words, or null when it is unknown. */
export function factText(field: FactField, facts: ClinicFacts): string | null {
  switch (field) {
    case 'min_age':
      return facts.minAgeMonths === null ? null : minAgeText(facts.minAgeMonths)
    case 'medicaid':
      return facts.acceptsMedicaidKchip === null
        ? null
        : facts.medicaidSomePlans
          ? 'Takes some Medicaid/KCHIP plans — ask which'
          : facts.acceptsMedicaidKchip
            ? 'Takes Kentucky Medicaid and KCHIP'
            : 'Does not take Kentucky Medicaid or KCHIP'
    case 'xray':
      return facts.xrayOnSite === null
        ? null
        : facts.xrayOnSite
          ? 'X-ray on site'
          : 'No X-ray on site'
    case 'last_checkin': {
      const m = facts.lastCheckinMinutesBeforeClose
      return m === null
        ? null
        : m === 0
          ? 'Checks patients in until closing'
          : `Last check-in ${m} minutes before closing`
    }
    case 'languages':
      return facts.languages === null ? null : languagesText(facts.languages)
  }
}

/** What to ask about each unknown fact, in the order of the block. */
const ASK_WORDS: Readonly<Record<FactField, string>> = {
  min_age: 'youngest age seen',
  medicaid: 'Medicaid/KCHIP',
  xray: 'X-ray',
  last_checkin: 'last check-in',
  languages: 'Spanish or an interpreter',
}

const ORDER: readonly FactField[] = [
  'min_age',
  'medicaid',
  'xray',
  'last_checkin',
  'languages',
]

export interface BeforeYouGo {
  /** Each confirmed fact: its words and 'Confirmed November 2026'. */
  known: { field: FactField; text: string; confirmed: string }[]
  /**
   * 'Not confirmed yet — ask when you call: youngest age seen,
   * Medicaid/KCHIP, X-ray.' ('ask before you go' without a number); null
   * when every fact is known.
   */
  ask: string | null
}

/** The clinic page's 'Before you go' block. */
export function beforeYouGo(
  facts: ClinicFacts,
  verification: Verification,
  hasPhone: boolean,
): BeforeYouGo {
  const known: BeforeYouGo['known'] = []
  const unknown: string[] = []
  for (const field of ORDER) {
    const text = factText(field, facts)
    const v = verification[field]
    const month = monthYear(confirmedDate(v))
    // A fact taken from a public source says where from, never 'Confirmed'.
    const from = v && month !== null ? sourceAndWhen(v) : null
    if (text !== null && month !== null)
      known.push({
        field,
        text,
        confirmed: from
          ? `${from.charAt(0).toUpperCase()}${from.slice(1)}`
          : `Confirmed ${month}`,
      })
    else unknown.push(ASK_WORDS[field])
  }
  const when = hasPhone ? 'ask when you call' : 'ask before you go'
  return {
    known,
    ask: unknown.length
      ? `Not confirmed yet — ${when}: ${unknown.join(', ')}.`
      : null,
  }
}
