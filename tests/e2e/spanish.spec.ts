import { expect, test, type Page } from './support/test'
import {
  STAND_IN,
  collectProblems,
  control,
  isDatabaseMode,
  ready,
  records,
} from './support/control'
import { expectNoViolations } from './support/axe'
import { sameInBothDataModes } from './support/modes'
import { englishLeft } from './support/english-left'

/**
 * The Spanish site (/es/) in a real browser, in both data modes: the
 * search, its results and filters, the clinic and town pages, the Emergency
 * Info dialog, the contact form and the language links, each state read in
 * Spanish (no English interface text left outside clinic data marked
 * lang="en") and checked by axe. All built-in clinics are in Central time.
 */

const TOTAL = 36
// Monday 2026-11-23 in Chicago: 07:30, 09:00 and 02:00.
const MONDAY_730AM = new Date('2026-11-23T13:30:00Z')
const MONDAY_9AM = new Date('2026-11-23T15:00:00Z')
const MONDAY_2AM = new Date('2026-11-23T08:00:00Z')
const ORIGIN = 'https://kids-urgent-care.example' // VITE_SITE_URL of the e2e builds
const FORD = 'owensboro-health-urgent-care-ford-medical-building'
const FORD_NAME = 'Owensboro Health Urgent Care - Ford Medical Building'
const EMAIL = 'help@kids-urgent-care.example' // VITE_CONTACT_EMAIL of the e2e builds

const STATUS = /^(Abierto ahora|Cerrado|Horario desconocido)$/
const COUNT = /^(1 clínica encontrada|\d+ clínicas encontradas)$/

const main = (page: Page) => page.getByRole('main')
const results = (page: Page) =>
  page.getByRole('region', { name: 'Resultados de clínicas' })
const resultsHeading = (page: Page) =>
  results(page).getByRole('heading', { level: 2 }).first()
const cards = (page: Page) => results(page).getByRole('article')
const heroField = (page: Page) =>
  page.getByRole('combobox', { name: 'Ubicación' }).first()
const openNow = (page: Page) =>
  page
    .getByRole('group', { name: 'Horario' })
    .getByRole('checkbox', { name: 'Abierto ahora' })

/** Opens `path` with the clock frozen at `at`, once hydrated with live data. */
async function open(page: Page, path: string, at = MONDAY_9AM) {
  await page.clock.setFixedTime(at)
  await page.goto(path)
  await ready(page)
}

/** The home page with every clinic listed and each one's status drawn. */
async function openHome(page: Page, at = MONDAY_9AM, path = '/es/') {
  await open(page, path, at)
  await expect(cards(page)).toHaveCount(TOTAL)
  await expect(
    cards(page).getByTestId('open-status').filter({ hasText: /\S/ }),
  ).toHaveCount(TOTAL)
}

/** Types the start of Paducah and chooses it from the suggestions. */
async function searchPaducah(page: Page) {
  const field = heroField(page)
  await field.click()
  await field.pressSequentially('Paduc')
  const option = page
    .getByRole('listbox', { name: 'Ciudades y códigos postales sugeridos' })
    .getByRole('option', { name: /^Paducah, KY/ })
  await expect(option).toHaveText('Paducah, KY · condado de McCracken')
  await option.click()
  await expect(field).toHaveValue('Paducah, KY')
  await expect(cards(page).first()).toContainText(/\d+(\.\d)? millas?/)
}

/** The filter panel is collapsed on small screens; open it when it is. */
async function showFilters(page: Page) {
  const toggle = page.getByRole('button', { name: /Mostrar\s*filtros/ })
  if (await toggle.isVisible()) await toggle.click()
}

/** Spanish and accessible: no English interface text left, no axe violation. */
async function expectSpanishState(page: Page, state: string, include?: string) {
  expect(await englishLeft(page), `English left on ${state}`).toEqual([])
  await expectNoViolations(page, state, undefined, include)
}

test.beforeEach(async ({ request }, testInfo) => {
  // Only the contact form sends: the rest is the same code in both data
  // modes and runs once (support/projects.ts).
  if (!testInfo.titlePath.includes('the contact form in Spanish'))
    sameInBothDataModes()
  await control(request, { reset: true })
})

test('/es/: Paducah chosen from the suggestions, the results and the nearest emergency rooms in Spanish', async ({
  page,
  request,
}) => {
  const problems = collectProblems(page)
  await openHome(page)
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Encuentre atención de urgencia para usted o su hijo en el oeste de Kentucky',
  )
  await expect(resultsHeading(page)).toHaveText(`${TOTAL} clínicas encontradas`)
  await searchPaducah(page)
  await expect(page).toHaveURL(/\/es\/\?location=Paducah/)
  await expect(resultsHeading(page)).toHaveText(COUNT)
  const sort = page.getByRole('combobox', { name: 'Ordenar clínicas' })
  await expect(sort).toHaveValue('distance')
  await expect(sort.locator('option:checked')).toHaveText(
    'Ordenar por distancia',
  )

  // Every card: its status in Spanish, a distance in miles, in order.
  const count = await cards(page).count()
  expect(count).toBeGreaterThan(0)
  expect(count).toBeLessThan(TOTAL)
  for (const status of await cards(page).getByTestId('open-status').all())
    await expect(status).toHaveText(STATUS)
  // A distance on every card ('En Paducah · a alrededor de 1 milla' for a town
  // point); the listings we can confirm by distance.
  const all = await cards(page).getByTestId('distance').allTextContents()
  expect(all).toHaveLength(count)
  for (const d of all) expect(d).toMatch(/millas?$/)
  const miles = (
    await page
      .getByRole('region', { name: 'Resultados de clínicas' })
      .locator('ul')
      .first()
      .getByTestId('distance')
      .allTextContents()
  ).map((d) => Number(/(\d+(\.\d)?) millas?/.exec(d)![1]))
  expect([...miles].sort((a, b) => a - b)).toEqual(miles)
  await expect(cards(page).first()).toContainText('Paducah, KY')

  // A card's actions: 'Llamar ahora' and 'Cómo llegar'.
  const baptist = cards(page).filter({
    hasText: 'Baptist Health Paducah Urgent Care',
  })
  await expect(baptist.getByTestId('open-status')).toHaveText('Abierto ahora')
  await expect(baptist.getByTestId('hours-line')).toContainText(
    /• Cierra a las \d+\sp\.\sm\.$/,
  )
  await expect(
    baptist.getByRole('link', { name: 'Llamar ahora' }),
  ).toHaveAttribute('href', /^tel:\d{10}$/)
  const directions = baptist.getByRole('link', { name: /^Cómo llegar/ })
  await expect(directions).toHaveAttribute('target', '_blank')
  await expect(directions).toHaveAccessibleName(
    /^Cómo llegar a Baptist Health Paducah Urgent Care \(se abre en una pestaña nueva\)$/,
  )
  await expect(
    baptist.getByRole('link', { name: /^Ver detalles/ }),
  ).toHaveAttribute('href', /^\/es\/clinic\//)

  // The nearest 24-hour emergency rooms, after the results.
  const rooms = page.getByTestId('emergency-rooms')
  await expect(
    rooms.getByRole('heading', {
      name: 'Salas de emergencias cerca de usted — abiertas las 24 horas',
    }),
  ).toBeVisible()
  await expect(rooms.getByTestId('emergency-room')).toHaveCount(3)
  const room = rooms
    .getByTestId('emergency-room')
    .filter({ hasText: 'Baptist Health Paducah' })
    .filter({ hasNotText: 'Urgent Care' })
  await expect(room).toContainText(
    /Sala de emergencias · abierta las 24 horas · Paducah, KY · \d+(\.\d)? millas?/,
  )
  await expect(
    room.getByRole('link', { name: /^Llamar al \(270\) 575-2100/ }),
  ).toHaveAttribute('href', 'tel:2705752100')
  await expect(
    room.getByRole('link', { name: /^Cómo llegar/ }),
  ).toHaveAttribute('href', /google\.com\/maps\/dir/)
  await expect(rooms).toContainText(
    'Las salas de emergencias de los hospitales deben atender a todas las personas, tengan o no seguro médico.',
  )
  await expectSpanishState(page, '/es/ after a Paducah search')
  expect((await records(request)).geocodes).toEqual([])
  expect(problems).toEqual([])
})

test("'Abierto ahora' narrows the list on a Monday morning; at 2 AM its empty state is Spanish, with 911 and Poison Control", async ({
  page,
}) => {
  // Two states, each checked whole by axe: more than one test's usual time.
  test.slow()
  await openHome(page, MONDAY_730AM)
  const open = await cards(page)
    .getByTestId('open-status')
    .filter({ hasText: 'Abierto ahora' })
    .count()
  expect(open).toBeGreaterThan(0)
  expect(open).toBeLessThan(TOTAL)
  await showFilters(page)
  await openNow(page).check()
  await expect(cards(page)).toHaveCount(open)
  await expect(resultsHeading(page)).toHaveText(
    open === 1 ? '1 clínica encontrada' : `${open} clínicas encontradas`,
  )
  for (const status of await cards(page).getByTestId('open-status').all())
    await expect(status).toHaveText('Abierto ahora')
  await expect(page).toHaveURL(/\/es\/\?hours=open-now$/)
  await expectSpanishState(page, "/es/ with 'Abierto ahora' at 7:30 AM")

  // 2 AM: nothing near Paducah is open.
  await openHome(page, MONDAY_2AM)
  await searchPaducah(page)
  await showFilters(page)
  await openNow(page).check()
  await expect(cards(page)).toHaveCount(0)
  const empty = page.getByTestId('open-now-empty')
  await expect(
    empty.getByRole('heading', {
      name: 'Ninguna clínica cerca de usted está abierta ahora',
    }),
  ).toBeVisible()
  await expect(empty.getByTestId('soonest-opening').first()).toHaveText(
    /^Abre a las 7\sa\.\sm\. · Baptist Health Paducah Urgent Care · (\d+(\.\d)? millas?|a unas \d+ millas|a alrededor de 1 milla)$/,
  )
  await expect(
    empty.getByRole('link', { name: 'Baptist Health Paducah Urgent Care' }),
  ).toHaveAttribute('href', '/es/clinic/baptist-health-paducah-urgent-care')
  await expect(empty).toContainText(
    'Si su hijo necesita atención ahora, la sala de emergencias de un hospital está abierta las 24 horas. Si la vida corre peligro, llame al 911.',
  )
  await expect(
    empty.getByRole('link', { name: 'Llamar al 911' }),
  ).toHaveAttribute('href', 'tel:911')
  await expect(
    empty.getByRole('link', {
      name: 'Centro de Toxicología (Poison Control) 1-800-222-1222',
    }),
  ).toHaveAttribute('href', 'tel:18002221222')
  await expect(empty.getByTestId('emergency-rooms')).toContainText(
    'deben atender a todas las personas, tengan o no seguro médico',
  )
  await expectSpanishState(page, "/es/ 'Abierto ahora' empty at 2 AM")
})

test('a clinic page in Spanish: the week with Spanish day names, Call and Directions, the listing check; clinic data marked English', async ({
  page,
}) => {
  const problems = collectProblems(page)
  await open(page, `/es/clinic/${FORD}`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(FORD_NAME)
  await expect(page).toHaveTitle(
    `${FORD_NAME} – Atención de urgencia en Owensboro, KY`,
  )
  const crumbs = main(page).getByRole('navigation', {
    name: 'Ruta de navegación',
  })
  await expect(crumbs.getByRole('link')).toHaveText([
    'Inicio',
    'Atención de urgencia en Kentucky',
    'Owensboro',
  ])
  await expect(crumbs.getByRole('link', { name: 'Inicio' })).toHaveAttribute(
    'href',
    '/es/',
  )
  await expect(
    crumbs.getByRole('link', { name: 'Atención de urgencia en Kentucky' }),
  ).toHaveAttribute('href', '/es/#browse-cities')
  await expect(crumbs.getByRole('link', { name: 'Owensboro' })).toHaveAttribute(
    'href',
    '/es/town/owensboro',
  )
  const ld = JSON.parse(
    (await page.locator('script#jsonld').first().textContent()) ?? '',
  ) as { '@graph': Array<Record<string, unknown>> }
  const list = ld['@graph'].find((n) => n['@type'] === 'BreadcrumbList')!
  expect(
    (list.itemListElement as Array<{ item: string }>).map((i) => i.item),
  ).toEqual([
    `${ORIGIN}/es/`,
    `${ORIGIN}/es/#browse-cities`,
    `${ORIGIN}/es/town/owensboro`,
    `${ORIGIN}/es/clinic/${FORD}`,
  ])

  const detail = main(page).locator('article[aria-labelledby="clinic-name"]')
  await expect(detail.getByTestId('open-status')).toHaveText('Abierto ahora')
  await expect(detail.getByText('Se atiende sin cita')).toBeVisible()
  await expect(detail.getByTestId('today-hours')).toContainText(
    '8:00 AM - 8:00 PM',
  )
  await expect(detail.getByTestId('today-hours')).toContainText(
    /Cierra a las 8\sp\.\sm\./,
  )
  await expect(
    detail.getByRole('link', { name: 'Llamar ahora' }),
  ).toHaveAttribute('href', 'tel:2706881352')
  const directions = detail.getByRole('link', {
    name: 'Cómo llegar (se abre en una pestaña nueva)',
  })
  await expect(directions).toHaveAttribute('target', '_blank')
  await expect(directions).toHaveAttribute('href', /google\.com\/maps\/dir/)
  await expect(
    detail.getByRole('link', {
      name: 'Sitio web (se abre en una pestaña nueva)',
    }),
  ).toHaveAttribute('href', 'https://www.owensborohealth.org/')
  await expect(
    detail.getByRole('list', { name: 'Horarios especiales' }),
  ).toContainText('Fuera del horario habitual')

  // The week, Monday first, today marked.
  await expect(
    main(page).getByRole('heading', { level: 2, name: 'Horario', exact: true }),
  ).toBeVisible()
  const week = main(page).getByRole('table', { name: 'Horario por día' })
  // '(hoy)' is set apart by a margin, not a space.
  await expect(week.getByRole('rowheader')).toHaveText([
    /^Lunes\s*\(hoy\)$/,
    'Martes',
    'Miércoles',
    'Jueves',
    'Viernes',
    'Sábado',
    'Domingo',
  ])
  await expect(week.getByRole('row').first()).toHaveAttribute(
    'aria-current',
    'date',
  )
  await expect(week.getByRole('cell')).toHaveText(
    Array(7).fill('8:00 AM - 8:00 PM'),
  )

  // 'Is this information right?'
  const check = page.getByTestId('listing-check')
  await expect(
    check.getByRole('heading', { name: '¿Es correcta esta información?' }),
  ).toBeVisible()
  await expect(
    check.getByRole('button', { name: 'Sí, es correcta' }),
  ).toBeVisible()
  await check.getByRole('button', { name: 'Algo está mal' }).click()
  await expect(
    check.getByRole('group', {
      name: '¿Qué está mal? Marque todo lo que corresponda.',
    }),
  ).toBeVisible()
  await expect(
    check.getByRole('checkbox', { name: 'El horario está mal' }),
  ).toBeVisible()
  // With the database, 'Enviar reporte'; with built-in data, nothing to
  // send it to: it ends in an e-mail link (issue 48, item 10).
  await expect(
    test.info().project.name === 'builtin'
      ? check.getByRole('link', { name: 'Enviar este reporte por correo' })
      : check.getByRole('button', { name: 'Enviar reporte' }),
  ).toBeVisible()

  // Clinic data stays as stored: its services are read as English.
  const services = main(page).locator(
    'section[aria-labelledby="services-offered"] li',
  )
  await expect(services).toHaveText(['COVID-19 testing'])
  await expect(services).toHaveAttribute('lang', 'en')
  await expectSpanishState(page, 'a Spanish clinic page with the report form')

  // A clinic whose status is in doubt: the Spanish warning alone, never the
  // operators' research note behind it (in English).
  await open(page, '/es/clinic/springs-urgent-care')
  const note = page.getByTestId('status-note')
  await expect(note).toHaveText(
    'Confirme antes de ir: el estado actual de esta clínica no está confirmado.',
  )
  await expect(page.locator('body')).not.toContainText('Only source is')
  await expect(main(page).getByTestId('confirmed')).toHaveText(
    'Horario no confirmado por nosotros; los datos son de marzo de 2008, según las fuentes de abajo',
  )
  await expect(
    main(page)
      .locator('article[aria-labelledby="clinic-name"]')
      .getByTestId('open-status'),
  ).toHaveText('Horario desconocido')
  await expect(
    main(page).getByText('Horario desconocido: llame antes de ir.'),
  ).toBeVisible()
  await expectSpanishState(page, 'a Spanish clinic page with a status note')
  expect(problems).toEqual([])
})

test('a town page in Spanish: its FAQ and the emergency rooms with the EMTALA note', async ({
  page,
}) => {
  const problems = collectProblems(page)
  await open(page, '/es/town/paducah')
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Atención de urgencia en Paducah, KY',
  )
  const crumbs = main(page).getByRole('navigation', {
    name: 'Ruta de navegación',
  })
  await expect(crumbs.getByRole('link', { name: 'Inicio' })).toHaveAttribute(
    'href',
    '/es/',
  )
  await expect(
    crumbs.getByRole('link', { name: 'Atención de urgencia en Kentucky' }),
  ).toHaveAttribute('href', '/es/#browse-cities')
  await expect(
    main(page).getByRole('link', { name: 'Volver a todas las clínicas' }),
  ).toHaveAttribute('href', '/es/')
  await expect(main(page).getByRole('article')).toHaveCount(5)
  // No distance on a town page (never '0 millas').
  await expect(main(page).getByRole('article').first()).not.toContainText(
    /\b0 millas/,
  )

  const section = main(page).getByRole('region', {
    name: 'Salas de emergencias cerca de Paducah',
  })
  const rooms = section.getByTestId('emergency-room')
  await expect(rooms).toHaveCount(2)
  for (const r of await rooms.all()) {
    await expect(r).toContainText(
      /Sala de emergencias · abierta las 24 horas · Paducah, KY · \d+(\.\d)? millas?/,
    )
    await expect(r.getByRole('link', { name: /^Llamar al / })).toHaveAttribute(
      'href',
      /^tel:\d{10}$/,
    )
  }
  await expect(section).toContainText(
    'Si la vida corre peligro, llame al 911. Las salas de emergencias de los hospitales deben atender a todas las personas, tengan o no seguro médico.',
  )
  await section
    .getByText('De dónde vienen estos datos de los hospitales')
    .click()
  await expect(section.getByTestId('emergency-rooms-provenance')).toContainText(
    'Datos al 26 de febrero de 2026',
  )

  const faq = main(page).locator('section', {
    has: page.getByRole('heading', { name: 'Preguntas frecuentes - Paducah' }),
  })
  const questions = faq.getByRole('button')
  await expect(questions).toHaveCount(8)
  await expect(questions.first()).toHaveText(
    '¿Cuántos centros de atención de urgencia hay en Paducah?',
  )
  await questions.first().click()
  await expect(questions.first()).toHaveAttribute('aria-expanded', 'true')
  const answer = faq.getByRole('region', {
    name: '¿Cuántos centros de atención de urgencia hay en Paducah?',
  })
  await expect(answer).toBeVisible()
  await expect(answer).toContainText('5')
  await expectSpanishState(page, 'a Spanish town page with an FAQ item open')
  expect(problems).toEqual([])
})

test('the Emergency Info dialog in Spanish: 911 first, Poison Control, the warning signs', async ({
  page,
}) => {
  const problems = collectProblems(page)
  await openHome(page)
  const opener = page.getByRole('button', { name: 'Información de emergencia' })
  await opener.click()
  const dialog = page.getByRole('dialog', { name: 'Información de emergencia' })
  await expect(dialog.getByRole('link').first()).toHaveText('Llamar al 911')
  await expect(
    dialog.getByRole('link', { name: 'Llamar al 911' }),
  ).toHaveAttribute('href', 'tel:911')
  await expect(dialog).toContainText(
    'Centro de Toxicología (Poison Control), las 24 horas, gratis: 1-800-222-1222',
  )
  await expect(
    dialog.getByRole('link', { name: '1-800-222-1222' }),
  ).toHaveAttribute('href', 'tel:18002221222')
  await expect(dialog.getByTestId('dialog-rooms-hint')).toHaveText(
    'Escriba su ciudad o código postal, o use su ubicación actual, en la página «Buscar» para ver aquí las salas de emergencias más cercanas.',
  )
  const signs = dialog.getByRole('region', {
    name: 'Llame al 911 o vaya a la sala de emergencias si su hijo:',
  })
  await expect(signs.getByRole('listitem')).toHaveCount(9)
  await expect(signs).toContainText(
    'es un bebé menor de 3 meses con fiebre de 100.4°F (38°C) o más',
  )
  await expect(dialog).toContainText(
    'Si no está seguro, llame al 911. Esta información es solo una guía general y no es un consejo médico',
  )
  // The title bar's X and the 'Cerrar' at the end.
  await expect(dialog.getByRole('button', { name: 'Cerrar' })).toHaveCount(2)
  await expect(
    dialog.getByRole('button', { name: 'Cerrar' }).first(),
  ).toBeVisible()
  // axe on the dialog itself (the page behind its backdrop is checked on
  // its own); the English check reads the whole page.
  await expectSpanishState(
    page,
    'the Spanish Emergency Info dialog',
    '[role="dialog"]',
  )
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  await expect(opener).toBeFocused()

  // After a search, the two nearest rooms, in Spanish.
  await searchPaducah(page)
  await opener.click()
  await expect(
    dialog.getByRole('heading', {
      level: 3,
      name: 'Salas de emergencias más cercanas — abiertas las 24 horas',
    }),
  ).toBeVisible()
  await expect(dialog.getByTestId('emergency-room')).toHaveCount(2)
  await expect(dialog.getByTestId('emergency-room').first()).toContainText(
    /Baptist Health Paducah.*Sala de emergencias · abierta las 24 horas · Paducah, KY · \d+(\.\d)? millas?/,
  )
  await expect(dialog.getByRole('link').first()).toHaveText('Llamar al 911')
  await expectSpanishState(page, 'the Spanish Emergency Info dialog with rooms')
  expect(problems).toEqual([])
})

test.describe('the contact form in Spanish', () => {
  const MESSAGE = {
    name: 'Ana Madre',
    email: 'ana@example.com',
    subject: 'Corrección de horario',
    message: 'Springs Urgent Care cierra a las 6 los sábados.',
  }

  async function openForm(page: Page) {
    await open(page, '/es/')
    // The header's one contact entry: 'Escríbanos', never 'Ayuda'.
    await page.getByRole('button', { name: 'Escríbanos' }).click()
    const dialog = page.getByRole('dialog', { name: 'Envíenos un mensaje' })
    await expect(dialog).toBeVisible()
    return dialog
  }

  async function fill(page: Page) {
    await page.getByLabel('Nombre', { exact: true }).fill(MESSAGE.name)
    await page
      .getByLabel('Correo electrónico', { exact: true })
      .fill(MESSAGE.email)
    await page.getByLabel('Asunto', { exact: true }).fill(MESSAGE.subject)
    await page.getByLabel('Mensaje', { exact: true }).fill(MESSAGE.message)
  }

  test.describe('database mode', () => {
    test.skip(
      ({ baseURL }) => !isDatabaseMode(baseURL),
      'needs the contact backend',
    )

    test('validation and success: Spanish messages, the message sent as written', async ({
      page,
      request,
    }) => {
      const dialog = await openForm(page)
      await dialog.getByRole('button', { name: 'Enviar mensaje' }).click()
      await expect(
        dialog.getByText('El campo Nombre es obligatorio.'),
      ).toBeVisible()
      await page.getByLabel('Correo electrónico', { exact: true }).fill('nope')
      await dialog.getByRole('button', { name: 'Enviar mensaje' }).click()
      await expect(
        dialog.getByText(
          'Escriba un correo electrónico válido, como su.correo@ejemplo.com.',
        ),
      ).toBeVisible()
      await expectSpanishState(page, 'the Spanish contact form with errors')
      await fill(page)
      await dialog.getByRole('button', { name: 'Enviar mensaje' }).click()
      await expect(dialog.getByText('¡Su mensaje se envió!')).toBeVisible()
      await expectSpanishState(page, 'the Spanish contact form, sent')
      const r = await records(request)
      expect(r.messages).toHaveLength(1)
      expect(r.messages[0]).toMatchObject(MESSAGE)
    })

    test('refused (429): the failure message in Spanish and the text kept', async ({
      page,
      request,
      baseURL,
    }) => {
      const post = (i: number) =>
        request.post(`${STAND_IN}/functions/v1/send-contact-email`, {
          headers: { Origin: baseURL!, Authorization: 'Bearer e2e-anon-key' },
          data: { ...MESSAGE, message: `${MESSAGE.message} (${i})` },
        })
      for (let i = 0; i < 5; i++) expect((await post(i)).status()).toBe(200)
      const dialog = await openForm(page)
      await fill(page)
      await dialog.getByRole('button', { name: 'Enviar mensaje' }).click()
      await expect(
        dialog.getByText(
          'Usted envió varios mensajes en poco tiempo. Por favor, inténtelo más tarde.',
        ),
      ).toBeVisible()
      await expect(page.getByLabel('Nombre', { exact: true })).toHaveValue(
        MESSAGE.name,
      )
      await expectSpanishState(page, 'the Spanish contact form, refused')
    })

    test('both backends down (502): the message kept on the device, said in Spanish', async ({
      page,
      request,
    }) => {
      await control(request, { storeStatus: 503, mailStatus: 500 })
      const dialog = await openForm(page)
      await fill(page)
      await dialog.getByRole('button', { name: 'Enviar mensaje' }).click()
      await expect(
        dialog.getByText(
          'Nuestro servidor no está funcionando en este momento (su conexión está bien). Su mensaje está guardado en este dispositivo y se enviará automáticamente; no necesita enviarlo de nuevo.',
        ),
      ).toBeVisible()
      await expectSpanishState(page, 'the Spanish contact form, kept')
    })
  })

  test.describe('built-in mode', () => {
    test.skip(({ baseURL }) => isDatabaseMode(baseURL), 'built-in copy only')

    test('the form says in Spanish that it cannot send, and ends in the e-mail link carrying the text', async ({
      page,
    }) => {
      const dialog = await openForm(page)
      await expect(dialog).toContainText(
        'Todavía no podemos recibir mensajes aquí. Por favor, escríbanos a',
      )
      await page.getByLabel('Asunto', { exact: true }).fill(MESSAGE.subject)
      await page.getByLabel('Mensaje', { exact: true }).fill(MESSAGE.message)
      const link = dialog.getByRole('link', {
        name: 'Enviar este mensaje por correo',
      })
      const href = (await link.getAttribute('href'))!
      const url = new URL(href)
      expect(url.pathname).toBe(EMAIL)
      expect(url.searchParams.get('subject')).toBe(MESSAGE.subject)
      expect(url.searchParams.get('body')).toBe(MESSAGE.message)
      await expect(dialog.getByRole('link', { name: EMAIL })).toHaveAttribute(
        'href',
        href,
      )
      await expect(dialog.getByRole('button', { name: /Enviar/ })).toHaveCount(
        0,
      )
      await expectSpanishState(page, 'the Spanish contact form, built-in copy')
    })
  })
})

test.describe('the language links', () => {
  test("'Español' keeps the search: the same query and results under /es/, and 'English' back", async ({
    page,
  }) => {
    const query = '?location=Paducah&radius=25&hours=open-now&sort=rating'
    await open(page, `/${query}`, MONDAY_9AM)
    const english = page
      .getByRole('region', { name: 'Clinic results' })
      .getByRole('article')
    await expect(english.first()).toContainText(/\d+(\.\d)? miles?/)
    const names = await english.getByRole('heading').allTextContents()
    expect(names.length).toBeGreaterThan(0)

    const espanol = page.getByRole('link', { name: 'Español' })
    await expect(espanol).toHaveAttribute('href', `/es/${query}`)
    await expect(espanol).toHaveAttribute('hreflang', 'es')
    await expect(espanol).toHaveAttribute('lang', 'es')
    // The search was opened from its link, so its answer was brought into
    // view; the language link is in the header: back up to it (a wheel, as
    // a reader would), and scan there.
    await expect(page.locator('#results-heading')).toBeFocused()
    await expect
      .poll(async () => {
        await page.mouse.wheel(0, -20_000)
        return page.evaluate(() => scrollY)
      })
      .toBe(0)
    await expectNoViolations(page, 'an English search with the language link')
    await espanol.click()
    await expect(page).toHaveURL(new RegExp(`/es/\\${query}$`))
    await ready(page)
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    await expect(heroField(page)).toHaveValue('Paducah')
    await expect(openNow(page)).toBeChecked()
    await expect(page.getByText('Radio de búsqueda: 25 millas')).toBeAttached()
    await expect(
      page.getByRole('combobox', { name: 'Ordenar clínicas' }),
    ).toHaveValue('rating')
    await expect(cards(page).first()).toContainText(/\d+(\.\d)? millas?/)
    await expect(cards(page).getByRole('heading')).toHaveText(names)

    const englishLink = page.getByRole('link', { name: 'English' })
    await expect(englishLink).toHaveAttribute('href', `/${query}`)
    await expect(englishLink).toHaveAttribute('hreflang', 'en')
    await expect(englishLink).toHaveAttribute('lang', 'en')
    await expectSpanishState(page, 'a Spanish search with the language link')
    await englishLink.click()
    await expect(page).toHaveURL(new RegExp(`127\\.0\\.0\\.1:\\d+/\\${query}$`))
    await ready(page)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(english.getByRole('heading')).toHaveText(names)
  })

  test('on another page the link leads to the same page in the other language', async ({
    page,
  }) => {
    await open(page, `/clinic/${FORD}`)
    await expect(page.getByRole('link', { name: 'Español' })).toHaveAttribute(
      'href',
      `/es/clinic/${FORD}`,
    )
    await open(page, '/es/town/paducah')
    await expect(page.getByRole('link', { name: 'English' })).toHaveAttribute(
      'href',
      '/town/paducah',
    )
  })

  test.describe('a browser set to Spanish', () => {
    test.use({ locale: 'es-US' })

    test("sees 'Ver en español' on the English home, never redirected; dismissing it hides it", async ({
      page,
    }) => {
      await open(page, '/?location=Paducah')
      expect(new URL(page.url()).pathname).toBe('/')
      await expect(page.locator('html')).toHaveAttribute('lang', 'en')
      const offer = page.getByRole('link', { name: 'Ver en español' })
      await expect(offer).toBeVisible()
      await expect(offer).toHaveAttribute('href', '/es/?location=Paducah')
      await expect(offer).toHaveAttribute('hreflang', 'es')
      // The search from the link brings its answer into view (a smooth
      // scroll); the offer is at the top: once the answer is revealed, back
      // up to it as a reader would, and scan there (mid-scroll, a card's
      // link half under the 911 bar failed axe's target size once).
      await expect(page.locator('#results-heading')).toBeFocused()
      await expect
        .poll(async () => {
          await page.mouse.wheel(0, -20_000)
          return page.evaluate(() => scrollY)
        })
        .toBe(0)
      await expect(offer).toBeInViewport()
      await expectNoViolations(
        page,
        "the English home offering 'Ver en español'",
      )
      await page.getByRole('button', { name: 'Cerrar' }).click()
      await expect(offer).toHaveCount(0)
      // Still English, still here: the link in the header stays.
      expect(new URL(page.url()).pathname).toBe('/')
      await expect(page.getByRole('link', { name: 'Español' })).toBeVisible()
      await expectNoViolations(page, 'the English home, offer dismissed')
      // Not offered on the other English pages.
      await open(page, `/clinic/${FORD}`)
      await expect(
        page.getByRole('link', { name: 'Ver en español' }),
      ).toHaveCount(0)
    })
  })

  test.describe('a browser set to English', () => {
    test.use({ locale: 'en-US' })

    test("is not offered 'Ver en español'", async ({ page }) => {
      await open(page, '/')
      await expect(page.getByRole('link', { name: 'Español' })).toBeVisible()
      await expect(
        page.getByRole('link', { name: 'Ver en español' }),
      ).toHaveCount(0)
    })
  })
})

test.describe('the Emergency Info fallback', () => {
  for (const [path, button, alert, poison] of [
    [
      '/',
      'Emergency Info',
      'The emergency information could not be loaded. Call 911 for an emergency, or Poison Control at 1-800-222-1222.',
      '1-800-222-1222',
    ],
    [
      '/es/',
      'Información de emergencia',
      'No se pudo cargar la información de emergencia. Llame al 911 si es una emergencia, o al Centro de Toxicología (Poison Control) al 1-800-222-1222.',
      '1-800-222-1222',
    ],
  ] as const)
    test(`${path}: with the dialog's code blocked, an alert gives 911 and Poison Control`, async ({
      page,
    }) => {
      await page.route('**/assets/emergency-info-dialog-*.js', (route) =>
        route.abort(),
      )
      await open(page, path)
      await page.getByRole('button', { name: button }).click()
      const message = page.getByRole('alert').filter({ hasText: '911' })
      await expect(message).toHaveText(alert)
      await expect(message.getByRole('link', { name: '911' })).toHaveAttribute(
        'href',
        'tel:911',
      )
      await expect(message.getByRole('link', { name: poison })).toHaveAttribute(
        'href',
        'tel:18002221222',
      )
      await expect(page.getByRole('dialog')).toHaveCount(0)
      if (path === '/es/')
        await expectSpanishState(page, 'the Spanish Emergency Info fallback')
      else await expectNoViolations(page, 'the Emergency Info fallback')
    })
})
