/**
 * The holiday questions through the ops CLI (issue 49, item 5), against a
 * real PostgreSQL (DATABASE_URL: a throwaway copy of the seeded database;
 * see supabase/tests/74_ops_holidays.sh) and a copy of the data file, both
 * at once (--to both), on Wed Dec 2, 2026: the call sheet asks Christmas
 * Eve and Day, New Year's Eve and Day; refusals by row; the answers stored
 * in clinics.hours_exceptions (its CHECK accepts them) and the file; the
 * status counts; after Christmas the passed days are kept but no longer
 * asked or counted; ops:revert takes the answers back. Prints one 'ok - '
 * line per check and exits 1 at the first failure.
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
  runRevert,
  runStatus,
  type Io,
} from '../../ops/lib/cli/cli.ts'
import { csvObjects, parseCsv, stringifyCsv } from '../../ops/lib/core/csv.ts'

const url = process.env.DATABASE_URL
if (!url) throw new Error('DATABASE_URL is not set')
const sql = postgres(url, { max: 1, onnotice: () => {} })
const dir = mkdtempSync(path.join(tmpdir(), 'ops-holidays-'))
/** Wed Dec 2, 2026, 9:00 AM Central. */
const NOW = new Date('2026-12-02T15:00:00.000Z')
const AFTER_CHRISTMAS = new Date('2026-12-28T15:00:00.000Z')
const env = { DATABASE_URL: url }
const COMING = ['2026-12-24', '2026-12-25', '2026-12-31', '2027-01-01']

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
/** A sheet as the queue wrote it: its header and its rows. */
function readSheet(file: string) {
  const { header, rows } = csvObjects(parseCsv(readFileSync(file, 'utf8')))
  return { header, rows: rows.map((r) => r.cells) }
}
function writeSheet(name: string, header: string[], rows: Cells[]): string {
  const file = path.join(dir, name)
  writeFileSync(
    file,
    stringifyCsv([header, ...rows.map((r) => header.map((k) => r[k] ?? ''))]),
  )
  return file
}
async function callSheet(now: Date, name: string) {
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
  return {
    ...readSheet(path.join(out, file)),
    html: readFileSync(path.join(out, file.replace(/\.csv$/, '.html')), 'utf8'),
    said: q.out.join('\n'),
  }
}
const state = async () => ({
  clinics: await sql`select * from public.clinics order by id`,
  events: await sql`select * from public.verification_events order by id`,
})
const exceptionsOf = async (id: string) =>
  (await sql`select hours_exceptions from public.clinics where id = ${id}`)[0]!
    .hours_exceptions as unknown
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
const status = async (now: Date) => {
  const r = io(now)
  await runStatus(['--from', 'db', '--json'], r.io)
  return JSON.parse(r.out.join('\n')) as {
    holidays: {
      date: string
      confirmed: number
      closed: number
      open: number
      clinics: number
    }[]
  }
}

async function main() {
  const first = await callSheet(NOW, 'round-1')
  ok(
    isDeepStrictEqual(
      first.header.filter((h) => h.startsWith('holiday_')),
      COMING.map((d) => `holiday_${d}`),
    ) && first.rows.every((r) => r['holiday_2026-12-24'] === ''),
    'queue --from db on Dec 2: one column each for Christmas Eve and Day, New Year’s Eve and Day, empty to fill in',
    first.header,
  )
  ok(
    first.rows.every(
      (r) =>
        r['stored_holiday_2026-12-25'] ===
        'not confirmed; ask: What are your hours on Christmas Day, Friday, December 25?',
    ) &&
      first.html.includes(
        'What are your hours on Christmas Eve, Thursday, December 24?',
      ) &&
      first.said.includes(
        "asking the hours on Christmas Eve Thu Dec 24, Christmas Day Fri Dec 25, New Year's Eve Thu Dec 31, New Year's Day Fri Jan 1",
      ),
    '… the question in words on every row and on the printed page, and the command says which days it asks',
  )

  const noFriday = first.rows.find(
    (r) => r.name === 'Fast Pace Urgent Care - Madisonville',
  )
  const [a, b] = first.rows.filter(
    (r) => r !== noFriday && r.hours_friday !== '',
  )
  ok(
    a && b && noFriday && noFriday.hours_friday === '',
    'three clinics to work with, one without Friday hours',
  )

  // Refusals, by row and column; nothing changes anywhere.
  const before = await state()
  const fileBefore = readFileSync(data, 'utf8')
  const base = { method: 'call', initials: 'AB' }
  const bad = writeSheet('bad.csv', first.header, [
    { ...a!, ...base, outcome: 'confirmed', 'holiday_2026-12-24': '9-1' },
    { ...b!, ...base, outcome: 'no_answer', 'holiday_2026-12-25': 'closed' },
    {
      ...noFriday!,
      ...base,
      outcome: 'confirmed',
      'holiday_2026-12-25': 'same as usual',
    },
  ])
  const refused = await apply(bad)
  const said = refused.err.join('\n')
  ok(
    refused.code === 1 &&
      said.includes(
        'row 2: holiday_2026-12-24 "9-1": write 9 AM - 1 PM, or 9 PM - 1 AM for overnight',
      ) &&
      said.includes(
        'row 3: holiday_2026-12-25: no_answer records no holiday answer',
      ) &&
      said.includes(
        `row 4: holiday_2026-12-25 "same as usual": the usual Friday hours are unknown`,
      ),
    'apply refuses ambiguous hours, an answer on a no_answer row and "same as usual" for unknown weekly hours, each by row and column',
    [...refused.out, ...refused.err],
  )
  ok(
    isDeepStrictEqual(await state(), before) &&
      readFileSync(data, 'utf8') === fileBefore,
    '… and changes nothing in the database or the data file',
  )

  // The answers, applied to both.
  const good = writeSheet('good.csv', first.header, [
    {
      ...a!,
      ...base,
      outcome: 'confirmed',
      confirm: 'phone',
      'holiday_2026-12-24': 'closed',
      'holiday_2026-12-25': 'Closed all day',
      'holiday_2026-12-31': '9am-1pm',
      'holiday_2027-01-01': 'same as usual',
    },
    {
      ...b!,
      ...base,
      method: 'website',
      outcome: 'confirmed',
      'holiday_2026-12-25': '10 AM - 2 PM',
    },
  ])
  const applied = await apply(good)
  const words = applied.out.join('\n')
  ok(
    applied.code === 0 &&
      words.includes('Applied 2 check(s) to the database') &&
      words.includes('Applied 2 check(s) to the data file') &&
      words.includes(
        '  Christmas Day Fri Dec 25: closed (was: not confirmed)',
      ) &&
      words.includes(
        "  New Year's Eve Thu Dec 31: 9:00 AM - 1:00 PM (was: not confirmed)",
      ),
    'apply --to both: the diff shows each holiday answer, then both targets are written',
    [...applied.out, ...applied.err],
  )
  const at = NOW.toISOString()
  const fridayOfA = a!.hours_friday
  const expectedA = [
    { date: '2026-12-24', closed: true, confirmed_at: at, method: 'call' },
    { date: '2026-12-25', closed: true, confirmed_at: at, method: 'call' },
    {
      date: '2026-12-31',
      hours: '9:00 AM - 1:00 PM',
      confirmed_at: at,
      method: 'call',
    },
    fridayOfA === 'Closed'
      ? { date: '2027-01-01', closed: true, confirmed_at: at, method: 'call' }
      : {
          date: '2027-01-01',
          hours: fridayOfA,
          confirmed_at: at,
          method: 'call',
        },
  ]
  ok(
    isDeepStrictEqual(await exceptionsOf(a!.id!), expectedA) &&
      isDeepStrictEqual(fileRow(a!.name!).hours_exceptions, expectedA),
    'clinics.hours_exceptions holds the four answers with their confirmation (the CHECK accepts them), and the data file the same',
    {
      db: await exceptionsOf(a!.id!),
      file: fileRow(a!.name!).hours_exceptions,
    },
  )
  ok(
    isDeepStrictEqual(await exceptionsOf(b!.id!), [
      {
        date: '2026-12-25',
        hours: '10:00 AM - 2:00 PM',
        confirmed_at: at,
        method: 'website',
      },
    ]) && readFileSync(seed, 'utf8').includes('10:00 AM - 2:00 PM'),
    "the second clinic's answer by website, and the regenerated seed carries it",
  )
  const [event] = await sql`
    select changes, confirmed from public.verification_events
     where clinic_id = ${a!.id!} and created_at = ${at}`
  ok(
    event &&
      isDeepStrictEqual(event.changes['holiday_2026-12-25'], {
        before: null,
        after: expectedA[1],
      }) &&
      isDeepStrictEqual(event.confirmed, ['phone']),
    'the event records each answer under holiday_DATE, before and after',
    event,
  )

  // A row printed before the answers is stale.
  const stale = writeSheet('stale.csv', first.header, [
    { ...b!, ...base, outcome: 'confirmed', 'holiday_2026-12-24': 'closed' },
  ])
  const staleApply = await apply(stale)
  ok(
    staleApply.code === 1 &&
      staleApply.err
        .join('\n')
        .includes(`${b!.name} changed since the sheet was written`),
    'a row printed before someone recorded holiday hours is refused as changed since',
    staleApply.err,
  )

  // The next sheet: what is known; the answered clinic is no longer raised.
  const second = await callSheet(NOW, 'round-2')
  const rowA = second.rows.find((r) => r.id === a!.id)
  ok(
    rowA?.['stored_holiday_2026-12-25'] ===
      'closed, confirmed Wed Dec 2, 9:00 AM CT (call)' &&
      second.html.includes(
        '<td>closed, confirmed Wed Dec 2, 9:00 AM CT (call)</td>',
      ),
    'the next sheet shows what is known for each holiday',
    rowA,
  )
  const idsInOrder = second.rows.map((r) => r.id)
  const lacking = second.rows.filter((r) =>
    r['stored_holiday_2026-12-24']!.startsWith('not confirmed'),
  )
  ok(
    lacking.length > 0 &&
      lacking.every(
        (r) => idsInOrder.indexOf(r.id) < idsInOrder.indexOf(a!.id),
      ),
    'clinics with no answer for Christmas Eve come before the clinic that answered it',
  )

  const counts = await status(NOW)
  const day = counts.holidays.find((h) => h.date === '2026-12-25')
  ok(
    counts.holidays.map((h) => h.date).join() === COMING.join() &&
      day?.confirmed === 2 &&
      day.closed === 1 &&
      day.open === 1,
    'ops:status --json: per coming holiday, the clinics confirmed (Christmas Day 2: 1 closed, 1 open)',
    counts.holidays,
  )

  // After Christmas: the passed days stay in the row, no longer asked or counted.
  const late = await callSheet(AFTER_CHRISTMAS, 'round-3')
  const lateCounts = await status(AFTER_CHRISTMAS)
  ok(
    isDeepStrictEqual(
      late.header.filter((h) => h.startsWith('holiday_')),
      ['holiday_2026-12-31', 'holiday_2027-01-01'],
    ) &&
      lateCounts.holidays.map((h) => h.date).join() ===
        '2026-12-31,2027-01-01' &&
      isDeepStrictEqual(await exceptionsOf(a!.id!), expectedA),
    'on Dec 28 Christmas is history: kept in the row, not asked, not counted',
  )

  // ops:revert takes the answers back, as new events.
  const r = io(new Date(NOW.getTime() + 3600e3))
  const code = await runRevert(
    [good, '--to', 'both', '--yes', '--by', 'AB', ...FILE_ARGS],
    r.io,
  )
  ok(
    code === 0 &&
      isDeepStrictEqual(await exceptionsOf(a!.id!), []) &&
      isDeepStrictEqual(fileRow(a!.name!).hours_exceptions, []) &&
      r.out.some((l) =>
        l.includes(
          'Christmas Day Fri Dec 25: closed → not confirmed (put back)',
        ),
      ),
    'ops:revert --to both takes the holiday answers back in both',
    [...r.out, ...r.err],
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
