/**
 * The before-you-go facts in the operator's words (ops:queue, ops:apply),
 * pure: the question a caller asks, the answers a sheet accepts, and the
 * stored value said back in plain words. Each answer is read to the value
 * the database stores (src/domain/before-you-go.ts) or refused with a
 * sentence saying what to write; nothing here throws.
 *
 * An empty cell changes nothing; 'unknown' erases the stored value and its
 * confirmation (the caller decides both; see ./plan.ts).
 */
import {
  LANGUAGE_HELP,
  MAX_LAST_CHECKIN_MINUTES,
  MAX_MIN_AGE_MONTHS,
  type LanguageHelp,
} from '../../../src/domain/before-you-go.ts'
import {
  FACT_FIELDS,
  type FactField,
} from '../../../src/domain/verification.ts'

export { FACT_FIELDS, type FactField }

/**
 * A stored fact: months, yes/no (Medicaid/KCHIP also 'some': some plans
 * only), minutes, or the list of language help.
 */
export type FactValue = number | boolean | 'some' | readonly LanguageHelp[]

/** The stored facts of a clinic, by field (null: unknown). */
export type OpsFacts = Record<FactField, FactValue | null>

export const NO_FACTS: OpsFacts = {
  min_age: null,
  medicaid: null,
  xray: null,
  last_checkin: null,
  languages: null,
}

/** What the caller asks, word for word. */
export const FACT_QUESTIONS: Record<FactField, string> = {
  min_age: 'What is the youngest age you see?',
  medicaid: 'Do you take Kentucky Medicaid and KCHIP?',
  xray: 'Is there X-ray on site today?',
  last_checkin: 'How long before closing do you stop checking patients in?',
  languages:
    'Can someone speak Spanish with us, or do you use an interpreter line?',
}

/** The fact's name in a diff or a table. */
export const FACT_LABELS: Record<FactField, string> = {
  min_age: 'youngest age',
  medicaid: 'Medicaid/KCHIP',
  xray: 'X-ray on site',
  last_checkin: 'last check-in',
  languages: 'languages',
}

/** What a cell may hold, for the refusal messages and the README. */
export const FACT_ANSWERS: Record<FactField, string> = {
  min_age:
    "an age such as '6 months', '6 mo', '2 years', '2y', 'all ages' (or 'newborns', 'any', '0'), or 'unknown'",
  medicaid:
    "'yes', 'no' (or 'y', 'n'), 'some plans' (or 'depends on the plan'), or 'unknown'",
  xray: "'yes', 'no' (or 'y', 'n'), or 'unknown'",
  last_checkin:
    "minutes such as '30', '30 min', '1 hour', 'half an hour', '0' or 'until closing', or 'unknown'",
  languages:
    "'spanish' (or 'English, Spanish'), 'interpreter', 'spanish and interpreter', 'english only' (or 'none'), or 'unknown'",
}

/** What one cell says. */
export type FactAnswer =
  | { kind: 'empty' }
  | { kind: 'unknown' }
  | { kind: 'value'; value: FactValue }
  | { kind: 'refused'; why: string }

const refused = (why: string): FactAnswer => ({ kind: 'refused', why })
const value = (v: FactValue): FactAnswer => ({ kind: 'value', value: v })

/** Lower case, single spaces, no surrounding space or final full stop. */
const words = (text: string) =>
  text.toLowerCase().replace(/\s+/g, ' ').trim().replace(/\.$/, '').trim()

const NUMBER = String.raw`(\d+(?:\.\d+)?)`
const MONTHS = new RegExp(
  `^${NUMBER} ?(?:m|mo|mos|mon|mons|month|months)(?: old)?$`,
)
const YEARS = new RegExp(`^${NUMBER} ?(?:y|yr|yrs|year|years)(?: old)?$`)
const WEEKS = new RegExp(`^${NUMBER} ?(?:w|wk|wks|week|weeks)(?: old)?$`)
const ALL_AGES = new Set([
  '0',
  'all',
  'all ages',
  'any',
  'any age',
  'newborn',
  'newborns',
  'birth',
  'from birth',
])

/**
 * The youngest age seen, in whole months (0: all ages). A bare number other
 * than 0 is refused: '2' could be months or years, and a parent of a
 * 6-month-old must not drive to a clinic that starts at 2 years.
 */
export function parseMinAge(text: string): FactAnswer {
  const t = words(text)
  if (t === '') return { kind: 'empty' }
  if (t === 'unknown') return { kind: 'unknown' }
  if (ALL_AGES.has(t)) return value(0)
  if (/^\d+(\.\d+)?$/.test(t))
    return refused(
      `${JSON.stringify(text.trim())} has no unit: write '${t} months' or '${t} years' (a bare number is refused, it could be either; '0' is all ages)`,
    )
  let months: number | null = null
  const m = MONTHS.exec(t)
  const y = YEARS.exec(t)
  const w = WEEKS.exec(t)
  if (m) months = Number(m[1])
  else if (y) months = Number(y[1]) * 12
  else if (w) months = Number(w[1]) === 0 ? 0 : null
  if (w && months === null)
    return refused(
      `${JSON.stringify(text.trim())}: ages are stored in months; write '0' (all ages) if newborns are seen, else the months ('2 months')`,
    )
  if (months === null || !Number.isFinite(months))
    return refused(
      `${JSON.stringify(text.trim())} is not ${FACT_ANSWERS.min_age}`,
    )
  if (!Number.isInteger(months))
    return refused(
      `${JSON.stringify(text.trim())} is not a whole number of months: write the months ('18 months')`,
    )
  if (months > MAX_MIN_AGE_MONTHS)
    return refused(
      `${JSON.stringify(text.trim())} is over 18 years (${MAX_MIN_AGE_MONTHS} months), the oldest youngest age stored`,
    )
  return value(months)
}

/**
 * Some Medicaid/KCHIP plans and not others, as people say it: 'some plans',
 * 'depends on the plan', 'most of them', 'not all plans'.
 */
const SOME_PLANS = [
  /^(?:(?:only|just) )?(?:some|certain|most|a few|several|not all|not every)(?: of)?(?: (?:the|their|our|them|those))?(?: (?:medicaid|kchip|mco|mcos|plan|plans|insurance|insurances|ones))*$/,
  /^(?:it )?depends(?: on (?:the|your|which|their) (?:plan|plans|mco|insurance))?$/,
]

/** Medicaid/KCHIP: yes, no, or some plans only. */
export function parseMedicaid(text: string): FactAnswer {
  const t = words(text)
  if (SOME_PLANS.some((r) => r.test(t))) return value('some')
  return parseYesNo(text, 'medicaid')
}

/** Yes or no (Medicaid/KCHIP, X-ray on site). */
export function parseYesNo(text: string, field: FactField): FactAnswer {
  const t = words(text)
  if (t === '') return { kind: 'empty' }
  if (t === 'unknown') return { kind: 'unknown' }
  if (t === 'yes' || t === 'y') return value(true)
  if (t === 'no' || t === 'n') return value(false)
  return refused(`${JSON.stringify(text.trim())} is not ${FACT_ANSWERS[field]}`)
}

const UNTIL_CLOSING = new Set([
  '0',
  '0 min',
  '0 mins',
  '0 minutes',
  'none',
  'until closing',
  'until close',
  'up to closing',
  'at closing',
])
const HALF_HOUR = new Set(['half an hour', 'half hour', 'a half hour'])
const MINUTES_ONLY = new RegExp(
  `^${NUMBER}(?: ?(?:m|min|mins|minute|minutes))?$`,
)
const HOURS_AND_MINUTES = new RegExp(
  `^(an|one|${NUMBER}) ?(?:h|hr|hrs|hour|hours)(?:(?: and)? ${NUMBER} ?(?:m|min|mins|minute|minutes))?$`,
)

/** How long before closing check-in stops, in minutes (0: until closing). */
export function parseLastCheckin(text: string): FactAnswer {
  const t = words(text)
  if (t === '') return { kind: 'empty' }
  if (t === 'unknown') return { kind: 'unknown' }
  if (UNTIL_CLOSING.has(t)) return value(0)
  let minutes: number | null = null
  if (HALF_HOUR.has(t)) minutes = 30
  const only = MINUTES_ONLY.exec(t)
  if (only) minutes = Number(only[1])
  const hm = HOURS_AND_MINUTES.exec(t)
  if (hm) {
    const hours = hm[1] === 'an' || hm[1] === 'one' ? 1 : Number(hm[2])
    minutes = hours * 60 + (hm[3] === undefined ? 0 : Number(hm[3]))
  }
  if (minutes === null || !Number.isFinite(minutes))
    return refused(
      `${JSON.stringify(text.trim())} is not ${FACT_ANSWERS.last_checkin}`,
    )
  if (!Number.isInteger(minutes))
    return refused(
      `${JSON.stringify(text.trim())} is not a whole number of minutes`,
    )
  if (minutes > MAX_LAST_CHECKIN_MINUTES)
    return refused(
      `${JSON.stringify(text.trim())} is more than ${MAX_LAST_CHECKIN_MINUTES / 60} hours (${MAX_LAST_CHECKIN_MINUTES} minutes) before closing: check what you heard`,
    )
  return value(minutes)
}

const NO_HELP = new Set([
  'none',
  'no',
  'neither',
  'english',
  'english only',
  'only english',
])
/**
 * Words that may stand beside the two kinds of help ('spanish and
 * interpreter line', 'English, Spanish', 'Spanish-speaking staff'): English
 * is always spoken, so naming it beside another adds nothing.
 */
const FILLER = new Set([
  'a',
  'an',
  'and',
  'english',
  'line',
  'only',
  'or',
  'phone',
  'service',
  'speaking',
  'staff',
  'use',
  'uses',
  'via',
  'we',
])
/** Other words for the two kinds of help. */
const HELP_WORDS = new Map<string, LanguageHelp>([
  ['spanish', 'spanish'],
  ['español', 'spanish'],
  ['espanol', 'spanish'],
  ['interpreter', 'interpreter'],
  ['interpreters', 'interpreter'],
  ['interpreting', 'interpreter'],
  ['translator', 'interpreter'],
  ['translators', 'interpreter'],
])

/** The language help besides English (a list; [] is 'neither'). */
export function parseLanguages(text: string): FactAnswer {
  const t = words(text)
  if (t === '') return { kind: 'empty' }
  if (t === 'unknown') return { kind: 'unknown' }
  if (NO_HELP.has(t)) return value([])
  if (t === 'both') return value([...LANGUAGE_HELP])
  const seen = new Set<LanguageHelp>()
  for (const w of t.split(/[\s,;/+&-]+/).filter(Boolean)) {
    if (FILLER.has(w)) continue
    const help = HELP_WORDS.get(w)
    if (help) seen.add(help)
    else
      return refused(
        `${JSON.stringify(text.trim())}: ${JSON.stringify(w)} is not a kind of language help; write ${FACT_ANSWERS.languages}`,
      )
  }
  if (seen.size === 0)
    return refused(
      `${JSON.stringify(text.trim())} is not ${FACT_ANSWERS.languages}`,
    )
  return value(LANGUAGE_HELP.filter((l) => seen.has(l)))
}

/** One fact cell as the sheet states it. */
export function parseFact(field: FactField, text: string): FactAnswer {
  switch (field) {
    case 'min_age':
      return parseMinAge(text)
    case 'medicaid':
      return parseMedicaid(text)
    case 'xray':
      return parseYesNo(text, field)
    case 'last_checkin':
      return parseLastCheckin(text)
    case 'languages':
      return parseLanguages(text)
  }
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`

/** A stored value in plain words ('(unknown)' for null). */
export function describeFact(field: FactField, v: FactValue | null): string {
  if (v === null) return '(unknown)'
  switch (field) {
    case 'min_age': {
      const n = v as number
      if (n === 0) return 'all ages'
      return n % 12 === 0 && n >= 24
        ? plural(n / 12, 'year')
        : plural(n, 'month')
    }
    case 'medicaid':
      return v === 'some' ? 'some plans only (ask which)' : v ? 'yes' : 'no'
    case 'xray':
      return v ? 'yes' : 'no'
    case 'last_checkin': {
      const n = v as number
      return n === 0 ? 'until closing' : `${plural(n, 'minute')} before closing`
    }
    case 'languages': {
      const l = v as readonly LanguageHelp[]
      return l.length === 0
        ? 'none (English only)'
        : l
            .map((x) => (x === 'spanish' ? 'Spanish' : 'interpreter line'))
            .join(', ')
    }
  }
}

/** Whether two stored values are the same fact. */
export const sameFact = (a: FactValue | null, b: FactValue | null): boolean =>
  JSON.stringify(a) === JSON.stringify(b)
