import { spawn, spawnSync } from 'node:child_process'
import path from 'node:path'
import { CLINIC_ROWS } from '@/data/builtin/generated/data'
import { startBenchServer, BENCH_ANON_KEY } from './bench-server'
import { launchBrowser } from './browser-bench'
import { buildDirectory, loadHifldRecords } from './generate'
const ROOT = '/work/wt-scale'
const PORT = 55420
const server = await startBenchServer(PORT)
const outDir = path.join(ROOT, 'node_modules/.cache/bench-scale/dist-prof')
spawnSync(
  process.execPath,
  [
    path.join(ROOT, 'node_modules/vite/bin/vite.js'),
    'build',
    '--logLevel',
    'warn',
    '--outDir',
    outDir,
    '--emptyOutDir',
    '--minify',
    'false',
  ],
  {
    cwd: ROOT,
    stdio: 'inherit',
    env: {
      ...process.env,
      VITE_SUPABASE_URL: server.url,
      VITE_SUPABASE_ANON_KEY: BENCH_ANON_KEY,
    },
  },
)
const site = spawn(
  process.execPath,
  [
    path.join(ROOT, 'tests/tools/serve-dist.mjs'),
    '--port',
    String(PORT + 1),
    '--dir',
    outDir,
  ],
  { stdio: 'ignore' },
)
await new Promise((r) => setTimeout(r, 1000))
server.setClinics(buildDirectory(4810, loadHifldRecords(), CLINIC_ROWS))
const browser = await launchBrowser()
const context = await browser.newContext({
  viewport: { width: 412, height: 823 },
  isMobile: true,
  hasTouch: true,
})
const page = await context.newPage()
const cdp = await context.newCDPSession(page)
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
await page.goto(`http://127.0.0.1:${PORT + 1}/`)
await page
  .getByRole('heading', { name: '4810 clinics found' })
  .waitFor({ timeout: 120000 })
await page.getByRole('button', { name: /show\s*filters/i }).click()
await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] })
for (const l of ['Weekend Hours', 'Pediatric Specialists', 'Telehealth Available']) {
  for (let i = 0; i < 2; i++) await page.getByRole('checkbox', { name: l, exact: true }).click()
}
const buf = await browser.stopTracing()
const trace = JSON.parse(buf.toString()) as { traceEvents: Array<{ name: string; ph: string; dur?: number; tid: number; pid: number; args?: { name?: string; data?: { type?: string } } }> }
const names = trace.traceEvents.filter((e) => e.name === 'thread_name')
const main = names.filter((e) => e.args?.name === 'CrRendererMain')
const tids = new Set(main.map((e) => `${e.pid}:${e.tid}`))
const agg = new Map<string, number>()
for (const e of trace.traceEvents) {
  if (e.ph !== 'X' || !tids.has(`${e.pid}:${e.tid}`) || !e.dur) continue
  const k = e.name === 'EventDispatch' ? `EventDispatch:${e.args?.data?.type}` : e.name
  agg.set(k, (agg.get(k) ?? 0) + e.dur)
}
console.log(['EventDispatch:click','Layout','PrePaint','UpdateLayoutTree','Paint','HitTest'].map((k) => `TR ${k} ${((agg.get(k) ?? 0) / 6000).toFixed(1)}ms/click`).join('\n'))
await browser.close()
site.kill()
await server.close()
