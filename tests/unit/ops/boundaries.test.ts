// @vitest-environment node
import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'
import { beforeAll, describe, expect, test } from 'vitest'

/*
 * The folders of ops/lib/ (eslint.config.js, OPS_MAY_IMPORT; ops/lib/README.md)
 * fed imports that run against them: each must be refused, and the imports
 * the folders allow must pass. As in tests/unit/lint/boundaries.test.ts, the
 * probe files need not exist: ESLint lints the text as if it were there.
 */
const root = fileURLToPath(new URL('../../..', import.meta.url))
const RULE = 'boundaries/dependencies'
const WARM_UP_MS = 60_000
const PROBE_MS = 20_000

let eslint: ESLint
beforeAll(async () => {
  eslint = new ESLint({ cwd: root })
  await eslint.lintText('export {}\n', { filePath: 'ops/lib/core/probe.ts' })
}, WARM_UP_MS)

async function boundaryErrors(filePath: string, specifier: string) {
  const [result] = await eslint.lintText(
    `import { x } from '${specifier}'\nexport const y = x\n`,
    { filePath },
  )
  return (result?.messages ?? []).filter((m) => m.ruleId === RULE)
}

/** [importing file, imported specifier] */
type Case = [string, string]

const FORBIDDEN: Case[] = [
  // another folder's inside, not its door
  ['ops/lib/apply/probe.ts', '../sheets-out/queue.ts'],
  ['ops/lib/cli/probe.ts', '../stores/store-db.ts'],
  // a folder below never imports one above (no loops)
  ['ops/lib/core/probe.ts', '../sheets-out/index.ts'],
  ['ops/lib/sheets-out/probe.ts', '../apply/index.ts'],
  ['ops/lib/geocode/probe.ts', '../apply/index.ts'],
  ['ops/lib/inbox/probe.ts', '../stores/index.ts'],
  ['ops/lib/stores/probe.ts', '../cli/index.ts'],
  // the commands take cli's door only
  ['ops/probe.ts', './lib/core/index.ts'],
  ['ops/probe.ts', './lib/cli/cli.ts'],
  // outside ops: the pure domain and supabase/tools only
  ['ops/lib/core/probe.ts', '../../../src/data/repository.ts'],
  ['ops/lib/stores/probe.ts', '../../../tests/tools/ops-db-e2e.ts'],
]

const ALLOWED: Case[] = [
  ['ops/lib/apply/probe.ts', './plan.ts'],
  ['ops/lib/apply/probe.ts', '../sheets-out/index.ts'],
  ['ops/lib/sheets-out/probe.ts', '../geocode/index.ts'],
  ['ops/lib/stores/probe.ts', '../inbox/index.ts'],
  ['ops/lib/cli/probe.ts', '../stores/index.ts'],
  ['ops/lib/core/probe.ts', '../../../src/domain/clinic.ts'],
  ['ops/lib/stores/probe.ts', '../../../supabase/tools/import-data.ts'],
  ['ops/probe.ts', './lib/cli/index.ts'],
]

describe('the folders of ops/lib refuse an import against them', () => {
  test.each(FORBIDDEN)(
    '%s importing %s',
    async (file, specifier) => {
      expect(await boundaryErrors(file, specifier)).toHaveLength(1)
    },
    PROBE_MS,
  )
})

describe('the folders of ops/lib let the allowed imports through', () => {
  test.each(ALLOWED)(
    '%s importing %s',
    async (file, specifier) => {
      expect(await boundaryErrors(file, specifier)).toEqual([])
    },
    PROBE_MS,
  )
})
