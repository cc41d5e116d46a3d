/**
 * Which source strings may travel in what the site ships. Apart from
 * ./source-display.ts (the publishers' table), because the row mapping
 * (../map-row.ts), on every page's first load, keeps only these.
 */

/** A saved copy of a page, by its key (./source-display.ts, SAVED_COPIES). */
export const SAVED_COPY = /^saved-copy:([a-z0-9-]+)$/

/**
 * The public web page a source string names, or null: the string's first
 * word must be an absolute http(s) URL on a public host name (with a dot)
 * and outside an archive folder. Internal references (`github:…`, archive
 * copies, local paths, anything else) stay in the data, never on a page.
 */
export function publicSourceUrl(source: string): URL | null {
  const first = source.trim().split(/\s+/, 1)[0] ?? ''
  if (!/^https?:\/\//i.test(first)) return null
  let url: URL
  try {
    url = new URL(first)
  } catch {
    return null
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
  if (url.username || url.password) return null
  const host = url.hostname
  if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(host) || /^[\d.]+$/.test(host))
    return null
  if (/(^|\/)\.archive(\/|$)/i.test(decodeSafe(url.pathname))) return null
  return url
}

/**
 * Whether a source may travel in what the site ships (the public data, a
 * page's data block): a public web page or a saved copy's key. Anything
 * else (`github:…`, archive folders, paths) stays in the data file.
 */
export const isPublicSource = (source: string): boolean =>
  SAVED_COPY.test(source.trim()) || publicSourceUrl(source) !== null

function decodeSafe(path: string): string {
  try {
    return decodeURIComponent(path)
  } catch {
    return path
  }
}
