import { defineConfig, devices } from '@playwright/test'

/**
 * Debian's Chromium headless shell (tests/tools/ensure-system.sh): the same
 * Chromium, without the desktop browser's window machinery, which takes a
 * third less CPU per test (221 → 142 core-seconds for a11y + spanish).
 */
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium-headless-shell'
import { PORTS } from './tests/e2e/support/ports'
import {
  DATABASE_ONLY_SPECS,
  DATABASE_SPECS,
  inShard,
} from './tests/e2e/support/projects'
import { DIST_ROOT } from './tests/e2e/support/ports'
import {
  RESEND_API_KEY,
  SERVICE_ROLE_KEY,
} from './tests/e2e/support/contact-backend'

const STAND_IN_PORT = PORTS.standIn
const STAND_IN = `http://127.0.0.1:${STAND_IN_PORT}`
const FUNCTION_URL = `http://127.0.0.1:${PORTS.contactFunction}`
const REPORT_FUNCTION_URL = `http://127.0.0.1:${PORTS.reportFunction}`

/**
 * The builds this run serves (E2E_MODES, as tests/tools/build-e2e.sh takes
 * it; default all four). npm test runs the database project in a second
 * Playwright run on its own ports (E2E_PORT_BASE), side by side with this.
 */
const MODES = (
  process.env.E2E_MODES ?? 'builtin react-dev database hostile'
).split(/\s+/)
const DIRS = {
  builtin: 'builtin',
  reactDev: 'react-dev',
  database: 'database',
  hostile: 'hostile',
  ads: 'ads',
} as const
/**
 * Which half of the builtin and database projects this run takes ('a', 'b';
 * unset: all of them): tests/e2e/support/projects.ts, SECOND_RUN.
 */
const SHARD = process.env.E2E_SHARD
/** The spec of the build with page views and ads (the `ads` project only). */
const ADS_SPEC = /measurement-ads\.spec\.ts/

/** The parent environment plus `extra` (webServer.env replaces it). */
function withEnv(extra: Record<string, string>): Record<string, string> {
  const env: Record<string, string> = {}
  for (const [k, v] of Object.entries(process.env))
    if (v !== undefined) env[k] = v
  return { ...env, ...extra }
}

const launchOptions = {
  executablePath: CHROMIUM,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
}

/**
 * End-to-end tests against production builds (made by tests/tools/build-e2e.sh)
 * in both data modes: built-in data, and database mode against loopback
 * stand-ins for the hosted API, the contact function and the geocoder. The
 * static server applies each build's _headers, so every test runs under the
 * shipped Content-Security-Policy.
 */
export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['./tests/e2e/support/spec-times.ts']],
  // One folder per run: a run empties its folder when it starts.
  outputDir: process.env.E2E_PORT_BASE
    ? `test-results/${process.env.E2E_PORT_BASE}`
    : 'test-results',
  // Two Playwright runs share two cores in `npm test`, beside Vitest and
  // PostgreSQL (an axe pass over a whole page took most of a minute there):
  // a test gets two minutes. A passing test takes what it takes.
  timeout: 120_000,
  // Two runs share the two cores (tests/tools/run-all.sh): an assertion
  // waits up to 10 s for what it expects (it passes as soon as it holds);
  // one that waits on something that never comes still fails.
  expect: { timeout: 10_000 },
  // The site's service worker would answer from its caches and hide what a
  // test sets up on the network; only tests/e2e/offline.spec.ts allows it.
  use: { trace: 'off', launchOptions, serviceWorkers: 'block' },
  projects: [
    {
      // Every spec but those left to the database project
      // (tests/e2e/support/projects.ts).
      name: 'builtin',
      ...inShard('builtin', SHARD, { ignore: [ADS_SPEC, DATABASE_ONLY_SPECS] }),
      use: {
        ...devices['Desktop Chrome'],
        baseURL: `http://127.0.0.1:${PORTS.builtin}`,
      },
    },
    {
      // The specs whose data path differs between the modes, and a share of
      // the rest (tests/e2e/support/projects.ts).
      name: 'database',
      ...inShard('database', SHARD, { match: DATABASE_SPECS, ignore: [] }),
      use: {
        ...devices['Desktop Chrome'],
        baseURL: `http://127.0.0.1:${PORTS.database}`,
      },
    },
    {
      // Database mode on the hostile-data set (its own build and stand-in):
      // tests/e2e/hostile-data.spec.ts only.
      name: 'hostile',
      testMatch: /hostile-data\.spec\.ts/,
      use: {
        ...devices['Desktop Chrome'],
        baseURL: `http://127.0.0.1:${PORTS.hostile}`,
      },
    },
    {
      // The built-in build with React's development bundle, which reports
      // every hydration mismatch (attributes too): the hydration checks only.
      name: 'react-dev',
      grep: /@hydration/,
      use: {
        ...devices['Desktop Chrome'],
        baseURL: `http://127.0.0.1:${PORTS.reactDev}`,
      },
    },
    {
      // The built-in build with page views and ads on, both at the stand-in:
      // tests/e2e/measurement-ads.spec.ts only (E2E_MODES must name `ads`).
      name: 'ads',
      testMatch: ADS_SPEC,
      use: {
        ...devices['Desktop Chrome'],
        baseURL: `http://127.0.0.1:${PORTS.ads}`,
      },
    },
  ],
  webServer: [
    {
      command: `npx tsx tests/e2e/support/stand-in-server.ts ${STAND_IN_PORT}`,
      url: `${STAND_IN}/__control`,
      env: withEnv({
        CONTACT_FUNCTION_URL: FUNCTION_URL,
        REPORT_FUNCTION_URL,
      }),
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // The real send-contact-email Edge Function under Deno, behind the
      // stand-in gateway; its PostgREST and Resend are the stand-in's.
      command:
        'node_modules/.bin/deno run --no-lock --allow-net=127.0.0.1 --allow-env supabase/functions/send-contact-email/index.ts',
      port: PORTS.contactFunction,
      env: withEnv({
        DENO_DIR: 'node_modules/.cache/deno',
        DENO_NO_UPDATE_CHECK: '1',
        SEND_CONTACT_EMAIL_PORT: String(PORTS.contactFunction),
        SUPABASE_URL: STAND_IN,
        SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY,
        RESEND_API_URL: `${STAND_IN}/resend`,
        RESEND_API_KEY,
        CONTACT_TO_EMAIL: 'help@kids-urgent-care.example',
        CONTACT_FROM_EMAIL:
          'Kids Urgent Care <no-reply@kids-urgent-care.example>',
        ALLOWED_ORIGINS: `http://127.0.0.1:${PORTS.database}`,
        RATE_LIMIT_SALT: 'e2e-rate-limit-salt',
      }),
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // The real report-listing Edge Function, the same way.
      command:
        'node_modules/.bin/deno run --no-lock --allow-net=127.0.0.1 --allow-env supabase/functions/report-listing/index.ts',
      port: PORTS.reportFunction,
      env: withEnv({
        DENO_DIR: 'node_modules/.cache/deno',
        DENO_NO_UPDATE_CHECK: '1',
        REPORT_LISTING_PORT: String(PORTS.reportFunction),
        SUPABASE_URL: STAND_IN,
        SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY,
        ALLOWED_ORIGINS: `http://127.0.0.1:${PORTS.database}`,
        RATE_LIMIT_SALT: 'e2e-rate-limit-salt',
      }),
      reuseExistingServer: false,
      timeout: 60_000,
    },
    ...(MODES.includes('hostile')
      ? [
          {
            command: `npx tsx tests/e2e/support/stand-in-server.ts ${PORTS.hostileStandIn}`,
            url: `http://127.0.0.1:${PORTS.hostileStandIn}/__control`,
            env: withEnv({ STAND_IN_DATA: 'hostile' }),
            reuseExistingServer: false,
            timeout: 60_000,
          },
        ]
      : []),
    ...(['builtin', 'database', 'reactDev', 'hostile', 'ads'] as const)
      .filter((mode) => MODES.includes(DIRS[mode]))
      .map((mode) => ({
        command: `node tests/tools/serve-dist.mjs --port ${PORTS[mode]} --dir ${DIST_ROOT}/${DIRS[mode]}`,
        url: `http://127.0.0.1:${PORTS[mode]}/`,
        reuseExistingServer: false,
        timeout: 60_000,
      })),
  ],
})
