import { expect, test, type Page } from './support/test'
import {
  collectProblems,
  control,
  isDatabaseMode,
  ready,
  STAND_IN,
} from './support/control'
import { expectNoViolations } from './support/axe'
import { keptOnDevice } from './support/outbox'
import type { StoredReport } from './support/report-backend'
import type { StoredMessage } from './support/contact-backend'
import { CLINIC_ROWS } from '../../src/data/builtin/generated/data'

/**
 * 'Is this information right?' on a clinic page. In database mode the
 * report goes through the stand-in gateway to the real report-listing
 * function under Deno, which stores it in the stand-in PostgREST
 * (report-backend.ts); in built-in mode the form gives the e-mail address.
 */

const SLUG = 'baptist-health-deaconess-madisonville-urgent-care'
const NAME = 'Baptist Health Deaconess Madisonville Urgent Care'
const THANKS = "Thank you — we'll check this listing."
const SIGNAL = 'Visitors reported this clinic closed — call before you go'
/** The card's line for a clinic with no phone on file: nothing asks to call. */
const SIGNAL_NO_PHONE =
  'Visitors reported this clinic closed — check before you go'

interface Records {
  messages: StoredMessage[]
  reportCalls: { method: string; headers: Record<string, string> }[]
  reports: StoredReport[]
  reportUnexpected: string[]
}
const records = async (page: Page): Promise<Records> =>
  (await (await page.request.get(`${STAND_IN}/__control`)).json()) as Records

async function open(page: Page, path = `/clinic/${SLUG}`) {
  await page.goto(path)
  await ready(page)
}
const check = (page: Page) => page.getByTestId('listing-check')

/** Opens the form and chooses one thing that is wrong. */
async function chooseWrong(page: Page, what: string) {
  await check(page).getByRole('button', { name: 'Something is wrong' }).click()
  await check(page).getByRole('checkbox', { name: what }).check()
}
/** Chooses one thing that is wrong and sends it. */
async function report(page: Page, what: string) {
  await chooseWrong(page, what)
  await check(page).getByRole('button', { name: 'Send report' }).click()
}

test.beforeEach(async ({ request }) => {
  await control(request, { reset: true })
})

test.describe('in database mode', () => {
  test.skip(({ baseURL }) => !isDatabaseMode(baseURL), 'the report function')

  test('by keyboard: two taps to the form, the report stored once, thanks in place with focus', async ({
    page,
  }) => {
    const problems = collectProblems(page)
    await open(page)
    const wrong = check(page).getByRole('button', {
      name: 'Something is wrong',
    })
    await wrong.focus()
    await page.keyboard.press('Enter')
    const first = check(page).getByRole('checkbox', { name: 'Hours are wrong' })
    await expect(first).toBeVisible()
    await expectNoViolations(page, 'the report form')
    // Nothing chosen: the message, focus on the first choice.
    await check(page).getByRole('button', { name: 'Send report' }).focus()
    await page.keyboard.press('Enter')
    await expect(
      check(page).getByText('Choose at least one thing that is wrong.'),
    ).toBeVisible()
    await expect(first).toBeFocused()
    await expectNoViolations(page, 'the report form with an error')
    await page.keyboard.press('Space')
    await page.keyboard.press('Tab') // Phone number is wrong
    await page.keyboard.press('Tab') // Address is wrong
    await page.keyboard.press('Tab') // It has closed
    await page.keyboard.press('Space')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab') // the note
    await page.keyboard.type('Door sign says closed <b>for good</b>')
    await page.keyboard.press('Tab')
    await page.keyboard.type('ann@example.com')
    await check(page).getByRole('button', { name: 'Send report' }).focus()
    await page.keyboard.press('Enter')
    const thanks = check(page).getByText(THANKS)
    await expect(thanks).toBeFocused()
    await expectNoViolations(page, 'the thank-you state')
    const r = await records(page)
    expect(r.reports).toHaveLength(1)
    expect(r.reports[0]).toMatchObject({
      kinds: ['hours_wrong', 'closed'],
      note: 'Door sign says closed <b>for good</b>',
      reply_email: 'ann@example.com',
      status: 'new',
    })
    expect(r.reports[0]!.client_hash).toMatch(/^[0-9a-f]{64}$/)
    expect(r.reports[0]!.idempotency_key).toBe(
      r.reportCalls[0]!.headers['idempotency-key'],
    )
    expect(r.reportUnexpected).toEqual([])
    // The note is text on the page, never markup.
    expect(await page.locator('b:text("for good")').count()).toBe(0)
    expect(problems).toEqual([])
  })

  test("by mouse: 'Yes, it's right' is one tap, counted and never shown as a check", async ({
    page,
  }) => {
    await open(page)
    await check(page).getByRole('button', { name: "Yes, it's right" }).click()
    await expect(
      check(page).getByText('Thank you for confirming.'),
    ).toBeFocused()
    const r = await records(page)
    expect(r.reports.map((x) => x.kinds)).toEqual([['confirmed_by_visitor']])
    await open(page)
    await expect(
      page
        .getByTestId('field-confirmations')
        .locator('[data-field="hours"] dd'),
    ).toHaveText('Not confirmed')
  })

  test('the placement: after the hours and phone, before the services, outside the 911 banner', async ({
    page,
  }) => {
    await open(page)
    const order = await page.evaluate(() => {
      const at = (el: Element | null) =>
        el ? Array.from(document.querySelectorAll('*')).indexOf(el) : -1
      const byText = (t: string) =>
        Array.from(document.querySelectorAll('h2')).find(
          (h) => h.textContent === t,
        ) ?? null
      return {
        hours: at(byText('Hours')),
        check: at(byText('Is this information right?')),
        services: at(byText('Services Offered')),
        phone: at(
          byText('Hours')
            ?.closest('article')
            ?.querySelector('a[href^="tel:"], [data-testid="no-phone"]') ??
            document.querySelector('main h1'),
        ),
        inBanner: !!document
          .querySelector('[data-testid="listing-check"]')
          ?.closest('aside, [role="dialog"]'),
      }
    })
    expect(order.hours).toBeGreaterThan(-1)
    expect(order.check).toBeGreaterThan(order.hours)
    expect(order.check).toBeGreaterThan(order.phone)
    expect(order.services).toBeGreaterThan(order.check)
    expect(order.inBanner).toBe(false)
  })

  test('offline: kept on the device, sent once when the connection returns, not again after a reload', async ({
    page,
    context,
  }) => {
    await open(page)
    await chooseWrong(page, 'Phone number is wrong')
    await page.waitForLoadState('networkidle')
    await context.setOffline(true)
    await check(page).getByRole('button', { name: 'Send report' }).click()
    // The kept state in the form's place, focused: the notice and what was
    // kept; no form to send again.
    const kept = check(page).getByTestId('kept-report')
    await expect(kept).toBeFocused()
    await expect(kept).toContainText(
      "You're offline. Your report is saved on this device and will be sent when you're back online.",
    )
    await expect(kept.getByRole('listitem')).toHaveText([
      'Phone number is wrong',
    ])
    await expect(
      check(page).getByRole('button', { name: 'Send report' }),
    ).toHaveCount(0)
    await expectNoViolations(page, 'a report kept offline')
    expect((await records(page)).reportCalls).toHaveLength(0)
    await context.setOffline(false)
    await expect.poll(async () => (await records(page)).reports.length).toBe(1)
    const r = await records(page)
    expect(r.reports[0]!.kinds).toEqual(['phone_wrong'])
    await expect
      .poll(async () => (await records(page)).reportCalls.length)
      .toBe(1)
    // The device forgets the report once the answer is back (a reload
    // before that sends it again, with the same key: stored once).
    await expect.poll(() => keptOnDevice(page)).toBe(0)
    await page.reload()
    await ready(page)
    await page.waitForLoadState('networkidle')
    expect((await records(page)).reportCalls).toHaveLength(1)
  })

  test('the database down (502): kept, then sent once with the same key when it is back', async ({
    page,
    request,
  }) => {
    await control(request, { reportStoreStatus: 503 })
    await open(page)
    await report(page, 'It has closed')
    await expect(
      check(page).getByText(
        /^Our server isn't working right now \(your connection is fine\)\. Your report is saved/,
      ),
    ).toBeVisible()
    expect((await records(page)).reports).toHaveLength(0)
    await control(request, { reportStoreStatus: 0 })
    // The connection 'returns' (the page also retries by itself after 20 s).
    await page.evaluate(() => window.dispatchEvent(new Event('online')))
    await expect.poll(async () => (await records(page)).reports.length).toBe(1)
    const r = await records(page)
    const keys = new Set(r.reportCalls.map((c) => c.headers['idempotency-key']))
    expect(keys.size).toBe(1)
    expect(r.reportCalls).toHaveLength(2)
  })

  test('a fourth report of one clinic from one visitor in a day: the limit is said, nothing stored', async ({
    page,
  }) => {
    for (let i = 0; i < 4; i++) {
      await open(page)
      await report(page, 'Something else')
      if (i < 3) await expect(check(page).getByText(THANKS)).toBeVisible()
    }
    await expect(check(page).getByRole('alert')).toHaveText(
      "You've sent several reports in a short time. Please try again later.",
    )
    await expectNoViolations(page, 'a refused report')
    expect((await records(page)).reports).toHaveLength(3)
  })

  test("'Suggest a correction' sends the clinic with the message, for the inbox", async ({
    page,
  }) => {
    await open(page)
    await page.getByRole('button', { name: 'Suggest a correction' }).click()
    const dialog = page.getByRole('dialog', { name: 'Send Us a Message' })
    await expect(dialog.getByLabel('Subject', { exact: true })).toHaveValue(
      `Correction: ${NAME}`,
    )
    await dialog.getByLabel('Name', { exact: true }).fill('Ann Parent')
    await dialog.getByLabel('Email', { exact: true }).fill('ann@example.com')
    await dialog
      .getByLabel('Message', { exact: true })
      .fill('The Saturday hours are 9 to 3 now.')
    await dialog.getByRole('button', { name: 'Send Message' }).click()
    await expect(dialog.getByText('Message sent successfully!')).toBeVisible()
    const r = await records(page)
    expect(r.messages.map((m) => m.clinic_id)).toEqual([
      CLINIC_ROWS.find((c) => c.slug === SLUG)!.id,
    ])
  })

  test("'Visitors reported this clinic closed' at five networks on two days, not at four", async ({
    page,
    request,
  }) => {
    // The stand-in dates reports by the real clock and the line lasts 14
    // days from them: the page's clock stays at an instant before today's
    // (E2E_NOW may be a later one, such as Christmas Day).
    await page.clock.setFixedTime(new Date('2026-11-24T16:30:00Z'))
    const reportClosed = async (ip: string) => {
      await control(request, { clientIp: ip })
      await open(page)
      await report(page, 'It has closed')
      await expect(check(page).getByText(THANKS)).toBeVisible()
    }
    for (const ip of ['198.51.100.1', '198.51.100.2', '198.51.100.3'])
      await reportClosed(ip)
    await reportClosed('198.51.100.4')
    // A day later the same network again is not a fifth.
    await control(request, { ageReports: 1 })
    await reportClosed('198.51.100.4')
    await open(page)
    await expect(page.getByTestId('visitors-reported-closed')).toHaveCount(0)
    await open(page, '/town/madisonville')
    await expect(
      page.getByText(/^Visitors reported this clinic closed/),
    ).toHaveCount(0)

    await reportClosed('198.51.100.5')
    await open(page)
    await expect(page.getByTestId('visitors-reported-closed')).toHaveText(
      SIGNAL,
    )
    await expectNoViolations(page, 'a clinic visitors reported closed')
    // The card says it too, in place of its freshness line; nothing else
    // changes until the operator confirms.
    await open(page, '/town/madisonville')
    const card = page
      .getByRole('main')
      .getByRole('article')
      .filter({
        has: page.getByRole('heading', { level: 3, name: NAME, exact: true }),
      })
    await expect(card.getByTestId('freshness')).toHaveText(SIGNAL_NO_PHONE)
    await expect(card.getByText('Temporarily closed')).toHaveCount(0)
  })
})

test.describe('in built-in mode', () => {
  test.skip(({ baseURL }) => isDatabaseMode(baseURL), 'no backend')

  test('the form gives the e-mail address, with the clinic and the choices written in', async ({
    page,
  }) => {
    await open(page)
    await chooseWrong(page, 'Hours are wrong')
    // Said first, above the fields, before anything is filled in.
    const notice = check(page).getByTestId('report-by-email')
    await expect(notice).toContainText(
      "We can't receive reports here yet. Please email us at",
    )
    const noticeTop = (await notice.boundingBox())!.y
    const firstField = (await check(page)
      .getByRole('checkbox')
      .first()
      .boundingBox())!.y
    expect(noticeTop).toBeLessThan(firstField)
    await check(page)
      .getByLabel('What did you find? (optional)')
      .fill('Closes at 6 on Sundays')
    // No greyed 'Send report': the form ends in the e-mail link, which
    // carries the report (the mail app replies from the parent's address).
    await expect(
      check(page).getByRole('button', { name: 'Send report' }),
    ).toHaveCount(0)
    await expect(
      check(page).getByLabel("Your email, if you'd like a reply (optional)"),
    ).toHaveCount(0)
    const link = check(page).getByRole('link', { name: 'Email this report' })
    const href = (await link.getAttribute('href'))!
    await expect(check(page).getByRole('link', { name: /@/ })).toHaveAttribute(
      'href',
      href,
    )
    const body = new URL(href).searchParams.get('body')!
    expect(body).toContain(`Clinic: ${NAME}`)
    expect(body).toContain(`/clinic/${SLUG}`)
    expect(body).toContain('- Hours are wrong')
    expect(body).toContain('Closes at 6 on Sundays')
    await expectNoViolations(page, 'the report form without a backend')
    await check(page).getByRole('button', { name: 'Cancel' }).click()
    await check(page).getByRole('button', { name: "Yes, it's right" }).click()
    const answer = check(page).getByText(
      /^Thank you\. We can't receive answers here yet, so nothing was sent\./,
    )
    await expect(answer).toBeVisible()
    await expect(answer.getByRole('link', { name: /@/ })).toHaveAttribute(
      'href',
      /^mailto:/,
    )
    await expectNoViolations(page, "the 'Yes' answer without a backend")
  })
})
