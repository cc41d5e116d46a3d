/**
 * npm run ops:geocode: every clinic without a point of its own and with a
 * house-numbered street address goes to the geocoder the site uses
 * (VITE_GEOCODER_URL), one request a second, and the answers become a
 * review sheet for ops:apply (./geocode-sheet.ts). Addresses without a house
 * number are listed as needing research, with what is missing.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { stringifyCsv, matchTown } from '../core/index.ts'
import {
  classifyAddress,
  geocodeRequestUrl,
  needsPoint,
  queryText,
  readAnswer,
  reviewAnswer,
  type Review,
  geocodeRecords,
  declinedBefore,
  declinedReason,
  readRejections,
  rejectionsPath,
  MIN_INTERVAL_MS,
  createThrottle,
  lookUp,
  realClock,
  userAgent,
  type Clock,
  type LookupResult,
} from '../geocode/index.ts'
import {
  UsageError,
  filePaths,
  openStores,
  parseArgs,
  stamp,
  str,
  type Io,
} from './cli.ts'

export const GEOCODE_HELP = `npm run ops:geocode -- [--from db|file] [--town NAME] [--limit N] [--out DIR]
Looks up the street address of every clinic shown at its town's point in the geocoder (VITE_GEOCODER_URL, one request
a second, identified by VITE_CONTACT_EMAIL) and writes a review sheet into DIR (default ops/sheets): fill in accept
(yes/no) and initials, then npm run ops:apply -- SHEET.csv.`

const VERSION = (
  JSON.parse(
    readFileSync(new URL('../../../package.json', import.meta.url), 'utf8'),
  ) as { version: string }
).version

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** The geocoder's endpoint and the contact address, or a usage error saying what to set. */
export function geocoderSettings(env: Io['env']): {
  endpoint: string
  contact: string
} {
  const raw = env.VITE_GEOCODER_URL?.trim()
  if (!raw)
    throw new UsageError(
      'ops:geocode needs VITE_GEOCODER_URL: the Nominatim-compatible search endpoint the site uses (such as https://nominatim.openstreetmap.org/search)',
    )
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new UsageError(
      `VITE_GEOCODER_URL is not a URL: ${JSON.stringify(raw)}`,
    )
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new UsageError('VITE_GEOCODER_URL must be an http(s) URL')
  const contact = env.VITE_CONTACT_EMAIL?.trim() ?? ''
  if (!EMAIL.test(contact))
    throw new UsageError(
      'ops:geocode needs VITE_CONTACT_EMAIL (the project’s contact address): the geocoder’s usage policy asks every client to say who it is and how to reach them',
    )
  const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)
  if (!loopback && /\.example$/i.test(contact))
    throw new UsageError(
      `VITE_CONTACT_EMAIL is ${contact}, a placeholder nobody reads: the geocoder’s operators must be able to reach you`,
    )
  return { endpoint: raw.replace(/\/+$/, ''), contact }
}

export interface GeocodeDeps {
  fetch?: typeof fetch
  clock?: Clock
}

export async function runGeocode(
  argv: readonly string[],
  io: Io,
  deps: GeocodeDeps = {},
): Promise<number> {
  const a = parseArgs(argv, ['from', 'town', 'limit', 'out', 'data', 'help'])
  if (a.flags.has('help')) return (io.out(GEOCODE_HELP), 0)
  if (a.positional.length > 0)
    throw new UsageError(`unexpected ${a.positional.join(' ')}`)
  const limitText = str(a, 'limit')
  const limit = limitText === undefined ? Infinity : Number(limitText)
  if (limitText !== undefined && (!Number.isInteger(limit) || limit < 1))
    throw new UsageError('--limit is a whole number, 1 or more')
  const { endpoint, contact } = geocoderSettings(io.env)
  const [store] = openStores(a, io, 'from')
  let clinics
  try {
    clinics = await store!.load()
  } finally {
    await store!.close()
  }
  const townText = str(a, 'town')
  const matched =
    townText === undefined
      ? undefined
      : matchTown(clinics, townText, 'ops:geocode')
  if (matched && 'refusal' in matched) {
    io.err(`${matched.refusal}. No sheet written, no request sent.`)
    return 1
  }
  const town = matched?.town
  const candidates = clinics
    .filter(needsPoint)
    .filter((c) => !town || c.city === town)
    .sort(
      (x, y) => x.city.localeCompare(y.city) || x.name.localeCompare(y.name),
    )

  // The points declined on earlier sheets (geocode-rejections.ts).
  let rejections
  try {
    rejections = readRejections(rejectionsPath(filePaths(a).data))
  } catch (e) {
    throw new UsageError((e as Error).message)
  }
  const clock = deps.clock ?? realClock
  const throttled = createThrottle(MIN_INTERVAL_MS, clock)
  const agent = userAgent(VERSION, contact)
  const answers = new Map<string, LookupResult>() // Nominatim asks clients to cache
  const reviews: Review[] = []
  let asked = 0
  for (const clinic of candidates) {
    const where = classifyAddress(clinic.address)
    const base = {
      clinic,
      match: null,
      lat: null,
      lng: null,
      miles: null,
      found: '',
      osm: null,
    }
    if (where.kind === 'research') {
      reviews.push({
        ...base,
        query: '',
        status: 'needs_research',
        reason: where.missing,
      })
      continue
    }
    if (asked >= limit) continue
    const query = queryText(clinic, where.street)
    const url = geocodeRequestUrl(endpoint, {
      street: where.street,
      city: clinic.city,
      state: clinic.state,
      zip: clinic.zip,
    })
    let result = answers.get(url)
    if (!result) {
      asked++
      result = await lookUp(url, {
        fetch: deps.fetch ?? fetch,
        clock,
        throttled,
        userAgent: agent,
      })
      answers.set(url, result)
      io.err(
        `  ${asked}. ${clinic.name}: ${result.ok ? 'answered' : result.problem}`,
      )
    }
    if (!result.ok) {
      reviews.push({
        ...base,
        query,
        status: 'failed',
        reason: `the geocoder did not answer usefully (${result.problem}): run ops:geocode again later`,
      })
      continue
    }
    const read = readAnswer(result.body)
    if ('problem' in read) {
      reviews.push({
        ...base,
        query,
        status: 'failed',
        reason: `the geocoder's answer was not understood (${read.problem})`,
      })
      continue
    }
    const review = reviewAnswer(clinic, query, where.houseNumber, read.place)
    const declined =
      review.status === 'proposed' && review.lat !== null && review.lng !== null
        ? declinedBefore(rejections, clinic.id, query, {
            lat: review.lat,
            lng: review.lng,
          })
        : undefined
    reviews.push(
      declined
        ? {
            ...review,
            status: 'not_proposed',
            reason: declinedReason(declined, clinic.timezone),
          }
        : review,
    )
  }

  const outDir = path.resolve(str(a, 'out') ?? 'ops/sheets')
  mkdirSync(outDir, { recursive: true })
  const file = path.join(outDir, `geocode-sheet-${stamp(io.now())}.csv`)
  if (existsSync(file))
    throw new UsageError(`${file} exists: a filled sheet is never overwritten`)
  writeFileSync(file, stringifyCsv(geocodeRecords(reviews)))

  const count = (s: Review['status'], m?: string) =>
    reviews.filter((r) => r.status === s && (m === undefined || r.match === m))
      .length
  io.out(
    `From the ${store!.label}: ${candidates.length} clinic(s) without a point of their own${town ? ` in ${town}` : ''}; ${asked} address(es) sent to ${new URL(endpoint).host}.`,
  )
  io.out(
    `  proposed: ${count('proposed', 'house')} house-number match(es), ${count('proposed', 'street')} street-level (shown as approximate)`,
  )
  const not = reviews.filter(
    (r) => r.status === 'not_proposed' || r.status === 'failed',
  )
  if (not.length > 0) {
    io.out(`  not proposed: ${not.length}`)
    for (const r of not)
      io.out(`    ${r.clinic.name} (${r.clinic.city}): ${r.reason}`)
  }
  const research = reviews.filter((r) => r.status === 'needs_research')
  if (research.length > 0) {
    io.out(`Needs research (${research.length}; no request sent):`)
    for (const r of research)
      io.out(`  ${r.clinic.name} (${r.clinic.city}): ${r.reason}`)
  }
  io.out(`Review sheet → ${file}`)
  io.out(
    'Next: open each map link; write accept yes (the pin is on the clinic) or no, and your initials; then',
  )
  io.out(
    `  npm run ops:apply -- ${path.relative(process.cwd(), file) || file} --to both`,
  )
  return 0
}
