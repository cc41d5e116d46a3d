/**
 * What a language's catalogue lacks and what it holds for nothing: the
 * parity check (tests/unit/i18n/parity.test.ts) and `npm run i18n:check`.
 *   missing — a readable interface text of the source with no translation
 *             (and not named in `notText`);
 *   stale   — a translation whose English text is no longer in the source.
 * A file with an `x.es.ts` sibling is not read: the sibling is the
 * translation.
 */
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { applyPatches, type Catalogue } from './catalogue.ts'
import { siblingFile, type SiteLanguage } from './plugin.ts'
import { findTexts } from './texts.ts'

export interface Gap {
  file: string
  line: number
  key: string
}

/** Source files that go into the site's pages (not tests, not the build). */
export function interfaceFiles(root: string): string[] {
  return execFileSync('git', ['ls-files', '-co', '--exclude-standard', 'src'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter(
      (f) =>
        /\.tsx?$/.test(f) &&
        !/\.d\.ts$/.test(f) &&
        !/\.(es)\.tsx?$/.test(f) &&
        !f.startsWith('src/prerender/') &&
        !f.includes('/builtin/generated/'),
    )
}

export function catalogueReport(
  root: string,
  catalogue: Catalogue,
  lang: SiteLanguage,
): { missing: Gap[]; stale: string[] } {
  const missing: Gap[] = []
  const stale: string[] = []
  const seen = new Set<string>()
  const seenInFile = new Set<string>()
  for (const file of interfaceFiles(root)) {
    const abs = path.join(root, file)
    if (siblingFile(abs, lang)) continue
    const not = catalogue.notText?.[file]
    const local = catalogue.inFile?.[file] ?? {}
    let code = readFileSync(abs, 'utf8')
    try {
      code = applyPatches(code, file, catalogue.patches?.[file])
    } catch (e) {
      stale.push((e as Error).message)
    }
    for (const t of findTexts(code, abs)) {
      seen.add(t.key)
      const known = (o: Record<string, unknown>) => Object.hasOwn(o, t.key)
      if (known(local)) seenInFile.add(`${file}\u0000${t.key}`)
      if (!t.readable || t.hidden || not === true) continue
      if (known(local) || known(catalogue.texts)) continue
      if (not?.includes(t.key)) continue
      missing.push({ file, line: t.line, key: t.key })
    }
  }
  // index.html's texts (its <noscript>) are translated by the plugin too
  const template = readFileSync(path.join(root, 'index.html'), 'utf8')
  for (const m of template.matchAll(/<p>([\s\S]*?)<\/p>/g)) {
    const key = m[1]!.replace(/\s+/g, ' ').trim()
    seen.add(key)
    if (!Object.hasOwn(catalogue.texts, key))
      missing.push({ file: 'index.html', line: 0, key })
  }
  stale.push(...Object.keys(catalogue.texts).filter((k) => !seen.has(k)))
  for (const [file, texts] of Object.entries(catalogue.inFile ?? {}))
    for (const k of Object.keys(texts))
      if (!seenInFile.has(`${file}\u0000${k}`)) stale.push(`${file}: ${k}`)
  return { missing, stale }
}
