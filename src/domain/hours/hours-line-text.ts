import type { WeeklyHours } from '../clinic'
import {
  HOURS_NOT_AVAILABLE_TEXT,
  opensText,
  type OpenStatusDetail,
} from './open-status'

/**
 * The one wording for unknown hours, everywhere a parent reads it (the status
 * badge, a card, a map popup, the clinic page): never 'Call for hours', which
 * a clinic without a phone number on file cannot answer.
 */
export const HOURS_UNKNOWN_TEXT = 'Hours unknown'

/**
 * Today's hours with '• Closes {time}' / '• Opens {day} {time}', as a card
 * and a map popup show them ('Hours unknown' when there is no text); a
 * closing within the hour says how soon: '• Closes 7 PM (in 25 min)'; a
 * confirmed last check-in follows the closing: '• Closes 8 PM · last
 * check-in 7:30 PM'.
 */
export function hoursLineText(status: OpenStatusDetail): string {
  const text =
    status.hoursText === HOURS_NOT_AVAILABLE_TEXT
      ? HOURS_UNKNOWN_TEXT
      : status.hoursText
  const opens = opensText(status)
  return (
    text +
    (status.isOpen && status.closesAt ? ` • Closes ${status.closesAt}` : '') +
    (status.closesIn ? ` (in ${status.closesIn} min)` : '') +
    (status.checkin ? ` · last check-in ${status.checkin.last}` : '') +
    (opens ? ` • ${opens}` : '')
  )
}

/**
 * Characters of a card's hours line that fit on one line of the narrowest
 * card (a 360 px phone: about 280 px of text at 16 px); a longer line may
 * wrap to a second one.
 */
export const HOURS_LINE_ONE_LINE_CHARS = 34

/**
 * Whether the hours line of a clinic with these weekly hours may need two
 * lines at some instant: its longest day's hours with the longest ending
 * the line can have ('• Opens Wednesday 12:30 PM', '• Closes 12:30 PM (in
 * 60 min)'). The line is drawn only once the clock is known (after
 * hydration), so its place is kept at the height it may need: a second line
 * arriving with the clock would push the card's next lines down (a layout
 * shift: Henderson's town page, Saturday 8:55 PM, on a 412 px phone).
 */
export function hoursLineMayWrap(weekly: WeeklyHours): boolean {
  const longest = Math.max(
    0,
    ...Object.values(weekly).map((t) => t?.trim().length ?? 0),
  )
  // No hours on any day: 'Hours unknown', never an opening or a closing.
  if (longest === 0) return false
  // The longest ending, in characters: ' • Closes 12:30 PM (in 60 min)'
  // (30; ' • Opens Wednesday 12:30 PM' is 27).
  return longest + 30 > HOURS_LINE_ONE_LINE_CHARS
}
