import { describe, expect, test } from 'vitest'
import fc from 'fast-check'
import { DEFAULT_FILTERS, type FilterState } from '@/domain/clinic'
import { distanceMiles, withDistances } from '@/domain/geo/distance'
import { applyFilters, sortClinics } from '@/domain/filters'
import { sortForAnswer } from '@/domain/answer-order'
import {
  matchesHoursFilter,
  matchesServiceFilter,
  matchesTextQuery,
} from './filter-probe'
import {
  cityNameFromTownSlug,
  clinicSlug,
  clinicSlugFromName,
  isSafeSlug,
  townSlug,
} from '@/domain/slug'
import { groupCities, groupClinicsByCity } from '@/domain/cities'
import {
  numericIdFromUuid,
  syntheticTown,
  toClinic,
  type ClinicRow,
} from '@/domain/map-row'
import { parseInline, parseMarkup } from '@/domain/blog/markup'
import {
  buildRobotsTxt,
  buildSitemapXml,
  isoDate,
} from '@/domain/seo/sitemap-xml'
import { breadcrumbJsonLd, clinicJsonLd, faqJsonLd } from '@/domain/seo/json-ld'
import { serializeJsonLd, websiteJsonLd } from '@/domain/seo/json-ld-site'
import { createClinic, everyDay } from '../../factories/clinic'

const MONDAY_NOON_CHICAGO = new Date('2026-11-23T18:00:00Z')
const SATURDAY_NOON_CHICAGO = new Date('2026-11-28T18:00:00Z')
const PADUCAH = { lat: 37.0834, lng: -88.6 }

describe('distance', () => {
  test('great-circle distance with Earth radius 3959 mi, rounded to 0.1', () => {
    // Paducah → Owensboro; reference: spherical law of cosines, R = 3959.
    const a = { lat: 37.0708921, lng: -88.6444767 }
    const b = { lat: 37.7574947, lng: -87.1163384 }
    const r = (d: number) => (d * Math.PI) / 180
    const reference =
      3959 *
      Math.acos(
        Math.sin(r(a.lat)) * Math.sin(r(b.lat)) +
          Math.cos(r(a.lat)) * Math.cos(r(b.lat)) * Math.cos(r(b.lng - a.lng)),
      )
    expect(distanceMiles(a, b)).toBe(Math.round(reference * 10) / 10)
    expect(distanceMiles(a, b)).toBe(96.4)
  })
  test('one degree of latitude is 3959·π/180 ≈ 69.1 miles', () => {
    expect(distanceMiles({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBe(69.1)
  })
  test('a clinic with no known coordinates gets distance 999', () => {
    expect(distanceMiles(PADUCAH, null)).toBe(999)
    expect(distanceMiles(null, PADUCAH)).toBe(999)
    expect(distanceMiles(PADUCAH, { lat: NaN, lng: 1 })).toBe(999)
    expect(
      withDistances([createClinic({ coordinates: null })], PADUCAH)[0]!
        .distance,
    ).toBe(999)
  })
  test('distance is symmetric, non-negative and 0 for the same point', () => {
    const point = fc.record({
      lat: fc.double({ min: -90, max: 90, noNaN: true }),
      lng: fc.double({ min: -180, max: 180, noNaN: true }),
    })
    fc.assert(
      fc.property(point, point, (a, b) => {
        const d = distanceMiles(a, b)
        expect(d).toBeGreaterThanOrEqual(0)
        expect(d).toBe(distanceMiles(b, a))
        expect(distanceMiles(a, a)).toBe(0)
      }),
    )
  })
})

describe('hours filters', () => {
  test('after-hours: special hours include "After Hours"', () => {
    expect(
      matchesHoursFilter(
        createClinic({ specialHours: ['After Hours'] }),
        'after-hours',
        MONDAY_NOON_CHICAGO,
      ),
    ).toBe(true)
  })
  test("after-hours: both today's hours and today's closing time contain PM", () => {
    const c = createClinic({ weeklyHours: everyDay('9:00 AM - 7:00 PM') })
    expect(matchesHoursFilter(c, 'after-hours', MONDAY_NOON_CHICAGO)).toBe(true)
    const closesAm = createClinic({
      weeklyHours: everyDay('6:00 PM - 2:00 AM'),
    })
    expect(
      matchesHoursFilter(closesAm, 'after-hours', MONDAY_NOON_CHICAGO),
    ).toBe(false)
    expect(
      matchesHoursFilter(createClinic(), 'after-hours', MONDAY_NOON_CHICAGO),
    ).toBe(false)
  })
  test("today's hours are the clinic's weekday entry in its own zone, else the stored text", () => {
    const c = createClinic({
      weeklyHours: { ...everyDay(null), monday: '9:00 AM - 7:00 PM' },
      hours: {
        today: '8:00 AM - 11:00 AM',
        isOpen: null,
        closesToday: '11:00 AM',
      },
    })
    expect(matchesHoursFilter(c, 'after-hours', MONDAY_NOON_CHICAGO)).toBe(true)
    expect(matchesHoursFilter(c, 'after-hours', SATURDAY_NOON_CHICAGO)).toBe(
      false,
    )
  })
  test('weekends: special hours include "Weekend Hours"', () => {
    expect(
      matchesHoursFilter(
        createClinic({ specialHours: ['Weekend Hours'] }),
        'weekends',
        MONDAY_NOON_CHICAGO,
      ),
    ).toBe(true)
    expect(
      matchesHoursFilter(
        createClinic({ weeklyHours: everyDay('8:00 AM - 8:00 PM') }),
        'weekends',
        MONDAY_NOON_CHICAGO,
      ),
    ).toBe(false)
  })
  test('late-night: "Late Night" or "24/7 Open"', () => {
    expect(
      matchesHoursFilter(
        createClinic({ specialHours: ['Late Night'] }),
        'late-night',
        MONDAY_NOON_CHICAGO,
      ),
    ).toBe(true)
    expect(
      matchesHoursFilter(
        createClinic({ specialHours: ['24/7 Open'] }),
        'late-night',
        MONDAY_NOON_CHICAGO,
      ),
    ).toBe(true)
    expect(
      matchesHoursFilter(
        createClinic({ specialHours: ['After Hours'] }),
        'late-night',
        MONDAY_NOON_CHICAGO,
      ),
    ).toBe(false)
  })
  test('early-morning: "Early Morning", or today\'s hours start with 6: or 7:', () => {
    expect(
      matchesHoursFilter(
        createClinic({ specialHours: ['Early Morning'] }),
        'early-morning',
        MONDAY_NOON_CHICAGO,
      ),
    ).toBe(true)
    expect(
      matchesHoursFilter(
        createClinic({ weeklyHours: everyDay('7:00 AM - 5:00 PM') }),
        'early-morning',
        MONDAY_NOON_CHICAGO,
      ),
    ).toBe(true)
    expect(
      matchesHoursFilter(
        createClinic({ weeklyHours: everyDay('6:30 AM - 5:00 PM') }),
        'early-morning',
        MONDAY_NOON_CHICAGO,
      ),
    ).toBe(true)
    expect(
      matchesHoursFilter(
        createClinic({ weeklyHours: everyDay('8:00 AM - 5:00 PM') }),
        'early-morning',
        MONDAY_NOON_CHICAGO,
      ),
    ).toBe(false)
  })
})

describe('service filters (ignoring case)', () => {
  test('pediatric: a service contains "pediatric", or the name contains pediatric / children / kids', () => {
    expect(
      matchesServiceFilter(
        createClinic({ services: ['PEDIATRIC care'] }),
        'pediatric',
      ),
    ).toBe(true)
    expect(
      matchesServiceFilter(
        createClinic({ name: "Children's Urgent Care" }),
        'pediatric',
      ),
    ).toBe(true)
    expect(
      matchesServiceFilter(createClinic({ name: 'KidsFirst' }), 'pediatric'),
    ).toBe(true)
    expect(
      matchesServiceFilter(
        createClinic({ services: ['Sprains'] }),
        'pediatric',
      ),
    ).toBe(false)
  })
  test('emergency: a service contains emergency, trauma or critical', () => {
    for (const s of ['Emergency room', 'Minor trauma', 'Critical care'])
      expect(
        matchesServiceFilter(createClinic({ services: [s] }), 'emergency'),
      ).toBe(true)
    expect(
      matchesServiceFilter(
        createClinic({ name: 'Emergency Clinic' }),
        'emergency',
      ),
    ).toBe(false)
  })
  test('walk-in: the clinic accepts walk-ins (unknown does not match)', () => {
    expect(
      matchesServiceFilter(createClinic({ acceptsWalkIns: true }), 'walk-in'),
    ).toBe(true)
    expect(
      matchesServiceFilter(createClinic({ acceptsWalkIns: null }), 'walk-in'),
    ).toBe(false)
  })
  test('telehealth: a service contains telemedicine or telehealth', () => {
    expect(
      matchesServiceFilter(
        createClinic({ services: ['Telemedicine visits'] }),
        'telehealth',
      ),
    ).toBe(true)
    expect(
      matchesServiceFilter(
        createClinic({ services: ['TeleHealth'] }),
        'telehealth',
      ),
    ).toBe(true)
    expect(
      matchesServiceFilter(createClinic({ services: ['Tele'] }), 'telehealth'),
    ).toBe(false)
  })
})

describe('applyFilters', () => {
  const near = createClinic({
    slug: 'near',
    name: 'Near',
    coordinates: { lat: 37.09, lng: -88.6, approximate: false },
    specialHours: ['Weekend Hours'],
    acceptsWalkIns: true,
  })
  const edge = createClinic({
    slug: 'edge',
    name: 'Edge',
    coordinates: {
      lat: PADUCAH.lat + 10 / 69.1,
      lng: PADUCAH.lng,
      approximate: false,
    },
  })
  const far = createClinic({
    slug: 'far',
    name: 'Far',
    coordinates: { lat: 37.76, lng: -87.11, approximate: false },
    specialHours: ['Weekend Hours'],
  })
  const unknown = createClinic({
    slug: 'unknown',
    name: 'Unknown',
    coordinates: null,
    specialHours: ['Weekend Hours'],
  })
  const all = [near, edge, far, unknown]
  const f = (over: Partial<FilterState>): FilterState => ({
    ...DEFAULT_FILTERS,
    ...over,
  })

  test('the radius applies only once a user location exists', () => {
    expect(
      applyFilters(all, f({ radius: 1 }), {
        now: MONDAY_NOON_CHICAGO,
        origin: null,
      }),
    ).toHaveLength(4)
  })
  test('radius compared as distance <= radius; unknown coordinates (999) fall outside', () => {
    const out = applyFilters(all, f({ radius: 10 }), {
      now: MONDAY_NOON_CHICAGO,
      origin: PADUCAH,
    })
    expect(out.map((c) => c.slug)).toEqual(['near', 'edge'])
    expect(out[1]!.distance).toBe(10)
  })
  test('ANY within a group; both groups must match when both have choices', () => {
    const ctx = { now: MONDAY_NOON_CHICAGO, origin: null }
    expect(
      applyFilters(all, f({ hours: ['weekends', 'late-night'] }), ctx).map(
        (c) => c.slug,
      ),
    ).toEqual(['near', 'far', 'unknown'])
    expect(
      applyFilters(
        all,
        f({ hours: ['weekends'], services: ['walk-in'] }),
        ctx,
      ).map((c) => c.slug),
    ).toEqual(['near'])
  })
  test('radius runs before the hours and service filters', () => {
    const out = applyFilters(all, f({ radius: 5, hours: ['weekends'] }), {
      now: MONDAY_NOON_CHICAGO,
      origin: PADUCAH,
    })
    expect(out.map((c) => c.slug)).toEqual(['near'])
  })
  test('the name / services text narrows the list, ignoring case', () => {
    const strep = createClinic({
      slug: 's',
      name: 'X',
      services: ['Strep throat'],
    })
    expect(matchesTextQuery(strep, 'STREP')).toBe(true)
    expect(matchesTextQuery(strep, '  ')).toBe(true)
    expect(matchesTextQuery(strep, 'flu')).toBe(false)
    expect(
      applyFilters([strep, near], DEFAULT_FILTERS, {
        now: MONDAY_NOON_CHICAGO,
        origin: null,
        query: 'strep',
      }),
    ).toHaveLength(1)
  })
  test('output is a subset of the input and never mutates it', () => {
    fc.assert(
      fc.property(
        fc.subarray([
          'after-hours',
          'weekends',
          'late-night',
          'early-morning',
        ] as const),
        fc.subarray([
          'pediatric',
          'emergency',
          'walk-in',
          'telehealth',
        ] as const),
        fc.integer({ min: 1, max: 50 }),
        fc.string(),
        (hours, services, radius, query) => {
          const out = applyFilters(all, f({ hours, services, radius }), {
            now: MONDAY_NOON_CHICAGO,
            origin: PADUCAH,
            query,
          })
          expect(out.length).toBeLessThanOrEqual(all.length)
          for (const c of out) expect(all.map((x) => x.slug)).toContain(c.slug)
          expect(all.every((c) => c.distance === undefined)).toBe(true)
        },
      ),
    )
  })
  test('sort by distance ascending; by rating descending with unknown last, then reviews', () => {
    const withD = withDistances(all, PADUCAH)
    expect(sortForAnswer(withD, null, true).map((c) => c.slug)).toEqual([
      'near',
      'edge',
      'far',
      'unknown',
    ])
    const rated = [
      createClinic({ slug: 'a', name: 'A', rating: null }),
      createClinic({ slug: 'b', name: 'B', rating: 4.5, reviewCount: 10 }),
      createClinic({ slug: 'c', name: 'C', rating: 4.5, reviewCount: 50 }),
      createClinic({ slug: 'd', name: 'D', rating: 4.9, reviewCount: 1 }),
    ]
    expect(sortClinics(rated).map((c) => c.slug)).toEqual(['d', 'c', 'b', 'a'])
  })
})

describe('slugs', () => {
  test('town slug: lowercase, each run of other characters becomes "-"', () => {
    expect(townSlug('Bowling Green')).toBe('bowling-green')
    expect(townSlug("St. Mary's  Town")).toBe('st-mary-s-town')
    expect(townSlug(' Paducah ')).toBe('paducah')
  })
  test('clinic slug fallback: remove other characters, spaces to "-", collapse hyphens', () => {
    expect(
      clinicSlugFromName(
        'Owensboro Health Urgent Care - Ford Medical Building',
      ),
    ).toBe('owensboro-health-urgent-care-ford-medical-building')
    expect(
      clinicSlugFromName('Corpus Christi Clinic (Dr. James Buckmaster)'),
    ).toBe('corpus-christi-clinic-dr-james-buckmaster')
    expect(clinicSlug({ slug: '', name: 'A & B Care' })).toBe('a-b-care')
    expect(clinicSlug({ slug: 'given', name: 'A & B Care' })).toBe('given')
  })
  test('town slug back to a city name: split on "-", capitalise each word', () => {
    expect(cityNameFromTownSlug('bowling-green')).toBe('Bowling Green')
    expect(cityNameFromTownSlug('paducah')).toBe('Paducah')
  })
  test('slug functions always return safe slugs (or empty) for any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) => {
        for (const slug of [townSlug(s), clinicSlugFromName(s)])
          expect(slug === '' || isSafeSlug(slug)).toBe(true)
      }),
    )
  })
})

describe('city grouping', () => {
  test('counts ignore case, sort by count descending, and the footer keeps the top 20', () => {
    const rows = [
      { city: 'Paducah' },
      { city: 'paducah' },
      { city: 'Murray' },
      { city: 'Henderson' },
      { city: 'HENDERSON' },
      { city: 'Henderson' },
    ]
    expect(groupCities(rows)).toEqual([
      { city: 'Henderson', state: 'KY', slug: 'henderson', count: 3 },
      { city: 'Paducah', state: 'KY', slug: 'paducah', count: 2 },
      { city: 'Murray', state: 'KY', slug: 'murray', count: 1 },
    ])
    const many = Array.from({ length: 30 }, (_, i) => ({ city: `Town ${i}` }))
    expect(groupCities(many, 20)).toHaveLength(20)
  })
  test('HTML site map groups clinic links by city, sorted', () => {
    expect(
      groupClinicsByCity([
        { name: 'B', slug: 'b', city: 'Murray' },
        { name: 'A', slug: 'a', city: 'Murray' },
        { name: 'C', slug: 'c', city: 'Benton' },
      ]),
    ).toEqual([
      { city: 'Benton', slug: 'benton', clinics: [{ name: 'C', slug: 'c' }] },
      {
        city: 'Murray',
        slug: 'murray',
        clinics: [
          { name: 'A', slug: 'a' },
          { name: 'B', slug: 'b' },
        ],
      },
    ])
  })
})

describe('row to view mapping', () => {
  const row: ClinicRow = {
    id: 'a1b2c3d4-0000-5000-8000-000000000000',
    name: 'Row Clinic',
    address: null,
    city: 'Murray',
    state: 'KY',
    zip: null,
    phone: null,
    rating: null,
    review_count: null,
    hours_today: '9 AM - 5 PM',
    closes_today: '5 PM',
    is_open: null,
    hours_sunday: null,
    hours_monday: '8:00 AM - 8:00 PM',
    hours_tuesday: null,
    hours_wednesday: null,
    hours_thursday: null,
    hours_friday: null,
    hours_saturday: 'Closed',
    timezone: null,
    services: null,
    special_hours: null,
    image: null,
    accepts_walk_ins: null,
    website: null,
    description: null,
    meta_title: null,
    meta_description: null,
    keywords: null,
    slug: null,
    tags: null,
    town_id: null,
    latitude: null,
    longitude: null,
    coordinates_approximate: null,
    sources: null,
    as_of: null,
    confidence: null,
    status_note: null,
  }
  test('numeric id from the first 8 hex characters of the uuid', () => {
    expect(numericIdFromUuid(row.id)).toBe(0xa1b2c3d4)
    expect(numericIdFromUuid('zzzz')).toBe(0)
  })
  test('hours object, defaults for missing arrays and zone, slug derived from the name', () => {
    const c = toClinic(row, {})
    expect(c.weeklyHours.monday).toBe('8:00 AM - 8:00 PM')
    expect(c.weeklyHours.saturday).toBe('Closed')
    expect(c.hours).toEqual({
      today: '9 AM - 5 PM',
      isOpen: null,
      closesToday: '5 PM',
    })
    expect(c.services).toEqual([])
    expect(c.timezone).toBe('America/New_York')
    expect(c.slug).toBe('row-clinic')
  })
  test("coordinates from the row's latitude/longitude, else the built-in table by slug, else none", () => {
    expect(
      toClinic({ ...row, latitude: 36.6, longitude: -88.3 }, {}).coordinates,
    ).toEqual({ lat: 36.6, lng: -88.3, approximate: false })
    expect(
      toClinic(row, { 'row-clinic': { lat: 1, lng: 2, approximate: true } })
        .coordinates,
    ).toEqual({ lat: 1, lng: 2, approximate: true })
    expect(toClinic(row, {}).coordinates).toBeNull()
    expect(
      toClinic({ ...row, latitude: 120, longitude: 0 }, {}).coordinates,
    ).toBeNull()
  })
  test('synthetic town from the first clinic', () => {
    const now = new Date('2026-11-22T12:00:00Z')
    const t = syntheticTown('murray', toClinic(row, {}), now)
    expect(t).toMatchObject({
      id: 'synthetic-murray',
      name: 'Murray',
      state: 'KY',
      slug: 'murray',
      population: null,
      createdAt: now.toISOString(),
    })
    expect(t.metaTitle).toMatch(/Murray/)
    expect(t.description).toMatch(/Murray/)
  })
})

describe('blog markup', () => {
  test('blocks split on blank lines; ## heading; **X:** subheading; - bullets; **bold**', () => {
    expect(
      parseMarkup(
        '## Title\n\n**When:**\nSome **bold** text\ncontinues.\n\n- one\n- **two**',
      ),
    ).toEqual([
      { type: 'heading', text: [{ type: 'text', text: 'Title' }] },
      { type: 'subheading', text: [{ type: 'text', text: 'When:' }] },
      {
        type: 'paragraph',
        text: [
          { type: 'text', text: 'Some ' },
          { type: 'bold', text: 'bold' },
          { type: 'text', text: ' text continues.' },
        ],
      },
      {
        type: 'list',
        items: [
          [{ type: 'text', text: 'one' }],
          [{ type: 'bold', text: 'two' }],
        ],
      },
    ])
  })
  test('an unmatched ** stays literal and markup is never HTML', () => {
    expect(parseInline('a ** b')).toEqual([{ type: 'text', text: 'a ** b' }])
    expect(parseMarkup('<script>x</script>')).toEqual([
      {
        type: 'paragraph',
        text: [{ type: 'text', text: '<script>x</script>' }],
      },
    ])
  })
  test('never throws and keeps every non-markup character', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (s) => {
        const blocks = parseMarkup(s)
        const text = JSON.stringify(blocks)
        for (const ch of s.replace(/[*#\-\s]/g, ''))
          expect(text).toContain(JSON.stringify(ch).slice(1, -1))
      }),
    )
  })
})

describe('XML site map and robots.txt', () => {
  test('home daily 1, towns weekly 0.8, clinics weekly 0.9, lastmod today, absolute URLs', () => {
    const xml = buildSitemapXml({
      origin: 'https://kids.example/',
      today: '2026-11-22',
      pages: [
        { kind: 'home', path: '/', inSitemap: true },
        { kind: 'town', path: '/town/paducah', inSitemap: true },
        {
          kind: 'clinic',
          path: '/clinic/springs-urgent-care',
          inSitemap: true,
        },
      ],
    })
    expect(xml).toContain(
      '<loc>https://kids.example/</loc>\n    <lastmod>2026-11-22</lastmod>\n    <changefreq>daily</changefreq>\n    <priority>1</priority>',
    )
    expect(xml).toContain(
      '<loc>https://kids.example/town/paducah</loc>\n    <lastmod>2026-11-22</lastmod>\n    <changefreq>weekly</changefreq>\n    <priority>0.8</priority>',
    )
    expect(xml).toContain(
      '<loc>https://kids.example/clinic/springs-urgent-care</loc>\n    <lastmod>2026-11-22</lastmod>\n    <changefreq>weekly</changefreq>\n    <priority>0.9</priority>',
    )
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true)
  })
  test('locations are XML-escaped', () => {
    const xml = buildSitemapXml({
      origin: 'https://kids.example/?a=1&b=<2>',
      today: '2026-11-22',
      pages: [{ kind: 'home', path: '/', inSitemap: true }],
    })
    expect(xml).toContain('https://kids.example/?a=1&amp;b=&lt;2&gt;/')
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/)
  })
  test('lastmod is the date passed in (UTC)', () => {
    expect(isoDate(new Date('2026-11-22T23:59:59Z'))).toBe('2026-11-22')
  })
  test('robots.txt allows all and points to the sitemap', () => {
    expect(buildRobotsTxt('https://kids.example/')).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://kids.example/sitemap.xml\n',
    )
  })
})

describe('JSON-LD', () => {
  const hostile = '</script><script>alert(1)</script>\u2028&'
  test('serialised JSON-LD cannot close a <script> element whatever the data holds', () => {
    const out = serializeJsonLd({ name: hostile })
    expect(out).not.toMatch(/[<>&\u2028\u2029]/)
    expect(JSON.parse(out)).toEqual({ name: hostile })
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        const s = serializeJsonLd(v)
        expect(s).not.toMatch(/[<>\u2028\u2029]/)
        expect(JSON.parse(s)).toEqual(JSON.parse(JSON.stringify(v)))
      }),
    )
  })
  test('MedicalClinic with address, geo, telephone, hours, price range, payment, specialty; rating only when rated', () => {
    const c = createClinic({
      weeklyHours: { ...everyDay('8:00 AM - 8:00 PM'), sunday: 'Closed' },
      // Its own point: `geo` is given only for exact coordinates.
      coordinates: { lat: 37.0708921, lng: -88.6444767, approximate: false },
    })
    const ld = clinicJsonLd(c, { origin: 'https://kids.example' }) as Record<
      string,
      unknown
    >
    expect(ld['@type']).toBe('MedicalClinic')
    expect(ld.telephone).toBe('(270) 555-0100')
    expect(ld.priceRange).toBe('$$')
    expect(ld.paymentAccepted).toBe('Cash, Credit Card, Insurance')
    expect(ld.medicalSpecialty).toBe('https://schema.org/Pediatric')
    expect(ld.address).toMatchObject({
      addressCountry: 'US',
      addressLocality: 'Paducah',
      postalCode: '42001',
    })
    expect(ld.geo).toEqual({
      '@type': 'GeoCoordinates',
      latitude: 37.0708921,
      longitude: -88.6444767,
    })
    const hours = ld.openingHoursSpecification as Array<Record<string, string>>
    expect(hours).toHaveLength(6)
    expect(hours[0]).toMatchObject({
      dayOfWeek: 'https://schema.org/Monday',
      opens: '08:00',
      closes: '20:00',
    })
    expect(ld.aggregateRating).toBeUndefined()
    const rated = clinicJsonLd(createClinic({ rating: 4.6, reviewCount: 12 }), {
      origin: 'https://kids.example',
    }) as Record<string, unknown>
    expect(rated.aggregateRating).toMatchObject({
      ratingValue: 4.6,
      reviewCount: 12,
      bestRating: 5,
      worstRating: 1,
    })
  })
  test('no invented hours: unknown or unparseable hours give no openingHoursSpecification; unknown phone is left out', () => {
    const ld = clinicJsonLd(createClinic({ phone: null }), {
      origin: 'https://kids.example',
    }) as Record<string, unknown>
    expect(ld.telephone).toBeUndefined()
    expect(ld).not.toHaveProperty('openingHoursSpecification')
    const unreadable = clinicJsonLd(
      createClinic({ weeklyHours: everyDay('25:99 PM - ???') }),
      { origin: 'https://kids.example' },
    ) as Record<string, unknown>
    expect(unreadable).not.toHaveProperty('openingHoursSpecification')
    expect(JSON.stringify(unreadable)).not.toMatch(/08:00|20:00/)
    const someDays = clinicJsonLd(
      createClinic({
        weeklyHours: {
          ...everyDay(null),
          monday: '9:00 AM - 5:00 PM',
          tuesday: 'Closed',
          wednesday: 'by appointment',
        },
      }),
      { origin: 'https://kids.example' },
    ) as Record<string, unknown>
    expect(someDays.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: 'https://schema.org/Monday',
        opens: '09:00',
        closes: '17:00',
      },
    ])
  })
  test('breadcrumb, FAQ and WebSite search action', () => {
    expect(
      breadcrumbJsonLd([{ name: 'Home', url: 'https://k/' }])
        .itemListElement[0],
    ).toEqual({
      '@type': 'ListItem',
      position: 1,
      name: 'Home',
      item: 'https://k/',
    })
    expect(faqJsonLd([{ question: 'Q?', answer: 'A.' }]).mainEntity[0]).toEqual(
      {
        '@type': 'Question',
        name: 'Q?',
        acceptedAnswer: { '@type': 'Answer', text: 'A.' },
      },
    )
    const site = websiteJsonLd({
      origin: 'https://kids.example/',
      name: 'Kids',
    })
    expect(site.potentialAction.target.urlTemplate).toBe(
      'https://kids.example/?search={search_term_string}',
    )
  })
})
