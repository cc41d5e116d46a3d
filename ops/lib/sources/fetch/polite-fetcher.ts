/**
 * The network layer of ops:harvest: every request to the outside world goes
 * through `fetchPublic`, which keeps the rules of ./README.md (one request a
 * second per host, our User-Agent, robots.txt, public addresses only, no
 * cookies, a timeout and a size limit, redirects within the site, one
 * Retry-After) and answers with a result, never an exception: a failure is a
 * line of the run's report, and the run goes on for the other sources.
 */
import { realClock, type Clock } from './clock.ts'
import { ACCEPT_HEADER, isAccepted, type Accept } from './content-type.ts'
import { hostQueue } from './host-queue.ts'
import {
  checkPublicUrl,
  isSameSite,
  registrableHost,
  systemLookup,
  type Lookup,
} from './public-address.ts'
import { rawStore, type RawStore, type StoredResponse } from './raw-store.ts'
import { exchange, type Exchange } from './request-once.ts'
import { retryAfterMs } from './retry-after.ts'
import {
  MAX_CRAWL_DELAY_MS,
  readRobots,
  ROBOTS_MAX_BYTES,
  robotsUrl,
  type RobotsFile,
} from './robots.ts'
import { robotsToken } from './user-agent.ts'

/** One request start a second per host, at the least. */
export const MIN_INTERVAL_MS = 1000
export const TIMEOUT_MS = 15_000
/** A clinic's page is tens of kB, an NPPES answer of 200 records under 1 MB. */
export const MAX_BYTES = 2 * 1024 * 1024
export const MAX_REDIRECTS = 3
/** The longest Retry-After waited for (once); a longer one is a failure to retry another day. */
export const MAX_RETRY_AFTER_MS = 30_000

export interface PoliteFetcherOptions {
  /** harvestUserAgent(version, contact) */
  userAgent: string
  clock?: Clock
  fetch?: typeof fetch
  lookup?: Lookup
  /** Lets loopback addresses through (tests and stand-ins); private ranges stay refused. */
  allowLoopback?: boolean
  intervalMs?: number
  timeoutMs?: number
  maxBytes?: number
  maxRedirects?: number
  maxRetryAfterMs?: number
  /** Where raw responses are kept (`ops/harvest`, today's date); none: nothing kept, no conditional requests. */
  store?: { root: string; date: string }
}

export interface FetchRequest {
  accept: Accept
  /** The source's folder in the store: 'clinic-pages', 'overpass', 'nppes'. */
  source: string
  /** What the response is kept under (a listing's id, a query's name). */
  key: string
}

export interface FetchSuccess {
  ok: true
  status: number
  /** After redirects. */
  url: string
  body: string
  contentType: string | null
  etag: string | null
  lastModified: string | null
  /** The server answered 304 Not Modified: `body` is the stored copy. */
  fromCache: boolean
  /** Set when the body could not be written to the store (the sentence why). */
  notStored?: string
}

export type FetchFailureReason =
  | 'robots'
  | 'timeout'
  | 'too-large'
  | 'http'
  | 'redirect-off-site'
  | 'wrong-type'
  | 'network'
  | 'not-public'

export interface FetchFailure {
  ok: false
  reason: FetchFailureReason
  status?: number
  /** One plain sentence for the operator, naming the URL. */
  message: string
}

export type FetchResult = FetchSuccess | FetchFailure

export interface PoliteFetcher {
  fetchPublic: (url: string, request: FetchRequest) => Promise<FetchResult>
  /** The latest stored copy for a source's key (the store's date or before); null without a store or a copy. */
  readStored: (source: string, key: string) => Promise<StoredResponse | null>
}

const REDIRECT = new Set([301, 302, 303, 307, 308])
const BUSY = new Set([429, 503])

type Followed =
  | { kind: 'done'; url: URL; answer: Exchange }
  | { kind: 'failed'; failure: FetchFailure }

interface Hop {
  headers: Record<string, string>
  typeOk: (contentType: string | null) => boolean
  maxBytes: number
  robots: boolean
}

const failed = (
  reason: FetchFailureReason,
  message: string,
  status?: number,
): { kind: 'failed'; failure: FetchFailure } => ({
  kind: 'failed',
  failure:
    status === undefined
      ? { ok: false, reason, message }
      : { ok: false, reason, status, message },
})

const seconds = (ms: number) => `${Math.round(ms / 100) / 10} s`

/** 2097152 → '2 MB', 262144 → '256 kB' (binary units, as the limits are set). */
const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`
    : `${Math.round(bytes / 1024)} kB`

/** The URL a message names: the one reached, and the one asked for when a redirect led there. */
const named = (start: URL, url: URL) =>
  url.href === start.href
    ? url.href
    : `${url.href} (redirected from ${start.href})`

export function politeFetcher(options: PoliteFetcherOptions): PoliteFetcher {
  const clock = options.clock ?? realClock
  const doFetch = options.fetch ?? fetch
  const lookup = options.lookup ?? systemLookup
  const allowLoopback = options.allowLoopback ?? false
  const intervalMs = Math.max(options.intervalMs ?? MIN_INTERVAL_MS, 0)
  const timeoutMs = options.timeoutMs ?? TIMEOUT_MS
  const maxBytes = options.maxBytes ?? MAX_BYTES
  const maxRedirects = options.maxRedirects ?? MAX_REDIRECTS
  const maxRetryAfterMs = options.maxRetryAfterMs ?? MAX_RETRY_AFTER_MS
  const token = robotsToken(options.userAgent)
  const queue = hostQueue(clock, intervalMs)
  const robotsByOrigin = new Map<string, Promise<RobotsFile>>()
  const stores = new Map<string, RawStore>()

  const storeFor = (source: string): RawStore | null => {
    if (!options.store) return null
    let store = stores.get(source)
    if (!store) {
      store = rawStore(options.store.root, options.store.date, source)
      stores.set(source, store)
    }
    return store
  }

  /** Follows redirects within the site the first URL is on, each hop checked, queued and (for pages) allowed by robots.txt. */
  async function follow(start: URL, hop: Hop): Promise<Followed> {
    let url = start
    let redirects = 0
    let waited = false
    for (;;) {
      const checked = await checkPublicUrl(url.href, { allowLoopback, lookup })
      if (!checked.ok) return failed(checked.reason, checked.message)
      if (hop.robots) {
        const refusal = await robotsRefusal(url)
        if (refusal) return failed('robots', refusal)
      }
      const current = url
      const answer = await queue.run(current.hostname, () =>
        exchange(current, {
          fetch: doFetch,
          headers: hop.headers,
          timeoutMs,
          maxBytes: hop.maxBytes,
          typeOk: hop.typeOk,
        }),
      )
      if (answer.kind !== 'answer') return { kind: 'done', url, answer }
      const { status } = answer
      if (REDIRECT.has(status)) {
        const location = answer.headers.get('location')
        let next: URL | null = null
        try {
          next = location ? new URL(location, url) : null
        } catch {
          next = null
        }
        if (!next)
          return failed(
            'http',
            `${named(start, url)} answered HTTP ${status}, a redirect to no usable address; not followed.`,
            status,
          )
        if (!isSameSite(start, next))
          return failed(
            'redirect-off-site',
            `${named(start, url)} redirects to ${next.href}, another site; only redirects within ${registrableHost(start.hostname)} are followed.`,
            status,
          )
        redirects += 1
        if (redirects > maxRedirects)
          return failed(
            'http',
            `${start.href} redirects more than ${maxRedirects} times; not followed further.`,
            status,
          )
        url = next
        continue
      }
      if (BUSY.has(status)) {
        const wait = retryAfterMs(
          answer.headers.get('retry-after'),
          clock.now(),
        )
        if (waited)
          return failed(
            'http',
            `${named(start, url)} answered HTTP ${status} again after the wait it asked for; try again later.`,
            status,
          )
        if (wait === null)
          return failed(
            'http',
            `${named(start, url)} answered HTTP ${status} (busy) without a Retry-After; try again later.`,
            status,
          )
        if (wait > maxRetryAfterMs)
          return failed(
            'http',
            `${named(start, url)} answered HTTP ${status} and asked to wait ${seconds(wait)}, longer than the ${seconds(maxRetryAfterMs)} we wait; try again later.`,
            status,
          )
        waited = true
        queue.holdOff(url.hostname, wait)
        continue
      }
      return { kind: 'done', url, answer }
    }
  }

  async function loadRobots(url: URL): Promise<RobotsFile> {
    const at = robotsUrl(url)
    const followed = await follow(at, {
      headers: { 'User-Agent': options.userAgent, Accept: 'text/plain' },
      typeOk: () => true,
      maxBytes: ROBOTS_MAX_BYTES,
      robots: false,
    })
    const file =
      followed.kind === 'failed'
        ? readRobots(
            at,
            { kind: 'failed', why: followed.failure.message },
            token,
          )
        : readRobots(at, followed.answer, token)
    if (
      file.kind === 'rules' &&
      file.crawlDelayMs > 0 &&
      file.crawlDelayMs <= MAX_CRAWL_DELAY_MS
    )
      queue.widen(url.hostname, file.crawlDelayMs)
    return file
  }

  /** Null when robots.txt lets us fetch `url`, else the sentence why not. */
  async function robotsRefusal(url: URL): Promise<string | null> {
    let file = robotsByOrigin.get(url.origin)
    if (!file) {
      file = loadRobots(url)
      robotsByOrigin.set(url.origin, file)
    }
    const robots = await file
    const at = robotsUrl(url).href
    if (robots.kind === 'none') return null
    if (robots.kind === 'unreadable')
      return `${url.href} was not fetched: its robots.txt (${at}) could not be read (${robots.why}), which is read as 'keep out' for this run.`
    if (robots.crawlDelayMs > MAX_CRAWL_DELAY_MS)
      return `${url.href} was not fetched: its robots.txt (${at}) asks for ${seconds(robots.crawlDelayMs)} between requests, more than the ${seconds(MAX_CRAWL_DELAY_MS)} this tool waits.`
    if (!robots.isAllowed(url.href))
      return `${url.href} was not fetched: its robots.txt (${at}) disallows it for ${token}.`
    return null
  }

  async function fetchOne(
    raw: string,
    request: FetchRequest,
  ): Promise<FetchResult> {
    const checked = await checkPublicUrl(raw, { allowLoopback, lookup })
    if (!checked.ok)
      return { ok: false, reason: checked.reason, message: checked.message }
    const start = checked.url
    const store = storeFor(request.source)
    const prior = store ? await store.readStored(request.key) : null
    const conditional =
      prior !== null && prior.meta.url === start.href ? prior : null
    const headers: Record<string, string> = {
      'User-Agent': options.userAgent,
      Accept: ACCEPT_HEADER[request.accept],
    }
    if (conditional?.meta.etag) headers['If-None-Match'] = conditional.meta.etag
    if (conditional?.meta.lastModified)
      headers['If-Modified-Since'] = conditional.meta.lastModified
    const followed = await follow(start, {
      headers,
      typeOk: (type) => isAccepted(request.accept, type),
      maxBytes,
      robots: true,
    })
    if (followed.kind === 'failed') return followed.failure
    const { url, answer } = followed
    const where = named(start, url)
    switch (answer.kind) {
      case 'timeout':
        return {
          ok: false,
          reason: 'timeout',
          message: `${where} did not answer within ${seconds(timeoutMs)}; not fetched.`,
        }
      case 'network':
        return {
          ok: false,
          reason: 'network',
          message: `${where} could not be reached (${answer.detail}).`,
        }
      case 'too-large':
        return {
          ok: false,
          reason: 'too-large',
          status: answer.status,
          message: `${where} is larger than ${sizeText(maxBytes)}; reading stopped there.`,
        }
      case 'wrong-type':
        return {
          ok: false,
          reason: 'wrong-type',
          status: answer.status,
          message: `${where} answered ${answer.contentType ? `'${answer.contentType}'` : 'with no content type'}, not ${request.accept === 'html' ? 'an HTML page' : 'JSON'}; not read.`,
        }
    }
    const { status, headers: got } = answer
    const etag = got.get('etag')
    const lastModified = got.get('last-modified')
    if (status === 304 && conditional) {
      const result: FetchSuccess = {
        ok: true,
        status,
        url: url.href,
        body: conditional.body,
        contentType: conditional.meta.contentType,
        etag: etag ?? conditional.meta.etag,
        lastModified: lastModified ?? conditional.meta.lastModified,
        fromCache: true,
      }
      return keep(store, request.key, start, result)
    }
    if (status >= 200 && status < 300) {
      const result: FetchSuccess = {
        ok: true,
        status,
        url: url.href,
        body: answer.body ?? '',
        contentType: got.get('content-type'),
        etag,
        lastModified,
        fromCache: false,
      }
      return keep(store, request.key, start, result)
    }
    const why =
      status === 401 || status === 407
        ? ': it asks for a login, and only public pages are read'
        : status === 403
          ? ': it refuses us'
          : status === 304
            ? ' (Not Modified) to a request that was not conditional'
            : ''
    return {
      ok: false,
      reason: 'http',
      status,
      message: `${where} answered HTTP ${status}${why}.`,
    }
  }

  async function keep(
    store: RawStore | null,
    key: string,
    start: URL,
    result: FetchSuccess,
  ): Promise<FetchSuccess> {
    if (!store) return result
    try {
      await store.write(key, result.body, {
        url: start.href,
        finalUrl: result.url,
        status: result.status,
        etag: result.etag,
        lastModified: result.lastModified,
        contentType: result.contentType,
        fetchedAt: new Date(clock.now()).toISOString(),
        fromCache: result.fromCache,
      })
      return result
    } catch (e) {
      return {
        ...result,
        notStored: `${result.url} was fetched but not stored in ${store.dir} (${e instanceof Error ? e.message : String(e)}).`,
      }
    }
  }

  return {
    async fetchPublic(url, request) {
      try {
        return await fetchOne(url, request)
      } catch (e) {
        // Nothing above throws by design; should something, it is still a line of the report.
        return {
          ok: false,
          reason: 'network',
          message: `${url} was not fetched: ${e instanceof Error ? e.message : String(e)}.`,
        }
      }
    },
    async readStored(source, key) {
      return (await storeFor(source)?.readStored(key)) ?? null
    },
  }
}
