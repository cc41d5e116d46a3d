import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import {
  createBrowserRouter,
  createPath,
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
import { reloadOnModuleError, withModuleReload } from './app/module-reload'
import { rememberLoaded, withLastKnownData } from './app/last-known'
import { showLoadingInShell } from './app/loading-shell'
import { keyHistoryEntries } from './app/history-keys'
import { watchDocumentStart } from './hooks/document-start'
import './index.css'
import { startOfflineSupport } from './app/offline-start'

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
 * this path. Else (404.html, which says 'Loading…' for any path the build
 * did not write, or a host answering every path with index.html) the app
 * renders afresh once the page has its data: 'Page Not Found' only when the
 * route table or the live read says so.
 */
function fitsThisUrl(page: HydrationPayload): boolean {
  return page.path !== null && samePage(page.path, window.location.pathname)
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

/** The address bar's path, query and hash. */
const here = () =>
  window.location.pathname + window.location.search + window.location.hash

/**
 * Loads the modules of the lazy routes this URL matches and puts them on the
 * route objects, before the router is made: the first render must be the
 * prerendered page itself, not a fallback (react-router would load them
 * after hydrating and render nothing meanwhile).
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

/** Resolves once the router has loaded the first page (or shown its error). */
function whenInitialized(router: DataRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve()
    const stop = router.subscribe((state) => {
      if (!state.initialized) return
      stop()
      resolve()
    })
  })
}

/**
 * Ends the current task: the browser may handle a tap or paint before the
 * next step (each step of the start is then a short task of its own, not one
 * long one that delays the first tap on a slow phone).
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

async function start(): Promise<void> {
  // Before the router listens to popstate (see history-keys.ts).
  keyHistoryEntries()
  let router: DataRouter | undefined = undefined
  const reload = reloadOnModuleError({
    // Read on use: merely touching sessionStorage throws where it is denied.
    storage: {
      getItem: (k) => sessionStorage.getItem(k),
      setItem: (k, v) => sessionStorage.setItem(k, v),
    },
    now: Date.now,
    here,
    assign: (href) => window.location.assign(href),
    reload: () => window.location.reload(),
  })
  const table = withModuleReload(
    keepShownDataOnFailedRefresh(withLastKnownData(routes), () => router),
    reload,
    // The page being loaded: a navigation's, else this URL's (first load).
    () => {
      const next = router?.state.navigation.location
      return next ? createPath(next) : here()
    },
  )
  if (hydrate) {
    // The build's data is this page's last known data, dated by the build.
    const at = Date.parse(prerendered.builtAt ?? '') || Date.now()
    for (const { route } of matchRoutes(routes, window.location) ?? [])
      if (route.id)
        rememberLoaded(
          route.id,
          window.location.href,
          prerendered.state.loaderData[route.id],
          at,
        )
    try {
      await resolveLazyMatches(table)
    } catch (e) {
      // The page's module failed to load again soon after a reload: the
      // prerendered page stays readable, its links plain links.
      console.error('could not start the app on the prerendered page', e)
      return
    }
  }
  await nextTask()
  router = createBrowserRouter(table, {
    hydrationData: hydrate ? prerendered.state : undefined,
  })
  watchDocumentStart(router)
  await nextTask()

  const app = (
    <StrictMode>
      {/* Router state changes as plain updates, not transitions: in a
          transition, a navigation that ends soon never shows its loading
          state, and the progress bar must show from the tap on. */}
      <RouterProvider router={router} useTransitions={false} />
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
    // The loading shell stays until the first page has its data (the
    // router renders nothing before).
    await whenInitialized(router)
    createRoot(container!).render(app)
    // The first render came after the loaders, so the page shows live data.
    whenHydrated(() => (document.documentElement.dataset.liveData = 'done'))
  }
}

// In a task of its own: evaluating the bundle is one task already, and the
// router's start and hydration's first slice would lengthen it (a long task
// delays the first tap the most on a slow phone).
setTimeout(() => void start(), 0)
startOfflineSupport()
