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
  /** True while what is on screen may be older than the last fresh read. */
  stale: boolean
}

const older = (a: Date | null, b: Date | null) =>
  !a ? b : !b ? a : a.getTime() <= b.getTime() ? a : b

/*
 * What the reads since the last fresh one said. The date shown is the oldest
 * of what may be on screen: a kept copy's date, and after a read that got no
 * answer at all, the page's own build date (the page then keeps its
 * prerendered data). An older date is the safe one to tell a parent.
 */
let built: Date | null = null
let fresh: Date | null = null
let copy: Date | null = null
let unanswered = false
let state: SavedState = { savedAt: null, fromCopy: false, stale: false }
const listeners = new Set<() => void>()

function update() {
  state = {
    savedAt:
      copy || unanswered
        ? older(copy, unanswered ? (built ?? fresh) : null)
        : fresh,
    fromCopy: copy !== null,
    stale: copy !== null || unanswered,
  }
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
    built = at
    fresh ??= at
    update()
  },
  /** A fresh answer: what is on screen is current again. */
  fresh(at: Date) {
    fresh = at
    copy = null
    unanswered = false
    update()
  },
  /** The service worker answered with its copy saved at `at`. */
  copy(at: Date) {
    copy = older(copy, at)
    update()
  },
  /** A read got no answer: what is shown may be as old as the page itself. */
  unanswered() {
    unanswered = true
    update()
  },
}

/**
 * fetch for the database client in the browser: notes each answer's age.
 * A kept copy from the service worker carries its date; a fresh answer is
 * dated now; a read with no answer leaves the page's older data on screen.
 */
export function fetchNotingSavedAt(
  base: typeof fetch,
  now: () => Date = () => new Date(),
): typeof fetch {
  return async (input, init) => {
    let res: Response
    try {
      res = await base(input, init)
    } catch (e) {
      savedStore.unanswered()
      throw e
    }
    const kept = parseSavedAt(res.headers.get(SAVED_AT_HEADER))
    if (kept) savedStore.copy(kept)
    else if (res.ok) savedStore.fresh(now())
    return res
  }
}
