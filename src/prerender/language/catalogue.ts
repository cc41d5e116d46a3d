/**
 * The shape of a language's catalogue (src/prerender/language/README.md). The English
 * source is the key: `texts` maps an English interface text, exactly as
 * the code writes it (trimmed; a template's `${}` parts as {0}, {1}…), to
 * the other language's; `inFile` does the same for one file only (a word
 * that reads differently there, a path); `notText` names what looks like
 * words but no visitor ever reads (build messages, identifiers).
 */
export interface Catalogue {
  texts: Record<string, string>
  inFile?: Record<string, Record<string, string>>
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
      if (Object.hasOwn(out.texts, k) && out.texts[k] !== v)
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
