import { defineConfig, devices } from '@playwright/test'

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium'
import { PORTS } from './tests/e2e/support/ports'

const STAND_IN_PORT = PORTS.standIn

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
  reporter: [['list']],
  outputDir: 'test-results',
  timeout: 30_000,
  use: { trace: 'off', launchOptions },
  projects: [
    {
      name: 'builtin',
      use: {
        ...devices['Desktop Chrome'],
        baseURL: `http://127.0.0.1:${PORTS.builtin}`,
      },
    },
    {
      name: 'database',
      use: {
        ...devices['Desktop Chrome'],
        baseURL: `http://127.0.0.1:${PORTS.database}`,
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
  ],
  webServer: [
    {
      command: `npx tsx tests/e2e/support/stand-in-server.ts ${STAND_IN_PORT}`,
      url: `http://127.0.0.1:${STAND_IN_PORT}/__control`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    ...(['builtin', 'database', 'reactDev'] as const).map((mode) => ({
      command: `node tests/tools/serve-dist.mjs --port ${PORTS[mode]} --dir dist-e2e/${mode === 'reactDev' ? 'react-dev' : mode}`,
      url: `http://127.0.0.1:${PORTS[mode]}/`,
      reuseExistingServer: false,
      timeout: 60_000,
    })),
  ],
})
