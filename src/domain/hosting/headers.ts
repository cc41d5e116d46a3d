/**
 * The static host's response headers, written by `npm run build` as
 * dist/_headers (the format Netlify and Cloudflare Pages read). Pure: the
 * build passes in its configuration (never data), so the policy always names
 * the origins this build really talks to and no row can widen it.
 */

export interface PolicyInput {
  /** VITE_SUPABASE_URL in database mode, else null. */
  supabaseUrl: string | null
  /** The geocoder search endpoint (VITE_GEOCODER_URL or the default). */
  geocoderUrl: string
  /**
   * Configured image origins (VITE_IMAGE_ORIGINS). Never taken from data: a
   * row cannot widen the policy; images from other origins are not shown
   * (isShownImage).
   */
  imageOrigins?: readonly string[]
  /** The map's tile URL template (VITE_MAP_TILE_URL): its origin may serve images. */
  mapTileUrl?: string | null
}

/** The origin (scheme, host, port) of an http(s) URL (or URL template), or null. */
export function httpOrigin(url: string | null | undefined): string | null {
  if (!url) return null
  try {
    const u = new URL(url)
    if (/[{}]/.test(u.host)) return null
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.origin : null
  } catch {
    return null
  }
}

/**
 * True when a clinic image may be shown under the policy: a path on the site
 * itself ("/images/x.png", not "//host"), or an http(s) URL on one of the
 * allowed origins (the site's, the Supabase project's and the configured
 * image origins). Anything else shows the placeholder instead.
 */
export function isShownImage(
  image: string | null | undefined,
  allowedOrigins: ReadonlyArray<string | null>,
): boolean {
  if (!image) return false
  if (/^\/(?![/\\])/.test(image)) return true
  const origin = httpOrigin(image)
  return origin !== null && allowedOrigins.includes(origin)
}

const unique = (xs: ReadonlyArray<string | null>) => [
  ...new Set(xs.filter((x): x is string => !!x)),
]

/**
 * Content-Security-Policy: scripts only from the site itself (JSON-LD and the
 * router's JSON data block are data, not scripts), no eval, no plugins, no
 * framing; network reads only from the site, the Supabase project and the
 * geocoder. Inline styles are allowed (a rating bar sets its width in a
 * style attribute). Images may also come from the map's tile server (its
 * origin, from VITE_MAP_TILE_URL). The site uses no ad or analytics
 * services, so no other origin appears.
 */
export function contentSecurityPolicy(input: PolicyInput): string {
  const supabase = httpOrigin(input.supabaseUrl)
  const geocoder = httpOrigin(input.geocoderUrl)
  const images = (input.imageOrigins ?? []).map(httpOrigin)
  const tiles = httpOrigin(input.mapTileUrl)
  const directives: Array<[string, Array<string | null>]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'"]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", supabase, ...images, tiles]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", supabase, geocoder]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ]
  return directives
    .map(([name, sources]) => `${name} ${unique(sources).join(' ')}`)
    .join('; ')
}

/** The headers every response carries. */
export function securityHeaders(input: PolicyInput): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(input),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'geolocation=(self)',
    // For browsers that predate frame-ancestors.
    'X-Frame-Options': 'DENY',
  }
}

export const IMMUTABLE = 'public, max-age=31536000, immutable'
export const NO_CACHE = 'no-cache'

/**
 * Files every build revalidates whatever the routes: the service worker (a
 * stale sw.js would keep an old deployment, and browsers check it on every
 * navigation) and the web app manifest.
 */
const ALWAYS_REVALIDATE = ['/sw.js', '/manifest.webmanifest'] as const

export interface HeadersFileInput extends PolicyInput {
  /** URL patterns of HTML pages and other files that change with each build. */
  revalidatePaths: readonly string[]
}

/** Hosts cap one header line near this many characters (Netlify, Cloudflare). */
export const MAX_HEADER_LINE = 2000

/**
 * The _headers file. Rules never repeat a header for the same path (both
 * hosts join repeated values with commas), so Cache-Control is set per kind
 * of path: hashed /assets/* for a year, pages and crawler files revalidated
 * on every request.
 */
export function buildHeadersFile(input: HeadersFileInput): string {
  const block = (pattern: string, headers: Record<string, string>) =>
    [pattern, ...Object.entries(headers).map(([k, v]) => `  ${k}: ${v}`)].join(
      '\n',
    )
  const revalidate = unique([
    ...input.revalidatePaths,
    ...ALWAYS_REVALIDATE,
  ]).map((p) => block(p, { 'Cache-Control': NO_CACHE }))
  const text =
    [
      '# Written by `npm run build` from the build configuration\n' +
        '# (src/domain/hosting/headers.ts); Netlify and Cloudflare Pages read it.',
      block('/*', securityHeaders(input)),
      block('/assets/*', { 'Cache-Control': IMMUTABLE }),
      ...revalidate,
    ].join('\n\n') + '\n'
  for (const line of text.split('\n'))
    if (line.length > MAX_HEADER_LINE)
      throw new Error(
        `_headers: the line "${line.trim().slice(0, 60)}…" is ${line.length} characters; hosts cap a header line near ${MAX_HEADER_LINE}. Configure fewer image origins (VITE_IMAGE_ORIGINS).`,
      )
  return text
}
