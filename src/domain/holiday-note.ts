/*
 * What parents see of the coming holidays (issue 49): a card's one line on
 * a holiday and the day before it, and the clinic page's holidays of the
 * next 30 days, each with what is known (a confirmed exception, or not
 * confirmed: call). Pure: the instant is passed in.
 */
import type { Clinic } from './clinic'
import { WEEKDAYS } from './clinic'
import { MONTH_NAMES } from './clinic-display'
import { METHOD_WORDS, howAndWhen, sourceAndWhen } from './freshness'
import { isSourceMethod } from './verification'
import {
  holidayOn,
  holidaysWithin,
  isoOf,
  type HolidayName,
} from './hours/holidays'
import { exceptionOn, type HoursException } from './hours/hours-exceptions'
import { clinicWallClock } from './hours/open-status'

type HolidayClinic = Pick<Clinic, 'timezone'> &
  Partial<Pick<Clinic, 'hoursExceptions'>>

/**
 * What is known of one day: closed, its hours, or not confirmed; a day
 * taken from a public source says where from ('closed (from the clinic's
 * website)'), never 'confirmed'.
 */
function known(e: HoursException | null): string {
  if (!e) return 'hours not confirmed'
  if (isSourceMethod(e.method)) {
    const from = METHOD_WORDS[e.method]
    return e.hours === null
      ? `closed (${from})`
      : `holiday hours ${e.hours} (${from})`
  }
  return e.hours === null
    ? 'closed (confirmed)'
    : `holiday hours ${e.hours} (confirmed)`
}

/**
 * The card's line on a listed holiday or the day before it, in the clinic's
 * zone ('Christmas Day tomorrow: closed (confirmed)', 'Thanksgiving today:
 * hours not confirmed'); null on any other day.
 */
export function holidayNoteOf(
  clinic: HolidayClinic,
  now: Date,
): { text: string; confirmed: boolean } | null {
  const day = clinicWallClock(clinic.timezone, now)?.day
  if (day === undefined) return null
  for (const offset of [0, 1]) {
    const name = holidayOn(day + offset)
    if (!name) continue
    const e = exceptionOn(clinic.hoursExceptions, day + offset)
    const what = known(e)
    return {
      text: offset ? `${name} tomorrow: ${what}` : `${name} today: ${what}`,
      confirmed: e !== null && !isSourceMethod(e.method),
    }
  }
  return null
}

export interface ComingHoliday {
  /** YYYY-MM-DD in the clinic's zone. */
  date: string
  name: HolidayName
  /** 'Thursday, November 26' */
  dateText: string
  /**
   * 'closed — confirmed by phone November 2026' (how and when, in the
   * freshness line's words), "closed — from the clinic's website, November
   * 2026" (a public source: not confirmed), 'not confirmed — call before
   * you go'
   */
  text: string
  /** A confirmation by a person (call, visit, clinic), not a source's value. */
  confirmed: boolean
}

/**
 * The listed holidays from today to `days` ahead in the clinic's zone, each
 * with what is known; passed exceptions are history and not shown.
 */
export function comingHolidays(
  clinic: HolidayClinic,
  now: Date,
  days = 30,
): ComingHoliday[] {
  const today = clinicWallClock(clinic.timezone, now)?.day
  if (today === undefined) return []
  return holidaysWithin(today, days + 1).map(({ day, name }) => {
    const date = isoOf(day)
    const e = exceptionOn(clinic.hoursExceptions, day)
    const at = new Date(day * 864e5)
    const weekday = WEEKDAYS[at.getUTCDay()]!
    const dateText = `${weekday.charAt(0).toUpperCase()}${weekday.slice(1)}, ${MONTH_NAMES[at.getUTCMonth()]} ${at.getUTCDate()}`
    // 'by phone November 2026', as the freshness line says it; a day taken
    // from a public source says where from ("from the clinic's website,
    // November 2026") and is no confirmation.
    const v = e ? { at: e.confirmedAt, method: e.method } : null
    const from = v ? sourceAndWhen(v) : null
    const how = v ? howAndWhen('hours', v) : ''
    const text = !e
      ? 'not confirmed — call before you go'
      : from
        ? e.hours === null
          ? `closed — ${from}`
          : `${e.hours} — ${from}`
        : e.hours === null
          ? `closed — confirmed ${how}`
          : `${e.hours} — confirmed ${how}`
    return { date, name, dateText, text, confirmed: e !== null && !from }
  })
}
