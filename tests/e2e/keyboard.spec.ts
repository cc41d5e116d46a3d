import { expect, test, type Locator, type Page } from './support/test'
import { control, isDatabaseMode, records } from './support/control'
import { resultsHeading, cards, open } from './support/home'
import { sameInBothDataModes } from './support/modes'

/**
 * The paths a parent takes with the keyboard alone: every step is a key
 * press (page.keyboard), never a click.
 */

const TOTAL = 36

const isFocused = (target: Locator) =>
  target.evaluate((el) => el === document.activeElement)

/** Presses Tab (or Shift+Tab) until `target` has focus. */
async function tabTo(page: Page, target: Locator, key = 'Tab', max = 120) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(key)
    if (await isFocused(target)) return
  }
  throw new Error(`${key} never reached ${target.toString()}`)
}

test.beforeEach(async ({ request }) => {
  await control(request, { reset: true })
})

test('the skip link is the first stop and moves focus to the main content', async ({
  page,
}) => {
  sameInBothDataModes()
  await open(page, '/town/henderson')
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to main content' })
  await expect(skip).toBeFocused()
  await expect(skip).toBeInViewport()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('main')).toBeFocused()
  // The next Tab lands inside the main content, past the header.
  await page.keyboard.press('Tab')
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Home' }),
  ).toBeFocused()
})

test('search by typing a town and pressing Enter: results sorted by distance', async ({
  page,
}) => {
  sameInBothDataModes()
  await open(page, '/')
  await expect(resultsHeading(page)).toHaveText(`${TOTAL} clinics found`)
  await tabTo(page, page.getByRole('combobox', { name: 'Location' }).first())
  await page.keyboard.type('Paducah')
  await page.keyboard.press('Enter')
  await expect(page.getByLabel('Sort clinics')).toHaveValue('distance')
  await expect(resultsHeading(page)).toHaveText(/^\d+ clinics? found$/)
  // The listings we can confirm, by distance ('about 1 mile' for a clinic at the town's point).
  const miles = (
    await page
      .getByRole('region', { name: 'Clinic results' })
      .locator('ul:has(article)')
      .first()
      .getByTestId('distance')
      .allTextContents()
  ).map((d) => Number(/([\d.]+) miles?$/.exec(d)![1]))
  expect(miles.length).toBeGreaterThan(0)
  expect(miles.length).toBeLessThan(TOTAL)
  expect([...miles].sort((a, b) => a - b)).toEqual(miles)
  await expect(cards(page).first()).toContainText('Paducah, KY')
})

test('Space toggles a filter and the list narrows, then widens again', async ({
  page,
}) => {
  sameInBothDataModes()
  await open(page, '/')
  await expect(resultsHeading(page)).toHaveText(`${TOTAL} clinics found`)
  const walkIn = page.getByRole('checkbox', { name: 'Walk-in Welcome' })
  await tabTo(page, walkIn)
  await page.keyboard.press('Space')
  await expect(walkIn).toBeChecked()
  await expect(resultsHeading(page)).not.toHaveText(`${TOTAL} clinics found`)
  const narrowed = parseInt((await resultsHeading(page).textContent()) ?? '')
  expect(narrowed).toBeGreaterThan(0)
  expect(narrowed).toBeLessThan(TOTAL)
  await expect(cards(page)).toHaveCount(narrowed)
  await page.keyboard.press('Space')
  await expect(walkIn).not.toBeChecked()
  await expect(resultsHeading(page)).toHaveText(`${TOTAL} clinics found`)
})

test.describe('on a phone-sized screen', () => {
  test.use({ viewport: { width: 360, height: 740 } })
  test('the collapsed filters open with Enter and a filter toggles with Space', async ({
    page,
  }) => {
    sameInBothDataModes()
    await open(page, '/')
    const toggle = page.getByRole('button', { name: 'Show filters' })
    await tabTo(page, toggle)
    await page.keyboard.press('Enter')
    await expect(
      page.getByRole('button', { name: 'Hide filters' }),
    ).toHaveAttribute('aria-expanded', 'true')
    const weekend = page.getByRole('checkbox', { name: 'Weekend Hours' })
    await tabTo(page, weekend)
    await page.keyboard.press('Space')
    await expect(weekend).toBeChecked()
    await expect(resultsHeading(page)).not.toHaveText(`${TOTAL} clinics found`)
  })
})

test('a clinic opens from the list with Tab and Enter', async ({ page }) => {
  sameInBothDataModes()
  await open(page, '/')
  const first = cards(page).first().getByRole('heading').getByRole('link')
  const name = (await first.textContent())!.trim()
  await tabTo(page, first)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/clinic\/[a-z0-9-]+$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
  await expect(page.getByTestId('open-status').first()).toHaveText(
    /Open Now|Closed|Hours unknown/,
  )
})

test.describe('the contact form', () => {
  const opener = (page: Page) =>
    page.getByRole('button', { name: 'Contact Support' })
  const dialog = (page: Page) =>
    page.getByRole('dialog', { name: 'Send Us a Message' })

  async function openForm(page: Page, first = 'Name') {
    await tabTo(page, opener(page))
    await page.keyboard.press('Enter')
    await expect(dialog(page)).toBeVisible()
    await expect(page.getByLabel(first, { exact: true })).toBeFocused()
  }

  /** Types all four fields, moving between them with Tab. */
  async function typeMessage(page: Page) {
    await page.keyboard.type('Ann Parent')
    await page.keyboard.press('Tab')
    await page.keyboard.type('ann@example.com')
    await page.keyboard.press('Tab')
    await page.keyboard.type('Hours correction')
    await page.keyboard.press('Tab')
    await page.keyboard.type('Springs Urgent Care closes at 6 on Saturdays.')
  }

  async function closeWithEscape(page: Page) {
    await page.keyboard.press('Escape')
    await expect(dialog(page)).toHaveCount(0)
    await expect(opener(page)).toBeFocused()
  }

  test('database mode: a failed send stays open, Escape closes it; a second send goes out and announces it', async ({
    page,
    request,
    baseURL,
  }) => {
    test.skip(!isDatabaseMode(baseURL), 'needs the contact backend')
    // The first send is refused (the rate limit): the form says so and
    // keeps nothing on the device (a server failure would be kept).
    let refuse = true
    await page.route('**/functions/v1/send-contact-email', (route) => {
      if (!refuse || route.request().method() !== 'POST')
        return route.continue()
      refuse = false
      return route.fulfill({
        status: 429,
        contentType: 'application/json',
        headers: { 'access-control-allow-origin': '*', 'retry-after': '60' },
        body: '{"error":"rate_limited","retry_after":60}',
      })
    })
    await open(page, '/')
    await openForm(page)
    // Submitting with empty fields: errors, focus on the first bad field.
    await page.keyboard.press('Enter')
    await expect(dialog(page).getByText('Name is required.')).toBeVisible()
    await expect(page.getByLabel('Name', { exact: true })).toBeFocused()
    await typeMessage(page)
    await tabTo(
      page,
      dialog(page).getByRole('button', { name: 'Send Message' }),
    )
    await page.keyboard.press('Enter')
    await expect(
      dialog(page).getByText(
        "You've sent several messages in a short time. Please try again later.",
      ),
    ).toBeVisible()
    await closeWithEscape(page)
    const posts = async () =>
      (await records(request)).contacts.filter((c) => c.method === 'POST')
    // Refused before the gateway: nothing reached the function.
    expect(await posts()).toHaveLength(0)

    // Hold the request until the test has seen the 'Sending...' state.
    let release!: () => void
    const held = new Promise<void>((r) => (release = r))
    await page.route('**/functions/v1/send-contact-email', async (route) => {
      await held
      await route.continue()
    })
    await page.keyboard.press('Enter')
    await expect(dialog(page)).toBeVisible()
    await typeMessage(page)
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Shift+Tab')
    await expect(page.getByLabel('Name', { exact: true })).toBeFocused()
    await page.keyboard.press('Enter') // implicit submission from a field
    const status = dialog(page).getByRole('status')
    await expect(status).toHaveText('Sending...')
    await expect(
      dialog(page).getByRole('button', { name: 'Sending...' }),
    ).toBeDisabled()
    release()
    await expect(status).toHaveText('Message sent successfully!')
    const sent = await posts()
    expect(sent).toHaveLength(1)
    expect(JSON.parse(sent[0]!.body)).toEqual({
      name: 'Ann Parent',
      email: 'ann@example.com',
      subject: 'Hours correction',
      message: 'Springs Urgent Care closes at 6 on Saturdays.',
    })
    // It closes itself after 2 s; focus goes back to the opener.
    await expect(dialog(page)).toHaveCount(0, { timeout: 5000 })
    await expect(opener(page)).toBeFocused()
  })

  test('built-in mode: the form explains it cannot send, ends in the e-mail link reached by Tab, Escape closes it', async ({
    page,
    request,
    baseURL,
  }) => {
    test.skip(isDatabaseMode(baseURL), 'built-in copy only')
    await open(page, '/')
    await openForm(page, 'Subject')
    await page.keyboard.type('Hours correction')
    await page.keyboard.press('Enter') // tries to submit from a field
    await page.keyboard.press('Tab')
    await page.keyboard.type('Springs Urgent Care closes at 6 on Saturdays.')
    await expect(dialog(page)).toContainText(
      "We can't receive messages here yet. Please email us at",
    )
    await expect(
      dialog(page).getByRole('button', { name: 'Send Message' }),
    ).toHaveCount(0)
    await expect(dialog(page).getByRole('status')).toHaveText('')
    // Cancel, then the e-mail link: where the parent finishes.
    await page.keyboard.press('Tab')
    await expect(
      dialog(page).getByRole('button', { name: 'Cancel' }),
    ).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(
      dialog(page).getByRole('link', { name: 'Email this message' }),
    ).toBeFocused()
    await closeWithEscape(page)
    expect((await records(request)).contacts).toEqual([])
  })
})

test('FAQ items open and close with Enter and Space, one at a time', async ({
  page,
}) => {
  sameInBothDataModes()
  await open(page, '/town/henderson')
  const faq = page.getByRole('main').locator('section', {
    has: page.getByRole('heading', {
      name: 'Frequently Asked Questions - Henderson',
    }),
  })
  const q = faq.getByRole('button')
  await tabTo(page, q.nth(0))
  await page.keyboard.press('Enter')
  await expect(q.nth(0)).toHaveAttribute('aria-expanded', 'true')
  await expect(
    faq.getByRole('region', { name: /How many urgent care centers/ }),
  ).toContainText('This directory lists 9 urgent care clinics in Henderson')
  await page.keyboard.press('Enter')
  await expect(q.nth(0)).toHaveAttribute('aria-expanded', 'false')
  await expect(faq.getByRole('region')).toHaveCount(0)

  await page.keyboard.press('Space')
  await expect(q.nth(0)).toHaveAttribute('aria-expanded', 'true')
  // The open answer holds no links: the next Tab reaches the next question.
  await page.keyboard.press('Tab')
  await expect(q.nth(1)).toBeFocused()
  await page.keyboard.press('Space')
  await expect(q.nth(1)).toHaveAttribute('aria-expanded', 'true')
  await expect(q.nth(0)).toHaveAttribute('aria-expanded', 'false')
  await expect(faq.getByRole('region')).toHaveCount(1)
  await expect(
    faq.getByRole('region', { name: /instead of the emergency room/ }),
  ).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(q.nth(1)).toHaveAttribute('aria-expanded', 'false')
  await expect(faq.getByRole('region')).toHaveCount(0)
})
