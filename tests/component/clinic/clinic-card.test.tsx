// @vitest-environment jsdom
import { afterEach, describe, expect, test, vi } from 'vitest'
import { act, cleanup, render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { CLINIC_PLACEHOLDER_IMAGE } from '@/components/clinic/clinic-card'
import { ClinicCardList } from '@/components/clinic/clinic-card-list'
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
      within(card).getByRole('link', { name: /^Call Now/ }),
    ).toHaveAttribute('href', 'tel:2705550100')
  })

  test("the last hour before closing: amber 'Open Now · closes in 25 min', the minutes on the hours line", () => {
    // Monday 6:35 PM in Chicago; closes at 7 PM.
    vi.useFakeTimers({ now: new Date('2026-11-24T00:35:00Z') })
    const card = renderCard(
      createClinic({ weeklyHours: everyDay('8:00 AM - 7:00 PM') }),
    )
    const badge = within(card).getByTestId('open-status')
    expect(badge).toHaveTextContent('Open Now · closes in 25 min')
    expect(badge).toHaveAttribute('data-state', 'open')
    expect(badge.className).toContain('bg-amber-50')
    expect(within(card).getByTestId('hours-line')).toHaveTextContent(
      '8:00 AM - 7:00 PM • Closes 7 PM (in 25 min)',
    )
  })

  test("closed at night: 'Opens tomorrow' for the following day", () => {
    // Monday 10:30 PM in Chicago.
    vi.useFakeTimers({ now: new Date('2026-11-24T04:30:00Z') })
    const card = renderCard(
      createClinic({ weeklyHours: everyDay('7:00 AM - 7:00 PM') }),
    )
    expect(within(card).getByTestId('hours-line')).toHaveTextContent(
      '7:00 AM - 7:00 PM • Opens tomorrow 7 AM',
    )
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

  test('no hours on file: a grey Hours unknown badge (never Closed), said the same way on the hours line', () => {
    vi.useFakeTimers({ now: MONDAY_9AM })
    const card = renderCard(createClinic())
    const badge = within(card).getByTestId('open-status')
    expect(badge).toHaveTextContent('Hours unknown')
    expect(badge).toHaveAttribute('data-state', 'unknown')
    expect(badge.className).toContain('bg-slate-100')
    expect(card).not.toHaveTextContent('Closed')
    expect(within(card).getByTestId('hours-line')).toHaveTextContent(
      'Hours unknown',
    )
    expect(card).not.toHaveTextContent(/Call for hours|null|undefined/)
  })

  test('no hours for today only (Monday missing): Hours unknown, not Closed', () => {
    vi.useFakeTimers({ now: MONDAY_9AM })
    const card = renderCard(
      createClinic({
        weeklyHours: { ...everyDay('8:00 AM - 8:00 PM'), monday: null },
      }),
    )
    expect(within(card).getByTestId('open-status')).toHaveTextContent(
      'Hours unknown',
    )
  })

  test('hours present but unreadable: Closed with the raw text (spec rule)', () => {
    vi.useFakeTimers({ now: MONDAY_9AM })
    const card = renderCard(
      createClinic({ weeklyHours: everyDay('25:99 PM - ???') }),
    )
    expect(within(card).getByTestId('open-status')).toHaveTextContent('Closed')
    expect(within(card).getByTestId('hours-line')).toHaveTextContent(
      '25:99 PM - ???',
    )
  })

  test('no phone: no Call Now button, No phone on file, and the website instead', () => {
    vi.useFakeTimers({ now: MONDAY_9AM })
    const card = renderCard(
      createClinic({
        phone: null,
        website: 'https://clinic.example.org/',
        weeklyHours: everyDay('8:00 AM - 8:00 PM'),
      }),
    )
    expect(
      within(card).queryByRole('link', { name: /^Call Now/ }),
    ).not.toBeInTheDocument()
    expect(card).toHaveTextContent('No phone on file')
    const site = within(card).getByRole('link', { name: /Visit Website/ })
    expect(site).toHaveAttribute('href', 'https://clinic.example.org/')
    expect(site).toHaveAttribute('target', '_blank')
    // Nothing asks to call a clinic with no number.
    expect(card).not.toHaveTextContent(/call/i)
  })

  test('neither a phone nor hours: one line says so; Directions stays', () => {
    vi.useFakeTimers({ now: MONDAY_9AM })
    const card = renderCard(
      createClinic({
        phone: null,
        provenance: {
          sources: ['x'],
          asOf: '2017-02-15',
          confidence: 'low',
          statusUnconfirmed: false,
        },
      }),
    )
    expect(within(card).getByTestId('hours-line')).toHaveTextContent(
      'No phone or hours on file',
    )
    expect(card).not.toHaveTextContent('No phone on file')
    expect(card).not.toHaveTextContent(/call/i)
    expect(within(card).getByTestId('freshness')).toHaveTextContent(
      'Not confirmed since 2017 — check before you go',
    )
    expect(
      within(card).getByRole('link', { name: /Directions/ }),
    ).toBeInTheDocument()
    expect(
      within(card).queryByRole('link', { name: /Visit Website/ }),
    ).not.toBeInTheDocument()
  })

  test("a clinic at its town's point: 'In Paducah · about 3 miles', never an exact figure or '0 miles'", () => {
    const approx = (distance: number) =>
      renderCard(
        createClinic({
          distance,
          coordinates: { lat: 37.07, lng: -88.64, approximate: true },
        }),
      )
    expect(within(approx(2.6)).getByTestId('distance')).toHaveTextContent(
      'In Paducah · about 3 miles',
    )
    cleanup()
    expect(within(approx(0)).getByTestId('distance')).toHaveTextContent(
      'In Paducah · about 1 mile',
    )
  })

  test('no image: the local placeholder, sized, lazy, with the descriptive alt text', () => {
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
      createClinic({
        rating: 4.6,
        reviewCount: 120,
        distance: 3.2,
        coordinates: { lat: 37.07, lng: -88.64, approximate: false },
      }),
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

  describe('freshness line under the name', () => {
    const withProvenance = (
      asOf: string | null,
      confidence: 'high' | 'medium' | 'low' | null,
    ) =>
      renderCard(
        createClinic({
          provenance: {
            sources: ['x'],
            asOf,
            confidence,
            statusUnconfirmed: false,
          },
        }),
      )
    const line = (card: HTMLElement) => within(card).getByTestId('freshness')

    test.each([
      ['2026-11-23', 'high', 'Hours confirmed November 2026', 'confirmed'],
      ['2026-02-01', 'medium', 'Hours confirmed February 2026', 'confirmed'],
      // Exactly 12 months before Monday 2026-11-23: still within.
      ['2025-11-23', 'high', 'Hours confirmed November 2025', 'confirmed'],
      // One day more: no longer.
      [
        '2025-11-22',
        'high',
        'Not confirmed since 2025 — call before you go',
        'unconfirmed',
      ],
      [
        '2026-10-01',
        'low',
        'Not confirmed since 2026 — call before you go',
        'unconfirmed',
      ],
      [
        '2026-10-01',
        null,
        'Not confirmed since 2026 — call before you go',
        'unconfirmed',
      ],
      [
        '2008-03-11',
        'low',
        'Not confirmed since 2008 — call before you go',
        'unconfirmed',
      ],
      [null, 'high', 'Not confirmed — call before you go', 'unconfirmed'],
      [null, null, 'Not confirmed — call before you go', 'unconfirmed'],
    ] as const)(
      'as of %s, confidence %s: "%s"',
      (asOf, confidence, text, tone) => {
        vi.useFakeTimers({ now: MONDAY_9AM })
        const card = withProvenance(asOf, confidence)
        expect(line(card)).toHaveTextContent(text)
        expect(line(card)).toHaveAttribute('data-tone', tone)
      },
    )

    test('sits right under the clinic name and replaces the generic note', () => {
      vi.useFakeTimers({ now: MONDAY_9AM })
      const card = renderCard(
        createClinic({
          provenance: {
            sources: ['x'],
            asOf: null,
            confidence: 'low',
            statusUnconfirmed: true,
          },
        }),
      )
      // The first line after the name and its status.
      const name = within(card).getByRole('heading', { level: 3 })
      const status = within(card).getByTestId('open-status')
      const text = card.textContent ?? ''
      const freshness = line(card).textContent ?? ''
      expect(text.indexOf(name.textContent!)).toBeLessThan(
        text.indexOf(freshness),
      )
      expect(
        status.compareDocumentPosition(line(card)) &
          Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy()
      expect(line(card).previousElementSibling).toBeNull()
      expect(card).not.toHaveTextContent('Check before you go')
    })

    test('crosses the 12-month boundary when the clock moves past it', () => {
      // 2026-11-23 23:59:30 UTC: as of 2025-11-23 is exactly 12 months old.
      vi.useFakeTimers({ now: new Date('2026-11-23T23:59:30Z') })
      const card = withProvenance('2025-11-23', 'high')
      expect(line(card)).toHaveTextContent('Hours confirmed November 2025')
      act(() => vi.advanceTimersByTime(60_000))
      expect(line(card)).toHaveTextContent(
        'Not confirmed since 2025 — call before you go',
      )
    })
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
