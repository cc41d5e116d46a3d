/**
 * Colours of the 'Open Now' (green) and 'Closed' (red) badges, shared by
 * every badge so one unit test can hold their text contrast to WCAG AA.
 */
export const OPEN_STATUS_CLASSES = {
  open: 'bg-green-100 text-green-900 ring-1 ring-green-700',
  closed: 'bg-red-50 text-red-900 ring-1 ring-red-700',
} as const
