/**
 * The pieces of a text that must never break across lines (SPEC's no-break
 * rule, issue 41): a phone number, a time with its AM/PM, and a distance with
 * its unit. Everything else may wrap where the browser likes (between the two
 * times of '7:00 AM - 7:00 PM', after 'Call').
 */
const WHOLE = new RegExp(
  [
    // 1-800-222-1222, (270) 575-2100, 270-575-2100
    String.raw`\b1-8\d\d-\d{3}-\d{4}\b`,
    String.raw`\(\d{3}\)[ \u00A0]?\d{3}-\d{4}\b`,
    String.raw`\b\d{3}-\d{3}-\d{4}\b`,
    // 7 AM, 7:30 PM, 7:30pm, 7 a.m. (not '2 Amigos')
    String.raw`\b\d{1,2}(?::\d{2})?[ \u00A0]?[AaPp]\.?[ \u00A0]?[Mm]\.?(?![A-Za-z])`,
    // 2.6 miles, 1 mile, 3 millas, 1 milla
    String.raw`\b\d+(?:\.\d+)?[ \u00A0](?:miles?|millas?)\b`,
  ].join('|'),
  'g',
)

export interface Segment {
  text: string
  /** true: this piece is kept on one line. */
  whole: boolean
}

/**
 * `text` cut into pieces, in order, that join back to `text` exactly; the
 * pieces to keep whole are marked.
 */
export function keepTogether(text: string): Segment[] {
  const out: Segment[] = []
  let at = 0
  for (const m of text.matchAll(WHOLE)) {
    const i = m.index
    if (i > at) out.push({ text: text.slice(at, i), whole: false })
    out.push({ text: m[0], whole: true })
    at = i + m[0].length
  }
  if (at < text.length) out.push({ text: text.slice(at), whole: false })
  return out
}
