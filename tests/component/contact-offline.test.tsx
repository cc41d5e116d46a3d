// @vitest-environment jsdom
import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ContactModal } from '@/features/contact/contact-modal'
import { indexedDbOutbox } from '@/data/outbox'

const BACKEND = { supabaseUrl: 'https://p.supabase.co', anonKey: 'anon' }
const QUEUED =
  "You're offline. Your message is saved on this device and will be sent when you're back online."
const SERVER =
  "Our server isn't working right now (your connection is fine). Your message is saved on this device and will be sent automatically — you don't need to send it again."

/** The device says it is offline (navigator.onLine false) until the test ends. */
function offline() {
  Object.defineProperty(window.navigator, 'onLine', {
    configurable: true,
    get: () => false,
  })
}

async function submit(onClose: () => void = () => {}) {
  const user = userEvent.setup()
  render(<ContactModal onClose={onClose} backend={BACKEND} />)
  await user.type(screen.getByLabelText('Name'), 'Ann Parent')
  await user.type(screen.getByLabelText('Email'), 'ann@example.com')
  await user.type(screen.getByLabelText('Subject'), 'Hours')
  await user.type(screen.getByLabelText('Message'), 'Opens at 8.')
  await user.click(screen.getByRole('button', { name: 'Send Message' }))
  return user
}

afterEach(() => {
  vi.unstubAllGlobals()
  Reflect.deleteProperty(window.navigator, 'onLine')
})
beforeEach(async () => {
  const box = indexedDbOutbox()
  for (const i of await box.list()) await box.remove(i.idempotencyKey)
})

describe('contact form without a connection', { timeout: 30_000 }, () => {
  test('no answer at all, the device offline: kept on the device with its key, and the form says offline (never "sent")', async () => {
    offline()
    const requests: Request[] = []
    vi.stubGlobal(
      'fetch',
      async (input: RequestInfo | URL, init?: RequestInit) => {
        requests.push(new Request(input, init))
        throw new TypeError('Failed to fetch')
      },
    )
    await submit()
    expect(await screen.findByText(QUEUED)).toBeInTheDocument()
    expect(screen.queryByText('Message sent successfully!')).toBeNull()
    const kept = await indexedDbOutbox().list()
    expect(kept).toHaveLength(1)
    expect(kept[0]!.kind === 'report' ? null : kept[0]!.message).toEqual({
      name: 'Ann Parent',
      email: 'ann@example.com',
      subject: 'Hours',
      message: 'Opens at 8.',
    })
    expect(kept[0]!.idempotencyKey).toBe(
      requests[0]!.headers.get('idempotency-key'),
    )
  })

  test('a 400 answer shows the error as before and keeps nothing', async () => {
    vi.stubGlobal(
      'fetch',
      async () => new Response('{"error":"bad"}', { status: 400 }),
    )
    await submit()
    expect(
      await screen.findByText('Failed to send message. Please try again.'),
    ).toBeInTheDocument()
    expect(screen.queryByText(QUEUED)).toBeNull()
    expect(await indexedDbOutbox().list()).toEqual([])
  })

  test('a 502 (the function up, its database and mail provider down): kept with its key, and the form says it will go by itself', async () => {
    const requests: Request[] = []
    vi.stubGlobal(
      'fetch',
      async (input: RequestInfo | URL, init?: RequestInit) => {
        requests.push(new Request(input, init))
        return new Response('{"error":"not_delivered"}', { status: 502 })
      },
    )
    await submit()
    expect(await screen.findByText(SERVER)).toBeInTheDocument()
    expect(screen.queryByText(/offline/)).toBeNull()
    expect(
      screen.queryByText('Failed to send message. Please try again.'),
    ).toBeNull()
    const kept = await indexedDbOutbox().list()
    expect(kept.map((k) => k.idempotencyKey)).toEqual([
      requests[0]!.headers.get('idempotency-key'),
    ])
  })

  test('no answer in time: kept as well', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new DOMException('signal timed out', 'TimeoutError')
    })
    await submit()
    expect(await screen.findByText(SERVER)).toBeInTheDocument()
    expect(await indexedDbOutbox().list()).toHaveLength(1)
  })

  test('no answer while the device is online (the server down or unreachable): kept, and the form names the server, not the connection', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch')
    })
    await submit()
    expect(await screen.findByText(SERVER)).toBeInTheDocument()
    expect(screen.queryByText(QUEUED)).toBeNull()
    expect(await indexedDbOutbox().list()).toHaveLength(1)
  })

  test('the rate limit (429) is said on the form and nothing is kept', async () => {
    vi.stubGlobal('fetch', async () => new Response('{}', { status: 429 }))
    await submit()
    expect(
      await screen.findByText(
        "You've sent several messages in a short time. Please try again later.",
      ),
    ).toHaveAttribute('role', 'alert')
    expect(await indexedDbOutbox().list()).toEqual([])
  })

  test('once kept, the dialog shows what was kept, that it will be sent, and Close: no empty form to send again', async () => {
    vi.stubGlobal(
      'fetch',
      async () => new Response('{"error":"not_delivered"}', { status: 503 }),
    )
    const onClose = vi.fn()
    const user = await submit(onClose)
    const kept = await screen.findByTestId('kept-message')
    expect(kept).toHaveFocus()
    expect(kept).toHaveTextContent(SERVER)
    expect(kept).toHaveTextContent('Hours')
    expect(kept).toHaveTextContent('Opens at 8.')
    // Nothing to fill in or send again.
    expect(screen.queryAllByRole('textbox')).toHaveLength(0)
    expect(screen.queryByRole('button', { name: 'Send Message' })).toBeNull()
    expect(screen.queryByText(/is required/)).toBeNull()
    // Close at the end (the X in the title bar is the other one).
    const closers = screen.getAllByRole('button', { name: 'Close' })
    expect(closers).toHaveLength(2)
    await user.click(closers[1]!)
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  test('opened again, the form shows the message still waiting on the device, above a form for a new one', async () => {
    offline()
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch')
    })
    const { unmount } = render(
      <ContactModal onClose={() => {}} backend={BACKEND} />,
    )
    const user = userEvent.setup()
    await user.type(screen.getByLabelText('Name'), 'Ann Parent')
    await user.type(screen.getByLabelText('Email'), 'ann@example.com')
    await user.type(screen.getByLabelText('Subject'), 'Saturday hours')
    await user.type(screen.getByLabelText('Message'), 'Closes at 6.')
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    await screen.findByText(QUEUED)
    unmount()
    render(<ContactModal onClose={() => {}} backend={BACKEND} />)
    const waiting = await screen.findByTestId('waiting-messages')
    expect(waiting).toHaveTextContent(
      "A message you wrote earlier is saved on this device and will be sent automatically — you don't need to send it again:",
    )
    expect(waiting).toHaveTextContent('Saturday hours')
    expect(waiting).toHaveTextContent('Closes at 6.')
    // Before the form, which stays empty for a new message.
    expect(
      waiting.compareDocumentPosition(screen.getByLabelText('Name')) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy()
    expect(screen.getByLabelText('Message')).toHaveValue('')
    expect(
      screen.getByRole('button', { name: 'Send Message' }),
    ).toBeInTheDocument()
  })

  test('opened with nothing waiting, or once it went, the form shows no waiting message', async () => {
    render(<ContactModal onClose={() => {}} backend={BACKEND} />)
    await screen.findByLabelText('Name')
    // The outbox is read once on open; let that read finish.
    await indexedDbOutbox().list()
    await new Promise((r) => setTimeout(r, 0))
    expect(screen.queryByTestId('waiting-messages')).toBeNull()
  })
})
