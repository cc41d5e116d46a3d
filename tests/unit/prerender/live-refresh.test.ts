import { describe, expect, test } from 'vitest'
import { createMemoryRouter, type DataRouter as Router } from 'react-router'
import { failedLoad, loadFailureOf } from '@/app/load-failure'
import { keepShownDataOnFailedRefresh } from '@/app/live-refresh'

/*
 * The browser's refresh after hydration: a failed read keeps the data on
 * screen; a navigation elsewhere still shows its error state.
 */

function setup() {
  const live = { failing: false, version: 'A' }
  const load = (page: string) =>
    live.failing
      ? failedLoad({ page, text: 'error state' }, new Error('offline'))
      : { page, text: `${page} ${live.version}` }
  let router: Router | undefined = undefined
  router = createMemoryRouter(
    keepShownDataOnFailedRefresh(
      [
        {
          id: 'root',
          path: '/',
          loader: () => load('root'),
          children: [
            { id: 'a', path: 'a', loader: () => load('a') },
            { id: 'b', path: 'b', loader: () => load('b') },
          ],
        },
      ],
      () => router,
    ),
    {
      initialEntries: ['/a'],
      // As prerendered: the data of build A, no loader runs at start.
      hydrationData: {
        loaderData: {
          root: { page: 'root', text: 'root A' },
          a: { page: 'a', text: 'a A' },
        },
      },
    },
  )
  return { router, live }
}

describe('keepShownDataOnFailedRefresh', () => {
  test('a successful refresh shows the live data', async () => {
    const { router, live } = setup()
    live.version = 'B'
    await router.revalidate()
    expect(router.state.loaderData).toEqual({
      root: { page: 'root', text: 'root B' },
      a: { page: 'a', text: 'a B' },
    })
  })

  test('a failed refresh keeps the data on screen', async () => {
    const { router, live } = setup()
    live.failing = true
    await router.revalidate()
    expect(router.state.loaderData).toEqual({
      root: { page: 'root', text: 'root A' },
      a: { page: 'a', text: 'a A' },
    })
  })

  test('a failed read on a navigation to another page shows its error state', async () => {
    const { router, live } = setup()
    live.failing = true
    await router.navigate('/b')
    const b = router.state.loaderData.b as unknown
    expect(b).toEqual({ page: 'b', text: 'error state' })
    expect(loadFailureOf(b)).toEqual({ error: new Error('offline') })
  })
})
