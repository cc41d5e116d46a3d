import { expect, test, type Page } from './support/test'
import { control, ready } from './support/control'
import { buildGazetteer } from '../../src/domain/gazetteer/gazetteer'
import {
  GAZETTEER_ROWS,
  PLACE_POINTS,
} from '../../src/data/builtin/generated/gazetteer'
import { COORDINATES } from '../../src/data/builtin/generated/coordinates'
import {
  clinicDistanceText,
  distanceMiles,
} from '../../src/domain/geo/distance'

/*
 * A town search measures from the town, in both data modes: 'Paducah' is
 * measured from downtown Paducah (its GeoNames point, 37.083, -88.600), not
 * from the mean of its ZIP codes; every distance is written by one rule
 * ('1 mile', never '1 miles'); and without JavaScript the home page still
 * leads to every clinic.
 */

// Monday 2026-11-23 09:00 in Chicago.
const MONDAY_9AM = new Date('2026-11-23T15:00:00Z')
const TOTAL = 36

const gazetteer = buildGazetteer(GAZETTEER_ROWS, PLACE_POINTS)
const PADUCAH = gazetteer.byName.get('paducah')![0]!

/** Great-circle miles (Earth radius 3959), as written on screen. */
function shownMiles(
  a: { lat: number; lng: number },
  b: { lat: number; lng: number },
) {
  const rad = (d: number) => (d * Math.PI) / 180
  const h =
    Math.sin(rad(b.lat - a.lat) / 2) ** 2 +
    Math.cos(rad(a.lat)) *
      Math.cos(rad(b.lat)) *
      Math.sin(rad(b.lng - a.lng) / 2) ** 2
  const d = Math.round(3959 * 2 * Math.asin(Math.sqrt(h)) * 10) / 10
  return `${d} ${d === 1 ? 'mile' : 'miles'}`
}

const results = (page: Page) =>
  page.getByRole('region', { name: 'Clinic results' })

async function search(page: Page, text: string) {
  await page.clock.setFixedTime(MONDAY_9AM)
  await page.goto('/')
  await ready(page)
  const location = page.getByPlaceholder('City, State or ZIP').first()
  await location.fill(text)
  await location.press('Enter')
  await expect(results(page).getByRole('heading').first()).not.toHaveText(
    `${TOTAL} clinics found`,
  )
}

test.beforeEach(async ({ request }) => {
  await control(request, { reset: true })
})

test("'Paducah' is measured from downtown: Baptist Health Paducah the nearest emergency room, card distances from the town's point", async ({
  page,
}) => {
  // The point the test measures from is the town's, within a mile of downtown.
  expect(shownMiles(PADUCAH, { lat: 37.083, lng: -88.6 })).toMatch(
    /^0(\.\d)? miles$/,
  )
  await search(page, 'Paducah')
  const rooms = page
    .getByTestId('emergency-rooms')
    .getByTestId('emergency-room')
  await expect(rooms.first()).toContainText('Baptist Health Paducah')
  await expect(rooms.first()).toContainText('Paducah, KY · 1.6 miles')

  const cards = results(page).getByRole('article')
  for (let i = 0; i < 3; i++) {
    const card = cards.nth(i)
    const href = await card
      .locator('[data-card-action="name"]')
      .getAttribute('href')
    const slug = href!.split('/').pop()!
    const at = COORDINATES[slug]
    expect(at, slug).toBeDefined()
    // A clinic at its own point: '2.6 miles'; one placed at Paducah's point
    // sits where the search measures from: 'In Paducah · about 1 mile'
    // (never an exact-looking figure, never 'about 3 miles' for a clinic in
    // town).
    if (at!.approximate)
      expect(
        clinicDistanceText(distanceMiles(PADUCAH, at!), true, 'Paducah'),
      ).toBe('In Paducah · about 1 mile')
    const written = at!.approximate
      ? clinicDistanceText(distanceMiles(PADUCAH, at!), true, 'Paducah')
      : shownMiles(PADUCAH, at!)
    await expect(card.getByTestId('distance')).toHaveText(written)
  }
  // Baptist Health's urgent care has no point of its own: it sits at the
  // point the search measures from.
  expect(COORDINATES['baptist-health-paducah-urgent-care']!.approximate).toBe(
    true,
  )
  await expect(
    cards
      .filter({ hasText: 'Baptist Health Paducah Urgent Care' })
      .getByTestId('distance'),
  ).toHaveText('In Paducah · about 1 mile')

  // The Emergency Info dialog measures from the same point.
  await page.getByRole('button', { name: 'Emergency Info' }).click()
  const dialog = page.getByRole('dialog', { name: 'Emergency Information' })
  await expect(dialog.getByTestId('emergency-room').first()).toContainText(
    'Baptist Health Paducah',
  )
  await expect(dialog.getByTestId('emergency-room').first()).toContainText(
    '1.6 miles',
  )
  await page.keyboard.press('Escape')

  // The town page measures from the same point too.
  await page.goto('/town/paducah')
  await ready(page)
  const townRooms = page
    .getByRole('region', { name: 'Emergency rooms near Paducah' })
    .getByTestId('emergency-room')
  await expect(townRooms.first()).toContainText('Baptist Health Paducah')
  await expect(townRooms.first()).toContainText('Paducah, KY · 1.6 miles')
})

test("one mile is '1 mile': Owensboro's walk-in clinic, and never '1 miles' on the page", async ({
  page,
}) => {
  await search(page, 'Owensboro')
  const card = results(page)
    .getByRole('article')
    .filter({ hasText: 'Immediate Care Center (Owensboro)' })
  await expect(card.getByText('1 mile', { exact: true })).toBeVisible()
  await expect(page.locator('body')).not.toContainText(/\b1(\.0)? miles\b/)
  await page.getByRole('button', { name: 'Map', exact: true }).click()
  await expect(page.locator('[data-marker="clinic"]').first()).toBeVisible()
  await expect(page.locator('body')).not.toContainText(/\b1(\.0)? miles\b/)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the home page leads to every clinic', async ({ page }) => {
    await page.goto('/')
    await expect(
      page.getByRole('heading', { name: `${TOTAL} clinics found` }),
    ).toBeVisible()
    const cards = page.getByRole('region', { name: 'Clinic results' })
    await expect(cards.getByRole('article')).toHaveCount(6)
    const all = cards.getByRole('link', {
      name: `See all ${TOTAL} clinics by town`,
    })
    await expect(all).toBeVisible()
    await all.click()
    await expect(page).toHaveURL(/\/sitemap#sitemap-clinics$/)
    const clinicLinks = page
      .getByRole('region', { name: /^All Clinics by City/ })
      .locator('a[href^="/clinic/"]')
    const hrefs = new Set(
      await clinicLinks.evaluateAll((as) =>
        as.map((a) => a.getAttribute('href')),
      ),
    )
    expect(hrefs.size).toBe(TOTAL)
  })
})
