import { describe, expect, test, vi } from 'vitest'
import {
  createBrowserHistory,
  createMemoryHistory,
  createMemoryRouter,
  createRouter,
  httpError,
  isHashChangeOnly,
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

describe('router: hash moves and the same URL', () => {
  const at = (path: string) => locationOf(path)

  test.each([
    ['/a', '/a#x', true],
    ['/a#x', '/a#y', true],
    ['/a#x', '/a#x', true],
    ['/a#x', '/a', false],
    ['/a', '/a', false],
    ['/a', '/b#x', false],
    ['/a?q=1', '/a?q=2#x', false],
  ])('%s → %s: hash change only = %s', (from, to, expected) => {
    expect(isHashChangeOnly(at(from), at(to))).toBe(expected)
  })

  test('a link to the page on screen (no hash) loads its data again', async () => {
    let version = 'A'
    const router = await started(
      table({ blog: { loader: () => `posts ${version}` } }),
      '/blog',
    )
    version = 'B'
    await router.navigate('/blog')
    expect(router.state.loaderData.blog).toBe('posts B')
    await router.navigate('/blog#top')
    version = 'C'
    await router.navigate('/blog#top')
    expect(router.state.loaderData.blog).toBe('posts B')
  })

  test('a #hash move keeps a data refresh under way, which then shows', async () => {
    let gate = deferred<string>()
    gate.resolve('first')
    const r = createMemoryRouter(
      table({ blog: { loader: () => gate.promise } }),
      { initialEntries: ['/blog'] },
    )
    await vi.waitFor(() => expect(r.state.initialized).toBe(true))
    expect(r.state.loaderData.blog).toBe('first')
    gate = deferred<string>()
    const refresh = r.revalidate()
    await r.navigate('/blog#faq')
    expect(r.state.location.hash).toBe('#faq')
    gate.resolve('fresh')
    await refresh
    expect(r.state.loaderData.blog).toBe('fresh')
    expect(r.state.location.hash).toBe('#faq')
  })

  test('a #hash move cancels a navigation to another page', async () => {
    const gate = deferred<string>()
    const router = await started(
      table({ blog: { loader: () => gate.promise } }),
      '/clinic/a',
    )
    const nav = router.navigate('/blog')
    await router.navigate('/clinic/a#hours')
    gate.resolve('posts')
    await nav
    expect(router.state.location.pathname).toBe('/clinic/a')
    expect(router.state.location.hash).toBe('#hours')
    expect(router.state.navigation.state).toBe('idle')
  })

  test('back during the very first load shows that entry, not a blank page', async () => {
    const gate = deferred<string>()
    const router = createMemoryRouter(
      table({ blog: { loader: () => gate.promise } }),
      { initialEntries: ['/clinic/a', '/blog'] },
    )
    expect(router.state.initialized).toBe(false)
    void router.navigate(-1)
    await vi.waitFor(() => expect(router.state.initialized).toBe(true))
    expect(router.state.location.pathname).toBe('/clinic/a')
    expect(router.state.loaderData.clinic).toEqual({
      id: 'clinic',
      params: { slug: 'a' },
    })
    gate.resolve('late posts')
    await Promise.resolve()
    expect(router.state.location.pathname).toBe('/clinic/a')
  })
})

describe('router: a page module that fails to load', () => {
  const failing = () =>
    table({ blog: { lazy: () => Promise.reject(new Error('chunk gone')) } })

  test('a link to it hands the URL to a full page load, the screen unchanged', async () => {
    const onModuleError = vi.fn(() => true)
    const router = createMemoryRouter(failing(), { onModuleError })
    await vi.waitFor(() => expect(router.state.initialized).toBe(true))
    await router.navigate('/blog?x=1')
    expect(onModuleError).toHaveBeenCalledTimes(1)
    const [location, action, error] = onModuleError.mock
      .calls[0] as unknown as [
      { pathname: string; search: string },
      string,
      Error,
    ]
    expect(location).toMatchObject({ pathname: '/blog', search: '?x=1' })
    expect(action).toBe('PUSH')
    expect(error.message).toBe('chunk gone')
    expect(router.state.location.pathname).toBe('/')
    expect(router.state.errors).toBeNull()
  })

  test('when no reload is made, the error page shows', async () => {
    const router = createMemoryRouter(failing(), {
      onModuleError: () => false,
    })
    await vi.waitFor(() => expect(router.state.initialized).toBe(true))
    await router.navigate('/blog')
    expect(router.state.location.pathname).toBe('/blog')
    expect(String(router.state.errors?.root)).toMatch(/chunk gone/)
  })

  test('hydrating: initialize rejects (the prerendered page stays) after asking for a reload', async () => {
    const onModuleError = vi.fn(() => true)
    const router = createRouter({
      routes: failing(),
      history: createMemoryHistory(['/blog']),
      hydrationData: { loaderData: { root: 'baked' } },
      onModuleError,
    })
    await expect(router.initialize()).rejects.toThrow('chunk gone')
    expect(onModuleError).toHaveBeenCalledWith(
      expect.objectContaining({ pathname: '/blog' }),
      'POP',
      expect.any(Error),
    )
    expect(router.state.initialized).toBe(false)
  })
})

describe('browser history', () => {
  /** A window with just the history and location the router uses. */
  function fakeWindow(initialState: unknown) {
    const listeners: (() => void)[] = []
    const win = {
      location: {
        origin: 'https://site.example',
        pathname: '/town/paducah',
        search: '',
        hash: '',
      },
      history: {
        state: initialState,
        replaceState: vi.fn((s: unknown) => {
          win.history.state = s
        }),
        pushState: vi.fn(),
        go: vi.fn(),
      },
      addEventListener: (_: string, cb: () => void) => listeners.push(cb),
      removeEventListener: () => {},
      /** The browser moving to a #fragment entry of its own (no state). */
      followFragment(hash: string) {
        win.location.hash = hash
        win.history.state = null
        listeners.forEach((cb) => cb())
      },
    }
    return win
  }

  test('every entry gets a key, also one a plain #fragment link made', () => {
    const win = fakeWindow(null)
    const history = createBrowserHistory(win as unknown as Window)
    const firstKey = history.location().key
    expect(firstKey).not.toBe('')
    const seen: string[] = []
    history.listen((l) => seen.push(`${l.hash} ${l.key}`))
    win.followFragment('#main')
    expect(seen).toHaveLength(1)
    const [hash, key] = seen[0]!.split(' ')
    expect(hash).toBe('#main')
    expect(key).not.toBe('')
    expect(key).not.toBe(firstKey)
    expect(history.location().key).toBe(key)
  })

  test('an entry that has a key keeps it', () => {
    const win = fakeWindow({ usr: null, key: 'abc' })
    const history = createBrowserHistory(win as unknown as Window)
    expect(history.location().key).toBe('abc')
    expect(win.history.replaceState).not.toHaveBeenCalled()
  })
})
