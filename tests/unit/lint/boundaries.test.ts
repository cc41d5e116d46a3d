// @vitest-environment node
import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'
import { beforeAll, describe, expect, test } from 'vitest'

/*
 * The layer rule (eslint.config.js, boundaries/dependencies) fed imports
 * that run against the layers, written both ways (`@/` alias and relative
 * path): each must be refused; the imports the layers allow must pass.
 * The probe files need not exist: ESLint lints the text as if it were at
 * that path, and the import is resolved from there.
 */
const root = fileURLToPath(new URL('../../..', import.meta.url))
const RULE = 'boundaries/dependencies'

/** Loading the config and the resolver takes seconds: done once, here. */
const WARM_UP_MS = 60_000
/** One probe, once warm, takes milliseconds; this is for a loaded machine. */
const PROBE_MS = 20_000

let eslint: ESLint
beforeAll(async () => {
  eslint = new ESLint({ cwd: root })
  await eslint.lintText('export {}\n', { filePath: 'src/domain/probe.ts' })
}, WARM_UP_MS)

async function boundaryErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? []).filter((m) => m.ruleId === RULE)
}

/** [importing file, imported specifier] */
type Case = [string, string]

const FORBIDDEN: Case[] = [
  // domain depends on nothing outside domain
  ['src/domain/probe.ts', '@/data/repository'],
  ['src/domain/probe.ts', '../data/repository'],
  ['src/domain/hours/probe.ts', '../../data/repository'],
  ['src/domain/probe.ts', '@/config/env'],
  ['src/domain/probe.ts', '@/features/search/messages'],
  // config depends on nothing
  ['src/config/probe.ts', '@/domain/slug'],
  ['src/config/probe.ts', '../data/repository'],
  // data: domain and config only
  ['src/data/probe.ts', '@/features/blog/blog-rules'],
  ['src/data/probe.ts', '../features/blog/blog-rules'],
  ['src/data/blog/probe.ts', '../../components/markup-blocks'],
  ['src/data/probe.ts', '@/app/routes'],
  // components and hooks: neither features nor app
  ['src/components/probe.tsx', '@/features/contact'],
  ['src/components/layout/probe.tsx', '../../features/contact'],
  ['src/components/probe.tsx', '../app/layout'],
  ['src/hooks/probe.ts', '@/features/emergency'],
  ['src/hooks/probe.ts', '../app/routes'],
  // a feature: not app, and another feature only through its index.ts
  ['src/features/search/probe.ts', '@/app/routes'],
  ['src/features/search/probe.ts', '../../app/routes'],
  ['src/features/search/probe.ts', '@/features/emergency/search-origin'],
  ['src/features/search/probe.ts', '../emergency/search-origin'],
  ['src/features/search/probe.ts', '../emergency/emergency-info-dialog'],
  // app and entries: never the prerender
  ['src/app/probe.ts', '@/prerender/build'],
  ['src/app/pages/probe.ts', '../../prerender/build'],
  ['src/entry-client.tsx', './prerender/build'],
  ['src/entry-server.tsx', '@/prerender/service-worker'],
  // the service worker: the domain only
  ['src/service-worker/probe.ts', '@/data/repository'],
  ['src/service-worker/probe.ts', '../app/routes'],
]

const ALLOWED: Case[] = [
  ['src/domain/probe.ts', './slug'],
  ['src/domain/hours/probe.ts', '../slug'],
  ['src/data/probe.ts', '@/domain/slug'],
  ['src/data/probe.ts', '../config/env'],
  ['src/components/probe.tsx', '@/hooks/use-now'],
  ['src/components/clinic/probe.tsx', '../../data/saved-at'],
  ['src/hooks/probe.ts', '../domain/slug'],
  ['src/features/search/probe.ts', './result-list'],
  ['src/features/search/probe.ts', '@/features/emergency'],
  ['src/features/search/probe.ts', '../emergency'],
  ['src/features/search/probe.ts', '../emergency/index'],
  ['src/features/search/probe.ts', '@/components/clinic/clinic-card'],
  ['src/features/search/probe.ts', '../../data/repository'],
  ['src/app/probe.ts', '@/features/search/result-list'],
  ['src/app/pages/probe.ts', '../layout'],
  ['src/entry-client.tsx', './app/routes'],
  ['src/prerender/probe.ts', '../entry-server'],
  ['src/prerender/probe.ts', '@/app/routes'],
  ['src/service-worker/probe.ts', '../domain/offline/sw-rules'],
  // tests are outside the layers
  ['tests/unit/probe.test.ts', '@/features/emergency/search-origin'],
]

describe('the layer boundaries refuse an import against the layers', () => {
  test.each(FORBIDDEN)(
    '%s importing %s',
    async (file, specifier) => {
      const errors = await boundaryErrors(
        file,
        `import { x } from '${specifier}'\nexport const y = x\n`,
      )
      expect(errors).toHaveLength(1)
    },
    PROBE_MS,
  )

  test(
    'in every form: type-only, re-export, dynamic import',
    async () => {
      const code = [
        "import type { Clinic } from '../data/repository'",
        "export { getRepository } from '../data/create-repository'",
        "export const load = () => import('../data/geocode')",
        'export type C = Clinic',
        '',
      ].join('\n')
      expect(await boundaryErrors('src/domain/probe.ts', code)).toHaveLength(3)
    },
    PROBE_MS,
  )
})

describe('the layer boundaries let the allowed imports through', () => {
  test.each(ALLOWED)(
    '%s importing %s',
    async (file, specifier) => {
      const errors = await boundaryErrors(
        file,
        `import { x } from '${specifier}'\nexport const y = x\n`,
      )
      expect(errors).toEqual([])
    },
    PROBE_MS,
  )
})
