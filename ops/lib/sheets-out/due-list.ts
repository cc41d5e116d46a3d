/**
 * What is due, clinic by clinic (ops:status --due), pure: the clinics due
 * now and overdue, in the queue's order, each with why and since when; then
 * those waiting for a call-back, the soonest first, with the time to call
 * back. Times in the clinic's zone ('Thu Dec 3, 9:00 AM CT'); ISO 8601 in
 * the JSON fields.
 */
import {
  type OpsClinic,
  type VerificationEvent,
  holidaysToAsk,
  shortDate,
  localTime,
  NO_OPEN_REPORTS,
  reportedText,
  type OpenReports,
  safeText,
} from '../core/index.ts'
import {
  RECHECK_DAYS,
  compareQueue,
  isDue,
  isOverdue,
  isWaitingForCallBack,
  neverVerified,
} from './queue.ts'
import { NO_CONFLICTS, type Conflicts } from './conflicts.ts'

const DAY_MS = 24 * 60 * 60 * 1000

/** A clinic's last call (not a geocoder point): what came of it, and when. */
export interface LastCall {
  outcome: VerificationEvent['outcome']
  at: string
}
export type LastCalls = ReadonlyMap<string, LastCall>

/** Each clinic's last event that was not the geocoder's. */
export function lastCallsOf(events: readonly VerificationEvent[]): LastCalls {
  const out = new Map<string, LastCall>()
  for (const e of [...events].sort(
    (a, b) => Date.parse(a.created_at) - Date.parse(b.created_at),
  ))
    if (e.method !== 'geocoder')
      out.set(e.clinic_id, { outcome: e.outcome, at: e.created_at })
  return out
}

export interface DueEntry {
  id: string
  name: string
  town: string
  /** overdue and due are on the next sheets; call_back waits for its time. */
  state: 'overdue' | 'due' | 'call_back'
  /** The sheet it is (or, after its call-back time, will be) on. */
  sheet: 'call' | 'research'
  /** Why, in words, with the times in the clinic's zone. */
  why: string
  /** The RECHECK_DAYS mark of its older phone/hours confirmation; null when never confirmed or not due for it. */
  due_since: string | null
  /** The newest open report from the public; null when none. */
  reported_at: string | null
  /** next_check_after of a clinic waiting for a call-back; else null. */
  call_back_after: string | null
  /** The last call's outcome and time (call-backs); else null. */
  last_outcome: string | null
  last_outcome_at: string | null
}

const OUTCOME_WORDS: Partial<Record<string, string>> = {
  no_answer: 'no answer',
  closed_today: 'closed for the day',
}

/** Why the phone/hours rule makes it due, and the mark it passed (or null). */
function staleness(c: OpsClinic, now: Date) {
  const { phone, hours } = c.verification
  if (neverVerified(c)) return { text: 'never verified', since: null }
  const missing = [phone ? '' : 'phone', hours ? '' : 'hours'].filter(Boolean)
  if (missing.length > 0)
    return { text: `${missing.join(' and ')} never confirmed`, since: null }
  const oldest = [phone!, hours!].sort(
    (a, b) => Date.parse(a.at) - Date.parse(b.at),
  )[0]!
  const mark = Date.parse(oldest.at) + RECHECK_DAYS * DAY_MS
  if (mark >= now.getTime()) return null
  const which =
    phone!.at === hours!.at
      ? 'phone and hours'
      : oldest === phone
        ? 'phone'
        : 'hours'
  const since = new Date(mark).toISOString()
  return {
    text: `${which} last confirmed ${localTime(oldest.at, c.timezone)}, due since ${localTime(since, c.timezone)}`,
    since,
  }
}

function dueEntry(
  c: OpsClinic,
  now: Date,
  reports: OpenReports,
  conflicts: Conflicts,
): DueEntry {
  const why: string[] = []
  const open = reports.get(c.id)
  if (open) why.push(`reported: ${reportedText(open, c.timezone, false)}`)
  const disagree = conflicts.get(c.id)
  if (disagree) why.push(disagree)
  const unanswered = holidaysToAsk(c, now).filter((h) => h.known === null)
  if (unanswered.length > 0)
    why.push(`holidays unanswered: ${monthDays(unanswered.map((h) => h.date))}`)
  const stale = staleness(c, now)
  if (stale) why.push(stale.text)
  return {
    ...base(c),
    state: isOverdue(c, now, reports) ? 'overdue' : 'due',
    why: why.join('; '),
    due_since: stale?.since ?? null,
    reported_at: open?.newest ?? null,
  }
}

/** 'Dec 24, 25, 31, Jan 1' of ISO dates in order. */
export function monthDays(dates: readonly string[]): string {
  let month = ''
  return dates
    .map((d) => {
      const [m, day] = shortDate(d).split(' ').slice(1) as [string, string]
      const text = m === month ? day : `${m} ${day}`
      month = m
      return text
    })
    .join(', ')
}

const base = (c: OpsClinic) => ({
  id: c.id,
  name: c.name,
  town: c.city,
  sheet: c.phone === null ? ('research' as const) : ('call' as const),
  due_since: null,
  reported_at: null,
  call_back_after: null,
  last_outcome: null,
  last_outcome_at: null,
})

function callBackEntry(c: OpsClinic, last: LastCall | undefined): DueEntry {
  const words = last && OUTCOME_WORDS[last.outcome]
  const after = `call back after ${localTime(c.nextCheckAfter!, c.timezone)}`
  return {
    ...base(c),
    state: 'call_back',
    why: words
      ? `${words} ${localTime(last.at, c.timezone)}; ${after}`
      : `next check set; ${after}`,
    call_back_after: new Date(c.nextCheckAfter!).toISOString(),
    last_outcome: last?.outcome ?? null,
    last_outcome_at: last?.at ?? null,
  }
}

/**
 * The due and overdue clinics in the queue's order (as ops:queue would put
 * them on its sheets), then those waiting for a call-back, soonest first.
 */
export function dueList(
  clinics: readonly OpsClinic[],
  now: Date,
  reports: OpenReports = NO_OPEN_REPORTS,
  lastCalls: LastCalls = new Map(),
  conflicts: Conflicts = NO_CONFLICTS,
): DueEntry[] {
  const due = clinics
    .filter((c) => isDue(c, now, reports, conflicts))
    .sort(compareQueue(reports, now, conflicts))
    .map((c) => dueEntry(c, now, reports, conflicts))
  const waiting = clinics
    .filter((c) => isWaitingForCallBack(c, now))
    .sort(
      (a, b) =>
        Date.parse(a.nextCheckAfter!) - Date.parse(b.nextCheckAfter!) ||
        a.name.localeCompare(b.name),
    )
    .map((c) => callBackEntry(c, lastCalls.get(c.id)))
  return [...due, ...waiting]
}

const LABEL = { overdue: 'overdue', due: 'due', call_back: 'call-back' }

/** One line per clinic: '  overdue    call      Clinic (Town): never verified'. */
export function dueLines(entries: readonly DueEntry[], at: string): string[] {
  const n = (s: DueEntry['state']) =>
    entries.filter((e) => e.state === s).length
  const due = n('due') + n('overdue')
  return [
    `Due at ${localTime(at)}: ${due} due (${n('overdue')} overdue), ${n('call_back')} waiting for a call-back`,
    '(queue order; overdue = phone or hours never confirmed, or last confirmed over 104 days ago;',
    ' call or research: the sheet it is on)',
    ...entries.map(
      (e) =>
        `  ${LABEL[e.state].padEnd(9)}  ${e.sheet.padEnd(8)}  ${safeText(e.name, true)} (${safeText(e.town, true)}): ${e.why}`,
    ),
  ]
}
