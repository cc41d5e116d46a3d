import { expect, test, type Page } from './support/test'
import { collectProblems, control, ready } from './support/control'
import { patchClinics } from './support/patch-clinics'

/**
 * Town, clinic, blog, legal and site-map pages in a real browser, in both
 * data modes. Changed data (a synthetic town, a rating, a hostile name) goes
 * through the stand-in's patchClinic in database mode, and in built-in mode
 * through a patch appended to the built-in data chunk as the browser loads it.
 */

const ORIGIN = 'https://kids-urgent-care.example' // VITE_SITE_URL of the e2e builds
const EMAIL = 'help@kids-urgent-care.example' // VITE_CONTACT_EMAIL of the e2e builds
// Monday 2026-11-23 09:00 in Chicago (all built-in clinics are in Central time).
const MONDAY_9AM_CENTRAL = new Date('2026-11-23T15:00:00Z')
const HOSTILE = '</script><img src=x onerror="window.__pwned=1">'
const MADISONVILLE = 'baptist-health-deaconess-madisonville-urgent-care'
const MADISONVILLE_NAME = 'Baptist Health Deaconess Madisonville Urgent Care'

async function open(page: Page, path: string) {
  await page.goto(path)
  await ready(page)
}

const main = (page: Page) => page.getByRole('main')

async function jsonLd(page: Page): Promise<Record<string, unknown>> {
  const text = await page.locator('script#jsonld').textContent()
  expect(text).toBeTruthy()
  return JSON.parse(text!) as Record<string, unknown>
}

function node(ld: Record<string, unknown>, type: string) {
  const graph = ld['@graph'] as Array<Record<string, unknown>>
  const found = graph.find((n) => n['@type'] === type)
  expect(found, `${type} in @graph`).toBeTruthy()
  return found!
}

async function expectTapTarget(page: Page, selector: string) {
  const boxes = await page
    .locator(selector)
    .evaluateAll((els) =>
      els
        .filter((e) => (e as HTMLElement).offsetParent !== null)
        .map((e) => e.getBoundingClientRect().height),
    )
  expect(boxes.length).toBeGreaterThan(0)
  for (const h of boxes) expect(h).toBeGreaterThanOrEqual(44)
}

test.beforeEach(async ({ request }) => {
  await control(request, { reset: true })
})

test.describe('town page', () => {
  test('headings, breadcrumb, count, cards, five sections, FAQ and the 911 banner with Emergency Info', async ({
    page,
  }) => {
    const problems = collectProblems(page)
    await open(page, '/town/paducah')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Urgent Care in Paducah, KY',
    )
    await expect(page).toHaveTitle(/^Pediatric Urgent Care in Paducah, KY \| /)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${ORIGIN}/town/paducah`,
    )
    const crumbs = main(page).getByRole('navigation', { name: 'Breadcrumb' })
    await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute(
      'href',
      '/',
    )
    await expect(
      crumbs.getByRole('link', { name: 'Kentucky Urgent Care' }),
    ).toHaveAttribute('href', '/#browse-cities')
    await expect(crumbs.getByText('Paducah, KY')).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(
      main(page).getByRole('link', { name: 'Back to All Clinics' }),
    ).toHaveAttribute('href', '/')
    await expect(main(page)).toContainText('5 urgent care clinics found')
    await expect(
      main(page).getByRole('heading', {
        name: 'About Pediatric Urgent Care in Paducah',
      }),
    ).toBeVisible()
    await expect(main(page)).toContainText(
      'This directory lists 5 urgent care clinics in Paducah.',
    )
    const cards = main(page).getByRole('article')
    await expect(cards).toHaveCount(5)
    // No distance on a town page (never '0 miles').
    await expect(main(page)).not.toContainText(/\b0 miles\b/)
    const h2s = await main(page)
      .getByRole('heading', { level: 2 })
      .allTextContents()
    // The clinics first (on a phone the first card is on the first screen).
    expect(h2s).toEqual([
      'Clinics in Paducah',
      'Emergency rooms near Paducah',
      'About Pediatric Urgent Care in Paducah',
      'When to Visit Pediatric Urgent Care in Paducah',
      'Benefits of Pediatric Urgent Care in Paducah',
      'How to Prepare for an Urgent Care Visit in Paducah',
      'Choosing the Right Urgent Care in Paducah',
      'Urgent Care Costs in Paducah',
      'Frequently Asked Questions - Paducah',
    ])
    const banner = page.getByRole('complementary', {
      name: 'Medical emergency',
    })
    await expect(banner).toContainText('Medical Emergency?')
    // Emergency Info on town pages too (issue 48, item 12).
    await expect(
      banner.getByRole('button', { name: 'Emergency Info' }),
    ).toHaveCount(1)
    await expectTapTarget(
      page,
      'main nav[aria-label="Breadcrumb"] a, main a:has-text("Back to All Clinics"), main h3 > button',
    )
    expect(problems).toEqual([])
  })

  test('FAQ accordion: one open at most, toggles closed, keyboard usable, JSON-LD matches the answers', async ({
    page,
  }) => {
    await open(page, '/town/henderson')
    const faq = main(page).locator('section', {
      has: page.getByRole('heading', {
        name: 'Frequently Asked Questions - Henderson',
      }),
    })
    const buttons = faq.getByRole('button')
    await expect(buttons).toHaveCount(8)
    await expect(faq.getByRole('button', { expanded: true })).toHaveCount(0)

    await buttons.nth(0).click()
    await expect(buttons.nth(0)).toHaveAttribute('aria-expanded', 'true')
    const panelId = await buttons.nth(0).getAttribute('aria-controls')
    await expect(page.locator(`[id="${panelId}"]`)).toBeVisible()
    await expect(page.locator(`[id="${panelId}"]`)).toContainText(
      'This directory lists 9 urgent care clinics in Henderson, KY.',
    )
    await buttons.nth(2).click()
    await expect(buttons.nth(0)).toHaveAttribute('aria-expanded', 'false')
    await expect(page.locator(`[id="${panelId}"]`)).toBeHidden()
    await expect(faq.getByRole('button', { expanded: true })).toHaveCount(1)
    await buttons.nth(2).click()
    await expect(faq.getByRole('button', { expanded: true })).toHaveCount(0)

    // Keyboard: focus is visible and Enter toggles.
    await buttons.nth(4).focus()
    await page.keyboard.press('Enter')
    await expect(buttons.nth(4)).toHaveAttribute('aria-expanded', 'true')
    const outline = await buttons
      .nth(4)
      .evaluate((el) => getComputedStyle(el).outlineStyle)
    expect(outline).not.toBe('none')

    // Every visible answer equals the FAQPage JSON-LD answer.
    const ld = await jsonLd(page)
    const faqLd = node(ld, 'FAQPage').mainEntity as Array<{
      name: string
      acceptedAnswer: { text: string }
    }>
    expect(faqLd).toHaveLength(8)
    for (let i = 0; i < 8; i++) {
      const button = buttons.nth(i)
      if ((await button.getAttribute('aria-expanded')) !== 'true')
        await button.click()
      const id = await button.getAttribute('aria-controls')
      expect(faqLd[i]!.name).toBe((await button.textContent())?.trim())
      expect(faqLd[i]!.acceptedAnswer.text).toBe(
        (await page.locator(`[id="${id}"]`).innerText()).trim(),
      )
    }
    const crumbs = node(ld, 'BreadcrumbList').itemListElement as Array<{
      name: string
      item: string
    }>
    expect(crumbs.map((c) => [c.name, c.item])).toEqual([
      ['Home', `${ORIGIN}/`],
      ['Kentucky Urgent Care', `${ORIGIN}/#browse-cities`],
      ['Henderson, KY', `${ORIGIN}/town/henderson`],
    ])
  })

  test('not-found states carry the section 8 messages and Back to Home', async ({
    page,
  }) => {
    await open(page, '/town/atlantis')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Town Not Found',
    )
    await expect(main(page)).toContainText('No clinics found for this location')
    await main(page).getByRole('link', { name: 'Back to Home' }).click()
    await expect(page).toHaveURL(/\/$/)
    await open(page, '/town/Not_A_Town')
    await expect(main(page)).toContainText(
      'The town you are looking for does not exist.',
    )
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex',
    )
  })

  test('the synthetic town: clinics without a towns row', async ({
    page,
  }, testInfo) => {
    await patchClinics(page, testInfo, {
      'springs-urgent-care': { city: 'Cadiz', town_id: null },
    })
    await open(page, '/town/cadiz')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Urgent Care in Cadiz, KY',
    )
    await expect(main(page)).toContainText('1 urgent care clinic found')
    await expect(main(page)).toContainText(
      'Find pediatric urgent care and walk-in clinics in Cadiz, KY.',
    )
    await expect(
      main(page).getByRole('link', {
        name: 'Springs Urgent Care',
        exact: true,
      }),
    ).toBeVisible()
    await expect(page).toHaveTitle(
      /^Pediatric Urgent Care in Cadiz, KY \| Walk-In Clinics/,
    )
    const faq = node(await jsonLd(page), 'FAQPage').mainEntity as Array<{
      acceptedAnswer: { text: string }
    }>
    expect(faq[0]!.acceptedAnswer.text).toMatch(
      /^This directory lists 1 urgent care clinic in Cadiz, KY\./,
    )
  })
})

test.describe('clinic page', () => {
  test('breadcrumb, badges, hours, actions, provenance, other clinics and JSON-LD', async ({
    page,
  }) => {
    const problems = collectProblems(page)
    await page.clock.setFixedTime(MONDAY_9AM_CENTRAL)
    await open(page, `/clinic/${MADISONVILLE}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      MADISONVILLE_NAME,
    )
    const crumbs = main(page).getByRole('navigation', { name: 'Breadcrumb' })
    await expect(crumbs.getByRole('link')).toHaveText([
      'Home',
      'Kentucky Urgent Care',
      'Madisonville',
    ])
    await expect(
      crumbs.getByRole('link', { name: 'Madisonville' }),
    ).toHaveAttribute('href', '/town/madisonville')
    await expect(
      main(page).getByRole('link', { name: 'Back to All Clinics' }),
    ).toHaveAttribute('href', '/')
    const detail = main(page).locator('article[aria-labelledby="clinic-name"]')
    await expect(detail.getByTestId('open-status')).toHaveText('Open Now')
    await expect(detail.getByTestId('today-hours')).toContainText(
      '8:00 AM - 8:00 PM',
    )
    await expect(detail.getByTestId('today-hours')).toContainText('Closes 8 PM')
    await expect(detail.getByText('Walk-ins Welcome')).toBeVisible()
    const directions = detail.getByRole('link', { name: /^Get Directions/ })
    await expect(directions).toHaveAttribute('target', '_blank')
    const site = detail.getByRole('link', { name: /^Visit Website/ })
    await expect(site).toHaveAttribute('target', '_blank')
    await expect(site).toHaveAttribute('rel', /noopener/)
    await expect(site).toHaveAttribute(
      'href',
      'https://www.baptisthealthdeaconess.com/',
    )
    await expect(detail.getByTestId('confirmed')).toHaveText(
      'Hours not confirmed by us; the details are as of February 2022, from the source below',
    )
    await expect(
      detail.getByRole('heading', { name: 'Patient Reviews' }),
    ).toHaveCount(0)
    const others = main(page).locator('section', {
      has: page.getByRole('heading', {
        name: 'Other Urgent Care Clinics in Madisonville',
      }),
    })
    await expect(others.getByRole('article')).toHaveCount(3)
    await expect(others.getByTestId('other-open-status')).toHaveText([
      /^(Open Now|Closed|Hours unknown)$/,
      /^(Open Now|Closed|Hours unknown)$/,
      /^(Open Now|Closed|Hours unknown)$/,
    ])
    // The clinic without hours is 'Hours unknown' (badge and line), never
    // 'Closed', never 'Call for hours'.
    const unknown = others.getByRole('article').filter({
      has: page.getByTestId('hours-line').getByText('Hours unknown'),
    })
    await expect(unknown.first()).toBeVisible()
    await expect(unknown.first().getByTestId('other-open-status')).toHaveText(
      'Hours unknown',
    )
    await expect(others).not.toContainText('Call for hours')
    // The page opens with the card's freshness line, under the name.
    await expect(detail.getByTestId('freshness')).toHaveText(
      /^Not confirmed since 2022\b/,
    )
    await expect(detail.getByTestId('no-phone')).toHaveText('No phone on file')
    await expect(page.getByTestId('open-status')).toHaveCount(1)
    await expectTapTarget(
      page,
      'main article[aria-labelledby="clinic-name"] a[target="_blank"], main article[aria-labelledby="clinic-name"] button',
    )

    const ld = await jsonLd(page)
    const clinic = node(ld, 'MedicalClinic')
    expect(clinic.name).toBe(
      await page.getByRole('heading', { level: 1 }).textContent(),
    )
    expect(clinic).toMatchObject({
      url: `${ORIGIN}/clinic/${MADISONVILLE}`,
      priceRange: '$$',
      paymentAccepted: 'Cash, Credit Card, Insurance',
      medicalSpecialty: 'https://schema.org/Pediatric',
      address: {
        streetAddress: '1851 S. Main Street',
        addressLocality: 'Madisonville',
        addressRegion: 'KY',
        addressCountry: 'US',
      },
    })
    await expect(detail).toContainText('1851 S. Main Street')
    expect(clinic.aggregateRating).toBeUndefined()
    expect((clinic.openingHoursSpecification as unknown[]).length).toBe(7)
    const crumbsLd = node(ld, 'BreadcrumbList').itemListElement as Array<{
      name: string
    }>
    expect(crumbsLd.map((c) => c.name)).toEqual([
      'Home',
      'Kentucky Urgent Care',
      'Madisonville',
      MADISONVILLE_NAME,
    ])

    await main(page)
      .getByRole('link', { name: 'View all clinics in Madisonville →' })
      .click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Urgent Care in Madisonville, KY',
    )
    expect(problems).toEqual([])
  })

  test('no website: no Visit Website; a status note is shown; Suggest a correction fills the subject', async ({
    page,
  }) => {
    await open(page, '/clinic/springs-urgent-care')
    const detail = main(page).locator('article[aria-labelledby="clinic-name"]')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Springs Urgent Care',
    )
    await expect(
      detail.getByRole('link', { name: /Visit Website/ }),
    ).toHaveCount(0)
    await expect(detail.getByTestId('status-note')).toContainText(
      "Check before you go: this clinic's current status is not confirmed.",
    )
    await expect(detail.getByTestId('confirmed')).toHaveText(
      'Hours not confirmed by us; the details are as of March 2008, from the sources below',
    )
    await detail.getByRole('button', { name: 'Suggest a correction' }).click()
    const dialog = page.getByRole('dialog')
    await expect(dialog.getByLabel('Subject')).toHaveValue(
      'Correction: Springs Urgent Care',
    )
  })

  test('reviews appear only with a rating, with their texts and aggregateRating', async ({
    page,
  }, testInfo) => {
    await patchClinics(page, testInfo, {
      [MADISONVILLE]: { rating: 4.6, review_count: 128 },
    })
    await open(page, `/clinic/${MADISONVILLE}`)
    const reviews = main(page).locator('section', {
      has: page.getByRole('heading', { name: 'Patient Reviews' }),
    })
    await expect(reviews).toBeVisible()
    await expect(main(page)).toContainText('4.6 (128 reviews)')
    await expect(reviews).toContainText('Based on 128 reviews')
    await expect(
      reviews.getByRole('list', { name: 'Rating distribution' }),
    ).toContainText('70%')
    await expect(reviews).toContainText(
      "Reviews help other parents make informed decisions about their child's care.",
    )
    await expect(reviews).toContainText(
      'This clinic has a 4.6 star rating from 128 reviews on Google.',
    )
    const clinic = node(await jsonLd(page), 'MedicalClinic')
    expect(clinic.aggregateRating).toMatchObject({
      ratingValue: 4.6,
      reviewCount: 128,
      bestRating: 5,
      worstRating: 1,
    })
    // Another clinic without a rating shows no reviews.
    await open(page, '/clinic/springs-urgent-care')
    await expect(
      page.getByRole('heading', { name: 'Patient Reviews' }),
    ).toHaveCount(0)
  })

  test('unknown clinic: Clinic Not Found and Back to Directory', async ({
    page,
  }) => {
    await open(page, '/clinic/no-such-clinic')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Clinic Not Found',
    )
    await expect(main(page)).toContainText(
      "The clinic you're looking for doesn't exist.",
    )
    await main(page).getByRole('link', { name: 'Back to Directory' }).click()
    await expect(page).toHaveURL(/\/$/)
  })
})

test.describe('blog', () => {
  test('list, category filter, empty state, article, related articles and JSON-LD', async ({
    page,
  }) => {
    const problems = collectProblems(page)
    await open(page, '/blog')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Health & Urgent Care Blog',
    )
    const group = main(page).getByRole('group', {
      name: 'Filter articles by category',
    })
    await expect(group.getByRole('button')).toHaveText([
      'All Articles',
      'Child Health',
      'Urgent Care Guide',
      'Insurance & Costs',
      'Seasonal Health',
      'Prevention',
      'Common Conditions',
    ])
    await expect(
      group.getByRole('button', { name: 'All Articles' }),
    ).toHaveAttribute('aria-pressed', 'true')
    const cards = main(page).getByRole('article')
    await expect(cards).toHaveCount(3)
    const blogLd = await jsonLd(page)
    expect(
      (blogLd.blogPost as Array<{ headline: string }>).map((p) => p.headline),
    ).toEqual(await cards.getByRole('heading').allTextContents())

    await group.getByRole('button', { name: 'Seasonal Health' }).click()
    await expect(main(page)).toContainText(
      'No articles found in this category.',
    )
    await expect(cards).toHaveCount(0)
    await group.getByRole('button', { name: 'Common Conditions' }).click()
    await expect(
      group.getByRole('button', { name: 'Common Conditions' }),
    ).toHaveAttribute('aria-pressed', 'true')
    await expect(cards).toHaveCount(1)
    await expect(cards.first()).toContainText('7 min read')
    await cards
      .first()
      .getByRole('link', { name: /^Read More/ })
      .click()

    await expect(page).toHaveURL(/\/blog\/fever-in-children-when-to-worry$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Fever in Children: When to Worry and When to Wait',
    )
    await expect(main(page)).toContainText('October 1, 2025')
    await expect(main(page)).toContainText('#fever')
    await expect(
      main(page).getByRole('link', { name: 'Back to Blog' }),
    ).toHaveAttribute('href', '/blog')
    const image = main(page).locator('article img').first()
    await expect
      .poll(() => image.evaluate((i: HTMLImageElement) => i.naturalWidth))
      .toBeGreaterThan(0)
    const related = main(page).locator('section', {
      has: page.getByRole('heading', { name: 'Related Articles' }),
    })
    await expect(related.getByRole('heading', { level: 3 })).toHaveText([
      'Urgent Care vs. the Emergency Room: Where to Take Your Child',
    ])
    const postLd = await jsonLd(page)
    expect(postLd['@type']).toBe('BlogPosting')
    expect(postLd.headline).toBe(
      await page.getByRole('heading', { level: 1 }).textContent(),
    )
    await related.getByRole('link', { name: /^Read More/ }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Urgent Care vs. the Emergency Room: Where to Take Your Child',
    )
    expect(problems).toEqual([])
  })

  test('unknown article: Article Not Found and Return to Blog', async ({
    page,
  }) => {
    await open(page, '/blog/no-such-article')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Article Not Found',
    )
    await main(page).getByRole('link', { name: 'Return to Blog' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Health & Urgent Care Blog',
    )
  })
})

test.describe('legal pages', () => {
  for (const [path, title, required] of [
    [
      '/privacy',
      'Privacy Policy',
      [
        // The default build: no analytics, no ads (the ads build:
        // measurement-ads.spec.ts).
        /The site uses no analytics/,
        /The site shows no advertising/,
        /never sent to us and never stored/,
      ],
    ],
    [
      '/terms',
      'Terms of Service',
      [
        /informational directory only/,
        /does not provide medical advice/,
        /call 911 immediately/,
        /verify information directly with the clinic/,
        /Commonwealth of Kentucky/,
        /The site shows no advertising/,
      ],
    ],
  ] as const)
    test(`${path}: date, required statements, contact e-mail and Return to Home`, async ({
      page,
    }) => {
      await open(page, path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
      await expect(main(page)).toContainText('Last Updated: November 26, 2026')
      for (const r of required) await expect(main(page)).toContainText(r)
      await expect(
        main(page).getByRole('link', { name: EMAIL }),
      ).toHaveAttribute('href', `mailto:${EMAIL}`)
      await main(page).getByRole('link', { name: 'Return to Home' }).click()
      await expect(page).toHaveURL(/\/$/)
    })
})

test.describe('site maps and robots', () => {
  test('HTML site map: Main Pages, Cities (13) and All Clinics by City (36)', async ({
    page,
  }) => {
    await open(page, '/sitemap')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Site Map')
    await expect(main(page).getByRole('heading', { level: 2 })).toHaveText([
      'Main Pages',
      'Cities (13)',
      'Towns with an Emergency Room but No Listed Clinic (13)',
      'All Clinics by City (36)',
    ])
    await expect(
      main(page).getByRole('link', { name: 'Henderson (9)' }),
    ).toHaveAttribute('href', '/town/henderson')
    await main(page).getByRole('link', { name: 'Springs Urgent Care' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Springs Urgent Care',
    )
  })

  test('/sitemap.xml is an application/xml document with every indexable page', async ({
    page,
  }) => {
    await page.goto('/sitemap.xml')
    await page.waitForFunction(() => document.contentType === 'application/xml')
    const xml = await page.evaluate(() =>
      new XMLSerializer().serializeToString(document),
    )
    const all = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => {
      const get = (tag: string) =>
        new RegExp(`<${tag}>([^<]*)</${tag}>`).exec(m[1]!)?.[1]
      return {
        loc: get('loc')!,
        changefreq: get('changefreq'),
        priority: get('priority'),
        lastmod: get('lastmod'),
      }
    })
    // Every page in English, then in Spanish under /es (its alternates:
    // tests/e2e/spanish-site.spec.ts).
    const spanish = all.filter((u) => u.loc.startsWith(`${ORIGIN}/es/`))
    const urls = all.filter((u) => !spanish.includes(u))
    expect(urls).toHaveLength(1 + 13 + 13 + 36 + 6)
    expect(spanish).toEqual(
      urls.map((u) => ({
        ...u,
        loc:
          u.loc === `${ORIGIN}/`
            ? `${ORIGIN}/es/`
            : u.loc.replace(ORIGIN, `${ORIGIN}/es`),
      })),
    )
    expect(
      urls.filter((u) => u.changefreq === 'monthly').map((u) => u.loc),
    ).toEqual(
      [
        '/blog',
        '/blog/urgent-care-vs-emergency-room-for-kids',
        '/blog/fever-in-children-when-to-worry',
        '/blog/urgent-care-costs-and-insurance-guide',
        '/privacy',
        '/terms',
      ].map((p) => ORIGIN + p),
    )
    expect(urls[0]).toMatchObject({
      loc: `${ORIGIN}/`,
      changefreq: 'daily',
      priority: '1',
    })
    expect(urls[0]!.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    const towns = urls.filter((u) => u.loc.startsWith(`${ORIGIN}/town/`))
    const clinics = urls.filter((u) => u.loc.startsWith(`${ORIGIN}/clinic/`))
    // 13 towns with clinics and 13 with only an emergency room.
    expect(towns).toHaveLength(26)
    expect(towns.map((t) => t.loc)).toContain(`${ORIGIN}/town/benton`)
    expect(clinics).toHaveLength(36)
    expect(
      towns.every((t) => t.changefreq === 'weekly' && t.priority === '0.8'),
    ).toBe(true)
    expect(
      clinics.every((c) => c.changefreq === 'weekly' && c.priority === '0.9'),
    ).toBe(true)
    expect(urls.map((u) => u.loc)).toContain(`${ORIGIN}/clinic/${MADISONVILLE}`)
  })

  test('/robots.txt allows all and names the canonical site map', async ({
    page,
  }) => {
    await page.goto('/robots.txt')
    await page.waitForFunction(() => document.contentType === 'text/plain')
    expect(await page.evaluate(() => document.body.innerText)).toBe(
      `User-agent: *\nAllow: /\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
    )
  })
})

test('a hostile clinic name and description render as text on every page and cannot break JSON-LD', async ({
  page,
}, testInfo) => {
  const dialogs: string[] = []
  page.on('dialog', (d) => {
    dialogs.push(d.message())
    void d.dismiss()
  })
  await patchClinics(page, testInfo, {
    'springs-urgent-care': {
      name: HOSTILE,
      description: `${HOSTILE}\nSecond line`,
    },
  })
  const pwned = () =>
    page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)

  await open(page, '/town/owensboro')
  await expect(
    main(page).getByRole('link', { name: HOSTILE, exact: true }),
  ).toBeVisible()
  await jsonLd(page)

  await open(page, '/clinic/springs-urgent-care')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOSTILE)
  await expect(
    main(page).locator('section', {
      has: page.getByRole('heading', { name: 'About This Clinic' }),
    }),
  ).toContainText(`${HOSTILE}Second line`)
  expect(await page.locator('script[type="application/ld+json"]').count()).toBe(
    1,
  )
  const raw = (await page.locator('script#jsonld').textContent())!
  expect(raw).not.toContain('</script')
  const clinic = node(
    JSON.parse(raw) as Record<string, unknown>,
    'MedicalClinic',
  )
  expect(clinic.name).toBe(HOSTILE)
  expect(clinic.description).toBe(`${HOSTILE}\nSecond line`)

  await open(page, '/clinic/immediate-care-center-owensboro')
  await expect(
    main(page).getByRole('link', { name: HOSTILE, exact: true }),
  ).toBeVisible()

  await open(page, '/sitemap')
  await expect(
    main(page).getByRole('link', { name: HOSTILE, exact: true }),
  ).toBeVisible()

  await open(page, '/')
  await expect(
    main(page).getByRole('link', { name: HOSTILE, exact: true }),
  ).toBeVisible()

  expect(await page.locator('img[src="x"]').count()).toBe(0)
  expect(await pwned()).toBeUndefined()
  expect(dialogs).toEqual([])
})

test.describe('phone screenshots', () => {
  test.use({ viewport: { width: 360, height: 740 } })
  test('town and clinic pages at 360×740', async ({ page }, testInfo) => {
    await page.clock.setFixedTime(MONDAY_9AM_CENTRAL)
    await open(page, '/town/paducah')
    await expect(main(page).getByRole('article').first()).toBeVisible()
    await page.screenshot({
      path: `test-results/town-360-${testInfo.project.name}.png`,
    })
    await page.screenshot({
      path: `test-results/town-360-full-${testInfo.project.name}.png`,
      fullPage: true,
    })
    await open(page, `/clinic/${MADISONVILLE}`)
    await expect(page.getByTestId('open-status').first()).toHaveText('Open Now')
    await page.screenshot({
      path: `test-results/clinic-360-${testInfo.project.name}.png`,
    })
    await page.screenshot({
      path: `test-results/clinic-360-full-${testInfo.project.name}.png`,
      fullPage: true,
    })
    // Nothing is wider than the screen.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
    ).toBeLessThanOrEqual(360)
  })
})
