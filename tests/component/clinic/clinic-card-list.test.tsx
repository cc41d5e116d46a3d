// @vitest-environment jsdom
import { afterEach, describe, expect, test, vi } from 'vitest'
import { fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router'
import { ClinicCardList } from '@/components/clinic/clinic-card-list'
import type { Clinic } from '@/domain/clinic'
import { createClinic, everyDay } from '../../factories/clinic'

// Monday 2026-11-23, 09:00 in Chicago.
const MONDAY_9AM = new Date('2026-11-23T15:00:00Z')

const open = createClinic({
  id: 1,
  uuid: '00000000-0000-5000-8000-000000000001',
  slug: 'open-clinic',
  name: 'Open Clinic',
  image: '/images/open.jpg',
  weeklyHours: everyDay('8:00 AM - 8:00 PM'),
})
const closed = createClinic({
  id: 2,
  uuid: '00000000-0000-5000-8000-000000000002',
  slug: 'closed-clinic',
  name: 'Closed Clinic',
  image: null,
  phone: null,
  weeklyHours: everyDay('10:00 AM - 6:00 PM'),
})

function Where() {
  const { pathname } = useLocation()
  return <p data-testid="where">{pathname}</p>
}

function renderList(clinics: Clinic[]) {
  const ui = (list: Clinic[]) => (
    <MemoryRouter initialEntries={['/']}>
      <Where />
      <Routes>
        <Route
          path="/"
          element={<ClinicCardList clinics={list} className="" />}
        />
        <Route path="/clinic/:slug" element={<h1>Clinic page</h1>} />
      </Routes>
    </MemoryRouter>
  )
  const view = render(ui(clinics))
  return { rerender: (next: Clinic[]) => view.rerender(ui(next)) }
}

const where = () => screen.getByTestId('where').textContent

afterEach(() => vi.useRealTimers())

describe('clinic card list', () => {
  test('a plain click on a clinic link opens its page inside the app', async () => {
    const user = userEvent.setup()
    renderList([open, closed])
    await user.click(screen.getByRole('link', { name: 'Closed Clinic' }))
    expect(where()).toBe('/clinic/closed-clinic')
    expect(screen.getByRole('heading', { name: 'Clinic page' })).toBeVisible()
  })

  test('View Details opens the page of its own card', async () => {
    const user = userEvent.setup()
    renderList([open, closed])
    await user.click(
      // jsdom's name computation drops the space before the hidden text.
      screen.getByRole('link', { name: /^View Details\s?for Open Clinic$/ }),
    )
    expect(where()).toBe('/clinic/open-clinic')
  })

  test('a click with a modifier key or another button is left to the browser', () => {
    renderList([open])
    const link = screen.getByRole('link', { name: 'Open Clinic' })
    for (const init of [
      { ctrlKey: true },
      { metaKey: true },
      { shiftKey: true },
      { altKey: true },
      { button: 1 },
    ]) {
      // fireEvent returns false when a handler called preventDefault.
      expect(fireEvent.click(link, init)).toBe(true)
      expect(where()).toBe('/')
    }
  })

  test('links that leave the app are left to the browser', () => {
    renderList([open])
    const directions = screen.getByRole('link', { name: /Directions/ })
    expect(fireEvent.click(directions)).toBe(true)
    const call = screen.getByRole('link', { name: /^Call Now/ })
    expect(fireEvent.click(call)).toBe(true)
    expect(where()).toBe('/')
  })

  test('every card shows its status at the same instant', () => {
    vi.useFakeTimers({ now: MONDAY_9AM })
    renderList([open, closed])
    const [first, second] = screen.getAllByRole('article')
    expect(within(first!).getByTestId('open-status')).toHaveTextContent(
      'Open Now',
    )
    expect(within(second!).getByTestId('open-status')).toHaveTextContent(
      'Closed',
    )
  })

  test('a card given another clinic shows only that clinic', () => {
    vi.useFakeTimers({ now: MONDAY_9AM })
    const { rerender } = renderList([open, closed])
    const firstImage = within(screen.getAllByRole('article')[0]!).getByRole(
      'img',
    )
    expect(firstImage).toHaveAttribute('src', '/images/open.jpg')

    rerender([closed])
    const cards = screen.getAllByRole('article')
    expect(cards).toHaveLength(1)
    const card = cards[0]!
    expect(card).toHaveAccessibleName('Closed Clinic')
    expect(within(card).getByTestId('open-status')).toHaveTextContent('Closed')
    expect(
      within(card).getByRole('link', { name: 'Closed Clinic' }),
    ).toHaveAttribute('href', '/clinic/closed-clinic')
    expect(card).toHaveTextContent('No phone on file')
    expect(
      within(card).queryByRole('link', { name: /^Call Now/ }),
    ).not.toBeInTheDocument()
    expect(card).not.toHaveTextContent('Open Clinic')
    // Another photo is another image element, never the old one reloading.
    const image = within(card).getByRole('img')
    expect(image).not.toBe(firstImage)
    expect(image).toHaveAttribute('src', '/images/clinic-placeholder.svg')
  })

  test('focus stays with its clinic when an update moves it to another card', () => {
    const { rerender } = renderList([open, closed])
    const details = screen.getByRole('link', {
      name: /^View Details\s?for Closed Clinic$/,
    })
    details.focus()
    rerender([closed, open])
    expect(document.activeElement).toHaveAttribute(
      'href',
      '/clinic/closed-clinic',
    )
    expect(document.activeElement).toHaveAccessibleName(
      /^View Details\s?for Closed Clinic$/,
    )
    // Its card is now the first one.
    expect(
      within(screen.getAllByRole('article')[0]!).getByRole('link', {
        name: /^View Details/,
      }),
    ).toHaveFocus()
  })

  test('focus is let go, not left on another clinic, when its clinic leaves the list', () => {
    const third = createClinic({
      id: 3,
      uuid: '00000000-0000-5000-8000-000000000003',
      slug: 'third-clinic',
      name: 'Third Clinic',
    })
    const { rerender } = renderList([open, closed])
    screen.getByRole('link', { name: 'Closed Clinic' }).focus()
    rerender([open, third])
    expect(screen.getByRole('link', { name: 'Third Clinic' })).not.toHaveFocus()
    expect(document.activeElement).toBe(document.body)
  })

  test('an update that leaves the focused clinic in its card keeps focus', () => {
    const { rerender } = renderList([open, closed])
    const name = screen.getByRole('link', { name: 'Closed Clinic' })
    name.focus()
    rerender([{ ...open, name: 'Open Clinic (renamed)' }, closed])
    expect(name).toHaveFocus()
  })
})
