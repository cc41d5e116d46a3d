import { expect, test, type Page } from './support/test'
import { collectProblems, control, ready } from './support/control'
import { patchClinics } from './support/patch-clinics'
import { expectNoViolations } from './support/axe'

/*
 * 'My child's age' and 'Takes Medicaid/KCHIP' (issue 43), in both data
 * modes: filters that never hide the unknown. The e2e builds carry the real
 * data, where no clinic has confirmed either fact: every clinic stays, says
 * what to ask, and the count says how many are not confirmed. With rows
 * changed for the page (the stand-in in database mode, the data chunk in
 * built-in mode), a clinic confirmed not to fit leaves the list; the
 * emergency rooms never change (an ER sees every child).
 */

// Monday 2026-11-23 09:00 in Chicago.
const MONDAY_9AM = new Date('2026-11-23T15:00:00Z')
const BAPTIST = 'Baptist Health Paducah Urgent Care'
const BAPTIST_SLUG = 'baptist-health-paducah-urgent-care'
const MERCY = 'Mercy Health - Paducah Urgent Care'
const MERCY_SLUG = 'mercy-health-paducah-urgent-care'
const CONFIRMED = {
  at: '2026-11-20T16:00:00Z',
  method: 'call',
}

test.beforeEach(async ({ request }) => {
  await control(request, { reset: true })
})

const main = (page: Page) => page.getByRole('main')
const results = (page: Page) =>
  page.getByRole('region', { name: 'Clinic results' })
const heading = (page: Page) => results(page).locator('#results-heading')
const card = (page: Page, name: string) =>
  main(page)
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) })
const notes = (page: Page, name: string) =>
  card(page, name).getByTestId('ask-when-you-call').locator('p')

async function searchPaducah(page: Page) {
  await page.clock.setFixedTime(MONDAY_9AM)
  await page.goto('/')
  await ready(page)
  const field = page.getByPlaceholder('City, State or ZIP').first()
  await field.fill('Paducah')
  await field.press('Enter')
  await expect(page.getByLabel('Sort clinics')).toHaveValue('distance')
  await expect(heading(page)).toHaveText(/^\d+ clinics found$/)
  return Number(/^(\d+)/.exec((await heading(page).textContent()) ?? '')![1])
}

const filterPanel = (page: Page) =>
  page.getByRole('complementary', { name: 'Search filters' })

async function chooseFilters(page: Page) {
  const panel = filterPanel(page)
  const show = panel.getByRole('button', { name: 'Show filters' })
  if (await show.isVisible()) await show.click()
  await panel
    .getByRole('group', { name: "My child's age" })
    .getByRole('radio', { name: 'Under 6 months' })
    .check()
  await panel.getByRole('checkbox', { name: 'Takes Medicaid/KCHIP' }).check()
}

async function roomNames(page: Page) {
  const rooms = page
    .getByTestId('emergency-rooms')
    .getByTestId('emergency-room')
  await expect(rooms.first()).toBeVisible()
  return rooms.allTextContents()
}

test('unknown facts: every clinic stays, says what to ask, and the count says so; the URL keeps the filters', async ({
  page,
}) => {
  const problems = collectProblems(page)
  const count = await searchPaducah(page)
  await chooseFilters(page)
  const line = `${count} clinics found · ${count} not confirmed for this age · ${count} not confirmed for Medicaid/KCHIP`
  await expect(heading(page)).toHaveText(line)
  // The one polite live region says the same.
  await expect(page.locator('p[role="status"][aria-live="polite"]')).toHaveText(
    line,
  )
  await expect(notes(page, BAPTIST)).toHaveText([
    'Age not confirmed — ask when you call',
    'Medicaid/KCHIP not confirmed — ask when you call',
  ])
  // No phone on file: nothing asks to call.
  await expect(notes(page, MERCY)).toHaveText([
    'Age not confirmed — check before you go',
    'Medicaid/KCHIP not confirmed — check before you go',
  ])
  const chips = page.getByRole('list', { name: 'Filters in use' })
  await expect(chips.getByRole('button')).toHaveText([
    /^Under 6 months/,
    /^Takes Medicaid\/KCHIP/,
  ])
  await expect(page).toHaveURL(
    /\?location=Paducah&age=under-6-months&coverage=medicaid-kchip$/,
  )
  await expectNoViolations(page, 'home with the age and Medicaid filters')

  // A reload (or the shared link) restores them.
  await page.reload()
  await ready(page)
  await expect(heading(page)).toHaveText(line)
  const panel = filterPanel(page)
  await expect(
    panel.getByRole('radio', { name: 'Under 6 months', includeHidden: true }),
  ).toBeChecked()
  await expect(
    panel.getByRole('checkbox', {
      name: 'Takes Medicaid/KCHIP',
      includeHidden: true,
    }),
  ).toBeChecked()

  // A chip removes its filter; 'Clear All Filters' the rest.
  await chips.getByRole('button', { name: /^Under 6 months/ }).click()
  await expect(heading(page)).toHaveText(
    `${count} clinics found · ${count} not confirmed for Medicaid/KCHIP`,
  )
  await expect(notes(page, BAPTIST)).toHaveText([
    'Medicaid/KCHIP not confirmed — ask when you call',
  ])
  await expect(page).toHaveURL(/\?location=Paducah&coverage=medicaid-kchip$/)
  const show = panel.getByRole('button', { name: 'Show filters' })
  if (await show.isVisible()) await show.click()
  await panel.getByRole('button', { name: 'Clear All Filters' }).click()
  await expect(
    panel.getByRole('checkbox', { name: 'Takes Medicaid/KCHIP' }),
  ).not.toBeChecked()
  await expect(panel.getByRole('radio', { name: 'Any age' })).toBeChecked()
  await expect(page.getByTestId('ask-when-you-call')).toHaveCount(0)
  expect(problems).toEqual([])
})

test('a clinic confirmed not to fit leaves the list; the emergency rooms stay the same', async ({
  page,
}, testInfo) => {
  await patchClinics(page, testInfo, {
    [BAPTIST_SLUG]: {
      min_age_months: 24,
      min_age_verified_at: CONFIRMED.at,
      min_age_verified_method: CONFIRMED.method,
    },
    [MERCY_SLUG]: {
      accepts_medicaid_kchip: false,
      medicaid_verified_at: CONFIRMED.at,
      medicaid_verified_method: CONFIRMED.method,
    },
  })
  const count = await searchPaducah(page)
  const rooms = await roomNames(page)
  await expect(card(page, BAPTIST)).toBeVisible()
  await expect(card(page, MERCY)).toBeVisible()

  await chooseFilters(page)
  const left = count - 2
  await expect(heading(page)).toHaveText(
    `${left} clinics found · ${left} not confirmed for this age · ${left} not confirmed for Medicaid/KCHIP`,
  )
  // Cards filtered out stay in the page, hidden.
  await expect(card(page, BAPTIST)).toBeHidden()
  await expect(card(page, MERCY)).toBeHidden()
  expect(await roomNames(page)).toEqual(rooms)

  // Each leaves only for the filter it does not fit.
  await page
    .getByRole('list', { name: 'Filters in use' })
    .getByRole('button', { name: /^Takes Medicaid\/KCHIP/ })
    .click()
  await expect(card(page, MERCY)).toBeVisible()
  await expect(card(page, BAPTIST)).toBeHidden()
  await expect(heading(page)).toHaveText(
    `${count - 1} clinics found · ${count - 1} not confirmed for this age`,
  )
  // 2 years and older: the clinic from 24 months is back, without a note.
  await filterPanel(page)
    .getByRole('radio', { name: '2 years and older' })
    .check()
  await expect(card(page, BAPTIST)).toBeVisible()
  await expect(
    card(page, BAPTIST).getByTestId('ask-when-you-call'),
  ).toHaveCount(0)
  await expect(heading(page)).toHaveText(
    `${count} clinics found · ${count - 1} not confirmed for this age`,
  )
  expect(await roomNames(page)).toEqual(rooms)
})

test.describe('phone-sized screen', () => {
  test.use({ viewport: { width: 360, height: 740 } })

  test('a shared link with the filters: the notes fit, nothing overflows', async ({
    page,
  }) => {
    await page.clock.setFixedTime(MONDAY_9AM)
    await page.goto(
      '/?location=Paducah&age=6-23-months&coverage=medicaid-kchip',
    )
    await ready(page)
    await expect(heading(page)).toHaveText(
      /^\d+ clinics found · \d+ not confirmed for this age · \d+ not confirmed for Medicaid\/KCHIP$/,
    )
    await card(page, BAPTIST).scrollIntoViewIfNeeded()
    await expect(notes(page, BAPTIST).first()).toBeVisible()
    await page.getByRole('button', { name: 'Show filters' }).click()
    const age = page.getByRole('radio', { name: '6–23 months' })
    await expect(age).toBeChecked()
    const row = await age.locator('xpath=..').boundingBox()
    expect(row!.height).toBeGreaterThanOrEqual(44)
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
  })
})
