import { expect, test, type Page } from './support/test'
import { ready } from './support/control'
import { MONDAY_9AM_CENTRAL } from './support/home'
import { brokenInTwo } from './support/line-breaks'
import { sameInBothDataModes } from './support/modes'

/*
 * The no-break rule (issue 41): no phone number, time with its AM/PM,
 * distance with its unit or badge text is ever broken across two lines, and
 * no icon is squeezed, on every page of the site and in the states a search
 * opens (distances, the nothing-open answer, the Emergency Info sheet, the
 * report form), at
 * 390, 360 and 320 px, in both languages.
 */

const WIDTHS = [390, 360, 320]
// Monday 2026-11-23 02:00 in Chicago: nothing near Paducah is open.
const MONDAY_2AM_CENTRAL = new Date('2026-11-23T08:00:00Z')

/** Every finding on the page at each width, as 'where @width: kind: text'. */
async function check(page: Page, where: string): Promise<string[]> {
  const out: string[] = []
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 740 })
    await page.evaluate(
      () =>
        new Promise((done) =>
          requestAnimationFrame(() => requestAnimationFrame(done)),
        ),
    )
    for (const f of await brokenInTwo(page))
      out.push(`${where} @${width}: ${f}`)
  }
  return out
}

async function visit(page: Page, path: string, at = MONDAY_9AM_CENTRAL) {
  await page.clock.setFixedTime(at)
  await page.setViewportSize({ width: 390, height: 740 })
  await page.goto(path)
  await ready(page)
}

/**
 * Goes to `path` inside the app (the router's own history, as Back and
 * Forward do) and waits until its page is drawn: its heading the one its
 * prerendered HTML has, its lists drawn.
 */
async function navigateInApp(page: Page, path: string) {
  await page.setViewportSize({ width: 390, height: 740 })
  const heading = await page.evaluate(async (to) => {
    const html = await (await fetch(to)).text()
    const h1 = new DOMParser()
      .parseFromString(html, 'text/html')
      .querySelector('h1')
    window.history.pushState(null, '', to)
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }))
    return h1?.textContent?.trim() ?? ''
  }, path)
  expect(heading, `${path}: its HTML has a heading`).not.toBe('')
  await expect(page.locator('h1').first()).toHaveText(heading)
  await expect(page.locator('[data-drawing]')).toHaveCount(0)
  expect(new URL(page.url()).pathname).toBe(path)
}

for (const lang of ['en', 'es'] as const) {
  const home = lang === 'es' ? '/es/' : '/'

  test(`${lang}: every page of the site map`, async ({ page, request }) => {
    // The same pages and code in both data modes (the states below run in
    // both).
    sameInBothDataModes()
    test.setTimeout(300_000)
    const xml = await (await request.get('/sitemap.xml')).text()
    const paths = [...xml.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)]
      .map((m) => m[1]!)
      .filter((p) => (lang === 'es') === p.startsWith('/es/'))
    expect(paths.length).toBeGreaterThan(60)
    const found: string[] = []
    // The first page loaded, each next one reached inside the app, as a
    // link does (its loader, its render: what hydrating its own HTML
    // gives, prerender.spec.ts's @hydration tests): a full load per page
    // was most of this sweep's time.
    await visit(page, paths[0]!)
    found.push(...(await check(page, paths[0]!)))
    for (const path of paths.slice(1)) {
      await navigateInApp(page, path)
      found.push(...(await check(page, path)))
    }
    expect(found).toEqual([])
  })

  test(`${lang}: a search's distances, the nothing-open answer and the Emergency Info sheet`, async ({
    page,
  }) => {
    const found: string[] = []
    // Cards and emergency rooms with distances.
    await visit(page, `${home}?location=Paducah`)
    await expect(page.getByTestId('distance').first()).toBeVisible()
    found.push(...(await check(page, 'a search')))
    // 2 AM: the soonest openings, 911 and Poison Control.
    await visit(
      page,
      `${home}?location=Paducah&hours=open-now`,
      MONDAY_2AM_CENTRAL,
    )
    await expect(page.getByTestId('soonest-opening').first()).toBeVisible()
    found.push(...(await check(page, 'nothing open')))
    // The Emergency Info sheet, opened from the 911 banner.
    await page
      .getByRole('button', {
        name: /^(Emergency Info|Info(rmación)? de emergencia)/,
      })
      .first()
      .click()
    await expect(page.getByRole('dialog')).toBeVisible()
    found.push(...(await check(page, 'Emergency Info')))
    // The report form on a clinic page, opened.
    await visit(page, `${home}clinic/baptist-health-paducah-urgent-care`)
    await page
      .getByTestId('listing-check')
      .getByRole('button', { name: /^(Something is wrong|Algo está mal)$/ })
      .click()
    await expect(page.getByRole('checkbox').first()).toBeVisible()
    found.push(...(await check(page, 'report form')))
    expect(found).toEqual([])
  })
}
