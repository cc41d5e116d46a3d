import { describe, test, expect } from 'vitest'
import fc from 'fast-check'
import {
  blogJsonLd,
  blogPostingJsonLd,
  breadcrumbJsonLd,
  clinicJsonLd,
  faqJsonLd,
  openingHoursSpecification,
} from '@/domain/seo/json-ld'
import { serializeJsonLd, websiteJsonLd } from '@/domain/seo/json-ld-site'
import type { BlogArticle, Clinic, WeeklyHours } from '@/domain/clinic'
import { UNKNOWN_FACTS } from '@/domain/before-you-go'
import { UNVERIFIED } from '@/domain/verification'

const ORIGIN = 'https://care.example.com'
const HOSTILE = '</script><script>alert(1)</script>'

const noHours: WeeklyHours = {
  sunday: null,
  monday: null,
  tuesday: null,
  wednesday: null,
  thursday: null,
  friday: null,
  saturday: null,
}

function clinic(over: Partial<Clinic> = {}): Clinic {
  return {
    id: 1,
    uuid: '00000001-0000-0000-0000-000000000000',
    slug: 'kids-care',
    name: 'Kids Care',
    address: '100 Broadway',
    city: 'Paducah',
    state: 'KY',
    zip: '42001',
    phone: '(270) 555-0100',
    rating: 4.6,
    reviewCount: 120,
    hours: { today: null, isOpen: null, closesToday: null },
    weeklyHours: noHours,
    timezone: 'America/Chicago',
    services: [],
    specialHours: [],
    image: null,
    acceptsWalkIns: true,
    website: null,
    description: null,
    metaTitle: null,
    metaDescription: null,
    keywords: null,
    tags: [],
    townId: null,
    coordinates: { lat: 37.08, lng: -88.6, approximate: false },
    provenance: {
      sources: [],
      asOf: null,
      confidence: null,
      statusUnconfirmed: false,
    },
    status: 'active',
    verification: { ...UNVERIFIED },
    facts: { ...UNKNOWN_FACTS },
    ...over,
  }
}

function article(i: number, over: Partial<BlogArticle> = {}): BlogArticle {
  return {
    id: i,
    slug: `post-${i}`,
    title: `Post ${i}`,
    excerpt: `Excerpt ${i}`,
    content: 'Body',
    author: 'Directory Editorial Team',
    publishedDate: '2025-09-15',
    category: 'Child Health',
    tags: ['fever', 'kids'],
    image: `/images/blog/post-${i}.svg`,
    metaTitle: `Post ${i}`,
    metaDescription: `Post ${i}`,
    readTime: 5,
    ...over,
  }
}

/** What a browser reads back out of the <script> element. */
const readBack = (s: string): unknown => JSON.parse(s)

describe('serializeJsonLd (safe inside <script>)', () => {
  test('escapes < > & as \\u003c \\u003e \\u0026', () => {
    expect(serializeJsonLd({ a: '<b>&' })).toBe(
      '{"a":"\\u003cb\\u003e\\u0026"}',
    )
  })

  test('escapes U+2028 and U+2029 as \\u2028 and \\u2029', () => {
    const out = serializeJsonLd({ a: 'x\u2028y\u2029z' })
    expect(out).toBe('{"a":"x\\u2028y\\u2029z"}')
    expect(out).not.toMatch(/[\u2028\u2029]/)
  })

  test('a hostile clinic name cannot close the script element', () => {
    const data = { name: HOSTILE, note: '\u2028<!--' }
    const out = serializeJsonLd(data)
    expect(out).not.toContain('<')
    expect(out).not.toContain('>')
    expect(out.toLowerCase()).not.toContain('</script')
    expect(readBack(out)).toEqual(data)
  })

  test('a value JSON cannot represent serialises as null', () => {
    expect(serializeJsonLd(undefined)).toBe('null')
  })

  test('property: no "<", ">", "&", "</script" or raw U+2028/9, for any JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        const out = serializeJsonLd(v)
        expect(out).not.toMatch(/[<>&\u2028\u2029]/)
        expect(out.toLowerCase()).not.toContain('</script')
      }),
    )
  })

  test('property: JSON.parse round-trips to the original data', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        expect(readBack(serializeJsonLd(v))).toEqual(
          JSON.parse(JSON.stringify(v)),
        )
      }),
    )
  })

  test('property: hostile strings round-trip exactly', () => {
    const hostile = fc.string({
      unit: fc.constantFrom(
        '<',
        '/',
        'script',
        '>',
        '&',
        '\u2028',
        '\u2029',
        '"',
        '\\',
        'a',
      ),
    })
    fc.assert(
      fc.property(hostile, (s) => {
        const out = serializeJsonLd({ s })
        expect(out).not.toMatch(/[<>]/)
        expect(readBack(out)).toEqual({ s })
      }),
    )
  })
})

describe('clinicJsonLd (schema.org MedicalClinic)', () => {
  const ld = clinicJsonLd(clinic(), { origin: ORIGIN, townSlug: 'paducah' })

  test('is a MedicalClinic with name and url origin/clinic/{slug}', () => {
    expect(ld['@context']).toBe('https://schema.org')
    expect(ld['@type']).toBe('MedicalClinic')
    expect(ld.name).toBe('Kids Care')
    expect(ld.url).toBe('https://care.example.com/clinic/kids-care')
  })

  test('priceRange, paymentAccepted, Pediatric specialty', () => {
    expect(ld.priceRange).toBe('$$')
    expect(ld.paymentAccepted).toBe('Cash, Credit Card, Insurance')
    expect(ld.medicalSpecialty).toBe('https://schema.org/Pediatric')
  })

  test('address is a PostalAddress with country US', () => {
    expect(ld.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: '100 Broadway',
      addressLocality: 'Paducah',
      addressRegion: 'KY',
      postalCode: '42001',
      addressCountry: 'US',
    })
  })

  test('unknown address parts are omitted, country stays US', () => {
    const out = clinicJsonLd(clinic({ address: null, zip: null }), {
      origin: ORIGIN,
    })
    expect(out.address).toEqual({
      '@type': 'PostalAddress',
      addressLocality: 'Paducah',
      addressRegion: 'KY',
      addressCountry: 'US',
    })
  })

  test('geo only when coordinates are known', () => {
    expect(ld.geo).toEqual({
      '@type': 'GeoCoordinates',
      latitude: 37.08,
      longitude: -88.6,
    })
    expect(
      clinicJsonLd(clinic({ coordinates: null }), { origin: ORIGIN }),
    ).not.toHaveProperty('geo')
  })

  test('no geo for a clinic placed at its town point (approximate coordinates)', () => {
    const atTown = clinic({
      coordinates: { lat: 37.08, lng: -88.6, approximate: true },
    })
    expect(clinicJsonLd(atTown, { origin: ORIGIN })).not.toHaveProperty('geo')
    expect(
      clinicJsonLd(
        clinic({ coordinates: { lat: 37.08, lng: -88.6, approximate: false } }),
        { origin: ORIGIN },
      ).geo,
    ).toEqual({ '@type': 'GeoCoordinates', latitude: 37.08, longitude: -88.6 })
  })

  test('telephone only when known', () => {
    expect(ld.telephone).toBe('(270) 555-0100')
    expect(
      clinicJsonLd(clinic({ phone: null }), { origin: ORIGIN }),
    ).not.toHaveProperty('telephone')
  })

  test('aggregateRating on a 1–5 scale when rating > 0 and reviewCount > 0', () => {
    expect(ld.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.6,
      reviewCount: 120,
      bestRating: 5,
      worstRating: 1,
    })
  })

  test('no aggregateRating when the rating or review count is unknown or 0', () => {
    for (const over of [
      { rating: null },
      { rating: 0 },
      { reviewCount: 0 },
      { reviewCount: null },
    ])
      expect(clinicJsonLd(clinic(over), { origin: ORIGIN })).not.toHaveProperty(
        'aggregateRating',
      )
  })

  test('with a town slug, areaServed links the town page', () => {
    expect(ld.areaServed).toEqual({
      '@type': 'City',
      name: 'Paducah',
      url: 'https://care.example.com/town/paducah',
    })
    expect(clinicJsonLd(clinic(), { origin: ORIGIN })).not.toHaveProperty(
      'areaServed',
    )
  })

  test('the origin’s trailing slash is trimmed', () => {
    expect(clinicJsonLd(clinic(), { origin: `${ORIGIN}/` }).url).toBe(
      'https://care.example.com/clinic/kids-care',
    )
  })

  test('a hostile clinic name serialises with no "<" and round-trips', () => {
    const data = clinicJsonLd(
      clinic({ name: HOSTILE, description: 'line\u2028break & more' }),
      { origin: ORIGIN },
    )
    const out = serializeJsonLd(data)
    expect(out).not.toContain('<')
    expect(out).not.toContain('\u2028')
    expect(readBack(out)).toEqual(data)
    expect((readBack(out) as { name: string }).name).toBe(HOSTILE)
  })
})

describe('openingHoursSpecification', () => {
  test('one entry per open weekday in HH:MM; "Closed" days are omitted', () => {
    const specs = openingHoursSpecification({
      weeklyHours: {
        ...noHours,
        sunday: 'Closed',
        monday: '8:00 AM - 8:00 PM',
        saturday: '9:30 AM - 5 PM',
      },
    })
    expect(specs).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: 'https://schema.org/Monday',
        opens: '08:00',
        closes: '20:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: 'https://schema.org/Saturday',
        opens: '09:30',
        closes: '17:00',
      },
    ])
  })

  test('an overnight range keeps closes before opens', () => {
    const [spec] = openingHoursSpecification({
      weeklyHours: { ...noHours, friday: '8:00 PM - 2:00 AM' },
    })
    expect(spec).toMatchObject({ opens: '20:00', closes: '02:00' })
  })

  test('no invented hours: nothing when no weekday hours are known or readable (never a made-up default)', () => {
    expect(openingHoursSpecification({ weeklyHours: noHours })).toEqual([])
    expect(
      openingHoursSpecification({
        weeklyHours: { ...noHours, monday: 'Call for hours' },
      }),
    ).toEqual([])
    expect(
      clinicJsonLd(clinic({ weeklyHours: noHours }), { origin: ORIGIN }),
    ).not.toHaveProperty('openingHoursSpecification')
  })

  test('no fallback when every known day is closed', () => {
    const allClosed = Object.fromEntries(
      Object.keys(noHours).map((d) => [d, 'Closed']),
    ) as WeeklyHours
    expect(openingHoursSpecification({ weeklyHours: allClosed })).toEqual([])
  })

  test('the clinic JSON-LD uses the weekly hours', () => {
    const ld = clinicJsonLd(
      clinic({ weeklyHours: { ...noHours, tuesday: '7 AM - 7 PM' } }),
      { origin: ORIGIN },
    )
    expect(ld.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: 'https://schema.org/Tuesday',
        opens: '07:00',
        closes: '19:00',
      },
    ])
  })
})

describe('breadcrumbJsonLd', () => {
  test('a BreadcrumbList with positions from 1, in order', () => {
    expect(
      breadcrumbJsonLd([
        { name: 'Home', url: `${ORIGIN}/` },
        { name: 'Paducah', url: `${ORIGIN}/town/paducah` },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${ORIGIN}/` },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Paducah',
          item: `${ORIGIN}/town/paducah`,
        },
      ],
    })
  })
})

describe('faqJsonLd', () => {
  test('an FAQPage of Question / Answer pairs', () => {
    const ld = faqJsonLd([
      { question: 'Walk-ins?', answer: 'Yes <b>always</b>' },
    ])
    expect(ld).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'Walk-ins?',
          acceptedAnswer: { '@type': 'Answer', text: 'Yes <b>always</b>' },
        },
      ],
    })
    expect(serializeJsonLd(ld)).not.toContain('<')
  })
})

describe('websiteJsonLd (site search action)', () => {
  test('a WebSite with a SearchAction on /?search={search_term_string}', () => {
    expect(websiteJsonLd({ origin: `${ORIGIN}/`, name: 'WKY Care' })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: 'WKY Care',
      url: `${ORIGIN}/`,
      potentialAction: {
        '@type': 'SearchAction',
        target: {
          '@type': 'EntryPoint',
          urlTemplate: `${ORIGIN}/?search={search_term_string}`,
        },
        'query-input': 'required name=search_term_string',
      },
    })
  })
})

describe('blogPostingJsonLd and blogJsonLd', () => {
  test('a BlogPosting with headline, date, author, absolute image and url', () => {
    expect(blogPostingJsonLd(article(1), ORIGIN)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'Post 1',
      description: 'Excerpt 1',
      datePublished: '2025-09-15',
      author: { '@type': 'Organization', name: 'Directory Editorial Team' },
      image: `${ORIGIN}/images/blog/post-1.svg`,
      url: `${ORIGIN}/blog/post-1`,
      mainEntityOfPage: `${ORIGIN}/blog/post-1`,
      articleSection: 'Child Health',
      keywords: 'fever, kids',
    })
  })

  test('an absolute image URL is kept as is', () => {
    const ld = blogPostingJsonLd(
      article(1, { image: 'https://cdn.example.com/x.jpg' }),
      ORIGIN,
    )
    expect(ld.image).toBe('https://cdn.example.com/x.jpg')
  })

  test('the Blog covers only the first 10 posts', () => {
    const articles = Array.from({ length: 12 }, (_, i) => article(i + 1))
    const ld = blogJsonLd({ origin: ORIGIN, name: 'Blog', articles })
    expect(ld['@type']).toBe('Blog')
    expect(ld.url).toBe(`${ORIGIN}/blog`)
    const posts = ld.blogPost as Array<Record<string, unknown>>
    expect(posts).toHaveLength(10)
    expect(posts.map((p) => p.headline)).toEqual(
      articles.slice(0, 10).map((a) => a.title),
    )
    expect(posts.every((p) => p['@type'] === 'BlogPosting')).toBe(true)
    expect(posts.every((p) => !('@context' in p))).toBe(true)
  })

  test('fewer than 10 articles are all included', () => {
    const ld = blogJsonLd({
      origin: ORIGIN,
      name: 'Blog',
      articles: [article(1)],
    })
    expect(ld.blogPost).toHaveLength(1)
  })
})
