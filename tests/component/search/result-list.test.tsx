// @vitest-environment jsdom
import { describe, expect, test, vi } from 'vitest'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { PAGE_SIZE, ResultList } from '@/features/search/result-list'
import type { Clinic } from '@/domain/clinic'
import type { EmergencyDepartment } from '@/domain/emergency/types'
import { createClinic } from '../../factories/clinic'

function clinics(n: number): Clinic[] {
  return Array.from({ length: n }, (_, i) =>
    createClinic({
      id: i + 1,
      uuid: `00000000-0000-5000-8000-${String(i).padStart(12, '0')}`,
      slug: `clinic-${i}`,
      name: `Clinic ${i}`,
    }),
  )
}

function renderList(list: Clinic[]) {
  const props = {
    isLoading: false,
    hasLocation: false,
    sort: 'rating' as const,
    onSortChange: vi.fn(),
    onClear: vi.fn(),
  }
  const view = render(
    <MemoryRouter>
      <ResultList clinics={list} {...props} />
    </MemoryRouter>,
  )
  return {
    rerender: (next: Clinic[]) =>
      view.rerender(
        <MemoryRouter>
          <ResultList clinics={next} {...props} />
        </MemoryRouter>,
      ),
  }
}

const more = () => screen.queryByRole('button', { name: 'Show more clinics' })

describe('result list size (at most 50 cards at a time)', () => {
  test('50 results or fewer: every card, no Show more', () => {
    renderList(clinics(PAGE_SIZE))
    expect(PAGE_SIZE).toBe(50)
    expect(screen.getAllByRole('article')).toHaveLength(50)
    expect(more()).toBeNull()
  })

  test('more than 50: the first 50, then 50 more per Show more clinics', async () => {
    const user = userEvent.setup()
    renderList(clinics(120))
    expect(
      screen.getByRole('heading', { name: '120 clinics found' }),
    ).toBeVisible()
    expect(screen.getAllByRole('article')).toHaveLength(50)
    await user.click(more()!)
    expect(screen.getAllByRole('article')).toHaveLength(100)
    await user.click(more()!)
    expect(screen.getAllByRole('article')).toHaveLength(120)
    expect(more()).toBeNull()
  })

  test('a new, shorter list shows all of its cards', () => {
    const { rerender } = renderList(clinics(4810))
    expect(screen.getAllByRole('article')).toHaveLength(50)
    rerender(clinics(7))
    expect(screen.getAllByRole('article')).toHaveLength(7)
    expect(more()).toBeNull()
  })
})

describe("'Open Now' left nothing", () => {
  const soonest = [
    {
      clinic: createClinic({
        name: 'Baptist Health Paducah Urgent Care',
        slug: 'baptist',
        distance: 4.2,
      }),
      minutes: 360,
      label: 'Opens 8 AM',
    },
  ]
  const props = {
    isLoading: false,
    hasLocation: true,
    sort: 'distance' as const,
    onSortChange: vi.fn(),
  }

  test('says no clinic is open, lists the soonest openings, 911 and Poison Control', async () => {
    const onClear = vi.fn()
    render(
      <MemoryRouter>
        <ResultList
          clinics={[]}
          soonest={soonest}
          onClear={onClear}
          {...props}
        />
      </MemoryRouter>,
    )
    expect(
      screen.getByRole('heading', {
        name: 'No clinic near you is open right now',
      }),
    ).toBeInTheDocument()
    expect(screen.queryByText('No clinics found')).toBeNull()
    expect(screen.getByTestId('soonest-opening')).toHaveTextContent(
      'Opens 8 AM · Baptist Health Paducah Urgent Care · 4.2 miles',
    )
    expect(
      screen.getByRole('link', { name: 'Baptist Health Paducah Urgent Care' }),
    ).toHaveAttribute('href', '/clinic/baptist')
    expect(screen.getByRole('link', { name: 'Call 911' })).toHaveAttribute(
      'href',
      'tel:911',
    )
    expect(
      screen.getByRole('link', { name: /Poison Control/ }),
    ).toHaveAttribute('href', 'tel:18002221222')
    await userEvent.click(screen.getByRole('button', { name: 'Clear Filters' }))
    expect(onClear).toHaveBeenCalled()
  })

  test('with no known opening ahead it says to call, inventing nothing', () => {
    render(
      <MemoryRouter>
        <ResultList clinics={[]} soonest={[]} onClear={vi.fn()} {...props} />
      </MemoryRouter>,
    )
    expect(screen.queryByTestId('soonest-opening')).toBeNull()
    expect(screen.getByText(/Call a clinic to ask/)).toBeInTheDocument()
  })

  test('without Open Now the generic empty state stays', () => {
    render(
      <MemoryRouter>
        <ResultList clinics={[]} onClear={vi.fn()} {...props} />
      </MemoryRouter>,
    )
    expect(screen.getByText('No clinics found')).toBeInTheDocument()
  })
})

describe('the nearest emergency rooms after a search', () => {
  const room = (over: Partial<EmergencyDepartment> = {}): EmergencyDepartment =>
    ({
      id: 'ed-1',
      slug: 'baptist-health-paducah',
      name: 'Baptist Health Paducah',
      otherNames: [],
      address: '2501 Kentucky Avenue',
      city: 'Paducah',
      state: 'KY',
      zip: '42003',
      county: 'McCracken',
      phone: '(270) 575-2100',
      coordinates: { lat: 37.07, lng: -88.64 },
      military: false,
      outOfState: false,
      distance: 1.6,
      ...over,
    }) as EmergencyDepartment
  const base = {
    isLoading: false,
    hasLocation: true,
    sort: 'distance' as const,
    onSortChange: vi.fn(),
    onClear: vi.fn(),
  }
  const order = () =>
    [
      ...document.querySelectorAll(
        '[data-testid="emergency-rooms"], article[aria-labelledby]',
      ),
    ].map((e) => (e.matches('article') ? 'clinic' : 'rooms'))

  test('a room: name, town, distance, open 24 hours, Call tel: link, Directions and the 911 note', async () => {
    render(
      <MemoryRouter>
        <ResultList clinics={clinics(1)} rooms={[room()]} anyOpen {...base} />
      </MemoryRouter>,
    )
    // The section's code loads with the emergency-department read.
    const item = await screen.findByTestId('emergency-room')
    expect(item).toHaveTextContent(
      'Emergency room · open 24 hours · Paducah, KY · 1.6 miles',
    )
    expect(
      screen.getByRole('link', { name: /Call \(270\) 575-2100/ }),
    ).toHaveAttribute('href', 'tel:2705752100')
    expect(
      screen.getByRole('link', {
        name: /Directions\s*to Baptist Health Paducah/,
      }),
    ).toHaveAttribute('target', '_blank')
    expect(screen.getByTestId('emergency-rooms')).toHaveTextContent(
      'For a life-threatening emergency call 911. Hospital emergency rooms must see everyone, whatever their insurance.',
    )
  })

  test('after the results when a listed clinic is open; before them when none is', async () => {
    const { rerender } = render(
      <MemoryRouter>
        <ResultList clinics={clinics(2)} rooms={[room()]} anyOpen {...base} />
      </MemoryRouter>,
    )
    await screen.findByTestId('emergency-room')
    expect(order()).toEqual(['clinic', 'clinic', 'rooms'])
    rerender(
      <MemoryRouter>
        <ResultList
          clinics={clinics(2)}
          rooms={[room()]}
          anyOpen={false}
          {...base}
        />
      </MemoryRouter>,
    )
    expect(order()).toEqual(['rooms', 'clinic', 'clinic'])
  })

  test("inside the empty state when 'Open Now' leaves nothing", async () => {
    render(
      <MemoryRouter>
        <ResultList clinics={[]} soonest={[]} rooms={[room()]} {...base} />
      </MemoryRouter>,
    )
    expect(
      await within(screen.getByTestId('open-now-empty')).findByTestId(
        'emergency-room',
      ),
    ).toBeInTheDocument()
  })

  test('a military hospital says civilian access is not stated', async () => {
    render(
      <MemoryRouter>
        <ResultList
          clinics={[]}
          rooms={[
            room({
              military: true,
              name: 'Blanchfield Army Community Hospital',
            }),
          ]}
          {...base}
        />
      </MemoryRouter>,
    )
    expect(await screen.findByTestId('emergency-room')).toHaveTextContent(
      'Military hospital: the sources do not say whether it sees civilians. Call before you go.',
    )
  })

  test('no rooms before a search', () => {
    render(
      <MemoryRouter>
        <ResultList clinics={clinics(1)} {...base} />
      </MemoryRouter>,
    )
    expect(screen.queryByTestId('emergency-rooms')).toBeNull()
  })
})
