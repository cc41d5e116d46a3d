import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import {
  expect,
  test,
  type APIRequestContext,
  type Page,
  type TestInfo,
} from './support/test'
import { control, isDatabaseMode, quiet, ready } from './support/control'
import { PORTS, DIST_ROOT } from './support/ports'

/**
 * The prerendered build as crawlers and browsers get it from a static host
 * (tests/tools/serve-dist.mjs, which applies the build's _headers): the HTML
 * of every kind of page without JavaScript, the crawler files, the headers,
 * hydration without a warning, time-dependent parts after hydration, live
 * data after load, and the Content-Security-Policy on every kind of page.
 */

const ORIGIN = 'https://kids-urgent-care.example' // VITE_SITE_URL of the e2e builds
const FORD = 'owensboro-health-urgent-care-ford-medical-building'
const FORD_NAME = 'Owensboro Health Urgent Care - Ford Medical Building'
const FORD_PHONE = '(270) 688-1352'
// Monday 2026-11-23 09:00 / Sunday 2026-11-22 21:00 in Chicago (Ford: 8 AM - 8 PM).
const MONDAY_9AM_CENTRAL = new Date('2026-11-23T15:00:00Z')
const SUNDAY_9PM_CENTRAL = new Date('2026-11-23T03:00:00Z')

interface Kind {
  kind: string
  path: string
  h1: string
  /** Top-level JSON-LD types; none for pages without structured data. */
  ld: string[]
}

/** One route of each kind. */
const PAGES: Kind[] = [
  {
    kind: 'home',
    path: '/',
    h1: 'Find Urgent Care for You or Your Child in Western Kentucky',
    ld: ['WebSite'],
  },
  {
    kind: 'blog',
    path: '/blog',
    h1: 'Health & Urgent Care Blog',
    ld: ['Blog'],
  },
  {
    kind: 'article',
    path: '/blog/fever-in-children-when-to-worry',
    h1: 'Fever in Children: When to Worry and When to Wait',
    ld: ['BlogPosting'],
  },
  { kind: 'privacy', path: '/privacy', h1: 'Privacy Policy', ld: [] },
  { kind: 'terms', path: '/terms', h1: 'Terms of Service', ld: [] },
  { kind: 'site map', path: '/sitemap', h1: 'Site Map', ld: [] },
  {
    kind: 'town',
    path: '/town/owensboro',
    h1: 'Urgent Care in Owensboro, KY',
    // With its two nearest emergency rooms.
    ld: ['BreadcrumbList', 'FAQPage', 'Hospital', 'Hospital'],
  },
  {
    // A town with an emergency room but no listed clinic.
    kind: 'town without clinics',
    path: '/town/benton',
    h1: 'Urgent Care in Benton, KY',
    ld: ['BreadcrumbList', 'FAQPage', 'Hospital', 'Hospital'],
  },
  {
    kind: 'clinic',
    path: `/clinic/${FORD}`,
    h1: FORD_NAME,
    ld: ['MedicalClinic', 'BreadcrumbList'],
  },
]

/** The build this project serves (see playwright.config.ts). */
function distDir(testInfo: TestInfo): string {
  const port = Number(new URL(testInfo.project.use.baseURL!).port)
  const dir =
    port === PORTS.database
      ? 'database'
      : port === PORTS.reactDev
        ? 'react-dev'
        : 'builtin'
  return path.resolve(DIST_ROOT, dir)
}

const decodeEntities = (s: string) =>
  s
    .replace(/<!-- -->/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')

/** <head> and <body> of a raw HTML document. */
function split(html: string) {
  const head = /<head>([\s\S]*)<\/head>/.exec(html)?.[1] ?? ''
  const body = /<body>([\s\S]*)<\/body>/.exec(html)?.[1] ?? ''
  return { head, body }
}

function ldTypes(head: string): string[] {
  const blocks = [
    ...head.matchAll(
      /<script id="jsonld" type="application\/ld\+json">([\s\S]*?)<\/script>/g,
    ),
  ]
  expect(blocks.length).toBeLessThanOrEqual(1)
  if (!blocks[0]) return []
  const ld = JSON.parse(blocks[0][1]!) as Record<string, unknown>
  const graph = (ld['@graph'] as Array<Record<string, unknown>>) ?? [ld]
  return graph.map((n) => n['@type'] as string)
}

async function getRaw(request: APIRequestContext, url: string) {
  const r = await request.get(url, { maxRedirects: 0 })
  return { status: r.status(), headers: r.headers(), text: await r.text() }
}

/**
 * Playwright's own line when the page registers its service worker and the
 * test context blocks workers (`serviceWorkers: 'block'`, every spec but
 * offline.spec.ts): it is the test harness speaking, not the page.
 */
const PLAYWRIGHT_SW_BLOCKED =
  'Service Worker registration blocked by Playwright'

/** Console errors and warnings, page errors, and CSP violations (see below). */
function watch(page: Page) {
  const messages: string[] = []
  page.on('pageerror', (e) => messages.push(`pageerror: ${e.message}`))
  page.on('console', (m) => {
    if (m.text() === PLAYWRIGHT_SW_BLOCKED) return
    if (m.type() === 'error' || m.type() === 'warning')
      messages.push(`${m.type()}: ${m.text()}`)
  })
  return messages
}

/** What a build may legitimately print: built-in mode says it is built-in. */
const expectedMessages = (testInfo: TestInfo) =>
  isDatabaseMode(testInfo.project.use.baseURL)
    ? []
    : [
        'warning: [config] Database service not configured (VITE_SUPABASE_URL / VITE_SUPABASE_ANON_KEY); using the built-in clinic data.',
      ]

/** Hydrated, and the refresh from the live source has finished. */
const settled = ready

interface Shift {
  /** The layout-shift score. */
  value: number
  /** Each moved element (tag, id, class, text) and its box before → after. */
  sources: string[]
}

/**
 * Records every layout shift of the next page load (not after input), with
 * what moved, so a failure names the element; read it with `layoutShifts`.
 */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: Shift[] }
    w.__shifts = []
    const box = (r: DOMRectReadOnly) => `${r.x},${r.y} ${r.width}x${r.height}`
    const name = (n: Node | null) =>
      n instanceof Element
        ? `<${n.tagName.toLowerCase()} id="${n.id}" class="${n.getAttribute('class') ?? ''}"> ${(n.textContent ?? '').slice(0, 40)}`
        : String(n?.nodeName)
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as Array<
        PerformanceEntry & {
          value: number
          hadRecentInput: boolean
          sources: Array<{
            node: Node | null
            previousRect: DOMRectReadOnly
            currentRect: DOMRectReadOnly
          }>
        }
      >)
        if (!e.hadRecentInput)
          w.__shifts.push({
            value: e.value,
            sources: e.sources.map(
              (x) =>
                `${name(x.node)}: ${box(x.previousRect)} → ${box(x.currentRect)}`,
            ),
          })
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

/** The shifts recorded since the page loaded (see `recordLayoutShifts`). */
const layoutShifts = (page: Page) =>
  page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts)

test.beforeEach(async ({ request }) => {
  await control(request, { reset: true })
})

test.describe('HTML without JavaScript', () => {
  for (const p of PAGES)
    test(`${p.kind}: h1, title, canonical and JSON-LD are in the first response`, async ({
      request,
    }) => {
      const res = await getRaw(request, p.path)
      expect(res.status).toBe(200)
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
      const { head, body } = split(res.text)
      const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(body)?.[1]
      expect(decodeEntities(h1 ?? '')).toBe(p.h1)
      expect(head).toMatch(/<title>[^<]+<\/title>/)
      expect(head).toContain(
        `<link rel="canonical" href="${ORIGIN}${p.path}"/>`,
      )
      expect(ldTypes(head)).toEqual(p.ld)
      // Head tags live in <head> only.
      expect(body).not.toMatch(/<title|rel="canonical"|application\/ld\+json/)
      // No inline executable script anywhere: only JSON data blocks.
      for (const m of res.text.matchAll(/<script([^>]*)>/g))
        expect(m[1]).toMatch(
          /type="(application\/ld\+json|application\/json|module)"/,
        )
    })

  test('with and without a trailing slash, the same page; unknown paths get 404.html with status 404', async ({
    request,
  }) => {
    for (const p of PAGES.filter((x) => x.path !== '/')) {
      const plain = await getRaw(request, p.path)
      const slash = await getRaw(request, `${p.path}/`)
      expect(slash.status).toBe(200)
      expect(slash.text).toBe(plain.text)
    }
    for (const p of ['/no/such/page', '/clinic/no-such-clinic', '/town']) {
      const res = await getRaw(request, p)
      expect(res.status, p).toBe(404)
      const { head, body } = split(res.text)
      // 404.html is served for a page added after the build too: it says
      // 'Loading…' until the app knows (app/fallback-page.tsx).
      expect(body).toMatch(/<p role="status"[^>]*>Loading…<\/p>/)
      expect(body).not.toContain('<h1')
      expect(res.text).not.toContain('Page Not Found')
      expect(head).toContain('<meta name="robots" content="noindex"/>')
      expect(head).not.toContain('rel="canonical"')
    }
  })

  test('a JavaScript-free browser shows the content, with the open-status box empty', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(`${baseURL}/clinic/${FORD}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(FORD_NAME)
    await expect(page.getByText(FORD_PHONE).first()).toBeVisible()
    await expect(page.getByTestId('open-status')).toHaveAttribute(
      'data-state',
      'pending',
    )
    await expect(page.getByTestId('open-status')).toHaveText('')
    await expect(page.getByTestId('footer-year')).toHaveText('')
    await context.close()
  })
})

test.describe('files for crawlers', () => {
  test('every URL in sitemap.xml is a prerendered file that answers 200', async ({
    request,
  }, testInfo) => {
    const res = await getRaw(request, '/sitemap.xml')
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8')
    const locs = [...res.text.matchAll(/<loc>([^<]*)<\/loc>/g)].map(
      (m) => m[1]!,
    )
    // Home, 13 towns, 13 towns with only an emergency room, 36 clinics, the
    // blog, 3 articles, privacy and terms; in English and in Spanish.
    expect(locs.length).toBe(2 * (1 + 13 + 13 + 36 + 6))
    const dist = distDir(testInfo)
    for (const loc of locs) {
      expect(loc.startsWith(ORIGIN)).toBe(true)
      const p = loc.slice(ORIGIN.length)
      const file =
        p === '/' ? 'index.html' : `${p.replace(/^\/|\/$/g, '')}/index.html`
      expect(existsSync(path.join(dist, file)), file).toBe(true)
      const page = await getRaw(request, p)
      expect(page.status, p).toBe(200)
      expect(page.text).toContain(`<link rel="canonical" href="${loc}"/>`)
    }
  })

  test('the prerendered pages, sitemap.xml and the precache list the same pages', async () => {
    const dist = distDir(test.info())
    // Every page written as <path>/index.html (and home as index.html).
    const pages = readdirSync(dist, { recursive: true, encoding: 'utf8' })
      .map((f) => f.split(path.sep).join('/'))
      .filter((f) => f === 'index.html' || f.endsWith('/index.html'))
      .map((f) => `/${f.replace(/\/?index\.html$/, '')}`)
      .map((p) => (p === '/es' ? '/es/' : p))
      .sort()
    expect(pages).toContain('/town/benton')
    expect(pages).toContain('/es/town/benton')
    const xml = readFileSync(path.join(dist, 'sitemap.xml'), 'utf8')
    const listed = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)]
      .map((m) => m[1]!.slice(ORIGIN.length))
      .sort()
    // sitemap.xml lists every page but the HTML site map, and nothing else.
    expect(listed).toEqual(
      pages.filter((p) => p !== '/sitemap' && p !== '/es/sitemap'),
    )
    // Each language's service worker precaches each of its pages once (as
    // /<path>.html, from the site's root), and its 404 page; none of the
    // other language's.
    const precachedBy = (worker: string) =>
      [
        ...readFileSync(path.join(dist, worker), 'utf8').matchAll(
          /"?url"?:\s*"([^"]+\.html)"/g,
        ),
      ]
        .map((m) => m[1]!)
        .sort()
    const file = (p: string) =>
      p === '/' ? '/index.html' : `/${p.replace(/^\/|\/$/g, '')}.html`
    const spanish = (p: string) => p.startsWith('/es/')
    expect(precachedBy('sw.js')).toEqual(
      [...pages.filter((p) => !spanish(p)).map(file), '/404.html'].sort(),
    )
    expect(precachedBy('es/sw.js')).toEqual(
      [...pages.filter(spanish).map(file), '/es/404.html'].sort(),
    )
  })

  test('no prerendered file, English or Spanish, nor any script it ships, holds an internal reference or a research note', () => {
    test.skip(
      !['builtin', 'database'].includes(test.info().project.name),
      'the built-in and database builds',
    )
    const dist = distDir(test.info())
    const files = readdirSync(dist, { recursive: true, encoding: 'utf8' })
      .map((f) => f.split(path.sep).join('/'))
      .filter((f) => /\.(html|js|json|webmanifest|xml|txt)$/.test(f))
    expect(files).toContain('index.html')
    expect(files).toContain('es/index.html')
    expect(files.some((f) => f.endsWith('.js'))).toBe(true)
    // The operators' research notes, as the data file holds them (their first
    // 40 characters: long enough to be theirs alone).
    const source = JSON.parse(
      readFileSync(
        path.resolve('supabase/data/western-ky-clinics.json'),
        'utf8',
      ),
    ) as { clinics: Record<string, unknown>[] }
    const notes = source.clinics
      .flatMap((c) => [
        c.notes,
        c.status_note,
        c.coordinates_note,
        c.internal_note,
      ])
      .filter((n): n is string => typeof n === 'string' && n.length >= 40)
      .map((n) => n.slice(0, 40))
    expect(notes.length).toBeGreaterThan(20)
    const offenders: string[] = []
    for (const f of files) {
      // The whole file: its text, its data block (what the app hydrates
      // from) and, for a script, the data it carries.
      const text = decodeEntities(readFileSync(path.join(dist, f), 'utf8'))
        .replace(/\\u002F/gi, '/')
        .replace(/\\"/g, '"')
      const hit = /github:|\.archive\/|Whaleylaw|Roscoe|aharker619|zyiru/i.exec(
        text,
      )
      if (hit)
        offenders.push(
          `${f}: …${text.slice(Math.max(0, hit.index - 60), hit.index + 60)}…`,
        )
      for (const n of notes)
        if (text.includes(n)) offenders.push(`${f}: "${n}…"`)
    }
    expect(offenders).toEqual([])
    // The check can fail: the data does hold such references and notes.
    expect(JSON.stringify(source)).toContain('github:')
  })

  test('robots.txt is plain text that allows all and names the site map', async ({
    request,
  }) => {
    const res = await getRaw(request, '/robots.txt')
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8')
    expect(res.text).toBe(
      `User-agent: *\nAllow: /\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
    )
  })
})

test.describe('hosting headers', () => {
  test('security headers everywhere; hashed assets immutable, pages revalidated', async ({
    request,
  }) => {
    const home = await getRaw(request, '/')
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(home.text)?.[1]
    expect(asset).toBeTruthy()
    const cases: Array<[string, string | undefined]> = [
      ['/', 'no-cache'],
      [`/clinic/${FORD}`, 'no-cache'],
      ['/town/owensboro', 'no-cache'],
      ['/blog', 'no-cache'],
      ['/sitemap.xml', 'no-cache'],
      ['/no/such/page', undefined],
      [asset!, 'public, max-age=31536000, immutable'],
    ]
    const csp = home.headers['content-security-policy']!
    expect(csp).toContain("script-src 'self';")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).not.toContain('unsafe-eval')
    const standIn = `http://127.0.0.1:${PORTS.standIn}`
    // connect-src: the site, the geocoder and (database mode) Supabase only.
    expect(/connect-src ([^;]+)/.exec(csp)?.[1]).toBe(`'self' ${standIn}`)
    // img-src: the site, the map tiles (the stand-in in these builds) and
    // (database mode) Supabase's stored images, on the same stand-in here.
    expect(/img-src ([^;]+)/.exec(csp)?.[1]).toBe(`'self' ${standIn}`)
    for (const [p, cache] of cases) {
      const h = (await getRaw(request, p)).headers
      expect(h['content-security-policy'], p).toBe(csp)
      expect(h['x-content-type-options'], p).toBe('nosniff')
      expect(h['referrer-policy'], p).toBe('strict-origin-when-cross-origin')
      expect(h['permissions-policy'], p).toBe('geolocation=(self)')
      expect(h['cache-control'], p).toBe(cache)
    }
    // Host configuration is not served.
    expect((await getRaw(request, '/_headers')).status).toBe(404)
  })
})

/**
 * The @hydration tests run in the react-dev project, on the built-in build
 * with React's development bundle (which reports every mismatch, attributes
 * too, where the production one says less), and in the database one: the
 * production built-in build adds nothing to them.
 */
function hydrationInReactDev(testInfo: TestInfo) {
  test.skip(
    testInfo.project.name === 'builtin',
    'the same test on the same build data runs in react-dev, where React reports more',
  )
}

test.describe('hydration', () => {
  for (const p of [
    ...PAGES,
    { kind: '404', path: '/no/such/page', h1: 'Page Not Found', ld: [] },
  ])
    test(`${p.kind}: hydrates (404: renders) with no console error or warning @hydration`, async ({
      page,
    }, testInfo) => {
      hydrationInReactDev(testInfo)
      const messages = watch(page)
      const res = await page.goto(p.path)
      await settled(page)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(p.h1)
      // Late messages (a missing resource, a deferred warning) arrive by the
      // time the page is quiet.
      await quiet(page)
      // 404.html is not hydrated (it says 'Loading…' for any path): the app
      // renders the not-found page once the router has answered; the host
      // answered the document with 404.
      const expected =
        p.kind === '404'
          ? [
              ...expectedMessages(testInfo),
              'error: Failed to load resource: the server responded with a status of 404 (Not Found)',
            ]
          : expectedMessages(testInfo)
      if (p.kind === '404') expect(res?.status()).toBe(404)
      expect(messages.sort()).toEqual(expected.sort())
      // React took over the prerendered head tags instead of adding copies.
      expect(await page.locator('head > title').count()).toBe(1)
      expect(await page.locator('head meta[property="og:title"]').count()).toBe(
        1,
      )
      expect(await page.locator('link[rel="canonical"]').count()).toBe(
        p.kind === '404' ? 0 : 1,
      )
      expect(
        await page.locator('script[type="application/ld+json"]').count(),
      ).toBe(p.ld.length ? 1 : 0)
    })

  test('the page paints before the app loads: one tiny first script, the app after the first paint', async ({
    page,
    request,
  }, testInfo) => {
    for (const p of PAGES) {
      const { head, body } = split((await getRaw(request, p.path)).text)
      // One module script, in the head; no modulepreload link for the app.
      const tags = [...(head + body).matchAll(/<script type="module"[^>]*>/g)]
      expect(tags, p.path).toHaveLength(1)
      expect(head).not.toContain('modulepreload')
    }
    const html = (await getRaw(request, '/')).text
    const tag =
      /<script type="module" crossorigin src="([^"]+)" data-app="([^"]+)" data-preload="([^"]*)">/.exec(
        html,
      )
    expect(tag, 'the boot script tag').not.toBeNull()
    const [, boot, app, preload] = tag!
    const dist = distDir(testInfo)
    for (const file of [boot!, app!, ...preload!.split(' ').filter(Boolean)])
      expect(existsSync(path.join(dist, file)), file).toBe(true)
    // Small enough that the first paint never waits on it.
    expect((await (await request.get(boot!)).body()).length).toBeLessThan(1024)

    const messages = watch(page)
    await page.goto('/')
    await settled(page)
    // On a busy machine the paint entry can be recorded after the page has
    // settled: wait for it, rather than read it once.
    await expect
      .poll(() =>
        page.evaluate(() => performance.getEntriesByName('first-paint').length),
      )
      .toBeGreaterThan(0)
    const timing = await page.evaluate((appUrl) => {
      const paint = performance.getEntriesByName('first-paint')[0]?.startTime
      const loaded = performance
        .getEntriesByType('resource')
        .find((e) => new URL(e.name).pathname === appUrl)
      return { paint, appRequested: loaded?.startTime }
    }, app!)
    expect(timing.paint).toBeDefined()
    expect(timing.appRequested).toBeDefined()
    // After the first paint, or after the one-second fallback (a page that
    // took longer than that to paint, on a busy machine).
    expect(
      timing.appRequested! >= timing.paint! || timing.appRequested! >= 1000,
      JSON.stringify(timing),
    ).toBe(true)
    // Each chunk fetched once (the preload is the request the app uses).
    const names = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((e) => new URL(e.name).pathname)
        .filter((n) => n.endsWith('.js')),
    )
    expect(names.length).toBe(new Set(names).size)
    expect(messages).toEqual(expectedMessages(testInfo))
  })

  test('a client-side navigation after hydration keeps one head and one document @hydration', async ({
    page,
  }, testInfo) => {
    hydrationInReactDev(testInfo)
    const messages = watch(page)
    let documents = 0
    page.on('request', (r) => {
      if (r.resourceType() === 'document') documents++
    })
    await page.goto('/')
    await settled(page)
    await page
      .getByRole('link', { name: FORD_NAME, exact: true })
      .first()
      .click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(FORD_NAME)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${ORIGIN}/clinic/${FORD}`,
    )
    await page.goBack()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      PAGES[0]!.h1,
    )
    expect(await page.locator('head > title').count()).toBe(1)
    expect(documents).toBe(1)
    expect(messages).toEqual(expectedMessages(testInfo))
  })
})

test.describe('time and visitor after hydration', () => {
  test('Open Now at a frozen clock, in the box the HTML reserved (no shift)', async ({
    page,
    browser,
    baseURL,
  }) => {
    const noJs = await browser.newContext({ javaScriptEnabled: false })
    const staticPage = await noJs.newPage()
    await staticPage.goto(`${baseURL}/clinic/${FORD}`)
    const before = await staticPage.getByTestId('open-status').boundingBox()
    await noJs.close()

    await page.clock.setFixedTime(MONDAY_9AM_CENTRAL)
    await recordLayoutShifts(page)
    await page.goto(`/clinic/${FORD}`)
    await settled(page)
    const badge = page.getByTestId('open-status')
    await expect(badge).toHaveText('Open Now')
    await expect(badge).toHaveAttribute('data-state', 'open')
    expect(await badge.boundingBox()).toEqual(before)
    await expect(page.getByTestId('footer-year')).toHaveText('2026')
    expect(await layoutShifts(page)).toEqual([])

    await page.clock.setFixedTime(SUNDAY_9PM_CENTRAL)
    await page.reload()
    await settled(page)
    await expect(page.getByTestId('open-status')).toHaveText('Closed')
  })
})

test.describe('the HTML arriving in pieces', () => {
  // A slow connection delivers the page in pieces, and a busy phone paints
  // between them: no piece may be painted before the prerendered markup is
  // whole, or what is painted moves when the rest arrives (seen: the
  // breadcrumb's 'Kentucky Urgent Care' item, painted with its chevron
  // alone, rose 14 px when its link arrived). Here the HTML stops for a
  // while at two such points (a parser-blocking script the route holds back,
  // which removes itself, so hydration sees the page as built).
  test('a page that stops mid-markup is painted only when whole: nothing moves', async ({
    page,
  }, testInfo) => {
    // A document answered by page.route is a public page to Chromium, which
    // then refuses its reads from the loopback stand-in (Local Network
    // Access): the live refresh would fail and show the outage notice.
    test.skip(
      isDatabaseMode(testInfo.project.use.baseURL),
      'built-in mode: its live refresh reads no network',
    )
    const PAUSE = '<script src="/__html-pause.js"></script>'
    await page.route('**/__html-pause.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500))
      await route.fulfill({
        contentType: 'text/javascript',
        body: 'document.currentScript.remove()',
      })
    })
    await page.route(`**/clinic/${FORD}`, async (route) => {
      const response = await route.fetch()
      const html = await response.text()
      const cut = html
        // Inside the breadcrumb's second item, after its chevron.
        .replace(
          /(<li[^>]*>)(<svg[^>]*lucide-chevron-right.*?<\/svg>)/,
          `$1$2${PAUSE}`,
        )
        // In the row of actions, after the first one.
        .replace('Call Now</a>', `Call Now</a>${PAUSE}`)
      expect(cut.split(PAUSE)).toHaveLength(3)
      await route.fulfill({ response, body: cut })
    })
    await page.clock.setFixedTime(MONDAY_9AM_CENTRAL)
    await recordLayoutShifts(page)
    await page.goto(`/clinic/${FORD}`)
    await settled(page)
    await expect(page.getByTestId('open-status')).toHaveText('Open Now')
    expect(await page.locator('script[src="/__html-pause.js"]').count()).toBe(0)
    expect(await layoutShifts(page)).toEqual([])
  })
})

test.describe('home: the first screenful in the HTML, the rest after hydration', () => {
  for (const viewport of [
    { width: 360, height: 740 },
    { width: 1280, height: 800 },
  ])
    test(`six cards in the HTML; every card after load, nothing shifts (${viewport.width} px)`, async ({
      page,
      request,
    }) => {
      const raw = await getRaw(request, '/')
      const { body } = split(raw.text)
      expect(body.match(/<article /g)).toHaveLength(6)
      await page.setViewportSize(viewport)
      await page.addInitScript(() => {
        const w = window as unknown as { __cls: number }
        w.__cls = 0
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as Array<
            PerformanceEntry & { value: number; hadRecentInput: boolean }
          >)
            if (!e.hadRecentInput) w.__cls += e.value
        }).observe({ type: 'layout-shift', buffered: true })
      })
      await page.goto('/')
      await ready(page)
      const results = page.getByRole('region', { name: 'Clinic results' })
      const count = Number(
        /^(\d+) clinics found$/.exec(
          (await results
            .getByRole('heading', { level: 2 })
            .first()
            .textContent()) ?? '',
        )?.[1],
      )
      expect(count).toBeGreaterThan(6)
      // Every card, the folded listings with no hours on file included.
      await expect(results.locator('article')).toHaveCount(count)
      await expect(
        results.getByRole('button', { name: 'Show more clinics' }),
      ).toHaveCount(0)
      expect(
        await page.evaluate(
          () => (window as unknown as { __cls: number }).__cls,
        ),
      ).toBe(0)
    })
})

test.describe('live data after load', () => {
  test('a page built from data A, served while the live source has B, shows B after load', async ({
    page,
    request,
  }, testInfo) => {
    test.skip(
      !isDatabaseMode(testInfo.project.use.baseURL),
      'built-in data ships with the pages it prerendered: it cannot differ',
    )
    const B = { phone: '(270) 555-0199', name: 'Ford Kids Urgent Care' }
    await control(page.request, { patchClinic: { slug: FORD, values: B } })
    // The file on the host still holds A.
    const file = await getRaw(request, `/clinic/${FORD}`)
    expect(file.text).toContain(FORD_PHONE)
    expect(file.text).not.toContain(B.phone)

    await page.goto(`/clinic/${FORD}`)
    await settled(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(B.name)
    await expect(page.getByRole('main')).toContainText(B.phone)
    await expect(page.getByRole('main')).not.toContainText(FORD_PHONE)
    await expect(page).toHaveTitle(new RegExp(`^${B.name} – `))

    // The home list too.
    await page.goto('/')
    await settled(page)
    await expect(
      page.getByRole('article').filter({ hasText: B.name }),
    ).toContainText(B.phone)
  })

  test('when the live source fails after load, the prerendered page stays', async ({
    page,
  }, testInfo) => {
    test.skip(
      !isDatabaseMode(testInfo.project.use.baseURL),
      'the hosted database only',
    )
    test.setTimeout(60_000)
    await control(page.request, { restFailure: 503 })
    await page.goto(`/clinic/${FORD}`)
    await settled(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(FORD_NAME)
    await expect(page.getByRole('main')).toContainText(FORD_PHONE)
    await page.goto('/')
    await settled(page)
    await expect(
      page.getByRole('region', { name: 'Clinic results' }).getByRole('article'),
    ).toHaveCount(36)
  })
})

test('built-in mode: a prerendered page downloads no data after load; the next page does', async ({
  page,
}, testInfo) => {
  test.skip(
    isDatabaseMode(testInfo.project.use.baseURL),
    'database mode refreshes from the hosted database',
  )
  const dataChunks: string[] = []
  page.on('request', (r) => {
    if (/\/assets\/data-[\w-]+\.js$/.test(r.url())) dataChunks.push(r.url())
  })
  await page.goto('/')
  await settled(page)
  // The list and its search work from the data the HTML carries.
  await expect(
    page.getByRole('region', { name: 'Clinic results' }).getByRole('article'),
  ).toHaveCount(36)
  expect(dataChunks).toEqual([])
  await page
    .getByRole('region', { name: 'Clinic results' })
    .getByRole('link', { name: /View Details/ })
    .first()
    .click()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect.poll(() => dataChunks.length).toBe(1)
})

test.describe('Content-Security-Policy', () => {
  /** Records securitypolicyviolation events from the first script on. */
  async function recordViolations(page: Page) {
    await page.addInitScript(() => {
      const w = window as unknown as { __csp: string[] }
      w.__csp = []
      document.addEventListener('securitypolicyviolation', (e) =>
        w.__csp.push(`${e.violatedDirective} ${e.blockedURI}`),
      )
    })
    const consoleCsp: string[] = []
    page.on('console', (m) => {
      if (/Content Security Policy|Refused to/i.test(m.text()))
        consoleCsp.push(m.text())
    })
    return {
      consoleCsp,
      events: () =>
        page.evaluate(() => (window as unknown as { __csp: string[] }).__csp),
    }
  }

  test('the policy is enforced: an injected inline script is blocked and reported', async ({
    page,
  }) => {
    const v = await recordViolations(page)
    const res = await page.goto('/privacy')
    expect(res?.headers()['content-security-policy']).toContain(
      "script-src 'self'",
    )
    await settled(page)
    await page.evaluate(() => {
      const s = document.createElement('script')
      s.textContent = 'window.__inline = 1'
      document.body.append(s)
    })
    await expect
      .poll(v.events)
      .toEqual([expect.stringMatching(/^script-src-elem inline$/)])
    expect(
      await page.evaluate(
        () => (window as unknown as { __inline?: number }).__inline,
      ),
    ).toBeUndefined()
  })

  test('no violation on any kind of page, in a search, a navigation and the contact form', async ({
    page,
  }, testInfo) => {
    const v = await recordViolations(page)
    for (const p of [
      ...PAGES.map((x) => x.path),
      '/no/such/page',
      '/town/no-such-town',
    ]) {
      await page.goto(p)
      await settled(page)
      expect(await v.events(), p).toEqual([])
    }
    // A search of a street address (the geocoder: towns and ZIPs resolve in
    // the browser, from a chunk of the site), then a client-side navigation
    // (data chunks).
    await page.goto('/?search=100%20Broadway%2C%20Paducah')
    await settled(page)
    await expect(
      page
        .getByRole('region', { name: 'Clinic results' })
        .getByRole('article')
        .first(),
    ).toContainText(/\d+(\.\d)? miles?/)
    await page.getByRole('link', { name: 'Health Blog' }).first().click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Health & Urgent Care Blog',
    )
    if (isDatabaseMode(testInfo.project.use.baseURL)) {
      // The contact function on the Supabase origin.
      await page.getByRole('button', { name: 'Contact Support' }).click()
      const dialog = page.getByRole('dialog', { name: 'Send Us a Message' })
      await dialog.getByLabel('Name', { exact: true }).fill('Pat Parent')
      await dialog.getByLabel('Email', { exact: true }).fill('pat@example.com')
      await dialog.getByLabel('Subject', { exact: true }).fill('CSP check')
      await dialog
        .getByLabel('Message', { exact: true })
        .fill('Checking the contact form under the policy.')
      await dialog.getByRole('button', { name: 'Send Message' }).click()
      await expect(dialog.getByText('Message sent successfully!')).toBeVisible()
    }
    expect(await v.events()).toEqual([])
    expect(v.consoleCsp).toEqual([])
  })
})
