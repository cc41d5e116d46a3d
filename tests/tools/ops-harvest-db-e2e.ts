/**
 * A harvest round against a real PostgreSQL (DATABASE_URL: a throwaway copy
 * of the seeded database; see supabase/tests/81_ops_harvest.sh) and a copy
 * of the data file at once (issue 51): ops:harvest --from db against
 * loopback stand-ins for a clinic's site, Overpass and the NPI registry →
 * the review sheet, reviewed by script (some rows yes, the rest no) →
 * ops:apply --to both → the database, the data file, the seed and the
 * built-in data agree; nothing is stored that was not accepted; a public
 * reader sees the values and their method; ops:status counts the values by source; the
 * clinic stays due for a call. Prints 'ok - ' lines, exits 1 at the first
 * failure.
 */
import {
  cpSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { isDeepStrictEqual } from 'node:util'
import postgres from 'postgres'
import { runApply, runStatus, type Io } from '../../ops/lib/cli/cli.ts'
import { runHarvest } from '../../ops/lib/cli/cli-harvest.ts'
import { csvObjects, parseCsv, stringifyCsv } from '../../ops/lib/core/csv.ts'
import { localDate } from '../../ops/lib/core/local-time.ts'
import { startHarvestStandIns } from './harvest-stand-ins.ts'

const url = process.env.DATABASE_URL
if (!url) throw new Error('DATABASE_URL is not set')
const sql = postgres(url, { max: 1, onnotice: () => {} })
const dir = mkdtempSync(path.join(tmpdir(), 'ops-harvest-db-'))
const NOW = new Date(Math.floor(Date.now() / 1000) * 1000)
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

type Row = Record<string, unknown>
const fileClinics = (): Row[] =>
  (JSON.parse(readFileSync(data, 'utf8')) as { clinics: Row[] }).clinics

async function main() {
  const stand = await startHarvestStandIns(path.join(dir, 'harvest'))
  const env = { ...stand.env, DATABASE_URL: url! }
  const io = () => {
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
  try {
    // No website reaches the internet: every listing's is cleared, and
    // Baptist Health Paducah's is the stand-in's page, in both targets.
    const page = `${stand.base}/clinic/baptist`
    await sql`update public.clinics set website = null`
    const [baptist] =
      await sql`update public.clinics set website = ${page} where name like 'Baptist Health Paducah%' returning id::text as id, name`
    ok(baptist, 'the seed has Baptist Health Paducah')
    const json = JSON.parse(readFileSync(data, 'utf8')) as { clinics: Row[] }
    for (const c of json.clinics)
      c.website = String(c.name).startsWith('Baptist Health Paducah')
        ? page
        : null
    writeFileSync(data, JSON.stringify(json, null, 2) + '\n')

    // 1. Harvest from the database.
    const out = path.join(dir, 'sheets')
    const date = localDate(NOW)
    let r = io()
    let code = await runHarvest(
      ['--from', 'db', '--out', out, '--date', date],
      r.io,
      { intervalMs: 5 },
    )
    ok(
      code === 0,
      'ops:harvest --from db: the review sheet from the stand-ins',
      r.err,
    )
    ok(
      stand.seen.every(
        (s) =>
          s.ua.includes('ops:harvest') &&
          s.ua.includes('ops@kids-urgent-care.example') &&
          s.cookie === undefined,
      ),
      'every request names the project and its contact, and sends no cookie',
    )
    const sheet = path.join(out, `harvest-${date}.csv`)
    const parsed = csvObjects(parseCsv(readFileSync(sheet, 'utf8')))

    // 2. Reviewed: Baptist's page (phone and week) yes, every other row no.
    const chosen = (c: Record<string, string>) =>
      c.clinic_id === baptist!.id &&
      c.source === 'website' &&
      (c.field === 'phone' || c.field!.startsWith('hours_'))
    const rows: Record<string, string>[] = parsed.rows.map((x) => ({
      ...x.cells,
      accept: chosen(x.cells) ? 'yes' : 'no',
    }))
    ok(
      rows.filter((c) => c.accept === 'yes').length === 8 &&
        rows.some((c) => c.accept === 'no'),
      "the review: Baptist's phone and seven days accepted, the rest answered no",
      rows.map((c) => [c.clinic, c.field, c.source, c.accept]),
    )
    const filled = path.join(dir, `harvest-${date}-reviewed.csv`)
    writeFileSync(
      filled,
      stringifyCsv([
        parsed.header,
        ...rows.map((c) => parsed.header.map((h) => c[h] ?? '')),
      ]),
    )
    const before = {
      db: await sql`select * from public.clinics where id <> ${baptist!.id} order by id`,
      events: Number(
        (
          await sql`select count(*)::int as n from public.verification_events`
        )[0]!.n,
      ),
      file: fileClinics().filter(
        (c) => !String(c.name).startsWith('Baptist Health Paducah'),
      ),
    }

    // 3. Apply to both.
    r = io()
    code = await runApply(
      [filled, '--to', 'both', '--yes', '--by', 'AB', ...FILE_ARGS],
      r.io,
    )
    ok(
      code === 0 && r.out.some((l) => l.includes('accepted by AB')),
      'ops:apply --to both --by AB: applied',
      [r.out, r.err],
    )

    // 4. The database, the data file, the seed and the built-in data agree.
    const [row] =
      await sql`select * from public.clinics where id = ${baptist!.id}`
    const file = fileClinics().find((c) =>
      String(c.name).startsWith('Baptist Health Paducah'),
    )!
    const COLUMNS = [
      'phone',
      'hours_sunday',
      'hours_monday',
      'hours_saturday',
      'phone_verified_method',
      'hours_verified_method',
    ]
    const iso = (v: unknown) =>
      v instanceof Date ? v.toISOString() : (v as string | null)
    ok(
      row!.hours_monday === '7:00 AM - 7:00 PM' &&
        row!.hours_sunday === '8:00 AM - 4:00 PM' &&
        row!.hours_verified_method === 'website' &&
        row!.phone_verified_method === 'website' &&
        COLUMNS.every((k) => row![k] === file[k]) &&
        iso(row!.hours_verified_at) === file.hours_verified_at &&
        iso(row!.phone_verified_at) === file.phone_verified_at,
      'the database and the data file hold the same week, phone and confirmations (method website)',
      { db: row, file },
    )
    const dated = new Date(
      Math.min(Date.parse(`${date}T12:00:00.000Z`), NOW.getTime()),
    ).toISOString()
    ok(
      file.hours_verified_at === dated,
      "each value is dated by the source (the page read today: today's date)",
      file.hours_verified_at,
    )
    ok(
      (row!.sources as string[]).includes(page) &&
        (file.sources as string[]).includes(page),
      "the page's URL is in the listing's sources, in both",
    )
    const seedText = readFileSync(seed, 'utf8')
    const generated = readFileSync(path.join(dir, 'generated/data.ts'), 'utf8')
    ok(
      seedText.includes(page) &&
        seedText.includes("'website'") &&
        generated.includes(page) &&
        generated.includes('"hours_monday": "7:00 AM - 7:00 PM"'),
      'the seed and the built-in data carry the same',
    )

    // 5. Nothing stored that was not accepted.
    const afterDb =
      await sql`select * from public.clinics where id <> ${baptist!.id} order by id`
    ok(
      isDeepStrictEqual(
        afterDb.map((x) => ({ ...x })),
        before.db.map((x) => ({ ...x })),
      ),
      'every other clinic row in the database is as it was',
    )
    ok(
      isDeepStrictEqual(
        fileClinics().filter(
          (c) => !String(c.name).startsWith('Baptist Health Paducah'),
        ),
        before.file,
      ),
      'every other clinic in the data file is as it was',
    )
    const events =
      await sql`select method, initials, note, outcome from public.verification_events order by created_at desc, id desc`
    ok(
      events.length === before.events + 1 &&
        events[0]!.method === 'website' &&
        events[0]!.initials === 'AB' &&
        String(events[0]!.note).includes(page),
      'one event, method website, by AB, naming the page',
      events.slice(0, 2),
    )

    // 6. A public reader sees the values and where they came from.
    const [pub] = await sql.begin(async (tx) => {
      await tx`set local role anon`
      return tx`select hours_monday, hours_verified_at, hours_verified_method from public.clinics where id = ${baptist!.id}`
    })
    ok(
      pub!.hours_monday === '7:00 AM - 7:00 PM' &&
        pub!.hours_verified_method === 'website' &&
        iso(pub!.hours_verified_at) === dated,
      'the anonymous key reads the week, its method and its date (what the page words as from the website)',
      pub,
    )

    // 7. The operator's view: counted by source, and still due for a call.
    r = io()
    await runStatus(['--from', 'db', '--json'], r.io)
    const status = JSON.parse(r.out.join('\n')) as {
      sources: { fields: Record<string, Record<string, number>> }
    }
    ok(
      status.sources.fields.hours!.website === 1 &&
        status.sources.fields.phone!.website === 1,
      "ops:status: one clinic's hours and phone from a website",
      status.sources,
    )
    r = io()
    await runStatus(['--from', 'db', '--due'], r.io)
    ok(
      r.out.join('\n').includes(baptist!.name as string),
      'ops:status --due: the clinic stays due for a call (a website is not a call)',
      r.out,
    )
  } finally {
    await stand.close()
    await sql.end()
    rmSync(dir, { recursive: true, force: true })
  }
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e)
  process.exit(1)
})
