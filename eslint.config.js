import js from '@eslint/js'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import boundaries from 'eslint-plugin-boundaries'

/** The layers of src/ (src/README.md), by element type, and their folders. */
const LAYER_FOLDERS = {
  domain: 'domain',
  config: 'config',
  data: 'data',
  components: 'components',
  hooks: 'hooks',
  feature: 'features/*',
  app: 'app',
  prerender: 'prerender',
  'service-worker': 'service-worker',
}
const LAYERS = Object.keys(LAYER_FOLDERS)

/** What each layer may import besides itself. */
const BELOW_FEATURES = ['domain', 'config', 'data', 'components', 'hooks']
const MAY_IMPORT = {
  domain: ['domain'],
  config: ['config'],
  data: ['domain', 'config', 'data'],
  components: BELOW_FEATURES,
  hooks: BELOW_FEATURES,
  // Another feature: its index.ts only (within a feature, anything).
  feature: [...BELOW_FEATURES, 'feature:index'],
  app: [...BELOW_FEATURES, 'feature', 'app'],
  prerender: ['*', 'entry'],
  'service-worker': ['domain', 'service-worker'],
}

/** The selector of what a layer may import; 'entry' is the entry files. */
function layerSelector(type) {
  if (type === 'feature:index')
    return {
      element: { type: 'feature', fileInternalPath: 'index.{ts,tsx}' },
    }
  if (type === 'entry') return { file: { categories: ['entry', 'stylesheet'] } }
  return { element: { type } }
}

/**
 * The folders of ops/lib/ (ops/lib/README.md), one per job, and what each
 * may import besides itself: another folder only through its index.ts (its
 * door). core is the tools' vocabulary; the commands (ops/*.ts) take cli's
 * door only. Outside ops, the pure src/domain/ and supabase/tools/ (the
 * data file's import and the seed), and the generated data tables
 * (src/data/builtin/generated: the gazetteer ops:harvest places a ZIP with).
 */
const OPS_MAY_IMPORT = {
  core: [],
  geocode: ['core'],
  'sheets-out': ['core', 'geocode'],
  apply: ['core', 'sheets-out'],
  inbox: ['core', 'sheets-out'],
  stores: ['core', 'inbox'],
  sources: ['core'],
  cli: ['core', 'geocode', 'sheets-out', 'apply', 'inbox', 'stores', 'sources'],
}
const OPS_FOLDERS = Object.keys(OPS_MAY_IMPORT)
const opsDoor = (folder) => ({
  element: { type: `ops-${folder}`, fileInternalPath: 'index.ts' },
})
/** What ops/ may use outside itself, by element type. */
const OPS_OUTSIDE = ['src-domain', 'supabase-tools', 'generated-data']
const outside = OPS_OUTSIDE.map((type) => ({ element: { type } }))

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-server',
      'dist-es',
      'dist-es-server',
      'dist-e2e',
      '.deno',
      'node_modules',
      'test-results',
      'playwright-report',
      'bench-results',
      'supabase/functions',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    // The pure core: no React, no data sources, no I/O. (Nothing of src/
    // outside domain/ either: the layer rule below.)
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-*', 'react/*'],
              message: 'domain/ is pure: no React.',
            },
            {
              group: ['@supabase/*'],
              message: 'domain/ is pure: no data sources.',
            },
            { group: ['node:*'], message: 'domain/ is pure: no I/O.' },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        'fetch',
        'window',
        'document',
        'navigator',
        'localStorage',
      ],
    },
  },
  {
    // The layers, each importing only those below it:
    //   domain <- data <- components, hooks <- features <- app <- entries
    //   <- prerender
    // config sits beside domain and imports nothing; the service worker
    // uses the domain only. A feature takes another feature only through
    // that feature's index.ts (its public part); app composes features and
    // may reach inside them. Imports are resolved (the TypeScript resolver
    // reads the `@/` alias from tsconfig.app.json), so a relative `../x` is
    // held to the same rule as `@/x`; type-only imports, re-exports and
    // import() count too. Files outside src/ (tests, tools) are not
    // checked. tests/unit/lint/boundaries.test.ts feeds it forbidden imports.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': {
        typescript: { project: './tsconfig.app.json' },
      },
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
      'boundaries/elements': LAYERS.map((type) => ({
        type,
        pattern: `src/${LAYER_FOLDERS[type]}`,
        partialMatch: false,
        ...(type === 'feature' ? { capture: ['name'] } : {}),
      })),
      // The entries are single files at the top of src/, not a folder.
      'boundaries/files': [
        {
          category: 'entry',
          pattern: 'src/{entry-client.tsx,entry-server.tsx,boot.ts,measure.ts}',
        },
        { category: 'stylesheet', pattern: 'src/index.css' },
      ],
    },
    rules: {
      'boundaries/no-unknown-files': 'error',
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          checkUnknownLocals: true,
          message:
            '{{from.type}} may not import {{to.type}} ({{to.fileInternalPath}}): the layers run domain <- data <- components, hooks <- features <- app <- entries <- prerender, and a feature takes another only through its index.ts (src/README.md)',
          policies: [
            ...LAYERS.map((type) => ({
              from: { element: { type } },
              allow: { to: MAY_IMPORT[type].map(layerSelector) },
            })),
            {
              from: { file: { categories: 'entry' } },
              allow: {
                to: [
                  ...MAY_IMPORT.app.map(layerSelector),
                  { element: { type: 'app' } },
                  { file: { categories: ['entry', 'stylesheet'] } },
                ],
              },
            },
          ],
        },
      ],
    },
  },
  {
    // The operator's tools in the same way: each folder of ops/lib/ imports
    // another only through its index.ts, and only those OPS_MAY_IMPORT
    // names (no loops between folders); within a folder, anything.
    // tests/unit/ops/boundaries.test.ts feeds it forbidden imports.
    files: ['ops/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'import/resolver': {
        typescript: { project: './tsconfig.node.json' },
      },
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
      'boundaries/elements': [
        ...OPS_FOLDERS.map((folder) => ({
          type: `ops-${folder}`,
          pattern: `ops/lib/${folder}`,
          partialMatch: false,
        })),
        { type: 'src-domain', pattern: 'src/domain', partialMatch: false },
        {
          type: 'generated-data',
          pattern: 'src/data/builtin/generated',
          partialMatch: false,
        },
        {
          type: 'supabase-tools',
          pattern: 'supabase/tools',
          partialMatch: false,
        },
      ],
      'boundaries/files': [{ category: 'ops-command', pattern: 'ops/*.ts' }],
    },
    rules: {
      'boundaries/no-unknown-files': 'error',
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          checkUnknownLocals: true,
          message:
            '{{from.type}} may not import {{to.type}} ({{to.fileInternalPath}}): a folder of ops/lib takes another only through its index.ts, and only those below it (ops/lib/README.md)',
          policies: [
            ...OPS_FOLDERS.map((folder) => ({
              from: { element: { type: `ops-${folder}` } },
              allow: {
                to: [
                  { element: { type: `ops-${folder}` } },
                  ...OPS_MAY_IMPORT[folder].map(opsDoor),
                  ...outside,
                ],
              },
            })),
            {
              from: { file: { categories: 'ops-command' } },
              allow: { to: [opsDoor('cli')] },
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
)
