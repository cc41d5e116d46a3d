// @vitest-environment node
/**
 * ops:harvest end to end against hostile loopback stand-ins: a clinic site
 * whose pages answer slowly (past the timeout), 429 with a Retry-After, 500,
 * a body over the size limit, JSON where HTML is asked, an off-site
 * redirect and a robots.txt disallow; a chain's site whose home page is a
 * listing's website; an Overpass answering HTML and a registry answering
 * JSON with wrong field types or 429 asking too long a wait. Every failure
 * is said per source and listing, the run completes for the others and
 * writes the review sheet, and a second run --offline sends no request.
 * The fetcher's limits are shortened through the CLI's test-only options.
 */
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import {
  createServer,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { runHarvest } from '../../../ops/lib/cli/cli-harvest'
import type { Io } from '../../../ops/lib/cli/cli'
import { csvObjects, parseCsv } from '../../../ops/lib/core/csv'
import type { Chain } from '../../../ops/lib/sources/chains'

const ROOT = path.resolve(__dirname, '../../..')
const NOW = new Date('2026-12-03T18:00:00.000Z')
const CONTACT = 'ops@kids-urgent-care.example'

interface Seen {
  path: string
  at: number
  ua: string
  cookie: string | undefined
  ifNoneMatch: string | undefined
}
type Handler = (req: IncomingMessage, res: ServerResponse) => void
interface StandIn {
  base: string
  seen: Seen[]
  hits: (p: string) => number
  close: () => Promise<void>
}

/** A stand-in on `host` answering by path (query left out); anything else 404. */
async function standIn(
  routes: Record<string, Handler>,
  host = '127.0.0.1',
): Promise<StandIn> {
  const seen: Seen[] = []
  const server = createServer((req, res) => {
    const p = new URL(req.url!, 'http://x').pathname
    seen.push({
      path: p,
      at: Date.now(),
      ua: String(req.headers['user-agent']),
      cookie: req.headers.cookie,
      ifNoneMatch: req.headers['if-none-match'],
    })
    const route = routes[p]
    if (route) return route(req, res)
    res.writeHead(404, { 'content-type': 'text/plain' }).end('not here')
  })
  await new Promise<void>((r) => server.listen(0, host, r))
  return {
    base: `http://${host}:${(server.address() as AddressInfo).port}`,
    seen,
    hits: (p) => seen.filter((s) => s.path === p).length,
    close: () =>
      new Promise((r) => {
        server.closeAllConnections()
        server.close(() => r())
      }),
  }
}

const send =
  (type: string, body: string, status = 200, headers = {}): Handler =>
  (_req, res) =>
    res
      .writeHead(status, {
        'content-type': type,
        'set-cookie': 'track=1',
        ...headers,
      })
      .end(body)

interface Listing {
  name: string
  address: string | null
  city: string
  zip: string | null
  phone: string | null
}

/** A clinic page stating the listing's own name, address and phone, and hours. */
const pageOf = (c: Listing) =>
  `<!doctype html><html><head><script type="application/ld+json">${JSON.stringify(
    {
      '@context': 'https://schema.org',
      '@type': 'MedicalClinic',
      name: c.name,
      telephone: c.phone,
      address: {
        '@type': 'PostalAddress',
        streetAddress: c.address,
        addressLocality: c.city,
        addressRegion: 'KY',
        postalCode: c.zip,
      },
      openingHours: ['Mo-Fr 08:00-20:00', 'Sa,Su 09:00-17:00'],
    },
  )}</script></head><body></body></html>`

let dir = ''
let data = ''
let clinic: StandIn
let offSite: StandIn
let chainSite: StandIn
let overpass: StandIn
let nppes: StandIn
let chains: Chain[] = []
const all = () => [clinic, offSite, chainSite, overpass, nppes]

const NAMES = {
  good: 'Baptist Health Paducah',
  slow: 'Mercy Health - Reidland',
  busy: 'Murray Medical Associates',
  broken: 'Fast Pace Urgent Care - Murray',
  huge: 'First Care Urgent Care - Madisonville',
  moved: 'First Care Walk-In Clinic - Hopkinsville',
  disallowed: 'Mercy Health - Paducah Urgent Care',
  json: 'KentuckyCare - Paducah (South 20th Street)',
  chainA: 'Owensboro Health Urgent Care - Ford Medical Building',
  chainB: 'Owensboro Health Urgent Care - Henderson Healthplex',
} as const

function io() {
  const out: string[] = []
  const err: string[] = []
  const value: Io = {
    out: (l) => out.push(l),
    err: (l) => err.push(l),
    env: {
      VITE_CONTACT_EMAIL: CONTACT,
      HARVEST_OVERPASS_URL: `${overpass.base}/interpreter`,
      HARVEST_NPPES_URL: `${nppes.base}/api/`,
      OPS_HARVEST_DIR: path.join(dir, 'harvest'),
    },
    now: () => NOW,
  }
  return { io: value, out, err }
}

const deps = () => ({
  intervalMs: 5,
  timeoutMs: 400,
  maxBytes: 64 * 1024,
  maxRetryAfterMs: 2000,
  chains,
})

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'ops-harvest-hostile-'))
  cpSync(path.join(ROOT, 'supabase/data'), dir, { recursive: true })
  data = path.join(dir, 'western-ky-clinics.json')
  const json = JSON.parse(readFileSync(data, 'utf8')) as {
    clinics: (Listing & { website: string | null })[]
  }
  const find = (n: string) => json.clinics.find((c) => c.name.startsWith(n))!

  let busy = 0
  offSite = await standIn(
    { '/elsewhere': send('text/html', '<p>not the clinic</p>') },
    '127.0.0.2',
  )
  clinic = await standIn({
    '/robots.txt': send('text/plain', 'User-agent: *\nDisallow: /private\n'),
    '/clinic/good': (req, res) =>
      req.headers['if-none-match'] === '"v1"'
        ? void res.writeHead(304, { etag: '"v1"' }).end()
        : send('text/html; charset=utf-8', pageOf(find(NAMES.good)), 200, {
            etag: '"v1"',
          })(req, res),
    '/clinic/slow': () => {
      // never answers: the fetcher's timeout closes it
    },
    '/clinic/busy': (req, res) =>
      ++busy === 1
        ? send('text/plain', 'slow down', 429, { 'retry-after': '1' })(req, res)
        : send('text/html', pageOf(find(NAMES.busy)))(req, res),
    '/clinic/broken': send('text/plain', 'oops', 500),
    '/clinic/huge': (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' })
      const chunk = `<p>${'x'.repeat(16 * 1024)}</p>`
      let n = 0
      const more = () => {
        while (n++ < 64)
          if (!res.write(chunk)) return void res.once('drain', more)
        res.end()
      }
      res.on('error', () => {})
      more()
    },
    '/clinic/moved': (_req, res) =>
      res.writeHead(302, { location: `${offSite.base}/elsewhere` }).end(),
    '/clinic/json': send('application/json', '{"name":"not a page"}'),
    '/private/mercy': send('text/html', pageOf(find(NAMES.disallowed))),
  })
  chainSite = await standIn({
    '/': send('text/html', '<p>the chain home page</p>'),
    '/locations': send('text/html', pageOf(find(NAMES.chainA))),
  })
  overpass = await standIn({
    '/interpreter': send('text/html', '<html><body>Rate limited</body></html>'),
  })
  nppes = await standIn({
    '/api/': (req, res) => {
      const q = new URL(req.url!, 'http://x').searchParams
      if (q.get('taxonomy_description') === 'Rural Health')
        return send('text/plain', 'busy', 429, { 'retry-after': '120' })(
          req,
          res,
        )
      send(
        'application/json',
        JSON.stringify({
          result_count: 'two',
          results: [{ number: 'abc', addresses: 'nowhere', basic: 7 }],
        }),
      )(req, res)
    },
  })

  for (const c of json.clinics) c.website = null
  const at = (k: keyof typeof NAMES, url: string) => {
    find(NAMES[k]).website = url
  }
  at('good', `${clinic.base}/clinic/good`)
  at('slow', `${clinic.base}/clinic/slow`)
  at('busy', `${clinic.base}/clinic/busy`)
  at('broken', `${clinic.base}/clinic/broken`)
  at('huge', `${clinic.base}/clinic/huge`)
  at('moved', `${clinic.base}/clinic/moved`)
  at('disallowed', `${clinic.base}/private/mercy`)
  at('json', `${clinic.base}/clinic/json`)
  at('chainA', chainSite.base)
  at('chainB', `${chainSite.base}/`)
  writeFileSync(data, JSON.stringify(json, null, 2) + '\n')
  chains = [
    {
      id: 'stand-in-chain',
      name: 'Stand-in Chain',
      hosts: [new URL(chainSite.base).host],
      locator: `${chainSite.base}/locations`,
      locationPattern: null,
      pages: {},
      source: 'test stand-in, 2026-12-03',
      verified: false,
    },
  ]
})
afterAll(async () => {
  await Promise.all(all().map((s) => s.close()))
  rmSync(dir, { recursive: true, force: true })
})

const line = (lines: string[], re: RegExp) =>
  expect(lines).toContainEqual(expect.stringMatching(re))

test('every failure said per source and listing; the others harvested; the review sheet written', async () => {
  const out = path.join(dir, 'sheets')
  const run = io()
  const started = Date.now()
  expect(
    await runHarvest(
      ['--data', data, '--out', out, '--date', '2026-12-03'],
      run.io,
      deps(),
    ),
  ).toBe(0)
  expect(Date.now() - started).toBeLessThan(8000)

  const err = run.err
  line(
    err,
    /^fetch website: Mercy Health - Reidland.*did not answer within 0\.4 s/,
  )
  line(err, /^fetch website: Fast Pace Urgent Care - Murray.*answered HTTP 500/)
  line(
    err,
    /^fetch website: First Care Urgent Care - Madisonville.*larger than 64 kB/,
  )
  line(
    err,
    /^fetch website: First Care Walk-In Clinic - Hopkinsville.*redirects to http:\/\/127\.0\.0\.2:\d+\/elsewhere, another site/,
  )
  line(
    err,
    /^fetch website: Mercy Health - Paducah Urgent Care.*robots\.txt.*disallows/,
  )
  line(
    err,
    /^fetch website: KentuckyCare - Paducah \(South 20th Street\).*'application\/json', not an HTML page/,
  )
  line(err, /^fetch osm: the region: .*'text\/html', not JSON/)
  line(err, /^fetch nppes: .*Rural Health: .*HTTP 429 and asked to wait 120 s/)
  line(
    err,
    /^parse nppes: .*Urgent Care: a result without a 10-digit NPI was skipped/,
  )
  // The 429 with a short Retry-After: waited for once, then answered.
  expect(err.some((l) => l.includes('Murray Medical'))).toBe(false)
  const busy = clinic.seen.filter((s) => s.path === '/clinic/busy')
  expect(busy).toHaveLength(2)
  expect(busy[1]!.at - busy[0]!.at).toBeGreaterThanOrEqual(900)
  // The registry's long wait is not waited for, nor asked again.
  expect(nppes.seen.filter((s) => s.path === '/api/')).toHaveLength(2)

  // Nothing fetched from the disallowed path, nor from the other site.
  expect(clinic.hits('/private/mercy')).toBe(0)
  expect(offSite.seen).toEqual([])
  // The chain's home page replaced by its locator, asked once for both listings.
  expect(chainSite.hits('/')).toBe(0)
  expect(chainSite.hits('/locations')).toBe(1)
  expect(err.some((l) => l.includes("Stand-in Chain's location page"))).toBe(
    false,
  )
  // Manners on every stand-in.
  for (const s of all())
    for (const r of s.seen) {
      expect(r.ua).toContain('ops:harvest')
      expect(r.ua).toContain(CONTACT)
      expect(r.cookie).toBeUndefined()
    }

  const review = csvObjects(
    parseCsv(readFileSync(path.join(out, 'harvest-2026-12-03.csv'), 'utf8')),
  ).rows.map((r) => r.cells)
  const fromWebsite = (n: string) =>
    review.filter((r) => r.clinic?.startsWith(n) && r.source === 'website')
  expect(fromWebsite(NAMES.good).length).toBeGreaterThan(0)
  expect(fromWebsite(NAMES.busy).length).toBeGreaterThan(0)
  expect(fromWebsite(NAMES.chainA).length).toBeGreaterThan(0)
  expect(fromWebsite(NAMES.broken)).toEqual([])
  expect(
    existsSync(path.join(out, 'harvest-new-listings-2026-12-03.csv')),
  ).toBe(true)
})

test('--offline parses the stored answers: no request received, the same sheet', async () => {
  const out = path.join(dir, 'sheets-offline')
  const before = all().map((s) => s.seen.length)
  const run = io()
  expect(
    await runHarvest(
      ['--data', data, '--out', out, '--date', '2026-12-03', '--offline'],
      run.io,
      deps(),
    ),
  ).toBe(0)
  expect(all().map((s) => s.seen.length)).toEqual(before)
  line(
    run.err,
    /^parse nppes: .*Urgent Care: a result without a 10-digit NPI was skipped/,
  )
  line(
    run.err,
    /^parse website: Fast Pace Urgent Care - Murray: no answer kept/,
  )
  expect(readFileSync(path.join(out, 'harvest-2026-12-03.csv'), 'utf8')).toBe(
    readFileSync(path.join(dir, 'sheets', 'harvest-2026-12-03.csv'), 'utf8'),
  )
})

test('a re-run on a later date asks "changed since?"; a 304 reuses the stored page', async () => {
  const out = path.join(dir, 'sheets-later')
  const run = io()
  expect(
    await runHarvest(
      [
        '--data',
        data,
        '--out',
        out,
        '--date',
        '2026-12-10',
        '--source',
        'website',
      ],
      run.io,
      deps(),
    ),
  ).toBe(0)
  const asked = clinic.seen.filter((s) => s.path === '/clinic/good')
  expect(asked.map((s) => s.ifNoneMatch)).toEqual([undefined, '"v1"'])
  const review = csvObjects(
    parseCsv(readFileSync(path.join(out, 'harvest-2026-12-10.csv'), 'utf8')),
  ).rows.map((r) => r.cells)
  expect(
    review.some(
      (r) => r.clinic?.startsWith(NAMES.good) && r.source === 'website',
    ),
  ).toBe(true)
})
