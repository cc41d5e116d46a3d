// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { loadBuiltinRepository, setRepository } from '@/data/create-repository'
import { DataSourceError, type DirectoryRepository } from '@/data/repository'
import { config } from '@/config/env'
import { HOSTILE, renderRoute, useRows } from './render-route'

beforeEach(() => {
  setRepository(loadBuiltinRepository())
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => {
  vi.restoreAllMocks()
  vi.useRealTimers()
})

const main = () => screen.getByRole('main')

describe('legal pages', () => {
  test.each([
    ['/privacy', 'Privacy Policy'],
    ['/terms', 'Terms of Service'],
  ])(
    '%s: title, date, contact e-mail and Return to Home',
    async (path, title) => {
      renderRoute(path)
      expect(
        await screen.findByRole('heading', { level: 1, name: title }),
      ).toBeInTheDocument()
      expect(
        within(main()).getByText('Last Updated: November 26, 2026'),
      ).toBeInTheDocument()
      expect(
        within(main()).getByRole('link', { name: config.contactEmail }),
      ).toHaveAttribute('href', `mailto:${config.contactEmail}`)
      expect(
        within(main()).getByRole('link', { name: 'Return to Home' }),
      ).toHaveAttribute('href', '/')
      expect(
        within(main()).getAllByRole('heading', { level: 2 }).length,
      ).toBeGreaterThanOrEqual(6)
      await waitFor(() =>
        expect(
          document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
        ).toMatch(new RegExp(`${path}$`)),
      )
    },
  )

  test('the terms state every required point', async () => {
    renderRoute('/terms')
    await screen.findByRole('heading', { level: 1, name: 'Terms of Service' })
    const text = main().textContent ?? ''
    expect(text).toMatch(/is an informational directory only/)
    expect(text).toMatch(/does not provide medical advice/)
    expect(text).toMatch(/call 911 immediately/)
    expect(text).toMatch(/Always verify information directly with the clinic/)
    expect(text).toMatch(/governed by the laws of the Commonwealth of Kentucky/)
    // The default build: no ads, and the terms say so (each configuration:
    // tests/component/legal/policy-follows-configuration.test.tsx).
    expect(text).toMatch(/The site shows no advertising/)
  })

  test('the privacy policy states what the site collects', async () => {
    renderRoute('/privacy')
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })
    const text = main().textContent ?? ''
    expect(text).toMatch(/name, e-mail address, subject and message/)
    expect(text).toMatch(/used only inside your browser/)
    expect(text).toMatch(/never sent to us and never stored/)
    expect(text).toMatch(/The site uses no analytics/)
    expect(text).toMatch(/The site shows no advertising/)
    expect(text).toMatch(/The site sets no cookies/)
    expect(text).toMatch(/public geocoding service/)
  })
})

describe('HTML site map', () => {
  test('Site Map, Main Pages, Cities (N) and All Clinics by City (total)', async () => {
    renderRoute('/sitemap')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Site Map' }),
    ).toBeInTheDocument()
    const section = (name: string | RegExp) =>
      within(main())
        .getByRole('heading', { level: 2, name })
        .closest('section')!
    const mainPages = within(section('Main Pages')).getAllByRole('link')
    expect(
      mainPages.map((l) => [l.textContent, l.getAttribute('href')]),
    ).toEqual([
      ['Home', '/'],
      ['Blog', '/blog'],
      ['Privacy', '/privacy'],
      ['Terms', '/terms'],
    ])
    const cities = within(section('Cities (13)')).getAllByRole('link')
    expect(cities).toHaveLength(13)
    expect(
      within(section('Cities (13)')).getByRole('link', {
        name: 'Henderson (9)',
      }),
    ).toHaveAttribute('href', '/town/henderson')
    expect(
      within(section('Cities (13)')).getByRole('link', {
        name: 'Bowling Green (2)',
      }),
    ).toHaveAttribute('href', '/town/bowling-green')
    const erTowns = section(
      'Towns with an Emergency Room but No Listed Clinic (13)',
    )
    const erLinks = within(erTowns).getAllByRole('link')
    expect(erLinks.map((l) => l.textContent)).toEqual([
      'Benton',
      'Cadiz',
      'Fort Campbell',
      'Franklin',
      'Greenville',
      'Hardinsburg',
      'Hartford',
      'Marion',
      'Mayfield',
      'Morganfield',
      'Princeton',
      'Russellville',
      'Salem',
    ])
    expect(erLinks[0]).toHaveAttribute('href', '/town/benton')
    const all = section('All Clinics by City (36)')
    expect(
      within(all)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toHaveLength(13)
    const clinicLinks = within(all).getAllByRole('link')
    expect(clinicLinks).toHaveLength(36)
    expect(
      within(all).getByRole('link', { name: 'Springs Urgent Care' }),
    ).toHaveAttribute('href', '/clinic/springs-urgent-care')
  })

  test('a load error is logged and the sections are empty', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {})
    const builtin = await loadBuiltinRepository()
    setRepository({
      ...builtin,
      listClinicsForSiteMap: () =>
        Promise.reject(new DataSourceError('network', 'x')),
    } as DirectoryRepository)
    renderRoute('/sitemap')
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Cities (0)' }),
    ).toBeInTheDocument()
    expect(
      screen.getByRole('heading', { name: 'All Clinics by City (0)' }),
    ).toBeInTheDocument()
    expect(spy).toHaveBeenCalledWith(
      'Site map load error',
      expect.any(DataSourceError),
    )
  })

  test('a hostile clinic name is a text link', async () => {
    useRows({ patch: { 'springs-urgent-care': { name: HOSTILE } } })
    renderRoute('/sitemap')
    expect(await screen.findByRole('link', { name: HOSTILE })).toHaveAttribute(
      'href',
      '/clinic/springs-urgent-care',
    )
    expect(document.querySelector('img[src="x"]')).toBeNull()
  })
})

describe('XML site map and robots', () => {
  test('/sitemap.xml: home, every town, every clinic, the blog, its articles and the legal pages', async () => {
    // The day the page is made, at a fixed instant (a second before
    // midnight UTC: the date is read once, never at two moments).
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-12-24T23:59:59Z'))
    renderRoute('/sitemap.xml')
    const pre = await screen.findByTestId('sitemap-xml')
    const doc = new DOMParser().parseFromString(
      pre.textContent ?? '',
      'application/xml',
    )
    expect(doc.querySelector('parsererror')).toBeNull()
    const urls = [...doc.getElementsByTagName('url')].map((u) => ({
      loc: u.getElementsByTagName('loc')[0]!.textContent!,
      changefreq: u.getElementsByTagName('changefreq')[0]!.textContent,
      priority: u.getElementsByTagName('priority')[0]!.textContent,
      lastmod: u.getElementsByTagName('lastmod')[0]!.textContent,
    }))
    // + 13 Kentucky towns with an emergency room but no listed clinic
    expect(urls).toHaveLength(1 + 13 + 13 + 36 + 1 + 3 + 2)
    expect(
      urls
        .filter((u) => u.changefreq === 'monthly')
        .map((u) => u.loc.replace(window.location.origin, '')),
    ).toEqual([
      '/blog',
      '/blog/urgent-care-vs-emergency-room-for-kids',
      '/blog/fever-in-children-when-to-worry',
      '/blog/urgent-care-costs-and-insurance-guide',
      '/privacy',
      '/terms',
    ])
    const origin = window.location.origin
    expect(urls[0]).toMatchObject({
      loc: `${origin}/`,
      changefreq: 'daily',
      priority: '1',
    })
    expect(urls[0]!.lastmod).toBe('2026-12-24')
    const towns = urls.filter((u) => u.loc.includes('/town/'))
    const clinics = urls.filter((u) => u.loc.includes('/clinic/'))
    expect(towns).toHaveLength(26)
    expect(towns.map((t) => t.loc)).toContain(`${origin}/town/benton`)
    expect(clinics).toHaveLength(36)
    for (const t of towns)
      expect(t).toMatchObject({ changefreq: 'weekly', priority: '0.8' })
    for (const c of clinics)
      expect(c).toMatchObject({ changefreq: 'weekly', priority: '0.9' })
    expect(urls.map((u) => u.loc)).toContain(`${origin}/town/bowling-green`)
  })

  test('/robots.txt allows all and points to the site map', async () => {
    renderRoute('/robots.txt')
    const pre = await screen.findByTestId('robots-txt')
    expect(pre.textContent).toBe(
      `User-agent: *\nAllow: /\n\nSitemap: ${window.location.origin}/sitemap.xml\n`,
    )
  })
})
