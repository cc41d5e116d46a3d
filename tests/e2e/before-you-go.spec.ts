import { expect, test, type Page } from './support/test'
import { expectNoViolations } from './support/axe'
import { control, ready } from './support/control'
import { patchClinics } from './support/patch-clinics'

/**
 * Before you drive, in both data modes: a clinic page with confirmed facts
 * (each with its month) and one with none (one line of what to ask), the
 * card's compact line, and the last check-in on the hours line and the
 * badge at a frozen clock: 'Check-in closing soon' at 7:29 PM, 'Check-in
 * closed' at 7:31 PM for a clinic closing at 8 PM whose last check-in is 30
 * minutes before. The real data has no fact confirmed: the rows are patched
 * for the page.
 */

const MADISONVILLE = 'baptist-health-deaconess-madisonville-urgent-care'
const MADISONVILLE_NAME = 'Baptist Health Deaconess Madisonville Urgent Care'
const HEALTHPLEX = 'owensboro-health-urgent-care-madisonville-healthplex'
const PHONE = { width: 360, height: 740 }
const CONFIRMED = { at: '2026-11-20T16:00:00Z', method: 'call' }
const confirmed = (field: string) => ({
  [`${field}_verified_at`]: CONFIRMED.at,
  [`${field}_verified_method`]: CONFIRMED.method,
})
const FACTS = {
  min_age_months: 6,
  ...confirmed('min_age'),
  accepts_medicaid_kchip: true,
  ...confirmed('medicaid'),
  xray_on_site: true,
  ...confirmed('xray'),
  last_checkin_minutes_before_close: 30,
  ...confirmed('last_checkin'),
  languages: ['spanish'],
  ...confirmed('languages'),
}
// Monday 2026-11-23 in Chicago (UTC−6): Madisonville's Monday is 8 AM–8 PM.
const MONDAY = (hh: number, mm: number) =>
  new Date(Date.UTC(2026, 10, 23, hh + 6, mm))

test.beforeEach(async ({ request }) => {
  await control(request, { reset: true })
})

async function open(page: Page, path: string) {
  await page.goto(path)
  await ready(page)
}

const main = (page: Page) => page.getByRole('main')
const card = (page: Page, name: string) =>
  main(page)
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) })

test('a clinic page with confirmed facts: each with its month, nothing to ask', async ({
  page,
}, testInfo) => {
  await page.clock.setFixedTime(MONDAY(10, 0))
  await patchClinics(page, testInfo, { [MADISONVILLE]: FACTS })
  await open(page, `/clinic/${MADISONVILLE}`)
  const block = main(page).getByTestId('before-you-go')
  await expect(block.getByRole('heading', { level: 2 })).toHaveText(
    'Before you go',
  )
  await expect(block.getByRole('listitem')).toHaveText([
    'Sees children 6 months and older Confirmed November 2026',
    'Takes Kentucky Medicaid and KCHIP Confirmed November 2026',
    'X-ray on site Confirmed November 2026',
    'Last check-in 30 minutes before closing Confirmed November 2026',
    'Spanish spoken Confirmed November 2026',
  ])
  await expect(block.getByTestId('ask-when-you-call')).toHaveCount(0)
  await expect(main(page).getByTestId('today-hours')).toContainText(
    'Closes 8 PM · last check-in 7:30 PM',
  )
  await expectNoViolations(page, 'a clinic page with confirmed facts')
})

test('a clinic page with no fact confirmed: one line of what to ask', async ({
  page,
}) => {
  await open(page, `/clinic/${HEALTHPLEX}`)
  const block = main(page).getByTestId('before-you-go')
  await expect(block.getByRole('listitem')).toHaveCount(0)
  // No phone on file for it: nothing asks to call.
  await expect(block.getByTestId('ask-when-you-call')).toHaveText(
    /^Not confirmed yet — ask (when you call|before you go): youngest age seen, Medicaid\/KCHIP, X-ray, last check-in, Spanish or an interpreter\.$/,
  )
  // The JSON-LD states none of them.
  const ld = (
    await page.locator('script[type="application/ld+json"]').allTextContents()
  ).join('\n')
  expect(ld).not.toContain('ImagingTest')
  expect(ld).not.toContain('availableLanguage')
  expect(ld).not.toContain('KCHIP')
  await expectNoViolations(page, 'a clinic page with no fact confirmed')
})

test.describe('on a phone', () => {
  test.use({ viewport: PHONE })

  // Within the last hour the hours line also says how long is left
  // (issue 48); the confirmed check-in keeps its badge.
  for (const [time, badge, state, left] of [
    [MONDAY(19, 29), 'Check-in closing soon', 'soon', 31],
    [MONDAY(19, 31), 'Check-in closed', 'ended', 29],
  ] as const)
    test(`at ${time.toISOString()}: the card says '${badge}', the hours line the last check-in`, async ({
      page,
    }, testInfo) => {
      await page.clock.setFixedTime(time)
      await patchClinics(page, testInfo, { [MADISONVILLE]: FACTS })
      await open(page, '/town/madisonville')
      const c = card(page, MADISONVILLE_NAME)
      await expect(c.getByTestId('open-status')).toHaveText(badge)
      await expect(c.getByTestId('open-status')).toHaveAttribute(
        'data-checkin',
        state,
      )
      await expect(c.getByTestId('hours-line')).toHaveText(
        `8:00 AM - 8:00 PM • Closes 8 PM (in ${left} min) · last check-in 7:30 PM`,
      )
      await expect(c.getByTestId('card-facts')).toHaveText(
        'Confirmed: Ages 6 mo+ · Medicaid/KCHIP · X-ray · Spanish',
      )
      // The other cards: no facts line, no check-in.
      await expect(main(page).getByTestId('card-facts')).toHaveCount(1)
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
      ).toBeLessThanOrEqual(PHONE.width)
      await expectNoViolations(page, `a town page with '${badge}'`)
    })

  test('7:29 PM without a confirmed last check-in: Open Now with the closing warning', async ({
    page,
  }) => {
    await page.clock.setFixedTime(MONDAY(19, 29))
    await open(page, '/town/madisonville')
    const c = card(page, MADISONVILLE_NAME)
    await expect(c.getByTestId('open-status')).toHaveText(
      'Open Now · closes in 31 min',
    )
    await expect(c.getByTestId('hours-line')).toHaveText(
      '8:00 AM - 8:00 PM • Closes 8 PM (in 31 min)',
    )
    await expect(c.getByTestId('card-facts')).toHaveCount(0)
  })

  test('some Medicaid/KCHIP plans (issue 47): the card and the clinic page say to ask which, in both languages, within 360 px', async ({
    page,
  }, testInfo) => {
    await page.clock.setFixedTime(MONDAY(10, 0))
    await patchClinics(page, testInfo, {
      [MADISONVILLE]: { ...FACTS, medicaid_kchip_some_plans: true },
    })
    const fits = async () =>
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
      ).toBeLessThanOrEqual(PHONE.width)
    await open(page, '/town/madisonville')
    await expect(
      card(page, MADISONVILLE_NAME).getByTestId('card-facts'),
    ).toHaveText(
      'Confirmed: Ages 6 mo+ · Some Medicaid plans · X-ray · Spanish',
    )
    await fits()
    await open(page, `/clinic/${MADISONVILLE}`)
    await expect(
      main(page).getByTestId('before-you-go').getByRole('listitem').nth(1),
    ).toHaveText(
      'Takes some Medicaid/KCHIP plans — ask which Confirmed November 2026',
    )
    await fits()
    await open(page, `/es/clinic/${MADISONVILLE}`)
    await expect(
      main(page).getByTestId('before-you-go').getByRole('listitem').nth(1),
    ).toContainText('Acepta algunos planes de Medicaid/KCHIP — pregunte cuáles')
    await fits()
    await expectNoViolations(page, 'a Spanish clinic page with some plans')
  })

  test('the clinic page at 360 px: the block fits, nothing wider than the screen', async ({
    page,
  }, testInfo) => {
    await page.clock.setFixedTime(MONDAY(19, 29))
    await patchClinics(page, testInfo, { [MADISONVILLE]: FACTS })
    await open(page, `/clinic/${MADISONVILLE}`)
    await expect(
      main(page)
        .locator('article[aria-labelledby="clinic-name"]')
        .getByTestId('open-status')
        .first(),
    ).toHaveText('Check-in closing soon')
    await expect(
      main(page).getByTestId('before-you-go').getByRole('listitem'),
    ).toHaveCount(5)
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
    ).toBeLessThanOrEqual(PHONE.width)
  })
})
