/**
 * npm run bench:scale — how cost grows from this region (39 clinics) to a
 * national directory (4,810 real U.S. urgent care centres, and 100,000).
 *
 *   npm run bench:scale                 # everything, exit 1 if any budget is OVER
 *   npm run bench:scale -- --node-only  # skip the browser half
 *   npm run bench:scale -- --browser-only
 *   npm run bench:scale -- --rounds 3   # click rounds per size (default 2)
 *
 * 1. Node: the domain code is bundled by the production compiler (Vite) and
 *    run in a fresh `node --expose-gc` (tsx's on-the-fly transform adds a
 *    helper call to every closure, which would distort the timings).
 * 2. Chromium: a database-mode production build pointed at a loopback
 *    PostgREST stand-in serving the generated rows, 4x CPU throttling.
 * Ports: BENCH_SCALE_PORT (default 4194) for the stand-in, +1 for the site.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'vite'
import { CLINIC_ROWS } from '@/data/builtin/generated/data'
import { startBenchServer, BENCH_ANON_KEY } from './bench-server'
import {
  benchClicks,
  CPU_THROTTLING_RATE,
  launchBrowser,
  type BrowserSizeResult,
} from './browser-bench'
import { buildDirectory, FIXTURE_PATH, loadHifldRecords } from './generate'
import type { NodeSizeResult } from './node-bench'
import {
  renderMachine,
  renderTable,
  statusOf,
  type Figure,
  type Machine,
} from './report'

const ROOT = fileURLToPath(new URL('../../../', import.meta.url))
const CACHE = path.join(ROOT, 'node_modules/.cache/bench-scale')
const RESULTS = path.join(ROOT, 'tests/bench/results')
const PORT = Number(process.env.BENCH_SCALE_PORT ?? 4194)

const args = process.argv.slice(2)
const nodeOnly = args.includes('--node-only')
const browserOnly = args.includes('--browser-only')
const roundsArg = args.indexOf('--rounds')
const ROUNDS = roundsArg >= 0 ? Number(args[roundsArg + 1]) : 2

/** Budgets of the issue (Node: filter + sort; Chromium: click to update). */
const NODE_BUDGET_MS: Readonly<Record<number, number>> = {
  4810: 5,
  100_000: 100,
}
const CLICK_BUDGET_MS = 100
const BROWSER_SIZES = [39, 4810] as const

const log = (msg: string) => process.stderr.write(`${msg}\n`)
const count = (n: number) => n.toLocaleString('en-US')

async function runNode(): Promise<{
  heapMeasured: boolean
  results: NodeSizeResult[]
}> {
  log('Node: bundling the domain code with Vite…')
  const outDir = path.join(CACHE, 'node')
  await build({
    configFile: false,
    root: ROOT,
    logLevel: 'warn',
    publicDir: false,
    resolve: { alias: { '@': path.join(ROOT, 'src') } },
    build: {
      ssr: path.join(ROOT, 'tests/bench/scale/node-main.ts'),
      outDir,
      emptyOutDir: true,
      target: 'node20',
      minify: false,
      rollupOptions: { output: { entryFileNames: 'node-main.mjs' } },
    },
  })
  log('Node: timing 39, 1,000, 4,810 and 100,000 clinics…')
  const run = spawnSync(
    process.execPath,
    [
      '--expose-gc',
      path.join(outDir, 'node-main.mjs'),
      fileURLToPath(FIXTURE_PATH),
    ],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  )
  if (run.status !== 0)
    throw new Error(`Node measurement failed:\n${run.stderr}`)
  return JSON.parse(run.stdout) as {
    heapMeasured: boolean
    results: NodeSizeResult[]
  }
}

function buildApp(standInUrl: string): string {
  const outDir = path.join(CACHE, 'dist')
  log('Chromium: production build in database mode (loopback stand-in)…')
  const vite = path.join(ROOT, 'node_modules/vite/bin/vite.js')
  const result = spawnSync(
    process.execPath,
    [vite, 'build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'],
    {
      cwd: ROOT,
      stdio: 'inherit',
      env: {
        ...process.env,
        VITE_SUPABASE_URL: standInUrl,
        VITE_SUPABASE_ANON_KEY: BENCH_ANON_KEY,
        VITE_GEOCODER_URL: `${standInUrl}/search`,
        VITE_SITE_URL: 'https://bench.example',
      },
    },
  )
  if (result.status !== 0) throw new Error('vite build failed')
  return outDir
}

async function waitForHttp(url: string, child: ChildProcess) {
  for (let i = 0; i < 100; i += 1) {
    if (child.exitCode !== null) throw new Error('static server exited')
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`${url} did not answer`)
}

async function runBrowser(): Promise<{
  chromium: string
  results: BrowserSizeResult[]
}> {
  const server = await startBenchServer(PORT)
  let site: ChildProcess | undefined
  const browser = await launchBrowser()
  try {
    const dist = buildApp(server.url)
    site = spawn(
      process.execPath,
      [
        path.join(ROOT, 'tests/tools/serve-dist.mjs'),
        '--port',
        String(PORT + 1),
        '--dir',
        dist,
      ],
      { stdio: 'ignore' },
    )
    const appUrl = `http://127.0.0.1:${PORT + 1}/`
    await waitForHttp(appUrl, site)
    const records = loadHifldRecords()
    const results: BrowserSizeResult[] = []
    for (const size of BROWSER_SIZES) {
      server.setClinics(buildDirectory(size, records, CLINIC_ROWS))
      log(
        `Chromium: ${count(size)} clinics, ${CPU_THROTTLING_RATE}x CPU throttling, ${ROUNDS} rounds of 16 clicks…`,
      )
      results.push(await benchClicks(browser, appUrl, size, ROUNDS))
    }
    const refused = server.unexpected()
    if (refused.length)
      throw new Error(`stand-in refused requests: ${refused.join(', ')}`)
    return { chromium: browser.version(), results }
  } finally {
    await browser.close()
    site?.kill('SIGTERM')
    await server.close()
  }
}

function figuresOf(
  node: NodeSizeResult[],
  browser: BrowserSizeResult[],
  heapMeasured: boolean,
): Figure[] {
  const figures: Figure[] = []
  for (const r of node)
    figures.push({
      figure: `Node: search of ${count(r.size)} (distances, 50 mi radius, every filter, sort)`,
      value: r.search.medianMs,
      unit: 'ms',
      budget: NODE_BUDGET_MS[r.size] ?? null,
    })
  for (const r of node)
    figures.push({
      figure: `Node: no location, every filter on all ${count(r.size)} + sort`,
      value: r.browse.medianMs,
      unit: 'ms',
      budget: NODE_BUDGET_MS[r.size] ?? null,
    })
  for (const r of node)
    figures.push({
      figure: `Node: open status of all ${count(r.size)}`,
      value: r.openStatus.medianMs,
      unit: 'ms',
      budget: null,
    })
  if (heapMeasured)
    for (const r of node)
      figures.push({
        figure: `Node: heap held by ${count(r.size)} clinics (after GC)`,
        value: r.heapMB,
        unit: 'MB',
        budget: null,
      })
  const last = node[node.length - 1]
  if (last)
    figures.push({
      figure: 'Node: process RSS after all sizes',
      value: last.rssMB,
      unit: 'MB',
      budget: null,
    })
  for (const r of browser) {
    figures.push({
      figure: `Chromium 4x CPU: filter click → list updated + frame, ${count(r.size)}`,
      value: r.medianFrameMs,
      unit: 'ms',
      budget: CLICK_BUDGET_MS,
    })
    figures.push({
      figure: `Chromium 4x CPU: filter click → result count in DOM, ${count(r.size)}`,
      value: r.medianDomMs,
      unit: 'ms',
      budget: null,
    })
  }
  return figures
}

async function main() {
  const started = new Date()
  const node = browserOnly
    ? { heapMeasured: false, results: [] }
    : await runNode()
  const browser = nodeOnly
    ? { chromium: 'not run', results: [] }
    : await runBrowser()
  const machine: Machine = {
    cpu: os.cpus()[0]?.model.trim() ?? 'unknown',
    cores: os.cpus().length,
    node: process.version,
    chromium: browser.chromium,
    os: `${os.type()} ${os.release()}`,
  }
  const figures = figuresOf(node.results, browser.results, node.heapMeasured)
  const table = renderTable(figures)
  const over = figures.filter((f) => statusOf(f) === 'OVER')

  mkdirSync(RESULTS, { recursive: true })
  const json = JSON.stringify(
    {
      started: started.toISOString(),
      machine,
      loadAverage: os.loadavg(),
      figures: figures.map((f) => ({ ...f, result: statusOf(f) })),
      node: node.results,
      browser: browser.results,
    },
    null,
    2,
  )
  const stamp = started.toISOString().replace(/[:.]/g, '-')
  writeFileSync(path.join(RESULTS, `scale-${stamp}.json`), json)
  writeFileSync(path.join(RESULTS, 'scale-latest.json'), json)

  console.log(`\n${table}\n\n${renderMachine(machine)}`)
  console.log(
    `Medians: Node over ${node.results.map((r) => `${r.search.runs}`).join('/')} runs per size; ` +
      `Chromium over ${ROUNDS * 16} clicks per size. Load average at the end: ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(', ')}.`,
  )
  console.log(`JSON: ${path.relative(ROOT, RESULTS)}/scale-${stamp}.json`)
  if (over.length) {
    console.log(`\nOVER budget: ${over.map((f) => f.figure).join('; ')}`)
    process.exitCode = 1
  }
}

main().catch((e: unknown) => {
  console.error(e)
  process.exitCode = 1
})
