import { describe, test, expect } from 'vitest'
import {
  buildRobotsTxt,
  buildSitemapXml,
  escapeXml,
  isoDate,
  sitemapEntries,
  type SitemapInput,
} from '@/domain/seo/sitemap-xml'

/** Home, these towns and clinics, then the blog and the HTML site map. */
function pagesOf(
  townSlugs: string[],
  clinicSlugs: string[],
): SitemapInput['pages'] {
  return [
    { kind: 'home' as const, path: '/', inSitemap: true },
    ...townSlugs.map((s) => ({
      kind: 'town' as const,
      path: `/town/${s}`,
      inSitemap: true,
    })),
    ...clinicSlugs.map((s) => ({
      kind: 'clinic' as const,
      path: `/clinic/${s}`,
      inSitemap: true,
    })),
  ]
}

const input: SitemapInput = {
  origin: 'https://care.example.com',
  today: '2025-10-15',
  pages: pagesOf(['paducah', 'murray'], ['kids-care', 'baptist-health']),
}

describe('sitemapEntries', () => {
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

  test('each path once; pages not in the site map are left out', () => {
    const entries = sitemapEntries({
      ...input,
      pages: [
        ...pagesOf(['paducah', 'paducah'], ['a', 'a']),
        { kind: 'site-map', path: '/sitemap', inSitemap: false },
      ],
    })
    expect(entries.map((e) => e.loc)).toEqual([
      'https://care.example.com/',
      'https://care.example.com/town/paducah',
      'https://care.example.com/clinic/a',
    ])
  })

  test('the blog, articles and legal pages are monthly, priority 0.5', () => {
    const entries = sitemapEntries({
      ...input,
      pages: [
        { kind: 'blog', path: '/blog', inSitemap: true },
        { kind: 'article', path: '/blog/fever', inSitemap: true },
        { kind: 'legal', path: '/terms', inSitemap: true },
      ],
    })
    expect(entries.map((e) => [e.loc, e.changefreq, e.priority])).toEqual([
      ['https://care.example.com/blog', 'monthly', 0.5],
      ['https://care.example.com/blog/fever', 'monthly', 0.5],
      ['https://care.example.com/terms', 'monthly', 0.5],
    ])
  })

  test('with no towns or clinics only the home page is listed', () => {
    expect(sitemapEntries({ ...input, pages: pagesOf([], []) })).toHaveLength(1)
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
      pages: pagesOf(["o'neil"], ['</loc><script>x</script>']),
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

describe('buildRobotsTxt', () => {
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
