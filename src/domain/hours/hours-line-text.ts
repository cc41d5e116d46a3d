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
