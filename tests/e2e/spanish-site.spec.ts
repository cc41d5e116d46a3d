import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test, type TestInfo } from './support/test'
import { englishPhrases } from './support/english-left'
import { PORTS, DIST_ROOT } from './support/ports'

/**
 * The built site's two languages, from its files (tests/tools/build-e2e.sh),
 * in both data modes: every page and its twin name each other with
 * hreflang (and x-default = English), sitemap.xml lists both with the same
 * alternates, every page says its language, and no English interface text
 * is left on a Spanish page (clinic data and proper names excepted: they
 * stay as stored).
 */

const ORIGIN = 'https://kids-urgent-care.example' // VITE_SITE_URL of the e2e builds

function distDir(testInfo: TestInfo): string {
  const port = Number(new URL(testInfo.project.use.baseURL!).port)
  return path.resolve(
    DIST_ROOT,
    port === PORTS.database ? 'database' : 'builtin',
  )
}

/** Route path of every prerendered page ('/', '/town/x', '/es/', '/es/town/x'). */
function pagePaths(dist: string): string[] {
  return readdirSync(dist, { recursive: true, encoding: 'utf8' })
    .map((f) => f.split(path.sep).join('/'))
    .filter((f) => f === 'index.html' || f.endsWith('/index.html'))
    .map((f) => `/${f.replace(/index\.html$/, '')}`.replace(/(.)\/$/, '$1'))
    .map((p) => (p === '/es' ? '/es/' : p))
    .sort()
}

const fileOf = (p: string) =>
  p === '/' ? 'index.html' : `${p.replace(/^\/|\/$/g, '')}/index.html`
const twin = (p: string) =>
  p.startsWith('/es/') ? p.slice(3) || '/' : p === '/' ? '/es/' : `/es${p}`

const attr = (tag: string, name: string) =>
  new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1] ?? null

function alternates(html: string): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [tag] of html.matchAll(/<link rel="alternate"[^>]*>/g))
    out[attr(tag, 'hreflang')!] = attr(tag, 'href')!
  return out
}

test.describe('two languages', () => {
  test.skip(
    ({ baseURL }) =>
      !baseURL || !['builtin', 'database'].includes(test.info().project.name),
    'the built-in and database builds',
  )

  test('every page has its twin, each names the other and English as x-default, and says its language', () => {
    const dist = distDir(test.info())
    const pages = pagePaths(dist)
    const english = pages.filter((p) => !p.startsWith('/es/'))
    const spanishPages = pages.filter((p) => p.startsWith('/es/'))
    expect(english.length).toBeGreaterThan(60)
    expect(spanishPages.map(twin).sort()).toEqual(english)
    for (const p of pages) {
      const html = readFileSync(path.join(dist, fileOf(p)), 'utf8')
      const es = p.startsWith('/es/')
      expect(html, p).toContain(`<html lang="${es ? 'es' : 'en'}"`)
      const links = alternates(html)
      const en = es ? twin(p) : p
      expect(links, p).toEqual({
        en: `${ORIGIN}${en}`,
        es: `${ORIGIN}${twin(en)}`,
        'x-default': `${ORIGIN}${en}`,
      })
      expect(html, p).toContain(`<link rel="canonical" href="${ORIGIN}${p}"/>`)
      // reciprocal: the twin names this page
      const other = readFileSync(path.join(dist, fileOf(twin(p))), 'utf8')
      expect(Object.values(alternates(other)), p).toContain(`${ORIGIN}${p}`)
    }
    const notFound = readFileSync(path.join(dist, 'es/404.html'), 'utf8')
    expect(notFound).toContain('<html lang="es"')
  })

  test('sitemap.xml lists both languages, each page with its alternates', () => {
    const dist = distDir(test.info())
    const xml = readFileSync(path.join(dist, 'sitemap.xml'), 'utf8')
    const urls = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]!)
    const locs = urls.map((u) => /<loc>([^<]*)<\/loc>/.exec(u)![1]!)
    const es = locs.filter((l) => l.startsWith(`${ORIGIN}/es/`))
    expect(es.length * 2).toBe(locs.length)
    for (const u of urls) {
      const loc = /<loc>([^<]*)<\/loc>/.exec(u)![1]!.slice(ORIGIN.length)
      const en = loc.startsWith('/es/') ? twin(loc) : loc
      const links = Object.fromEntries(
        [
          ...u.matchAll(
            /<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g,
          ),
        ].map((m) => [m[1], m[2]]),
      )
      expect(links, loc).toEqual({
        en: `${ORIGIN}${en}`,
        es: `${ORIGIN}${twin(en)}`,
        'x-default': `${ORIGIN}${en}`,
      })
      expect(locs, loc).toContain(`${ORIGIN}${twin(loc)}`)
    }
  })

  test('no English interface text is left on a Spanish page', async ({
    browser,
  }) => {
    test.setTimeout(120_000)
    const dist = distDir(test.info())
    // Every English interface text the catalogue translates differently,
    // in pieces (support/english-left.ts).
    const phrases = englishPhrases()
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    const found: string[] = []
    for (const p of pagePaths(dist).filter((x) => x.startsWith('/es/'))) {
      await page.goto(p)
      const text = await page.evaluate(() => {
        // Data as stored (clinic, town, hospital names and addresses, clinic
        // descriptions, services, reviews) is not interface text.
        const data = document.getElementById('router-hydration')?.textContent
        const values: string[] = []
        const walk = (v: unknown) => {
          if (typeof v === 'string') values.push(v)
          else if (Array.isArray(v)) v.forEach(walk)
          else if (v && typeof v === 'object') Object.values(v).forEach(walk)
        }
        walk(data ? JSON.parse(data) : null)
        for (const el of Array.from(
          document.querySelectorAll('[lang="en"], script, style'),
        ))
          el.remove()
        const seen = [
          document.title,
          document
            .querySelector('meta[name="description"]')
            ?.getAttribute('content') ?? '',
          ...Array.from(
            document.querySelectorAll(
              '[aria-label],[title],[alt],[placeholder]',
            ),
          ).flatMap((el) =>
            ['aria-label', 'title', 'alt', 'placeholder'].map(
              (a) => el.getAttribute(a) ?? '',
            ),
          ),
          document.body.innerText,
        ].join('\n')
        return values
          .filter((v) => v.length > 2)
          .sort((a, b) => b.length - a.length)
          .reduce((t, v) => t.split(v).join(' '), seen)
      })
      for (const phrase of phrases) {
        const re = new RegExp(
          `(^|[^\\p{L}])${phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}])`,
          'u',
        )
        if (re.test(text)) found.push(`${p}: ${phrase}`)
      }
    }
    await context.close()
    expect(found).toEqual([])
  })
})
