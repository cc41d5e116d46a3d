import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { routes } from './app/routes'
import {
  createBrowserHistory,
  createRouter,
  locationOf,
  matchLocation,
  reviveErrors,
  type Router,
} from './app/router/core'
import { RouterProvider } from './app/router/react'
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
import { reloadOnModuleError } from './app/module-reload'
import { rememberLoaded, withLastKnownData } from './app/last-known'
import { showLoadingInShell } from './app/loading-shell'
import './index.css'
import { startOfflineSupport } from './features/offline/start'

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
  const here = locationOf(window.location.pathname)
  return matchLocation(routes, here).at(-1)?.route.id === 'not-found'
}

const prerendered = readPrerendered()
const hydrate =
  container.firstElementChild !== null &&
  prerendered !== null &&
  fitsThisUrl(prerendered)
if (!hydrate && container.firstElementChild) {
  // Not this page's markup (404.html, or a host's index.html for every
  // path): keep its header, footer and 911 banner on screen while this
  // page loads, never a blank page (React replaces it all on its render).
  showLoadingInShell(container)
  document.querySelectorAll(BAKED_HEAD).forEach((el) => el.remove())
}

async function start(): Promise<void> {
  let router: Router | undefined = undefined
  const table = keepShownDataOnFailedRefresh(
    withLastKnownData(routes),
    () => router,
  )
  if (hydrate) {
    // The build's data is this page's last known data, dated by the build.
    const at = Date.parse(prerendered.builtAt ?? '') || Date.now()
    const here = locationOf(window.location.pathname + window.location.search)
    for (const { route } of matchLocation(routes, here))
      rememberLoaded(
        route.id,
        window.location.href,
        prerendered.state.loaderData[route.id],
        at,
      )
  }
  router = createRouter({
    routes: table,
    history: createBrowserHistory(),
    hydrationData: hydrate
      ? {
          loaderData: prerendered.state.loaderData,
          errors: reviveErrors(prerendered.state.errors),
        }
      : undefined,
    onModuleError: reloadOnModuleError({
      // Read on use: merely touching sessionStorage throws where it is denied.
      storage: {
        getItem: (k) => sessionStorage.getItem(k),
        setItem: (k, v) => sessionStorage.setItem(k, v),
      },
      now: Date.now,
      assign: (href) => window.location.assign(href),
      reload: () => window.location.reload(),
    }),
  })
  // Hydrating: loads the page's route module (the first render must be the
  // prerendered page, not a fallback). Else: loads the page and its data.
  try {
    await router.initialize()
  } catch (e) {
    // The page's module failed to load (the router reloads the page once):
    // the prerendered page stays readable, its links plain links.
    console.error('could not start the app on the prerendered page', e)
    return
  }

  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  )

  if (hydrate) {
    // In a transition, hydration works in short slices and yields to the
    // browser in between (a tap is handled at once, not after all of it).
    startTransition(() => {
      hydrateRoot(container!, app, {
        onRecoverableError: (e, info) =>
          console.error('hydration recoverable error', e, info.componentStack),
      })
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
    // The first render came after the loaders, so the page shows live data.
    whenHydrated(() => (document.documentElement.dataset.liveData = 'done'))
  }
}

void start()
startOfflineSupport()
