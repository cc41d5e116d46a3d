import { expect, test, type Page } from './support/test'
import { collectProblems, control, ready } from './support/control'
import { patchClinics } from './support/patch-clinics'

/**
 * What a parent sees of the checks of a listing, in both data modes: the
 * per-field confirmed lines, 'Temporarily closed', and a clinic closed for
 * good gone from the lists while its page says so. The e2e builds carry the
 * real data (no clinic checked yet), so the states come from rows changed
 * for the page (the stand-in in database mode, the data chunk in built-in
 * mode). sitemap.xml is written at build time: the closed clinic's absence
 * from it is held by the unit and component tests.
 */

// Monday 2026-11-23 09:00 in Chicago (all built-in clinics are in Central time).
const MONDAY_9AM_CENTRAL = new Date('2026-11-23T15:00:00Z')
const MADISONVILLE = 'baptist-health-deaconess-madisonville-urgent-care'
const MADISONVILLE_NAME = 'Baptist Health Deaconess Madisonville Urgent Care'
const HEALTHPLEX = 'Owensboro Health Urgent Care - Madisonville Healthplex'
const HEALTHPLEX_SLUG = 'owensboro-health-urgent-care-madisonville-healthplex'

test.beforeEach(async ({ request }) => {
  await control(request, { reset: true })
})

async function open(page: Page, path: string) {
  await page.goto(path)
  await ready(page)
}

const main = (page: Page) => page.getByRole('main')

test('a clinic nobody has checked yet: every field says Not confirmed', async ({
  page,
}) => {
  await open(page, `/clinic/${MADISONVILLE}`)
  const fields = main(page).getByTestId('field-confirmations')
  for (const f of ['phone', 'hours', 'address', 'website'])
    await expect(fields.locator(`[data-field="${f}"] dd`)).toHaveText(
      'Not confirmed',
    )
})

test('confirmed-by lines on the card and the clinic page', async ({
  page,
}, testInfo) => {
  await page.clock.setFixedTime(MONDAY_9AM_CENTRAL)
  await patchClinics(page, testInfo, {
    [MADISONVILLE]: {
      hours_verified_at: '2026-11-20T16:00:00Z',
      hours_verified_method: 'call',
    },
    [HEALTHPLEX_SLUG]: {
      phone_verified_at: '2026-11-20T16:00:00Z',
      phone_verified_method: 'call',
    },
  })
  await open(page, '/town/madisonville')
  const card = (name: string) =>
    main(page)
      .getByRole('article')
      .filter({
        has: page.getByRole('heading', { level: 3, name, exact: true }),
      })
  await expect(card(MADISONVILLE_NAME).getByTestId('freshness')).toHaveText(
    'Hours confirmed by phone November 2026',
  )
  // Its data has no phone number on file: the line asks to check, not call.
  await expect(card(HEALTHPLEX).getByTestId('freshness')).toHaveText(
    'Phone confirmed November 2026 · hours not confirmed — check before you go',
  )
  await open(page, `/clinic/${MADISONVILLE}`)
  await expect(main(page).getByTestId('confirmed')).toHaveText(
    'Hours last confirmed by phone November 2026',
  )
  await expect(main(page).locator('[data-field="hours"] dd')).toHaveText(
    'Confirmed by phone November 2026',
  )
})

test("a temporarily closed clinic: 'Temporarily closed', never in 'Open Now'", async ({
  page,
}, testInfo) => {
  await page.clock.setFixedTime(MONDAY_9AM_CENTRAL)
  await patchClinics(page, testInfo, {
    [MADISONVILLE]: { status: 'temporarily_closed' },
  })
  await open(page, '/?hours=open-now')
  // Other clinics are open on a Monday morning; this one is not listed
  // (cards filtered out stay in the page, hidden).
  await expect(
    main(page).getByTestId('open-status').filter({ visible: true }).first(),
  ).toHaveText('Open Now')
  await expect(
    main(page).getByRole('link', { name: MADISONVILLE_NAME, exact: true }),
  ).toHaveCount(0)
  await open(page, `/clinic/${MADISONVILLE}`)
  const article = main(page).locator('article[aria-labelledby="clinic-name"]')
  await expect(article.getByTestId('open-status')).toHaveText(
    'Temporarily closed',
  )
  await expect(article).not.toContainText('Open Now')
})

test('a clinic closed for good: gone from the lists, its page says so, noindex', async ({
  page,
}, testInfo) => {
  const problems = collectProblems(page)
  await patchClinics(page, testInfo, {
    [MADISONVILLE]: { status: 'permanently_closed' },
  })
  await open(page, '/town/madisonville')
  await expect(
    main(page).getByRole('link', { name: HEALTHPLEX, exact: true }).first(),
  ).toBeVisible()
  await expect(
    main(page).getByRole('link', { name: MADISONVILLE_NAME, exact: true }),
  ).toHaveCount(0)
  await open(page, `/clinic/${MADISONVILLE}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    MADISONVILLE_NAME,
  )
  await expect(main(page).getByTestId('closed-notice')).toContainText(
    'This clinic has closed',
  )
  await expect(
    main(page).getByRole('link', { name: HEALTHPLEX, exact: true }),
  ).toBeVisible()
  await expect(main(page).getByTestId('emergency-rooms')).toContainText(
    'Nearest emergency room',
  )
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
    'content',
    'noindex',
  )
  expect(problems).toEqual([])
})
