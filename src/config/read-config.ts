/**
 * Reading the build's configuration (the VITE_* variables): done once, at
 * build time, by vite.config.ts, which hands the result to the app as
 * __APP_CONFIG__ (./env.ts). The checks and their messages stay out of the
 * page's code. See .env.example and the README table.
 */

export type DataMode = 'database' | 'builtin'

export interface AppConfig {
  mode: DataMode
  supabaseUrl: string | null
  supabaseAnonKey: string | null
  /** Canonical origin without a trailing slash, or null to use the page's origin. */
  siteUrl: string | null
  siteName: string
  /** Short brand for title suffixes (titles stay within about 60 characters). */
  siteShortName: string
  contactEmail: string
  geocoderUrl: string
  /** How long any one read (database or geocoder) may take before it counts as an outage. */
  readTimeoutMs: number
  /**
   * Origins clinic images may come from (VITE_IMAGE_ORIGINS), besides the
   * site and the Supabase project: the Content-Security-Policy's img-src is
   * built from these, never from data. Images from elsewhere are not shown.
   */
  imageOrigins: string[]
  /**
   * VITE_MAP_TILE_URL and VITE_MAP_TILE_ATTRIBUTION as given (trimmed), or
   * null: checked by tileSettings (src/domain/map/tile-url.ts) where the map
   * and the build use them, so the home page's first load does not carry it.
   */
  mapTileUrl: string | null
  mapTileAttribution: string | null
  /** Set when the configuration is inconsistent; logged once by the app. */
  problem: string | null
}

export interface RawEnv {
  VITE_SUPABASE_URL?: string
  VITE_SUPABASE_ANON_KEY?: string
  VITE_SITE_URL?: string
  VITE_SITE_NAME?: string
  VITE_SITE_SHORT_NAME?: string
  VITE_CONTACT_EMAIL?: string
  VITE_GEOCODER_URL?: string
  VITE_READ_TIMEOUT_MS?: string
  VITE_IMAGE_ORIGINS?: string
  VITE_MAP_TILE_URL?: string
  VITE_MAP_TILE_ATTRIBUTION?: string
  /** Read by ./measurement.ts (analytics and ads), off the first load. */
  VITE_ANALYTICS_URL?: string
  VITE_ADS_CLIENT?: string
  VITE_ADS_SLOTS?: string
  VITE_ADS_SCRIPT_URL?: string
}

export const DEFAULT_SITE_NAME = 'Western Kentucky Pediatric Urgent Care'
export const DEFAULT_SITE_SHORT_NAME = 'WKY Kids Care'
export const DEFAULT_CONTACT_EMAIL = 'contact@wky-kids-urgent-care.example'
export const DEFAULT_GEOCODER_URL = 'https://nominatim.openstreetmap.org/search'
/** Every read gives up after this long (then it is an outage: src/README.md, Decisions). */
export const DEFAULT_READ_TIMEOUT_MS = 8_000

/** A whole number of milliseconds from 100 to 60,000, else the default. */
function readTimeout(value: string | undefined): number {
  const n = Number(clean(value) ?? NaN)
  return Number.isInteger(n) && n >= 100 && n <= 60_000
    ? n
    : DEFAULT_READ_TIMEOUT_MS
}

function clean(value: string | undefined): string | null {
  const v = value?.trim()
  return v ? v : null
}

function cleanUrl(value: string | undefined): string | null {
  const v = clean(value)
  if (!v) return null
  try {
    const u = new URL(v)
    if (u.protocol !== 'https:' && u.protocol !== 'http:') return null
    return v.replace(/\/+$/, '')
  } catch {
    return null
  }
}

/**
 * VITE_IMAGE_ORIGINS: origins separated by commas or spaces, each an http(s)
 * origin (a path is dropped). Returns the origins and the entries refused.
 */
function readOrigins(value: string | undefined): {
  origins: string[]
  refused: string[]
} {
  const origins: string[] = []
  const refused: string[] = []
  for (const entry of (value ?? '').split(/[\s,]+/).filter(Boolean)) {
    const url = cleanUrl(entry)
    if (url) origins.push(new URL(url).origin)
    else refused.push(entry)
  }
  return { origins: [...new Set(origins)], refused }
}

/** Pure: turns raw variables into a checked configuration. */
export function readConfig(env: RawEnv): AppConfig {
  const rawUrl = clean(env.VITE_SUPABASE_URL)
  const supabaseUrl = cleanUrl(env.VITE_SUPABASE_URL)
  const supabaseAnonKey = clean(env.VITE_SUPABASE_ANON_KEY)
  let problem: string | null = null
  let mode: DataMode = 'builtin'
  if (supabaseUrl && supabaseAnonKey) mode = 'database'
  else if (rawUrl && !supabaseUrl)
    problem =
      'VITE_SUPABASE_URL is not a valid http(s) URL; using the built-in clinic data.'
  else if (rawUrl || supabaseAnonKey)
    problem = `Only ${rawUrl ? 'VITE_SUPABASE_URL' : 'VITE_SUPABASE_ANON_KEY'} is set; set both VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY to use the database. Using the built-in clinic data.`

  const siteUrlRaw = clean(env.VITE_SITE_URL)
  const siteUrl = cleanUrl(env.VITE_SITE_URL)
  if (siteUrlRaw && !siteUrl)
    problem = `${problem ? problem + ' ' : ''}VITE_SITE_URL is not a valid http(s) URL; using the page's origin.`
  const images = readOrigins(env.VITE_IMAGE_ORIGINS)
  if (images.refused.length)
    problem = `${problem ? problem + ' ' : ''}VITE_IMAGE_ORIGINS: not http(s) origins, ignored: ${images.refused.join(', ')}.`

  return {
    mode,
    supabaseUrl: mode === 'database' ? supabaseUrl : null,
    supabaseAnonKey: mode === 'database' ? supabaseAnonKey : null,
    siteUrl,
    siteName: clean(env.VITE_SITE_NAME) ?? DEFAULT_SITE_NAME,
    siteShortName:
      clean(env.VITE_SITE_SHORT_NAME) ??
      (clean(env.VITE_SITE_NAME)
        ? clean(env.VITE_SITE_NAME)!
        : DEFAULT_SITE_SHORT_NAME),
    contactEmail: clean(env.VITE_CONTACT_EMAIL) ?? DEFAULT_CONTACT_EMAIL,
    geocoderUrl: cleanUrl(env.VITE_GEOCODER_URL) ?? DEFAULT_GEOCODER_URL,
    readTimeoutMs: readTimeout(env.VITE_READ_TIMEOUT_MS),
    imageOrigins: images.origins,
    mapTileUrl: clean(env.VITE_MAP_TILE_URL),
    mapTileAttribution: clean(env.VITE_MAP_TILE_ATTRIBUTION),
    problem,
  }
}

/**
 * What the build hands the app (__APP_CONFIG__): the configuration read,
 * with no site name when none is set, so the page uses its own language's
 * default (./env.ts).
 */
export interface BuiltConfig extends Omit<AppConfig, 'siteName'> {
  siteName: string | null
}

/** The configuration as the build hands it to the app. */
export function builtConfig(env: RawEnv): BuiltConfig {
  const read = readConfig(env)
  return { ...read, siteName: clean(env.VITE_SITE_NAME) ? read.siteName : null }
}
