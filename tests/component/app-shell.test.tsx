// @vitest-environment jsdom
import { describe, expect, test, vi, beforeEach } from 'vitest'
import { render, screen, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { routes } from '@/app/routes'
import { RouteError } from '@/app/route-error'
import { loadBuiltinRepository, setRepository } from '@/data/create-repository'
import type { DirectoryRepository } from '@/data/repository'
import { DataSourceError } from '@/data/repository'
import { wholeText } from '../support/whole-text'

function renderAt(path: string, table = routes) {
  const router = createMemoryRouter(table, { initialEntries: [path] })
  render(<RouterProvider router={router} useTransitions={false} />)
  return router
}

function expect911() {
  const notice = screen.getByRole('complementary', {
    name: 'Medical emergency',
  })
  expect(within(notice).getByText('Medical Emergency?')).toBeInTheDocument()
  expect(
    within(notice).getByText(
      wholeText('Call 911 immediately for life-threatening conditions'),
    ),
  ).toBeInTheDocument()
  const calls = within(notice).getAllByRole('link', { name: /Call 911/ })
  expect(calls.length).toBeGreaterThan(0)
  for (const link of calls) expect(link).toHaveAttribute('href', 'tel:911')
}

describe('app shell', () => {
  beforeEach(() => {
    setRepository(loadBuiltinRepository())
    vi.spyOn(console, 'warn').mockImplementation(() => {})
  })

  test('home renders the built-in clinics, the skip link and the 911 notice', async () => {
    renderAt('/')
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: /Find Urgent Care for You or Your Child in/,
      }),
    ).toBeInTheDocument()
    expect(
      await screen.findByRole('heading', { name: /36 clinics found/ }),
    ).toBeInTheDocument()
    expect(
      screen.getByRole('link', { name: 'Skip to main content' }),
    ).toHaveAttribute('href', '#main-content')
    expect911()
  })

  test.each([
    ['/town/paducah', /Urgent Care in Paducah, KY/],
    ['/clinic/springs-urgent-care', /Springs Urgent Care/],
    ['/blog', /Health & Urgent Care Blog/],
    ['/blog/fever-in-children-when-to-worry', /Fever in Children/],
    ['/privacy', /Privacy Policy/],
    ['/terms', /Terms of Service/],
    ['/sitemap', /Site Map/],
  ])('route %s renders its page with the 911 notice', async (path, heading) => {
    renderAt(path)
    expect(
      await screen.findByRole('heading', { level: 1, name: heading }),
    ).toBeInTheDocument()
    expect911()
  })

  test('an unknown path shows the not-found page with the 911 notice', async () => {
    renderAt('/no/such/page')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page Not Found' }),
    ).toBeInTheDocument()
    expect911()
  })

  test('unknown clinic and town slugs show their not-found texts', async () => {
    renderAt('/clinic/nope')
    expect(
      await screen.findByRole('heading', { name: 'Clinic Not Found' }),
    ).toBeInTheDocument()
    expect(
      screen.getByText("The clinic you're looking for doesn't exist."),
    ).toBeInTheDocument()
  })

  test('a database outage on home says so, with Try again, not a blank page', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {})
    const failing = {
      listClinicsByRating: () =>
        Promise.reject(new DataSourceError('network', 'down')),
    } as unknown as DirectoryRepository
    setRepository(failing)
    renderAt('/')
    expect(
      await screen.findByText(
        "We can't reach the directory right now. Please try again in a moment.",
      ),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible()
    expect(spy).toHaveBeenCalledWith(
      'Error loading data',
      expect.any(DataSourceError),
    )
    expect911()
  })

  test('a page that crashes shows the friendly error page with the 911 notice', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {})
    function Boom(): never {
      throw new Error('render failed')
    }
    renderAt('/', [
      { id: 'root', path: '/', Component: Boom, ErrorBoundary: RouteError },
    ])
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Something went wrong',
      }),
    ).toBeInTheDocument()
    expect(
      screen.getByText(
        wholeText('If your child needs emergency care, call 911 now.'),
      ),
    ).toBeInTheDocument()
    expect911()
    spy.mockRestore()
  })
})
