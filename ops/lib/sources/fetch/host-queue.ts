/**
 * One queue per host: a host's requests run one at a time, each starting at
 * least its interval after the previous one started (and not before the
 * previous one ended); different hosts run side by side.
 */
import type { Clock } from './clock.ts'

interface HostState {
  tail: Promise<void>
  nextStart: number
  intervalMs: number
}

export interface HostQueue {
  /** Runs `task` in `host`'s turn. */
  run: <T>(host: string, task: () => Promise<T>) => Promise<T>
  /** No request to `host` starts before `ms` from now (a Retry-After). */
  holdOff: (host: string, ms: number) => void
  /** A longer spacing for `host` (a robots.txt Crawl-delay); never shorter than the default. */
  widen: (host: string, intervalMs: number) => void
}

export function hostQueue(clock: Clock, intervalMs: number): HostQueue {
  const hosts = new Map<string, HostState>()
  const stateOf = (host: string): HostState => {
    const key = host.toLowerCase()
    let state = hosts.get(key)
    if (!state) {
      state = { tail: Promise.resolve(), nextStart: -Infinity, intervalMs }
      hosts.set(key, state)
    }
    return state
  }
  return {
    run<T>(host: string, task: () => Promise<T>): Promise<T> {
      const state = stateOf(host)
      const result = state.tail.then(async () => {
        for (;;) {
          const left = state.nextStart - clock.now()
          if (left <= 0) break
          await clock.sleep(left)
        }
        state.nextStart = clock.now() + state.intervalMs
        return task()
      })
      state.tail = result.then(
        () => undefined,
        () => undefined,
      )
      return result
    },
    holdOff(host, ms) {
      const state = stateOf(host)
      state.nextStart = Math.max(state.nextStart, clock.now() + ms)
    },
    widen(host, ms) {
      const state = stateOf(host)
      state.intervalMs = Math.max(state.intervalMs, ms)
    },
  }
}
