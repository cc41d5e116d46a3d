import { expect, test, type Page } from './support/test'
import { ready } from './support/control'

/*
 * A phone's first screen goes to the answer, in both data modes: at
 * 360×740 the header is at most 100 px and the 911 banner at most 72 px on
 * every kind of page, the banner's 911 call link is its largest target and
 * every target is at least 44 px tall; on a clinic page 'Call Now' and 'Get
 * Directions' are on the first screen, above the banner.
 */

const PHONE = { width: 360, height: 740 }
const HEADER_MAX = 100
const BANNER_MAX = 72

const PAGES = [
  '/',
  '/town/paducah',
  // A status notice and a two-line name; the longest name of the data set.
  '/clinic/arlington-medical-clinic',
  '/clinic/murray-medical-associates-walk-in-clinic-murray-calloway-county-hospital',
  '/blog/urgent-care-vs-emergency-room-for-kids',
]

const banner = (page: Page) =>
  page.getByRole('complementary', { name: 'Medical emergency' })

async function height(page: Page, selector: string) {
  const box = await page.locator(selector).first().boundingBox()
  expect(box, selector).not.toBeNull()
  return box!.height
}

test.use({ viewport: PHONE })

for (const path of PAGES)
  test(`360×740 ${path}: header ≤ ${HEADER_MAX} px, 911 banner ≤ ${BANNER_MAX} px, 911 the largest target`, async ({
    page,
  }) => {
    await page.goto(path)
    await ready(page)
    const header = await height(page, 'body header')
    const bar = (await banner(page).boundingBox())!
    test.info().annotations.push({
      type: 'first screen',
      description: `${path}: header ${header} px, banner ${bar.height} px`,
    })
    expect(header).toBeLessThanOrEqual(HEADER_MAX)
    expect(bar.height).toBeLessThanOrEqual(BANNER_MAX)
    // The banner sits at the bottom of the first screen.
    expect(bar.y + bar.height).toBeCloseTo(PHONE.height, 0)
    // Every text and control the specification asks for.
    const top = page.locator('body header')
    for (const name of ['Find Care', 'Health Blog'])
      await expect(top.getByRole('link', { name, exact: true })).toBeVisible()
    // One contact entry ('Contact Support', 'Contact' on a phone).
    await expect(top.getByRole('button')).toHaveCount(1)
    await expect(
      top.getByRole('button', { name: 'Contact', exact: true }),
    ).toBeVisible()
    await expect(top.getByText('Pediatric Urgent Care Directory')).toBeVisible()
    await expect(banner(page).getByText('Medical Emergency?')).toBeVisible()
    await expect(
      banner(page).getByText(
        'Call 911 immediately for life-threatening conditions',
      ),
    ).toBeVisible()
    const call911 = banner(page).getByRole('link', { name: 'Call 911' })
    await expect(call911).toBeVisible()
    const big = (await call911.boundingBox())!
    // Targets at least 44 px; the 911 link the largest in the banner.
    for (const t of await page
      .locator('body header a, body header button')
      .all()) {
      if (!(await t.isVisible())) continue
      expect((await t.boundingBox())!.height).toBeGreaterThanOrEqual(44)
    }
    for (const t of await banner(page).locator('a, button').all()) {
      if (!(await t.isVisible())) continue
      const b = (await t.boundingBox())!
      expect(b.height).toBeGreaterThanOrEqual(44)
      expect(b.width * b.height).toBeLessThanOrEqual(big.width * big.height)
    }
    // Nothing is wider than the screen.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
    ).toBeLessThanOrEqual(PHONE.width)
  })

for (const path of PAGES.filter((p) => p.startsWith('/clinic/')))
  test(`360×740 ${path}: 'Call Now' and 'Get Directions' on the first screen`, async ({
    page,
  }) => {
    await page.goto(path)
    await ready(page)
    const limit = (await banner(page).boundingBox())!.y
    const main = page.getByRole('main')
    for (const action of [
      main.getByRole('link', { name: 'Call Now' }),
      main.getByRole('link', { name: /^Get Directions/ }),
    ]) {
      await expect(action).toBeVisible()
      const box = (await action.boundingBox())!
      expect(box.y).toBeGreaterThanOrEqual(0)
      expect(box.y + box.height).toBeLessThanOrEqual(limit)
      expect(box.height).toBeGreaterThanOrEqual(44)
    }
  })

// The Spanish twins: longer words, the same first screen.
for (const path of PAGES.map((p) => (p === '/' ? '/es/' : `/es${p}`)))
  test(`360×740 ${path}: header ≤ ${HEADER_MAX} px, 911 banner ≤ ${BANNER_MAX} px, nothing wider than the screen`, async ({
    page,
  }) => {
    await page.goto(path)
    await ready(page)
    expect(await height(page, 'body header')).toBeLessThanOrEqual(HEADER_MAX)
    const bar = page.getByRole('complementary', { name: 'Emergencia médica' })
    expect((await bar.boundingBox())!.height).toBeLessThanOrEqual(BANNER_MAX)
    await expect(bar.getByRole('link', { name: 'Llamar al 911' })).toBeVisible()
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
    ).toBeLessThanOrEqual(PHONE.width)
  })
