import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

// react-router renders router state in a transition, which jsdom on a busy
// machine can take more than the default second to show: findBy* and
// waitFor wait up to 5 s (a test that passes still ends as soon as it can).
configure({ asyncUtilTimeout: 5000 })

afterEach(() => {
  if (typeof document !== 'undefined') cleanup()
})
