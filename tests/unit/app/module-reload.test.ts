import { describe, expect, test, vi } from 'vitest'
import type { RouteObject } from 'react-router'
import {
  reloadOnModuleError,
  withModuleReload,
  type ReloadDeps,
} from '@/app/module-reload'

function deps(over: Partial<ReloadDeps> = {}) {
  const store = new Map<string, string>()
  let clock = 1_000_000
  const d = {
    storage: {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    },
    now: () => clock,
    here: () => '/',
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
    expect(handle('/clinic/a?x=1#hours', chunkError)).toBe(true)
    expect(d.assign).toHaveBeenCalledWith('/clinic/a?x=1#hours')
    expect(d.reload).not.toHaveBeenCalled()
  })

  test('back/forward and the first load reload the address bar URL', () => {
    const d = deps({ here: () => '/blog' })
    expect(reloadOnModuleError(d)('/blog', chunkError)).toBe(true)
    expect(d.reload).toHaveBeenCalledTimes(1)
    expect(d.assign).not.toHaveBeenCalled()
  })

  test('a second failure within a minute shows the error instead of looping', () => {
    const d = deps()
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const handle = reloadOnModuleError(d)
    expect(handle('/blog', chunkError)).toBe(true)
    d.tick(59_000)
    expect(handle('/blog', chunkError)).toBe(false)
    expect(d.assign).toHaveBeenCalledTimes(1)
    d.tick(2_000)
    expect(handle('/terms', chunkError)).toBe(true)
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
    expect(reloadOnModuleError(denied)('/blog', chunkError)).toBe(false)
    const full = deps({
      storage: {
        getItem: () => null,
        setItem: () => {
          throw new DOMException('full', 'QuotaExceededError')
        },
      },
    })
    expect(reloadOnModuleError(full)('/blog', chunkError)).toBe(false)
    expect(denied.assign).not.toHaveBeenCalled()
    expect(full.assign).not.toHaveBeenCalled()
  })

  test('a garbled stored time does not block the reload', () => {
    const d = deps()
    d.storage.setItem('module-reload-at', 'not a number')
    expect(reloadOnModuleError(d)('/blog', chunkError)).toBe(true)
  })
})

describe('the route table guarded', () => {
  const failing = (): RouteObject[] => [
    {
      id: 'root',
      path: '/',
      children: [
        {
          id: 'blog',
          path: 'blog',
          lazy: () => Promise.reject(chunkError),
        },
      ],
    },
  ]
  const lazyOf = (table: RouteObject[]) =>
    table[0]!.children![0]!.lazy as () => Promise<unknown>

  test('a failed module load asks for a full page load of the page being loaded, and never settles', async () => {
    const onError = vi.fn(() => true)
    const load = lazyOf(withModuleReload(failing(), onError, () => '/blog?x=1'))
    let settled = false
    void load().then(
      () => (settled = true),
      () => (settled = true),
    )
    await new Promise((r) => setTimeout(r, 10))
    expect(onError).toHaveBeenCalledWith('/blog?x=1', chunkError)
    expect(settled).toBe(false)
  })

  test('without a reload the error goes on to the router (the error page)', async () => {
    const load = lazyOf(
      withModuleReload(
        failing(),
        () => false,
        () => '/blog',
      ),
    )
    await expect(load()).rejects.toBe(chunkError)
  })
})
