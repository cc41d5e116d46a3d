/*
 * What the service worker does with each request (after one visit every page
 * opens offline: src/prerender/README.md). Pure: URLs in, answers out.
 */

/** Database tables whose reads are kept for offline use (network first). */
const DIRECTORY_TABLES = ['clinics', 'emergency_departments'] as const

/** How long the worker waits for a directory read before using its copy. */
export const DIRECTORY_NETWORK_TIMEOUT_S = 3

/** Map tiles kept on use: at most this many, for at most this long. */
export const TILE_MAX_ENTRIES = 300
export const TILE_MAX_AGE_S = 30 * 24 * 60 * 60

/** The response header a kept directory read carries: when it was fetched. */
export const SAVED_AT_HEADER = 'x-saved-at'

/**
 * Build output the worker precaches besides the pages (see precachedPages):
 * scripts, styles, icons and the manifest, but not the lazily loaded map
 * (Leaflet) and its tiles, which are cached on use instead, nor the worker
 * itself.
 */
export const PRECACHE_GLOBS = ['**/*.{js,css,svg,png,webmanifest}']
export const PRECACHE_IGNORES = [
  '**/clinic-map*',
  '**/leaflet*',
  '**/*map-tile*',
  'sw.js',
  'workbox-*.js',
]

/**
 * The page files the worker precaches, relative to the build's folder: every
 * page of the site (domain/site-pages) once, as pageForPath names it
 * ('index.html', 'town/x.html', never again as 'town/x/index.html'), and
 * 404.html, the answer for a path that is not a page.
 */
export function precachedPages(routePaths: readonly string[]): string[] {
  const spanish = routePaths.some((p) => /^\/es(\/|$)/.test(p))
  const english = routePaths.some((p) => !/^\/es(\/|$)/.test(p))
  return [
    ...new Set([
      ...routePaths.map((p) => pageForPath(p).slice(1)),
      ...(english ? ['404.html'] : []),
      ...(spanish ? ['es/404.html'] : []),
    ]),
  ]
}

/** The precached not-found page for a navigation: the Spanish one under /es. */
export function notFoundPage(pathname: string): string {
  return /^\/es(\/|$)/.test(pathname) ? '/es/404.html' : '/404.html'
}

/** The origin of an http(s) URL, or null for anything else (unset, bad, a template with braces in the host). */
export function originOf(url: string | null | undefined): string | null {
  if (!url) return null
  try {
    const u = new URL(url.replace(/\{[a-z]\}/g, 'a'))
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.origin : null
  } catch {
    return null
  }
}

/** A GET of the clinics or emergency-room table on the configured project. */
export function isDirectoryRead(
  url: URL,
  method: string,
  supabaseOrigin: string | null,
): boolean {
  if (method !== 'GET' || !supabaseOrigin || url.origin !== supabaseOrigin)
    return false
  const table = /^\/rest\/v1\/([a-z_]+)\/?$/.exec(url.pathname)?.[1]
  return (DIRECTORY_TABLES as readonly string[]).includes(table ?? '')
}

/**
 * A map tile from the configured tile origin (VITE_MAP_TILE_URL's origin;
 * `{s}` subdomains such as a.tile.example are the same server family, so
 * the origin is compared without its first label when the template has one).
 */
export function isTileRequest(url: URL, tileTemplate: string | null): boolean {
  if (!tileTemplate) return false
  const origin = originOf(tileTemplate)
  if (!origin) return false
  if (!tileTemplate.includes('{s}.')) return url.origin === origin
  const host = new URL(origin).host.replace(/^[^.]+\./, '')
  return (
    url.protocol === new URL(origin).protocol &&
    (url.host === host || url.host.endsWith(`.${host}`))
  )
}

/** A hashed build asset that is not precached (the map chunk): cached on use. */
export function isAssetOnUse(url: URL, siteOrigin: string): boolean {
  return url.origin === siteOrigin && url.pathname.startsWith('/assets/')
}

/**
 * The precached page for a navigation path: '/' → '/index.html',
 * '/town/x' or '/town/x/' → '/town/x.html'. Query strings do not pick a page.
 */
export function pageForPath(pathname: string): string {
  const clean = pathname.replace(/\/+$/, '')
  return clean ? `${clean}.html` : '/index.html'
}

/** A 408, 429 or 5xx answer is an outage: the worker answers from its copy. */
export function isOutageStatus(status: number): boolean {
  return status === 408 || status === 429 || status >= 500
}
