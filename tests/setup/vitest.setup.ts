import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

// `findBy…` and `waitFor` wait up to 5 s (as Playwright's assertions do),
// not 1 s: on the shared two-core run a route's lazy page took longer to
// arrive. Something that never appears still fails.
configure({ asyncUtilTimeout: 5000 })

afterEach(() => {
  if (typeof document !== 'undefined') cleanup()
})
