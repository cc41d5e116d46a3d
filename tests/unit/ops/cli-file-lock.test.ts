// @vitest-environment node
/**
 * One writer at a time on the data file: ops:apply and ops:status run at
 * once, and two ops:apply of different sheets overlapping, as real
 * processes on one copy of the data file, several times (OPS_RACE_RUNS, 3
 * in the gate: each run is two CLI processes, about a second; the lock's
 * behaviour is proven deterministically by the tests after these, and
 * `OPS_RACE_RUNS=50 npx vitest run tests/unit/ops/cli-file-lock.test.ts`
 * replays the 50 as a soak): the stores end byte for byte as the same applies
 * one after the other, every event logged once, nothing staged left. Then
 * the lock itself: a running owner refuses an apply after the wait and
 * leaves a read its committed state; a dead owner's lock is said and taken
 * over.
 */
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, beforeAll, expect, test } from 'vitest'
import {
  runApply,
  runQueue,
  runStatus,
  type Io,
} from '../../../ops/lib/cli/cli'
import { csvObjects, parseCsv, stringifyCsv } from '../../../ops/lib/core/csv'
import { SHEET_COLUMNS } from '../../../ops/lib/sheets-out/queue'
import { startTick } from '../../../ops/lib/stores/file-lock'
import {
  eventsFile,
  lockFile,
  outputFiles,
  type FilePaths,
} from '../../../ops/lib/stores/store-file'

const ROOT = path.resolve(__dirname, '../../..')
const NOW = new Date('2026-11-30T13:12:00.000Z')
const LATER = new Date('2026-11-30T15:00:00.000Z')
const RUNS = Number(process.env.OPS_RACE_RUNS ?? 3)
/** When each sheet's checks are dated (its receipt, written beforehand). */
const AT = {
  a: '2026-11-30T13:12:00.000Z',
  b: '2026-11-30T13:40:00.000Z',
} as const
let base = ''

function io(now: Date, env: Record<string, string> = {}) {
  const out: string[] = []
  const err: string[] = []
  const value: Io = {
    out: (l) => out.push(l),
    err: (l) => err.push(l),
    env,
    now: () => now,
  }
  return { io: value, out, err }
}

const pathsOf = (dir: string): FilePaths => ({
  data: path.join(dir, 'western-ky-clinics.json'),
  emergencyData: path.join(dir, 'western-ky-emergency-departments.json'),
  generatedDir: path.join(dir, 'generated'),
  seed: path.join(dir, 'seed.sql'),
})
const fileArgs = (dir: string) => {
  const p = pathsOf(dir)
  return [
    '--data',
    p.data,
    '--emergency-data',
    p.emergencyData,
    '--generated-dir',
    p.generatedDir,
    '--seed',
    p.seed,
  ]
}
const statusArgs = (dir: string) => ['--data', pathsOf(dir).data]
const applyArgs = (dir: string, sheet: 'a' | 'b') => [
  path.join(dir, `sheet-${sheet}.csv`),
  '--yes',
  '--to',
  'file',
  ...fileArgs(dir),
]
/** The outputs, with the copy's own folder name (in the generated banners) made one. */
const outputs = (dir: string) =>
  outputFiles(pathsOf(dir)).map((f) =>
    existsSync(f)
      ? readFileSync(f, 'utf8').replaceAll(path.basename(dir), 'COPY')
      : '(none)',
  )
const events = (dir: string) =>
  (existsSync(eventsFile(pathsOf(dir)))
    ? readFileSync(eventsFile(pathsOf(dir)), 'utf8')
    : ''
  )
    .split('\n')
    .filter((l) => l !== '').length
const leftovers = (dir: string) =>
  [dir, path.join(dir, 'generated')].flatMap((d) =>
    readdirSync(d).filter((f) => f.includes('.ops-') || f.endsWith('.tmp')),
  )
let copies = 0
function copy(): string {
  const dir = path.join(base, `copy-${++copies}`)
  cpSync(path.join(base, 'copy-0'), dir, { recursive: true })
  return dir
}

// Node itself with tsx's loader: the processes racing are the commands.
const loader = pathToFileURL(
  path.join(ROOT, 'node_modules/tsx/dist/loader.mjs'),
).href
function command(
  script: string,
  args: string[],
  delayMs = 0,
): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve) =>
    setTimeout(() => {
      const child = spawn(
        process.execPath,
        ['--import', loader, path.join(ROOT, 'ops', script), ...args],
        {
          cwd: base,
          env: { ...process.env, DATABASE_URL: '' },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      )
      let out = ''
      let err = ''
      child.stdout.on('data', (d: Buffer) => (out += d.toString()))
      child.stderr.on('data', (d: Buffer) => (err += d.toString()))
      child.on('exit', (code) => resolve({ code, out, err }))
    }, delayMs),
  )
}

/** What a command says when it waited for another's lock (nothing else). */
const WAITED =
  /^(Note: waiting for another apply on the data file \(pid \d+ since \w{3} \w{3} \d+, \d+:\d\d [AP]M CT\)…\n)?$/

let before: string[] = []
let eventsBefore = 0
/** The stores after sheet a alone, a then b, b then a. */
const ref = { a: [] as string[], ab: [] as string[], ba: [] as string[] }

beforeAll(async () => {
  base = mkdtempSync(path.join(tmpdir(), 'ops-lock-'))
  const start = path.join(base, 'copy-0')
  cpSync(path.join(ROOT, 'supabase/data'), start, { recursive: true })
  cpSync(
    path.join(ROOT, 'src/data/builtin/generated'),
    path.join(start, 'generated'),
    { recursive: true },
  )
  cpSync(path.join(ROOT, 'supabase/seed.sql'), path.join(start, 'seed.sql'))
  const sheets = path.join(base, 'sheets')
  expect(
    await runQueue(
      ['--data', pathsOf(start).data, '--out', sheets, '--limit', '100'],
      io(NOW).io,
    ),
  ).toBe(0)
  const call = csvObjects(
    parseCsv(
      readFileSync(
        path.join(
          sheets,
          readdirSync(sheets).find(
            (f) => f.startsWith('call-sheet') && f.endsWith('.csv'),
          )!,
        ),
        'utf8',
      ),
    ),
  ).rows.map((r) => r.cells)
  // Two sheets of five clinics each, none on both: every row a new phone.
  const sheetOf = (rows: Record<string, string>[], from: number) =>
    stringifyCsv([
      [...SHEET_COLUMNS],
      ...rows.map((r, i) =>
        SHEET_COLUMNS.map((k) => {
          const row: Record<string, string> = {
            ...r,
            outcome: 'changed',
            new_phone: `270 555 ${String(from + i).padStart(4, '0')}`,
            method: 'call',
            initials: 'AB',
          }
          return row[k] ?? ''
        }),
      ),
    ])
  expect(call.length).toBeGreaterThanOrEqual(10)
  for (const [name, rows, from] of [
    ['a', call.slice(0, 5), 100],
    ['b', call.slice(5, 10), 200],
  ] as const) {
    const text = sheetOf(rows, from)
    writeFileSync(path.join(start, `sheet-${name}.csv`), text)
    // The receipt a first apply writes, written beforehand: each sheet's
    // checks carry a known time, whichever process applies them.
    writeFileSync(
      path.join(start, `sheet-${name}.applied.json`),
      JSON.stringify({
        sheet: createHash('sha256').update(text).digest('hex'),
        at: AT[name],
        targets: {},
      }),
    )
  }
  before = outputs(start)
  eventsBefore = events(start)
  for (const order of ['a', 'ab', 'ba'] as const) {
    const dir = copy()
    for (const s of order) {
      // A clock after both sheets' checks (a check dated ahead is refused).
      const r = io(LATER)
      expect(await runApply(applyArgs(dir, s as 'a' | 'b'), r.io)).toBe(0)
      expect(r.err).toEqual([])
    }
    ref[order] = outputs(dir)
  }
  expect(events(path.join(base, `copy-2`))).toBe(eventsBefore + 10)
  expect(ref.ab).not.toEqual(ref.ba) // the events log's order tells them apart
  expect(ref.ab[0]).toBe(ref.ba[0]) // the data file does not
}, 60_000)
afterAll(() => rmSync(base, { recursive: true, force: true }))

test(`ops:apply and ops:status at once, ${RUNS} times: the status never undoes the apply; the stores end as the apply alone`, async () => {
  let waited = 0
  for (let i = 0; i < RUNS; i++) {
    const dir = copy()
    // The status started at instants spread over the apply's run.
    const [apply, status] = await Promise.all([
      command('apply.ts', applyArgs(dir, 'a')),
      command('status.ts', statusArgs(dir), (i % 10) * 150),
    ])
    expect([apply.code, apply.err]).toEqual([0, ''])
    expect(apply.out).toMatch(/^Applied 5 check\(s\) to the data file/m)
    expect(status.code).toBe(0)
    expect(status.out).toMatch(/^town\s+clinics\s+due/m)
    expect(status.err).toMatch(WAITED)
    if (status.err !== '') waited++
    expect(outputs(dir)).toEqual(ref.a)
    expect(events(dir)).toBe(eventsBefore + 5)
    expect(leftovers(dir)).toEqual([])
    rmSync(dir, { recursive: true })
  }
  console.log(
    `apply + status: ${RUNS} of ${RUNS} runs end as the apply alone; the status waited for the apply in ${waited}`,
  )
}, 600_000)

test(`two ops:apply of different sheets at once, ${RUNS} times: both applied, one after the other; no update lost`, async () => {
  let waited = 0
  const orders = { ab: 0, ba: 0 }
  for (let i = 0; i < RUNS; i++) {
    const dir = copy()
    const [a, b] = await Promise.all([
      command('apply.ts', applyArgs(dir, 'a')),
      command('apply.ts', applyArgs(dir, 'b'), (i % 5) * 100),
    ])
    for (const r of [a, b]) {
      expect(r.code).toBe(0)
      expect(r.out).toMatch(/^Applied 5 check\(s\) to the data file/m)
      expect(r.err).toMatch(WAITED)
    }
    if (a.err !== '' || b.err !== '') waited++
    const state = outputs(dir)
    const order = state.every((c, j) => c === ref.ab[j]) ? 'ab' : 'ba'
    expect(state).toEqual(ref[order])
    orders[order]++
    expect(events(dir)).toBe(eventsBefore + 10)
    expect(leftovers(dir)).toEqual([])
    rmSync(dir, { recursive: true })
  }
  console.log(
    `two applies: ${RUNS} of ${RUNS} runs end with both sheets (${orders.ab} a first, ${orders.ba} b first); one waited for the other in ${waited}`,
  )
}, 600_000)

const holdLock = (dir: string, pid: number, tick?: string) =>
  writeFileSync(
    lockFile(pathsOf(dir)),
    JSON.stringify({ pid, what: 'apply', started: AT.a, tick }),
  )

test('a lock held by a running process: an apply waits, then is refused with its pid and time, changing nothing', async () => {
  const dir = copy()
  // This test's own process, with its start: running.
  holdLock(dir, process.pid, startTick(process.pid))
  const r = io(NOW, { OPS_LOCK_WAIT_MS: '300' })
  const started = Date.now()
  await expect(runApply(applyArgs(dir, 'a'), r.io)).rejects.toThrow(
    `Refused: another apply is running (pid ${process.pid} since Mon Nov 30, 7:12 AM CT) on the data file; nothing was changed there.`,
  )
  expect(Date.now() - started).toBeGreaterThanOrEqual(300)
  expect(r.err).toContain(
    `Note: waiting for another apply on the data file (pid ${process.pid} since Mon Nov 30, 7:12 AM CT)…`,
  )
  expect(outputs(dir)).toEqual(before)
  expect(existsSync(lockFile(pathsOf(dir)))).toBe(true) // never taken from its owner
})

test('a read while a running process holds the lock leaves its staged files alone; once it lets go, the next read undoes them', async () => {
  const dir = copy()
  const staged = pathsOf(dir).data + '.ops-new'
  writeFileSync(staged, '{"being": "written"}')
  holdLock(dir, process.pid)
  const r = io(NOW, { OPS_LOCK_WAIT_MS: '200' })
  expect(await runStatus(statusArgs(dir), r.io)).toBe(0)
  expect(r.err.at(-1)).toBe(
    `Note: another apply is still writing the data file (pid ${process.pid} since Mon Nov 30, 7:12 AM CT): read as last committed.`,
  )
  expect(existsSync(staged)).toBe(true)
  rmSync(lockFile(pathsOf(dir)))
  expect(await runStatus(statusArgs(dir), io(NOW).io)).toBe(0)
  expect(existsSync(staged)).toBe(false) // no journal: an apply never committed
  expect(outputs(dir)).toEqual(before)
})

test('a lock left by a process no longer running is said and taken over; the apply goes on and lets go', async () => {
  const dir = copy()
  const gone = await new Promise<number>((resolve) => {
    const child = spawn(process.execPath, ['-e', ''])
    child.on('exit', () => resolve(child.pid!))
  })
  holdLock(dir, gone)
  const r = io(LATER)
  expect(await runApply(applyArgs(dir, 'a'), r.io)).toBe(0)
  expect(r.err).toEqual([
    `Note: the data file was locked by pid ${gone} (apply since Mon Nov 30, 7:12 AM CT), which is no longer running; its lock taken over.`,
  ])
  expect(outputs(dir)).toEqual(ref.a)
  expect(existsSync(lockFile(pathsOf(dir)))).toBe(false)
  expect(leftovers(dir)).toEqual([])
})

test('a lock whose pid now names another process (started at another time: a reused pid) is stale: said and taken over', async () => {
  const dir = copy()
  const mine = startTick(process.pid)
  expect(mine).toMatch(/^\d+$/) // Linux's /proc: the start is known
  holdLock(dir, process.pid, String(Number(mine) + 1))
  const r = io(LATER)
  expect(await runApply(applyArgs(dir, 'a'), r.io)).toBe(0)
  expect(r.err).toEqual([
    `Note: the data file was locked by pid ${process.pid} (apply since Mon Nov 30, 7:12 AM CT), which is no longer running; its lock taken over.`,
  ])
  expect(outputs(dir)).toEqual(ref.a)
  expect(existsSync(lockFile(pathsOf(dir)))).toBe(false)
})
