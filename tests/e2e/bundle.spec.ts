import path from 'node:path'
import { expect, test } from './support/test'
import { homeBytes, type LoadedFile } from '../tools/home-bytes'
import { ready } from './support/control'

/**
 * The home page's bundle budget: the JavaScript a phone downloads
 * before the first tap, gzip-compressed as a static host serves it, at most
 * 130 KB, in English and in Spanish (/es/, the same code with other
 * texts). Deterministic (sizes of the built files, not timings), so it is a
 * test; `npm run bench` prints the same figure beside the Lighthouse table.
 */

const HOME_JS_BUDGET = 130 * 1024
/** The map (Leaflet, its CSS and ours), loaded when the map is first shown. */
const MAP_CHUNK_BUDGET = 60 * 1024
const DIST = path.resolve('dist-e2e/builtin')

test.describe('bundle budget', () => {
  test.skip(
    ({ baseURL }) => !baseURL || test.info().project.name !== 'builtin',
    'measured once, on the built-in production build',
  )

  for (const home of ['/', '/es/'])
    test(`home (${home}) loads at most 130 KB of gzip JavaScript before any interaction`, async ({
      page,
      baseURL,
    }) => {
      await page.setViewportSize({ width: 412, height: 823 })
      const loaded: LoadedFile[] = []
      page.on('request', (r) => {
        const url = new URL(r.url())
        if (url.origin !== new URL(baseURL!).origin) return
        if (r.resourceType() === 'script')
          loaded.push({ path: url.pathname, kind: 'js' })
        if (r.resourceType() === 'stylesheet')
          loaded.push({ path: url.pathname, kind: 'css' })
      })
      await page.goto(home)
      await ready(page)
      await page.waitForLoadState('networkidle')

      const bytes = homeBytes(DIST, loaded)
      const report = bytes.files
        .map((f) => `${f.path} ${(f.gzip / 1024).toFixed(1)} KB`)
        .join(', ')
      test.info().annotations.push({
        type: `home JS gzip (${home})`,
        description: `${bytes.jsGzip} B, ${(bytes.jsGzip / 1024).toFixed(1)} KB (${report})`,
      })
      // The measurement saw the app: its entry chunk and the stylesheet.
      expect(bytes.files.some((f) => f.path.startsWith('/assets/index-'))).toBe(
        true,
      )
      expect(bytes.cssGzip).toBeGreaterThan(0)
      // No route chunk of another page, not the Supabase client and not the
      // map, on home.
      for (const f of bytes.files)
        expect(f.path).not.toMatch(
          /\/(town|blog|legal|site-maps|create-client|supabase-repository|clinic-map)-/,
        )
      expect(bytes.jsGzip, report).toBeLessThanOrEqual(HOME_JS_BUDGET)
    })

  test('the map chunk (Leaflet and its CSS) is at most 60 KB gzip and loads only when the map is shown', async ({
    page,
  }) => {
    const loaded: LoadedFile[] = []
    page.on('request', (r) => {
      const url = new URL(r.url())
      if (r.resourceType() === 'script')
        loaded.push({ path: url.pathname, kind: 'js' })
      if (r.resourceType() === 'stylesheet')
        loaded.push({ path: url.pathname, kind: 'css' })
    })
    await page.goto('/')
    await ready(page)
    await page.waitForLoadState('networkidle')
    const firstLoad = loaded.length
    await page.getByRole('button', { name: 'Map', exact: true }).click()
    await expect(page.locator('[data-marker="clinic"]').first()).toBeVisible()
    await page.waitForLoadState('networkidle')
    const before = loaded.slice(0, firstLoad).map((f) => f.path)
    expect(before.filter((p) => /clinic-map|leaflet/.test(p))).toEqual([])
    // Everything the switch to the map fetched: the map chunk and its CSS.
    const bytes = homeBytes(DIST, loaded.slice(firstLoad))
    const report = bytes.files
      .map((f) => `${f.path} ${(f.gzip / 1024).toFixed(1)} KB`)
      .join(', ')
    test.info().annotations.push({
      type: 'map chunk gzip',
      description: `${((bytes.jsGzip + bytes.cssGzip) / 1024).toFixed(1)} KB (${report})`,
    })
    expect(bytes.files.some((f) => /\/clinic-map-.*\.js$/.test(f.path))).toBe(
      true,
    )
    expect(bytes.files.some((f) => /\/clinic-map-.*\.css$/.test(f.path))).toBe(
      true,
    )
    expect(bytes.jsGzip + bytes.cssGzip, report).toBeLessThanOrEqual(
      MAP_CHUNK_BUDGET,
    )
  })
})
