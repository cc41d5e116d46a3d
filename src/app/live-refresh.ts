import type { DataRouter, LoaderFunction, RouteObject } from 'react-router'
import { loadFailureOf } from './load-failure'
import { wrapLoaders } from './wrap-loaders'

/*
 * A prerendered page hydrates with the data baked in at build time, then
 * refreshes from the live source (the hosted database, or the bundled data
 * set), so a clinic changed after the build shows its new data.
 */

let pending: Array<() => void> | null = []

/** Runs `cb` once the app has hydrated (or mounted), or now if it already has. */
export function whenHydrated(cb: () => void): void {
  if (pending) pending.push(cb)
  else cb()
}

/**
 * Called from the first effect of the page (layout or error boundary): sets
 * the `data-hydrated` marker the tests wait for and runs the waiting callbacks.
 */
export function markHydrated(): void {
  document.documentElement.dataset.hydrated = 'true'
  const callbacks = pending
  pending = null
  callbacks?.forEach((cb) => cb())
}

/**
 * Re-runs every loader of the current page against the live source
 * (react-router's `revalidate()`; no route sets `shouldRevalidate`, so every
 * loader of the page runs).
 * `<html data-live-data>` reads 'loading', then 'done' when the page shows
 * the live data (or kept the prerendered data because the source failed).
 */
export async function refreshFromLiveSource(router: DataRouter): Promise<void> {
  const root = document.documentElement
  root.dataset.liveData = 'loading'
  try {
    await router.revalidate()
  } finally {
    root.dataset.liveData = 'done'
  }
}

const sameLocation = (request: Request, router: DataRouter) => {
  const url = new URL(request.url)
  const shown = router.state.location
  return url.pathname === shown.pathname && url.search === shown.search
}

/**
 * The route table with every loader wrapped: when a loader re-runs for the
 * page already on screen (the refresh after hydration, or a revalidation)
 * and its read fails, the data on screen stays instead of an error state.
 * A navigation to another page shows its error state as before.
 */
export function keepShownDataOnFailedRefresh(
  routes: RouteObject[],
  getRouter: () => DataRouter | undefined,
): RouteObject[] {
  return wrapLoaders(
    routes,
    (loader: LoaderFunction, id: string): LoaderFunction =>
      async (args, ctx) => {
        const result: unknown = await loader(args, ctx)
        const router = getRouter()
        if (
          router &&
          loadFailureOf(result) &&
          sameLocation(args.request, router)
        ) {
          const shown: unknown = router.state.loaderData[id]
          if (shown !== undefined) return shown
        }
        return result
      },
  )
}
