/**
 * The Spanish build (src/prerender/language/README.md): a Vite plugin that, for a
 * language other than English,
 *   - loads `x.es.ts` (or `.es.tsx`) in place of `x.ts` wherever a sibling
 *     exists (long content: articles, guides, the legal pages; the page
 *     paths under /es/);
 *   - replaces every interface text its catalogue knows in the source
 *     (./texts.ts), before any other plugin sees it;
 *   - sets the template's `lang`.
 * English builds get a plugin that does nothing: their bundles are the
 * same bytes as without it.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'
import { applyPatches, type Catalogue } from './catalogue.ts'
import { translateSource } from './texts.ts'

export type SiteLanguage = 'en' | 'es'

export const LANGUAGES: readonly SiteLanguage[] = ['en', 'es']

/** The build's language, from SITE_LANGUAGE (English when unset). */
export function siteLanguage(
  value: string | undefined = process.env.SITE_LANGUAGE,
): SiteLanguage {
  const v = (value ?? '').trim() || 'en'
  if (v !== 'en' && v !== 'es')
    throw new Error(`SITE_LANGUAGE must be en or es, not "${v}"`)
  return v
}

/** `file`'s sibling in `lang` (x.ts → x.es.ts), when one exists. */
export function siblingFile(file: string, lang: SiteLanguage): string | null {
  const m = /^(.*)\.(tsx?)$/.exec(file)
  if (!m || lang === 'en' || m[1]!.endsWith(`.${lang}`)) return null
  for (const ext of ['ts', 'tsx']) {
    const candidate = `${m[1]}.${lang}.${ext}`
    if (existsSync(candidate)) return candidate
  }
  return null
}

export function language(
  lang: SiteLanguage,
  catalogue: Catalogue | null,
  root: string,
): Plugin {
  if (lang === 'en' || !catalogue) return { name: 'site-language' }
  const src = path.join(root, 'src') + path.sep
  const clean = (id: string) => id.split('?')[0]!
  const ours = (id: string) =>
    id.startsWith(src) && /\.tsx?$/.test(id) && !id.includes('node_modules')
  return {
    name: 'site-language',
    enforce: 'pre',
    load(id) {
      const file = clean(id)
      if (!ours(file)) return null
      const sibling = siblingFile(file, lang)
      if (!sibling) return null
      this.addWatchFile(sibling)
      return readFileSync(sibling, 'utf8')
    },
    transform(code, id) {
      const file = clean(id)
      if (!ours(file)) return null
      const rel = path.relative(root, file).split(path.sep).join('/')
      const patched = applyPatches(code, rel, catalogue.patches?.[rel])
      const out = translateSource(patched, file, rel, catalogue)
      return out.replaced || patched !== code
        ? { code: out.code, map: null }
        : null
    },
    transformIndexHtml(html) {
      const texts = catalogue.texts
      return html
        .replace('<html lang="en">', `<html lang="${lang}">`)
        .replace(/<p>([\s\S]*?)<\/p>/g, (_, inner: string) => {
          const key = inner.replace(/\s+/g, ' ').trim()
          const text = Object.hasOwn(texts, key) ? texts[key] : undefined
          if (typeof text !== 'string')
            throw new Error(`index.html: no ${lang} text for "${key}"`)
          return `<p>${text}</p>`
        })
    },
  }
}
