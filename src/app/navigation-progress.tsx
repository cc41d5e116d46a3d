import { useNavigation } from 'react-router'
import { useInBrowser } from '@/hooks/external-store'

/** The progress bar's class (src/index.css), also used by loading-shell.ts. */
export const NAVIGATION_PROGRESS_CLASS = 'nav-progress'

/**
 * True while a navigation loads the next page (react-router's navigation
 * state; the live refresh after hydration is a revalidation, not shown).
 * Not while hydrating: a navigation already under way then (Back pressed
 * while the app was still loading) shows once the page is hydrated, so the
 * first render matches the prerendered page, which has none.
 */
export function useIsNavigating(): boolean {
  const inBrowser = useInBrowser()
  return useNavigation().state !== 'idle' && inBrowser
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
