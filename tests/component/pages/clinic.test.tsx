// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { loadBuiltinRepository, setRepository } from '@/data/create-repository'
import { DataSourceError, type DirectoryRepository } from '@/data/repository'
import { ReviewsSection } from '@/features/clinic-detail/reviews-section'
import {
  graphNode,
  HOSTILE,
  jsonLd,
  renderRoute,
  useRows,
} from './render-route'

// Monday 2026-11-23, 09:00 in Chicago (all built-in clinics are Central).
const MONDAY_9AM = new Date('2026-11-23T15:00:00Z')
const MADISONVILLE = 'baptist-health-deaconess-madisonville-urgent-care'
const MADISONVILLE_NAME = 'Baptist Health Deaconess Madisonville Urgent Care'

beforeEach(() => {
  setRepository(loadBuiltinRepository())
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  document.getElementById('jsonld')?.remove()
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

const main = () => screen.getByRole('main')
/** The clinic's own article (the other clinics' cards are articles too). */
const detail = () =>
  main().querySelector<HTMLElement>('article[aria-labelledby="clinic-name"]')!
async function openClinic(slug: string) {
  renderRoute(`/clinic/${slug}`)
  return screen.findByRole('heading', { level: 1 })
}

describe('clinic detail', () => {
  test('breadcrumb through the town page, back link, badges, address and hours', async () => {
    vi.useFakeTimers({ now: MONDAY_9AM, toFake: ['Date'] })
    expect(await openClinic(MADISONVILLE)).toHaveTextContent(MADISONVILLE_NAME)
    const crumbs = within(main()).getByRole('navigation', {
      name: 'Breadcrumb',
    })
    const links = within(crumbs).getAllByRole('link')
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Kentucky Urgent Care', '/#browse-cities'],
      ['Madisonville', '/town/madisonville'],
    ])
    expect(within(crumbs).getByText(MADISONVILLE_NAME)).toHaveAttribute(
      'aria-current',
      'page',
    )
    expect(
      within(main()).getByRole('link', { name: 'Back to All Clinics' }),
    ).toHaveAttribute('href', '/')
    // The status arrives just after the first render (in a transition).
    await waitFor(() =>
      expect(within(detail()).getByTestId('open-status')).toHaveTextContent(
        'Open Now',
      ),
    )
    expect(
      within(main()).getAllByText('Walk-ins Welcome').length,
    ).toBeGreaterThan(0)
    expect(within(main()).getByText('1851 S. Main Street')).toBeInTheDocument()
    expect(within(main()).getByText('Madisonville, KY')).toBeInTheDocument()
    expect(within(detail()).getByTestId('no-phone')).toHaveTextContent(
      'No phone on file',
    )
    expect(detail()).not.toHaveTextContent(/Phone not listed|Call Now/)
    // With no number to call, 'Visit Website' is the first action.
    const actions = within(detail())
      .getAllByRole('link')
      .filter((a) => /^(Visit Website|Get Directions)/.test(a.textContent!))
    expect(actions.map((a) => a.textContent)).toEqual([
      'Visit Website (opens in a new tab)',
      'Get Directions (opens in a new tab)',
    ])
    const today = within(main()).getByTestId('today-hours')
    expect(today).toHaveTextContent('8:00 AM - 8:00 PM')
    expect(today).toHaveTextContent('Closes 8 PM')
    const week = within(main()).getByRole('table')
    expect(
      within(week).getByRole('row', { current: 'date' }),
    ).toHaveTextContent(/Monday\s*\(today\)\s*8:00 AM - 8:00 PM/)
    expect(
      within(detail()).getByRole('list', { name: 'Special hours' }),
    ).toHaveTextContent(/After Hours\s*Weekend Hours/)
  })

  test('closed at night: the Closed badge and the next opening time', async () => {
    vi.useFakeTimers({
      now: new Date('2026-11-23T08:00:00Z'),
      toFake: ['Date'],
    })
    await openClinic(MADISONVILLE)
    // 2 AM in Chicago: closed, with the next opening.
    expect(within(main()).getAllByTestId('open-status')[0]).toHaveTextContent(
      'Closed',
    )
    expect(within(main()).getByTestId('today-hours')).toHaveTextContent(
      'Opens 8 AM',
    )
  })

  test('actions: Call Now, Get Directions in a new tab, Visit Website only with a website', async () => {
    await openClinic('owensboro-health-urgent-care-ford-medical-building')
    expect(
      within(detail()).getByRole('link', { name: /^Call Now/ }),
    ).toHaveAttribute('href', 'tel:2706881352')
    const directions = within(detail()).getByRole('link', {
      name: /^Get Directions/,
    })
    expect(directions).toHaveAttribute('target', '_blank')
    expect(directions).toHaveAttribute('rel', 'noopener noreferrer')
    expect(directions.getAttribute('href')).toMatch(
      /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=/,
    )
    const site = within(main()).getByRole('link', { name: /^Visit Website/ })
    expect(site).toHaveAttribute('target', '_blank')
    expect(site.getAttribute('rel')).toContain('noopener')
    expect(site.getAttribute('href')).toMatch(/^https:\/\//)
  })

  test('no website: no Visit Website button', async () => {
    await openClinic('springs-urgent-care')
    expect(
      within(main()).queryByRole('link', { name: /Visit Website/ }),
    ).toBeNull()
    expect(
      within(main()).getByRole('link', { name: /^Get Directions/ }),
    ).toBeInTheDocument()
  })

  test('the page opens with the freshness line the card shows, beside the status', async () => {
    vi.useFakeTimers({ now: MONDAY_9AM, toFake: ['Date'] })
    await openClinic(MADISONVILLE)
    const line = within(detail()).getByTestId('freshness')
    await waitFor(() =>
      // The card's wording (domain/freshness), whatever it adds after.
      expect(line).toHaveTextContent(/^Not confirmed since 2022\b/),
    )
    expect(line).toHaveAttribute('data-tone', 'unconfirmed')
    // Right under the name, before the actions.
    const name = within(detail()).getByRole('heading', { level: 1 })
    expect(name.nextElementSibling).toBe(
      within(detail()).getByTestId('clinic-freshness'),
    )
    expect(within(detail()).getByTestId('clinic-freshness')).toContainElement(
      line,
    )
  })

  test("no hours on file: 'Hours unknown' everywhere on the page; the week asks to call only with a number", async () => {
    vi.useFakeTimers({ now: MONDAY_9AM, toFake: ['Date'] })
    const slug = 'fast-pace-urgent-care-murray'
    await openClinic(slug)
    await waitFor(() =>
      expect(within(detail()).getByTestId('today-hours')).toHaveTextContent(
        'Hours unknown',
      ),
    )
    expect(within(main()).getByTestId('no-hours')).toHaveTextContent(
      /^Hours unknown\.$/,
    )
    expect(main()).not.toHaveTextContent(
      /Call for hours|Hours not available|Hours are not listed|Phone not listed/,
    )
  })

  test("no hours but a phone: 'Hours unknown — call before you go.'", async () => {
    useRows({
      patch: { 'fast-pace-urgent-care-murray': { phone: '(270) 555-0100' } },
    })
    await openClinic('fast-pace-urgent-care-murray')
    expect(within(main()).getByTestId('no-hours')).toHaveTextContent(
      'Hours unknown — call before you go.',
    )
  })

  test('services, provenance with month and confidence, and the status-note notice', async () => {
    await openClinic(MADISONVILLE)
    const services = within(main())
      .getByRole('heading', { name: 'Services Offered' })
      .closest('section')!
    expect(within(services).getAllByRole('listitem')).toHaveLength(6)
    expect(within(main()).getByTestId('confirmed')).toHaveTextContent(
      'Hours not confirmed by us; the details are as of February 2022, from the source below',
    )
    expect(main()).toHaveTextContent(/Medium confidence: /)
    expect(within(main()).queryByTestId('status-note')).toBeNull()
    // Built-in data has no tags or descriptions: those sections are left out.
    expect(
      within(main()).queryByRole('heading', { name: 'Categories' }),
    ).toBeNull()
    expect(
      within(main()).queryByRole('heading', { name: 'About This Clinic' }),
    ).toBeNull()
  })

  test("a record with a status note shows a clear notice, never the operators' note", async () => {
    await openClinic('mercy-health-reidland-medical-center-walk-in-care')
    const note = within(main()).getByTestId('status-note')
    expect(note).toHaveTextContent(
      /^Check before you go: this clinic's current status is not confirmed\.$/,
    )
    expect(document.body).not.toHaveTextContent(/Planned at groundbreaking/)
    expect(main()).toHaveTextContent(/Low confidence: /)
  })

  test('Where this listing comes from: each source by publisher and year, linked; internal references never shown', async () => {
    await openClinic('baptist-health-paducah-urgent-care')
    const section = within(main()).getByRole('region', {
      name: 'Where this listing comes from',
    })
    expect(section).toHaveTextContent('Sources:')
    const links = within(within(section).getByTestId('sources')).getAllByRole(
      'link',
    )
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      [
        'KFVS12, 2021 (opens in a new tab)',
        'https://www.kfvs12.com/2021/12/16/baptist-health-paducah-begins-roofing-project/',
      ],
      [
        'The Paducah Sun, 2021 (opens in a new tab)',
        expect.stringMatching(/^https:\/\/www\.paducahsun\.com\//),
      ],
    ])
    // Its phone, hours and address come from a saved copy of Baptist
    // Health's location finder: named, with no link and no internal path.
    expect(within(section).getByTestId('sources')).toHaveTextContent(
      'Baptist Health location finder (a saved copy, undated)',
    )
    expect(within(section).getByTestId('confirmed')).toHaveTextContent(
      'Hours not confirmed by us; the details are as of December 2021, from the sources below',
    )
    expect(document.body).not.toHaveTextContent(/github:|\.archive|Roscoe/)
  })

  test('null as_of: undated sources, said once', async () => {
    await openClinic('owensboro-health-urgent-care-ford-medical-building')
    expect(within(main()).getByTestId('confirmed')).toHaveTextContent(
      'Hours not confirmed by us; the details are undated, from the sources below',
    )
  })

  test('Suggest a correction opens the contact form with the subject filled in', async () => {
    const user = userEvent.setup()
    await openClinic(MADISONVILLE)
    await user.click(
      within(main()).getByRole('button', { name: 'Suggest a correction' }),
    )
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByLabelText(/Subject/)).toHaveValue(
      `Correction: ${MADISONVILLE_NAME}`,
    )
  })

  test('reviews are hidden without a rating', async () => {
    await openClinic(MADISONVILLE)
    expect(
      within(main()).queryByRole('heading', { name: 'Patient Reviews' }),
    ).toBeNull()
    expect(main()).not.toHaveTextContent(/reviews\)/)
    const ld = await jsonLd()
    expect(graphNode(ld, 'MedicalClinic').aggregateRating).toBeUndefined()
  })

  test('reviews are shown with a rating: average, stars, count, bars and provider text', async () => {
    useRows({ patch: { [MADISONVILLE]: { rating: 4.6, review_count: 128 } } })
    await openClinic(MADISONVILLE)
    expect(within(main()).getByText('4.6 (128 reviews)')).toBeInTheDocument()
    const reviews = within(main())
      .getByRole('heading', { level: 2, name: 'Patient Reviews' })
      .closest('section')!
    expect(within(reviews).getByText('4.6')).toBeInTheDocument()
    expect(
      within(reviews).getAllByRole('img', { name: 'Rated 4.6 out of 5' })[0],
    ).toBeInTheDocument()
    expect(
      within(reviews).getByText('Based on 128 reviews'),
    ).toBeInTheDocument()
    const bars = within(reviews).getByRole('list', {
      name: 'Rating distribution',
    })
    expect(
      within(bars)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      '5★ stars70%',
      '4★ stars20%',
      '3★ stars7%',
      '2★ stars2%',
      '1★ star1%',
    ])
    expect(
      within(reviews).getByText(
        "Reviews help other parents make informed decisions about their child's care.",
      ),
    ).toBeInTheDocument()
    expect(
      within(reviews).getByText(
        'This clinic has a 4.6 star rating from 128 reviews on Google.',
      ),
    ).toBeInTheDocument()
    const ld = await jsonLd()
    expect(graphNode(ld, 'MedicalClinic').aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.6,
      reviewCount: 128,
      bestRating: 5,
      worstRating: 1,
    })
  })

  test('the reviews section rounds stars, pluralises and lists supplied reviews', () => {
    render(
      <ReviewsSection
        rating={3.5}
        reviewCount={1}
        reviews={[
          {
            author: 'A parent',
            date: 'March 2, 2025',
            rating: 5,
            text: 'Kind staff.',
          },
        ]}
      />,
    )
    expect(screen.getByText('Based on 1 review')).toBeInTheDocument()
    const stars = screen.getAllByRole('img', { name: 'Rated 3.5 out of 5' })[0]!
    expect(stars.querySelectorAll('svg.fill-amber-400')).toHaveLength(4)
    expect(
      screen.getByRole('heading', { level: 3, name: 'Recent Reviews' }),
    ).toBeInTheDocument()
    expect(screen.getByText('A parent')).toBeInTheDocument()
    expect(screen.getByText('Kind staff.')).toBeInTheDocument()
    expect(screen.queryByText(/star rating from/)).toBeNull()
  })

  test('other clinics in the city: up to 6, Hours unknown (never Call for hours), and View all clinics', async () => {
    vi.useFakeTimers({ now: MONDAY_9AM, toFake: ['Date'] })
    await openClinic('second-shift-urgent-care-clinic')
    const others = within(main())
      .getByRole('heading', {
        level: 2,
        name: 'Other Urgent Care Clinics in Henderson',
      })
      .closest('section')!
    const cards = within(others).getAllByRole('article')
    expect(cards).toHaveLength(6)
    expect(others).not.toHaveTextContent('Second Shift Urgent Care Clinic')
    const lines = within(others).getAllByTestId('hours-line')
    expect(lines.some((h) => h.textContent === 'Hours unknown')).toBe(true)
    expect(others).not.toHaveTextContent('Call for hours')
    expect(
      within(main()).getByRole('link', {
        name: 'View all clinics in Henderson →',
      }),
    ).toHaveAttribute('href', '/town/henderson')
  })

  test('JSON-LD: MedicalClinic with address (no geo at a town point), hours, price, payment, specialty; BreadcrumbList', async () => {
    await openClinic(MADISONVILLE)
    await waitFor(() =>
      expect(document.title).toBe(
        // 84 characters already: no site suffix (titles stay near 60).
        `${MADISONVILLE_NAME} – Urgent Care in Madisonville, KY`,
      ),
    )
    expect(
      document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
    ).toMatch(new RegExp(`/clinic/${MADISONVILLE}$`))
    const ld = await jsonLd()
    const clinic = graphNode(ld, 'MedicalClinic')
    expect(clinic).toMatchObject({
      name: MADISONVILLE_NAME,
      address: {
        '@type': 'PostalAddress',
        streetAddress: '1851 S. Main Street',
        addressLocality: 'Madisonville',
        addressRegion: 'KY',
        addressCountry: 'US',
      },
      priceRange: '$$',
      paymentAccepted: 'Cash, Credit Card, Insurance',
      medicalSpecialty: 'https://schema.org/Pediatric',
    })
    // Its point is Madisonville's (no coordinates of its own): no geo.
    expect(clinic).not.toHaveProperty('geo')
    const hours = clinic.openingHoursSpecification as Array<{
      dayOfWeek: string
      opens: string
      closes: string
    }>
    expect(hours).toHaveLength(7)
    expect(hours.find((h) => h.dayOfWeek.endsWith('Monday'))).toMatchObject({
      opens: '08:00',
      closes: '20:00',
    })
    expect(hours.find((h) => h.dayOfWeek.endsWith('Sunday'))).toMatchObject({
      opens: '09:00',
      closes: '17:00',
    })
    const crumbs = graphNode(ld, 'BreadcrumbList') as unknown as {
      itemListElement: Array<{ name: string; item: string }>
    }
    expect(crumbs.itemListElement.map((i) => i.name)).toEqual([
      'Home',
      'Kentucky Urgent Care',
      'Madisonville',
      MADISONVILLE_NAME,
    ])
    expect(crumbs.itemListElement[2]!.item).toMatch(/\/town\/madisonville$/)
  })

  test('a hostile name and description render as text and cannot break the JSON-LD', async () => {
    useRows({
      patch: {
        'springs-urgent-care': {
          name: HOSTILE,
          description: `${HOSTILE}\nSecond line & more`,
          tags: ['<b>tag</b>'],
        },
      },
    })
    expect(await openClinic('springs-urgent-care')).toHaveTextContent(HOSTILE)
    const about = within(main())
      .getByRole('heading', { name: 'About This Clinic' })
      .closest('section')!
    expect([...about.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      HOSTILE,
      'Second line & more',
    ])
    expect(within(main()).getByText('<b>tag</b>')).toBeInTheDocument()
    expect(document.querySelector('img[src="x"]')).toBeNull()
    expect(document.querySelector('main b')).toBeNull()
    // The page's JSON-LD builder loads with the page: wait for its script.
    await waitFor(() =>
      expect(document.getElementById('jsonld')?.textContent).toContain(
        '\\u003c/script',
      ),
    )
    expect(document.getElementById('jsonld')!.textContent).not.toMatch(/<|>/)
    expect(graphNode(await jsonLd(), 'MedicalClinic').name).toBe(HOSTILE)
  })

  test('unknown slug: Clinic Not Found with Back to Directory', async () => {
    await openClinic('no-such-clinic')
    expect(
      within(main()).getByRole('heading', {
        level: 1,
        name: 'Clinic Not Found',
      }),
    ).toBeInTheDocument()
    expect(
      within(main()).getByText("The clinic you're looking for doesn't exist."),
    ).toBeInTheDocument()
    expect(
      within(main()).getByRole('link', { name: 'Back to Directory' }),
    ).toHaveAttribute('href', '/')
  })

  test('a failed read says the directory is unavailable, never Clinic Not Found; Try again shows the clinic once it answers; a failing extra query does not', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const builtin = await loadBuiltinRepository()
    let down = true
    setRepository({
      ...builtin,
      getClinicBySlug: (slug: string) =>
        down
          ? Promise.reject(new DataSourceError('server', 'x'))
          : builtin.getClinicBySlug(slug),
    } as DirectoryRepository)
    const first = renderRoute(`/clinic/${MADISONVILLE}`)
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Directory temporarily unavailable',
      }),
    ).toBeInTheDocument()
    expect(main()).toHaveTextContent(
      "We can't reach the directory right now. Please try again in a moment.",
    )
    expect(main()).not.toHaveTextContent(/Clinic Not Found|doesn't exist/)
    await waitFor(() => expect(document.title).toMatch(/unavailable/))
    down = false
    await userEvent.click(
      within(main()).getByRole('button', { name: 'Try again' }),
    )
    expect(
      await screen.findByRole('heading', { level: 1, name: MADISONVILLE_NAME }),
    ).toBeInTheDocument()
    first.unmount()
    setRepository({
      ...builtin,
      listOtherClinicsInCity: () =>
        Promise.reject(new DataSourceError('network', 'x')),
      getTownSlugById: () =>
        Promise.reject(new DataSourceError('network', 'x')),
    } as DirectoryRepository)
    expect(await openClinic(MADISONVILLE)).toHaveTextContent(MADISONVILLE_NAME)
    expect(
      within(main()).getByRole('link', {
        name: 'View all clinics in Madisonville →',
      }),
    ).toHaveAttribute('href', '/town/madisonville')
  })
})

describe('loading', () => {
  test('moving to another clinic shows Loading clinic details... until it arrives', async () => {
    const builtin = await loadBuiltinRepository()
    let release: () => void = () => {}
    const gate = new Promise<void>((r) => (release = r))
    setRepository({
      ...builtin,
      getClinicBySlug: async (slug: string) => {
        if (slug === 'springs-urgent-care') await gate
        return builtin.getClinicBySlug(slug)
      },
    } as DirectoryRepository)
    const { router } = renderRoute(`/clinic/${MADISONVILLE}`)
    await screen.findByRole('heading', { level: 1, name: MADISONVILLE_NAME })
    void router.navigate('/clinic/springs-urgent-care')
    expect(
      await screen.findByText('Loading clinic details...'),
    ).toHaveTextContent('Loading clinic details...')
    release()
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Springs Urgent Care',
      }),
    ).toBeInTheDocument()
    expect(screen.queryByText('Loading clinic details...')).toBeNull()
  })
})
