// @vitest-environment node
/**
 * The operator CLI end to end on a copy of the project's data file: queue →
 * fill the sheet by script → apply → the data file, the regenerated built-in
 * data and seed, and the events log are as expected; every refusal leaves
 * the files byte for byte as they were.
 */
import {
  cpSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  runApply,
  runQueue,
  runStatus,
  type Io,
} from '../../../ops/lib/cli/cli'
import { csvObjects, parseCsv, stringifyCsv } from '../../../ops/lib/core/csv'
import { sheetColumns } from '../../../ops/lib/sheets-out/queue'
import { fingerprint } from '../../../ops/lib/core/model'

const ROOT = path.resolve(__dirname, '../../..')
const NOW = new Date('2026-11-26T16:00:00.000Z')
let dir = ''
let data = ''
let fileArgs: string[] = []

function io(now = NOW, answer?: string) {
  const out: string[] = []
  const err: string[] = []
  const value: Io = {
    out: (l) => out.push(l),
    err: (l) => err.push(l),
    env: {},
    now: () => now,
    ask: answer === undefined ? undefined : async () => answer,
  }
  return { io: value, out, err }
}

type Cells = Record<string, string>
function readSheet(file: string): Cells[] {
  return csvObjects(parseCsv(readFileSync(file, 'utf8'))).rows.map(
    (r) => r.cells,
  )
}
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
async function queue(now: Date, out: string) {
  const q = io(now)
  expect(
    await runQueue(['--data', data, '--out', out, '--limit', '100'], q.io),
  ).toBe(0)
  const files = readdirSync(out)
  const pick = (s: string) =>
    path.join(
      out,
      files.find((f) => f.startsWith(s) && f.endsWith('.csv'))!,
    )
  return {
    call: readSheet(pick('call-sheet')),
    research: readSheet(pick('research-sheet')),
    callFile: pick('call-sheet'),
  }
}
const snapshot = () =>
  [data, path.join(dir, 'seed.sql'), path.join(dir, 'generated/data.ts')].map(
    (f) => {
      try {
        return readFileSync(f, 'utf8')
      } catch {
        return ''
      }
    },
  )
const clinicsOf = () =>
  (
    JSON.parse(readFileSync(data, 'utf8')) as {
      clinics: Record<string, unknown>[]
    }
  ).clinics

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'ops-file-'))
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

describe('ops CLI on the data file', () => {
  let first: Awaited<ReturnType<typeof queue>>
  let picks: Record<string, Cells> = {}

  test('queue: the call sheet holds the clinics with a phone, the research sheet exactly those without', async () => {
    first = await queue(NOW, path.join(dir, 'sheets-1'))
    const all = clinicsOf()
    const withPhone = all
      .filter((c) => c.phone)
      .map((c) => c.name)
      .sort()
    const without = all
      .filter((c) => !c.phone)
      .map((c) => c.name)
      .sort()
    expect(first.call.map((r) => r.name).sort()).toEqual(withPhone)
    expect(first.research.map((r) => r.name).sort()).toEqual(without)
    expect(without.length).toBeGreaterThan(0)
    expect(
      first.call.every(
        (r) => r.sheet === 'call' && r.fingerprint!.startsWith('fp-'),
      ),
    ).toBe(true)
    expect(first.research.every((r) => r.phone === '')).toBe(true)
    // Thanksgiving morning: today's holiday and Christmas Eve and Day (28 and
    // 29 days ahead) are asked; New Year's Eve (35 days) not yet.
    const header = csvObjects(
      parseCsv(readFileSync(first.callFile, 'utf8')),
    ).header
    expect(header.filter((h) => h.includes('holiday_'))).toEqual([
      'stored_holiday_2026-11-26',
      'stored_holiday_2026-12-24',
      'stored_holiday_2026-12-25',
      'holiday_2026-11-26',
      'holiday_2026-12-24',
      'holiday_2026-12-25',
    ])
    expect(first.call[0]!['stored_holiday_2026-12-24']).toBe(
      'not confirmed; ask: What are your hours on Christmas Eve, Thursday, December 24?',
    )
    expect(first.research.some((r) => 'holiday_2026-12-24' in r)).toBe(false)
  })

  test('apply: refused without --yes when there is no terminal, and on a "no"', async () => {
    const [a] = first.call
    const sheet = path.join(dir, 'confirm-only.csv')
    writeSheet(sheet, [
      {
        ...a!,
        outcome: 'confirmed',
        confirm: 'phone',
        method: 'call',
        initials: 'AB',
      },
    ])
    const before = snapshot()
    const noTty = io()
    expect(await runApply([sheet, ...fileArgs], noTty.io)).toBe(1)
    expect(noTty.out.join('\n')).toContain(
      `${a!.name} (${a!.town}), row 2: confirmed by call, AB`,
    )
    expect(noTty.err.join('\n')).toContain('no terminal to confirm on')
    const no = io(NOW, 'no')
    expect(await runApply([sheet, ...fileArgs], no.io)).toBe(1)
    expect(no.err.join('\n')).toContain('Not applied')
    expect(snapshot()).toEqual(before)
  })

  test('apply: checks dated in the future (a record beside the sheet saying 2099) are refused; nothing written', async () => {
    const [a] = first.call
    const sheet = path.join(dir, 'future.csv')
    writeSheet(sheet, [
      {
        ...a!,
        outcome: 'confirmed',
        confirm: 'phone',
        method: 'call',
        initials: 'AB',
      },
    ])
    writeFileSync(
      path.join(dir, 'future.applied.json'),
      JSON.stringify({
        sheet: createHash('sha256')
          .update(readFileSync(sheet, 'utf8'))
          .digest('hex'),
        at: '2099-01-01T15:00:00.000Z',
        targets: {},
      }),
    )
    const before = snapshot()
    const r = io()
    expect(await runApply([sheet, '--yes', ...fileArgs], r.io)).toBe(1)
    expect(r.err).toEqual([
      "Refused: nothing was changed. future.applied.json dates this sheet's checks Thu Jan 1, 9:00 AM CT, after now (Thu Nov 26, 10:00 AM CT): a confirmation is dated when it was made. Check this computer's clock, and that file.",
    ])
    expect(snapshot()).toEqual(before)
  })

  test('a data file holding a confirmation dated in the future is refused by every command, the clinic named', async () => {
    const json = JSON.parse(readFileSync(data, 'utf8')) as {
      clinics: Record<string, unknown>[]
    }
    const c = json.clinics.find((x) => x.phone)!
    const future = path.join(dir, 'future-data.json')
    writeFileSync(
      future,
      JSON.stringify({
        ...json,
        clinics: json.clinics.map((x) =>
          x === c
            ? {
                ...x,
                phone_verified_at: '2099-01-01T15:00:00.000Z',
                phone_verified_method: 'call',
              }
            : x,
        ),
      }),
    )
    await expect(runStatus(['--data', future], io().io)).rejects.toThrow(
      `"${String(c.name)}": phone_verified_at 2099-01-01T15:00:00.000Z is in the future`,
    )
  })

  test('apply: every refusal case at once, listed by row; nothing written', async () => {
    const [a, b, c, d, e, f] = first.call
    const sheet = path.join(dir, 'bad.csv')
    writeSheet(sheet, [
      {
        ...a!,
        outcome: 'changed',
        new_hours_monday: '9 till late',
        method: 'call',
        initials: 'AB',
      },
      {
        ...b!,
        outcome: 'changed',
        new_phone: '555-01',
        method: 'call',
        initials: 'AB',
      },
      {
        ...c!,
        id: '00000000-0000-0000-0000-000000000000',
        outcome: 'confirmed',
        confirm: 'phone',
        method: 'call',
        initials: 'AB',
      },
      {
        ...d!,
        fingerprint: 'fp-0000000000000000',
        outcome: 'confirmed',
        confirm: 'phone',
        method: 'call',
        initials: 'AB',
      },
      { ...e!, outcome: 'confirmed', confirm: 'phone', method: 'call' },
      { ...f!, outcome: 'maybe', initials: 'AB' },
    ])
    const before = snapshot()
    const r = io()
    expect(await runApply([sheet, '--yes', ...fileArgs], r.io)).toBe(1)
    const text = r.err.join('\n')
    expect(text).toContain('Refused: nothing was changed. 6 problem(s)')
    expect(text).toContain(
      'row 2: new_hours_monday "9 till late" is not hours the site can read',
    )
    expect(text).toContain(
      'row 3: new_phone "555-01" is not a 10-digit phone number',
    )
    expect(text).toContain(
      'row 4: no clinic has the id "00000000-0000-0000-0000-000000000000"',
    )
    expect(text).toContain(
      'row 5: ' + d!.name + ' changed since the sheet was written',
    )
    expect(text).toContain('row 6: initials ""')
    expect(text).toContain('row 7: outcome "maybe"')
    expect(snapshot()).toEqual(before)
  })

  test('apply: "8-5" (issue 47: stored as 8 AM - 5 AM, the site said open at 2 AM) is refused with its likely meaning; nothing written', async () => {
    const [a, b] = first.call
    const sheet = path.join(dir, 'shorthand.csv')
    writeSheet(sheet, [
      {
        ...a!,
        outcome: 'changed',
        new_hours_monday: '8-5',
        method: 'call',
        initials: 'AB',
      },
      {
        ...b!,
        outcome: 'changed',
        new_hours_sunday: 'Mon-Fri 8am-5pm',
        method: 'call',
        initials: 'AB',
      },
    ])
    const before = snapshot()
    const r = io()
    expect(await runApply([sheet, '--yes', ...fileArgs], r.io)).toBe(1)
    const text = r.err.join('\n')
    expect(text).toContain('Refused: nothing was changed. 2 problem(s)')
    expect(text).toContain(
      'row 2: new_hours_monday "8-5": write 8 AM - 5 PM, or 8 PM - 5 AM for overnight',
    )
    expect(text).toContain(
      `row 3: new_hours_sunday "Mon-Fri 8am-5pm": a day's cell holds that day's hours alone`,
    )
    expect(snapshot()).toEqual(before)
    await expect(
      runApply([sheet, '--yes', '--accept-unusual', 'two', ...fileArgs], r.io),
    ).rejects.toThrow("--accept-unusual: the sheet's row numbers")
  })

  test('apply --yes: fields, confirmed dates, status, next check and one event per row; the built-in data and seed follow', async () => {
    const rows = first.call.slice(0, 8)
    const [
      confirmed,
      changed,
      noAnswer,
      wrong,
      closedToday,
      tempClosed,
      permClosed,
      untouched,
    ] = rows
    picks = {
      confirmed: confirmed!,
      changed: changed!,
      noAnswer: noAnswer!,
      wrong: wrong!,
      closedToday: closedToday!,
      tempClosed: tempClosed!,
      permClosed: permClosed!,
      untouched: untouched!,
    }
    const week = {
      new_hours_sunday: 'Closed',
      new_hours_monday: '8am - 6pm',
      new_hours_tuesday: '8:00 AM - 6:00 PM',
      new_hours_wednesday: '8 AM-6 PM',
      new_hours_thursday: '8:00 AM – 6:00 PM',
      new_hours_friday: '8:00 AM - 6:00 PM',
      new_hours_saturday: '9:00 AM - 1:00 PM',
    }
    const sheet = path.join(dir, 'round-1.csv')
    writeSheet(sheet, [
      {
        ...confirmed!,
        outcome: 'confirmed',
        confirm: 'phone address',
        method: 'call',
        initials: 'ab',
      },
      {
        ...changed!,
        outcome: 'changed',
        new_phone: '270 555 0199',
        ...week,
        new_website: 'unknown',
        'holiday_2026-11-26': 'Closed',
        'holiday_2026-12-24': '8am-noon',
        'holiday_2026-12-25': 'closed all day',
        method: 'call',
        initials: 'AB',
        note: 'Spoke to the front desk',
      },
      { ...noAnswer!, outcome: 'no_answer', initials: 'AB' },
      {
        ...wrong!,
        outcome: 'wrong_number',
        initials: 'AB',
        note: 'A pizza place',
      },
      { ...closedToday!, outcome: 'closed_today', initials: 'AB' },
      {
        ...tempClosed!,
        outcome: 'temporarily_closed',
        method: 'website',
        initials: 'AB',
      },
      {
        ...permClosed!,
        outcome: 'permanently_closed',
        method: 'visit',
        initials: 'AB',
      },
      untouched!,
    ])
    const r = io()
    expect(await runApply([sheet, '--yes', ...fileArgs], r.io)).toBe(0)
    const out = r.out.join('\n')
    expect(out).toContain('7 check(s) for 7 clinic(s)')
    expect(out).toContain(`phone: ${changed!.phone} → (270) 555-0199`)
    expect(out).toContain('hours_monday: ')
    expect(out).toContain('→ 8:00 AM - 6:00 PM')
    expect(out).toContain('re-confirmed as stored: phone, address')
    expect(out).toContain(
      '  Christmas Eve Thu Dec 24: 8:00 AM - 12:00 PM (was: not confirmed)',
    )
    expect(out).toContain(
      '  Christmas Day Fri Dec 25: closed (was: not confirmed)',
    )
    expect(out).toContain(
      'Rows without an outcome (not checked, left as they are): 9',
    )
    expect(out).toContain('Applied 7 check(s) to the data file')
    // Generated changes by name, times in the clinics' zone, what to do next.
    expect(out).toMatch(
      /Applied 7 check\(s\) to the data file \S+: wrote the data file, the events log, seed\.sql, built-in data \(\d files?: data\.ts[^)]*\)\./,
    )
    expect(out).toContain(
      '  next check after: Thu Nov 26, 12:00 PM CT (waiting for a call-back)',
    )
    expect(out).toContain('  phone confirmed Thu Nov 26, 10:00 AM CT (call)')
    expect(out).not.toMatch(/\d{4}-\d\d-\d\dT\d\d:\d\d/)
    const next = r.out.slice(r.out.indexOf('Next:'))
    expect(next[1]).toMatch(
      /^ {2}git add \S*western-ky-clinics\.json \S*verification-events\.jsonl \S*seed\.sql \S*data\.ts/,
    )
    expect(next).toContain(
      '  npm run build   (the built-in data and the prerendered pages carry the checks once published)',
    )

    const at = NOW.toISOString()
    const byName = new Map(clinicsOf().map((c) => [c.name, c]))
    expect(byName.get(confirmed!.name)).toMatchObject({
      phone: confirmed!.phone,
      phone_verified_at: at,
      phone_verified_method: 'call',
      address_verified_at: at,
      hours_verified_at: null,
      status: 'active',
    })
    expect(byName.get(changed!.name)).toMatchObject({
      phone: '(270) 555-0199',
      hours_monday: '8:00 AM - 6:00 PM',
      hours_sunday: 'Closed',
      hours_saturday: '9:00 AM - 1:00 PM',
      website: null,
      phone_verified_at: at,
      hours_verified_at: at,
      hours_verified_method: 'call',
      website_verified_at: null,
      // new_address was left empty: an empty cell never erases.
      address: changed!.address || null,
      address_verified_at: null,
      hours_exceptions: [
        { date: '2026-11-26', closed: true, confirmed_at: at, method: 'call' },
        {
          date: '2026-12-24',
          hours: '8:00 AM - 12:00 PM',
          confirmed_at: at,
          method: 'call',
        },
        { date: '2026-12-25', closed: true, confirmed_at: at, method: 'call' },
      ],
    })
    // No answer given, nothing stored.
    expect(byName.get(confirmed!.name)!.hours_exceptions).toEqual([])
    expect(byName.get(noAnswer!.name)).toMatchObject({
      next_check_after: '2026-11-26T18:00:00.000Z',
      phone_verified_at: null,
    })
    expect(byName.get(wrong!.name)).toMatchObject({
      phone: null,
      phone_verified_at: null,
    })
    expect(byName.get(closedToday!.name)).toMatchObject({
      next_check_after: '2026-11-27T06:00:00.000Z',
    })
    expect(byName.get(tempClosed!.name)).toMatchObject({
      status: 'temporarily_closed',
      next_check_after: '2026-12-03T16:00:00.000Z',
    })
    expect(byName.get(permClosed!.name)).toMatchObject({
      status: 'permanently_closed',
    })
    expect(clinicsOf()).toHaveLength(36) // never deletes

    const events = readFileSync(
      path.join(dir, 'verification-events.jsonl'),
      'utf8',
    )
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l))
    expect(events.map((e) => e.outcome)).toEqual([
      'confirmed',
      'changed',
      'no_answer',
      'wrong_number',
      'closed_today',
      'temporarily_closed',
      'permanently_closed',
    ])
    expect(events[0]).toEqual({
      clinic_id: confirmed!.id,
      outcome: 'confirmed',
      method: 'call',
      changes: {},
      confirmed: ['phone', 'address'],
      note: null,
      initials: 'AB',
      created_at: at,
    })
    expect(events[1].changes['holiday_2026-12-25']).toEqual({
      before: null,
      after: {
        date: '2026-12-25',
        closed: true,
        confirmed_at: at,
        method: 'call',
      },
    })
    expect(events[1].changes.phone).toEqual({
      before: changed!.phone,
      after: '(270) 555-0199',
    })
    // 'unknown' erases a stored website; an unknown one stays unknown, no change.
    expect(events[1].changes.website).toEqual(
      changed!.website ? { before: changed!.website, after: null } : undefined,
    )
    expect(events[3]).toMatchObject({
      method: 'call',
      changes: { phone: { before: wrong!.phone, after: null } },
      note: 'A pizza place',
    })

    const generated = readFileSync(path.join(dir, 'generated/data.ts'), 'utf8')
    expect(generated).toContain('"phone": "(270) 555-0199"')
    expect(generated).toContain('"hours": "8:00 AM - 12:00 PM"')
    expect(generated).toContain(`"phone_verified_at": "${at}"`)
    expect(generated).toContain('"status": "permanently_closed"')
    expect(generated).not.toContain('internal_note')
    const seed = readFileSync(path.join(dir, 'seed.sql'), 'utf8')
    expect(seed).toContain(`'(270) 555-0199'`)
    expect(seed).toContain(`'permanently_closed'`)
    expect(seed).toContain('insert into public.clinic_internal')
  })

  test("the same sheet again: already applied, on the day and time it was, in the clinics' zone; nothing written", async () => {
    const before = snapshot()
    const r = io(new Date(NOW.getTime() + 3600e3))
    expect(
      await runApply(
        [path.join(dir, 'round-1.csv'), '--yes', ...fileArgs],
        r.io,
      ),
    ).toBe(0)
    expect(r.out).toEqual([
      'Already applied on Thu Nov 26, 10:00 AM CT to the data file: round-1.csv has nothing left to do.',
    ])
    expect(r.err).toEqual([])
    expect(snapshot()).toEqual(before)
  })

  test('a copy of an applied sheet (no record of its apply beside it) is refused: those clinics changed since it was written', async () => {
    const copy = path.join(dir, 'round-1-copy.csv')
    writeFileSync(copy, readFileSync(path.join(dir, 'round-1.csv')))
    const before = snapshot()
    const r = io()
    expect(await runApply([copy, '--yes', ...fileArgs], r.io)).toBe(1)
    expect(
      r.err.filter((l) => l.includes('changed since the sheet was written')),
    ).toHaveLength(7)
    expect(snapshot()).toEqual(before)
  })

  test('the next queue: rescheduled and closed clinics wait, the wrong number is researched', async () => {
    const next = await queue(NOW, path.join(dir, 'sheets-2'))
    const names = (rows: Cells[]) => rows.map((r) => r.name)
    for (const k of ['noAnswer', 'closedToday', 'tempClosed', 'permClosed'])
      expect([...names(next.call), ...names(next.research)]).not.toContain(
        picks[k]!.name,
      )
    expect(names(next.research)).toContain(picks.wrong!.name)
    expect(names(next.call)).not.toContain(picks.wrong!.name)
    // Phone confirmed, hours still unknown: still due.
    expect(names(next.call)).toContain(picks.confirmed!.name)
    // Phone, hours and the coming holidays confirmed today: not due.
    expect(names(next.call)).not.toContain(picks.changed!.name)
    // Three hours later the unanswered call is due again; the next day the closed-today one.
    expect(
      names(
        (
          await queue(
            new Date(NOW.getTime() + 3 * 3600e3),
            path.join(dir, 'sheets-3'),
          )
        ).call,
      ),
    ).toContain(picks.noAnswer!.name)
    const tomorrow = await queue(
      new Date('2026-11-27T06:00:00.000Z'),
      path.join(dir, 'sheets-4'),
    )
    expect(names(tomorrow.call)).toContain(picks.closedToday!.name)
    expect(names(tomorrow.call)).not.toContain(picks.tempClosed!.name)
    // The fresh sheet's fingerprints are the clinics' new ones.
    expect(
      next.call.every(
        (r) =>
          r.fingerprint !==
            first.call.find((f) => f.id === r.id)?.fingerprint ||
          r.name !== picks.confirmed!.name,
      ),
    ).toBe(true)
  })

  test('status: what the round did, per town and overall', async () => {
    const r = io()
    expect(await runStatus(['--json', '--data', data], r.io)).toBe(0)
    const report = JSON.parse(r.out.join('\n'))
    expect(report.overall).toMatchObject({
      clinics: 36,
      phone_90d: 2,
      hours_90d: 1,
      never_verified: 36 - 2,
      temporarily_closed: 1,
      permanently_closed: 1,
    })
    const table = io()
    expect(await runStatus(['--wide', '--data', data], table.io)).toBe(0)
    expect(table.out.join('\n')).toMatch(
      /all towns\s+36\s+2\s+2\s+1\s+1\s+34\s/,
    )
    // The default: clinics, due, overdue, never, call-back, reports, phone
    // and hours within 90 days.
    const summary = io()
    expect(await runStatus(['--data', data], summary.io)).toBe(0)
    expect(summary.out.join('\n')).toMatch(
      new RegExp(
        `all towns\\s+36\\s+${report.overall.due_now}\\s+${report.overall.overdue}\\s+34\\s+${report.overall.waiting_call_back}\\s+—\\s+2\\s+1$`,
        'm',
      ),
    )
  })

  test('as npm scripts: status prints, apply refuses without --yes when stdin is not a terminal, usage errors exit 2', () => {
    const tsx = path.join(ROOT, 'node_modules/.bin/tsx')
    const run = (script: string, args: string[]) =>
      spawnSync(tsx, [path.join(ROOT, 'ops', script), ...args], {
        cwd: dir,
        encoding: 'utf8',
        input: '',
        env: { ...process.env, DATABASE_URL: '' },
      })
    const status = run('status.ts', ['--json', '--data', data])
    expect(status.status).toBe(0)
    expect(JSON.parse(status.stdout).overall.clinics).toBe(36)
    const sheet = path.join(dir, 'piped.csv')
    const before = snapshot()
    const [row] = readSheet(
      path.join(
        dir,
        'sheets-2',
        readdirSync(path.join(dir, 'sheets-2')).find(
          (f) => f.startsWith('call-sheet') && f.endsWith('.csv'),
        )!,
      ),
    )
    writeSheet(sheet, [{ ...row!, outcome: 'no_answer', initials: 'AB' }])
    const apply = run('apply.ts', [sheet, ...fileArgs])
    expect(apply.status).toBe(1)
    expect(apply.stdout).toContain('no_answer by call, AB')
    expect(apply.stderr).toContain('no terminal to confirm on')
    expect(snapshot()).toEqual(before)
    const usage = run('queue.ts', ['--limit', 'many'])
    expect(usage.status).toBe(2)
    expect(usage.stderr).toContain('--limit is a whole number')
  }, 60_000)

  test('a file that is not CSV, and usage errors', async () => {
    const bad = path.join(dir, 'bad-quote.csv')
    writeFileSync(bad, 'id,outcome\n"abc,confirmed\n')
    const r = io()
    expect(await runApply([bad, ...fileArgs], r.io)).toBe(1)
    expect(r.err.join()).toContain('is not a readable CSV sheet')
    await expect(runApply([...fileArgs], io().io)).rejects.toThrow(
      'name one filled sheet',
    )
    await expect(
      runQueue(['--limit', '0', '--data', data], io().io),
    ).rejects.toThrow('--limit')
    await expect(runQueue(['--from', 'db'], io().io)).rejects.toThrow(
      'DATABASE_URL',
    )
    await expect(runQueue(['--nope'], io().io)).rejects.toThrow(
      'unknown option --nope',
    )
    // A fingerprint helper sanity check: the sheet's fingerprint format.
    expect(fingerprint).toBeTypeOf('function')
  })
})
