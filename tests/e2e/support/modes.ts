import { test } from '@playwright/test'

/**
 * For a test whose behaviour is the same code in both data modes (focus,
 * keyboard paths, URL state, the map, axe on the interface): it runs once,
 * on the built-in build, and is skipped in the database project. Call it
 * first in the test body, or in a `test.beforeEach` for a whole block.
 * Whatever reads, refreshes or sends data runs in both modes.
 */
export function sameInBothDataModes() {
  test.skip(
    test.info().project.name === 'database',
    'the same code in both data modes: run once, on the built-in build',
  )
}
