/**
 * The one terminal-safe printer. Every line an ops command prints passes
 * through `safeText` (processIo in cli.ts), whatever it carries: text from
 * the public, the geocoder, the database or a sheet is data, never
 * terminal input. Control characters (ESC, BEL, the C1 range, DEL) and
 * the bidirectional and line-separator controls become U+FFFD; line breaks
 * and tabs are kept.
 */

const UNSAFE =
  // Control characters are what this removes.
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u061C\u200E\u200F\u2028\u2029\u202A-\u202E\u2066-\u2069\uFEFF]/g

/** Text safe to print on a terminal; line breaks kept, or made spaces with `oneLine`. */
export function safeText(s: string, oneLine = false): string {
  const t = s.replace(/\r\n?/g, '\n').replace(UNSAFE, '\uFFFD')
  return oneLine ? t.replace(/\s*\n\s*/g, ' ') : t
}

/**
 * JSON for the terminal (`--json`): the same characters written as \u
 * escapes, so the output is safe and still parses back to the exact
 * strings.
 */
export const safeJson = (value: unknown): string =>
  JSON.stringify(value, null, 2).replace(
    UNSAFE,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  )

/**
 * Text from outside cut to `max` characters (an ellipsis says so), for
 * what the tools keep or show of it: reasons, notes, what a geocoder found.
 */
export const clip = (s: string, max: number): string =>
  s.length <= max ? s : `${s.slice(0, max - 1)}…`
