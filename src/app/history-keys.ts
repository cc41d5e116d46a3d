/*
 * react-router keeps scroll positions per history entry, by the key it
 * stores in the entry's state. An entry it did not make (the first one of
 * the tab, one a plain #fragment link such as 'Skip to main content' made,
 * one made before the app started) has no key, and react-router reads every
 * such entry as 'default': they would share one scroll position, so back
 * could land where another page was. This gives each of them a key of its
 * own, in react-router's state shape.
 */

interface EntryState {
  usr?: unknown
  key?: unknown
  idx?: unknown
}

const newKey = () => Math.random().toString(36).slice(2, 10)

function keyCurrentEntry(win: Window): void {
  const state = win.history.state as EntryState | null
  if (state && typeof state.key === 'string') return
  win.history.replaceState({ usr: null, ...(state ?? {}), key: newKey() }, '')
}

/**
 * Keys the current entry now and every keyless entry the visitor moves to.
 * Call before createBrowserRouter: its popstate listener, added later, then
 * reads the key.
 */
export function keyHistoryEntries(win: Window = window): void {
  keyCurrentEntry(win)
  win.addEventListener('popstate', () => keyCurrentEntry(win))
}
