/**
 * The corrections inbox (ops:reports), pure: the open reports from the
 * public grouped by clinic, the 'Suggest a correction' messages that name a
 * clinic, and the text and JSON the command prints.
 *
 * One block per clinic. First the clinics with open reports, the one with
 * the newest report first; then (messages only, or with `all` handled
 * reports only) the rest, newest first. In a block: each report (newest
 * first) with a short id --mark accepts, its time, kinds in words, note and
 * reply address; whether the public 'Visitors reported this clinic closed'
 * line is showing; how many visitors said the listing is right (90 days);
 * the clinic's correction messages of the last 90 days.
 */
import type { OpsClinic } from './model.ts'
import { skipReason } from './queue.ts'
import { DEFAULT_ZONE, localTime } from './local-time.ts'
import { safeText } from './terminal.ts'
import {
  CONFIRMED_BY_VISITOR,
  isOpenReport,
  isWrongReport,
  kindsInWords,
  wrongKinds,
  type ListingReport,
  type ReportStatus,
  type WrongKind,
} from './reports.ts'

const DAY_MS = 24 * 60 * 60 * 1000
/** Messages, handled reports (--all) and 'it's right' taps: this far back. */
export const INBOX_DAYS = 90
/** The public closed line: this many distinct clients within this many days. */
export const CLOSED_SIGNAL_CLIENTS = 3
export const CLOSED_SIGNAL_DAYS = 14
/** A short id is at least this long (and --mark wants at least this much). */
export const SHORT_ID_MIN = 8

/** A contact_messages row with a clinic_id ('Suggest a correction'). */
export interface CorrectionMessage {
  id: string
  clinicId: string
  createdAt: string
  name: string
  email: string
  subject: string
  message: string
}

const lcp = (a: string, b: string) => {
  let i = 0
  while (i < a.length && i < b.length && a[i] === b[i]) i++
  return i
}

/**
 * The shortest prefix length (at least `min`) that tells every id apart;
 * one length for all, so they line up. (It never ends on a uuid's hyphen:
 * ids never differ there.)
 */
export function shortIdLength(
  ids: Iterable<string>,
  min = SHORT_ID_MIN,
): number {
  const sorted = [...new Set(ids)].sort()
  let n = min
  for (let i = 1; i < sorted.length; i++)
    n = Math.max(n, lcp(sorted[i - 1]!, sorted[i]!) + 1)
  return n
}

/** A --mark argument: a uuid or a prefix of one, lower case; null if not. */
export function parseReportRef(text: string): string | null {
  const t = text.trim().toLowerCase()
  return new RegExp(`^[0-9a-f][0-9a-f-]{${SHORT_ID_MIN - 1},35}$`).test(t)
    ? t
    : null
}

/** The report of one reference, or why it cannot be marked. */
export type RefMatch<R> = { report: R } | { problem: string }

/**
 * Which report a --mark reference names, among the reports whose id starts
 * with it: exactly one, new, and saying something is wrong.
 */
export function matchRef<
  R extends Pick<
    ListingReport,
    'id' | 'kinds' | 'status' | 'handledAt' | 'handledBy'
  >,
>(ref: string, matches: readonly R[]): RefMatch<R> {
  if (matches.length === 0)
    return { problem: `no report has the id ${JSON.stringify(ref)}` }
  if (matches.length > 1)
    return {
      problem: `${JSON.stringify(ref)} is the start of ${matches.length} reports' ids (${matches
        .map((m) => m.id)
        .sort()
        .join(', ')}): give more of it`,
    }
  const r = matches[0]!
  if (!isWrongReport(r))
    return {
      problem: `${r.id} is a visitor's 'Yes, it's right', not a report to handle`,
    }
  if (r.status !== 'new')
    return {
      problem: `${r.id} is already ${r.status} (by ${r.handledBy ?? '?'} on ${r.handledAt ? localTime(r.handledAt) : '?'}): not changed`,
    }
  return { report: r }
}

const within = (at: string, now: Date, days: number) =>
  now.getTime() - Date.parse(at) <= days * DAY_MS

/**
 * Until when the clinic page shows 'Visitors reported this clinic closed',
 * when the database's own value (clinics.visitors_reported_closed_until) is
 * not at hand: the third-newest network's newest open 'It has closed' report
 * + 14 days (null with fewer than three networks; a client hash is a
 * network's since 20261128000001). Only the first part of the rule the
 * database keeps (supabase/README.md, The closed line: also more 'closed'
 * than 'Yes, it's right' networks, none since a confirmation, held networks
 * not counted); the inbox shows the database's value whenever it has it.
 */
export function closedSignalUntil(
  reports: readonly ListingReport[],
): string | null {
  const newest = new Map<string, number>()
  for (const r of reports)
    if (r.status === 'new' && r.kinds.includes('closed') && r.clientHash)
      newest.set(
        r.clientHash,
        Math.max(
          newest.get(r.clientHash) ?? -Infinity,
          Date.parse(r.createdAt),
        ),
      )
  const third = [...newest.values()].sort((a, b) => b - a)[
    CLOSED_SIGNAL_CLIENTS - 1
  ]
  return third === undefined
    ? null
    : new Date(third + CLOSED_SIGNAL_DAYS * DAY_MS).toISOString()
}

export interface InboxReport {
  id: string
  short_id: string
  created_at: string
  kinds: WrongKind[]
  kinds_in_words: string
  note: string | null
  reply_email: string | null
  status: ReportStatus
  handled_at: string | null
  handled_by: string | null
}

export interface InboxBlock {
  clinic: {
    id: string
    name: string
    town: string
    phone: string | null
    timezone: string
    /** Why the call queue leaves it out (do not call …), or null. */
    not_queued: string | null
    phone_confirmed: string | null
    hours_confirmed: string | null
  }
  open_reports: number
  newest_open_report: string | null
  reports: InboxReport[]
  closed: {
    /** Distinct visitors with an open 'It has closed' within 14 days. */
    visitors_14d: number
    /** The public line shows until then (null: not showing). */
    showing_until: string | null
  }
  /** Distinct visitors who said 'Yes, it's right' in the last 90 days. */
  visitors_said_right_90d: number
  messages: CorrectionMessage[]
}

export interface Inbox {
  at: string
  open_reports: number
  clinics_with_open_reports: number
  messages: number
  blocks: InboxBlock[]
}

export interface InboxInput {
  now: Date
  clinics: readonly OpsClinic[]
  /** Reports as read (more than needed is fine: they are filtered here). */
  reports: readonly ListingReport[]
  messages: readonly CorrectionMessage[]
  /** clinics.visitors_reported_closed_until where set (the page's own value). */
  closedUntil?: ReadonlyMap<string, string>
  /** Every report id there is, so short ids are unambiguous among all. */
  allIds?: Iterable<string>
  /** Also the handled reports of the last 90 days. */
  all?: boolean
}

const byNewest = <T extends { createdAt: string; id: string }>(a: T, b: T) =>
  Date.parse(b.createdAt) - Date.parse(a.createdAt) ||
  (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)

export function buildInbox(input: InboxInput): Inbox {
  const { now } = input
  const ids = new Set([
    ...(input.allIds ?? []),
    ...input.reports.map((r) => r.id),
  ])
  const idLength = shortIdLength(ids)
  const clinics = new Map(input.clinics.map((c) => [c.id, c]))
  const byClinic = new Map<
    string,
    { reports: ListingReport[]; messages: CorrectionMessage[] }
  >()
  const entry = (id: string) => {
    let e = byClinic.get(id)
    if (!e) byClinic.set(id, (e = { reports: [], messages: [] }))
    return e
  }
  for (const r of input.reports) entry(r.clinicId).reports.push(r)
  for (const m of input.messages)
    if (within(m.createdAt, now, INBOX_DAYS)) entry(m.clinicId).messages.push(m)

  const blocks: (InboxBlock & { newest: number })[] = []
  for (const [clinicId, { reports, messages }] of byClinic) {
    const shown = reports
      .filter(
        (r) =>
          isOpenReport(r) ||
          (input.all &&
            isWrongReport(r) &&
            within(r.createdAt, now, INBOX_DAYS)),
      )
      .sort(byNewest)
    if (shown.length === 0 && messages.length === 0) continue
    messages.sort(byNewest)
    const open = shown.filter(isOpenReport)
    const c = clinics.get(clinicId)
    const closedClients = new Set(
      reports
        .filter(
          (r) =>
            r.status === 'new' &&
            r.kinds.includes('closed') &&
            r.clientHash !== null &&
            within(r.createdAt, now, CLOSED_SIGNAL_DAYS),
        )
        .map((r) => r.clientHash),
    )
    const until = input.closedUntil
      ? (input.closedUntil.get(clinicId) ?? null)
      : closedSignalUntil(reports)
    const saidRight = new Set(
      reports
        .filter(
          (r) =>
            r.kinds.includes(CONFIRMED_BY_VISITOR) &&
            within(r.createdAt, now, INBOX_DAYS),
        )
        .map((r) => r.clientHash ?? `report:${r.id}`),
    )
    const confirmed = (f: 'phone' | 'hours') => {
      const v = c?.verification[f]
      return v
        ? `${localTime(v.at, c?.timezone ?? DEFAULT_ZONE)} (${v.method})`
        : null
    }
    blocks.push({
      clinic: {
        id: clinicId,
        name: c?.name ?? `(clinic ${clinicId} not found)`,
        town: c?.city ?? '',
        phone: c?.phone ?? null,
        timezone: c?.timezone ?? 'America/Chicago',
        not_queued: c ? skipReason(c, now) : null,
        phone_confirmed: confirmed('phone'),
        hours_confirmed: confirmed('hours'),
      },
      open_reports: open.length,
      newest_open_report: open[0]?.createdAt ?? null,
      reports: shown.map((r) => ({
        id: r.id,
        short_id: r.id.slice(0, idLength),
        created_at: r.createdAt,
        kinds: wrongKinds(r.kinds),
        kinds_in_words: kindsInWords(r.kinds),
        note: r.note,
        reply_email: r.replyEmail,
        status: r.status,
        handled_at: r.handledAt,
        handled_by: r.handledBy,
      })),
      closed: {
        visitors_14d: closedClients.size,
        showing_until:
          until !== null && Date.parse(until) > now.getTime() ? until : null,
      },
      visitors_said_right_90d: saidRight.size,
      messages,
      newest: Math.max(
        ...[...shown, ...messages].map((x) => Date.parse(x.createdAt)),
      ),
    })
  }
  // Open reports first (newest report first), then the rest (newest first).
  blocks.sort(
    (a, b) =>
      Number(b.open_reports > 0) - Number(a.open_reports > 0) ||
      (a.open_reports > 0
        ? Date.parse(b.newest_open_report!) - Date.parse(a.newest_open_report!)
        : b.newest - a.newest) ||
      a.clinic.name.localeCompare(b.clinic.name) ||
      (a.clinic.id < b.clinic.id ? -1 : 1),
  )
  return {
    at: now.toISOString(),
    open_reports: blocks.reduce((n, b) => n + b.open_reports, 0),
    clinics_with_open_reports: blocks.filter((b) => b.open_reports > 0).length,
    messages: blocks.reduce((n, b) => n + b.messages.length, 0),
    blocks: blocks.map(({ newest: _, ...b }) => b),
  }
}

/** "Thu Nov 26, 9:00 AM CT (7 hours ago)", in the clinic's time zone. */
export function when(iso: string, timeZone: string, now: Date): string {
  const at = new Date(iso)
  let text: string
  try {
    text = localTime(at, timeZone)
  } catch {
    text = localTime(at, DEFAULT_ZONE)
  }
  const ms = now.getTime() - at.getTime()
  const hours = Math.floor(ms / 3600e3)
  const ago =
    ms < 3600e3
      ? 'within the hour'
      : hours < 24
        ? `${hours} hour${hours === 1 ? '' : 's'} ago`
        : `${Math.floor(hours / 24)} day${hours < 48 ? '' : 's'} ago`
  return `${text} (${ago})`
}

const plural = (n: number, one: string, many = `${one}s`) =>
  `${n} ${n === 1 ? one : many}`

const indent = (text: string, by: string) =>
  text
    .split('\n')
    .map((l) => by + l)
    .join('\n')

export const MARK_USAGE =
  'npm run ops:reports -- --mark ID[,ID…] confirmed|rejected|fixed --by INITIALS'

/** The inbox as the operator reads it. */
export function inboxText(inbox: Inbox, now: Date): string[] {
  const out: string[] = [
    `Corrections inbox at ${localTime(inbox.at)}: ${plural(inbox.open_reports, 'open report')} about ${plural(inbox.clinics_with_open_reports, 'clinic')}; ${plural(inbox.messages, 'correction message')} in the last ${INBOX_DAYS} days.`,
  ]
  if (inbox.blocks.length === 0) return out
  out.push(`When a report is handled: ${MARK_USAGE}`)
  for (const b of inbox.blocks) {
    const tz = b.clinic.timezone
    const c = b.clinic
    out.push('')
    out.push(
      `== ${safeText(c.name, true)}${c.town ? `, ${safeText(c.town, true)}` : ''}: ${
        b.open_reports > 0
          ? `${plural(b.open_reports, 'open report')}, newest ${when(b.newest_open_report!, tz, now)}`
          : 'no open report'
      }`,
    )
    out.push(
      `   ${c.phone ?? 'no phone'} · phone confirmed ${c.phone_confirmed ?? 'never'} · hours confirmed ${c.hours_confirmed ?? 'never'}`,
    )
    if (c.not_queued && b.open_reports > 0)
      out.push(`   Not on the call sheets: ${c.not_queued}.`)
    if (b.closed.showing_until)
      out.push(
        `   ! The clinic page shows 'Visitors reported this clinic closed — call before you go' until ${when(b.closed.showing_until, tz, now).replace(/ \(.*\)$/, '')} (${plural(b.closed.visitors_14d, 'network')} reported it closed within ${CLOSED_SIGNAL_DAYS} days). Marking their 'It has closed' reports, or a confirmation from ops:apply, takes it down.`,
      )
    else if (b.closed.visitors_14d > 0)
      out.push(
        `   ${plural(b.closed.visitors_14d, 'network')} reported it closed within ${CLOSED_SIGNAL_DAYS} days (the clinic page warns when ${CLOSED_SIGNAL_CLIENTS} or more networks did, more than said it's right, none since a confirmation, and no network that reported many clinics counts: supabase/README.md, The closed line).`,
      )
    for (const r of b.reports) {
      const handled =
        r.status === 'new'
          ? ''
          : `  [${r.status} by ${r.handled_by} ${r.handled_at ? localTime(r.handled_at, b.clinic.timezone) : '?'}]`
      out.push(
        `   ${r.short_id}  ${when(r.created_at, tz, now)}  ${r.kinds_in_words}${handled}`,
      )
      const pad = ' '.repeat(5 + r.short_id.length)
      if (r.note) out.push(indent(safeText(r.note), `${pad}| `))
      if (r.reply_email)
        out.push(`${pad}reply to: ${safeText(r.reply_email, true)}`)
    }
    if (b.visitors_said_right_90d > 0)
      out.push(
        `   ${plural(b.visitors_said_right_90d, 'visitor')} said it's right in the last ${INBOX_DAYS} days.`,
      )
    if (b.messages.length > 0) {
      out.push(`   Correction messages:`)
      for (const m of b.messages) {
        out.push(
          `   ${when(m.createdAt, tz, now)}  "${safeText(m.subject, true)}" from ${safeText(m.name, true)} <${safeText(m.email, true)}>`,
        )
        out.push(indent(safeText(m.message), '     | '))
      }
    }
  }
  return out
}
