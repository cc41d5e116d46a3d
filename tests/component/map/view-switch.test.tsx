// @vitest-environment jsdom
import { useState } from 'react'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, test, vi } from 'vitest'
import { ViewSwitch, type ResultView } from '@/features/map/view-switch'

function Owner({ onChange }: { onChange: (v: ResultView) => void }) {
  const [view, setView] = useState<ResultView>('list')
  return (
    <ViewSwitch
      view={view}
      onViewChange={(v) => {
        onChange(v)
        setView(v)
      }}
    />
  )
}

test('List / Map: a labelled group of two toggle buttons, List pressed first', () => {
  render(<Owner onChange={() => {}} />)
  expect(
    screen.getByRole('group', { name: 'Show results as' }),
  ).toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'List' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  expect(screen.getByRole('button', { name: 'Map' })).toHaveAttribute(
    'aria-pressed',
    'false',
  )
})

test('choosing Map tells the owner and presses Map; List goes back', async () => {
  const user = userEvent.setup()
  const onChange = vi.fn()
  render(<Owner onChange={onChange} />)
  await user.click(screen.getByRole('button', { name: 'Map' }))
  expect(onChange).toHaveBeenLastCalledWith('map')
  expect(screen.getByRole('button', { name: 'Map' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  expect(screen.getByRole('button', { name: 'List' })).toHaveAttribute(
    'aria-pressed',
    'false',
  )
  // By keyboard too.
  screen.getByRole('button', { name: 'List' }).focus()
  await user.keyboard('{Enter}')
  expect(onChange).toHaveBeenLastCalledWith('list')
  expect(screen.getByRole('button', { name: 'List' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
})

test('the view is the owner’s: a view given from outside is shown', () => {
  render(<ViewSwitch view="map" onViewChange={() => {}} />)
  expect(screen.getByRole('button', { name: 'Map' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
})
