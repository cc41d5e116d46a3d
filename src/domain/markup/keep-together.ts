/** A space the site writes between words: plain, no-break or narrow no-break. */
const SP = String.raw`[ \u00A0\u202F]`

/** A time with its AM/PM: 7 AM, 7:30 PM, 7:30pm, 7 a.m., 7 p. m. (not '2 Amigos'). */
const TIME = String.raw`\d{1,2}(?::\d{2})?${SP}?[AaPp]\.?${SP}?[Mm]\.?(?![A-Za-z])`

/**
 * The pieces of a text that must never break across lines (SPEC's no-break
 * rule, issues 41 and 48): a phone number; a time with its AM/PM and the
 * short words that lead into it ('Closes 6 PM', 'Cierra a las 7 PM', 'a la
 * 1:30 p. m.'); an amount with its unit ('19.6 miles', '50 millas', '(in 25
 * min)', '3 meses'); and a few short fixed phrases ('Suite 103', 'llame al
 * 911', 'Rayos X', 'Poison Control'). Everything else may wrap where the
 * browser likes (between the two times of '7:00 AM - 7:00 PM', after 'Call').
 */
/** Suite 103; call 911, llame al 911; Rayos X, Poison Control. */
const PHRASES = [
  // Suite 103, Ste. 4B, Unit 2
  String.raw`\b(?:Suite|Ste\.?|Unit)${SP}[\dA-Z][\w-]*`,
  // call 911, llame al 911, llamar al 911
  String.raw`\b(?:[Cc]all|[Ll]lame al|[Ll]lamar al|[Ll]lama al)${SP}911\b`,
  // Short fixed phrases read as one word.
  String.raw`\b(?:[Rr]ayos${SP}X|X-rays?|Poison${SP}Control|Control${SP}de${SP}Envenenamientos)(?![\p{L}])`,
].join('|')

const WHOLE = new RegExp(
  [
    // 1-800-222-1222, (270) 575-2100, 270-575-2100
    String.raw`\b1-8\d\d-\d{3}-\d{4}\b`,
    String.raw`\(\d{3}\)${SP}?\d{3}-\d{4}\b`,
    String.raw`\b\d{3}-\d{3}-\d{4}\b`,
    // Closes 6 PM, Opens 8 AM, until 7 PM, Cierra a las 7 PM, Abre a la 1
    // PM, hasta las 8 PM, a las 7:30 p. m.
    String.raw`(?:\b(?:[Cc]loses|[Oo]pens|until|[Cc]ierra|[Aa]bre|hasta)${SP})?(?:\b(?:a las|a la|las|at)${SP})?\b${TIME}`,
    // (in 25 min), (en 25 min)
    String.raw`\((?:in|en)${SP}\d+${SP}min\)`,
    // 2.6 miles, 1 mile, 3 millas, 1 milla, 25 min, 3 months, 2 años
    String.raw`\b\d+(?:\.\d+)?${SP}(?:miles?|millas?|minutes?|minutos?|min|months?|meses|mes|years?|años?|hours?|horas?)(?![\p{L}\d])`,
    PHRASES,
  ].join('|'),
  'gu',
)

/**
 * In running prose (town guides, legal pages, the 911 sentences) only the
 * short fixed phrases are kept whole: a time or an amount inside a sentence
 * may wrap as the sentence does.
 */
const PHRASE = new RegExp(PHRASES, 'gu')

export interface Segment {
  text: string
  /** true: this piece is kept on one line. */
  whole: boolean
}

/**
 * `text` cut into pieces, in order, that join back to `text` exactly; the
 * pieces to keep whole are marked (in `prose`, only the fixed phrases).
 */
export function keepTogether(text: string, prose = false): Segment[] {
  const out: Segment[] = []
  let at = 0
  for (const m of text.matchAll(prose ? PHRASE : WHOLE)) {
    const i = m.index
    if (i > at) out.push({ text: text.slice(at, i), whole: false })
    out.push({ text: m[0], whole: true })
    at = i + m[0].length
  }
  if (at < text.length) out.push({ text: text.slice(at), whole: false })
  return out
}
