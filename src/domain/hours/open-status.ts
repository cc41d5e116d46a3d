/**
 * Clinic open / closed. Pure: the instant is always passed
 * in, and the result depends only on that instant, the clinic's hours and the
 * clinic's time zone (never on the zone of the machine running the code).
 * No function here throws, whatever strings it is given.
 */
import {
  DEFAULT_TIMEZONE,
  WEEKDAYS,
  type Clinic,
  type OpenStatus,
  type Weekday,
  type WeeklyHours,
} from '../clinic'
import {
  MINUTES_PER_DAY,
  formatTime,
  isClosedText,
  parseHoursRange,
  type HoursRange,
} from './parse-hours'
import { isValidTimeZone, zonedTime, type ZonedTime } from './zoned-time'

export const HOURS_NOT_AVAILABLE_TEXT = 'Hours not available'
const CLOSED_TODAY_TEXT = 'Closed today'

/** How many following days are searched for the next opening. */
const NEXT_OPENING_LOOKAHEAD_DAYS = 7

/** OpenStatus plus the weekday of the next opening when it is not today. */
export interface OpenStatusDetail extends OpenStatus {
  /**
   * Set only when closed and the next opening (`opensAt`) is on a following
   * day; absent when it is later today or unknown.
   */
  opensDay?: Weekday
  /** With `opensDay`: whether that is the following day. */
  tomorrow?: boolean
  /**
   * Set only when open and the clinic's last check-in before closing is
   * confirmed (domain/before-you-go-text.ts, checkinStatus).
   */
  checkin?: CheckinStatus
  /**
   * Set only when open and closing within the hour (hours/checkin.ts,
   * CLOSING_SOON_MINUTES): the minutes left, 1 to 60.
   */
  closesIn?: number
}

/**
 * The last check-in of an open clinic: its time ('7:30 PM') and where now
 * stands: 'open' (more than CHECKIN_SOON_MINUTES before it), 'soon' (within
 * them, up to and including the last check-in minute), 'ended' (after it,
 * before closing: open, but seeing no one new).
 */
export interface CheckinStatus {
  last: string
  phase: 'open' | 'soon' | 'ended'
}

export interface OpenStatusInput {
  weeklyHours?: Partial<WeeklyHours> | null
  /** The stored "today" hours text, used when the weekday entry is absent. */
  hoursToday?: string | null
  /** IANA zone of the clinic; invalid or missing means America/New_York. */
  timezone?: string | null
  /** A check found the clinic closed for now: never open, no next opening. */
  temporarilyClosed?: boolean
}

/**
 * A clinic's hours as the open-status rules read them, and whether it is
 * temporarily closed (its status), so every reader of the open status (the
 * badges, the map, the 'Open Now' filter, the soonest openings) leaves a
 * temporarily closed clinic out of what is open or opening.
 */
export function openStatusInput(
  clinic: Pick<Clinic, 'weeklyHours' | 'hours' | 'timezone'> &
    Partial<Pick<Clinic, 'status'>>,
): OpenStatusInput {
  return {
    weeklyHours: clinic.weeklyHours,
    hoursToday: clinic.hours.today,
    timezone: clinic.timezone,
    temporarilyClosed: clinic.status === 'temporarily_closed',
  }
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
 * Today's hours text on `weekday` (the clinic's weekday now, from
 * clinicWallClock): that day's entry when present, else the stored today's
 * text, else null. An empty-string entry counts as present (it means
 * closed). With no weekday (an invalid instant) the stored today's text.
 */
export function todayHoursText(
  input: Pick<OpenStatusInput, 'weeklyHours' | 'hoursToday'>,
  weekday: Weekday | null,
): string | null {
  const entry = weekday ? entryFor(input.weeklyHours, weekday) : null
  return entry ?? textOrNull(input.hoursToday)
}

/** A normal range is open when open <= now < close; an overnight one when now >= open or now < close. */
function isWithinRange(range: HoursRange, minutes: number): boolean {
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
): { open: number; daysAhead: number; opensDay: Weekday } | null {
  for (let offset = 1; offset <= NEXT_OPENING_LOOKAHEAD_DAYS; offset += 1) {
    const day = weekdayOffset(today, offset)
    const entry = entryFor(weeklyHours, day)
    if (entry === null) return null
    if (isClosedText(entry)) continue
    const range = parseHoursRange(entry)
    if (!range) return null
    return { open: range.open, daysAhead: offset, opensDay: day }
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
        state: 'closed',
        isOpen: false,
        hoursText,
        closesAt: null,
        opensAt: formatTime(next.open),
        opensDay: next.opensDay,
        tomorrow: next.daysAhead === 1,
      }
    : closed(hoursText, null)
}

function closed(hoursText: string, opensAt: string | null): OpenStatusDetail {
  return { state: 'closed', isOpen: false, hoursText, closesAt: null, opensAt }
}

function open(hoursText: string, close: number): OpenStatusDetail {
  return {
    state: 'open',
    isOpen: true,
    hoursText,
    closesAt: formatTime(close),
    opensAt: null,
  }
}

/** What a temporarily closed clinic's hours line says instead of its hours. */
export const TEMPORARILY_CLOSED_TEXT = 'Closed for now — call before you go'

/** The status of a temporarily closed clinic, at any instant. */
export const TEMPORARILY_CLOSED: OpenStatusDetail = {
  state: 'temporarily-closed',
  isOpen: false,
  hoursText: TEMPORARILY_CLOSED_TEXT,
  closesAt: null,
  opensAt: null,
}

const NOT_AVAILABLE: OpenStatusDetail = {
  state: 'unknown',
  isOpen: false,
  hoursText: HOURS_NOT_AVAILABLE_TEXT,
  closesAt: null,
  opensAt: null,
}

/**
 * The wall-clock weekday and minutes of `at` in the input's zone (invalid or
 * missing zone → America/New_York), or null for an invalid Date. Callers that
 * evaluate many clinics at one instant work this out once per zone and pass
 * it to computeOpenStatusAt.
 */
export function clinicWallClock(
  timeZone: string | null | undefined,
  at: Date,
): ZonedTime | null {
  return safeZonedTime(at, resolveTimeZone(timeZone))
}

/**
 * Computes Open Now / Closed / Hours unknown and the next closing or opening
 * time. A temporarily closed clinic is 'Temporarily closed' at every instant
 * (no closing, no next opening), whatever its hours say.
 *
 * Open when today's hours text (todayHoursText) is a range holding the
 * clinic's wall-clock time now (isWithinRange); closed when it says closed or
 * cannot be read. Further:
 * - 'Hours unknown' (state 'unknown') when there is no text for today at all:
 *   no weekday entry and no stored today's text (and no overnight carry-over).
 *   Present text that cannot be parsed is closed, with the raw text shown.
 * - Overnight carry-over: when YESTERDAY's weekly entry is an overnight range
 *   (close <= open) and now < its close, the clinic is open (e.g. Friday
 *   "6:00 PM - 2:00 AM" makes Saturday 1:00 AM open, whatever Saturday's own
 *   entry says: "Closed", absent, unparseable, or a range that has not
 *   started). Then hoursText is yesterday's range text (the range in effect)
 *   and closesAt its close. If today's own range already says open, today's
 *   range wins (its text and close are shown). The carry-over only ever turns
 *   a "closed" into "open"; the overnight rule for today's own entry (open
 *   when now >= open or now < close) is kept unchanged. Only weekly entries can
 *   carry over; the stored today's text has no "yesterday".
 * - When closed, opensAt is today's opening if it is still ahead, else the
 *   first opening on a following day (1–7 days ahead) from the weekly
 *   entries, with `opensDay` naming that day; null when unknown (an absent or
 *   unparseable day comes first, or no weekly hours).
 * - hoursText is the trimmed text for parseable and unparseable hours.
 * - An invalid Date gives 'Hours not available' (state 'unknown').
 * Times are wall-clock times in the clinic's zone: on DST change days the
 * repeated hour is evaluated twice by its wall-clock time and the skipped hour
 * never occurs.
 */
export function computeOpenStatus(
  input: OpenStatusInput,
  at: Date,
): OpenStatusDetail {
  return computeOpenStatusAt(input, clinicWallClock(input.timezone, at))
}

/** computeOpenStatus at a wall-clock time already worked out for the zone. */
export function computeOpenStatusAt(
  input: OpenStatusInput,
  now: ZonedTime | null,
): OpenStatusDetail {
  if (input.temporarilyClosed) return TEMPORARILY_CLOSED
  if (!now) return NOT_AVAILABLE

  const weekly = input.weeklyHours
  const yesterdayText = entryFor(weekly, weekdayOffset(now.weekday, -1))
  const yesterday = parseHoursRange(yesterdayText)
  const carryOver: OpenStatusDetail | null =
    yesterdayText !== null &&
    yesterday !== null &&
    yesterday.close <= yesterday.open &&
    now.minutes < yesterday.close
      ? open(yesterdayText.trim(), yesterday.close)
      : null

  const text = todayHoursText(input, now.weekday)
  if (text === null) return carryOver ?? NOT_AVAILABLE

  if (isClosedText(text)) {
    return (
      carryOver ?? closedWithNextOpening(CLOSED_TODAY_TEXT, weekly, now.weekday)
    )
  }

  const hoursText = text.trim()
  const range = parseHoursRange(text)
  if (!range) return carryOver ?? closed(hoursText, null)

  if (isWithinRange(range, now.minutes)) return open(hoursText, range.close)
  if (carryOver) return carryOver
  if (now.minutes < range.open) return closed(hoursText, formatTime(range.open))
  return closedWithNextOpening(hoursText, weekly, now.weekday)
}

/**
 * Minutes from `at` until the clinic next opens, by the same rules as
 * computeOpenStatus: 0 when open now; today's opening when still ahead; else
 * the first opening 1–7 days ahead from the weekly entries. Null when that is
 * not known (no hours, unparseable text, an absent day first) or `at` is not
 * a valid Date. Wall-clock minutes: a DST change in between is not counted.
 */
export function minutesUntilOpen(
  input: OpenStatusInput,
  at: Date,
): number | null {
  const now = clinicWallClock(input.timezone, at)
  const status = computeOpenStatusAt(input, now)
  if (!now) return null
  if (status.state === 'open') return 0
  if (status.state !== 'closed' || status.opensAt === null) return null
  const text = todayHoursText(input, now.weekday)
  const today = isClosedText(text) ? null : parseHoursRange(text)
  if (today && now.minutes < today.open) return today.open - now.minutes
  const next = nextOpeningAfterToday(input.weeklyHours, now.weekday)
  return next
    ? next.daysAhead * MINUTES_PER_DAY + next.open - now.minutes
    : null
}

/**
 * Minutes from `now` until an open clinic closes (1 to 1440), by the range
 * in effect (today's, or yesterday's overnight range); null when not open.
 */
export function minutesUntilClose(
  input: OpenStatusInput,
  now: ZonedTime | null,
): number | null {
  const status = computeOpenStatusAt(input, now)
  if (!now || status.state !== 'open') return null
  // An open status's text is the range in effect.
  const range = parseHoursRange(status.hoursText)
  if (!range) return null
  return (
    ((((range.close - now.minutes - 1) % MINUTES_PER_DAY) + MINUTES_PER_DAY) %
      MINUTES_PER_DAY) +
    1
  )
}

/**
 * 'Opens 8 AM' (later today), 'Opens tomorrow 7 AM' (the following day) or
 * 'Opens Monday 8 AM' (a day after that) when the status is closed with a
 * known next opening; otherwise null.
 */
export function opensText(status: OpenStatusDetail): string | null {
  if (status.isOpen || status.opensAt === null) return null
  const day = status.opensDay
    ? `${status.opensDay.charAt(0).toUpperCase()}${status.opensDay.slice(1)} `
    : ''
  return `Opens ${status.tomorrow ? 'tomorrow ' : day}${status.opensAt}`
}
