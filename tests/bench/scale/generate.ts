/**
 * Benchmark directories built from real national data: every record of the
 * HIFLD urgent care file (tests/bench/fixtures) becomes a clinics row with
 * deterministic generated weekly hours, services, rating, walk-in flag and a
 * time zone derived from its state and position. Nothing here is random
 * between runs: the same input always gives the same rows.
 */
import { readFileSync } from 'node:fs'
import type { ClinicRow } from '@/domain/map-row'
import { clinicSlugFromName } from '@/domain/slug'
import { createRandom, hex8, mix32, pickWeighted, seedOf } from './prng'
import { timeZoneFor } from './time-zone'
import { specialHoursOf, WEEKLY_PATTERNS } from './weekly-patterns'

export const FIXTURE_PATH = new URL(
  '../fixtures/us-urgent-care-hifld-2009.csv',
  import.meta.url,
)

/** One record of the HIFLD file (the columns the benchmark uses). */
export interface HifldRecord {
  name: string
  phone: string | null
  address: string | null
  city: string
  state: string
  zip: string | null
  county: string | null
  lat: number
  lng: number
}

const COLUMNS = [
  'name',
  'phone',
  'address',
  'address2',
  'city',
  'state',
  'zip',
  'county',
  'longitude',
  'latitude',
  'contact_date',
  'geo_precision',
] as const

/**
 * Parses the fixture: a header row, then one record a line. The file has no
 * quoted fields (checked: a quote or a wrong column count throws).
 */
export function parseHifldCsv(text: string): HifldRecord[] {
  const lines = text.split(/\r?\n/).filter((l) => l.trim() !== '')
  const [header, ...body] = lines
  if (header !== COLUMNS.join(','))
    throw new Error(`unexpected CSV header: ${header}`)
  return body.map((line, i) => {
    if (line.includes('"')) throw new Error(`quoted field on line ${i + 2}`)
    const f = line.split(',')
    if (f.length !== COLUMNS.length)
      throw new Error(`line ${i + 2}: ${f.length} columns`)
    const get = (c: (typeof COLUMNS)[number]) =>
      (f[COLUMNS.indexOf(c)] ?? '').trim()
    const orNull = (s: string) => (s === '' ? null : s)
    const lat = Number(get('latitude'))
    const lng = Number(get('longitude'))
    if (!Number.isFinite(lat) || !Number.isFinite(lng))
      throw new Error(`line ${i + 2}: bad coordinates`)
    const street = [get('address'), get('address2')].filter(Boolean).join(', ')
    return {
      name: get('name'),
      phone: orNull(get('phone')),
      address: orNull(street),
      city: get('city'),
      state: get('state'),
      zip: orNull(get('zip')),
      county: orNull(get('county')),
      lat,
      lng,
    }
  })
}

export function loadHifldRecords(path: string | URL = FIXTURE_PATH) {
  return parseHifldCsv(readFileSync(path, 'utf8'))
}

const BASE_SERVICES = [
  'Minor illness and injury',
  'X-ray',
  'Lab testing',
  'Stitches and wound care',
  'Flu and strep testing',
  'Sports physicals',
  'Vaccinations',
  'Occupational medicine',
  'COVID-19 testing',
  'Sprains and fractures',
]

/** Services that the service filters look for, with their shares. */
const FILTERED_SERVICES: ReadonlyArray<{ share: number; value: string }> = [
  { share: 0.3, value: 'Pediatric care' },
  { share: 0.08, value: 'Emergency care' },
  { share: 0.25, value: 'Telehealth visits' },
]

/** Maximum coordinate jitter of a repeated record, in degrees (~1.4 miles). */
export const MAX_JITTER_DEGREES = 0.02

/**
 * The row for record `index` of the file, in its `copy`-th repetition (0 = the
 * record itself). Hours, services and the rest depend on the record only, so
 * a clinic is the same in every directory; copies differ in id, slug and a
 * small coordinate jitter.
 */
export function toBenchRow(
  record: HifldRecord,
  index: number,
  copy = 0,
): ClinicRow {
  const random = createRandom(seedOf(index, 0x5eed))
  const weekly = pickWeighted(
    WEEKLY_PATTERNS.map((p) => ({ weight: p.weight, value: p.hours })),
    random,
  )
  const services = BASE_SERVICES.filter(() => random() < 0.4)
  for (const s of FILTERED_SERVICES)
    if (random() < s.share) services.push(s.value)
  const walkIn = random()
  const rated = random() < 0.9
  const rating = Math.round((3 + random() * 2) * 10) / 10
  const reviews = Math.floor(random() ** 2 * 800)

  const jitter = createRandom(seedOf(index, copy, 0x7177))
  const dLat = copy === 0 ? 0 : (jitter() * 2 - 1) * MAX_JITTER_DEGREES
  const dLng = copy === 0 ? 0 : (jitter() * 2 - 1) * MAX_JITTER_DEGREES
  const lat = Math.round((record.lat + dLat) * 1e7) / 1e7
  const lng = Math.round((record.lng + dLng) * 1e7) / 1e7

  const serial = copy * 1_000_000 + index
  const id = [
    hex8(mix32(serial + 1)),
    hex8(copy).slice(4),
    '4000',
    '8000',
    hex8(index).slice(2) + hex8(copy).slice(2),
  ].join('-')
  return {
    id,
    name: record.name,
    address: record.address,
    city: record.city,
    state: record.state,
    zip: record.zip,
    phone: record.phone,
    rating: rated ? rating : null,
    review_count: rated ? reviews : null,
    hours_today: null,
    closes_today: null,
    is_open: null,
    hours_sunday: weekly.sunday,
    hours_monday: weekly.monday,
    hours_tuesday: weekly.tuesday,
    hours_wednesday: weekly.wednesday,
    hours_thursday: weekly.thursday,
    hours_friday: weekly.friday,
    hours_saturday: weekly.saturday,
    timezone: timeZoneFor(record.state, record.lat, record.lng),
    services,
    special_hours: specialHoursOf(weekly),
    image: null,
    accepts_walk_ins: walkIn < 0.85 ? true : walkIn < 0.95 ? false : null,
    website: null,
    description: null,
    meta_title: null,
    meta_description: null,
    keywords: null,
    slug: `${clinicSlugFromName(record.name)}-${index}-${copy}`,
    tags: [],
    town_id: null,
    latitude: lat,
    longitude: lng,
    coordinates_approximate: false,
    sources: ['HIFLD Urgent Care Facilities (2009), benchmark input'],
    as_of: null,
    confidence: null,
    status_note: null,
  }
}

/** `count` rows: the file in order, repeated (with jitter) as often as needed. */
export function repeatedRows(
  records: readonly HifldRecord[],
  count: number,
): ClinicRow[] {
  const rows: ClinicRow[] = []
  for (let i = 0; i < count; i += 1) {
    const index = i % records.length
    const record = records[index]
    if (!record) throw new Error('repeatedRows: no records')
    rows.push(toBenchRow(record, index, Math.floor(i / records.length)))
  }
  return rows
}

/** A deterministic sample of `count` records (seeded shuffle, file order kept). */
export function sampledRows(
  records: readonly HifldRecord[],
  count: number,
): ClinicRow[] {
  const order = records.map((_, i) => i)
  const random = createRandom(seedOf(count, 0x5a3b1e))
  for (let i = order.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1))
    const a = order[i]!
    order[i] = order[j]!
    order[j] = a
  }
  return order
    .slice(0, count)
    .sort((a, b) => a - b)
    .map((i) => toBenchRow(records[i]!, i))
}

/** Centre of this product's region (Paducah to Owensboro, Western Kentucky). */
export const REGION_CENTRE = { lat: 37.2, lng: -87.6 }

const squaredDegrees = (r: HifldRecord) =>
  (r.lat - REGION_CENTRE.lat) ** 2 + (r.lng - REGION_CENTRE.lng) ** 2

/**
 * This region at the size the issue names (39): the project's real built-in
 * clinics, topped up with the national records nearest the region's centre
 * when the built-in set is smaller (it holds 36 today).
 */
export function regionRows(
  builtin: readonly ClinicRow[],
  records: readonly HifldRecord[],
  count: number,
): ClinicRow[] {
  const rows = builtin.slice(0, count).map((r) => ({ ...r }))
  const nearest = records
    .map((r, i) => ({ r, i }))
    .sort((a, b) => squaredDegrees(a.r) - squaredDegrees(b.r))
  for (const { r, i } of nearest) {
    if (rows.length >= count) break
    rows.push(toBenchRow(r, i))
  }
  return rows
}

export const DIRECTORY_SIZES = [39, 1000, 4810, 100_000] as const
export type DirectorySize = (typeof DIRECTORY_SIZES)[number]

/**
 * The four directories: 39 (this region), 1,000 (a sample of the file),
 * 4,810 (the whole file) and 100,000 (the file repeated with jitter).
 */
export function buildDirectory(
  size: DirectorySize,
  records: readonly HifldRecord[],
  builtin: readonly ClinicRow[],
): ClinicRow[] {
  if (size === 39) return regionRows(builtin, records, size)
  if (size === records.length) return repeatedRows(records, size)
  if (size < records.length) return sampledRows(records, size)
  return repeatedRows(records, size)
}
