// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { loadBuiltinRepository, setRepository } from '@/data/create-repository'
import { DataSourceError, type DirectoryRepository } from '@/data/repository'
import { TOWN_ROWS } from '@/data/builtin/generated/data'
import { townFaq, townSections } from '@/domain/town-content'
import { EMERGENCY_ROOMS_NOTE } from '@/features/emergency/emergency-rooms'
import {
  graphNode,
  HOSTILE,
  jsonLd,
  renderRoute,
  useRows,
} from './render-route'

beforeEach(() => {
  setRepository(loadBuiltinRepository())
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  document.getElementById('jsonld')?.remove()
})
afterEach(() => vi.restoreAllMocks())

const main = () => screen.getByRole('main')

describe('town page', () => {
  test('heading, count, breadcrumb, back link, about text and the clinic cards', async () => {
    renderRoute('/town/paducah')
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Urgent Care in Paducah, KY',
      }),
    ).toBeInTheDocument()
    expect(
      within(main()).getByText('5 urgent care clinics found'),
    ).toBeInTheDocument()

    const crumbs = within(main()).getByRole('navigation', {
      name: 'Breadcrumb',
    })
    expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute(
      'href',
      '/',
    )
    expect(
      within(crumbs).getByRole('link', { name: 'Kentucky Urgent Care' }),
    ).toHaveAttribute('href', '/#browse-cities')
    expect(within(crumbs).getByText('Paducah, KY')).toHaveAttribute(
      'aria-current',
      'page',
    )
    expect(
      within(main()).getByRole('link', { name: 'Back to All Clinics' }),
    ).toHaveAttribute('href', '/')

    const about = within(main())
      .getByRole('heading', { name: 'About Pediatric Urgent Care in Paducah' })
      .closest('section')!
    expect(about).toHaveTextContent(
      'This directory lists 5 urgent care clinics in Paducah.',
    )
    // Built-in towns have no description: the templated intro stands in.
    expect(about).toHaveTextContent(/Families in Paducah, KY can use this page/)

    const cards = within(main()).getAllByRole('article')
    expect(cards).toHaveLength(5)
    // No distance on a town page (never '0 miles'); the clinic list comes
    // before the 'About' text, and the listings with no hours on file last,
    // under their own line.
    for (const card of cards) expect(card).not.toHaveTextContent(/\bmiles?\b/)
    const list = within(main())
      .getByRole('heading', { name: 'Clinics in Paducah' })
      .closest('section')!
    expect(
      list.compareDocumentPosition(about) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy()
    expect(within(list).getByTestId('unconfirmed-listings')).toHaveTextContent(
      'No hours on file (4) — these may have closed',
    )
    expect(
      within(cards[0]!).getByRole('heading', { level: 3 }),
    ).toHaveTextContent('Baptist Health Paducah Urgent Care')
    // The 911 banner's Emergency Info, on town pages too (issue 48, item 12).
    expect(
      screen.getAllByRole('button', { name: 'Emergency Info' }).length,
    ).toBeGreaterThan(0)
  })

  test('the five templated sections in order, paragraphs split on blank lines', async () => {
    renderRoute('/town/murray')
    await screen.findByRole('heading', {
      level: 1,
      name: 'Urgent Care in Murray, KY',
    })
    const expected = townSections('Murray')
    const sections = main().querySelectorAll('[data-section]')
    expect([...sections].map((s) => s.getAttribute('data-section'))).toEqual([
      'whenToVisit',
      'benefits',
      'preparation',
      'choosing',
      'costs',
    ])
    sections.forEach((s, i) => {
      expect(s.querySelector('h2')).toHaveTextContent(expected[i]!.title)
      expect(s.querySelectorAll('p').length).toBeGreaterThanOrEqual(3)
    })
    const levels = [...main().querySelectorAll('h1,h2,h3,h4')].map((h) =>
      Number(h.tagName[1]),
    )
    expect(levels[0]).toBe(1)
    for (let i = 1; i < levels.length; i++)
      expect(levels[i]! - levels[i - 1]!).toBeLessThanOrEqual(1)
  })

  test('FAQ accordion: one open at most, clicking the open one closes it', async () => {
    const user = userEvent.setup()
    renderRoute('/town/henderson')
    const faq = (
      await screen.findByRole('heading', {
        level: 2,
        name: 'Frequently Asked Questions - Henderson',
      })
    ).closest('section')!
    const buttons = within(faq).getAllByRole('button')
    expect(buttons).toHaveLength(8)
    for (const b of buttons) {
      expect(b).toHaveAttribute('aria-expanded', 'false')
      const panel = document.getElementById(b.getAttribute('aria-controls')!)
      expect(panel).not.toBeVisible()
    }
    expect(buttons[0]).toHaveTextContent(
      'How many urgent care centers are in Henderson?',
    )
    await user.click(buttons[0]!)
    expect(buttons[0]).toHaveAttribute('aria-expanded', 'true')
    const first = screen.getByRole('region', {
      name: 'How many urgent care centers are in Henderson?',
    })
    expect(first).toBeVisible()
    expect(first).toHaveTextContent(
      'This directory lists 9 urgent care clinics in Henderson, KY.',
    )
    await user.click(buttons[3]!)
    expect(buttons[0]).toHaveAttribute('aria-expanded', 'false')
    expect(buttons[3]).toHaveAttribute('aria-expanded', 'true')
    expect(within(faq).getAllByRole('button', { expanded: true })).toHaveLength(
      1,
    )
    await user.click(buttons[3]!)
    expect(within(faq).queryAllByRole('button', { expanded: true })).toEqual([])
    // Keyboard: Enter and Space toggle the focused question.
    buttons[5]!.focus()
    await user.keyboard('{Enter}')
    expect(buttons[5]).toHaveAttribute('aria-expanded', 'true')
    await user.keyboard(' ')
    expect(buttons[5]).toHaveAttribute('aria-expanded', 'false')
  })

  test('metadata: title, canonical, BreadcrumbList and FAQPage matching the visible answers', async () => {
    renderRoute('/town/henderson')
    await screen.findByRole('heading', { level: 1 })
    await waitFor(() =>
      expect(document.title).toBe(
        'Pediatric Urgent Care in Henderson, KY | WKY Kids Care',
      ),
    )
    expect(
      document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
    ).toMatch(/\/town\/henderson$/)
    const ld = await jsonLd()
    expect((ld as Record<string, unknown>)['@context']).toBe(
      'https://schema.org',
    )
    const crumbs = graphNode(ld, 'BreadcrumbList') as unknown as {
      itemListElement: Array<{ position: number; name: string; item: string }>
    }
    expect(crumbs.itemListElement.map((i) => i.name)).toEqual([
      'Home',
      'Kentucky Urgent Care',
      'Henderson, KY',
    ])
    expect(crumbs.itemListElement[1]!.item).toMatch(/\/#browse-cities$/)
    const faq = graphNode(ld, 'FAQPage') as unknown as {
      mainEntity: Array<{ name: string; acceptedAnswer: { text: string } }>
    }
    const faqSection = within(main())
      .getByRole('heading', { name: 'Frequently Asked Questions - Henderson' })
      .closest('section')!
    const visible = within(faqSection)
      .getAllByRole('region', { hidden: true })
      .map((r) => ({
        question: document.getElementById(r.getAttribute('aria-labelledby')!)!
          .textContent,
        answer: r.textContent,
      }))
    expect(
      faq.mainEntity.map((m) => ({
        question: m.name,
        answer: m.acceptedAnswer.text,
      })),
    ).toEqual(visible)
    expect(visible).toEqual(townFaq('Henderson', 'KY', 9))
  })

  test('synthetic town when clinics exist but no towns row does', async () => {
    useRows({
      patch: { 'springs-urgent-care': { city: 'Cadiz', town_id: null } },
    })
    renderRoute('/town/cadiz')
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Urgent Care in Cadiz, KY',
      }),
    ).toBeInTheDocument()
    expect(
      within(main()).getByText('1 urgent care clinic found'),
    ).toBeInTheDocument()
    expect(
      within(main()).getByRole('link', { name: 'Springs Urgent Care' }),
    ).toBeInTheDocument()
    expect(main()).toHaveTextContent(
      'Find pediatric urgent care and walk-in clinics in Cadiz, KY.',
    )
    await waitFor(() =>
      expect(document.title).toMatch(
        /^Pediatric Urgent Care in Cadiz, KY \| Walk-In Clinics/,
      ),
    )
  })

  test('a town row without clinics or an emergency room: No clinics found in this town.', async () => {
    useRows({
      towns: [
        ...TOWN_ROWS,
        {
          ...TOWN_ROWS[0]!,
          id: 'ffffffff-0000-5000-8000-000000000000',
          name: 'Calvert City',
          slug: 'calvert-city',
        },
      ],
    })
    renderRoute('/town/calvert-city')
    expect(
      await screen.findByText('No clinics found in this town.'),
    ).toBeInTheDocument()
    expect(
      within(main()).getByText('0 urgent care clinics found'),
    ).toBeInTheDocument()
  })

  test.each([
    ['/town/atlantis', 'No clinics found for this location'],
    ['/town/Not_A_Slug', 'The town you are looking for does not exist.'],
  ])('%s: Town Not Found with the section 8 message', async (path, message) => {
    renderRoute(path)
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Town Not Found' }),
    ).toBeInTheDocument()
    expect(within(main()).getByText(message)).toBeInTheDocument()
    expect(
      within(main()).getByRole('link', { name: 'Back to Home' }),
    ).toHaveAttribute('href', '/')
    await waitFor(() =>
      expect(
        document.querySelector('meta[name="robots"]')?.getAttribute('content'),
      ).toBe('noindex'),
    )
  })

  test('a data outage says so with Try again, never Town Not Found', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {})
    const builtin = await loadBuiltinRepository()
    setRepository({
      ...builtin,
      getTownBySlug: () => Promise.reject(new DataSourceError('network', 'x')),
    } as DirectoryRepository)
    renderRoute('/town/paducah')
    const main = await screen.findByRole('main')
    expect(
      await within(main).findByRole('heading', {
        level: 1,
        name: 'Directory temporarily unavailable',
      }),
    ).toBeInTheDocument()
    expect(main).toHaveTextContent(
      "We can't reach the directory right now. Please try again in a moment.",
    )
    expect(main).not.toHaveTextContent(/Town Not Found/)
    expect(
      within(main).getByRole('button', { name: 'Try again' }),
    ).toBeVisible()
    expect(spy).toHaveBeenCalledWith(
      'Failed to load town data',
      expect.any(DataSourceError),
    )
  })

  test('a hostile clinic name renders as text on the town page', async () => {
    useRows({ patch: { 'springs-urgent-care': { name: HOSTILE } } })
    renderRoute('/town/owensboro')
    expect(
      await within(await screen.findByRole('main')).findByRole('link', {
        name: HOSTILE,
      }),
    ).toBeInTheDocument()
    expect(document.querySelector('img[src="x"]')).toBeNull()
  })
})

describe('emergency rooms on town pages', () => {
  const erSection = (name: string) =>
    within(main()).getByRole('region', { name })

  test('Paducah: the nearest two with 24-hour label, phone, address, distance, Directions, the note and the provenance', async () => {
    renderRoute('/town/paducah')
    await screen.findByRole('heading', { level: 1 })
    const section = await within(main()).findByRole('region', {
      name: 'Emergency rooms near Paducah',
    })
    const rooms = within(section).getAllByTestId('emergency-room')
    expect(rooms).toHaveLength(2)
    expect(rooms[0]).toHaveTextContent('Baptist Health Paducah')
    expect(rooms[1]).toHaveTextContent('Mercy Health - Lourdes Hospital')
    for (const r of rooms) {
      expect(r).toHaveTextContent(
        /Emergency room · open 24 hours · Paducah, KY · \d+(\.\d)? miles/,
      )
      expect(
        within(r).getByRole('link', { name: /^Call \(270\)/ }),
      ).toHaveAttribute('href', expect.stringMatching(/^tel:/))
      expect(
        within(r).getByRole('link', { name: /^Directions/ }),
      ).toHaveAttribute('href', expect.stringContaining('google.com/maps'))
    }
    expect(section).toHaveTextContent(
      'The nearest within 40 miles; distances from the town centre.',
    )
    expect(section).toHaveTextContent(EMERGENCY_ROOMS_NOTE)
    const provenance = within(section).getByTestId('emergency-rooms-provenance')
    expect(provenance).toHaveTextContent('As of February 26, 2026')
    // Sources by publisher and year, linked; the data's internal references
    // (github:…, CMS and HIFLD copies) are not shown.
    expect(provenance).toHaveTextContent('Source:')
    expect(
      within(provenance).getByRole('link', { name: /^Baptist Health, 2025/ }),
    ).toHaveAttribute(
      'href',
      'https://baptisthealth.com/blog/healthtalks/ob-emergency-department-paducah-ky',
    )
    expect(provenance).not.toHaveTextContent(/github:/)
    // After the clinics, before the templated sections.
    const order = [...main().querySelectorAll('h2')].map((h) => h.textContent)
    expect(order.indexOf('Emergency rooms near Paducah')).toBe(
      order.indexOf('Clinics in Paducah') + 1,
    )
  })

  test('Paducah JSON-LD: the listed rooms as Hospital objects from the data', async () => {
    renderRoute('/town/paducah')
    await screen.findByRole('heading', { level: 1 })
    await within(main()).findByRole('region', {
      name: 'Emergency rooms near Paducah',
    })
    const ld = (await jsonLd()) as { '@graph': Array<Record<string, unknown>> }
    const hospitals = ld['@graph'].filter((n) => n['@type'] === 'Hospital')
    expect(hospitals.map((h) => h.name)).toEqual([
      'Baptist Health Paducah',
      'Mercy Health - Lourdes Hospital',
    ])
    expect(hospitals[0]).toMatchObject({
      openingHours: 'Mo-Su 00:00-23:59',
      telephone: expect.stringMatching(/^\(270\)/),
      address: {
        '@type': 'PostalAddress',
        addressLocality: 'Paducah',
        addressRegion: 'KY',
      },
      geo: { '@type': 'GeoCoordinates' },
    })
  })

  test('/town/benton: no clinic listed, the nearest clinics with distances, Marshall County Hospital, the FAQ names the nearest', async () => {
    renderRoute('/town/benton')
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Urgent Care in Benton, KY',
      }),
    ).toBeInTheDocument()
    expect(
      within(main()).getByText('No urgent care clinic is listed in Benton.'),
    ).toBeInTheDocument()
    const nearby = within(main())
      .getByRole('heading', { level: 2, name: 'Nearest Clinics to Benton' })
      .closest('section')!
    const cards = within(nearby).getAllByRole('article')
    expect(cards.length).toBeGreaterThan(0)
    expect(cards.length).toBeLessThanOrEqual(5)
    const miles = cards.map((c) =>
      Number(/([\d.]+) miles?/.exec(c.textContent ?? '')![1]),
    )
    expect([...miles].sort((a, b) => a - b)).toEqual(miles)
    for (const m of miles) expect(m).toBeLessThanOrEqual(50)
    const rooms = within(
      erSection('Emergency rooms near Benton'),
    ).getAllByTestId('emergency-room')
    expect(rooms[0]).toHaveTextContent('Marshall County Hospital')
    // Measured from Benton's own point (the gazetteer's, where a search for
    // Benton measures from), not from its hospital.
    expect(rooms[0]).toHaveTextContent('Benton, KY · 1.3 miles')
    // The templated sections and the FAQ, whose count answer names the nearest.
    expect(main().querySelectorAll('[data-section]')).toHaveLength(5)
    const firstName = within(cards[0]!).getByRole('heading').textContent!
    const faq = within(main())
      .getByRole('heading', { name: 'Frequently Asked Questions - Benton' })
      .closest('section')!
    expect(faq).toHaveTextContent(
      `This directory does not list any urgent care clinic in Benton, KY. The nearest listed clinic is ${firstName}`,
    )
    await waitFor(() =>
      expect(
        document
          .querySelector('meta[name="description"]')
          ?.getAttribute('content'),
      ).toMatch(/^No urgent care clinic is listed in Benton, KY\./),
    )
  })

  test('an emergency-room read failure leaves a town with clinics without the section', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {})
    const builtin = await loadBuiltinRepository()
    setRepository({
      ...builtin,
      listEmergencyDepartments: () =>
        Promise.reject(new DataSourceError('network', 'x')),
    } as DirectoryRepository)
    renderRoute('/town/paducah')
    expect(
      await screen.findByRole('heading', {
        level: 2,
        name: 'Clinics in Paducah',
      }),
    ).toBeInTheDocument()
    expect(within(main()).queryByTestId('emergency-rooms')).toBeNull()
    expect(spy).toHaveBeenCalledWith(
      'Emergency rooms load error',
      expect.any(DataSourceError),
    )
  })

  test('/town/benton during an outage says so, never Town Not Found', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const builtin = await loadBuiltinRepository()
    setRepository({
      ...builtin,
      listEmergencyDepartments: () =>
        Promise.reject(new DataSourceError('network', 'x')),
    } as DirectoryRepository)
    renderRoute('/town/benton')
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Directory temporarily unavailable',
      }),
    ).toBeInTheDocument()
  })
})

test('moving to another town shows Loading... until it arrives', async () => {
  const builtin = await loadBuiltinRepository()
  let release: () => void = () => {}
  const gate = new Promise<void>((r) => (release = r))
  setRepository({
    ...builtin,
    getTownBySlug: async (slug: string) => {
      if (slug === 'murray') await gate
      return builtin.getTownBySlug(slug)
    },
  } as DirectoryRepository)
  const { router } = renderRoute('/town/paducah')
  await screen.findByRole('heading', { level: 1, name: /Paducah/ })
  void router.navigate('/town/murray')
  expect(await screen.findByText('Loading...')).toBeInTheDocument()
  release()
  expect(
    await screen.findByRole('heading', {
      level: 1,
      name: 'Urgent Care in Murray, KY',
    }),
  ).toBeInTheDocument()
})
