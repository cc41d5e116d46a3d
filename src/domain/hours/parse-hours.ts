/**
 * Hours-text parsing ("8:00 AM - 8:00 PM", "Closed"). Pure functions:
 * every function returns a value (usually `null` for "unknown") and never
 * throws, whatever string it is given.
 */

/** An opening range in minutes since local midnight (0–1439 each). */
export interface HoursRange {
  open: number
  close: number
}

export const MINUTES_PER_DAY = 24 * 60

/**
 * One time of day: "8:00 AM", "8 AM", "8:30pm", "8a", "8:30 P", "a.m."/"p.m.",
 * or a 24-hour "20:00" when there is no suffix. Minutes must be two digits.
 */
const TIME_PATTERN = /^(\d{1,2})(?::(\d{2}))?\s*(?:([ap])\.?(?:m\.?)?)?$/i

/** Prefixes stripped before the range (spec: "Daily", "Mon-Fri", ...). */
const PREFIX_PATTERN =
  /^(?:daily|mon\s*-\s*fri|mon\s*-\s*sun|7\s+days\s+a\s+week)(?![a-z0-9])\s*:?\s*/i

/** En dash, em dash, figure dash, minus sign and similar: read as "-". */
const DASHES = /[\u2010-\u2015\u2212\uFE58\uFE63\uFF0D]/g

/**
 * Minutes since midnight for one time of day, or null when invalid.
 * With AM/PM (or A/P) the hour must be 1–12: 12 AM is 0:00, PM adds 12 unless
 * the hour is 12. Without a suffix the time is 24-hour (hour 0–23).
 * Minutes are always 0–59.
 */
export function parseTime(text: string): number | null {
  if (typeof text !== 'string') return null
  const match = TIME_PATTERN.exec(text.trim())
  if (!match) return null
  let hour = Number(match[1])
  const minute = match[2] === undefined ? 0 : Number(match[2])
  const suffix = match[3]?.toLowerCase()
  if (suffix !== undefined) {
    if (hour < 1 || hour > 12) return null
    if (suffix === 'a') hour = hour === 12 ? 0 : hour
    else hour = hour === 12 ? 12 : hour + 12
  }
  if (hour < 0 || hour > 23 || minute < 0 || minute > 59) return null
  return hour * 60 + minute
}

/**
 * Parses "8:00 AM - 8:00 PM" (optionally after "Daily", "Mon-Fri", "Mon-Sun" or
 * "7 Days a Week", with an optional colon) into minutes since midnight.
 * The rest must split on "-" (en/em dashes count as "-") into exactly two
 * valid times; anything else is unknown (null). `close <= open` is returned
 * as is: it means an overnight range.
 */
export function parseHoursRange(
  text: string | null | undefined,
): HoursRange | null {
  if (typeof text !== 'string') return null
  const rest = text.trim().replace(DASHES, '-').replace(PREFIX_PATTERN, '')
  const parts = rest.split('-')
  if (parts.length !== 2) return null
  const [first, second] = parts
  if (first === undefined || second === undefined) return null
  const open = parseTime(first)
  const close = parseTime(second)
  if (open === null || close === null) return null
  return { open, close }
}

/** True for missing, empty or blank hours, and for "Closed" (any case). */
export function isClosedText(text: string | null | undefined): boolean {
  if (typeof text !== 'string') return true
  const trimmed = text.trim()
  return trimmed === '' || trimmed.toLowerCase() === 'closed'
}

/**
 * Display form of a time: 'h AM' on the hour ('8 AM', '12 PM', '12 AM'),
 * otherwise 'h:mm PM' ('7:30 PM'). Values outside 0–1439 wrap around the day;
 * fractions are floored; a non-finite value gives ''.
 */
export function formatTime(minutes: number): string {
  if (typeof minutes !== 'number' || !Number.isFinite(minutes)) return ''
  const m =
    ((Math.floor(minutes) % MINUTES_PER_DAY) + MINUTES_PER_DAY) %
    MINUTES_PER_DAY
  const hour24 = Math.floor(m / 60)
  const minute = m % 60
  const suffix = hour24 < 12 ? 'AM' : 'PM'
  const hour12 = hour24 % 12 === 0 ? 12 : hour24 % 12
  return minute === 0
    ? `${hour12} ${suffix}`
    : `${hour12}:${String(minute).padStart(2, '0')} ${suffix}`
}
