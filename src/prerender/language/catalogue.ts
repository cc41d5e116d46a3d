/**
 * The shape of a language's catalogue (src/prerender/language/README.md). The English
 * source is the key: `texts` maps an English interface text, exactly as
 * the code writes it (trimmed; a template's `${}` parts as {0}, {1}…), to
 * the other language's; `inFile` does the same for one file only (a word
 * that reads differently there, a path); `notText` names what looks like
 * words but no visitor ever reads (build messages, identifiers).
 */
export interface Catalogue {
  texts: Record<string, Translation>
  inFile?: Record<string, Record<string, Translation>>
  /** Per file: `true` (nothing in it is interface text) or its non-texts. */
  notText?: Record<string, true | string[]>
  /**
   * Per file: [English source, other language's source] pairs, each found
   * exactly once, for what is not a text (`lang="en"` on clinic data, a
   * date format). Applied before the texts; the build stops when one no
   * longer matches.
   */
  patches?: Record<string, Array<[string, string]>>
}

/**
 * A translation whose words agree with a number of the English text (a
 * template's placeholder): `one` when that number is 1, `other` otherwise
 * ('un círculo de 1 milla' / 'de 10 millas' for the English 'a {1}-mile
 * circle', which does not change). Both forms keep every placeholder.
 */
export interface PluralText {
  one: string
  other: string
  /** The placeholder that holds the number: {0} unless said. */
  count?: number
}

export type Translation = string | PluralText

export function isPlural(t: Translation): t is PluralText {
  return typeof t === 'object'
}

export type PluralForm = 'one' | 'other'

/**
 * The form a number takes, in English and in Spanish alike: 'one' for
 * exactly 1 ('1 mile', '1 milla'; also '1.0' written from a number), 'other'
 * for every other number ('0 miles', '0.5 millas', '1.5 miles', '2 millas').
 * CLDR's cardinal rules for the numbers this site writes (en: i = 1 and
 * v = 0; es: n = 1; es 'many', a million and up, reads as 'other' here).
 */
export function pluralForm(n: number | string): PluralForm {
  return Number(n) === 1 ? 'one' : 'other'
}

/**
 * The same test as source code, for the build to write into a translated
 * template: `expression` is the placeholder's own expression.
 */
export function pluralTest(expression: string): string {
  return `Number(${expression}) === 1`
}

/** `code` with `patches` applied; throws when one does not match exactly once. */
export function applyPatches(
  code: string,
  file: string,
  patches: Array<[string, string]> | undefined,
): string {
  let out = code
  for (const [from, to] of patches ?? []) {
    const first = out.indexOf(from)
    if (first < 0 || out.indexOf(from, first + 1) >= 0)
      throw new Error(
        `${file}: a language patch must match exactly once (${first < 0 ? 'no match' : 'several'}): ${JSON.stringify(from)}`,
      )
    out = out.slice(0, first) + to + out.slice(first + from.length)
  }
  return out
}

/** One catalogue of several; a key written twice differently is an error. */
export function mergeCatalogues(parts: Record<string, Catalogue>): Catalogue {
  const out: Required<Catalogue> = {
    texts: {},
    inFile: {},
    notText: {},
    patches: {},
  }
  const where: Record<string, string> = {}
  for (const [name, part] of Object.entries(parts)) {
    for (const [k, v] of Object.entries(part.texts)) {
      if (
        Object.hasOwn(out.texts, k) &&
        JSON.stringify(out.texts[k]) !== JSON.stringify(v)
      )
        throw new Error(
          `"${k}" is translated twice, differently: in ${where[k]} and ${name}`,
        )
      out.texts[k] = v
      where[k] = name
    }
    for (const [file, texts] of Object.entries(part.inFile ?? {}))
      out.inFile[file] = { ...out.inFile[file], ...texts }
    for (const [file, list] of Object.entries(part.patches ?? {}))
      out.patches[file] = [...(out.patches[file] ?? []), ...list]
    for (const [file, list] of Object.entries(part.notText ?? {})) {
      const had = out.notText[file]
      out.notText[file] =
        list === true || had === true ? true : [...(had ?? []), ...list]
    }
  }
  return out
}
