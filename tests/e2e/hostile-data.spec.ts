import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from './support/test'
import { collectProblems, ready } from './support/control'
import { HUGE_TOWN, ODD, SHOWN_SLUGS, UNSHOWABLE } from './support/hostile-data'
import { PORTS } from './support/ports'

/*
 * Database mode on the hostile-data set (tests/e2e/support/hostile-data.ts):
 * a null slug, a rating 'abc', zone 'Mars/Olympus', latitude 999, hours
 * '25:99 PM - ???', a row that is not an object and one without a name
 * (repaired field by field); 'St. Charles', a slug '..', an image on https://evil.example
 * and 2,000-character names, addresses, services and a city (never in a path, the CSP or past 360 px),
 * a 10,000-character town name (cut to 200 where rows are read).
 * tests/tools/build-e2e.sh built it into dist-e2e/hostile; the stand-in on
 * PORTS.hostileStandIn serves the same rows to the browser.
 */

const ROOT = path.resolve('dist-e2e')
const DIST = path.join(ROOT, 'hostile')
const LOG = path.join(ROOT, 'hostile-build.log')
const HOSTILE_STAND_IN = `http://127.0.0.1:${PORTS.hostileStandIn}`

// eslint-disable-next-line no-empty-pattern -- Playwright needs the pattern
test.beforeEach(({}, testInfo) => {
  test.skip(
    testInfo.project.name !== 'hostile',
    'the hostile-data build is served by its own project',
  )
})

/** Every page the build wrote, as a URL path (from dist-e2e/hostile). */
function builtPages(): string[] {
  const out: string[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) {
        if (entry.name !== 'assets') walk(full)
      } else if (entry.name === 'index.html') {
        const rel = path.relative(DIST, dir).split(path.sep).join('/')
        out.push(`/${rel}`)
      }
    }
  }
  walk(DIST)
  return out.sort()
}

test('the build succeeds and names each row it fixed or skipped, with id and field', () => {
  const log = readFileSync(LOG, 'utf8')
  expect(log).toMatch(/\[build\] prerendered \d+ pages/)
  const id = (row: { id: string }) => row.id
  for (const line of [
    `fixed clinic row ${id(ODD.badRating.row)}, rating: "abc"`,
    `fixed clinic row ${id(ODD.marsZone.row)}, timezone: unknown time zone "Mars/Olympus"`,
    `fixed clinic row ${id(ODD.farAway.row)}, latitude: 999`,
    `fixed clinic row ${id(ODD.dotDot.row)}, slug: ".."`,
    `skipped clinic row ${UNSHOWABLE.noName.id}, name: no name`,
    `fixed town row ${HUGE_TOWN.row.id}, name: 10000 characters; cut to 200 with an ellipsis`,
    `fixed clinic row ${ODD.longName.row.id}, name: 2000 characters; cut to 200 with an ellipsis`,
    `, (row): ${UNSHOWABLE.notAnObject} is not a row`,
  ])
    expect(log.split('\n').filter((l) => l.includes(line))).toHaveLength(1)
})

test('nothing is written outside dist-e2e/hostile, and the slug ".." overwrote nothing', () => {
  // The builds (each with its SSR bundles, English and Spanish), their
  // copies for the runs on other ports (ports/, tests/tools/run-all.sh) and
  // this build's log only.
  const builds = ['builtin', 'react-dev', 'database', 'hostile', 'ads']
  const expected = new Set([
    ...builds,
    ...builds.map((b) => `${b}-server`),
    ...builds.map((b) => `${b}-es-server`),
    'hostile-build.log',
    'ports',
  ])
  expect(readdirSync(ROOT).filter((f) => !expected.has(f))).toEqual([])
  expect(
    readdirSync(path.join(DIST, 'clinic')).some((f) => f.startsWith('.')),
  ).toBe(false)
  expect(readFileSync(path.join(DIST, 'index.html'), 'utf8')).toContain(
    '<link rel="canonical" href="https://kids-urgent-care.example/"',
  )
  expect(existsSync(path.join(DIST, 'clinic', `${ODD.dotDot.slug}.html`))).toBe(
    true,
  )
  expect(existsSync(path.join(DIST, 'town', 'st-charles.html'))).toBe(true)
})

test('the policy comes from configuration: the hostile image origin is neither allowed nor shown', async ({
  page,
  request,
}) => {
  const headers = readFileSync(path.join(DIST, '_headers'), 'utf8')
  expect(headers).not.toContain('evil.example')
  const csp = (await request.get('/')).headers()['content-security-policy']!
  const imgSrc = csp
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith('img-src'))
  expect(imgSrc).toBe(
    // …and the map's tile server (the main stand-in in the e2e builds).
    `img-src 'self' ${HOSTILE_STAND_IN} https://images.kids-urgent-care.example http://127.0.0.1:${PORTS.standIn}`,
  )
  await page.goto(`/clinic/${ODD.evilImage.slug}`)
  await ready(page)
  await expect(page.locator('img[src*="evil.example"]')).toHaveCount(0)
  await expect(
    page.locator('img[src="/images/clinic-placeholder.svg"]').first(),
  ).toBeVisible()
})

test('home lists every showable clinic; the null-slug clinic opens at its derived slug and is in sitemap.xml', async ({
  page,
  request,
}) => {
  const problems = collectProblems(page)
  const warnings: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'warning') warnings.push(m.text())
  })
  await page.goto('/')
  await ready(page)
  // The browser reports each repaired or skipped row once, too.
  const rating = `fixed clinic row ${ODD.badRating.row.id}, rating: "abc"`
  expect(warnings.filter((w) => w.includes(rating))).toHaveLength(1)
  expect(
    warnings.filter((w) =>
      w.includes(`skipped clinic row ${UNSHOWABLE.noName.id}`),
    ),
  ).toHaveLength(1)
  for (const slug of SHOWN_SLUGS)
    await expect(
      page.locator(`a[href="/clinic/${slug}"]`).first(),
      slug,
    ).toBeAttached()
  await expect(page.locator('a[href="/clinic/.."]')).toHaveCount(0)

  await page.locator(`a[href="/clinic/${ODD.nullSlug.slug}"]`).first().click()
  await expect(page).toHaveURL(new RegExp(`/clinic/${ODD.nullSlug.slug}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    ODD.nullSlug.row.name,
  )
  // A fresh load reads the clinic from live data at the derived slug.
  const response = await page.goto(`/clinic/${ODD.nullSlug.slug}`)
  expect(response!.status()).toBe(200)
  await ready(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    ODD.nullSlug.row.name,
  )
  const sitemap = await (await request.get('/sitemap.xml')).text()
  expect(sitemap).toContain(
    `<loc>https://kids-urgent-care.example/clinic/${ODD.nullSlug.slug}</loc>`,
  )
  expect(problems).toEqual([])
  const records = (await (
    await request.get(`${HOSTILE_STAND_IN}/__control`)
  ).json()) as { unexpected: string[] }
  expect(records.unexpected).toEqual([])
})

test("'St. Charles' has a working town page", async ({ page }) => {
  await page.goto('/town/st-charles')
  await ready(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Urgent Care in St. Charles, KY',
  )
  await expect(
    page.locator(`a[href="/clinic/${ODD.stCharles.slug}"]`).first(),
  ).toBeAttached()
})

test('a 10,000-character town name is cut to 200: its page loads and shows the cut name', async ({
  page,
}) => {
  // The test's usual 30 s covers loading, hydration and the live read; the
  // uncut name was a page a parent waits on.
  await page.setViewportSize({ width: 360, height: 740 })
  const problems = collectProblems(page)
  const html = readFileSync(path.join(DIST, 'town', 'huge-town.html'), 'utf8')
  expect(html).toContain(HUGE_TOWN.shown)
  expect(html).not.toContain(HUGE_TOWN.row.name.slice(0, 201))
  await page.goto('/town/huge-town')
  await ready(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Urgent Care in ${HUGE_TOWN.shown}, KY`,
  )
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
  ).toBeLessThanOrEqual(360)
  expect(problems).toEqual([])
})

test('no page overflows a 360 px screen and no page errors', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 360, height: 740 })
  const problems = collectProblems(page)
  const pages = builtPages()
  expect(pages).toContain(`/clinic/${ODD.longName.slug}`)
  expect(pages.some((p) => p.startsWith('/town/longcity'))).toBe(true)
  const wide: string[] = []
  for (const url of pages) {
    await page.goto(url)
    await ready(page)
    const width = await page.evaluate(
      () => document.documentElement.scrollWidth,
    )
    if (width > 360) wide.push(`${url}: ${width}px`)
  }
  expect(wide).toEqual([])
  expect(problems).toEqual([])
})
