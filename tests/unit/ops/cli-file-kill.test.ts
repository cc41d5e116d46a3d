// @vitest-environment node
/**
 * An apply to the data file that is killed at any moment ends with none or
 * all of its outputs changed (the data file, the events log, the seed and
 * the built-in data), and running the same sheet again brings them byte for
 * byte to what one uninterrupted apply writes. Stopped at every step of the
 * apply in-process, and killed for real (SIGKILL) at instants spread over
 * the apply.
 */
import { spawn } from 'node:child_process'
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
import { runApply, runQueue, type Io } from '../../../ops/lib/cli/cli'
import { csvObjects, parseCsv, stringifyCsv } from '../../../ops/lib/core/csv'
import { SHEET_COLUMNS } from '../../../ops/lib/sheets-out/queue'
import {
  completePending,
  journalFile,
  outputFiles,
  type FilePaths,
} from '../../../ops/lib/stores/store-file'

const ROOT = path.resolve(__dirname, '../../..')
const NOW = new Date('2026-11-30T13:12:00.000Z')
const LATER = new Date('2026-11-30T15:00:00.000Z')
let base = ''
let sheetText = ''

class Killed extends Error {}

function io(now: Date, checkpoint?: (step: string) => void) {
  const out: string[] = []
  const err: string[] = []
  const value: Io = {
    out: (l) => out.push(l),
    err: (l) => err.push(l),
    env: {},
    now: () => now,
    checkpoint,
  }
  return { io: value, out, err }
}

const pathsOf = (dir: string): FilePaths => ({
  data: path.join(dir, 'western-ky-clinics.json'),
  emergencyData: path.join(dir, 'western-ky-emergency-departments.json'),
  generatedDir: path.join(dir, 'generated'),
  seed: path.join(dir, 'seed.sql'),
})
const argsOf = (dir: string) => {
  const p = pathsOf(dir)
  return [
    path.join(dir, 'sheet.csv'),
    '--yes',
    '--to',
    'file',
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
/** The outputs, with the copy's own folder name (in the generated banners) made one. */
const outputs = (dir: string) =>
  outputFiles(pathsOf(dir)).map((f) =>
    existsSync(f)
      ? readFileSync(f, 'utf8').replaceAll(path.basename(dir), 'COPY')
      : '(none)',
  )
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

let before: string[] = []
let clean: string[] = []
const steps: string[] = []

beforeAll(async () => {
  base = mkdtempSync(path.join(tmpdir(), 'ops-kill-'))
  const start = path.join(base, 'copy-0')
  cpSync(path.join(ROOT, 'supabase/data'), start, { recursive: true })
  // The generated files as they are in the project, for the copy's data.
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
  const [a, b, c] = call
  const week = Object.fromEntries(
    [
      'sunday',
      'monday',
      'tuesday',
      'wednesday',
      'thursday',
      'friday',
      'saturday',
    ].map((d) => [`new_hours_${d}`, d === 'sunday' ? 'Closed' : '8am-6pm']),
  )
  const rows = [
    {
      ...a!,
      outcome: 'changed',
      new_phone: '270 555 0199',
      ...week,
      method: 'call',
      initials: 'AB',
    },
    { ...b!, outcome: 'no_answer', initials: 'AB' },
    { ...c!, outcome: 'temporarily_closed', method: 'website', initials: 'AB' },
  ]
  sheetText = stringifyCsv([
    [...SHEET_COLUMNS],
    ...rows.map((r) =>
      SHEET_COLUMNS.map((k) => (r as Record<string, string>)[k] ?? ''),
    ),
  ])
  writeFileSync(path.join(start, 'sheet.csv'), sheetText)
  before = outputs(start)

  // One uninterrupted apply: the outputs every interrupted one must reach,
  // and the steps it goes through.
  const dir = copy()
  const r = io(NOW, (s) => steps.push(s))
  expect(await runApply(argsOf(dir), r.io)).toBe(0)
  clean = outputs(dir)
  expect(clean.every((c, i) => c !== before[i] || i === 5)).toBe(true)
}, 60_000)
afterAll(() => rmSync(base, { recursive: true, force: true }))

test('an uninterrupted apply goes through every step; the data file, events log, seed and built-in data all change', () => {
  expect(steps).toEqual([
    'receipt written',
    'staged western-ky-clinics.json',
    'staged verification-events.jsonl',
    'staged seed.sql',
    'staged data.ts',
    'staged coordinates.ts',
    'staged emergency-departments.ts',
    'journal committed',
    'renamed western-ky-clinics.json',
    'renamed verification-events.jsonl',
    'renamed seed.sql',
    'renamed data.ts',
    'renamed coordinates.ts',
    'renamed emergency-departments.ts',
    'applied to the data file',
  ])
})

test('stopped after each step: recovery alone leaves none or all changed; the same sheet run again ends byte for byte as one clean apply', async () => {
  const seen = { none: 0, all: 0 }
  for (const step of steps) {
    const dir = copy()
    const stop = io(NOW, (s) => {
      if (s === step) throw new Killed(s)
    })
    await expect(runApply(argsOf(dir), stop.io)).rejects.toThrow(Killed)
    // What any next command sees first: the pending apply finished or undone.
    completePending(pathsOf(dir))
    const state = outputs(dir)
    const which = state.every((c, i) => c === before[i])
      ? 'none'
      : state.every((c, i) => c === clean[i])
        ? 'all'
        : 'mixed'
    expect([step, which]).not.toEqual([step, 'mixed'])
    seen[which as 'none' | 'all']++
    const again = io(LATER)
    expect(await runApply(argsOf(dir), again.io)).toBe(0)
    expect(outputs(dir)).toEqual(clean)
    expect(leftovers(dir)).toEqual([])
    expect(again.out[0]).toMatch(
      which === 'all'
        ? /^Already applied on Mon Nov 30, 7:12 AM CT to the data file/
        : /^3 check\(s\) for 3 clinic\(s\)/,
    )
  }
  expect(seen.none).toBeGreaterThan(0)
  expect(seen.all).toBeGreaterThan(0)
}, 120_000)

test('a receipt half-written by a process killed before its rename is removed by the next apply, also when the sheet is applied everywhere', async () => {
  const dir = copy()
  expect(await runApply(argsOf(dir), io(NOW).io)).toBe(0)
  const receipt = path.join(dir, 'sheet.applied.json')
  // Killed between writing and renaming: its pid no longer runs (2^22 + 1
  // is above Linux's largest pid), or the one name an older version wrote.
  writeFileSync(`${receipt}.4194305.tmp`, '{"sheet":')
  writeFileSync(`${receipt}.tmp`, '{"sheet":')
  // A receipt being written by a process that runs (this one) is left alone.
  writeFileSync(`${receipt}.${process.pid}.tmp`, '{"sheet":')
  const again = io(LATER)
  expect(await runApply(argsOf(dir), again.io)).toBe(0)
  expect(again.out[0]).toMatch(/^Already applied on /)
  expect(leftovers(dir)).toEqual([`sheet.applied.json.${process.pid}.tmp`])
})

test('a committed apply stopped mid-way is completed by the next command, which says so', async () => {
  const dir = copy()
  await expect(
    runApply(
      argsOf(dir),
      io(NOW, (s) => {
        if (s === 'renamed seed.sql') throw new Killed(s)
      }).io,
    ),
  ).rejects.toThrow(Killed)
  expect(existsSync(journalFile(pathsOf(dir)))).toBe(true)
  const again = io(LATER)
  expect(await runApply(argsOf(dir), again.io)).toBe(0)
  expect(again.err.join('\n')).toContain(
    'An earlier apply to the data file was stopped after it was committed; completed it now (data.ts, coordinates.ts, emergency-departments.ts).',
  )
  expect(outputs(dir)).toEqual(clean)
})

test('killed for real (SIGKILL) at instants spread over the apply: the next run converges on the clean apply', async () => {
  // Node itself with tsx's loader (not the tsx wrapper, whose own child
  // would outlive the kill): the process killed is the one applying.
  const loader = pathToFileURL(
    path.join(ROOT, 'node_modules/tsx/dist/loader.mjs'),
  ).href
  const outcomes: string[] = []
  // Each kill is timed from a file the apply writes appearing (polled every
  // half millisecond), then a delay: across the staging of the new files,
  // the journal's commit and the renames.
  const p = (dir: string) => pathsOf(dir)
  const triggers: [string, (dir: string) => string, number][] = [
    ['new data file', (d) => p(d).data + '.ops-new', 0],
    ['new seed.sql', (d) => p(d).seed + '.ops-new', 0],
    ['new data.ts', (d) => path.join(p(d).generatedDir, 'data.ts.ops-new'), 0],
    ['journal', (d) => journalFile(p(d)), 0],
    ['journal', (d) => journalFile(p(d)), 1],
    ['journal', (d) => journalFile(p(d)), 3],
    ['journal', (d) => journalFile(p(d)), 6],
  ]
  for (const [what, fileOf, delay] of triggers) {
    const dir = copy()
    const watched = fileOf(dir)
    const child = spawn(
      process.execPath,
      ['--import', loader, path.join(ROOT, 'ops/apply.ts'), ...argsOf(dir)],
      {
        cwd: dir,
        env: { ...process.env, DATABASE_URL: '' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    )
    let killedAt = `${what} +${delay} ms: finished first`
    let stderr = ''
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()))
    const code = await new Promise<number | null>((resolve) => {
      const watch = setInterval(() => {
        if (!existsSync(watched)) return
        clearInterval(watch)
        const kill = () => {
          if (child.exitCode === null && child.kill('SIGKILL'))
            killedAt = `${what} +${delay} ms`
        }
        if (delay === 0) kill()
        else setTimeout(kill, delay)
      }, 0.5)
      child.on('exit', (c) => {
        clearInterval(watch)
        resolve(c)
      })
    })
    if (killedAt.endsWith('finished first'))
      expect([code, stderr]).toEqual([0, ''])
    // The child's checks carry its own time (the receipt beside the sheet
    // keeps it once written): the clean apply to compare with is at that time.
    const receipt = path.join(dir, 'sheet.applied.json')
    const at = existsSync(receipt)
      ? new Date(
          (JSON.parse(readFileSync(receipt, 'utf8')) as { at: string }).at,
        )
      : LATER
    const ref = copy()
    expect(await runApply(argsOf(ref), io(at).io)).toBe(0)
    const expected = outputs(ref)
    completePending(pathsOf(dir))
    const state = outputs(dir)
    const which = state.every((c, i) => c === before[i])
      ? 'none'
      : state.every((c, i) => c === expected[i])
        ? 'all'
        : 'mixed'
    outcomes.push(`${killedAt}: ${which}`)
    expect(which).not.toBe('mixed')
    // Run again on a clock at the receipt's time (the child's own clock),
    // never before it: checks dated ahead of the clock are refused.
    expect(await runApply(argsOf(dir), io(at).io)).toBe(0)
    expect(outputs(dir)).toEqual(expected)
    expect(leftovers(dir)).toEqual([])
  }
  console.log(`SIGKILL: ${outcomes.join('; ')}`)
  expect(outcomes.filter((o) => o.endsWith('ms: none')).length).toBeGreaterThan(
    0,
  )
}, 180_000)
