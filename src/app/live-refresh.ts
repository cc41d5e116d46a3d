import type { AppRoute, LoaderArgs, Router } from './router/core'
import { loadFailureOf } from './load-failure'

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
 * Re-runs every loader of the current page against the live source.
 * `<html data-live-data>` reads 'loading', then 'done' when the page shows
 * the live data (or kept the prerendered data because the source failed).
 */
export async function refreshFromLiveSource(router: Router): Promise<void> {
  const root = document.documentElement
  root.dataset.liveData = 'loading'
  try {
    await router.revalidate()
  } finally {
    root.dataset.liveData = 'done'
  }
}

const sameLocation = (request: Request, router: Router) => {
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
  routes: AppRoute[],
  getRouter: () => Router | undefined,
): AppRoute[] {
  const keepShown =
    (loader: (args: LoaderArgs) => unknown, id: string) =>
    async (args: LoaderArgs) => {
      const result: unknown = await loader(args)
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
    }
  return routes.map((route) => {
    const wrapped = { ...route } as AppRoute
    const { loader, id, lazy } = route
    if (typeof loader === 'function' && id)
      wrapped.loader = keepShown(loader, id)
    // A lazy route's loader arrives with its module: wrap it then.
    if (typeof lazy === 'function' && id)
      wrapped.lazy = (async () => {
        const props = (await lazy()) as Partial<AppRoute>
        return typeof props.loader === 'function'
          ? { ...props, loader: keepShown(props.loader, id) }
          : props
      }) as AppRoute['lazy']
    if (route.children)
      (wrapped as { children?: AppRoute[] }).children =
        keepShownDataOnFailedRefresh(route.children, getRouter)
    return wrapped
  })
}
