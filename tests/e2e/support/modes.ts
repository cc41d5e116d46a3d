import { test } from '@playwright/test'

/**
 * For a test whose behaviour is the same code in both data modes (focus,
 * keyboard paths, URL state, the map, axe on the interface): it runs once,
 * in the project named by `runIn`, and is skipped in the other. Call it
 * first in the test body, or in a `test.beforeEach` for a whole file or
 * block. Whatever reads, refreshes or sends data runs in both modes.
 * npm test runs the two projects side by side, so these tests are split
 * between them to keep the two runs about as long as each other.
 */
export function sameInBothDataModes(runIn: 'builtin' | 'database' = 'builtin') {
  const other = runIn === 'builtin' ? 'database' : 'builtin'
  test.skip(
    test.info().project.name === other,
    `the same code in both data modes: run once, in the ${runIn} project`,
  )
}
