/**
 * Clinic open / closed (spec section 4). Pure: the instant is always passed
 * in, and the result depends only on that instant, the clinic's hours and the
 * clinic's time zone (never on the zone of the machine running the code).
 * No function here throws, whatever strings it is given.
 */
import {
  DEFAULT_TIMEZONE,
  WEEKDAYS,
  type OpenStatus,
  type Weekday,
  type WeeklyHours,
} from '../clinic'
import {
  formatTime,
  isClosedText,
  parseHoursRange,
  type HoursRange,
} from './parse-hours'
import { isValidTimeZone, zonedTime, type ZonedTime } from './zoned-time'

export const HOURS_NOT_AVAILABLE_TEXT = 'Hours not available'
export const CLOSED_TODAY_TEXT = 'Closed today'

/** How many following days are searched for the next opening. */
const NEXT_OPENING_LOOKAHEAD_DAYS = 7

/** OpenStatus plus the weekday of the next opening when it is not today. */
export interface OpenStatusDetail extends OpenStatus {
  /**
   * Set only when closed and the next opening (`opensAt`) is on a following
   * day; absent when it is later today or unknown.
   */
  opensDay?: Weekday
}

export interface OpenStatusInput {
  weeklyHours?: Partial<WeeklyHours> | null
  /** The stored "today" hours text, used when the weekday entry is absent. */
  hoursToday?: string | null
  /** IANA zone of the clinic; invalid or missing means America/New_York. */
  timezone?: string | null
}

/** The clinic's zone when valid, otherwise DEFAULT_TIMEZONE. */
export function resolveTimeZone(timeZone: string | null | undefined): string {
  return typeof timeZone === 'string' && isValidTimeZone(timeZone)
    ? timeZone
    : DEFAULT_TIMEZONE
}

/** Wall-clock weekday and minutes, or null for an invalid Date. */
function safeZonedTime(at: Date, timeZone: string): ZonedTime | null {
  if (!(at instanceof Date) || Number.isNaN(at.getTime())) return null
  try {
    return zonedTime(at, timeZone)
  } catch {
    return null
  }
}

/** The weekday's entry when it is a string; null/undefined/other = absent. */
function entryFor(
  weeklyHours: Partial<WeeklyHours> | null | undefined,
  day: Weekday,
): string | null {
  const value: unknown = weeklyHours?.[day]
  return typeof value === 'string' ? value : null
}

function textOrNull(text: string | null | undefined): string | null {
  return typeof text === 'string' ? text : null
}

function weekdayOffset(day: Weekday, offset: number): Weekday {
  const index = WEEKDAYS.indexOf(day)
  return WEEKDAYS[(((index + offset) % 7) + 7) % 7] ?? day
}

/**
 * Today's hours text: the entry for the current weekday in the clinic's zone
 * (invalid zone → America/New_York); when that entry is absent (null or
 * undefined) the stored today's text; otherwise null. An empty-string entry
 * counts as present (it means closed).
 */
export function getTodayHoursText(
  weeklyHours: Partial<WeeklyHours> | null | undefined,
  hoursToday: string | null | undefined,
  at: Date,
  timeZone: string,
): string | null {
  const now = safeZonedTime(at, resolveTimeZone(timeZone))
  const entry = now ? entryFor(weeklyHours, now.weekday) : null
  return entry ?? textOrNull(hoursToday)
}

/** Spec rule: normal range open <= now < close; overnight now >= open or now < close. */
export function isWithinRange(range: HoursRange, minutes: number): boolean {
  return range.close > range.open
    ? minutes >= range.open && minutes < range.close
    : minutes >= range.open || minutes < range.close
}

/**
 * The first opening on a following day (1 to 7 days ahead) from the weekly
 * entries. "Closed" days are skipped; an absent or unparseable day makes the
 * answer unknown (null), since the clinic might open that day.
 */
function nextOpeningAfterToday(
  weeklyHours: Partial<WeeklyHours> | null | undefined,
  today: Weekday,
): { opensAt: string; opensDay: Weekday } | null {
  for (let offset = 1; offset <= NEXT_OPENING_LOOKAHEAD_DAYS; offset += 1) {
    const day = weekdayOffset(today, offset)
    const entry = entryFor(weeklyHours, day)
    if (entry === null) return null
    if (isClosedText(entry)) continue
    const range = parseHoursRange(entry)
    if (!range) return null
    return { opensAt: formatTime(range.open), opensDay: day }
  }
  return null
}

function closedWithNextOpening(
  hoursText: string,
  weeklyHours: Partial<WeeklyHours> | null | undefined,
  today: Weekday,
): OpenStatusDetail {
  const next = nextOpeningAfterToday(weeklyHours, today)
  return next
    ? {
        isOpen: false,
        hoursText,
        closesAt: null,
        opensAt: next.opensAt,
        opensDay: next.opensDay,
      }
    : { isOpen: false, hoursText, closesAt: null, opensAt: null }
}

/**
 * Computes Open Now / Closed and the next closing or opening time.
 *
 * Spec section 4, with these decisions where the spec is silent:
 * - Overnight carry-over: when YESTERDAY's weekly entry is an overnight range
 *   (close <= open) and now < its close, the clinic is open (e.g. Friday
 *   "6:00 PM - 2:00 AM" makes Saturday 1:00 AM open, whatever Saturday's own
 *   entry says: "Closed", absent, unparseable, or a range that has not
 *   started). Then hoursText is yesterday's range text (the range in effect)
 *   and closesAt its close. If today's own range already says open, today's
 *   range wins (its text and close are shown). The carry-over only ever turns
 *   a spec "closed" into "open"; the spec's own overnight rule for today's
 *   entry (open when now < close) is kept unchanged. Only weekly entries can
 *   carry over; the stored today's text has no "yesterday".
 * - When closed, opensAt is today's opening if it is still ahead, else the
 *   first opening on a following day (1–7 days ahead) from the weekly
 *   entries, with `opensDay` naming that day; null when unknown (an absent or
 *   unparseable day comes first, or no weekly hours).
 * - hoursText is the trimmed text for parseable and unparseable hours.
 * - An invalid Date gives 'Hours not available'.
 * Times are wall-clock times in the clinic's zone: on DST change days the
 * repeated hour is evaluated twice by its wall-clock time and the skipped hour
 * never occurs.
 */
export function computeOpenStatus(
  input: OpenStatusInput,
  at: Date,
): OpenStatusDetail {
  const notAvailable: OpenStatusDetail = {
    isOpen: false,
    hoursText: HOURS_NOT_AVAILABLE_TEXT,
    closesAt: null,
    opensAt: null,
  }
  const now = safeZonedTime(at, resolveTimeZone(input.timezone))
  if (!now) return notAvailable

  const weekly = input.weeklyHours
  const yesterdayText = entryFor(weekly, weekdayOffset(now.weekday, -1))
  const yesterday = parseHoursRange(yesterdayText)
  const carryOver: OpenStatusDetail | null =
    yesterdayText !== null &&
    yesterday !== null &&
    yesterday.close <= yesterday.open &&
    now.minutes < yesterday.close
      ? {
          isOpen: true,
          hoursText: yesterdayText.trim(),
          closesAt: formatTime(yesterday.close),
          opensAt: null,
        }
      : null

  const text = entryFor(weekly, now.weekday) ?? textOrNull(input.hoursToday)
  if (text === null) return carryOver ?? notAvailable

  if (isClosedText(text)) {
    return (
      carryOver ?? closedWithNextOpening(CLOSED_TODAY_TEXT, weekly, now.weekday)
    )
  }

  const hoursText = text.trim()
  const range = parseHoursRange(text)
  if (!range) {
    return (
      carryOver ?? { isOpen: false, hoursText, closesAt: null, opensAt: null }
    )
  }

  if (isWithinRange(range, now.minutes)) {
    return {
      isOpen: true,
      hoursText,
      closesAt: formatTime(range.close),
      opensAt: null,
    }
  }
  if (carryOver) return carryOver
  if (now.minutes < range.open) {
    return {
      isOpen: false,
      hoursText,
      closesAt: null,
      opensAt: formatTime(range.open),
    }
  }
  return closedWithNextOpening(hoursText, weekly, now.weekday)
}
