import type { LoaderFunction, RouteObject } from 'react-router'

/**
 * The route table with every loader replaced by `wrap(loader, routeId)`,
 * also the loaders that arrive later with a lazy route's module. Used by the
 * browser's wrappers (last-known.ts, live-refresh.ts); the table itself is
 * not changed.
 */
export function wrapLoaders(
  routes: RouteObject[],
  wrap: (loader: LoaderFunction, id: string) => LoaderFunction,
): RouteObject[] {
  return routes.map((route) => {
    const wrapped = { ...route } as RouteObject
    const { loader, id, lazy } = route
    if (typeof loader === 'function' && id) wrapped.loader = wrap(loader, id)
    if (typeof lazy === 'function' && id)
      wrapped.lazy = async () => {
        const props = await lazy()
        return typeof props.loader === 'function'
          ? { ...props, loader: wrap(props.loader, id) }
          : props
      }
    if (route.children)
      (wrapped as { children?: RouteObject[] }).children = wrapLoaders(
        route.children,
        wrap,
      )
    return wrapped
  })
}
