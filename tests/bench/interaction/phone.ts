/**
 * The bench's phone at home, shared by `npm run bench:interaction` (run.ts)
 * and the trace tool (trace.ts): 390×844, DPR 3, touch, CPU throttled 4×,
 * the clock starting at CLOCK, the in-page measurement installed.
 */
import type { Browser, Page } from '@playwright/test'
import { CPU_THROTTLING_RATE } from '../scale/browser-bench'
import { IN_PAGE } from './in-page'

/** Tuesday 2026-11-24, 10:00 in Chicago: some clinics open, some not. */
export const CLOCK = new Date('2026-11-24T16:00:00Z')

/** Resolves when the page's main thread is next idle (at most 2 s). */
export const idle = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestIdleCallback(() => resolve(), { timeout: 2000 }),
      ),
  )

export interface Opened {
  page: Page
  /** Console errors and uncaught exceptions, as they come. */
  errors: string[]
}

/**
 * A context and page of the bench's phone at `url` (home), loaded, its
 * first page of cards drawn, idle, with the filters shown. `size`: the
 * clinics the heading must count first (unchecked when not given).
 */
export async function openHome(
  browser: Browser,
  url: string,
  size?: number,
): Promise<Opened> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text())
  })
  page.on('pageerror', (e) => errors.push(String(e)))
  // The clock starts at CLOCK and runs. Only Date is replaced: Playwright's
  // page.clock wraps every timer and animation frame, work the app would
  // not do on a phone.
  await page.addInitScript({
    content: `(() => {
      const Real = Date, start = ${+CLOCK}, t0 = performance.now()
      const now = () => start + (performance.now() - t0)
      class BenchDate extends Real {
        constructor(...a) { if (a.length) super(...a); else super(now()) }
        static now() { return now() }
      }
      globalThis.Date = BenchDate
    })()`,
  })
  await page.addInitScript({ content: IN_PAGE })
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', {
    rate: CPU_THROTTLING_RATE,
  })
  await page.goto(url)
  if (size !== undefined)
    await page
      .getByRole('heading', { name: `${size} clinics found`, exact: true })
      .waitFor({ timeout: 120_000 })
  // The first page of cards is drawn after hydration, a few per idle moment.
  await page
    .locator('[data-drawing]')
    .waitFor({ state: 'detached', timeout: 120_000 })
  await page.waitForTimeout(1000)
  await idle(page)
  const show = page.getByRole('button', { name: /show\s*filters/i })
  if (await show.isVisible()) await show.tap()
  return { page, errors }
}
