/**
 * The operator commands (npm run ops:queue, ops:apply, ops:status,
 * ops:reports) as functions of their arguments and an io object, so the
 * end-to-end tests run them in-process against a copy of the data file or a
 * throwaway database.
 */
import {
  addRejections,
  rejectionsPath,
  type Rejection,
  describeGeocodePlan,
  isGeocodeSheet,
  planGeocodeSheet,
  type GeocodePlan,
} from '../geocode/index.ts'
import { createHash } from 'node:crypto'
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import path from 'node:path'
import { createInterface } from 'node:readline/promises'
import {
  CsvError,
  csvObjects,
  parseCsv,
  sheetText,
  stringifyCsv,
  type OpsClinic,
  matchTown,
  HANDLED_BY,
  MARK_STATUSES,
  NO_OPEN_REPORTS,
  isMarkStatus,
  markHint,
  type OpenReports,
  holidayDates,
  holidayLabel,
  safeJson,
  safeText,
  DEFAULT_ZONE,
  localDay,
  localStamp,
  localTime,
  type StoreWrite,
  type SheetRow,
} from '../core/index.ts'
import {
  describePlan,
  planSheet,
  type Plan,
  planRevert,
  type RevertPlan,
} from '../apply/index.ts'
import {
  buildQueue,
  isWaitingForCallBack,
  pickClinics,
  sheetHtml,
  sheetRecords,
  type Queue,
  statusReport,
  statusSummary,
  statusTable,
  dueLines,
  lastCallsOf,
  type LastCalls,
  harvestConflicts,
  newestReviewSheet,
  NO_CONFLICTS,
  type Conflicts,
} from '../sheets-out/index.ts'
import {
  INBOX_DAYS,
  MARK_USAGE,
  buildInbox,
  inboxText,
  markText,
  matchMessageRef,
  matchRef,
  parseMarkRef,
  SHORT_ID_MIN,
} from '../inbox/index.ts'
import {
  running,
  DEFAULT_FILE_PATHS,
  fileStore,
  type FilePaths,
  dbStore,
} from '../stores/index.ts'
import {
  describeHarvestPlan,
  describeNewListings,
  isHarvestSheet,
  isNewListingsSheet,
  planHarvestSheet,
  planNewListings,
  rowWrites,
  type HarvestPlan,
} from '../sources/index.ts'
import { CLOCK_SKEW_MS } from '../../../supabase/tools/import-data.ts'

/** The sheets ops:apply reads (and the one it refuses: new listings are made after a call). */
export type SheetKind = 'call' | 'geocode' | 'harvest' | 'new-listings'

export const sheetKind = (header: readonly string[]): SheetKind =>
  isGeocodeSheet(header)
    ? 'geocode'
    : isHarvestSheet(header)
      ? 'harvest'
      : isNewListingsSheet(header)
        ? 'new-listings'
        : 'call'

export interface Io {
  out: (line: string) => void
  err: (line: string) => void
  env: Record<string, string | undefined>
  now: () => Date
  /** Asks a yes/no question on the terminal; undefined when there is none. */
  ask?: (question: string) => Promise<string>
  /** Called at each step of an apply; the tests stop it there as a kill would. */
  checkpoint?: (step: string) => void
}

/** The terminal: every line, and the question asked, through the one terminal-safe printer. */
export const processIo = (): Io => ({
  out: (l) => console.log(safeText(l)),
  err: (l) => console.error(safeText(l)),
  env: process.env,
  now: () => new Date(),
  ask:
    process.stdin.isTTY && process.stdout.isTTY
      ? async (q) => {
          const rl = createInterface({
            input: process.stdin,
            output: process.stdout,
          })
          try {
            return await rl.question(safeText(q))
          } finally {
            rl.close()
          }
        }
      : undefined,
})

export class UsageError extends Error {}

interface Args {
  positional: string[]
  flags: Map<string, string | true>
  /** Every value of a repeatable option (--clinic), in order. */
  lists: Map<string, string[]>
}

const VALUE_FLAGS = new Set([
  'limit',
  'town',
  'from',
  'to',
  'out',
  'data',
  'emergency-data',
  'generated-dir',
  'seed',
  'mark',
  'by',
  'accept-unusual',
  'clinic',
  // ops:harvest
  'source',
  'stage',
  'date',
])
/** Options that may be given more than once. */
const REPEATABLE_FLAGS = new Set(['clinic'])
const BOOLEAN_FLAGS = new Set([
  'yes',
  'json',
  'help',
  'all',
  'wide',
  'due',
  'offline',
])

export function parseArgs(
  argv: readonly string[],
  allowed: readonly string[],
): Args {
  const positional: string[] = []
  const flags = new Map<string, string | true>()
  const lists = new Map<string, string[]>()
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!
    if (!a.startsWith('--')) {
      positional.push(a)
      continue
    }
    const [name, inline] = a.slice(2).split(/=(.*)/s, 2) as [
      string,
      string | undefined,
    ]
    if (!allowed.includes(name))
      throw new UsageError(`unknown option --${name}`)
    if (BOOLEAN_FLAGS.has(name)) flags.set(name, true)
    else if (VALUE_FLAGS.has(name)) {
      const v = inline ?? argv[++i]
      if (v === undefined || v.startsWith('--'))
        throw new UsageError(`--${name} needs a value`)
      if (REPEATABLE_FLAGS.has(name))
        lists.set(name, [...(lists.get(name) ?? []), v])
      flags.set(name, v)
    }
  }
  return { positional, flags, lists }
}

export const str = (a: Args, k: string) => {
  const v = a.flags.get(k)
  return typeof v === 'string' ? v : undefined
}

export function filePaths(a: Args): FilePaths {
  const abs = (p: string | undefined, d: string) => (p ? path.resolve(p) : d)
  return {
    data: abs(str(a, 'data'), DEFAULT_FILE_PATHS.data),
    emergencyData: abs(
      str(a, 'emergency-data'),
      DEFAULT_FILE_PATHS.emergencyData,
    ),
    generatedDir: abs(str(a, 'generated-dir'), DEFAULT_FILE_PATHS.generatedDir),
    seed: abs(str(a, 'seed'), DEFAULT_FILE_PATHS.seed),
  }
}

type Store = ReturnType<typeof fileStore> | ReturnType<typeof dbStore>

/** OPS_LOCK_WAIT_MS: how long to wait for another command's lock on the data file. */
function lockWait(text: string | undefined): number | undefined {
  if (text === undefined || text === '') return undefined
  const ms = Number(text)
  if (!Number.isInteger(ms) || ms < 0)
    throw new UsageError(
      `OPS_LOCK_WAIT_MS is a whole number of milliseconds, not ${JSON.stringify(text)}`,
    )
  return ms
}

/** db when DATABASE_URL is set, else the data file; or as asked. */
export function openStores(a: Args, io: Io, flag: 'from' | 'to'): Store[] {
  const url = io.env.DATABASE_URL
  const want = str(a, flag) ?? (url ? 'db' : 'file')
  const allowed = flag === 'to' ? ['db', 'file', 'both'] : ['db', 'file']
  if (!allowed.includes(want))
    throw new UsageError(
      `--${flag} is ${allowed.join(', ')}, not ${JSON.stringify(want)}`,
    )
  const stores: Store[] = []
  if (want === 'db' || want === 'both') {
    if (!url)
      throw new UsageError(
        'the database needs DATABASE_URL (the project’s PostgreSQL connection string)',
      )
    stores.push(
      dbStore(url, io.env.OPS_DB_ROLE ?? 'service_role', {
        checkpoint: io.checkpoint,
      }),
    )
  }
  if (want === 'file' || want === 'both')
    stores.push(
      fileStore(filePaths(a), {
        checkpoint: io.checkpoint,
        note: (l) => io.err(`Note: ${l}`),
        lockWaitMs: lockWait(io.env.OPS_LOCK_WAIT_MS),
        now: io.now,
      }),
    )
  return stores
}

async function closeAll(stores: Store[]) {
  for (const s of stores) await s.close()
}

const NO_REPORTS_TABLE =
  'the database has no listing_reports table yet: apply the migrations (supabase db push)'

/**
 * The clinics and their open reports from the store. Reports live in the
 * database only: from the data file there are none (null).
 */
async function loadWithReports(
  store: Store,
  io: Io,
  more?: (clinics: OpsClinic[]) => Promise<void>,
): Promise<{ clinics: OpsClinic[]; reports: OpenReports | null }> {
  try {
    const clinics = await store.load()
    await more?.(clinics)
    if (!('openReports' in store)) return { clinics, reports: null }
    const reports = await store.openReports(io.now())
    if (reports === null) io.err(`Note: ${NO_REPORTS_TABLE}; no reports read.`)
    return { clinics, reports }
  } finally {
    await store.close()
  }
}

/** A sheet's file-name stamp: the local time in the clinics' zone. */
export const stamp = (d: Date) => localStamp(d, DEFAULT_ZONE)

export const QUEUE_HELP = `npm run ops:queue -- [--limit N] [--town NAME] [--clinic NAME|ID]… [--from db|file] [--out DIR]
Writes the next call sheet and research sheet (CSV to fill in, HTML to print) into DIR (default ops/sheets).
--clinic (repeatable): a fresh row for each clinic named, due or not, instead of the clinics due.
From 30 days before a listed holiday the call sheet asks its hours (a holiday_YYYY-MM-DD column each).`

export async function runQueue(
  argv: readonly string[],
  io: Io,
): Promise<number> {
  const a = parseArgs(argv, [
    'limit',
    'town',
    'clinic',
    'from',
    'out',
    'data',
    'help',
  ])
  if (a.flags.has('help')) return (io.out(QUEUE_HELP), 0)
  if (a.positional.length > 0)
    throw new UsageError(`unexpected ${a.positional.join(' ')}`)
  const named = a.lists.get('clinic') ?? []
  if (named.length > 0 && (a.flags.has('town') || a.flags.has('limit')))
    throw new UsageError(
      '--clinic names the clinics itself: leave out --town and --limit',
    )
  const limitText = str(a, 'limit')
  const limit = limitText === undefined ? 20 : Number(limitText)
  if (!Number.isInteger(limit) || limit < 1)
    throw new UsageError('--limit is a whole number, 1 or more')
  const [store] = openStores(a, io, 'from')
  const loaded = await loadWithReports(store!, io)
  const reports = loaded.reports ?? NO_OPEN_REPORTS
  const now = io.now()
  const townText = str(a, 'town')
  const matched =
    townText === undefined
      ? undefined
      : matchTown(loaded.clinics, townText, 'ops:queue')
  if (matched && 'refusal' in matched) {
    io.err(`${matched.refusal}. No sheet written.`)
    return 1
  }
  const town = matched?.town
  const outDir = path.resolve(str(a, 'out') ?? 'ops/sheets')
  const harvest = readConflicts(outDir, loaded.clinics, io)
  const conflicts = harvest?.conflicts ?? NO_CONFLICTS
  let queue = buildQueue(loaded.clinics, {
    now,
    limit,
    town,
    reports,
    conflicts,
  })
  if (named.length > 0) {
    const { picked, problems } = pickClinics(loaded.clinics, named)
    if (problems.length > 0) {
      io.err('Refused: no sheet written.')
      for (const p of problems) io.err(`  ${p}`)
      return 1
    }
    const call = picked.filter((c) => c.phone !== null)
    const research = picked.filter((c) => c.phone === null)
    queue = {
      call,
      research,
      due: { call: call.length, research: research.length },
    }
  }
  mkdirSync(outDir, { recursive: true })
  const written: string[] = []
  for (const sheet of ['call', 'research'] as const) {
    const list = queue[sheet]
    const base = path.join(outDir, `${sheet}-sheet-${stamp(now)}`)
    for (const ext of ['.csv', '.html'])
      if (existsSync(base + ext))
        throw new UsageError(
          `${base + ext} exists: a filled sheet is never overwritten`,
        )
    writeFileSync(
      `${base}.csv`,
      stringifyCsv(sheetRecords(list, sheet, reports, now, conflicts)),
    )
    writeFileSync(
      `${base}.html`,
      sheetHtml(list, sheet, now, reports, conflicts),
    )
    const reported = list.filter((c) => reports.has(c.id)).length
    const asked = sheet === 'call' ? holidayDates(list, now) : []
    written.push(
      `${sheet} sheet: ${list.length} clinic(s)${reported ? `, the first ${reported} reported by the public` : ''}${asked.length ? `, asking the hours on ${asked.map(holidayLabel).join(', ')}` : ''} → ${base}.csv, ${base}.html`,
    )
  }
  io.out(
    `From the ${store!.label}${named.length > 0 ? ', the clinics named (due or not)' : ''}${town ? `, ${town} only` : ''}${'openReports' in store! ? '' : ' (no reports or correction messages from the public: they live in the database)'}:`,
  )
  for (const w of written) io.out(`  ${w}`)
  if (harvest && conflicts.size > 0)
    io.out(
      `  sources disagree on ${conflicts.size} clinic(s) (${harvest.file}): raised right after the reported, the unknown column says on what`,
    )
  const left = leftOffText(queue)
  if (left) io.out(left)
  return 0
}

/**
 * The open disagreements of the newest harvest review sheet in the sheets
 * directory (harvest-YYYY-MM-DD.csv, where ops:harvest writes it; a
 * git-ignored working file); null when there is none or it cannot be read
 * (the queue as without it).
 */
function readConflicts(
  dir: string,
  clinics: readonly OpsClinic[],
  io: Io,
): { file: string; conflicts: Conflicts } | null {
  if (!existsSync(dir)) return null
  const newest = newestReviewSheet(readdirSync(dir))
  if (!newest) return null
  const file = path.join(dir, newest.file)
  try {
    const rows = csvObjects(parseCsv(readFileSync(file, 'utf8'))).rows.map(
      (r) => r.cells,
    )
    return { file, conflicts: harvestConflicts(rows, clinics, newest.date) }
  } catch (e) {
    io.err(
      `Note: ${file} not read (${e instanceof Error ? e.message : String(e)}); the sources' disagreements left out.`,
    )
    return null
  }
}

/**
 * The due clinics past `--limit`, in words: '3 more due clinics are not on
 * these sheets (3 call, 0 research): run with --limit 23 for all'; '' when
 * all fit. The limit is per sheet: the one that fits both is the larger.
 */
export function leftOffText(q: Queue): string {
  const call = q.due.call - q.call.length
  const research = q.due.research - q.research.length
  const n = call + research
  if (n === 0) return ''
  return `${n} more due ${n === 1 ? 'clinic is' : 'clinics are'} not on these sheets (${call} call, ${research} research): run with --limit ${Math.max(q.due.call, q.due.research)} for all`
}

export const APPLY_HELP = `npm run ops:apply -- SHEET.csv [--to db|file|both] [--yes] [--accept-unusual ROW,ROW] [--by INITIALS]
Validates the filled sheet, prints the field-by-field diff, and after confirmation applies it in one transaction.
A call, research or geocode sheet; or a harvest review sheet (harvest-DATE.csv, with --by: who reviewed it), whose
accepted rows are stored as from the clinic's website, OpenStreetMap or the NPI registry, dated by the source; or a
harvest new-listings sheet (--to file), whose rows called and heard to be urgent cares (outcome urgent_care) become listings.
--accept-unusual: the rows whose unusual hours (open under an hour, all day, closed all week) you checked.
Run again after an interruption: a target that already has the sheet is left as it is, the others are brought up to date.`

/**
 * What an apply of a sheet remembers beside it (SHEET.applied.json): the
 * sheet's hash and the time of its checks, written before any target is
 * touched, so that a run stopped half-way is completed with the same
 * checks, and a sheet applied everywhere is recognised.
 */
interface Receipt {
  sheet: string
  at: string
  targets: Partial<Record<'db' | 'file', string>>
}

const receiptFile = (sheet: string) =>
  sheet.replace(/\.csv$/i, '') + '.applied.json'

/** A receipt being written, by its writer's pid (one name per process). */
const receiptTemp = (file: string, pid = process.pid) => `${file}.${pid}.tmp`

/**
 * Removes the receipts half-written by a process that no longer runs (one
 * killed between writing and renaming): nothing else would, since a sheet
 * applied everywhere writes no receipt again.
 */
function clearDeadReceiptTemps(file: string) {
  const dir = path.dirname(file)
  const prefix = `${path.basename(file)}.`
  let names: string[] = []
  try {
    names = readdirSync(dir)
  } catch {
    return
  }
  for (const name of names) {
    if (!name.startsWith(prefix)) continue
    const rest = name.slice(prefix.length)
    // 'tmp': the one name a version before this wrote, its writer long gone.
    const pid = rest === 'tmp' ? 0 : Number(/^(\d+)\.tmp$/.exec(rest)?.[1])
    if (pid === 0 || (pid > 0 && !running({ pid, tick: undefined })))
      rmSync(path.join(dir, name), { force: true })
  }
}

function readReceipt(file: string): Receipt | null {
  clearDeadReceiptTemps(file)
  try {
    const r = JSON.parse(readFileSync(file, 'utf8')) as Receipt
    return typeof r.sheet === 'string' && !Number.isNaN(Date.parse(r.at))
      ? r
      : null
  } catch {
    return null
  }
}

function writeReceipt(file: string, r: Receipt) {
  const temp = receiptTemp(file)
  writeFileSync(temp, JSON.stringify(r, null, 2) + '\n')
  renameSync(temp, file)
}

const TARGET_NOUN = { db: 'the database', file: 'the data file' } as const
const nouns = (stores: readonly Store[]) =>
  stores.map((s) => TARGET_NOUN[s.kind]).join(' and ')
const capital = (t: string) => t.charAt(0).toUpperCase() + t.slice(1)
const rel = (f: string) => path.relative(process.cwd(), f) || f

/** The generated files of an apply to the data file, by name. */
function describeWritten(written: readonly string[], data: string): string {
  const base = (f: string) => path.basename(f)
  const generated = written.filter((f) =>
    f.includes(`${path.sep}generated${path.sep}`),
  )
  const parts: string[] = []
  const own = written.filter((f) => !generated.includes(f))
  for (const f of own)
    parts.push(
      f === data
        ? 'the data file'
        : base(f) === 'verification-events.jsonl'
          ? 'the events log'
          : base(f),
    )
  if (generated.length > 0)
    parts.push(
      `built-in data (${generated.length} file${generated.length === 1 ? '' : 's'}: ${generated.map(base).join(', ')})`,
    )
  return parts.join(', ')
}

/** `--accept-unusual 4,7`: sheet row numbers (the header is row 1). */
function parseRows(text: string | undefined): Set<number> {
  const rows = new Set<number>()
  if (text === undefined) return rows
  for (const t of text.split(/[\s,]+/).filter(Boolean)) {
    if (!/^\d+$/.test(t) || Number(t) < 2)
      throw new UsageError(
        `--accept-unusual: the sheet's row numbers, such as 4,7 (as the refusal names them), not ${JSON.stringify(t)}`,
      )
    rows.add(Number(t))
  }
  return rows
}

/** A step that refused: what it printed is said, the command exits 1. */
const REFUSED = 1

/** Step 1: the sheet's text, header and rows; null (said) when it is no readable CSV. */
function readSheet(
  file: string,
  io: Io,
): { text: string; header: string[]; rows: SheetRow[] } | null {
  try {
    const text = sheetText(readFileSync(file))
    return { text, ...csvObjects(parseCsv(text)) }
  } catch (e) {
    if (e instanceof CsvError) {
      io.err(
        `Refused: ${path.basename(file)} is not a readable CSV sheet: ${e.message}`,
      )
      return null
    }
    throw e
  }
}

/**
 * Step 2: the sheet's receipt (SHEET.applied.json): the one beside it when
 * it is of this very sheet (an interrupted apply is completed with the
 * same time), else a new one dated now; null (said) when the receipt dates
 * the checks after now.
 */
function sheetReceipt(
  file: string,
  text: string,
  io: Io,
): { receipt: Receipt; resumed: boolean; receiptPath: string } | null {
  const hash = createHash('sha256').update(text).digest('hex')
  const receiptPath = receiptFile(file)
  const prior = readReceipt(receiptPath)
  const resumed = prior?.sheet === hash
  const receipt: Receipt = resumed
    ? prior
    : { sheet: hash, at: io.now().toISOString(), targets: {} }
  if (Date.parse(receipt.at) > io.now().getTime() + CLOCK_SKEW_MS) {
    io.err(
      `Refused: nothing was changed. ${path.basename(receiptPath)} dates this sheet's checks ${localTime(receipt.at, DEFAULT_ZONE)}, after now (${localTime(io.now(), DEFAULT_ZONE)}): a confirmation is dated when it was made. Check this computer's clock, and that file.`,
    )
    return null
  }
  return { receipt, resumed, receiptPath }
}

/**
 * The clinics a sheet writes an event for: a geocode sheet's accepted
 * rows, a call or research sheet's rows with an outcome that stores one
 * (not not_found). What tells a target that has the sheet already.
 */
export function appliedIds(
  rows: readonly SheetRow[],
  kind: SheetKind,
): string[] {
  const yes = (r: SheetRow) =>
    ['yes', 'y'].includes((r.cells.accept ?? '').trim().toLowerCase())
  if (kind === 'harvest')
    return [
      ...new Set(
        rows
          .filter((r) => yes(r) && rowWrites(r.cells))
          .map((r) => (r.cells.clinic_id ?? '').trim()),
      ),
    ]
  return rows
    .filter((r) => {
      if (kind === 'geocode') return yes(r)
      const outcome = (r.cells.outcome ?? '').trim().toLowerCase()
      return outcome !== '' && outcome !== 'not_found'
    })
    .map((r) => (r.cells.id ?? '').trim())
}

/** Step 3: the targets that already have the sheet (its events at its time), and the rest. */
async function splitTargets(
  stores: readonly Store[],
  ids: readonly string[],
  receipt: Receipt,
  resumed: boolean,
): Promise<{ done: Store[]; todo: Store[] }> {
  const done: Store[] = []
  const todo: Store[] = []
  for (const store of stores)
    (resumed && (await store.hasEvents(ids, receipt.at)) ? done : todo).push(
      store,
    )
  return { done, todo }
}

/** A target's plan: its problems and its checks. */
interface TargetPlan {
  store: Store
  plan: { problems: string[]; checks: readonly StoreWrite[] }
}

/**
 * The review printed before the question: the diff, then the rows that
 * store nothing (answered no, not reviewed, not_found, no outcome).
 */
export function reviewLines(
  plan: GeocodePlan | HarvestPlan | Plan,
  kind: SheetKind,
): string[] {
  if (kind === 'harvest') return describeHarvestPlan(plan as HarvestPlan)
  if (kind === 'geocode') {
    const p = plan as GeocodePlan
    const review = describeGeocodePlan(p)
    if (p.rejected.length > 0)
      review.push(
        `Rows answered no (nothing stored; the clinics keep their town's point): ${p.rejected.join(', ')}`,
      )
    if (p.skipped.length > 0)
      review.push(
        `Rows not reviewed (left as they are): ${p.skipped.join(', ')}`,
      )
    return review
  }
  const p = plan as Plan
  const review = describePlan(p)
  if (p.notFound.length > 0)
    review.push(
      `Research rows not_found (nothing stored; they stay on the research sheet): ${p.notFound.join(', ')}`,
    )
  if (p.skipped.length > 0)
    review.push(
      `Rows without an outcome (not checked, left as they are): ${p.skipped.join(', ')}`,
    )
  return review
}

/**
 * Step 4, validate and plan: the sheet against each target's clinics as
 * they are now (every row validated, patches built); the review and the
 * declined points from the first.
 */
async function planTargets(
  todo: readonly Store[],
  sheet: { header: string[]; rows: SheetRow[] },
  now: Date,
  kind: SheetKind,
  opts: { acceptUnusual: ReadonlySet<number>; by: string; name: string },
): Promise<{ plans: TargetPlan[]; review: string[]; declined: Rejection[] }> {
  const plans: TargetPlan[] = []
  let review: string[] = []
  let declined: Rejection[] = []
  for (const store of todo) {
    const clinics = await store.load()
    const plan =
      kind === 'geocode'
        ? planGeocodeSheet(sheet.header, sheet.rows, clinics, now)
        : kind === 'harvest'
          ? planHarvestSheet(sheet.header, sheet.rows, clinics, now, {
              by: opts.by,
              sheet: opts.name,
              acceptUnusual: opts.acceptUnusual,
            })
          : planSheet(sheet.header, sheet.rows, clinics, now, {
              acceptUnusual: opts.acceptUnusual,
            })
    plans.push({ store, plan })
    if (plans.length > 1) continue
    review = reviewLines(plan, kind)
    if ('declined' in plan) declined = plan.declined
  }
  return { plans, review, declined }
}

/** Every target's problems, each named by its target when there are several. */
export function targetProblems(
  plans: readonly { store: { label: string }; plan: { problems: string[] } }[],
): string[] {
  return plans.flatMap(({ store, plan }) =>
    plan.problems.map((p) => (plans.length > 1 ? `${store.label}: ${p}` : p)),
  )
}

/** Step 5, the operator's yes (or --yes); false (said) when not given. */
async function confirmed(a: Args, io: Io, kind: SheetKind): Promise<boolean> {
  if (a.flags.has('yes')) return true
  if (!io.ask) {
    io.err(
      'Refused: no terminal to confirm on. Review the diff above, then run again with --yes.',
    )
    return false
  }
  const answer = (
    await io.ask(
      `Apply these ${kind === 'geocode' ? 'points' : kind === 'harvest' ? 'values' : kind === 'new-listings' ? 'new listings' : 'checks'}? Type yes to apply: `,
    )
  )
    .trim()
    .toLowerCase()
  if (answer === 'yes' || answer === 'y') return true
  io.err('Not applied: nothing was changed.')
  return false
}

/**
 * Step 6, write: the receipt first (the time of the checks), then each
 * target in turn, the receipt saying which it reached. The files written.
 */
async function writeTargets(
  plans: readonly TargetPlan[],
  receipt: Receipt,
  receiptPath: string,
  what: string,
  io: Io,
): Promise<string[]> {
  writeReceipt(receiptPath, receipt)
  io.checkpoint?.('receipt written')
  const written: string[] = []
  for (const { store, plan } of plans) {
    const result = await store.apply(plan.checks)
    io.checkpoint?.(
      `applied to the ${store.kind === 'db' ? 'database' : 'data file'}`,
    )
    receipt.targets[store.kind] = new Date().toISOString()
    writeReceipt(receiptPath, receipt)
    written.push(...result.written)
    const data = 'dataPath' in store ? store.dataPath : ''
    io.out(
      `Applied ${plan.checks.length} ${what} to the ${store.label}${result.written.length ? `: wrote ${describeWritten(result.written, data)}` : ''}.`,
    )
  }
  return written
}

/** What to do after an apply: commit what was written, build; the database shows it now. */
export function nextLines(o: {
  written: readonly string[]
  kind: SheetKind
  toDatabase: boolean
  at: string
}): string[] {
  const out = ['Next:']
  const what =
    o.kind === 'geocode'
      ? 'points'
      : o.kind === 'harvest'
        ? 'values from public sources'
        : 'checks'
  if (o.written.length > 0) {
    out.push(`  git add ${o.written.map(rel).join(' ')}`)
    out.push(
      `  git commit -m "${o.kind === 'geocode' ? 'Reviewed clinic points' : o.kind === 'harvest' ? 'Reviewed values from public sources' : 'Verification round'} ${localDay(o.at, DEFAULT_ZONE)}"`,
    )
    out.push(
      '  npm run build   (the built-in data and the prerendered pages carry the checks once published)',
    )
  }
  if (o.toDatabase)
    out.push(
      `  the site reads the database: its pages show the ${what} now, nothing to rebuild for them`,
    )
  if (o.kind === 'harvest')
    out.push(
      '  then call the clinics: a value from a source shows as "from the clinic\'s website — call to confirm" until a call confirms it (npm run ops:queue)',
    )
  return out
}

/** The clinics a sheet's checks heard (confirmed or changed), each once, in order. */
export function answeredClinics(
  checks: readonly StoreWrite[],
): { id: string; name: string }[] {
  const answered = checks
    .filter(
      (c) => c.event.outcome === 'confirmed' || c.event.outcome === 'changed',
    )
    .map((c) => c.clinic)
  return answered.filter(
    (c, i) => answered.findIndex((x) => x.id === c.id) === i,
  )
}

/**
 * Step 7, the reports and messages these calls answered, as a --mark line:
 * only the database has them.
 */
async function printMarkHint(
  stores: readonly Store[],
  plans: readonly TargetPlan[],
  io: Io,
): Promise<void> {
  const db = stores.find((s) => s.kind === 'db')
  if (!db || !('openReports' in db)) return
  const open = await db.openReports(io.now())
  const hint = open
    ? markHint(open, answeredClinics(plans.flatMap((p) => p.plan.checks)))
    : null
  io.out(
    hint ??
      '  no open reports or correction messages from the public on the clinics just confirmed or changed',
  )
}

/**
 * ops:apply, top to bottom: read the sheet → its receipt → which targets
 * still need it → validate and plan (build the patches) → refuse on any
 * problem → the diff → yes → write → what next, and the --mark line.
 */
export async function runApply(
  argv: readonly string[],
  io: Io,
): Promise<number> {
  const a = parseArgs(argv, [
    'to',
    'yes',
    'by',
    'data',
    'emergency-data',
    'generated-dir',
    'seed',
    'help',
    'accept-unusual',
  ])
  if (a.flags.has('help')) return (io.out(APPLY_HELP), 0)
  const acceptUnusual = parseRows(str(a, 'accept-unusual'))
  if (a.positional.length !== 1)
    throw new UsageError(
      'name one filled sheet: npm run ops:apply -- SHEET.csv',
    )
  const file = path.resolve(a.positional[0]!)
  if (!existsSync(file)) throw new UsageError(`no sheet at ${file}`)
  const sheet = readSheet(file, io)
  if (!sheet) return REFUSED
  const kind = sheetKind(sheet.header)
  if (kind === 'new-listings') return applyNewListings(a, io, file, sheet)
  const by = str(a, 'by')
  if (kind === 'harvest' && (by === undefined || !HANDLED_BY.test(by)))
    throw new UsageError(
      `a harvest review sheet needs --by: your initials, 2–4 capital letters (such as AB), who reviewed it${by === undefined ? '' : `, not ${JSON.stringify(by)}`}`,
    )
  if (kind !== 'harvest' && by !== undefined)
    throw new UsageError(
      "--by is for a harvest review sheet; a call, research or geocode sheet has each row's initials",
    )
  const dated = sheetReceipt(file, sheet.text, io)
  if (!dated) return REFUSED
  const { receipt, receiptPath } = dated
  const now = new Date(receipt.at)
  const stores = openStores(a, io, 'to')
  try {
    const ids = appliedIds(sheet.rows, kind)
    const { done, todo } = await splitTargets(
      stores,
      ids,
      receipt,
      dated.resumed,
    )
    const when = localTime(receipt.at, DEFAULT_ZONE)
    if (todo.length === 0) {
      io.out(
        `Already applied on ${when} to ${nouns(done)}: ${path.basename(file)} has nothing left to do.`,
      )
      return 0
    }
    if (done.length > 0)
      io.out(
        `${capital(nouns(done))} already ${done.length === 1 ? 'has' : 'have'} this sheet (applied ${when}); bringing ${nouns(todo)} up to date.`,
      )
    const { plans, review, declined } = await planTargets(
      todo,
      sheet,
      now,
      kind,
      { acceptUnusual, by: by ?? '', name: path.basename(file) },
    )
    const problems = targetProblems(plans)
    if (problems.length > 0) {
      io.err(
        `Refused: nothing was changed. ${problems.length} problem(s) in ${path.basename(file)}:`,
      )
      for (const p of problems) io.err(`  ${p}`)
      return REFUSED
    }
    const plan = plans[0]!.plan
    // The points answered no, remembered beside the data file: ops:geocode
    // does not propose them again for the same address.
    const remember = () => {
      if (declined.length === 0) return
      const file = rejectionsPath(filePaths(a).data)
      const added = addRejections(file, declined)
      if (added > 0)
        io.out(
          `Remembered ${added} declined point(s) in ${rel(file)}: not proposed again for the same address (commit it with the data).`,
        )
    }
    if (plan.checks.length === 0) {
      remember()
      io.out(
        kind === 'call'
          ? `Nothing to apply: no row of ${path.basename(file)} has an outcome${review.some((l) => l.startsWith('Research rows not_found')) ? ' to store (not_found stores nothing)' : ''}.`
          : `Nothing to apply: no row of ${path.basename(file)} is accepted (accept yes)${kind === 'harvest' && review.length > 0 ? ' with anything to store' : ''}.`,
      )
      for (const line of review.filter((l) => l.startsWith('Rows')))
        io.out(line)
      return 0
    }
    const what =
      kind === 'geocode'
        ? 'point(s)'
        : kind === 'harvest'
          ? 'write(s) of values from public sources'
          : 'check(s)'
    io.out(
      `${plan.checks.length} ${what} for ${new Set(plan.checks.map((c) => c.clinic.id)).size} clinic(s), to the ${todo.map((s) => s.label).join(' and the ')}:`,
    )
    for (const line of review) io.out(line)
    if (!(await confirmed(a, io, kind))) return REFUSED
    const written = await writeTargets(plans, receipt, receiptPath, what, io)
    remember()
    for (const line of nextLines({
      written,
      kind,
      toDatabase: todo.some((s) => s.kind === 'db'),
      at: receipt.at,
    }))
      io.out(line)
    if (kind === 'call') await printMarkHint(stores, plans, io)
    return 0
  } finally {
    await closeAll(stores)
  }
}

/**
 * ops:apply of a harvest's new-listings sheet: the candidates called and
 * heard to be urgent cares become listings of the data file (only there:
 * the database receives them with the seed), each with its source.
 */
async function applyNewListings(
  a: Args,
  io: Io,
  file: string,
  sheet: { text: string; header: string[]; rows: SheetRow[] },
): Promise<number> {
  const name = path.basename(file)
  const want = str(a, 'to') ?? (io.env.DATABASE_URL ? 'db' : 'file')
  if (want !== 'file') {
    io.err(
      `Refused: nothing was changed. ${name} makes new listings, which are made in the data file only: run with --to file, commit, and load the new supabase/seed.sql into the database (ops/README.md, "New listings").`,
    )
    return REFUSED
  }
  const dated = sheetReceipt(file, sheet.text, io)
  if (!dated) return REFUSED
  const { receipt, receiptPath } = dated
  if (dated.resumed && receipt.targets.file) {
    io.out(
      `Already applied on ${localTime(receipt.at, DEFAULT_ZONE)} to the data file: ${name} has nothing left to do.`,
    )
    return 0
  }
  const store = fileStore(filePaths(a), {
    checkpoint: io.checkpoint,
    note: (l) => io.err(`Note: ${l}`),
    lockWaitMs: lockWait(io.env.OPS_LOCK_WAIT_MS),
    now: io.now,
  })
  const plan = planNewListings(
    sheet.header,
    sheet.rows,
    await store.load(),
    await store.towns(),
    new Date(receipt.at),
  )
  if (plan.problems.length > 0) {
    io.err(
      `Refused: nothing was changed. ${plan.problems.length} problem(s) in ${name}:`,
    )
    for (const p of plan.problems) io.err(`  ${p}`)
    return REFUSED
  }
  const review = describeNewListings(plan)
  if (plan.created.length === 0) {
    io.out(
      `Nothing to apply: no row of ${name} is a clinic called and heard to be an urgent care (outcome urgent_care).`,
    )
    for (const line of review) io.out(line)
    return 0
  }
  io.out(`${plan.created.length} new listing(s), to the ${store.label}:`)
  for (const line of review) io.out(line)
  if (!(await confirmed(a, io, 'new-listings'))) return REFUSED
  writeReceipt(receiptPath, receipt)
  const result = await store.apply([], plan.created)
  receipt.targets.file = new Date().toISOString()
  writeReceipt(receiptPath, receipt)
  io.out(
    `Made ${plan.created.length} listing(s) in the ${store.label}${result.written.length ? `: wrote ${describeWritten(result.written, store.dataPath)}` : ''}.`,
  )
  io.out('Next:')
  io.out(`  git add ${result.written.map(rel).join(' ')}`)
  io.out(`  git commit -m "New listings ${localDay(receipt.at, DEFAULT_ZONE)}"`)
  io.out(
    '  npm run build   (the built-in data and the prerendered pages carry them once published)',
  )
  io.out(
    "  npm run ops:geocode   (a point of their own: until then they sit at their town's point)",
  )
  io.out(
    '  npm run ops:queue     (their hours: a new listing is due for a call)',
  )
  return 0
}

export const REVERT_HELP = `npm run ops:revert -- SHEET.csv --by INITIALS [--to db|file|both] [--yes]
Puts back the values an applied sheet changed, as new events that say so (the history is never rewritten).
A field changed since by a later sheet is kept, and said so.`

/** ops:revert: the values an applied sheet changed, put back. */
export async function runRevert(
  argv: readonly string[],
  io: Io,
): Promise<number> {
  const a = parseArgs(argv, [
    'to',
    'yes',
    'by',
    'data',
    'emergency-data',
    'generated-dir',
    'seed',
    'help',
  ])
  if (a.flags.has('help')) return (io.out(REVERT_HELP), 0)
  if (a.positional.length !== 1)
    throw new UsageError(
      'name one applied sheet: npm run ops:revert -- SHEET.csv --by INITIALS',
    )
  const by = str(a, 'by')
  if (by === undefined || !HANDLED_BY.test(by))
    throw new UsageError(
      `--by: your initials, 2–4 capital letters (such as AB)${by === undefined ? '' : `, not ${JSON.stringify(by)}`}`,
    )
  const file = path.resolve(a.positional[0]!)
  if (!existsSync(file)) throw new UsageError(`no sheet at ${file}`)
  const name = path.basename(file)
  const receipt = readReceipt(receiptFile(file))
  if (!receipt) {
    io.err(
      `Refused: no record that ${name} was applied (${path.basename(receiptFile(file))} beside it); nothing to revert.`,
    )
    return 1
  }
  let rows: ReturnType<typeof csvObjects>['rows']
  let header: string[]
  try {
    ;({ header, rows } = csvObjects(parseCsv(sheetText(readFileSync(file)))))
  } catch (e) {
    if (e instanceof CsvError) {
      io.err(`Refused: ${name} is not a readable CSV sheet: ${e.message}`)
      return 1
    }
    throw e
  }
  if (isGeocodeSheet(header)) {
    io.err(
      `Refused: ${name} is a geocode sheet; ops:revert puts back call and research sheets' values (a point is corrected in the data file).`,
    )
    return 1
  }
  const ids = [...new Set(rows.map((r) => (r.cells.id ?? '').trim()))].filter(
    Boolean,
  )
  const tag = `sheet ${receipt.sheet.slice(0, 12)}`
  const now = io.now()
  const stores = openStores(a, io, 'to')
  try {
    const plans: { store: Store; plan: RevertPlan }[] = []
    for (const store of stores) {
      const events = await store.events(ids, receipt.at)
      const applied = Date.parse(receipt.at)
      if (!events.some((e) => Date.parse(e.created_at) === applied)) {
        io.out(
          `${capital(TARGET_NOUN[store.kind])} has no check of ${name}: nothing to revert there.`,
        )
        continue
      }
      const done = events.find(
        (e) => Date.parse(e.created_at) > applied && e.note?.includes(tag),
      )
      if (done) {
        io.out(
          `${capital(TARGET_NOUN[store.kind])}: ${name} was reverted already, on ${localTime(done.created_at, DEFAULT_ZONE)}.`,
        )
        continue
      }
      const plan = planRevert({
        sheetName: name,
        tag,
        appliedAt: receipt.at,
        clinics: await store.load(),
        events,
        now,
        initials: by,
      })
      plans.push({ store, plan })
    }
    if (plans.length === 0) return 0
    const first = plans[0]!.plan
    io.out(
      `Revert of ${name} (applied ${localTime(receipt.at, DEFAULT_ZONE)}), to the ${plans.map((p) => p.store.label).join(' and the ')}:`,
    )
    for (const l of first.lines) io.out(l)
    for (const k of first.kept) io.out(`  kept: ${k}`)
    if (plans.every((p) => p.plan.checks.length === 0)) {
      io.err(
        `Refused: nothing to put back: ${first.kept.length > 0 ? 'every value the sheet changed was changed since' : 'the sheet changed no value (its confirmations stay)'}.`,
      )
      return 1
    }
    io.out(
      '  (confirmations the sheet gave to values it did not change are kept; call again to re-confirm)',
    )
    if (!a.flags.has('yes')) {
      if (!io.ask) {
        io.err(
          'Refused: no terminal to confirm on. Review the lines above, then run again with --yes.',
        )
        return 1
      }
      const answer = (await io.ask('Revert? Type yes to revert: '))
        .trim()
        .toLowerCase()
      if (answer !== 'yes' && answer !== 'y') {
        io.err('Not reverted: nothing was changed.')
        return 1
      }
    }
    const written: string[] = []
    for (const { store, plan } of plans) {
      const result = await store.apply(plan.checks)
      written.push(...result.written)
      io.out(
        `Reverted ${plan.checks.length} clinic(s) in the ${store.label}, as new events.`,
      )
    }
    if (written.length > 0) {
      io.out('Next:')
      io.out(`  git add ${written.map(rel).join(' ')}`)
      io.out(`  git commit -m "Revert of ${name}"`)
    }
    return 0
  } finally {
    await closeAll(stores)
  }
}

export const STATUS_HELP = `npm run ops:status -- [--wide] [--due] [--json] [--from db|file]
Counts per town and overall (100 columns): clinics, due, overdue, never verified, waiting for a call-back, open reports
from the public, phone and hours confirmed within 90 days; closed and before-you-go facts overall; per listed holiday of
the next 30 days, the clinics with a confirmed answer.
--wide: every count per town (12 months, closed, each before-you-go fact).
Both end with where the facts come from: per field, confirmed by a call, a website, the registry, the map; or none.
--due: the clinics due, overdue and waiting for a call-back, one line each, with why and the times (queue order).
--json: everything, the list under due_list.`

export async function runStatus(
  argv: readonly string[],
  io: Io,
): Promise<number> {
  const a = parseArgs(argv, ['json', 'wide', 'due', 'from', 'data', 'help'])
  if (a.flags.has('help')) return (io.out(STATUS_HELP), 0)
  if (a.positional.length > 0)
    throw new UsageError(`unexpected ${a.positional.join(' ')}`)
  const now = io.now()
  const [store] = openStores(a, io, 'from')
  let lastCalls: LastCalls = new Map()
  const { clinics, reports } = await loadWithReports(
    store!,
    io,
    async (loaded) => {
      const waiting = loaded.filter((c) => isWaitingForCallBack(c, now))
      lastCalls = lastCallsOf(
        await store!.events(
          waiting.map((c) => c.id),
          new Date(0).toISOString(),
        ),
      )
    },
  )
  // --due in the queue's order: the newest harvest sheet's disagreements too.
  const harvest = readConflicts(
    path.resolve(io.env.OPS_SHEETS_DIR ?? 'ops/sheets'),
    clinics,
    io,
  )
  const report = statusReport(
    clinics,
    now,
    reports,
    lastCalls,
    harvest?.conflicts,
  )
  if (a.flags.has('json')) io.out(safeJson(report))
  else if (a.flags.has('due')) {
    if (a.flags.has('wide')) io.out(`${statusTable(report)}\n`)
    for (const l of dueLines(report.due_list, report.at)) io.out(l)
  } else
    io.out(a.flags.has('wide') ? statusTable(report) : statusSummary(report))
  return 0
}

export const REPORTS_HELP = `npm run ops:reports -- [--json] [--all]
${MARK_USAGE}
The corrections inbox (database only, DATABASE_URL): open reports from the public grouped by clinic, newest first,
and the 'Suggest a correction' messages naming a clinic (last ${INBOX_DAYS} days). --all adds the reports handled in the
last ${INBOX_DAYS} days, and the messages handled. --mark sets a new report (its id or the first ${SHORT_ID_MIN}+ characters of it;
a correction message's as m-ID; several with commas) confirmed, rejected or fixed, with your initials (2–4 capital letters).`

export async function runReports(
  argv: readonly string[],
  io: Io,
): Promise<number> {
  const a = parseArgs(argv, ['json', 'all', 'mark', 'by', 'help'])
  if (a.flags.has('help')) return (io.out(REPORTS_HELP), 0)
  const mark = str(a, 'mark')
  const by = str(a, 'by')
  if (mark === undefined) {
    if (a.positional.length > 0)
      throw new UsageError(`unexpected ${a.positional.join(' ')}`)
    if (by !== undefined) throw new UsageError(`--by goes with --mark`)
  } else {
    if (a.flags.has('all') || a.flags.has('json'))
      throw new UsageError('--mark is used alone: ' + MARK_USAGE)
    if (a.positional.length !== 1 || !isMarkStatus(a.positional[0]!))
      throw new UsageError(
        `say what the report is now, ${MARK_STATUSES.join(', ')}: ${MARK_USAGE}`,
      )
    if (by === undefined || !HANDLED_BY.test(by))
      throw new UsageError(
        `--by: your initials, 2–4 capital letters (such as AB)${by === undefined ? '' : `, not ${JSON.stringify(by)}`}`,
      )
  }
  const url = io.env.DATABASE_URL
  if (!url)
    throw new UsageError(
      'ops:reports reads the database: set DATABASE_URL (the project’s PostgreSQL connection string). Reports are not in the data file.',
    )
  const store = dbStore(url, io.env.OPS_DB_ROLE ?? 'service_role')
  try {
    const now = io.now()
    if (mark !== undefined) {
      const texts = mark.split(',').filter((t) => t.trim() !== '')
      const refs = texts.map(parseMarkRef)
      const bad = texts.filter((_, i) => refs[i] === null)
      if (texts.length === 0 || bad.length > 0)
        throw new UsageError(
          `--mark: a report's id, or its first ${SHORT_ID_MIN} or more characters, as the inbox shows it (a correction message's as m-ID)${bad.length ? `; not ${bad.map((b) => JSON.stringify(b)).join(', ')}` : ''}`,
        )
      const status = a.positional[0]!
      if (!isMarkStatus(status)) throw new UsageError(MARK_USAGE)
      const result = await store.markReports(
        refs as NonNullable<(typeof refs)[number]>[],
        status,
        by!,
        now,
        matchRef,
        (ref, matches) => {
          const m = matchMessageRef(ref, matches)
          return 'problem' in m
            ? m
            : { report: { ...m.report, clinicId: m.report.clinicId! } }
        },
      )
      if (result === null) {
        io.err(`Refused: ${NO_REPORTS_TABLE}.`)
        return 1
      }
      if ('problems' in result) {
        io.err(`Refused: nothing was marked.`)
        for (const p of result.problems) io.err(`  ${p}`)
        return 1
      }
      for (const line of markText(status, by!, result)) io.out(line)
      return 0
    }
    const clinics = await store.load()
    const data = await store.inbox(
      new Date(now.getTime() - INBOX_DAYS * 24 * 3600e3),
    )
    if (data === null) {
      io.err(`Refused: ${NO_REPORTS_TABLE}.`)
      return 1
    }
    const inbox = buildInbox({
      now,
      clinics,
      ...data,
      all: a.flags.has('all'),
    })
    if (a.flags.has('json')) io.out(safeJson(inbox))
    else for (const line of inboxText(inbox, now)) io.out(line)
    return 0
  } finally {
    await store.close()
  }
}

/** Runs one command as a script: usage errors exit 2, refusals 1. */
export function main(
  run: (argv: readonly string[], io: Io) => Promise<number>,
) {
  const io = processIo()
  run(process.argv.slice(2), io).then(
    (code) => process.exit(code),
    (e: unknown) => {
      if (e instanceof UsageError) {
        io.err(e.message)
        process.exit(2)
      }
      io.err(e instanceof Error ? e.message : String(e))
      process.exit(1)
    },
  )
}
