import { expect, test, type Page } from './support/test'
import {
  control,
  ready,
  quiet,
  STAND_IN,
  collectProblems,
} from './support/control'
import { expectNoViolations } from './support/axe'

/**
 * The build with page views and ads on (tests/tools/build-e2e.sh, mode
 * `ads`): GoatCounter's count endpoint and an AdSense-like ad network, both
 * at the loopback stand-in. One page view per page, its path alone; ads
 * only in articles and town guides, far from every Call, Directions and 911
 * control, in reserved boxes (no layout shift), non-personalised, under a
 * policy that only those paths get; nothing at all with Global Privacy
 * Control.
 */

const ARTICLE = '/blog/fever-in-children-when-to-worry'
const TOWN = '/town/paducah'
const CLINIC = '/clinic/baptist-health-deaconess-madisonville-urgent-care'

interface Records {
  pageViews: Array<{ search: string; referer: string | null }>
  adRequests: string[]
}
async function sent(page: Page): Promise<Records> {
  return (await (
    await page.request.get(`${STAND_IN}/__control`)
  ).json()) as Records
}

/** Waits for load, hydration and the idle moment the measure script waits for. */
async function settled(page: Page): Promise<void> {
  await ready(page)
  await page.evaluate(
    () =>
      new Promise((done) =>
        requestIdleCallback(() => setTimeout(done, 800), { timeout: 3000 }),
      ),
  )
}

/**
 * The shortest distance from an ad slot to a Call, Directions or 911 link or
 * button in the page (the sticky 911 banner follows the screen, so it is not
 * a place on the page).
 */
function closestControl(page: Page): Promise<number> {
  return page.evaluate(() => {
    const rect = (e: Element) => {
      const r = e.getBoundingClientRect()
      return {
        top: r.top + scrollY,
        bottom: r.bottom + scrollY,
        left: r.left,
        right: r.right,
      }
    }
    const controls = Array.from(
      document.querySelectorAll('a[href^="tel:"], a[href*="/maps/"], button'),
    ).filter(
      (c) =>
        /call|directions|911/i.test(c.textContent ?? '') &&
        getComputedStyle(c.closest('[class*="sticky"]') ?? c).position !==
          'sticky',
    )
    let min = Infinity
    for (const s of Array.from(document.querySelectorAll('[data-ad]')))
      for (const c of controls) {
        const a = rect(s)
        const b = rect(c)
        const dy = Math.max(0, a.top - b.bottom, b.top - a.bottom)
        const dx = Math.max(0, a.left - b.right, b.left - a.right)
        min = Math.min(min, Math.hypot(dx, dy))
      }
    return min
  })
}

test.beforeEach(async ({ page, request }) => {
  await control(request, { reset: true })
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: number[] }
    w.__shifts = []
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as Array<{
        value: number
        hadRecentInput: boolean
      }>)
        if (!e.hadRecentInput) w.__shifts.push(e.value)
    }).observe({ type: 'layout-shift', buffered: true })
  })
})

test('one page view per page, the path alone: no query, no referrer, no click', async ({
  page,
}) => {
  await page.goto(`${TOWN}?q=42001&location=current&lat=37.1#top`)
  await settled(page)
  await expect
    .poll(async () => (await sent(page)).pageViews)
    .toEqual([{ search: '?p=%2Ftown%2Fpaducah', referer: null }])

  // A navigation in the app: one more, the clinic's path.
  await page.locator('a[href^="/clinic/"]').first().click()
  await page.waitForURL(/\/clinic\//)
  const clinicPath = new URL(page.url()).pathname
  await expect
    .poll(async () => (await sent(page)).pageViews.map((v) => v.search))
    .toEqual(['?p=%2Ftown%2Fpaducah', `?p=${encodeURIComponent(clinicPath)}`])

  // Call Now and Directions are not counted.
  const before = (await sent(page)).pageViews.length
  await page.evaluate(() =>
    document
      .querySelectorAll<HTMLAnchorElement>('a[href^="tel:"], a[href*="/maps/"]')
      .forEach((a) => {
        a.addEventListener('click', (e) => e.preventDefault())
        a.click()
      }),
  )
  // A page view would be on its way by the time the page is quiet.
  await quiet(page)
  expect((await sent(page)).pageViews).toHaveLength(before)

  // Home with a search in its address: the path alone.
  await page.goto('/?search=42001&radius=25')
  await settled(page)
  await expect
    .poll(async () => (await sent(page)).pageViews.at(-1)?.search)
    .toBe('?p=%2F')
  const all = JSON.stringify((await sent(page)).pageViews)
  expect(all).not.toMatch(/42001|current|lat|radius/)
})

for (const [name, path, positions] of [
  ['an article', ARTICLE, ['article-middle', 'article-end']],
  ['a town page', TOWN, ['town-guide']],
] as const)
  test(`${name}: ads at ${positions.join(' and ')}, labelled, reserved, filled after idle, no shift, far from Call, Directions and 911`, async ({
    page,
  }) => {
    const problems = collectProblems(page)
    await page.setViewportSize({ width: 360, height: 740 })
    await page.goto(path)
    const slots = page.locator('[data-ad]')
    await expect(slots).toHaveCount(positions.length)
    expect(
      await slots.evaluateAll((els) =>
        els.map((e) => e.getAttribute('data-ad-position')),
      ),
    ).toEqual(positions)
    for (const slot of await slots.all()) {
      await expect(slot).toHaveAttribute('aria-label', 'Advertisement')
      await expect(slot.getByText('Advertisement')).toBeVisible()
      const box = await slot.locator('[data-ad-box]').boundingBox()
      expect([box?.width, box?.height]).toEqual([300, 250])
    }
    await settled(page)
    // Nothing from the network before the page had painted and loaded.
    const timing = await page.evaluate(() => ({
      ad: performance
        .getEntriesByType('resource')
        .find((e) => e.name.includes('/ads/adsbygoogle.js'))?.startTime,
      paint: performance.getEntriesByName('first-contentful-paint')[0]
        ?.startTime,
      load: (
        performance.getEntriesByType(
          'navigation',
        )[0] as PerformanceNavigationTiming
      ).loadEventEnd,
    }))
    expect(timing.ad).toBeGreaterThan(timing.paint!)
    expect(timing.ad).toBeGreaterThan(timing.load)
    await expect(page.locator('[data-ad-state="filled"]')).toHaveCount(
      positions.length,
    )
    const ads = (await sent(page)).adRequests
    expect(ads[0]).toMatch(/^\/ads\/adsbygoogle\.js\?client=ca-pub-/)
    const frames = ads.filter((a) => a.startsWith('/ads/frame'))
    expect(frames).toHaveLength(positions.length)
    for (const f of frames) expect(f).toMatch(/&npa=1$/)

    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    // The slots below the fold filled (their frames load on the way down)
    // by the time the page is quiet.
    await quiet(page)
    expect(
      await page.evaluate(
        () => (window as unknown as { __shifts: number[] }).__shifts,
      ),
    ).toEqual([])
    // The labelled slots keep the page accessible (the ad's own frame is
    // the network's).
    await expectNoViolations(page, `${name} with its ads`, 'ins.adsbygoogle')
    // Every slot 300 px or more from every Call, Directions and 911
    // control, on a phone and on a wide screen.
    expect(await closestControl(page)).toBeGreaterThanOrEqual(300)
    await page.setViewportSize({ width: 1280, height: 800 })
    expect(await closestControl(page)).toBeGreaterThanOrEqual(300)
    expect(problems).toEqual([])
  })

test('no ad anywhere else: home, search results, clinic, blog list, legal, site map, not found', async ({
  page,
}) => {
  for (const path of [
    '/',
    '/?search=Paducah',
    CLINIC,
    '/blog',
    '/privacy',
    '/terms',
    '/sitemap',
    '/no-such-page',
  ]) {
    await page.goto(path)
    await settled(page)
    await expect(page.locator('[data-ad]'), path).toHaveCount(0)
  }
  // The Emergency Info dialog neither.
  await page.goto('/')
  await ready(page)
  await page
    .getByRole('button', { name: /emergency/i })
    .first()
    .click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await expect(page.getByRole('dialog').locator('[data-ad]')).toHaveCount(0)
  expect((await sent(page)).adRequests).toEqual([])
})

test('the looser policy only on articles and town pages', async ({
  request,
}) => {
  const policies = async (path: string) =>
    ((await request.get(path)).headers()['content-security-policy'] ?? '')
      .split(', ')
      .map((p) => /script-src ([^;]*)/.exec(p)?.[1])
  for (const path of [ARTICLE, TOWN])
    expect(await policies(path), path).toEqual([`'self' ${STAND_IN}`])
  // Every other page: both policies, the strict one deciding. (A path no
  // rule names, /no-such-page, gets the ad pages' policy alone: hosts cannot
  // take a header back; it carries no slot.)
  for (const path of ['/', CLINIC, '/blog', '/blog/', '/privacy', '/404.html'])
    expect(await policies(path), path).toEqual([`'self' ${STAND_IN}`, `'self'`])
})

test('Global Privacy Control: no page view, no ad request, no slot on screen', async ({
  page,
}) => {
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', {
      get: () => true,
    }),
  )
  for (const path of [ARTICLE, TOWN, '/']) {
    await page.goto(path)
    await settled(page)
  }
  await page.goto(ARTICLE)
  await settled(page)
  await expect(page.locator('[data-ad]').first()).toBeHidden()
  expect(await sent(page)).toMatchObject({ pageViews: [], adRequests: [] })
})

test('an ad the network cannot fill leaves a collapsed slot, not a blank box', async ({
  page,
  request,
}) => {
  await control(request, { adFailure: true })
  await page.goto(ARTICLE)
  await settled(page)
  const slots = page.locator('[data-ad]')
  await expect(slots).toHaveCount(2)
  await expect(page.locator('[data-ad-state="collapsed"]')).toHaveCount(2)
  for (const slot of await slots.all()) await expect(slot).toBeHidden()
})

test('the privacy policy names both services, what is sent and how to opt out', async ({
  page,
}) => {
  await page.goto('/privacy')
  const main = page.getByRole('main')
  await expect(main).toContainText('GoatCounter')
  await expect(main).toContainText("the page's path alone")
  await expect(main).toContainText('non-personalised ads only')
  await expect(main).toContainText('Global Privacy Control')
  await expect(main).not.toContainText('The site uses no analytics')
})
