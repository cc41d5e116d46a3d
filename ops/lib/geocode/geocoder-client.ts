/**
 * Requests to the geocoder as Nominatim's usage policy asks: at most one a
 * second (the next starts a full interval after the previous one ended,
 * retries included), a User-Agent naming the project and its contact
 * address, and backing off on 429 and 5xx. The clock, the sleep and fetch
 * are passed in, so the tests run it without waiting. An answer is read up
 * to MAX_ANSWER_BYTES, never whole whatever its size.
 */
import { clip } from '../core/index.ts'

export interface Clock {
  /** Milliseconds, increasing (Date.now or a test's counter). */
  now: () => number
  sleep: (ms: number) => Promise<void>
}

export const realClock: Clock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
}

/** Nominatim's absolute maximum: one request per second. */
export const MIN_INTERVAL_MS = 1000
/** Tries per address: the first and up to three retries after a 429 or 5xx. */
export const MAX_ATTEMPTS = 4
/** Backoff without a Retry-After: 2 s, 4 s, 8 s. */
export const BACKOFF_MS = 2000
/** A Retry-After longer than this is not waited for (the row is recorded as failed). */
export const MAX_RETRY_AFTER_MS = 60_000
export const REQUEST_TIMEOUT_MS = 20_000
/**
 * A Nominatim answer of one place is a few kB: one larger than 1 MB is
 * refused, and reading stops there (a 48 MB answer is never held).
 */
export const MAX_ANSWER_BYTES = 1_000_000
/** What is kept of a failure's own words (a network error's message). */
const PROBLEM_MAX = 200

/** The body as text, or null once it passes `max` bytes (the rest never read). */
async function readCapped(
  response: Response,
  max: number,
): Promise<string | null> {
  const declared = Number(response.headers.get('content-length') ?? 0)
  if (declared > max || !response.body) {
    await response.body?.cancel()
    return declared > max ? null : ''
  }
  const reader = response.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > max) {
      await reader.cancel()
      return null
    }
    chunks.push(value)
  }
  return new TextDecoder().decode(Buffer.concat(chunks))
}

/**
 * Spaces calls `intervalMs` apart, counted from the end of one to the start
 * of the next: however fast the answers, never two starts within the
 * interval.
 */
export function createThrottle(intervalMs: number, clock: Clock) {
  let lastEnd: number | null = null
  return async function throttled<T>(call: () => Promise<T>): Promise<T> {
    if (lastEnd !== null)
      for (;;) {
        const left = lastEnd + intervalMs - clock.now()
        if (left <= 0) break
        await clock.sleep(left)
      }
    try {
      return await call()
    } finally {
      lastEnd = clock.now()
    }
  }
}

/** 'WKY-Pediatric-Urgent-Care-ops/0.1.0 (ops:geocode; contact: a@b.org)' */
export function userAgent(version: string, contactEmail: string): string {
  return `WKY-Pediatric-Urgent-Care-ops/${version} (Western Kentucky Pediatric Urgent Care directory, npm run ops:geocode; contact: ${contactEmail})`
}

/** How long a Retry-After header asks to wait, in ms; null without a usable one. */
export function retryAfterMs(
  header: string | null,
  nowMs: number,
): number | null {
  if (header === null || header.trim() === '') return null
  const t = header.trim()
  if (/^\d+$/.test(t)) return Number(t) * 1000
  const at = Date.parse(t)
  return Number.isNaN(at) ? null : Math.max(0, at - nowMs)
}

export type LookupResult =
  | { ok: true; body: unknown; attempts: number }
  | { ok: false; problem: string; attempts: number }

type Answer =
  | { body: unknown }
  | { notJson: true }
  | { tooLarge: true }
  | { status: number; retryAfter: string | null }
  | { error: string }

const retryable = (status: number) => status === 429 || status >= 500

/**
 * One address's request, retried after a 429, a 5xx, a network failure or
 * no answer within the timeout (Retry-After when the geocoder sends one,
 * else 2, 4, 8 s) up to MAX_ATTEMPTS; any other status, or an answer that
 * is not JSON, fails at once. Never throws: a failure is a row of the sheet.
 */
export async function lookUp(
  url: string,
  deps: {
    fetch: typeof fetch
    clock: Clock
    throttled: <T>(call: () => Promise<T>) => Promise<T>
    userAgent: string
    timeoutMs?: number
    maxAttempts?: number
  },
): Promise<LookupResult> {
  const max = deps.maxAttempts ?? MAX_ATTEMPTS
  let problem = ''
  for (let attempt = 1; attempt <= max; attempt++) {
    let wait: number | null = null
    const answer = await deps.throttled(async (): Promise<Answer> => {
      const controller = new AbortController()
      const timer = setTimeout(
        () => controller.abort(),
        deps.timeoutMs ?? REQUEST_TIMEOUT_MS,
      )
      try {
        const response = await deps.fetch(url, {
          headers: { 'User-Agent': deps.userAgent, Accept: 'application/json' },
          signal: controller.signal,
        })
        if (!response.ok) {
          await response.body?.cancel()
          return {
            status: response.status,
            retryAfter: response.headers.get('retry-after'),
          }
        }
        const raw = await readCapped(response, MAX_ANSWER_BYTES)
        if (raw === null) return { tooLarge: true }
        try {
          return { body: JSON.parse(raw) as unknown }
        } catch {
          return { notJson: true }
        }
      } catch (e) {
        return {
          error: controller.signal.aborted
            ? 'no answer in time'
            : clip(e instanceof Error ? e.message : String(e), PROBLEM_MAX),
        }
      } finally {
        clearTimeout(timer)
      }
    })
    if ('body' in answer)
      return { ok: true, body: answer.body, attempts: attempt }
    if ('notJson' in answer)
      return { ok: false, problem: 'the answer is not JSON', attempts: attempt }
    if ('tooLarge' in answer)
      return {
        ok: false,
        problem: `the answer is larger than ${MAX_ANSWER_BYTES / 1_000_000} MB (not read further; one place is a few kB)`,
        attempts: attempt,
      }
    if ('status' in answer) {
      problem = `HTTP ${answer.status}`
      if (!retryable(answer.status))
        return { ok: false, problem, attempts: attempt }
      wait = retryAfterMs(answer.retryAfter, deps.clock.now())
      if (wait !== null && wait > MAX_RETRY_AFTER_MS)
        return {
          ok: false,
          problem: `${problem}, asked to wait ${Math.round(wait / 1000)} s`,
          attempts: attempt,
        }
    } else problem = answer.error
    if (attempt < max)
      await deps.clock.sleep(wait ?? BACKOFF_MS * 2 ** (attempt - 1))
  }
  return { ok: false, problem: `${problem} after ${max} tries`, attempts: max }
}
