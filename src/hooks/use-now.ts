import { startTransition, useEffect, useState } from 'react'
import { OPEN_STATUS_REFRESH_MS } from '@/domain/clinic'

/*
 * One clock for the whole page: every component sees the same instant, so a
 * card's badge and the 'Open now' filter never disagree.
 */
let snapshot: Date | null = null
/** True once a first page has committed: later mounts read the clock at once. */
let started = false
const listeners = new Set<(now: Date) => void>()
let timer: ReturnType<typeof setInterval> | undefined

function current(): Date {
  // Shared while someone listens (the timer renews it); else read afresh,
  // so a time read by a render that never subscribed cannot go stale.
  if (
    !snapshot ||
    (listeners.size === 0 && Math.abs(Date.now() - +snapshot) > 1000)
  )
    snapshot = new Date()
  return snapshot
}

function subscribe(cb: (now: Date) => void) {
  listeners.add(cb)
  if (!timer)
    timer = setInterval(() => {
      snapshot = new Date()
      listeners.forEach((l) => l(snapshot!))
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

/**
 * The current time, refreshed every 60 s. During prerender and hydration it is
 * null, so nothing time-dependent is baked into HTML or mismatches on hydrate;
 * the time then arrives in a transition (React renders the open statuses of
 * the whole list in short slices, never one long task). A component mounted
 * after the first page has the time from its first render.
 */
export function useNow(): Date | null {
  const [now, setNow] = useState<Date | null>(() =>
    started ? current() : null,
  )
  useEffect(() => {
    started = true
    const show = (d: Date) => startTransition(() => setNow(d))
    const unsubscribe = subscribe(show)
    show(current())
    return unsubscribe
  }, [])
  return now
}
