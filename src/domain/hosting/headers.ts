/**
 * The static host's response headers, written by `npm run build` as
 * dist/_headers (the format Netlify and Cloudflare Pages read). Pure: the
 * build passes in its configuration (never data), so the policy always names
 * the origins this build really talks to and no row can widen it.
 */
import { AD_PAGE_PATTERNS } from '../measurement/measurement'

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
  /** The page-view endpoint (VITE_ANALYTICS_URL): its origin may be sent to. */
  analyticsUrl?: string | null
  /** The ad network's script (VITE_ADS_SCRIPT_URL or AdSense's), when ads are on. */
  adsScriptUrl?: string | null
}

/**
 * The origins Google AdSense's script loads from, frames and sends to
 * (Google's CSP guidance for AdSense): with AdSense's script, the ad pages'
 * policy names them all; another network's script names its own origin only.
 */
export const ADSENSE_ORIGINS = [
  'https://pagead2.googlesyndication.com',
  'https://tpc.googlesyndication.com',
  'https://googleads.g.doubleclick.net',
  'https://www.google.com',
  'https://ep1.adtrafficquality.google',
  'https://ep2.adtrafficquality.google',
] as const

/** The origins an ad page may load the ad network's scripts, frames and images from. */
export function adOrigins(scriptUrl: string | null | undefined): string[] {
  const origin = httpOrigin(scriptUrl)
  if (!origin) return []
  return origin === ADSENSE_ORIGINS[0] ? [...ADSENSE_ORIGINS] : [origin]
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
 * origin, from VITE_MAP_TILE_URL). Page views may go to the analytics
 * endpoint's origin (connect-src only). With `ads`, the policy of an ad page:
 * the ad network's origins may also run scripts, frame ads and serve images.
 */
export function contentSecurityPolicy(
  input: PolicyInput,
  { ads = false }: { ads?: boolean } = {},
): string {
  const supabase = httpOrigin(input.supabaseUrl)
  const geocoder = httpOrigin(input.geocoderUrl)
  const images = (input.imageOrigins ?? []).map(httpOrigin)
  const tiles = httpOrigin(input.mapTileUrl)
  const analytics = httpOrigin(input.analyticsUrl)
  const network = ads ? adOrigins(input.adsScriptUrl) : []
  const directives: Array<[string, Array<string | null>]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...network]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", supabase, ...images, tiles, ...network]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", supabase, geocoder, analytics, ...network]],
    ...(network.length
      ? ([['frame-src', ["'self'", ...network]]] as Array<
          [string, Array<string | null>]
        >)
      : []),
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ]
  return directives
    .map(([name, sources]) => `${name} ${unique(sources).join(' ')}`)
    .join('; ')
}

/** The headers every response carries (with `ads`, an ad page's policy). */
export function securityHeaders(
  input: PolicyInput,
  options: { ads?: boolean } = {},
): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(input, options),
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
const ALWAYS_REVALIDATE = [
  '/sw.js',
  '/es/sw.js',
  '/manifest.webmanifest',
] as const

export interface HeadersFileInput extends PolicyInput {
  /** URL patterns of HTML pages and other files that change with each build. */
  revalidatePaths: readonly string[]
}

/** Hosts cap one header line near this many characters (Netlify, Cloudflare). */
export const MAX_HEADER_LINE = 2000

/**
 * The paths that keep the strict policy in a build with ads: every page and
 * file of `revalidatePaths` but the ad pages, each page also with its `.html`,
 * trailing-slash and `index.html` forms, and the service worker.
 */
export function strictPolicyPaths(
  revalidatePaths: readonly string[],
): string[] {
  const ad = new Set<string>(AD_PAGE_PATTERNS)
  const out: string[] = []
  for (const p of revalidatePaths) {
    if (ad.has(p)) continue
    out.push(p)
    if (p !== '/' && !p.includes('*') && !/\.[a-z]+$/.test(p))
      out.push(`${p}/`, `${p}.html`, `${p}/index.html`)
  }
  return unique([...out, '/sw.js', '/es/sw.js'])
}

/**
 * The _headers file. Rules never repeat a header for the same path (both
 * hosts join repeated values with commas), so Cache-Control is set per kind
 * of path: hashed /assets/* for a year, pages and crawler files revalidated
 * on every request.
 *
 * With ads, the Content-Security-Policy is the one exception: neither host
 * lets a rule replace a header an earlier rule set, and two policies are
 * both enforced. So every path gets the ad pages' policy (`/*`), and every
 * path but the ad pages also gets the strict one, which then decides there
 * (a browser enforces both; the stricter wins). Only articles and town pages
 * are left with the ad policy alone.
 */
export function buildHeadersFile(input: HeadersFileInput): string {
  const block = (pattern: string, headers: Record<string, string>) =>
    [pattern, ...Object.entries(headers).map(([k, v]) => `  ${k}: ${v}`)].join(
      '\n',
    )
  const ads = adOrigins(input.adsScriptUrl).length > 0
  // Pattern → its headers, in file order; a pattern is written once.
  const rules = new Map<string, Record<string, string>>()
  const add = (pattern: string, headers: Record<string, string>) =>
    rules.set(pattern, { ...rules.get(pattern), ...headers })
  for (const p of [...input.revalidatePaths, ...ALWAYS_REVALIDATE])
    add(p, { 'Cache-Control': NO_CACHE })
  if (ads) {
    const strict = contentSecurityPolicy(input)
    for (const p of strictPolicyPaths(input.revalidatePaths))
      add(p, { 'Content-Security-Policy': strict })
  }
  const text =
    [
      '# Written by `npm run build` from the build configuration\n' +
        '# (src/domain/hosting/headers.ts); Netlify and Cloudflare Pages read it.',
      ...(ads
        ? [
            "# Ads are on: every path gets the ad pages' policy (/*), and every path\n" +
              '# but the articles and town pages (' +
              AD_PAGE_PATTERNS.join(', ') +
              ') also the strict one,\n# which a browser then enforces too.',
          ]
        : []),
      block('/*', securityHeaders(input, { ads })),
      block('/assets/*', { 'Cache-Control': IMMUTABLE }),
      ...[...rules].map(([pattern, headers]) => block(pattern, headers)),
    ].join('\n\n') + '\n'
  for (const line of text.split('\n'))
    if (line.length > MAX_HEADER_LINE)
      throw new Error(
        `_headers: the line "${line.trim().slice(0, 60)}…" is ${line.length} characters; hosts cap a header line near ${MAX_HEADER_LINE}. Configure fewer image origins (VITE_IMAGE_ORIGINS).`,
      )
  return text
}
