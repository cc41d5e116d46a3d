/**
 * Loaders never throw on a failed read: they return the page's error state
 * (an empty list, no clinic). That state is marked here, invisibly, so these
 * can tell a failed read from real data:
 *
 * - the build-time prerender, which must stop rather than bake an error page
 *   or an empty directory into static HTML (src/entry-server.tsx);
 * - the browser's refresh after hydration, which keeps the prerendered data
 *   on screen when the live source cannot be reached (src/app/live-refresh.ts);
 * - the pages, which show the outage message ('We can't reach the directory
 *   right now') for a marked result instead of 'not found';
 * - the last-known data (src/app/last-known.ts), which replaces a marked
 *   result with the page's earlier data, dated, when it has some.
 */
const failures = new WeakMap<object, unknown>()

/** Marks a loader's fallback value as the result of a failed read. */
export function failedLoad<T extends object>(fallback: T, error: unknown): T {
  failures.set(fallback, error)
  return fallback
}

/** The error behind a marked loader result, or undefined for real data. */
export function loadFailureOf(value: unknown): { error: unknown } | undefined {
  if (value === null || typeof value !== 'object' || !failures.has(value))
    return undefined
  return { error: failures.get(value) }
}
