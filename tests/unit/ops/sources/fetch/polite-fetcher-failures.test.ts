// @vitest-environment node
import type { ServerResponse } from 'node:http'
import { afterEach, expect, test } from 'vitest'
import {
  politeFetcher,
  type PoliteFetcherOptions,
} from '../../../../../ops/lib/sources/fetch/polite-fetcher'
import {
  html,
  recordingFetch,
  startSite,
  status,
  testClock,
  UA,
  type Route,
  type Site,
} from './loopback'

const sites: Site[] = []
afterEach(async () => {
  await Promise.all(sites.splice(0).map((s) => s.close()))
})

async function site(...args: Parameters<typeof startSite>): Promise<Site> {
  const started = await startSite(...args)
  sites.push(started)
  return started
}

function fetcher(extra: Partial<PoliteFetcherOptions> = {}) {
  const clock = testClock()
  const recorded = recordingFetch(clock)
  const polite = politeFetcher({
    userAgent: UA,
    clock,
    fetch: recorded.fetch,
    allowLoopback: true,
    ...extra,
  })
  return { ...polite, clock, started: recorded.started }
}

const PAGE = { accept: 'html', source: 'clinic-pages', key: 'page' } as const
const JSON_ANSWER = { accept: 'json', source: 'nppes', key: 'q' } as const

test('a server that never answers: a timeout, naming the URL', async () => {
  const s = await site({ '/slow': () => undefined })
  const { fetchPublic } = fetcher({ timeoutMs: 150 })
  const r = await fetchPublic(`${s.origin}/slow`, PAGE)
  expect(r).toMatchObject({ ok: false, reason: 'timeout' })
  expect(!r.ok && r.message).toBe(
    `${s.origin}/slow did not answer within 0.2 s; not fetched.`,
  )
})

test('a huge body: reading stops at the limit and the connection is closed, not read to the end', async () => {
  const CHUNK = Buffer.alloc(64 * 1024, 'x')
  const TOTAL = 64 * 1024 * 1024
  let written = 0
  let onClosed: (finished: boolean) => void = () => undefined
  const closed = new Promise<boolean>((resolve) => (onClosed = resolve))
  const huge: Route = (_req, res: ServerResponse) => {
    res.writeHead(200, { 'Content-Type': 'text/html' }) // no Content-Length: streamed
    res.on('close', () => onClosed(res.writableFinished))
    const pump = () => {
      while (written < TOTAL) {
        written += CHUNK.length
        if (!res.write(CHUNK)) return void res.once('drain', pump)
      }
      res.end()
    }
    pump()
  }
  const s = await site({ '/huge': huge })
  const { fetchPublic } = fetcher({ maxBytes: 256 * 1024 })
  const r = await fetchPublic(`${s.origin}/huge`, PAGE)
  expect(r).toMatchObject({ ok: false, reason: 'too-large', status: 200 })
  expect(!r.ok && r.message).toContain(
    `${s.origin}/huge is larger than 256 kB; reading stopped there.`,
  )
  expect(await closed).toBe(false)
  expect(written).toBeLessThan(TOTAL / 4)
})

test('a declared Content-Length over the limit: refused before reading', async () => {
  const s = await site({
    '/big': (_req, res) => {
      res.writeHead(200, {
        'Content-Type': 'text/html',
        'Content-Length': String(10_000_000),
      })
      res.write('<p>')
    },
  })
  const { fetchPublic } = fetcher({ maxBytes: 1000 })
  expect(await fetchPublic(`${s.origin}/big`, PAGE)).toMatchObject({
    ok: false,
    reason: 'too-large',
  })
})

test('a wrong type: an HTML page where JSON was asked, JSON where a page was, none at all', async () => {
  const s = await site({
    '/api': html('<html>busy</html>'),
    '/page': (_req, res) =>
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}'),
    '/bare': (_req, res) => res.writeHead(200, { 'Content-Type': '' }).end('?'),
    '/ld': (_req, res) =>
      res
        .writeHead(200, { 'Content-Type': 'application/ld+json' })
        .end('{"a":1}'),
  })
  const { fetchPublic } = fetcher()
  const api = await fetchPublic(`${s.origin}/api`, JSON_ANSWER)
  expect(api).toMatchObject({ ok: false, reason: 'wrong-type', status: 200 })
  expect(!api.ok && api.message).toBe(
    `${s.origin}/api answered 'text/html; charset=utf-8', not JSON; not read.`,
  )
  expect(await fetchPublic(`${s.origin}/page`, PAGE)).toMatchObject({
    ok: false,
    reason: 'wrong-type',
  })
  const bare = await fetchPublic(`${s.origin}/bare`, PAGE)
  expect(!bare.ok && bare.message).toContain(
    'with no content type, not an HTML page',
  )
  expect(await fetchPublic(`${s.origin}/ld`, JSON_ANSWER)).toMatchObject({
    ok: true,
    body: '{"a":1}',
  })
})

test('a redirect within the site is followed (each hop spaced); the final URL is said', async () => {
  const s = await site({
    '/old': status(301, { Location: '/middle' }),
    '/middle': status(302, { Location: '/new?x=1' }),
    '/new?x=1': html('here'),
  })
  const { fetchPublic, started } = fetcher()
  const r = await fetchPublic(`${s.origin}/old`, PAGE)
  expect(r).toMatchObject({
    ok: true,
    status: 200,
    url: `${s.origin}/new?x=1`,
    body: 'here',
  })
  const starts = started.map((x) => x.at)
  for (let i = 1; i < starts.length; i++)
    expect(starts[i]! - starts[i - 1]!).toBeGreaterThanOrEqual(1000)
})

test('a redirect to another site is refused, and the other site never asked', async () => {
  const other = await site({ '/x': html('elsewhere') }, '127.0.0.2')
  const s = await site({
    '/away': status(302, { Location: `${other.origin}/x` }),
  })
  const { fetchPublic } = fetcher()
  const r = await fetchPublic(`${s.origin}/away`, PAGE)
  expect(r).toMatchObject({
    ok: false,
    reason: 'redirect-off-site',
    status: 302,
  })
  expect(!r.ok && r.message).toBe(
    `${s.origin}/away redirects to ${other.origin}/x, another site; only redirects within 127.0.0.1 are followed.`,
  )
  expect(other.seen).toHaveLength(0)
})

test('more than 3 redirects: refused', async () => {
  const s = await site({
    '/r1': status(302, { Location: '/r2' }),
    '/r2': status(302, { Location: '/r3' }),
    '/r3': status(302, { Location: '/r4' }),
    '/r4': status(302, { Location: '/r5' }),
    '/r5': html('end'),
  })
  const { fetchPublic } = fetcher()
  const r = await fetchPublic(`${s.origin}/r1`, PAGE)
  expect(r).toMatchObject({ ok: false, reason: 'http', status: 302 })
  expect(s.hits('/r5')).toBe(0)
})

test('429 with Retry-After: waited for once (by the clock), then the answer', async () => {
  let calls = 0
  const s = await site({
    '/busy': (req, res) => {
      calls += 1
      if (calls === 1) status(429, { 'Retry-After': '7' })(req, res)
      else html('fine')(req, res)
    },
  })
  const { fetchPublic, started } = fetcher()
  const r = await fetchPublic(`${s.origin}/busy`, PAGE)
  expect(r).toMatchObject({ ok: true, body: 'fine' })
  const [first, second] = started
    .filter((x) => x.url.endsWith('/busy'))
    .map((x) => x.at)
  expect(second! - first!).toBeGreaterThanOrEqual(7000)
})

test('503 twice: one wait, then given up with a message', async () => {
  const s = await site({ '/down': status(503, { 'Retry-After': '2' }) })
  const { fetchPublic } = fetcher()
  const r = await fetchPublic(`${s.origin}/down`, PAGE)
  expect(r).toMatchObject({ ok: false, reason: 'http', status: 503 })
  expect(!r.ok && r.message).toContain('again after the wait it asked for')
  expect(s.hits('/down')).toBe(2)
})

test('429 asking too long, or not saying: not retried', async () => {
  const s = await site({
    '/long': status(429, { 'Retry-After': '3600' }),
    '/mute': status(429),
  })
  const { fetchPublic, clock } = fetcher()
  const long = await fetchPublic(`${s.origin}/long`, PAGE)
  expect(!long.ok && long.message).toContain(
    'asked to wait 3600 s, longer than the 30 s we wait',
  )
  const mute = await fetchPublic(`${s.origin}/mute`, PAGE)
  expect(!mute.ok && mute.message).toContain('without a Retry-After')
  expect(s.hits('/long') + s.hits('/mute')).toBe(2)
  expect(clock.sleeps.every((ms) => ms <= 1000)).toBe(true)
})

test('500, 404 and a login: failures with the status', async () => {
  const s = await site({
    '/error': status(500),
    '/login': status(401, { 'WWW-Authenticate': 'Basic realm="x"' }),
  })
  const { fetchPublic } = fetcher()
  expect(await fetchPublic(`${s.origin}/error`, PAGE)).toEqual({
    ok: false,
    reason: 'http',
    status: 500,
    message: `${s.origin}/error answered HTTP 500.`,
  })
  expect(await fetchPublic(`${s.origin}/gone`, PAGE)).toMatchObject({
    ok: false,
    status: 404,
  })
  const login = await fetchPublic(`${s.origin}/login`, PAGE)
  expect(!login.ok && login.message).toContain('asks for a login')
})

test('a host that refuses connections: a network failure, the next source still fetched', async () => {
  const s = await site({ '/ok': html('ok') })
  const dead = await site({})
  const deadOrigin = dead.origin
  await dead.close()
  sites.splice(sites.indexOf(dead), 1)
  const { fetchPublic } = fetcher()
  const [down, up] = await Promise.all([
    fetchPublic(`${deadOrigin}/x`, PAGE),
    fetchPublic(`${s.origin}/ok`, PAGE),
  ])
  // robots.txt unreachable reads as 'keep out'
  expect(down).toMatchObject({ ok: false, reason: 'robots' })
  expect(!down.ok && down.message).toContain('could not be reached')
  expect(up).toMatchObject({ ok: true, body: 'ok' })
})
