import { expect, test, type Locator, type Page } from './support/test'
import { control, frames, ready } from './support/control'
import { expectNoViolations } from './support/axe'

/*
 * The first minute of a parent on a phone (issue 40), in both data modes and
 * both languages: every way of searching brings the answer into view with
 * focus on it and the first clinic's name, status and Call (or Directions)
 * on screen; 'Open Now' is one tap from the first screen; active filters show
 * as removable chips; distances to a town's point say 'about'; no card asks
 * to call without a number; a wide screen does not jump.
 */

const PHONE = { width: 360, height: 740 }
const WIDE = { width: 1280, height: 800 }
// Monday 2026-11-23 09:00 in Chicago.
const MONDAY_9AM_CENTRAL = new Date('2026-11-23T15:00:00Z')

const LANGS = [
  {
    lang: 'en',
    home: '/',
    town: '/town/paducah',
    found: /clinics? found$/,
    openNow: 'Open Now',
    findCare: 'Find Care Now',
    listbox: 'Suggested towns and ZIP codes',
    here: 'Use current location',
    denied: 'Unable to access your location. Please enter an address manually.',
    on: 'Open Now filter on.',
    call: 'Call Now',
    directions: /^Directions/,
    about: /^In Paducah · about \d+ miles?$/,
    zero: /\b0 miles?\b/,
    callForHours: 'Call for hours',
    remove: /^Open Now \(remove this filter\)$/,
    pills: {
      late: ['Open Late', 'Open Late (Past 9 PM) (remove this filter)'],
      weekends: ['Weekend Hours', 'Weekend Hours (remove this filter)'],
      walkIn: ['No Appointment', 'Walk-in Welcome (remove this filter)'],
    },
    walkInBadge: 'Walk-ins Welcome',
    noneFound: 'No clinics found',
    call911: 'Call 911',
  },
  {
    lang: 'es',
    home: '/es/',
    town: '/es/town/paducah',
    found: /clínicas? encontradas?$/,
    openNow: 'Abierto ahora',
    findCare: 'Buscar atención ahora',
    listbox: 'Ciudades y códigos postales sugeridos',
    here: 'Usar mi ubicación actual',
    denied: 'No se pudo obtener su ubicación. Escriba una dirección.',
    on: 'Filtro Abierto ahora activado.',
    call: 'Llamar ahora',
    directions: /^Cómo llegar/,
    about: /^En Paducah · a (?:unas \d+ millas|alrededor de 1 milla)$/,
    zero: /\b0 millas?\b/,
    callForHours: 'Llame para saber el horario',
    remove: /^Abierto ahora \(quitar este filtro\)$/,
    pills: {
      late: [
        'Abierto hasta tarde',
        'Abierto tarde (después de las 9 PM) (quitar este filtro)',
      ],
      weekends: [
        'Horario de fin de semana',
        'Horario de fin de semana (quitar este filtro)',
      ],
      walkIn: ['Sin cita', 'Se atiende sin cita (quitar este filtro)'],
    },
    walkInBadge: 'Se atiende sin cita',
    noneFound: 'No se encontraron clínicas',
    call911: 'Llamar al 911',
  },
] as const

type Lang = (typeof LANGS)[number]

const results = (page: Page) => page.locator('#results-heading')
const banner = (page: Page) => page.locator('aside').filter({ hasText: '911' })

/** The bottom of the part of the screen the 911 banner does not cover. */
async function visibleBottom(page: Page) {
  const bar = await banner(page).last().boundingBox()
  return bar ? bar.y : page.viewportSize()!.height
}

async function expectOnScreen(page: Page, what: Locator, label: string) {
  const box = await what.boundingBox()
  expect(box, label).not.toBeNull()
  expect(box!.y, `${label} top`).toBeGreaterThanOrEqual(0)
  expect(box!.y + box!.height, `${label} bottom`).toBeLessThanOrEqual(
    await visibleBottom(page),
  )
}

/** The answer is in view: the heading focused at the top, the first card's name, status and Call/Directions on screen. */
async function expectAnswerInView(page: Page, l: Lang) {
  const heading = results(page)
  await expect(heading).toBeFocused()
  await expect(heading).toHaveText(l.found)
  // Smooth scrolling ends, and what arrives above the heading (the share
  // button, the chips) has been made up for: the heading stays put near the
  // top for a fifth of a second.
  await expect
    .poll(async () => {
      const y = (await heading.boundingBox())?.y ?? -1
      await frames(page, 3)
      return y === ((await heading.boundingBox())?.y ?? -2) && y < 40
    })
    .toBe(true)
  await expectOnScreen(page, heading, 'results heading')
  const first = page
    .getByRole('region', { name: /Clinic results|Resultados/ })
    .getByRole('article')
    .first()
  await expectOnScreen(page, first.getByRole('heading', { level: 3 }), 'name')
  await expect(first.getByTestId('open-status')).not.toBeEmpty()
  await expectOnScreen(page, first.getByTestId('open-status'), 'status')
  const call = first.getByRole('link', { name: l.call })
  const action =
    (await call.count()) > 0
      ? call
      : first.getByRole('link', { name: l.directions })
  await expectOnScreen(page, action, 'Call or Directions')
}

async function openHome(page: Page, l: Lang) {
  await page.clock.setFixedTime(MONDAY_9AM_CENTRAL)
  await page.goto(l.home)
  await ready(page)
}

async function typePaducah(page: Page) {
  const field = page.locator('#hero-location')
  await field.click()
  await field.pressSequentially('Paduc')
  return field
}

test.beforeEach(async ({ request }) => {
  await control(request, { reset: true })
})

for (const l of LANGS)
  test.describe(`${l.lang}: a phone's first minute`, () => {
    test.use({ viewport: PHONE, hasTouch: true })

    test('a suggestion, Enter and Find Care Now each bring the answer into view, focused', async ({
      page,
    }) => {
      await openHome(page, l)
      // 1. A suggestion.
      let field = await typePaducah(page)
      await page
        .getByRole('listbox', { name: l.listbox })
        .getByRole('option', { name: /^Paducah, KY/ })
        .click()
      await expectAnswerInView(page, l)
      await expect(page).toHaveURL(/location=Paducah/)

      // 2. Enter, from the top of the page again.
      await page.evaluate(() => window.scrollTo(0, 0))
      field = page.locator('#hero-location')
      await field.fill('Murray, KY')
      await field.press('Enter')
      await expectAnswerInView(page, l)
      await expect(page).toHaveURL(/location=Murray/)

      // 3. The button.
      await page.evaluate(() => window.scrollTo(0, 0))
      await field.fill('Owensboro, KY')
      await page.getByRole('button', { name: l.findCare }).click()
      await expectAnswerInView(page, l)
      await expect(page).toHaveURL(/location=Owensboro/)

      // Back restores the place searched before, and moves nothing by itself.
      await page.goBack()
      await expect(page).toHaveURL(/location=Murray/)
    })

    test("'Open Now' is on the first screen; one tap filters, announces and shows a removable chip", async ({
      page,
    }) => {
      await openHome(page, l)
      const toggle = page.getByTestId('open-now-hero')
      await expect(toggle).toHaveText(l.openNow)
      await expectOnScreen(page, toggle, 'hero Open Now')
      await expect(toggle).toHaveAttribute('aria-pressed', 'false')
      const before = await results(page).textContent()
      await toggle.tap()
      await expectAnswerInView(page, l)
      await expect(results(page)).not.toHaveText(before!)
      await expect(page).toHaveURL(/hours=open-now/)
      await expect(
        page.getByRole('status').filter({ hasText: l.on }),
      ).toHaveCount(1)
      await expect(page.getByTestId('open-now-bar')).toHaveAttribute(
        'aria-pressed',
        'true',
      )
      await expect(toggle).toHaveAttribute('aria-pressed', 'true')
      await expectNoViolations(page, 'Open Now on, chips shown')
      // Every card shown is open now.
      const shown = page
        .getByRole('region', { name: /Clinic results|Resultados/ })
        .getByRole('article')
      for (const card of await shown.all())
        if (await card.isVisible())
          await expect(card.getByTestId('open-status')).toHaveAttribute(
            'data-state',
            'open',
          )

      // The chip removes it.
      const chip = page
        .getByTestId('active-filters')
        .getByRole('button', { name: l.remove })
      await chip.click()
      await expect(page.getByTestId('open-now-bar')).toHaveAttribute(
        'aria-pressed',
        'false',
      )
      await expect(page).not.toHaveURL(/hours=open-now/)
      await expect(page.getByTestId('active-filters')).toHaveCount(0)
    })

    test("the hero's Open Late, Weekend Hours and No Appointment each toggle their filter, in the address and the chips", async ({
      page,
    }) => {
      await openHome(page, l)
      const group = page.getByRole('group', {
        name: /Quick filters|Filtros rápidos/,
      })
      const chips = page.getByTestId('active-filters')
      const region = page.getByRole('region', {
        name: /Clinic results|Resultados/,
      })
      const all = await results(page).textContent()

      // No Appointment: the walk-in clinics only, each card says so.
      const walkIn = group.getByRole('button', { name: l.pills.walkIn[0] })
      await expect(walkIn).toHaveAttribute('aria-pressed', 'false')
      await walkIn.tap()
      await expect(walkIn).toHaveAttribute('aria-pressed', 'true')
      await expect(page).toHaveURL(/services=walk-in/)
      await expect(
        chips.getByRole('button', { name: l.pills.walkIn[1] }),
      ).toBeVisible()
      await expectAnswerInView(page, l)
      await expect(results(page)).not.toHaveText(all!)
      for (const card of await region.getByRole('article').all())
        if (await card.isVisible())
          await expect(card).toContainText(l.walkInBadge)
      await walkIn.tap()
      await expect(walkIn).toHaveAttribute('aria-pressed', 'false')
      await expect(page).not.toHaveURL(/services=walk-in/)

      // Weekend Hours: fewer clinics, the pill and the chip in step.
      await page.evaluate(() => scrollTo(0, 0))
      const weekends = group.getByRole('button', { name: l.pills.weekends[0] })
      await weekends.tap()
      await expect(weekends).toHaveAttribute('aria-pressed', 'true')
      await expect(page).toHaveURL(/hours=weekends/)
      await expectAnswerInView(page, l)
      await expect(results(page)).not.toHaveText(all!)
      // The chip turns it off, and the pill with it.
      await chips.getByRole('button', { name: l.pills.weekends[1] }).click()
      await expect(weekends).toHaveAttribute('aria-pressed', 'false')
      await expect(page).not.toHaveURL(/hours=weekends/)
      await expect(results(page)).toHaveText(all!)

      // Open Late: no clinic of the region is open past 9 PM; the answer
      // says so where the parent looks, with 911 and Poison Control.
      await page.evaluate(() => scrollTo(0, 0))
      const late = group.getByRole('button', { name: l.pills.late[0] })
      await late.tap()
      await expect(late).toHaveAttribute('aria-pressed', 'true')
      await expect(page).toHaveURL(/hours=late-night/)
      const none = page.getByRole('heading', { name: l.noneFound })
      await expect(none).toBeFocused()
      const call = page.getByTestId('filters-empty').getByRole('link', {
        name: l.call911,
      })
      await expect(call).toHaveAttribute('href', 'tel:911')
      await expect
        .poll(async () => {
          const y = (await none.boundingBox())?.y ?? -1
          await frames(page, 3)
          return y === ((await none.boundingBox())?.y ?? -2) && y < 40
        })
        .toBe(true)
      await expectOnScreen(page, none, 'No clinics found')
      await expectOnScreen(page, call, 'Call 911')
      await expectNoViolations(page, 'Open Late leaving nothing')
    })

    test('location denied: the message where the answer would be, the place box focused to type in; the region list not revealed', async ({
      page,
      context,
    }) => {
      await context.clearPermissions()
      await openHome(page, l)
      await page.getByRole('button', { name: l.here }).tap()
      const alert = page.getByRole('alert').filter({ hasText: l.denied })
      await expect(alert).toBeVisible()
      const field = page.locator('#hero-location')
      await expect(field).toBeFocused()
      // The scroll has ended with the message on screen.
      await expect
        .poll(async () => {
          const y = (await alert.boundingBox())?.y ?? -1
          await frames(page, 3)
          return y === ((await alert.boundingBox())?.y ?? -2)
        })
        .toBe(true)
      await expectOnScreen(page, alert, 'the message')
      await expectOnScreen(page, field, 'the place box')
      await expect(results(page)).not.toBeFocused()
      // Typing replaces what the box said ('Current Location').
      await page.keyboard.type('Murray')
      await expect(field).toHaveValue('Murray')
      await expectNoViolations(page, 'location denied')
    })

    test("the current position brings the answer into view; distances to a town's point say 'about'", async ({
      page,
      context,
    }) => {
      await context.grantPermissions(['geolocation'])
      // Paducah, a little off its centre.
      await context.setGeolocation({ latitude: 37.06, longitude: -88.62 })
      await openHome(page, l)
      await page.getByRole('button', { name: l.here }).tap()
      await expectAnswerInView(page, l)
      const distances = page.getByTestId('distance')
      await expect(distances.first()).toBeVisible()
      const texts = await distances.allTextContents()
      expect(texts.some((t) => l.about.test(t.trim()))).toBe(true)
      for (const t of texts) expect(t).not.toMatch(l.zero)
    })

    test('a city tile leads to its town page with the first clinic on the first screen, no distance, the unconfirmed last', async ({
      page,
    }) => {
      await openHome(page, l)
      await page
        .locator('#browse-cities')
        .getByRole('link', { name: /Paducah/ })
        .click()
      await expect(page).toHaveURL(new RegExp(`${l.town}$`))
      await ready(page)
      const first = page.getByRole('article').first()
      await expectOnScreen(
        page,
        first.getByRole('heading', { level: 3 }),
        'first clinic name',
      )
      await expect(page.locator('main')).not.toContainText(l.zero)
      const folded = page.getByTestId('unconfirmed-listings')
      await expect(folded.getByRole('button')).toHaveAttribute(
        'aria-expanded',
        'false',
      )
      await expect(folded.getByRole('article').first()).toBeHidden()
      await expectNoViolations(page, 'a town page from a city tile')
    })

    test('no card asks to call without a number; a phone shows two cards to a screen', async ({
      page,
    }) => {
      await openHome(page, l)
      const region = page.getByRole('region', {
        name: /Clinic results|Resultados/,
      })
      // Every card drawn first (the HTML carries six, the rest come when the
      // page is idle and push the Show button down: a tap aimed before that
      // would land on what took its place).
      await expect(region.locator('article')).toHaveCount(36)
      await expect(page.locator('[data-drawing]')).toHaveCount(0)
      // The listings with no hours on file, folded on a phone: unfolded.
      // Cards drawn after the first frame keep an estimated height until
      // they come on screen (content-visibility): scrolled to, they take
      // their own and the button moves. Tapped once it has stopped moving.
      const show = region
        .getByTestId('unconfirmed-listings')
        .locator('button[aria-expanded]')
        .first()
      await expect(show).toHaveText(/^(Show|Mostrar)/)
      await show.scrollIntoViewIfNeeded()
      await expect
        .poll(async () => {
          const before = (await show.boundingBox())?.y
          await page.evaluate(
            () =>
              new Promise((done) =>
                requestAnimationFrame(() => requestAnimationFrame(done)),
              ),
          )
          return before === (await show.boundingBox())?.y
        })
        .toBe(true)
      await show.tap()
      await expect(show).toHaveAttribute('aria-expanded', 'true')
      // (Every card drawn: a list draws its cards in steps.)
      await expect(region.locator('article').nth(10)).toBeAttached()
      await expect(page.locator('[data-drawing]')).toHaveCount(0)
      // No card without a number asks to call.
      const asking = await region.locator('article').evaluateAll(
        (cards, words) =>
          cards
            .filter((c) => !c.querySelector('[data-card-action="call"]'))
            .filter((c) => (c.textContent ?? '').includes(words))
            .map((c) => c.querySelector('h3')?.textContent),
        l.callForHours,
      )
      expect(asking).toEqual([])
      expect(await region.locator('article').count()).toBeGreaterThan(10)
      // Two cards' names, statuses and Call (or Directions) within one 740 px
      // screen.
      const shown = region.getByRole('article')
      await expect(shown.nth(1)).toBeVisible()
      const top = (await shown.first().boundingBox())!.y
      const end = await shown
        .nth(1)
        .locator('[data-card-action="call"], [data-card-action="directions"]')
        .first()
        .boundingBox()
      expect(end!.y + end!.height - top).toBeLessThanOrEqual(PHONE.height)
    })
  })

test.describe('a wide screen', () => {
  test.use({ viewport: WIDE })
  for (const l of LANGS)
    test(`${l.lang}: a search brings the answer into view, focus on it (issue 48: the first card's Call was below the fold)`, async ({
      page,
    }) => {
      await openHome(page, l)
      const field = page.locator('#hero-location')
      await field.fill('Paducah, KY')
      await field.press('Enter')
      await expectAnswerInView(page, l)
      await expectNoViolations(page, 'a wide-screen search')
    })
})
