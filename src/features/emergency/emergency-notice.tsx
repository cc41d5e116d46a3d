import { useState, type ComponentType } from 'react'
import { POISON_CONTROL_DISPLAY, POISON_CONTROL_TEL } from './poison-control'
import { KeepTogether } from '@/components/ui/keep-together'

// The dialog is not needed to show a page: it loads when a visitor shows
// the intent to open it (pointer over, touch or focus on its button) or
// opens it, so it stays off the first load (the service worker keeps it for
// offline use). Should it fail to load, the banner says what it would.
const loadDialog = () => import('./emergency-info-dialog')
type Dialog = ComponentType<{ onClose: () => void }>
let loaded: Dialog | null = null
const preload = () => loadDialog().then((m) => (loaded = m.EmergencyInfoDialog))

/**
 * The 911 banner every page carries. It is the last element of the page and
 * sticks to the bottom of the viewport: it stays in view while scrolling, and
 * at the end of the page it sits below the footer, so it never covers the last
 * card or the footer whatever its height on a small screen. On a phone it
 * is one row under 72 px at 360 px wide: the 911 call link, the largest
 * target, beside the two lines of text and 'Emergency Info'.
 */
export function EmergencyNotice({
  showInfoButton = true,
}: {
  showInfoButton?: boolean
}) {
  const [infoOpen, setInfoOpen] = useState(false)
  const [dialog, setDialog] = useState<Dialog | 'failed' | null>(() => loaded)
  const intent = () =>
    void preload().then(
      (d) => setDialog(() => d),
      () => {},
    )
  const open = () => {
    setInfoOpen(true)
    preload().then(
      (d) => setDialog(() => d),
      () => setDialog('failed'),
    )
  }
  const Info911 = dialog === 'failed' ? null : dialog
  return (
    <aside
      aria-label="Medical emergency"
      data-emergency-bar=""
      className="sticky bottom-0 z-40 border-t border-red-900 bg-red-700 text-white"
    >
      <div className="mx-auto flex max-w-6xl items-center gap-2 px-2 py-1 sm:gap-3 sm:px-4 sm:py-2">
        {/* Small screens: the 911 box is the call link; wider: a label beside the button. */}
        <a
          href="tel:911"
          aria-label="Call 911"
          className="flex h-14 w-[4.75rem] shrink-0 items-center justify-center rounded bg-white text-2xl font-extrabold text-red-800 sm:hidden"
        >
          911
        </a>
        <span
          aria-hidden="true"
          className="hidden h-11 w-12 shrink-0 items-center justify-center rounded bg-white text-lg font-extrabold text-red-800 sm:flex"
        >
          911
        </span>
        <div className="min-w-0 flex-1 leading-tight">
          <p className="text-[0.8125rem] font-bold sm:text-base">
            Medical Emergency?
          </p>
          <p className="text-xs leading-[1.2] sm:text-sm sm:leading-snug">
            <KeepTogether
              prose
              text="Call 911 immediately for life-threatening conditions"
            />
          </p>
        </div>
        <a
          href="tel:911"
          className="hidden min-h-11 items-center gap-1 rounded bg-white px-3 font-bold text-red-800 sm:inline-flex"
        >
          <span
            aria-hidden="true"
            className="card-icon card-icon-phone h-4 w-4 shrink-0"
          />
          Call 911
        </a>
        {showInfoButton ? (
          <button
            type="button"
            onPointerEnter={intent}
            onPointerDown={intent}
            onFocus={intent}
            onClick={open}
            className="inline-flex min-h-11 w-min shrink-0 items-center gap-1 rounded border border-white px-1.5 text-center text-[0.8125rem] leading-tight font-semibold [overflow-wrap:normal] sm:w-auto sm:px-3 sm:text-base"
          >
            <span
              aria-hidden="true"
              className="card-icon card-icon-info hidden h-4 w-4 shrink-0 sm:block"
            />
            Emergency Info
          </button>
        ) : null}
      </div>
      {infoOpen && Info911 ? (
        <Info911 onClose={() => setInfoOpen(false)} />
      ) : null}
      {infoOpen && dialog === 'failed' ? (
        <p role="alert" className="bg-white px-4 py-2 text-red-800">
          The emergency information could not be loaded. Call{' '}
          <a href="tel:911" className="font-bold underline">
            911
          </a>{' '}
          for an emergency, or Poison Control at{' '}
          <a href={POISON_CONTROL_TEL} className="font-bold underline">
            <span className="whitespace-nowrap">{POISON_CONTROL_DISPLAY}</span>
          </a>
          .
        </p>
      ) : null}
    </aside>
  )
}
