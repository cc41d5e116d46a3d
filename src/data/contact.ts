import { toContactBody, type ContactMessage } from '@/domain/contact'
import { outcomeOfStatus, type SendOutcome } from '@/domain/offline/outbox'

/** The hidden field people never see and form-filling bots fill in. */
export const HONEYPOT_FIELD = 'website'

/**
 * A new idempotency key for one message (a UUID). crypto.randomUUID needs a
 * secure context; elsewhere (an http:// LAN address) the same format is made
 * from crypto.getRandomValues.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const b = crypto.getRandomValues(new Uint8Array(16))
  b[6] = (b[6]! & 0x0f) | 0x40
  b[8] = (b[8]! & 0x3f) | 0x80
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/**
 * POSTs a contact message to the send-contact-email Edge Function. Resolves
 * true on an OK answer, false on a non-OK answer or a network failure. The
 * body is the form's four fields; the honeypot is added only when filled, so
 * the function can drop the message quietly. The Idempotency-Key header
 * carries the message's key: every retry of one message sends the same key,
 * and the function stores and e-mails a key once.
 */
export async function sendContactMessage(
  msg: ContactMessage,
  opts: {
    supabaseUrl: string
    anonKey: string
    fetch?: typeof fetch
    honeypot?: string
    idempotencyKey: string
  },
): Promise<boolean> {
  return (await postContactMessage(msg, opts)).kind === 'sent'
}

/**
 * The same POST, saying what it came to: sent, refused (4xx), failed (5xx,
 * 408, 429) or unreachable (no answer at all), for the offline outbox.
 */
export async function postContactMessage(
  msg: ContactMessage,
  opts: Parameters<typeof sendContactMessage>[1],
): Promise<SendOutcome> {
  const doFetch = opts.fetch ?? fetch
  let res: Response
  try {
    res = await doFetch(`${opts.supabaseUrl}/functions/v1/send-contact-email`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${opts.anonKey}`,
        'Content-Type': 'application/json',
        'Idempotency-Key': opts.idempotencyKey,
      },
      body: JSON.stringify(
        opts.honeypot
          ? { ...toContactBody(msg), [HONEYPOT_FIELD]: opts.honeypot }
          : toContactBody(msg),
      ),
    })
  } catch {
    return { kind: 'unreachable' }
  }
  return outcomeOfStatus(res.status)
}
