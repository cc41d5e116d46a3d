// @vitest-environment jsdom
import { describe, expect, test, vi } from 'vitest'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { FilterPanel } from '@/features/search/filter-panel'
import { ActiveFilters } from '@/features/search/active-filters'
import { ResultList } from '@/features/search/result-list'
import { DEFAULT_FILTERS, type Clinic, type FilterState } from '@/domain/clinic'
import { factChoiceOf, type FactChoice } from '@/domain/fact-filters'
import { countNotConfirmed } from '@/domain/fact-notes'
// The cards' notes come with the search chunk, as on the site.
import '@/features/search/search-link'
import { UNKNOWN_FACTS } from '@/domain/before-you-go'
import { createClinic } from '../../factories/clinic'

async function panel(filters: FilterState = DEFAULT_FILTERS) {
  const onChange = vi.fn()
  render(
    <FilterPanel
      filters={filters}
      onChange={onChange}
      onSearch={vi.fn()}
      onClear={vi.fn()}
    />,
  )
  // The controls load with the panel (open here: no matchMedia).
  await screen.findByRole('group', { name: 'Hours' })
  return { onChange, user: userEvent.setup() }
}

describe("the filter panel: My child's age and Medicaid/KCHIP", () => {
  test('a labelled radio group, Any age first and chosen by default', async () => {
    await panel()
    const group = screen.getByRole('group', { name: "My child's age" })
    const radios = within(group).getAllByRole('radio')
    expect(radios.map((r) => r.getAttribute('value'))).toEqual([
      '',
      'under-6-months',
      '6-23-months',
      '2-years-plus',
    ])
    expect(within(group).getByRole('radio', { name: 'Any age' })).toBeChecked()
    for (const name of ['Under 6 months', '6–23 months', '2 years and older'])
      expect(within(group).getByRole('radio', { name })).not.toBeChecked()
    // One name: one choice at a time.
    expect(new Set(radios.map((r) => r.getAttribute('name'))).size).toBe(1)
    const insurance = screen.getByRole('group', { name: 'Insurance' })
    expect(
      within(insurance).getByRole('checkbox', { name: 'Takes Medicaid/KCHIP' }),
    ).not.toBeChecked()
  })

  test('choosing a band sets it', async () => {
    const { onChange, user } = await panel()
    await user.click(screen.getByRole('radio', { name: '6–23 months' }))
    expect(onChange).toHaveBeenLastCalledWith({ age: '6-23-months' })
  })

  test('the chosen band shows; Any age goes back to none', async () => {
    const { onChange, user } = await panel({
      ...DEFAULT_FILTERS,
      age: 'under-6-months',
    })
    expect(screen.getByRole('radio', { name: 'Under 6 months' })).toBeChecked()
    expect(screen.getByRole('radio', { name: 'Any age' })).not.toBeChecked()
    await user.click(screen.getByRole('radio', { name: 'Any age' }))
    expect(onChange).toHaveBeenLastCalledWith({ age: null })
  })

  test('the keyboard moves through the bands with the arrow keys', async () => {
    const { onChange, user } = await panel()
    screen.getByRole('radio', { name: 'Any age' }).focus()
    await user.keyboard('{ArrowDown}')
    expect(onChange).toHaveBeenLastCalledWith({ age: 'under-6-months' })
  })

  test('Medicaid/KCHIP is a checkbox that sets and clears coverage', async () => {
    const { onChange, user } = await panel()
    await user.click(
      screen.getByRole('checkbox', { name: 'Takes Medicaid/KCHIP' }),
    )
    expect(onChange).toHaveBeenLastCalledWith({ coverage: ['medicaid-kchip'] })
  })

  test('checked when chosen; a tap removes it', async () => {
    const { onChange, user } = await panel({
      ...DEFAULT_FILTERS,
      coverage: ['medicaid-kchip'],
    })
    const box = screen.getByRole('checkbox', { name: 'Takes Medicaid/KCHIP' })
    expect(box).toBeChecked()
    await user.click(box)
    expect(onChange).toHaveBeenLastCalledWith({ coverage: [] })
  })

  test('targets are 44 px rows, as the other filters', async () => {
    await panel()
    for (const el of [
      screen.getByRole('radio', { name: 'Under 6 months' }),
      screen.getByRole('checkbox', { name: 'Takes Medicaid/KCHIP' }),
    ])
      expect(el.closest('label')).toHaveClass('min-h-11')
  })
})

describe('the chips', () => {
  test('the band and Medicaid/KCHIP show, and each removes itself', async () => {
    const onRemove = vi.fn()
    render(
      <ActiveFilters
        filters={{
          ...DEFAULT_FILTERS,
          age: '2-years-plus',
          coverage: ['medicaid-kchip'],
        }}
        searched={false}
        onRemove={onRemove}
      />,
    )
    const list = screen.getByRole('list', { name: 'Filters in use' })
    const chips = within(list).getAllByRole('button')
    expect(chips.map((b) => b.textContent)).toEqual([
      '2 years and older× (remove this filter)',
      'Takes Medicaid/KCHIP× (remove this filter)',
    ])
    const user = userEvent.setup()
    await user.click(chips[0]!)
    expect(onRemove).toHaveBeenLastCalledWith('2-years-plus')
    await user.click(chips[1]!)
    expect(onRemove).toHaveBeenLastCalledWith('medicaid-kchip')
  })

  test('none without them', async () => {
    render(
      <ActiveFilters
        filters={DEFAULT_FILTERS}
        searched={false}
        onRemove={vi.fn()}
      />,
    )
    expect(screen.queryByRole('list')).toBeNull()
  })
})

function clinic(i: number, over: Partial<Clinic> = {}): Clinic {
  return createClinic({
    id: i + 1,
    uuid: `00000000-0000-5000-8000-${String(i).padStart(12, '0')}`,
    slug: `clinic-${i}`,
    name: `Clinic ${i}`,
    ...over,
  })
}

function results(list: Clinic[], filters: FilterState) {
  return (
    <MemoryRouter>
      <ResultList
        clinics={list}
        isLoading={false}
        hasLocation={false}
        sort="rating"
        onSortChange={vi.fn()}
        onClear={vi.fn()}
        notConfirmed={countNotConfirmed(list, filters)}
        askFor={factChoiceOf(filters) satisfies FactChoice | null}
      />
    </MemoryRouter>
  )
}

describe('the results with the filters on', () => {
  const list = [
    clinic(0),
    clinic(1, {
      facts: { ...UNKNOWN_FACTS, minAgeMonths: 0, acceptsMedicaidKchip: true },
    }),
    clinic(2, { facts: { ...UNKNOWN_FACTS, minAgeMonths: 0 } }),
  ]
  const both: FilterState = {
    ...DEFAULT_FILTERS,
    age: 'under-6-months',
    coverage: ['medicaid-kchip'],
  }
  const notes = (name: string) => {
    const card = screen.getByRole('article', { name })
    const box = within(card).queryByTestId('ask-when-you-call')
    return box ? [...box.querySelectorAll('p')].map((p) => p.textContent) : []
  }

  test('the count says how many are not confirmed; the cards say what to ask', async () => {
    render(results(list, both))
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(
      '3 clinics found · 1 not confirmed for this age · 2 not confirmed for Medicaid/KCHIP',
    )
    expect(notes('Clinic 0')).toEqual([
      'Age not confirmed — ask when you call',
      'Medicaid/KCHIP not confirmed — ask when you call',
    ])
    expect(notes('Clinic 1')).toEqual([])
    expect(notes('Clinic 2')).toEqual([
      'Medicaid/KCHIP not confirmed — ask when you call',
    ])
    // Right after the freshness line.
    const card = screen.getByRole('article', { name: 'Clinic 0' })
    expect(within(card).getByTestId('freshness').nextElementSibling).toBe(
      within(card).getByTestId('ask-when-you-call'),
    )
  })

  test('the notes follow the filters on the same cards (memoised rows)', async () => {
    const view = render(results(list, both))
    const card = screen.getByRole('article', { name: 'Clinic 0' })
    view.rerender(results(list, { ...both, coverage: [] }))
    expect(screen.getByRole('article', { name: 'Clinic 0' })).toBe(card)
    expect(notes('Clinic 0')).toEqual(['Age not confirmed — ask when you call'])
    expect(notes('Clinic 2')).toEqual([])
    view.rerender(results(list, DEFAULT_FILTERS))
    expect(notes('Clinic 0')).toEqual([])
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(
      /^3 clinics found$/,
    )
    view.rerender(results(list, { ...DEFAULT_FILTERS, age: '6-23-months' }))
    expect(notes('Clinic 0')).toEqual(['Age not confirmed — ask when you call'])
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(
      '3 clinics found · 1 not confirmed for this age',
    )
  })
})
