/**
 * The two languages' pages find each other (src/prerender/language/README.md):
 * every page has a twin at the same path under /es, named by
 * `<link rel="alternate" hreflang>` in both (itself, the other, and
 * x-default = English) and in sitemap.xml. Pure.
 */
import { escapeXml } from './sitemap-xml'

export interface AlternateLink {
  hreflang: 'en' | 'es' | 'x-default'
  href: string
}

/** The Spanish twin of an English path: '/' → '/es/', '/town/x' → '/es/town/x'. */
export function spanishPath(englishPath: string): string {
  return englishPath === '/' ? '/es/' : `/es${englishPath}`
}

/** The English twin of a Spanish path: '/es/' → '/', '/es/town/x' → '/town/x'. */
export function englishPath(esPath: string): string {
  return esPath.replace(/^\/es(?=\/|$)/, '') || '/'
}

/** A page's alternates, from its English path; `origin` '' gives paths. */
export function alternateLinks(
  origin: string,
  english: string,
): AlternateLink[] {
  const o = origin.trim().replace(/\/+$/, '')
  return [
    { hreflang: 'en', href: `${o}${english}` },
    { hreflang: 'es', href: `${o}${spanishPath(english)}` },
    { hreflang: 'x-default', href: `${o}${english}` },
  ]
}

/** `html` with the alternates before </head>. */
export function withAlternates(
  html: string,
  links: readonly AlternateLink[],
): string {
  if (!html.includes('</head>')) throw new Error('the page has no </head>')
  const tags = links
    .map(
      (l) =>
        `<link rel="alternate" hreflang="${l.hreflang}" href="${escapeXml(l.href)}" />`,
    )
    .join('')
  return html.replace('</head>', () => `${tags}</head>`)
}

/**
 * Whether the English and Spanish page lists are twins, path for path; the
 * reason they are not, else null.
 */
export function languagePairs(
  english: readonly string[],
  spanish: readonly string[],
): { problem: string | null } {
  const es = new Set(spanish)
  const en = new Set(english)
  const noTwin = english.filter((p) => !es.has(spanishPath(p)))
  const noOriginal = spanish.filter((p) => !en.has(englishPath(p)))
  if (noTwin.length)
    return {
      problem: `pages with no Spanish twin: ${noTwin.slice(0, 10).join(', ')}`,
    }
  if (noOriginal.length)
    return {
      problem: `Spanish pages with no English original: ${noOriginal.slice(0, 10).join(', ')}`,
    }
  return { problem: null }
}
