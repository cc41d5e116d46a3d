import { describe, test, expect } from 'vitest'
import {
  buildRobotsTxt,
  buildSitemapXml,
  escapeXml,
  isoDate,
  sitemapEntries,
} from '@/domain/seo/sitemap-xml'

const input = {
  origin: 'https://care.example.com',
  today: '2025-10-15',
  townSlugs: ['paducah', 'murray'],
  clinicSlugs: ['kids-care', 'baptist-health'],
}

describe('sitemapEntries (spec 2 and 9 "XML site map")', () => {
  test('home is daily with priority 1, at origin + "/"', () => {
    expect(sitemapEntries(input)[0]).toEqual({
      loc: 'https://care.example.com/',
      lastmod: '2025-10-15',
      changefreq: 'daily',
      priority: 1,
    })
  })

  test('every town at /town/{slug}, weekly, priority 0.8', () => {
    const towns = sitemapEntries(input).filter((e) => e.loc.includes('/town/'))
    expect(towns).toEqual([
      {
        loc: 'https://care.example.com/town/paducah',
        lastmod: '2025-10-15',
        changefreq: 'weekly',
        priority: 0.8,
      },
      {
        loc: 'https://care.example.com/town/murray',
        lastmod: '2025-10-15',
        changefreq: 'weekly',
        priority: 0.8,
      },
    ])
  })

  test('every clinic at /clinic/{slug}, weekly, priority 0.9', () => {
    const clinics = sitemapEntries(input).filter((e) =>
      e.loc.includes('/clinic/'),
    )
    expect(clinics.map((e) => [e.loc, e.changefreq, e.priority])).toEqual([
      ['https://care.example.com/clinic/kids-care', 'weekly', 0.9],
      ['https://care.example.com/clinic/baptist-health', 'weekly', 0.9],
    ])
  })

  test('lastmod is today on every entry', () => {
    expect(sitemapEntries(input).every((e) => e.lastmod === '2025-10-15')).toBe(
      true,
    )
  })

  test('the origin’s trailing slash is trimmed', () => {
    const entries = sitemapEntries({ ...input, origin: 'https://x.test//' })
    expect(entries[0]?.loc).toBe('https://x.test/')
    expect(entries[1]?.loc).toBe('https://x.test/town/paducah')
  })

  test('slugs are deduplicated and blank slugs skipped', () => {
    const entries = sitemapEntries({
      ...input,
      townSlugs: ['paducah', 'paducah', ''],
      clinicSlugs: ['a', 'a', '  '],
    })
    expect(entries.map((e) => e.loc)).toEqual([
      'https://care.example.com/',
      'https://care.example.com/town/paducah',
      'https://care.example.com/clinic/a',
    ])
  })

  test('with no towns or clinics only the home page is listed', () => {
    expect(
      sitemapEntries({ ...input, townSlugs: [], clinicSlugs: [] }),
    ).toHaveLength(1)
  })
})

describe('buildSitemapXml', () => {
  const xml = buildSitemapXml(input)

  test('is a sitemaps.org urlset with the standard namespace', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(
      true,
    )
    expect(xml).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    )
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true)
  })

  test('has one <url> per entry with loc, lastmod, changefreq and priority', () => {
    expect(xml.match(/<url>/g)).toHaveLength(5)
    expect(xml).toContain(
      [
        '  <url>',
        '    <loc>https://care.example.com/</loc>',
        '    <lastmod>2025-10-15</lastmod>',
        '    <changefreq>daily</changefreq>',
        '    <priority>1</priority>',
        '  </url>',
      ].join('\n'),
    )
    expect(xml).toContain('<priority>0.8</priority>')
    expect(xml).toContain('<priority>0.9</priority>')
  })

  test('every loc is XML-escaped (& < > " \')', () => {
    const hostile = buildSitemapXml({
      ...input,
      origin: 'https://x.test/?a=1&b="2"<>\'',
      townSlugs: ["o'neil"],
      clinicSlugs: ['</loc><script>x</script>'],
    })
    const locs = [...hostile.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1])
    expect(locs).toHaveLength(3)
    expect(locs[0]).toBe(
      'https://x.test/?a=1&amp;b=&quot;2&quot;&lt;&gt;&apos;/',
    )
    expect(locs[1]).toContain('/town/o&apos;neil')
    expect(hostile).not.toContain('<script>')
    expect(hostile.match(/<loc>/g)).toHaveLength(3)
    expect(hostile.match(/<\/loc>/g)).toHaveLength(3)
  })

  test('escapeXml escapes & first so nothing is double-escaped', () => {
    expect(escapeXml('&lt; & < > " \'')).toBe(
      '&amp;lt; &amp; &lt; &gt; &quot; &apos;',
    )
  })
})

describe('isoDate', () => {
  test('gives YYYY-MM-DD (UTC)', () => {
    expect(isoDate(new Date('2025-10-15T23:30:00Z'))).toBe('2025-10-15')
    expect(isoDate(new Date('2025-01-02T00:00:00Z'))).toBe('2025-01-02')
  })
})

describe('buildRobotsTxt (spec 2 "Robots file")', () => {
  test('allows all agents on / and points to {origin}/sitemap.xml', () => {
    expect(buildRobotsTxt('https://care.example.com')).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://care.example.com/sitemap.xml\n',
    )
  })

  test('trims a trailing slash from the origin', () => {
    expect(buildRobotsTxt('https://care.example.com/')).toContain(
      'Sitemap: https://care.example.com/sitemap.xml',
    )
  })
})
