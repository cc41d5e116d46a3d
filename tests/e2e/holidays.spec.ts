import { expect, test, type Page } from './support/test'
import { collectProblems, control, ready } from './support/control'
import { expectNoViolations } from './support/axe'
import { patchClinics } from './support/patch-clinics'

/*
 * Holidays (issue 49) at frozen instants, on today's data (no clinic has a
 * confirmed exception): on Christmas Day at 10 AM no card says plain 'Open
 * Now' (the first hydrated paint included), the usually open ones say so
 * and the results say none confirmed, with 911 and Poison Control; the day
 * before Thanksgiving every card's line names the holiday; an ordinary
 * Tuesday is unchanged; a clinic whose Christmas hours were confirmed is
 * open by them and comes first. In both data modes: the exceptions are
 * read from the hosted API or the bundle. All built-in clinics are in
 * Central time.
 */
const TOTAL = 36
const CHRISTMAS_10AM = new Date('2026-12-25T16:00:00Z')
const WEDNESDAY_BEFORE_THANKSGIVING = new Date('2026-11-25T16:00:00Z')
const TUESDAY_10AM = new Date('2026-12-08T16:00:00Z')

const results = (page: Page) =>
  page.getByRole('region', { name: 'Clinic results' })
const cards = (page: Page) => results(page).getByRole('article')
const badges = (page: Page) => cards(page).getByTestId('open-status')

async function openHome(page: Page, at: Date) {
  await page.clock.setFixedTime(at)
  await page.goto('/')
  await ready(page)
  await expect(cards(page)).toHaveCount(TOTAL)
  await expect(badges(page).filter({ hasText: /\S/ })).toHaveCount(TOTAL)
}

test.beforeEach(async ({ request }) => {
  await control(request, { reset: true })
})

test("Christmas Day, 10 AM: no plain 'Open Now', the usually open say so, none confirmed", async ({
  page,
}) => {
  const problems = collectProblems(page)
  // Every badge state the page ever paints, from the first hydrated paint.
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { __states: string[] }).__states = seen
    new MutationObserver(() => {
      for (const b of Array.from(
        document.querySelectorAll('[data-testid="open-status"]'),
      ))
        seen.push(b.textContent ?? '')
    }).observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
    })
  })
  await openHome(page, CHRISTMAS_10AM)
  await expect(badges(page).filter({ hasText: /^Open Now$/ })).toHaveCount(0)
  const usually = badges(page).filter({ hasText: 'Usually open now' })
  expect(await usually.count()).toBeGreaterThan(0)
  await expect(usually.first()).toHaveAttribute('data-state', 'usually-open')
  await expect(page.getByTestId('holiday-not-confirmed')).toContainText('911')
  const painted = await page.evaluate(
    () => (window as unknown as { __states: string[] }).__states,
  )
  expect(painted).not.toContain('Open Now')
  // The card's line names the day.
  await expect(cards(page).first().getByTestId('freshness')).toContainText(
    'Christmas Day today',
  )
  expect(problems).toEqual([])
})

test('Christmas Day, 10 AM, one clinic with its holiday hours confirmed: open by them and first; the others still usually open; axe clean', async ({
  page,
}, testInfo) => {
  const problems = collectProblems(page)
  await patchClinics(page, testInfo, {
    'fast-pace-urgent-care-murray': {
      hours_exceptions: [
        {
          date: '2026-12-25',
          hours: '9:00 AM - 1:00 PM',
          confirmed_at: '2026-12-01T15:00:00Z',
          method: 'call',
        },
      ],
    },
  })
  await openHome(page, CHRISTMAS_10AM)
  const first = cards(page).first()
  await expect(first.getByRole('heading', { level: 3 })).toHaveText(
    'Fast Pace Urgent Care - Murray',
  )
  await expect(first.getByTestId('open-status')).toHaveAttribute(
    'data-state',
    'open',
  )
  await expect(first).toContainText('Holiday hours 9:00 AM - 1:00 PM')
  // No other clinic reads plainly open; the usually open still say so.
  await expect(badges(page).filter({ hasText: /^Open Now/ })).toHaveCount(1)
  expect(
    await badges(page).filter({ hasText: 'Usually open now' }).count(),
  ).toBeGreaterThan(0)
  await expectNoViolations(page, 'Christmas Day with one confirmed exception')
  expect(problems).toEqual([])
})

test('the day before Thanksgiving: the card says so in one line', async ({
  page,
}) => {
  await openHome(page, WEDNESDAY_BEFORE_THANKSGIVING)
  await expect(
    cards(page).getByTestId('freshness').filter({
      hasText: 'Thanksgiving tomorrow: hours not confirmed — call first',
    }),
  ).toHaveCount(TOTAL)
  // Wednesday itself is an ordinary day.
  expect(
    await badges(page)
      .filter({ hasText: /^Open Now$/ })
      .count(),
  ).toBeGreaterThan(0)
})

test('an ordinary Tuesday: nothing changed', async ({ page }) => {
  await openHome(page, TUESDAY_10AM)
  expect(
    await badges(page)
      .filter({ hasText: /^Open Now$/ })
      .count(),
  ).toBeGreaterThan(0)
  await expect(
    badges(page).filter({ hasText: 'Usually open now' }),
  ).toHaveCount(0)
  await expect(page.getByTestId('holiday-not-confirmed')).toHaveCount(0)
  await expect(
    cards(page)
      .getByTestId('freshness')
      .filter({ hasText: /today:|tomorrow:/ }),
  ).toHaveCount(0)
})
