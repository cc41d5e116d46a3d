import { expect, test, type Page } from './support/test'
import { control, isDatabaseMode, quiet, ready } from './support/control'
import { expectNoViolations } from './support/axe'

/*
 * The bar is drawn by the tap's own render; Playwright's polling and a busy
 * test machine add their own delay, so "at once" is checked as well within
 * the 3 s read deadline of the e2e database build (the bar is gone by then),
 * not as a wall-clock figure.
 */
const PROGRESS_AT_ONCE_MS = 1_000

/*
 * Outages are outages (src/README.md, Decisions): with the hosted database answering
 * 500, refusing connections or hanging, a page says it cannot reach the
 * directory, with 'Try again', under the site's header and with the 911
 * banner; never 'Clinic Not Found' / 'Town Not Found'. The database-mode
 * build lowers the read deadline to 3 s (tests/tools/build-e2e.sh).
 */

const UNAVAILABLE =
  "We can't reach the directory right now. Please try again in a moment."
const CLINIC = 'owensboro-health-urgent-care-ford-medical-building'
const CLINIC_NAME = 'Owensboro Health Urgent Care - Ford Medical Building'
/** The read deadline of the database-mode e2e build, plus rendering. */
const AFTER_DEADLINE = 3_000 + 5_000

test.beforeEach(async ({ request }, testInfo) => {
  test.skip(
    !isDatabaseMode(testInfo.project.use.baseURL),
    'the hosted database only',
  )
  await control(request, { reset: true })
})
test.afterEach(async ({ request }) => {
  await control(request, { reset: true })
})

const main = (page: Page) => page.getByRole('main')
const banner = (page: Page) =>
  page.getByRole('complementary', { name: 'Medical emergency' })

async function expectChrome(page: Page, timeout?: number) {
  await expect(page.getByRole('banner')).toBeVisible({ timeout })
  await expect(banner(page)).toBeVisible({ timeout })
  await expect(banner(page)).toContainText('Call 911', { timeout })
}

/** The home page with live data, then the database goes down as told. */
async function homeThenOutage(page: Page, outage: Record<string, unknown>) {
  await page.goto('/')
  await ready(page)
  await control(page.request, outage)
}

/** Taps the clinic's 'View Details' link on the home list. */
async function tapClinic(page: Page) {
  await page
    .getByRole('region', { name: 'Clinic results' })
    .getByRole('link', { name: `View Details for ${CLINIC_NAME}` })
    .click()
}

/**
 * Whether the 'Loading…' progress bar has been on the page since this call
 * (a MutationObserver in the page notes it the moment it is drawn).
 */
async function watchProgress(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => {
    const w = window as unknown as { progressSeen?: boolean }
    w.progressSeen = false
    const note = () => {
      if (document.querySelector('[role="progressbar"][aria-label="Loading…"]'))
        w.progressSeen = true
    }
    new MutationObserver(note).observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
    })
  })
  return () =>
    page.evaluate(
      () =>
        (window as unknown as { progressSeen?: boolean }).progressSeen === true,
    )
}

async function expectUnavailable(page: Page, timeout = AFTER_DEADLINE) {
  await expect(main(page)).toContainText(UNAVAILABLE, { timeout })
  await expect(
    main(page).getByRole('button', { name: 'Try again' }),
  ).toBeVisible()
  await expect(main(page)).not.toContainText(/Not Found|doesn't exist/)
  await expectChrome(page)
}

for (const [name, outage] of [
  ['answers 500', { restFailure: 500 }],
  ['refuses connections', { restOutage: 'refuse' }],
  ['hangs', { restOutage: 'hang' }],
] as const) {
  test(`the database ${name}: tapping a clinic shows progress at once, then the outage message with Try again and the 911 banner, never Clinic Not Found`, async ({
    page,
  }) => {
    await homeThenOutage(page, outage)
    const seen = await watchProgress(page)
    await tapClinic(page)
    // A 500 can end the navigation within milliseconds: the bar must have
    // been drawn, however briefly, rather than be visible when polled.
    await expect.poll(seen, { timeout: PROGRESS_AT_ONCE_MS }).toBe(true)
    await expectUnavailable(page)
    await expect(page).toHaveURL(new RegExp(`/clinic/${CLINIC}$`))
    await expect(page.getByRole('progressbar')).toHaveCount(0)
    await expect(page).toHaveTitle(/unavailable/)
  })
}

test('a hang ends in the outage message only after the read deadline', async ({
  page,
}) => {
  await homeThenOutage(page, { restOutage: 'hang' })
  // The page tells the test, the moment it happens, when the progress bar
  // goes and when the outage message shows, so the test waits for the
  // message itself rather than a fixed delay, and knows when it came.
  const seen: {
    progressShown?: number
    progressGone?: number
    messageAt?: number
  } = {}
  await page.exposeFunction(
    'noteOutage',
    (what: 'progressShown' | 'progressGone' | 'messageAt') => {
      seen[what] ??= Date.now()
    },
  )
  await page.evaluate((unavailable) => {
    const note = (window as unknown as { noteOutage: (w: string) => void })
      .noteOutage
    let shown = false
    new MutationObserver(() => {
      const bar = document.querySelector('[role="progressbar"]') !== null
      if (bar) {
        if (!shown) note('progressShown')
        shown = true
      } else if (shown) note('progressGone')
      if (document.querySelector('main')?.textContent?.includes(unavailable))
        note('messageAt')
    }).observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      characterData: true,
    })
  }, UNAVAILABLE)
  const tap = Date.now()
  await page
    .locator('[aria-labelledby="browse-cities-title"]')
    .getByRole('link', { name: /^Owensboro\b/ })
    .click()
  // The bar as the page drew it (that it comes at once is the tests
  // above; here what matters is that it stays until the deadline).
  await expect
    .poll(() => seen.progressShown, { timeout: AFTER_DEADLINE })
    .toBeDefined()
  // Loading, the old page still there and usable.
  await expect(main(page)).not.toContainText(UNAVAILABLE)
  await expect(
    page.locator('[aria-labelledby="browse-cities-title"]'),
  ).toBeVisible()
  await expectUnavailable(page)
  await expect(page).toHaveURL(/\/town\/owensboro$/)
  // The message came only at the read deadline (3 s in this build), and
  // the progress bar stayed until then.
  expect(seen.messageAt! - tap).toBeGreaterThanOrEqual(2_900)
  expect(seen.progressGone! - tap).toBeGreaterThanOrEqual(2_900)
  expect(seen.progressShown!).toBeLessThanOrEqual(seen.messageAt!)
})

test('Try again recovers once the database answers again', async ({ page }) => {
  await homeThenOutage(page, { restFailure: 500 })
  await tapClinic(page)
  await expectUnavailable(page)
  await control(page.request, { reset: true })
  await main(page).getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    CLINIC_NAME,
    { timeout: AFTER_DEADLINE },
  )
  await expect(main(page)).not.toContainText(UNAVAILABLE)
})

test('a loading navigation is superseded by another tap', async ({ page }) => {
  await homeThenOutage(page, { restOutage: 'hang' })
  // The clinic's read, which hangs until the page gives it up at its
  // deadline.
  const givenUp = page.waitForEvent('requestfailed', {
    predicate: (r) => r.url().includes('/rest/v1/'),
    timeout: AFTER_DEADLINE,
  })
  await tapClinic(page)
  await expect(page.getByRole('progressbar')).toBeVisible({
    timeout: PROGRESS_AT_ONCE_MS,
  })
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Blog' })
    .click()
  await expect(page).toHaveURL(/\/blog$/, { timeout: AFTER_DEADLINE })
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/Blog/)
  // The clinic never replaces the page the second tap chose, also once
  // its read has given up.
  await givenUp
  await quiet(page)
  await expect(page).toHaveURL(/\/blog$/)
  await expect(main(page)).not.toContainText(UNAVAILABLE)
})

test('a page seen earlier in the session shows its last known data with its date', async ({
  page,
}) => {
  await page.goto(`/clinic/${CLINIC}`)
  await ready(page)
  await page.getByRole('link', { name: 'Back to All Clinics' }).click()
  await expect(page).toHaveURL(/\/$/)
  await control(page.request, { restFailure: 503 })
  await tapClinic(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    CLINIC_NAME,
    { timeout: AFTER_DEADLINE },
  )
  await expect(main(page)).toContainText(UNAVAILABLE)
  await expect(main(page)).toContainText(/Showing the information as saved on/)
  await expectChrome(page)
})

test('404.html shows the header and the 911 banner at once while the database hangs, then the outage message', async ({
  page,
}) => {
  await control(page.request, { restOutage: 'hang' })
  // A clinic added after the build: the host serves 404.html for it.
  const response = await page.goto('/clinic/added-after-the-build', {
    waitUntil: 'commit',
  })
  expect(response?.status()).toBe(404)
  await expectChrome(page, 1_000)
  // The app has started and is loading the page: the chrome stays.
  await expect(
    main(page).getByRole('progressbar', { name: 'Loading…' }),
  ).toBeVisible()
  await expect(main(page).getByRole('status')).toHaveText('Loading…')
  await expectChrome(page)
  await expect(main(page)).not.toContainText(/Page Not Found/)
  await expectUnavailable(page)
})

test("404.html never says 'Page Not Found' while the database hangs: loading until the read has answered, then the outage message", async ({
  page,
}) => {
  await control(page.request, { restOutage: 'hang' })
  // The page notes, from its first parsed node on, any text or title
  // saying the page does not exist (what it shows: innerText, not the
  // data block or a noscript note).
  await page.addInitScript(() => {
    const w = window as unknown as { notFound?: string[] }
    w.notFound = []
    const note = () => {
      const text = `${document.title}\n${document.body?.innerText ?? ''}`
      if (/Not Found|couldn.t find/i.test(text))
        w.notFound!.push(text.slice(0, 300))
    }
    new MutationObserver(note).observe(document, {
      childList: true,
      subtree: true,
      characterData: true,
    })
  })
  const response = await page.goto('/clinic/added-after-the-build', {
    waitUntil: 'commit',
  })
  expect(response?.status()).toBe(404)
  // Loading, under the header and the 911 banner, from the first paint on.
  await expect(main(page).getByRole('status')).toHaveText('Loading…', {
    timeout: 1_000,
  })
  await expectChrome(page, 1_000)
  // The read gives up at its deadline (3 s in this build): the outage
  // message is the page's last word, nothing comes after it.
  await expectUnavailable(page)
  await quiet(page)
  expect(
    await page.evaluate(
      () => (window as unknown as { notFound?: string[] }).notFound,
    ),
  ).toEqual([])
})

test('axe finds nothing on the outage page and its last-known notice', async ({
  page,
}) => {
  await homeThenOutage(page, { restFailure: 500 })
  await tapClinic(page)
  await expectUnavailable(page)
  await expectNoViolations(page, 'the outage page')
  // Home, loaded before: its last known data with the notice.
  await page.getByRole('link', { name: 'Home' }).first().click()
  await expect(main(page)).toContainText(/Showing the information as saved on/)
  await expectNoViolations(page, 'home with the last-known notice')
})
