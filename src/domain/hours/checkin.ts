/**
 * The last check-in before closing, against the clock: a clinic that
 * 'closes at 8' and stops checking patients in 30 minutes before is, at
 * 7:40, open but seeing no one new. Pure: the wall-clock time comes in.
 */
import { MINUTES_PER_DAY, formatTime } from './parse-hours'
import {
  minutesUntilClose,
  type CheckinStatus,
  type OpenStatusInput,
} from './open-status'
import type { ZonedTime } from './zoned-time'

/** How long before the last check-in a card says 'Check-in closing soon'. */
export const CHECKIN_SOON_MINUTES = 60

/**
 * How long before closing a card says 'Open Now · closes in 25 min' (from 60
 * minutes before, 6:00 PM for 7 PM, up to the last minute), with or without
 * a confirmed last check-in.
 */
export const CLOSING_SOON_MINUTES = 60

/**
 * The check-in of an open clinic whose last check-in is `minutesBefore`
 * closing: its time and phase ('soon' from CHECKIN_SOON_MINUTES before it up
 * to and including its minute; 'ended' after it). Null when the clinic is
 * not open or the minutes are unknown.
 */
export function checkinStatus(
  input: OpenStatusInput,
  now: ZonedTime | null,
  minutesBefore: number | null,
): CheckinStatus | null {
  if (minutesBefore === null || !now) return null
  const left = minutesUntilClose(input, now)
  if (left === null) return null
  const close = (now.minutes + left) % MINUTES_PER_DAY
  return {
    last: formatTime(close - minutesBefore),
    phase:
      left < minutesBefore
        ? 'ended'
        : left <= minutesBefore + CHECKIN_SOON_MINUTES
          ? 'soon'
          : 'open',
  }
}
