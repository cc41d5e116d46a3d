import type { LoaderFunction, RouteObject } from 'react-router'
import { loadFailureOf } from './load-failure'
import { wrapLoaders } from './wrap-loaders'

/*
 * The last data each page had in this session (and the prerendered data the
 * page was built with), so that a read that fails shows the last known data
 * with its date instead of an error (src/README.md, Decisions: outages are outages).
 * In memory only: a reload starts again from the prerendered data.
 */

const saved = new Map<string, { data: unknown; at: number }>()
const staleSince = new WeakMap<object, Date>()

/** Routes whose data is the same on every page (the layout's footer). */
const EVERY_PAGE = new Set<string>()

const keyOf = (routeId: string, url: string) => {
  if (EVERY_PAGE.has(routeId)) return routeId
  const { pathname, search } = new URL(url)
  return `${routeId} ${pathname.replace(/\/+$/, '') || '/'}${search}`
}

/** Keeps `data` as the last known data of route `routeId` at `url`. */
export function rememberLoaded(
  routeId: string,
  url: string,
  data: unknown,
  at: number,
): void {
  if (data !== null && typeof data === 'object' && !loadFailureOf(data))
    saved.set(keyOf(routeId, url), { data, at })
}

/** When loader data is an earlier copy shown during an outage: its date. */
export function savedAt(data: unknown): Date | undefined {
  return data !== null && typeof data === 'object'
    ? staleSince.get(data)
    : undefined
}

/**
 * The route table with every loader wrapped: a successful result is kept
 * (per route and URL, or per route for one whose `handle.samePageData` says
 * its data is the same on every page);
 * a failed one (a marked fallback, see load-failure.ts) is replaced by the
 * last known data of the same route and URL, when there is one, marked with
 * its date (savedAt).
 */
export function withLastKnownData(
  routes: RouteObject[],
  now: () => number = Date.now,
): RouteObject[] {
  const mark = (list: RouteObject[]) =>
    list.forEach((route) => {
      const handle = route.handle as { samePageData?: boolean } | undefined
      if (handle?.samePageData && route.id) EVERY_PAGE.add(route.id)
      if (route.children) mark(route.children)
    })
  mark(routes)
  return wrapLoaders(
    routes,
    (loader: LoaderFunction, id: string): LoaderFunction =>
      async (args, ctx) => {
        const result: unknown = await loader(args, ctx)
        if (!loadFailureOf(result)) {
          rememberLoaded(id, args.request.url, result, now())
          return result
        }
        const last = saved.get(keyOf(id, args.request.url))
        if (!last) return result
        const copy = { ...(last.data as object) }
        staleSince.set(copy, new Date(last.at))
        return copy
      },
  )
}
