// @vitest-environment jsdom
import { describe, expect, test } from 'vitest'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { EmergencyNotice } from '@/components/layout/emergency-notice'

describe('911 banner and Emergency Info', () => {
  test('the banner shows 911, the spec texts and a tel:911 link', () => {
    render(<EmergencyNotice />)
    const banner = screen.getByRole('complementary', {
      name: 'Medical emergency',
    })
    expect(within(banner).getAllByText('911').length).toBeGreaterThan(0)
    expect(within(banner).getByText('Medical Emergency?')).toBeInTheDocument()
    expect(
      within(banner).getByText(
        'Call 911 immediately for life-threatening conditions',
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
    const dialog = screen.getByRole('dialog', { name: 'Emergency Information' })
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
