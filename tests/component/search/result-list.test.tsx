// @vitest-environment jsdom
import { describe, expect, onTestFinished, test, vi } from 'vitest'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { hydrateRoot, type Root } from 'react-dom/client'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import {
  FIRST_CARDS,
  PAGE_SIZE,
  ResultList,
} from '@/features/search/result-list'
import type { NearSearch } from '@/features/search/empty-results'
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

describe('a prerendered list: six cards in the HTML, the rest after hydration', () => {
  const list = clinics(39)
  const props = {
    isLoading: false,
    hasLocation: false,
    sort: 'rating' as const,
    onSortChange: () => {},
    onClear: () => {},
  }
  const page = () => (
    <MemoryRouter>
      <ResultList clinics={list} {...props} />
    </MemoryRouter>
  )

  test('the prerendered HTML holds the first six cards and the full count', () => {
    const html = renderToString(page())
    const doc = new DOMParser().parseFromString(html, 'text/html')
    expect(FIRST_CARDS).toBe(6)
    expect(doc.querySelectorAll('article')).toHaveLength(6)
    expect(doc.querySelector('h2')?.textContent).toBe('39 clinics found')
    expect(doc.body.textContent).toContain('Clinic 0')
    expect(doc.body.textContent).not.toContain('Clinic 6')
    // No button that would do nothing without JavaScript.
    expect(doc.body.textContent).not.toContain('Show more clinics')
  })

  test('hydration keeps those six (no mismatch), then every card shows, in order', async () => {
    const container = document.createElement('div')
    container.innerHTML = renderToString(page())
    document.body.append(container)
    onTestFinished(() => container.remove())
    const errors = vi.spyOn(console, 'error')
    onTestFinished(() => errors.mockRestore())
    const recoverable = vi.fn()
    let root: Root | undefined
    await act(async () => {
      root = hydrateRoot(container, page(), {
        onRecoverableError: recoverable,
      })
    })
    onTestFinished(() => root?.unmount())
    // Six, then six more per idle moment (a slow shared machine: 10 s).
    await waitFor(
      () => expect(container.querySelectorAll('article')).toHaveLength(39),
      { timeout: 10_000 },
    )
    expect(
      Array.from(container.querySelectorAll('article h3')).map(
        (h) => h.textContent,
      ),
    ).toEqual(list.map((c) => c.name))
    expect(container.querySelector('button')?.textContent).not.toBe(
      'Show more clinics',
    )
    expect(recoverable).not.toHaveBeenCalled()
    expect(errors).not.toHaveBeenCalled()
  }, 20_000)
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
    // The empty states load with their first use.
    expect(
      await screen.findByRole('heading', {
        name: 'No clinic near you is open right now',
      }),
    ).toBeInTheDocument()
    expect(screen.queryByText('No clinics found')).toBeNull()
    expect(screen.getByTestId('soonest-opening')).toHaveTextContent(
      // At its town's point: 'about', in whole miles.
      'Opens 8 AM · Baptist Health Paducah Urgent Care · about 4 miles',
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

  test('with no known opening ahead it says to call, inventing nothing', async () => {
    render(
      <MemoryRouter>
        <ResultList clinics={[]} soonest={[]} onClear={vi.fn()} {...props} />
      </MemoryRouter>,
    )
    expect(await screen.findByText(/Call a clinic to ask/)).toBeInTheDocument()
    expect(screen.queryByTestId('soonest-opening')).toBeNull()
  })

  test('without Open Now the generic empty state stays', async () => {
    render(
      <MemoryRouter>
        <ResultList clinics={[]} onClear={vi.fn()} {...props} />
      </MemoryRouter>,
    )
    expect(await screen.findByText('No clinics found')).toBeInTheDocument()
  })
})

describe('no clinic within the radius of the searched place', () => {
  // Paducah's clinic; Mayfield about 20 miles away; Louisville's 40202 about 170.
  const paducah = createClinic({
    slug: 'paducah',
    coordinates: { lat: 37.0834, lng: -88.6001, approximate: false },
  })
  const MAYFIELD = { lat: 36.733, lng: -88.651 }
  const LOUISVILLE = { lat: 38.251, lng: -85.748 }
  const props = {
    isLoading: false,
    hasLocation: true,
    sort: 'distance' as const,
    onSortChange: vi.fn(),
  }
  const near = (over: Partial<NearSearch> = {}): NearSearch => ({
    all: [paducah],
    origin: MAYFIELD,
    radius: 10,
    place: '42066',
    onWiden: vi.fn(),
    ...over,
  })

  test('says so, tells the nearest distance, and widens to 50 miles with a real button', async () => {
    const onWiden = vi.fn()
    const onClear = vi.fn()
    render(
      <MemoryRouter>
        <ResultList
          clinics={[]}
          onClear={onClear}
          near={near({ onWiden })}
          {...props}
        />
      </MemoryRouter>,
    )
    expect(
      await screen.findByRole('heading', {
        name: 'No clinics within 10 miles of 42066',
      }),
    ).toBeInTheDocument()
    const state = screen.getByTestId('nothing-near')
    expect(state).toHaveTextContent(
      /The nearest clinic we list is \d+(\.\d)? miles away\./,
    )
    expect(screen.queryByText('No clinics found')).toBeNull()
    const widen = screen.getByRole('button', {
      name: 'Widen the search to 50 miles',
    })
    await userEvent.click(widen)
    expect(onWiden).toHaveBeenCalledTimes(1)
    // By keyboard too.
    widen.focus()
    await userEvent.keyboard('{Enter}')
    expect(onWiden).toHaveBeenCalledTimes(2)
    await userEvent.click(
      screen.getByRole('button', { name: 'Show all clinics' }),
    )
    expect(onClear).toHaveBeenCalled()
  })

  test('already 50 miles: no widen action', async () => {
    render(
      <MemoryRouter>
        <ResultList
          clinics={[]}
          onClear={vi.fn()}
          near={near({ radius: 50, origin: LOUISVILLE, place: '40202' })}
          {...props}
        />
      </MemoryRouter>,
    )
    expect(
      await screen.findByRole('heading', {
        name: 'No clinics within 50 miles of 40202',
      }),
    ).toBeInTheDocument()
    expect(
      screen.queryByRole('button', { name: /Widen the search/ }),
    ).toBeNull()
  })

  test('nothing within 50 miles either (a ZIP far outside the region): no widen action, the region said', async () => {
    render(
      <MemoryRouter>
        <ResultList
          clinics={[]}
          onClear={vi.fn()}
          near={near({ origin: LOUISVILLE, place: '40202' })}
          {...props}
        />
      </MemoryRouter>,
    )
    const state = await screen.findByTestId('nothing-near')
    expect(state).toHaveTextContent(
      /The nearest clinic we list is \d+ miles away\. This site lists pediatric and urgent care clinics in Western Kentucky and nearby\./,
    )
    expect(
      screen.queryByRole('button', { name: /Widen the search/ }),
    ).toBeNull()
  })

  test('the current position is named as such, a typed place as text (never markup)', async () => {
    const { unmount } = render(
      <MemoryRouter>
        <ResultList
          clinics={[]}
          onClear={vi.fn()}
          near={near({ place: 'Current Location' })}
          {...props}
        />
      </MemoryRouter>,
    )
    expect(
      await screen.findByRole('heading', {
        name: 'No clinics within 10 miles of your location',
      }),
    ).toBeInTheDocument()
    unmount()
    render(
      <MemoryRouter>
        <ResultList
          clinics={[]}
          onClear={vi.fn()}
          near={near({ place: '<img src=x onerror=alert(1)>' })}
          {...props}
        />
      </MemoryRouter>,
    )
    expect(
      await screen.findByRole('heading', {
        name: 'No clinics within 10 miles of <img src=x onerror=alert(1)>',
      }),
    ).toBeInTheDocument()
    expect(document.querySelector('img')).toBeNull()
  })

  test('a clinic within the radius that the filters leave out: the filters empty state', async () => {
    render(
      <MemoryRouter>
        <ResultList
          clinics={[]}
          onClear={vi.fn()}
          near={near({ origin: { lat: 37.08, lng: -88.6 } })}
          {...props}
        />
      </MemoryRouter>,
    )
    expect(await screen.findByText('No clinics found')).toBeInTheDocument()
    expect(screen.queryByTestId('nothing-near')).toBeNull()
  })

  test("no clinic within the radius with 'Open Now' chosen: the radius is what is said", async () => {
    render(
      <MemoryRouter>
        <ResultList
          clinics={[]}
          soonest={[]}
          onClear={vi.fn()}
          near={near()}
          {...props}
        />
      </MemoryRouter>,
    )
    expect(await screen.findByTestId('nothing-near')).toBeInTheDocument()
    expect(screen.queryByTestId('open-now-empty')).toBeNull()
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
      await within(await screen.findByTestId('open-now-empty')).findByTestId(
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

describe('the sort menu offers only orders that mean something (issue 48, item 12)', () => {
  const options = () =>
    screen
      .getAllByRole('option')
      .map((o) => [o.textContent, (o as HTMLOptionElement).disabled])
  const show = (list: Clinic[], sort: 'open' | 'rating') =>
    render(
      <MemoryRouter>
        <ResultList
          clinics={list}
          isLoading={false}
          hasLocation={false}
          sort={sort}
          onSortChange={() => {}}
          onClear={() => {}}
        />
      </MemoryRouter>,
    )

  test('no clinic with a rating: no rating order, and never a disabled wait-time order', () => {
    show(clinics(3), 'open')
    expect(options()).toEqual([
      ['Sort by Open Now', false],
      ['Sort by Distance', false],
    ])
  })

  test('a clinic with a rating, or a link asking for the order: offered', () => {
    const list = clinics(3)
    list[1] = { ...list[1]!, rating: 4.5 }
    const view = show(list, 'open')
    expect(options().map(([text]) => text)).toContain('Sort by Rating')
    view.unmount()
    show(clinics(3), 'rating')
    expect(screen.getByRole('combobox', { name: 'Sort clinics' })).toHaveValue(
      'rating',
    )
  })
})
