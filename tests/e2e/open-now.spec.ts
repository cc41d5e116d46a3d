import { expect, test, type Page } from './support/test'
import { collectProblems, control, ready } from './support/control'

/*
 * The truth about right now, in both data modes: 'Hours unknown' for a
 * clinic with no hours (never 'Closed'), the 'Open Now' filter at frozen
 * instants, the soonest openings when nothing is open, and the freshness
 * line on every card. All built-in clinics are in Central time.
 */
const TOTAL = 36
// Monday 2026-11-23 in Chicago: 07:30, 09:00 and 02:00.
const MONDAY_730AM = new Date('2026-11-23T13:30:00Z')
const MONDAY_9AM = new Date('2026-11-23T15:00:00Z')
const MONDAY_2AM = new Date('2026-11-23T08:00:00Z')

const results = (page: Page) =>
  page.getByRole('region', { name: 'Clinic results' })
const cards = (page: Page) => results(page).getByRole('article')
const openNow = (page: Page) =>
  page
    .getByRole('group', { name: 'Hours' })
    .getByRole('checkbox', { name: 'Open Now' })

async function openHome(page: Page, at: Date) {
  await page.clock.setFixedTime(at)
  await page.goto('/')
  await ready(page)
  await expect(cards(page)).toHaveCount(TOTAL)
  // The statuses come with the page's clock, just after hydration.
  await expect(
    cards(page).getByTestId('open-status').filter({ hasText: /\S/ }),
  ).toHaveCount(TOTAL)
}

/** The filter panel is collapsed on small screens; open it when it is. */
async function showFilters(page: Page) {
  const toggle = page.getByRole('button', { name: /Show\s*filters/ })
  if (await toggle.isVisible()) await toggle.click()
}

test.beforeEach(async ({ request }) => {
  await control(request, { reset: true })
})

test("a clinic with no hours on file reads 'Hours unknown' in grey, never 'Closed'", async ({
  page,
}) => {
  const problems = collectProblems(page)
  await openHome(page, MONDAY_9AM)
  const springs = cards(page).filter({ hasText: 'Springs Urgent Care' })
  const badge = springs.getByTestId('open-status')
  await expect(badge).toHaveText('Hours unknown')
  await expect(badge).toHaveAttribute('data-state', 'unknown')
  await expect(springs.getByTestId('hours-line')).toHaveText('Hours unknown')
  // Every card without hours says so; none of them says 'Closed'.
  const unknown = cards(page).filter({
    has: page.getByTestId('hours-line').getByText('Hours unknown'),
  })
  expect(await unknown.count()).toBeGreaterThan(0)
  for (const card of await unknown.all())
    await expect(card.getByTestId('open-status')).toHaveText('Hours unknown')
  await expect(
    cards(page).getByTestId('open-status').filter({ hasText: 'Closed' }),
  ).toHaveCount(0)
  expect(problems).toEqual([])
})

test("'Open Now' narrows the list to the clinics open at a frozen morning, and Clear All Filters undoes it", async ({
  page,
}) => {
  await openHome(page, MONDAY_730AM)
  const openBadges = cards(page)
    .getByTestId('open-status')
    .filter({ hasText: 'Open Now' })
  const openCount = await openBadges.count()
  expect(openCount).toBeGreaterThan(0)
  expect(openCount).toBeLessThan(TOTAL)
  await showFilters(page)
  await openNow(page).check()
  await expect(cards(page)).toHaveCount(openCount)
  await expect(
    results(page).getByRole('heading', { level: 2 }).first(),
  ).toHaveText(`${openCount} ${openCount === 1 ? 'clinic' : 'clinics'} found`)
  for (const badge of await cards(page).getByTestId('open-status').all())
    await expect(badge).toHaveText('Open Now')
  // 7:30 AM: the clinics that open at 7 AM, not those opening at 8.
  await expect(
    cards(page).filter({ hasText: 'Baptist Health Paducah Urgent Care' }),
  ).toHaveCount(1)
  await expect(
    cards(page).filter({
      hasText: 'Baptist Health Deaconess Madisonville Urgent Care',
    }),
  ).toHaveCount(0)
  await page.getByRole('button', { name: 'Clear All Filters' }).click()
  await expect(openNow(page)).not.toBeChecked()
  await expect(cards(page)).toHaveCount(TOTAL)
})

test("at 2 AM 'Open Now' leaves nothing: the soonest openings with distance, 911 and Poison Control", async ({
  page,
}) => {
  const problems = collectProblems(page)
  await openHome(page, MONDAY_2AM)
  const location = page.getByPlaceholder('City, State or ZIP').first()
  await location.fill('Paducah')
  await location.press('Enter')
  await expect(
    results(page).getByRole('heading', { level: 2 }).first(),
  ).toHaveText(/^\d+ clinics? found$/)
  const paducah = cards(page).filter({
    hasText: 'Baptist Health Paducah Urgent Care',
  })
  // 'In Paducah · about 1 mile' on the card, 'about 1 mile' in the line.
  const miles = (await paducah.getByTestId('distance').textContent())!.replace(
    /^In [^·]+· /,
    '',
  )
  expect(miles).toMatch(/miles?$/)
  await showFilters(page)
  await openNow(page).check()
  const empty = page.getByTestId('open-now-empty')
  await expect(
    empty.getByRole('heading', {
      name: 'No clinic near you is open right now',
    }),
  ).toBeVisible()
  await expect(cards(page)).toHaveCount(0)
  const soonest = empty.getByTestId('soonest-opening')
  await expect(soonest.first()).toHaveText(
    `Opens 7 AM · Baptist Health Paducah Urgent Care · ${miles}`,
  )
  expect(await soonest.count()).toBeLessThanOrEqual(3)
  await expect(
    empty.getByRole('link', { name: 'Baptist Health Paducah Urgent Care' }),
  ).toHaveAttribute('href', '/clinic/baptist-health-paducah-urgent-care')
  await expect(empty.getByRole('link', { name: 'Call 911' })).toHaveAttribute(
    'href',
    'tel:911',
  )
  await expect(
    empty.getByRole('link', { name: /Poison Control/ }),
  ).toHaveAttribute('href', 'tel:18002221222')
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'No clinic near you is open right now' }),
  ).toHaveCount(1)
  expect(problems).toEqual([])
})

test('without a search, 2 AM lists the three clinics that open first', async ({
  page,
}) => {
  await openHome(page, MONDAY_2AM)
  await showFilters(page)
  await openNow(page).check()
  await expect(
    page.getByTestId('open-now-empty').getByTestId('soonest-opening'),
  ).toHaveText([
    'Opens 7 AM · Baptist Health Paducah Urgent Care',
    'Opens 7 AM · Owensboro Health Urgent Care - Henderson Healthplex',
    'Opens 7 AM · Owensboro Health Urgent Care - Madisonville Healthplex',
  ])
})

test('every card says how fresh its facts are, right under the name', async ({
  page,
}) => {
  await openHome(page, MONDAY_9AM)
  const lines = cards(page).getByTestId('freshness')
  await expect(lines).toHaveCount(TOTAL)
  for (const line of await lines.all())
    await expect(line).toHaveText(
      /^(Hours confirmed [A-Z][a-z]+ \d{4}|Not confirmed since \d{4} — (call|check) before you go|Not confirmed — (call|check) before you go)$/,
    )
  // Springs Urgent Care's only source is dated March 2008.
  await expect(
    cards(page)
      .filter({ hasText: 'Springs Urgent Care' })
      .getByTestId('freshness'),
  ).toHaveText('Not confirmed since 2008 — call before you go')
  await expect(cards(page).first()).not.toContainText('Check before you go')
})

test('after a Paducah search the nearest 24-hour emergency rooms follow the results (clinics open), with Call and Directions', async ({
  page,
}) => {
  await openHome(page, MONDAY_9AM)
  const location = page.getByPlaceholder('City, State or ZIP').first()
  await location.fill('Paducah')
  await location.press('Enter')
  const rooms = page.getByTestId('emergency-rooms')
  await expect(
    rooms.getByRole('heading', {
      name: 'Emergency rooms near you — open 24 hours',
    }),
  ).toBeVisible()
  const items = rooms.getByTestId('emergency-room')
  await expect(items).toHaveCount(3)
  // Paducah's two hospitals first, Baptist Health the nearer to downtown.
  const firstTwo = (await items.allTextContents()).slice(0, 2).join(' | ')
  expect(firstTwo).toContain('Baptist Health Paducah')
  expect(firstTwo).toContain('Mercy Health - Lourdes Hospital')
  const baptist = items.filter({ hasText: 'Baptist Health Paducah' })
  await expect(baptist).toContainText(
    /Emergency room · open 24 hours · Paducah, KY · \d+(\.\d)? miles?/,
  )
  await expect(
    baptist.getByRole('link', { name: /Call \(270\) 575-2100/ }),
  ).toHaveAttribute('href', 'tel:2705752100')
  await expect(
    baptist.getByRole('link', { name: /Directions/ }),
  ).toHaveAttribute('href', /google\.com\/maps\/dir/)
  // A clinic is open at 9 AM: the rooms come after every result card.
  const roomsBox = (await rooms.boundingBox())!
  const lastCard = (await cards(page).last().boundingBox())!
  expect(roomsBox.y).toBeGreaterThan(lastCard.y)
})

test("at 2 AM with 'Open Now' the empty state shows the nearest emergency rooms", async ({
  page,
}) => {
  await openHome(page, MONDAY_2AM)
  const location = page.getByPlaceholder('City, State or ZIP').first()
  await location.fill('Paducah')
  await location.press('Enter')
  await showFilters(page)
  await openNow(page).check()
  const empty = page.getByTestId('open-now-empty')
  await expect(empty.getByTestId('emergency-room').first()).toContainText(
    /Baptist Health Paducah|Mercy Health - Lourdes Hospital/,
  )
  await expect(empty.getByTestId('emergency-rooms')).toContainText(
    'Hospital emergency rooms must see everyone',
  )
})
