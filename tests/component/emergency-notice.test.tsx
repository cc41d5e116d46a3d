// @vitest-environment jsdom
import { afterEach, describe, expect, test, vi } from 'vitest'
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { EmergencyNotice } from '@/features/emergency/emergency-notice'
import {
  DIALOG_ROOMS_TEXT,
  EmergencyInfoDialog,
} from '@/features/emergency/emergency-info-dialog'
import { setSearchOrigin } from '@/features/emergency/search-origin'
import { EMERGENCY_ROOMS_NOTE } from '@/features/emergency/emergency-rooms'
import { loadBuiltinRepository, setRepository } from '@/data/create-repository'
import { wholeText } from '../support/whole-text'

afterEach(() => {
  setSearchOrigin(null)
  vi.restoreAllMocks()
})

describe('911 banner and Emergency Info', () => {
  test('the banner shows 911, its texts and a tel:911 link', () => {
    render(<EmergencyNotice />)
    const banner = screen.getByRole('complementary', {
      name: 'Medical emergency',
    })
    expect(within(banner).getAllByText('911').length).toBeGreaterThan(0)
    expect(within(banner).getByText('Medical Emergency?')).toBeInTheDocument()
    expect(
      within(banner).getByText(
        wholeText('Call 911 immediately for life-threatening conditions'),
      ),
    ).toBeInTheDocument()
    for (const a of within(banner).getAllByRole('link', { name: /Call 911/ }))
      expect(a).toHaveAttribute('href', 'tel:911')
  })

  test('Emergency Info opens a dialog with 911, Poison Control and warning signs; Escape closes it', async () => {
    const user = userEvent.setup()
    render(<EmergencyNotice />)
    const opener = screen.getByRole('button', { name: 'Emergency Info' })
    await user.click(opener)
    // the dialog loads on intent or on opening
    const dialog = await screen.findByRole('dialog', {
      name: 'Emergency Information',
    })
    expect(
      within(dialog).getByRole('link', { name: 'Call 911' }),
    ).toHaveAttribute('href', 'tel:911')
    expect(
      within(dialog).getByRole('link', { name: '1-800-222-1222' }),
    ).toHaveAttribute('href', 'tel:18002221222')
    expect(
      within(dialog).getAllByRole('listitem').length,
    ).toBeGreaterThanOrEqual(5)
    expect(within(dialog).getByText(/not medical advice/)).toBeInTheDocument()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(opener).toHaveFocus()
  })

  test('the town-page variant has no Emergency Info button', () => {
    render(<EmergencyNotice showInfoButton={false} />)
    expect(
      screen.queryByRole('button', { name: 'Emergency Info' }),
    ).not.toBeInTheDocument()
  })
})

describe('Emergency Info: the nearest emergency rooms', () => {
  test('without a searched place: a line inviting a location search, no rooms', async () => {
    const user = userEvent.setup()
    render(<EmergencyNotice />)
    await user.click(screen.getByRole('button', { name: 'Emergency Info' }))
    // the dialog loads on intent or on opening
    const dialog = await screen.findByRole('dialog', {
      name: 'Emergency Information',
    })
    expect(
      within(dialog).getByText(DIALOG_ROOMS_TEXT.noLocation),
    ).toBeInTheDocument()
    expect(within(dialog).queryByTestId('emergency-room')).toBeNull()
  })

  test('after a Paducah search: the two nearest with Call and Directions, under the 911 link', async () => {
    setRepository(loadBuiltinRepository())
    act(() => setSearchOrigin({ lat: 37.0834, lng: -88.6001 }))
    const user = userEvent.setup()
    render(<EmergencyNotice />)
    await user.click(screen.getByRole('button', { name: 'Emergency Info' }))
    // the dialog loads on intent or on opening
    const dialog = await screen.findByRole('dialog', {
      name: 'Emergency Information',
    })
    const section = await within(dialog).findByRole('region', {
      name: DIALOG_ROOMS_TEXT.title,
    })
    expect(
      within(section).getByRole('heading', { level: 3 }),
    ).toHaveTextContent(DIALOG_ROOMS_TEXT.title)
    const rooms = within(section).getAllByTestId('emergency-room')
    expect(rooms).toHaveLength(2)
    expect(rooms[0]).toHaveTextContent('Baptist Health Paducah')
    expect(rooms[0]).toHaveTextContent(
      /Emergency room · open 24 hours · Paducah, KY · \d+(\.\d)? miles/,
    )
    expect(rooms[1]).toHaveTextContent('Mercy Health - Lourdes Hospital')
    for (const r of rooms) {
      expect(
        within(r)
          .getByRole('link', { name: /^Call / })
          .getAttribute('href'),
      ).toMatch(/^tel:\+?\d{10,11}$/)
      expect(
        within(r).getByRole('link', { name: /^Directions/ }),
      ).toHaveAttribute('target', '_blank')
    }
    expect(
      within(section).getByText(wholeText(EMERGENCY_ROOMS_NOTE)),
    ).toBeInTheDocument()
    expect(within(dialog).queryByText(DIALOG_ROOMS_TEXT.noLocation)).toBeNull()
    // 911 stays first in the dialog.
    const links = within(dialog).getAllByRole('link')
    expect(links[0]).toHaveAccessibleName('Call 911')
  })

  test('when the rooms cannot be loaded it says so and to call 911', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    act(() => setSearchOrigin({ lat: 37.0834, lng: -88.6001 }))
    render(
      <EmergencyInfoDialog
        onClose={() => {}}
        loadRooms={() => Promise.reject(new Error('offline'))}
      />,
    )
    expect(
      await screen.findByText(wholeText(DIALOG_ROOMS_TEXT.failed)),
    ).toBeInTheDocument()
  })
})
