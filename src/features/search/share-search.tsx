import { memo, useId, useRef, useState } from 'react'
import { Check, Share2 } from 'lucide-react'
import type { UrlSearchState } from '@/domain/url-state'
import { searchLink, shareLink } from './share-link'
import { urlSearchState, type HomeSearch } from './url-search-state'

const UNAVAILABLE = 'Sharing is unavailable right now.'

type Shown =
  | { kind: 'none' }
  | { kind: 'message'; text: string }
  | { kind: 'field'; url: string }

const NONE: Shown = { kind: 'none' }

/**
 * 'Share this search': the device's share sheet on phones that have one,
 * else the link copied ('Link copied'), else the link in a read-only field
 * to copy by hand. This module (with the sharing code and the URL mapping)
 * is loaded lazily by the home page when the button is first shown, never
 * with the page.
 */
export default memo(ShareThisSearch, (a, b) => !!a.hidden && !!b.hidden)

// The same elements on every render: React skips them (no SVG rebuilt).
const SHARE_ICON = <Share2 aria-hidden="true" className="h-5 w-5 shrink-0" />
const SHARE_ICON_BESIDE_COPIED = (
  <Share2 aria-hidden="true" className="h-5 w-5 max-sm:hidden shrink-0" />
)
const COPIED_ICON = (
  <Check aria-hidden="true" className="h-5 w-5 sm:hidden shrink-0" />
)

/** While hidden it is not rendered again (nothing to share, nothing shown). */
function ShareThisSearch({
  search,
  view,
  title,
  hidden = false,
}: {
  search: HomeSearch
  view: UrlSearchState['view']
  title: string
  /** Nothing to share (the default search): kept, out of sight. */
  hidden?: boolean
}) {
  const state = urlSearchState(search, view)
  const id = useId()
  // What the last share showed, and for which search: a new search starts
  // without the last one's confirmation or link field (the same elements,
  // not new ones: a filter tap builds no button).
  const key = JSON.stringify(state)
  const [last, setLast] = useState<{ key: string; shown: Shown }>({
    key,
    shown: NONE,
  })
  // Forgotten, not just out of sight: the same search again later (a filter
  // off and on) does not bring an old 'Link copied' back. (React renders
  // again at once, before anything of this render is shown.)
  if (last.key !== key && last.shown !== NONE) setLast({ key, shown: NONE })
  const { shown } = last
  const setShown = (next: Shown) => setLast({ key, shown: next })
  const busy = useRef(false)
  const share = async () => {
    if (busy.current) return
    busy.current = true
    try {
      const url = searchLink(state, window.location.origin)
      const outcome = await shareLink(url, title)
      setShown(
        outcome === 'copied'
          ? { kind: 'message', text: 'Link copied' }
          : outcome === 'shared'
            ? { kind: 'message', text: 'Link shared' }
            : outcome === 'failed'
              ? { kind: 'field', url }
              : NONE,
      )
    } catch (e) {
      console.error('Share error', e)
      setShown({ kind: 'message', text: UNAVAILABLE })
    } finally {
      busy.current = false
    }
  }
  const copied = shown.kind === 'message' && shown.text === 'Link copied'
  return (
    <div
      hidden={hidden}
      className="flex flex-wrap items-center gap-x-3 gap-y-2"
    >
      <button
        type="button"
        onClick={() => void share()}
        aria-label="Share this search"
        className="inline-flex min-h-11 items-center gap-2 rounded border border-blue-800 px-3 font-semibold text-blue-900 hover:bg-blue-50"
      >
        {/* 'Share' on a phone, so it fits beside List / Map (no new row);
            there 'Copied' shows in the button, not beside it. */}
        {copied ? COPIED_ICON : null}
        {copied ? SHARE_ICON_BESIDE_COPIED : SHARE_ICON}
        {copied ? <span className="sm:hidden">Copied</span> : null}
        <span className={copied ? 'max-sm:hidden' : undefined}>Share</span>
        <span className="hidden sm:inline">this search</span>
      </button>
      {/* Polite, and not role=status: the results count stays the page's
          one status. On a phone a confirmation is read, not shown beside
          the button (it would push the button onto a row of its own). */}
      <p
        aria-live="polite"
        aria-atomic="true"
        className={
          shown.kind === 'message' && shown.text !== UNAVAILABLE
            ? 'text-sm text-slate-700 max-sm:sr-only'
            : 'text-sm text-slate-700'
        }
      >
        {shown.kind === 'message'
          ? shown.text
          : shown.kind === 'field'
            ? 'Copy this link to share the search:'
            : ''}
      </p>
      {shown.kind === 'field' ? (
        <div className="w-full">
          <label htmlFor={`${id}-link`} className="sr-only">
            Link to this search
          </label>
          <input
            id={`${id}-link`}
            type="text"
            readOnly
            value={shown.url}
            onFocus={(e) => e.currentTarget.select()}
            className="h-11 w-full rounded border border-slate-400 px-3 text-base"
          />
        </div>
      ) : null}
    </div>
  )
}
