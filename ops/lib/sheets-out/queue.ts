/**
 * What to check next (ops:queue), pure: which clinics are due, in which
 * order, and the two sheets' rows. Order: clinics with an open report from
 * the public (newest report first; ./reports.ts), then those whose
 * sources disagree (the newest harvest review sheet; ./conflicts.ts), those with no
 * confirmed answer for the next listed holiday within 30 days
 * (./holidays.ts), then never confirmed, then the oldest phone/hours
 * confirmation. Skipped:
 * do_not_call, permanently closed, and next_check_after still ahead.
 * Clinics without a phone go to the research sheet, the rest to the call
 * sheet; the call sheet asks the holiday questions.
 */
import { WEEKDAYS, type Weekday } from '../../../src/domain/clinic.ts'
import {
  VERIFIED_FIELDS,
  isSourceMethod,
  type FieldVerification,
} from '../../../src/domain/verification.ts'
import {
  HOURS_COLUMNS,
  fingerprint,
  lacksOwnPoint,
  type OpsClinic,
  NO_OPEN_REPORTS,
  reportedText,
  type OpenReports,
  localTime,
  townKey,
  holidayColumn,
  holidayDates,
  holidayQuestion,
  holidaysToAsk,
  lacksComingHoliday,
  lacksNextHoliday,
  shortDate,
  storedHolidayColumn,
  storedHolidayText,
  exceptionText,
  FACT_FIELDS,
  FACT_LABELS,
  FACT_QUESTIONS,
  describeFact,
  escHtml,
  htmlPage,
  SHORT_WEEKDAY,
  type FactField,
} from '../core/index.ts'
import { classifyAddress } from '../geocode/index.ts'
import { NO_CONFLICTS, type Conflicts } from './conflicts.ts'

export { NO_OPEN_REPORTS, type OpenReports }

/** A confirmation older than this is due again. */
export const RECHECK_DAYS = 90
const DAY_MS = 24 * 60 * 60 * 1000

/**
 * Rescheduled after no answer or closed for the day: open, not closed,
 * its next check still ahead.
 */
export const isWaitingForCallBack = (c: OpsClinic, now: Date) =>
  c.status === 'active' &&
  !c.doNotCall &&
  c.nextCheckAfter !== null &&
  Date.parse(c.nextCheckAfter) > now.getTime()

/** Why a clinic is not on any sheet now, or null when it may be checked. */
export function skipReason(c: OpsClinic, now: Date): string | null {
  if (c.doNotCall) return 'do not call'
  if (c.status === 'permanently_closed') return 'permanently closed'
  if (c.nextCheckAfter && Date.parse(c.nextCheckAfter) > now.getTime())
    return `${isWaitingForCallBack(c, now) ? 'waiting for a call-back, ' : ''}next check after ${localTime(c.nextCheckAfter, c.timezone)}`
  return null
}

const confirmedWithin = (at: string | undefined, now: Date, days: number) =>
  at !== undefined && now.getTime() - Date.parse(at) <= days * DAY_MS

/**
 * When a person last vouched for the field (a call, a visit, the clinic's
 * word): a value read from a public source (website, map, registry) is
 * shown, but the clinic stays due for a call (issue 51).
 */
const heardAt = (v: FieldVerification | null) =>
  v && !isSourceMethod(v.method) ? v.at : undefined

/**
 * Due now: not skipped, and its phone or its hours is not confirmed within
 * RECHECK_DAYS (never confirmed counts), or a report from the public is
 * open, or a listed holiday within 30 days has no confirmed answer.
 */
export function isDue(
  c: OpsClinic,
  now: Date,
  reports: OpenReports = NO_OPEN_REPORTS,
  conflicts: Conflicts = NO_CONFLICTS,
): boolean {
  if (skipReason(c, now) !== null) return false
  if (reports.has(c.id) || conflicts.has(c.id)) return true
  if (lacksComingHoliday(c, now)) return true
  return !(
    confirmedWithin(heardAt(c.verification.phone), now, RECHECK_DAYS) &&
    confirmedWithin(heardAt(c.verification.hours), now, RECHECK_DAYS)
  )
}

/** Days past the RECHECK_DAYS mark after which a due clinic is overdue. */
export const OVERDUE_GRACE_DAYS = 14

/**
 * Overdue: due, and its phone or its hours never confirmed, or last
 * confirmed more than RECHECK_DAYS + OVERDUE_GRACE_DAYS (104) days ago. A
 * clinic due only for a report or a holiday answer is not overdue.
 */
export function isOverdue(
  c: OpsClinic,
  now: Date,
  reports: OpenReports = NO_OPEN_REPORTS,
): boolean {
  const days = RECHECK_DAYS + OVERDUE_GRACE_DAYS
  return (
    isDue(c, now, reports) &&
    !(
      confirmedWithin(heardAt(c.verification.phone), now, days) &&
      confirmedWithin(heardAt(c.verification.hours), now, days)
    )
  )
}

export const neverVerified = (c: OpsClinic) =>
  VERIFIED_FIELDS.every((f) => c.verification[f] === null)

/** The older of the phone and hours confirmations (-Infinity when either is missing). */
const oldestKey = (c: OpsClinic) =>
  Math.min(
    c.verification.phone ? Date.parse(c.verification.phone.at) : -Infinity,
    c.verification.hours ? Date.parse(c.verification.hours.at) : -Infinity,
  )

/**
 * Queue order: reported (newest open report first), the sources disagree
 * (the newest harvest review sheet, ./conflicts.ts), no answer for the next
 * holiday within 30 days (given `now`), never verified, oldest phone/hours
 * confirmation; then name, id.
 */
export function compareQueue(
  reports: OpenReports,
  now?: Date,
  conflicts: Conflicts = NO_CONFLICTS,
) {
  return (a: OpsClinic, b: OpsClinic): number => {
    // The clinics whose sources disagree (the newest harvest review sheet)
    // right after the reported: a disagreement says a shown fact may be
    // wrong now, and their call asks the holiday questions too. Within the
    // clinics the next holiday lacks, and within the rest, the never
    // verified first.
    const rank = (c: OpsClinic) =>
      reports.has(c.id)
        ? 0
        : conflicts.has(c.id)
          ? 1
          : (now && lacksNextHoliday(c, now) ? 2 : 4) +
            (neverVerified(c) ? 0 : 1)
    const reportedAt = (c: OpsClinic) => {
      const r = reports.get(c.id)
      return r ? Date.parse(r.newest) : 0
    }
    return (
      rank(a) - rank(b) ||
      reportedAt(b) - reportedAt(a) ||
      oldestKey(a) - oldestKey(b) ||
      a.name.localeCompare(b.name) ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
    )
  }
}

export interface QueueOptions {
  now: Date
  limit?: number
  /** Town (city) name or slug, any case. */
  town?: string
  reports?: OpenReports
  /** What the sources disagree about (the newest harvest review sheet): due, and raised. */
  conflicts?: Conflicts
}

export interface Queue {
  call: OpsClinic[]
  research: OpsClinic[]
  /** How many clinics are due for each sheet, those past `limit` included. */
  due: { call: number; research: number }
}

/**
 * What ops:geocode cannot place the clinic with (its 'needs research'): a
 * clinic shown at its town's point whose address has no house number, or
 * none at all; null otherwise.
 */
export function addressResearch(c: OpsClinic): string | null {
  if (!lacksOwnPoint(c)) return null
  const where = classifyAddress(c.address)
  return where.kind === 'research' ? where.missing : null
}

/**
 * The next call sheet and research sheet (each up to `limit`). The
 * research sheet also takes the clinics ops:geocode needs an address for
 * (addressResearch), due for a call or not: a recently confirmed clinic
 * shown at its town's point reaches a sheet too.
 */
export function buildQueue(
  clinics: readonly OpsClinic[],
  opts: QueueOptions,
): Queue {
  const reports = opts.reports ?? NO_OPEN_REPORTS
  const conflicts = opts.conflicts ?? NO_CONFLICTS
  const due = clinics
    .filter((c) => !opts.town || townKey(c.city) === townKey(opts.town))
    .filter((c) => isDue(c, opts.now, reports, conflicts))
    .sort(compareQueue(reports, opts.now, conflicts))
  const limit = opts.limit ?? Infinity
  const call = due.filter((c) => c.phone !== null)
  const onCall = new Set(call.map((c) => c.id))
  const research = [
    ...due.filter((c) => c.phone === null),
    ...clinics
      .filter((c) => !opts.town || townKey(c.city) === townKey(opts.town))
      .filter(
        (c) =>
          c.phone !== null &&
          !onCall.has(c.id) &&
          skipReason(c, opts.now) === null &&
          addressResearch(c) !== null,
      )
      .sort(compareQueue(reports, opts.now, conflicts)),
  ]
  return {
    call: call.slice(0, limit),
    research: research.slice(0, limit),
    due: { call: call.length, research: research.length },
  }
}

/**
 * The clinics named by `ops:queue --clinic` (an id, a slug, a name, or a
 * part of one name), due or not; problems name what matched none or several.
 */
export function pickClinics(
  clinics: readonly OpsClinic[],
  refs: readonly string[],
): { picked: OpsClinic[]; problems: string[] } {
  const picked: OpsClinic[] = []
  const problems: string[] = []
  const key = (t: string) => t.trim().toLowerCase().replace(/\s+/g, ' ')
  for (const ref of refs) {
    const k = key(ref)
    const exact = clinics.filter(
      (c) => c.id.toLowerCase() === k || c.slug === k || key(c.name) === k,
    )
    const found =
      exact.length > 0
        ? exact
        : clinics.filter((c) => k !== '' && key(c.name).includes(k))
    if (found.length === 1) {
      if (!picked.includes(found[0]!)) picked.push(found[0]!)
    } else if (found.length === 0)
      problems.push(
        `--clinic ${JSON.stringify(ref)}: no clinic has that id or name`,
      )
    else
      problems.push(
        `--clinic ${JSON.stringify(ref)} names ${found.length} clinics: ${found.map((c) => `${c.name} (${c.city}, ${c.id})`).join('; ')}; give the id`,
      )
  }
  return { picked, problems }
}

/** What the record does not know, in words: "phone; zip; hours (Sun, Sat)". */
export function unknownFacts(c: OpsClinic): string {
  const out: string[] = []
  if (!c.phone) out.push('phone')
  if (!c.address) out.push('address')
  else {
    const lacks = addressResearch(c)
    if (lacks) out.push(`address: ${lacks}`)
  }
  if (!c.zip) out.push('zip')
  if (!c.website) out.push('website')
  const days = WEEKDAYS.filter((d) => c.hours[d] === null)
  if (days.length === WEEKDAYS.length) out.push('hours')
  else if (days.length > 0)
    out.push(`hours (${days.map((d) => SHORT_WEEKDAY[d]).join(', ')})`)
  return out.join('; ')
}

/** The before-you-go facts as stored, one column each (what to re-confirm, or the question to ask). */
export const STORED_FACT_COLUMNS = FACT_FIELDS.map(
  (f) => `stored_${f}` as const,
)

/** The columns the queue fills in. */
export const INFO_COLUMNS = [
  'sheet',
  'id',
  'name',
  'town',
  'phone',
  'website',
  'address',
  'zip',
  ...HOURS_COLUMNS,
  'unknown',
  'reported',
  'phone_confirmed',
  'hours_confirmed',
  ...STORED_FACT_COLUMNS,
  'sources',
  'fingerprint',
] as const

/** The columns the operator fills in. */
export const FILL_COLUMNS = [
  'outcome',
  'confirm',
  'new_phone',
  'new_address',
  'new_website',
  ...HOURS_COLUMNS.map((h) => `new_${h}` as const),
  ...FACT_FIELDS,
  'method',
  'note',
  'initials',
] as const

export const SHEET_COLUMNS = [...INFO_COLUMNS, ...FILL_COLUMNS] as const

/**
 * A sheet's columns: SHEET_COLUMNS, with per holiday asked (call sheets,
 * a listed holiday within 30 days) `stored_holiday_DATE` after the stored
 * facts and `holiday_DATE` after the facts to fill in. Without a holiday
 * coming, exactly SHEET_COLUMNS.
 */
export function sheetColumns(dates: readonly string[] = []): string[] {
  const info = INFO_COLUMNS as readonly string[]
  const fill = FILL_COLUMNS as readonly string[]
  const afterFacts = (list: readonly string[], last: string) =>
    list.indexOf(last) + 1
  const i = afterFacts(info, STORED_FACT_COLUMNS.at(-1)!)
  const j = afterFacts(fill, FACT_FIELDS.at(-1)!)
  return [
    ...info.slice(0, i),
    ...dates.map(storedHolidayColumn),
    ...info.slice(i),
    ...fill.slice(0, j),
    ...dates.map(holidayColumn),
    ...fill.slice(j),
  ]
}

const confirmedText = (c: OpsClinic, f: 'phone' | 'hours' | FactField) => {
  const v = c.verification[f]
  return v ? `${localTime(v.at, c.timezone)} (${v.method})` : 'never'
}

/**
 * A fact as the sheet shows it: the stored value with its confirmation (to
 * re-confirm: list the field in confirm, or write what you heard), or the
 * question to ask.
 */
export function storedFactText(c: OpsClinic, f: FactField): string {
  const v = c.facts[f]
  return v === null
    ? `unknown; ask: ${FACT_QUESTIONS[f]}`
    : `${describeFact(f, v)}, confirmed ${confirmedText(c, f)}`
}

/**
 * One sheet row: the stored facts (and what the public reported), then
 * empty cells to fill in; on a call sheet given `now`, what is known of
 * each holiday within 30 days (or the question).
 */
export function sheetRow(
  c: OpsClinic,
  sheet: 'call' | 'research',
  reports: OpenReports = NO_OPEN_REPORTS,
  now?: Date,
  conflicts: Conflicts = NO_CONFLICTS,
): Record<(typeof SHEET_COLUMNS)[number], string> & Record<string, string> {
  const row = Object.fromEntries(SHEET_COLUMNS.map((k) => [k, ''])) as Record<
    (typeof SHEET_COLUMNS)[number],
    string
  > &
    Record<string, string>
  Object.assign(row, {
    sheet,
    id: c.id,
    name: c.name,
    town: c.city,
    phone: c.phone ?? '',
    website: c.website ?? '',
    address: c.address ?? '',
    zip: c.zip ?? '',
    unknown: [unknownFacts(c), conflicts.get(c.id) ?? '']
      .filter(Boolean)
      .join('; '),
    reported: reportedText(reports.get(c.id), c.timezone),
    phone_confirmed: confirmedText(c, 'phone'),
    hours_confirmed: confirmedText(c, 'hours'),
    sources: c.sources.join(' '),
    fingerprint: fingerprint(c),
  })
  for (const d of WEEKDAYS) row[`hours_${d}`] = c.hours[d] ?? ''
  for (const f of FACT_FIELDS) row[`stored_${f}`] = storedFactText(c, f)
  if (sheet === 'call' && now)
    for (const h of holidaysToAsk(c, now)) {
      row[storedHolidayColumn(h.date)] = storedHolidayText(h, c.timezone)
      row[holidayColumn(h.date)] = ''
    }
  return row
}

/** The holidays a sheet asks about: a call sheet's, given `now`. */
const askedDates = (
  clinics: readonly OpsClinic[],
  sheet: 'call' | 'research',
  now: Date | undefined,
) => (sheet === 'call' && now ? holidayDates(clinics, now) : [])

/**
 * The sheet as CSV records (header first); a call sheet given `now` has
 * the columns of the holidays within 30 days.
 */
export function sheetRecords(
  clinics: readonly OpsClinic[],
  sheet: 'call' | 'research',
  reports: OpenReports = NO_OPEN_REPORTS,
  now?: Date,
  conflicts: Conflicts = NO_CONFLICTS,
): string[][] {
  const columns = sheetColumns(askedDates(clinics, sheet, now))
  return [
    columns,
    ...clinics.map((c) => {
      const row = sheetRow(c, sheet, reports, now, conflicts)
      return columns.map((k) => row[k] ?? '')
    }),
  ]
}

const esc = escHtml

/** A week's hours in few words: 'Sun Closed; Mon-Fri 8:00 AM - 5:00 PM; Sat 9:00 AM - 1:00 PM'. */
export function weekText(hours: OpsClinic['hours']): string {
  const runs: { from: Weekday; to: Weekday; text: string }[] = []
  for (const d of WEEKDAYS) {
    const text = hours[d] ?? '(unknown)'
    const last = runs.at(-1)
    if (last && last.text === text) last.to = d
    else runs.push({ from: d, to: d, text })
  }
  return runs
    .map(
      (r) =>
        `${SHORT_WEEKDAY[r.from]}${r.to === r.from ? '' : `-${SHORT_WEEKDAY[r.to]}`} ${r.text}`,
    )
    .join('; ')
}

/** One line of a clinic's block: what it is, what is stored, a 'same' box, room to write what was heard. */
const line = (label: string, stored: string, box = true) =>
  `<tr><th>${label}</th><td>${esc(stored)}</td><td class="same">${box ? '☐ same' : ''}</td><td class="w"></td></tr>`

/**
 * A printable page, three or more clinics to a Letter page: the questions
 * and the answers' forms once at the top; per clinic one line per field
 * (what is stored, a 'same as stored' box to tick, room for what was
 * heard), the week's hours on one line, and the outcome line.
 */
export function sheetHtml(
  clinics: readonly OpsClinic[],
  sheet: 'call' | 'research',
  now: Date,
  reports: OpenReports = NO_OPEN_REPORTS,
  conflicts: Conflicts = NO_CONFLICTS,
): string {
  const title =
    sheet === 'call'
      ? `Call sheet, ${localTime(now)}`
      : `Research sheet, ${localTime(now)}`
  const dates = askedDates(clinics, sheet, now)
  const blocks = clinics.map((c, i) => {
    const reported = reportedText(reports.get(c.id), c.timezone)
    const facts = [
      ...(reported
        ? [
            `<tr><th>Reported</th><td>${esc(reported)}</td><td></td><td></td></tr>`,
          ]
        : []),
      ...(conflicts.has(c.id)
        ? [
            `<tr><th>Sources</th><td colspan="3">${esc(conflicts.get(c.id)!)}</td></tr>`,
          ]
        : []),
      line(
        'Phone',
        c.phone ? `${c.phone} (confirmed ${confirmedText(c, 'phone')})` : '—',
        c.phone !== null,
      ),
      line(
        'Address',
        [c.address, c.city, c.zip].filter(Boolean).join(', ') || '—',
        c.address !== null,
      ),
      line('Website', c.website ?? '—', c.website !== null),
      line(
        'Hours',
        WEEKDAYS.every((d) => c.hours[d] === null)
          ? '—'
          : `${weekText(c.hours)} (confirmed ${confirmedText(c, 'hours')})`,
        WEEKDAYS.every((d) => c.hours[d] !== null),
      ),
      ...FACT_FIELDS.map((f) =>
        line(
          `${esc(FACT_LABELS[f])} <small>${f}</small>`,
          c.facts[f] === null
            ? '—'
            : `${describeFact(f, c.facts[f])} (${confirmedText(c, f)})`,
          c.facts[f] !== null,
        ),
      ),
      ...(sheet === 'call' ? holidaysToAsk(c, now) : []).map((h) =>
        line(
          `${esc(shortDate(h.date))} ${esc(h.name)}`,
          h.known ? exceptionText(h.known, c.timezone) : 'not confirmed',
          h.known !== null,
        ),
      ),
      ...(sheet === 'research'
        ? [
            `<tr><th>Sources</th><td colspan="3">${esc(c.sources.join(' '))}</td></tr>`,
          ]
        : []),
    ]
    return `<section>
<h2>${i + 1}. ${esc(c.name)} <small>${esc(c.city)}</small></h2>
<table>${facts.join('')}</table>
<p class="fill">Outcome ______________ Method ______ Initials ____ Note ________________________ <span class="id">${esc(c.id)} · ${esc(fingerprint(c))}</span></p>
</section>`
  })
  const outcomes =
    sheet === 'call'
      ? 'Outcome: confirmed · changed · no_answer · wrong_number · closed_today · temporarily_closed · permanently_closed. Method: call · website · visit · clinic.'
      : 'Outcome: found (on a website: write it in, method website) · not_found · closed (or temporarily_closed). Method: website · visit · clinic.'
  const questions = FACT_FIELDS.map(
    (f) => `${esc(FACT_LABELS[f])} (${f}): ${esc(FACT_QUESTIONS[f])}`,
  )
  const holidayQuestions =
    sheet === 'call'
      ? clinics
          .flatMap((c) => holidaysToAsk(c, now))
          .filter((h, k, all) => all.findIndex((x) => x.date === h.date) === k)
          .map(
            (h) =>
              `${esc(holidayQuestion(h))}<br><small>column ${esc(holidayColumn(h.date))}</small>`,
          )
      : []
  return htmlPage(
    title,
    `<p class="legend">${clinics.length} clinic(s). Fill in the CSV of the same name (one row per clinic), then: npm run ops:apply -- FILE.csv. Tick '☐ same' for a value heard as stored (then list it in confirm); write what differs beside it. ${outcomes}</p>
<p class="legend">Before you drive, ask: ${questions.join(' · ')}. Answers: ages as '6 months' or '2 years' ('all ages'), yes/no (Medicaid also 'some plans'), minutes ('30 min', 'until closing'), 'spanish', 'interpreter' or 'none'; 'unknown' erases. A stored answer you heard again: write it, or list the column in confirm.</p>
${dates.length > 0 ? `<p class="legend">Holidays, ask: ${holidayQuestions.join(' · ')}. Answers (columns ${dates.map(holidayColumn).join(', ')}): 'closed', the hours with AM or PM ('9 AM - 1 PM'), or 'same as usual' (that weekday's hours); empty: not asked.</p>\n` : ''}${blocks.join('\n')}`,
  )
}
