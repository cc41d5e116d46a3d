import {
  Component,
  createContext,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from 'react'
import {
  createPath,
  Router as LocationRouter,
  type NavigationType,
  type Navigator,
} from 'react-router'
import type { Params, Router, RouterState } from './core'

/*
 * The React side of ./core: the provider (react-router's <Router> underneath,
 * so its Link, NavLink, useLocation and useSearchParams work as usual), the
 * route tree with its error boundaries, and the data hooks.
 */

const StateContext = createContext<RouterState | null>(null)
const MatchContext = createContext<{ index: number; outlet: ReactNode }>({
  index: -1,
  outlet: null,
})
const ErrorContext = createContext<unknown>(undefined)

function useRouterState(): RouterState {
  const state = useContext(StateContext)
  if (!state) throw new Error('outside the RouterProvider')
  return state
}

/** The data of the route this component renders. */
export function useLoaderData(): unknown {
  const state = useRouterState()
  const { index } = useContext(MatchContext)
  const id = state.matches[index]?.route.id
  return id === undefined ? undefined : state.loaderData[id]
}

/** The data of the route `id` on screen (e.g. 'root'). */
export function useRouteLoaderData(id: string): unknown {
  return useRouterState().loaderData[id]
}

export interface UIMatch {
  id: string
  pathname: string
  params: Params
  data: unknown
  handle: unknown
}

/** The routes on screen, root first, with their data and handles. */
export function useMatches(): UIMatch[] {
  const { matches, loaderData } = useRouterState()
  return useMemo(
    () =>
      matches.map(({ route, pathname, params }) => ({
        id: route.id,
        pathname,
        params,
        data: loaderData[route.id],
        handle: route.handle,
      })),
    [matches, loaderData],
  )
}

/** The error an ErrorBoundary is showing. */
export function useRouteError(): unknown {
  return useContext(ErrorContext)
}

/** 'loading' (and the location) while a navigation loads the next page. */
export function useNavigation(): RouterState['navigation'] {
  return useRouterState().navigation
}

/** Where a parent route renders its child route. */
export function Outlet() {
  return useContext(MatchContext).outlet
}

/** Catches a route's render errors and shows its ErrorBoundary instead. */
class RenderBoundary extends Component<
  { Fallback: ComponentType; resetKey: string; children: ReactNode },
  { error: unknown; caught: boolean; resetKey: string }
> {
  override state = {
    error: undefined,
    caught: false,
    resetKey: this.props.resetKey,
  }

  static getDerivedStateFromError(error: unknown) {
    return { error, caught: true }
  }

  static getDerivedStateFromProps(
    props: { resetKey: string },
    state: { resetKey: string },
  ) {
    // Another page: try rendering again.
    return props.resetKey !== state.resetKey
      ? { error: undefined, caught: false, resetKey: props.resetKey }
      : null
  }

  override render() {
    const { Fallback, children } = this.props
    return this.state.caught ? (
      <ErrorContext value={this.state.error}>
        <Fallback />
      </ErrorContext>
    ) : (
      children
    )
  }
}

function renderMatch(state: RouterState, index: number): ReactNode {
  const match = state.matches[index]
  if (!match) return null
  const { route } = match
  const error = state.errors?.[route.id]
  const Boundary = route.ErrorBoundary
  if (error !== undefined && Boundary)
    return (
      <MatchContext value={{ index, outlet: null }}>
        <ErrorContext value={error}>
          <Boundary />
        </ErrorContext>
      </MatchContext>
    )
  const Page = route.Component
  const node = (
    <MatchContext value={{ index, outlet: renderMatch(state, index + 1) }}>
      {Page ? <Page /> : null}
    </MatchContext>
  )
  return Boundary ? (
    <RenderBoundary Fallback={Boundary} resetKey={state.location.key}>
      {node}
    </RenderBoundary>
  ) : (
    node
  )
}

export function RouterProvider({ router }: { router: Router }) {
  const state = useSyncExternalStore(
    router.subscribe,
    () => router.state,
    () => router.state,
  )
  const navigator = useMemo<Navigator>(
    () => ({
      createHref: (to) => (typeof to === 'string' ? to : createPath(to)),
      push: (to, s, opts) =>
        void router.navigate(to, {
          state: s,
          preventScrollReset: opts?.preventScrollReset,
        }),
      replace: (to, s, opts) =>
        void router.navigate(to, {
          replace: true,
          state: s,
          preventScrollReset: opts?.preventScrollReset,
        }),
      go: (n) => void router.navigate(n),
    }),
    [router],
  )
  if (!state.initialized) return null
  return (
    <LocationRouter
      location={state.location}
      navigationType={state.action as NavigationType}
      navigator={navigator}
      static={router.isStatic ?? false}
    >
      <StateContext value={state}>
        {renderMatch(state, 0)}
        <ScrollRestoration />
      </StateContext>
    </LocationRouter>
  )
}

const SCROLL_STORAGE = 'scroll-positions'

/** Scrolls to the element `hash` names; false when there is none. */
function scrollToHash(hash: string): boolean {
  if (hash.length < 2) return false
  let id = hash.slice(1)
  try {
    id = decodeURIComponent(id)
  } catch {
    // A malformed escape: look the id up as written.
  }
  const target = document.getElementById(id)
  target?.scrollIntoView()
  return target !== null
}

/**
 * Scroll like a multi-page site: a new page starts at the top (or at its
 * #hash), back and forward return to where the reader was, also across a
 * reload. Rendered by RouterProvider beside every page, the error pages too.
 */
function ScrollRestoration() {
  const { location, action, resetScroll } = useRouterState()
  const positions = useRef<Record<string, number> | null>(null)
  const shown = useRef(location.key)

  useEffect(() => {
    const saved = sessionStorage.getItem(SCROLL_STORAGE)
    try {
      positions.current = saved
        ? (JSON.parse(saved) as Record<string, number>)
        : {}
    } catch {
      positions.current = {}
    }
    const y = positions.current[shown.current]
    if (y !== undefined) window.scrollTo(0, y)
    // A page rendered in the browser (not hydrated) came after the browser
    // looked for its #hash target (at the top still: it found none).
    else if (window.scrollY === 0) scrollToHash(window.location.hash)
    window.history.scrollRestoration = 'manual'
    const onScroll = () => {
      if (positions.current) positions.current[shown.current] = window.scrollY
    }
    const persist = () => {
      onScroll()
      try {
        sessionStorage.setItem(
          SCROLL_STORAGE,
          JSON.stringify(positions.current),
        )
      } catch {
        // Storage full or denied: positions last for this page load only.
      }
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    window.addEventListener('pagehide', persist)
    return () => {
      window.removeEventListener('scroll', onScroll)
      window.removeEventListener('pagehide', persist)
      window.history.scrollRestoration = 'auto'
    }
  }, [])

  useLayoutEffect(() => {
    if (location.key === shown.current) return
    shown.current = location.key
    const saved = positions.current?.[location.key]
    if (action === 'POP' && saved !== undefined) window.scrollTo(0, saved)
    else if (!scrollToHash(location.hash) && resetScroll) window.scrollTo(0, 0)
  }, [location, action, resetScroll])

  return null
}
