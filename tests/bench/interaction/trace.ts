/**
 * A Chromium trace of filter taps on a built site (bench:interaction's
 * setup): per tap, the renderer main thread's CPU time and what it did from
 * the touch to the click handler and from there to the end of the first
 * frame after it.
 *
 *   npx tsx tests/bench/interaction/trace.ts --dir bench-results/interaction/site-36 [--taps 6] [--invalidations] [--save]
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- Chromium's trace JSON is untyped */
import { spawn } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { freePort, median, waitFor } from '../../tools/bench-support'
import { launchBrowser } from '../scale/browser-bench'
import { idle, openHome } from './phone'

const args = process.argv.slice(2)
const opt = (name: string) => {
  const i = args.indexOf(`--${name}`)
  return i >= 0 ? args[i + 1] : undefined
}
const DIR = path.resolve(opt('dir') ?? 'bench-results/interaction/site-36')
const TAPS = Number(opt('taps')) || 6
const INVALIDATIONS = args.includes('--invalidations')
const SAVE = args.includes('--save')
const FILTERS = (
  opt('filters') ?? 'Walk-in Welcome,Open After 6 PM,Open Now'
).split(',')

interface Ev {
  name: string
  ph: string
  ts: number
  dur?: number
  tdur?: number
  pid: number
  tid: number
  cat: string
  args?: Record<string, any>
}

const CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink.user_timing',
  ...(INVALIDATIONS
    ? ['disabled-by-default-devtools.timeline.invalidationTracking']
    : []),
]

function analyse(events: Ev[]) {
  const click = events.find(
    (e) => e.name === 'EventDispatch' && e.args?.data?.type === 'click',
  )
  if (!click) return null
  const main = events.filter((e) => e.pid === click.pid && e.tid === click.tid)
  main.sort((a, b) => a.ts - b.ts)
  const tasks = main.filter(
    (e) =>
      e.ph === 'X' &&
      (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask'),
  )
  // Top-level tasks only.
  const top: Ev[] = []
  for (const t of tasks)
    if (
      !top.length ||
      t.ts >= top[top.length - 1]!.ts + (top[top.length - 1]!.dur ?? 0)
    )
      top.push(t)
  const taskOf = (e: Ev) =>
    top.find((t) => t.ts <= e.ts && e.ts < t.ts + (t.dur ?? 0))
  const first = main.find(
    (e) =>
      e.name === 'EventDispatch' &&
      /^(touchstart|pointerdown)$/.test(e.args?.data?.type),
  )
  const clickEnd = click.ts + (click.dur ?? 0)
  const commit = main.find(
    (e) => (e.name === 'Commit' || e.name === 'Paint') && e.ts >= clickEnd,
  )
  const startTask = first ? taskOf(first) : taskOf(click)
  const endTask = commit ? taskOf(commit) : undefined
  if (!startTask || !endTask) return null
  const clickTask = taskOf(click)!
  const cpu = (a: number, b: number) =>
    top
      .filter((t) => t.ts >= a && t.ts < b)
      .reduce((s, t) => s + (t.tdur ?? t.dur ?? 0), 0) / 1000
  const endAt = endTask.ts + (endTask.dur ?? 0)
  const by = (a: number, b: number) => {
    const m: Record<string, number> = {}
    for (const e of main)
      if (
        e.ph === 'X' &&
        e.ts >= a &&
        e.ts < b &&
        /^(UpdateLayoutTree|Layout|PrePaint|Paint|Layerize|Commit|HitTest|EventDispatch|FunctionCall|v8.callFunction|TimerFire|FireAnimationFrame|IntersectionObserverController::computeIntersections|UpdateLayer|ParseHTML|MajorGC|MinorGC|V8.GC_SCAVENGER|Document::recalcStyle|ScheduleStyleRecalculation)$/.test(
          e.name,
        )
      ) {
        const key =
          e.name === 'EventDispatch' ? `ev:${e.args?.data?.type}` : e.name
        m[key] = (m[key] ?? 0) + (e.dur ?? 0) / 1000
      }
    return m
  }
  const styleBefore = main
    .filter(
      (e) =>
        e.name === 'UpdateLayoutTree' &&
        e.ts >= startTask.ts &&
        e.ts < click.ts,
    )
    .map(
      (e) =>
        `${((e.dur ?? 0) / 1000).toFixed(1)}ms/${e.args?.elementCount ?? '?'}el`,
    )
  const layoutBefore = main
    .filter(
      (e) => e.name === 'Layout' && e.ts >= startTask.ts && e.ts < click.ts,
    )
    .map(
      (e) =>
        `${((e.dur ?? 0) / 1000).toFixed(1)}ms/${e.args?.beginData?.dirtyObjects ?? '?'}of${e.args?.beginData?.totalObjects ?? '?'}`,
    )
  const inval = main
    .filter(
      (e) =>
        e.cat.includes('invalidationTracking') &&
        e.ts < click.ts &&
        e.ts >= startTask.ts - 200_000,
    )
    .map((e) => `${e.name}:${JSON.stringify(e.args?.data ?? {}).slice(0, 160)}`)
  const styleAfter = main
    .filter(
      (e) => e.name === 'UpdateLayoutTree' && e.ts >= click.ts && e.ts < endAt,
    )
    .map(
      (e) =>
        `${((e.dur ?? 0) / 1000).toFixed(1)}ms/${e.args?.elementCount ?? '?'}el`,
    )
  const layoutAfter = main
    .filter((e) => e.name === 'Layout' && e.ts >= click.ts && e.ts < endAt)
    .map(
      (e) =>
        `${((e.dur ?? 0) / 1000).toFixed(1)}ms/${e.args?.beginData?.dirtyObjects ?? '?'}of${e.args?.beginData?.totalObjects ?? '?'}`,
    )
  return {
    cpuTotal: cpu(startTask.ts, endAt),
    cpuFromClickTask: cpu(clickTask.ts, endAt),
    wallTotal: (endAt - startTask.ts) / 1000,
    preWall: (click.ts - startTask.ts) / 1000,
    pre: by(startTask.ts, click.ts),
    post: by(click.ts, endAt),
    styleBefore,
    layoutBefore,
    styleAfter,
    layoutAfter,
    inval,
    tasks: top
      .filter((t) => t.ts >= startTask.ts && t.ts < endAt)
      .map(
        (t) =>
          `${((t.ts - startTask.ts) / 1000).toFixed(1)}+${((t.tdur ?? 0) / 1000).toFixed(1)}`,
      ),
  }
}

const port = await freePort()
const origin = `http://127.0.0.1:${port}`
const server = spawn(
  'node',
  ['tests/tools/serve-dist.mjs', '--port', String(port), '--dir', DIR],
  { stdio: 'ignore' },
)
const browser = await launchBrowser()
try {
  await waitFor(`${origin}/`)
  const { page } = await openHome(browser, `${origin}/`)
  const rows: any[] = []
  let n = 0
  for (let i = 0; i < TAPS; i++)
    for (const label of FILTERS) {
      const box = page.getByRole('checkbox', { name: label, exact: true })
      const was = await box.isChecked()
      await box.evaluate((el) => el.scrollIntoView({ block: 'center' }))
      await idle(page)
      await page.waitForTimeout(300)
      await idle(page)
      const at = (await box.boundingBox())!
      if (n === 0) await page.screenshot({ path: '/tmp/i30c-tap-screen.png' })
      await browser.startTracing(page, { categories: CATEGORIES })
      await page.evaluate(`window.__interactionArm(4, 50)`)
      await page.touchscreen.tap(at.x + at.width / 2, at.y + at.height / 2)
      const r = (await page.evaluate('window.__interactionWait')) as any
      await page.waitForTimeout(300)
      const buf = await browser.stopTracing()
      const trace = JSON.parse(buf.toString())
      if (SAVE) writeFileSync(`/tmp/i30c-trace-${n}.json`, buf)
      const a = analyse(trace.traceEvents ?? trace)
      rows.push({
        label,
        on: !was,
        first: r.firstAt - r.clickAt,
        before: r.before,
        after: r.after,
        ...a,
      })
      n++
      await idle(page)
    }
  for (const r of rows) {
    console.log(
      `${r.label} ${r.on ? 'on ' : 'off'} ${r.before} → ${r.after}: first ${r.first.toFixed(1)} | cpu ${r.cpuTotal?.toFixed(1)} (from click task ${r.cpuFromClickTask?.toFixed(1)}) wall ${r.wallTotal?.toFixed(1)} pre ${r.preWall?.toFixed(1)}`,
    )
    console.log(
      `   pre:  ${Object.entries(r.pre ?? {})
        .map(([k, v]) => `${k} ${(v as number).toFixed(1)}`)
        .join(', ')}`,
    )
    console.log(
      `   post: ${Object.entries(r.post ?? {})
        .map(([k, v]) => `${k} ${(v as number).toFixed(1)}`)
        .join(', ')}`,
    )
    console.log(
      `   style before ${r.styleBefore?.join(' ')} | layout before ${r.layoutBefore?.join(' ')}`,
    )
    console.log(
      `   style after ${r.styleAfter?.join(' ')} | layout after ${r.layoutAfter?.join(' ')}`,
    )
    console.log(`   tasks ${r.tasks?.join(' ')}`)
    if (INVALIDATIONS) for (const i of r.inval ?? []) console.log(`   inv ${i}`)
  }
  const med = (k: string, f: (r: any) => boolean = () => true) =>
    median(
      rows
        .filter(f)
        .map((r) => r[k])
        .filter((x: any) => typeof x === 'number'),
    ).toFixed(1)
  const back = (r: any) =>
    Number(/^\d+/.exec(r.after)?.[0] ?? 0) >
    Number(/^\d+/.exec(r.before)?.[0] ?? 0)
  const away = (r: any) =>
    Number(/^\d+/.exec(r.after)?.[0] ?? 0) <
    Number(/^\d+/.exec(r.before)?.[0] ?? 0)
  console.log(
    `\nmedian: cpu ${med('cpuTotal')} (back ${med('cpuTotal', back)} / away ${med('cpuTotal', away)}), from click task ${med('cpuFromClickTask')} (back ${med('cpuFromClickTask', back)} / away ${med('cpuFromClickTask', away)}), pre wall ${med('preWall')}, first ${med('first')}`,
  )
} finally {
  await browser.close()
  server.kill()
}
