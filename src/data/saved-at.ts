import { SAVED_AT_HEADER } from '@/domain/offline/sw-rules'
import { parseSavedAt } from '@/domain/offline/notice'

/*
 * How old the directory on screen is, for the offline notice (README: works
 * on a weak signal). It starts at the prerendered page's build date; each
 * database read then says whether it was fresh (now) or a copy the service
 * worker kept (its x-saved-at date). A tiny store: no React here.
 */

export interface SavedState {
  /** When the data on screen was fetched; null when unknown. */
  savedAt: Date | null
  /** True while the data on screen is the service worker's kept copy (the live read failed). */
  fromCopy: boolean
}

let state: SavedState = { savedAt: null, fromCopy: false }
const listeners = new Set<() => void>()

function set(next: SavedState) {
  state = next
  for (const l of listeners) l()
}

export const savedStore = {
  get: (): SavedState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  /** The page's own data date (the build's, for a prerendered page). */
  setBuilt(at: Date | null) {
    if (at && !state.savedAt) set({ savedAt: at, fromCopy: false })
  },
  fresh(at: Date) {
    set({ savedAt: at, fromCopy: false })
  },
  copy(at: Date) {
    set({ savedAt: at, fromCopy: true })
  },
}

/**
 * fetch for the database client in the browser: notes each answer's age.
 * A kept copy from the service worker carries its date; a fresh answer is
 * dated now. (A failed read is the page's own outage notice's business.)
 */
export function fetchNotingSavedAt(
  base: typeof fetch,
  now: () => Date = () => new Date(),
): typeof fetch {
  return async (input, init) => {
    const res = await base(input, init)
    const kept = parseSavedAt(res.headers.get(SAVED_AT_HEADER))
    if (kept) savedStore.copy(kept)
    else if (res.ok) savedStore.fresh(now())
    return res
  }
}
