// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { act, render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import type { Clinic } from '@/domain/clinic'
import type * as CardModule from '@/components/clinic/clinic-card'
import type * as ListModule from '@/components/clinic/clinic-card-list'
import { createClinic, everyDay } from '../../factories/clinic'

/** How many times each clinic's card rendered (by uuid). */
const renders = vi.hoisted(() => new Map<string, number>())
vi.mock('@/components/clinic/clinic-card', async (original) => {
  const real = await original<typeof CardModule>()
  return {
    ...real,
    ClinicCard: (props: Parameters<typeof real.ClinicCard>[0]) => {
      renders.set(props.clinic.uuid, (renders.get(props.clinic.uuid) ?? 0) + 1)
      return real.ClinicCard(props)
    },
  }
})

// Files share one module graph (vite.config.ts): the list is imported afresh,
// after vi.mock, so it renders the counting card even when an earlier file
// loaded the real one.
let ClinicCardList: typeof ListModule.ClinicCardList
beforeAll(async () => {
  vi.resetModules()
  ;({ ClinicCardList } = await import('@/components/clinic/clinic-card-list'))
})

// Monday 2026-11-23, 09:00 in Chicago.
const MONDAY_9AM = new Date('2026-11-23T15:00:00Z')

const clinic = (n: number, hours: string) =>
  createClinic({
    id: n,
    uuid: `00000000-0000-5000-8000-${String(n).padStart(12, '0')}`,
    slug: `clinic-${n}`,
    name: `Clinic ${n}`,
    weeklyHours: everyDay(hours),
  })
// Open 8–8: still open at 10 AM. Opens at 10 AM: its status changes then.
const open = clinic(1, '8:00 AM - 8:00 PM')
const opensAtTen = clinic(2, '10:00 AM - 6:00 PM')
const many = Array.from({ length: 12 }, (_, i) =>
  clinic(10 + i, '8:00 AM - 8:00 PM'),
)

function renderList(clinics: readonly Clinic[]) {
  const ui = (list: readonly Clinic[]) => (
    <MemoryRouter>
      <ClinicCardList clinics={list} className="" />
    </MemoryRouter>
  )
  const view = render(ui(clinics))
  return { rerender: (next: readonly Clinic[]) => view.rerender(ui(next)) }
}

const cardOf = (name: string) =>
  screen.getByRole('article', { name }) as HTMLElement

afterEach(() => {
  vi.useRealTimers()
  renders.clear()
})

describe('cards are reused', () => {
  test('a filter back and forth keeps the cards that stay: the same elements', async () => {
    const { rerender } = renderList(many)
    const before = new Map(many.map((c) => [c.uuid, cardOf(c.name)]))
    const some = many.filter((_, i) => i % 3 === 0)
    await act(async () => rerender(some))
    expect(screen.getAllByRole('article')).toHaveLength(some.length)
    for (const c of some) expect(cardOf(c.name)).toBe(before.get(c.uuid))
    await act(async () => rerender(many))
    const cards = screen.getAllByRole('article')
    expect(cards).toHaveLength(many.length)
    // In order, and the cards that stayed are the very same elements.
    expect(
      cards.map((c) => within(c).getByRole('heading').textContent),
    ).toEqual(many.map((c) => c.name))
    for (const c of some) expect(cardOf(c.name)).toBe(before.get(c.uuid))
  })

  test('a card filtered out and back is the same element: kept, hidden, meanwhile', async () => {
    const { rerender } = renderList(many)
    const before = new Map(many.map((c) => [c.uuid, cardOf(c.name)]))
    const counted = () => many.map((c) => renders.get(c.uuid))
    const start = counted()
    // The first two stay first (their images load eagerly: a card moving
    // into or out of those places is drawn again for that).
    const some = many.filter((_, i) => i < 2 || i % 3 === 0)
    await act(async () => rerender(some))
    // Out of the list: hidden, so neither seen nor read out.
    const gone = many[2]!
    expect(screen.queryByRole('article', { name: gone.name })).toBeNull()
    expect(before.get(gone.uuid)!.closest('li')).toHaveAttribute('hidden')
    await act(async () => rerender(many))
    for (const c of many) expect(cardOf(c.name)).toBe(before.get(c.uuid))
    expect(before.get(gone.uuid)!.closest('li')).not.toHaveAttribute('hidden')
    // No card rendered again: hiding and showing is the item's attribute.
    expect(counted()).toEqual(start)
  })

  test('another order keeps the cards of the new list only, in its order', async () => {
    const { rerender } = renderList(many)
    const some = many.filter((_, i) => i % 2 === 0)
    await act(async () => rerender(some))
    const reversed = [...many].reverse()
    await act(async () => rerender(reversed))
    // The hidden cards are gone: one item a clinic, none hidden.
    const list = cardOf(many[0]!.name).closest('ul')!
    expect(list.children).toHaveLength(many.length)
    expect(list.querySelector(':scope > [hidden]')).toBeNull()
    expect(
      screen
        .getAllByRole('article')
        .map((c) => within(c).getByRole('heading').textContent),
    ).toEqual(reversed.map((c) => c.name))
  })

  test("the minute's tick re-renders only the cards whose status changed", async () => {
    vi.useFakeTimers({ now: MONDAY_9AM })
    renderList([open, opensAtTen])
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0)
    })
    expect(
      within(cardOf('Clinic 2')).getByTestId('open-status'),
    ).toHaveTextContent('Closed')
    const counted = () => [renders.get(open.uuid), renders.get(opensAtTen.uuid)]
    const start = counted()

    // 9:01, 9:02: nothing a card shows has changed.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2 * 60_000)
    })
    expect(counted()).toEqual(start)

    // 10:00: the second clinic opens; the first card is left alone.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(58 * 60_000)
    })
    expect(
      within(cardOf('Clinic 2')).getByTestId('open-status'),
    ).toHaveTextContent('Open Now')
    expect(renders.get(open.uuid)).toBe(start[0])
    expect(renders.get(opensAtTen.uuid)).toBeGreaterThan(start[1]!)
  })

  test('the card a focused link is on keeps focus when an update moves it', async () => {
    const { rerender } = renderList([open, opensAtTen])
    const link = within(cardOf('Clinic 1')).getByRole('link', {
      name: 'Clinic 1',
    })
    link.focus()
    await act(async () => rerender([opensAtTen, open]))
    expect(screen.getAllByRole('article')[1]).toBe(cardOf('Clinic 1'))
    expect(link).toHaveFocus()
  })
})
