import { expect, test, type Page } from './support/test'
import {
  collectProblems,
  control,
  isDatabaseMode,
  ready,
  records,
} from './support/control'
import { expectNoViolations } from './support/axe'
import { EMERGENCY_DEPARTMENTS_SHAPE } from '../support/postgrest-stand-in'

/*
 * Emergency rooms, in both data modes: the Emergency Info dialog lists the two
 * emergency rooms nearest to the searched place; every town page lists the
 * nearest two within 40 miles (with their Hospital JSON-LD); a Kentucky
 * town with an emergency room but no listed clinic (Benton) has a page of
 * its own, in both site maps. axe finds nothing on any of them.
 */

// Monday 2026-11-23 09:00 in Chicago.
const MONDAY_9AM = new Date('2026-11-23T15:00:00Z')

async function open(page: Page, path: string) {
  await page.clock.setFixedTime(MONDAY_9AM)
  await page.goto(path)
  await ready(page)
}

const main = (page: Page) => page.getByRole('main')

test.beforeEach(async ({ request }) => {
  await control(request, { reset: true })
})

test('Emergency Info: a line inviting a search, then the two rooms nearest to Paducah with Call and Directions, also on the next page', async ({
  page,
  request,
  baseURL,
}) => {
  const problems = collectProblems(page)
  await open(page, '/')
  const opener = page.getByRole('button', { name: 'Emergency Info' })
  await opener.click()
  let dialog = page.getByRole('dialog', { name: 'Emergency Information' })
  await expect(dialog.getByTestId('dialog-rooms-hint')).toHaveText(
    'Search for your town, ZIP code or current location on the Find Care page to see the nearest emergency rooms here.',
  )
  await expect(dialog.getByTestId('emergency-room')).toHaveCount(0)
  await page.keyboard.press('Escape')

  const location = page.getByPlaceholder('City, State or ZIP').first()
  await location.fill('Paducah')
  await location.press('Enter')
  // Paducah is measured from downtown (its point in the gazetteer): Baptist
  // Health is the nearer of the town's two hospitals, Lourdes the next.
  await expect(
    page.getByTestId('emergency-rooms').getByTestId('emergency-room').first(),
  ).toContainText('Baptist Health Paducah')

  await opener.click()
  dialog = page.getByRole('dialog', { name: 'Emergency Information' })
  const rooms = dialog.getByTestId('emergency-room')
  await expect(rooms).toHaveCount(2)
  await expect(
    dialog.getByRole('heading', {
      level: 3,
      name: 'Nearest emergency rooms — open 24 hours',
    }),
  ).toBeVisible()
  await expect(rooms.nth(0)).toContainText('Baptist Health Paducah')
  await expect(rooms.nth(1)).toContainText('Mercy Health - Lourdes Hospital')
  await expect(rooms.nth(0)).toContainText(
    /Emergency room · open 24 hours · Paducah, KY · \d+(\.\d)? miles?/,
  )
  await expect(
    rooms.nth(0).getByRole('link', { name: /Call \(270\) 575-2100/ }),
  ).toHaveAttribute('href', 'tel:2705752100')
  await expect(
    rooms.nth(0).getByRole('link', { name: /Directions/ }),
  ).toHaveAttribute('href', /google\.com\/maps\/dir/)
  await expect(dialog.getByTestId('dialog-rooms-hint')).toHaveCount(0)
  // 911 stays the first thing in the dialog.
  await expect(dialog.getByRole('link').first()).toHaveText('Call 911')
  // The dialog itself: the page behind its backdrop is checked on its own.
  await expectNoViolations(
    page,
    'Emergency Info dialog with rooms',
    undefined,
    '[role="dialog"]',
  )
  await page.keyboard.press('Escape')

  // The searched place goes with the parent to a clinic page.
  await page
    .getByRole('region', { name: 'Clinic results' })
    .getByRole('link', { name: /View Details/ })
    .first()
    .click()
  await expect(page).toHaveURL(/\/clinic\//)
  await page.getByRole('button', { name: 'Emergency Info' }).click()
  await expect(
    page.getByRole('dialog').getByTestId('emergency-room'),
  ).toHaveCount(2)

  if (isDatabaseMode(baseURL)) {
    const r = await records(request)
    expect(r.restRequests).toContain(EMERGENCY_DEPARTMENTS_SHAPE)
    expect(r.unexpected).toEqual([])
  }
  expect(problems).toEqual([])
})

test("at night with no place, 'Open Now' names the emergency room nearest each town of the directory, with Call", async ({
  page,
}) => {
  // Monday 2026-11-23 02:00 in Chicago: no clinic is open.
  await page.clock.setFixedTime(new Date('2026-11-23T08:00:00Z'))
  await page.goto('/')
  await ready(page)
  // (Text, not innerText: the grid is off screen, its drawing skipped.)
  const towns = (await page.locator('#browse-cities a').allTextContents()).map(
    (t) => t.replace(/\d+ clinics?$/, '').trim(),
  )
  expect(towns.length).toBeGreaterThan(5)
  await page.getByRole('checkbox', { name: 'Open Now' }).check()
  await expect(
    page.getByRole('heading', { name: 'No clinic near you is open right now' }),
  ).toBeVisible()
  const section = page.getByRole('region', {
    name: 'The emergency room nearest each town — open 24 hours',
  })
  await expect(section).toBeVisible()
  const rooms = section.getByTestId('emergency-room')
  await expect(rooms.first()).toBeVisible()
  // Every town of the directory once, each under the room nearest it.
  const named: string[] = []
  for (const room of await rooms.all()) {
    const line = await room.getByText(/^Nearest for /).textContent()
    named.push(...line!.replace(/^Nearest for /, '').split(', '))
    await expect(room.getByRole('link', { name: /^Call / })).toHaveAttribute(
      'href',
      /^tel:\d{10}$/,
    )
  }
  expect(named.sort()).toEqual([...towns].sort())
  // No distance is claimed without a place.
  await expect(section).not.toContainText(/\d miles?/)
  await expect(
    rooms.filter({ hasText: /Nearest for .*\bPaducah\b/ }),
  ).toContainText('Paducah, KY')
  await expectNoViolations(page, 'night, no place, rooms by town')
})

test.describe('Emergency Info without a place', () => {
  // Owensboro, downtown.
  test.use({
    geolocation: { latitude: 37.7742, longitude: -87.1133 },
    permissions: ['geolocation'],
  })
  test("'Use my location' lists the two rooms nearest to the position", async ({
    page,
  }) => {
    await open(
      page,
      '/clinic/murray-medical-associates-walk-in-clinic-murray-calloway-county-hospital',
    )
    await page.getByRole('button', { name: 'Emergency Info' }).click()
    const dialog = page.getByRole('dialog', { name: 'Emergency Information' })
    await expect(dialog.getByTestId('emergency-room')).toHaveCount(0)
    await dialog.getByRole('button', { name: 'Use my location' }).click()
    const rooms = dialog.getByTestId('emergency-room')
    await expect(rooms).toHaveCount(2)
    await expect(rooms.first()).toContainText('Owensboro, KY')
    await expect(rooms.first()).toContainText(/\d+(\.\d)? miles?/)
    await expect(dialog.getByTestId('dialog-rooms-hint')).toHaveCount(0)
    await expectNoViolations(page, 'Emergency Info, rooms from the position')
  })
})

test.describe('Emergency Info, position refused', () => {
  test.use({ permissions: [] })
  test("'Use my location' refused: it says so, with the way that remains; 911 stays first", async ({
    page,
  }) => {
    await open(page, '/')
    await page.getByRole('button', { name: 'Emergency Info' }).click()
    const dialog = page.getByRole('dialog', { name: 'Emergency Information' })
    await dialog.getByRole('button', { name: 'Use my location' }).click()
    await expect(dialog.getByRole('status')).toHaveText(
      'Unable to access your location. Search your town on the Find Care page, or call 911 in an emergency.',
    )
    await expect(dialog.getByTestId('emergency-room')).toHaveCount(0)
    await expect(dialog.getByRole('link').first()).toHaveText('Call 911')
  })
})

test('a town page lists the nearest two emergency rooms, with provenance and Hospital JSON-LD', async ({
  page,
}) => {
  const problems = collectProblems(page)
  await open(page, '/town/paducah')
  const section = main(page).getByRole('region', {
    name: 'Emergency rooms near Paducah',
  })
  const rooms = section.getByTestId('emergency-room')
  await expect(rooms).toHaveCount(2)
  await expect(rooms.nth(0)).toContainText('Baptist Health Paducah')
  await expect(rooms.nth(1)).toContainText('Mercy Health - Lourdes Hospital')
  for (const r of await rooms.all()) {
    await expect(r).toContainText(
      /Emergency room · open 24 hours · Paducah, KY · \d+(\.\d)? miles?/,
    )
    await expect(r.getByRole('link', { name: /^Call / })).toHaveAttribute(
      'href',
      /^tel:\d{10}$/,
    )
  }
  await expect(section).toContainText(
    'For a life-threatening emergency call 911. Hospital emergency rooms must see everyone, whatever their insurance.',
  )
  await section.getByText('Where these hospital details come from').click()
  await expect(section.getByTestId('emergency-rooms-provenance')).toContainText(
    'As of February 26, 2026',
  )
  await expectNoViolations(page, 'town page with emergency rooms')

  const text = await page.locator('script#jsonld').first().textContent()
  const ld = JSON.parse(text ?? '') as {
    '@graph': Array<Record<string, unknown>>
  }
  const hospitals = ld['@graph'].filter((n) => n['@type'] === 'Hospital')
  expect(hospitals.map((h) => h.name)).toEqual([
    'Baptist Health Paducah',
    'Mercy Health - Lourdes Hospital',
  ])
  expect(hospitals[0]).toMatchObject({
    telephone: '(270) 575-2100',
    openingHours: 'Mo-Su 00:00-23:59',
    address: {
      '@type': 'PostalAddress',
      addressLocality: 'Paducah',
      addressRegion: 'KY',
      addressCountry: 'US',
    },
    geo: { '@type': 'GeoCoordinates' },
  })
  expect(problems).toEqual([])
})

test('/town/benton: no clinic listed, the nearest clinics with distances, Marshall County Hospital, in both site maps', async ({
  page,
  request,
}) => {
  const problems = collectProblems(page)
  const response = await page.goto('/town/benton')
  expect(response?.status()).toBe(200)
  await ready(page)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Urgent Care in Benton, KY' }),
  ).toBeVisible()
  await expect(
    main(page).getByText('No urgent care clinic is listed in Benton.'),
  ).toBeVisible()
  const nearby = main(page)
    .getByRole('heading', { level: 2, name: 'Nearest Clinics to Benton' })
    .locator('xpath=ancestor::section[1]')
  const cards = nearby.getByRole('article')
  const count = await cards.count()
  expect(count).toBeGreaterThan(0)
  expect(count).toBeLessThanOrEqual(5)
  const miles: number[] = []
  for (const card of await cards.all()) {
    const m = /([\d.]+) miles?/.exec((await card.textContent()) ?? '')
    expect(m).not.toBeNull()
    miles.push(Number(m![1]))
  }
  expect([...miles].sort((a, b) => a - b)).toEqual(miles)
  expect(Math.max(...miles)).toBeLessThanOrEqual(50)
  const rooms = main(page)
    .getByRole('region', { name: 'Emergency rooms near Benton' })
    .getByTestId('emergency-room')
  await expect(rooms.first()).toContainText('Marshall County Hospital')
  // Measured from Benton's own point, where a search for Benton measures from.
  await expect(rooms.first()).toContainText('Benton, KY · 1.3 miles')
  await expect(
    rooms.first().getByRole('link', { name: /Call \(270\) 527-4800/ }),
  ).toHaveAttribute('href', 'tel:2705274800')
  await expect(
    main(page).getByRole('heading', {
      name: 'Frequently Asked Questions - Benton',
    }),
  ).toBeVisible()
  const text = await page.locator('script#jsonld').first().textContent()
  const ld = JSON.parse(text ?? '') as {
    '@graph': Array<Record<string, unknown>>
  }
  expect(
    ld['@graph'].filter((n) => n['@type'] === 'Hospital').map((h) => h.name)[0],
  ).toBe('Marshall County Hospital')
  await expectNoViolations(page, '/town/benton')

  await open(page, '/sitemap')
  await expect(
    main(page)
      .getByRole('region', {
        name: /Towns with an Emergency Room but No Listed Clinic/,
      })
      .getByRole('link', { name: 'Benton' }),
  ).toHaveAttribute('href', '/town/benton')
  await expectNoViolations(page, 'HTML site map')
  const xml = await (await request.get('/sitemap.xml')).text()
  expect(xml).toContain('/town/benton</loc>')
  expect(problems).toEqual([])
})
