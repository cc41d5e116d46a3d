/**
 * The holiday questions of the call sheet (issue 49), pure: which listed
 * holidays a call asks about (those of the next 30 days in the clinic's
 * zone, as its page shows them: src/domain/holiday-note.ts), the sheet's
 * columns for them, the question and what is known in words, and an
 * operator's answer read ('closed', hours through the strict operator
 * reader, 'same as usual').
 */
import { WEEKDAYS, type Weekday } from '../../../src/domain/clinic.ts'
import { comingHolidays } from '../../../src/domain/holiday-note.ts'
import { dayOf, holidayOn } from '../../../src/domain/hours/holidays.ts'
import {
  exceptionOn,
  type HoursException,
} from '../../../src/domain/hours/hours-exceptions.ts'
import {
  readOperatorHours,
  unusualDay,
} from '../../../src/domain/hours/operator-hours.ts'
import { clinicWallClock } from '../../../src/domain/hours/open-status.ts'
import { localTime } from './local-time.ts'
import type { OpsClinic } from './model.ts'

/** A holiday is asked about from this many days before it (and on the day). */
export const HOLIDAY_ASK_DAYS = 30

/** The fill-in column of a holiday ('holiday_2026-12-25'). */
export const holidayColumn = (date: string) => `holiday_${date}`
/** The column with what is stored for it ('stored_holiday_2026-12-25'). */
export const storedHolidayColumn = (date: string) => `stored_holiday_${date}`
/** Any column that names a holiday to answer. */
export const HOLIDAY_COLUMN = /^holiday_(.*)$/

export interface AskedHoliday {
  /** YYYY-MM-DD in the clinic's zone. */
  date: string
  name: string
  /** 'Thursday, December 24' */
  dateText: string
  /** The stored exception for the day, if any (an answer confirmed). */
  known: HoursException | null
}

/** The listed holidays of the next 30 days in the clinic's zone, today included. */
export function holidaysToAsk(c: OpsClinic, now: Date): AskedHoliday[] {
  return comingHolidays(
    { timezone: c.timezone, hoursExceptions: c.hoursExceptions },
    now,
    HOLIDAY_ASK_DAYS,
  ).map((h) => ({
    date: h.date,
    name: h.name,
    dateText: h.dateText,
    known: exceptionOn(c.hoursExceptions, dayOf(h.date)),
  }))
}

/** Whether the next listed holiday (within 30 days) has no confirmed answer. */
export const lacksNextHoliday = (c: OpsClinic, now: Date) => {
  const [next] = holidaysToAsk(c, now)
  return next !== undefined && next.known === null
}

/** Whether any listed holiday within 30 days has no confirmed answer. */
export const lacksComingHoliday = (c: OpsClinic, now: Date) =>
  holidaysToAsk(c, now).some((h) => h.known === null)

/** The holiday dates a sheet of these clinics asks about, in order. */
export function holidayDates(
  clinics: readonly OpsClinic[],
  now: Date,
): string[] {
  return [
    ...new Set(
      clinics.flatMap((c) => holidaysToAsk(c, now).map((h) => h.date)),
    ),
  ].sort()
}

const SHORT_DAY = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']
const SHORT_MONTH = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
]

/** 'Fri Dec 25' of an ISO date. */
export function shortDate(date: string): string {
  const d = new Date(dayOf(date) * 864e5)
  return `${SHORT_DAY[d.getUTCDay()]} ${SHORT_MONTH[d.getUTCMonth()]} ${d.getUTCDate()}`
}

/** 'Christmas Day Fri Dec 25' (the holiday's name when the date is one). */
export const holidayLabel = (date: string) =>
  `${holidayOn(dayOf(date)) ?? 'Holiday'} ${shortDate(date)}`

/** The question asked: 'What are your hours on Christmas Eve, Thursday, December 24?' */
export const holidayQuestion = (h: Pick<AskedHoliday, 'name' | 'dateText'>) =>
  `What are your hours on ${h.name}, ${h.dateText}?`

/** An exception in words: 'closed, confirmed Tue Dec 1, 9:12 AM CT (call)'. */
export function exceptionText(e: HoursException, timeZone: string): string {
  return `${e.hours === null ? 'closed' : e.hours}, confirmed ${localTime(e.confirmedAt, timeZone)} (${e.method})`
}

/** What the sheet shows for a holiday: what is known, or the question. */
export function storedHolidayText(h: AskedHoliday, timeZone: string): string {
  return h.known
    ? exceptionText(h.known, timeZone)
    : `not confirmed; ask: ${holidayQuestion(h)}`
}

/** A holiday column's date checked against the apply time in the clinic's zone. */
export function holidayColumnProblem(
  column: string,
  c: OpsClinic,
  now: Date,
): string | null {
  const date = HOLIDAY_COLUMN.exec(column)?.[1] ?? ''
  const day = dayOf(date)
  if (!(day >= 0) || isoDateOf(day) !== date)
    return `${column}: not a day (the column is holiday_YYYY-MM-DD, as the sheet wrote it)`
  if (holidayOn(day) === null)
    return `${column}: ${shortDate(date)} is not one of the listed holidays`
  const today = clinicWallClock(c.timezone, now)?.day
  if (today !== undefined && day < today)
    return `${column}: ${holidayLabel(date)} has passed; nothing is stored for a past day`
  return null
}

const isoDateOf = (day: number) =>
  new Date(day * 864e5).toISOString().slice(0, 10)

/** The weekday of an ISO date. */
export const weekdayOf = (date: string): Weekday =>
  WEEKDAYS[new Date(dayOf(date) * 864e5).getUTCDay()]!

const CLOSED =
  /^(?:closed(?:\s+all\s+day)?|closed\s+for\s+the\s+(?:day|holiday)|shut|not\s+open)\.?$/i
const USUAL =
  /^(?:same(?:\s+as\s+(?:usual|always|normal|every\s+\w+))?|(?:as\s+)?usual(?:\s+hours)?|(?:regular|normal)(?:\s+hours)?)\.?$/i

export type HolidayAnswer =
  | { kind: 'none' }
  | { kind: 'unknown' }
  | { kind: 'closed' }
  | {
      kind: 'open'
      hours: string
      /** Read from 'same as usual'. */
      usual: boolean
      /** Why the hours are unusual for an urgent care (operator-hours.ts), or null. */
      odd: string | null
    }
  | { kind: 'refused'; why: string }

/**
 * One holiday cell read. `usualHours` is that weekday's hours (as stored,
 * or as the same row gives them): 'same as usual' stores them for the day.
 */
export function readHolidayAnswer(
  text: string,
  usualHours: string | null,
  weekday: Weekday,
): HolidayAnswer {
  const t = text.trim().replace(/\s+/g, ' ')
  if (t === '') return { kind: 'none' }
  if (t.toLowerCase() === 'unknown') return { kind: 'unknown' }
  if (CLOSED.test(t)) return { kind: 'closed' }
  const day = weekday.charAt(0).toUpperCase() + weekday.slice(1)
  if (USUAL.test(t)) {
    if (usualHours === null)
      return {
        kind: 'refused',
        why: `the usual ${day} hours are unknown, so 'same as usual' says nothing: write the hours you heard (such as '8 AM - 5 PM') or 'closed'`,
      }
    const h = readOperatorHours(usualHours)
    if (h.kind === 'closed') return { kind: 'closed' }
    if (h.kind === 'refused')
      return {
        kind: 'refused',
        why: `the usual ${day} hours (${JSON.stringify(usualHours)}) are not one day's range: write the hours you heard`,
      }
    return { kind: 'open', hours: h.text, usual: true, odd: null }
  }
  const h = readOperatorHours(t)
  if (h.kind === 'closed') return { kind: 'closed' }
  if (h.kind === 'refused')
    return {
      kind: 'refused',
      why: h.why.startsWith('is not hours')
        ? `is not an answer the sheet can read: write 'closed', the hours with AM or PM (such as '9 AM - 1 PM'), or 'same as usual'`
        : h.why,
    }
  return { kind: 'open', hours: h.text, usual: false, odd: unusualDay(h) }
}
