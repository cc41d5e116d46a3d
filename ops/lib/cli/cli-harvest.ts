/**
 * npm run ops:harvest (issue 51): public sources → a review sheet, never a
 * write. Per source (the clinics' own pages, OpenStreetMap, the NPI
 * registry), in stages that can be re-run alone:
 *
 *   fetch  → raw answers kept unchanged under ops/harvest/<date>/<source>/
 *   parse  → records in one shape (normalized as they are read), records.json
 *   match  → each record to a listing with reasons; the review sheet and the
 *            new-listings sheet in ops/sheets/
 *
 * `--offline` skips the fetch and parses what is stored. Every failure is
 * said per source and per listing, and the run goes on for the others.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import {
  buildGazetteer,
  type Gazetteer,
} from '../../../src/domain/gazetteer/gazetteer.ts'
import {
  GAZETTEER_ROWS,
  PLACE_POINTS,
} from '../../../src/data/builtin/generated/gazetteer.ts'
import { localDate, stringifyCsv, type OpsClinic } from '../core/index.ts'
import {
  NEW_LISTING_COLUMNS,
  NPPES_API,
  NPPES_PAGE,
  NPPES_TAXONOMIES,
  REVIEW_COLUMNS,
  boundingBox,
  clinicRecordsFromPage,
  harvestContact,
  harvestUserAgent,
  inBox,
  matchRecords,
  newListingRows,
  nppesRecords,
  nppesSearchUrl,
  osmRecords,
  overpassQuery,
  politeFetcher,
  rawStore,
  reviewRows,
  type BoundingBox,
  type MatchListing,
  type SourceRecord,
  CHAINS,
  chainOfHomePage,
  type Chain,
} from '../sources/index.ts'
import { UsageError, openStores, parseArgs, str, type Io } from './cli.ts'
import { writeHarvestPages } from './harvest-pages.ts'

export const HARVEST_HELP = `npm run ops:harvest -- [--source website,osm,nppes] [--stage fetch|parse|normalize|match] [--offline] [--date YYYY-MM-DD] [--from db|file] [--out DIR]
Reads the clinics' own pages, OpenStreetMap (Overpass) and the NPI registry, politely (one request a second per
site, robots.txt honoured, identified by VITE_CONTACT_EMAIL), keeps every answer under ops/harvest/<date>/, and
writes a review sheet and a new-listings sheet into DIR (default ops/sheets). Nothing is stored in the directory:
review the sheet, then ops:apply -- DIR/harvest-<date>.csv --by INITIALS stores the rows accepted; call the
candidates, then ops:apply -- DIR/harvest-new-listings-<date>.csv --to file makes the ones heard to be urgent cares.
--offline parses the answers already kept (no request sent); --stage runs one stage alone (normalize is part of
parse).`

export const HARVEST_SOURCES = ['website', 'osm', 'nppes'] as const
type HarvestSource = (typeof HARVEST_SOURCES)[number]
const STAGES = ['fetch', 'parse', 'normalize', 'match'] as const

const VERSION = (
  JSON.parse(
    readFileSync(new URL('../../../package.json', import.meta.url), 'utf8'),
  ) as { version: string }
).version

export const OVERPASS_API = 'https://overpass-api.de/api/interpreter'
/** The registry's state searched: the directory lists Kentucky's clinics. */
const NPPES_STATE = 'KY'
/** The registry answers no further than skip 1000. */
const NPPES_MAX_SKIP = 1000

export interface HarvestDeps {
  fetch?: typeof fetch
  /** Between two request starts to one host (tests shorten it; 1 s by default). */
  intervalMs?: number
  /** Test-only: a shorter timeout, size limit and longest Retry-After waited (the fetcher's defaults otherwise). */
  timeoutMs?: number
  maxBytes?: number
  maxRetryAfterMs?: number
  /** Test-only: the chain table (ops/lib/sources/chains.ts by default). */
  chains?: readonly Chain[]
}

interface Job {
  source: HarvestSource
  key: string
  url: string
  accept: 'html' | 'json'
  /** Who the answer is about (a listing's name, 'the region'). */
  about: string
}

const pointsOf = (clinics: readonly OpsClinic[]) =>
  clinics.flatMap((c) => (c.coordinates ? [c.coordinates] : []))

export async function runHarvest(
  argv: readonly string[],
  io: Io,
  deps: HarvestDeps = {},
): Promise<number> {
  const a = parseArgs(argv, [
    'source',
    'stage',
    'offline',
    'date',
    'from',
    'out',
    'data',
    'help',
  ])
  if (a.flags.has('help')) return (io.out(HARVEST_HELP), 0)
  if (a.positional.length > 0)
    throw new UsageError(`unexpected ${a.positional.join(' ')}`)
  const sources = (str(a, 'source') ?? HARVEST_SOURCES.join(','))
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  for (const s of sources)
    if (!(HARVEST_SOURCES as readonly string[]).includes(s))
      throw new UsageError(
        `--source ${s} is not one of ${HARVEST_SOURCES.join(', ')}`,
      )
  const stage = str(a, 'stage')
  if (stage !== undefined && !(STAGES as readonly string[]).includes(stage))
    throw new UsageError(`--stage is one of ${STAGES.join(', ')}`)
  const date = str(a, 'date') ?? localDate(io.now())
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date))
    throw new UsageError('--date is YYYY-MM-DD')
  const offline = a.flags.has('offline')
  const root = io.env.OPS_HARVEST_DIR ?? path.join('ops', 'harvest')
  const out = str(a, 'out') ?? path.join('ops', 'sheets')

  const [store] = openStores(a, io, 'from')
  let clinics: OpsClinic[]
  try {
    clinics = await store!.load()
  } finally {
    await store!.close()
  }
  const box = boundingBox(pointsOf(clinics))
  const { jobs, notes } = harvestJobs(
    clinics,
    sources as HarvestSource[],
    box,
    io.env,
    deps.chains ?? CHAINS,
  )
  const run = (s: (typeof STAGES)[number]) =>
    stage === undefined ||
    stage === s ||
    (stage === 'normalize' && s === 'parse')

  if (run('fetch') && !offline) {
    const contact = harvestContact(io.env, {
      loopbackOnly: jobs.every((j) => isLoopback(j.url)),
    })
    if (!contact.ok) throw new UsageError(contact.message)
    const fetcher = politeFetcher({
      userAgent: harvestUserAgent(VERSION, contact.contact),
      fetch: deps.fetch,
      ...(deps.intervalMs !== undefined ? { intervalMs: deps.intervalMs } : {}),
      ...(deps.timeoutMs !== undefined ? { timeoutMs: deps.timeoutMs } : {}),
      ...(deps.maxBytes !== undefined ? { maxBytes: deps.maxBytes } : {}),
      ...(deps.maxRetryAfterMs !== undefined
        ? { maxRetryAfterMs: deps.maxRetryAfterMs }
        : {}),
      allowLoopback: jobs.some((j) => isLoopback(j.url)),
      store: { root, date },
    })
    for (const n of notes) io.err(n)
    await fetchAll(jobs, fetcher, io)
  }

  const recordsPath = path.join(root, date, 'records.json')
  if (run('parse')) {
    const records = await parseAll(jobs, root, date, io)
    mkdirSync(path.dirname(recordsPath), { recursive: true })
    writeFileSync(recordsPath, JSON.stringify(records, null, 2) + '\n')
    io.out(`parse: ${records.length} records → ${recordsPath}`)
  }

  if (run('match')) {
    if (!existsSync(recordsPath)) {
      io.err(
        `match: no records for ${date} (${recordsPath}): run the parse stage first`,
      )
      return 1
    }
    const records = JSON.parse(
      readFileSync(recordsPath, 'utf8'),
    ) as SourceRecord[]
    const gazetteer = buildGazetteer(GAZETTEER_ROWS, PLACE_POINTS)
    const results = matchRecords(records, listingsOf(clinics), (r) =>
      inRegion(r, box, gazetteer),
    )
    const review = reviewRows(clinics, results)
    const names = new Map(clinics.map((c) => [c.id, c.name]))
    const fresh = newListingRows(results, (id) => names.get(id) ?? id)
    mkdirSync(out, { recursive: true })
    const sheet = path.join(out, `harvest-${date}.csv`)
    const newSheet = path.join(out, `harvest-new-listings-${date}.csv`)
    writeFileSync(
      sheet,
      stringifyCsv([
        [...REVIEW_COLUMNS],
        ...review.map((r) => REVIEW_COLUMNS.map((k) => r[k])),
      ]),
    )
    writeFileSync(
      newSheet,
      stringifyCsv([
        [...NEW_LISTING_COLUMNS],
        ...fresh.map((r) => NEW_LISTING_COLUMNS.map((k) => r[k])),
      ]),
    )
    writeHarvestPages(
      { review: sheet, newListings: newSheet },
      { review, newListings: fresh },
      date,
      io,
    )
    const count = (k: string) => results.filter((m) => m.kind === k).length
    io.out(
      `match: ${count('matched')} matched, ${count('ambiguous')} ambiguous, ${count('new')} new, ${count('outside')} outside the region`,
    )
    for (const m of results)
      if (m.kind === 'ambiguous')
        io.out(
          `  ambiguous: ${m.record.name ?? m.record.id} (${m.record.url}) could be ${m.candidates
            .map((c) => `${names.get(c.listingId) ?? c.listingId} (${c.score})`)
            .join(' or ')}: not guessed`,
        )
    io.out(
      `review sheet: ${sheet} (${review.length} rows, ${review.filter((r) => r.accept === 'yes').length} accepted by default)`,
    )
    io.out(`new listings: ${newSheet} (${fresh.length}, not yet called)`)
    io.out(
      `next: review ${path.basename(sheet)}, then npm run ops:apply -- ${sheet} --by INITIALS`,
    )
  }
  return 0
}

/** An HTTP date ('Fri, 20 Nov 2026 10:00:00 GMT') as ISO, or null. */
const isoOrNull = (d: string | null) => {
  const t = d ? Date.parse(d) : NaN
  return Number.isNaN(t) ? null : new Date(t).toISOString()
}

const isLoopback = (url: string) => {
  try {
    return ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(url).hostname)
  } catch {
    return false
  }
}

/**
 * What each source asks for: a page per listing with a website (a chain's
 * home page replaced by the chain's locator, fetched once for all its
 * listings, or by the listing's own page in the table), one Overpass query,
 * the registry's first pages. `notes`: listings whose home page is not
 * fetched, and why.
 */
export function harvestJobs(
  clinics: readonly OpsClinic[],
  sources: readonly HarvestSource[],
  box: BoundingBox | null,
  env: Io['env'],
  chains: readonly Chain[] = CHAINS,
): { jobs: Job[]; notes: string[] } {
  const jobs: Job[] = []
  const notes: string[] = []
  if (sources.includes('website')) {
    const byChain = new Map<Chain, string[]>()
    for (const c of clinics) {
      if (!c.website) continue
      const chain = chainOfHomePage(c.website, chains)
      const own = chain?.pages[c.name]
      if (chain && own) {
        jobs.push({
          source: 'website',
          key: c.slug,
          url: own,
          accept: 'html',
          about: `${c.name} (its page in the chain table)`,
        })
      } else if (chain?.locator) {
        byChain.set(chain, [...(byChain.get(chain) ?? []), c.name])
      } else if (chain) {
        notes.push(
          `fetch website: ${c.name}: ${c.website} is ${chain.name}'s home page, and no location page is configured for the chain (ops/lib/sources/chains.ts); not fetched.`,
        )
      } else
        jobs.push({
          source: 'website',
          key: c.slug,
          url: c.website,
          accept: 'html',
          about: c.name,
        })
    }
    // One request per locator, however many chains or listings share it.
    const byLocator = new Map<string, { chain: Chain; names: string[] }>()
    for (const [chain, names] of byChain) {
      const at = byLocator.get(chain.locator!)
      if (at) at.names.push(...names)
      else byLocator.set(chain.locator!, { chain, names: [...names] })
    }
    for (const [url, { chain, names }] of byLocator)
      jobs.push({
        source: 'website',
        key: `chain-${chain.id}`,
        url,
        accept: 'html',
        about: `${chain.name}'s location page, for ${names.join(', ')}`,
      })
  }
  if (sources.includes('osm') && box) {
    const api = env.HARVEST_OVERPASS_URL ?? OVERPASS_API
    jobs.push({
      source: 'osm',
      key: 'region',
      url: `${api}?data=${encodeURIComponent(overpassQuery(box))}`,
      accept: 'json',
      about: 'the region',
    })
  }
  if (sources.includes('nppes'))
    for (const t of NPPES_TAXONOMIES)
      jobs.push({
        source: 'nppes',
        key: `${t.code}-0`,
        url: nppesSearchUrl(
          t.description.replace(/^Clinic\/Center, /, ''),
          NPPES_STATE,
          0,
          env.HARVEST_NPPES_URL ?? NPPES_API,
        ),
        accept: 'json',
        about: t.description,
      })
  return { jobs, notes }
}

async function fetchAll(
  jobs: readonly Job[],
  fetcher: ReturnType<typeof politeFetcher>,
  io: Io,
) {
  const done = new Map<HarvestSource, { ok: number; failed: number }>()
  const tally = (s: HarvestSource, ok: boolean) => {
    const t = done.get(s) ?? { ok: 0, failed: 0 }
    if (ok) t.ok++
    else t.failed++
    done.set(s, t)
  }
  await Promise.all(
    [...jobs].map(async (job) => {
      const r = await fetcher.fetchPublic(job.url, {
        accept: job.accept,
        source: job.source,
        key: job.key,
      })
      tally(job.source, r.ok)
      if (!r.ok) {
        io.err(`fetch ${job.source}: ${job.about}: ${r.message}`)
        return
      }
      // The registry: the next page while this one was full.
      if (job.source === 'nppes') {
        const skip = Number(job.key.split('-').pop())
        let count = 0
        try {
          count =
            (JSON.parse(r.body) as { results?: unknown[] }).results?.length ?? 0
        } catch {
          count = 0
        }
        if (count >= NPPES_PAGE && skip + NPPES_PAGE <= NPPES_MAX_SKIP) {
          const u = new URL(job.url)
          u.searchParams.set('skip', String(skip + NPPES_PAGE))
          const next: Job = {
            ...job,
            key: `${job.key.replace(/-\d+$/, '')}-${skip + NPPES_PAGE}`,
            url: u.href,
          }
          const more = await fetcher.fetchPublic(next.url, {
            accept: 'json',
            source: 'nppes',
            key: next.key,
          })
          tally('nppes', more.ok)
          if (!more.ok) io.err(`fetch nppes: ${job.about}: ${more.message}`)
        }
      }
    }),
  )
  for (const [s, t] of done)
    io.out(
      `fetch ${s}: ${t.ok} answered${t.failed ? `, ${t.failed} failed (above)` : ''}`,
    )
}

/** The stored answers of these jobs (and the registry's further pages) → records. */
async function parseAll(
  jobs: readonly Job[],
  root: string,
  date: string,
  io: Io,
): Promise<SourceRecord[]> {
  const records: SourceRecord[] = []
  const stores = new Map<HarvestSource, ReturnType<typeof rawStore>>()
  const storeOf = (s: HarvestSource) => {
    let st = stores.get(s)
    if (!st) stores.set(s, (st = rawStore(root, date, s)))
    return st
  }
  const keys: Job[] = [...jobs]
  for (const job of jobs)
    if (job.source === 'nppes')
      for (let skip = NPPES_PAGE; skip <= NPPES_MAX_SKIP; skip += NPPES_PAGE)
        keys.push({ ...job, key: job.key.replace(/-\d+$/, `-${skip}`) })
  for (const job of keys) {
    const stored = await storeOf(job.source).readStored(job.key)
    if (!stored) {
      if (!/-(?:[1-9]\d*)$/.test(job.key) || job.source !== 'nppes')
        io.err(
          `parse ${job.source}: ${job.about}: no answer kept (run the fetch stage)`,
        )
      continue
    }
    const at = stored.meta.fetchedAt
    if (job.source === 'website') {
      const { records: found, problems } = clinicRecordsFromPage(stored.body, {
        url: stored.meta.finalUrl || stored.meta.url,
        fetchedAt: at,
        lastModified: isoOrNull(stored.meta.lastModified),
      })
      for (const p of problems) io.err(`parse website: ${job.about}: ${p}`)
      records.push(...found)
      continue
    }
    let json: unknown
    try {
      json = JSON.parse(stored.body)
    } catch {
      io.err(`parse ${job.source}: ${job.about}: the answer is not JSON`)
      continue
    }
    const parsed =
      job.source === 'osm' ? osmRecords(json, at) : nppesRecords(json, at)
    for (const p of parsed.problems)
      io.err(`parse ${job.source}: ${job.about}: ${p}`)
    records.push(...parsed.records)
  }
  // One record per source and id: an organization listed under both
  // taxonomies is one record.
  const seen = new Set<string>()
  return records.filter((r) => {
    const k = `${r.source}:${r.id}`
    return seen.has(k) ? false : (seen.add(k), true)
  })
}

/** The listings as the matcher sees them: only a clinic's own point counts. */
function listingsOf(clinics: readonly OpsClinic[]): MatchListing[] {
  return clinics.map((c) => ({
    id: c.id,
    name: c.name,
    address: c.address,
    city: c.city,
    state: c.state,
    zip: c.zip,
    phone: c.phone,
    point:
      c.coordinates && !c.coordinates.approximate
        ? { lat: c.coordinates.lat, lng: c.coordinates.lng }
        : null,
  }))
}

/** In the region: its point, or its ZIP's, inside the listings' box. */
function inRegion(
  r: SourceRecord,
  box: BoundingBox | null,
  g: Gazetteer,
): boolean {
  if (!box) return false
  if (r.point) return inBox(box, r.point)
  const zip = r.address?.zip ? g.zips.get(r.address.zip) : undefined
  return zip ? inBox(box, zip) : false
}
