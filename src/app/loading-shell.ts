import { NAVIGATION_PROGRESS_CLASS } from './navigation-progress'

/** What the shell says while the page loads (also the progress bar's name). */
export const LOADING_TEXT = 'Loading…'

/** The classes of the shell's 'Loading…' line (also 404.html's). */
export const LOADING_STATUS_CLASS =
  'flex min-h-40 items-center justify-center py-12 text-lg text-slate-700'

/**
 * Turns prerendered markup that is not this URL's page (404.html, served for
 * a page added after the build) into a loading screen: its site chrome (the
 * header, footer and 911 banner) stays as it is, the main content becomes a
 * progress bar and 'Loading…'. Plain DOM, before React starts: the page's
 * data may take up to the read deadline.
 */
export function showLoadingInShell(container: HTMLElement): void {
  const main = container.querySelector('main')
  if (!main) {
    container.replaceChildren()
    return
  }
  const bar = document.createElement('div')
  bar.setAttribute('role', 'progressbar')
  bar.setAttribute('aria-label', LOADING_TEXT)
  bar.className = NAVIGATION_PROGRESS_CLASS
  const status = document.createElement('p')
  status.setAttribute('role', 'status')
  status.className = LOADING_STATUS_CLASS
  status.textContent = LOADING_TEXT
  main.replaceChildren(bar, status)
}
