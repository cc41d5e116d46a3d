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
