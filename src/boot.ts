/**
 * The page's first script (production builds; `src/prerender/after-first-paint.ts`
 * puts it in the HTML in place of the app's script tag). The prerendered page
 * is readable without JavaScript, so the app — React, the router, the page's
 * code — loads only after the browser has painted that page once: on a slow
 * phone the first paint no longer waits for the app's download and
 * evaluation (README Decisions, 2026-11-25, first paint).
 *
 * The tag names the app's entry chunk (`data-app`) and the chunks it imports
 * (`data-preload`, space-separated): they are fetched together, as the
 * `modulepreload` links Vite writes would have been.
 */
const tag = document.querySelector<HTMLScriptElement>('script[data-app]')

let started = false

function loadApp(): void {
  if (started || !tag?.dataset.app) return
  started = true
  const { app, preload = '' } = tag.dataset
  for (const href of preload.split(' ').filter(Boolean)) {
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.crossOrigin = ''
    link.href = href
    document.head.append(link)
  }
  const script = document.createElement('script')
  script.type = 'module'
  script.crossOrigin = ''
  script.src = app
  document.body.append(script)
}

// A frame's callbacks run just before it is painted; a task queued there runs
// after the paint. A tab opened in the background paints nothing until it is
// shown: the timer starts the app there too (timers run at least once a
// second in such tabs).
requestAnimationFrame(() => setTimeout(loadApp, 0))
setTimeout(loadApp, 1000)
