/**
 * The rules of page-view counting and advertising (src/measure.ts applies
 * them in the browser; the build's _headers uses the ad pages). Pure.
 */

/**
 * The page-view request for a page: the GoatCounter count endpoint with the
 * page's path alone (`p`). Never the query string (a searched place,
 * `location=current`), the hash, coordinates, the referrer or the title:
 * `href` may be a whole URL, only its path is kept.
 */
export function pageViewUrl(endpoint: string, href: string): string {
  const path = new URL(href, 'http://localhost').pathname
  return `${endpoint}?p=${encodeURIComponent(path)}`
}

/** The browser's privacy signals, as the page reads them. */
export interface PrivacySignals {
  /** navigator.globalPrivacyControl */
  globalPrivacyControl?: boolean | null
  /** navigator.doNotTrack (or window.doNotTrack) */
  doNotTrack?: string | null
}

/**
 * Whether the visitor lets the site count and advertise: not when Global
 * Privacy Control is on or Do Not Track is set ('1', or 'yes' in old
 * browsers). Either signal turns both off.
 */
export function measurementAllowed(signals: PrivacySignals): boolean {
  if (signals.globalPrivacyControl === true) return false
  const dnt = String(signals.doNotTrack ?? '').toLowerCase()
  return dnt !== '1' && dnt !== 'yes'
}

/**
 * The only pages that may carry an ad: blog articles and town pages (their
 * guide sections). Never home, the search results, clinic pages, the blog
 * list, legal pages, the site map, error, not-found or offline pages.
 */
export const AD_PAGE_PATTERNS = [
  '/blog/*',
  '/town/*',
  '/es/blog/*',
  '/es/town/*',
] as const

/** Whether a path is an ad page (an article or a town page). */
export function isAdPage(pathname: string): boolean {
  return /^\/(?:blog|town)\/[^/]+(?:\/|\.html|\/index\.html)?$/.test(pathname)
}
