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
import { holidayOn, type HolidayName } from './holidays'
import { exceptionOn, type HoursException } from './hours-exceptions'

export const HOURS_NOT_AVAILABLE_TEXT = 'Hours not available'
const CLOSED_TODAY_TEXT = 'Closed today'

/**
 * A closed exception's day entry, read as the weekly hours' 'Closed' is
 * (isClosedText), never shown. Lower case: a value, not a text, so the
 * Spanish build leaves it as it is ('Cerrado' would read as hours that
 * cannot be parsed, and Christmas closed would not say 'Closed today').
 */
const CLOSED_ENTRY = 'closed'

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
  /** Today's listed holiday in the clinic's zone (holidays.ts), if any. */
  holiday?: HolidayName
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
  /** Confirmed dated exceptions (hours-exceptions.ts): they replace the weekday's hours on their day. */
  exceptions?: readonly HoursException[] | null
}

/**
 * A clinic's hours as the open-status rules read them, and whether it is
 * temporarily closed (its status), so every reader of the open status (the
 * badges, the map, the 'Open Now' filter, the soonest openings) leaves a
 * temporarily closed clinic out of what is open or opening.
 */
export function openStatusInput(
  clinic: Pick<Clinic, 'weeklyHours' | 'hours' | 'timezone'> &
    Partial<Pick<Clinic, 'status' | 'hoursExceptions'>>,
): OpenStatusInput {
  return {
    weeklyHours: clinic.weeklyHours,
    hoursToday: clinic.hours.today,
    timezone: clinic.timezone,
    temporarilyClosed: clinic.status === 'temporarily_closed',
    exceptions: clinic.hoursExceptions,
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

/**
 * The hours text of the day `offset` days from `now` (-1 yesterday, 1
 * tomorrow…): a confirmed exception's ('Closed' or its hours), else the
 * weekday's entry; null (unknown) for a day ahead that is a listed holiday
 * with no exception, since its hours are not confirmed.
 */
function dayEntry(
  input: OpenStatusInput,
  now: ZonedTime,
  offset: number,
): string | null {
  const e = exceptionOn(input.exceptions, now.day + offset)
  if (e) return e.hours ?? CLOSED_ENTRY
  if (offset > 0 && holidayOn(now.day + offset)) return null
  return entryFor(input.weeklyHours, weekdayOffset(now.weekday, offset))
}

/** Today's hours text: a confirmed exception's, else todayHoursText. */
function todayText(input: OpenStatusInput, now: ZonedTime): string | null {
  const e = exceptionOn(input.exceptions, now.day)
  return e ? (e.hours ?? CLOSED_ENTRY) : todayHoursText(input, now.weekday)
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
  input: OpenStatusInput,
  now: ZonedTime,
): { open: number; daysAhead: number; opensDay: Weekday } | null {
  for (let offset = 1; offset <= NEXT_OPENING_LOOKAHEAD_DAYS; offset += 1) {
    const day = weekdayOffset(now.weekday, offset)
    const entry = dayEntry(input, now, offset)
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
  input: OpenStatusInput,
  now: ZonedTime,
): OpenStatusDetail {
  const next = nextOpeningAfterToday(input, now)
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
  const holiday = holidayOn(now.day)
  const status = weeklyStatusAt(input, now, holiday)
  return holiday ? { ...status, holiday } : status
}

/** What an unconfirmed holiday's hours line says (holiday-text.ts words it for a card). */
export const HOLIDAY_NOT_CONFIRMED_TEXT =
  'Holiday hours not confirmed, call first'

/**
 * computeOpenStatusAt without the holiday's name. On a day with a
 * confirmed exception its hours or 'Closed' take the weekday's place
 * ('Holiday hours 9 AM - 1 PM', 'Closed today (Christmas Day)'). On a listed
 * holiday without one, what the weekly hours would call open is
 * 'usually-open' (never 'open'), and a later opening today is not promised.
 * An overnight range carried over from yesterday is confirmed only by
 * yesterday's own exception; otherwise it is 'usually-open' when yesterday
 * or today is a listed holiday.
 */
function weeklyStatusAt(
  input: OpenStatusInput,
  now: ZonedTime,
  holiday: HolidayName | null,
): OpenStatusDetail {
  const todayException = exceptionOn(input.exceptions, now.day)
  const unconfirmed = holiday !== null && !todayException
  const yesterdayText = dayEntry(input, now, -1)
  const yesterday = parseHoursRange(yesterdayText)
  const carryOver: OpenStatusDetail | null =
    yesterdayText !== null &&
    yesterday !== null &&
    yesterday.close <= yesterday.open &&
    now.minutes < yesterday.close
      ? exceptionOn(input.exceptions, now.day - 1)
        ? open(`Holiday hours ${yesterdayText.trim()}`, yesterday.close)
        : unconfirmed || holidayOn(now.day - 1)
          ? USUALLY_OPEN
          : open(yesterdayText.trim(), yesterday.close)
      : null

  const text = todayText(input, now)
  if (text === null) return carryOver ?? NOT_AVAILABLE

  if (isClosedText(text)) {
    return (
      carryOver ??
      closedWithNextOpening(
        todayException && holiday
          ? `${CLOSED_TODAY_TEXT} (${holiday})`
          : CLOSED_TODAY_TEXT,
        input,
        now,
      )
    )
  }

  const hoursText = todayException
    ? `Holiday hours ${text.trim()}`
    : text.trim()
  const range = parseHoursRange(text)
  if (!range) return carryOver ?? closed(hoursText, null)

  if (isWithinRange(range, now.minutes)) {
    // The small hours of today's overnight range are yesterday evening's:
    // after a holiday or an exception day, that day decides.
    const yesterdayException = exceptionOn(input.exceptions, now.day - 1)
    if (
      range.close <= range.open &&
      now.minutes < range.close &&
      (yesterdayException || holidayOn(now.day - 1))
    )
      return (
        carryOver ??
        (yesterdayException
          ? closed(hoursText, formatTime(range.open))
          : USUALLY_OPEN)
      )
    return unconfirmed ? USUALLY_OPEN : open(hoursText, range.close)
  }
  if (carryOver) return carryOver
  if (now.minutes < range.open)
    return unconfirmed
      ? closed(HOLIDAY_NOT_CONFIRMED_TEXT, null)
      : closed(hoursText, formatTime(range.open))
  return closedWithNextOpening(hoursText, input, now)
}

/**
 * A clinic whose weekly hours say open now, on a listed holiday nobody
 * confirmed its hours for: not 'Open Now' (call first), and no closing time.
 */
const USUALLY_OPEN: OpenStatusDetail = {
  state: 'usually-open',
  isOpen: false,
  hoursText: HOLIDAY_NOT_CONFIRMED_TEXT,
  closesAt: null,
  opensAt: null,
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
  const text = todayText(input, now)
  const today = isClosedText(text) ? null : parseHoursRange(text)
  if (today && now.minutes < today.open) return today.open - now.minutes
  const next = nextOpeningAfterToday(input, now)
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
