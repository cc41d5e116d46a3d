// @vitest-environment jsdom
import { describe, expect, test, vi } from 'vitest'
import { useState } from 'react'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { LocationCombobox } from '@/features/search/location-combobox'
import type { Suggestion } from '@/domain/gazetteer/gazetteer'

const PLACES: Suggestion[] = [
  { value: 'Paducah, KY', label: 'Paducah, KY · McCracken County' },
  { value: 'Park City, KY', label: 'Park City, KY · Barren County' },
  { value: 'Parkers Lake, KY', label: 'Parkers Lake, KY · McCreary County' },
]

function Harness(props: {
  onChoose: (t: string) => void
  onSubmit: (t: string) => void
  real?: boolean
}) {
  const [value, setValue] = useState('')
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault()
        props.onSubmit(value)
      }}
    >
      <label htmlFor="loc">Location</label>
      <div className="relative">
        <LocationCombobox
          id="loc"
          value={value}
          onChange={setValue}
          onChoose={props.onChoose}
          suggest={
            props.real
              ? undefined
              : (t) =>
                  t.length < 2
                    ? []
                    : PLACES.filter((p) =>
                        p.value.toLowerCase().startsWith(t.toLowerCase()),
                      )
          }
        />
      </div>
    </form>
  )
}

function setup(real = false) {
  const onChoose = vi.fn()
  const onSubmit = vi.fn()
  render(<Harness onChoose={onChoose} onSubmit={onSubmit} real={real} />)
  const input = screen.getByRole('combobox', { name: 'Location' })
  return { onChoose, onSubmit, input, user: userEvent.setup() }
}

describe('location combobox (ARIA 1.2)', () => {
  test('closed until something is typed; then the list, its count announced', async () => {
    const { input, user } = setup()
    expect(input).toHaveAttribute('aria-expanded', 'false')
    expect(input).toHaveAttribute('aria-autocomplete', 'list')
    const listId = input.getAttribute('aria-controls')
    expect(listId).toBeTruthy()
    expect(document.getElementById(listId!)).toHaveAttribute('role', 'listbox')
    expect(screen.queryByRole('listbox')).toBeNull()
    await user.type(input, 'Pa')
    expect(input).toHaveAttribute('aria-expanded', 'true')
    const list = screen.getByRole('listbox', {
      name: 'Suggested towns and ZIP codes',
    })
    expect(list.id).toBe(listId)
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(
      PLACES.map((p) => p.label),
    )
    expect(
      screen.getByText(
        '3 suggestions available. Use the up and down arrows to choose.',
      ),
    ).toHaveAttribute('aria-live', 'polite')
    expect(input).not.toHaveAttribute('aria-activedescendant')
  })

  test('Down and Up move the active option (wrapping); Enter chooses it and runs the search', async () => {
    const { input, user, onChoose, onSubmit } = setup()
    await user.type(input, 'Pa')
    await user.keyboard('{ArrowDown}')
    const options = () => screen.getAllByRole('option')
    expect(input).toHaveAttribute('aria-activedescendant', options()[0]!.id)
    expect(options()[0]).toHaveAttribute('aria-selected', 'true')
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}')
    expect(input).toHaveAttribute('aria-activedescendant', options()[0]!.id)
    await user.keyboard('{ArrowUp}')
    expect(input).toHaveAttribute('aria-activedescendant', options()[2]!.id)
    await user.keyboard('{ArrowUp}{Enter}')
    expect(onChoose).toHaveBeenCalledWith('Park City, KY')
    expect(onSubmit).not.toHaveBeenCalled()
    expect(input).toHaveValue('Park City, KY')
    expect(input).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('listbox')).toBeNull()
  })

  test('Enter with no active option submits the typed text; Escape closes the list', async () => {
    const { input, user, onChoose, onSubmit } = setup()
    await user.type(input, 'Pad')
    await user.keyboard('{Escape}')
    expect(input).toHaveAttribute('aria-expanded', 'false')
    expect(input).toHaveValue('Pad')
    // Alt+Down opens it again without choosing.
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}')
    expect(input).toHaveAttribute('aria-expanded', 'true')
    expect(input).not.toHaveAttribute('aria-activedescendant')
    await user.keyboard('{Enter}')
    expect(onChoose).not.toHaveBeenCalled()
    expect(onSubmit).toHaveBeenCalledWith('Pad')
  })

  test('any text can be typed; no match is no list', async () => {
    const { input, user, onSubmit } = setup()
    await user.type(input, '123 Main St')
    expect(input).toHaveAttribute('aria-expanded', 'false')
    await user.keyboard('{Enter}')
    expect(onSubmit).toHaveBeenCalledWith('123 Main St')
  })

  test('a click chooses', async () => {
    const { input, user, onChoose } = setup()
    await user.type(input, 'Pa')
    await user.click(screen.getByRole('option', { name: /^Paducah/ }))
    expect(onChoose).toHaveBeenCalledWith('Paducah, KY')
    expect(input).toHaveFocus()
  })

  test('with the built-in gazetteer: towns and ZIPs', async () => {
    const { input, user, onChoose } = setup(true)
    await user.type(input, 'Paduc')
    await waitFor(() =>
      expect(screen.getAllByRole('option')[0]).toHaveTextContent(
        'Paducah, KY · McCracken County',
      ),
    )
    await user.clear(input)
    await user.type(input, '4200')
    await waitFor(() =>
      expect(screen.getAllByRole('option')[0]).toHaveTextContent(
        '42001 · Paducah, KY',
      ),
    )
    expect(screen.getAllByRole('option').length).toBeLessThanOrEqual(6)
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}')
    expect(onChoose).toHaveBeenCalledWith('42002')
  })
})
