/**
 * The build's configuration for the app: read and checked once, at build
 * time (./read-config.ts, by vite.config.ts, as __APP_CONFIG__), so a page
 * carries the result and not the checks; ./measurement.ts reads analytics
 * and ads apart (kept so the first load carries none of it). Everything
 * else asks these; see .env.example and the README table.
 */
import {
  DEFAULT_SITE_NAME,
  type AppConfig,
  type BuiltConfig,
} from './read-config'

export {
  DEFAULT_CONTACT_EMAIL,
  DEFAULT_GEOCODER_URL,
  DEFAULT_READ_TIMEOUT_MS,
  DEFAULT_SITE_NAME,
  DEFAULT_SITE_SHORT_NAME,
  type AppConfig,
  type DataMode,
} from './read-config'

declare const __APP_CONFIG__: BuiltConfig

/**
 * The configuration, its site name in the page's language when none is set
 * (the Spanish build translates DEFAULT_SITE_NAME, not the build's reading).
 */
export const config: AppConfig = {
  ...__APP_CONFIG__,
  siteName: __APP_CONFIG__.siteName ?? DEFAULT_SITE_NAME,
}

/** The canonical origin: VITE_SITE_URL, else the page's origin (browser only). */
export function siteOrigin(cfg: AppConfig = config): string {
  if (cfg.siteUrl) return cfg.siteUrl
  if (typeof window !== 'undefined') return window.location.origin
  return 'http://localhost'
}

let reported = false
/** Logs a configuration problem once (a clear console error, never a crash). */
export function reportConfigProblem(cfg: AppConfig = config): void {
  if (reported) return
  reported = true
  if (cfg.problem) console.error(`[config] ${cfg.problem}`)
  else if (cfg.mode === 'builtin')
    console.warn(
      '[config] Database service not configured (VITE_SUPABASE_URL / VITE_SUPABASE_ANON_KEY); using the built-in clinic data.',
    )
}

declare const __BUILD_DAY__: string

/**
 * The day the site was built (YYYY-MM-DD, set by vite.config.ts): what a
 * prerendered page and its hydration judge a listing's age by before the
 * page's clock is known, so both render the same list.
 */
export const BUILD_DATE = new Date(
  typeof __BUILD_DAY__ === 'string' ? __BUILD_DAY__ : 0,
)
