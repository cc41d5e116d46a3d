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
 * line is showing, until when and why, or what the rule still needs (the
 * reports await a call); how many visitors said the listing is right (90 days);
 * the clinic's correction messages of the last 90 days.
 */
import {
  type OpsClinic,
  DEFAULT_ZONE,
  localDate,
  localTime,
  safeText,
  CONFIRMED_BY_VISITOR,
  MESSAGE_ID_PREFIX,
  messageRef,
  isOpenReport,
  isWrongReport,
  kindsInWords,
  wrongKinds,
  type ListingReport,
  type ReportStatus,
  type WrongKind,
} from '../core/index.ts'
import { skipReason } from '../sheets-out/index.ts'

const DAY_MS = 24 * 60 * 60 * 1000
/** Messages, handled reports (--all) and 'it's right' taps: this far back. */
export const INBOX_DAYS = 90
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
  /** correction_status (migration 20261204000500); 'new' before it. */
  status?: ReportStatus
  handledAt?: string | null
  handledBy?: string | null
}

/** Waits for the operator: new (a message the tools can mark). */
export const isOpenMessage = (m: Pick<CorrectionMessage, 'status'>) =>
  (m.status ?? 'new') === 'new'

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

/**
 * A --mark argument: a report's uuid or a prefix of one, or a correction
 * message's as m-… (MESSAGE_ID_PREFIX), lower case; null if neither.
 */
export function parseMarkRef(
  text: string,
): { kind: 'report' | 'message'; ref: string } | null {
  const t = text.trim().toLowerCase()
  const message = t.startsWith(MESSAGE_ID_PREFIX)
  const ref = message ? t.slice(MESSAGE_ID_PREFIX.length) : t
  return new RegExp(`^[0-9a-f][0-9a-f-]{${SHORT_ID_MIN - 1},35}$`).test(ref)
    ? { kind: message ? 'message' : 'report', ref }
    : null
}

/** A --mark argument naming a report: a uuid or a prefix of one, lower case; null if not. */
export function parseReportRef(text: string): string | null {
  const r = parseMarkRef(text)
  return r?.kind === 'report' ? r.ref : null
}

/**
 * Which correction message a --mark m-… reference names, among the
 * messages whose id starts with it: exactly one, about a clinic, new.
 */
export function matchMessageRef<
  M extends Pick<
    CorrectionMessage,
    'id' | 'status' | 'handledAt' | 'handledBy'
  > & {
    clinicId: string | null
  },
>(ref: string, matches: readonly M[]): RefMatch<M> {
  const shown = messageRef(ref)
  if (matches.length === 0)
    return {
      problem: `no correction message has the id ${JSON.stringify(shown)}`,
    }
  if (matches.length > 1)
    return {
      problem: `${JSON.stringify(shown)} is the start of ${matches.length} messages' ids (${matches
        .map((m) => messageRef(m.id))
        .sort()
        .join(', ')}): give more of it`,
    }
  const m = matches[0]!
  if (m.clinicId === null)
    return {
      problem: `${messageRef(m.id)} names no clinic: answer it by e-mail, there is nothing to mark`,
    }
  if (!isOpenMessage(m))
    return {
      problem: `${messageRef(m.id)} is already ${m.status} (by ${m.handledBy ?? '?'} on ${m.handledAt ? localTime(m.handledAt) : '?'}): not changed`,
    }
  return { report: m }
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

/*
 * The public closed line, as the database keeps it (supabase/README.md,
 * 'The closed line'; public.visitors_reported_closed_until in
 * 20261203000001_closed_line_by_household.sql). A clinic shows 'Visitors
 * reported this clinic closed — call before you go' while either the
 * operator confirmed it (a report saying 'It has closed' marked confirmed
 * within 14 days, not before the clinic's latest confirmation) or visitors
 * did: counting only reports after the latest confirmation and within 14
 * days, 'It has closed' from at least 5 networks (network_hash), on at
 * least 2 days of the clinic's calendar, from more networks than said
 * 'Yes, it's right'; a network that said the same about more than 2
 * clinics within 14 days is held and does not count.
 */
/** The closed line: this many days (reports counted, an operator's confirmation). */
export const CLOSED_SIGNAL_DAYS = 14
/** 'It has closed' from at least this many networks … */
export const CLOSED_SIGNAL_NETWORKS = 5
/** … on at least this many days of the clinic's calendar. */
export const CLOSED_SIGNAL_LOCAL_DAYS = 2
/** A network that said the same about more than this many clinics is held. */
export const HELD_AFTER_CLINICS = 2
/** A confirmation up to this far ahead of now still counts (clock skew). */
const SKEW_MS = 60 * 1000
/** The outcomes of a verification event that heard the clinic (a confirmation). */
export const HEARD_OUTCOMES = [
  'confirmed',
  'changed',
  'temporarily_closed',
  'permanently_closed',
] as const

type SignalKind = 'closed' | typeof CONFIRMED_BY_VISITOR
const saysClosed = (r: Pick<ListingReport, 'kinds'>) =>
  r.kinds.includes('closed')
/** Exactly 'Yes, it's right' (kinds = ['confirmed_by_visitor']). */
const saysRight = (r: Pick<ListingReport, 'kinds'>) =>
  r.kinds.length === 1 && r.kinds[0] === CONFIRMED_BY_VISITOR
/** A closure the operator confirmed: it raises the line, it is no confirmation. */
const confirmedClosure = (r: Pick<ListingReport, 'kinds' | 'status'>) =>
  r.status === 'confirmed' && saysClosed(r)

/**
 * Whether a network is held for a kind: it said it ('It has closed', or
 * 'Yes, it's right') about more than 2 clinics within 14 days of `now`,
 * any status (public.listing_network_held). `reports` across all clinics.
 */
export function heldNetworks(
  reports: readonly ListingReport[],
  now: Date,
): (networkHash: string, kind: SignalKind) => boolean {
  const clinics = new Map<string, Set<string>>()
  const since = now.getTime() - CLOSED_SIGNAL_DAYS * DAY_MS
  for (const r of reports) {
    if (r.networkHash === null || Date.parse(r.createdAt) <= since) continue
    for (const kind of ['closed', CONFIRMED_BY_VISITOR] as const)
      if (r.kinds.includes(kind)) {
        const key = `${kind}:${r.networkHash}`
        let set = clinics.get(key)
        if (!set) clinics.set(key, (set = new Set()))
        set.add(r.clinicId)
      }
  }
  return (hash, kind) =>
    (clinics.get(`${kind}:${hash}`)?.size ?? 0) > HELD_AFTER_CLINICS
}

/**
 * The clinic's latest confirmation (public.listing_signal_floor): the
 * newest of a report of it the operator marked (any status, except a
 * confirmed closure), a verification event that heard it (`heardAt`), and
 * its phone or hours confirmed date; a moment more than a minute after
 * `now` is none. Null: never confirmed.
 */
export function signalFloor(
  clinicReports: readonly ListingReport[],
  confirmedAt: readonly (string | null | undefined)[],
  now: Date,
): string | null {
  let floor: number | null = null
  const consider = (at: string | null | undefined) => {
    if (!at) return
    const t = Date.parse(at)
    if (Number.isFinite(t) && t <= now.getTime() + SKEW_MS)
      floor = floor === null ? t : Math.max(floor, t)
  }
  for (const r of clinicReports) if (!confirmedClosure(r)) consider(r.handledAt)
  for (const at of confirmedAt) consider(at)
  return floor === null ? null : new Date(floor).toISOString()
}

/** What the closed line's rule makes of one clinic's reports now. */
export interface ClosedLineRule {
  /** Until when the rule shows the line (null: it does not): the later of the two below. */
  until: string | null
  /** An 'It has closed' report the operator marked confirmed: until then. */
  operator_until: string | null
  /** Visitors: until the first moment the rule stops holding if nothing new arrives. */
  visitors_until: string | null
  /** The clinic's latest confirmation: only reports after it count. */
  since_confirmation: string | null
  /** Networks counted as saying 'It has closed' (within 14 days, after the confirmation, not held). */
  networks: number
  /** The clinic's calendar days those reports were made on. */
  days: number
  /** Networks counted as saying 'Yes, it's right'. */
  right_networks: number
  /** 'It has closed' reports within 14 days that do not count, and why. */
  not_counted: {
    before_confirmation: number
    held: number
    no_network: number
  }
}

interface Counted {
  network: string
  closed: boolean
  ends: number
  day: string
}

/** The reports' local calendar date; an unknown zone is the directory's. */
function dayIn(at: string, timeZone: string): string {
  try {
    return localDate(at, timeZone)
  } catch {
    return localDate(at, DEFAULT_ZONE)
  }
}

/**
 * The closed line's rule for one clinic (public.visitors_reported_closed_until),
 * from its reports, its latest confirmation (`since`, see signalFloor) and
 * which networks are held (see heldNetworks). The database's own value
 * (clinics.visitors_reported_closed_until) is what the page shows; this
 * explains it, and stands in where it is not at hand.
 */
export function closedLineRule(
  clinicReports: readonly ListingReport[],
  o: {
    now: Date
    timeZone: string
    since: string | null
    held: (networkHash: string, kind: SignalKind) => boolean
  },
): ClosedLineRule {
  const now = o.now.getTime()
  const floor = o.since === null ? -Infinity : Date.parse(o.since)
  const window = CLOSED_SIGNAL_DAYS * DAY_MS
  const notCounted = { before_confirmation: 0, held: 0, no_network: 0 }
  const counted: Counted[] = []
  for (const r of clinicReports) {
    const closed = saysClosed(r)
    if (!closed && !saysRight(r)) continue
    const at = Date.parse(r.createdAt)
    if (!(at > now - window)) continue
    const kind: SignalKind = closed ? 'closed' : CONFIRMED_BY_VISITOR
    const why =
      r.networkHash === null || !r.countedByNetwork
        ? 'no_network'
        : !(at > floor)
          ? 'before_confirmation'
          : o.held(r.networkHash, kind)
            ? 'held'
            : null
    if (why !== null) {
      if (closed) notCounted[why]++
      continue
    }
    counted.push({
      network: r.networkHash!,
      closed,
      ends: at + window,
      day: dayIn(r.createdAt, o.timeZone),
    })
  }
  const at = (t: number) => {
    const live = counted.filter((k) => k.ends > t)
    const closedNets = new Set(
      live.filter((k) => k.closed).map((k) => k.network),
    )
    const days = new Set(live.filter((k) => k.closed).map((k) => k.day))
    const right = new Set(live.filter((k) => !k.closed).map((k) => k.network))
    return {
      networks: closedNets.size,
      days: days.size,
      right: right.size,
      holds:
        closedNets.size >= CLOSED_SIGNAL_NETWORKS &&
        days.size >= CLOSED_SIGNAL_LOCAL_DAYS &&
        closedNets.size > right.size,
    }
  }
  const current = at(now)
  // The rule changes only when a counted report turns 14 days old.
  let visitors: number | null = null
  if (current.holds)
    visitors =
      [...new Set(counted.map((k) => k.ends))]
        .filter((t) => t > now)
        .sort((a, b) => a - b)
        .find((t) => !at(t).holds) ?? null
  let operator: number | null = null
  for (const r of clinicReports) {
    if (!confirmedClosure(r) || r.handledAt === null) continue
    const h = Date.parse(r.handledAt)
    if (h >= floor && h <= now + SKEW_MS)
      operator = Math.max(operator ?? -Infinity, h + window)
  }
  const iso = (t: number | null) =>
    t !== null && t > now ? new Date(t).toISOString() : null
  const until = Math.max(visitors ?? -Infinity, operator ?? -Infinity)
  return {
    until: iso(Number.isFinite(until) ? until : null),
    operator_until: iso(operator),
    visitors_until: iso(visitors),
    since_confirmation: o.since,
    networks: current.networks,
    days: current.days,
    right_networks: current.right,
    not_counted: notCounted,
  }
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
    /** The public line shows until then (null: not showing): the database's value where read, else the rule's. */
    showing_until: string | null
    /** Whether showing_until is the database's own (clinics.visitors_reported_closed_until). */
    from_database: boolean
    /** Open 'It has closed' reports within 14 days. */
    open_reports_14d: number
    /** The rule as the inbox counts it: why the line shows, or what it still needs. */
    rule: ClosedLineRule
  }
  /** Distinct visitors who said 'Yes, it's right' in the last 90 days. */
  visitors_said_right_90d: number
  /** Its correction messages: the open ones of the last 90 days (with `all`, the handled ones too). */
  messages: InboxMessage[]
}

/** A correction message in the inbox, with the id --mark takes ('m-…'). */
export type InboxMessage = CorrectionMessage & { short_id: string }

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
  /** Per clinic, its newest verification event that heard it (HEARD_OUTCOMES): a confirmation. */
  heardAt?: ReadonlyMap<string, string>
  /** Every report id there is, so short ids are unambiguous among all. */
  allIds?: Iterable<string>
  /** Every correction message id there is, the same for theirs. */
  allMessageIds?: Iterable<string>
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
  const messageIdLength = shortIdLength([
    ...(input.allMessageIds ?? []),
    ...input.messages.map((m) => m.id),
  ])
  const clinics = new Map(input.clinics.map((c) => [c.id, c]))
  const held = heldNetworks(input.reports, now)
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
    if (within(m.createdAt, now, INBOX_DAYS) && (isOpenMessage(m) || input.all))
      entry(m.clinicId).messages.push(m)

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
    const rule = closedLineRule(reports, {
      now,
      timeZone: c?.timezone ?? DEFAULT_ZONE,
      since: signalFloor(
        reports,
        [
          input.heardAt?.get(clinicId),
          c?.verification.phone?.at,
          c?.verification.hours?.at,
        ],
        now,
      ),
      held,
    })
    const until = input.closedUntil
      ? (input.closedUntil.get(clinicId) ?? null)
      : rule.until
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
        showing_until:
          until !== null && Date.parse(until) > now.getTime() ? until : null,
        from_database: input.closedUntil !== undefined,
        open_reports_14d: reports.filter(
          (r) =>
            isOpenReport(r) &&
            saysClosed(r) &&
            within(r.createdAt, now, CLOSED_SIGNAL_DAYS),
        ).length,
        rule,
      },
      visitors_said_right_90d: saidRight.size,
      messages: messages.map((m) => ({
        ...m,
        short_id: messageRef(m.id, messageIdLength),
      })),
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
    messages: blocks.reduce(
      (n, b) => n + b.messages.filter(isOpenMessage).length,
      0,
    ),
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

const day = (iso: string, tz: string, now: Date) =>
  when(iso, tz, now).replace(/ \(.*\)$/, '')

/** What the rule counts: '3 of the 5 networks needed, on 1 of the 2 days needed, …'. */
function ruleCounts(rule: ClosedLineRule, tz: string, now: Date): string {
  const n = rule.not_counted
  const not = [
    n.before_confirmation > 0 &&
      `${plural(n.before_confirmation, 'report')} from before the latest confirmation (${rule.since_confirmation ? day(rule.since_confirmation, tz, now) : '?'})`,
    n.held > 0 &&
      `${plural(n.held, 'report')} from held networks (each said the same about more than ${HELD_AFTER_CLINICS} clinics within ${CLOSED_SIGNAL_DAYS} days)`,
    n.no_network > 0 &&
      `${plural(n.no_network, 'report')} without a network (stored before the rule)`,
  ].filter((x) => x !== false)
  return `${rule.networks} of the ${CLOSED_SIGNAL_NETWORKS} networks needed, on ${rule.days} of the ${CLOSED_SIGNAL_LOCAL_DAYS} days needed${
    rule.right_networks > 0
      ? `, against ${rule.right_networks} that said it's right`
      : ''
  }${not.length > 0 ? `; not counted: ${not.join(', ')}` : ''}`
}

const LINE = `'Visitors reported this clinic closed — call before you go'`

/**
 * The closed line in a block: whether the clinic page shows it, until when
 * and why, and what takes it down; or, with 'It has closed' reports and no
 * line, what the rule still needs (the reports wait for a call).
 */
export function closedLineText(
  closed: InboxBlock['closed'],
  tz: string,
  now: Date,
): string[] {
  const { rule } = closed
  if (closed.showing_until) {
    const until = day(closed.showing_until, tz, now)
    const takesDown = `A later confirmation takes it down: marking a report of the clinic rejected or fixed, or a confirmation from ops:apply`
    if (rule.operator_until)
      return [
        `   ! The clinic page shows ${LINE} until ${until}: an 'It has closed' report was marked confirmed ${day(new Date(Date.parse(rule.operator_until) - CLOSED_SIGNAL_DAYS * DAY_MS).toISOString(), tz, now)} (the line for ${CLOSED_SIGNAL_DAYS} days; no visitor's answer takes it down). ${takesDown}; if it has closed, apply permanently_closed from a sheet as well.`,
      ]
    if (rule.visitors_until)
      return [
        `   ! The clinic page shows ${LINE} until ${until}: ${rule.networks} networks said 'It has closed' within ${CLOSED_SIGNAL_DAYS} days, on ${rule.days} days of the clinic's calendar${
          rule.right_networks > 0
            ? `, more than the ${rule.right_networks} that said it's right`
            : ''
        }. Call the clinic. ${takesDown} (the reports before it then no longer count); if it has closed, --mark its 'It has closed' report confirmed (the line for ${CLOSED_SIGNAL_DAYS} days) and apply permanently_closed from a sheet.`,
      ]
    return [
      `   ! The clinic page shows ${LINE} until ${until} (the database's value; the inbox counts ${ruleCounts(rule, tz, now)}). ${takesDown}.`,
    ]
  }
  if (closed.open_reports_14d === 0 && rule.networks === 0) return []
  const what =
    closed.open_reports_14d > 0
      ? `${plural(closed.open_reports_14d, "open 'It has closed' report")} awaiting a call`
      : `'It has closed' within ${CLOSED_SIGNAL_DAYS} days`
  return [
    `   ${what}: ${ruleCounts(rule, tz, now)}. The clinic page warns when ${CLOSED_SIGNAL_NETWORKS} or more networks said it within ${CLOSED_SIGNAL_DAYS} days, on ${CLOSED_SIGNAL_LOCAL_DAYS} or more of its days, more than said it's right (supabase/README.md, The closed line)${
      rule.until && closed.from_database
        ? `; by this count the rule holds, and the page shows it from the clinic's next report`
        : ''
    }. If the call finds it closed, --mark its report confirmed: the page then warns for ${CLOSED_SIGNAL_DAYS} days.`,
  ]
}

/** The inbox as the operator reads it. */
export function inboxText(inbox: Inbox, now: Date): string[] {
  const out: string[] = [
    `Corrections inbox at ${localTime(inbox.at)}: ${plural(inbox.open_reports, 'open report')} about ${plural(inbox.clinics_with_open_reports, 'clinic')}; ${plural(inbox.messages, 'open correction message')} (last ${INBOX_DAYS} days).`,
  ]
  if (inbox.blocks.length === 0) return out
  out.push(
    `When a report or message is handled: ${MARK_USAGE} (a message's ID starts m-)`,
  )
  for (const b of inbox.blocks) {
    const tz = b.clinic.timezone
    const c = b.clinic
    out.push('')
    out.push(
      `== ${safeText(c.name, true)}${c.town ? `, ${safeText(c.town, true)}` : ''}: ${
        b.open_reports > 0
          ? `${plural(b.open_reports, 'open report')}, newest ${when(b.newest_open_report!, tz, now)}`
          : 'no open report'
      }${(() => {
        const n = b.messages.filter(isOpenMessage).length
        return n > 0 ? `; ${plural(n, 'open correction message')}` : ''
      })()}`,
    )
    out.push(
      `   ${c.phone ?? 'no phone'} · phone confirmed ${c.phone_confirmed ?? 'never'} · hours confirmed ${c.hours_confirmed ?? 'never'}`,
    )
    if (c.not_queued && (b.open_reports > 0 || b.messages.some(isOpenMessage)))
      out.push(`   Not on the call sheets: ${c.not_queued}.`)
    out.push(...closedLineText(b.closed, tz, now))
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
        const handled = isOpenMessage(m)
          ? ''
          : `  [${m.status} by ${m.handledBy ?? '?'} ${m.handledAt ? localTime(m.handledAt, tz) : '?'}]`
        out.push(
          `   ${m.short_id}  ${when(m.createdAt, tz, now)}  "${safeText(m.subject, true)}" from ${safeText(m.name, true)} <${safeText(m.email, true)}>${handled}`,
        )
        out.push(indent(safeText(m.message), '     | '))
      }
    }
  }
  return out
}

/** What --mark did, as the operator reads it. */
export interface MarkDone {
  marked: readonly (Pick<ListingReport, 'id' | 'kinds' | 'createdAt'> & {
    clinicName: string
    clinicTimezone: string
  })[]
  closedLineRemoved: readonly string[]
  closedLineRaised: readonly {
    clinic: string
    timezone: string
    until: string
  }[]
  earlierReportsDropped: readonly string[]
  /** The correction messages marked: nothing else follows from them. */
  markedMessages?: readonly (Pick<
    CorrectionMessage,
    'id' | 'subject' | 'createdAt'
  > & {
    clinicName: string
    clinicTimezone: string
  })[]
}

/** The lines --mark prints: each report and message marked, then what it did to the closed line. */
export function markText(status: string, by: string, done: MarkDone): string[] {
  const name = (n: string) => safeText(n, true)
  const out = done.marked.map(
    (r) =>
      `Marked ${status} by ${by}: ${r.id} (${name(r.clinicName)}: ${kindsInWords(r.kinds)}, ${localTime(r.createdAt, zoneOr(r.clinicTimezone))})`,
  )
  for (const m of done.markedMessages ?? [])
    out.push(
      `Marked ${status} by ${by}: ${messageRef(m.id)} (${name(m.clinicName)}: correction message "${name(m.subject)}", ${localTime(m.createdAt, zoneOr(m.clinicTimezone))})`,
    )
  for (const n of done.closedLineRemoved)
    out.push(
      `${name(n)}: its page no longer shows 'Visitors reported this clinic closed'.`,
    )
  for (const r of done.closedLineRaised)
    out.push(
      `${name(r.clinic)}: its page now shows ${LINE} until ${localTime(r.until, zoneOr(r.timezone))}: an 'It has closed' report marked confirmed raises the line for ${CLOSED_SIGNAL_DAYS} days, whatever visitors answer; a later confirmation (another mark, ops:apply) takes it down. If it has closed, apply permanently_closed from a sheet as well.`,
    )
  for (const n of done.earlierReportsDropped)
    out.push(
      `${name(n)}: this marking is a confirmation: its reports from before now no longer count toward the closed line (only later ones do).`,
    )
  return out
}

/** A zone Intl knows, else the directory's. */
function zoneOr(timeZone: string): string {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone })
    return timeZone
  } catch {
    return DEFAULT_ZONE
  }
}
