/**
 * The loopback web sites the fetch tests talk to (node:http on a port the OS
 * picks), a clock whose sleep passes at once, and a fetch that notes when each
 * request started by that clock.
 */
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Clock } from '../../../../../ops/lib/sources/fetch/clock'

export type Route = (req: IncomingMessage, res: ServerResponse) => void

export interface Seen {
  path: string
  headers: IncomingHttpHeaders
}

export interface Site {
  /** 'http://127.0.0.1:PORT' */
  origin: string
  /** Every request, in order of arrival. */
  seen: Seen[]
  /** Requests for `path`. */
  hits: (path: string) => number
  close: () => Promise<void>
}

/** A site on `host` answering `routes` by path (query included); anything else is 404. */
export async function startSite(
  routes: Record<string, Route>,
  host = '127.0.0.1',
): Promise<Site> {
  const seen: Seen[] = []
  const server = createServer((req, res) => {
    const path = req.url ?? '/'
    seen.push({ path, headers: req.headers })
    const route = routes[path]
    if (route) return route(req, res)
    res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not here')
  })
  await new Promise<void>((resolve) => server.listen(0, host, resolve))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://${host}:${port}`,
    seen,
    hits: (path) => seen.filter((s) => s.path === path).length,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

export const html =
  (body: string, headers: Record<string, string> = {}): Route =>
  (_req, res) =>
    res
      .writeHead(200, {
        'Content-Type': 'text/html; charset=utf-8',
        ...headers,
      })
      .end(body)

export const robots =
  (text: string): Route =>
  (_req, res) =>
    res.writeHead(200, { 'Content-Type': 'text/plain' }).end(text)

export const status =
  (code: number, headers: Record<string, string> = {}): Route =>
  (_req, res) =>
    res
      .writeHead(code, { 'Content-Type': 'text/plain', ...headers })
      .end(`${code}`)

export interface TestClock extends Clock {
  sleeps: number[]
}

/** Starts at 2026-12-03 12:00 UTC; a sleep moves the time on at once (never back). */
export function testClock(
  start = Date.parse('2026-12-03T12:00:00Z'),
): TestClock {
  let t = start
  const sleeps: number[] = []
  return {
    sleeps,
    now: () => t,
    sleep: async (ms) => {
      sleeps.push(ms)
      t = Math.max(t, t + ms)
    },
  }
}

export interface Started {
  url: string
  at: number
  headers: Headers
}

/** The global fetch, noting each request's URL, start time by `clock` and headers. */
export function recordingFetch(clock: Clock): {
  fetch: typeof fetch
  started: Started[]
} {
  const started: Started[] = []
  const recording: typeof fetch = (input, init) => {
    started.push({
      url: String(input),
      at: clock.now(),
      headers: new Headers(init?.headers),
    })
    return fetch(input, init)
  }
  return { fetch: recording, started }
}

export const UA =
  'WKY-Pediatric-Urgent-Care-ops/0.1.0 (Western Kentucky Pediatric Urgent Care directory, npm run ops:harvest; contact: ops@wky-peds.test)'
