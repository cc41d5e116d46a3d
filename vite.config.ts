/// <reference types="vitest/config" />
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig, loadEnv } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { afterFirstPaint } from './src/prerender/after-first-paint.ts'
import { measurement } from './src/prerender/measurement.ts'
import { publicData } from './src/prerender/public-data.ts'
import { language, siteLanguage } from './src/prerender/language/plugin.ts'
import { spanish } from './src/prerender/language/es/index.ts'
import { builtConfig } from './src/config/read-config.ts'

/** Where react-router is installed (its production build is beside it). */
const reactRouterDir = path.dirname(
  createRequire(import.meta.url).resolve('react-router/package.json'),
)

/** The project's root: the language plugin names files from it. */
const root = fileURLToPath(new URL('.', import.meta.url))

/** SITE_LANGUAGE=es: the Spanish build (src/prerender/language/README.md). */
const lang = siteLanguage()

/**
 * The build's calendar day (UTC): the instant a prerendered page and its
 * hydration judge a listing's age by, before the page's clock is known
 * (src/config/env.ts, BUILD_DAY).
 */
/**
 * The Vitest files that install a global for the whole worker (a fake
 * IndexedDB, and the outbox's retry timer on it), or need a session history
 * of their own (the sheet history: Back and Forward through the entries the
 * file makes, which the shared document's earlier files leave behind): run
 * on their own, each in its own module graph, when VITEST_ISOLATED=1; the
 * other run leaves them out.
 */
const ISOLATED = [
  'tests/component/contact-offline.test.tsx',
  'tests/component/listing-check.test.tsx',
  'tests/component/sheet-history.test.tsx',
  'tests/unit/data/outbox.test.ts',
]
const ISOLATED_RUN = process.env.VITEST_ISOLATED === '1'

const buildDay = new Date().toISOString().slice(0, 10)

export default defineConfig(({ mode }) => ({
  define: {
    __BUILD_DAY__: JSON.stringify(buildDay),
    // The VITE_* configuration, read and checked here once (the .env files
    // and the environment, as import.meta.env would have it): the pages
    // carry the result, not the checks (src/config/env.ts).
    __APP_CONFIG__: JSON.stringify(builtConfig(loadEnv(mode, root, 'VITE_'))),
  },
  plugins: [
    // Only what a parent may read ships from the built-in data.
    publicData(),
    language(lang, lang === 'es' ? spanish : null, root),
    react(),
    tailwindcss(),
    afterFirstPaint(),
    measurement(),
  ],
  resolve: {
    alias: [
      {
        find: '@',
        replacement: fileURLToPath(new URL('./src', import.meta.url)),
      },
      // react-router's package exports only its development build, in
      // production too (remix-run/react-router#14102): its production build
      // ships beside it, without the development warnings (src/prerender/README.md,
      // Decisions). Development keeps the warnings.
      ...(mode === 'production' && process.env.NODE_ENV !== 'development'
        ? [
            {
              find: /^react-router$/,
              replacement: path.join(
                reactRouterDir,
                'dist/production/index.mjs',
              ),
            },
            {
              find: /^react-router\/dom$/,
              replacement: path.join(
                reactRouterDir,
                'dist/production/dom-export.mjs',
              ),
            },
          ]
        : []),
      // `npm run bench:interaction` only: a synthetic built-in data set in
      // place of the generated one (tests/bench/README.md); never deployed.
      ...(process.env.BENCH_BUILTIN_DATA_DIR
        ? [
            {
              find: /^\.\/builtin\/generated\/(data|coordinates)$/,
              replacement: path.join(
                path.resolve(process.env.BENCH_BUILTIN_DATA_DIR),
                '$1.ts',
              ),
            },
          ]
        : []),
    ],
  },
  server: { host: '127.0.0.1', port: 5173 },
  // No modulepreload polyfill: every browser but Safari before 17 has
  // modulepreload, and there a page chunk simply loads on import() (src/README.md,
  // Decisions).
  build: {
    // Readable function names in a CPU profile of a benchmark build
    // (tests/bench/README.md); never for a deployed site.
    ...(process.env.BENCH_NO_MINIFY ? { minify: false } : {}),
    modulePreload: { polyfill: false },
    // What home always loads and the page chunks share (React, the
    // configuration, the clinic types, ordering, the hours rules
    // and Vite's preload helper for dynamic imports) in one chunk: left to
    // itself the bundler made eight small chunks of them, about 1 KB more
    // gzip, past home's budget (tests/e2e/bundle.spec.ts); the helper on its
    // own was another 0.3 KB and a request.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'shared',
              test: /node_modules[\\/]react[\\/]|src[\\/]config[\\/]env\.ts|src[\\/]domain[\\/](ordering|clinic|clinic-display|verification)\.ts|src[\\/]components[\\/]open-status-classes\.ts|src[\\/]domain[\\/]hours[\\/]|preload-helper/,
            },
            // What the town, clinic and blog pages share (the back link, its
            // icon, the JSON-LD builders), with the ad slot and the ads
            // configuration, in one chunk: on their own, each added a file
            // name to home's chunk, which lists every page's chunks.
            {
              name: 'content',
              includeDependenciesRecursively: false,
              test: /src[\\/]components[\\/](navigation[\\/]back-link|ad-slot)\.tsx|src[\\/]config[\\/]measurement\.ts|src[\\/]domain[\\/]seo[\\/]json-ld\.ts|lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]arrow-left\.mjs/,
            },
          ],
        },
      },
    },
  },
  test: {
    environment: 'node',
    setupFiles: ['./tests/setup/vitest.setup.ts'],
    include: ISOLATED_RUN
      ? ISOLATED
      : [
          'tests/unit/**/*.test.{ts,tsx}',
          'tests/component/**/*.test.{ts,tsx}',
          'tests/contract/**/*.test.{ts,tsx}',
        ],
    exclude: ISOLATED_RUN
      ? []
      : ['tests/e2e/**', 'node_modules/**', ...ISOLATED],
    // One time zone whatever the machine's (a test that needs another sets
    // it, and a clinic's zone is its own): no result depends on where the
    // suite runs. The clock is each test's own fixed instant (fake timers).
    env: { TZ: 'UTC' },
    // Files share one module graph and one document per worker (isolate:
    // false): each import is loaded once, not once per file, which halves
    // the suite's CPU. tests/setup/vitest.setup.ts empties the page, the
    // storage and the stubs before each file; a file that must see a module
    // fresh re-imports it after vi.resetModules() (card-reuse, use-now,
    // saved-at); the few that leave a global behind run apart, isolated
    // (ISOLATED, VITEST_ISOLATED=1: npm run test:unit runs both).
    isolate: ISOLATED_RUN,
    // `npm test` runs these beside PostgreSQL and the builds on two cores: a
    // test that takes 1 s alone can take 5 there. 20 s still ends a hung one.
    testTimeout: 20_000,
  },
}))
