/**
 * The service worker, made after the prerender: the pages it precaches exist only once every route has been
 * rendered, so this is the build's last step rather than a Vite plugin.
 *
 *   1. src/service-worker/sw.ts is bundled into one classic script (Vite,
 *      IIFE; Workbox's runtime inlined), with this build's Supabase URL and
 *      map tile template;
 *   2. workbox-build's injectManifest puts the precache list (the HTML of
 *      every page the prerender wrote, from the one list of pages, the CSS,
 *      the route chunks and icons; not the map chunk) in it and writes
 *      <outDir>/sw.js, every URL from the site's root (/assets/…), so the
 *      Spanish worker at /es/sw.js names the same files as the English one.
 *      ./precache-check.ts then proves each one is a file the site serves.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { build, type LogLevel } from 'vite'
import { injectManifest } from 'workbox-build'
import {
  PRECACHE_GLOBS,
  PRECACHE_IGNORES,
  precachedPages,
} from '../domain/offline/sw-rules'

export interface ServiceWorkerInput {
  root: string
  outDir: string
  logLevel: LogLevel
  /** VITE_SUPABASE_URL in database mode, else null. */
  supabaseUrl: string | null
  /** VITE_MAP_TILE_URL when set (tiles cached on use), else null. */
  tileUrl: string | null
  /** The route path of every page of this worker's language (domain/site-pages). */
  pages: readonly string[]
  /**
   * Where the worker goes, in `outDir`: 'sw.js' (English, scope /) or
   * 'es/sw.js' (Spanish, scope /es/). Default 'sw.js'.
   */
  dest?: string
  /** Files of `outDir` the other language's worker precaches and this one does not. */
  ignore?: readonly string[]
}

/** Writes <outDir>/<dest>; resolves with the number and bytes precached. */
export async function writeServiceWorker(
  input: ServiceWorkerInput,
): Promise<{ count: number; size: number }> {
  const tmp = await mkdtemp(path.join(tmpdir(), 'wky-sw-'))
  try {
    await build({
      root: input.root,
      mode: 'production',
      logLevel: input.logLevel,
      configFile: false,
      publicDir: false,
      resolve: { alias: { '@': path.join(input.root, 'src') } },
      define: {
        __SW_CONFIG__: JSON.stringify({
          supabaseUrl: input.supabaseUrl,
          tileUrl: input.tileUrl,
        }),
        'process.env.NODE_ENV': JSON.stringify('production'),
      },
      build: {
        outDir: tmp,
        emptyOutDir: true,
        minify: true,
        lib: {
          entry: path.join(input.root, 'src/service-worker/sw.ts'),
          formats: ['iife'],
          name: 'wkySw',
          fileName: () => 'sw.js',
        },
      },
    })
    const pages = precachedPages(input.pages)
    const { count, size, warnings } = await injectManifest({
      swSrc: path.join(tmp, 'sw.js'),
      swDest: path.join(input.outDir, input.dest ?? 'sw.js'),
      globDirectory: input.outDir,
      globPatterns: [...PRECACHE_GLOBS, ...pages],
      globIgnores: [...PRECACHE_IGNORES, 'es/sw.js', ...(input.ignore ?? [])],
      // Every page of the list, or no worker: a page missing from the
      // precache would not open offline.
      manifestTransforms: [
        (entries) => {
          const listed = new Set(entries.map((e) => e.url))
          const missing = pages.filter((p) => !listed.has(p))
          if (missing.length)
            throw new Error(
              `the service worker would not precache ${missing.join(', ')}`,
            )
          // From the site's root: the browser resolves a relative URL
          // against the worker's own, so `assets/x.js` in es/sw.js would
          // mean /es/assets/x.js, which is not served.
          return {
            manifest: entries.map((e) => ({ ...e, url: `/${e.url}` })),
            warnings: [],
          }
        },
      ],
      // The largest file precached is a page of town guides or the built-in
      // data chunk; anything bigger is a mistake worth failing on.
      maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      // Hashed file names already change with their content (the transform
      // above runs after this test, on URLs still relative).
      dontCacheBustURLsMatching: /^assets\//,
    })
    for (const w of warnings) console.warn(`[build] service worker: ${w}`)
    return { count, size }
  } finally {
    await rm(tmp, { recursive: true, force: true })
  }
}
