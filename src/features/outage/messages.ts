/** What an outage page says (src/README.md, Decisions: outages are outages). */
export const OUTAGE_MESSAGES = {
  title: 'Directory temporarily unavailable',
  unavailable:
    "We can't reach the directory right now. Please try again in a moment.",
  retry: 'Try again',
  emergency: 'If your child needs emergency care, call 911 now.',
} as const

/** 'Nov 25, 2026, 1:05 PM' in the visitor's zone. */
export function formatSavedAt(at: Date): string {
  return at.toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  })
}
