/**
 * Display forms of the emergency-department data file, which writes names,
 * cities and addresses as its sources do (often in capitals). Every function
 * is total, pure and idempotent (applying it twice changes nothing).
 */
import { MONTH_NAMES } from '../clinic-display'
import type { ConfidenceLevel } from './types'

/** Abbreviations always written in capitals (IN only as a state: see below). */
export const ABBREVIATIONS: readonly string[] = [
  'ER',
  'ED',
  'KY',
  'IN',
  'TN',
  'MO',
  'IL',
  'ACH',
  'US',
  'SR',
  'PO',
  'NE',
  'NW',
  'SE',
  'SW',
]

/** Words with a fixed spelling (keys in capitals). FT is Fort. */
const FIXED: Readonly<Record<string, string>> = {
  FT: 'Fort',
  TRISTAR: 'TriStar',
  HIGHPOINT: 'HighPoint',
}

/** Short words kept in lower case inside a name (never as its first word). */
const MINOR = new Set([
  'a',
  'an',
  'and',
  'at',
  'by',
  'for',
  'in',
  'of',
  'on',
  'or',
  'the',
  'to',
  'with',
])

const WORD = /[A-Za-z0-9]+(?:'[A-Za-z0-9]+)*/g
const ORDINAL = /^\d+(st|nd|rd|th)$/i

function capitalise(part: string): string {
  return part.charAt(0).toUpperCase() + part.slice(1).toLowerCase()
}

/** One word in title case, without regard to its position. */
function titleWord(word: string): string {
  const upper = word.toUpperCase()
  const fixed = FIXED[upper]
  if (fixed) return fixed
  if (ABBREVIATIONS.includes(upper) && upper !== 'IN') return upper
  if (/^\d/.test(word)) return ORDINAL.test(word) ? word.toLowerCase() : upper
  if (/^MC[A-Z]{2,}$/i.test(word)) return `Mc${capitalise(word.slice(2))}`
  const [head, ...rest] = word.split("'")
  // O'Brien, D'Angelo; but Women's, Children's.
  if (rest.length > 0 && head!.length === 1)
    return [capitalise(head!), ...rest.map(capitalise)].join("'")
  return [capitalise(head!), ...rest.map((r) => r.toLowerCase())].join("'")
}

/**
 * Title case for names, cities and street addresses: each word capitalised;
 * known abbreviations in capitals (ER, ED, KY, TN, MO, IL, ACH, US, SR, PO,
 * NE/NW/SE/SW; IN only as the last word, where it is Indiana, otherwise the
 * word "in"); FT → Fort; ordinals in lower case ("18TH" → "18th"), other
 * words starting with a digit in capitals ("12B"); Mc names ("McLean");
 * short words (and, at, of, the, with …) in lower case except first or
 * after "(" or "-". Single letters (directions N/S/E/W) are capitals.
 */
export function titleCase(text: string): string {
  const s = String(text ?? '')
  const words = [...s.matchAll(WORD)]
  let out = ''
  let at = 0
  words.forEach((m, i) => {
    const start = m.index
    const word = m[0]
    const before = s.slice(at, start)
    out += before
    const lower = word.toLowerCase()
    const previous = (out.trimEnd().at(-1) ?? '') as string
    const opensPhrase = i === 0 || previous === '(' || previous === '-'
    const isLast = i === words.length - 1
    let shown: string
    if (lower === 'in' && isLast && i > 0) shown = 'IN'
    else if (MINOR.has(lower) && !opensPhrase) shown = lower
    else shown = titleWord(word)
    out += shown
    at = start + word.length
  })
  return out + s.slice(at)
}

const LEGAL_INC = /[\s,]+inc\.?$/i
const TRAILING = /[\s,]+$/

/**
 * A hospital's display name: title case, with a trailing legal "Inc" (or
 * ", Inc.") dropped ('DEACONESS HOSPITAL INC' → 'Deaconess Hospital'). "Inc"
 * anywhere else is part of the name and stays.
 */
export function hospitalDisplayName(name: string): string {
  let s = String(name ?? '')
    .replace(TRAILING, '')
    .trim()
  while (LEGAL_INC.test(s) && s.replace(LEGAL_INC, '').trim() !== '')
    s = s.replace(LEGAL_INC, '').replace(TRAILING, '').trim()
  return titleCase(s)
}

/** True for a real calendar date written YYYY-MM-DD. */
export function isIsoDate(s: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false
  const d = new Date(`${s}T00:00:00Z`)
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s
}

/** 'February 26, 2026' for a real YYYY-MM-DD date, else null. */
export function longDate(iso: string | null | undefined): string | null {
  if (typeof iso !== 'string' || !isIsoDate(iso)) return null
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number]
  return `${MONTH_NAMES[m - 1]} ${d}, ${y}`
}

/**
 * The file's `as_of` text: its first ten characters are the date
 * (YYYY-MM-DD), the rest explains it ('2026-02-26 (commit date of …)').
 * The explanation loses one pair of surrounding parentheses. When the first
 * ten characters are not a real date, the date is null and the whole text is
 * the note: a date is never guessed.
 */
export function parseAsOf(text: string | null | undefined): {
  asOf: string | null
  asOfNote: string | null
} {
  const s = String(text ?? '').trim()
  if (s === '') return { asOf: null, asOfNote: null }
  const date = s.slice(0, 10)
  if (!isIsoDate(date)) return { asOf: null, asOfNote: s }
  let note = s.slice(10).trim()
  if (/^\([^()]*(\([^()]*\)[^()]*)*\)$/.test(note)) note = note.slice(1, -1)
  note = note.trim()
  return { asOf: date, asOfNote: note === '' ? null : note }
}

const LEVELS: readonly ConfidenceLevel[] = ['low', 'medium', 'high']

/**
 * The file's `confidence` text ('high: CMS states …'): the level is the word
 * before ':' and the reason is the text after it. When the part before ':'
 * names more than one level ('high for the facility data …; medium for
 * inclusion …'), the lowest one counts and the whole text is the reason.
 * No level word: level null, the whole text the reason.
 */
export function parseConfidence(text: string | null | undefined): {
  confidence: ConfidenceLevel | null
  confidenceNote: string | null
} {
  const s = String(text ?? '').trim()
  if (s === '') return { confidence: null, confidenceNote: null }
  const colon = s.indexOf(':')
  const head = (colon >= 0 ? s.slice(0, colon) : s).trim().toLowerCase()
  const named = LEVELS.filter((l) => new RegExp(`\\b${l}\\b`).test(head))
  if (named.length === 0) return { confidence: null, confidenceNote: s }
  if (named.length === 1 && head === named[0]) {
    const reason = s.slice(colon + 1).trim()
    return {
      confidence: named[0],
      confidenceNote: colon >= 0 && reason !== '' ? reason : null,
    }
  }
  return { confidence: named[0]!, confidenceNote: s }
}
