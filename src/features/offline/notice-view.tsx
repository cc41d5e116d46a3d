import { RefreshCw, WifiOff } from 'lucide-react'
import {
  UPDATE_NOTICE_TEXT,
  copyNoticeText,
  offlineNoticeText,
} from '@/domain/offline/notice'

/*
 * The notices' markup, in a chunk of its own: loaded only when a notice is
 * shown (precached, so it is there offline), never on a page's first load.
 */

export interface NoticeViewProps {
  offline: boolean
  /** Online, but the data on screen is the service worker's kept copy. */
  fromCopy: boolean
  savedAt: Date | null
  /** Set when a new version is waiting. */
  applyUpdate: (() => void) | null
}

export default function NoticeView({
  offline,
  fromCopy,
  savedAt,
  applyUpdate,
}: NoticeViewProps) {
  const text = offline
    ? offlineNoticeText(savedAt)
    : fromCopy && savedAt
      ? copyNoticeText(savedAt)
      : null
  return (
    <>
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
      {applyUpdate ? (
        <div
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
              <RefreshCw aria-hidden="true" className="h-4 w-4 shrink-0" />
              Reload
            </button>
          </p>
        </div>
      ) : null}
    </>
  )
}
