import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  type ReactNode,
} from 'react'
import { X } from 'lucide-react'
import { useSheetHistory } from '@/hooks/use-sheet-history'

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

interface ModalProps {
  title: string
  onClose: () => void
  children: ReactNode
  /** Tone of the title bar: calm blue, or red for emergencies. */
  tone?: 'default' | 'emergency'
  /** Element to focus first (defaults to the first focusable element). */
  initialFocus?: React.RefObject<HTMLElement | null>
  /**
   * A 'Close' button after the content (default true): on a phone the dialog
   * is a bottom sheet, and the reader who scrolled to its end closes it there.
   * False where the content ends with its own way out (a form's 'Cancel').
   */
  closeAtEnd?: boolean
}

/**
 * An accessible modal dialog: focus moves in on open, is trapped while open
 * and returns to the element that had it; Escape, the X, the backdrop and
 * Back (its own history entry: hooks/use-sheet-history.ts) close.
 * The title bar with its X stays at the top while the content scrolls, and a
 * 'Close' button ends the content: it can be closed at any scroll position.
 */
export function Modal({
  title,
  onClose,
  children,
  tone = 'default',
  initialFocus,
  closeAtEnd = true,
}: ModalProps) {
  const titleId = useId()
  const panel = useRef<HTMLDivElement>(null)
  const closeRef = useRef(onClose)
  useEffect(() => {
    closeRef.current = onClose
  }, [onClose])
  // Back (Android's button) closes the dialog, not the page behind it.
  useSheetHistory(onClose)

  // Before the dialog is first painted (a layout effect): a key pressed as
  // soon as it shows lands inside it, not on the button that opened it.
  useLayoutEffect(() => {
    const opener = document.activeElement as HTMLElement | null
    const first =
      initialFocus?.current ??
      panel.current?.querySelector<HTMLElement>(FOCUSABLE) ??
      panel.current
    first?.focus()
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.stopPropagation()
        closeRef.current()
        return
      }
      if (e.key !== 'Tab' || !panel.current) return
      const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)]
      if (items.length === 0) return
      const firstItem = items[0]!
      const lastItem = items[items.length - 1]!
      const active = document.activeElement
      if (
        e.shiftKey &&
        (active === firstItem || !panel.current.contains(active))
      ) {
        e.preventDefault()
        lastItem.focus()
      } else if (
        !e.shiftKey &&
        (active === lastItem || !panel.current.contains(active))
      ) {
        e.preventDefault()
        firstItem.focus()
      }
    }
    document.addEventListener('keydown', onKey, true)
    const { overflow } = document.body.style
    document.body.style.overflow = 'hidden'
    return () => {
      document.removeEventListener('keydown', onKey, true)
      document.body.style.overflow = overflow
      // Where it was when the dialog opened (the page has not moved): no
      // scroll (a stuck 911 bar's button would scroll the page to its place).
      if (opener && document.contains(opener))
        opener.focus({ preventScroll: true })
    }
    // Runs once per opening; initialFocus is read only then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center p-0 sm:items-center sm:p-4">
      <div
        data-testid="modal-backdrop"
        aria-hidden="true"
        className="absolute inset-0 bg-slate-900/60"
        onClick={() => closeRef.current()}
      />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className="relative max-h-[92vh] w-full overflow-y-auto rounded-t-xl bg-white shadow-xl sm:max-w-lg sm:rounded-xl"
      >
        <div
          data-testid="modal-header"
          className={`sticky top-0 z-10 flex items-center justify-between gap-2 border-b px-4 py-3 ${
            tone === 'emergency'
              ? 'border-red-200 bg-red-700 text-white'
              : 'border-slate-200 bg-white'
          }`}
        >
          <h2 id={titleId} className="text-lg font-bold">
            {title}
          </h2>
          <button
            type="button"
            onClick={() => closeRef.current()}
            aria-label="Close"
            className="inline-flex h-11 w-11 items-center justify-center rounded"
          >
            <X aria-hidden="true" className="h-5 w-5 shrink-0" />
          </button>
        </div>
        <div className="px-4 py-4">
          {children}
          {closeAtEnd ? (
            <div className="mt-4 flex justify-end border-t border-slate-200 pt-4">
              <button
                type="button"
                onClick={() => closeRef.current()}
                className="inline-flex min-h-11 items-center rounded border border-slate-400 px-4 font-medium text-slate-900"
              >
                Close
              </button>
            </div>
          ) : null}
        </div>
      </div>
    </div>
  )
}
