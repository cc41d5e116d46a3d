import { HYDRATION_DATA_ID } from './hydration-data'
import { whenHydrated } from './live-refresh'
import { savedStore } from '@/data/saved-at'
import { parseSavedAt } from '@/domain/offline/notice'
import { afterLoad } from '@/features/offline/after-load'

/** How long a page whose app never starts waits before the worker anyway. */
const WITHOUT_APP_MS = 10_000

/*
 * Works on a weak signal (offline pages, dated notice, outbox). Called once by
 * entry-client. Now: the page's data date, for the offline notice. Later
 * (features/offline/after-load.ts, a few lines in the first load: as a chunk
 * of its own it cost more bytes than it saved): the contact outbox, and the
 * service worker when the browser is next idle. Later means after
 * the window's load event and the app's hydration: the worker's install
 * downloads every page of the site (a few MB), which must not compete with
 * this page's own first work on a slow phone or a weak signal.
 */
export function startOfflineSupport(): void {
  if (typeof window === 'undefined') return
  const block = document.getElementById(HYDRATION_DATA_ID)?.textContent ?? ''
  savedStore.setBuilt(parseSavedAt(/"builtAt":"([^"]+)"/.exec(block)?.[1]))
  let started = false
  const go = () => {
    if (started) return
    started = true
    afterLoad().catch((e: unknown) =>
      console.error('offline support did not start', e),
    )
  }
  const loaded = new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve()
    else window.addEventListener('load', () => resolve(), { once: true })
  })
  const hydrated = new Promise<void>((resolve) => whenHydrated(resolve))
  void Promise.all([loaded, hydrated]).then(go)
  // A page whose app could not start (its chunk failed to load) still gets
  // the worker, which may bring the working version.
  void loaded.then(() => setTimeout(go, WITHOUT_APP_MS))
}
