// @vitest-environment jsdom
import { afterEach, describe, expect, test, vi } from 'vitest'
import { act, render } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { ClinicCardList } from '@/components/clinic/clinic-card-list'
import { createBuiltinRepository } from '@/data/builtin/builtin-repository'
import { CLINIC_ROWS, TOWN_ROWS } from '@/data/builtin/generated/data'
import { COORDINATES } from '@/data/builtin/generated/coordinates'
import { sortForAnswer } from '@/domain/answer-order'
import type { Clinic } from '@/domain/clinic'
import { splitUnconfirmed } from '@/domain/ordering'

/*
 * The clock's arrival on home, at every instant of a week (this sweep was a
 * browser test at 28 instants; the browser keeps one instant of each kind in
 * tests/e2e/layout-stability.spec.ts). The prerendered list has no clock;
 * once the clock is known the answer order may put other clinics first.
 * Either the cards already shown are the first of the new order, and they
 * stay the same elements (nothing moves: the list only grows after them), or
 * the list is drawn afresh, no element of the old one kept (no card slides
 * or hides in place under a reader's eyes: CI's 0.159 shift at 8:55 PM on a
 * Saturday). Never a list that keeps some cards and moves others.
 */

const repository = createBuiltinRepository({
  clinics: CLINIC_ROWS,
  towns: TOWN_ROWS,
  coordinates: COORDINATES,
  emergencyDepartments: async () => [],
})

function ui(clinics: readonly Clinic[], timed: boolean, above?: string) {
  return (
    <MemoryRouter>
      <ClinicCardList
        clinics={clinics}
        className=""
        timed={timed}
        above={above}
      />
    </MemoryRouter>
  )
}

const names = (items: readonly Element[]) =>
  items.map((li) => li.querySelector('h3')?.textContent?.trim() ?? '')

afterEach(() => vi.useRealTimers())

describe('the clock arriving on the home list, across a week', () => {
  // Every 6 hours from Monday 2026-11-23 00:10 AM Central, with an odd
  // minute: 28 instants (the browser test's), the clinics open, closing and
  // closed changing with the hour and the day.
  const monday = Date.parse('2026-11-23T06:10:00Z')
  const instants = Array.from(
    { length: 28 },
    (_, i) => new Date(monday + i * 6 * 3_600_000 + (i % 4) * 13 * 60_000),
  )

  test.each(instants.map((at) => [at.toISOString(), at] as const))(
    'at %s: the cards shown are kept only when they are the first of the new order, else all drawn afresh',
    async (_, at) => {
      vi.useFakeTimers({ toFake: ['Date'] })
      vi.setSystemTime(at)
      const all = await repository.listClinicsByRating()
      const built = splitUnconfirmed(sortForAnswer(all, null)).listed
      const timedList = splitUnconfirmed(sortForAnswer(all, at)).listed
      const view = render(ui(built, false))
      const before = [
        ...view.container.querySelectorAll('li:not([hidden])'),
      ].filter((li) => li.querySelector('h3'))
      expect(before.length).toBeGreaterThan(1)
      await act(async () => view.rerender(ui(timedList, true)))
      const after = [...view.container.querySelectorAll('li')].filter(
        (li) => !li.hidden && li.querySelector('h3'),
      )
      // The new order is what the page shows, from its first card.
      expect(names(after)).toEqual(
        timedList.slice(0, after.length).map((c) => c.name),
      )
      const firstStay = names(before).every(
        (name, j) => timedList[j]?.name === name,
      )
      const kept = before.filter((li) => li.isConnected)
      if (firstStay) {
        // The same elements, in their places.
        expect(kept).toEqual(before)
        expect(after.slice(0, before.length)).toEqual(before)
      } else {
        // Nothing of the old list stays on the page.
        expect(kept).toEqual([])
      }
      view.unmount()
    },
  )
})

describe('the clock bringing something above the list (the holiday notice)', () => {
  // Christmas Day 2026, 10 AM Central: no clinic confirmed open, the notice
  // 'call before you go' arrives with the clock above the cards.
  const christmas = new Date('2026-12-25T16:00:00Z')
  const cardsOf = (view: ReturnType<typeof render>) =>
    [...view.container.querySelectorAll('li')].filter(
      (li) => !li.hidden && li.querySelector('h3'),
    )

  test('the same order with a change above: drawn afresh, no card kept to be pushed down', async () => {
    const all = await repository.listClinicsByRating()
    const built = splitUnconfirmed(sortForAnswer(all, null)).listed
    const view = render(ui(built, false, 'false:false'))
    const before = cardsOf(view)
    expect(before.length).toBeGreaterThan(1)
    await act(async () => view.rerender(ui(built, true, 'true:false')))
    expect(names(cardsOf(view))).toEqual(names(before))
    expect(before.filter((li) => li.isConnected)).toEqual([])
    view.unmount()
  })

  test('the same order and nothing new above: the cards stay the same elements', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(christmas)
    const all = await repository.listClinicsByRating()
    const built = splitUnconfirmed(sortForAnswer(all, null)).listed
    const view = render(ui(built, false, 'false:false'))
    const before = cardsOf(view)
    await act(async () => view.rerender(ui(built, true, 'false:false')))
    expect(cardsOf(view).slice(0, before.length)).toEqual(before)
    view.unmount()
  })
})
