// @vitest-environment node
/**
 * Correct and undo (issue 47, item 2) on a copy of the data file:
 * `ops:queue --clinic` writes a fresh row for a clinic that is not due, a
 * stale row's refusal names that command, and `ops:revert` puts back what a
 * sheet changed as new events, keeping what a later sheet changed since.
 */
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
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  runApply,
  runQueue,
  runRevert,
  type Io,
} from '../../../ops/lib/cli/cli'
import { csvObjects, parseCsv, stringifyCsv } from '../../../ops/lib/core/csv'
import { sheetColumns } from '../../../ops/lib/sheets-out/queue'

const ROOT = path.resolve(__dirname, '../../..')
const NOW = new Date('2026-11-26T16:00:00.000Z')
const LATER = new Date('2026-11-26T18:00:00.000Z')
const REVERT_AT = new Date('2026-11-26T20:00:00.000Z')
let dir = ''
let data = ''
let fileArgs: string[] = []

function io(now = NOW) {
  const out: string[] = []
  const err: string[] = []
  const value: Io = {
    out: (l) => out.push(l),
    err: (l) => err.push(l),
    env: {},
    now: () => now,
  }
  return { io: value, out, err }
}
type Cells = Record<string, string>
const readSheet = (file: string): Cells[] =>
  csvObjects(parseCsv(readFileSync(file, 'utf8'))).rows.map((r) => r.cells)
/** The sheet's columns, with the holiday ones the queue wrote (sheetColumns). */
const columnsOf = (rows: Cells[]) =>
  sheetColumns(
    [...new Set(rows.flatMap((r) => Object.keys(r)))]
      .filter((k) => /^holiday_/.test(k))
      .map((k) => k.slice('holiday_'.length))
      .sort(),
  )
function writeSheet(file: string, rows: Cells[]) {
  writeFileSync(
    file,
    stringifyCsv([
      columnsOf(rows),
      ...rows.map((r) => columnsOf(rows).map((k) => r[k] ?? '')),
    ]),
  )
}
async function queue(now: Date, out: string, extra: string[] = []) {
  const q = io(now)
  const code = await runQueue(['--data', data, '--out', out, ...extra], q.io)
  const files = existsSync(out) ? readdirSync(out) : []
  const call = files.find(
    (f) => f.startsWith('call-sheet') && f.endsWith('.csv'),
  )
  return { code, q, call: call ? readSheet(path.join(out, call)) : [] }
}
type Stored = { name: string; phone: string | null } & Record<string, unknown>
/** A clinic of the data file, by the name on its sheet row (the file has no ids). */
const clinic = (name: string) =>
  (
    JSON.parse(readFileSync(data, 'utf8')) as { clinics: Stored[] }
  ).clinics.find((c) => c.name === name)!
const events = () =>
  readFileSync(path.join(dir, 'verification-events.jsonl'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Record<string, unknown>)

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'ops-revert-'))
  cpSync(path.join(ROOT, 'supabase/data'), dir, { recursive: true })
  data = path.join(dir, 'western-ky-clinics.json')
  fileArgs = [
    '--to',
    'file',
    '--data',
    data,
    '--emergency-data',
    path.join(dir, 'western-ky-emergency-departments.json'),
    '--generated-dir',
    path.join(dir, 'generated'),
    '--seed',
    path.join(dir, 'seed.sql'),
  ]
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const week = {
  new_hours_sunday: 'Closed',
  new_hours_monday: '8am-6pm',
  new_hours_tuesday: '8am-6pm',
  new_hours_wednesday: '8am-6pm',
  new_hours_thursday: '8am-6pm',
  new_hours_friday: '8am-6pm',
  new_hours_saturday: '9am-1pm',
}

describe('correct and undo on the data file', () => {
  let x: Cells
  let y: Cells
  let before: { x: Stored; y: Stored }
  const sheetA = () => path.join(dir, 'round-a.csv')

  test('a round changes the hours of one clinic and the phone of another', async () => {
    const { call } = await queue(NOW, path.join(dir, 'sheets-1'), [
      '--limit',
      '100',
    ])
    x = call[0]!
    y = call[1]!
    before = { x: clinic(x!.name!), y: clinic(y!.name!) }
    writeSheet(sheetA(), [
      {
        ...x!,
        outcome: 'changed',
        confirm: 'phone',
        ...week,
        // The holidays of the next 30 days answered in the same call.
        'holiday_2026-11-26': 'closed',
        'holiday_2026-12-24': 'same as usual',
        'holiday_2026-12-25': 'closed',
        method: 'call',
        initials: 'AB',
      },
      {
        ...y!,
        outcome: 'changed',
        new_phone: '270 555 0199',
        method: 'call',
        initials: 'AB',
      },
    ])
    const applied = io()
    expect(await runApply([sheetA(), '--yes', ...fileArgs], applied.io)).toBe(0)
    // The suggested commit names the operator's day (issue 47, item 4).
    expect(applied.out).toContain(
      '  git commit -m "Verification round Thu Nov 26, 2026"',
    )
    expect(clinic(x!.name!).hours_monday).toBe('8:00 AM - 6:00 PM')
    // 'same as usual' on a Thursday: the Thursday heard on the same row.
    expect(
      (clinic(x!.name!).hours_exceptions as { date: string }[]).map((e) => [
        e.date,
        (e as { hours?: string }).hours ?? 'closed',
      ]),
    ).toEqual([
      ['2026-11-26', 'closed'],
      ['2026-12-24', '8:00 AM - 6:00 PM'],
      ['2026-12-25', 'closed'],
    ])
    expect(clinic(y!.name!).phone).toBe('(270) 555-0199')
  })

  test('the old row is refused naming ops:queue --clinic; --clinic writes a fresh row for a clinic not due', async () => {
    const stale = path.join(dir, 'stale.csv')
    writeSheet(stale, [
      {
        ...x!,
        outcome: 'changed',
        new_hours_saturday: '9am-2pm',
        method: 'call',
        initials: 'CD',
      },
    ])
    const r = io(LATER)
    expect(await runApply([stale, '--yes', ...fileArgs], r.io)).toBe(1)
    expect(r.err.join('\n')).toContain(
      `not overwritten: write a fresh row for it with npm run ops:queue -- --clinic ${x!.id}`,
    )
    // Confirmed today: not due, so not on the ordinary queue.
    const due = await queue(LATER, path.join(dir, 'sheets-2'), [
      '--limit',
      '100',
    ])
    expect(due.call.map((c) => c.id)).not.toContain(x!.id)
    const fresh = await queue(LATER, path.join(dir, 'sheets-3'), [
      '--clinic',
      x!.name!,
      '--clinic',
      y!.id!,
    ])
    expect(fresh.code).toBe(0)
    expect(new Set(fresh.call.map((c) => c.id))).toEqual(
      new Set([x!.id, y!.id]),
    )
    expect(fresh.call).toHaveLength(2)
    const later = path.join(dir, 'round-b.csv')
    writeSheet(later, [
      {
        ...fresh.call.find((c) => c.id === x!.id)!,
        outcome: 'changed',
        new_hours_saturday: '9am-2pm',
        method: 'call',
        initials: 'CD',
      },
    ])
    expect(await runApply([later, '--yes', ...fileArgs], io(LATER).io)).toBe(0)
    expect(clinic(x!.name!).hours_saturday).toBe('9:00 AM - 2:00 PM')
  })

  test('--clinic: an unknown or ambiguous name is refused, and with --town or --limit', async () => {
    const none = await queue(LATER, path.join(dir, 'sheets-4'), [
      '--clinic',
      'No Such Clinic',
    ])
    expect(none.code).toBe(1)
    expect(none.q.err.join('\n')).toContain(
      '--clinic "No Such Clinic": no clinic has that id or name',
    )
    await expect(
      runQueue(['--data', data, '--clinic', x!.id!, '--limit', '3'], io().io),
    ).rejects.toThrow('leave out --town and --limit')
  })

  test('revert: the values round A changed are put back as new events; the Saturday changed since is kept', async () => {
    const r = io(REVERT_AT)
    expect(
      await runRevert([sheetA(), '--yes', '--by', 'AB', ...fileArgs], r.io),
    ).toBe(0)
    const text = r.out.join('\n')
    expect(text).toContain(
      `  phone: (270) 555-0199 → ${before.y.phone} (put back)`,
    )
    expect(text).toContain(
      'hours_saturday was changed since, by a later sheet (Thu Nov 26, 12:00 PM CT: ',
    )
    expect(clinic(y!.name!).phone).toBe(before.y.phone)
    expect(clinic(y!.name!).phone_verified_at ?? null).toBeNull()
    expect(clinic(x!.name!).hours_monday).toBe(before.x.hours_monday)
    // The holiday answers round A recorded are taken back with the rest.
    expect(text).toContain(
      '  Christmas Eve Thu Dec 24: 8:00 AM - 6:00 PM → not confirmed (put back)',
    )
    expect(clinic(x!.name!).hours_exceptions).toEqual(before.x.hours_exceptions)
    expect(clinic(x!.name!).hours_saturday).toBe('9:00 AM - 2:00 PM')
    const log = events()
    // The history is kept: round A's events are still there, the revert adds its own.
    expect(log.filter((e) => e.created_at === NOW.toISOString())).toHaveLength(
      2,
    )
    const reverts = log.filter((e) => e.created_at === REVERT_AT.toISOString())
    expect(reverts).toHaveLength(2)
    expect(
      reverts.every((e) => String(e.note).startsWith('revert of round-a.csv')),
    ).toBe(true)
    expect(
      reverts.every((e) => e.initials === 'AB' && e.outcome === 'changed'),
    ).toBe(true)
  })

  test('revert again: already reverted, nothing written; an unapplied sheet is refused', async () => {
    const snapshot = readFileSync(data, 'utf8')
    const r = io(new Date(REVERT_AT.getTime() + 60e3))
    expect(
      await runRevert([sheetA(), '--yes', '--by', 'AB', ...fileArgs], r.io),
    ).toBe(0)
    expect(r.out.join('\n')).toContain(
      'round-a.csv was reverted already, on Thu Nov 26, 2:00 PM CT',
    )
    expect(readFileSync(data, 'utf8')).toBe(snapshot)
    const never = path.join(dir, 'never.csv')
    writeSheet(never, [])
    const n = io()
    expect(await runRevert([never, '--by', 'AB', ...fileArgs], n.io)).toBe(1)
    expect(n.err.join('\n')).toContain('no record that never.csv was applied')
    await expect(runRevert([sheetA(), ...fileArgs], io().io)).rejects.toThrow(
      '--by',
    )
  })

  test('a sheet written at 11:30 PM Central is named for that evening, not the next UTC day', async () => {
    const out = path.join(dir, 'sheets-late')
    const late = new Date('2026-12-02T05:30:00.000Z')
    expect((await queue(late, out, ['--clinic', x!.id!])).code).toBe(0)
    expect(readdirSync(out).sort()).toEqual([
      'call-sheet-2026-12-01-2330.csv',
      'call-sheet-2026-12-01-2330.html',
      'research-sheet-2026-12-01-2330.csv',
      'research-sheet-2026-12-01-2330.html',
    ])
  })
})
