/**
 * `npm run bench`: builds the production site on the built-in data, serves it
 * on loopback like a static host, and runs Lighthouse (mobile emulation,
 * Lighthouse's default simulated throttling) against Debian's Chromium, 3 runs
 * per page. Prints one table of medians with the budget of each figure, plus
 * the gzip size of the JavaScript and CSS the home page loads before any
 * interaction, of the map chunk (loaded when the map is first shown) and of
 * the gazetteer (loaded with the first search or suggestion).
 * JSON reports go to bench-results/lighthouse/ (git-ignored).
 * Exits 1 when a figure is over its budget.
 *
 *   npm run bench                  # build, serve, measure
 *   npm run bench -- --runs 5      # more runs per page
 *   npm run bench -- --no-build    # reuse bench-results/site
 *   npm run bench -- --pages home  # only these pages (comma-separated)
 */
import { execFileSync, spawn } from 'node:child_process'
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { freePort, median, waitFor } from './bench-support'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { CLINIC_ROWS, TOWN_ROWS } from '../../src/data/builtin/generated/data'
import { gzipSize, homeBytes, type LoadedFile } from './home-bytes'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const OUT = path.join(ROOT, 'bench-results')
const SITE = path.join(OUT, 'site')
const REPORTS = path.join(OUT, 'lighthouse')
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium'

const args = process.argv.slice(2)
const RUNS = Number(args[args.indexOf('--runs') + 1]) || 3
const BUILD = !args.includes('--no-build')

/** Budgets (tests/bench/README.md). `min` figures must be at least, `max` at most. */
const BUDGETS = {
  performance: { min: 95 },
  accessibility: { min: 100 },
  'best-practices': { min: 95 },
  seo: { min: 100 },
  'LCP (s)': { max: 2.0 },
  'TBT (ms)': { max: 100 },
  CLS: { max: 0.02 },
} as const
const HOME_JS_BUDGET_KB = 126
const MAP_CHUNK_BUDGET_KB = 60
// The built-in gazetteer (rows and lookup), loaded with the search.
const GAZETTEER_BUDGET_KB = 25

// Pages: home, the town with the most clinics, that town's first clinic, and
// the first article.
const townCounts = new Map<string, number>()
for (const c of CLINIC_ROWS)
  townCounts.set(c.city, (townCounts.get(c.city) ?? 0) + 1)
const town = [...TOWN_ROWS].sort(
  (a, b) => (townCounts.get(b.name) ?? 0) - (townCounts.get(a.name) ?? 0),
)[0]!
const clinic = CLINIC_ROWS.find((c) => c.city === town.name) ?? CLINIC_ROWS[0]!
const ALL_PAGES: Record<string, string> = {
  home: '/',
  town: `/town/${town.slug}`,
  clinic: `/clinic/${clinic.slug}`,
  article: '/blog/urgent-care-vs-emergency-room-for-kids',
  // The same pages in Spanish: the same budgets.
  'es-home': '/es/',
  'es-town': `/es/town/${town.slug}`,
  'es-clinic': `/es/clinic/${clinic.slug}`,
  'es-article': '/es/blog/urgent-care-vs-emergency-room-for-kids',
}
const only = args.includes('--pages')
  ? (args[args.indexOf('--pages') + 1] ?? '').split(',')
  : Object.keys(ALL_PAGES)
for (const name of only)
  if (!(name in ALL_PAGES))
    throw new Error(
      `bench: unknown page "${name}" (pages: ${Object.keys(ALL_PAGES).join(', ')})`,
    )
const PAGES = Object.fromEntries(only.map((name) => [name, ALL_PAGES[name]!]))

const port = await freePort()
const origin = `http://127.0.0.1:${port}`
if (BUILD) {
  console.log('bench: building the production site (built-in data)...')
  // `npm run build`'s pipeline: client build, SSR build, prerender.
  execFileSync(
    'npx',
    ['tsx', 'src/prerender/build.ts', '--logLevel', 'warn', '--outDir', SITE],
    {
      cwd: ROOT,
      stdio: 'inherit',
      env: {
        ...process.env,
        VITE_SUPABASE_URL: '',
        VITE_SUPABASE_ANON_KEY: '',
        VITE_SITE_URL: origin,
      },
    },
  )
}

const server = spawn(
  'node',
  ['tests/tools/serve-dist.mjs', '--port', String(port), '--dir', SITE],
  { cwd: ROOT, stdio: 'ignore' },
)
mkdirSync(REPORTS, { recursive: true })

interface Figures {
  [k: string]: number
}
const results: Record<string, Figures[]> = {}
let homeFiles: LoadedFile[] = []

const chrome = await chromeLauncher.launch({
  chromePath: CHROME,
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
})
try {
  await waitFor(`${origin}/`)
  for (const [name, pagePath] of Object.entries(PAGES)) {
    results[name] = []
    for (let run = 1; run <= RUNS; run++) {
      const result = await lighthouse(`${origin}${pagePath}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [
          'performance',
          'accessibility',
          'best-practices',
          'seo',
        ],
      })
      if (!result) throw new Error(`bench: no Lighthouse result for ${name}`)
      const { lhr } = result
      writeFileSync(
        path.join(REPORTS, `${name}-${run}.json`),
        JSON.stringify(lhr),
      )
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN
      const requests =
        (
          lhr.audits['network-requests']?.details as {
            items?: {
              url: string
              resourceType?: string
              transferSize?: number
            }[]
          }
        )?.items ?? []
      const score = (id: string) =>
        Math.round((lhr.categories[id]?.score ?? 0) * 100)
      results[name].push({
        performance: score('performance'),
        accessibility: score('accessibility'),
        'best-practices': score('best-practices'),
        seo: score('seo'),
        'LCP (s)': audit('largest-contentful-paint') / 1000,
        'TBT (ms)': audit('total-blocking-time'),
        CLS: audit('cumulative-layout-shift'),
        'Speed Index (s)': audit('speed-index') / 1000,
        'total KB': audit('total-byte-weight') / 1024,
        'JS KB':
          requests
            .filter((r) => r.resourceType === 'Script')
            .reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024,
      })
      if (name === 'home' && run === 1)
        homeFiles = requests
          .filter(
            (r) =>
              r.url.startsWith(origin) &&
              (r.resourceType === 'Script' || r.resourceType === 'Stylesheet'),
          )
          .map((r) => ({
            path: new URL(r.url).pathname,
            kind: r.resourceType === 'Script' ? 'js' : 'css',
          }))
      const failing = Object.values(lhr.audits)
        .filter(
          (a) =>
            a.score !== null &&
            a.score < 0.9 &&
            a.scoreDisplayMode === 'binary',
        )
        .map((a) => a.id)
      process.stdout.write(
        `  ${name} run ${run}: perf ${score('performance')}` +
          (failing.length ? ` (failing audits: ${failing.join(', ')})` : '') +
          '\n',
      )
    }
  }
} finally {
  await chrome.kill()
  server.kill()
}

// --- the table ---
const metrics = Object.keys(results[Object.keys(PAGES)[0]!]![0]!)
const rows: string[][] = [['figure', ...Object.keys(PAGES), 'budget', '']]
let over = 0
for (const m of metrics) {
  const budget = BUDGETS[m as keyof typeof BUDGETS] as
    { min?: number; max?: number } | undefined
  const medians = Object.keys(PAGES).map((p) =>
    median(results[p]!.map((f) => f[m]!)),
  )
  const ok = medians.every((v) =>
    budget?.min !== undefined
      ? v >= budget.min
      : budget?.max !== undefined
        ? v <= budget.max
        : true,
  )
  if (budget && !ok) over++
  const fmt = (v: number) =>
    m === 'CLS'
      ? v.toFixed(3)
      : m.endsWith('(s)')
        ? v.toFixed(2)
        : m.includes('KB')
          ? v.toFixed(1)
          : String(Math.round(v))
  rows.push([
    m,
    ...medians.map(fmt),
    budget
      ? budget.min !== undefined
        ? `≥ ${budget.min}`
        : `≤ ${budget.max}`
      : '',
    budget ? (ok ? 'PASS' : 'OVER') : '',
  ])
}
const home = homeBytes(SITE, homeFiles)
const padding = Array<string>(Object.keys(PAGES).length - 1).fill('')
if ('home' in PAGES) {
  const homeOk = home.jsGzip / 1024 <= HOME_JS_BUDGET_KB
  if (!homeOk) over++
  rows.push([
    'home JS gzip (KB)',
    (home.jsGzip / 1024).toFixed(1),
    ...padding,
    `≤ ${HOME_JS_BUDGET_KB}`,
    homeOk ? 'PASS' : 'OVER',
  ])
  rows.push([
    'home CSS gzip (KB)',
    (home.cssGzip / 1024).toFixed(1),
    ...padding,
    '',
    '',
  ])
}
// The map chunk (Leaflet, its CSS and ours), loaded when the map is first
// shown: its built files, as tests/e2e/bundle.spec.ts measures them.
// The English build's files only: the Spanish build's twins of the same
// chunks sit in the same folder (src/prerender/build.ts lists them).
const spanishOnly = new Set<string>(
  JSON.parse(
    readFileSync(path.join(`${SITE}-es-server`, 'client-assets.json'), 'utf8'),
  ) as string[],
)
const englishAssets = () =>
  readdirSync(path.join(SITE, 'assets')).filter((f) => !spanishOnly.has(f))
const mapFiles = englishAssets()
  .filter((f) => /^clinic-map-.*\.(js|css)$/.test(f))
  .map((f) => gzipSize(path.join(SITE, 'assets', f)))
if (mapFiles.length > 0) {
  const mapKb = mapFiles.reduce((a, b) => a + b, 0) / 1024
  const mapOk = mapKb <= MAP_CHUNK_BUDGET_KB
  if (!mapOk) over++
  rows.push([
    'map chunk gzip (KB)',
    mapKb.toFixed(1),
    ...Array<string>(Object.keys(PAGES).length - 1).fill(''),
    `≤ ${MAP_CHUNK_BUDGET_KB}`,
    mapOk ? 'PASS' : 'OVER',
  ])
}
// The gazetteer's rows and lookup code (src/data/gazetteer.ts loads both on
// the first search or suggestion): their built chunks, gzip.
const gazetteerFiles = englishAssets()
  .filter((f) => /^gazetteer-.*\.js$/.test(f))
  .map((f) => gzipSize(path.join(SITE, 'assets', f)))
if (gazetteerFiles.length > 0) {
  const kb = gazetteerFiles.reduce((a, b) => a + b, 0) / 1024
  const ok = kb <= GAZETTEER_BUDGET_KB
  if (!ok) over++
  rows.push([
    'gazetteer gzip (KB)',
    kb.toFixed(1),
    ...Array<string>(Object.keys(PAGES).length - 1).fill(''),
    `≤ ${GAZETTEER_BUDGET_KB}`,
    ok ? 'PASS' : 'OVER',
  ])
}

const widths = rows[0]!.map((_, i) =>
  Math.max(...rows.map((r) => r[i]!.length)),
)
const line = (r: string[]) =>
  `| ${r.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`
console.log(
  `\nLighthouse 12 medians of ${RUNS} runs, mobile emulation, simulated throttling` +
    `\nMachine: ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.cpus().length} cores, Node ${process.version}, ${execFileSync(CHROME, ['--version']).toString().trim()}` +
    `\nPages: ${Object.entries(PAGES)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}\n`,
)
console.log(line(rows[0]!))
console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`)
for (const r of rows.slice(1)) console.log(line(r))
console.log(
  `\nHome loads before any interaction: ${home.files.map((f) => `${f.path} (${(f.gzip / 1024).toFixed(1)} KB gz)`).join(', ')}`,
)
writeFileSync(
  path.join(REPORTS, 'summary.json'),
  JSON.stringify({ pages: PAGES, results, home }, null, 2),
)
console.log(`Reports: ${path.relative(ROOT, REPORTS)}/`)
process.exit(over ? 1 : 0)
