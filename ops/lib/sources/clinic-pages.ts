/**
 * A clinic's own web page → the structured data it publishes for search
 * engines (schema.org, as JSON-LD or microdata) → records in the one shape
 * (./record.ts). Pure: the page comes in as text.
 *
 * The HTML is read by htmlparser2 (the parser cheerio uses), never by
 * regular expressions. JSON-LD is read as the JSON it is: pages write it
 * compacted against schema.org's own context, where every term is already
 * schema.org's name, so nothing needs expanding (and no context is fetched).
 * Microdata follows the WHATWG algorithm: an element with `itemscope` is an
 * item, each `itemprop` below it (not inside a nested item) a property,
 * its value read by element type.
 */
import { parseDocument } from 'htmlparser2'
import { findAll, getAttributeValue, textContent } from 'domutils'
import type { ChildNode, Element } from 'domhandler'
import { normalizePhone } from '../core/index.ts'
import type { SourceAddress, SourceRecord } from './record.ts'
import {
  weeklyFromSchemaStrings,
  weeklyFromSpecification,
  type WeeklyReading,
} from './weekly.ts'

/** A schema.org thing as plain JSON: '@type' and its properties. */
export type Thing = Record<string, unknown>

/** The types a clinic's location is published as. */
export const CLINIC_TYPES = [
  'MedicalClinic',
  'UrgentCare',
  'MedicalBusiness',
  'MedicalOrganization',
  'LocalBusiness',
  'Physician',
] as const

export interface Extracted {
  things: Thing[]
  /** Structured data present but unreadable, one sentence each. */
  problems: string[]
}

/** 'https://schema.org/MedicalClinic', 'schema:MedicalClinic' → 'MedicalClinic'. */
const typeName = (t: string) =>
  t
    .trim()
    .replace(/^https?:\/\/(?:www\.)?schema\.org\//i, '')
    .replace(/^schema:/i, '')

export const typesOf = (thing: Thing): string[] => {
  const t = thing['@type']
  return (Array.isArray(t) ? t : [t])
    .filter((x): x is string => typeof x === 'string')
    .map(typeName)
}

const isElement = (n: ChildNode): n is Element =>
  n.type === 'tag' || n.type === 'script'

/** Every schema.org thing the page publishes, JSON-LD and microdata. */
export function extractStructuredData(html: string): Extracted {
  const doc = parseDocument(html, { decodeEntities: true })
  const things: Thing[] = []
  const problems: string[] = []

  const scripts = findAll(
    (e) =>
      e.name === 'script' &&
      /^application\/ld\+json\b/i.test(
        (getAttributeValue(e, 'type') ?? '').trim(),
      ),
    doc.children,
  )
  for (const [i, script] of scripts.entries()) {
    const raw = textContent(script)
      .trim()
      .replace(/^<!--|-->$/g, '')
      .replace(/^\/\/\s*<!\[CDATA\[|\/\/\s*\]\]>$/g, '')
      .trim()
    if (!raw) continue
    let json: unknown
    try {
      json = JSON.parse(raw)
    } catch (e) {
      problems.push(
        `JSON-LD block ${i + 1} is not valid JSON (${(e as Error).message})`,
      )
      continue
    }
    collectThings(json, things)
  }

  // Microdata: the top-level items (itemscope without itemprop).
  const items = findAll(
    (e) =>
      e.attribs.itemscope !== undefined && e.attribs.itemprop === undefined,
    doc.children,
  )
  for (const item of items) things.push(readItem(item))
  return { things, problems }
}

/** Every object with an '@type' in a JSON-LD value (arrays, @graph, nesting). */
function collectThings(value: unknown, out: Thing[], depth = 0) {
  if (depth > 12 || value === null || typeof value !== 'object') return
  if (Array.isArray(value)) {
    for (const v of value) collectThings(v, out, depth + 1)
    return
  }
  const obj = value as Thing
  if (obj['@type'] !== undefined) out.push(obj)
  for (const [key, v] of Object.entries(obj))
    if (key !== '@context') collectThings(v, out, depth + 1)
}

/** One microdata item as a Thing. */
function readItem(el: Element): Thing {
  const thing: Thing = {}
  const type = getAttributeValue(el, 'itemtype')
  if (type) thing['@type'] = type.split(/\s+/).filter(Boolean)
  const add = (name: string, v: unknown) => {
    const had = thing[name]
    thing[name] =
      had === undefined ? v : Array.isArray(had) ? [...had, v] : [had, v]
  }
  const walk = (nodes: ChildNode[]) => {
    for (const n of nodes) {
      if (!isElement(n)) continue
      const prop = n.attribs.itemprop
      const nested = n.attribs.itemscope !== undefined
      if (prop !== undefined)
        for (const name of prop.split(/\s+/).filter(Boolean))
          add(name, nested ? readItem(n) : propertyValue(n))
      if (!nested) walk(n.children)
    }
  }
  walk(el.children)
  return thing
}

/** A microdata property's value, by element (WHATWG microdata, 'values'). */
function propertyValue(el: Element): string {
  const a = (name: string) => (getAttributeValue(el, name) ?? '').trim()
  switch (el.name) {
    case 'meta':
      return a('content')
    case 'a':
    case 'area':
    case 'link':
      return a('href')
    case 'img':
    case 'audio':
    case 'embed':
    case 'iframe':
    case 'source':
    case 'track':
    case 'video':
      return a('src')
    case 'object':
      return a('data')
    case 'data':
    case 'meter':
      return a('value')
    case 'time':
      return el.attribs.datetime !== undefined
        ? a('datetime')
        : textContent(el).trim()
    default:
      return el.attribs.content !== undefined
        ? a('content')
        : textContent(el).replace(/\s+/g, ' ').trim()
  }
}

const first = (v: unknown): unknown => (Array.isArray(v) ? v[0] : v)
const text = (v: unknown): string | null => {
  const f = first(v)
  if (typeof f === 'string') return f.replace(/\s+/g, ' ').trim() || null
  if (typeof f === 'number') return String(f)
  return null
}

/** A PostalAddress (or an address written as one string). */
export function readAddress(v: unknown): SourceAddress | null {
  const a = first(v)
  if (typeof a === 'string') return addressFromText(a)
  if (!a || typeof a !== 'object') return null
  const o = a as Thing
  const zip = text(o.postalCode)?.match(/^\d{5}/)?.[0] ?? null
  const state = text(o.addressRegion)
  const out: SourceAddress = {
    street: text(o.streetAddress),
    city: text(o.addressLocality),
    state: state ? stateCode(state) : null,
    zip,
  }
  return out.street || out.city || out.zip ? out : null
}

const STATES: Record<string, string> = {
  kentucky: 'KY',
  tennessee: 'TN',
  indiana: 'IN',
  illinois: 'IL',
  missouri: 'MO',
}
const stateCode = (s: string) =>
  /^[A-Za-z]{2}$/.test(s.trim())
    ? s.trim().toUpperCase()
    : (STATES[s.trim().toLowerCase()] ?? null)

/** '2601 Kentucky Ave, Suite 103, Paducah, KY 42003' → its parts. */
export function addressFromText(s: string): SourceAddress | null {
  const t = s.replace(/\s+/g, ' ').trim()
  if (!t) return null
  const m =
    /^(.*?),\s*([^,]+?),\s*([A-Za-z]{2}|[A-Za-z]+)\.?\s+(\d{5})(?:-\d{4})?$/.exec(
      t,
    )
  if (!m) return { street: t, city: null, state: null, zip: null }
  return {
    street: m[1]!.trim(),
    city: m[2]!.trim(),
    state: stateCode(m[3]!),
    zip: m[4]!,
  }
}

/** A GeoCoordinates value (numbers or numeric strings), inside the globe. */
export function readPoint(v: unknown): { lat: number; lng: number } | null {
  const g = first(v)
  if (!g || typeof g !== 'object') return null
  const o = g as Thing
  const lat = Number(first(o.latitude))
  const lng = Number(first(o.longitude))
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return null
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180 || (lat === 0 && lng === 0))
    return null
  return { lat, lng }
}

/** The weekly hours a thing states (the specification first), with notes. */
function readHours(t: Thing): {
  reading: WeeklyReading | null
  notes: string[]
} {
  if (t.openingHoursSpecification !== undefined) {
    const r = weeklyFromSpecification(t.openingHoursSpecification)
    return { reading: r, notes: r.skipped ?? [] }
  }
  if (t.openingHours !== undefined)
    return { reading: weeklyFromSchemaStrings(t.openingHours), notes: [] }
  return { reading: null, notes: [] }
}

export interface PageMeta {
  url: string
  fetchedAt: string
  /** The page's Last-Modified, if it sent one (ISO). */
  lastModified?: string | null
}

/**
 * The clinic records of one page: each thing of a clinic type with a name,
 * a phone, an address or hours. Problems say what was there but unreadable.
 */
export function clinicRecordsFromPage(
  html: string,
  page: PageMeta,
): { records: SourceRecord[]; problems: string[] } {
  const { things, problems } = extractStructuredData(html)
  const records: SourceRecord[] = []
  const seen = new Set<string>()
  for (const t of things) {
    if (
      !typesOf(t).some((x) => (CLINIC_TYPES as readonly string[]).includes(x))
    )
      continue
    const name = text(t.name)
    // A microdata phone on a link is its href: 'tel:+12705550175'.
    const phoneText = text(t.telephone)?.replace(/^tel:/i, '') ?? null
    const phone = phoneText ? normalizePhone(phoneText) : null
    const address = readAddress(t.address)
    const point = readPoint(t.geo)
    const { reading, notes } = readHours(t)
    if (!name && !phone && !address && !reading) continue
    if (phoneText && !phone)
      notes.push(`telephone "${phoneText}" is not a US number`)
    const key = JSON.stringify([name, phone, address, point])
    if (seen.has(key)) continue
    seen.add(key)
    const id = text(t['@id']) ?? `${page.url}#${records.length + 1}`
    records.push({
      kind: 'website',
      source: 'website',
      id,
      // Where it was read (a thing's own `url` is often the chain's home).
      url: page.url,
      fetchedAt: page.fetchedAt,
      updatedAt: page.lastModified ?? null,
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
