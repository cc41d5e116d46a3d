/**
 * Which listing a source's record describes (issue 51), with the score and
 * the reasons an operator reads: the same phone, the same street address
 * (with or without the same suite), a point near the listing's own, the
 * same town, a name alike. Never a guess: two listings close in score are
 * shown as ambiguous; a record that fits none and lies in the region is a
 * candidate for a new listing. Pure.
 */
import { distanceMiles } from '../../../src/domain/geo/distance.ts'
import type { SourceAddress, SourceRecord } from './record.ts'

export interface MatchListing {
  id: string
  name: string
  /** The street line as stored ('2601 Kentucky Avenue, Suite 103'). */
  address: string | null
  city: string
  state: string
  zip: string | null
  phone: string | null
  /** Only a point of the clinic's own counts (not its town's). */
  point: { lat: number; lng: number } | null
}

export interface Candidate {
  listingId: string
  score: number
  reasons: string[]
}

export type MatchResult =
  | { kind: 'matched'; record: SourceRecord; best: Candidate }
  | { kind: 'ambiguous'; record: SourceRecord; candidates: Candidate[] }
  | { kind: 'new'; record: SourceRecord; nearest: Candidate | null }
  | { kind: 'outside'; record: SourceRecord }

/** A match needs this score; a second listing within MARGIN of it makes it ambiguous. */
export const MATCH_SCORE = 0.5
export const MARGIN = 0.15
/** Below this, a listing is not even mentioned as the nearest. */
const MENTION = 0.2

const WORDS: Record<string, string> = {
  street: 'st',
  avenue: 'ave',
  av: 'ave',
  road: 'rd',
  drive: 'dr',
  boulevard: 'blvd',
  lane: 'ln',
  highway: 'hwy',
  parkway: 'pkwy',
  court: 'ct',
  place: 'pl',
  circle: 'cir',
  square: 'sq',
  terrace: 'ter',
  trail: 'trl',
  north: 'n',
  south: 's',
  east: 'e',
  west: 'w',
  first: '1st',
  second: '2nd',
  third: '3rd',
}

const SUITE =
  /(?:^|[\s,])(?:suite|ste|unit|#|bldg|building|room|rm|apt)\.?\s*#?\s*([a-z0-9-]+)\b/

/**
 * A street line in one spelling: lower case, no punctuation, street words
 * abbreviated the USPS way, the suite apart. '2601 Kentucky Avenue, Suite
 * 103' and '2601 KENTUCKY AVE STE 103' are one address.
 */
export function normalizeStreet(
  s: string | null | undefined,
): { line: string; suite: string | null } | null {
  if (!s) return null
  let t = s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
  const m = SUITE.exec(t)
  const suite = m ? m[1]!.replace(/^0+(?=\d)/, '') : null
  if (m) t = t.slice(0, m.index) + ' ' + t.slice(m.index + m[0].length)
  const line = t
    .replace(/[.,#]/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => (Object.hasOwn(WORDS, w) ? WORDS[w]! : w))
    .join(' ')
  return line ? { line, suite } : null
}

/** Words that say what a place is, not which one. */
const GENERIC = new Set(
  'urgent care clinic clinics center centre health healthcare medical walk in walkin the of and at a llc inc pllc psc pc ltd co family immediate convenient express'.split(
    ' ',
  ),
)

const nameWords = (s: string) =>
  new Set(
    s
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/&/g, ' and ')
      .split(/[^a-z0-9]+/)
      .filter((w) => w && !GENERIC.has(w)),
  )

/** How alike two names are, 0–1: the share of their telling words in common. */
export function nameSimilarity(a: string, b: string): number {
  const x = nameWords(a)
  const y = nameWords(b)
  if (x.size === 0 || y.size === 0) return 0
  let common = 0
  for (const w of x) if (y.has(w)) common++
  return common / (x.size + y.size - common)
}

const digits = (p: string | null) => (p ? p.replace(/\D/g, '').slice(-10) : '')
const sameText = (a: string | null, b: string | null) =>
  !!a && !!b && a.trim().toLowerCase() === b.trim().toLowerCase()
const round2 = (n: number) => Math.round(n * 100) / 100

/** One listing against one record: the score and its reasons. */
export function scoreListing(
  record: SourceRecord,
  listing: MatchListing,
): Candidate {
  let score = 0
  const reasons: string[] = []
  const phone = digits(record.phone)
  const samePhone = phone.length === 10 && phone === digits(listing.phone)
  if (samePhone) {
    score += 0.6
    reasons.push(`same phone ${record.phone}`)
  }
  const a = normalizeStreet(record.address?.street)
  const b = normalizeStreet(listing.address)
  if (a && b && a.line === b.line) {
    if (a.suite === b.suite) {
      score += 0.5
      reasons.push('same street address')
    } else {
      score += 0.3
      reasons.push(
        `same street address, different suite (${a.suite ?? 'none'} / ${b.suite ?? 'none'})`,
      )
    }
  }
  if (record.point && listing.point) {
    const miles = distanceMiles(record.point, listing.point)
    if (miles <= 0.1) {
      score += 0.25
      reasons.push(`points ${miles.toFixed(2)} miles apart`)
    } else if (miles <= 0.5) {
      score += 0.1
      reasons.push(`points ${miles.toFixed(2)} miles apart`)
    } else if (miles > 5) {
      score -= 0.3
      reasons.push(`points ${Math.round(miles)} miles apart`)
    }
  }
  const city = record.address?.city ?? null
  if (city && sameText(city, listing.city)) {
    score += 0.2
    reasons.push(`same town (${listing.city})`)
  } else if (city) {
    score -= 0.3
    reasons.push(`another town (${city}, not ${listing.city})`)
  }
  if (record.name) {
    const sim = nameSimilarity(record.name, listing.name)
    if (sim >= 0.5) {
      score += 0.3 * sim
      reasons.push(`names ${Math.round(sim * 100)}% alike`)
    }
  }
  return { listingId: listing.id, score: round2(score), reasons }
}

/**
 * Each record matched to a listing, shown as ambiguous, or kept as a
 * candidate for a new listing when it lies in the region (`inRegion`).
 */
export function matchRecords(
  records: readonly SourceRecord[],
  listings: readonly MatchListing[],
  inRegion: (r: SourceRecord) => boolean,
): MatchResult[] {
  return records.map((record) => {
    const ranked = listings
      .map((l) => scoreListing(record, l))
      .filter((c) => c.score >= MENTION)
      .sort(
        (x, y) => y.score - x.score || x.listingId.localeCompare(y.listingId),
      )
    const [best, second] = ranked
    if (best && best.score >= MATCH_SCORE) {
      if (
        second &&
        second.score >= MATCH_SCORE &&
        best.score - second.score < MARGIN
      )
        return {
          kind: 'ambiguous',
          record,
          candidates: ranked.filter((c) => c.score >= MATCH_SCORE),
        }
      return { kind: 'matched', record, best }
    }
    if (!inRegion(record)) return { kind: 'outside', record }
    return { kind: 'new', record, nearest: best ?? null }
  })
}

/** The address of a record as one line, for sheets: '2601 Kentucky Ave, Paducah, KY 42003'. */
export function addressLine(a: SourceAddress | null): string {
  if (!a) return ''
  const tail = [a.state, a.zip].filter(Boolean).join(' ')
  return [a.street, a.city, tail].filter(Boolean).join(', ')
}
