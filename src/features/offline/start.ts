import { HYDRATION_DATA_ID } from '@/app/hydration-data'
import { savedStore } from '@/data/saved-at'
import { parseSavedAt } from '@/domain/offline/notice'

/*
 * Works on a weak signal (README Decisions, 2026-11-25). Called once by
 * entry-client. Now: the page's data date, for the offline notice. After the
 * window's load event (never on the first paint's path): the service worker
 * and the contact outbox, in a chunk of their own (./after-load).
 */
export function startOfflineSupport(): void {
  if (typeof window === 'undefined') return
  const block = document.getElementById(HYDRATION_DATA_ID)?.textContent ?? ''
  savedStore.setBuilt(parseSavedAt(/"builtAt":"([^"]+)"/.exec(block)?.[1]))
  const go = () =>
    void import('./after-load')
      .then((m) => m.afterLoad())
      .catch((e: unknown) => console.error('offline support did not start', e))
  if (document.readyState === 'complete') setTimeout(go, 0)
  else window.addEventListener('load', () => setTimeout(go, 0), { once: true })
}
