// @vitest-environment node
import { afterEach, expect, test } from 'vitest'
import {
  politeFetcher,
  type PoliteFetcherOptions,
} from '../../../../../ops/lib/sources/fetch/polite-fetcher'
import {
  html,
  recordingFetch,
  robots,
  startSite,
  status,
  testClock,
  UA,
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

test('every request names the project and its contact; no cookie is sent, and none kept from Set-Cookie', async () => {
  const s = await site({
    '/robots.txt': robots('User-agent: *\nAllow: /\n'),
    '/a': html('<p>a</p>', { 'Set-Cookie': 'session=abc; Path=/' }),
    '/b': html('<p>b</p>', { 'Set-Cookie': 'other=1' }),
  })
  const { fetchPublic } = fetcher()
  const a = await fetchPublic(`${s.origin}/a`, PAGE)
  const b = await fetchPublic(`${s.origin}/b`, { ...PAGE, key: 'b' })
  expect(a).toMatchObject({
    ok: true,
    status: 200,
    body: '<p>a</p>',
    fromCache: false,
  })
  expect(b).toMatchObject({ ok: true, body: '<p>b</p>' })
  expect(s.seen.map((r) => r.path)).toEqual(['/robots.txt', '/a', '/b'])
  for (const r of s.seen) {
    expect(r.headers['user-agent']).toBe(UA)
    expect(r.headers.cookie).toBeUndefined()
    expect(r.headers.authorization).toBeUndefined()
  }
  expect(s.seen[1]?.headers.accept).toMatch(/^text\/html/)
})

test('one host: request starts a second apart (robots.txt included); two hosts: side by side, neither delayed', async () => {
  const routes = {
    '/robots.txt': robots(''),
    '/1': html('1'),
    '/2': html('2'),
  }
  const one = await site(routes, '127.0.0.1')
  const two = await site(routes, '127.0.0.2')
  const { fetchPublic, started, clock } = fetcher()
  const t0 = clock.now()
  const results = await Promise.all([
    fetchPublic(`${one.origin}/1`, { ...PAGE, key: '1' }),
    fetchPublic(`${one.origin}/2`, { ...PAGE, key: '2' }),
    fetchPublic(`${two.origin}/1`, { ...PAGE, key: '3' }),
  ])
  expect(results.every((r) => r.ok)).toBe(true)
  const startsOf = (origin: string) =>
    started.filter((s) => s.url.startsWith(origin)).map((s) => s.at)
  const first = startsOf(one.origin)
  const second = startsOf(two.origin)
  expect(first).toHaveLength(3) // robots.txt, /1, /2
  expect(first[0]).toBe(t0)
  expect(second[0]).toBe(t0) // the other host did not wait for the first
  for (const starts of [first, second])
    for (let i = 1; i < starts.length; i++)
      expect(starts[i]! - starts[i - 1]!).toBeGreaterThanOrEqual(1000)
  expect(one.hits('/robots.txt')).toBe(1)
  expect(two.hits('/robots.txt')).toBe(1)
})

test('robots.txt: a path disallowed for our User-Agent is never requested; the rest of the site is', async () => {
  const s = await site({
    '/robots.txt': robots(
      'User-agent: *\nDisallow: /\n\nUser-agent: WKY-Pediatric-Urgent-Care-ops\nDisallow: /private\n',
    ),
    '/private/hours': html('secret'),
    '/hours': html('open'),
  })
  const { fetchPublic } = fetcher()
  const refused = await fetchPublic(`${s.origin}/private/hours`, PAGE)
  expect(refused).toMatchObject({ ok: false, reason: 'robots' })
  expect(!refused.ok && refused.message).toContain(`${s.origin}/private/hours`)
  expect(!refused.ok && refused.message).toContain('disallows')
  expect(s.hits('/private/hours')).toBe(0)
  expect(await fetchPublic(`${s.origin}/hours`, PAGE)).toMatchObject({
    ok: true,
    body: 'open',
  })
  expect(s.hits('/robots.txt')).toBe(1)
})

test('robots.txt: disallowed for everyone means us too', async () => {
  const s = await site({
    '/robots.txt': robots('User-agent: *\nDisallow: /\n'),
    '/': html('home'),
  })
  const { fetchPublic } = fetcher()
  expect(await fetchPublic(`${s.origin}/`, PAGE)).toMatchObject({
    ok: false,
    reason: 'robots',
  })
  expect(s.hits('/')).toBe(0)
})

test('robots.txt that is 404: everything allowed', async () => {
  const s = await site({ '/hours': html('open') })
  const { fetchPublic } = fetcher()
  expect(await fetchPublic(`${s.origin}/hours`, PAGE)).toMatchObject({
    ok: true,
    body: 'open',
  })
  expect(s.hits('/robots.txt')).toBe(1)
})

test('robots.txt that fails (500): the host is kept out for the run, asked once', async () => {
  const s = await site({
    '/robots.txt': status(500),
    '/hours': html('open'),
    '/phone': html('555'),
  })
  const { fetchPublic } = fetcher()
  const a = await fetchPublic(`${s.origin}/hours`, PAGE)
  const b = await fetchPublic(`${s.origin}/phone`, PAGE)
  for (const r of [a, b])
    expect(r).toMatchObject({ ok: false, reason: 'robots' })
  expect(!a.ok && a.message).toMatch(
    /robots\.txt .* could not be read \(it answered HTTP 500\)/,
  )
  expect(s.hits('/hours') + s.hits('/phone')).toBe(0)
  expect(s.hits('/robots.txt')).toBe(1)
})

test('robots.txt that never answers: kept out, after the timeout', async () => {
  const s = await site({
    '/robots.txt': () => undefined,
    '/hours': html('open'),
  })
  const { fetchPublic } = fetcher({ timeoutMs: 100 })
  const r = await fetchPublic(`${s.origin}/hours`, PAGE)
  expect(r).toMatchObject({ ok: false, reason: 'robots' })
  expect(!r.ok && r.message).toContain('did not answer in time')
  expect(s.hits('/hours')).toBe(0)
})

test('a Crawl-delay for us widens the spacing on that host', async () => {
  const s = await site({
    '/robots.txt': robots('User-agent: *\nCrawl-delay: 5\n'),
    '/1': html('1'),
    '/2': html('2'),
  })
  const { fetchPublic, started } = fetcher()
  await fetchPublic(`${s.origin}/1`, PAGE)
  await fetchPublic(`${s.origin}/2`, PAGE)
  const [, p1, p2] = started.map((x) => x.at)
  expect(p2! - p1!).toBeGreaterThanOrEqual(5000)
})

test('robots.txt is checked at every hop: a redirect to a disallowed path is not followed', async () => {
  const s = await site({
    '/robots.txt': robots('User-agent: *\nDisallow: /members\n'),
    '/hours': status(302, { Location: '/members/hours' }),
    '/members/hours': html('members only'),
  })
  const { fetchPublic } = fetcher()
  const r = await fetchPublic(`${s.origin}/hours`, PAGE)
  expect(r).toMatchObject({ ok: false, reason: 'robots' })
  expect(!r.ok && r.message).toContain(
    `${s.origin}/members/hours was not fetched`,
  )
  expect(s.hits('/members/hours')).toBe(0)
})
