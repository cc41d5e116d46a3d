import { PUBLISHERS } from './publishers'

/** A source as a parent sees it: a link named by its publisher and year. */
export interface SourceLink {
  href: string
  /** 'KFVS12, 2022', or the publisher alone when no year is known. */
  text: string
}

const YEAR = /\b(19|20)\d\d\b/

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
 * The readable publisher of a source: its name from the table of the hosts
 * our data cites, else the bare host without 'www.'; null for an internal
 * or archive reference (see `publicSourceUrl`).
 */
export function sourcePublisher(source: string): string | null {
  const url = publicSourceUrl(source)
  if (!url) return null
  const host = url.hostname.replace(/^www\./, '')
  return Object.hasOwn(PUBLISHERS, host) ? PUBLISHERS[host]! : host
}

/**
 * The sources of a record a parent can read, in their order, each once:
 * 'Publisher, YYYY' linking to the page. The year is the one the source
 * string states after its URL ('… (2025-03-05)'), else the record's
 * (`asOf`, YYYY-MM-DD), else none. Internal references give nothing.
 */
export function displayedSources(
  sources: readonly string[],
  asOf: string | null,
): SourceLink[] {
  const recordYear = asOf ? /^(\d{4})-\d\d-\d\d/.exec(asOf)?.[1] : undefined
  const out: SourceLink[] = []
  const seen = new Set<string>()
  for (const source of sources) {
    const url = publicSourceUrl(source)
    const publisher = sourcePublisher(source)
    if (!url || !publisher || seen.has(url.href)) continue
    seen.add(url.href)
    const note = source.trim().slice(source.trim().split(/\s+/, 1)[0]!.length)
    const year = YEAR.exec(note)?.[0] ?? recordYear
    out.push({
      href: url.href,
      text: year ? `${publisher}, ${year}` : publisher,
    })
  }
  return out
}

function decodeSafe(path: string): string {
  try {
    return decodeURIComponent(path)
  } catch {
    return path
  }
}
