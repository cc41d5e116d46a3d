import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import {
  createBrowserRouter,
  matchRoutes,
  type DataRouter,
  type RouteObject,
} from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { routes } from './app/routes'
import { config } from './config/env'
import {
  HYDRATION_DATA_ID,
  samePage,
  type HydrationPayload,
} from './app/hydration-data'
import {
  keepShownDataOnFailedRefresh,
  refreshFromLiveSource,
  whenHydrated,
} from './app/live-refresh'
import './index.css'

declare global {
  interface Window {
    /** Read by createBrowserRouter, which also revives serialised errors. */
    __staticRouterHydrationData?: HydrationPayload['state']
  }
}

/** The prerendered page's data block, if this document has one. */
function readPrerendered(): HydrationPayload | null {
  const text = document.getElementById(HYDRATION_DATA_ID)?.textContent
  if (!text) return null
  try {
    return JSON.parse(text) as HydrationPayload
  } catch {
    return null
  }
}

/** The head tags a prerendered page carries (the router renders its own). */
const BAKED_HEAD = [
  'title',
  'meta[name="description"]',
  'meta[name="keywords"]',
  'meta[name="robots"]',
  'meta[property^="og:"]',
  'meta[name^="twitter:"]',
  'link[rel="canonical"]',
  'script#jsonld',
]
  .map((s) => `head > ${s}`)
  .join(', ')

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

/**
 * Whether the prerendered markup is this URL's page: the page rendered for
 * this path, or 404.html at a path no route but the catch-all matches. Else
 * (a host answering every path with index.html, or 404.html at /clinic/x for
 * a clinic added after the build) the app renders afresh, with live data.
 */
function fitsThisUrl(page: HydrationPayload): boolean {
  if (page.path !== null) return samePage(page.path, window.location.pathname)
  const deepest = matchRoutes(routes, window.location)?.at(-1)
  return deepest?.route.id === 'not-found'
}

const prerendered = readPrerendered()
const hydrate =
  container.firstElementChild !== null &&
  prerendered !== null &&
  fitsThisUrl(prerendered)
if (hydrate) window.__staticRouterHydrationData = prerendered.state
else if (container.firstElementChild) {
  container.replaceChildren()
  document.querySelectorAll(BAKED_HEAD).forEach((el) => el.remove())
}

/**
 * Loads the modules of the lazy routes this URL matches and puts them on the
 * route objects, so the first render has the page's component (hydration
 * must not wait on a Suspense fallback: the prerendered HTML stays as it is).
 */
async function resolveLazyMatches(table: RouteObject[]): Promise<void> {
  const matches = matchRoutes(table, window.location) ?? []
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return
      const props = await route.lazy()
      Object.assign(route, props, { lazy: undefined })
    }),
  )
}

async function start(): Promise<void> {
  let router: DataRouter | undefined = undefined
  const table = keepShownDataOnFailedRefresh(routes, () => router)
  if (hydrate) await resolveLazyMatches(table)
  router = createBrowserRouter(table)

  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  )

  if (hydrate) {
    hydrateRoot(container!, app, {
      onRecoverableError: (e, info) =>
        console.error('hydration recoverable error', e, info.componentStack),
    })
    // The page shows build-time data; bring it up to date from the live
    // source. In built-in mode the bundled data is the data this very build
    // prerendered (HTML and chunks ship together), so there is nothing newer
    // to fetch, and the home page needs no data download at all.
    const r = router
    whenHydrated(() =>
      config.mode === 'database'
        ? void refreshFromLiveSource(r)
        : (document.documentElement.dataset.liveData = 'done'),
    )
  } else {
    createRoot(container!).render(app)
    // The first render waits for the loaders, so the page already shows live data.
    whenHydrated(() => (document.documentElement.dataset.liveData = 'done'))
  }
}

void start()
