import { useSyncExternalStore } from 'react'
import { OPEN_STATUS_REFRESH_MS } from '@/domain/clinic'

let snapshot: Date | null = null
const listeners = new Set<() => void>()
let timer: ReturnType<typeof setInterval> | undefined

function subscribe(cb: () => void) {
  listeners.add(cb)
  if (!timer)
    timer = setInterval(() => {
      snapshot = new Date()
      listeners.forEach((l) => l())
    }, OPEN_STATUS_REFRESH_MS)
  return () => {
    listeners.delete(cb)
    if (listeners.size === 0) {
      if (timer) clearInterval(timer)
      timer = undefined
      // The next subscriber starts from the real current time.
      snapshot = null
    }
  }
}

function getSnapshot(): Date {
  snapshot ??= new Date()
  return snapshot
}

/**
 * The current time, refreshed every 60 s. During prerender and hydration it is
 * null, so nothing time-dependent is baked into HTML or mismatches on hydrate.
 */
export function useNow(): Date | null {
  return useSyncExternalStore(subscribe, getSnapshot, () => null)
}
