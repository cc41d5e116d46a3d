// @vitest-environment node
/**
 * What is due, as the operator sees it on a copy of the project's data file
 * (issue 47, item 6): ops:queue refuses an unknown --town and says how many
 * due clinics did not fit --limit; ops:status fits 100 columns; ops:status
 * --due lists the due and the call-backs with their times.
 */
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { runQueue, runStatus, type Io } from '../../../ops/lib/cli/cli'
import { runGeocode } from '../../../ops/lib/cli/cli-geocode'
import { csvObjects, parseCsv, stringifyCsv } from '../../../ops/lib/core/csv'
import { fileStore } from '../../../ops/lib/stores/store-file'

const ROOT = path.resolve(__dirname, '../../..')
const NOW = new Date('2026-11-26T16:00:00.000Z')
/** Wed Dec 2, 11:30 PM CT (Thu Dec 3 in UTC). */
const LATE = new Date('2026-12-03T05:30:00.000Z')
let dir = ''
let data = ''

type Row = Record<string, unknown>
const rowsOf = (file: string) =>
  (JSON.parse(readFileSync(file, 'utf8')) as { clinics: Row[] }).clinics

function io(now = NOW, env: Io['env'] = {}) {
  const out: string[] = []
  const err: string[] = []
  const value: Io = {
    out: (l) => out.push(...l.split('\n')),
    err: (l) => err.push(l),
    env,
    now: () => now,
  }
  return { io: value, out, err }
}
const csvRows = (file: string) =>
  csvObjects(parseCsv(readFileSync(file, 'utf8'))).rows.map((r) => r.cells)
const sheet = (out: string, kind: 'call' | 'research') =>
  path.join(
    out,
    readdirSync(out).find((f) => f.startsWith(kind) && f.endsWith('.csv'))!,
  )

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'ops-due-'))
  cpSync(path.join(ROOT, 'supabase/data'), dir, { recursive: true })
  data = path.join(dir, 'western-ky-clinics.json')
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('ops:queue on the data file', () => {
  test('an unknown --town is refused with the towns, and no sheet is written', async () => {
    const out = path.join(dir, 'refused')
    for (const [town, near] of [
      ['Padukah', ' (did you mean Paducah?)'],
      ['Nowhere', ''],
    ] as const) {
      const r = io()
      expect(
        await runQueue(['--data', data, '--out', out, '--town', town], r.io),
      ).toBe(1)
      expect(r.err).toEqual([
        expect.stringMatching(
          new RegExp(
            `^ops:queue: no clinic in town '${town}'${near.replace(/[()?]/g, '\\$&')}\\. Towns: Arlington, Barlow, Beaver Dam, .*Paducah, .*\\. No sheet written\\.$`,
          ),
        ),
      ])
      expect(r.out).toEqual([])
    }
    expect(existsSync(out)).toBe(false)
  })

  test('--town in any case, trimmed: only that town on the sheets', async () => {
    const out = path.join(dir, 'paducah')
    const r = io()
    expect(
      await runQueue(
        ['--data', data, '--out', out, '--town', ' PADUCAH '],
        r.io,
      ),
    ).toBe(0)
    expect(r.out[0]).toContain(', Paducah only')
    const rows = [
      ...csvRows(sheet(out, 'call')),
      ...csvRows(sheet(out, 'research')),
    ]
    expect(rows.length).toBeGreaterThan(0)
    expect(rows.every((c) => c.town === 'Paducah')).toBe(true)
  })

  test('says how many due clinics did not fit --limit, for each sheet; nothing when all fit', async () => {
    const clinics = rowsOf(data)
    // The premise: every clinic is due (none verified, none skipped).
    expect(
      clinics.filter(
        (c) =>
          c.do_not_call ||
          c.status === 'permanently_closed' ||
          c.next_check_after ||
          c.phone_verified_at,
      ),
    ).toEqual([])
    const withPhone = clinics.filter((c) => c.phone).length
    const without = clinics.length - withPhone
    const most = Math.max(withPhone, without)
    const run = async (name: string, limit?: number) => {
      const out = path.join(dir, name)
      const r = io()
      const args = ['--data', data, '--out', out]
      expect(
        await runQueue(
          limit === undefined ? args : [...args, '--limit', String(limit)],
          r.io,
        ),
      ).toBe(0)
      return {
        lines: r.out,
        call: csvRows(sheet(out, 'call')).length,
        research: csvRows(sheet(out, 'research')).length,
      }
    }
    const left = (call: number, research: number) =>
      `${call + research} more due clinics are not on these sheets (${call} call, ${research} research): run with --limit ${most} for all`
    // The default limit, 20.
    const byDefault = await run('default')
    expect(byDefault.call).toBe(Math.min(20, withPhone))
    expect(byDefault.research).toBe(Math.min(20, without))
    expect(byDefault.lines.at(-1)).toBe(
      left(Math.max(0, withPhone - 20), Math.max(0, without - 20)),
    )
    const ten = await run('ten', 10)
    expect(ten.lines.at(-1)).toBe(left(withPhone - 10, without - 10))
    const all = await run('all', most)
    expect(all.call + all.research).toBe(clinics.length)
    expect(all.lines.filter((l) => l.includes('more due'))).toEqual([])
  })
})

test('ops:geocode refuses an unknown --town before any request, and matches one in any case', async () => {
  const env = {
    VITE_GEOCODER_URL: 'http://127.0.0.1:9/search',
    VITE_CONTACT_EMAIL: 'ops@example.org',
  }
  let requests = 0
  let t = 0
  const deps = {
    fetch: (async () => {
      requests++
      return new Response('busy', { status: 503 })
    }) as typeof fetch,
    // A clock that moves only when slept: no real waiting.
    clock: {
      now: () => t,
      sleep: async (ms: number) => {
        t += ms
      },
    },
  }
  const out = path.join(dir, 'geocode')
  const r = io(NOW, env)
  expect(
    await runGeocode(
      ['--data', data, '--out', out, '--town', 'Hendersen'],
      r.io,
      deps,
    ),
  ).toBe(1)
  expect(r.err.join('\n')).toMatch(
    /^ops:geocode: no clinic in town 'Hendersen' \(did you mean Henderson\?\)\. Towns: Arlington, .*\. No sheet written, no request sent\.$/,
  )
  expect(requests).toBe(0)
  expect(existsSync(out)).toBe(false)
  const ok = io(NOW, env)
  expect(
    await runGeocode(
      ['--data', data, '--out', out, '--town', 'henderson', '--limit', '1'],
      ok.io,
      deps,
    ),
  ).toBe(0)
  expect(ok.out[0]).toMatch(
    /clinic\(s\) without a point of their own in Henderson;/,
  )
})

describe('ops:queue and the newest harvest review sheet', () => {
  test('a clinic the sources disagree on rises to the top, its row saying why; no sheet: the queue unchanged', async () => {
    const plain = path.join(dir, 'harvest-none')
    expect(
      await runQueue(
        ['--data', data, '--out', plain, '--limit', '100'],
        io().io,
      ),
    ).toBe(0)
    const before = csvRows(sheet(plain, 'call'))
    // The last clinic of the call sheet: its sources disagree on Monday.
    const last = before.at(-1)!
    const out = path.join(dir, 'harvest-sheets')
    mkdirSync(out, { recursive: true })
    const header = [
      'clinic_id',
      'clinic',
      'town',
      'field',
      'stored',
      'stored_confirmed',
      'source',
      'value',
      'url',
      'source_date',
      'agreement',
      'accept',
      'why_not_by_default',
    ]
    const at = (k: string) => last[k] ?? ''
    const line = (source: string, value: string) => [
      at('id'),
      at('name'),
      at('town'),
      'hours_monday',
      at('hours_monday'),
      'never',
      source,
      value,
      'https://x.example',
      '2026-11-20',
      'sources disagree',
      '',
      'the sources disagree: call the clinic',
    ]
    writeFileSync(
      path.join(out, 'harvest-2026-11-25.csv'),
      stringifyCsv([
        header,
        line('website', '8:00 AM - 8:00 PM'),
        line('osm', '8:00 AM - 6:00 PM'),
      ]),
    )
    // An older sheet is not read: its clinic stays where it was.
    writeFileSync(
      path.join(out, 'harvest-2026-10-01.csv'),
      stringifyCsv([
        header,
        [before[1]!.id ?? '', ...line('website', '1:00 AM - 2:00 AM').slice(1)],
      ]),
    )
    const r = io()
    expect(
      await runQueue(['--data', data, '--out', out, '--limit', '100'], r.io),
    ).toBe(0)
    const after = csvRows(sheet(out, 'call'))
    expect(after.map((c) => c.id)).toEqual([
      last.id,
      ...before.slice(0, -1).map((c) => c.id),
    ])
    expect(after[0]!.unknown).toContain(
      'sources disagree on hours (Mon): website 8:00 AM - 8:00 PM, OpenStreetMap 8:00 AM - 6:00 PM',
    )
    expect(after[1]!.unknown).not.toContain('sources disagree')
    expect(r.out).toContainEqual(
      expect.stringMatching(
        /sources disagree on 1 clinic\(s\) \(.*harvest-2026-11-25\.csv\)/,
      ),
    )
    // ops:status --due in the same order, the same why (the sheets directory by OPS_SHEETS_DIR).
    const st = io(NOW, { OPS_SHEETS_DIR: out })
    expect(await runStatus(['--due', '--data', data], st.io)).toBe(0)
    const first = st.out.find((l) => l.startsWith('  '))!
    expect(first).toContain(
      `${at('name')} (${at('town')}): sources disagree on hours (Mon)`,
    )
  })
})

describe('ops:status on the data file', () => {
  test('every line of the default output fits 100 columns; --wide is the full table', async () => {
    for (const now of [NOW, LATE]) {
      const r = io(now)
      expect(await runStatus(['--data', data], r.io)).toBe(0)
      expect(r.out.filter((l) => l.length > 100)).toEqual([])
      expect(r.out).toContainEqual(
        expect.stringMatching(/^Where the facts come from/),
      )
      expect(r.out).toContainEqual(
        expect.stringMatching(
          /^ {2}hours\s+\d+\s+\d+\s+\d+\s+\d+\s+\d+\s+\d+$/,
        ),
      )
      expect(r.out).toContainEqual(
        expect.stringMatching(/^town\s+clinics\s+due\s+overdue\s+never\s/),
      )
      const wide = io(now)
      expect(await runStatus(['--wide', '--data', data], wide.io)).toBe(0)
      expect(wide.out).toContainEqual(
        expect.stringMatching(/x-ray\s+check-in\s+languages$/),
      )
    }
  })

  test('--due: the due in the queue’s order, the call-backs with their time in Central; --json under due_list', async () => {
    // One clinic had no answer at 11:20 PM, one was closed for the day.
    const file = path.join(dir, 'callbacks.json')
    const json = JSON.parse(readFileSync(data, 'utf8')) as { clinics: Row[] }
    const [a, b] = json.clinics.filter((c) => c.phone)
    a!.next_check_after = '2026-12-03T07:20:00.000Z'
    b!.next_check_after = '2026-12-04T05:30:00.000Z'
    writeFileSync(file, JSON.stringify(json, null, 2))
    const loaded = await fileStore({
      data: file,
      emergencyData: path.join(dir, 'western-ky-emergency-departments.json'),
      generatedDir: path.join(dir, 'generated'),
      seed: path.join(dir, 'seed.sql'),
    }).load()
    const [ca, cb] = loaded
      .filter((c) => c.nextCheckAfter !== null)
      .sort((x, y) => x.nextCheckAfter!.localeCompare(y.nextCheckAfter!))
    const event = (id: string, outcome: string, at: string) =>
      JSON.stringify({
        clinic_id: id,
        outcome,
        method: 'call',
        changes: {},
        confirmed: [],
        note: null,
        initials: 'AB',
        created_at: at,
      })
    writeFileSync(
      path.join(dir, 'verification-events.jsonl'),
      [
        event(ca!.id, 'no_answer', '2026-12-03T05:20:00.000Z'),
        event(cb!.id, 'closed_today', '2026-12-02T23:00:00.000Z'),
      ].join('\n') + '\n',
    )
    const r = io(LATE)
    expect(await runStatus(['--due', '--data', file], r.io)).toBe(0)
    const total = json.clinics.length
    expect(r.out[0]).toBe(
      `Due at Wed Dec 2, 11:30 PM CT: ${total - 2} due (${total - 2} overdue), 2 waiting for a call-back`,
    )
    const entries = r.out.filter((l) => l.startsWith('  '))
    expect(entries).toHaveLength(total)
    expect(entries.at(-2)).toBe(
      `  call-back  call      ${ca!.name} (${ca!.city}): no answer Wed Dec 2, 11:20 PM CT; call back after Thu Dec 3, 1:20 AM CT`,
    )
    expect(entries.at(-1)).toBe(
      `  call-back  call      ${cb!.name} (${cb!.city}): closed for the day Wed Dec 2, 5:00 PM CT; call back after Thu Dec 3, 11:30 PM CT`,
    )
    // In the queue's order: the names as the sheets list them.
    const out = path.join(dir, 'due-sheets')
    expect(
      await runQueue(
        ['--data', file, '--out', out, '--limit', '100'],
        io(LATE).io,
      ),
    ).toBe(0)
    const onCall = csvRows(sheet(out, 'call')).map(
      (c) => `${c.name} (${c.town}):`,
    )
    const callLines = entries.filter((l) => /^ {2}overdue {4}call /.test(l))
    expect(onCall.length).toBeGreaterThan(2)
    expect(callLines).toHaveLength(onCall.length)
    expect(
      callLines.filter(
        (l, i) => !l.startsWith(`  overdue    call      ${onCall[i]}`),
      ),
    ).toEqual([])
    const j = io(LATE)
    expect(await runStatus(['--json', '--data', file], j.io)).toBe(0)
    const report = JSON.parse(j.out.join('\n'))
    expect(report.overall.clinics).toBe(total)
    // Where the facts come from: every clinic counted once per field.
    const phone = report.sources.fields.phone as Record<string, number>
    expect(Object.values(phone).reduce((a, b) => a + b, 0)).toBe(total)
    expect(report.due_list).toHaveLength(total)
    expect(report.due_list.at(-1)).toMatchObject({
      id: cb!.id,
      state: 'call_back',
      call_back_after: '2026-12-04T05:30:00.000Z',
      last_outcome: 'closed_today',
      last_outcome_at: '2026-12-02T23:00:00.000Z',
    })
  })
})
