import { expect, test, type Page } from './support/test'
import {
  collectProblems,
  control,
  isDatabaseMode,
  quiet,
  records,
} from './support/control'
import { expectNoViolations } from './support/axe'
import { results, cards, heroField, open } from './support/home'
import { sameInBothDataModes } from './support/modes'

/**
 * A far place: a ZIP outside the region still resolves and shows
 * distances; when no clinic is within the radius the empty state says so,
 * tells how far the nearest clinic is, and offers 'Widen the search to 50
 * miles' when that finds one. Both data modes.
 */

const nothingNear = (page: Page) => page.getByTestId('nothing-near')
const widen = (page: Page) =>
  page.getByRole('button', { name: 'Widen the search to 50 miles' })

async function searchFor(page: Page, place: string) {
  await heroField(page).fill(place)
  await heroField(page).press('Enter')
}

test.beforeEach(async ({ request }) => {
  await control(request, { reset: true })
})

test('a ZIP outside the region (Elizabethtown 42701): no clinic within 10 miles, widened to 50 by keyboard', async ({
  page,
  request,
}) => {
  sameInBothDataModes('database')
  const problems = collectProblems(page)
  await open(page, '/')
  await searchFor(page, '42701')
  await expect(
    nothingNear(page).getByRole('heading', {
      name: 'No clinics within 10 miles of 42701',
    }),
  ).toBeVisible()
  await expect(nothingNear(page)).toContainText(
    /The nearest clinic we list is \d+(\.\d)? miles away\./,
  )
  await expectNoViolations(page, 'no clinic within the radius')
  // Resolved by the built-in gazetteer: no geocoder request.
  expect((await records(request)).geocodes).toEqual([])

  // A real button: reached by Tab, pressed with Enter.
  await widen(page).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByText('Search Radius: 50 miles')).toBeVisible()
  await expect(heroField(page)).toHaveValue('42701')
  await expect(cards(page).first()).toContainText(/\d+(\.\d)? miles?/)
  await expect(nothingNear(page)).toHaveCount(0)
  // Focus is not lost with the button: it is on the results.
  await expect(results(page)).toBeFocused()
  await expect(page).toHaveURL(/\?location=42701&radius=50$/)
  await expectNoViolations(page, 'after widening the search')
  expect(problems).toEqual([])
})

test('nothing within 50 miles either (Louisville 40202): the distance and the region said, no widen action', async ({
  page,
}) => {
  sameInBothDataModes('database')
  const problems = collectProblems(page)
  await open(page, '/?location=40202')
  await expect(
    nothingNear(page).getByRole('heading', {
      name: 'No clinics within 10 miles of 40202',
    }),
  ).toBeVisible()
  await expect(nothingNear(page)).toContainText(
    /The nearest clinic we list is \d+(\.\d)? miles away\. This site lists pediatric and urgent care clinics in Western Kentucky and nearby\./,
  )
  await expect(widen(page)).toHaveCount(0)
  await expectNoViolations(page, 'nothing within 50 miles')
  // 'Show all clinics' clears the search.
  await page.getByRole('button', { name: 'Show all clinics' }).click()
  await expect(heroField(page)).toHaveValue('')
  await expect(cards(page).first()).toBeVisible()
  expect(problems).toEqual([])
})

test('already at 50 miles: no widen action', async ({ page }) => {
  sameInBothDataModes('database')
  await open(page, '/?location=40202&radius=50')
  await expect(
    nothingNear(page).getByRole('heading', {
      name: 'No clinics within 50 miles of 40202',
    }),
  ).toBeVisible()
  await expect(widen(page)).toHaveCount(0)
})

test('a ZIP far away through the geocoder (New York 10001): resolved once, distances, not "Location not found"', async ({
  page,
  request,
}) => {
  sameInBothDataModes('database')
  await open(page, '/')
  await searchFor(page, '10001')
  await expect(
    nothingNear(page).getByRole('heading', {
      name: 'No clinics within 10 miles of 10001',
    }),
  ).toBeVisible()
  // About 700 miles: a far distance in whole miles.
  await expect(nothingNear(page)).toContainText(
    /The nearest clinic we list is \d{3} miles away\./,
  )
  await expect(page.getByRole('alert')).toHaveCount(0)
  await expect(widen(page)).toHaveCount(0)
  expect((await records(request)).geocodes).toHaveLength(1)
})

// In the react-dev project (React's development bundle reports every
// hydration mismatch): a shared link is applied after hydration, so the
// prerendered default list hydrates cleanly, whatever the link asks for.
for (const path of [
  '/?location=Paducah&radius=25&hours=weekends&sort=rating&view=map',
  '/?location=42701',
])
  test(`a shared link ${path} hydrates with no console error or warning @hydration`, async ({
    page,
    baseURL,
  }) => {
    const messages: string[] = []
    page.on('pageerror', (e) => messages.push(`pageerror: ${e.message}`))
    page.on('console', (m) => {
      // Playwright's own line when the page registers its service worker.
      if (m.text() === 'Service Worker registration blocked by Playwright')
        return
      if (m.type() === 'error' || m.type() === 'warning')
        messages.push(`${m.type()}: ${m.text()}`)
    })
    await open(page, path)
    if (path.includes('42701')) await expect(nothingNear(page)).toBeVisible()
    else await expect(page.getByTestId('clinic-map')).toBeVisible()
    await quiet(page)
    expect(messages).toEqual(
      isDatabaseMode(baseURL)
        ? []
        : [
            'warning: [config] Database service not configured (VITE_SUPABASE_URL / VITE_SUPABASE_ANON_KEY); using the built-in clinic data.',
          ],
    )
  })
