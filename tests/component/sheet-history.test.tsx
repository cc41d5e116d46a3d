// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { StrictMode, useState } from 'react'
import { Modal } from '@/components/ui/modal'

/**
 * An open dialog is a history entry of its own (hooks/use-sheet-history.ts):
 * Back closes it and nothing else sees the move (the router behind it keeps
 * its page and search); closed otherwise, its entry is taken back.
 */

function Page() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button onClick={() => setOpen(true)}>Emergency Info</button>
      {open ? (
        <Modal title="Emergency Information" onClose={() => setOpen(false)}>
          <p>Call 911</p>
        </Modal>
      ) : null}
    </>
  )
}

/**
 * Every popstate, as it happens: a capture listener added before the
 * module's (which adds its own on the first dialog), so it runs first.
 */
const popped: unknown[] = []
window.addEventListener('popstate', (e) => popped.push(e.state), {
  capture: true,
})

/** What the router would see: popstate events reaching a plain listener. */
let routerSaw: unknown[] = []
const router = (e: PopStateEvent) => routerSaw.push(e.state)

/**
 * Resolves once the history state's sheet mark is as expected, and a moment
 * after (a popstate the router would see has been dispatched by then).
 */
async function settled(expectMark: 'none' | 'some') {
  await waitFor(() =>
    expectMark === 'none'
      ? expect(mark()).toBeUndefined()
      : expect(mark()).toBeDefined(),
  )
  await new Promise((r) => setTimeout(r, 30))
}

const markOf = (state: unknown) => (state as { sheet?: unknown } | null)?.sheet
const mark = () => markOf(window.history.state)

beforeEach(() => {
  window.history.replaceState({ usr: null, key: 'page', idx: 0 }, '', '/?q=x')
  routerSaw = []
  window.addEventListener('popstate', router)
})
afterEach(async () => {
  cleanup()
  await settled('none')
  window.removeEventListener('popstate', router)
})

async function openSheet(strict = false) {
  const user = userEvent.setup()
  render(strict ? <StrictMode>{<Page />}</StrictMode> : <Page />)
  await user.click(screen.getByRole('button', { name: 'Emergency Info' }))
  expect(screen.getByRole('dialog')).toBeTruthy()
  return { user }
}

describe('a dialog as a history entry', () => {
  test('Back closes the dialog; the page entry, URL and state stay, the router sees nothing', async () => {
    await openSheet()
    // The entry keeps the page's URL and the router's key and index.
    expect(window.location.search).toBe('?q=x')
    expect(window.history.state).toMatchObject({ key: 'page', idx: 0 })
    expect(mark()).toBeDefined()
    act(() => window.history.back())
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await settled('none')
    expect(window.history.state).toMatchObject({ key: 'page', idx: 0 })
    expect(window.location.search).toBe('?q=x')
    expect(routerSaw).toEqual([])
  })

  test('closed by its X: its entry is taken back, unseen by the router', async () => {
    const { user } = await openSheet()
    await user.click(screen.getAllByRole('button', { name: 'Close' })[0]!)
    expect(screen.queryByRole('dialog')).toBeNull()
    await settled('none')
    expect(window.history.state).toMatchObject({ key: 'page' })
    expect(routerSaw).toEqual([])
  })

  test('Forward onto a closed dialog does not reopen it: back on the page entry', async () => {
    await openSheet()
    const length = window.history.length
    act(() => window.history.back())
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await settled('none')
    popped.length = 0
    window.history.forward()
    // Onto the dialog's entry, then back again (its own move, also unseen).
    await waitFor(() => expect(popped).toHaveLength(2))
    expect(markOf(popped[0])).toBeDefined()
    expect(markOf(popped[1])).toBeUndefined()
    await settled('none')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(window.history.length).toBe(length)
    expect(routerSaw).toEqual([])
  })

  test('under StrictMode (mounted twice at once) it still adds one entry, and Back closes it', async () => {
    await openSheet(true)
    await settled('some')
    // One Back leaves the dialog's entry for the page's: one entry was added.
    act(() => window.history.back())
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await settled('none')
    expect(routerSaw).toEqual([])
  })

  test('a navigation the page made meanwhile (not a sheet move) still reaches the router', async () => {
    window.history.pushState({ usr: null, key: 'next', idx: 1 }, '', '/?q=y')
    window.history.back()
    await waitFor(() => expect(window.location.search).toBe('?q=x'))
    await new Promise((r) => setTimeout(r, 30))
    expect(routerSaw).toEqual([{ usr: null, key: 'page', idx: 0 }])
  })
})
