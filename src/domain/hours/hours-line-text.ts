import {
  HOURS_NOT_AVAILABLE_TEXT,
  opensText,
  type OpenStatusDetail,
} from './open-status'

/**
 * Today's hours with '• Closes {time}' / '• Opens {day} {time}', as a card
 * and a map popup show them ('Call for hours' when there is no text).
 */
export function hoursLineText(status: OpenStatusDetail): string {
  const text =
    status.hoursText === HOURS_NOT_AVAILABLE_TEXT
      ? 'Call for hours'
      : status.hoursText
  const opens = opensText(status)
  return (
    text +
    (status.isOpen && status.closesAt ? ` • Closes ${status.closesAt}` : '') +
    (opens ? ` • ${opens}` : '')
  )
}
