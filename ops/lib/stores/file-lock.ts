/**
 * One writer at a time on the data file: a lock file beside it holding the
 * owner's pid, what it does and since when, created atomically (written in
 * full to a file of its own, then hard-linked into place, which fails when
 * one is there: a reader never sees half a lock). A lock whose pid is no
 * longer running is stale: it is said and taken over, under a second guard
 * lock so two processes never both take the same one over. So is one whose
 * pid now names another process (a pid reused after a restart): the lock
 * keeps its owner's start time as the kernel counts it (/proc/PID/stat),
 * and a process started at another time is not its owner.
 */
import { linkSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { localTime } from '../core/index.ts'

export interface LockHolder {
  pid: number
  /** 'apply' (a write) or 'read' (a load finishing an earlier apply). */
  what: string
  started: string
  /** The owner's start in clock ticks since boot (Linux; absent elsewhere). */
  tick?: string
}

/** How long a command waits for another's lock before it refuses (or reads without it). */
export const LOCK_WAIT_MS = 20_000
const POLL_MS = 50
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export class LockBusyError extends Error {
  constructor(readonly holder: LockHolder) {
    super(
      `Refused: another ${holder.what} is running (pid ${holder.pid} since ${localTime(holder.started)}) on the data file; nothing was changed there. Run this again when it has finished.`,
    )
  }
}

/** When process `pid` started, in clock ticks since boot, or undefined where /proc has no answer. */
export function startTick(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // Fields after the command name (which may hold spaces and parentheses).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return fields[19] // field 22 of the whole line: starttime
  } catch {
    return undefined
  }
}

/** Whether the lock's owner still runs: its pid, started when the lock says. */
export function running(holder: Pick<LockHolder, 'pid' | 'tick'>): boolean {
  try {
    process.kill(holder.pid, 0)
  } catch (e) {
    // EPERM: the process exists but is another user's.
    if ((e as NodeJS.ErrnoException).code !== 'EPERM') return false
  }
  if (holder.tick === undefined) return true
  const now = startTick(holder.pid)
  return now === undefined || now === holder.tick
}

const readText = (file: string): string | null => {
  try {
    return readFileSync(file, 'utf8')
  } catch {
    return null
  }
}

function holderOf(text: string): LockHolder | null {
  try {
    const h = JSON.parse(text) as Partial<LockHolder>
    return typeof h.pid === 'number' &&
      typeof h.started === 'string' &&
      typeof h.what === 'string' &&
      (h.tick === undefined || typeof h.tick === 'string')
      ? (h as LockHolder)
      : null
  } catch {
    return null
  }
}

/** Creates `file` holding `text` unless it exists (false then). */
function create(file: string, text: string): boolean {
  const own = `${file}.${process.pid}-${Math.random().toString(36).slice(2)}`
  writeFileSync(own, text)
  try {
    linkSync(own, file)
    return true
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'EEXIST') return false
    throw e
  } finally {
    rmSync(own, { force: true })
  }
}

/**
 * Removes the lock when it still holds `seen` (a dead owner's), under the
 * guard: between reading a stale lock and removing it, another process may
 * have taken it over and put its own there.
 */
function removeStale(file: string, seen: string): boolean {
  const guard = `${file}.guard`
  const me = JSON.stringify({
    pid: process.pid,
    what: 'guard',
    started: new Date().toISOString(),
    tick: startTick(process.pid),
  })
  if (!create(guard, me)) {
    const g = holderOf(readText(guard) ?? '')
    if (g === null || !running(g)) rmSync(guard, { force: true })
    return false
  }
  try {
    if (readText(file) !== seen) return false
    rmSync(file, { force: true })
    return true
  } finally {
    rmSync(guard, { force: true })
  }
}

/**
 * Takes the lock, waiting up to `waitMs` for a running owner to let go;
 * answers the release, or the owner still holding it after the wait.
 */
export async function takeLock(
  file: string,
  opts: {
    what: string
    waitMs: number
    note?: (line: string) => void
    /** Said once, when a running owner makes this one wait. */
    waiting?: (holder: LockHolder) => void
  },
): Promise<{ release: () => void } | { holder: LockHolder }> {
  const me = JSON.stringify({
    pid: process.pid,
    what: opts.what,
    started: new Date().toISOString(),
    tick: startTick(process.pid),
  } satisfies LockHolder)
  const deadline = Date.now() + opts.waitMs
  let waited = false
  for (;;) {
    if (create(file, me))
      return {
        release: () => {
          if (readText(file) === me) rmSync(file, { force: true })
        },
      }
    const text = readText(file)
    if (text === null) continue // let go just now
    const holder = holderOf(text)
    if (holder === null || !running(holder)) {
      if (removeStale(file, text))
        opts.note?.(
          holder === null
            ? `the data file's lock (${file}) was unreadable; taken over.`
            : `the data file was locked by pid ${holder.pid} (${holder.what} since ${localTime(holder.started)}), which is no longer running; its lock taken over.`,
        )
      else await sleep(POLL_MS / 5) // another process is taking it over
      continue
    }
    if (Date.now() >= deadline) return { holder }
    if (!waited) opts.waiting?.(holder)
    waited = true
    await sleep(POLL_MS)
  }
}
