/**
 * Reports from the public ('Is this information right?' on every clinic
 * page; table listing_reports), as the operator's tools see them, pure: the
 * kinds in words, which reports are open, and what the call queue needs to
 * know of them (ops:queue puts a clinic with an open report first).
 *
 * Open = status 'new' and saying something is wrong. A 'Yes, it's right'
 * (kind confirmed_by_visitor) is never open: it is only counted in the
 * inbox, never raises a clinic in the queue.
 */

import { DEFAULT_ZONE, localTime } from './local-time.ts'
import {
  CONFIRMED_BY_VISITOR,
  WRONG_KINDS,
  WRONG_KIND_LABELS,
  type WrongKind,
} from '../../src/domain/listing-report.ts'

export { CONFIRMED_BY_VISITOR, WRONG_KINDS, type WrongKind }

/** The kinds as the report form words them (the form's own labels). */
export const KIND_WORDS: Readonly<Record<WrongKind, string>> = WRONG_KIND_LABELS

export const REPORT_STATUSES = [
  'new',
  'confirmed',
  'rejected',
  'fixed',
] as const
export type ReportStatus = (typeof REPORT_STATUSES)[number]
/** What the operator may mark a new report as. */
export const MARK_STATUSES = ['confirmed', 'rejected', 'fixed'] as const
export type MarkStatus = (typeof MARK_STATUSES)[number]
export const isMarkStatus = (s: string): s is MarkStatus =>
  (MARK_STATUSES as readonly string[]).includes(s)

/** Who handled a report: the handled_by CHECK of the table. */
export const HANDLED_BY = /^[A-Z]{2,4}$/

/** One listing_reports row. Times are ISO 8601. */
export interface ListingReport {
  id: string
  clinicId: string
  kinds: readonly string[]
  note: string | null
  replyEmail: string | null
  /** The rate limits' key (an IPv6 client's /56): not the closed line's. */
  clientHash: string | null
  /**
   * The network the closed line counts (an IPv6 client's /48, an IPv4
   * client's address); null for reports stored before 20261203000001.
   */
  networkHash: string | null
  /** False for reports hashed by address, before 20261128000001: never counted. */
  countedByNetwork: boolean
  createdAt: string
  status: ReportStatus
  handledAt: string | null
  handledBy: string | null
}

/** Says something is wrong (any status). */
export const isWrongReport = (r: Pick<ListingReport, 'kinds'>) =>
  r.kinds.some((k) => k !== CONFIRMED_BY_VISITOR)

/** Waits for the operator: new, and says something is wrong. */
export const isOpenReport = (r: Pick<ListingReport, 'kinds' | 'status'>) =>
  r.status === 'new' && isWrongReport(r)

/** The wrong kinds a report names, in the form's order. */
export const wrongKinds = (kinds: readonly string[]): WrongKind[] =>
  WRONG_KINDS.filter((k) => kinds.includes(k))

/** "Hours are wrong, It has closed". */
export const kindsInWords = (kinds: readonly string[]) =>
  wrongKinds(kinds)
    .map((k) => KIND_WORDS[k])
    .join(', ')

/** A clinic's open reports, as the call queue sees them. */
export interface OpenReport {
  count: number
  /** The newest open report's time (ISO). */
  newest: string
  /** Every wrong kind its open reports name, in the form's order. */
  kinds: WrongKind[]
}

/** Clinic id → its open reports; clinics without any are absent. */
export type OpenReports = ReadonlyMap<string, OpenReport>
export const NO_OPEN_REPORTS: OpenReports = new Map()

export function openReportsByClinic(
  reports: readonly ListingReport[],
): Map<string, OpenReport> {
  const out = new Map<string, OpenReport & { named: Set<string> }>()
  for (const r of reports) {
    if (!isOpenReport(r)) continue
    const o = out.get(r.clinicId) ?? {
      count: 0,
      newest: r.createdAt,
      kinds: [],
      named: new Set<string>(),
    }
    o.count++
    if (Date.parse(r.createdAt) > Date.parse(o.newest)) o.newest = r.createdAt
    for (const k of r.kinds) o.named.add(k)
    out.set(r.clinicId, o)
  }
  return new Map(
    [...out].map(([id, { named, count, newest }]) => [
      id,
      { count, newest, kinds: wrongKinds([...named]) },
    ]),
  )
}

/**
 * What the call sheet says of a clinic's open reports, so the caller knows
 * what to check: "Hours are wrong, It has closed (3 reports, newest
 * Wed Nov 25, 9:00 AM CT)", in the clinic's zone; '' when it has none.
 */
export function reportedText(
  open: OpenReport | undefined,
  timeZone = DEFAULT_ZONE,
): string {
  if (!open) return ''
  const n = open.count === 1 ? '1 report' : `${open.count} reports`
  return `${kindsInWords(open.kinds)} (${n}, newest ${localTime(open.newest, timeZone)})`
}
