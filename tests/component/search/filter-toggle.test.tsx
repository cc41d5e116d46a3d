// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { loadBuiltinRepository, setRepository } from '@/data/create-repository'
import { renderRoute } from '../pages/render-route'

configure({ asyncUtilTimeout: 8000 })

beforeEach(() => {
  setRepository(loadBuiltinRepository())
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new TypeError('no network in tests'))),
  )
})
afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

const results = () => screen.getByRole('region', { name: 'Clinic results' })
const countLine = () =>
  screen
    .getAllByRole('status')
    .find((s) => /clinics? found$/.test(s.textContent ?? ''))
const cardsByName = () =>
  new Map(
    within(results())
      .getAllByRole('article')
      .map((a) => [within(a).getByRole('heading').textContent!, a]),
  )

describe('a filter toggled on and off', { timeout: 30_000 }, () => {
  test('keeps every card (the same elements, none drawn again) and announces the right count each time', async () => {
    const user = userEvent.setup()
    renderRoute('/')
    await waitFor(() =>
      expect(countLine()).toHaveTextContent('36 clinics found'),
    )
    await waitFor(() => expect(cardsByName().size).toBe(36))
    // The clock is known (every status shown): the list is in its answer
    // order, open now first, which the clock decides.
    await waitFor(() =>
      expect(results().querySelector('[data-state="pending"]')).toBeNull(),
    )
    const first = cardsByName()
    const walkIn = await screen.findByRole('checkbox', {
      name: 'Walk-in Welcome',
    })

    const counts: number[] = []
    for (let round = 0; round < 2; round++) {
      await user.click(walkIn)
      await waitFor(() =>
        expect(countLine()).not.toHaveTextContent('36 clinics found'),
      )
      const filtered = cardsByName()
      const n = Number(/^(\d+)/.exec(countLine()!.textContent!)![1])
      counts.push(n)
      expect(n).toBeLessThan(36)
      expect(filtered.size).toBe(n)
      expect(
        within(results()).getByRole('heading', { level: 2 }),
      ).toHaveTextContent(`${n} clinics found`)
      for (const [name, card] of filtered) expect(card).toBe(first.get(name))

      await user.click(walkIn)
      await waitFor(() =>
        expect(countLine()).toHaveTextContent('36 clinics found'),
      )
      await waitFor(() => expect(cardsByName().size).toBe(36))
      const all = cardsByName()
      // Every card is the one first drawn: those of the walk-in clinics
      // never left, the others were kept, hidden, and shown again.
      for (const [name, card] of all) expect(card).toBe(first.get(name))
    }
    expect(counts[0]).toBe(counts[1])
  })
})
