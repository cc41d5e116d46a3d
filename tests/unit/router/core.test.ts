import { describe, expect, test, vi } from 'vitest'
import {
  createMemoryRouter,
  httpError,
  isRouteErrorResponse,
  loadPage,
  locationOf,
  reviveErrors,
  serializeErrors,
  type AppRoute,
  type Router,
} from '@/app/router/core'

/** A promise resolved from outside. */
function deferred<T>() {
  let resolve!: (v: T) => void
  const promise = new Promise<T>((r) => (resolve = r))
  return { promise, resolve }
}

const Page = () => null

function table(overrides: Partial<Record<string, Partial<AppRoute>>> = {}) {
  const route = (id: string, path: string): AppRoute => ({
    id,
    path,
    Component: Page,
    loader: ({ params }) => ({ id, params }),
    ...overrides[id],
  })
  return [
    {
      id: 'root',
      path: '/',
      Component: Page,
      ErrorBoundary: Page,
      loader: () => 'root data',
      ...overrides.root,
      children: [
        { id: 'home', index: true, Component: Page, ...overrides.home },
        route('clinic', 'clinic/:slug'),
        route('blog', 'blog'),
        {
          id: 'not-found',
          path: '*',
          loader: () => {
            throw httpError(404)
          },
        },
      ],
    },
  ] satisfies AppRoute[]
}

async function started(
  routes: AppRoute[],
  path = '/',
): Promise<Router & { log: string[] }> {
  const router = createMemoryRouter(routes, { initialEntries: [path] })
  const log: string[] = []
  router.subscribe(() =>
    log.push(
      `${router.state.navigation.state} ${router.state.location.pathname}`,
    ),
  )
  await vi.waitFor(() => expect(router.state.initialized).toBe(true))
  return Object.assign(router, { log })
}

describe('router: loading and navigating', () => {
  test('the first page runs its loaders before it is shown', async () => {
    const router = await started(table(), '/clinic/a')
    expect(router.state.matches.map((m) => m.route.id)).toEqual([
      'root',
      'clinic',
    ])
    expect(router.state.loaderData).toEqual({
      root: 'root data',
      clinic: { id: 'clinic', params: { slug: 'a' } },
    })
    expect(router.state.errors).toBeNull()
  })

  test('a navigation keeps the current page until the next page has its data', async () => {
    const gate = deferred<string>()
    const router = await started(
      table({ blog: { loader: () => gate.promise } }),
    )
    const done = router.navigate('/blog')
    expect(router.state.navigation.state).toBe('loading')
    expect(router.state.navigation.location?.pathname).toBe('/blog')
    expect(router.state.location.pathname).toBe('/')
    gate.resolve('posts')
    await done
    expect(router.state.location.pathname).toBe('/blog')
    expect(router.state.action).toBe('PUSH')
    expect(router.state.navigation.state).toBe('idle')
    expect(router.state.loaderData.blog).toBe('posts')
  })

  test('a newer navigation wins over a slower older one', async () => {
    const slow = deferred<string>()
    const router = await started(
      table({ blog: { loader: () => slow.promise } }),
    )
    const first = router.navigate('/blog')
    await router.navigate('/clinic/b')
    slow.resolve('late posts')
    await first
    expect(router.state.location.pathname).toBe('/clinic/b')
    expect(router.state.loaderData.blog).toBeUndefined()
    expect(router.log).not.toContain('idle /blog')
  })

  test('back and forward load the page of that history entry', async () => {
    const router = await started(table())
    await router.navigate('/clinic/a')
    await router.navigate('/clinic/b')
    void router.navigate(-1)
    await vi.waitFor(() =>
      expect(router.state.location.pathname).toBe('/clinic/a'),
    )
    expect(router.state.action).toBe('POP')
    expect(router.state.loaderData.clinic).toEqual({
      id: 'clinic',
      params: { slug: 'a' },
    })
  })

  test('only a new #hash: no loader runs again', async () => {
    const loader = vi.fn(() => 'posts')
    const router = await started(table({ blog: { loader } }), '/blog')
    expect(loader).toHaveBeenCalledTimes(1)
    await router.navigate('/blog#faq')
    expect(router.state.location.hash).toBe('#faq')
    expect(loader).toHaveBeenCalledTimes(1)
  })

  test('navigating to the URL on screen replaces the history entry', async () => {
    const router = await started(table(), '/blog')
    await router.navigate('/blog')
    expect(router.state.action).toBe('REPLACE')
  })

  test('revalidate re-runs the loaders of the page on screen', async () => {
    let version = 'A'
    const router = await started(
      table({ blog: { loader: () => `posts ${version}` } }),
      '/blog',
    )
    version = 'B'
    await router.revalidate()
    expect(router.state.loaderData.blog).toBe('posts B')
  })

  test('a revalidation never cancels a navigation under way', async () => {
    const gate = deferred<string>()
    const router = await started(
      table({ blog: { loader: () => gate.promise } }),
    )
    const nav = router.navigate('/blog')
    await router.revalidate()
    gate.resolve('posts')
    await nav
    expect(router.state.location.pathname).toBe('/blog')
    expect(router.state.navigation.state).toBe('idle')
  })

  test('with hydration data the first page shows it and runs no loader', async () => {
    const loader = vi.fn(() => 'live')
    const router = createMemoryRouter(table({ blog: { loader } }), {
      initialEntries: ['/blog'],
      hydrationData: { loaderData: { root: 'baked root', blog: 'baked' } },
    })
    await vi.waitFor(() => expect(router.state.initialized).toBe(true))
    expect(loader).not.toHaveBeenCalled()
    expect(router.state.loaderData.blog).toBe('baked')
  })

  test('a lazy route brings its component and loader, loaded once', async () => {
    const lazy = vi.fn(() =>
      Promise.resolve({ Component: Page, loader: () => 'lazy data' }),
    )
    const routes = table({ blog: { loader: undefined, lazy } })
    const router = await started(routes, '/blog')
    expect(router.state.loaderData.blog).toBe('lazy data')
    await router.navigate('/')
    await router.navigate('/blog')
    expect(lazy).toHaveBeenCalledTimes(1)
  })
})

describe('router: errors', () => {
  test('an unknown path: 404 at the nearest error boundary', async () => {
    const page = await loadPage(
      table(),
      locationOf('/no/such/page'),
      'http://x',
    )
    expect(page.status).toBe(404)
    const error = page.errors?.root
    expect(isRouteErrorResponse(error)).toBe(true)
    expect(error).toMatchObject({ status: 404, statusText: 'Not Found' })
  })

  test('a loader that throws an Error: 500, the error at the boundary', async () => {
    const page = await loadPage(
      table({
        clinic: {
          loader: () => {
            throw new TypeError('boom')
          },
        },
      }),
      locationOf('/clinic/a'),
      'http://x',
    )
    expect(page.status).toBe(500)
    expect(page.errors?.root).toBeInstanceOf(TypeError)
    expect(page.loaderData.root).toBe('root data')
  })

  test('a lazy module that fails to load is an error, not a crash', async () => {
    const page = await loadPage(
      table({
        blog: { lazy: () => Promise.reject(new Error('chunk failed')) },
      }),
      locationOf('/blog'),
      'http://x',
    )
    expect(page.status).toBe(500)
    expect(String(page.errors?.root)).toMatch(/chunk failed/)
  })

  test('loaders get the params and a request for the full URL', async () => {
    const loader = vi.fn(() => null)
    await loadPage(
      table({ clinic: { loader } }),
      locationOf('/clinic/x%20y?q=1'),
      'https://site.example',
    )
    const [args] = loader.mock.calls[0] as unknown as [
      { params: object; request: Request },
    ]
    expect(args.params).toEqual({ slug: 'x y' })
    expect(args.request.url).toBe('https://site.example/clinic/x%20y?q=1')
  })

  test('errors survive the trip through the prerendered JSON', () => {
    const errors = { root: httpError(404), other: new RangeError('bad') }
    const revived = reviveErrors(
      JSON.parse(JSON.stringify(serializeErrors(errors))) as Record<
        string,
        unknown
      >,
    )
    expect(isRouteErrorResponse(revived?.root)).toBe(true)
    expect(revived?.root).toMatchObject({ status: 404, data: 'Not Found' })
    expect(revived?.other).toBeInstanceOf(Error)
    expect(revived?.other).toMatchObject({ name: 'RangeError', message: 'bad' })
    expect(serializeErrors(null)).toBeNull()
    expect(reviveErrors(null)).toBeNull()
  })

  test('isRouteErrorResponse rejects look-alikes', () => {
    expect(isRouteErrorResponse(null)).toBe(false)
    expect(isRouteErrorResponse(new Error('x'))).toBe(false)
    expect(isRouteErrorResponse({ status: 404, statusText: 'x' })).toBe(false)
  })
})
