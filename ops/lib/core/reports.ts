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
} from '../../../src/domain/listing-report.ts'

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

/** A clinic's open reports and correction messages, as the call queue sees them. */
export interface OpenReport {
  /** Open reports (correction messages not counted: see `messages`). */
  count: number
  /** The newest open report's or correction message's time (ISO). */
  newest: string
  /** Every wrong kind its open reports name, in the form's order. */
  kinds: WrongKind[]
  /** Each open report, newest first: its id and the parent's words. */
  items?: readonly OpenReportItem[]
  /** Its open 'Suggest a correction' messages, newest first. */
  messages?: readonly OpenReportItem[]
}

export interface OpenReportItem {
  id: string
  /** The parent's words (one line, at most NOTE_ON_SHEET characters), or null. */
  note: string | null
  createdAt: string
}

/** How much of a parent's words a call sheet carries. */
export const NOTE_ON_SHEET = 200
/** The part of a report's id a sheet shows (ops:reports --mark takes it). */
export const SHEET_ID_LENGTH = 8

/** Control and direction marks: a sheet shows a parent's words, never acts on them. */
/* eslint-disable no-control-regex -- the control characters are what is removed */
const UNSHOWN =
  /[\u0000-\u0008\u000e-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g
/* eslint-enable no-control-regex */

/** A parent's words on one line, cut to `max` characters (with …). */
export function oneLine(note: string | null, max = NOTE_ON_SHEET) {
  const t = (note ?? '').replace(UNSHOWN, '').replace(/\s+/g, ' ').trim()
  if (t === '') return null
  return t.length > max ? `${t.slice(0, max - 1)}…` : t
}

/**
 * A correction message's id as the tools show it and --mark takes it:
 * 'm-' and the uuid (or its start). Reports' ids are bare, so the two never
 * collide, however their uuids begin.
 */
export const MESSAGE_ID_PREFIX = 'm-'
export const messageRef = (id: string, length?: number) =>
  `${MESSAGE_ID_PREFIX}${length === undefined ? id : id.slice(0, length)}`

/** A message counts as open (raises its clinic) this many days. */
export const OPEN_MESSAGE_DAYS = 90

/** A 'Suggest a correction' message as the queue reads it. */
export interface OpenMessage {
  id: string
  clinicId: string
  createdAt: string
  subject: string
  message: string
}

/**
 * Adds the open correction messages of the last OPEN_MESSAGE_DAYS to the
 * open reports: a clinic with one is raised as a reported one is (newest
 * of either first), its words and id on the call sheet. A message older
 * than that raises nothing (messages stored before they could be marked
 * stay new; the inbox lists only those 90 days).
 */
export function withOpenMessages(
  reports: OpenReports,
  messages: readonly OpenMessage[],
  now: Date,
): Map<string, OpenReport> {
  const out = new Map(reports)
  const since = now.getTime() - OPEN_MESSAGE_DAYS * 24 * 3600e3
  for (const m of messages) {
    if (!(Date.parse(m.createdAt) > since)) continue
    const o: OpenReport = out.get(m.clinicId) ?? {
      count: 0,
      newest: m.createdAt,
      kinds: [],
      items: [],
    }
    const item = {
      id: m.id,
      note: oneLine(`${m.subject}: ${m.message}`),
      createdAt: m.createdAt,
    }
    out.set(m.clinicId, {
      ...o,
      newest:
        Date.parse(m.createdAt) > Date.parse(o.newest) ? m.createdAt : o.newest,
      messages: [...(o.messages ?? []), item].sort(newestFirst),
    })
  }
  return out
}

const newestFirst = (a: OpenReportItem, b: OpenReportItem) =>
  Date.parse(b.createdAt) - Date.parse(a.createdAt) || (a.id < b.id ? -1 : 1)

/** Clinic id → its open reports; clinics without any are absent. */
export type OpenReports = ReadonlyMap<string, OpenReport>
export const NO_OPEN_REPORTS: OpenReports = new Map()

export function openReportsByClinic(
  reports: readonly ListingReport[],
): Map<string, OpenReport> {
  const out = new Map<
    string,
    OpenReport & { named: Set<string>; all: OpenReportItem[] }
  >()
  for (const r of reports) {
    if (!isOpenReport(r)) continue
    const o = out.get(r.clinicId) ?? {
      count: 0,
      newest: r.createdAt,
      kinds: [],
      named: new Set<string>(),
      all: [],
    }
    o.count++
    if (Date.parse(r.createdAt) > Date.parse(o.newest)) o.newest = r.createdAt
    for (const k of r.kinds) o.named.add(k)
    o.all.push({ id: r.id, note: oneLine(r.note), createdAt: r.createdAt })
    out.set(r.clinicId, o)
  }
  return new Map(
    [...out].map(([id, { named, count, newest, all }]) => [
      id,
      {
        count,
        newest,
        kinds: wrongKinds([...named]),
        items: all.sort(newestFirst),
      },
    ]),
  )
}

/**
 * What the call sheet says of a clinic's open reports, so the caller knows
 * what to check and which reports the call answers: "Hours are wrong, It
 * has closed (3 reports, newest Wed Nov 25, 9:00 AM CT): 1a2b3c4d 'closes at
 * 5 now'; 5e6f7a8b (no words)", in the clinic's zone, each report by the
 * first characters of its id (what ops:reports --mark takes); then its
 * correction messages: "Suggested a correction (1 message, newest …):
 * m-9c8d7e6f 'Hours: they close at 5'" (subject and words, never the
 * parent's address); '' when it has none.
 */
export function reportedText(
  open: OpenReport | undefined,
  timeZone = DEFAULT_ZONE,
  words = true,
): string {
  if (!open) return ''
  const parts: string[] = []
  const part = (
    head: string,
    items: readonly OpenReportItem[],
    id: (i: OpenReportItem) => string,
  ) => {
    const newest = items.reduce(
      (n, i) => (Date.parse(i.createdAt) > Date.parse(n) ? i.createdAt : n),
      items[0]?.createdAt ?? open.newest,
    )
    const text = `${head}, newest ${localTime(newest, timeZone)})`
    if (!words || items.length === 0) return parts.push(text)
    const each = items.map(
      (r) => `${id(r)} ${r.note === null ? '(no words)' : `'${r.note}'`}`,
    )
    parts.push(`${text}: ${each.join('; ')}`)
  }
  if (open.count > 0) {
    const n = open.count === 1 ? '1 report' : `${open.count} reports`
    const items = open.items ?? []
    if (items.length === 0)
      parts.push(
        `${kindsInWords(open.kinds)} (${n}, newest ${localTime(open.newest, timeZone)})`,
      )
    else
      part(`${kindsInWords(open.kinds)} (${n}`, items, (r) =>
        r.id.slice(0, SHEET_ID_LENGTH),
      )
  }
  const messages = open.messages ?? []
  if (messages.length > 0)
    part(
      `Suggested a correction (${messages.length === 1 ? '1 message' : `${messages.length} messages`}`,
      messages,
      (m) => messageRef(m.id, SHEET_ID_LENGTH),
    )
  return parts.join(' · ')
}

/**
 * The --mark line after an apply: the open reports and correction messages
 * on the clinics the sheet confirmed or changed (what these calls
 * answered), by id (a message's as m-…); null when there are none.
 */
export function markHint(
  reports: OpenReports,
  clinics: readonly { id: string; name: string }[],
): string | null {
  const ids: string[] = []
  const named: string[] = []
  for (const c of clinics) {
    const items = reports.get(c.id)?.items ?? []
    const messages = reports.get(c.id)?.messages ?? []
    if (items.length + messages.length === 0) continue
    ids.push(...items.map((r) => r.id.slice(0, SHEET_ID_LENGTH)))
    ids.push(...messages.map((m) => messageRef(m.id, SHEET_ID_LENGTH)))
    const what = [
      items.length > 0 && String(items.length),
      messages.length > 0 &&
        `${messages.length} message${messages.length === 1 ? '' : 's'}`,
    ].filter(Boolean)
    named.push(`${c.name} (${what.join(', ')})`)
  }
  if (ids.length === 0) return null
  return `  npm run ops:reports -- --mark ${ids.join(',')} fixed --by XX   (the open reports and correction messages on the clinics just confirmed or changed: ${named.join(', ')}; 'confirmed' or 'rejected' in place of fixed as they turned out)`
}
