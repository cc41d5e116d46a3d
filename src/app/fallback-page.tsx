import { createContext, useContext } from 'react'
import { NAVIGATION_PROGRESS_CLASS } from './navigation-progress'
import { LOADING_STATUS_CLASS, LOADING_TEXT } from './loading-shell'

/**
 * True while the build renders 404.html. Hosts serve that file for every
 * path the build did not write: an unknown address, but also a clinic or
 * town added after the build. Which it is, only the app can tell (the route
 * table, then the live read), so the file says it is loading, under the
 * site's header and with the 911 banner, never 'Page Not Found': during an
 * outage that would tell a parent a real clinic does not exist.
 */
export const FallbackBuild = createContext(false)

export const useFallbackBuild = () => useContext(FallbackBuild)

/** The head of 404.html: loading, and never indexed. */
export const FALLBACK_HEAD = {
  title: LOADING_TEXT,
  description: 'This page is loading.',
  noindex: true,
} as const

/**
 * The main content of 404.html: the loading shell's bar and 'Loading…'
 * (loading-shell.ts makes the same with plain DOM for a page's markup that
 * is not this URL's). Without JavaScript nothing will load: a note instead.
 */
export function FallbackLoading() {
  return (
    <>
      <div
        role="progressbar"
        aria-label={LOADING_TEXT}
        className={NAVIGATION_PROGRESS_CLASS}
        data-fallback-loading=""
      />
      <p
        role="status"
        className={LOADING_STATUS_CLASS}
        data-fallback-loading=""
      >
        {LOADING_TEXT}
      </p>
      <noscript>
        <style>{'[data-fallback-loading]{display:none}'}</style>
        <p className="mx-auto max-w-xl py-12 text-center text-lg">
          This page needs JavaScript to load.{' '}
          <a href="/" className="font-semibold text-blue-800 underline">
            Find pediatric urgent care from the home page
          </a>
          .
        </p>
      </noscript>
    </>
  )
}
