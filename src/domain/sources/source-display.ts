import { PUBLISHERS } from './publishers'
import { SAVED_COPY, publicSourceUrl } from './public-source'

/** A source as a parent sees it: a link named by its publisher and year. */
export interface SourceLink {
  /** The page to follow; absent for a saved copy of a page (SAVED_COPIES). */
  href?: string
  /** 'KFVS12, 2022', or the publisher alone when no year is known. */
  text: string
}

/**
 * Sources the data knows only from a saved copy of a page, which has no
 * public address of its own: the public data names them `saved-copy:KEY`
 * (the data build maps each internal reference to its key,
 * src/prerender/public-data.ts), a parent reads what the copy was.
 */
export const SAVED_COPIES: Readonly<Record<string, string>> = {
  'baptist-health-locations':
    'Baptist Health location finder (a saved copy, undated)',
  'provider-directory':
    'A directory of medical providers (a saved copy, undated)',
}

const YEAR = /\b(19|20)\d\d\b/
/** A year that is a whole folder of the page's path ('/2021/12/16/…'). */
const PATH_YEAR = /\/((?:19|20)\d\d)(?:\/|$)/

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
 * string states after its URL ('… (2025-03-05)'), else a year folder of
 * the page's path ('/2021/12/16/…'), else the record's
 * (`asOf`, YYYY-MM-DD), else none. A saved copy (`saved-copy:KEY`) is
 * named by what it was, without a link. No source twice: neither the same
 * page nor two that would read the same ('The Paducah Sun' for two of its
 * articles: the first is listed). Internal references give nothing.
 */
export function displayedSources(
  sources: readonly string[],
  asOf: string | null,
): SourceLink[] {
  const recordYear = asOf ? /^(\d{4})-\d\d-\d\d/.exec(asOf)?.[1] : undefined
  const out: SourceLink[] = []
  const seen = new Set<string>()
  const add = (link: SourceLink) => {
    if (seen.has(link.text) || (link.href && seen.has(link.href))) return
    seen.add(link.text)
    if (link.href) seen.add(link.href)
    out.push(link)
  }
  for (const source of sources) {
    const copy = SAVED_COPY.exec(source.trim())?.[1]
    if (copy && Object.hasOwn(SAVED_COPIES, copy)) {
      add({ text: SAVED_COPIES[copy]! })
      continue
    }
    const url = publicSourceUrl(source)
    const publisher = sourcePublisher(source)
    if (!url || !publisher) continue
    const note = source.trim().slice(source.trim().split(/\s+/, 1)[0]!.length)
    const year =
      YEAR.exec(note)?.[0] ?? PATH_YEAR.exec(url.pathname)?.[1] ?? recordYear
    add({ href: url.href, text: year ? `${publisher}, ${year}` : publisher })
  }
  return out
}
