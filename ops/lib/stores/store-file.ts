/**
 * The project's data file as the operator's store (--from file, --to file):
 * clinics read through the import's own transform (so ids are the ones the
 * app and the seed use), checks written into the file's records, each
 * event appended to verification-events.jsonl beside it, then the built-in
 * data and the seed generated again, as `npm run data:import` and
 * `npm run db:seed` do.
 */
import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs'
import path from 'node:path'
import {
  DEFAULT_EMERGENCY_SOURCE,
  DEFAULT_SOURCE,
  OUT_DIR,
  renderImport,
  transform,
} from '../../../supabase/tools/import-data.ts'
import {
  SEED_FILE,
  generateSeedSql,
} from '../../../supabase/tools/generate-seed.ts'
import {
  fingerprintFor,
  storedPatch,
  toOpsClinic,
  type OpsClinic,
  type StoreWrite,
  type VerificationEvent,
  localTime,
} from '../core/index.ts'
import { LOCK_WAIT_MS, LockBusyError, takeLock } from './file-lock.ts'

/**
 * Columns of the database a write may set that the data file does not
 * store: the import derives them (the approximate flag from the method and
 * match level).
 */
const DERIVED_IN_FILE = new Set(['coordinates_approximate'])

export interface FilePaths {
  data: string
  emergencyData: string
  generatedDir: string
  seed: string
}

export const DEFAULT_FILE_PATHS: FilePaths = {
  data: DEFAULT_SOURCE,
  emergencyData: DEFAULT_EMERGENCY_SOURCE,
  generatedDir: OUT_DIR,
  seed: SEED_FILE,
}

interface DataFile {
  clinics: Record<string, unknown>[]
  [k: string]: unknown
}

function readData(
  file: string,
  now: Date,
): { json: DataFile; clinics: OpsClinic[] } {
  const json = JSON.parse(readFileSync(file, 'utf8')) as DataFile
  const result = transform(json, now)
  const internal = new Map(result.internal.map((r) => [r.clinic_id, r]))
  const towns = new Map(result.towns.map((t) => [t.id, t]))
  const clinics = result.clinics.map((row) =>
    toOpsClinic({
      ...row,
      town_latitude: towns.get(row.town_id ?? '')?.latitude ?? null,
      town_longitude: towns.get(row.town_id ?? '')?.longitude ?? null,
      do_not_call: internal.get(row.id)?.do_not_call ?? false,
      do_not_call_reason: internal.get(row.id)?.do_not_call_reason ?? null,
    }),
  )
  return { json, clinics }
}

export function eventsFile(paths: FilePaths): string {
  return path.join(path.dirname(paths.data), 'verification-events.jsonl')
}

/** The journal of an apply under way: its presence is the commit point. */
export function journalFile(paths: FilePaths): string {
  return path.join(path.dirname(paths.data), '.ops-apply-journal.json')
}

/** The lock of the one process writing the data file (see file-lock.ts). */
export function lockFile(paths: FilePaths): string {
  return path.join(path.dirname(paths.data), '.ops-lock')
}

/** Every file an apply to the data file may write. */
export function outputFiles(paths: FilePaths): string[] {
  return [
    paths.data,
    eventsFile(paths),
    paths.seed,
    ...['data.ts', 'coordinates.ts', 'emergency-departments.ts'].map((f) =>
      path.join(paths.generatedDir, f),
    ),
  ]
}

const NEW = '.ops-new'

/** Writes a file and flushes it to disk before it is renamed into place. */
function writeDurably(file: string, content: string) {
  mkdirSync(path.dirname(file), { recursive: true })
  const fd = openSync(file, 'w')
  try {
    writeSync(fd, content)
    fsyncSync(fd)
  } finally {
    closeSync(fd)
  }
}

const readOr = (file: string, fallback: string) =>
  existsSync(file) ? readFileSync(file, 'utf8') : fallback

/** A step of an apply, for the tests that stop it there (no-op otherwise). */
export type Checkpoint = (step: string) => void

/**
 * Finishes or undoes an apply to the data file that was stopped: with a
 * journal (it was committed), every new file still waiting is renamed into
 * place; without one, the new files it had begun to write are removed.
 * Answers what it completed, for the operator (empty: nothing was pending).
 */
export function completePending(paths: FilePaths): string[] {
  const journal = journalFile(paths)
  const done: string[] = []
  if (existsSync(journal)) {
    const { files } = JSON.parse(readFileSync(journal, 'utf8')) as {
      files: string[]
    }
    for (const f of files)
      if (existsSync(f + NEW)) {
        renameSync(f + NEW, f)
        done.push(f)
      }
    rmSync(journal)
    return done.length > 0 ? done : files
  }
  rmSync(journal + NEW, { force: true })
  for (const f of outputFiles(paths)) rmSync(f + NEW, { force: true })
  return []
}

/** Whether an apply's new files or journal are there (under way, or stopped). */
const hasPending = (paths: FilePaths) =>
  existsSync(journalFile(paths)) ||
  [journalFile(paths), ...outputFiles(paths)].some((f) => existsSync(f + NEW))

/** A new listing for the data file: its record and the event that made it. */
export interface NewRecord {
  id: string
  record: Record<string, unknown>
  event: VerificationEvent
}

export interface FileApplyResult {
  /** The files whose content changed, as absolute paths. */
  written: string[]
}

export function fileStore(
  paths: FilePaths = DEFAULT_FILE_PATHS,
  opts: {
    checkpoint?: Checkpoint
    note?: (line: string) => void
    /** How long to wait for another process's lock (default LOCK_WAIT_MS). */
    lockWaitMs?: number
    /** The clock no confirmation in the file may be dated after. */
    now?: () => Date
  } = {},
) {
  const checkpoint = opts.checkpoint ?? (() => {})
  const now = opts.now ?? (() => new Date())
  const recover = () => {
    const done = completePending(paths)
    if (done.length > 0)
      opts.note?.(
        `An earlier apply to the data file was stopped after it was committed; completed it now (${done.map((f) => path.basename(f)).join(', ')}).`,
      )
  }
  const lock = (what: 'apply' | 'read') =>
    takeLock(lockFile(paths), {
      what,
      waitMs: opts.lockWaitMs ?? LOCK_WAIT_MS,
      note: opts.note,
      waiting: (h) =>
        opts.note?.(
          `waiting for another ${h.what} on the data file (pid ${h.pid} since ${localTime(h.started)})…`,
        ),
    })
  /**
   * A read. With staged files or a lock about (an apply under way, or one
   * stopped), under the lock, the stopped apply completed or undone first; while
   * another process still holds the lock after the wait, the files as they
   * are (the last committed state): its staged files are never touched.
   */
  const reading = async <T>(read: () => T): Promise<T> => {
    if (!hasPending(paths) && !existsSync(lockFile(paths))) return read()
    const got = await lock('read')
    if ('holder' in got) {
      opts.note?.(
        `another ${got.holder.what} is still writing the data file (pid ${got.holder.pid} since ${localTime(got.holder.started)}): read as last committed.`,
      )
      return read()
    }
    try {
      recover()
      return read()
    } finally {
      got.release()
    }
  }
  return {
    kind: 'file' as const,
    dataPath: paths.data,
    label: `data file ${path.relative(process.cwd(), paths.data) || paths.data}`,
    async load(): Promise<OpsClinic[]> {
      return reading(() => readData(paths.data, now()).clinics)
    },
    /** The data file's towns (a new listing must be in one). */
    async towns(): Promise<
      { name: string; state: string; county: string | null; timezone: string }[]
    > {
      return reading(() =>
        transform(readData(paths.data, now()).json, now()).towns.map((t) => ({
          name: t.name,
          state: t.state,
          county: t.county,
          timezone: t.timezone,
        })),
      )
    },
    /** Whether each of these clinics has an event written at `at` (the sheet's apply). */
    async hasEvents(ids: readonly string[], at: string): Promise<boolean> {
      const text = await reading(() => readOr(eventsFile(paths), ''))
      const seen = new Set(
        text
          .split('\n')
          .filter((l) => l.trim() !== '')
          .map(
            (l) => JSON.parse(l) as { clinic_id: string; created_at: string },
          )
          .filter((e) => e.created_at === at)
          .map((e) => e.clinic_id),
      )
      return ids.length > 0 && ids.every((id) => seen.has(id))
    },
    /** The events of these clinics written at or after `since` (ops:revert). */
    async events(
      ids: readonly string[],
      since: string,
    ): Promise<VerificationEvent[]> {
      const text = await reading(() => readOr(eventsFile(paths), ''))
      const wanted = new Set(ids)
      return text
        .split('\n')
        .filter((l) => l.trim() !== '')
        .map((l) => JSON.parse(l) as VerificationEvent)
        .filter(
          (e) =>
            wanted.has(e.clinic_id) &&
            Date.parse(e.created_at) >= Date.parse(since),
        )
    },
    /**
     * Writes every check or none: the fingerprints are checked again on the
     * file as it is now; every new file (data file, events log, seed,
     * built-in data) is written beside its target first; then the journal
     * that lists them is renamed into place (the commit point) and each new
     * file renamed over its target. A kill before the journal leaves nothing
     * changed; after it, the next run completes the renames. All of it
     * under the lock: a second apply waits (or is refused), and re-reads
     * the file this one wrote.
     */
    /**
     * `created`: new listings (a harvest's new-listings sheet, after a
     * call), appended to the data file with their events; each must import
     * under its planned id.
     */
    async apply(
      checks: readonly StoreWrite[],
      created: readonly NewRecord[] = [],
    ): Promise<FileApplyResult> {
      const got = await lock('apply')
      if ('holder' in got) throw new LockBusyError(got.holder)
      try {
        recover()
        return await write(checks, created)
      } finally {
        got.release()
      }
    },
    async close() {},
  }

  async function write(
    checks: readonly StoreWrite[],
    created: readonly NewRecord[] = [],
  ): Promise<FileApplyResult> {
    const { json, clinics } = readData(paths.data, now())
    for (const n of created) {
      if (clinics.some((c) => c.id === n.id))
        throw new Error(
          `${String(n.record.name)}: already in ${paths.data}; nothing written`,
        )
      json.clinics.push({ ...n.record })
    }
    const index = new Map(clinics.map((c, i) => [c.id, i]))
    for (const check of checks) {
      const i = index.get(check.clinic.id)
      if (i === undefined)
        throw new Error(`${check.clinic.name}: no longer in ${paths.data}`)
      if (fingerprintFor(check, clinics[i]!) !== check.fingerprint)
        throw new Error(
          `${check.clinic.name} changed in ${paths.data} while the sheet was reviewed; nothing written`,
        )
    }
    for (const check of checks) {
      const record = json.clinics[index.get(check.clinic.id)!]!
      for (const [k, v] of Object.entries(
        storedPatch(check.patch, check.clinic),
      ))
        if (!DERIVED_IN_FILE.has(k)) record[k] = v
    }
    const dataText = JSON.stringify(json, null, 2) + '\n'
    const result = transform(json, now()) // the file must still import cleanly
    for (const n of created)
      if (!result.clinics.some((c) => c.id === n.id))
        throw new Error(
          `${String(n.record.name)}: would not import under its planned id; nothing written`,
        )
    // The generated modules from the new data, rendered from a temporary
    // copy so nothing in place changes yet.
    const staged = paths.data + NEW
    writeDurably(staged, dataText)
    const rendered = await renderImport({
      source: staged,
      emergencySource: paths.emergencyData,
      outDir: paths.generatedDir,
      now: now(),
    })
    const label = path.basename(paths.data)
    const next = new Map<string, string>([
      [paths.data, dataText],
      [
        eventsFile(paths),
        readOr(eventsFile(paths), '') +
          [...checks, ...created]
            .map((c) => JSON.stringify(c.event) + '\n')
            .join(''),
      ],
      [
        paths.seed,
        generateSeedSql(
          result.clinics,
          result.towns,
          rendered.emergency.rows,
          result.internal,
        ),
      ],
      ...rendered.files.map(
        (f) =>
          [
            f.path,
            // The banner names the data file, not the staged copy.
            f.content.replaceAll(`${label}${NEW}`, label),
          ] as [string, string],
      ),
    ])
    const written = [...next].filter(
      ([f, content]) => readOr(f, '\0') !== content,
    )
    for (const [f, content] of written) {
      if (f !== paths.data) writeDurably(f + NEW, content)
      checkpoint(`staged ${path.basename(f)}`)
    }
    const journal = journalFile(paths)
    writeDurably(
      journal + NEW,
      JSON.stringify({ files: written.map(([f]) => f) }) + '\n',
    )
    renameSync(journal + NEW, journal)
    checkpoint('journal committed')
    for (const [f] of written) {
      renameSync(f + NEW, f)
      checkpoint(`renamed ${path.basename(f)}`)
    }
    rmSync(journal)
    rmSync(staged, { force: true })
    return { written: written.map(([f]) => f) }
  }
}
