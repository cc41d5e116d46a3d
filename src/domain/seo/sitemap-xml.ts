/** XML site map and robots.txt (spec sections 2 and 9). Pure. */

export interface SitemapEntry {
  loc: string
  lastmod: string
  changefreq: 'daily' | 'weekly' | 'monthly'
  priority: number
}

export interface SitemapInput {
  /** Site origin, e.g. "https://example.com"; trailing slashes are trimmed. */
  origin: string
  /** Today's date as 'YYYY-MM-DD' (see isoDate); used as every lastmod. */
  today: string
  townSlugs: readonly string[]
  clinicSlugs: readonly string[]
  /**
   * Other pages to list after the clinics (monthly, 0.5): the blog, its
   * articles and the legal pages, as paths starting with "/".
   */
  pagePaths?: readonly string[]
}

/** 'YYYY-MM-DD' of a Date, in UTC (decision: the site map's "today"). */
export function isoDate(d: Date): string {
  return d.toISOString().slice(0, 10)
}

/** Escapes the five XML special characters (& first). */
export function escapeXml(s: string): string {
  return s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
}

const trimOrigin = (origin: string) => origin.trim().replace(/\/+$/, '')

/** Non-blank slugs, trimmed, first occurrence kept. */
const unique = (xs: readonly string[]) => [
  ...new Set(xs.map((x) => x.trim()).filter((x) => x.length > 0)),
]

/**
 * Home (daily, 1), then every town /town/{slug} (weekly, 0.8), then every
 * clinic /clinic/{slug} (weekly, 0.9), then the other pages (monthly, 0.5);
 * lastmod is `today` throughout. Slugs are deduplicated and percent-encoded
 * as one path segment; page paths are percent-encoded segment by segment.
 */
export function sitemapEntries(input: SitemapInput): SitemapEntry[] {
  const origin = trimOrigin(input.origin)
  const entry = (
    loc: string,
    changefreq: SitemapEntry['changefreq'],
    priority: number,
  ): SitemapEntry => ({ loc, lastmod: input.today, changefreq, priority })
  return [
    entry(`${origin}/`, 'daily', 1),
    ...unique(input.townSlugs).map((s) =>
      entry(`${origin}/town/${encodeURIComponent(s)}`, 'weekly', 0.8),
    ),
    ...unique(input.clinicSlugs).map((s) =>
      entry(`${origin}/clinic/${encodeURIComponent(s)}`, 'weekly', 0.9),
    ),
    ...unique(input.pagePaths ?? [])
      .filter((p) => p.startsWith('/') && p !== '/')
      .map((p) =>
        entry(
          `${origin}${p.split('/').map(encodeURIComponent).join('/')}`,
          'monthly',
          0.5,
        ),
      ),
  ]
}

/** The sitemaps.org document; every text value is XML-escaped. */
export function buildSitemapXml(input: SitemapInput): string {
  const urls = sitemapEntries(input).map((e) =>
    [
      '  <url>',
      `    <loc>${escapeXml(e.loc)}</loc>`,
      `    <lastmod>${escapeXml(e.lastmod)}</lastmod>`,
      `    <changefreq>${e.changefreq}</changefreq>`,
      `    <priority>${e.priority}</priority>`,
      '  </url>',
    ].join('\n'),
  )
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}

/** Allows every agent on / and points to {origin}/sitemap.xml. */
export function buildRobotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${trimOrigin(origin)}/sitemap.xml\n`
}
