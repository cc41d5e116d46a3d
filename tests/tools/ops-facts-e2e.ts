/**
 * The before-you-go facts through the ops CLI, against a real PostgreSQL
 * (DATABASE_URL: a throwaway copy of the seeded database; see
 * supabase/tests/79_ops_facts.sh) and a copy of the data file, both at once
 * (--to both). Prints one 'ok - ' line per check and exits 1 at the first
 * failure.
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
import { isDeepStrictEqual } from 'node:util'
import postgres from 'postgres'
import {
  runApply,
  runQueue,
  runStatus,
  type Io,
} from '../../ops/lib/cli/cli.ts'
import { csvObjects, parseCsv, stringifyCsv } from '../../ops/lib/core/csv.ts'
import { SHEET_COLUMNS } from '../../ops/lib/sheets-out/queue.ts'

const url = process.env.DATABASE_URL
if (!url) throw new Error('DATABASE_URL is not set')
const sql = postgres(url, { max: 1, onnotice: () => {} })
const dir = mkdtempSync(path.join(tmpdir(), 'ops-facts-'))
const NOW = new Date(Math.floor(Date.now() / 1000) * 1000)
const LATER = new Date(NOW.getTime() + 3600e3)
const env = { DATABASE_URL: url }

const root = path.resolve(import.meta.dirname, '../..')
cpSync(path.join(root, 'supabase/data'), path.join(dir, 'data'), {
  recursive: true,
})
const data = path.join(dir, 'data/western-ky-clinics.json')
const seed = path.join(dir, 'seed.sql')
const FILE_ARGS = [
  '--data',
  data,
  '--emergency-data',
  path.join(dir, 'data/western-ky-emergency-departments.json'),
  '--generated-dir',
  path.join(dir, 'generated'),
  '--seed',
  seed,
]

function ok(cond: unknown, what: string, detail?: unknown): void {
  if (!cond)
    throw new Error(
      `not ok - ${what}${detail === undefined ? '' : `\n${JSON.stringify(detail, null, 2)}`}`,
    )
  console.log(`ok - ${what}`)
}

function io(now = NOW) {
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

type Cells = Record<string, string>
const readSheet = (file: string): Cells[] =>
  csvObjects(parseCsv(readFileSync(file, 'utf8'))).rows.map((r) => r.cells)
function writeSheet(name: string, rows: Cells[]): string {
  const file = path.join(dir, name)
  writeFileSync(
    file,
    stringifyCsv([
      [...SHEET_COLUMNS],
      ...rows.map((r) => SHEET_COLUMNS.map((k) => r[k] ?? '')),
    ]),
  )
  return file
}
async function callSheet(now: Date, name: string): Promise<Cells[]> {
  const out = path.join(dir, name)
  const q = io(now)
  const code = await runQueue(
    ['--from', 'db', '--out', out, '--limit', '100'],
    q.io,
  )
  if (code !== 0) throw new Error(q.err.join('\n'))
  const file = readdirSync(out).find(
    (f) => f.startsWith('call-sheet') && f.endsWith('.csv'),
  )!
  return readSheet(path.join(out, file))
}
const state = async () => ({
  clinics: await sql`select * from public.clinics order by id`,
  events: await sql`select * from public.verification_events order by id`,
})
const clinic = async (id: string) =>
  (await sql`select * from public.clinics where id = ${id}`)[0]!
type FileRow = Record<string, unknown>
const fileRow = (name: string): FileRow =>
  (
    JSON.parse(readFileSync(data, 'utf8')) as { clinics: FileRow[] }
  ).clinics.find((c) => c.name === name)!
const apply = async (sheet: string, now = NOW) => {
  const r = io(now)
  const code = await runApply(
    [sheet, '--to', 'both', '--yes', ...FILE_ARGS],
    r.io,
  )
  return { code, out: r.out, err: r.err }
}

async function main() {
  const sheet = await callSheet(NOW, 'round-1')
  const [a, b, c, d] = sheet
  ok(a && b && c && d, 'the call sheet has four clinics to work with')
  ok(
    sheet.every(
      (r) =>
        r.stored_min_age ===
          'unknown; ask: What is the youngest age you see?' &&
        r.stored_medicaid ===
          'unknown; ask: Do you take Kentucky Medicaid and KCHIP?' &&
        r.stored_xray === 'unknown; ask: Is there X-ray on site today?' &&
        r.stored_last_checkin ===
          'unknown; ask: How long before closing do you stop checking patients in?' &&
        r.stored_languages ===
          'unknown; ask: Can someone speak Spanish with us, or do you use an interpreter line?' &&
        r.min_age === '' &&
        r.languages === '',
    ),
    'queue --from db: every clinic shows the five questions and empty fact columns',
  )

  // Refusals: each row's problem named by row and column; nothing changes
  // in the database or the data file.
  const before = await state()
  const fileBefore = readFileSync(data, 'utf8')
  const base = { outcome: 'changed', method: 'call', initials: 'AB' }
  const bad = writeSheet('bad.csv', [
    { ...a!, ...base, min_age: '2' },
    { ...b!, ...base, medicaid: 'maybe' },
    { ...c!, ...base, last_checkin: '5 hours' },
    { ...d!, ...base, outcome: 'confirmed', confirm: 'xray' },
  ])
  const refused = await apply(bad)
  const said = refused.err.join('\n')
  ok(
    refused.code === 1 &&
      said.includes(
        `row 2: min_age: "2" has no unit: write '2 months' or '2 years'`,
      ) &&
      said.includes(`row 3: medicaid: "maybe" is not 'yes', 'no'`) &&
      said.includes('row 4: last_checkin: "5 hours" is more than 4 hours') &&
      said.includes(
        'row 5: xray cannot be confirmed: it is unknown; write what you heard in the xray column',
      ),
    'apply refuses a bad age, a bad yes/no, bad minutes and confirming an unknown fact, each by row',
    [...refused.out, ...refused.err],
  )
  ok(
    isDeepStrictEqual(await state(), before) &&
      readFileSync(data, 'utf8') === fileBefore,
    '… and changes nothing in the database or the data file',
  )

  // The answers, applied to both.
  const good = writeSheet('good.csv', [
    {
      ...a!,
      ...base,
      min_age: '6 mo',
      medicaid: 'Yes',
      xray: 'n',
      last_checkin: 'half an hour',
      languages: 'spanish, interpreter',
    },
    {
      ...b!,
      ...base,
      method: 'website',
      min_age: 'all ages',
      languages: 'english only',
    },
  ])
  const applied = await apply(good)
  const words = applied.out.join('\n')
  ok(
    applied.code === 0 &&
      applied.out.some((l) =>
        l.startsWith('Applied 2 check(s) to the database'),
      ) &&
      applied.out.some((l) =>
        l.startsWith('Applied 2 check(s) to the data file'),
      ),
    'apply --to both stores the facts in the database and the data file',
    [...applied.out, ...applied.err],
  )
  ok(
    words.includes('youngest age (min_age): (unknown) → 6 months') &&
      words.includes('Medicaid/KCHIP (medicaid): (unknown) → yes') &&
      words.includes('X-ray on site (xray): (unknown) → no') &&
      words.includes(
        'last check-in (last_checkin): (unknown) → 30 minutes before closing',
      ) &&
      words.includes(
        'languages (languages): (unknown) → Spanish, interpreter line',
      ) &&
      words.includes('youngest age (min_age): (unknown) → all ages') &&
      words.includes('languages (languages): (unknown) → none (English only)'),
    '… the diff says each fact before → after in plain words',
    applied.out,
  )
  const rowA = await clinic(a!.id!)
  ok(
    rowA.min_age_months === 6 &&
      rowA.accepts_medicaid_kchip === true &&
      rowA.xray_on_site === false &&
      rowA.last_checkin_minutes_before_close === 30 &&
      isDeepStrictEqual(rowA.languages, ['spanish', 'interpreter']) &&
      (rowA.min_age_verified_at as Date).getTime() === NOW.getTime() &&
      rowA.xray_verified_method === 'call' &&
      rowA.languages_verified_method === 'call',
    'the database: the values with their confirmations (date of the sheet, method)',
    rowA,
  )
  const rowB = await clinic(b!.id!)
  ok(
    rowB.min_age_months === 0 &&
      isDeepStrictEqual(rowB.languages, []) &&
      rowB.languages_verified_method === 'website' &&
      rowB.xray_on_site === null &&
      rowB.xray_verified_at === null,
    "the database: 'all ages' is 0 months, 'english only' an empty list; what was not asked stays unknown",
    rowB,
  )
  const fa = fileRow(a!.name!)
  const fb = fileRow(b!.name!)
  ok(
    fa.min_age_months === 6 &&
      fa.accepts_medicaid_kchip === true &&
      fa.xray_on_site === false &&
      fa.last_checkin_minutes_before_close === 30 &&
      isDeepStrictEqual(fa.languages, ['spanish', 'interpreter']) &&
      fa.min_age_verified_at === NOW.toISOString() &&
      fa.medicaid_verified_method === 'call' &&
      fb.min_age_months === 0 &&
      isDeepStrictEqual(fb.languages, []),
    'the data file: the same values and confirmations',
    { fa, fb },
  )
  const seedText = readFileSync(seed, 'utf8')
  ok(
    seedText.includes(`array['spanish', 'interpreter']::text[]`) &&
      seedText.includes(`'{}'::text[]`),
    '… and the seed generated from it carries them',
  )
  const events = await sql`
    select changes, confirmed from public.verification_events
     where clinic_id = ${a!.id!}`
  ok(
    events.length === 1 &&
      isDeepStrictEqual(events[0]!.changes.min_age_months, {
        before: null,
        after: 6,
      }) &&
      isDeepStrictEqual(events[0]!.changes.languages, {
        before: null,
        after: ['spanish', 'interpreter'],
      }) &&
      events[0]!.changes.xray_on_site.after === false,
    'the event log: each fact before → after',
    events,
  )
  const fileEvents = readFileSync(
    path.join(dir, 'data/verification-events.jsonl'),
    'utf8',
  )
  ok(
    fileEvents.includes('"min_age_months":{"before":null,"after":6}'),
    '… in the data file’s log too',
  )

  // Status, from both.
  for (const from of ['db', 'file']) {
    const r = io()
    await runStatus(['--from', from, '--json', ...FILE_ARGS.slice(0, 2)], r.io)
    const report = JSON.parse(r.out.join('\n')) as {
      overall: Record<string, number>
      towns: ({ town: string } & Record<string, number>)[]
    }
    const townsSum = (k: string) =>
      report.towns.reduce((n, t) => n + (t[k] ?? 0), 0)
    ok(
      report.overall.min_age_confirmed === 2 &&
        report.overall.medicaid_confirmed === 1 &&
        report.overall.xray_confirmed === 1 &&
        report.overall.last_checkin_confirmed === 1 &&
        report.overall.languages_confirmed === 2 &&
        townsSum('languages_confirmed') === 2,
      `status --from ${from} --json counts each confirmed fact, per town and overall`,
      report.overall,
    )
  }
  const text = io()
  await runStatus(['--from', 'db', '--wide'], text.io)
  ok(
    /age\s+medicaid\s+x-ray\s+check-in\s+languages$/.test(
      text.out[0]!.split('\n')[1]!,
    ) &&
      /\s2\s+1\s+1\s+1\s+2$/.test(
        text.out[0]!.split('\n').find((l) => l.startsWith('all towns'))!,
      ),
    'status (text): the five facts as columns',
    text.out,
  )

  // The same sheet again: already applied everywhere.
  const again = await apply(good)
  ok(
    again.code === 0 && again.out.join('\n').includes('Already applied'),
    'the same sheet again is already applied',
    [...again.out, ...again.err],
  )

  // Re-confirm as stored, and erase with 'unknown', an hour later.
  const round2 = await callSheet(LATER, 'round-2')
  const a2 = round2.find((r) => r.id === a!.id)!
  ok(
    (a2.stored_min_age ?? '').startsWith('6 months, confirmed ') &&
      (a2.stored_languages ?? '').startsWith(
        'Spanish, interpreter line, confirmed ',
      ),
    'the next sheet shows the stored facts with their confirmation',
    a2,
  )
  const reconfirm = writeSheet('reconfirm.csv', [
    {
      ...a2,
      outcome: 'confirmed',
      confirm: 'min_age xray',
      medicaid: 'y',
      languages: 'unknown',
      method: 'clinic',
      initials: 'CD',
    },
  ])
  const refusedConfirm = await apply(reconfirm, LATER)
  ok(
    refusedConfirm.code === 1 &&
      refusedConfirm.err
        .join('\n')
        .includes(
          'row 2: confirmed, but languages differ from the stored values: use changed',
        ),
    "'unknown' is a change: outcome confirmed is refused",
    refusedConfirm.err,
  )
  writeFileSync(
    reconfirm,
    readFileSync(reconfirm, 'utf8').replace(',confirmed,', ',changed,'),
  )
  const done = await apply(reconfirm, LATER)
  ok(done.code === 0, 'the re-confirmation applies', [...done.out, ...done.err])
  const rowA2 = await clinic(a!.id!)
  ok(
    (rowA2.min_age_verified_at as Date).getTime() === LATER.getTime() &&
      rowA2.min_age_verified_method === 'clinic' &&
      (rowA2.xray_verified_at as Date).getTime() === LATER.getTime() &&
      (rowA2.medicaid_verified_at as Date).getTime() === LATER.getTime() &&
      rowA2.min_age_months === 6 &&
      rowA2.languages === null &&
      rowA2.languages_verified_at === null &&
      rowA2.languages_verified_method === null &&
      (rowA2.last_checkin_verified_at as Date).getTime() === NOW.getTime(),
    "re-confirmed facts get the new date and method; 'unknown' erases value and confirmation; the rest keep theirs",
    rowA2,
  )
  const [event2] = await sql`
    select changes, confirmed from public.verification_events
     where clinic_id = ${a!.id!} order by created_at desc limit 1`
  ok(
    isDeepStrictEqual([...event2!.confirmed].sort(), [
      'medicaid',
      'min_age',
      'xray',
    ]) &&
      isDeepStrictEqual(event2!.changes.languages, {
        before: ['spanish', 'interpreter'],
        after: null,
      }),
    'the event: re-confirmed fields in confirmed, the erased list in changes',
    event2,
  )
  const fa2 = fileRow(a!.name!)
  ok(
    fa2.languages === null &&
      fa2.languages_verified_at === null &&
      fa2.min_age_verified_at === LATER.toISOString() &&
      fa2.min_age_verified_method === 'clinic',
    '… and the data file the same',
    fa2,
  )

  // Round 3 (issue 47, item 3): a new phone typed into the stored column is
  // refused; a first answer on a 'confirmed' row is taken; Medicaid/KCHIP
  // 'depends on the plan' is some plans only, in both stores.
  const LATER2 = new Date(LATER.getTime() + 3600e3)
  const round3 = await callSheet(LATER2, 'round-3')
  const a3 = round3.find((r) => r.id === a!.id)!
  const c3 = round3.find((r) => r.id === c!.id)!
  const some = {
    ...a3,
    outcome: 'changed',
    medicaid: 'depends on the plan',
    method: 'call',
    initials: 'EF',
  }
  const first = {
    ...c3,
    outcome: 'confirmed',
    xray: 'y',
    method: 'call',
    initials: 'EF',
  }
  const typedStored = await apply(
    writeSheet('typed-stored.csv', [
      { ...some, phone: '(270) 555-0199' },
      first,
    ]),
    LATER2,
  )
  ok(
    typedStored.code === 1 &&
      typedStored.err
        .join('\n')
        .includes(
          'row 2: phone "(270) 555-0199" is not the stored ' +
            JSON.stringify(a3.phone) +
            ': the stored columns are not read; write what you heard in new_phone',
        ),
    'a new phone typed into the stored phone column is refused, naming new_phone',
    typedStored.err,
  )
  const round3Sheet = writeSheet('round-3.csv', [some, first])
  const applied3 = await apply(round3Sheet, LATER2)
  const words3 = applied3.out.join('\n')
  ok(
    applied3.code === 0 &&
      words3.includes(
        'Medicaid/KCHIP (medicaid): yes → some plans only (ask which)',
      ) &&
      words3.includes('X-ray on site (xray): (unknown) → yes'),
    "apply: 'depends on the plan' is some plans; a first answer on a confirmed row is taken",
    [...applied3.out, ...applied3.err],
  )
  const rowA3 = await clinic(a!.id!)
  const rowC3 = await clinic(c!.id!)
  const fa3 = fileRow(a!.name!)
  ok(
    rowA3.accepts_medicaid_kchip === true &&
      rowA3.medicaid_kchip_some_plans === true &&
      fa3.accepts_medicaid_kchip === true &&
      fa3.medicaid_kchip_some_plans === true &&
      rowC3.xray_on_site === true &&
      (rowC3.xray_verified_at as Date).getTime() === LATER2.getTime(),
    'the database and the data file: takes Medicaid/KCHIP, some plans only; the first X-ray answer confirmed',
    { rowA3, fa3, rowC3 },
  )
  ok(
    readFileSync(seed, 'utf8').includes('medicaid_kchip_some_plans'),
    '… and the seed generated from the file carries some plans',
  )
  const [event3] = await sql`
    select outcome, changes from public.verification_events
     where clinic_id = ${c!.id!} order by created_at desc limit 1`
  ok(
    event3!.outcome === 'confirmed' &&
      isDeepStrictEqual(event3!.changes.xray_on_site, {
        before: null,
        after: true,
      }),
    'the first answer is logged as confirmed, with its change from unknown',
    event3,
  )

  // Round 4: 'yes' again; some plans goes back to false in both.
  const LATER3 = new Date(LATER2.getTime() + 3600e3)
  const a4 = (await callSheet(LATER3, 'round-4')).find((r) => r.id === a!.id)!
  ok(
    (a4.stored_medicaid ?? '').startsWith(
      'some plans only (ask which), confirmed ',
    ),
    'the next sheet shows some plans',
    a4,
  )
  const applied4 = await apply(
    writeSheet('round-4.csv', [
      {
        ...a4,
        outcome: 'changed',
        medicaid: 'yes',
        method: 'call',
        initials: 'EF',
      },
    ]),
    LATER3,
  )
  const rowA4 = await clinic(a!.id!)
  const fa4 = fileRow(a!.name!)
  ok(
    applied4.code === 0 &&
      rowA4.accepts_medicaid_kchip === true &&
      rowA4.medicaid_kchip_some_plans === false &&
      fa4.medicaid_kchip_some_plans === false,
    "'yes' after some plans: every plan, in the database and the data file",
    [...applied4.out, ...applied4.err, rowA4, fa4],
  )
}

main()
  .then(async () => {
    await sql.end()
    rmSync(dir, { recursive: true, force: true })
  })
  .catch(async (e: unknown) => {
    console.error(e instanceof Error ? e.message : e)
    await sql.end({ timeout: 1 })
    rmSync(dir, { recursive: true, force: true })
    process.exit(1)
  })
