import type { ComponentType } from 'react'
import {
  createPath,
  matchRoutes,
  parsePath,
  type RouteObject,
  type To,
} from 'react-router'

/*
 * The app's data router: route loaders, lazy route modules, error routes,
 * hydration from prerendered data and scroll positions, on top of
 * react-router's declarative <Router>, its matcher and its links.
 * react-router's own data router (createBrowserRouter) does the same and
 * more (actions, fetchers, middleware, revalidation rules) for about 17 KB
 * more gzip on every first load; the home page's budget cannot afford it.
 *
 * Semantics follow react-router's: a navigation keeps the current page on
 * screen (navigation.state 'loading') while the next page's module and data
 * load, then commits the URL and the page together; a newer navigation
 * supersedes an older one; a thrown loader error renders the nearest
 * ErrorBoundary.
 */

export type Params = Record<string, string | undefined>

export interface LoaderArgs {
  params: Params
  request: Request
}

export interface AppRoute {
  /** Keys the loader data, also in the prerendered hydration data. */
  id: string
  path?: string
  index?: boolean
  Component?: ComponentType | null
  ErrorBoundary?: ComponentType | null
  loader?: (args: LoaderArgs) => unknown
  /** Loads Component, loader and handle with the route's own chunk. */
  lazy?: () => Promise<Partial<Omit<AppRoute, 'id' | 'path' | 'children'>>>
  handle?: unknown
  children?: AppRoute[]
}

export interface Match {
  route: AppRoute
  params: Params
  pathname: string
}

export interface Location {
  pathname: string
  search: string
  hash: string
  state: unknown
  key: string
}

export type NavigationAction = 'POP' | 'PUSH' | 'REPLACE'

export interface RouterState {
  /** False until the first page's module and data are in. */
  initialized: boolean
  location: Location
  action: NavigationAction
  matches: Match[]
  loaderData: Record<string, unknown>
  /** Route id of the error boundary → the error it shows. */
  errors: Record<string, unknown> | null
  /** 'loading' (with the location being loaded) while a navigation runs. */
  navigation: { state: 'idle' | 'loading'; location?: Location }
  /** False when the committed navigation asked to keep the scroll position. */
  resetScroll: boolean
}

/** A thrown HTTP-like error (e.g. 404), shaped as react-router's own. */
export class RouteErrorResponse {
  readonly internal = false
  constructor(
    readonly status: number,
    readonly statusText: string,
    readonly data: unknown,
  ) {}
}

const STATUS_TEXT: Record<number, string> = { 404: 'Not Found' }

/** For loaders: `throw httpError(404)` renders the not-found page. */
export function httpError(status: number, data?: unknown): RouteErrorResponse {
  const text = STATUS_TEXT[status] ?? ''
  return new RouteErrorResponse(status, text, data ?? text)
}

export function isRouteErrorResponse(e: unknown): e is RouteErrorResponse {
  if (e === null || typeof e !== 'object') return false
  const r = e as Partial<RouteErrorResponse>
  return (
    typeof r.status === 'number' &&
    typeof r.statusText === 'string' &&
    typeof r.internal === 'boolean' &&
    'data' in r
  )
}

/** Route errors as JSON (for the prerendered data block). */
export function serializeErrors(
  errors: RouterState['errors'],
): Record<string, unknown> | null {
  if (!errors) return null
  const out: Record<string, unknown> = {}
  for (const [id, e] of Object.entries(errors))
    out[id] = isRouteErrorResponse(e)
      ? { __type: 'RouteErrorResponse', ...e }
      : e instanceof Error
        ? { __type: 'Error', message: e.message, name: e.name }
        : e
  return out
}

/** The inverse of serializeErrors. */
export function reviveErrors(
  errors: Record<string, unknown> | null | undefined,
): RouterState['errors'] {
  if (!errors) return null
  const out: Record<string, unknown> = {}
  for (const [id, v] of Object.entries(errors)) {
    const e = v as {
      __type?: string
      status?: number
      statusText?: string
      data?: unknown
      message?: string
      name?: string
    } | null
    if (e?.__type === 'RouteErrorResponse')
      out[id] = new RouteErrorResponse(
        e.status ?? 500,
        e.statusText ?? '',
        e.data,
      )
    else if (e?.__type === 'Error') {
      const err = new Error(e.message)
      if (e.name) err.name = e.name
      out[id] = err
    } else out[id] = v
  }
  return out
}

/** Where the router reads and writes the URL. */
export interface History {
  readonly origin: string
  location(): Location
  push(location: Location): void
  replace(location: Location): void
  go(delta: number): void
  /** Calls back on back/forward with the new location. */
  listen(cb: (location: Location) => void): () => void
}

const newKey = () => Math.random().toString(36).slice(2, 10)

function toLocation(to: To, state: unknown, current?: Location): Location {
  const path = typeof to === 'string' ? parsePath(to) : to
  return {
    pathname: path.pathname ?? current?.pathname ?? '/',
    search: path.search ?? '',
    hash: path.hash ?? '',
    state: state ?? null,
    key: newKey(),
  }
}

interface HistoryEntryState {
  usr: unknown
  key: string
}

/** The browser's history (pushState / popstate). */
export function createBrowserHistory(win: Window = window): History {
  const read = (): Location => {
    const s = win.history.state as Partial<HistoryEntryState> | null
    const { pathname, search, hash } = win.location
    return { pathname, search, hash, state: s?.usr ?? null, key: s?.key ?? '' }
  }
  const entry = (l: Location): HistoryEntryState => ({
    usr: l.state,
    key: l.key,
  })
  // Every entry carries a key, so scroll positions can be kept per entry.
  if (!read().key)
    win.history.replaceState(entry({ ...read(), key: newKey() }), '')
  return {
    origin: win.location.origin,
    location: read,
    push: (l) => win.history.pushState(entry(l), '', createPath(l)),
    replace: (l) => win.history.replaceState(entry(l), '', createPath(l)),
    go: (n) => win.history.go(n),
    listen(cb) {
      const onPop = () => {
        // A plain #fragment link makes an entry without state: key it, so
        // its scroll position has a place like any other entry's.
        if (!read().key)
          win.history.replaceState(entry({ ...read(), key: newKey() }), '')
        cb(read())
      }
      win.addEventListener('popstate', onPop)
      return () => win.removeEventListener('popstate', onPop)
    },
  }
}

/** An in-memory history (tests, and the prerender's single location). */
export function createMemoryHistory(
  initialEntries: string[] = ['/'],
  origin = 'http://localhost',
): History {
  const entries = initialEntries.map((e) => toLocation(e, null))
  let index = entries.length - 1
  const listeners = new Set<(l: Location) => void>()
  return {
    origin,
    location: () => entries[index]!,
    push(l) {
      entries.splice(index + 1, entries.length, l)
      index = entries.length - 1
    },
    replace(l) {
      entries[index] = l
    },
    go(n) {
      const next = Math.min(Math.max(index + n, 0), entries.length - 1)
      if (next === index) return
      index = next
      listeners.forEach((cb) => cb(entries[index]!))
    },
    listen(cb) {
      listeners.add(cb)
      return () => listeners.delete(cb)
    },
  }
}

export interface NavigateOptions {
  replace?: boolean
  state?: unknown
  preventScrollReset?: boolean
}

export interface Router {
  readonly state: RouterState
  /** A prerender's router: renders one page, never navigates. */
  readonly isStatic?: boolean
  readonly routes: AppRoute[]
  subscribe(cb: () => void): () => void
  /** Loads the first page (or, with hydration data, only its modules). */
  initialize(): Promise<void>
  navigate(to: To | number, opts?: NavigateOptions): Promise<void>
  /** Re-runs the current page's loaders and shows their data. */
  revalidate(): Promise<void>
  /** Stops listening to the history. */
  dispose(): void
}

export interface HydrationData {
  loaderData: Record<string, unknown>
  errors?: Record<string, unknown> | null
}

const samePath = (a: Location, b: Location) =>
  a.pathname === b.pathname && a.search === b.search

/**
 * Whether going from `a` to `b` only moves within the page (react-router's
 * rule): same path and query, and `b` has a #hash (or both have the same
 * one). The same URL without a hash loads the page again, as a link to the
 * page on screen does on a multi-page site.
 */
export function isHashChangeOnly(a: Location, b: Location): boolean {
  if (!samePath(a, b)) return false
  if (a.hash === '') return b.hash !== ''
  return a.hash === b.hash || b.hash !== ''
}

/** The routes `location` matches, root first (the '*' route catches the rest). */
export function matchLocation(routes: AppRoute[], location: Location): Match[] {
  // react-router's matcher reads only path, index, caseSensitive, children.
  const found = matchRoutes(routes as RouteObject[], location) ?? []
  return found.map((m) => ({
    route: m.route as AppRoute,
    params: m.params,
    pathname: m.pathname,
  }))
}

/** Loads the modules of the lazy routes among `matches` onto their routes. */
export async function resolveLazy(matches: Match[]): Promise<void> {
  await Promise.all(
    matches.map(async ({ route }) => {
      if (!route.lazy) return
      const props = await route.lazy()
      Object.assign(route, props)
      delete route.lazy
    }),
  )
}

/** The route whose ErrorBoundary shows an error thrown at `matches[i]`. */
function boundaryFor(matches: Match[], i: number): string {
  for (let j = i; j >= 0; j--)
    if (matches[j]!.route.ErrorBoundary) return matches[j]!.route.id
  return matches[0]!.route.id
}

export interface LoadedPage {
  matches: Match[]
  loaderData: Record<string, unknown>
  errors: Record<string, unknown> | null
  /** 200, the thrown RouteErrorResponse's status, or 500 for another error. */
  status: number
  /** Set when a lazy route's module failed to load (also in `errors`). */
  moduleError?: unknown
}

/**
 * The page at `location`: its matches (lazy modules resolved) and every
 * loader's answer, run in parallel. Used by the router and the prerender.
 */
export async function loadPage(
  routes: AppRoute[],
  location: Location,
  origin: string,
  signal?: AbortSignal,
): Promise<LoadedPage> {
  const matches = matchLocation(routes, location)
  if (matches.length === 0)
    return {
      matches,
      loaderData: {},
      errors: { root: httpError(404) },
      status: 404,
    }
  const errors: Record<string, unknown> = {}
  const loaderData: Record<string, unknown> = {}
  let status = 200
  const fail = (i: number, e: unknown) => {
    const id = boundaryFor(matches, i)
    if (id in errors) return
    errors[id] = e
    if (status === 200) status = isRouteErrorResponse(e) ? e.status : 500
  }
  try {
    await resolveLazy(matches)
  } catch (e) {
    fail(matches.length - 1, e)
    return { matches, loaderData, errors, status, moduleError: e }
  }
  const request = new Request(new URL(createPath(location), origin), {
    signal,
  })
  const results = await Promise.allSettled(
    // async: a loader that throws at once is a rejection like any other.
    matches.map(async ({ route, params }) =>
      route.loader ? route.loader({ params, request }) : undefined,
    ),
  )
  results.forEach((r, i) => {
    const { route } = matches[i]!
    if (r.status === 'rejected') fail(i, r.reason)
    else if (route.loader) loaderData[route.id] = r.value
  })
  return {
    matches,
    loaderData,
    errors: Object.keys(errors).length ? errors : null,
    status,
  }
}

/**
 * Called when a page's module (a lazy route's chunk) fails to load, which
 * after a deploy usually means the chunk's name changed. Returns true when it
 * has started a full page load of `location` (the router then leaves the
 * screen as it is); false shows the error page.
 */
export type ModuleErrorHandler = (
  location: Location,
  action: NavigationAction,
  error: unknown,
) => boolean

/**
 * The router. `hydrationData` is the prerendered page's loader data: the
 * first page then shows it without running its loaders.
 */
export function createRouter({
  routes,
  history,
  hydrationData,
  onModuleError,
}: {
  routes: AppRoute[]
  history: History
  hydrationData?: HydrationData
  onModuleError?: ModuleErrorHandler
}): Router {
  const listeners = new Set<() => void>()
  const first = history.location()
  let state: RouterState = {
    initialized: false,
    location: first,
    action: 'POP',
    matches: matchLocation(routes, first),
    loaderData: hydrationData?.loaderData ?? {},
    errors: hydrationData?.errors ?? null,
    navigation: { state: 'idle' },
    resetScroll: true,
  }
  /** The navigation's load under way, and the revalidation's. */
  let navigating: AbortController | null = null
  let revalidating: AbortController | null = null

  const set = (next: Partial<RouterState>) => {
    state = { ...state, ...next }
    listeners.forEach((cb) => cb())
  }

  const cancelNavigation = () => {
    navigating?.abort()
    navigating = null
  }
  const cancelRevalidation = () => {
    revalidating?.abort()
    revalidating = null
  }

  /**
   * Loads the page at `location` for a navigation; resolves to null when a
   * newer navigation superseded it or a full page load replaces it.
   */
  const loadForNavigation = async (
    location: Location,
    action: NavigationAction,
  ) => {
    cancelNavigation()
    // A new page is coming: fresh data for the old one is of no use.
    cancelRevalidation()
    const controller = new AbortController()
    navigating = controller
    const page = await loadPage(
      routes,
      location,
      history.origin,
      controller.signal,
    )
    if (navigating !== controller) return null
    navigating = null
    if (
      page.moduleError !== undefined &&
      onModuleError?.(location, action, page.moduleError)
    )
      return null
    return page
  }

  const showPage = (page: Omit<LoadedPage, 'status'>) => ({
    initialized: true,
    matches: page.matches,
    loaderData: page.loaderData,
    errors: page.errors,
  })

  const go = async (
    location: Location,
    action: NavigationAction,
    resetScroll = true,
  ) => {
    const commit = (page: Omit<LoadedPage, 'status'> | null) => {
      if (action === 'PUSH') history.push(location)
      if (action === 'REPLACE') history.replace(location)
      set({
        location,
        action,
        resetScroll,
        navigation: { state: 'idle' },
        // A back/forward during the very first load commits the first page.
        initialized: true,
        ...(page ? showPage(page) : {}),
      })
    }
    // Only the hash changed: the same page, no loading (a refresh of its
    // data under way goes on).
    if (state.initialized && isHashChangeOnly(state.location, location)) {
      cancelNavigation()
      commit(null)
      return
    }
    set({ navigation: { state: 'loading', location } })
    const page = await loadForNavigation(location, action)
    if (page) commit(page)
  }

  let stop = () => {}

  const router: Router = {
    get state() {
      return state
    },
    routes,
    subscribe(cb) {
      listeners.add(cb)
      return () => listeners.delete(cb)
    },
    async initialize() {
      stop = history.listen((l) => void go(l, 'POP'))
      if (hydrationData) {
        // The prerendered page is this page: only its code is needed.
        try {
          await resolveLazy(state.matches)
        } catch (e) {
          onModuleError?.(state.location, 'POP', e)
          throw e
        }
        set({ initialized: true })
        return
      }
      const page = await loadForNavigation(state.location, 'POP')
      if (page) set(showPage(page))
    },
    async navigate(to, opts = {}) {
      if (typeof to === 'number') return history.go(to)
      const location = toLocation(to, opts.state, state.location)
      const same = createPath(location) === createPath(state.location)
      await go(
        location,
        opts.replace || same ? 'REPLACE' : 'PUSH',
        !opts.preventScrollReset,
      )
    },
    async revalidate() {
      // A navigation under way loads fresh data anyway.
      if (state.navigation.state === 'loading') return
      cancelRevalidation()
      const controller = new AbortController()
      revalidating = controller
      const location = state.location
      const page = await loadPage(
        routes,
        location,
        history.origin,
        controller.signal,
      )
      if (revalidating !== controller) return
      revalidating = null
      // Still this page (a #hash move within it keeps it).
      if (samePath(state.location, location)) set(showPage(page))
    },
    dispose() {
      stop()
      cancelNavigation()
      cancelRevalidation()
    },
  }
  return router
}

/** The prerender's router: one loaded page, nothing to navigate. */
export function createStaticRouter(
  routes: AppRoute[],
  location: Location,
  page: LoadedPage,
): Router {
  const state: RouterState = {
    initialized: true,
    location,
    action: 'POP',
    matches: page.matches,
    loaderData: page.loaderData,
    errors: page.errors,
    navigation: { state: 'idle' },
    resetScroll: true,
  }
  const nothing = () => Promise.resolve()
  return {
    state,
    routes,
    isStatic: true,
    subscribe: () => () => {},
    initialize: nothing,
    navigate: nothing,
    revalidate: nothing,
    dispose: () => {},
  }
}

/** A location object for a path such as '/clinic/x?y#z'. */
export function locationOf(path: string, state: unknown = null): Location {
  return toLocation(path, state)
}

/** A router over an in-memory history, started (tests). */
export function createMemoryRouter(
  routes: AppRoute[],
  opts: {
    initialEntries?: string[]
    hydrationData?: HydrationData
    onModuleError?: ModuleErrorHandler
  } = {},
): Router {
  const router = createRouter({
    routes,
    history: createMemoryHistory(opts.initialEntries),
    hydrationData: opts.hydrationData,
    onModuleError: opts.onModuleError,
  })
  // A failure shows in the router's state (or, hydrating, in initialize()).
  router.initialize().catch(() => {})
  return router
}
