import { useEffect, useRef, useSyncExternalStore } from 'react'
import { RefreshCw, WifiOff } from 'lucide-react'
import { savedStore } from '@/data/saved-at'
import {
  UPDATE_NOTICE_TEXT,
  copyNoticeText,
  offlineNoticeText,
} from '@/domain/offline/notice'
import { useRetry } from '@/features/outage/use-retry'
import { updateStore } from './update-store'

const subscribeOnline = (onChange: () => void) => {
  window.addEventListener('online', onChange)
  window.addEventListener('offline', onChange)
  return () => {
    window.removeEventListener('online', onChange)
    window.removeEventListener('offline', onChange)
  }
}

/** False only when the device says it has no connection (true while prerendering). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  )
}

const SERVER_SAVED = { savedAt: null, fromCopy: false, stale: false }
const serverSaved = () => SERVER_SAVED
const serverUpdate = () => null

/**
 * Under the header: the offline notice when the device is offline or the
 * page shows the service worker's kept copy of the directory (with the date
 * it was saved), and a quiet 'A new version is available — Reload' when a
 * new deployment is waiting. Nothing at all otherwise (and in the HTML).
 */
export function OfflineNotices() {
  const online = useOnline()
  const saved = useSyncExternalStore(
    savedStore.subscribe,
    savedStore.get,
    serverSaved,
  )
  const applyUpdate = useSyncExternalStore(
    updateStore.subscribe,
    updateStore.get,
    serverUpdate,
  )
  // Back online with older data on screen: read it again (the notice goes
  // when the fresh data arrives).
  const retry = useRetry()
  const wasOnline = useRef(online)
  useEffect(() => {
    if (online && !wasOnline.current && saved.stale) retry()
    wasOnline.current = online
  }, [online, saved.stale, retry])
  const text = !online
    ? offlineNoticeText(saved.savedAt)
    : saved.fromCopy && saved.savedAt
      ? copyNoticeText(saved.savedAt)
      : null
  return (
    <>
      <div role="status" aria-live="polite">
        {text ? (
          <div
            data-testid="offline-notice"
            className="border-b border-amber-300 bg-amber-50 text-slate-900"
          >
            <p className="mx-auto flex max-w-6xl items-start gap-2 px-4 py-2">
              <WifiOff
                aria-hidden="true"
                className="mt-0.5 h-5 w-5 shrink-0 text-amber-800"
              />
              <span>{text}</span>
            </p>
          </div>
        ) : null}
      </div>
      {applyUpdate ? (
        <div
          role="status"
          data-testid="update-notice"
          className="border-b border-slate-200 bg-slate-50 text-slate-900"
        >
          <p className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-1 px-4 py-1">
            <span>{UPDATE_NOTICE_TEXT} —</span>
            <button
              type="button"
              onClick={applyUpdate}
              className="inline-flex min-h-11 items-center gap-1 rounded px-2 font-semibold text-blue-800 underline hover:text-blue-900"
            >
              <RefreshCw aria-hidden="true" className="h-4 w-4" />
              Reload
            </button>
          </p>
        </div>
      ) : null}
    </>
  )
}
