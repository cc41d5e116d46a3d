// @vitest-environment jsdom
import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ListingCheck } from '@/features/listing-report'
import { indexedDbOutbox } from '@/data/outbox'

const BACKEND = { supabaseUrl: 'https://p.supabase.co', anonKey: 'anon' }
const CLINIC = {
  uuid: '5b1f3c2e-8d4a-5e6f-9a0b-1c2d3e4f5a6b',
  name: 'Springs Urgent Care <b>Paducah</b>',
  slug: 'springs-urgent-care-paducah',
}
const THANKS = "Thank you — we'll check this listing."

/** Every request the form makes; the answer is given per test. */
function stubFunction(answer: () => Response | Promise<Response>) {
  const requests: { url: string; headers: Headers; body: unknown }[] = []
  vi.stubGlobal(
    'fetch',
    async (input: RequestInfo | URL, init?: RequestInit) => {
      const req = new Request(input, init)
      requests.push({
        url: req.url,
        headers: req.headers,
        body: JSON.parse(await req.text()),
      })
      return answer()
    },
  )
  return requests
}

afterEach(() => {
  vi.unstubAllGlobals()
  Reflect.deleteProperty(window.navigator, 'onLine')
})
beforeEach(async () => {
  const box = indexedDbOutbox()
  for (const i of await box.list()) await box.remove(i.idempotencyKey)
})

describe("'Is this information right?'", { timeout: 30_000 }, () => {
  test("'Yes, it's right' in one tap: confirmed_by_visitor, then thanks with focus on it", async () => {
    const requests = stubFunction(() => Response.json({ ok: true }))
    const user = userEvent.setup()
    render(<ListingCheck clinic={CLINIC} backend={BACKEND} />)
    await user.click(screen.getByRole('button', { name: "Yes, it's right" }))
    const thanks = await screen.findByText('Thank you for confirming.')
    expect(thanks).toHaveFocus()
    expect(requests).toHaveLength(1)
    expect(requests[0]!.url).toBe(
      'https://p.supabase.co/functions/v1/report-listing',
    )
    expect(requests[0]!.body).toEqual({
      clinic_id: CLINIC.uuid,
      kinds: ['confirmed_by_visitor'],
    })
    expect(requests[0]!.headers.get('idempotency-key')).toMatch(
      /^[0-9a-f-]{36}$/,
    )
  })

  test('something is wrong: kinds in the form order, the note and e-mail trimmed, thanks in place', async () => {
    const requests = stubFunction(() => Response.json({ ok: true }))
    const user = userEvent.setup()
    render(<ListingCheck clinic={CLINIC} backend={BACKEND} />)
    await user.click(screen.getByRole('button', { name: 'Something is wrong' }))
    expect(
      screen.getByText(
        /goes to the people who run this directory, not to the clinic/,
      ),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'call 911' })).toHaveAttribute(
      'href',
      'tel:911',
    )
    await user.click(screen.getByLabelText('It has closed'))
    await user.click(screen.getByLabelText('Hours are wrong'))
    await user.type(
      screen.getByLabelText('What did you find? (optional)'),
      '  Sign on the door says closed <script>x</script> ',
    )
    await user.type(
      screen.getByLabelText("Your email, if you'd like a reply (optional)"),
      ' ann@example.com ',
    )
    await user.click(screen.getByRole('button', { name: 'Send report' }))
    expect(await screen.findByText(THANKS)).toHaveFocus()
    expect(requests[0]!.body).toEqual({
      clinic_id: CLINIC.uuid,
      kinds: ['hours_wrong', 'closed'],
      note: 'Sign on the door says closed <script>x</script>',
      email: 'ann@example.com',
    })
    expect(screen.queryByRole('button', { name: 'Send report' })).toBeNull()
  })

  test('nothing chosen, a long note, a bad e-mail: messages, focus on the first, nothing sent', async () => {
    const requests = stubFunction(() => Response.json({ ok: true }))
    const user = userEvent.setup()
    render(<ListingCheck clinic={CLINIC} backend={BACKEND} />)
    await user.click(screen.getByRole('button', { name: 'Something is wrong' }))
    await user.click(screen.getByRole('button', { name: 'Send report' }))
    expect(
      screen.getByText('Choose at least one thing that is wrong.'),
    ).toBeInTheDocument()
    expect(screen.getByLabelText('Hours are wrong')).toHaveFocus()
    await user.click(screen.getByLabelText('Phone number is wrong'))
    const note = screen.getByLabelText('What did you find? (optional)')
    await user.click(note)
    await user.paste('n'.repeat(501))
    await user.type(
      screen.getByLabelText("Your email, if you'd like a reply (optional)"),
      'not-an-address',
    )
    await user.click(screen.getByRole('button', { name: 'Send report' }))
    expect(
      screen.getByText('The note must be at most 500 characters.'),
    ).toBeInTheDocument()
    expect(note).toHaveFocus()
    expect(
      screen.getByText('Enter a valid email address, like name@example.com.'),
    ).toBeInTheDocument()
    expect(requests).toHaveLength(0)
    // 500 emoji are 500 characters: accepted.
    await user.clear(note)
    await user.paste('👶'.repeat(500))
    await user.clear(
      screen.getByLabelText("Your email, if you'd like a reply (optional)"),
    )
    await user.click(screen.getByRole('button', { name: 'Send report' }))
    expect(await screen.findByText(THANKS)).toBeInTheDocument()
    expect(requests).toHaveLength(1)
  })

  test('no signal: kept on the device with its key, the form says offline', async () => {
    Object.defineProperty(window.navigator, 'onLine', {
      configurable: true,
      get: () => false,
    })
    const requests = stubFunction(() => {
      throw new TypeError('Failed to fetch')
    })
    const user = userEvent.setup()
    render(<ListingCheck clinic={CLINIC} backend={BACKEND} />)
    await user.click(screen.getByRole('button', { name: 'Something is wrong' }))
    await user.click(screen.getByLabelText('Phone number is wrong'))
    await user.click(screen.getByRole('button', { name: 'Send report' }))
    // The kept state in the form's place: the notice, what was kept, focus
    // on it, and no form to send again.
    const keptView = await screen.findByTestId('kept-report')
    expect(keptView).toHaveFocus()
    expect(keptView).toHaveTextContent(
      "You're offline. Your report is saved on this device and will be sent when you're back online.",
    )
    expect(within(keptView).getByRole('listitem')).toHaveTextContent(
      'Phone number is wrong',
    )
    expect(screen.queryByRole('button', { name: 'Send report' })).toBeNull()
    expect(screen.queryByRole('checkbox')).toBeNull()
    const kept = await indexedDbOutbox().list()
    expect(kept).toEqual([
      expect.objectContaining({
        kind: 'report',
        idempotencyKey: requests[0]!.headers.get('idempotency-key'),
        report: { clinic_id: CLINIC.uuid, kinds: ['phone_wrong'] },
      }),
    ])
  })

  test('the server failing (503): kept as well', async () => {
    stubFunction(() => new Response('{}', { status: 503 }))
    const user = userEvent.setup()
    render(<ListingCheck clinic={CLINIC} backend={BACKEND} />)
    await user.click(screen.getByRole('button', { name: "Yes, it's right" }))
    // The server's failure, named as such: never 'You're offline'.
    expect(
      await screen.findByText(
        "Our server isn't working right now (your connection is fine). Your report is saved on this device and will be sent automatically — you don't need to send it again.",
      ),
    ).toBeInTheDocument()
    expect(await indexedDbOutbox().list()).toHaveLength(1)
  })

  test('a refusal shows its error, keeps the form, and a resend uses the same key', async () => {
    let status = 429
    const requests = stubFunction(() => new Response('{}', { status }))
    const user = userEvent.setup()
    render(<ListingCheck clinic={CLINIC} backend={BACKEND} />)
    await user.click(screen.getByRole('button', { name: 'Something is wrong' }))
    await user.click(screen.getByLabelText('Address is wrong'))
    await user.click(screen.getByRole('button', { name: 'Send report' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "You've sent several reports in a short time. Please try again later.",
    )
    expect(screen.getByLabelText('Address is wrong')).toBeChecked()
    expect(await indexedDbOutbox().list()).toEqual([])
    status = 200
    await user.click(screen.getByRole('button', { name: 'Send report' }))
    await screen.findByText(THANKS)
    expect(requests[1]!.headers.get('idempotency-key')).toBe(
      requests[0]!.headers.get('idempotency-key'),
    )
  })

  test('built-in mode: no sending; the e-mail link carries the clinic and what was chosen', async () => {
    const requests = stubFunction(() => Response.json({ ok: true }))
    const user = userEvent.setup()
    render(<ListingCheck clinic={CLINIC} backend={null} />)
    await user.click(screen.getByRole('button', { name: 'Something is wrong' }))
    // Said first, before the fields: reports can't be received, e-mail us.
    const notice = screen.getByTestId('report-by-email')
    expect(notice).toHaveTextContent(
      /^We can't receive reports here yet\. Please email us at \S+@\S+ — the link puts this clinic and what you fill in below into the email\.$/,
    )
    expect(
      notice.compareDocumentPosition(screen.getByLabelText('It has closed')) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy()
    expect(screen.queryByText(/copy of the site/)).toBeNull()
    await user.click(screen.getByLabelText('It has closed'))
    await user.type(
      screen.getByLabelText('What did you find? (optional)'),
      'Empty building',
    )
    // The mail app replies from the parent's own address: not asked for.
    expect(
      screen.queryByLabelText("Your email, if you'd like a reply (optional)"),
    ).toBeNull()
    // The form ends in the e-mail link, never a greyed 'Send report'.
    expect(screen.queryByRole('button', { name: 'Send report' })).toBeNull()
    const end = screen.getByRole('link', { name: 'Email this report' })
    expect(
      screen
        .getByLabelText('What did you find? (optional)')
        .compareDocumentPosition(end) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy()
    const link = within(notice).getByRole('link', { name: /@/ })
    const href = link.getAttribute('href')!
    expect(end).toHaveAttribute('href', href)
    expect(href).toMatch(/^mailto:/)
    const url = new URL(href)
    expect(url.searchParams.get('subject')).toBe(
      `Listing report: ${CLINIC.name}`,
    )
    const body = url.searchParams.get('body')!
    expect(body).toContain(`Clinic: ${CLINIC.name}`)
    expect(body).toContain(`/clinic/${CLINIC.slug}`)
    expect(body).toContain('- It has closed')
    expect(body).toMatch(/\n\nEmpty building$/)
    expect(screen.queryByTestId('mail-cut')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Something is wrong' }),
      ).toHaveFocus(),
    )
    await user.click(screen.getByRole('button', { name: "Yes, it's right" }))
    const answer = await screen.findByText(
      /^Thank you\. We can't receive answers here yet, so nothing was sent\. If something is wrong, please email us at/,
    )
    expect(answer).toHaveFocus()
    expect(
      within(answer).getByRole('link', { name: /@/ }).getAttribute('href'),
    ).toMatch(/^mailto:\S+@\S+$/)
    expect(requests).toHaveLength(0)
  })
})
