// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import {
  configure,
  render,
  screen,
  waitFor,
  within,
} from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { StrictMode } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { loadBuiltinRepository, setRepository } from '@/data/create-repository'
import { routes } from '@/app/routes'
import { HOSTILE, renderRoute } from './render-route'

// The URL mapping, the gazetteer and the search load as chunks: the first
// test of a cold run waits for their transform.
configure({ asyncUtilTimeout: 8000 })

beforeEach(() => {
  setRepository(loadBuiltinRepository())
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  // No test reaches a real geocoder.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new TypeError('no network in tests'))),
  )
})
afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

const heroField = () => screen.getAllByPlaceholderText('City, State or ZIP')[0]!
const results = () => screen.getByRole('region', { name: 'Clinic results' })

describe('the home search in the URL', { timeout: 30_000 }, () => {
  test('a shared link runs its search: place, radius, filters, name search and sort', async () => {
    const { router } = renderRoute(
      '/?location=Paducah&radius=25&hours=weekends&services=pediatric&q=kids&sort=rating',
    )
    await waitFor(() => expect(heroField()).toHaveValue('Paducah'))
    expect(screen.getByLabelText('Search services or clinic name')).toHaveValue(
      'kids',
    )
    expect(screen.getByText('Search Radius: 25 miles')).toBeInTheDocument()
    expect(
      screen.getByRole('checkbox', { name: 'Weekend Hours' }),
    ).toBeChecked()
    expect(
      screen.getByRole('checkbox', { name: 'Pediatric Specialists' }),
    ).toBeChecked()
    expect(screen.getByRole('checkbox', { name: 'Open Now' })).not.toBeChecked()
    expect(
      await screen.findByRole('button', { name: 'Share this search' }),
    ).toBeInTheDocument()
    // The URL is left as it was: already the canonical form.
    expect(router.state.location.search).toBe(
      '?location=Paducah&radius=25&hours=weekends&services=pediatric&q=kids&sort=rating',
    )
  })

  test('a shared link is applied under StrictMode too (effects run twice in development)', async () => {
    const router = createMemoryRouter(routes, {
      initialEntries: ['/?location=Paducah&radius=25'],
    })
    render(
      <StrictMode>
        <RouterProvider router={router} useTransitions={false} />
      </StrictMode>,
    )
    await waitFor(() => expect(heroField()).toHaveValue('Paducah'))
    expect(screen.getByText('Search Radius: 25 miles')).toBeInTheDocument()
    await waitFor(() =>
      expect(within(results()).getAllByRole('article')[0]).toHaveTextContent(
        /\d+(\.\d)? miles?/,
      ),
    )
    expect(router.state.location.search).toBe('?location=Paducah&radius=25')
  })

  test('the older /?search= runs that search and is rewritten in place as location=', async () => {
    const { router } = renderRoute('/?search=Paducah')
    await waitFor(() =>
      expect(router.state.location.search).toBe('?location=Paducah'),
    )
    expect(router.state.historyAction).toBe('REPLACE')
    expect(heroField()).toHaveValue('Paducah')
    await waitFor(() =>
      expect(within(results()).getAllByRole('article')[0]).toHaveTextContent(
        /\d+(\.\d)? miles?/,
      ),
    )
  })

  test('malformed values are clamped or dropped, never markup', async () => {
    const { router } = renderRoute(
      `/?location=${encodeURIComponent(HOSTILE)}&radius=999&hours=bogus,weekends&services=<b>x</b>&sort=evil&view=satellite`,
    )
    await waitFor(() =>
      expect(screen.getByText('Search Radius: 50 miles')).toBeInTheDocument(),
    )
    expect(
      screen.getByRole('checkbox', { name: 'Weekend Hours' }),
    ).toBeChecked()
    expect(document.querySelector('img[src="x"]')).toBeNull()
    expect(heroField()).toHaveValue(HOSTILE)
    await waitFor(() =>
      expect(router.state.location.search).toMatch(
        /^\?location=[^&]+&radius=50&hours=weekends$/,
      ),
    )
  })

  test('a new search is a new history entry, a filter replaces it, Back returns to the previous search', async () => {
    const user = userEvent.setup()
    const { router } = renderRoute('/')
    const field = await screen.findAllByPlaceholderText('City, State or ZIP')
    await user.type(field[0]!, 'Paducah')
    await user.click(screen.getByRole('button', { name: 'Find Care Now' }))
    await waitFor(() =>
      expect(router.state.location.search).toBe('?location=Paducah'),
    )
    expect(router.state.historyAction).toBe('PUSH')

    await user.click(screen.getByRole('checkbox', { name: 'Weekend Hours' }))
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?location=Paducah&hours=weekends',
      ),
    )
    expect(router.state.historyAction).toBe('REPLACE')

    await user.clear(heroField())
    await user.type(heroField(), '42071')
    await user.click(screen.getByRole('button', { name: 'Find Care Now' }))
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?location=42071&hours=weekends',
      ),
    )
    expect(router.state.historyAction).toBe('PUSH')

    await router.navigate(-1)
    await waitFor(() => expect(heroField()).toHaveValue('Paducah'))
    expect(router.state.location.search).toBe(
      '?location=Paducah&hours=weekends',
    )
    expect(
      screen.getByRole('checkbox', { name: 'Weekend Hours' }),
    ).toBeChecked()

    await router.navigate(-1)
    await waitFor(() => expect(heroField()).toHaveValue(''))
    expect(
      screen.getByRole('checkbox', { name: 'Weekend Hours' }),
    ).not.toBeChecked()
    expect(
      screen.queryByRole('button', { name: 'Share this search' }),
    ).toBeNull()

    await router.navigate(1)
    await waitFor(() => expect(heroField()).toHaveValue('Paducah'))
    expect(router.state.location.search).toBe(
      '?location=Paducah&hours=weekends',
    )
  })

  test('location=current asks for the position again', async () => {
    const getCurrentPosition = vi.fn((ok: PositionCallback) =>
      ok({
        coords: { latitude: 37.08, longitude: -88.6 },
      } as GeolocationPosition),
    )
    Object.defineProperty(navigator, 'geolocation', {
      value: { getCurrentPosition },
      configurable: true,
    })
    const { router } = renderRoute('/?location=current')
    await waitFor(() => expect(getCurrentPosition).toHaveBeenCalled())
    await waitFor(() => expect(heroField()).toHaveValue('Current Location'))
    expect(router.state.location.search).toBe('?location=current')
  })

  test('Share this search copies the link, else shows it in a read-only field', async () => {
    const user = userEvent.setup()
    const writeText = vi.fn().mockResolvedValue(undefined)
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText },
      configurable: true,
    })
    renderRoute('/?location=Paducah&hours=weekends')
    const button = await screen.findByRole('button', {
      name: 'Share this search',
    })
    await waitFor(() => expect(heroField()).toHaveValue('Paducah'))
    await user.click(button)
    expect(await screen.findByText('Link copied')).toBeInTheDocument()
    expect(writeText).toHaveBeenCalledWith(
      `${window.location.origin}/?location=Paducah&hours=weekends`,
    )

    writeText.mockRejectedValue(new Error('denied'))
    await user.click(button)
    const linkField = await screen.findByLabelText('Link to this search')
    expect(linkField).toHaveAttribute('readonly')
    expect(linkField).toHaveValue(
      `${window.location.origin}/?location=Paducah&hours=weekends`,
    )
  })

  test("another search forgets the last share's confirmation; with nothing set the button is hidden, and comes back the same", async () => {
    const user = userEvent.setup()
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: vi.fn().mockResolvedValue(undefined) },
      configurable: true,
    })
    renderRoute('/?hours=weekends')
    const button = await screen.findByRole('button', {
      name: 'Share this search',
    })
    const weekends = screen.getByRole('checkbox', { name: 'Weekend Hours' })
    await waitFor(() => expect(weekends).toBeChecked())
    await user.click(button)
    expect(await screen.findByText('Link copied')).toBeInTheDocument()
    // Another search: no confirmation; the same search again: still none.
    const walkIn = screen.getByRole('checkbox', { name: 'Walk-in Welcome' })
    await user.click(walkIn)
    expect(screen.queryByText('Link copied')).toBeNull()
    await user.click(walkIn)
    expect(screen.queryByText('Link copied')).toBeNull()
    // Nothing set: nothing to share, the button out of sight (and of the
    // accessibility tree); set again, the same button is back.
    await user.click(weekends)
    expect(
      screen.queryByRole('button', { name: 'Share this search' }),
    ).toBeNull()
    await user.click(weekends)
    expect(screen.getByRole('button', { name: 'Share this search' })).toBe(
      button,
    )
  })
})

describe(
  'a search with no clinic within the radius',
  { timeout: 30_000 },
  () => {
    test("'Widen the search to 50 miles' keeps the place, sets 50 miles, moves focus to the results", async () => {
      const user = userEvent.setup()
      // Mayfield's nearest listed clinic is about 20 miles away.
      const { router } = renderRoute('/?location=Mayfield')
      const widen = await screen.findByRole('button', {
        name: 'Widen the search to 50 miles',
      })
      const heading = screen.getByRole('heading', {
        name: 'No clinics within 10 miles of Mayfield',
      })
      expect(heading).toBeInTheDocument()
      // The search read from the address brings its answer into view once
      // its chunk is in (focus on the heading); the parent's tap comes after.
      await waitFor(() => expect(heading).toHaveFocus())
      await user.click(widen)
      expect(results()).toHaveFocus()
      expect(screen.getByText('Search Radius: 50 miles')).toBeInTheDocument()
      expect(heroField()).toHaveValue('Mayfield')
      await waitFor(() =>
        expect(within(results()).getAllByRole('article')[0]).toHaveTextContent(
          /\d+(\.\d)? miles?/,
        ),
      )
      await waitFor(() =>
        expect(router.state.location.search).toBe(
          '?location=Mayfield&radius=50',
        ),
      )
    })
  },
)
