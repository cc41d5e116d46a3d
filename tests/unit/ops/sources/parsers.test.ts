import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import {
  addressFromText,
  clinicRecordsFromPage,
  extractStructuredData,
} from '../../../../ops/lib/sources/clinic-pages'
import {
  boundingBox,
  osmRecords,
  overpassQuery,
} from '../../../../ops/lib/sources/osm'
import { nppesRecords, nppesSearchUrl } from '../../../../ops/lib/sources/nppes'

const fixture = (name: string) =>
  readFileSync(
    path.resolve(__dirname, '../../../fixtures/harvest', name),
    'utf8',
  )
const AT = '2026-12-03T18:00:00.000Z'
const page = (name: string) =>
  clinicRecordsFromPage(fixture(name), {
    url: `https://care.example.org/${name}`,
    fetchedAt: AT,
    lastModified: '2026-11-20T10:00:00.000Z',
  })

describe("a clinic's own page", () => {
  test('JSON-LD in a @graph, with openingHoursSpecification: name, phone, address, point, hours; the dated entry named', () => {
    const { records, problems } = page('page-jsonld-graph.html')
    expect(problems).toEqual([])
    expect(records).toHaveLength(1)
    expect(records[0]).toMatchObject({
      kind: 'website',
      id: 'https://care.example.org/locations/paducah#clinic',
      url: 'https://care.example.org/page-jsonld-graph.html',
      updatedAt: '2026-11-20T10:00:00.000Z',
      name: 'Example Health Urgent Care - Paducah',
      phone: '(270) 555-0142',
      address: {
        street: '2601 Kentucky Avenue, Suite 103',
        city: 'Paducah',
        state: 'KY',
        zip: '42003',
      },
      point: { lat: 37.0712, lng: -88.6501 },
      hours: {
        monday: '7:00 AM - 7:00 PM',
        friday: '7:00 AM - 7:00 PM',
        saturday: '8:00 AM - 4:00 PM',
        sunday: 'Closed',
      },
      hoursProblem: null,
      notes: ['dated hours (2026-12-24 to 2026-12-24)'],
      active: true,
    })
  })

  test('JSON-LD as a list with openingHours strings and an address written as one line; a split day reported; a non-clinic type ignored', () => {
    const { records } = page('page-jsonld-strings.html')
    expect(records.map((r) => r.name)).toEqual([
      'Example Walk-In Clinic (Murray)',
      'Split Day Clinic',
    ])
    expect(records[0]).toMatchObject({
      phone: '(270) 555-0188',
      address: {
        street: '300 S 8th St',
        city: 'Murray',
        state: 'KY',
        zip: '42071',
      },
      hours: { monday: '8:00 AM - 8:00 PM', sunday: '10:00 AM - 4:00 PM' },
    })
    expect(records[1]!.hours).toBeNull()
    expect(records[1]!.hoursProblem).toMatch(/Monday has 2 separate ranges/)
  })

  test('microdata: nested address and point items, values by element (meta content, tel link, time datetime); a nested review is not the clinic', () => {
    const { records } = page('page-microdata.html')
    expect(records).toHaveLength(1)
    expect(records[0]).toMatchObject({
      name: 'Example Family & Urgent Care',
      phone: '(270) 555-0175',
      address: {
        street: '1500 N Main St',
        city: 'Madisonville',
        state: 'KY',
        zip: '42431',
      },
      point: { lat: 37.3442, lng: -87.4988 },
      hours: {
        monday: '8:00 AM - 6:00 PM',
        saturday: '9:00 AM - 2:00 PM',
        sunday: 'Closed',
      },
    })
  })

  test('a page with no structured data gives nothing (a script that is not JSON-LD, a phone in the text, are not read)', () => {
    expect(page('page-none.html')).toEqual({ records: [], problems: [] })
  })

  test('JSON-LD that is not JSON is named, not thrown', () => {
    const r = page('page-bad-json.html')
    expect(r.records).toEqual([])
    expect(r.problems).toEqual([
      expect.stringMatching(/^JSON-LD block 1 is not valid JSON/),
    ])
  })

  test('hostile HTML: script-breaking strings stay data; nothing is evaluated', () => {
    const html = `<script type="application/ld+json">{"@type":"MedicalClinic","name":"<\\/script><img src=x onerror=alert(1)>"}</script>`
    const { things } = extractStructuredData(html)
    expect(things).toEqual([
      {
        '@type': 'MedicalClinic',
        name: '</script><img src=x onerror=alert(1)>',
      },
    ])
  })

  test('an address line without a state and ZIP keeps the whole line as the street', () => {
    expect(addressFromText('1500 N Main St')).toEqual({
      street: '1500 N Main St',
      city: null,
      state: null,
      zip: null,
    })
    expect(addressFromText('12 Elm St, Benton, Kentucky 42025-0001')).toEqual({
      street: '12 Elm St',
      city: 'Benton',
      state: 'KY',
      zip: '42025',
    })
  })
})

describe('OpenStreetMap (Overpass)', () => {
  test('one query for the region: clinics and doctors, with centres and last edits', () => {
    const box = boundingBox([
      { lat: 36.6, lng: -89 },
      { lat: 37.8, lng: -86.2 },
    ])!
    expect(box).toEqual({
      south: 36.35,
      west: -89.25,
      north: 38.05,
      east: -85.95,
    })
    const q = overpassQuery(box)
    expect(q).toContain('[out:json]')
    expect(q).toContain(
      'nwr["amenity"~"^(clinic|doctors)$"](36.35,-89.25,38.05,-85.95);',
    )
    expect(q).toContain('out center meta;')
  })

  test('elements → records: address parts, unit as suite, first US phone of a list, way centre, last edit; hours from simple to unexpressible', () => {
    const { records, problems } = osmRecords(
      JSON.parse(fixture('overpass.json')),
      AT,
    )
    expect(problems).toEqual(['an element without a type and id was skipped'])
    const byName = new Map(records.map((r) => [r.name, r]))
    expect(byName.has(null as never)).toBe(false)
    expect(byName.get('Example Health Urgent Care')).toMatchObject({
      kind: 'map',
      id: 'node/1001',
      url: 'https://www.openstreetmap.org/node/1001',
      updatedAt: '2025-06-14T18:22:05Z',
      phone: '(270) 555-0142',
      address: {
        street: '2601 Kentucky Avenue, Suite 103',
        city: 'Paducah',
        state: 'KY',
        zip: '42003',
      },
      point: { lat: 37.0712, lng: -88.6501 },
      hours: {
        monday: '7:00 AM - 7:00 PM',
        saturday: '8:00 AM - 4:00 PM',
        sunday: 'Closed',
      },
      notes: ['holiday hours left out ("PH off")'],
    })
    expect(byName.get('Example Walk-In Clinic')).toMatchObject({
      id: 'way/2002',
      phone: '(270) 555-0188',
      point: { lat: 36.6101, lng: -88.315 },
      hours: { sunday: '12:00 AM - 12:00 AM' },
    })
    expect(byName.get('Lunch Break Clinic')!.hoursProblem).toMatch(
      /separate ranges/,
    )
    expect(byName.get('Seasonal Clinic')!.hoursProblem).toMatch(/season/)
    expect(byName.get('Comment Clinic')!.hours).toBeNull()
    expect(byName.get('Bad Phone Clinic')).toMatchObject({
      phone: null,
      notes: ['phone "555-0100" is not a US number'],
    })
    expect(byName.get('Bad Phone Clinic')!.hours).not.toBeNull()
  })

  test('an answer that is not Overpass JSON gives its problem', () => {
    expect(osmRecords({ remark: 'runtime error: timeout' }, AT)).toEqual({
      records: [],
      problems: ['the Overpass answer has no "elements" list'],
    })
    expect(osmRecords(null, AT).records).toEqual([])
  })
})

describe('NPPES NPI registry (API 2.1)', () => {
  test('the search: organizations of a taxonomy in a state, one page of 200', () => {
    const u = new URL(nppesSearchUrl('Urgent Care', 'KY', 200))
    expect(u.origin + u.pathname).toBe('https://npiregistry.cms.hhs.gov/api/')
    expect(Object.fromEntries(u.searchParams)).toEqual({
      version: '2.1',
      enumeration_type: 'NPI-2',
      taxonomy_description: 'Urgent Care',
      state: 'KY',
      limit: '200',
      skip: '200',
    })
  })

  test('results → records: the practice location, not the mailing address; other names; deactivation; a bad NPI skipped', () => {
    const { records, problems, total } = nppesRecords(
      JSON.parse(fixture('nppes.json')),
      AT,
    )
    expect(total).toBe(3)
    expect(problems).toEqual(['a result without a 10-digit NPI was skipped'])
    expect(records[0]).toMatchObject({
      kind: 'registry',
      id: '1234567893',
      url: 'https://npiregistry.cms.hhs.gov/provider-view/1234567893',
      updatedAt: '2023-11-14',
      name: 'Example Health Urgent Care Paducah Llc',
      phone: '(270) 555-0142',
      address: {
        street: '2601 Kentucky Ave, Ste 103',
        city: 'Paducah',
        state: 'KY',
        zip: '42003',
      },
      point: null,
      notes: ['also known as EXAMPLE URGENT CARE'],
      active: true,
    })
    expect(records[2]).toMatchObject({
      name: 'Closed Urgent Care',
      active: false,
      notes: ['deactivated in the registry (2019-05-01)'],
    })
  })

  test("the registry's refusal is said", () => {
    expect(
      nppesRecords(JSON.parse(fixture('nppes-error.json')), AT).problems,
    ).toEqual([
      'the registry refused the search: Field taxonomy_description requires at least two characters',
    ])
  })
})
