/**
 * The geocode review sheet (ops:geocode writes it, ops:apply reads it back),
 * pure: one row per clinic without a point of its own, the proposed point
 * with its match level, distance and map link, and `accept` for the
 * operator. An accepted row stores the point with method `geocoder` and
 * the match level; the site's approximate flag follows the match level.
 */
import type { Rejection } from './geocode-rejections.ts'
import { distanceMiles } from '../../../src/domain/geo/distance.ts'
import {
  FAR_MILES,
  classifyAddress,
  mapLink,
  queryText,
  type Review,
} from './geocode.ts'
import {
  clip,
  coordinatesFingerprint,
  type OpsClinic,
  type StoreWrite,
  type VerificationEvent,
  type SheetRow,
  localDay,
} from '../core/index.ts'

export const GEOCODE_SHEET = 'geocode'
/** The address in a stored point's public coordinates_note, at most. */
export const QUERY_MAX = 200

export const GEOCODE_COLUMNS = [
  'sheet',
  'id',
  'slug',
  'name',
  'address',
  'city',
  'status',
  'match',
  'proposed_lat',
  'proposed_lng',
  'miles_from_town',
  'map',
  'found',
  'osm',
  'reason',
  'query',
  'fingerprint',
  'accept',
  'initials',
  'note',
] as const

/** The operator's columns: a row with none of them written is not reviewed yet. */
export const GEOCODE_FILL_COLUMNS = ['accept', 'initials', 'note'] as const

export const isGeocodeSheet = (header: readonly string[]) =>
  header.includes('proposed_lat') && header.includes('accept')

/** The sheet's records: the header, then one row per review. */
export function geocodeRecords(reviews: readonly Review[]): string[][] {
  const num = (n: number | null) => (n === null ? '' : String(n))
  return [
    [...GEOCODE_COLUMNS],
    ...reviews.map((r) => {
      const proposed = r.status === 'proposed'
      const cells: Record<(typeof GEOCODE_COLUMNS)[number], string> = {
        sheet: GEOCODE_SHEET,
        id: r.clinic.id,
        slug: r.clinic.slug,
        name: r.clinic.name,
        address: r.clinic.address ?? '',
        city: r.clinic.city,
        status: r.status,
        match: r.match ?? '',
        proposed_lat: proposed ? num(r.lat) : '',
        proposed_lng: proposed ? num(r.lng) : '',
        miles_from_town: num(r.miles),
        map: r.lat !== null && r.lng !== null ? mapLink(r.lat, r.lng) : '',
        found: r.found,
        osm: r.osm ?? '',
        reason: r.reason,
        query: r.query,
        fingerprint: coordinatesFingerprint(r.clinic),
        accept: '',
        initials: '',
        note: '',
      }
      return GEOCODE_COLUMNS.map((k) => cells[k])
    }),
  ]
}

/** An accepted point, as a store writes it. */
export interface PlannedPoint extends StoreWrite {
  line: number
  covers: 'coordinates'
  match: 'house' | 'street'
  lat: number
  lng: number
  miles: number
  map: string
}

export interface GeocodePlan {
  problems: string[]
  checks: PlannedPoint[]
  /** Rows the operator answered no: nothing stored. */
  rejected: number[]
  /** The points of those rows, remembered so they are not proposed again. */
  declined: Rejection[]
  /** Rows with nothing written: not reviewed yet. */
  skipped: number[]
}

const YES = new Set(['yes', 'y'])
const NO = new Set(['no', 'n'])

/**
 * Validates a reviewed geocode sheet against the clinics as they are now
 * and plans every accepted point; nothing is planned when there is any
 * problem (the caller refuses the whole sheet, rows named).
 */
export function planGeocodeSheet(
  header: readonly string[],
  rows: readonly SheetRow[],
  clinics: readonly OpsClinic[],
  now: Date,
): GeocodePlan {
  const missing = GEOCODE_COLUMNS.filter((h) => !header.includes(h))
  if (missing.length > 0)
    return {
      problems: [
        `the sheet has no column ${missing.join(', ')}: is it a sheet from ops:geocode?`,
      ],
      checks: [],
      rejected: [],
      declined: [],
      skipped: [],
    }
  const problems: string[] = []
  const checks: PlannedPoint[] = []
  const rejected: number[] = []
  const declined: Rejection[] = []
  const skipped: number[] = []
  const byId = new Map(clinics.map((c) => [c.id, c]))
  const seen = new Map<string, number>()
  const at = now.toISOString()
  for (const { line, cells } of rows) {
    const cell = (k: string) => (cells[k] ?? '').trim()
    const bad = (msg: string) => problems.push(`row ${line}: ${msg}`)
    if (GEOCODE_FILL_COLUMNS.every((k) => cell(k) === '')) {
      if (cell('id') !== '') skipped.push(line)
      continue
    }
    const accept = cell('accept').toLowerCase()
    if (!YES.has(accept) && !NO.has(accept)) {
      bad(
        `accept ${JSON.stringify(cell('accept'))}: write yes (store the proposed point) or no (leave the clinic as it is)`,
      )
      continue
    }
    const clinic = byId.get(cell('id'))
    if (!clinic) {
      bad(`no clinic has the id ${JSON.stringify(cell('id'))}`)
      continue
    }
    const prior = seen.get(clinic.id)
    if (prior !== undefined)
      bad(`${clinic.name} is also on row ${prior}: one row per clinic`)
    seen.set(clinic.id, line)
    if (NO.has(accept)) {
      rejected.push(line)
      const lat = Number(cell('proposed_lat'))
      const lng = Number(cell('proposed_lng'))
      if (
        cell('status') === 'proposed' &&
        cell('proposed_lat') !== '' &&
        cell('proposed_lng') !== '' &&
        Number.isFinite(lat) &&
        Number.isFinite(lng)
      )
        declined.push({
          clinic: clinic.id,
          name: clinic.name,
          address: cell('query'),
          lat,
          lng,
          at,
          by: /^[A-Z]{2,4}$/i.test(cell('initials'))
            ? cell('initials').toUpperCase()
            : '',
        })
      continue
    }
    const before = problems.length
    const fp = coordinatesFingerprint(clinic)
    if (cell('fingerprint') !== fp)
      bad(
        `${clinic.name}: its address or point changed since the sheet was written (sheet ${cell('fingerprint') || 'no fingerprint'}, now ${fp}); run ops:geocode again for a fresh row`,
      )
    const match = cell('match')
    if (
      cell('status') !== 'proposed' ||
      (match !== 'house' && match !== 'street')
    ) {
      bad(
        `${clinic.name}: no point was proposed (${cell('reason') || cell('status') || 'no match'}): nothing to accept; write no, or leave accept empty`,
      )
      continue
    }
    const lat = Number(cell('proposed_lat'))
    const lng = Number(cell('proposed_lng'))
    if (
      cell('proposed_lat') === '' ||
      cell('proposed_lng') === '' ||
      !Number.isFinite(lat) ||
      !Number.isFinite(lng) ||
      Math.abs(lat) > 90 ||
      Math.abs(lng) > 180
    ) {
      bad(`${clinic.name}: proposed_lat/proposed_lng are not a point`)
      continue
    }
    if (cell('map') !== mapLink(lat, lng))
      bad(
        `${clinic.name}: the proposed point was edited (the map link shows another): only the geocoder's point is stored from this sheet; a point from another source goes in the data file with its coordinates_source`,
      )
    const miles = clinic.townPoint
      ? distanceMiles(clinic.townPoint, { lat, lng })
      : null
    if (miles === null || miles > FAR_MILES)
      bad(
        `${clinic.name}: the point is ${miles === null ? 'not checkable (no town point)' : `${miles} miles from the town's point`}, more than ${FAR_MILES}`,
      )
    const osm = cell('osm')
    if (osm !== '' && !/^(node|way|relation)\/\d+$/.test(osm))
      bad(`osm ${JSON.stringify(osm)}: node/N, way/N or relation/N, as written`)
    const initials = cell('initials').toUpperCase()
    if (!/^[A-Z]{2,4}$/.test(initials))
      bad(
        `initials ${JSON.stringify(cell('initials'))}: 2 to 4 letters, who reviewed the point`,
      )
    const note = cell('note') || null
    if (note && note.length > 2000)
      bad('the note is longer than 2,000 characters')
    if (problems.length > before) continue

    const approximate = match === 'street'
    const level = match === 'house' ? 'house-number' : 'street-level'
    // The address as the clinic has it (the fingerprint says unchanged),
    // never the sheet's query cell: the note is public.
    const where = classifyAddress(clinic.address)
    const query = clip(
      where.kind === 'house'
        ? queryText(clinic, where.street)
        : (clinic.address ?? ''),
      QUERY_MAX,
    )
    const patch = {
      latitude: lat,
      longitude: lng,
      coordinates_approximate: approximate,
      coordinates_method: 'geocoder',
      coordinates_match: match,
      coordinates_note: `Geocoded from the street address "${query}" (${level} match, ${miles} miles from the town's point; OpenStreetMap data, ODbL); reviewed on the map and accepted by ${initials} on ${localDay(at, clinic.timezone)}.`,
      coordinates_source: [
        osm ? `https://www.openstreetmap.org/${osm}` : mapLink(lat, lng),
      ],
    }
    const old = clinic.coordinates
    const str = (v: number | string | null | undefined) =>
      v === null || v === undefined ? null : String(v)
    const changes: VerificationEvent['changes'] = {
      latitude: { before: str(old?.lat), after: String(lat) },
      longitude: { before: str(old?.lng), after: String(lng) },
      coordinates_method: { before: old?.method ?? null, after: 'geocoder' },
      coordinates_match: { before: old?.match ?? null, after: match },
    }
    if ((old?.approximate ?? null) !== approximate)
      changes.coordinates_approximate = {
        before: str(old ? String(old.approximate) : null),
        after: String(approximate),
      }
    checks.push({
      line,
      clinic,
      covers: 'coordinates',
      fingerprint: fp,
      match,
      lat,
      lng,
      miles: miles!,
      map: mapLink(lat, lng),
      patch,
      event: {
        clinic_id: clinic.id,
        outcome: 'changed',
        method: 'geocoder',
        changes,
        confirmed: [],
        note,
        initials,
        created_at: at,
      },
    })
  }
  return problems.length > 0
    ? { problems, checks: [], rejected, declined: [], skipped }
    : { problems, checks, rejected, declined, skipped }
}

/** The review before the yes: per clinic, the point before → after and how it will show. */
export function describeGeocodePlan(plan: GeocodePlan): string[] {
  const out: string[] = []
  for (const c of plan.checks) {
    const old = c.clinic.coordinates
    out.push(
      `${c.clinic.name} (${c.clinic.city}), row ${c.line}: point from the geocoder, ${c.match === 'house' ? 'house-number' : 'street-level'} match, accepted by ${c.event.initials}`,
    )
    out.push(
      `  point: ${old ? `${old.lat}, ${old.lng} (${old.method === 'town' ? "the town's point" : (old.method ?? 'stored')})` : '(none)'} → ${c.lat}, ${c.lng}, ${c.miles} miles from the town's point`,
    )
    out.push(
      `  shown as: ${c.match === 'house' ? 'its own point (distances exact)' : 'approximate (distances say about): a street-level point can be a mile off'}`,
    )
    out.push(`  map: ${c.map}`)
    if (c.event.note) out.push(`  note: ${c.event.note}`)
  }
  return out
}
