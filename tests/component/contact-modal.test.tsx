// @vitest-environment jsdom
import { describe, expect, test, vi, afterEach } from 'vitest'
import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import {
  ContactModal,
  CONTACT_CLOSE_DELAY_MS,
} from '@/features/contact/contact-modal'
import type { ContactMessage } from '@/domain/contact'

function Harness(props: {
  send?: (m: ContactMessage, honeypot: string, key: string) => Promise<boolean>
  backend?: { supabaseUrl: string; anonKey: string } | null
  subject?: string
}) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button onClick={() => setOpen(true)}>Contact</button>
      {open ? (
        <ContactModal
          onClose={() => setOpen(false)}
          send={props.send}
          backend={props.backend}
          initialSubject={props.subject}
        />
      ) : null}
    </>
  )
}

async function openModal(props: Parameters<typeof Harness>[0] = {}) {
  const user = userEvent.setup()
  render(<Harness {...props} />)
  await user.click(screen.getByRole('button', { name: 'Contact' }))
  return user
}

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'Ann Parent')
  await user.type(screen.getByLabelText('Email'), 'ann@example.com')
  await user.type(screen.getByLabelText('Subject'), 'Hours are wrong')
  await user.type(
    screen.getByLabelText('Message'),
    'The Paducah clinic closes at 7.',
  )
}

const UUID =
  /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('contact modal', () => {
  test('shows the fields, placeholders, a 4-row message and both buttons; focus moves in', async () => {
    await openModal({ send: async () => true })
    const dialog = screen.getByRole('dialog', { name: 'Send Us a Message' })
    expect(dialog).toHaveAttribute('aria-modal', 'true')
    expect(screen.getByLabelText('Name')).toHaveAttribute(
      'placeholder',
      'Your name',
    )
    expect(screen.getByLabelText('Email')).toHaveAttribute(
      'placeholder',
      'you@example.com',
    )
    expect(screen.getByLabelText('Subject')).toHaveAttribute(
      'placeholder',
      'What is this about?',
    )
    expect(screen.getByLabelText('Message')).toHaveAttribute(
      'placeholder',
      'Your message...',
    )
    expect(screen.getByLabelText('Message')).toHaveAttribute('rows', '4')
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument()
    expect(
      screen.getByRole('button', { name: 'Send Message' }),
    ).toBeInTheDocument()
    expect(screen.getByLabelText('Name')).toHaveFocus()
  })

  test('validates before any request: each error next to its field, announced', async () => {
    const send = vi.fn(async () => true)
    const user = await openModal({ send })
    await user.type(screen.getByLabelText('Email'), 'not-an-email')
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    expect(send).not.toHaveBeenCalled()
    expect(screen.getByText('Name is required.')).toHaveAttribute(
      'role',
      'alert',
    )
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      /valid email/,
    )
    expect(screen.getByLabelText('Subject')).toHaveAttribute(
      'aria-invalid',
      'true',
    )
    expect(screen.getByLabelText('Name')).toHaveFocus()
  })

  test('sending shows a spinner with Sending... and disables the button; success resets and closes after 2 s', async () => {
    let resolve: (ok: boolean) => void = () => {}
    const send = vi.fn(() => new Promise<boolean>((r) => (resolve = r)))
    const user = await openModal({ send })
    await fill(user)
    vi.useFakeTimers({ shouldAdvanceTime: true })
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    const sending = screen.getByRole('button', { name: /Sending\.\.\./ })
    expect(sending).toBeDisabled()
    expect(send).toHaveBeenCalledWith(
      {
        name: 'Ann Parent',
        email: 'ann@example.com',
        subject: 'Hours are wrong',
        message: 'The Paducah clinic closes at 7.',
      },
      '', // the honeypot, untouched by a person
      expect.stringMatching(UUID), // the message's idempotency key
    )
    await act(async () => resolve(true))
    expect(
      await screen.findByText('Message sent successfully!'),
    ).toBeInTheDocument()
    expect(screen.getByLabelText('Name')).toHaveValue('')
    act(() => vi.advanceTimersByTime(CONTACT_CLOSE_DELAY_MS - 100))
    expect(screen.getByRole('dialog')).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(200))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Contact' })).toHaveFocus()
  })

  test('failure shows the red message and keeps the typed text', async () => {
    const user = await openModal({ send: async () => false })
    await fill(user)
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    expect(
      await screen.findByText('Failed to send message. Please try again.'),
    ).toBeInTheDocument()
    expect(screen.getByRole('dialog')).toBeInTheDocument()
    expect(screen.getByLabelText('Name')).toHaveValue('Ann Parent')
    expect(screen.getByLabelText('Message')).toHaveValue(
      'The Paducah clinic closes at 7.',
    )
  })

  test('Escape, the X and the backdrop close it, and focus returns to the opener', async () => {
    const user = await openModal({ send: async () => true })
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Contact' })).toHaveFocus()
    await user.click(screen.getByRole('button', { name: 'Contact' }))
    await user.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Contact' }))
    await user.click(screen.getByTestId('modal-backdrop'))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  test('the honeypot is hidden from people and passed on when a bot fills it', async () => {
    const send = vi.fn(async () => true)
    const user = await openModal({ send })
    const trap = document.querySelector<HTMLInputElement>(
      'input[name="website"]',
    )!
    // Not a textbox anyone can reach: hidden from assistive technology and
    // out of the tab order.
    expect(screen.getAllByRole('textbox')).toHaveLength(4)
    expect(trap).toHaveAttribute('tabindex', '-1')
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull()
    await fill(user)
    trap.value = 'http://spam.example'
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    expect(send).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Ann Parent' }),
      'http://spam.example',
      expect.any(String),
    )
  })

  test('focus is trapped: Tab from the last control goes to the first', async () => {
    const user = await openModal({ send: async () => true })
    screen.getByRole('button', { name: 'Send Message' }).focus()
    await user.tab()
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus()
    await user.tab({ shift: true })
    expect(screen.getByRole('button', { name: 'Send Message' })).toHaveFocus()
  })

  test('built-in mode says first, before any field, that messages cannot be received, and offers the e-mail address', async () => {
    await openModal({ backend: null })
    const notice = screen.getByText(
      /^We can't receive messages here yet\. Please email us at/,
    )
    // Read before the form: it comes first in the dialog.
    expect(
      notice.compareDocumentPosition(screen.getByLabelText('Subject')) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy()
    expect(screen.queryByText(/copy of the site/)).toBeNull()
    expect(screen.getByRole('link', { name: /@/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    )
    // The mail app sends it from the parent's own name and address.
    expect(screen.queryByLabelText('Name')).toBeNull()
    expect(screen.queryByLabelText('Email')).toBeNull()
    expect(screen.getByLabelText('Subject')).toHaveFocus()
  })

  test('built-in mode ends in the e-mail link, carrying the subject and the typed text; no send button', async () => {
    const user = await openModal({ backend: null })
    await user.type(screen.getByLabelText('Subject'), 'Hours & days')
    await user.type(
      screen.getByLabelText('Message'),
      'The Paducah clinic closes at 7.{Enter}Not 8.',
    )
    // Nothing greyed out as if it would send.
    expect(screen.queryByRole('button', { name: /Send/ })).toBeNull()
    const link = screen.getByRole('link', { name: 'Email this message' })
    // Where the parent finishes: after the last field, beside Cancel.
    expect(
      screen.getByLabelText('Message').compareDocumentPosition(link) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy()
    expect(
      screen
        .getByRole('button', { name: 'Cancel' })
        .compareDocumentPosition(link) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy()
    const url = new URL(link.getAttribute('href')!)
    expect(url.protocol).toBe('mailto:')
    expect(url.pathname).toMatch(/@/)
    expect(url.searchParams.get('subject')).toBe('Hours & days')
    expect(url.searchParams.get('body')).toBe(
      'The Paducah clinic closes at 7.\nNot 8.',
    )
    // The address in the notice at the top carries the same text.
    expect(screen.getByRole('link', { name: /@/ })).toHaveAttribute(
      'href',
      link.getAttribute('href'),
    )
    expect(
      screen.getByText(
        'This opens your email app with your message written in; send it from there.',
      ),
    ).toBeInTheDocument()
    expect(screen.queryByTestId('mail-cut')).toBeNull()
  })

  test('built-in mode: a message too long for one link is cut, and the form says so', async () => {
    const user = await openModal({ backend: null })
    await user.click(screen.getByLabelText('Message'))
    await user.paste('The clinic closes early on Sundays. '.repeat(100))
    const href = screen
      .getByRole('link', { name: 'Email this message' })
      .getAttribute('href')!
    expect(href.length).toBeLessThanOrEqual(2000)
    expect(new URL(href).searchParams.get('body')).toMatch(/ \[…\]$/)
    expect(screen.getByTestId('mail-cut')).toHaveTextContent(
      /^Your message is too long for one email link: the email will have its beginning, ending in \[…\]\. Please paste the rest into the email before you send it\.$/,
    )
  })

  test('the subject can be pre-filled (Suggest a correction)', async () => {
    await openModal({
      send: async () => true,
      subject: 'Correction: Springs Urgent Care',
    })
    expect(screen.getByLabelText('Subject')).toHaveValue(
      'Correction: Springs Urgent Care',
    )
  })

  test('a retry after a network failure sends the same idempotency key and keeps the text; a changed message gets a new key', async () => {
    const requests: Request[] = []
    let failures = 2
    vi.stubGlobal(
      'fetch',
      async (input: RequestInfo | URL, init?: RequestInit) => {
        requests.push(new Request(input, init))
        if (failures-- > 0) throw new TypeError('Failed to fetch')
        return new Response(JSON.stringify({ ok: true }), { status: 200 })
      },
    )
    const user = await openModal({
      backend: { supabaseUrl: 'https://p.supabase.co', anonKey: 'anon' },
    })
    await fill(user)
    const sendButton = () =>
      screen.getByRole('button', { name: 'Send Message' })
    await user.click(sendButton())
    expect(
      await screen.findByText('Failed to send message. Please try again.'),
    ).toBeInTheDocument()
    expect(screen.getByLabelText('Message')).toHaveValue(
      'The Paducah clinic closes at 7.',
    )
    await user.click(sendButton())
    await screen.findByText('Failed to send message. Please try again.')
    expect(requests).toHaveLength(2)
    const key = requests[0]!.headers.get('idempotency-key')
    expect(key).toMatch(UUID)
    expect(requests[1]!.headers.get('idempotency-key')).toBe(key)
    expect(await requests[1]!.text()).toBe(await requests[0]!.text())

    // The parent changes the text: a new message, a new key.
    await user.type(screen.getByLabelText('Message'), ' On Sundays too.')
    await user.click(sendButton())
    expect(
      await screen.findByText('Message sent successfully!'),
    ).toBeInTheDocument()
    expect(requests).toHaveLength(3)
    const changed = requests[2]!.headers.get('idempotency-key')
    expect(changed).toMatch(UUID)
    expect(changed).not.toBe(key)
  })

  test('after a successful send the next message gets a new key', async () => {
    const send = vi.fn(async () => true)
    const user = await openModal({ send })
    await fill(user)
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    await screen.findByText('Message sent successfully!')
    // The form closes by itself after a moment; the parent opens it again.
    // (Typing into it before it closed raced the close on a loaded machine.)
    await waitFor(
      () => expect(screen.queryByLabelText('Message')).not.toBeInTheDocument(),
      { timeout: CONTACT_CLOSE_DELAY_MS + 3000 },
    )
    await user.click(screen.getByRole('button', { name: 'Contact' }))
    await fill(user)
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    expect(send).toHaveBeenCalledTimes(2)
    const keys = send.mock.calls.map((c) => (c as unknown[])[2])
    expect(keys[0]).toMatch(UUID)
    expect(keys[1]).toMatch(UUID)
    expect(keys[1]).not.toBe(keys[0])
  })

  test('limits count characters, not UTF-16 units: 5,000 with emoji are a valid message, 5,001 are not', async () => {
    const send = vi.fn(async () => true)
    const user = await openModal({ send })
    await user.type(screen.getByLabelText('Name'), 'Ann Parent')
    await user.type(screen.getByLabelText('Email'), 'ann@example.com')
    await user.type(screen.getByLabelText('Subject'), '\u{1F476}')
    const message = screen.getByLabelText('Message')
    await user.click(message)
    // 5,001 characters in 10,000 UTF-16 units.
    await user.paste(`${'\u{1F600}'.repeat(4999)}ab`)
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    expect(send).not.toHaveBeenCalled()
    expect(
      screen.getByText('Message must be at most 5,000 characters.'),
    ).toBeInTheDocument()
    await user.type(message, '{Backspace}')
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    expect(send).toHaveBeenCalledTimes(1)
    const sent = (send.mock.calls[0] as unknown[])[0] as ContactMessage
    expect(Array.from(sent.message)).toHaveLength(5000)
    expect(sent.message).toBe(`${'\u{1F600}'.repeat(4999)}a`)
  })
})
