// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'

/**
 * src/boot.ts: the page's first script loads the app after the first paint
 * (or after a second where no frame comes, as in a background tab).
 */

let frames: FrameRequestCallback[] = []

function page(attrs: string): void {
  document.head.innerHTML = `<script type="module" src="/assets/boot-Ab1.js" ${attrs}></script>`
  document.body.innerHTML = '<div id="root"><main>Prerendered</main></div>'
}

const appScripts = () =>
  [...document.body.querySelectorAll('script')].map((s) => ({
    type: s.type,
    src: s.getAttribute('src'),
    crossOrigin: s.getAttribute('crossorigin'),
  }))
const preloads = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) =>
    l.getAttribute('href'),
  )

async function boot(): Promise<void> {
  vi.resetModules()
  await import('@/boot')
}

beforeEach(() => {
  frames = []
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  // A browser that does not report paints (the frame path); one test below
  // puts an observer that does.
  vi.stubGlobal('PerformanceObserver', undefined)
  vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => {
    frames.push(cb)
    return frames.length
  })
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

const paintFrame = () => frames.splice(0).forEach((cb) => cb(0))

describe('the boot script', () => {
  test('loads the app and its chunks in the task after the first frame, once', async () => {
    page(
      'data-app="/assets/index-Cd2.js" data-preload="/assets/jsx-Ef3.js /assets/env-Gh4.js"',
    )
    await boot()
    // Nothing before the page has been painted.
    expect(appScripts()).toEqual([])
    paintFrame()
    expect(appScripts()).toEqual([])
    vi.advanceTimersByTime(0)
    expect(preloads()).toEqual(['/assets/jsx-Ef3.js', '/assets/env-Gh4.js'])
    expect(appScripts()).toEqual([
      { type: 'module', src: '/assets/index-Cd2.js', crossOrigin: '' },
    ])
    // The fallback timer does not load it a second time.
    vi.advanceTimersByTime(5000)
    expect(appScripts()).toHaveLength(1)
    expect(preloads()).toHaveLength(2)
  })

  test('a tab that paints no frame (opened in the background) starts the app after a second', async () => {
    page('data-app="/assets/index-Cd2.js" data-preload=""')
    await boot()
    vi.advanceTimersByTime(999)
    expect(appScripts()).toEqual([])
    vi.advanceTimersByTime(1)
    expect(appScripts()).toEqual([
      { type: 'module', src: '/assets/index-Cd2.js', crossOrigin: '' },
    ])
    expect(preloads()).toEqual([])
    paintFrame()
    vi.advanceTimersByTime(0)
    expect(appScripts()).toHaveLength(1)
  })

  test('where the browser reports paints, the app loads on its first paint entry, not on the frame', async () => {
    const observers: Array<{ cb: () => void; type?: string; off: boolean }> = []
    class FakePaintObserver {
      static supportedEntryTypes = ['paint', 'largest-contentful-paint']
      private o: { cb: () => void; type?: string; off: boolean }
      constructor(cb: () => void) {
        this.o = { cb, off: false }
        observers.push(this.o)
      }
      observe(opts: { type: string; buffered?: boolean }) {
        this.o.type = opts.type
        expect(opts.buffered).toBe(true)
      }
      disconnect() {
        this.o.off = true
      }
    }
    vi.stubGlobal('PerformanceObserver', FakePaintObserver)
    page('data-app="/assets/index-Cd2.js" data-preload="/assets/jsx-Ef3.js"')
    await boot()
    expect(observers.map((o) => o.type)).toEqual(['paint'])
    // A frame drawn but not yet reported as painted: nothing yet.
    paintFrame()
    vi.advanceTimersByTime(0)
    expect(appScripts()).toEqual([])
    observers[0]!.cb()
    expect(appScripts()).toEqual([
      { type: 'module', src: '/assets/index-Cd2.js', crossOrigin: '' },
    ])
    expect(preloads()).toEqual(['/assets/jsx-Ef3.js'])
    expect(observers[0]!.off).toBe(true)
    vi.advanceTimersByTime(5000)
    expect(appScripts()).toHaveLength(1)
  })

  test('a page whose tag names no app stays as it is, without an error', async () => {
    page('')
    await boot()
    paintFrame()
    vi.advanceTimersByTime(2000)
    expect(appScripts()).toEqual([])
    expect(preloads()).toEqual([])
    expect(document.querySelector('main')?.textContent).toBe('Prerendered')
  })
})
