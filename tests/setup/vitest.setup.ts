import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach, vi } from 'vitest'

// `findBy…` and `waitFor` wait up to 5 s (as Playwright's assertions do),
// not 1 s: on the shared two-core run a route's lazy page took longer to
// arrive. Something that never appears still fails.
configure({ asyncUtilTimeout: 5000 })

// Files share one worker, its modules and its document (isolate: false in
// vite.config.ts). This file runs before each of them: each starts from an
// empty page at '/', empty storage, the browser's own navigator, real timers
// and no stubbed global.
vi.useRealTimers()
vi.unstubAllGlobals()
vi.unstubAllEnvs()
if (typeof document !== 'undefined') {
  cleanup()
  document.head.innerHTML = ''
  document.body.innerHTML = ''
  const root = document.documentElement
  for (const name of root.getAttributeNames()) root.removeAttribute(name)
  window.localStorage.clear()
  window.sessionStorage.clear()
  window.history.replaceState(null, '', '/')
  // What a file put on navigator (Object.defineProperty) goes with it.
  for (const name of Object.getOwnPropertyNames(window.navigator))
    Reflect.deleteProperty(window.navigator, name)
}

afterEach(() => {
  if (typeof document !== 'undefined') cleanup()
})
