/**
 * `npm run build`: Vite's documented pre-rendering pattern, no framework.
 *
 *   1. the client build into <outDir> (its index.html is the page template);
 *   2. an SSR build of src/entry-server.tsx into <outDir>-server;
 *      1 and 2 again for Spanish (SITE_LANGUAGE=es, ./language/README.md),
 *      its assets joining <outDir>/assets, its pages under /es;
 *   3. this Node step: every route rendered to <outDir>/<path>/index.html
 *      (and a copy at <path>.html, so hosts serve /path without a redirect to
 *      /path/), 404.html, sitemap.xml, robots.txt and _headers;
 *   4. the service workers, sw.js and es/sw.js (./service-worker.ts), which
 *      precache them, each entry checked to be a served file (./precache-check.ts).
 *
 * Data comes from the configured source at build time (the hosted database
 * when both VITE_SUPABASE_ variables are set, else the built-in data). Any
 * failed read stops the build with the reason: a static page is never made
 * from an error state or an empty directory.
 *
 *   npx tsx src/prerender/build.ts [--outDir dist] [--logLevel info|warn|error|silent]
 */
import { cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build, loadEnv, type LogLevel } from 'vite'
import type * as ServerEntryModule from '../entry-server'
import type { SitePage } from '../domain/site-pages'
import {
  alternateLinks,
  englishPath,
  languagePairs,
  withAlternates,
} from '../domain/seo/alternates'
import type { SiteLanguage } from './language/plugin'
import {
  HOLIDAY_TABLE_LAST_YEAR,
  holidayTableProblem,
} from '../domain/hours/holiday-table'
import { ALLOW_PLACEHOLDER_FLAG, checkContactAddress } from './contact-address'
import { checkPrecache } from './precache-check'
import { writeServiceWorker } from './service-worker'

type ServerEntry = typeof ServerEntryModule

/** VITE_SITE_URL when none is configured: the `npm run preview` address. */
export const PREVIEW_ORIGIN = 'http://127.0.0.1:4173'

const root = fileURLToPath(new URL('../..', import.meta.url))

function option(args: string[], name: string, fallback: string): string {
  const i = args.indexOf(`--${name}`)
  const value = i >= 0 ? args[i + 1] : undefined
  return value && !value.startsWith('--') ? value : fallback
}

/** Fills the template's placeholders (function replacers: no `$&` surprises). */
export function fillTemplate(
  template: string,
  page: { head: string; html: string; data: string },
): string {
  return template
    .replace('<!--app-head-->', () => page.head)
    .replace('<!--app-html-->', () => page.html)
    .replace('<!--app-data-->', () => page.data)
}

/** dist-relative files for a route path: '/' → index.html; '/a/b' → a/b/index.html and a/b.html. */
export function pageFiles(routePath: string): string[] {
  const clean = routePath.replace(/^\/+|\/+$/g, '')
  if (!clean) return ['index.html']
  return [`${clean}/index.html`, `${clean}.html`]
}

/**
 * The absolute path of `file` inside `outDir`; throws for a path that would
 * resolve outside it (or to it), so no data can make the build write
 * elsewhere (a slug such as `..`).
 */
export function fileInside(outDir: string, file: string): string {
  const base = path.resolve(outDir)
  const target = path.resolve(base, file)
  const rel = path.relative(base, target)
  if (!rel || rel.startsWith('..') || path.isAbsolute(rel))
    throw new Error(`refusing to write "${file}": it resolves outside ${base}`)
  return target
}

/** A route path the build may write: segments of [a-z0-9-] only. */
export function isWritableRoute(routePath: string): boolean {
  return routePath
    .split('/')
    .filter(Boolean)
    .every((segment) => /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(segment))
}

/** The route paths a sitemap.xml names, without `origin`. */
function sitemapPaths(xml: string, origin: string): string[] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) =>
    decodeURIComponent(m[1]!.replace(origin.replace(/\/+$/, ''), '')),
  )
}

/**
 * Why sitemap.xml and the pages disagree (a page of the list it omits, or a
 * URL that is no page of the list), or null when they agree.
 */
export function sitemapMismatch(
  xml: string,
  origin: string,
  pages: ReadonlyArray<{ path: string; inSitemap: boolean }>,
): string | null {
  const listed = new Set(sitemapPaths(xml, origin))
  const expected = new Set(pages.filter((p) => p.inSitemap).map((p) => p.path))
  const extra = [...listed].filter((p) => !expected.has(p))
  const omitted = [...expected].filter((p) => !listed.has(p))
  if (extra.length)
    return `sitemap.xml names pages that were not prerendered: ${extra.join(', ')}`
  if (omitted.length)
    return `sitemap.xml omits prerendered pages: ${omitted.join(', ')}`
  return null
}

/** A language's build: its server entry, template and pages. */
interface LanguageBuild {
  lang: SiteLanguage
  entry: ServerEntry
  template: string
  pages: SitePage[]
}

/**
 * One language's client and SSR builds, its template checked and its pages
 * listed. English goes to `outDir`; another language's client build to a
 * folder beside it (its assets are then copied into `outDir`).
 */
async function buildLanguage(
  lang: SiteLanguage,
  outDir: string,
  logLevel: LogLevel,
): Promise<LanguageBuild & { clientDir: string; serverDir: string }> {
  const mode = 'production'
  const base = outDir.replace(/[\\/]+$/, '')
  const clientDir = lang === 'en' ? outDir : `${base}-${lang}`
  const serverDir = lang === 'en' ? `${base}-server` : `${base}-${lang}-server`
  process.env.SITE_LANGUAGE = lang
  await build({
    root,
    mode,
    logLevel,
    build: { outDir: clientDir, emptyOutDir: true },
  })
  await build({
    root,
    mode,
    logLevel,
    build: {
      ssr: 'src/entry-server.tsx',
      outDir: serverDir,
      emptyOutDir: true,
    },
  })
  process.env.SITE_LANGUAGE = 'en'
  const entry = (await import(
    pathToFileURL(path.join(serverDir, 'entry-server.js')).href
  )) as ServerEntry
  const summary = entry.buildSummary()
  if (summary.problem)
    throw new Error(`the configuration is inconsistent: ${summary.problem}`)

  const templatePath = path.join(clientDir, 'index.html')
  const template = await readFile(templatePath, 'utf8')
  for (const mark of ['<!--app-head-->', '<!--app-html-->', '<!--app-data-->'])
    if (!template.includes(mark))
      throw new Error(`${templatePath} has no ${mark} placeholder`)
  if (!template.includes(`<html lang="${lang}">`))
    throw new Error(`${templatePath} is not <html lang="${lang}">`)
  // The first paint waits for the data block after the prerendered markup
  // (index.html's <link rel="expect">): the two must name the same id.
  const expectLink = `<link rel="expect" href="#${entry.HYDRATION_DATA_ID}" blocking="render"`
  if (!template.includes(expectLink))
    throw new Error(`${templatePath} has no ${expectLink}>`)

  const pages = await entry.sitePages()
  const unwritable = pages.map((p) => p.path).filter((p) => !isWritableRoute(p))
  if (unwritable.length)
    throw new Error(
      `refusing to write pages at unsafe paths: ${unwritable.join(', ')}`,
    )
  return { lang, entry, template, pages, clientDir, serverDir }
}

async function main() {
  const started = Date.now()
  const args = process.argv.slice(2)
  const outDir = path.resolve(root, option(args, 'outDir', 'dist'))
  const logLevel = option(args, 'logLevel', 'info') as LogLevel

  const env = loadEnv('production', root, 'VITE_')
  // Before any work: a real site with a placeholder address stops here.
  const address = checkContactAddress({
    contactEmail: env.VITE_CONTACT_EMAIL,
    siteUrl: env.VITE_SITE_URL,
    allowPlaceholder: process.env[ALLOW_PLACEHOLDER_FLAG] === '1',
  })
  if (address.refusal) throw new Error(address.refusal)
  if (address.warning) console.warn(`\n${address.warning}\n`)
  // Past the holiday table's years no day is a holiday: stop a year early.
  const holidays = holidayTableProblem(
    new Date().getUTCFullYear(),
    HOLIDAY_TABLE_LAST_YEAR,
  )
  if (holidays) throw new Error(holidays)
  if (!env.VITE_SITE_URL?.trim()) {
    process.env.VITE_SITE_URL = PREVIEW_ORIGIN
    console.warn(
      `\n[build] VITE_SITE_URL is not set: canonical links, og:url, JSON-LD and sitemap.xml use ${PREVIEW_ORIGIN} (the preview address).\n[build] Set VITE_SITE_URL to the site's public origin before deploying.\n`,
    )
  }

  // Each language's server bundle reads the data and reports each repaired
  // row ('[data] fixed …'): the log names a row once, not once per language.
  const warn = console.warn.bind(console)
  const named = new Set<string>()
  console.warn = (...args: unknown[]) => {
    const first = args[0]
    if (typeof first === 'string' && first.startsWith('[data] ')) {
      if (named.has(first)) return
      named.add(first)
    }
    warn(...args)
  }

  const en = await buildLanguage('en', outDir, logLevel)
  const enAssets = await readdir(path.join(outDir, 'assets'))
  const es = await buildLanguage('es', outDir, logLevel)
  const esAssets = await readdir(path.join(es.clientDir, 'assets'))
  // The Spanish build's hashed files join the English ones (the names
  // differ where the content does); its pages are written below.
  await cp(path.join(es.clientDir, 'assets'), path.join(outDir, 'assets'), {
    recursive: true,
    force: false,
  })
  await rm(es.clientDir, { recursive: true, force: true })
  // Which files of assets/ only the Spanish pages load, beside its server
  // bundle (never deployed): `npm run bench` measures one language's chunks.
  await writeFile(
    path.join(es.serverDir, 'client-assets.json'),
    JSON.stringify(esAssets.filter((f) => !enAssets.includes(f))),
  )

  const summary = en.entry.buildSummary()
  const write = async (file: string, text: string) => {
    const target = fileInside(outDir, file)
    await mkdir(path.dirname(target), { recursive: true })
    await writeFile(target, text)
  }

  // Both languages build from one read of the data each: they must list
  // the same pages, or a page would have no twin to link to.
  const twins = languagePairs(
    en.pages.map((p) => p.path),
    es.pages.map((p) => p.path),
  )
  if (twins.problem) throw new Error(twins.problem)
  const origin = summary.siteUrl ?? ''
  for (const b of [en, es])
    for (const page of b.pages) {
      const english = b.lang === 'en' ? page.path : englishPath(page.path)
      const html = withAlternates(
        fillTemplate(b.template, await b.entry.render(page.path)),
        alternateLinks(origin, english),
      )
      for (const file of pageFiles(page.path)) await write(file, html)
    }
  await write(
    '404.html',
    fillTemplate(
      en.template,
      await en.entry.render('/404', { notFound: true }),
    ),
  )
  await write(
    'es/404.html',
    fillTemplate(
      es.template,
      await es.entry.render('/es/404', { notFound: true }),
    ),
  )

  const pages = [...en.pages, ...es.pages]
  const sitemap = en.entry.sitemapXml(pages, (p) =>
    alternateLinks('', p.startsWith('/es') ? englishPath(p) : p),
  )
  await write('sitemap.xml', sitemap)
  await write('robots.txt', en.entry.robotsTxt())
  await write(
    '_headers',
    await en.entry.headersFile(es.entry.revalidatePaths()),
  )

  // sitemap.xml names exactly the pages written that it should list.
  const mismatch = sitemapMismatch(sitemap, origin, pages)
  if (mismatch) throw new Error(mismatch)

  // Last: one service worker per language (/sw.js, /es/sw.js with scope
  // /es/), each precaching its language's pages and files only: a visitor
  // downloads one language for offline use, not both.
  const only = (mine: string[], other: string[]) =>
    other.filter((f) => !mine.includes(f)).map((f) => `assets/${f}`)
  for (const [b, dest, ignore] of [
    [en, 'sw.js', ['es/**', ...only(enAssets, esAssets)]],
    [es, 'es/sw.js', only(esAssets, enAssets)],
  ] as const) {
    const sw = await writeServiceWorker({
      root,
      outDir,
      logLevel,
      supabaseUrl: summary.mode === 'database' ? summary.supabaseUrl : null,
      tileUrl: env.VITE_MAP_TILE_URL?.trim() || null,
      pages: b.pages.map((p) => p.path),
      dest,
      ignore,
    })
    // Each entry must resolve, from this worker's URL, to a file served
    // with 200: one 404 and the browser installs nothing.
    await checkPrecache(outDir, dest, sw.count)
    console.log(
      `[build] service worker: ${dest} precaches ${sw.count} files (${(sw.size / 1024).toFixed(0)} KB), each one served`,
    )
  }
  console.log(
    `[build] prerendered ${en.pages.length} pages in English and ${es.pages.length} in Spanish (/es/) + 404.html, sitemap.xml, robots.txt and _headers into ${path.relative(root, outDir) || '.'} ` +
      `from the ${summary.mode === 'database' ? `database (${summary.supabaseUrl})` : 'built-in data'} for ${summary.siteUrl} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  )
}

const invokedDirectly =
  process.argv[1] !== undefined &&
  path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)

if (invokedDirectly)
  main().catch(async (e: unknown) => {
    // Nothing half-built is left behind to be deployed by mistake.
    const outDir = path.resolve(
      root,
      option(process.argv.slice(2), 'outDir', 'dist'),
    )
    const removable =
      outDir.startsWith(root) && outDir !== root.replace(/[\\/]+$/, '')
    if (removable) {
      await rm(outDir, { recursive: true, force: true })
      for (const extra of ['-server', '-es', '-es-server'])
        await rm(`${outDir}${extra}`, { recursive: true, force: true })
    }
    console.error(
      `\n[build] FAILED: ${e instanceof Error ? e.message : String(e)}\n` +
        (removable
          ? `[build] ${path.relative(root, outDir)}/ was removed: there is nothing to deploy.\n`
          : ''),
    )
    process.exit(1)
  })
