import { describe, expect, test } from 'vitest'
import {
  siteMapSections,
  sitePages,
  type SitePagesInput,
} from '@/domain/site-pages'
import { buildSitemapXml } from '@/domain/seo/sitemap-xml'
import {
  toEmergencyDepartment,
  type EmergencyDepartment,
} from '@/domain/emergency/types'
import { EMERGENCY_DEPARTMENT_ROWS } from '@/data/builtin/generated/emergency-departments'

const ROOMS = EMERGENCY_DEPARTMENT_ROWS.map(toEmergencyDepartment)
const BENTON = ROOMS.find((r) => r.city === 'Benton' && r.state === 'KY')!

const room = (city: string, state = 'KY'): EmergencyDepartment => ({
  ...BENTON,
  id: `${city}-${state}`,
  name: `${city} Hospital`,
  city,
  state,
  outOfState: state !== 'KY',
})

const INPUT: SitePagesInput = {
  townSlugs: ['murray', 'paducah'],
  clinics: [
    { name: 'Paducah Kids', slug: 'paducah-kids', city: 'Paducah' },
    { name: 'Murray Care', slug: 'murray-care', city: 'Murray' },
    { name: 'Anchor Care', slug: 'anchor-care', city: 'Paducah' },
    // A clinic city without a town row: a page, and in the site map.
    { name: 'Sturgis Clinic', slug: 'sturgis-clinic', city: 'Sturgis' },
  ],
  emergencyRooms: [
    room('Benton'),
    room('Paducah'),
    room('Evansville', 'IN'),
    room('Cadiz'),
  ],
  articles: [{ slug: 'fever', title: 'Fever' }],
}

/** The paths sitemap.xml lists for these pages. */
const sitemapPaths = (pages: ReturnType<typeof sitePages>['pages']) =>
  [
    ...buildSitemapXml({
      origin: 'https://x.test',
      today: '2026-01-01',
      pages,
    }).matchAll(/<loc>https:\/\/x\.test([^<]*)<\/loc>/g),
  ]
    .map((m) => m[1])
    .sort()

describe('sitePages', () => {
  test('every page once, in the site map’s order; the HTML site map last and not in sitemap.xml', () => {
    const { pages, skipped } = sitePages(INPUT)
    expect(pages.map((p) => [p.path, p.inSitemap])).toEqual([
      ['/', true],
      ['/town/murray', true],
      ['/town/paducah', true],
      ['/town/sturgis', true],
      ['/town/benton', true],
      ['/town/cadiz', true],
      ['/clinic/anchor-care', true],
      ['/clinic/murray-care', true],
      ['/clinic/paducah-kids', true],
      ['/clinic/sturgis-clinic', true],
      ['/blog', true],
      ['/blog/fever', true],
      ['/privacy', true],
      ['/terms', true],
      ['/sitemap', false],
    ])
    expect(skipped).toEqual([])
  })

  test('towns: name, clinic count and whether only an emergency room is there', () => {
    const towns = sitePages(INPUT).pages.filter((p) => p.kind === 'town')
    expect(
      towns.map((t) => [t.slug, t.title, t.clinics, t.emergencyOnly]),
    ).toEqual([
      ['murray', 'Murray', 1, false],
      ['paducah', 'Paducah', 2, false],
      ['sturgis', 'Sturgis', 1, false],
      ['benton', 'Benton', 0, true],
      ['cadiz', 'Cadiz', 0, true],
    ])
    const clinic = sitePages(INPUT).pages.find(
      (p) => p.path === '/clinic/anchor-care',
    )
    expect(clinic).toMatchObject({
      kind: 'clinic',
      title: 'Anchor Care',
      town: '/town/paducah',
    })
  })

  test('a town row without clinics or rooms keeps its page, titled by its slug', () => {
    const { pages } = sitePages({ ...INPUT, townSlugs: ['hopkinsville'] })
    expect(pages.find((p) => p.path === '/town/hopkinsville')).toMatchObject({
      title: 'hopkinsville',
      clinics: 0,
      emergencyOnly: false,
      inSitemap: true,
    })
  })

  test('a slug that is not [a-z0-9-] is no page, and is reported', () => {
    const { pages, skipped } = sitePages({
      ...INPUT,
      townSlugs: ['../etc', 'paducah'],
      clinics: [
        ...INPUT.clinics,
        { name: 'Odd', slug: 'Odd Slug', city: 'Paducah' },
        { name: 'Paducah Kids', slug: 'paducah-kids', city: 'Paducah' },
      ],
    })
    expect(skipped).toEqual([
      { kind: 'town', slug: '../etc' },
      { kind: 'clinic', slug: 'Odd Slug' },
    ])
    expect(pages.map((p) => p.path)).not.toContain('/town/../etc')
    const clinics = pages.filter((p) => p.kind === 'clinic')
    expect(clinics).toHaveLength(4)
  })

  test('with no data: the pages that need none', () => {
    const { pages } = sitePages({
      townSlugs: [],
      clinics: [],
      emergencyRooms: [],
      articles: [],
    })
    expect(pages.map((p) => p.path)).toEqual([
      '/',
      '/blog',
      '/privacy',
      '/terms',
      '/sitemap',
    ])
  })

  // Built-in data gives town rows for every clinic city; a database may not
  // (a clinic in a town without a row): both shapes, one rule.
  test.each([
    ['every clinic city has a town row', INPUT.townSlugs.concat('sturgis')],
    ['a clinic city has no town row', INPUT.townSlugs],
    ['no town rows at all', []],
  ])(
    'sitemap.xml lists exactly the prerendered pages but the HTML site map (%s)',
    (_, townSlugs) => {
      const { pages } = sitePages({ ...INPUT, townSlugs })
      expect(sitemapPaths(pages)).toEqual(
        pages
          .map((p) => p.path)
          .filter((p) => p !== '/sitemap')
          .sort(),
      )
      expect(sitemapPaths(pages)).toContain('/town/sturgis')
    },
  )
})

describe('siteMapSections', () => {
  test('main pages, towns with their clinics by name, towns with only a room', () => {
    const sections = siteMapSections(sitePages(INPUT).pages)
    expect(sections.main.map((p) => [p.title, p.path])).toEqual([
      ['Home', '/'],
      ['Blog', '/blog'],
      ['Privacy', '/privacy'],
      ['Terms', '/terms'],
    ])
    expect(sections.cities).toEqual([
      {
        name: 'Murray',
        path: '/town/murray',
        clinics: [{ name: 'Murray Care', path: '/clinic/murray-care' }],
      },
      {
        name: 'Paducah',
        path: '/town/paducah',
        clinics: [
          { name: 'Anchor Care', path: '/clinic/anchor-care' },
          { name: 'Paducah Kids', path: '/clinic/paducah-kids' },
        ],
      },
      {
        name: 'Sturgis',
        path: '/town/sturgis',
        clinics: [{ name: 'Sturgis Clinic', path: '/clinic/sturgis-clinic' }],
      },
    ])
    expect(sections.emergencyTowns.map((t) => t.title)).toEqual([
      'Benton',
      'Cadiz',
    ])
  })
})

describe('a clinic closed for good', () => {
  const closedInput = (clinics: SitePagesInput['clinics']): SitePagesInput => ({
    ...INPUT,
    clinics,
  })

  test('keeps its page, out of sitemap.xml and the HTML site map; its town counts it no more', () => {
    const { pages } = sitePages(
      closedInput([
        ...INPUT.clinics.filter((c) => c.slug !== 'anchor-care'),
        {
          name: 'Anchor Care',
          slug: 'anchor-care',
          city: 'Paducah',
          closed: true,
        },
      ]),
    )
    const anchor = pages.find((p) => p.path === '/clinic/anchor-care')
    expect(anchor).toMatchObject({
      kind: 'clinic',
      inSitemap: false,
      town: '/town/paducah',
    })
    expect(sitemapPaths(pages)).not.toContain('/clinic/anchor-care')
    expect(sitemapPaths(pages)).toContain('/clinic/paducah-kids')
    expect(pages.find((p) => p.path === '/town/paducah')).toMatchObject({
      clinics: 1,
    })
    const paducah = siteMapSections(pages).cities.find(
      (c) => c.name === 'Paducah',
    )
    expect(paducah?.clinics.map((c) => c.path)).toEqual([
      '/clinic/paducah-kids',
    ])
  })

  test("a town whose only clinic closed: no clinic-city page; with an emergency room it is that room's town", () => {
    const { pages } = sitePages(
      closedInput([
        { name: 'Cadiz Care', slug: 'cadiz-care', city: 'Cadiz', closed: true },
        {
          name: 'Sturgis Clinic',
          slug: 'sturgis-clinic',
          city: 'Sturgis',
          closed: true,
        },
      ]),
    )
    // Cadiz has an emergency room: its page lists that room.
    expect(pages.find((p) => p.path === '/town/cadiz')).toMatchObject({
      clinics: 0,
      emergencyOnly: true,
    })
    expect(pages.find((p) => p.path === '/clinic/cadiz-care')).toMatchObject({
      inSitemap: false,
      town: '/town/cadiz',
    })
    // Sturgis has neither a row nor a room: no town page to link to.
    expect(pages.some((p) => p.path === '/town/sturgis')).toBe(false)
    expect(
      pages.find((p) => p.path === '/clinic/sturgis-clinic'),
    ).toMatchObject({ inSitemap: false, town: '' })
    expect(siteMapSections(pages).cities).toEqual([])
  })
})
