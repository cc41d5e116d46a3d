/**
 * The page's first script (production builds; `src/prerender/after-first-paint.ts`
 * puts it in the HTML in place of the app's script tag). The prerendered page
 * is readable without JavaScript, so the app — React, the router, the page's
 * code — loads only after the browser has painted that page once: on a slow
 * phone the first paint no longer waits for the app's download and
 * evaluation (src/prerender/README.md, Decisions: the page paints first).
 *
 * The tag names the app's entry chunk (`data-app`) and the chunks it imports
 * (`data-preload`, space-separated): they are fetched together, as the
 * `modulepreload` links Vite writes would have been.
 *
 * "After the first paint" is the browser's paint entry where it reports one
 * (the frame is on screen, not only drawn), else the task after the first
 * frame.
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

/** Whether this browser reports its paints (Chrome, Firefox, Safari 14.1+). */
const reportsPaint =
  typeof PerformanceObserver === 'function' &&
  (PerformanceObserver.supportedEntryTypes ?? []).includes('paint')

if (reportsPaint) {
  // The browser's own word that the page is on screen (`buffered`: also a
  // paint that came before this script ran).
  const observer = new PerformanceObserver(() => {
    observer.disconnect()
    loadApp()
  })
  observer.observe({ type: 'paint', buffered: true })
} else {
  // A frame's callbacks run just before it is drawn; a task queued there
  // runs after the drawing.
  requestAnimationFrame(() => setTimeout(loadApp, 0))
}
// A tab opened in the background paints nothing until it is shown: the app
// starts after a second there too (timers run at least once a second in such
// tabs).
setTimeout(loadApp, 1000)
