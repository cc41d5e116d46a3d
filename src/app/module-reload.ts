import type { RouteObject } from 'react-router'

const KEY = 'module-reload-at'
/** A second failure this soon after a reload is not a stale build. */
const GUARD_MS = 60_000

export interface ReloadDeps {
  storage: Pick<Storage, 'getItem' | 'setItem'>
  now: () => number
  /** The address bar's URL (path, query and hash). */
  here: () => string
  /** Loads `href` as a new document (for a link that was followed). */
  assign: (href: string) => void
  /** Loads the address bar's URL again (back/forward, the first load). */
  reload: () => void
}

/**
 * Called when a page's module (a lazy route's chunk) fails to load on the
 * way to `href`; returns true when it has started a full page load.
 */
export type ModuleErrorHandler = (href: string, error: unknown) => boolean

/**
 * After a deploy, a tab opened earlier asks for page chunks that no longer
 * exist. A full page load of the same URL brings the new build; once only
 * within a minute, so a chunk that truly fails shows the error page instead
 * of reloading forever. react-router has no such rule: its lazy route that
 * fails shows the error boundary.
 */
export function reloadOnModuleError(deps: ReloadDeps): ModuleErrorHandler {
  return (href, error) => {
    const now = deps.now()
    let last = NaN
    try {
      last = Number(deps.storage.getItem(KEY))
    } catch {
      // Storage denied: without the guard, do not risk a loop.
      return false
    }
    if (now - last < GUARD_MS) {
      console.error('page module failed to load after a reload', error)
      return false
    }
    try {
      deps.storage.setItem(KEY, String(now))
    } catch {
      return false
    }
    // Back/forward and the first load are already at the URL.
    if (href === deps.here()) deps.reload()
    else deps.assign(href)
    return true
  }
}

/**
 * The route table with every lazy route's module load guarded: when it
 * fails, `onError` is asked for a full page load of `target()` (the page
 * being loaded); while that load is under way the navigation never ends, so
 * the screen stays as it is. Otherwise the error goes to react-router, which
 * shows the error page.
 */
export function withModuleReload(
  routes: RouteObject[],
  onError: ModuleErrorHandler,
  target: () => string,
): RouteObject[] {
  return routes.map((route) => {
    const wrapped = { ...route } as RouteObject
    const { lazy } = route
    if (typeof lazy === 'function')
      wrapped.lazy = () =>
        lazy().catch((e: unknown) => {
          if (onError(target(), e)) return new Promise<never>(() => {})
          throw e
        })
    if (route.children)
      (wrapped as { children?: RouteObject[] }).children = withModuleReload(
        route.children,
        onError,
        target,
      )
    return wrapped
  })
}
