// @vitest-environment jsdom
import { describe, expect, test, vi } from 'vitest'
import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { FilterPanel } from '@/features/search/filter-panel'
import { DEFAULT_FILTERS, type FilterState } from '@/domain/clinic'

async function setup(filters: FilterState = DEFAULT_FILTERS) {
  const onChange = vi.fn()
  const onSearch = vi.fn()
  const onClear = vi.fn()
  render(
    <FilterPanel
      filters={filters}
      onChange={onChange}
      onSearch={onSearch}
      onClear={onClear}
    />,
  )
  // The controls load with the panel (open here: no matchMedia).
  await screen.findByRole('group', { name: 'Hours' })
  return { onChange, onSearch, onClear, user: userEvent.setup() }
}

describe('filter panel', () => {
  test('Open Now is the first hours checkbox (value open-now)', async () => {
    const { onChange, user } = await setup()
    const hours = screen.getByRole('group', { name: 'Hours' })
    const first = hours.querySelector('input[type="checkbox"]')
    expect(first).toBe(screen.getByRole('checkbox', { name: 'Open Now' }))
    expect(first).toHaveAttribute('value', 'open-now')
    await user.click(screen.getByRole('checkbox', { name: 'Open Now' }))
    expect(onChange).toHaveBeenLastCalledWith({ hours: ['open-now'] })
  })

  test('the location form has a visible Search button that submits it', async () => {
    const { onSearch, user } = await setup({
      ...DEFAULT_FILTERS,
      location: '42003',
    })
    const button = screen.getByRole('button', {
      name: /^Search\s*this location$/,
    })
    expect(button).toHaveAttribute('type', 'submit')
    expect(button).toHaveTextContent(/^Search/)
    await user.click(button)
    expect(onSearch).toHaveBeenCalledWith('42003')
  })

  test('the labels: radius 1–50 default 10, four hours and four services', async () => {
    await setup()
    const slider = screen.getByLabelText('Search Radius: 10 miles')
    expect(slider).toHaveAttribute('min', '1')
    expect(slider).toHaveAttribute('max', '50')
    expect(slider).toHaveValue('10')
    for (const label of [
      'Open After 6 PM',
      'Weekend Hours',
      'Open Late (Past 9 PM)',
      'Open Early (Before 8 AM)',
      'Pediatric Specialists',
      'Emergency Care',
      'Walk-in Welcome',
      'Telehealth Available',
    ])
      expect(screen.getByRole('checkbox', { name: label })).not.toBeChecked()
    expect(
      screen.getByPlaceholderText('City, State or ZIP'),
    ).toBeInTheDocument()
  })

  test('every change is reported at once', async () => {
    const { onChange, user } = await setup({
      ...DEFAULT_FILTERS,
      hours: ['weekends'],
    })
    await user.click(screen.getByRole('checkbox', { name: 'Open After 6 PM' }))
    expect(onChange).toHaveBeenLastCalledWith({
      hours: ['weekends', 'after-hours'],
    })
    await user.click(screen.getByRole('checkbox', { name: 'Weekend Hours' }))
    expect(onChange).toHaveBeenLastCalledWith({ hours: [] })
    await user.click(screen.getByRole('checkbox', { name: 'Walk-in Welcome' }))
    expect(onChange).toHaveBeenLastCalledWith({ services: ['walk-in'] })
    fireEvent.change(screen.getByLabelText(/Search Radius/), {
      target: { value: '25' },
    })
    expect(onChange).toHaveBeenLastCalledWith({ radius: 25 })
    await user.type(screen.getByPlaceholderText('City, State or ZIP'), 'P')
    expect(onChange).toHaveBeenLastCalledWith({ location: 'P' })
  })

  test('the location field takes on the page search location and Enter searches', async () => {
    const { onSearch, user } = await setup({
      ...DEFAULT_FILTERS,
      location: 'Paducah',
    })
    const input = screen.getByPlaceholderText('City, State or ZIP')
    expect(input).toHaveValue('Paducah')
    await user.type(input, '{Enter}')
    expect(onSearch).toHaveBeenCalledWith('Paducah')
  })

  test('Clear All Filters and the mobile Show/Hide toggle', async () => {
    const { onClear, user } = await setup()
    await user.click(screen.getByRole('button', { name: 'Clear All Filters' }))
    expect(onClear).toHaveBeenCalled()
    const toggle = screen.getByRole('button', { name: /Show/ })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await user.click(toggle)
    expect(screen.getByRole('button', { name: /Hide/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
  })
})
