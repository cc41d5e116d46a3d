import type { OpenStatusDetail } from '@/domain/hours/open-status'

/**
 * Colours of the 'Open Now' (green), 'Closed' (red), 'Hours unknown'
 * (neutral grey) and 'Temporarily closed' (calm amber) badges, shared by
 * every badge so one unit test can hold their text contrast to WCAG AA. Each
 * badge also says its state in words.
 */
export const OPEN_STATUS_CLASSES = {
  open: 'bg-green-100 text-green-900 ring-1 ring-green-700',
  closed: 'bg-red-50 text-red-900 ring-1 ring-red-700',
  unknown: 'bg-slate-100 text-slate-800 ring-1 ring-slate-500',
  'temporarily-closed': 'bg-amber-50 text-amber-950 ring-1 ring-amber-700',
  // On a holiday nobody confirmed: the same calm amber, never green.
  'usually-open': 'bg-amber-50 text-amber-950 ring-1 ring-amber-700',
} as const

/**
 * An open clinic's badge when its last check-in is near or past
 * (domain/hours/checkin.ts): amber 'Check-in closing soon', red 'Check-in
 * closed' (open, but seeing no one new).
 */
export const CHECKIN_CLASSES = {
  soon: OPEN_STATUS_CLASSES['temporarily-closed'],
  ended: OPEN_STATUS_CLASSES.closed,
} as const

export const CHECKIN_LABELS = {
  soon: 'Check-in closing soon',
  ended: 'Check-in closed',
} as const

export const OPEN_STATUS_LABELS = {
  open: 'Open Now',
  closed: 'Closed',
  unknown: 'Hours unknown',
  'temporarily-closed': 'Temporarily closed',
  'usually-open': 'Usually open now',
} as const

/**
 * The status badge's least width: it fits the longest label but
 * 'Temporarily closed' ('Usually open now' included: at 144 px its arrival
 * on Christmas Day pushed the clinic page's 'Walk-ins Welcome' 11 px
 * aside), so the badge keeps its size from the empty placeholder to the
 * label; a wider label (another font) grows it rather than spilling out or
 * wrapping (the no-break rule).
 */
export const OPEN_STATUS_MIN_WIDTH = 'min-w-40'

/**
 * What a status badge says (every place that shows one: cards, the clinic
 * page, 'Other clinics', map popups): 'Check-in closing soon' / 'Check-in
 * closed' for an open clinic past or near its confirmed last check-in; else
 * 'Open Now · closes in 25 min' (amber) within the last hour before
 * closing; else the state.
 */
export function badgeOf(
  status: Pick<OpenStatusDetail, 'state' | 'checkin' | 'closesIn'>,
): {
  label: string
  classes: string
  checkin?: 'soon' | 'ended'
} {
  const phase = status.checkin?.phase
  if (phase === 'soon' || phase === 'ended')
    return {
      label: CHECKIN_LABELS[phase],
      classes: CHECKIN_CLASSES[phase],
      checkin: phase,
    }
  if (status.closesIn)
    return {
      label: `Open Now · closes in ${status.closesIn} min`,
      classes: CHECKIN_CLASSES.soon,
    }
  return {
    label: OPEN_STATUS_LABELS[status.state],
    classes: OPEN_STATUS_CLASSES[status.state],
  }
}
