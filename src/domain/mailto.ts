/**
 * mailto: links that carry what a parent wrote (built-in mode: no backend
 * to send to, so the parent's own mail app sends it). Pure.
 */
import { wellFormed } from './contact'

/**
 * The longest link written: many mail apps (and Windows' URL handlers) drop
 * or cut a mailto: URL of more than about 2,000 characters.
 */
export const MAILTO_MAX_LENGTH = 2000

/** Where a cut body ends; the form says so next to the link. */
export const CUT_MARK = ' […]'

export interface Mailto {
  href: string
  /** The body was too long for one link: it holds its beginning, then CUT_MARK. */
  cut: boolean
}

/**
 * A mailto: link with the subject and the body written in, at most `max`
 * characters long. A body too long for it is cut (at a word near the limit
 * when there is one) and ends in CUT_MARK; the subject is never cut.
 */
export function mailtoLink(
  to: string,
  subject: string,
  body: string,
  max: number = MAILTO_MAX_LENGTH,
): Mailto {
  const head = `mailto:${to}?subject=${encodeURIComponent(wellFormed(subject))}&body=`
  const text = wellFormed(body)
  const full = head + encodeURIComponent(text)
  if (full.length <= max) return { href: full, cut: false }
  let room = max - head.length - encodeURIComponent(CUT_MARK).length
  let kept = ''
  for (const c of text) {
    const size = encodeURIComponent(c).length
    if (size > room) break
    room -= size
    kept += c
  }
  // End at a word when one ends within the last 40 characters.
  const space = kept.search(/\s\S*$/)
  if (space > 0 && space >= kept.length - 40) kept = kept.slice(0, space)
  return {
    href: head + encodeURIComponent(kept.trimEnd() + CUT_MARK),
    cut: true,
  }
}

/** The subject of a message written with none (built-in mode's link). */
export const DEFAULT_MAIL_SUBJECT =
  'A message from the pediatric urgent care directory'

/**
 * Built-in mode's contact link: the subject and the message the parent
 * typed (their mail app sends it from their own name and address).
 */
export function contactMailto(
  to: string,
  msg: { subject: string; message: string },
): Mailto {
  return mailtoLink(
    to,
    msg.subject.trim() || DEFAULT_MAIL_SUBJECT,
    msg.message.trim(),
  )
}
