/**
 * ops:apply stopped at every step, against a real PostgreSQL and a copy of
 * the data file (see supabase/tests/71_ops_apply_killed.sh): --to both,
 * --to db and --to file, each stopped after one step (as a kill there
 * would leave it: an open transaction is rolled back, nothing after the
 * step runs), then the same sheet run again. Every run must end with the
 * database (clinics and events) and the four file outputs equal to one
 * uninterrupted apply of the sheet, and say what it completed. Each case
 * has its own database, a copy of the seeded one (CREATE DATABASE …
 * TEMPLATE). Prints one 'ok - ' line per check; exits 1 at the first failure.
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
import { isDeepStrictEqual } from 'node:util'
import postgres from 'postgres'
import { runApply, runQueue, type Io } from '../../ops/lib/cli/cli.ts'
import { csvObjects, parseCsv, stringifyCsv } from '../../ops/lib/core/csv.ts'
import { SHEET_COLUMNS } from '../../ops/lib/sheets-out/queue.ts'
import { outputFiles, type FilePaths } from '../../ops/lib/stores/store-file.ts'

const { PGHOST, PGPORT, PGUSER, PGPASSWORD, PGDATABASE } = process.env
if (!PGHOST || !PGDATABASE) throw new Error('the PG* variables are not set')
const urlOf = (db: string) =>
  `postgres://${PGUSER}:${PGPASSWORD}@${PGHOST}:${PGPORT}/${db}`
const admin = postgres(urlOf('postgres'), { max: 1, onnotice: () => {} })
const ROOT = path.resolve(import.meta.dirname, '../..')
const base = mkdtempSync(path.join(tmpdir(), 'ops-kill-db-'))
const NOW = new Date('2026-11-30T13:12:00.000Z')
const LATER = new Date('2026-11-30T15:00:00.000Z')
const made: string[] = []

class Killed extends Error {}

function ok(cond: unknown, what: string, detail?: unknown): void {
  if (!cond)
    throw new Error(
      `not ok - ${what}${detail === undefined ? '' : `\n${JSON.stringify(detail, null, 2)}`}`,
    )
  console.log(`ok - ${what}`)
}

function io(db: string, now: Date, checkpoint?: (s: string) => void) {
  const out: string[] = []
  const err: string[] = []
  const value: Io = {
    out: (l) => out.push(l),
    err: (l) => err.push(l),
    env: { DATABASE_URL: urlOf(db) },
    now: () => now,
    checkpoint,
  }
  return { io: value, out, err }
}

let cases = 0
/** A database copied from the seeded one, and a folder with the data files and the sheet. */
async function fresh(sheetText: string) {
  const n = ++cases
  const db = `ops_kill_${process.pid}_${n}`
  await admin.unsafe(`create database ${db} template ${PGDATABASE}`)
  made.push(db)
  const dir = path.join(base, `case-${n}`)
  cpSync(path.join(base, 'start'), dir, { recursive: true })
  writeFileSync(path.join(dir, 'sheet.csv'), sheetText)
  return { db, dir }
}
const pathsOf = (dir: string): FilePaths => ({
  data: path.join(dir, 'western-ky-clinics.json'),
  emergencyData: path.join(dir, 'western-ky-emergency-departments.json'),
  generatedDir: path.join(dir, 'generated'),
  seed: path.join(dir, 'seed.sql'),
})
const argsOf = (dir: string, to: string) => {
  const p = pathsOf(dir)
  return [
    path.join(dir, 'sheet.csv'),
    '--yes',
    '--to',
    to,
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
/** The file outputs, the case's folder name (in the generated banners) made one. */
const files = (dir: string) =>
  outputFiles(pathsOf(dir)).map((f) =>
    existsSync(f)
      ? readFileSync(f, 'utf8').replaceAll(path.basename(dir), 'CASE')
      : '(none)',
  )
/** The database's clinics and events (updated_at is the time of the write, the event id random: left out). */
async function rows(db: string) {
  const sql = postgres(urlOf(db), { max: 1, onnotice: () => {} })
  try {
    const clinics =
      await sql`select to_jsonb(c) - 'updated_at' as row from public.clinics c order by id`
    const events =
      await sql`select to_jsonb(e) - 'id' as row from public.verification_events e
      order by created_at, clinic_id, outcome`
    return {
      clinics: clinics.map((r) => r.row as unknown),
      events: events.map((r) => r.row as unknown),
    }
  } finally {
    await sql.end()
  }
}
const leftovers = (dir: string) =>
  [dir, path.join(dir, 'generated')].flatMap((d) =>
    readdirSync(d).filter((f) => f.includes('.ops-') || f.endsWith('.tmp')),
  )

async function main() {
  const start = path.join(base, 'start')
  cpSync(path.join(ROOT, 'supabase/data'), start, { recursive: true })
  cpSync(
    path.join(ROOT, 'src/data/builtin/generated'),
    path.join(start, 'generated'),
    { recursive: true },
  )
  cpSync(path.join(ROOT, 'supabase/seed.sql'), path.join(start, 'seed.sql'))

  // The sheet: from the queue of the seeded database (the data file is the
  // same clinics: its fingerprints match both).
  const q = await fresh('')
  const out = path.join(base, 'sheets')
  const queued = io(q.db, NOW)
  ok(
    (await runQueue(
      ['--from', 'db', '--out', out, '--limit', '100'],
      queued.io,
    )) === 0,
    'queue --from db writes the sheets',
    queued.err,
  )
  const call = csvObjects(
    parseCsv(
      readFileSync(
        path.join(
          out,
          readdirSync(out).find(
            (f) => f.startsWith('call-sheet') && f.endsWith('.csv'),
          )!,
        ),
        'utf8',
      ),
    ),
  ).rows.map((r) => r.cells)
  const [a, b, c] = call
  const filled = [
    {
      ...a!,
      outcome: 'changed',
      new_phone: '270 555 0199',
      new_hours_saturday: 'Closed',
      new_hours_sunday: 'Closed',
      new_hours_monday: '8am-6pm',
      new_hours_tuesday: '8am-6pm',
      new_hours_wednesday: '8am-6pm',
      new_hours_thursday: '8am-6pm',
      new_hours_friday: '8am-6pm',
      method: 'call',
      initials: 'AB',
    },
    { ...b!, outcome: 'no_answer', initials: 'AB' },
    { ...c!, outcome: 'temporarily_closed', method: 'website', initials: 'AB' },
  ] as Record<string, string>[]
  const sheetText = stringifyCsv([
    [...SHEET_COLUMNS],
    ...filled.map((r) => SHEET_COLUMNS.map((k) => r[k] ?? '')),
  ])

  for (const to of ['both', 'db', 'file']) {
    // One uninterrupted apply: what every interrupted one must end as, and its steps.
    const clean = await fresh(sheetText)
    const steps: string[] = []
    const first = io(clean.db, NOW, (s) => steps.push(s))
    ok(
      (await runApply(argsOf(clean.dir, to), first.io)) === 0,
      `--to ${to}: an uninterrupted apply (${steps.length} steps)`,
      first.err,
    )
    const want = { db: await rows(clean.db), files: files(clean.dir) }
    const untouched = await fresh(sheetText)
    const none = { db: await rows(untouched.db), files: files(untouched.dir) }
    if (to !== 'file')
      ok(
        !isDeepStrictEqual(want.db, none.db),
        `--to ${to}: the apply changes the database`,
      )
    if (to !== 'db')
      ok(
        !isDeepStrictEqual(want.files, none.files),
        `--to ${to}: the apply changes the files`,
      )
    const said: string[] = []
    for (const step of steps) {
      const k = await fresh(sheetText)
      const stopped = io(k.db, NOW, (s) => {
        if (s === step) throw new Killed(s)
      })
      let threw: unknown = null
      try {
        await runApply(argsOf(k.dir, to), stopped.io)
      } catch (e) {
        threw = e
      }
      ok(
        threw instanceof Killed,
        `--to ${to}, stopped at '${step}'`,
        String(threw),
      )
      const again = io(k.db, LATER)
      const code = await runApply(argsOf(k.dir, to), again.io)
      const got = { db: await rows(k.db), files: files(k.dir) }
      ok(
        code === 0 &&
          isDeepStrictEqual(got, want) &&
          leftovers(k.dir).length === 0,
        `… run again: the database and all four outputs equal the uninterrupted apply's`,
        { code, out: again.out, err: again.err, leftovers: leftovers(k.dir) },
      )
      said.push(again.out[0] ?? '')
    }
    if (to === 'both') {
      const i = steps.indexOf('applied to the database')
      ok(
        said[i] ===
          'The database already has this sheet (applied Mon Nov 30, 7:12 AM CT); bringing the data file up to date.',
        "stopped after the database's commit, the re-run says it brings the data file up to date",
        said[i],
      )
      ok(
        said[steps.indexOf('database transaction before commit')]?.startsWith(
          '3 check(s) for 3 clinic(s)',
        ),
        'stopped before the commit, the re-run applies the whole sheet',
      )
    }
    ok(
      said[steps.length - 1] ===
        `Already applied on Mon Nov 30, 7:12 AM CT to ${to === 'both' ? 'the database and the data file' : to === 'db' ? 'the database' : 'the data file'}: sheet.csv has nothing left to do.`,
      `--to ${to}: stopped after the last step, the re-run says 'already applied on …'`,
      said[steps.length - 1],
    )
  }
}

async function cleanup() {
  for (const db of made)
    await admin.unsafe(`drop database if exists ${db} with (force)`)
  await admin.end()
  rmSync(base, { recursive: true, force: true })
}

main()
  .then(cleanup)
  .catch(async (e: unknown) => {
    console.error(e instanceof Error ? e.message : e)
    await cleanup().catch(() => {})
    process.exit(1)
  })
