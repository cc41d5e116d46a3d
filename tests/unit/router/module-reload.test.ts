import { describe, expect, test, vi } from 'vitest'
import { reloadOnModuleError, type ReloadDeps } from '@/app/module-reload'
import { locationOf } from '@/app/router/core'

function deps(over: Partial<ReloadDeps> = {}) {
  const store = new Map<string, string>()
  let clock = 1_000_000
  const d = {
    storage: {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    },
    now: () => clock,
    assign: vi.fn(),
    reload: vi.fn(),
    ...over,
  }
  return Object.assign(d, { tick: (ms: number) => (clock += ms) })
}

const chunkError = new TypeError('Failed to fetch dynamically imported module')

describe('reloading once when a page module fails to load', () => {
  test('a followed link loads its URL as a new document', () => {
    const d = deps()
    const handle = reloadOnModuleError(d)
    expect(handle(locationOf('/clinic/a?x=1#hours'), 'PUSH', chunkError)).toBe(
      true,
    )
    expect(d.assign).toHaveBeenCalledWith('/clinic/a?x=1#hours')
    expect(d.reload).not.toHaveBeenCalled()
  })

  test('back/forward and the first load reload the address bar URL', () => {
    const d = deps()
    expect(reloadOnModuleError(d)(locationOf('/blog'), 'POP', chunkError)).toBe(
      true,
    )
    expect(d.reload).toHaveBeenCalledTimes(1)
    expect(d.assign).not.toHaveBeenCalled()
  })

  test('a second failure within a minute shows the error instead of looping', () => {
    const d = deps()
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const handle = reloadOnModuleError(d)
    expect(handle(locationOf('/blog'), 'PUSH', chunkError)).toBe(true)
    d.tick(59_000)
    expect(handle(locationOf('/blog'), 'PUSH', chunkError)).toBe(false)
    expect(d.assign).toHaveBeenCalledTimes(1)
    d.tick(2_000)
    expect(handle(locationOf('/terms'), 'PUSH', chunkError)).toBe(true)
    expect(d.assign).toHaveBeenCalledTimes(2)
  })

  test('with storage denied or unreadable, no reload (no guard against a loop)', () => {
    const denied = deps({
      storage: {
        getItem: () => {
          throw new DOMException('denied', 'SecurityError')
        },
        setItem: () => {},
      },
    })
    expect(
      reloadOnModuleError(denied)(locationOf('/blog'), 'PUSH', chunkError),
    ).toBe(false)
    const full = deps({
      storage: {
        getItem: () => null,
        setItem: () => {
          throw new DOMException('full', 'QuotaExceededError')
        },
      },
    })
    expect(
      reloadOnModuleError(full)(locationOf('/blog'), 'PUSH', chunkError),
    ).toBe(false)
    expect(denied.assign).not.toHaveBeenCalled()
    expect(full.assign).not.toHaveBeenCalled()
  })

  test('a garbled stored time does not block the reload', () => {
    const d = deps()
    d.storage.setItem('module-reload-at', 'not a number')
    expect(
      reloadOnModuleError(d)(locationOf('/blog'), 'PUSH', chunkError),
    ).toBe(true)
  })
})
