import { readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { expect, test, type Page } from './support/test'
import { collectProblems, control, quiet, ready } from './support/control'

/**
 * Moving between pages inside the app as on a multi-page site: a new page
 * starts at the top, back returns to where the reader was (also across the
 * error page), a #hash move stays on the page, back during the first load
 * leaves a working page, and a tab left open over a deploy, whose page
 * chunks no longer exist, loads the new build instead of failing.
 */

const PHONE = { width: 412, height: 823 }

test.skip(
  () => test.info().project.name !== 'builtin',
  'client-side navigation is the same code in both data modes',
)

test.beforeEach(async ({ page, request }) => {
  await control(request, { reset: true })
  await page.setViewportSize(PHONE)
})

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY))

/** Counts document loads (full page loads) from now on. */
function documentLoads(page: Page) {
  const seen = { count: 0 }
  page.on('request', (r) => {
    if (r.resourceType() === 'document') seen.count++
  })
  return seen
}

/** The home page scrolled down to its fourth clinic card's link. */
async function homeScrolledToACard(page: Page) {
  await page.goto('/')
  await ready(page)
  const link = page.locator('main article h3 a[href^="/clinic/"]').nth(3)
  await link.scrollIntoViewIfNeeded()
  const y = await scrollY(page)
  expect(y).toBeGreaterThan(300)
  const top = (await link.boundingBox())!.y
  // textContent: innerText is empty for a card the browser skips off screen.
  return { link, y, top, name: ((await link.textContent()) ?? '').trim() }
}

test('a clinic opens at its top; back returns to the same place in the list', async ({
  page,
}) => {
  const { link, y, top, name } = await homeScrolledToACard(page)
  await link.click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
  expect(await scrollY(page)).toBe(0)
  await page.goBack()
  await expect(page.locator('main article h3 a').nth(3)).toBeVisible()
  await expect.poll(() => scrollY(page)).toBe(y)
  // The same content at the same place, not just the same offset.
  await expect(link).toHaveText(name)
  expect(Math.round((await link.boundingBox())!.y)).toBe(Math.round(top))
})

test('the not-found page keeps the scroll positions: back still returns to the list', async ({
  page,
}) => {
  const { y } = await homeScrolledToACard(page)
  // A history entry the app did not make (no state), as a plain link makes.
  await page.evaluate(() => {
    history.pushState(null, '', '/no/such/page')
    dispatchEvent(new PopStateEvent('popstate', { state: null }))
  })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Page Not Found',
  )
  expect(await page.evaluate(() => typeof history.state?.key)).toBe('string')
  await page.goBack()
  await expect(page.locator('main article h3 a').nth(3)).toBeVisible()
  await expect.poll(() => scrollY(page)).toBe(y)
})

test('a page chunk gone after a deploy: one full page load of the link, which then works', async ({
  page,
}) => {
  const problems = collectProblems(page)
  const { link, name } = await homeScrolledToACard(page)
  const href = await link.getAttribute('href')
  const documents = documentLoads(page)
  // The clinic page's chunk fails, as a chunk of an old build would (only
  // it: a chunk loaded meanwhile on idle or intent must not take the abort),
  // every time it is asked for until the page loads again: a preload of it
  // and the import both fail, as both would after a deploy (with one abort
  // only, a preload that came first took it and the import then worked).
  await page.route(/\/assets\/clinic-[\w-]{8}\.js$/, (route) =>
    documents.count === 0 ? route.abort() : route.continue(),
  )
  await link.click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
  await ready(page)
  expect(documents.count).toBe(1)
  expect(new URL(page.url()).pathname).toBe(href)
  // The page works after the load: a client-side link still navigates.
  await page.getByRole('link', { name: /home/i }).first().click()
  await expect(page).toHaveURL(/\/$/)
  expect(documents.count).toBe(1)
  expect(problems.filter((p) => !p.includes('net::ERR_FAILED'))).toEqual([])
})

test('chunks that keep failing: one reload only, then the page stays readable', async ({
  page,
}) => {
  const { link, name } = await homeScrolledToACard(page)
  const documents = documentLoads(page)
  await page.route('**/assets/*.js', (route) => route.abort())
  await link.click()
  // After the one reload, the prerendered clinic page shows (not hydrated)
  // and nothing loads the document again.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
  // A second reload would come once the chunks had failed again: by the
  // time the page is quiet.
  await quiet(page)
  expect(documents.count).toBe(1)
  await expect(
    page.getByText('call 911', { exact: false }).first(),
  ).toBeVisible()
})

test('a #hash move (the skip link) stays on the page: no page load, no loading; back returns to the URL, the list intact', async ({
  page,
}) => {
  const problems = collectProblems(page)
  const { link, name } = await homeScrolledToACard(page)
  const documents = documentLoads(page)
  let progress = false
  await page.exposeFunction('__sawProgress', () => (progress = true))
  await page.evaluate(() => {
    const w = window as unknown as { __sawProgress: () => void }
    new MutationObserver(() => {
      if (document.querySelector('[role="progressbar"]')) w.__sawProgress()
    }).observe(document.body, { childList: true, subtree: true })
  })
  const skip = page.getByRole('link', { name: 'Skip to main content' })
  await skip.focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/#main-content$/)
  await expect(page.locator('#main-content')).toBeFocused()
  await expect(link).toHaveText(name)
  // No loading for a move within the page (back to the URL without the
  // hash loads the page's data again, as react-router does).
  expect(progress).toBe(false)
  await page.goBack()
  await expect(page).toHaveURL(/\/$/)
  await expect(link).toHaveText(name)
  // A client-side link still works afterwards, and back returns here.
  await link.click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
  await page.goBack()
  await expect(link).toHaveText(name)
  expect(documents.count).toBe(0)
  expect(problems).toEqual([])
})

/** The clinic page's own chunk in the built-in build (the largest clinic-*.js). */
function clinicPageChunk(): string {
  const dir = path.resolve('dist-e2e/builtin/assets')
  const [largest] = readdirSync(dir)
    .filter((f) => /^clinic-[\w-]+\.js$/.test(f))
    .sort(
      (a, b) =>
        statSync(path.join(dir, b)).size - statSync(path.join(dir, a)).size,
    )
  return largest!
}

test('back during the first load (the page module still loading): the page then hydrates and works', async ({
  page,
}) => {
  const problems = collectProblems(page)
  const chunk = clinicPageChunk()
  let release = () => {}
  const held = new Promise<void>((r) => (release = r))
  await page.route(`**/assets/${chunk}`, async (route) => {
    await held
    await route.continue()
  })
  const clinic = '/clinic/baptist-health-deaconess-madisonville-urgent-care'
  await page.goto(clinic, { waitUntil: 'commit' })
  const h1 = page.getByRole('heading', { level: 1 })
  await expect(h1).toHaveText(/Madisonville/)
  const name = (await h1.textContent())!
  // Before the app has started: a history entry of the page's own (the skip
  // link), then back.
  const skip = page.getByRole('link', { name: 'Skip to main content' })
  await skip.focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/#main-content$/)
  await page.goBack()
  await expect(page).toHaveURL(new RegExp(`${clinic}$`))
  const documents = documentLoads(page)
  release()
  await ready(page)
  await expect(h1).toHaveText(name)
  // Working: a client-side link, then back to this page and forward again.
  await page.getByRole('link', { name: /home/i }).first().click()
  await expect(page).toHaveURL(/\/$/)
  await page.goBack()
  await expect(h1).toHaveText(name)
  await page.goForward()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.locator('main article').first()).toBeVisible()
  expect(documents.count).toBe(0)
  expect(problems).toEqual([])
})
