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
 * What the form says when it kept what the parent wrote, naming what
 * failed: the device is offline (no answer and `online` false: the caller
 * passes navigator.onLine), or the site's server (it failed, did not answer
 * in time, or could not be reached while the device is online). Either way
 * it goes out by itself, once; nothing to send again.
 */
export function keptText(
  outcome: { kind: string },
  what: 'message' | 'report',
  online: boolean,
): string {
  const offline = outcome.kind === 'unreachable' && !online
  if (what === 'message')
    return offline
      ? QUEUED_MESSAGE_TEXT
      : "Our server isn't working right now (your connection is fine). Your message is saved on this device and will be sent automatically — you don't need to send it again."
  return offline
    ? "You're offline. Your report is saved on this device and will be sent when you're back online."
    : "Our server isn't working right now (your connection is fine). Your report is saved on this device and will be sent automatically — you don't need to send it again."
}

/** What the contact form says when it opens with messages still waiting to go. */
export function waitingText(count: number): string {
  return count === 1
    ? "A message you wrote earlier is saved on this device and will be sent automatically — you don't need to send it again:"
    : `${count} messages you wrote earlier are saved on this device and will be sent automatically — you don't need to send them again:`
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
