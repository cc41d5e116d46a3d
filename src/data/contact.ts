import { toContactBody, type ContactMessage } from '@/domain/contact'

/**
 * POSTs a contact message to the Edge Function (spec section 7). Resolves
 * true on an OK answer, false on a non-OK answer or a network failure.
 */
export async function sendContactMessage(
  msg: ContactMessage,
  opts: { supabaseUrl: string; anonKey: string; fetch?: typeof fetch },
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
        body: JSON.stringify(toContactBody(msg)),
      },
    )
    return res.ok
  } catch {
    return false
  }
}
