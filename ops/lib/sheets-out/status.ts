/**
 * The weekly digest (ops:status), pure: is the directory getting truer?
 * Per town and overall: clinics, confirmed phone and hours within 90 days
 * and within 12 months, never verified, due now, closed, the open
 * reports from the public (./reports.ts; only the database has them), and
 * how many clinics have each before-you-go fact confirmed (any date); per
 * listed holiday of the next 30 days, how many clinics have a confirmed
 * answer (closed or open).
 */
import {
  type OpsClinic,
  FACT_FIELDS,
  DEFAULT_ZONE,
  localTime,
  HOLIDAY_ASK_DAYS,
  shortDate,
  NO_OPEN_REPORTS,
  type OpenReports,
} from '../core/index.ts'
import {
  isDue,
  isOverdue,
  isWaitingForCallBack,
  neverVerified,
} from './queue.ts'
import { dueList, type DueEntry, type LastCalls } from './due-list.ts'
import { NO_CONFLICTS, type Conflicts } from './conflicts.ts'
import {
  VERIFIED_FIELDS,
  type VerifiedField,
} from '../../../src/domain/verification.ts'
import { comingHolidays } from '../../../src/domain/holiday-note.ts'
import { dayOf } from '../../../src/domain/hours/holidays.ts'
import { exceptionOn } from '../../../src/domain/hours/hours-exceptions.ts'

const DAY_MS = 24 * 60 * 60 * 1000

export interface StatusCounts {
  clinics: number
  phone_90d: number
  phone_12m: number
  hours_90d: number
  hours_12m: number
  never_verified: number
  due_now: number
  /** Due, with phone or hours never confirmed or last confirmed over 104 days ago (queue.ts isOverdue). */
  overdue: number
  temporarily_closed: number
  permanently_closed: number
  /** Rescheduled after no answer or closed for the day, next check ahead. */
  waiting_call_back: number
  /** Reports from the public waiting for the operator (ops:reports); null when not read. */
  open_reports: number | null
  /** Clinics with each before-you-go fact confirmed (out of `clinics`). */
  min_age_confirmed: number
  medicaid_confirmed: number
  xray_confirmed: number
  last_checkin_confirmed: number
  languages_confirmed: number
}

/** One listed holiday of the next 30 days: how many clinics answered. */
export interface HolidayCount {
  /** YYYY-MM-DD (Central). */
  date: string
  name: string
  /** The clinics asked about: all but the permanently closed. */
  clinics: number
  confirmed: number
  closed: number
  open: number
}

export interface StatusReport {
  at: string
  /** False when read from the data file: reports live in the database only. */
  reports_counted: boolean
  overall: StatusCounts
  towns: ({ town: string } & StatusCounts)[]
  /** The listed holidays of the next 30 days, in order (none: empty). */
  holidays: HolidayCount[]
  /** The clinics due, overdue and waiting for a call-back, one entry each (ops:status --due). */
  due_list: DueEntry[]
  /** Where each field's values come from, over all clinics (sourceCounts). */
  sources: SourceCounts
}

/** Per field: values confirmed by a call (call, visit, clinic), a website, the registry, the map; or none. */
export interface FieldSources {
  call: number
  website: number
  registry: number
  map: number
  /** A value stored, never confirmed. */
  unconfirmed: number
  /** No value stored. */
  no_value: number
}

export interface SourceCounts {
  fields: Record<VerifiedField, FieldSources>
  /** How the points were found (coordinates_method): source, geocoder, map, town, none. */
  point: Record<'source' | 'geocoder' | 'map' | 'town' | 'none', number>
}

const hasValue = (c: OpsClinic, f: VerifiedField): boolean =>
  f === 'hours'
    ? Object.values(c.hours).some((h) => h !== null)
    : f === 'phone' || f === 'address' || f === 'website'
      ? c[f] !== null
      : c.facts[f] !== null

/**
 * Where the facts come from: per field, how many clinics hold a value
 * confirmed by a call (call, visit, or the clinic's word), a website, the
 * NPI registry, OpenStreetMap; a value never confirmed; no value.
 */
export function sourceCounts(clinics: readonly OpsClinic[]): SourceCounts {
  const fields = Object.fromEntries(
    VERIFIED_FIELDS.map((f) => [
      f,
      { call: 0, website: 0, registry: 0, map: 0, unconfirmed: 0, no_value: 0 },
    ]),
  ) as Record<VerifiedField, FieldSources>
  const point = { source: 0, geocoder: 0, map: 0, town: 0, none: 0 }
  for (const c of clinics) {
    for (const f of VERIFIED_FIELDS) {
      const n = fields[f]
      const v = c.verification[f]
      if (!hasValue(c, f)) n.no_value++
      else if (!v) n.unconfirmed++
      else if (
        v.method === 'website' ||
        v.method === 'registry' ||
        v.method === 'map'
      )
        n[v.method]++
      else n.call++
    }
    const m = c.coordinates
      ? (c.coordinates.method ??
        (c.coordinates.approximate ? 'town' : 'source'))
      : 'none'
    if (m === 'source' || m === 'geocoder' || m === 'map' || m === 'town')
      point[m]++
    else point.none++
  }
  return { fields, point }
}

const SOURCE_HEADINGS: [keyof FieldSources, string][] = [
  ['call', 'call'],
  ['website', 'website'],
  ['registry', 'registry'],
  ['map', 'map'],
  ['unconfirmed', 'unconfirmed'],
  ['no_value', 'no value'],
]

/** 'Where the facts come from': a line per field (within 100 columns), then the points. */
export function sourceLines(s: SourceCounts): string[] {
  const rows = [
    ['field', ...SOURCE_HEADINGS.map(([, h]) => h)],
    ...VERIFIED_FIELDS.map((f) => [
      f,
      ...SOURCE_HEADINGS.map(([k]) => String(s.fields[f][k])),
    ]),
  ]
  const widths = rows[0]!.map((_, i) =>
    Math.max(...rows.map((r) => r[i]!.length)),
  )
  const line = (r: string[]) =>
    r
      .map((cell, i) =>
        i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!),
      )
      .join('  ')
  const p = s.point
  return [
    'Where the facts come from (clinics per field; call = a call, a visit or the clinic’s word):',
    ...rows.map((r) => `  ${line(r)}`),
    ...packItems(
      [
        `Points: ${p.source} from the listing's source`,
        `${p.geocoder} geocoder`,
        `${p.map} OpenStreetMap`,
        `${p.town} the town's point`,
        `${p.none} none`,
      ],
      SUMMARY_WIDTH,
      '  ',
    ),
  ]
}

/** Per listed holiday of the next 30 days (Central), the clinics with a confirmed answer. */
export function holidayCounts(
  clinics: readonly OpsClinic[],
  now: Date,
): HolidayCount[] {
  const listed = clinics.filter((c) => c.status !== 'permanently_closed')
  return comingHolidays({ timezone: DEFAULT_ZONE }, now, HOLIDAY_ASK_DAYS).map(
    (h) => {
      const answers = listed
        .map((c) => exceptionOn(c.hoursExceptions, dayOf(h.date)))
        .filter((e) => e !== null)
      const closed = answers.filter((e) => e.hours === null).length
      return {
        date: h.date,
        name: h.name,
        clinics: listed.length,
        confirmed: answers.length,
        closed,
        open: answers.length - closed,
      }
    },
  )
}

const zero = (): StatusCounts => ({
  clinics: 0,
  phone_90d: 0,
  phone_12m: 0,
  hours_90d: 0,
  hours_12m: 0,
  never_verified: 0,
  due_now: 0,
  overdue: 0,
  temporarily_closed: 0,
  permanently_closed: 0,
  waiting_call_back: 0,
  open_reports: 0,
  min_age_confirmed: 0,
  medicaid_confirmed: 0,
  xray_confirmed: 0,
  last_checkin_confirmed: 0,
  languages_confirmed: 0,
})

/** Within `days` before now (a confirmation dated in the future counts as now). */
const within = (at: string | undefined, now: Date, days: number) =>
  at !== undefined && now.getTime() - Date.parse(at) <= days * DAY_MS

function add(s: StatusCounts, c: OpsClinic, now: Date, reports: OpenReports) {
  s.clinics++
  if (within(c.verification.phone?.at, now, 90)) s.phone_90d++
  if (within(c.verification.phone?.at, now, 365)) s.phone_12m++
  if (within(c.verification.hours?.at, now, 90)) s.hours_90d++
  if (within(c.verification.hours?.at, now, 365)) s.hours_12m++
  if (neverVerified(c)) s.never_verified++
  if (isDue(c, now, reports)) s.due_now++
  if (isOverdue(c, now, reports)) s.overdue++
  if (c.status === 'temporarily_closed') s.temporarily_closed++
  if (c.status === 'permanently_closed') s.permanently_closed++
  if (isWaitingForCallBack(c, now)) s.waiting_call_back++
  if (s.open_reports !== null) s.open_reports += reports.get(c.id)?.count ?? 0
  for (const f of FACT_FIELDS)
    if (c.facts[f] !== null && c.verification[f] !== null) s[`${f}_confirmed`]++
}

/**
 * `reports`: the open reports, or null when they could not be read (file);
 * `lastCalls`: the last call of the clinics waiting for a call-back.
 */
export function statusReport(
  clinics: readonly OpsClinic[],
  now: Date,
  openReports: OpenReports | null = null,
  lastCalls: LastCalls = new Map(),
  conflicts: Conflicts = NO_CONFLICTS,
): StatusReport {
  const reports = openReports ?? NO_OPEN_REPORTS
  const counted = openReports !== null
  const start = (): StatusCounts => ({
    ...zero(),
    open_reports: counted ? 0 : null,
  })
  const overall = start()
  const towns = new Map<string, StatusCounts>()
  for (const c of clinics) {
    add(overall, c, now, reports)
    const t = towns.get(c.city) ?? start()
    add(t, c, now, reports)
    towns.set(c.city, t)
  }
  return {
    at: now.toISOString(),
    reports_counted: openReports !== null,
    overall,
    towns: [...towns]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([town, s]) => ({ town, ...s })),
    holidays: holidayCounts(clinics, now),
    due_list: dueList(clinics, now, reports, lastCalls, conflicts),
    sources: sourceCounts(clinics),
  }
}

/** 'Christmas Day (Fri Dec 25): 3 of 35 confirmed (2 closed, 1 open)' */
export const holidayLine = (h: HolidayCount) =>
  `${h.name} (${shortDate(h.date)}): ${h.confirmed} of ${h.clinics} confirmed (${h.closed} closed, ${h.open} open)`

const HEADINGS: [keyof StatusCounts, string][] = [
  ['clinics', 'clinics'],
  ['phone_90d', 'phone ≤90d'],
  ['phone_12m', 'phone ≤12m'],
  ['hours_90d', 'hours ≤90d'],
  ['hours_12m', 'hours ≤12m'],
  ['never_verified', 'never'],
  ['due_now', 'due'],
  ['temporarily_closed', 'temp closed'],
  ['permanently_closed', 'closed'],
  ['waiting_call_back', 'call-back'],
  ['open_reports', 'reports'],
  ['min_age_confirmed', 'age'],
  ['medicaid_confirmed', 'medicaid'],
  ['xray_confirmed', 'x-ray'],
  ['last_checkin_confirmed', 'check-in'],
  ['languages_confirmed', 'languages'],
]

/** A count, or '—' for one that could not be read. */
const count = (n: number | null) => (n === null ? '—' : String(n))

/** The report as a text table (one line per town, then the total). */
export function statusTable(report: StatusReport): string {
  const rows: string[][] = [
    ['town', ...HEADINGS.map(([, h]) => h)],
    ...report.towns.map((t) => [t.town, ...HEADINGS.map(([k]) => count(t[k]))]),
    ['all towns', ...HEADINGS.map(([k]) => count(report.overall[k]))],
  ]
  const widths = rows[0]!.map((_, i) =>
    Math.max(...rows.map((r) => r[i]!.length)),
  )
  const line = (r: string[]) =>
    r
      .map((cell, i) =>
        i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!),
      )
      .join('  ')
  return [
    `Verification status at ${localTime(report.at)} (confirmed = within 90 days / 12 months; call-back = waiting for a call-back after no answer or closed for the day; ${
      report.reports_counted
        ? 'reports = open reports from the public, npm run ops:reports'
        : 'reports: — not counted, only the database has them (and the correction messages)'
    }; age, medicaid, x-ray, check-in, languages = clinics with that before-you-go fact confirmed)`,
    line(rows[0]!),
    ...rows.slice(1, -1).map(line),
    widths.map((w) => '-'.repeat(w)).join('  '),
    line(rows[rows.length - 1]!),
    ...(report.holidays.length > 0
      ? [
          '',
          'Holidays of the next 30 days (clinics with a confirmed answer, of those not closed for good; the call sheets ask the rest):',
          ...report.holidays.map((h) => `  ${holidayLine(h)}`),
        ]
      : []),
    '',
    ...sourceLines(report.sources),
  ].join('\n')
}

/** The widest line of the default output (ops:status without --wide). */
export const SUMMARY_WIDTH = 100

const SUMMARY_HEADINGS: [keyof StatusCounts, string][] = [
  ['clinics', 'clinics'],
  ['due_now', 'due'],
  ['overdue', 'overdue'],
  ['never_verified', 'never'],
  ['waiting_call_back', 'call-back'],
  ['open_reports', 'reports'],
  ['phone_90d', 'phone ≤90d'],
  ['hours_90d', 'hours ≤90d'],
]

/** Items joined by '; ' into lines of at most `width` (an item is never broken). */
export function packItems(
  items: readonly string[],
  width = SUMMARY_WIDTH,
  indent = '',
): string[] {
  const lines: string[] = []
  let line = ''
  for (const item of items) {
    const next = line === '' ? indent + item : `${line}; ${item}`
    if (line !== '' && next.length > width) {
      lines.push(`${line};`)
      line = indent + item
    } else line = next
  }
  return line === '' ? lines : [...lines, line]
}

/** A cell cut to `w` characters ('Elizabethtown-Hodgenvi…'). */
const fit = (cell: string, w: number) =>
  cell.length <= w ? cell : `${cell.slice(0, Math.max(1, w - 1))}…`

/**
 * The default output of ops:status, every line at most 100 characters: per
 * town the counts that say what is left to do (a long town name is cut), the
 * closed and the before-you-go facts overall, the coming holidays. The
 * rest per town: statusTable (--wide).
 */
export function statusSummary(report: StatusReport): string {
  const head = ['town', ...SUMMARY_HEADINGS.map(([, h]) => h)]
  const body = [
    ...report.towns.map((t) => [
      t.town,
      ...SUMMARY_HEADINGS.map(([k]) => count(t[k])),
    ]),
    ['all towns', ...SUMMARY_HEADINGS.map(([k]) => count(report.overall[k]))],
  ]
  const rows = [head, ...body]
  const widths = head.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)))
  const rest = widths.slice(1).reduce((n, w) => n + w + 2, 0)
  widths[0] = Math.max(4, Math.min(widths[0]!, SUMMARY_WIDTH - rest))
  const line = (r: string[]) =>
    r
      .map((cell, i) =>
        i === 0
          ? fit(cell, widths[0]!).padEnd(widths[0]!)
          : cell.padStart(widths[i]!),
      )
      .join('  ')
  const o = report.overall
  const legend = [
    'due = on the next sheets (npm run ops:queue)',
    'overdue = due, phone or hours never confirmed or last confirmed over 104 days ago',
    'never = never verified',
    'call-back = waiting for a call-back after no answer or closed for the day',
    '≤90d = confirmed within 90 days',
    report.reports_counted
      ? 'reports = open reports from the public, npm run ops:reports'
      : 'reports: — not counted, only the database has them (and the correction messages)',
    'each town in full: --wide',
    'the clinics due, with their times: --due',
  ]
  return [
    `Verification status at ${localTime(report.at)}`,
    ...packItems(legend, SUMMARY_WIDTH, '  '),
    line(head),
    ...body.slice(0, -1).map(line),
    widths.map((w) => '-'.repeat(w)).join('  '),
    line(body[body.length - 1]!),
    ...packItems([
      `Closed: ${o.temporarily_closed} temporarily, ${o.permanently_closed} for good`,
    ]),
    ...packItems([
      `Before-you-go facts confirmed (of ${o.clinics}): age ${o.min_age_confirmed}`,
      `medicaid ${o.medicaid_confirmed}`,
      `x-ray ${o.xray_confirmed}`,
      `check-in ${o.last_checkin_confirmed}`,
      `languages ${o.languages_confirmed}`,
    ]),
    ...(report.holidays.length > 0
      ? [
          '',
          'Holidays of the next 30 days (confirmed answers; the call sheets ask the rest):',
          ...report.holidays.map((h) => `  ${holidayLine(h)}`),
        ]
      : []),
    '',
    ...sourceLines(report.sources),
  ].join('\n')
}
