import { expect, test, type Page } from './support/test'
import { collectProblems, control, ready, records } from './support/control'

const TOTAL = 36
// Monday 2026-11-23 09:00 in Chicago (all built-in clinics are in Central time).
const MONDAY_9AM_CENTRAL = new Date('2026-11-23T15:00:00Z')
// Sunday 2026-11-22 21:00 in Chicago.
const SUNDAY_9PM_CENTRAL = new Date('2026-11-23T03:00:00Z')

const resultsHeading = (page: Page) =>
  page
    .getByRole('region', { name: 'Clinic results' })
    .getByRole('heading', { level: 2 })
    .first()
const cards = (page: Page) =>
  page.getByRole('region', { name: 'Clinic results' }).getByRole('article')

async function openHome(page: Page, path = '/') {
  await page.clock.setFixedTime(MONDAY_9AM_CENTRAL)
  await page.goto(path)
  await ready(page)
  await expect(resultsHeading(page)).toHaveText(`${TOTAL} clinics found`)
}

test.beforeEach(async ({ request }) => {
  await control(request, { reset: true })
})

test('home shows the hero, the city grid, the filters and every clinic with no errors', async ({
  page,
}) => {
  const problems = collectProblems(page)
  await openHome(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Find Urgent Care for You or Your Child in Western Kentucky',
  )
  await expect(
    page.getByPlaceholder('City, State or ZIP').first(),
  ).toBeVisible()
  await expect(
    page.getByPlaceholder('Search services, clinic name...'),
  ).toBeVisible()
  await expect(
    page.getByRole('button', { name: 'Use current location' }),
  ).toBeVisible()
  // The hero's pills, each a toggle of its filter (first-minute.spec.ts).
  for (const pill of ['Open Late', 'Weekend Hours', 'No Appointment'])
    await expect(
      page
        .getByRole('group', { name: 'Quick filters' })
        .getByRole('button', { name: pill }),
    ).toHaveAttribute('aria-pressed', 'false')
  const browse = page.locator('#browse-cities')
  await expect(
    browse.getByRole('heading', { name: 'Browse Urgent Care by City' }),
  ).toBeVisible()
  await expect(browse).toContainText(
    'Find urgent care clinics in 13 cities across Western Kentucky',
  )
  await expect(
    browse.getByRole('link', { name: /Henderson\s*9 clinics/ }),
  ).toHaveAttribute('href', '/town/henderson')
  await expect(cards(page)).toHaveCount(TOTAL)
  expect(problems).toEqual([])
})

for (const text of ['Paducah', '42003', 'Paduca', 'paducah, ky'])
  test(`'${text}' resolves in the browser with no geocoder request, applies the radius and sorts by distance`, async ({
    page,
    request,
  }) => {
    await openHome(page)
    await page.getByPlaceholder('City, State or ZIP').first().fill(text)
    await page.getByPlaceholder('City, State or ZIP').first().press('Enter')
    await expect(page.getByLabel('Sort clinics')).toHaveValue('distance')
    await expect(resultsHeading(page)).toHaveText(/^\d+ clinics? found$/)
    // Each list (the listings we can confirm, then those we cannot) by
    // distance; a clinic at its town's point says 'about', in whole miles.
    const lists = page
      .getByRole('region', { name: 'Clinic results' })
      .locator('ul:has(> li article)')
    expect(await lists.count()).toBeGreaterThan(0)
    let seen = 0
    for (const list of await lists.all()) {
      const texts = await list.getByTestId('distance').allTextContents()
      for (const t of texts)
        expect(t).toMatch(
          /^(\d+(\.\d)? miles?|In [A-Za-z .]+ · about \d+ miles?)$/,
        )
      const miles = texts.map((t) => Number(/([\d.]+) miles?$/.exec(t)![1]))
      seen += miles.length
      expect(miles.every((m) => m <= 10)).toBe(true)
      expect([...miles].sort((a, b) => a - b)).toEqual(miles)
    }
    expect(seen).toBeGreaterThan(0)
    await expect(cards(page).first()).toContainText('Paducah, KY')
    // Widening the radius brings more clinics in, still sorted by distance.
    const before = await cards(page).count()
    await page.getByLabel(/Search Radius: 10 miles/).fill('50')
    await expect(page.getByText('Search Radius: 50 miles')).toBeVisible()
    await expect.poll(() => cards(page).count()).toBeGreaterThan(before)
    expect((await records(request)).geocodes).toEqual([])
  })

test('a street address reaches the geocoder once, with a one-result query and the site identified; again it is answered from the session', async ({
  page,
  request,
}) => {
  await openHome(page)
  const field = page.getByPlaceholder('City, State or ZIP').first()
  const referers: string[] = []
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/search')
      referers.push(r.headers()['referer'] ?? '')
  })
  await field.fill('100 Broadway, Paducah')
  await field.press('Enter')
  await expect(cards(page).first()).toContainText(/\d+(\.\d)? miles?/)
  await expect(cards(page).first()).toContainText('Paducah, KY')
  const { geocodes } = await records(request)
  expect(geocodes).toHaveLength(1)
  expect(Object.fromEntries(new URLSearchParams(geocodes[0]))).toEqual({
    format: 'json',
    q: '100 Broadway, Paducah, Kentucky, USA',
    limit: '1',
    countrycodes: 'us',
    email: 'help@kids-urgent-care.example',
  })
  // The site's origin goes as the Referer (a browser cannot set User-Agent).
  expect(referers).toEqual([`${new URL(page.url()).origin}/`])
  // A town in between, then the same address: no new request.
  await field.fill('Owensboro')
  await field.press('Enter')
  await expect(cards(page).first()).toContainText('Owensboro, KY')
  await field.fill('100 broadway,  paducah')
  await field.press('Enter')
  await expect(cards(page).first()).toContainText('Paducah, KY')
  expect((await records(request)).geocodes).toHaveLength(1)
})

test('suggestions by keyboard in both location fields: Down, Enter runs the search with no geocoder request', async ({
  page,
  request,
}) => {
  await openHome(page)
  const hero = page.getByRole('combobox', { name: 'Location' }).first()
  await hero.click()
  await page.keyboard.type('Hopkinsv')
  const list = page.getByRole('listbox', {
    name: 'Suggested towns and ZIP codes',
  })
  await expect(list.getByRole('option').first()).toHaveText(
    'Hopkinsville, KY · Christian County',
  )
  await expect(hero).toHaveAttribute('aria-expanded', 'true')
  await page.keyboard.press('ArrowDown')
  await expect(hero).toHaveAttribute(
    'aria-activedescendant',
    (await list.getByRole('option').first().getAttribute('id'))!,
  )
  await page.keyboard.press('Enter')
  await expect(hero).toHaveValue('Hopkinsville, KY')
  await expect(hero).toHaveAttribute('aria-expanded', 'false')
  await expect(cards(page).first()).toContainText('Hopkinsville, KY')
  await expect(cards(page).first()).toContainText(/\d+(\.\d)? miles?/)

  // The filter panel's field (wide screens show it): a ZIP, Escape, then Up.
  const panel = page.getByRole('combobox', { name: 'Location' }).nth(1)
  await panel.fill('')
  await panel.pressSequentially('4230')
  const panelList = page.locator(
    `[id="${await panel.getAttribute('aria-controls')}"]`,
  )
  await expect(panelList.getByRole('option').first()).toHaveText(
    '42301 · Owensboro, KY',
  )
  await page.keyboard.press('Escape')
  await expect(panel).toHaveAttribute('aria-expanded', 'false')
  await expect(panel).toHaveValue('4230')
  await page.keyboard.press('ArrowDown')
  await expect(panel).toHaveAttribute('aria-expanded', 'true')
  await page.keyboard.press('Enter')
  await expect(panel).toHaveValue('42301')
  await expect(cards(page).first()).toContainText('Owensboro, KY')
  expect((await records(request)).geocodes).toEqual([])
})

test('Find Care Now reads Searching... and is disabled while searching', async ({
  page,
}) => {
  await openHome(page)
  await page.route('**/search?**', async (route) => {
    await new Promise((r) => setTimeout(r, 800))
    await route.continue()
  })
  await page
    .getByPlaceholder('City, State or ZIP')
    .first()
    .fill('100 Broadway, Paducah')
  await page.getByRole('button', { name: 'Find Care Now' }).click()
  await expect(
    page.getByRole('button', { name: 'Searching...' }),
  ).toBeDisabled()
  await expect(
    page.getByRole('button', { name: 'Use current location' }),
  ).toBeDisabled()
  await expect(
    page.getByRole('button', { name: 'Find Care Now' }),
  ).toBeEnabled()
})

for (const [label, text, message] of [
  [
    'no result',
    'Atlantis',
    'Location not found. Please try a different address.',
  ],
  ['geocoder error', 'error', 'Unable to search location. Please try again.'],
] as const)
  test(`geocoder ${label}: its message with the full list, and clearing`, async ({
    page,
  }) => {
    await openHome(page)
    await page.getByPlaceholder('City, State or ZIP').first().fill(text)
    await page.getByRole('button', { name: 'Find Care Now' }).click()
    await expect(page.getByRole('alert')).toContainText(message)
    await expect(resultsHeading(page)).toHaveText(`${TOTAL} clinics found`)
    await page
      .getByRole('button', { name: 'Clear search and show all clinics' })
      .click()
    await expect(page.getByRole('alert')).toHaveCount(0)
    await expect(
      page.getByPlaceholder('City, State or ZIP').first(),
    ).toHaveValue('')
  })

test.describe('geolocation', () => {
  test.use({
    geolocation: { latitude: 37.7742, longitude: -87.1133 },
    permissions: ['geolocation'],
  })
  test('current-location search with a granted position sorts by distance', async ({
    page,
  }) => {
    await openHome(page)
    await page.getByRole('button', { name: 'Use current location' }).click()
    await expect(
      page.getByPlaceholder('City, State or ZIP').first(),
    ).toHaveValue('Current Location')
    await expect(cards(page).first()).toContainText('Owensboro, KY')
    await expect(cards(page).first()).toContainText(/\d+(\.\d)? miles?/)
  })
})

test.describe('geolocation denied', () => {
  test.use({ permissions: [] })
  test('shows its message with the full list', async ({ page }) => {
    await openHome(page)
    await page.getByRole('button', { name: 'Use current location' }).click()
    await expect(page.getByRole('alert')).toContainText(
      'Unable to access your location. Please enter an address manually.',
    )
    await expect(resultsHeading(page)).toHaveText(`${TOTAL} clinics found`)
  })
})

test('each hours and services filter narrows the list; Clear All Filters restores it', async ({
  page,
}) => {
  await openHome(page)
  const counts: Record<string, number> = {}
  for (const label of [
    'Open After 6 PM',
    'Weekend Hours',
    'Open Late (Past 9 PM)',
    'Open Early (Before 8 AM)',
    'Pediatric Specialists',
    'Emergency Care',
    'Walk-in Welcome',
    'Telehealth Available',
  ]) {
    const box = page.getByRole('checkbox', { name: label, exact: true })
    await box.check()
    const heading = await resultsHeading(page).textContent()
    counts[label] = heading?.startsWith('No') ? 0 : parseInt(heading ?? '0')
    await box.uncheck()
    await expect(resultsHeading(page)).toHaveText(`${TOTAL} clinics found`)
  }
  expect(counts['Open After 6 PM']).toBeGreaterThan(0)
  expect(counts['Open After 6 PM']).toBeLessThan(TOTAL)
  expect(counts['Weekend Hours']).toBeGreaterThan(0)
  expect(counts['Walk-in Welcome']).toBeGreaterThan(0)
  expect(counts['Open Early (Before 8 AM)']).toBeGreaterThan(0)
  // No clinic in the data is open past 9 PM; one lists telehealth.
  expect(counts['Open Late (Past 9 PM)']).toBe(0)
  expect(counts['Telehealth Available']).toBe(1)

  await page.getByRole('checkbox', { name: 'Open Late (Past 9 PM)' }).check()
  await expect(
    page.getByRole('heading', { name: 'No clinics found' }),
  ).toBeVisible()
  await expect(
    page.getByText('Try adjusting your filters or search criteria.'),
  ).toBeVisible()
  await page.getByRole('button', { name: 'Clear Filters' }).click()
  await expect(resultsHeading(page)).toHaveText(`${TOTAL} clinics found`)
  await page.getByRole('checkbox', { name: 'Weekend Hours' }).check()
  await page.getByLabel(/Search Radius/).fill('25')
  await page.getByRole('button', { name: 'Clear All Filters' }).click()
  await expect(
    page.getByRole('checkbox', { name: 'Weekend Hours' }),
  ).not.toBeChecked()
  await expect(page.getByText('Search Radius: 10 miles')).toBeVisible()
  await expect(resultsHeading(page)).toHaveText(`${TOTAL} clinics found`)
})

test('the services / name search narrows the list', async ({ page }) => {
  await openHome(page)
  await page.getByPlaceholder('Search services, clinic name...').fill('strep')
  await expect(resultsHeading(page)).toHaveText('3 clinics found')
  await page
    .getByPlaceholder('Search services, clinic name...')
    .fill('KentuckyCare')
  await expect(resultsHeading(page)).toHaveText('2 clinics found')
})

test('sort orders: open now first by default without a location, distance after a search', async ({
  page,
}) => {
  await openHome(page)
  const sort = page.getByLabel('Sort clinics')
  await expect(sort).toHaveValue('open')
  // Monday 9 AM: the first card is open now, and no listing we cannot
  // confirm comes before one we can.
  await expect(cards(page).first().getByTestId('open-status')).toHaveText(
    'Open Now',
  )
  // Only orders that mean something for the data: no wait times are known,
  // and no clinic has a rating (the order is offered once one has).
  await expect(sort.locator('option')).toHaveText([
    'Sort by Open Now',
    'Sort by Distance',
  ])
  await page.getByPlaceholder('City, State or ZIP').first().fill('Owensboro')
  await page.getByPlaceholder('City, State or ZIP').first().press('Enter')
  await expect(sort).toHaveValue('distance')
  const first = await cards(page).first().getByRole('heading').textContent()
  await sort.selectOption('open')
  await expect(sort).toHaveValue('open')
  await sort.selectOption('distance')
  await expect(cards(page).first().getByRole('heading')).toHaveText(first ?? '')
})

test('open and closed texts at a frozen clock', async ({ page }) => {
  await openHome(page)
  const ford = cards(page).filter({ hasText: 'Ford Medical Building' })
  await expect(ford.getByTestId('open-status')).toHaveText('Open Now')
  await expect(ford.getByTestId('hours-line')).toHaveText(
    '8:00 AM - 8:00 PM • Closes 8 PM',
  )
  await expect(ford).toContainText('(270) 688-1352')
  await expect(ford.getByRole('link', { name: 'Call Now' })).toHaveAttribute(
    'href',
    'tel:2706881352',
  )

  await page.clock.setFixedTime(SUNDAY_9PM_CENTRAL)
  await page.reload()
  await ready(page)
  await expect(ford.getByTestId('open-status')).toHaveText('Closed')
  await expect(ford.getByTestId('hours-line')).toHaveText(
    '8:00 AM - 8:00 PM • Opens tomorrow 8 AM',
  )
})

test('a clinic with no phone has no Call Now button and says so; unknown hours say Hours unknown', async ({
  page,
}) => {
  await openHome(page)
  const noPhone = cards(page).filter({
    hasText: 'Owensboro Health Urgent Care - Leitchfield',
  })
  await expect(noPhone).toContainText('No phone on file')
  await expect(noPhone).not.toContainText(/call/i)
  await expect(noPhone.getByRole('link', { name: 'Call Now' })).toHaveCount(0)
  const card = cards(page).filter({ hasText: 'Springs Urgent Care' })
  await expect(card.getByTestId('hours-line')).toHaveText('Hours unknown')
  await expect(card.getByRole('link', { name: /Call Now/ })).toHaveAttribute(
    'href',
    'tel:2708521632',
  )
  await expect(card).not.toContainText('null')
  const directions = card.getByRole('link', { name: /Directions/ })
  await expect(directions).toHaveAttribute('target', '_blank')
  await expect(directions).toHaveAttribute('rel', /noopener/)
  const href = new URL((await directions.getAttribute('href'))!)
  expect(href.searchParams.get('api')).toBe('1')
  expect(href.searchParams.get('destination')).toBe(
    '2200 East Parrish Avenue, Building C, Owensboro, KY 42303',
  )
})

test('Emergency Info opens a dialog with tel: links and closes with Escape', async ({
  page,
}) => {
  await openHome(page)
  const opener = page.getByRole('button', { name: 'Emergency Info' })
  await opener.click()
  const dialog = page.getByRole('dialog', { name: 'Emergency Information' })
  await expect(dialog.getByRole('link', { name: 'Call 911' })).toHaveAttribute(
    'href',
    'tel:911',
  )
  await expect(
    dialog.getByRole('link', { name: '1-800-222-1222' }),
  ).toHaveAttribute('href', 'tel:18002221222')
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  await expect(opener).toBeFocused()
})

test('the footer lists cities with counts and the current year', async ({
  page,
}) => {
  await openHome(page)
  const footer = page.getByRole('contentinfo')
  await expect(
    footer.getByRole('link', { name: 'Henderson (9)' }),
  ).toHaveAttribute('href', '/town/henderson')
  await expect(footer).toContainText(
    `© 2026 Western Kentucky Pediatric Urgent Care. All rights reserved.`,
  )
  await expect(footer).toContainText(
    'Western Kentucky Pediatric Urgent Care is an informational directory. In case of emergency, call 911.',
  )
})

test.describe('phone-sized screen', () => {
  test.use({ viewport: { width: 360, height: 740 } })
  test('nothing overflows, filters collapse, the banner never covers the footer', async ({
    page,
  }, info) => {
    await openHome(page)
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
    await expect(
      page.getByRole('checkbox', { name: 'Weekend Hours' }),
    ).toBeHidden()
    await page.getByRole('button', { name: 'Show filters' }).click()
    await expect(
      page.getByRole('checkbox', { name: 'Weekend Hours' }),
    ).toBeVisible()
    await expect(
      page.getByRole('button', { name: 'Contact', exact: true }),
    ).toBeVisible()
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    const banner = await page
      .getByRole('complementary', { name: 'Medical emergency' })
      .boundingBox()
    const copyright = await page.getByText(/All rights reserved/).boundingBox()
    expect(copyright!.y + copyright!.height).toBeLessThanOrEqual(banner!.y)
    await page.screenshot({
      path: info.outputPath('home-360.png'),
      fullPage: false,
    })
  })
})
