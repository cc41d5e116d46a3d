import { test } from '@playwright/test'
import { BOTH_MODES_SPECS } from './projects'

/**
 * For a test, in a spec that runs in both data modes (support/projects.ts),
 * whose behaviour is the same code in both (focus, keyboard paths, axe on
 * the interface): it runs once, in the project named by `runIn`, and is
 * skipped in the other. Call it first in the test body, or in a
 * `test.beforeEach` for a whole file or block. In a spec that runs in one
 * mode only it does nothing: the test runs there.
 */
export function sameInBothDataModes(runIn: 'builtin' | 'database' = 'builtin') {
  const info = test.info()
  if (!BOTH_MODES_SPECS.test(info.file)) return
  const other = runIn === 'builtin' ? 'database' : 'builtin'
  test.skip(
    info.project.name === other,
    `the same code in both data modes: run once, in the ${runIn} project`,
  )
}
