import { expect, test } from './support/test'
import { ready } from './support/control'
import { sameInBothDataModes } from './support/modes'

/**
 * The default build (no VITE_ANALYTICS_URL, no VITE_ADS_CLIENT): no request
 * leaves the site, no cookie and no web storage, no measure script, no ad
 * slot, on every kind of page, after load, hydration and an idle moment.
 * The build with both on: measurement-ads.spec.ts (the `ads` project).
 */

test.beforeEach(() => sameInBothDataModes('builtin'))

for (const [name, path] of [
  ['home', '/'],
  ['a town page', '/town/paducah'],
  [
    'a clinic page',
    '/clinic/baptist-health-deaconess-madisonville-urgent-care',
  ],
  ['an article', '/blog/fever-in-children-when-to-worry'],
  ['the blog', '/blog'],
  ['the privacy policy', '/privacy'],
  ['a page not found', '/no-such-page'],
] as const)
  test(`${name}: no third-party request, no cookie, no storage, no ad`, async ({
    page,
    context,
    baseURL,
  }) => {
    const requests: string[] = []
    page.on('request', (r) => requests.push(r.url()))
    await page.goto(path)
    await ready(page)
    // The service worker's moment and then some: analytics would have gone.
    await page.evaluate(
      () =>
        new Promise((done) =>
          requestIdleCallback(() => setTimeout(done, 1500), { timeout: 3000 }),
        ),
    )
    const origin = new URL(baseURL!).origin
    expect(
      requests.filter(
        (u) => !u.startsWith(`${origin}/`) && !u.startsWith('data:'),
      ),
    ).toEqual([])
    expect(await context.cookies()).toEqual([])
    const stored = await page.evaluate(async () => ({
      cookie: document.cookie,
      local: localStorage.length,
      session: sessionStorage.length,
      // Only the site's own outbox may exist (messages written offline).
      databases: (await indexedDB.databases())
        .map((d) => d.name)
        .filter((n) => n !== 'wky-offline'),
    }))
    expect(stored).toEqual({ cookie: '', local: 0, session: 0, databases: [] })
    await expect(page.locator('script[data-measure]')).toHaveCount(0)
    await expect(page.locator('[data-ad]')).toHaveCount(0)
    await expect(page.getByText('Advertisement', { exact: true })).toHaveCount(
      0,
    )
  })

test('the privacy policy says there are no analytics, ads or cookies, and the headers keep one strict policy', async ({
  page,
  request,
}) => {
  await page.goto('/privacy')
  const main = page.getByRole('main')
  await expect(main).toContainText('The site uses no analytics')
  await expect(main).toContainText('The site shows no advertising.')
  await expect(main).toContainText('The site sets no cookies.')
  for (const path of [
    '/',
    '/town/paducah',
    '/blog/fever-in-children-when-to-worry',
  ]) {
    const csp = (await request.get(path)).headers()['content-security-policy']
    expect(csp, path).toMatch(/script-src 'self';/)
    expect(csp, path).not.toMatch(/, |frame-src/)
  }
})
