/**
 * The corrections inbox (npm run ops:reports) and what reports do to
 * ops:queue and ops:status, against a real PostgreSQL (DATABASE_URL: a
 * throwaway copy of the seeded database; see
 * supabase/tests/75_ops_reports.sh). Reports and messages are inserted
 * with SQL as postgres (and through the site's own functions), at chosen
 * times. Prints one 'ok - ' line per check and exits 1 at the first failure.
 */
import { createHash, randomUUID } from 'node:crypto'
import {
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
  UsageError,
  runApply,
  runQueue,
  runReports,
  runStatus,
  type Io,
} from '../../ops/lib/cli/cli.ts'
import { csvObjects, parseCsv, stringifyCsv } from '../../ops/lib/core/csv.ts'
import { localTime } from '../../ops/lib/core/local-time.ts'
import { holidaysWithin, isoOf } from '../../src/domain/hours/holidays.ts'
import { clinicWallClock } from '../../src/domain/hours/open-status.ts'
import type { Inbox } from '../../ops/lib/inbox/inbox.ts'

const url = process.env.DATABASE_URL
if (!url) throw new Error('DATABASE_URL is not set')
const sql = postgres(url, { max: 1, onnotice: () => {} })
const dir = mkdtempSync(path.join(tmpdir(), 'ops-reports-'))
const NOW = new Date()
const HOUR = 3600e3
const DAY = 24 * HOUR
const ago = (ms: number) => new Date(NOW.getTime() - ms)

function ok(cond: unknown, what: string, detail?: unknown): void {
  if (!cond) {
    throw new Error(
      `not ok - ${what}${detail === undefined ? '' : `\n${JSON.stringify(detail, null, 2)}`}`,
    )
  }
  console.log(`ok - ${what}`)
}

function io(env: Record<string, string | undefined> = { DATABASE_URL: url }) {
  const out: string[] = []
  const err: string[] = []
  const value: Io = {
    out: (l) => out.push(l),
    err: (l) => err.push(l),
    env,
    now: () => NOW,
  }
  return { io: value, out, err }
}

/** Runs the command; a usage error is exit code 2, as from the script. */
async function run(
  cmd: (argv: readonly string[], io: Io) => Promise<number>,
  argv: string[],
  env?: Record<string, string | undefined>,
) {
  const r = io(env)
  let code: number
  try {
    code = await cmd(argv, r.io)
  } catch (e) {
    if (!(e instanceof UsageError)) throw e
    r.err.push(e.message)
    code = 2
  }
  return { code, out: r.out.join('\n'), err: r.err.join('\n') }
}

const client = (n: number) =>
  createHash('sha256').update(`client-${n}`).digest('hex')
/** A network_hash (what the closed line counts since 20261203000001). */
const network = (n: number) =>
  createHash('sha256').update(`network-${n}`).digest('hex')

interface Insert {
  id?: string
  note?: string
  reply?: string
  client?: number
  net?: number
  status?: string
  by?: string
}
async function report(
  clinicId: string,
  kinds: string[],
  at: Date,
  o: Insert = {},
): Promise<string> {
  const handled = o.status && o.status !== 'new'
  const [row] = await sql`
    insert into public.listing_reports
      (id, clinic_id, kinds, note, reply_email, client_hash, network_hash,
       idempotency_key, created_at, status, handled_at, handled_by)
    values (coalesce(${o.id ?? null}::uuid, gen_random_uuid()), ${clinicId},
            ${sql.array(kinds)}::text[], ${o.note ?? null}, ${o.reply ?? null},
            ${o.client === undefined ? null : client(o.client)},
            ${o.net === undefined ? null : network(o.net)}, ${randomUUID()},
            ${at}, ${o.status ?? 'new'}, ${handled ? at : null},
            ${handled ? (o.by ?? 'ZZ') : null})
    returning id::text as id`
  return row!.id as string
}
async function message(
  clinicId: string | null,
  subject: string,
  at: Date,
  text: string,
): Promise<string> {
  const [row] = await sql`
    insert into public.contact_messages
      (name, email, subject, message, created_at, clinic_id, idempotency_key)
    values ('Jane Parent', 'jane@example.com', ${subject}, ${text}, ${at},
            ${clinicId}, ${randomUUID()})
    returning id::text as id`
  return row!.id as string
}
const reportRow = async (id: string) =>
  (await sql`select * from public.listing_reports where id = ${id}`)[0]!
const messageRow = async (id: string) =>
  (await sql`select * from public.contact_messages where id = ${id}`)[0]!

async function inbox(...flags: string[]): Promise<Inbox> {
  const r = await run(runReports, ['--json', ...flags])
  if (r.code !== 0) throw new Error(r.err)
  return JSON.parse(r.out) as Inbox
}

type Cells = Record<string, string>
async function queue(name: string) {
  const out = path.join(dir, name)
  const r = await run(runQueue, [
    '--from',
    'db',
    '--out',
    out,
    '--limit',
    '100',
  ])
  if (r.code !== 0) throw new Error(r.err)
  const files = readdirSync(out)
  const pick = (s: string, ext = '.csv') =>
    path.join(
      out,
      files.find((f) => f.startsWith(s) && f.endsWith(ext))!,
    )
  const rows = (f: string): Cells[] =>
    csvObjects(parseCsv(readFileSync(f, 'utf8'))).rows.map((x) => x.cells)
  return {
    call: rows(pick('call-sheet')),
    research: rows(pick('research-sheet')),
    callFile: pick('call-sheet'),
    callHtml: readFileSync(pick('call-sheet', '.html'), 'utf8'),
    out: r.out,
  }
}

async function main() {
  // Without the database the command says so; there is no file mode.
  let r = await run(runReports, [], { DATABASE_URL: '' })
  ok(
    r.code === 2 && r.err.includes('set DATABASE_URL'),
    'without DATABASE_URL ops:reports says it reads the database, exit 2',
    r,
  )
  r = await run(runReports, [])
  ok(
    r.code === 0 &&
      r.out.startsWith('Corrections inbox at ') &&
      r.out.includes('0 open reports about 0 clinics'),
    'an empty inbox',
    r,
  )

  const clinics = await sql`
    select id::text as id, name, city, phone from public.clinics
     where status = 'active' order by name, id`
  const withPhone = clinics.filter((c) => c.phone !== null)
  const noPhone = clinics.filter((c) => c.phone === null)
  ok(withPhone.length >= 5 && noPhone.length >= 1, 'the seed has the clinics')
  const [A, B, C, E, F] = withPhone as unknown as {
    id: string
    name: string
    city: string
  }[]
  const D = noPhone[0] as unknown as { id: string; name: string }

  // A: two wrong reports, two visitors saying it's right (one of them twice),
  // a correction message, one too old to list, and one naming no clinic.
  const a1 = await report(A!.id, ['hours_wrong'], ago(3 * DAY), {
    note: 'Closes at 5 on Saturdays now\nnot 8',
    reply: 'parent@example.com',
    client: 1,
  })
  const a2 = await report(A!.id, ['phone_wrong', 'other'], ago(1 * DAY), {
    client: 2,
  })
  await report(A!.id, ['confirmed_by_visitor'], ago(2 * DAY), { client: 5 })
  await report(A!.id, ['confirmed_by_visitor'], ago(30 * DAY), { client: 5 })
  await report(A!.id, ['confirmed_by_visitor'], ago(5 * DAY), { client: 6 })
  await report(A!.id, ['confirmed_by_visitor'], ago(120 * DAY), { client: 7 })
  const mA = await message(
    A!.id,
    'Wrong hours',
    ago(4 * DAY),
    'They close at 5.',
  )
  const mOld = await message(
    A!.id,
    'Old news',
    ago(100 * DAY),
    'Too old to list.',
  )
  const mNone = await message(null, 'Hello', ago(1 * HOUR), 'Names no clinic.')
  // B: three visitors say it has closed, the newest through the site's own
  // function, and the operator confirmed it: the public line shows.
  const b1 = await report(B!.id, ['closed'], ago(10 * HOUR), { client: 1 })
  const b2 = await report(B!.id, ['closed', 'hours_wrong'], ago(5 * HOUR), {
    client: 2,
  })
  const [stored] = await sql`
    select public.submit_listing_report(${randomUUID()}, ${B!.id}, array['closed'],
      null, null, ${client(3)}, 10, 10) as r`
  const b3 = (stored!.r as { id: string }).id
  // (Three networks alone raise no line since issue 50: 5 on 2 days.)
  await report(B!.id, ['closed'], ago(2 * HOUR), {
    client: 9,
    status: 'confirmed',
    by: 'AB',
  })
  // C: only 'Yes, it's right' taps, and freshly confirmed: never queued.
  for (const n of [1, 2, 3])
    await report(C!.id, ['confirmed_by_visitor'], ago(n * DAY), { client: n })
  // Freshly confirmed: phone, hours, and the holidays of the next 30 days
  // (the call sheet asks those too, issue 49).
  const answered = holidaysWithin(
    clinicWallClock('America/Chicago', NOW)!.day,
    31,
  ).map(({ day }) => ({
    date: isoOf(day),
    closed: true,
    confirmed_at: ago(DAY).toISOString(),
    method: 'call',
  }))
  await sql`update public.clinics
               set phone_verified_at = ${ago(DAY)}, phone_verified_method = 'call',
                   hours_verified_at = ${ago(DAY)}, hours_verified_method = 'call',
                   hours_exceptions = ${sql.json(answered)}
             where id in (${A!.id}, ${C!.id})`
  // D (no phone): an old report, and two whose ids share 8 characters.
  const d1 = await report(D.id, ['address_wrong'], ago(6 * DAY), {
    note: '\u001b[31mred\u001b[0m \u202Eevil',
  })
  const twinA = '12345678-aaaa-4aaa-8aaa-aaaaaaaaaaaa'
  const twinB = '12345678-bbbb-4bbb-8bbb-bbbbbbbbbbbb'
  await report(D.id, ['other'], ago(20 * DAY), { id: twinA })
  await report(D.id, ['not_children'], ago(21 * DAY), { id: twinB })
  // E: a correction message only. F: a report already handled.
  const mE = await message(
    E!.id,
    'Moved',
    ago(2 * HOUR),
    'They moved\nto Main St.',
  )
  const f1 = await report(F!.id, ['hours_wrong'], ago(7 * DAY), {
    status: 'fixed',
    by: 'ZZ',
  })

  // The inbox: grouping and order.
  const box = await inbox()
  const order = box.blocks.map((b) => b.clinic.id)
  ok(
    isDeepStrictEqual(order, [B!.id, A!.id, D.id, E!.id]),
    'one block per clinic: open reports first, by the newest report; then the one with a message only',
    box.blocks.map((b) => b.clinic.name),
  )
  ok(
    box.open_reports === 8 && box.clinics_with_open_reports === 3,
    'counts: 8 open reports about 3 clinics ("it\'s right" taps and handled reports are not open)',
    box,
  )
  const [bB, bA, bD, bE] = box.blocks
  ok(
    isDeepStrictEqual(
      bA!.reports.map((x) => x.id),
      [a2, a1],
    ) &&
      bA!.reports[0]!.kinds_in_words ===
        'Phone number is wrong, Something else' &&
      bA!.reports[1]!.kinds_in_words === 'Hours are wrong' &&
      bA!.reports[1]!.note === 'Closes at 5 on Saturdays now\nnot 8' &&
      bA!.reports[1]!.reply_email === 'parent@example.com',
    'within a clinic: newest first, kinds in words, the note and the reply address',
    bA,
  )
  ok(
    bA!.visitors_said_right_90d === 2,
    "'Yes, it's right': a count of distinct visitors within 90 days, no report line",
    bA,
  )
  ok(
    bA!.messages.length === 1 &&
      bA!.messages[0]!.subject === 'Wrong hours' &&
      bE!.messages[0]!.message === 'They moved\nto Main St.' &&
      box.messages === 2,
    'correction messages of the last 90 days under their clinic; none without a clinic, none older',
    [bA!.messages, bE!.messages],
  )
  const [signal] =
    await sql`select visitors_reported_closed_until as until from public.clinics where id = ${B!.id}`
  ok(
    signal!.until !== null &&
      bB!.closed.showing_until === signal!.until.toISOString() &&
      bB!.closed.from_database &&
      bB!.closed.rule.operator_until === signal!.until.toISOString() &&
      bB!.closed.open_reports_14d === 3 &&
      bB!.closed.rule.networks === 0 &&
      bB!.closed.rule.not_counted.no_network === 4,
    "3 visitors said 'It has closed' (no network: not counted) and the operator confirmed it: the inbox says the public line shows, until when, and why (its count agrees with the database)",
    bB!.closed,
  )
  ok(
    bA!.closed.showing_until === null &&
      bD!.closed.open_reports_14d === 0 &&
      bD!.closed.rule.until === null,
    '… and not for the others',
  )
  const shorts = box.blocks.flatMap((b) => b.reports)
  ok(
    shorts.every((x) => x.id.startsWith(x.short_id)) &&
      new Set(shorts.map((x) => x.short_id)).size === shorts.length &&
      shorts.every((x) => x.short_id.length === 10),
    'short ids: prefixes, one length, long enough to tell 12345678-a… from 12345678-b…',
    shorts.map((x) => x.short_id),
  )
  ok(
    !order.includes(C!.id),
    "a clinic with only 'it's right' taps has no block",
  )
  ok(!order.includes(F!.id), 'a handled report is not listed …')
  const all = await inbox('--all')
  ok(
    all.blocks.some(
      (b) =>
        b.clinic.id === F!.id &&
        b.reports[0]?.id === f1 &&
        b.reports[0]?.handled_by === 'ZZ',
    ) && all.open_reports === 8,
    '… except with --all',
  )

  // The text the operator reads.
  r = await run(runReports, [])
  const text = r.out
  const shortOf = (id: string) => shorts.find((x) => x.id === id)!.short_id
  ok(
    r.code === 0 &&
      text.includes(
        '8 open reports about 3 clinics; 2 open correction messages',
      ) &&
      text.includes(
        `== ${E!.name}, ${E!.city}: no open report; 1 open correction message`,
      ) &&
      text.indexOf(`== ${B!.name}`) < text.indexOf(`== ${A!.name}`) &&
      text.includes(`${shortOf(a1)}  `) &&
      text.includes('| Closes at 5 on Saturdays now\n') &&
      text.includes('reply to: parent@example.com') &&
      text.includes("2 visitors said it's right in the last 90 days") &&
      text.includes("shows 'Visitors reported this clinic closed") &&
      text.includes("an 'It has closed' report was marked confirmed") &&
      text.includes('"Wrong hours" from Jane Parent <jane@example.com>') &&
      text.includes('     | to Main St.'),
    'the text: clinics, reports with short ids, notes, reply address, the closed line, the messages',
    text,
  )
  ok(
    !text.includes('\u001b') &&
      !text.includes('\u202E') &&
      text.includes('\uFFFD[31mred'),
    'text from the public cannot drive the terminal (escape and bidi characters replaced)',
  )

  // The call queue: reported clinics first, newest report (or correction
  // message) first, with what was reported; a fresh confirmation does not
  // hide an open report.
  const q = await queue('round-1')
  ok(
    q.call[0]?.id === B!.id &&
      q.call[1]?.id === E!.id &&
      q.call[2]?.id === A!.id,
    "ops:queue: clinics with open reports or 'Suggest a correction' messages head the call sheet, the newest first",
    q.call.slice(0, 4).map((c) => c.name),
  )
  const id8 = (id: string) => id.slice(0, 8)
  ok(
    ['America/Chicago', 'America/New_York'].some(
      (zone) =>
        q.call[1]!.reported ===
        `Suggested a correction (1 message, newest ${localTime(ago(2 * HOUR), zone)}): m-${id8(mE)} 'Moved: They moved to Main St.'`,
    ) && !JSON.stringify(q.call).includes('jane@example.com'),
    "a correction message's subject and words and its m- id on the row (never the parent's address); none older than 90 days",
    q.call[1],
  )
  ok(
    new RegExp(
      String.raw`^Hours are wrong, It has closed \(3 reports, newest [A-Z][a-z]{2} [A-Z][a-z]{2} \d{1,2}, \d{1,2}:\d\d [AP]M [CE]T\): ` +
        [b3, b2, b1].map((id) => `${id8(id)} \\(no words\\)`).join('; ') +
        '$',
    ).test(q.call[0]!.reported ?? '') &&
      ['America/Chicago', 'America/New_York'].some(
        (zone) =>
          q.call[2]!.reported ===
          `Hours are wrong, Phone number is wrong, Something else (2 reports, newest ${localTime(ago(DAY), zone)}): ${id8(a2)} (no words); ${id8(a1)} 'Closes at 5 on Saturdays now not 8'` +
            ` · Suggested a correction (1 message, newest ${localTime(ago(4 * DAY), zone)}): m-${id8(mA)} 'Wrong hours: They close at 5.'`,
      ),
    "the call sheet has a reported column with the kinds, each open report's id (newest first) and the parent's words on one line",
    [q.call[0], q.call[2]],
  )
  ok(
    q.call[3]!.reported === '' && q.call[3]!.phone_confirmed === 'never',
    '… then the never verified ones',
  )
  ok(
    q.research[0]?.id === D.id &&
      q.research[0]!.reported?.startsWith(
        'Address is wrong, Does not see children, Something else (3 reports',
      ),
    'a reported clinic without a phone heads the research sheet',
    q.research[0],
  )
  ok(
    q.research[0]!.reported?.includes(`${id8(d1)} '[31mred[0m evil'`) &&
      // eslint-disable-next-line no-control-regex
      !/[\u001b\u202e]/.test(q.research[0]!.reported ?? ''),
    "a parent's words reach the sheet without control or direction marks",
    q.research[0]!.reported,
  )
  ok(
    ![...q.call, ...q.research].some((c) => c.id === C!.id),
    "'it's right' taps never queue a freshly confirmed clinic",
  )
  ok(
    q.callHtml.includes('<th>Reported</th><td>Hours are wrong, It has closed'),
    'the printable call sheet says what was reported',
  )
  // ops:apply takes the sheet with its reported column.
  const header = Object.keys(q.call[0]!)
  const filled = path.join(dir, 'filled.csv')
  writeFileSync(
    filled,
    stringifyCsv([
      header,
      header.map(
        (k) =>
          ({
            outcome: 'confirmed',
            confirm: 'phone',
            method: 'call',
            initials: 'AB',
          })[k] ??
          q.call[2]![k] ??
          '',
      ),
    ]),
  )
  r = await run(runApply, [filled, '--to', 'db', '--yes'])
  ok(
    r.code === 0 && r.out.includes('Applied 1 check(s) to the database'),
    'ops:apply accepts the sheet with the reported column',
    r,
  )
  ok(
    r.out.includes(
      `npm run ops:reports -- --mark ${id8(a2)},${id8(a1)},m-${id8(mA)} fixed --by XX   (the open reports and correction messages on the clinics just confirmed or changed: ${A!.name} (2, 1 message);`,
    ),
    'after the apply, the mark line lists the open reports and correction messages of the clinic just confirmed, by id',
    r.out,
  )

  // Status: open reports per town and overall.
  r = await run(runStatus, ['--from', 'db', '--json'])
  const status = JSON.parse(r.out)
  const town = (name: string) =>
    status.towns.find((t: { town: string }) => t.town === name)
      ?.open_reports as number
  const perTown = new Map<string, number>()
  for (const [c, n] of [
    [A!, 2],
    [B!, 3],
    [D as unknown as { city: string }, 3],
  ] as const)
    perTown.set(c.city, (perTown.get(c.city) ?? 0) + n)
  ok(
    status.reports_counted === true &&
      status.overall.open_reports === 8 &&
      [...perTown].every(([t, n]) => town(t) === n),
    'ops:status counts the open reports, overall and per town',
    status,
  )
  r = await run(runStatus, ['--from', 'db', '--wide'])
  ok(
    /reports = open reports from the public/.test(r.out) &&
      // then the five before-you-go facts (none confirmed in the seed)
      /all towns(\s+\d+){10}\s+8(\s+0){5}$/m.test(r.out),
    'ops:status text has the reports column',
    r.out,
  )

  // Marking.
  r = await run(runReports, ['--mark', shortOf(a2), 'fixed', '--by', 'AB'])
  const ma = await reportRow(a2)
  ok(
    r.code === 0 &&
      r.out.includes(`Marked fixed by AB: ${a2}`) &&
      ma.status === 'fixed' &&
      ma.handled_by === 'AB' &&
      ma.handled_at.toISOString() === NOW.toISOString(),
    '--mark SHORT-ID fixed --by AB: status, handled_at and handled_by set',
    [r, ma],
  )
  r = await run(runReports, ['--mark', a2, 'rejected', '--by', 'CD'])
  ok(
    r.code === 1 &&
      r.err.includes('is already fixed (by AB') &&
      (await reportRow(a2)).handled_by === 'AB',
    'marking a handled report again is refused, and changes nothing',
    r,
  )
  r = await run(runReports, ['--mark', 'ffffffff', 'fixed', '--by', 'AB'])
  ok(
    r.code === 1 && r.err.includes('no report has the id "ffffffff"'),
    'an unknown id is refused',
    r,
  )
  r = await run(runReports, ['--mark', '12345678', 'fixed', '--by', 'AB'])
  ok(
    r.code === 1 &&
      r.err.includes('is the start of 2 reports') &&
      (await reportRow(twinA)).status === 'new',
    'an ambiguous prefix is refused',
    r,
  )
  r = await run(runReports, ['--mark', `${a1},ffffffff`, 'fixed', '--by', 'AB'])
  ok(
    r.code === 1 && (await reportRow(a1)).status === 'new',
    'several ids: all or none',
    r,
  )
  const [tap] =
    await sql`select id::text as id from public.listing_reports where clinic_id = ${C!.id} limit 1`
  r = await run(runReports, ['--mark', tap!.id, 'fixed', '--by', 'AB'])
  ok(
    r.code === 1 && r.err.includes('not a report to handle'),
    "a 'Yes, it's right' cannot be marked",
    r,
  )
  for (const [argv, want] of [
    [['--mark', a1, 'fixed'], 'your initials'],
    [['--mark', a1, 'fixed', '--by', 'ab'], 'your initials'],
    [['--mark', a1, 'fixed', '--by', 'ABCDE'], 'your initials'],
    [['--mark', a1, 'done', '--by', 'AB'], 'confirmed, rejected, fixed'],
    [['--mark', a1, '--by', 'AB'], 'confirmed, rejected, fixed'],
    [['--mark', '1234', 'fixed', '--by', 'AB'], 'first 8 or more characters'],
  ] as const) {
    r = await run(runReports, [...argv])
    ok(
      r.code === 2 &&
        r.err.includes(want) &&
        (await reportRow(a1)).status === 'new',
      `usage error, exit 2, nothing changed: --mark ${argv[1] === a1 ? 'ID' : argv[1]} ${argv.slice(2).join(' ')}`,
      r,
    )
  }
  r = await run(runReports, [
    '--mark',
    `${b1},${shortOf(b2)},${b3.toUpperCase()}`,
    'rejected',
    '--by',
    'XYZ',
  ])
  const [gone] =
    await sql`select visitors_reported_closed_until as until from public.clinics where id = ${B!.id}`
  ok(
    r.code === 0 &&
      r.out.split('\n').filter((l) => l.startsWith('Marked rejected by XYZ'))
        .length === 3 &&
      r.out.includes(
        `${B!.name}: its page no longer shows 'Visitors reported this clinic closed'`,
      ) &&
      r.out.includes(
        `${B!.name}: this marking is a confirmation: its reports from before now no longer count`,
      ) &&
      gone!.until === null,
    "marking the 'It has closed' reports rejected (a confirmation, after the operator's) takes the public line down, and says so",
    r,
  )

  // The queue and the count follow the marking.
  const after = await inbox()
  ok(
    after.open_reports === 4 &&
      isDeepStrictEqual(
        after.blocks.map((b) => b.clinic.id),
        [A!.id, D.id, E!.id],
      ),
    'the inbox after marking: 4 open reports, B gone',
    after.blocks.map((b) => [b.clinic.name, b.open_reports]),
  )
  await run(runReports, [
    '--mark',
    `${a1},${d1},${twinA},${twinB}`,
    'confirmed',
    '--by',
    'AB',
  ])

  // Correction messages: marked as reports are, by the m- id the inbox shows.
  const boxM = await inbox()
  const shortE = boxM.blocks.find((b) => b.clinic.id === E!.id)!.messages[0]!
    .short_id
  ok(
    shortE.startsWith('m-') && mE.startsWith(shortE.slice(2)),
    'the inbox shows each correction message by an m- id',
    boxM.blocks.map((b) => b.messages),
  )
  r = await run(runReports, ['--mark', `m-${id8(a2)}`, 'fixed', '--by', 'AB'])
  ok(
    r.code === 1 &&
      r.err.includes(`no correction message has the id "m-${id8(a2)}"`),
    "a report's id given as m-… names no message: the two kinds of id never mix",
    r,
  )
  r = await run(runReports, ['--mark', `m-${mNone}`, 'fixed', '--by', 'AB'])
  ok(
    r.code === 1 &&
      r.err.includes('names no clinic') &&
      (await messageRow(mNone)).correction_status === 'new',
    'a message naming no clinic cannot be marked',
    r,
  )
  r = await run(runReports, [
    '--mark',
    `${shortE},ffffffff`,
    'fixed',
    '--by',
    'AB',
  ])
  ok(
    r.code === 1 && (await messageRow(mE)).correction_status === 'new',
    'messages and reports together: all or none',
    r,
  )
  r = await run(runReports, [
    '--mark',
    `${shortE},M-${mA.toUpperCase()},m-${id8(mOld)}`,
    'fixed',
    '--by',
    'CD',
  ])
  const [rowE, rowA] = [await messageRow(mE), await messageRow(mA)]
  ok(
    r.code === 0 &&
      r.out.includes(
        `Marked fixed by CD: m-${mE} (${E!.name}: correction message "Moved", `,
      ) &&
      rowE.correction_status === 'fixed' &&
      rowE.handled_by === 'CD' &&
      rowE.handled_at.toISOString() === NOW.toISOString() &&
      rowA.correction_status === 'fixed' &&
      (await messageRow(mOld)).correction_status === 'fixed',
    '--mark m-ID fixed --by CD: status, handled_at and handled_by set (a short id, a whole one in capitals, an old one)',
    [r, rowE],
  )
  r = await run(runReports, ['--mark', shortE, 'rejected', '--by', 'AB'])
  ok(
    r.code === 1 &&
      r.err.includes('is already fixed (by CD') &&
      (await messageRow(mE)).handled_by === 'CD',
    'marking a handled message again is refused, and changes nothing',
    r,
  )
  const handledBox = await inbox()
  const handledAll = await inbox('--all')
  ok(
    handledBox.messages === 0 &&
      !handledBox.blocks.some((b) => b.clinic.id === E!.id) &&
      handledAll.blocks
        .find((b) => b.clinic.id === E!.id)
        ?.messages.some((m) => m.id === mE && m.handledBy === 'CD'),
    'a handled message leaves the inbox, and is listed with --all',
    handledBox.blocks.map((b) => b.messages),
  )
  const q2 = await queue('round-2')
  ok(
    q2.call.every((c) => c.reported === '') &&
      q2.research.every((c) => c.reported === '') &&
      q2.call[0]?.phone_confirmed === 'never',
    'with every report handled the queue is back to never verified first',
    q2.call.slice(0, 2),
  )
  r = await run(runStatus, ['--from', 'db', '--json'])
  ok(
    JSON.parse(r.out).overall.open_reports === 0,
    'ops:status: no open report left',
  )

  // The closed line by network (issue 50), the inbox's count against the
  // database's own: clinics never confirmed, so every report counts from
  // the start.
  const fresh = (await sql`
    select id::text as id, name, timezone from public.clinics
     where status = 'active' and phone is not null
       and phone_verified_at is null and hours_verified_at is null
       and id <> all(${sql.array([A!.id, B!.id, C!.id, E!.id, F!.id])}::uuid[])
     order by name, id`) as unknown as {
    id: string
    name: string
    timezone: string
  }[]
  ok(fresh.length >= 4, 'the seed has four more clinics never confirmed')
  const [G, H, I, J] = fresh
  const untilOf = async (id: string) =>
    (
      await sql`select visitors_reported_closed_until as until from public.clinics where id = ${id}`
    )[0]!.until as Date | null
  const block = (b: Inbox, id: string) =>
    b.blocks.find((x) => x.clinic.id === id)!
  // Days are the clinic's calendar days: before 5 AM there (CI runs at any
  // hour) the reports of 1-4 hours ago would straddle midnight, so the two
  // clusters move back to the evening before; each stays within one day.
  const hourIn = (tz: string) =>
    Number(
      new Intl.DateTimeFormat('en-US', {
        timeZone: tz,
        hour: 'numeric',
        hourCycle: 'h23',
      }).format(NOW),
    )
  const S = Math.max(
    ...[G!, H!].map((c) => {
      const h = hourIn(c.timezone)
      return h >= 5 ? 0 : (h + 1) * HOUR
    }),
  )
  // G: 5 networks, on two days (48 hours apart): the line.
  const g: string[] = []
  for (const [n, at] of [
    [1, ago(S + HOUR)],
    [2, ago(S + 2 * HOUR)],
    [3, ago(S + 3 * HOUR)],
    [4, ago(S + 2 * DAY)],
    [5, ago(S + 2 * DAY + HOUR)],
  ] as const)
    g.push(await report(G!.id, ['closed'], at, { client: n, net: n }))
  // H: 4 networks on two days, and a fifth that said it closed about 3
  // clinics (H, I, J): held, not counted.
  for (const [n, at] of [
    [11, ago(S + HOUR)],
    [12, ago(S + 2 * HOUR)],
    [13, ago(S + 2 * DAY)],
    [14, ago(S + 2 * DAY + HOUR)],
  ] as const)
    await report(H!.id, ['closed'], at, { client: n, net: n })
  for (const c of [H!, I!, J!])
    await report(c.id, ['closed'], ago(S + 4 * HOUR), { client: 15, net: 15 })
  const gUntil = await untilOf(G!.id)
  const byNet = await inbox()
  const bG = block(byNet, G!.id)
  const bH = block(byNet, H!.id)
  ok(
    gUntil !== null &&
      bG.closed.showing_until === gUntil.toISOString() &&
      bG.closed.rule.visitors_until === gUntil.toISOString() &&
      gUntil.getTime() === ago(S + 2 * DAY + HOUR).getTime() + 14 * DAY &&
      bG.closed.rule.networks === 5 &&
      bG.closed.rule.days === 2,
    "5 networks said 'It has closed' on 2 days: the database shows the line, and the inbox's count agrees to the moment it ends",
    [gUntil, bG.closed],
  )
  ok(
    (await untilOf(H!.id)) === null &&
      bH.closed.showing_until === null &&
      bH.closed.rule.until === null &&
      bH.closed.rule.networks === 4 &&
      bH.closed.rule.not_counted.held === 1,
    "4 networks and a held one (closed about 3 clinics): no line, in the database and the inbox's count",
    bH.closed,
  )
  r = await run(runReports, [])
  ok(
    r.out.includes(
      "5 networks said 'It has closed' within 14 days, on 2 days of the clinic's calendar",
    ) &&
      r.out.includes(
        "5 open 'It has closed' reports awaiting a call: 4 of the 5 networks needed, on 2 of the 2 days needed; not counted: 1 report from held networks",
      ),
    'the text: why the line shows, and what the reports without one still need (they await a call)',
    r.out,
  )
  // Marking an 'It has closed' report of H confirmed raises the line for 14 days.
  const [h1] =
    await sql`select id::text as id from public.listing_reports where clinic_id = ${H!.id} and network_hash = ${network(11)}`
  r = await run(runReports, ['--mark', h1!.id, 'confirmed', '--by', 'AB'])
  const hUntil = await untilOf(H!.id)
  ok(
    r.code === 0 &&
      hUntil !== null &&
      hUntil.getTime() === NOW.getTime() + 14 * DAY &&
      r.out.includes(
        `${H!.name}: its page now shows 'Visitors reported this clinic closed — call before you go' until `,
      ) &&
      r.out.includes('raises the line for 14 days'),
    "--mark an 'It has closed' report confirmed: the line shows for 14 days, and it says so",
    [r, hUntil],
  )
  // Marking one of G's rejected: a confirmation; the reports before it no longer count.
  r = await run(runReports, ['--mark', g[0]!, 'rejected', '--by', 'AB'])
  const after2 = block(await inbox('--all'), G!.id)
  ok(
    r.code === 0 &&
      (await untilOf(G!.id)) === null &&
      r.out.includes(
        `${G!.name}: its page no longer shows 'Visitors reported this clinic closed'`,
      ) &&
      r.out.includes(
        `${G!.name}: this marking is a confirmation: its reports from before now no longer count toward the closed line`,
      ) &&
      after2.closed.showing_until === null &&
      after2.closed.rule.networks === 0 &&
      after2.closed.rule.not_counted.before_confirmation === 5,
    '--mark rejected: the line comes down, the earlier reports no longer count, and it says so',
    [r, after2.closed],
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
