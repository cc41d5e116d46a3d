/**
 * The analytics and advertising part of the configuration (VITE_ANALYTICS_URL,
 * VITE_ADS_CLIENT, VITE_ADS_SLOTS, VITE_ADS_SCRIPT_URL), beside env.ts the
 * only reader of import.meta.env. Kept out of env.ts, whose code every page
 * loads first: only the pages that place an ad, the legal pages, the build
 * and its plugin use it. Both off by default; see .env.example and the
 * README table.
 */

/** The variables this module reads (a part of env.ts's MeasurementEnv). */
export interface MeasurementEnv {
  VITE_ANALYTICS_URL?: string
  VITE_ADS_CLIENT?: string
  VITE_ADS_SLOTS?: string
  VITE_ADS_SCRIPT_URL?: string
}

/** Where an ad may appear: within an article, at its end, in a town page's guides. */
export const AD_POSITIONS = [
  'article-middle',
  'article-end',
  'town-guide',
] as const
export type AdPosition = (typeof AD_POSITIONS)[number]

export interface AnalyticsConfig {
  /** A GoatCounter count endpoint: an absolute http(s) URL or a path on this site. */
  endpoint: string
}

export interface AdsConfig {
  /** The network's publisher id (AdSense: `ca-pub-…`). */
  client: string
  /** The network's script (VITE_ADS_SCRIPT_URL, else AdSense's). */
  scriptUrl: string
  /** The ad unit per position; a position without one shows no slot. */
  slots: Partial<Record<AdPosition, string>>
}

export interface MeasurementConfig {
  /** Page-view counting, or null: off. */
  analytics: AnalyticsConfig | null
  /** Advertising, or null: off. */
  ads: AdsConfig | null
  /** Set when a variable is unusable (the build stops with it). */
  problem: string | null
}

export const DEFAULT_ADS_SCRIPT_URL =
  'https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js'

const clean = (value: string | undefined) => value?.trim() || null

function httpUrl(value: string): string | null {
  try {
    const u = new URL(value)
    return u.protocol === 'https:' || u.protocol === 'http:'
      ? value.replace(/\/+$/, '')
      : null
  } catch {
    return null
  }
}

/** VITE_ANALYTICS_URL: an http(s) URL or a site path (`/count`), no query. */
function readAnalytics(value: string | undefined): {
  analytics: AnalyticsConfig | null
  problem: string | null
} {
  const v = clean(value)
  if (!v) return { analytics: null, problem: null }
  const endpoint = /^\/(?![/\\])[^\s?#]*$/.test(v)
    ? v
    : /[?#]/.test(v)
      ? null
      : httpUrl(v)
  return endpoint
    ? { analytics: { endpoint }, problem: null }
    : {
        analytics: null,
        problem:
          'VITE_ANALYTICS_URL is not an http(s) URL or a path on the site (without a query).',
      }
}

/**
 * VITE_ADS_CLIENT with VITE_ADS_SLOTS (`position=id` pairs separated by
 * commas or spaces) and VITE_ADS_SCRIPT_URL. Off without either variable.
 */
function readAds(env: MeasurementEnv): {
  ads: AdsConfig | null
  problem: string | null
} {
  const client = clean(env.VITE_ADS_CLIENT)
  const rawSlots = clean(env.VITE_ADS_SLOTS)
  if (!client && !rawSlots) return { ads: null, problem: null }
  const problems: string[] = []
  if (!client) problems.push('VITE_ADS_SLOTS is set without VITE_ADS_CLIENT.')
  else if (!/^[\w-]+$/.test(client))
    problems.push(`VITE_ADS_CLIENT "${client}" is not a publisher id.`)
  const slots: Partial<Record<AdPosition, string>> = {}
  const refused: string[] = []
  for (const pair of (rawSlots ?? '').split(/[\s,]+/).filter(Boolean)) {
    const [position, id, ...rest] = pair.split('=')
    if (
      (AD_POSITIONS as readonly string[]).includes(position ?? '') &&
      id &&
      /^\w+$/.test(id) &&
      !rest.length
    )
      slots[position as AdPosition] = id
    else refused.push(pair)
  }
  if (refused.length)
    problems.push(
      `VITE_ADS_SLOTS: not position=id pairs (positions: ${AD_POSITIONS.join(', ')}): ${refused.join(', ')}.`,
    )
  else if (client && !Object.keys(slots).length)
    problems.push('VITE_ADS_CLIENT is set without a slot in VITE_ADS_SLOTS.')
  const rawScript = clean(env.VITE_ADS_SCRIPT_URL)
  const scriptUrl = rawScript ? httpUrl(rawScript) : DEFAULT_ADS_SCRIPT_URL
  if (!scriptUrl)
    problems.push('VITE_ADS_SCRIPT_URL is not a valid http(s) URL.')
  if (problems.length || !client || !scriptUrl)
    return { ads: null, problem: problems.join(' ') }
  return { ads: { client, scriptUrl, slots }, problem: null }
}

/** Pure: the analytics and ads settings of a set of variables. */
export function readMeasurement(env: MeasurementEnv): MeasurementConfig {
  const analytics = readAnalytics(env.VITE_ANALYTICS_URL)
  const ads = readAds(env)
  const problem =
    [analytics.problem, ads.problem].filter(Boolean).join(' ') || null
  return { analytics: analytics.analytics, ads: ads.ads, problem }
}

// `?? {}`: the build's plugin loads this module in Node, where import.meta.env
// is not defined (it calls readMeasurement with Vite's env).
export const measurementConfig: MeasurementConfig = readMeasurement(
  (import.meta as { env?: MeasurementEnv }).env ?? {},
)
