import { Suspense, lazy, useEffect, useRef } from 'react'
import { savedStore } from '@/data/saved-at'
import { useExternalStore, type ReadableStore } from '@/hooks/external-store'
import { useRetry } from '@/features/outage'
import { updateStore } from './update-store'

// When the chunk cannot load (offline before the service worker took over),
// a plain line still says what matters.
const NoticeView = lazy(() =>
  import('./notice-view').catch(() => ({
    default: ({ offline }: { offline: boolean; fromCopy: boolean }) =>
      offline ? (
        <p data-testid="offline-notice" className="bg-amber-50 px-4 py-2">
          You&apos;re offline. Call the clinic to confirm before you go.
        </p>
      ) : (
        <></>
      ),
  })),
)

/** Whether the device says it has a connection. */
const onlineStore: ReadableStore<boolean> = {
  get: () => navigator.onLine,
  subscribe(onChange) {
    window.addEventListener('online', onChange)
    window.addEventListener('offline', onChange)
    return () => {
      window.removeEventListener('online', onChange)
      window.removeEventListener('offline', onChange)
    }
  },
}

/** False only when the device says it has no connection (true while prerendering). */
export function useOnline(): boolean {
  return useExternalStore(onlineStore, true)
}

const RETRIES_WHEN_BACK = 3
const RETRY_AGAIN_MS = 5_000

const SERVER_SAVED = { savedAt: null, fromCopy: false, stale: false }

/**
 * Under the header: the offline notice when the device is offline or the
 * page shows the service worker's kept copy of the directory (with the date
 * it was saved), and a quiet 'A new version is available — Reload' when a
 * new deployment is waiting. Nothing at all otherwise (and in the HTML).
 */
export function OfflineNotices() {
  const online = useOnline()
  const saved = useExternalStore(savedStore, SERVER_SAVED)
  const applyUpdate = useExternalStore(updateStore, null)
  // Back online with older data on screen: read it again (the notice goes
  // when the fresh data arrives). A connection can come back slowly, so
  // while no fresh answer has come, try again, RETRY_AGAIN_MS after the last
  // answer, RETRIES_WHEN_BACK times in all.
  const retry = useRetry()
  const wasOnline = useRef(online)
  const retriesLeft = useRef(0)
  useEffect(() => {
    const back = online && !wasOnline.current
    wasOnline.current = online
    if (!online || !saved.stale) {
      retriesLeft.current = 0
      return
    }
    if (back) {
      retriesLeft.current = RETRIES_WHEN_BACK - 1
      retry()
    }
    if (retriesLeft.current === 0) return
    const again = window.setTimeout(() => {
      retriesLeft.current--
      retry()
    }, RETRY_AGAIN_MS)
    return () => window.clearTimeout(again)
  }, [online, saved, retry])
  const showSaved = !online || (saved.fromCopy && saved.savedAt !== null)
  return (
    <div role="status" aria-live="polite">
      {showSaved || applyUpdate ? (
        <Suspense fallback={null}>
          <NoticeView
            offline={!online}
            fromCopy={saved.fromCopy}
            savedAt={saved.savedAt}
            applyUpdate={applyUpdate}
          />
        </Suspense>
      ) : null}
    </div>
  )
}
