// @vitest-environment node
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { politeFetcher } from '../../../../../ops/lib/sources/fetch/polite-fetcher'
import { storedName } from '../../../../../ops/lib/sources/fetch/raw-store'
import { recordingFetch, startSite, testClock, UA, type Site } from './loopback'

let root = ''
let s: Site | null = null
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'harvest-'))
})
afterEach(async () => {
  await s?.close()
  s = null
  await rm(root, { recursive: true, force: true })
})

const PAGE = {
  accept: 'html',
  source: 'clinic-pages',
  key: 'clinic-7',
} as const
const BODY = '<html><body>Mon–Fri 8 AM – 8 PM</body></html>'

/** A run of ops:harvest on `date`: a fetcher of its own, its store under `root`. */
function run(date: string) {
  const clock = testClock(Date.parse(`${date}T15:00:00Z`))
  const recorded = recordingFetch(clock)
  return {
    ...politeFetcher({
      userAgent: UA,
      clock,
      fetch: recorded.fetch,
      allowLoopback: true,
      store: { root, date },
    }),
    started: recorded.started,
  }
}

test('the second run asks "changed since?" and, answered 304, gets the stored body', async () => {
  s = await startSite({
    '/hours': (req, res) => {
      if (req.headers['if-none-match'] === '"v1"')
        return void res.writeHead(304, { ETag: '"v1"' }).end()
      res
        .writeHead(200, {
          'Content-Type': 'text/html; charset=utf-8',
          ETag: '"v1"',
          'Last-Modified': 'Tue, 01 Dec 2026 10:00:00 GMT',
        })
        .end(BODY)
    },
  })
  const url = `${s.origin}/hours`

  const first = await run('2026-12-03').fetchPublic(url, PAGE)
  expect(first).toMatchObject({
    ok: true,
    status: 200,
    body: BODY,
    etag: '"v1"',
    fromCache: false,
  })
  const name = storedName('clinic-7')
  const firstDir = join(root, '2026-12-03', 'clinic-pages')
  expect((await readdir(firstDir)).sort()).toEqual([
    `${name}.html`,
    `${name}.meta.json`,
  ])
  expect(await readFile(join(firstDir, `${name}.html`), 'utf8')).toBe(BODY)
  expect(
    JSON.parse(await readFile(join(firstDir, `${name}.meta.json`), 'utf8')),
  ).toEqual({
    key: 'clinic-7',
    source: 'clinic-pages',
    url,
    finalUrl: url,
    status: 200,
    etag: '"v1"',
    lastModified: 'Tue, 01 Dec 2026 10:00:00 GMT',
    contentType: 'text/html; charset=utf-8',
    fetchedAt: '2026-12-03T15:00:01.000Z', // a second after robots.txt
    fromCache: false,
    bodyFile: `${name}.html`,
  })

  const second = run('2026-12-10')
  const again = await second.fetchPublic(url, PAGE)
  expect(again).toMatchObject({
    ok: true,
    status: 304,
    body: BODY,
    fromCache: true,
    contentType: 'text/html; charset=utf-8',
  })
  const asked = second.started.find((x) => x.url === url)
  expect(asked?.headers.get('if-none-match')).toBe('"v1"')
  expect(asked?.headers.get('if-modified-since')).toBe(
    'Tue, 01 Dec 2026 10:00:00 GMT',
  )
  // the new date's folder holds the run's whole input (for --offline)
  const stored = await second.readStored('clinic-pages', 'clinic-7')
  expect(stored).toMatchObject({
    date: '2026-12-10',
    body: BODY,
    meta: { status: 304, fromCache: true },
  })
})

test('a changed page (no match): the new body, stored; another URL for the key: no conditional request', async () => {
  let version = 1
  s = await startSite({
    '/a': (req, res) => {
      const etag = `"v${version}"`
      if (req.headers['if-none-match'] === etag)
        return void res.writeHead(304).end()
      res
        .writeHead(200, { 'Content-Type': 'text/html', ETag: etag })
        .end(`page ${version}`)
    },
    '/b': (_req, res) =>
      res.writeHead(200, { 'Content-Type': 'text/html' }).end('b'),
  })
  await run('2026-12-03').fetchPublic(`${s.origin}/a`, PAGE)
  version = 2
  const changed = await run('2026-12-10').fetchPublic(`${s.origin}/a`, PAGE)
  expect(changed).toMatchObject({
    ok: true,
    status: 200,
    body: 'page 2',
    fromCache: false,
  })
  const moved = run('2026-12-17')
  await moved.fetchPublic(`${s.origin}/b`, PAGE)
  expect(
    moved.started
      .find((x) => x.url.endsWith('/b'))
      ?.headers.has('if-none-match'),
  ).toBe(false)
})

test('a failure stores nothing', async () => {
  s = await startSite({})
  const r = run('2026-12-03')
  expect(await r.fetchPublic(`${s.origin}/missing`, PAGE)).toMatchObject({
    ok: false,
    status: 404,
  })
  expect(await r.readStored('clinic-pages', 'clinic-7')).toBeNull()
})
