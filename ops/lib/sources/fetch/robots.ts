/**
 * What a host's robots.txt says about us, read as Google documents it
 * (developers.google.com/crawling/docs/robots-txt/robots-txt-spec): a 2xx
 * is parsed (robots-parser), a 4xx means no rules (everything allowed), a
 * 429, a 5xx, a timeout or any other failure to read it means everything is
 * disallowed for this run (Google keeps that up to a day; we keep it for the
 * run). A Crawl-delay for us widens the host's spacing, up to MAX_CRAWL_DELAY_MS;
 * a longer one refuses the host for the run.
 */
import robotsParser from 'robots-parser'
import type { Exchange } from './request-once.ts'

/** Google reads the first 500 KiB of a robots.txt; a longer one is not read (the host refused). */
export const ROBOTS_MAX_BYTES = 500 * 1024
/** The longest Crawl-delay honoured; a host asking more is not fetched this run. */
export const MAX_CRAWL_DELAY_MS = 30_000

export type RobotsFile =
  | { kind: 'rules'; isAllowed: (url: string) => boolean; crawlDelayMs: number }
  | { kind: 'none' }
  | { kind: 'unreadable'; why: string }

/** The robots.txt of `url`'s origin. */
export function robotsUrl(url: URL): URL {
  return new URL('/robots.txt', url.origin)
}

/** The rules from the final exchange of the robots.txt's fetch (`why` when there was no exchange). */
export function readRobots(
  robots: URL,
  answer: Exchange | { kind: 'failed'; why: string },
  token: string,
): RobotsFile {
  if (answer.kind === 'failed') return { kind: 'unreadable', why: answer.why }
  if (answer.kind === 'timeout')
    return { kind: 'unreadable', why: 'it did not answer in time' }
  if (answer.kind === 'network')
    return {
      kind: 'unreadable',
      why: `it could not be reached (${answer.detail})`,
    }
  if (answer.kind === 'too-large')
    return { kind: 'unreadable', why: 'it is larger than 500 KiB' }
  if (answer.kind === 'wrong-type')
    return { kind: 'unreadable', why: 'its answer could not be read' }
  const { status } = answer
  if (status >= 200 && status < 300) {
    const robot = robotsParser(robots.href, answer.body ?? '')
    const delay = robot.getCrawlDelay(token)
    return {
      kind: 'rules',
      // undefined: a URL of another origin, which this file does not govern
      isAllowed: (url) => robot.isAllowed(url, token) ?? true,
      crawlDelayMs: typeof delay === 'number' && delay > 0 ? delay * 1000 : 0,
    }
  }
  if (status >= 400 && status < 500 && status !== 429) return { kind: 'none' }
  return { kind: 'unreadable', why: `it answered HTTP ${status}` }
}
