/**
 * `npm run bench:interaction`: how fast a filter tap repaints home's results
 * on a mid-range phone, at today's directory and at a synthetic 400 clinics.
 *
 * Builds the production site on the built-in data as `npm run bench` does
 * (the real build pipeline, served on loopback by tests/tools/serve-dist.mjs),
 * once with the real clinics and once with a synthetic built-in data set of
 * 400 (synthetic-data.ts; never deployed). Then, in Debian's Chromium via
 * Playwright: 390×844, DPR 3, touch, CPU throttled 4×, the clock starting at
 * a Tuesday 10 AM Central; after load and an idle moment it taps a service
 * filter, an hours filter and 'Open Now' on and off `--toggles` times each
 * and reports per tap: click event → the frame after the list shows its new
 * count and first screen of cards (FIRST_CARDS), → the frame after the whole
 * list (up to PAGE_SIZE) is drawn, and the longest Chromium `event` timing
 * entry of the tap (the INP candidate). Medians and maxima against budgets;
 * JSON in bench-results/interaction/ (git-ignored). Exits 1 when over.
 *
 *   npm run bench:interaction                 # build both, serve, measure
 *   npm run bench:interaction -- --no-build   # reuse the builds
 *   npm run bench:interaction -- --sizes 36   # only today's directory
 *   npm run bench:interaction -- --toggles 3  # fewer taps per filter
 *   npm run bench:interaction -- --site old   # builds in old-36/, old-400/
 *                                             # (before/after comparisons)
 *   npm run bench:interaction -- --compare old,site   # two builds side by
 *       # side, taps alternating between them: each figure's median
 *       # paired difference (the machine's speed drifts; a pair shares it)
 */
import { execFileSync, spawn } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { freePort, median, waitFor } from '../../tools/bench-support'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Page } from '@playwright/test'
import { CPU_THROTTLING_RATE, launchBrowser } from '../scale/browser-bench'
import { idle, openHome, type Opened } from './phone'
import { REAL_LISTED, writeSyntheticData } from './synthetic-data'

const ROOT = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../..',
)
const OUT = path.join(ROOT, 'bench-results', 'interaction')

const args = process.argv.slice(2)
const opt = (name: string) => {
  const i = args.indexOf(`--${name}`)
  return i >= 0 ? args[i + 1] : undefined
}
const BUILD = !args.includes('--no-build')
const TOGGLES = Number(opt('toggles')) || 7
const SITE = opt('site') ?? 'site'
/** Two sites already built (`--site NAME`), measured side by side. */
const COMPARE = opt('compare')?.split(',')
if (COMPARE && COMPARE.length !== 2)
  throw new Error('--compare takes two site names: --compare old,site')
const SYNTHETIC = 400
const SIZES = (opt('sizes') ?? `${REAL_LISTED},${SYNTHETIC}`)
  .split(',')
  .map(Number)

/**
 * The cards of the first screen (FIRST_SCREEN of clinic-card-list.tsx: two
 * rows of the two-column grid, more than a 390 px phone shows) and of a page
 * (features/search/result-list.tsx).
 */
const FIRST_CARDS = 4
const PAGE_SIZE = 50
/** The filters tapped (labels of filter-panel.tsx). */
const FILTERS = ['Walk-in Welcome', 'Open After 6 PM', 'Open Now'] as const

interface Tap {
  filter: string
  checked: boolean
  before: string
  after: string
  firstMs: number
  fullMs: number
  /** Longest `event` timing entry of the tap (ms; null: none ≥ 16 ms). */
  eventMs: number | null
}

/** `npm run build`'s pipeline on the built-in data (as `npm run bench`). */
function buildSite(size: number, dir: string, origin: string) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    VITE_SUPABASE_URL: '',
    VITE_SUPABASE_ANON_KEY: '',
    VITE_SITE_URL: origin,
  }
  if (size !== REAL_LISTED) {
    const data = path.join(OUT, `data-${size}`)
    writeSyntheticData(data, size)
    env.BENCH_BUILTIN_DATA_DIR = data
  }
  console.log(`bench: building the site with ${size} clinics...`)
  execFileSync(
    'npx',
    ['tsx', 'src/prerender/build.ts', '--logLevel', 'warn', '--outDir', dir],
    { cwd: ROOT, stdio: 'inherit', env },
  )
}

async function tap(page: Page, label: string): Promise<Tap> {
  const box = page.getByRole('checkbox', { name: label, exact: true })
  const wasChecked = await box.isChecked()
  await box.evaluate((el) => el.scrollIntoView({ block: 'center' }))
  await idle(page)
  const at = await box.boundingBox()
  if (!at) throw new Error(`${label}: checkbox not on screen`)
  const x = at.x + at.width / 2
  const y = at.y + at.height / 2
  const under = await page.evaluate(
    ([px, py]) =>
      document.elementFromPoint(px!, py!)?.closest('label')?.textContent,
    [x, y],
  )
  if (under?.trim() !== label)
    throw new Error(`${label}: something else is under the finger`)
  const entriesBefore = await page.evaluate(
    () =>
      (window as unknown as { __eventEntries: unknown[] }).__eventEntries
        .length,
  )
  await page.evaluate(`window.__interactionArm(${FIRST_CARDS}, ${PAGE_SIZE})`)
  await page.touchscreen.tap(x, y)
  const r = (await page.evaluate('window.__interactionWait')) as {
    error?: string
    before: string
    after: string
    clickAt: number | null
    firstAt: number
    fullAt: number
    firstNames: string[]
  }
  if (r.error || r.clickAt === null)
    throw new Error(`${label}: ${r.error ?? 'no click event seen'}`)
  if ((await box.isChecked()) === wasChecked)
    throw new Error(`${label}: the tap did not toggle the checkbox`)
  // Event timing entries are reported after their frame.
  await page.waitForTimeout(250)
  await idle(page)
  const check = (await page.evaluate(
    `[window.__interactionNames(${FIRST_CARDS}), window.__eventEntries.slice(${entriesBefore})]`,
  )) as [string[], { duration: number; interactionId: number }[]]
  const [namesNow, entries] = check
  if (JSON.stringify(namesNow) !== JSON.stringify(r.firstNames))
    throw new Error(
      `${label}: the first screen changed after it was measured (a stale card): ${JSON.stringify(r.firstNames)} → ${JSON.stringify(namesNow)}`,
    )
  const interaction = entries.filter((e) => e.interactionId > 0)
  return {
    filter: label,
    checked: !wasChecked,
    before: r.before,
    after: r.after,
    firstMs: r.firstAt - r.clickAt,
    fullMs: r.fullAt - r.clickAt,
    eventMs: interaction.length
      ? Math.max(...interaction.map((e) => e.duration))
      : null,
  }
}

/**
 * Taps on each page in turn (the order reversed every other tap), so that
 * with two pages both see the same moments of the machine.
 */
async function measure(
  urls: readonly string[],
  size: number,
): Promise<Tap[][]> {
  const browser = await launchBrowser()
  try {
    const opened: Opened[] = []
    for (const url of urls) opened.push(await openHome(browser, url, size))
    const taps: Tap[][] = urls.map(() => [])
    let n = 0
    for (const filter of FILTERS)
      for (let i = 0; i < TOGGLES * 2; i++) {
        const order = opened.map((_, k) => k)
        if (n++ % 2) order.reverse()
        for (const k of order) {
          await opened[k]!.page.bringToFront()
          taps[k]!.push(await tap(opened[k]!.page, filter))
        }
      }
    for (const { errors } of opened)
      if (errors.length)
        throw new Error(`console errors:\n${errors.join('\n')}`)
    return taps
  } finally {
    await browser.close()
  }
}

/** Budgets (tests/bench/README.md): [size, figure, statistic, at most ms]. */
type Stat = 'median' | 'max'
const BUDGETS: Array<[number | 'synthetic', keyof Tap, Stat, number]> = [
  [REAL_LISTED, 'firstMs', 'median', 50],
  [REAL_LISTED, 'firstMs', 'max', 100],
  [REAL_LISTED, 'fullMs', 'max', 200],
  ['synthetic', 'firstMs', 'median', 100],
  ['synthetic', 'eventMs', 'max', 200],
]
const budgetOf = (size: number, figure: keyof Tap, stat: Stat) =>
  BUDGETS.find(
    ([s, f, st]) =>
      (s === size || (s === 'synthetic' && size !== REAL_LISTED)) &&
      f === figure &&
      st === stat,
  )?.[3]

const FIGURES: Array<[keyof Tap, string]> = [
  ['firstMs', 'click → first screen + frame'],
  ['fullMs', 'click → whole list + frame'],
  ['eventMs', 'longest event timing entry'],
]

mkdirSync(OUT, { recursive: true })
const results: Record<number, Tap[]> = {}
const compared: Record<number, Tap[][]> = {}
for (const size of SIZES) {
  const sites = COMPARE ?? [SITE]
  const servers = []
  const urls: string[] = []
  try {
    for (const site of sites) {
      const dir = path.join(OUT, `${site}-${size}`)
      const port = await freePort()
      const origin = `http://127.0.0.1:${port}`
      if (BUILD && !COMPARE) buildSite(size, dir, origin)
      servers.push(
        spawn(
          'node',
          ['tests/tools/serve-dist.mjs', '--port', String(port), '--dir', dir],
          { cwd: ROOT, stdio: 'ignore' },
        ),
      )
      await waitFor(`${origin}/`)
      urls.push(`${origin}/`)
    }
    console.log(`bench: ${size} clinics: tapping...`)
    const taps = await measure(urls, size)
    if (COMPARE) compared[size] = taps
    else results[size] = taps[0]!
  } finally {
    for (const server of servers) server.kill()
  }
}

if (COMPARE) {
  // Both pages share the machine: the figures are for comparing, not for
  // the budgets (a lone page is faster).
  const [a, b] = COMPARE as [string, string]
  console.log(
    `\nInteraction on home, ${a} and ${b} side by side (taps alternating): 390×844, DPR 3, touch, CPU ${CPU_THROTTLING_RATE}× throttled; ${TOGGLES} on/off per filter.`,
  )
  for (const size of SIZES) {
    const [ta, tb] = compared[size]! as [Tap[], Tap[]]
    console.log(`\n${size} clinics (${ta.length} taps each)`)
    console.log(
      `${'figure (median)'.padEnd(32)} ${a.padStart(8)} ${b.padStart(8)}   paired difference, ${b} faster`,
    )
    for (const [key, name] of FIGURES) {
      const xa = ta.map((t) => (t[key] as number | null) ?? 0)
      const xb = tb.map((t) => (t[key] as number | null) ?? 0)
      const d = xb.map((x, i) => x - xa[i]!)
      console.log(
        `${name.padEnd(32)} ${median(xa).toFixed(1).padStart(8)} ${median(xb).toFixed(1).padStart(8)}   ${median(d).toFixed(1)} ms, ${d.filter((x) => x < 0).length} of ${d.length} taps`,
      )
    }
  }
  process.exit(0)
}

let over = 0
const fmt = (n: number) => n.toFixed(1)
console.log(
  `\nInteraction on home: 390×844, DPR 3, touch, CPU ${CPU_THROTTLING_RATE}× throttled; ${TOGGLES} on/off per filter (${FILTERS.join(', ')}).`,
)
for (const size of SIZES) {
  const taps = results[size]!
  console.log(`\n${size} clinics (${taps.length} taps)`)
  console.log(
    `${'figure'.padEnd(32)} ${'median'.padStart(8)} ${'max'.padStart(8)}   budget`,
  )
  for (const [key, name] of FIGURES) {
    const xs = taps.map((t) => (t[key] as number | null) ?? 0)
    const line: string[] = [name.padEnd(32)]
    const verdicts: string[] = []
    for (const stat of ['median', 'max'] as const) {
      const v = stat === 'median' ? median(xs) : Math.max(...xs)
      line.push((key === 'eventMs' && v === 0 ? '<16' : fmt(v)).padStart(8))
      const budget = budgetOf(size, key, stat)
      if (budget !== undefined) {
        const ok = v <= budget
        if (!ok) over++
        verdicts.push(`${stat} ≤ ${budget} ${ok ? 'PASS' : 'OVER'}`)
      }
    }
    console.log(`${line.join(' ')}   ${verdicts.join(', ')}`)
  }
  for (const filter of FILTERS) {
    const of = taps.filter((t) => t.filter === filter)
    console.log(
      `  ${filter.padEnd(18)} first ${of.map((t) => Math.round(t.firstMs)).join(' ')} | full ${of.map((t) => Math.round(t.fullMs)).join(' ')} | event ${of.map((t) => t.eventMs ?? '<16').join(' ')}`,
    )
  }
}
const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, load ${os
  .loadavg()
  .map((l) => l.toFixed(2))
  .join(' ')}`
console.log(`\nmachine: ${machine}`)
writeFileSync(
  path.join(OUT, `results-${new Date().toISOString().replace(/:/g, '-')}.json`),
  JSON.stringify({ machine, toggles: TOGGLES, results }, null, 2),
)
if (over) {
  console.log(`${over} figure(s) over budget`)
  process.exitCode = 1
}
