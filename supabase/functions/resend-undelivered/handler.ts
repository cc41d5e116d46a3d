/**
 * The resend-undelivered Edge Function: the scheduled re-sender of contact
 * messages. Supabase's scheduler (pg_cron + pg_net, see supabase/README.md) POSTs to it every 5 minutes with the service role
 * key. It takes the undelivered rows that are due from
 * claim_undelivered_contact_messages() (which books each row's next try:
 * back-off 2, 4, … 128 minutes, at most MAX_ATTEMPTS tries), e-mails each
 * with the message's own provider Idempotency-Key (so a message the provider
 * did deliver, but whose answer or mark was lost, is not delivered twice),
 * and marks it delivered only after the provider's answer. The claim holds
 * each row against the contact function's own send for up to 5 minutes; the
 * mark ends the hold.
 *
 *   200 { claimed, delivered, failed }    401 not the service role
 *   502 the database could not be asked
 */
import { reason, sendContactEmail, serviceRest } from '../_shared/upstream.ts'

export interface Deps {
  fetch: typeof fetch
  env: (name: string) => string | undefined
  now?: () => Date
  log?: (entry: Record<string, unknown>) => void
  timeoutMs?: number
}

/** Rows per run; the schedule runs every 5 minutes. */
export const BATCH = 20
/** Tries by the re-sender before a row is left for a person. */
export const MAX_ATTEMPTS = 8

interface Claimed {
  id: string
  idempotency_key: string
  name: string
  email: string
  subject: string
  message: string
  attempts: number
}

/** Equal strings, compared in time that does not depend on where they differ. */
function sameSecret(a: string, b: string): boolean {
  const x = new TextEncoder().encode(a)
  const y = new TextEncoder().encode(b)
  let diff = x.length ^ y.length
  for (let i = 0; i < Math.max(x.length, y.length); i++)
    diff |= (x[i] ?? 0) ^ (y[i] ?? 0)
  return diff === 0
}

export async function handler(req: Request, deps: Deps): Promise<Response> {
  const { env } = deps
  const now = deps.now ?? (() => new Date())
  const log = deps.log ?? ((entry) => console.log(JSON.stringify(entry)))
  const started = Date.now()
  const answer = (
    status: number,
    body: Record<string, unknown>,
    facts: Record<string, unknown>,
  ) => {
    log({
      fn: 'resend-undelivered',
      level: status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info',
      status,
      ms: Date.now() - started,
      ...facts,
    })
    return Response.json(body, { status })
  }

  if (req.method !== 'POST')
    return answer(
      405,
      { error: 'method_not_allowed' },
      { outcome: 'bad_method' },
    )
  // Only the scheduler (or an operator) with the service role key; the
  // public anonymous key passes the platform's JWT check but not this one.
  const serviceKey = env('SUPABASE_SERVICE_ROLE_KEY')
  const bearer = req.headers.get('authorization') ?? ''
  if (!serviceKey || !sameSecret(bearer, `Bearer ${serviceKey}`))
    return answer(401, { error: 'unauthorized' }, { outcome: 'unauthorized' })
  await req.body?.cancel()

  const upstream = { fetch: deps.fetch, env, timeoutMs: deps.timeoutMs ?? 8000 }
  const rest = serviceRest(upstream)
  let rows: Claimed[]
  try {
    const res = await rest('rpc/claim_undelivered_contact_messages', {
      method: 'POST',
      body: JSON.stringify({ p_limit: BATCH, p_max_attempts: MAX_ATTEMPTS }),
    })
    rows = (await res.json()) as Claimed[]
  } catch (e) {
    return answer(
      502,
      { error: 'database' },
      { outcome: 'failed', claim_error: reason(e) },
    )
  }

  let delivered = 0
  const failures: Record<string, unknown>[] = []
  for (const row of rows) {
    let mark: Record<string, unknown>
    try {
      await sendContactEmail(upstream, row, row.idempotency_key)
      delivered++
      mark = {
        delivered_at: now().toISOString(),
        next_attempt_at: null,
        delivery_error: null,
        sending_until: null,
      }
    } catch (e) {
      const error = reason(e)
      failures.push({
        id: row.id,
        attempts: row.attempts,
        // The last try: the row now waits for a person.
        gave_up: row.attempts >= MAX_ATTEMPTS,
        send_error: error.split(':')[0],
      })
      // The hold on the row ends with the answer: the booked try stands.
      mark = { delivery_error: error.slice(0, 1000), sending_until: null }
    }
    try {
      await rest(`contact_messages?id=eq.${row.id}`, {
        method: 'PATCH',
        headers: { Prefer: 'return=minimal' },
        body: JSON.stringify(mark),
      })
    } catch (e) {
      // The booking stands: the row comes back when it is due, and the
      // provider recognises the key if this send went out.
      failures.push({ id: row.id, mark_error: reason(e) })
    }
  }
  const body = {
    claimed: rows.length,
    delivered,
    failed: rows.length - delivered,
  }
  return answer(200, body, {
    outcome: rows.length === 0 ? 'idle' : 'resent',
    ...body,
    ...(failures.length ? { failures } : {}),
  })
}
