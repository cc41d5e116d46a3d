import { isRouteErrorResponse } from 'react-router'

/*
 * The prerendered page's data travels in a JSON data block (a
 * non-executable <script type="application/json">), not in the inline
 * script react-router's StaticRouterProvider would write: the
 * Content-Security-Policy allows no inline script. The build writes it
 * (src/entry-server.tsx); the browser reads it into createBrowserRouter's
 * `hydrationData` (src/entry-client.tsx).
 */

/** Id of the JSON data block that carries a prerendered page's loader data. */
export const HYDRATION_DATA_ID = 'router-hydration'

/** The data block's content. */
export interface HydrationPayload {
  /** The path the page was rendered for; null for 404.html (served anywhere). */
  path: string | null
  /** When the build read this data (ISO 8601): its date if shown during an outage. */
  builtAt?: string
  /** Loader data and errors (errors as serializeErrors writes them). */
  state: {
    loaderData: Record<string, unknown>
    errors: Record<string, unknown> | null
  }
}

/** '/x/' and '/x' are the same page ('/' stays '/'). */
export const samePage = (a: string, b: string) =>
  (a.replace(/\/+$/, '') || '/') === (b.replace(/\/+$/, '') || '/')

/**
 * Route errors as JSON, in react-router's own hydration format. A page is
 * only ever built with a 404 (any other error stops the build), and a
 * serialised error response is already one to `isRouteErrorResponse`: the
 * browser passes the data block's state to `hydrationData` as it is.
 */
export function serializeErrors(
  errors: Record<string, unknown> | null | undefined,
): Record<string, unknown> | null {
  if (!errors) return null
  const out: Record<string, unknown> = {}
  for (const [id, e] of Object.entries(errors))
    out[id] = isRouteErrorResponse(e)
      ? {
          status: e.status,
          statusText: e.statusText,
          internal: false,
          data: e.data as unknown,
          __type: 'RouteErrorResponse',
        }
      : e instanceof Error
        ? { message: e.message, __type: 'Error' }
        : e
  return out
}
