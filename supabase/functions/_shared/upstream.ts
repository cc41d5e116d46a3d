/**
 * What both contact functions (send-contact-email, resend-undelivered) share:
 * PostgREST calls with the service role, and the e-mail of a stored contact
 * message through Resend's HTTP API. Web-standard fetch only; every
 * dependency comes in as an argument, so the tests run it against loopback
 * stand-ins.
 */

export const DEFAULT_RESEND_API_URL = 'https://api.resend.com'

/** An upstream (database or e-mail provider) failed or is not configured. */
export class Upstream extends Error {}

/** A short, log-safe description of a failure. */
export function reason(e: unknown): string {
  return e instanceof Upstream
    ? e.message
    : e instanceof Error
      ? `${e.name}: ${e.message}`.slice(0, 200)
      : 'unknown error'
}

type Env = (name: string) => string | undefined

/**
 * A PostgREST client with the service role: `rest('rpc/x', init)`. A non-OK
 * answer, a missing configuration or a timeout throws.
 */
export function serviceRest(deps: {
  fetch: typeof fetch
  env: Env
  timeoutMs: number
}) {
  const dbUrl = deps.env('SUPABASE_URL')?.replace(/\/+$/, '')
  const serviceKey = deps.env('SUPABASE_SERVICE_ROLE_KEY')
  return async (path: string, init: RequestInit): Promise<Response> => {
    if (!dbUrl || !serviceKey) throw new Upstream('database not configured')
    const res = await deps.fetch(`${dbUrl}/rest/v1/${path}`, {
      ...init,
      headers: {
        apikey: serviceKey,
        Authorization: `Bearer ${serviceKey}`,
        'Content-Type': 'application/json',
        ...(init.headers as Record<string, string> | undefined),
      },
      signal: AbortSignal.timeout(deps.timeoutMs),
    })
    if (!res.ok) {
      await res.body?.cancel()
      throw new Upstream(`database http ${res.status}`)
    }
    return res
  }
}

export interface MailMessage {
  name: string
  email: string
  subject: string
  message: string
}

/**
 * E-mails one contact message (plain text, reply-to the sender). The
 * provider's Idempotency-Key is derived from the message's own key, and the
 * request body depends on the message only, so every send of one message
 * (the first, a retry of the form, the re-sender) is the same request and
 * the provider delivers it once. Resolves, or throws Upstream.
 */
export async function sendContactEmail(
  deps: { fetch: typeof fetch; env: Env; timeoutMs: number },
  msg: MailMessage,
  idempotencyKey: string,
): Promise<void> {
  const { env } = deps
  const key = env('RESEND_API_KEY')
  const to = env('CONTACT_TO_EMAIL')
  const from = env('CONTACT_FROM_EMAIL')
  if (!key || !to || !from) throw new Upstream('e-mail not configured')
  const base = (env('RESEND_API_URL') || DEFAULT_RESEND_API_URL).replace(
    /\/+$/,
    '',
  )
  const res = await deps.fetch(`${base}/emails`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${key}`,
      'Content-Type': 'application/json',
      'Idempotency-Key': `contact-message/${idempotencyKey}`,
    },
    body: JSON.stringify({
      from,
      to: to.split(',').map((a) => a.trim()),
      reply_to: msg.email,
      subject: `Contact form: ${msg.subject}`,
      text: [
        `Name: ${msg.name}`,
        `Email: ${msg.email}`,
        `Subject: ${msg.subject}`,
        '',
        msg.message,
        '',
        '--',
        `Message ${idempotencyKey}`,
      ].join('\n'),
    }),
    signal: AbortSignal.timeout(deps.timeoutMs),
  })
  if (!res.ok) {
    const detail = (await res.text().catch(() => '')).slice(0, 300)
    throw new Upstream(
      `e-mail http ${res.status}${detail ? `: ${detail}` : ''}`,
    )
  }
  await res.body?.cancel()
}
