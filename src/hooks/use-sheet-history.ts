import { useEffect, useRef } from 'react'

/**
 * An open dialog or bottom sheet as a history entry of its own, as on any
 * good phone site: Android's Back button (or a browser's Back) closes the
 * sheet and leaves the page, its search and its scroll position as they
 * were; closed any other way (X, Escape, the backdrop, a sent form), the
 * entry it added is taken back, so the next Back leaves the page as before.
 *
 * The entry has the page's own URL and react-router's state (its key and
 * index), with a mark of the sheet's; the router never sees the moves in
 * and out of it: this listens to popstate in the capture phase, which on
 * the window runs before the router's listener, and stops the event there.
 * Forward onto the entry of a sheet closed since does not reopen it: it
 * steps back to the page's entry.
 */

const MARK = 'sheet'

interface OpenSheet {
  id: number
  close: () => void
}

/** The sheet open now (one at a time). */
let open: OpenSheet | null = null
/** Popstates this module caused itself (its own history.back()). */
let ownMoves = 0
/** The window listened to (a test environment may make a new one). */
let listening: Window | null = null
let lastId = 0
/** A sheet closed a moment ago, its entry still current (see below). */
let closing: { id: number; cancelled: boolean } | null = null

function currentState(): Record<string, unknown> {
  const state: unknown = window.history.state
  return state !== null && typeof state === 'object'
    ? (state as Record<string, unknown>)
    : {}
}

function markOf(state: unknown): unknown {
  return state !== null && typeof state === 'object'
    ? (state as Record<string, unknown>)[MARK]
    : undefined
}

function stepBack() {
  ownMoves++
  window.history.back()
}

function onPopState(event: PopStateEvent) {
  const mark = markOf(event.state)
  if (ownMoves > 0) {
    ownMoves--
    event.stopImmediatePropagation()
    return
  }
  if (open && mark !== open.id) {
    // Back while the sheet is open: it closes; the page stays as it was.
    const { close } = open
    open = null
    event.stopImmediatePropagation()
    close()
    return
  }
  if (!open && mark !== undefined) {
    // Forward onto a closed sheet's entry: back to the page's own.
    event.stopImmediatePropagation()
    stepBack()
  }
}

/**
 * Gives the sheet that calls it (while it is mounted) a history entry;
 * Back calls `close`.
 */
export function useSheetHistory(close: () => void): void {
  const closeRef = useRef(close)
  useEffect(() => {
    closeRef.current = close
  }, [close])

  useEffect(() => {
    if (listening !== window) {
      window.addEventListener('popstate', onPopState, { capture: true })
      listening = window
      open = null
      ownMoves = 0
      closing = null
    }
    let id: number
    if (closing && markOf(window.history.state) === closing.id) {
      // Unmounted and mounted again at once (React's StrictMode in
      // development): the entry just added is the one to keep.
      closing.cancelled = true
      id = closing.id
    } else {
      id = ++lastId
      window.history.pushState({ ...currentState(), [MARK]: id }, '')
    }
    closing = null
    const sheet: OpenSheet = { id, close: () => closeRef.current() }
    open = sheet
    return () => {
      if (open === sheet) open = null
      // Closed by Back, the entry is gone already; else it is taken back,
      // a moment later (a sheet mounted again at once keeps it).
      if (markOf(window.history.state) !== id) return
      // A microtask: after React's StrictMode has mounted it again, before
      // anything the reader can do next (a Back pressed at once).
      const pending = { id, cancelled: false }
      closing = pending
      queueMicrotask(() => {
        if (pending.cancelled) return
        closing = null
        if (markOf(window.history.state) === id) stepBack()
      })
    }
  }, [])
}
