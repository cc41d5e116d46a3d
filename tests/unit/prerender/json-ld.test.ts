import { afterAll, describe, expect, test } from 'vitest'
import { render, setRepository, sitePages } from '@/entry-server'
import { createBuiltinRepository } from '@/data/builtin/builtin-repository'
import { CLINIC_ROWS, TOWN_ROWS } from '@/data/builtin/generated/data'
import { COORDINATES } from '@/data/builtin/generated/coordinates'

/*
 * Every JSON-LD block the build writes, for every prerendered route of the
 * real data (plus a rated clinic, which the data set has none of), parses and
 * uses schema.org types with the properties each type requires. The table
 * below is the whole vocabulary the site may use: an unknown type fails.
 */

const ORIGIN = 'http://localhost' // siteOrigin() in tests (no VITE_SITE_URL)
const DAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
].map((d) => `https://schema.org/${d}`)

type Json = Record<string, unknown>
type Kind =
  | 'text'
  | 'url'
  | 'date'
  | 'time'
  | 'number'
  | 'integer'
  | 'day-or-days'
  | { node: string[] }
  | { nodes: string[] }

const node = (...types: string[]): Kind => ({ node: types })
const nodes = (...types: string[]): Kind => ({ nodes: types })

/** Required properties per schema.org type (Google's rich-result rules included). */
const REQUIRED: Record<string, Record<string, Kind>> = {
  WebSite: { name: 'text', url: 'url', potentialAction: node('SearchAction') },
  SearchAction: { target: node('EntryPoint'), 'query-input': 'text' },
  EntryPoint: { urlTemplate: 'text' },
  MedicalClinic: {
    '@id': 'url',
    name: 'text',
    url: 'url',
    address: node('PostalAddress'),
  },
  // Emergency departments on town pages.
  Hospital: {
    '@id': 'url',
    name: 'text',
    address: node('PostalAddress'),
    openingHours: 'text',
  },
  PostalAddress: {
    addressLocality: 'text',
    addressRegion: 'text',
    addressCountry: 'text',
  },
  OpeningHoursSpecification: {
    dayOfWeek: 'day-or-days',
    opens: 'time',
    closes: 'time',
  },
  GeoCoordinates: { latitude: 'number', longitude: 'number' },
  AggregateRating: {
    ratingValue: 'number',
    reviewCount: 'integer',
    bestRating: 'number',
    worstRating: 'number',
  },
  City: { name: 'text', url: 'url' },
  BreadcrumbList: { itemListElement: nodes('ListItem') },
  ListItem: { position: 'integer', name: 'text', item: 'url' },
  FAQPage: { mainEntity: nodes('Question') },
  Question: { name: 'text', acceptedAnswer: node('Answer') },
  Answer: { text: 'text' },
  Blog: { name: 'text', url: 'url', blogPost: nodes('BlogPosting') },
  BlogPosting: {
    headline: 'text',
    datePublished: 'date',
    author: node('Organization', 'Person'),
    image: 'url',
    url: 'url',
    mainEntityOfPage: 'url',
  },
  Organization: { name: 'text' },
  Person: { name: 'text' },
}

/** Checks beyond presence, per type. */
const EXTRA: Record<string, (n: Json) => string[]> = {
  SearchAction: (n) => {
    const target = (n.target as Json).urlTemplate
    return [
      target === `${ORIGIN}/?search={search_term_string}`
        ? ''
        : `target.urlTemplate is ${String(target)}`,
      n['query-input'] === 'required name=search_term_string'
        ? ''
        : `query-input is ${String(n['query-input'])}`,
    ]
  },
  BreadcrumbList: (n) => {
    const positions = (n.itemListElement as Json[]).map((i) => i.position)
    return positions.every((p, i) => p === i + 1)
      ? []
      : [`positions ${positions.join(',')} are not 1..n`]
  },
  MedicalClinic: (n) =>
    n.medicalSpecialty === undefined ||
    n.medicalSpecialty === 'https://schema.org/Pediatric'
      ? []
      : [`medicalSpecialty ${String(n.medicalSpecialty)}`],
  Hospital: (n) =>
    n.openingHours === 'Mo-Su 00:00-23:59' &&
    n.medicalSpecialty === 'https://schema.org/Emergency'
      ? []
      : [`openingHours ${String(n.openingHours)}`],
  BlogPosting: (n) =>
    String(n.headline).length <= 110 ? [] : ['headline longer than 110'],
  AggregateRating: (n) => {
    const v = n.ratingValue as number
    return v >= 1 && v <= 5 ? [] : [`ratingValue ${v} outside 1..5`]
  },
}

function kindError(kind: Kind, v: unknown): string | null {
  const isText = typeof v === 'string' && v.trim().length > 0
  if (kind === 'text') return isText ? null : 'not a non-empty text'
  if (kind === 'url')
    return isText && /^https?:\/\/[^\s]+$/.test(v)
      ? null
      : 'not an absolute URL'
  if (kind === 'date')
    return isText && /^\d{4}-\d{2}-\d{2}/.test(v) ? null : 'not an ISO date'
  if (kind === 'time')
    return isText && /^([01]\d|2[0-3]):[0-5]\d$/.test(v) ? null : 'not HH:MM'
  if (kind === 'number')
    return typeof v === 'number' && Number.isFinite(v) ? null : 'not a number'
  if (kind === 'integer') return Number.isInteger(v) ? null : 'not an integer'
  if (kind === 'day-or-days') {
    const days = Array.isArray(v) ? v : [v]
    return days.length > 0 && days.every((d) => DAYS.includes(d as string))
      ? null
      : 'not schema.org day(s)'
  }
  const types = 'node' in kind ? kind.node : kind.nodes
  const list = 'nodes' in kind ? v : [v]
  if (!Array.isArray(list) || list.length === 0) return 'not a non-empty list'
  for (const item of list)
    if (
      !item ||
      typeof item !== 'object' ||
      !types.includes((item as Json)['@type'] as string)
    )
      return `not ${types.join(' or ')}`
  return null
}

/** Every problem in a JSON-LD value (walks nested nodes and @graph). */
function problems(value: unknown, where = '$'): string[] {
  if (Array.isArray(value))
    return value.flatMap((v, i) => problems(v, `${where}[${i}]`))
  if (!value || typeof value !== 'object') return []
  const n = value as Json
  const out: string[] = []
  const type = n['@type']
  if (type !== undefined) {
    if (typeof type !== 'string' || !REQUIRED[type])
      out.push(`${where}: unknown @type ${JSON.stringify(type)}`)
    else {
      for (const [prop, kind] of Object.entries(REQUIRED[type]!)) {
        const e = kindError(kind, n[prop])
        if (e) out.push(`${where} ${type}.${prop}: ${e}`)
      }
      for (const e of EXTRA[type]?.(n) ?? [])
        if (e) out.push(`${where} ${type}: ${e}`)
    }
  }
  for (const [k, v] of Object.entries(n))
    if (k !== '@context') out.push(...problems(v, `${where}.${k}`))
  return out
}

/** The top-level types of a block ('@graph' or a single node). */
function topTypes(ld: Json): string[] {
  const graph = ld['@graph'] as Json[] | undefined
  return (graph ?? [ld]).map((g) => g['@type'] as string)
}

function jsonLdOf(head: string): Json[] {
  return [
    ...head.matchAll(
      /<script id="jsonld" type="application\/ld\+json">([\s\S]*?)<\/script>/g,
    ),
  ].map((m) => JSON.parse(m[1]!) as Json)
}

/** What each kind of page must carry. */
function expectedTypes(path: string): string[] {
  if (path === '/') return ['WebSite']
  if (path === '/blog') return ['Blog']
  if (path.startsWith('/blog/')) return ['BlogPosting']
  if (path.startsWith('/town/')) return ['BreadcrumbList', 'FAQPage']
  if (path.startsWith('/clinic/')) return ['MedicalClinic', 'BreadcrumbList']
  return [] // privacy, terms, HTML site map: no structured data
}

const RATED = CLINIC_ROWS.find((r) => r.slug && r.address)!.slug!
setRepository(
  createBuiltinRepository({
    clinics: CLINIC_ROWS.map((r) =>
      r.slug === RATED ? { ...r, rating: 4.6, review_count: 128 } : r,
    ),
    towns: TOWN_ROWS,
    coordinates: COORDINATES,
  }),
)
const PATHS = (await sitePages()).map((p) => p.path)

afterAll(() =>
  setRepository(
    createBuiltinRepository({
      clinics: CLINIC_ROWS,
      towns: TOWN_ROWS,
      coordinates: COORDINATES,
    }),
  ),
)

describe('JSON-LD of every prerendered page', () => {
  test('the table covers every kind of page', () => {
    for (const kind of [
      '/',
      '/blog',
      '/blog/',
      '/town/',
      '/clinic/',
      '/privacy',
    ])
      expect(PATHS.some((p) => p === kind || p.startsWith(kind))).toBe(true)
  })

  // render() throws for anything but a 200 page, so this also proves every
  // prerendered path renders.
  test.each(PATHS)('%s', async (path) => {
    const { head } = await render(path)
    const blocks = jsonLdOf(head)
    const expected = expectedTypes(path)
    expect(blocks).toHaveLength(expected.length ? 1 : 0)
    if (!expected.length) return
    const ld = blocks[0]!
    expect(ld['@context']).toBe('https://schema.org')
    if (path.startsWith('/town/')) {
      // Every town of the data has an emergency room within 40 miles: the
      // one or two the page lists follow as Hospital objects.
      const types = topTypes(ld)
      expect(types.slice(0, 2)).toEqual(expected)
      expect(types.slice(2).length).toBeGreaterThanOrEqual(1)
      expect(types.slice(2).length).toBeLessThanOrEqual(2)
      expect(new Set(types.slice(2))).toEqual(new Set(['Hospital']))
    } else expect(topTypes(ld)).toEqual(expected)
    expect(problems(ld)).toEqual([])
  })

  test('a rated clinic carries a valid aggregateRating', async () => {
    const [ld] = jsonLdOf((await render(`/clinic/${RATED}`)).head)
    const clinic = (ld!['@graph'] as Json[])[0]!
    expect(clinic.aggregateRating).toMatchObject({
      '@type': 'AggregateRating',
      ratingValue: 4.6,
      reviewCount: 128,
    })
    expect(problems(ld)).toEqual([])
  })

  test('the validator itself rejects what it should', () => {
    expect(problems({ '@type': 'Thing' })).toEqual(['$: unknown @type "Thing"'])
    expect(
      problems({
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 2, name: 'A', item: '/a' },
        ],
      }),
    ).toEqual([
      '$ BreadcrumbList: positions 2 are not 1..n',
      '$.itemListElement[0] ListItem.item: not an absolute URL',
    ])
    expect(
      problems({
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${ORIGIN}/?q={q}` },
        'query-input': 'required name=q',
      }),
    ).toHaveLength(2)
  })
})
