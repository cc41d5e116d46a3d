/*
 * The words of the offline and update notices (README: works on a weak
 * signal). Pure: the date and the time zone come in as arguments.
 */

/** 'Nov 25, 2026, 1:05 PM' (as the outage notice writes it) in the given zone, the device's by default. */
export function formatSavedAt(at: Date, timeZone?: string): string | null {
  if (Number.isNaN(at.getTime())) return null
  return at.toLocaleString('en-US', {
    timeZone,
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  })
}

/** The offline notice; without a known date it never invents one. */
export function offlineNoticeText(
  savedAt: Date | null,
  timeZone?: string,
): string {
  const when = savedAt ? formatSavedAt(savedAt, timeZone) : null
  return when
    ? `You're offline. Showing the directory as saved on ${when}. Call the clinic to confirm before you go.`
    : "You're offline. Showing the directory as saved on this device. Call the clinic to confirm before you go."
}

/** Online, but the live read failed and the service worker's copy is shown. */
export function copyNoticeText(savedAt: Date, timeZone?: string): string {
  const when = formatSavedAt(savedAt, timeZone)
  return `We can't reach the directory right now. Showing the directory as saved on ${when ?? 'this device'}. Call the clinic to confirm before you go.`
}

export const UPDATE_NOTICE_TEXT = 'A new version is available'
export const QUEUED_MESSAGE_TEXT =
  "You're offline. Your message is saved on this device and will be sent when you're back online."

/**
 * What the form says when it kept what the parent wrote: offline (no answer
 * at all), or the site's server failed or did not answer in time. Either
 * way it goes out by itself, once; nothing to send again.
 */
export function keptText(
  outcome: { kind: string },
  what: 'message' | 'report',
): string {
  return outcome.kind === 'unreachable'
    ? `You're offline. Your ${what} is saved on this device and will be sent when you're back online.`
    : `We couldn't send your ${what} just now. It is saved on this device and will be sent automatically — you don't need to send it again.`
}

/**
 * When the directory on screen was saved: the date a kept copy carries
 * (the service worker's x-saved-at), else the time of a fresh read, never
 * later than now. Null when the text is not a date.
 */
export function parseSavedAt(text: string | null | undefined): Date | null {
  if (!text) return null
  const t = Date.parse(text)
  return Number.isFinite(t) ? new Date(t) : null
}
