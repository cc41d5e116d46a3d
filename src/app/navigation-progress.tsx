import { useNavigation } from './router/react'

/** The progress bar's class (src/index.css), also used by loading-shell.ts. */
export const NAVIGATION_PROGRESS_CLASS = 'nav-progress'

/**
 * True while a navigation loads the next page. The one place that reads the
 * router's navigation state for the progress bar (react-router's own
 * useNavigation has the same shape).
 */
export function useIsNavigating(): boolean {
  return useNavigation().state === 'loading'
}

/**
 * A thin bar at the top of the window from the moment a link is followed
 * until the next page shows (or fails to), with 'Loading…' for screen
 * readers. The page on screen stays usable: another tap starts another
 * navigation, which supersedes this one.
 */
export function NavigationProgress() {
  const loading = useIsNavigating()
  return (
    <>
      {loading ? (
        <div
          role="progressbar"
          aria-label="Loading…"
          className={NAVIGATION_PROGRESS_CLASS}
        />
      ) : null}
      <p role="status" className="sr-only">
        {loading ? 'Loading…' : ''}
      </p>
    </>
  )
}
