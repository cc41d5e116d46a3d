import { expect, test, type Page } from './support/test'
import { collectProblems, control, ready } from './support/control'
import { expectNoViolations } from './support/axe'
import { patchClinics } from './support/patch-clinics'

/*
 * Holidays (issue 49) at frozen instants, on today's data (no clinic has a
 * confirmed exception): on Christmas Day at 10 AM no badge is in the open
 * state or reads 'Open Now…' (the first hydrated paint included), the
 * usually open ones say so and the results say none confirmed, with 911
 * and Poison Control; after a search the emergency rooms come before the
 * cards (the 'nothing open' answer), axe clean; the day
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

test("Christmas Day, 10 AM: no plain 'Open Now', the usually open say so, none confirmed; after a search the emergency rooms first, 911 and Poison Control; axe clean", async ({
  page,
}) => {
  const problems = collectProblems(page)
  // Every badge the page ever paints (its state and its words), from the
  // first hydrated paint on.
  await page.addInitScript(() => {
    const seen: { state: string | null; text: string }[] = []
    ;(
      window as unknown as {
        __states: { state: string | null; text: string }[]
      }
    ).__states = seen
    new MutationObserver(() => {
      for (const b of Array.from(
        document.querySelectorAll('[data-testid$="open-status"]'),
      ))
        seen.push({
          state: b.getAttribute('data-state'),
          text: b.textContent ?? '',
        })
    }).observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['data-state'],
    })
  })
  await openHome(page, CHRISTMAS_10AM)
  // Not open in any form: the state, and the words ('Open Now · closes in
  // 25 min' included).
  const openState = page.locator(
    '[data-testid$="open-status"][data-state="open"]',
  )
  await expect(openState).toHaveCount(0)
  await expect(badges(page).filter({ hasText: /^Open Now/ })).toHaveCount(0)
  const usually = badges(page).filter({ hasText: 'Usually open now' })
  expect(await usually.count()).toBeGreaterThan(0)
  await expect(usually.first()).toHaveAttribute('data-state', 'usually-open')
  await expect(page.getByTestId('holiday-not-confirmed')).toContainText('911')
  const painted = await page.evaluate(
    () =>
      (
        window as unknown as {
          __states: { state: string | null; text: string }[]
        }
      ).__states,
  )
  expect(painted.length).toBeGreaterThan(0)
  expect(
    painted.filter((b) => b.state === 'open' || /^Open Now/.test(b.text)),
  ).toEqual([])
  // The card's line names the day.
  await expect(cards(page).first().getByTestId('freshness')).toContainText(
    'Christmas Day today',
  )

  // A search: no clinic confirmed open, so the 'nothing open' answer.
  const location = page.getByPlaceholder('City, State or ZIP').first()
  await location.fill('Paducah')
  await location.press('Enter')
  await expect(page.getByLabel('Sort clinics')).toHaveValue('distance')
  const rooms = results(page).getByTestId('emergency-rooms')
  await expect(
    rooms.getByRole('heading', {
      name: 'Emergency rooms near you — open 24 hours',
    }),
  ).toBeVisible()
  await expect(rooms.getByTestId('emergency-room').first()).toContainText(
    'Emergency room · open 24 hours',
  )
  await expect(rooms).toContainText(
    'For a life-threatening emergency call 911.',
  )
  const note = results(page).getByTestId('holiday-not-confirmed')
  await expect(note).toContainText(
    'No clinic has confirmed its holiday hours for now: call before you go.',
  )
  await expect(note.getByRole('link', { name: '911' })).toHaveAttribute(
    'href',
    'tel:911',
  )
  await expect(note).toContainText('Poison Control')
  await expect(
    note.getByRole('link', { name: '1-800-222-1222' }),
  ).toHaveAttribute('href', 'tel:18002221222')
  // The rooms come before the first clinic card (the list fully drawn).
  await expect(page.locator('[data-drawing]')).toHaveCount(0)
  expect(await cards(page).count()).toBeGreaterThan(0)
  const roomsBox = (await rooms.boundingBox())!
  const firstCard = (await cards(page).first().boundingBox())!
  expect(roomsBox.y + roomsBox.height).toBeLessThanOrEqual(firstCard.y)
  // Still nothing open after the search.
  await expect(openState).toHaveCount(0)
  await expect(badges(page).filter({ hasText: /^Open Now/ })).toHaveCount(0)
  await expectNoViolations(page, 'Christmas Day after a search, none confirmed')
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
  await expect(
    page.locator('[data-testid$="open-status"][data-state="open"]'),
  ).toHaveCount(1)
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
      hasText: 'Thanksgiving tomorrow: hours not confirmed',
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
