/**
 * Text rules every function applies to what a visitor typed (the contact
 * form and the listing report): invalid Unicode repaired, control and
 * bidirectional formatting characters removed, lengths counted in characters
 * (code points, as PostgreSQL's char_length counts them, not UTF-16 units).
 * HTML is not touched: everything is stored and e-mailed as plain text.
 */

/** Lone UTF-16 surrogates become U+FFFD (String.prototype.toWellFormed). */
export function wellFormed(s: string): string {
  return s.replace(/[\uD800-\uDFFF]/gu, '\uFFFD')
}

/** Length in characters (code points), not UTF-16 units. */
export function charCount(s: string): number {
  return Array.from(s).length
}

/**
 * The embedding, override and isolate controls (U+202A–U+202E,
 * U+2066–U+2069): invisible, and able to show a text in another order than
 * the one it is stored in. Marks (U+200E, U+200F, U+061C) stay: they are
 * part of right-to-left writing.
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/gu

/**
 * A one-line value (it may end up in an e-mail header): every control
 * character (CR, LF, tab, NUL, C1) and the Unicode line/paragraph separators
 * become one space; bidirectional controls go.
 */
export function headerSafe(s: string): string {
  return s
    .replace(BIDI_CONTROLS, '')
    .replace(/[\p{Cc}\u2028\u2029]+/gu, ' ')
    .replace(/ {2,}/g, ' ')
    .trim()
}

/** A free text keeps its lines and tabs; other control characters go. */
export function bodySafe(s: string): string {
  return s
    .replace(BIDI_CONTROLS, '')
    .replace(/\r\n?/g, '\n')
    .replace(/[^\P{Cc}\n\t]/gu, '')
    .trim()
}

/** The WHATWG (input type=email) format, the same check as the forms'. */
export const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/

/** The longest address a mailbox can have (RFC 5321 path limit). */
export const EMAIL_MAX = 254
