/**
 * The gzip size of the JavaScript and CSS a page loads, computed from the
 * built files (level 9, as a static host would serve them), so the figure
 * is the same on every machine and run. Used by `npm run bench` and by the
 * bundle-budget end-to-end test.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

export interface LoadedFile {
  /** URL path, e.g. /assets/index-abc.js */
  path: string
  kind: 'js' | 'css'
}

export interface HomeBytes {
  jsGzip: number
  cssGzip: number
  files: (LoadedFile & { gzip: number })[]
}

export function gzipSize(file: string): number {
  return gzipSync(readFileSync(file), { level: 9 }).length
}

export function homeBytes(distDir: string, loaded: LoadedFile[]): HomeBytes {
  const unique = [...new Map(loaded.map((f) => [f.path, f])).values()]
  const files = unique.map((f) => ({
    ...f,
    gzip: gzipSize(path.join(distDir, decodeURIComponent(f.path))),
  }))
  const sum = (kind: LoadedFile['kind']) =>
    files.filter((f) => f.kind === kind).reduce((s, f) => s + f.gzip, 0)
  return { jsGzip: sum('js'), cssGzip: sum('css'), files }
}
