import { afterEach, describe, expect, test, vi } from 'vitest'
import {
  headersFile,
  HYDRATION_DATA_ID,
  render,
  robotsTxt,
  setRepository,
  sitemapXml,
  sitePages,
  type HydrationPayload,
} from '@/entry-server'
import {
  fileInside,
  fillTemplate,
  isWritableRoute,
  pageFiles,
  sitemapMismatch,
} from '@/prerender/build'
import { createBuiltinRepository } from '@/data/builtin/builtin-repository'
import { CLINIC_ROWS, TOWN_ROWS } from '@/data/builtin/generated/data'
import { COORDINATES } from '@/data/builtin/generated/coordinates'
import { DataSourceError, type DirectoryRepository } from '@/data/repository'
import type { ClinicRow } from '@/domain/map-row'
import { createSupabaseClient } from '@/data/supabase/create-client'
import { createSupabaseRepository } from '@/data/supabase/supabase-repository'
import {
  createPostgrestStandIn,
  type Tables,
} from '../../support/postgrest-stand-in'

/*
 * The build-time renderer (src/entry-server.tsx) run directly, without a
 * build: the pages it makes from real data, and that a failing or empty data
 * source stops it instead of producing pages.
 */

function builtin(patch: Record<string, Partial<ClinicRow>> = {}) {
  return createBuiltinRepository({
    clinics: CLINIC_ROWS.map((r) => ({ ...r, ...(patch[r.slug ?? ''] ?? {}) })),
    towns: TOWN_ROWS,
    coordinates: COORDINATES,
  })
}

/** The route paths of the pages to prerender. */
const prerenderPaths = async () => (await sitePages()).map((p) => p.path)

/** A repository whose reads all fail, as an unreachable database's do. */
function failing(): DirectoryRepository {
  const base = builtin()
  return new Proxy(base, {
    get(target, prop, receiver) {
      const value: unknown = Reflect.get(target, prop, receiver)
      if (typeof value !== 'function') return value
      return () =>
        Promise.reject(
          new DataSourceError('network', 'fetch failed: connection refused'),
        )
    },
  })
}

const CLINIC = CLINIC_ROWS.find((r) => r.slug && r.address)!
/** Kentucky towns of the data with an emergency room but no listed clinic. */
const ER_ONLY = [
  'benton',
  'cadiz',
  'fort-campbell',
  'franklin',
  'greenville',
  'hardinsburg',
  'hartford',
  'marion',
  'mayfield',
  'morganfield',
  'princeton',
  'russellville',
  'salem',
]
const stripSeparators = (html: string) => html.replace(/<!-- -->/g, '')

function payload(data: string): HydrationPayload {
  const m = new RegExp(
    `^<script type="application/json" id="${HYDRATION_DATA_ID}">(.*)</script>$`,
    's',
  ).exec(data)
  expect(m, 'a JSON data block').not.toBeNull()
  return JSON.parse(m![1]!) as HydrationPayload
}

afterEach(() => {
  vi.restoreAllMocks()
  setRepository(builtin())
})

describe('render', () => {
  test('a clinic page: h1 and content in the markup; title, canonical and JSON-LD in the head; the data block', async () => {
    setRepository(builtin())
    const page = await render(`/clinic/${CLINIC.slug}`)
    expect(page.status).toBe(200)
    const html = stripSeparators(page.html)
    expect(html).toMatch(
      new RegExp(
        `<h1[^>]*>${CLINIC.name!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`,
      ),
    )
    expect(html).toContain(CLINIC.address!)
    // Head tags go to <head>, never into #root (React would hoist them there).
    expect(page.html).not.toMatch(
      /<title|rel="canonical"|application\/ld\+json/,
    )
    expect(page.head).toMatch(/^<title>[^<]+<\/title>/)
    expect(page.head).toContain(
      `<link rel="canonical" href="http://localhost/clinic/${CLINIC.slug}"/>`,
    )
    expect(page.head).toContain(
      '<script id="jsonld" type="application/ld+json">',
    )
    // Nothing time-dependent is baked in: the badge box is empty.
    expect(page.html).toMatch(/data-testid="open-status" data-state="pending"/)
    const data = payload(page.data)
    expect(data.path).toBe(`/clinic/${CLINIC.slug}`)
    expect(data.state.errors).toBeNull()
    expect(Object.keys(data.state.loaderData).sort()).toEqual([
      'clinic',
      'root',
    ])
  })

  test('the 404 page: status 404, noindex, says it is loading (never Page Not Found), fits any path', async () => {
    const page = await render('/404', { notFound: true })
    expect(page.status).toBe(404)
    // Hosts serve it for a clinic added after the build too: only the app,
    // once the page's read has answered, may say a page does not exist.
    expect(page.html).not.toMatch(/Not Found|couldn.t find/)
    expect(page.head).not.toMatch(/Not Found/)
    expect(page.head).toMatch(/<title>Loading… \|/)
    expect(page.html).toMatch(
      /<main id="main-content"[^>]*><div role="progressbar" aria-label="Loading…"[^>]*><\/div><p role="status"[^>]*>Loading…<\/p><noscript>/,
    )
    // The site's chrome: header, footer and the 911 banner.
    expect(page.html).toContain('<header')
    expect(page.html).toContain('<footer')
    expect(page.html).toContain('911')
    expect(page.head).toContain('<meta name="robots" content="noindex"/>')
    expect(page.head).not.toContain('rel="canonical"')
    const data = payload(page.data)
    expect(data.path).toBeNull()
    expect(data.state.errors).toMatchObject({
      root: { status: 404, __type: 'RouteErrorResponse' },
    })
  })

  test('a route that is not a page, or a missing clinic, stops the build', async () => {
    await expect(render('/no/such/page')).rejects.toThrow(/status 404/)
    await expect(render('/clinic/no-such-clinic')).rejects.toThrow(
      /not-found page \("Clinic Not Found"\)/,
    )
  })

  test('a failing data source stops the build with the reason, for every kind of page', async () => {
    // The loaders log each failure; the point here is what the build does.
    vi.spyOn(console, 'error').mockImplementation(() => {})
    setRepository(failing())
    for (const path of [
      '/',
      `/clinic/${CLINIC.slug}`,
      '/town/paducah',
      '/sitemap',
      '/blog',
    ])
      await expect(render(path), path).rejects.toThrow(
        /the data source failed \(route "[\w-]+"\): DataSourceError: fetch failed: connection refused/,
      )
    await expect(sitePages()).rejects.toThrow(
      /could not read the built-in data: DataSourceError: fetch failed: connection refused/,
    )
    // The headers come from configuration only: no read, so no failure.
    await expect(headersFile()).resolves.toMatch(/Content-Security-Policy/)
  })

  test('no data reaches the policy: a hostile image origin is not in _headers', async () => {
    setRepository(
      builtin({ [CLINIC.slug!]: { image: 'https://evil.example/x.png' } }),
    )
    const text = await headersFile()
    expect(text).not.toContain('evil.example')
    const page = await render(`/clinic/${CLINIC.slug}`)
    expect(page.html).not.toContain('src="https://evil.example')
    expect(page.html).toContain('src="/images/clinic-placeholder.svg"')
    // Nor announced: no og:image or JSON-LD image on that origin.
    expect(page.head).not.toContain('evil.example')
  })

  test('odd slugs and city spellings: prerendered at safe, derived paths only', async () => {
    const [a, b] = CLINIC_ROWS
    setRepository(
      createBuiltinRepository({
        clinics: [
          { ...a!, slug: '..', name: 'Dot Dot Kids Care' },
          { ...b!, slug: null, city: 'St. Charles' },
        ],
        towns: TOWN_ROWS,
        coordinates: COORDINATES,
      }),
    )
    const paths = await prerenderPaths()
    expect(paths).toContain('/clinic/dot-dot-kids-care')
    expect(paths).toContain('/town/st-charles')
    expect(paths.every(isWritableRoute)).toBe(true)
    const town = await render('/town/st-charles')
    expect(town.html).toContain('St. Charles')
    expect(town.html).not.toContain('Town Not Found')
  })

  test('markup from hostile data stays inert, and the data block cannot be closed early', async () => {
    const hostile = '</script><script>alert(1)</script><!--'
    setRepository(builtin({ [CLINIC.slug!]: { name: hostile } }))
    const page = await render(`/clinic/${CLINIC.slug}`)
    expect(page.html).not.toContain('<script>alert(1)')
    expect(page.head).not.toContain('<script>alert(1)')
    expect(page.data.match(/<\/script/gi)).toHaveLength(1)
    expect(payload(page.data).state.loaderData.clinic).toMatchObject({
      clinic: { name: hostile },
    })
  })
})

describe('the pages to prerender', () => {
  test('every kind of page, every town and clinic, no duplicates', async () => {
    const paths = await prerenderPaths()
    expect(paths[0]).toBe('/')
    for (const p of ['/blog', '/privacy', '/terms', '/sitemap'])
      expect(paths).toContain(p)
    expect(paths.filter((p) => p.startsWith('/blog/')).length).toBe(3)
    const clinicSlugs = CLINIC_ROWS.map((r) => r.slug)
    expect(paths.filter((p) => p.startsWith('/clinic/')).sort()).toEqual(
      clinicSlugs.map((s) => `/clinic/${s}`).sort(),
    )
    for (const t of TOWN_ROWS) expect(paths).toContain(`/town/${t.slug}`)
    // Towns with an emergency room but no listed clinic.
    for (const slug of ER_ONLY) expect(paths).toContain(`/town/${slug}`)
    expect(paths).not.toContain('/town/evansville') // across the state line
    expect(new Set(paths).size).toBe(paths.length)
  })

  test('a database whose rows are all unusable stops the build; one usable row is enough', async () => {
    const repoOf = async (clinics: unknown[]) => {
      const standIn = createPostgrestStandIn({
        anonKey: 'k',
        tables: {
          clinics: clinics as Tables['clinics'],
          towns: [],
          emergency_departments: [],
        },
      })
      const client = await createSupabaseClient('https://x.supabase.co', 'k', {
        fetch: standIn.fetch,
      })
      return createSupabaseRepository(client, {})
    }
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const unusable = [
      42,
      { ...CLINIC_ROWS[0], name: null },
      { ...CLINIC_ROWS[1], name: '!!!', slug: null },
    ]
    setRepository(await repoOf(unusable))
    await expect(prerenderPaths()).rejects.toThrow(
      /returned no usable clinic; refusing to build an empty directory/,
    )
    setRepository(
      await repoOf([
        ...unusable,
        { ...CLINIC_ROWS[2], slug: null, rating: 'abc' },
      ]),
    )
    expect(await prerenderPaths()).toContain(`/clinic/${CLINIC_ROWS[2]!.slug}`)
  })

  test('a data source with no clinics stops the build', async () => {
    setRepository(
      createBuiltinRepository({ clinics: [], towns: [], coordinates: {} }),
    )
    await expect(prerenderPaths()).rejects.toThrow(
      /the built-in data returned no usable clinic; refusing to build an empty directory/,
    )
  })

  test('sitemap.xml and robots.txt come from the in-browser routes’ code', async () => {
    const pages = await sitePages()
    const xml = sitemapXml(pages)
    // Every page but the HTML site map, and no other URL.
    expect(sitemapMismatch(xml, 'http://localhost', pages)).toBeNull()
    expect(
      sitemapMismatch(xml, 'http://localhost', [
        ...pages,
        { path: '/town/nowhere', inSitemap: true },
      ]),
    ).toMatch(/sitemap\.xml omits prerendered pages: \/town\/nowhere/)
    expect(
      sitemapMismatch(
        xml,
        'http://localhost',
        pages.filter((p) => p.path !== '/terms'),
      ),
    ).toMatch(/names pages that were not prerendered: \/terms/)
    expect(xml).toContain('<loc>http://localhost/</loc>')
    expect(xml.match(/<url>/g)).toHaveLength(
      // + the towns with only an emergency room, blog, 3 articles, privacy, terms
      1 + TOWN_ROWS.length + ER_ONLY.length + CLINIC_ROWS.length + 6,
    )
    for (const slug of ER_ONLY)
      expect(xml).toContain(`<loc>http://localhost/town/${slug}</loc>`)
    expect(robotsTxt()).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: http://localhost/sitemap.xml\n',
    )
  })
})

describe('the Node step', () => {
  test("fills the template with function replacers ($& and $' stay literal)", () => {
    const page = fillTemplate(
      '<head><!--app-head--></head><div id="root"><!--app-html--></div><!--app-data-->',
      { head: '<title>$&</title>', html: "<p>$' $1 $$</p>", data: '<x>' },
    )
    expect(page).toBe(
      '<head><title>$&</title></head><div id="root"><p>$\' $1 $$</p></div><x>',
    )
  })

  test('writes /x as x/index.html and x.html; / as index.html', () => {
    expect(pageFiles('/')).toEqual(['index.html'])
    expect(pageFiles('/clinic/a-b')).toEqual([
      'clinic/a-b/index.html',
      'clinic/a-b.html',
    ])
    expect(pageFiles('/blog/')).toEqual(['blog/index.html', 'blog.html'])
  })

  test('nothing is written outside the output directory', () => {
    expect(fileInside('/srv/dist', 'clinic/a/index.html')).toBe(
      '/srv/dist/clinic/a/index.html',
    )
    for (const file of ['../x.html', '/etc/passwd', 'a/../../x', '', '.'])
      expect(() => fileInside('/srv/dist', file), file).toThrow(
        /refusing to write/,
      )
    // '/clinic/..' is inside, but would overwrite dist/index.html: such a
    // route is refused before anything is written.
    expect(pageFiles('/clinic/..')[0]).toBe('clinic/../index.html')
    expect(isWritableRoute('/clinic/..')).toBe(false)
    expect(isWritableRoute('/clinic/a b')).toBe(false)
    expect(isWritableRoute('/town/st-charles')).toBe(true)
    expect(isWritableRoute('/')).toBe(true)
  })
})
