// @vitest-environment jsdom
import { afterEach, expect, test, vi } from 'vitest'
import { act, render, screen, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { routes } from '@/app/routes'
import { withLastKnownData } from '@/app/last-known'
import { loadBuiltinRepository, setRepository } from '@/data/create-repository'
import { DataSourceError, type DirectoryRepository } from '@/data/repository'

const CLINIC = 'baptist-health-deaconess-madisonville-urgent-care'
const CLINIC_NAME = 'Baptist Health Deaconess Madisonville Urgent Care'

afterEach(() => vi.restoreAllMocks())

/** The built-in data, or every read failing as in an outage while `down()`. */
async function switchableSource(down: () => boolean) {
  const builtin = await loadBuiltinRepository()
  const repo = Object.fromEntries(
    Object.entries(builtin).map(([k, v]) => [
      k,
      typeof v === 'function'
        ? (...args: unknown[]) =>
            down()
              ? Promise.reject(new DataSourceError('timeout', 'no answer'))
              : (v as (...a: unknown[]) => unknown).apply(builtin, args)
        : v,
    ]),
  ) as unknown as DirectoryRepository
  setRepository(repo)
}

test('a page loaded earlier in the session shows its last known data with its date during an outage, not an error', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {})
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  let down = false
  await switchableSource(() => down)
  const router = createMemoryRouter(withLastKnownData(routes), {
    initialEntries: [`/clinic/${CLINIC}`],
  })
  render(<RouterProvider router={router} useTransitions={false} />)
  await screen.findByRole('heading', { level: 1, name: CLINIC_NAME })
  await act(() => router.navigate('/blog'))
  down = true
  await act(() => router.navigate(`/clinic/${CLINIC}`))
  const main = screen.getByRole('main')
  expect(
    within(main).getByRole('heading', { level: 1, name: CLINIC_NAME }),
  ).toBeInTheDocument()
  const notice = within(main).getByText(/Showing the information as saved on/)
  expect(notice.closest('[role="status"]')).toHaveTextContent(
    "We can't reach the directory right now. Please try again in a moment.",
  )
  expect(within(main).getByRole('button', { name: 'Try again' })).toBeVisible()
  // A page never loaded in this session has nothing to fall back on.
  await act(() => router.navigate('/town/paducah'))
  expect(
    screen.getByRole('heading', {
      level: 1,
      name: 'Directory temporarily unavailable',
    }),
  ).toBeInTheDocument()
})

test('a navigation shows the progress bar and Loading… at once, and a second one supersedes it', async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  const builtin = await loadBuiltinRepository()
  setRepository({
    ...builtin,
    // The database hangs for this clinic.
    getClinicBySlug: (slug: string) =>
      slug === CLINIC ? new Promise(() => {}) : builtin.getClinicBySlug(slug),
  } as DirectoryRepository)
  const router = createMemoryRouter(routes, { initialEntries: ['/blog'] })
  render(<RouterProvider router={router} useTransitions={false} />)
  await screen.findByRole('heading', { level: 1, name: /blog/i })
  expect(screen.queryByRole('progressbar')).toBeNull()
  act(() => void router.navigate(`/clinic/${CLINIC}`))
  expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeVisible()
  expect(
    screen.getAllByRole('status').some((s) => s.textContent === 'Loading…'),
  ).toBe(true)
  await act(() => router.navigate('/privacy'))
  expect(
    screen.getByRole('heading', { level: 1, name: /privacy/i }),
  ).toBeInTheDocument()
  expect(screen.queryByRole('progressbar')).toBeNull()
})
