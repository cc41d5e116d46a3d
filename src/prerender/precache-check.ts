/**
 * The build's check of the service workers it wrote: every precache entry of
 * every language's worker, resolved as the browser resolves it (against the
 * worker script's own URL, so `x` in /es/sw.js means /es/x), must name a file
 * of the build that a static host serves with 200. One entry answering 404
 * makes the browser drop the whole install: that language would have no
 * offline pages at all (issue 41: /es/sw.js listed `manifest.webmanifest`,
 * which resolved to /es/manifest.webmanifest).
 *
 * Only exact files count, as a plain CDN serves them: no `/x` → `x.html`, no
 * 404.html in place of a missing file.
 */
import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'

/** Any origin: only the path matters, and it must stay on the site. */
const SITE = 'https://site.invalid'

/**
 * The precache URLs of a worker built by injectManifest: its manifest is
 * inlined as JSON objects `{"revision":…,"url":"…"}`.
 */
export function precacheUrls(workerSource: string): string[] {
  const urls: string[] = []
  for (const m of workerSource.matchAll(
    /\{"revision":(?:null|"[^"\\]*"),"url":("(?:[^"\\]|\\.)*")\}/g,
  ))
    urls.push(JSON.parse(m[1]!) as string)
  return urls
}

/**
 * The build-relative file a precache URL resolves to from the worker at
 * `workerPath` ('sw.js', 'es/sw.js'), or null when it leaves the site.
 */
export function precacheFile(url: string, workerPath: string): string | null {
  let resolved: URL
  try {
    resolved = new URL(url, `${SITE}/${workerPath}`)
  } catch {
    return null
  }
  if (resolved.origin !== SITE) return null
  let pathname: string
  try {
    pathname = decodeURIComponent(resolved.pathname)
  } catch {
    return null
  }
  const file = pathname.replace(/^\/+/, '')
  return file.split('/').includes('..') ? null : file
}

/**
 * Why entries of one worker would fail its install: each URL that resolves
 * off the site, to a folder, to host configuration (`_headers`), or to no
 * file of `served` (the build's files, relative to its folder). Empty: all good.
 */
export function precacheProblems(
  urls: readonly string[],
  workerPath: string,
  served: (file: string) => boolean,
): string[] {
  const problems: string[] = []
  for (const url of urls) {
    const file = precacheFile(url, workerPath)
    if (file === null) problems.push(`${url} (not on this site)`)
    else if (file === '' || file.endsWith('/'))
      problems.push(`${url} → /${file} (a folder, not a file)`)
    else if (path.posix.basename(file).startsWith('_'))
      problems.push(`${url} → /${file} (host configuration, never served)`)
    else if (!served(file)) problems.push(`${url} → /${file} (404)`)
  }
  return problems
}

async function isFile(p: string): Promise<boolean> {
  try {
    return (await stat(p)).isFile()
  } catch {
    return false
  }
}

/**
 * Reads `<outDir>/<workerPath>` and throws, naming every entry, unless each of
 * its `expected` precache entries resolves to a file of `outDir`.
 */
export async function checkPrecache(
  outDir: string,
  workerPath: string,
  expected: number,
): Promise<void> {
  const source = await readFile(path.join(outDir, workerPath), 'utf8')
  const urls = precacheUrls(source)
  if (urls.length !== expected)
    throw new Error(
      `${workerPath}: found ${urls.length} precache entries where ${expected} were written (the check could not read its list)`,
    )
  const files = new Set<string>()
  for (const url of urls) {
    const file = precacheFile(url, workerPath)
    if (file && (await isFile(path.join(outDir, ...file.split('/')))))
      files.add(file)
  }
  const problems = precacheProblems(urls, workerPath, (f) => files.has(f))
  if (problems.length)
    throw new Error(
      `${workerPath} precaches URLs its site does not serve, so the browser would refuse to install it:\n  ${problems.join('\n  ')}`,
    )
}
