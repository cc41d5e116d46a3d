import type { DataRouter } from 'react-router'

/**
 * Whether the page on screen is still the one this document opened on (no
 * in-app move yet): a reload, a link opened, Back or Forward from another
 * site. A page that reads its answer from the address then brings it into
 * view itself (home: features/search/url-sync.tsx), since the scroll offset the browser
 * or the router restores was measured on the page before its answer was
 * drawn. After an in-app move, Back to a page returns to the reader's own
 * place (the router's scroll restoration).
 */
let moved = false

/** Watches the router from its start (entry-client.tsx). */
export function watchDocumentStart(router: DataRouter): void {
  const first = router.state.location.key
  const stop = router.subscribe((state) => {
    if (state.location.key === first) return
    moved = true
    stop()
  })
}

export function isDocumentStart(): boolean {
  return !moved
}
