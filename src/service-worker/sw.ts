/*
 * The service worker: after one visit every page opens offline (src/prerender/README.md).
 * Bundled by src/prerender/service-worker.ts after the prerender, which then
 * puts the precache list (every page's HTML, the CSS and the route chunks)
 * in place of self.__WB_MANIFEST with workbox-build's injectManifest.
 *
 * It never calls skipWaiting on its own: a new deployment takes over on the
 * next visit, or when the page's 'Reload' asks it to (a SKIP_WAITING
 * message), so no page is ever served from two versions.
 */
import {
  cleanupOutdatedCaches,
  matchPrecache,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching'
import { registerRoute, setCatchHandler } from 'workbox-routing'
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies'
import { ExpirationPlugin } from 'workbox-expiration'
import type { WorkboxPlugin } from 'workbox-core/types'
import {
  DIRECTORY_NETWORK_TIMEOUT_S,
  SAVED_AT_HEADER,
  TILE_MAX_AGE_S,
  TILE_MAX_ENTRIES,
  isAssetOnUse,
  isDirectoryRead,
  isOutageStatus,
  isTileRequest,
  originOf,
  notFoundPage,
  pageForPath,
} from '@/domain/offline/sw-rules'

declare const __SW_CONFIG__: {
  supabaseUrl: string | null
  tileUrl: string | null
}

interface WorkerScope {
  __WB_MANIFEST: (PrecacheEntry | string)[]
  location: Location
  skipWaiting(): Promise<void>
  addEventListener(
    type: 'message',
    listener: (event: { data: unknown }) => void,
  ): void
}
const worker = self as unknown as WorkerScope

worker.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING')
    void worker.skipWaiting()
})

cleanupOutdatedCaches()

// Pages, CSS and route chunks. A navigation to /town/x is answered with the
// precached /town/x.html (every route is prerendered), whatever its query.
// Written as self.__WB_MANIFEST: injectManifest looks for those words.
precacheAndRoute((self as unknown as WorkerScope).__WB_MANIFEST, {
  ignoreURLParametersMatching: [/.*/],
  directoryIndex: 'index.html',
  cleanURLs: true,
  urlManipulation: ({ url }) => [
    new URL(pageForPath(url.pathname), url.origin),
  ],
})

const supabaseOrigin = originOf(__SW_CONFIG__.supabaseUrl)

/** Outages (408, 429, 5xx) count as failures, so the kept copy is used. */
const outageFails: WorkboxPlugin = {
  fetchDidSucceed: async ({ response }) => {
    if (isOutageStatus(response.status))
      throw new Error(`directory read answered ${response.status}`)
    return response
  },
}

/** Keeps only good answers, stamped with the time they were fetched. */
const stampSavedAt: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => {
    if (response.status !== 200) return null
    const headers = new Headers(response.headers)
    headers.set(SAVED_AT_HEADER, new Date().toISOString())
    return new Response(await response.blob(), {
      status: response.status,
      statusText: response.statusText,
      headers,
    })
  },
}

// Database mode: clinics and emergency rooms network first, 3 s, then the
// last good answer with its date (the page says how old it is).
registerRoute(
  ({ url, request }) => isDirectoryRead(url, request.method, supabaseOrigin),
  new NetworkFirst({
    cacheName: 'directory-reads',
    networkTimeoutSeconds: DIRECTORY_NETWORK_TIMEOUT_S,
    plugins: [
      outageFails,
      stampSavedAt,
      new ExpirationPlugin({ maxEntries: 200 }),
    ],
  }),
)

// Map tiles from the configured tile server: kept on use, capped.
registerRoute(
  ({ url }) => isTileRequest(url, __SW_CONFIG__.tileUrl),
  new CacheFirst({
    cacheName: 'map-tiles',
    plugins: [
      {
        cacheWillUpdate: async ({ response }) =>
          response.status === 200 || response.status === 0 ? response : null,
      },
      new ExpirationPlugin({
        maxEntries: TILE_MAX_ENTRIES,
        maxAgeSeconds: TILE_MAX_AGE_S,
        purgeOnQuotaError: true,
      }),
    ],
  }),
)

// Build assets left out of the precache (the map chunk): kept on use.
registerRoute(
  ({ url }) => isAssetOnUse(url, worker.location.origin),
  new CacheFirst({
    cacheName: 'assets-on-use',
    plugins: [
      new ExpirationPlugin({ maxEntries: 40, purgeOnQuotaError: true }),
    ],
  }),
)

// Any other navigation (a page added after this build): the network, else
// the precached 404.html (/es/404.html under /es/), which renders the page from live data or says it
// cannot reach the directory.
registerRoute(({ request }) => request.mode === 'navigate', new NetworkOnly())
setCatchHandler(async ({ request }) => {
  if (request.mode === 'navigate') {
    const page = await matchPrecache(
      notFoundPage(new URL(request.url).pathname),
    )
    if (page) return page
  }
  return Response.error()
})
