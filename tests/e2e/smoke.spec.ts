import { expect, test } from './support/test'

test('home page renders its title, the clinic list and the 911 notice', async ({
  page,
}) => {
  const problems: string[] = []
  page.on('pageerror', (e) => problems.push(e.message))
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text())
  })
  await page.goto('/')
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: /Find Urgent Care for You or Your Child in/,
    }),
  ).toBeVisible()
  await expect(page).toHaveTitle('Western Kentucky Pediatric Urgent Care')
  const notice = page.getByRole('complementary', { name: 'Medical emergency' })
  await expect(notice).toContainText('Medical Emergency?')
  await expect(notice).toContainText(
    'Call 911 immediately for life-threatening conditions',
  )
  await expect(notice.getByRole('link', { name: /Call 911/ })).toHaveAttribute(
    'href',
    'tel:911',
  )
  await expect(
    page.getByRole('heading', { name: /\d+ clinics found/ }),
  ).toBeVisible()
  await expect(
    page.getByRole('link', {
      name: 'Baptist Health Deaconess Madisonville Urgent Care',
      exact: true,
    }),
  ).toBeVisible()
  expect(problems).toEqual([])
})

test('an unknown path shows the not-found page with the 911 notice', async ({
  page,
}) => {
  await page.goto('/no/such/page')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Page Not Found' }),
  ).toBeVisible()
  await expect(
    page.getByText('Call 911 immediately for life-threatening conditions'),
  ).toBeVisible()
})

test('a clinic page opens from the list and shows its open status after load', async ({
  page,
}) => {
  await page.goto('/')
  await page
    .getByRole('link', {
      name: 'Owensboro Health Urgent Care - Ford Medical Building',
      exact: true,
    })
    .click()
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Owensboro Health Urgent Care - Ford Medical Building',
    }),
  ).toBeVisible()
  await expect(page.getByTestId('open-status')).toHaveAttribute(
    'data-state',
    /open|closed/,
  )
  await expect(page.getByText('(270) 688-1352')).toBeVisible()
})

test('every page sets its metadata: title, description, Open Graph, Twitter, canonical and JSON-LD', async ({
  page,
}) => {
  await page.goto('/')
  await page.waitForFunction(
    () => document.documentElement.dataset.hydrated === 'true',
  )
  const meta = (sel: string) =>
    page.locator(sel).first().getAttribute('content')
  await expect(page).toHaveTitle('Western Kentucky Pediatric Urgent Care')
  expect(await meta('meta[name="description"]')).toMatch(/open now/)
  expect(await meta('meta[name="keywords"]')).toMatch(/pediatric urgent care/)
  expect(await meta('meta[property="og:title"]')).toBe(
    'Western Kentucky Pediatric Urgent Care',
  )
  expect(await meta('meta[property="og:type"]')).toBe('website')
  expect(await meta('meta[property="og:image"]')).toBe(
    'https://kids-urgent-care.example/og-default.jpg',
  )
  expect(await meta('meta[property="og:url"]')).toBe(
    'https://kids-urgent-care.example/',
  )
  expect(await meta('meta[name="twitter:card"]')).toBe('summary_large_image')
  expect(await meta('meta[name="twitter:image"]')).toBe(
    'https://kids-urgent-care.example/og-default.jpg',
  )
  expect(await meta('meta[property="og:image:alt"]')).toBe(
    'Western Kentucky Pediatric Urgent Care: find pediatric urgent care near you',
  )
  expect(await meta('meta[name="twitter:image:alt"]')).toBe(
    'Western Kentucky Pediatric Urgent Care: find pediatric urgent care near you',
  )
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    'https://kids-urgent-care.example/',
  )
  const ld = await page.evaluate(
    () => document.getElementById('jsonld')?.textContent ?? '',
  )
  expect(JSON.parse(ld)).toMatchObject({
    '@type': 'WebSite',
    potentialAction: {
      target: {
        urlTemplate:
          'https://kids-urgent-care.example/?search={search_term_string}',
      },
    },
  })
  // After a client-side navigation the head follows the page.
  await page.getByRole('link', { name: 'Health Blog' }).first().click()
  // The full suffix would pass 60 characters: the short site name.
  await expect(page).toHaveTitle('Health & Urgent Care Blog | WKY Kids Care')
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    'https://kids-urgent-care.example/blog',
  )
  expect(await page.locator('title').count()).toBe(1)
})

test('the WebSite search action: /?search=Paducah runs that search', async ({
  page,
}) => {
  await page.goto('/?search=Paducah')
  await expect(page.getByPlaceholder('City, State or ZIP').first()).toHaveValue(
    'Paducah',
  )
  await expect(
    page
      .getByRole('region', { name: 'Clinic results' })
      .getByRole('article')
      .first(),
  ).toContainText(/\d+(\.\d)? miles?/)
})
