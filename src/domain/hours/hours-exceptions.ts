/*
 * Dated exceptions to a clinic's weekly hours (issue 49): on a given day in
 * the clinic's zone it is closed, or open other hours, as someone confirmed
 * (the date and method, like every other fact). Stored as a list per clinic
 * (clinics.hours_exceptions, the data file's `hours_exceptions`); nothing is
 * guessed: a clinic has an exception only once it was confirmed. An
 * exception whose date has passed stays in the list (the history) and is no
 * longer shown. Pure.
 */
import type { VerificationMethod } from '../verification'
import { isoTimestamp, isVerificationMethod } from '../verification-row'
import { dayOf } from './holidays'
import { parseHoursRange } from './parse-hours'

/** An exception as stored (database column, data file): snake_case. */
export interface HoursExceptionRow {
  /** The day, YYYY-MM-DD, in the clinic's zone. */
  date: string
  /** Open these hours that day ('9:00 AM - 1:00 PM'); absent when closed. */
  hours?: string
  /** Closed all day; absent (or false) when `hours` is given. */
  closed?: boolean
  note?: string | null
  /** When it was confirmed (a date or an ISO date-time). */
  confirmed_at: string
  method: VerificationMethod
}

/** An exception as the rules read it. */
export interface HoursException {
  /** YYYY-MM-DD in the clinic's zone. */
  date: string
  /** The day's hours text, a readable range; null: closed all day. */
  hours: string | null
  note: string | null
  /** ISO date-time of the confirmation. */
  confirmedAt: string
  method: VerificationMethod
}

/** The longest note kept, in characters. */
export const EXCEPTION_NOTE_MAX = 200

/**
 * One stored entry checked: the exception, or why it cannot be used (a
 * date that is not a real day, neither or both of hours and closed, hours
 * that cannot be read, no confirmation or no method, a note too long).
 */
export function readHoursException(
  v: unknown,
): { ok: HoursException } | { problem: string } {
  if (typeof v !== 'object' || v === null || Array.isArray(v))
    return { problem: 'not an entry' }
  const e = v as Record<string, unknown>
  const date = typeof e.date === 'string' ? e.date : ''
  if (!(dayOf(date) >= 0) || isoTimestamp(date) === null)
    return { problem: 'no real date (YYYY-MM-DD)' }
  const closed = e.closed === true
  const hours = typeof e.hours === 'string' ? e.hours.trim() : null
  if (
    closed === (hours !== null) ||
    (e.closed !== undefined && typeof e.closed !== 'boolean')
  )
    return { problem: `${date}: neither or both of hours and closed` }
  if (hours !== null && parseHoursRange(hours) === null)
    return { problem: `${date}: hours that cannot be read` }
  const confirmedAt = isoTimestamp(e.confirmed_at)
  if (confirmedAt === null) return { problem: `${date}: no confirmation date` }
  if (!isVerificationMethod(e.method))
    return { problem: `${date}: no confirmation method` }
  const note = e.note ?? null
  if (
    note !== null &&
    (typeof note !== 'string' || note.length > EXCEPTION_NOTE_MAX)
  )
    return {
      problem: `${date}: a note that is not text of at most ${EXCEPTION_NOTE_MAX} characters`,
    }
  return {
    ok: { date, hours, note, confirmedAt, method: e.method },
  }
}

/**
 * A stored list read: the usable exceptions, one per date (the first), in
 * date order, and one problem per entry left out. Not a list: none.
 */
export function readHoursExceptions(v: unknown): {
  exceptions: HoursException[]
  problems: string[]
} {
  const exceptions: HoursException[] = []
  const problems: string[] = []
  if (!Array.isArray(v)) {
    if (v !== null && v !== undefined) problems.push('not a list')
    return { exceptions, problems }
  }
  v.forEach((entry, i) => {
    const read = readHoursException(entry)
    if ('problem' in read) problems.push(`entry ${i + 1}: ${read.problem}`)
    else if (exceptions.some((x) => x.date === read.ok.date))
      problems.push(`entry ${i + 1}: a second entry for ${read.ok.date}`)
    else exceptions.push(read.ok)
  })
  exceptions.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
  return { exceptions, problems }
}

/** The exception for `day` (days since 1970-01-01), if any. */
export function exceptionOn(
  exceptions: readonly HoursException[] | null | undefined,
  day: number | undefined,
): HoursException | null {
  if (!exceptions || day === undefined) return null
  for (const e of exceptions) if (dayOf(e.date) === day) return e
  return null
}
