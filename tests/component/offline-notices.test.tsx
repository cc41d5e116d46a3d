// @vitest-environment jsdom
import {
  afterAll,
  afterEach,
  beforeEach,
  describe,
  expect,
  test,
  vi,
} from 'vitest'
import { act, render } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { savedStore } from '@/data/saved-at'
import { OfflineNotices } from '@/features/offline/offline-notices'

/*
 * Back online with the service worker's kept copy on screen, the page reads
 * its data again, and keeps trying (5 s after each answer, three reads in
 * all) while the answers are still the kept copy, so a connection that
 * comes back slowly does not leave old data and the offline notice up.
 */

const KEPT = new Date('2026-11-20T12:00:00Z')
let online = true
let reads = 0
/** What the next reads get: the kept copy, or a fresh answer. */
let answer: 'copy' | 'fresh' = 'copy'

function setOnline(value: boolean) {
  online = value
  window.dispatchEvent(new Event(value ? 'online' : 'offline'))
}

function renderNotices() {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        loader: () => {
          reads++
          if (answer === 'copy') savedStore.copy(KEPT)
          else savedStore.fresh(new Date())
          return null
        },
        element: <OfflineNotices />,
        HydrateFallback: () => null,
      },
    ],
    { initialEntries: ['/'] },
  )
  render(<RouterProvider router={router} />)
}

const advance = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms)
  })

beforeEach(() => {
  vi.useFakeTimers()
  Object.defineProperty(window.navigator, 'onLine', {
    configurable: true,
    get: () => online,
  })
  online = true
  reads = 0
  answer = 'copy'
})
afterEach(() => {
  savedStore.fresh(new Date())
  vi.useRealTimers()
})
// The page's own connection again for the files after this one (they share
// the document: vite.config.ts).
afterAll(() => {
  Reflect.deleteProperty(window.navigator, 'onLine')
})

describe('back online with a kept copy on screen', () => {
  test('reads again at once, then twice more 5 s after each kept-copy answer, then stops', async () => {
    renderNotices()
    await advance(0)
    expect(reads).toBe(1) // the page's own first read (the kept copy)
    await act(async () => setOnline(false))
    await advance(60_000)
    expect(reads).toBe(1) // offline: nothing is tried

    await act(async () => setOnline(true))
    await advance(0)
    expect(reads).toBe(2)
    await advance(4_900)
    expect(reads).toBe(2)
    await advance(200)
    expect(reads).toBe(3)
    await advance(5_100)
    expect(reads).toBe(4)
    await advance(60_000)
    expect(reads).toBe(4)
  })

  test('a fresh answer ends the retries', async () => {
    renderNotices()
    await advance(0)
    await act(async () => setOnline(false))
    answer = 'fresh'
    await act(async () => setOnline(true))
    await advance(0)
    expect(reads).toBe(2)
    expect(savedStore.get().stale).toBe(false)
    await advance(60_000)
    expect(reads).toBe(2)
  })

  test('online from the start with a kept copy: no retry loop (the page chose that copy itself)', async () => {
    renderNotices()
    await advance(60_000)
    expect(reads).toBe(1)
  })
})
