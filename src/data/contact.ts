import { toContactBody, type ContactMessage } from '@/domain/contact'
import type { SendOutcome } from '@/domain/offline/outbox'
import { postToFunction, type Backend } from './functions'

export { newIdempotencyKey } from './functions'

/** The hidden field people never see and form-filling bots fill in. */
export const HONEYPOT_FIELD = 'website'

interface SendOptions extends Backend {
  fetch?: typeof fetch
  honeypot?: string
  idempotencyKey: string
  /** The clinic a 'Suggest a correction' message is about. */
  clinicId?: string
  timeoutMs?: number
}

/**
 * POSTs a contact message to the send-contact-email Edge Function. Resolves
 * true on an OK answer, false otherwise. The body is the form's four fields
 * (and the clinic a correction names); the honeypot is added only when
 * filled, so the function can drop the message quietly. The
 * Idempotency-Key header carries the message's key: every retry of one
 * message sends the same key, and the function stores and e-mails a key
 * once.
 */
export async function sendContactMessage(
  msg: ContactMessage,
  opts: SendOptions,
): Promise<boolean> {
  return (await postContactMessage(msg, opts)).kind === 'sent'
}

/** The same POST, saying what it came to (for the form and the outbox). */
export function postContactMessage(
  msg: ContactMessage,
  opts: SendOptions,
): Promise<SendOutcome> {
  return postToFunction(
    'send-contact-email',
    {
      ...toContactBody(msg),
      ...(opts.clinicId ? { clinic_id: opts.clinicId } : {}),
      ...(opts.honeypot ? { [HONEYPOT_FIELD]: opts.honeypot } : {}),
    },
    opts,
  )
}
