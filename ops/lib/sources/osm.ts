/**
 * OpenStreetMap through the Overpass API: the query for the region's clinics
 * and doctors, and its JSON answer → records (./record.ts). Pure.
 *
 * `opening_hours` goes through ./weekly.ts (the OpenStreetMap community's
 * own reader); a value the weekly form cannot hold is reported with why.
 */
import { normalizePhone } from '../core/index.ts'
import type { SourceRecord } from './record.ts'
import { weeklyFromOpeningHours } from './weekly.ts'

export interface BoundingBox {
  south: number
  west: number
  north: number
  east: number
}

/** The box around these points, widened by `margin` degrees on each side. */
export function boundingBox(
  points: readonly { lat: number; lng: number }[],
  margin = 0.25,
): BoundingBox | null {
  if (points.length === 0) return null
  const lats = points.map((p) => p.lat)
  const lngs = points.map((p) => p.lng)
  const round = (n: number) => Math.round(n * 1000) / 1000
  return {
    south: round(Math.min(...lats) - margin),
    west: round(Math.min(...lngs) - margin),
    north: round(Math.max(...lats) + margin),
    east: round(Math.max(...lngs) + margin),
  }
}

export const inBox = (b: BoundingBox, p: { lat: number; lng: number }) =>
  p.lat >= b.south && p.lat <= b.north && p.lng >= b.west && p.lng <= b.east

/**
 * One Overpass query for the whole region, run once per harvest: every
 * node, way and relation tagged as a clinic or a doctor's practice
 * (`amenity=clinic|doctors`, `healthcare=clinic|doctor|urgent_care`), with
 * each way's centre and every element's last edit (`out center meta`).
 */
export function overpassQuery(b: BoundingBox, timeoutSeconds = 60): string {
  const box = `${b.south},${b.west},${b.north},${b.east}`
  return [
    `[out:json][timeout:${timeoutSeconds}];`,
    '(',
    `  nwr["amenity"~"^(clinic|doctors)$"](${box});`,
    `  nwr["healthcare"~"^(clinic|doctor|urgent_care)$"](${box});`,
    ');',
    'out center meta;',
  ].join('\n')
}

interface OverpassElement {
  type?: unknown
  id?: unknown
  lat?: unknown
  lon?: unknown
  center?: { lat?: unknown; lon?: unknown }
  timestamp?: unknown
  tags?: Record<string, unknown>
}

const str = (v: unknown) =>
  typeof v === 'string' && v.trim() ? v.replace(/\s+/g, ' ').trim() : null

/** The first number of 'phone' or 'contact:phone' that reads as a US number. */
function phoneOf(tags: Record<string, unknown>): {
  phone: string | null
  note: string | null
} {
  const raw = str(tags.phone) ?? str(tags['contact:phone'])
  if (!raw) return { phone: null, note: null }
  for (const part of raw.split(/\s*;\s*/)) {
    const p = normalizePhone(part)
    if (p) return { phone: p, note: null }
  }
  return { phone: null, note: `phone "${raw}" is not a US number` }
}

/**
 * The records of an Overpass answer. An answer that is not Overpass JSON
 * gives no records and one problem; an element without a name is skipped.
 */
export function osmRecords(
  json: unknown,
  fetchedAt: string,
): { records: SourceRecord[]; problems: string[] } {
  const elements = (json as { elements?: unknown } | null)?.elements
  if (!Array.isArray(elements))
    return {
      records: [],
      problems: ['the Overpass answer has no "elements" list'],
    }
  const records: SourceRecord[] = []
  const problems: string[] = []
  for (const raw of elements as OverpassElement[]) {
    const type = str(raw?.type)
    const id =
      typeof raw?.id === 'number' || typeof raw?.id === 'string'
        ? String(raw.id)
        : null
    if (!type || !id || !['node', 'way', 'relation'].includes(type)) {
      problems.push('an element without a type and id was skipped')
      continue
    }
    const tags = raw.tags && typeof raw.tags === 'object' ? raw.tags : {}
    const name = str(tags.name)
    if (!name) continue
    const lat = Number(raw.lat ?? raw.center?.lat)
    const lng = Number(raw.lon ?? raw.center?.lon)
    const point =
      Number.isFinite(lat) &&
      Number.isFinite(lng) &&
      Math.abs(lat) <= 90 &&
      Math.abs(lng) <= 180
        ? { lat, lng }
        : null
    const notes: string[] = []
    const { phone, note } = phoneOf(tags)
    if (note) notes.push(note)
    const number = str(tags['addr:housenumber'])
    const street = str(tags['addr:street'])
    const unit = str(tags['addr:unit'])
    const streetLine = street
      ? `${number ? `${number} ` : ''}${street}${unit ? `, ${/^\d/.test(unit) ? `Suite ${unit}` : unit}` : ''}`
      : null
    const city = str(tags['addr:city'])
    const state = str(tags['addr:state'])?.toUpperCase() ?? null
    const zip = str(tags['addr:postcode'])?.match(/^\d{5}/)?.[0] ?? null
    const address =
      streetLine || city || zip
        ? {
            street: streetLine,
            city,
            state: state && /^[A-Z]{2}$/.test(state) ? state : null,
            zip,
          }
        : null
    const oh = str(tags.opening_hours)
    const reading = oh ? weeklyFromOpeningHours(oh) : null
    if (reading && 'note' in reading && reading.note) notes.push(reading.note)
    const timestamp = str(raw.timestamp)
    records.push({
      kind: 'map',
      source: 'osm',
      id: `${type}/${id}`,
      url: `https://www.openstreetmap.org/${type}/${id}`,
      fetchedAt,
      updatedAt:
        timestamp && !Number.isNaN(Date.parse(timestamp)) ? timestamp : null,
      name,
      phone,
      address,
      point,
      hours: reading?.ok ? reading.hours : null,
      hoursProblem: reading && !reading.ok ? reading.why : null,
      notes,
      active: true,
    })
  }
  return { records, problems }
}
