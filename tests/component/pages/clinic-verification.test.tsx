// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { render, screen, waitFor, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { ClinicCardList } from '@/components/clinic/clinic-card-list'
import type { Clinic } from '@/domain/clinic'
import { UNVERIFIED } from '@/domain/verification'
import { createClinic, everyDay } from '../../factories/clinic'
import { graphNode, jsonLd, renderRoute, useRows } from './render-route'

/**
 * What a parent sees of the checks: the confirmed-by lines on a card and a
 * clinic page, 'Temporarily closed', and a clinic closed for good gone from
 * the lists while its page says so.
 */

// Monday 2026-11-23, 09:00 in Chicago.
const MONDAY_9AM = new Date('2026-11-23T15:00:00Z')
const MADISONVILLE = 'baptist-health-deaconess-madisonville-urgent-care'
const MADISONVILLE_NAME = 'Baptist Health Deaconess Madisonville Urgent Care'
const HEALTHPLEX = 'Owensboro Health Urgent Care - Madisonville Healthplex'

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  document.getElementById('jsonld')?.remove()
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

const main = () => screen.getByRole('main')

function renderCard(clinic: Clinic) {
  render(
    <MemoryRouter>
      <ClinicCardList clinics={[clinic]} className="" />
    </MemoryRouter>,
  )
  return screen.getByRole('article')
}

describe('card: confirmed-by line', () => {
  test('hours confirmed by phone', () => {
    vi.useFakeTimers({ now: MONDAY_9AM })
    const card = renderCard(
      createClinic({
        verification: {
          ...UNVERIFIED,
          hours: { at: '2026-11-20T16:00:00.000Z', method: 'call' },
        },
      }),
    )
    const line = within(card).getByTestId('freshness')
    expect(line).toHaveTextContent('Hours confirmed by phone November 2026')
    expect(line).toHaveAttribute('data-tone', 'confirmed')
  })

  test('only the phone confirmed: the hours to call about, in amber words', () => {
    vi.useFakeTimers({ now: MONDAY_9AM })
    const card = renderCard(
      createClinic({
        verification: {
          ...UNVERIFIED,
          phone: { at: '2026-11-20T16:00:00.000Z', method: 'call' },
        },
      }),
    )
    const line = within(card).getByTestId('freshness')
    expect(line).toHaveTextContent(
      'Phone confirmed November 2026 · hours not confirmed — call before you go',
    )
    expect(line).toHaveAttribute('data-tone', 'unconfirmed')
  })
})

describe("card: 'Temporarily closed'", () => {
  test('the badge says it in words, never Open Now, and the hours line asks to call', () => {
    vi.useFakeTimers({ now: MONDAY_9AM })
    const card = renderCard(
      createClinic({
        weeklyHours: everyDay('8:00 AM - 8:00 PM'),
        status: 'temporarily_closed',
      }),
    )
    const badge = within(card).getByTestId('open-status')
    expect(badge).toHaveTextContent('Temporarily closed')
    expect(badge).toHaveAttribute('data-state', 'temporarily-closed')
    expect(card).not.toHaveTextContent('Open Now')
    expect(within(card).getByTestId('hours-line')).toHaveTextContent(
      'Closed for now — call before you go',
    )
  })
})

describe('clinic page: what was confirmed', () => {
  test('without checks: every field says Not confirmed, and so does the headline', async () => {
    useRows({})
    renderRoute(`/clinic/${MADISONVILLE}`)
    await screen.findByRole('heading', { level: 1, name: MADISONVILLE_NAME })
    expect(within(main()).getByTestId('confirmed')).toHaveTextContent(
      'Hours not confirmed by us; the details are as of February 2022, from the source below',
    )
    const fields = within(main()).getByTestId('field-confirmations')
    expect(fields).toHaveTextContent(
      /^Phone:Not confirmedHours:Not confirmedAddress:Not confirmedWebsite:Not confirmed$/,
    )
  })

  test('with checks: each field with its date and how', async () => {
    useRows({
      patch: {
        [MADISONVILLE]: {
          hours_verified_at: '2026-11-20T16:00:00Z',
          hours_verified_method: 'call',
          phone_verified_at: '2026-11-20T16:00:00Z',
          phone_verified_method: 'call',
          address_verified_at: '2026-03-02',
          address_verified_method: 'visit',
        },
      },
    })
    renderRoute(`/clinic/${MADISONVILLE}`)
    await screen.findByRole('heading', { level: 1, name: MADISONVILLE_NAME })
    expect(within(main()).getByTestId('confirmed')).toHaveTextContent(
      'Hours last confirmed by phone November 2026',
    )
    const row = (f: string) =>
      within(main())
        .getByTestId('field-confirmations')
        .querySelector(`[data-field="${f}"]`)
    expect(row('phone')).toHaveTextContent('Phone:Confirmed November 2026')
    expect(row('hours')).toHaveTextContent(
      'Hours:Confirmed by phone November 2026',
    )
    expect(row('address')).toHaveTextContent(
      'Address:Confirmed in person March 2026',
    )
    expect(row('website')).toHaveTextContent('Website:Not confirmed')
  })

  test('temporarily closed: the badge says so and JSON-LD states no hours', async () => {
    vi.useFakeTimers({ now: MONDAY_9AM, toFake: ['Date'] })
    useRows({ patch: { [MADISONVILLE]: { status: 'temporarily_closed' } } })
    renderRoute(`/clinic/${MADISONVILLE}`)
    await screen.findByRole('heading', { level: 1, name: MADISONVILLE_NAME })
    const article = main().querySelector<HTMLElement>(
      'article[aria-labelledby="clinic-name"]',
    )!
    await waitFor(() =>
      expect(within(article).getByTestId('open-status')).toHaveTextContent(
        'Temporarily closed',
      ),
    )
    expect(within(article).getByTestId('today-hours')).toHaveTextContent(
      'Closed for now — call before you go',
    )
    // The week's table: its usual hours, said to be so, no row as today's.
    expect(screen.getByTestId('usual-hours-note')).toHaveTextContent(
      "Temporarily closed. These are its usual hours, not this week's: call before you go.",
    )
    const week = screen.getByRole('table', { name: 'Opening hours by day' })
    expect(week.querySelector('[aria-current="date"]')).toBeNull()
    const clinic = graphNode(await jsonLd(), 'MedicalClinic')
    expect(clinic).not.toHaveProperty('openingHoursSpecification')
  })
})

test('another clinic of the town temporarily closed: its compact card says so', async () => {
  useRows({
    patch: {
      'owensboro-health-urgent-care-madisonville-healthplex': {
        status: 'temporarily_closed',
      },
    },
  })
  renderRoute(`/clinic/${MADISONVILLE}`)
  await screen.findByRole('heading', { level: 1, name: MADISONVILLE_NAME })
  const card = within(main())
    .getByRole('link', { name: HEALTHPLEX })
    .closest('li')!
  expect(within(card).getByTestId('other-open-status')).toHaveTextContent(
    'Temporarily closed',
  )
})

describe('a clinic closed for good', () => {
  const useClosedRows = () =>
    useRows({ patch: { [MADISONVILLE]: { status: 'permanently_closed' } } })

  test("its page stays: 'This clinic has closed', the town's other clinics, the nearest emergency room, noindex", async () => {
    useClosedRows()
    renderRoute(`/clinic/${MADISONVILLE}`)
    await screen.findByRole('heading', { level: 1, name: MADISONVILLE_NAME })
    expect(within(main()).getByTestId('closed-notice')).toHaveTextContent(
      'This clinic has closed',
    )
    expect(
      within(main()).getByRole('heading', {
        name: 'Other Urgent Care Clinics in Madisonville',
      }),
    ).toBeInTheDocument()
    expect(
      within(main()).getByRole('link', { name: HEALTHPLEX }),
    ).toBeInTheDocument()
    const rooms = await within(main()).findByTestId('emergency-rooms')
    expect(rooms).toHaveTextContent('Nearest emergency room — open 24 hours')
    expect(within(rooms).getAllByRole('listitem')).toHaveLength(1)
    // No hours, no open status, no actions for a clinic that has closed.
    expect(within(main()).queryByTestId('today-hours')).toBeNull()
    expect(
      within(main()).queryByRole('link', { name: /Get Directions/ }),
    ).toBeNull()
    await waitFor(() =>
      expect(
        document.querySelector('meta[name="robots"]')?.getAttribute('content'),
      ).toBe('noindex'),
    )
    const clinic = graphNode(await jsonLd(), 'MedicalClinic')
    expect(clinic).not.toHaveProperty('openingHoursSpecification')
  })

  test('it leaves the home list', async () => {
    useClosedRows()
    renderRoute('/')
    await screen.findAllByRole('link', { name: HEALTHPLEX })
    expect(
      within(main()).queryByRole('link', { name: MADISONVILLE_NAME }),
    ).toBeNull()
  })

  test('it leaves its town list', async () => {
    useClosedRows()
    renderRoute('/town/madisonville')
    await screen.findAllByRole('link', { name: HEALTHPLEX })
    expect(
      within(main()).queryByRole('link', { name: MADISONVILLE_NAME }),
    ).toBeNull()
  })

  test('it leaves the HTML site map', async () => {
    useClosedRows()
    renderRoute('/sitemap')
    await screen.findByRole('link', { name: HEALTHPLEX })
    expect(screen.queryByRole('link', { name: MADISONVILLE_NAME })).toBeNull()
  })

  test('it leaves sitemap.xml', async () => {
    useClosedRows()
    renderRoute('/sitemap.xml')
    const xml = (await screen.findByTestId('sitemap-xml')).textContent ?? ''
    expect(xml).toContain('/clinic/springs-urgent-care</loc>')
    expect(xml).not.toContain(MADISONVILLE)
  })
})
