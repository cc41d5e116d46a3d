/**
 * Loopback stand-ins for ops:harvest's public sources (a clinic's site,
 * Overpass, the NPI registry), each recording the requests it receives so
 * a test can check them (User-Agent, no cookie, robots.txt honoured, the
 * registry's taxonomies). Shared by tests/unit/ops/cli-harvest.test.ts and
 * the PostgreSQL round trip (tests/tools/ops-harvest-db-e2e.ts).
 */
import { readFileSync } from 'node:fs'
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'

const ROOT = path.resolve(import.meta.dirname, '../..')
export const harvestFixture = (f: string) =>
  readFileSync(path.join(ROOT, 'tests/fixtures/harvest', f), 'utf8')

/** Baptist Health Paducah's page, as schema.org JSON-LD: the phone, Mon-Fri 7-7, weekends 8-4. */
export const BAPTIST_PAGE = `<!doctype html><html><head><script type="application/ld+json">${JSON.stringify(
  {
    '@context': 'https://schema.org',
    '@type': 'MedicalClinic',
    name: 'Baptist Health Urgent Care - Paducah',
    telephone: '270-415-4860',
    address: {
      '@type': 'PostalAddress',
      streetAddress: '2601 Kentucky Ave, Suite 103',
      addressLocality: 'Paducah',
      addressRegion: 'KY',
      postalCode: '42003',
    },
    openingHours: ['Mo-Fr 07:00-19:00', 'Sa,Su 08:00-16:00'],
  },
)}</script></head><body></body></html>`

export interface Seen {
  path: string
  ua: string
  cookie: string | undefined
  query: URLSearchParams
}

export interface StandIns {
  base: string
  seen: Seen[]
  /** The env ops:harvest reads its sources' addresses from. */
  env: Record<string, string>
  close: () => Promise<void>
}

function answer(req: IncomingMessage, seen: Seen[]) {
  const u = new URL(req.url!, 'http://x')
  seen.push({
    path: u.pathname,
    ua: String(req.headers['user-agent']),
    cookie: req.headers.cookie,
    query: u.searchParams,
  })
  if (u.pathname === '/robots.txt')
    return { type: 'text/plain', body: 'User-agent: *\nDisallow: /private\n' }
  if (u.pathname === '/clinic/baptist')
    return { type: 'text/html; charset=utf-8', body: BAPTIST_PAGE }
  if (
    u.pathname === '/interpreter' &&
    u.searchParams.get('data')?.includes('out center meta')
  )
    return { type: 'application/json', body: harvestFixture('overpass.json') }
  if (u.pathname === '/api/' && u.searchParams.get('version') === '2.1')
    return { type: 'application/json', body: harvestFixture('nppes.json') }
  return null
}

/** Starts the stand-ins on 127.0.0.1 (a free port); `harvestDir` is where raw answers are kept. */
export async function startHarvestStandIns(
  harvestDir: string,
): Promise<StandIns> {
  const seen: Seen[] = []
  const server = createServer((req, res) => {
    const a = answer(req, seen)
    if (!a) return res.writeHead(404).end('not here')
    res
      .writeHead(200, { 'content-type': a.type, 'set-cookie': 'track=1' })
      .end(a.body)
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    base,
    seen,
    env: {
      VITE_CONTACT_EMAIL: 'ops@kids-urgent-care.example',
      HARVEST_OVERPASS_URL: `${base}/interpreter`,
      HARVEST_NPPES_URL: `${base}/api/`,
      OPS_HARVEST_DIR: harvestDir,
    },
    close: () => new Promise((r) => server.close(() => r())),
  }
}
