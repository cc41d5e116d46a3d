import { createPath } from 'react-router'
import type { ModuleErrorHandler } from './router/core'

const KEY = 'module-reload-at'
/** A second failure this soon after a reload is not a stale build. */
const GUARD_MS = 60_000

export interface ReloadDeps {
  storage: Pick<Storage, 'getItem' | 'setItem'>
  now: () => number
  /** Loads `href` as a new document (for a link that was followed). */
  assign: (href: string) => void
  /** Loads the address bar's URL again (back/forward, the first load). */
  reload: () => void
}

/**
 * After a deploy, a tab opened earlier asks for page chunks that no longer
 * exist. A full page load of the same URL brings the new build; once only
 * within a minute, so a chunk that truly fails shows the error page instead
 * of reloading forever.
 */
export function reloadOnModuleError(deps: ReloadDeps): ModuleErrorHandler {
  return (location, action, error) => {
    const now = deps.now()
    let last = NaN
    try {
      last = Number(deps.storage.getItem(KEY))
    } catch {
      // Storage denied: without the guard, do not risk a loop.
      return false
    }
    if (now - last < GUARD_MS) {
      console.error('page module failed to load after a reload', error)
      return false
    }
    try {
      deps.storage.setItem(KEY, String(now))
    } catch {
      return false
    }
    if (action === 'POP') deps.reload()
    else deps.assign(createPath(location))
    return true
  }
}
