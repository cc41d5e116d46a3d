import { describe, expect, it } from 'vitest'
import {
  alternateLinks,
  englishPath,
  languagePairs,
  spanishPath,
  withAlternates,
} from '@/domain/seo/alternates'
import { buildSitemapXml } from '@/domain/seo/sitemap-xml'

describe('the two languages’ paths', () => {
  it('puts every page under /es and back', () => {
    for (const [en, es] of [
      ['/', '/es/'],
      ['/town/paducah', '/es/town/paducah'],
      ['/blog/x', '/es/blog/x'],
    ]) {
      expect(spanishPath(en!)).toBe(es)
      expect(englishPath(es!)).toBe(en)
    }
    expect(englishPath('/es')).toBe('/')
    // a page whose slug starts with "es" is not Spanish
    expect(englishPath('/essex')).toBe('/essex')
  })

  it('names English, Spanish and x-default = English', () => {
    expect(alternateLinks('https://a.example/', '/town/x')).toEqual([
      { hreflang: 'en', href: 'https://a.example/town/x' },
      { hreflang: 'es', href: 'https://a.example/es/town/x' },
      { hreflang: 'x-default', href: 'https://a.example/town/x' },
    ])
  })

  it('writes the links into the head, escaped', () => {
    const html = withAlternates('<html><head></head></html>', [
      { hreflang: 'en', href: 'https://a.example/?a=1&b="2"' },
    ])
    expect(html).toBe(
      '<html><head><link rel="alternate" hreflang="en" href="https://a.example/?a=1&amp;b=&quot;2&quot;" /></head></html>',
    )
    expect(() => withAlternates('<p>', [])).toThrow(/no <\/head>/)
  })

  it('finds a page without its twin', () => {
    expect(
      languagePairs(['/', '/town/a'], ['/es/', '/es/town/a']).problem,
    ).toBeNull()
    expect(languagePairs(['/', '/town/a'], ['/es/']).problem).toMatch(
      /no Spanish twin: \/town\/a/,
    )
    expect(languagePairs(['/'], ['/es/', '/es/town/b']).problem).toMatch(
      /no English original: \/es\/town\/b/,
    )
  })

  it('lists each URL of sitemap.xml with its alternates, after the sitemaps.org elements', () => {
    const xml = buildSitemapXml({
      origin: 'https://a.example',
      today: '2026-11-26',
      pages: [
        { path: '/', kind: 'home', inSitemap: true },
        { path: '/es/', kind: 'home', inSitemap: true },
      ],
      alternates: (p) =>
        alternateLinks('', p.startsWith('/es') ? englishPath(p) : p),
    })
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"')
    const spanishUrl = xml.split('<url>')[2]!
    expect(spanishUrl).toMatch(
      /<loc>https:\/\/a\.example\/es\/<\/loc>[\s\S]*<priority>1<\/priority>\s*<xhtml:link rel="alternate" hreflang="en" href="https:\/\/a\.example\/"\/>\s*<xhtml:link rel="alternate" hreflang="es" href="https:\/\/a\.example\/es\/"\/>\s*<xhtml:link rel="alternate" hreflang="x-default" href="https:\/\/a\.example\/"\/>/,
    )
  })
})
