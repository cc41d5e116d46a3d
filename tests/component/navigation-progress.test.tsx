// @vitest-environment jsdom
import { expect, test, vi } from 'vitest'
import { act, within } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router'
import { NavigationProgress } from '@/app/navigation-progress'

/** A page with the progress bar, and a next page whose data never comes. */
const routes = () => [
  {
    path: '/',
    element: (
      <>
        <NavigationProgress />
        <Outlet />
      </>
    ),
    children: [
      { index: true, element: <h1>This page</h1> },
      {
        path: 'next',
        loader: () => new Promise<never>(() => {}),
        element: <h1>Next page</h1>,
      },
    ],
  },
]

test('a navigation under way while the page hydrates (Back during the first load) shows once hydrated, with no mismatch', async () => {
  // The prerendered page: no navigation.
  const html = renderToString(
    <RouterProvider router={createMemoryRouter(routes())} />,
  )
  const container = document.createElement('div')
  container.innerHTML = html
  document.body.append(container)
  expect(within(container).queryByRole('progressbar')).toBeNull()

  // In the browser a navigation has started before React hydrates.
  const router = createMemoryRouter(routes())
  void router.navigate('/next')
  expect(router.state.navigation.state).toBe('loading')
  const recoverable = vi.fn()
  await act(async () => {
    hydrateRoot(container, <RouterProvider router={router} />, {
      onRecoverableError: recoverable,
    })
  })
  expect(recoverable).not.toHaveBeenCalled()
  // Hydrated: the bar and the status line say a page is loading; this page
  // stays on screen meanwhile.
  expect(
    within(container).getByRole('progressbar', { name: 'Loading…' }),
  ).toBeInTheDocument()
  expect(within(container).getByRole('status')).toHaveTextContent('Loading…')
  expect(
    within(container).getByRole('heading', { name: 'This page' }),
  ).toBeInTheDocument()
  container.remove()
})
