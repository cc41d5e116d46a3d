import { toContactBody, type ContactMessage } from '@/domain/contact'

/** The hidden field people never see and form-filling bots fill in. */
export const HONEYPOT_FIELD = 'website'

/**
 * POSTs a contact message to the Edge Function (spec section 7). Resolves
 * true on an OK answer, false on a non-OK answer or a network failure. The
 * body is the spec's four fields; the honeypot is added only when filled, so
 * the function can drop the message quietly.
 */
export async function sendContactMessage(
  msg: ContactMessage,
  opts: {
    supabaseUrl: string
    anonKey: string
    fetch?: typeof fetch
    honeypot?: string
  },
): Promise<boolean> {
  const doFetch = opts.fetch ?? fetch
  try {
    const res = await doFetch(
      `${opts.supabaseUrl}/functions/v1/send-contact-email`,
      {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${opts.anonKey}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify(
          opts.honeypot
            ? { ...toContactBody(msg), [HONEYPOT_FIELD]: opts.honeypot }
            : toContactBody(msg),
        ),
      },
    )
    return res.ok
  } catch {
    return false
  }
}
