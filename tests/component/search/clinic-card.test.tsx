// @vitest-environment jsdom
import { afterEach, describe, expect, test, vi } from 'vitest'
import { act, render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { CLINIC_PLACEHOLDER_IMAGE } from '@/features/clinics/clinic-card'
import { ClinicCardList } from '@/features/clinics/clinic-card-list'
import type { Clinic } from '@/domain/clinic'
import { createClinic, everyDay } from '../../factories/clinic'

// Monday 2026-11-23, 09:00 in Chicago.
const MONDAY_9AM = new Date('2026-11-23T15:00:00Z')

/** One card as lists show it: the list owns the clock. */
function renderCard(clinic: Clinic) {
  render(
    <MemoryRouter>
      <ClinicCardList clinics={[clinic]} className="" />
    </MemoryRouter>,
  )
  return screen.getByRole('article')
}

afterEach(() => vi.useRealTimers())

describe('clinic card', () => {
  test('open: green Open Now, today hours with Closes time, Call Now tel: link', () => {
    vi.useFakeTimers({ now: MONDAY_9AM })
    const card = renderCard(
      createClinic({ weeklyHours: everyDay('8:00 AM - 8:00 PM') }),
    )
    expect(within(card).getByTestId('open-status')).toHaveTextContent(
      'Open Now',
    )
    expect(within(card).getByTestId('hours-line')).toHaveTextContent(
      '8:00 AM - 8:00 PM • Closes 8 PM',
    )
    expect(
      within(card).getByRole('link', { name: 'Call Now' }),
    ).toHaveAttribute('href', 'tel:2705550100')
  })

  test('closed: red Closed with the next opening time', () => {
    vi.useFakeTimers({ now: MONDAY_9AM })
    const card = renderCard(
      createClinic({ weeklyHours: everyDay('10:00 AM - 6:00 PM') }),
    )
    expect(within(card).getByTestId('open-status')).toHaveTextContent('Closed')
    expect(within(card).getByTestId('hours-line')).toHaveTextContent(
      '10:00 AM - 6:00 PM • Opens 10 AM',
    )
  })

  test('unknown hours say Call for hours, never blank or null', () => {
    vi.useFakeTimers({ now: MONDAY_9AM })
    const card = renderCard(createClinic())
    expect(within(card).getByTestId('hours-line')).toHaveTextContent(
      'Call for hours',
    )
    expect(card).not.toHaveTextContent(/null|undefined/)
  })

  test('no phone: no Call Now button and a Phone not listed line', () => {
    const card = renderCard(createClinic({ phone: null }))
    expect(
      within(card).queryByRole('link', { name: 'Call Now' }),
    ).not.toBeInTheDocument()
    expect(card).toHaveTextContent('Phone not listed')
  })

  test('no image: the local placeholder, sized, lazy, with the spec alt text', () => {
    const card = renderCard(createClinic({ image: null }))
    const img = within(card).getByRole('img', {
      name: 'Test Clinic urgent care clinic in Paducah, KY',
    })
    expect(img).toHaveAttribute('src', CLINIC_PLACEHOLDER_IMAGE)
    expect(img).toHaveAttribute('width', '400')
    expect(img).toHaveAttribute('height', '200')
    // The first two cards of a list are above the fold.
    expect(img).toHaveAttribute('loading', 'eager')
  })

  test('cards after the first two load their images lazily', () => {
    render(
      <MemoryRouter>
        <ClinicCardList
          clinics={[1, 2, 3].map((id) => createClinic({ id, uuid: `u${id}` }))}
          className=""
        />
      </MemoryRouter>,
    )
    expect(
      screen.getAllByRole('img').map((img) => img.getAttribute('loading')),
    ).toEqual(['eager', 'eager', 'lazy'])
  })

  test('walk-ins badge only when the clinic accepts walk-ins', () => {
    expect(
      renderCard(createClinic({ acceptsWalkIns: true })),
    ).toHaveTextContent('Walk-ins Welcome')
  })

  test('unknown walk-in policy shows no badge', () => {
    expect(
      renderCard(createClinic({ acceptsWalkIns: null })),
    ).not.toHaveTextContent('Walk-ins Welcome')
  })

  test('first 3 services, then +N more; special-hours chips', () => {
    const card = renderCard(
      createClinic({
        services: ['Flu', 'Strep', 'Sprains', 'X-ray', 'Labs'],
        specialHours: ['After Hours'],
      }),
    )
    const services = within(card).getByRole('list', { name: 'Services' })
    expect(
      within(services)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Flu', 'Strep', 'Sprains', '+2 more'])
    expect(
      within(card).getByRole('list', { name: 'Special hours' }),
    ).toHaveTextContent('After Hours')
  })

  test('rating with review count, distance once known, directions in a new tab', () => {
    const card = renderCard(
      createClinic({ rating: 4.6, reviewCount: 120, distance: 3.2 }),
    )
    expect(card).toHaveTextContent('4.6')
    expect(card).toHaveTextContent('(120 reviews)')
    expect(card).toHaveTextContent('3.2 miles')
    const dir = within(card).getByRole('link', { name: /Directions/ })
    expect(dir).toHaveAttribute('target', '_blank')
    expect(dir).toHaveAttribute('rel', 'noopener noreferrer')
    expect(
      new URL(dir.getAttribute('href')!).searchParams.get('destination'),
    ).toBe('1 Main St, Paducah, KY 42001')
    expect(
      within(card).getByRole('link', { name: 'Test Clinic' }),
    ).toHaveAttribute('href', '/clinic/test-clinic')
  })

  test('a status the data cannot confirm is flagged', () => {
    const card = renderCard(
      createClinic({
        provenance: {
          sources: ['x'],
          asOf: null,
          confidence: 'low',
          statusNote: 'Planned',
        },
      }),
    )
    expect(card).toHaveTextContent(
      "Check before you go: this clinic's current status is not confirmed.",
    )
  })

  test('a hostile name renders as text', () => {
    const card = renderCard(
      createClinic({ name: '<img src=x onerror=alert(1)>' }),
    )
    expect(
      within(card).getByRole('link', { name: '<img src=x onerror=alert(1)>' }),
    ).toBeInTheDocument()
    expect(card.querySelectorAll('img')).toHaveLength(1)
  })

  test('open status is recomputed every 60 s in the same box', () => {
    // Monday 19:59 Chicago: open; a minute later it closes.
    vi.useFakeTimers({ now: new Date('2026-11-24T01:59:00Z') })
    const card = renderCard(
      createClinic({ weeklyHours: everyDay('8:00 AM - 8:00 PM') }),
    )
    const badge = within(card).getByTestId('open-status')
    expect(badge).toHaveTextContent('Open Now')
    act(() => vi.advanceTimersByTime(60_000))
    expect(within(card).getByTestId('open-status')).toBe(badge)
    expect(badge).toHaveTextContent('Closed')
  })
})
