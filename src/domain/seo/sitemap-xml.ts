/** XML site map (sitemaps.org) and robots.txt. Pure. */
import type { SitePage, SitePageKind } from '../site-pages'

export interface SitemapEntry {
  loc: string
  /** The page's language versions, when the site map names them. */
  alternates?: { hreflang: string; href: string }[]
  lastmod: string
  changefreq: 'daily' | 'weekly' | 'monthly'
  priority: number
}

export interface SitemapInput {
  /** Site origin, e.g. "https://example.com"; trailing slashes are trimmed. */
  origin: string
  /** Today's date as 'YYYY-MM-DD' (see isoDate); used as every lastmod. */
  today: string
  /** The site's pages (domain/site-pages): those `inSitemap` are listed. */
  pages: ReadonlyArray<Pick<SitePage, 'path' | 'kind' | 'inSitemap'>>
  /** A page's language versions (itself included), as paths: xhtml:link. */
  alternates?: (path: string) => ReadonlyArray<{
    hreflang: string
    href: string
  }>
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

/** How often each kind of page changes, and its weight. */
const FREQUENCY: Record<
  SitePageKind,
  Pick<SitemapEntry, 'changefreq' | 'priority'>
> = {
  home: { changefreq: 'daily', priority: 1 },
  town: { changefreq: 'weekly', priority: 0.8 },
  clinic: { changefreq: 'weekly', priority: 0.9 },
  blog: { changefreq: 'monthly', priority: 0.5 },
  article: { changefreq: 'monthly', priority: 0.5 },
  legal: { changefreq: 'monthly', priority: 0.5 },
  'site-map': { changefreq: 'monthly', priority: 0.5 },
}

/**
 * One entry per page marked `inSitemap`, in the pages' order, each path
 * once: home daily (1), towns weekly (0.8), clinics weekly (0.9), every
 * other page monthly (0.5); lastmod is `today` throughout. Paths are
 * percent-encoded segment by segment.
 */
export function sitemapEntries(input: SitemapInput): SitemapEntry[] {
  const origin = trimOrigin(input.origin)
  const seen = new Set<string>()
  return input.pages.flatMap((p) => {
    if (!p.inSitemap || !p.path.startsWith('/') || seen.has(p.path)) return []
    seen.add(p.path)
    const encode = (path: string) =>
      `${origin}${path.split('/').map(encodeURIComponent).join('/')}`
    return [
      {
        loc: encode(p.path),
        ...(input.alternates
          ? {
              alternates: input.alternates(p.path).map((a) => ({
                hreflang: a.hreflang,
                href: encode(a.href),
              })),
            }
          : {}),
        lastmod: input.today,
        ...FREQUENCY[p.kind],
      },
    ]
  })
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
      // after the sitemaps.org elements, as its schema's ##other allows
      ...(e.alternates ?? []).map(
        (a) =>
          `    <xhtml:link rel="alternate" hreflang="${escapeXml(a.hreflang)}" href="${escapeXml(a.href)}"/>`,
      ),
      '  </url>',
    ].join('\n'),
  )
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    input.alternates
      ? '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">'
      : '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}

/** Allows every agent on / and points to {origin}/sitemap.xml. */
export function buildRobotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${trimOrigin(origin)}/sitemap.xml\n`
}
