import { expect, test, type Page } from './support/test'
import { collectProblems, control, ready, records } from './support/control'
import { expectNoViolations } from './support/axe'
import { results, resultsHeading, cards, heroField, open } from './support/home'
import { sameInBothDataModes } from './support/modes'

/**
 * Searches you can share: the home search lives in the URL
 * query, a link reproduces it, back and forward walk through searches, and
 * 'Share this search' copies the link. Both data modes.
 */

const TOTAL = 36

const shareButton = (page: Page) =>
  page.getByRole('button', { name: 'Share this search' })

async function search(page: Page, place: string) {
  await heroField(page).fill(place)
  await heroField(page).press('Enter')
  await expect(cards(page).first()).toContainText(/\d+(\.\d)? miles?/)
}

test.beforeEach(async ({ request }) => {
  sameInBothDataModes('database')
  await control(request, { reset: true })
})

test('a shared link reproduces the place, radius, filters, sort and view', async ({
  page,
  request,
}) => {
  const problems = collectProblems(page)
  await open(
    page,
    '/?location=Paducah&radius=25&hours=open-now&sort=rating&view=map',
  )
  await expect(heroField(page)).toHaveValue('Paducah')
  await expect(page.getByText('Search Radius: 25 miles')).toBeAttached()
  await expect(page.getByRole('checkbox', { name: 'Open Now' })).toBeChecked()
  await expect(
    page.getByRole('checkbox', { name: 'Weekend Hours' }),
  ).not.toBeChecked()
  // view=map: the map, with a marker for the search's clinics.
  await expect(
    page.getByRole('button', { name: 'Map', exact: true }),
  ).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByTestId('clinic-map')).toBeVisible()
  // (A clinic's own pin, or its town's group for clinics at the town point.)
  await expect(
    page.locator('[data-marker="clinic"], [data-marker="town"]').first(),
  ).toBeAttached()
  // The list shows the same search, sorted by rating, with distances.
  await page.getByRole('button', { name: 'List', exact: true }).click()
  await expect(page).toHaveURL(
    /\/\?location=Paducah&radius=25&hours=open-now&sort=rating$/,
  )
  await expect(page.getByLabel('Sort clinics')).toHaveValue('rating')
  await expect(cards(page).first()).toContainText(/\d+(\.\d)? miles?/)
  await expect(resultsHeading(page)).not.toHaveText(`${TOTAL} clinics found`)
  // Paducah is in the gazetteer: no geocoder request.
  expect((await records(request)).geocodes).toEqual([])
  expect(problems).toEqual([])
})

test('back and forward walk through three searches, each with its results', async ({
  page,
}) => {
  await open(page, '/')
  await search(page, 'Paducah')
  await expect(page).toHaveURL(/\/\?location=Paducah$/)
  const paducah = await cards(page).first().textContent()
  // A change of order changes the current entry, not a new one.
  await page.getByLabel('Sort clinics').selectOption('open')
  await expect(page).toHaveURL(/\/\?location=Paducah&sort=open$/)
  const paducahOpenFirst = await cards(page).first().textContent()
  await search(page, 'Owensboro')
  await expect(page).toHaveURL(/\/\?location=Owensboro&sort=open$/)
  await search(page, '42071')
  await expect(page).toHaveURL(/\/\?location=42071&sort=open$/)
  const murray = await cards(page).first().textContent()

  await page.goBack()
  await expect(page).toHaveURL(/\/\?location=Owensboro&sort=open$/)
  await expect(heroField(page)).toHaveValue('Owensboro')
  await expect(cards(page).first()).toContainText('Owensboro')
  await page.goBack()
  await expect(page).toHaveURL(/\/\?location=Paducah&sort=open$/)
  await expect(heroField(page)).toHaveValue('Paducah')
  await expect(page.getByLabel('Sort clinics')).toHaveValue('open')
  await expect(cards(page).first()).toHaveText(paducahOpenFirst ?? '')
  await page.goBack()
  await expect(page).toHaveURL(/\/$/)
  await expect(heroField(page)).toHaveValue('')
  await expect(resultsHeading(page)).toHaveText(`${TOTAL} clinics found`)
  await expect(cards(page).first()).not.toContainText(/\d+(\.\d)? miles?/)
  await expect(shareButton(page)).toHaveCount(0)

  await page.goForward()
  await expect(heroField(page)).toHaveValue('Paducah')
  await page.goForward()
  await page.goForward()
  await expect(page).toHaveURL(/\/\?location=42071&sort=open$/)
  await expect(heroField(page)).toHaveValue('42071')
  await expect(cards(page).first()).toHaveText(murray ?? '')
  expect(paducah).not.toBe(murray)
})

/**
 * The answer at the top, as a search brings it (issue 48, item 7): the
 * results heading near the top of the screen and held there, the first
 * card's Call (or Directions) above the 911 bar.
 */
async function expectAnswerAtTop(page: Page, label: string) {
  const heading = resultsHeading(page)
  await expect
    .poll(
      async () => {
        const y = (await heading.boundingBox())?.y ?? -1
        await page.waitForTimeout(150)
        const still = (await heading.boundingBox())?.y ?? -2
        return y === still && y >= 0 && y < 40
      },
      { message: `${label}: the results heading at the top` },
    )
    .toBe(true)
  const bar = await page.locator('[data-emergency-bar]').last().boundingBox()
  const action = cards(page)
    .first()
    .locator('[data-card-action="call"], [data-card-action="directions"]')
    .first()
  const box = (await action.boundingBox())!
  expect(
    box.y + box.height,
    `${label}: the first card's action`,
  ).toBeLessThanOrEqual(bar && bar.y > 0 ? bar.y : page.viewportSize()!.height)
}

/**
 * A tap on the 911 bar's Emergency Info where it is on screen (a locator's
 * click would first scroll the stuck bar's button to its place in the page).
 */
async function tapEmergencyInfo(page: Page) {
  const button = page
    .locator('[data-emergency-bar]')
    .getByRole('button', { name: 'Emergency Info' })
  const box = (await button.boundingBox())!
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } })

  test('a reload, and Back to an earlier search, return to the answer, not to a stale scroll offset', async ({
    page,
  }) => {
    await open(page, '/')
    await search(page, 'Paducah')
    await page
      .getByRole('button', { name: 'Open Now', exact: true })
      .first()
      .click()
    await expect(page).toHaveURL(/\/\?location=Paducah&hours=open-now$/)
    // Read down to the footer, then reload: the page first drawn is the
    // whole region's list, and the offset was measured on the answer.
    await page.evaluate(() => scrollTo(0, document.body.scrollHeight))
    await page.reload()
    await ready(page)
    await expect(heroField(page)).toHaveValue('Paducah')
    await expectAnswerAtTop(page, 'after a reload')
    await search(page, 'Murray')
    await expect(page).toHaveURL(/\/\?location=Murray&hours=open-now$/)
    await page.evaluate(() => scrollTo(0, 0))
    await page.goBack()
    await expect(heroField(page)).toHaveValue('Paducah')
    await expect(cards(page).first()).toContainText('Paducah')
    await expectAnswerAtTop(page, 'after Back')
    // Back from a clinic page to the search: the parent's own place.
    const link = cards(page).first().getByRole('link').first()
    const before = await page.evaluate(() => Math.round(scrollY))
    await page.mouse.wheel(0, 40)
    let y = before
    await expect
      .poll(async () => {
        const was = y
        await page.waitForTimeout(100)
        y = await page.evaluate(() => Math.round(scrollY))
        return y !== before && y === was
      })
      .toBe(true)
    await link.click()
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(
      /Find Urgent Care/,
    )
    await page.goBack()
    await expect(cards(page).first()).toContainText('Paducah')
    await expect.poll(() => page.evaluate(() => Math.round(scrollY))).toBe(y)
  })

  test('Back with Emergency Info open closes it and keeps the search and its place', async ({
    page,
  }) => {
    await open(page, '/')
    await search(page, 'Paducah')
    await expectAnswerAtTop(page, 'the search')
    // The search's own entry is written when the browser is idle: then the
    // sheet's entry goes above it.
    await expect(page).toHaveURL(/\/\?location=Paducah$/)
    const y = await page.evaluate(() => Math.round(scrollY))
    await tapEmergencyInfo(page)
    await expect(page.getByRole('dialog')).toBeVisible()
    await page.goBack()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(page).toHaveURL(/\/\?location=Paducah$/)
    await expect(heroField(page)).toHaveValue('Paducah')
    await expect(cards(page).first()).toContainText(/\d+(\.\d)? miles?/)
    expect(await page.evaluate(() => Math.round(scrollY))).toBe(y)
    // Closed by its own button, it leaves no entry behind: Back then undoes
    // the search, as before the sheet was opened.
    await tapEmergencyInfo(page)
    await page
      .getByRole('dialog')
      .getByRole('button', { name: 'Close' })
      .first()
      .click()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await page.goBack()
    await expect(page).toHaveURL(/\/$/)
    await expect(resultsHeading(page)).toHaveText(`${TOTAL} clinics found`)
  })
})

test.describe('location=current', () => {
  test.use({
    geolocation: { latitude: 37.7742, longitude: -87.1133 },
    permissions: ['geolocation'],
  })
  test('asks for the position again, and never writes coordinates', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { positionAsked: number }
      w.positionAsked = 0
      const original = navigator.geolocation.getCurrentPosition.bind(
        navigator.geolocation,
      )
      navigator.geolocation.getCurrentPosition = (...args) => {
        w.positionAsked++
        original(...args)
      }
    })
    await open(page, '/?location=current&view=list')
    await expect(heroField(page)).toHaveValue('Current Location')
    await expect(cards(page).first()).toContainText('Owensboro, KY')
    await expect(cards(page).first()).toContainText(/\d+(\.\d)? miles?/)
    expect(
      await page.evaluate(
        () => (window as unknown as { positionAsked: number }).positionAsked,
      ),
    ).toBe(1)
    await expect(page).toHaveURL(/\/\?location=current$/)
    // The current-position button writes the same, never coordinates.
    await search(page, 'Paducah')
    await page.getByRole('button', { name: 'Use current location' }).click()
    await expect(heroField(page)).toHaveValue('Current Location')
    await expect(page).toHaveURL(/\/\?location=current$/)
  })
})

test('malformed parameters are clamped or ignored: no markup, no error page', async ({
  page,
}) => {
  const problems = collectProblems(page)
  let dialogs = 0
  page.on('dialog', (d) => {
    dialogs++
    void d.dismiss()
  })
  await open(
    page,
    '/?location=%3Cscript%3Ealert(1)%3C%2Fscript%3E%3Cimg%20src%3Dx%20onerror%3Dalert(2)%3E&radius=999&hours=bogus,weekends&services=%3Cb%3E&sort=evil&view=satellite&zoom=9',
  )
  await expect(page.getByText('Search Radius: 50 miles')).toBeAttached()
  await expect(
    page.getByRole('checkbox', { name: 'Weekend Hours' }),
  ).toBeChecked()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Find Urgent Care for You or Your Child in Western Kentucky',
  )
  await expect(
    page.getByRole('button', { name: 'List', exact: true }),
  ).toHaveAttribute('aria-pressed', 'true')
  expect(await page.locator('img[src="x"]').count()).toBe(0)
  expect(dialogs).toBe(0)
  // The URL is rewritten to what was understood.
  await expect(page).toHaveURL(/&radius=50&hours=weekends$/)
  expect(problems.filter((p) => p.startsWith('pageerror'))).toEqual([])
})

test('the older /?search=Paducah still runs that search', async ({ page }) => {
  await open(page, '/?search=Paducah')
  await expect(heroField(page)).toHaveValue('Paducah')
  await expect(cards(page).first()).toContainText(/\d+(\.\d)? miles?/)
  await expect(page).toHaveURL(/\/\?location=Paducah$/)
})

test.describe('Share this search', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] })

  test('shows only with a search, copies the link with a polite confirmation; axe clean', async ({
    page,
    baseURL,
  }) => {
    // A desktop without a share sheet: the clipboard.
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined })
    })
    await open(page, '/')
    await expect(shareButton(page)).toHaveCount(0)
    await search(page, 'Paducah')
    await page.getByRole('checkbox', { name: 'Open Now' }).check()
    await expect(shareButton(page)).toBeVisible()
    await expectNoViolations(page, 'home with the share button')
    await shareButton(page).click()
    const confirmation = results(page).getByText('Link copied')
    await expect(confirmation).toBeVisible()
    // Announced politely, without a second role=status on the page.
    await expect(confirmation).toHaveAttribute('aria-live', 'polite')
    await expect(page.getByRole('main').getByRole('status')).toHaveCount(1)
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${new URL(baseURL!).origin}/?location=Paducah&hours=open-now`,
    )
    await expectNoViolations(page, 'home with Link copied')
  })

  test('no share sheet and no clipboard: the link in a read-only field', async ({
    page,
    baseURL,
  }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined })
      Object.defineProperty(Navigator.prototype, 'clipboard', {
        get: () => ({
          writeText: () => Promise.reject(new Error('denied')),
        }),
      })
    })
    await open(page, '/?location=42071')
    await shareButton(page).click()
    const field = page.getByLabel('Link to this search')
    await expect(field).toHaveValue(
      `${new URL(baseURL!).origin}/?location=42071`,
    )
    await expect(field).toHaveAttribute('readonly', '')
    await expect(
      page.getByText('Copy this link to share the search:'),
    ).toBeVisible()
    await expectNoViolations(page, 'home with the link field')
  })
})
