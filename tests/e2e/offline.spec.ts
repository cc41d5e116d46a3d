import AxeBuilder from '@axe-core/playwright'
import { spawn, type ChildProcess } from 'node:child_process'
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test, type Page } from './support/test'
import { control, isDatabaseMode, ready, records } from './support/control'
import { keptOnDevice } from './support/outbox'
import { PORTS } from './support/ports'

/*
 * Works on a weak signal: the service worker, the offline notice,
 * the contact outbox and the update notice, in Chromium with the network
 * switched off by Playwright (context.setOffline). Service workers are
 * blocked in every other spec (playwright.config.ts); allowed here.
 */
test.use({ serviceWorkers: 'allow' })
test.describe.configure({ timeout: 90_000 })

const MONDAY_9AM_CENTRAL = new Date('2026-11-23T15:00:00Z')
const MADISONVILLE = 'baptist-health-deaconess-madisonville-urgent-care'
const MADISONVILLE_NAME = 'Baptist Health Deaconess Madisonville Urgent Care'
const ARTICLE = 'fever-in-children-when-to-worry'
const OFFLINE =
  /^You're offline\. Showing the directory as saved on (.+)\. Call the clinic to confirm before you go\.$/
const QUEUED =
  "You're offline. Your message is saved on this device and will be sent when you're back online."

const notice = (page: Page) => page.getByTestId('offline-notice')

/** First visit online; then the page again, now controlled by the worker. */
async function install(page: Page, url = '/') {
  await page.goto(url)
  await ready(page)
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  await page.reload()
  await ready(page)
  await expect
    .poll(() => page.evaluate(() => !!navigator.serviceWorker.controller))
    .toBe(true)
}

/**
 * The date the notice must give, as the page writes dates: the build's date
 * of the page's own data, or (`now`) the page's (frozen) clock, when the
 * live read fetched the data on screen after load.
 */
async function savedAtText(page: Page, now: boolean): Promise<string> {
  return page.evaluate((database) => {
    const text = document.getElementById('router-hydration')?.textContent
    const built = /"builtAt":"([^"]+)"/.exec(text ?? '')?.[1] ?? ''
    return (database ? new Date() : new Date(built)).toLocaleString('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    })
  }, now)
}

/** axe on the notices (the rest of each page has its own checks in a11y.spec.ts). */
async function axe(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .include('[data-testid="offline-notice"]')
    .include('[data-testid="update-notice"]')
    .include('[role="dialog"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze()
  expect(
    violations.map(
      (v) =>
        `${v.id} [${v.impact ?? 'unknown'}] ${v.help}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([])
}

test.beforeEach(async ({ request }) => {
  await control(request, { reset: true })
})

test('installable: the manifest and its icons, linked from every page', async ({
  page,
  request,
}) => {
  await page.goto(`/town/paducah`)
  const href = await page.locator('link[rel="manifest"]').getAttribute('href')
  expect(href).toBe('/manifest.webmanifest')
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute(
    'content',
    '#1e3a8a',
  )
  const res = await request.get(href!)
  expect(res.headers()['content-type']).toContain('application/manifest+json')
  expect(res.headers()['cache-control']).toBe('no-cache')
  const manifest = (await res.json()) as {
    name: string
    short_name: string
    start_url: string
    display: string
    icons: { src: string; sizes: string; purpose: string }[]
  }
  expect(manifest).toMatchObject({
    name: 'Western Kentucky Pediatric Urgent Care',
    short_name: 'WKY Kids Care',
    start_url: '/',
    display: 'standalone',
  })
  for (const purpose of ['any', 'maskable'])
    for (const size of ['192x192', '512x512']) {
      const icon = manifest.icons.find(
        (i) => i.purpose === purpose && i.sizes === size,
      )
      expect(icon, `${purpose} ${size}`).toBeTruthy()
      const png = await request.get(icon!.src)
      expect(png.headers()['content-type']).toBe('image/png')
    }
  // The worker script is revalidated on every request.
  const sw = await request.get('/sw.js')
  expect(sw.headers()['cache-control']).toBe('no-cache')
  // Chromium's own installability check (what Lighthouse reports).
  const cdp = await page.context().newCDPSession(page)
  const { installabilityErrors } = (await cdp.send(
    'Page.getInstallabilityErrors',
  )) as { installabilityErrors: { errorId: string }[] }
  // Loopback http counts as a secure origin. Playwright's contexts are
  // incognito, which Chromium reports on its own; nothing else may be missing.
  expect(
    installabilityErrors
      .map((e) => e.errorId)
      .filter((id) => id !== 'in-incognito'),
  ).toEqual([])
  const { errors } = (await cdp.send('Page.getAppManifest')) as {
    errors: { message: string }[]
  }
  expect(errors).toEqual([])
})

test('visited once, the site opens offline: home, a town never visited, a clinic and an article, with the saved date, tel: links and open status from saved hours', async ({
  page,
  context,
  baseURL,
}) => {
  const database = isDatabaseMode(baseURL)
  await page.clock.setFixedTime(MONDAY_9AM_CENTRAL)
  await install(page)
  await expect(notice(page)).toHaveCount(0)

  await context.setOffline(true)
  // Going offline on an open page says so at once.
  await expect(notice(page)).toHaveText(OFFLINE)
  await expect(notice(page)).toContainText(await savedAtText(page, database))
  await axe(page)
  await page.screenshot({
    path: `test-results/offline-home-${test.info().project.name}.png`,
  })

  // A town page this browser never opened, from the precache.
  await page.goto('/town/paducah')
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Paducah')
  await expect(notice(page)).toHaveText(OFFLINE)
  expect(await page.locator('main a[href^="tel:"]').count()).toBeGreaterThan(0)
  await expect(page.locator('a[href="tel:911"]').first()).toBeAttached()

  // A clinic page: phone, hours and Open Now at the frozen clock.
  await page.goto(`/clinic/${MADISONVILLE}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    MADISONVILLE_NAME,
  )
  const detail = page.locator('article[aria-labelledby="clinic-name"]')
  await expect(detail.getByTestId('open-status')).toHaveText('Open Now')
  await expect(detail.getByTestId('today-hours')).toContainText(
    '8:00 AM - 8:00 PM',
  )
  // This clinic has no phone on file; the other clinics in its city do.
  await expect(page.locator('main a[href^="tel:"]').first()).toBeVisible()
  // Its live read got no answer: the prerendered data, dated by the build.
  await expect(notice(page)).toContainText(await savedAtText(page, false))

  // An article, and home again by a link (client-side navigation).
  await page.goto(`/blog/${ARTICLE}`)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/fever/i)
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(notice(page)).toHaveText(OFFLINE)

  // Back online: the notice goes away (in database mode once the live read,
  // with its own 3 s deadline in this build, has brought fresh data).
  await context.setOffline(false)
  await expect(notice(page)).toHaveCount(0, { timeout: 10_000 })
})

/*
 * Each language's worker on a host with no error page (serve-dist --strict,
 * like a plain CDN): every precached file must exist, as the URL the worker
 * names, or the browser drops the whole install and the pages fail offline
 * (issue 41: /es/sw.js named manifest.webmanifest, i.e. /es/manifest.webmanifest).
 */
test.describe('every language offline, on a host that hides no 404', () => {
  test.skip(() => test.info().project.name !== 'builtin', 'one build is enough')
  let server: ChildProcess | undefined
  const port = PORTS.builtin + 41

  test.beforeAll(async () => {
    server = spawn(
      process.execPath,
      [
        'tests/tools/serve-dist.mjs',
        '--port',
        String(port),
        '--dir',
        'dist-e2e/builtin',
        '--strict',
      ],
      { stdio: 'ignore' },
    )
    await expect
      .poll(() =>
        fetch(`http://127.0.0.1:${port}/`).then(
          (r) => r.ok,
          () => false,
        ),
      )
      .toBe(true)
  })
  test.afterAll(() => {
    server?.kill()
  })

  const LANGUAGES = [
    {
      lang: 'en',
      prefix: '',
      worker: '/sw.js',
      notice:
        /^You're offline\. Showing the directory as saved on (.+\d{4}.+)\. Call the clinic to confirm before you go\.$/,
      location: 'Location',
      found: /^(1 clinic found|\d+ clinics found)$/,
      results: 'Clinic results',
    },
    {
      lang: 'es',
      prefix: '/es',
      worker: '/es/sw.js',
      notice:
        /^No tiene conexión\. Se muestra el directorio guardado el (.+\d{4}.+)\. Llame a la clínica para confirmar antes de ir\.$/,
      location: 'Ubicación',
      found: /^(1 clínica encontrada|\d+ clínicas encontradas)$/,
      results: 'Resultados de clínicas',
    },
  ] as const

  for (const l of LANGUAGES)
    test(`${l.lang}: visited once, home reloads offline, a page never visited opens and a new search runs, each with the dated notice`, async ({
      page,
      context,
      request,
    }) => {
      const base = `http://127.0.0.1:${port}`
      // The host answers a missing file 404, with nothing in its place.
      const missing = await request.get(`${base}${l.prefix}/no-such-file.js`)
      expect(missing.status()).toBe(404)
      expect(await missing.text()).toBe('Not Found')

      await install(page, `${base}${l.prefix}/`)
      expect(
        await page.evaluate(
          () => navigator.serviceWorker.controller?.scriptURL,
        ),
      ).toBe(`${base}${l.worker}`)

      await context.setOffline(true)
      await page.reload()
      await expect(notice(page)).toHaveText(l.notice)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

      // A town page this browser never opened.
      await page.goto(`${base}${l.prefix}/town/mayfield`)
      await expect(page.getByRole('heading', { level: 1 })).toContainText(
        'Mayfield',
      )
      await expect(notice(page)).toHaveText(l.notice)

      // A new search, offline: the place is resolved on the device.
      await page.goto(`${base}${l.prefix}/`)
      await expect(notice(page)).toHaveText(l.notice)
      const field = page
        .getByRole('combobox', { name: l.location, exact: true })
        .first()
      await field.fill('Paducah')
      await field.press('Enter')
      await expect(page).toHaveURL(/[?&]location=Paducah/i)
      await expect(
        page
          .getByRole('region', { name: l.results })
          .getByRole('heading', { level: 2 })
          .first(),
      ).toHaveText(l.found)
      await expect(notice(page)).toHaveText(l.notice)
      await axe(page)
      await context.setOffline(false)
    })
})

test.describe('database mode', () => {
  test.skip(
    ({ baseURL }) => !isDatabaseMode(baseURL),
    'the live database and the contact function',
  )

  test('the live read fails: the last good answer the worker kept, with its date', async ({
    page,
    request,
  }) => {
    // The worker keeps the answers of the reads it passed on: this page's
    // own reads, on this visit.
    const minute = 60_000
    const keptFrom = Math.floor(Date.now() / minute) * minute
    await install(page, `/clinic/${MADISONVILLE}`)
    const keptTo = Date.now()
    await control(request, { restOutage: 'refuse' })
    await page.goto(`/clinic/${MADISONVILLE}`)
    await ready(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      MADISONVILLE_NAME,
    )
    const text =
      /^We can't reach the directory right now\. Showing the directory as saved on (.+)\. Call the clinic to confirm before you go\.$/
    await expect(notice(page)).toHaveText(text)
    // The date is the kept answer's (fetched during the visit above), not
    // the build's: the page's data is the worker's copy.
    const shown = text.exec((await notice(page).textContent()) ?? '')![1]!
    const savedAt = await page.evaluate((d) => new Date(d).getTime(), shown)
    expect(savedAt, shown).toBeGreaterThanOrEqual(keptFrom)
    expect(savedAt, shown).toBeLessThanOrEqual(keptTo)
    await axe(page)
  })

  async function submitOffline(page: Page) {
    await page.getByRole('button', { name: 'Contact Support' }).click()
    const dialog = page.getByRole('dialog', { name: 'Send Us a Message' })
    await page.getByLabel('Name', { exact: true }).fill('Ann Parent')
    await page.getByLabel('Email', { exact: true }).fill('ann@example.com')
    await page.getByLabel('Subject', { exact: true }).fill('Hours correction')
    await page
      .getByLabel('Message', { exact: true })
      .fill('The clinic now opens at 8 on Saturdays.')
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(dialog.getByText(QUEUED)).toBeVisible()
    await expect(dialog.getByText('Message sent successfully!')).toHaveCount(0)
    // The kept state, not an empty form to send again: what was kept, and
    // Close (the title bar's X and the one at the end).
    const kept = dialog.getByTestId('kept-message')
    await expect(kept).toBeFocused()
    await expect(kept).toContainText('The clinic now opens at 8 on Saturdays.')
    await expect(dialog.getByRole('textbox')).toHaveCount(0)
    await expect(
      dialog.getByRole('button', { name: 'Send Message' }),
    ).toHaveCount(0)
    await expect(dialog.getByRole('button', { name: 'Close' })).toHaveCount(2)
    return dialog
  }

  const posts = async (request: Parameters<typeof records>[0]) =>
    (await records(request)).contacts.filter((c) => c.method === 'POST')
  /** Messages still kept on the device. */
  const kept = keptOnDevice

  test('a message written offline is kept, then sent exactly once when the connection returns, and not again after a reload', async ({
    page,
    context,
    request,
  }) => {
    await install(page)
    await context.setOffline(true)
    const dialog = await submitOffline(page)
    await axe(page)
    // Closed and opened again, still offline: the message waiting on the
    // device is shown above an empty form, so nobody writes it twice.
    await dialog.getByRole('button', { name: 'Close' }).last().click()
    await page.getByRole('button', { name: 'Contact Support' }).click()
    await expect(dialog.getByTestId('waiting-messages')).toContainText(
      'The clinic now opens at 8 on Saturdays.',
    )
    await expect(dialog.getByLabel('Message', { exact: true })).toHaveValue('')
    await axe(page)
    expect(await posts(request)).toHaveLength(0)

    await context.setOffline(false)
    await expect.poll(async () => (await posts(request)).length).toBe(1)
    // Stored and e-mailed once the function has answered.
    await expect
      .poll(async () => (await records(request)).emails.length)
      .toBe(1)
    const r = await records(request)
    expect(r.messages).toHaveLength(1)
    expect(r.messages[0]!.idempotency_key).toBe(
      (await posts(request))[0]!.headers['idempotency-key'],
    )
    // The answer has reached the page: the message has left the device.
    await expect.poll(() => kept(page)).toBe(0)

    await page.reload()
    await ready(page)
    await page.waitForLoadState('networkidle')
    expect(await posts(request)).toHaveLength(1)
  })

  test('a message kept on the device is sent once on the next visit', async ({
    page,
    context,
    request,
  }) => {
    await install(page)
    await context.setOffline(true)
    await submitOffline(page)
    // The parent leaves; the signal comes back later.
    await page.goto('about:blank')
    await context.setOffline(false)
    expect(await posts(request)).toHaveLength(0)
    await page.goto('/town/paducah')
    await ready(page)
    await expect.poll(async () => (await posts(request)).length).toBe(1)
    // Answered: the message has left the device (a reload before the answer
    // may send it again, with the same key, which the function stores once).
    await expect.poll(() => kept(page)).toBe(0)
    await page.reload()
    await ready(page)
    await page.waitForLoadState('networkidle')
    expect(await posts(request)).toHaveLength(1)
    await expect
      .poll(async () => (await records(request)).messages.length)
      .toBe(1)
  })
})

test.describe('a refused message', () => {
  // page.route sees the form's request only without a worker in between.
  test.use({ serviceWorkers: 'block' })
  test.skip(({ baseURL }) => !isDatabaseMode(baseURL), 'the contact function')

  test('a 400 answer shows the error and is never retried', async ({
    page,
    context,
  }) => {
    let count = 0
    await page.route('**/functions/v1/send-contact-email', (route) => {
      if (route.request().method() !== 'POST') return route.continue()
      count++
      return route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: '{"error":"invalid"}',
      })
    })
    await page.goto('/')
    await ready(page)
    await page.getByRole('button', { name: 'Contact Support' }).click()
    await page.getByLabel('Name', { exact: true }).fill('Ann Parent')
    await page.getByLabel('Email', { exact: true }).fill('ann@example.com')
    await page.getByLabel('Subject', { exact: true }).fill('Hours')
    await page.getByLabel('Message', { exact: true }).fill('Opens at 8.')
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(
      page.getByText('Failed to send message. Please try again.'),
    ).toBeVisible()
    await expect(page.getByText(QUEUED)).toHaveCount(0)
    await context.setOffline(true)
    await context.setOffline(false)
    await page.reload()
    await ready(page)
    await page.waitForLoadState('networkidle')
    expect(count).toBe(1)
  })
})

test.describe('a new deployment', () => {
  test.skip(() => test.info().project.name !== 'builtin', 'one build is enough')
  let server: ChildProcess | undefined
  let dir = ''
  const port = PORTS.builtin + 40

  test.beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'wky-update-'))
    await cp(path.resolve('dist-e2e/builtin'), dir, { recursive: true })
    server = spawn(
      process.execPath,
      ['tests/tools/serve-dist.mjs', '--port', String(port), '--dir', dir],
      { stdio: 'ignore' },
    )
    await expect
      .poll(() =>
        fetch(`http://127.0.0.1:${port}/`).then(
          (r) => r.ok,
          () => false,
        ),
      )
      .toBe(true)
  })
  test.afterAll(async () => {
    server?.kill()
    if (dir) await rm(dir, { recursive: true, force: true })
  })

  test("shows 'A new version is available — Reload' and reloads into it", async ({
    page,
  }) => {
    const base = `http://127.0.0.1:${port}`
    await install(page, `${base}/`)
    await expect(page.getByTestId('update-notice')).toHaveCount(0)

    // The second build: a changed home page and the worker that lists it.
    const home = path.join(dir, 'index.html')
    await writeFile(
      home,
      (await readFile(home, 'utf8')).replace(
        '<head>',
        '<head><meta name="e2e-version" content="2">',
      ),
    )
    const swFile = path.join(dir, 'sw.js')
    const sw = await readFile(swFile, 'utf8')
    const changed = sw.replace(
      /"revision":"[0-9a-f]+","url":"\/index\.html"/,
      '"revision":"second-build","url":"/index.html"',
    )
    expect(changed).not.toBe(sw)
    await writeFile(swFile, changed)

    // The open page still shows the first version until the parent chooses.
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update()
    })
    const update = page.getByTestId('update-notice')
    await expect(update).toContainText('A new version is available —')
    // Online, with this build's own data: no offline notice beside it.
    await expect(notice(page)).toHaveCount(0)
    await expect(page.locator('meta[name="e2e-version"]')).toHaveCount(0)
    await axe(page)
    for (const [width, height] of [
      [360, 740],
      [1280, 800],
    ] as const) {
      await page.setViewportSize({ width, height })
      await page.screenshot({ path: `test-results/update-notice-${width}.png` })
    }
    await page.getByRole('button', { name: 'Reload' }).click()
    await expect(page.locator('meta[name="e2e-version"]')).toHaveCount(1)
    await ready(page)
    await expect(update).toHaveCount(0)
  })
})
