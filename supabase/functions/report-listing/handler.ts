/**
 * The report-listing Edge Function: takes 'Is this information right?' from
 * a clinic page, JSON { clinic_id, kinds, note?, email? } with the form's
 * Idempotency-Key header (required: one key per report, kept across the
 * form's retries and the device's outbox), and stores it once:
 *
 *   submit_listing_report() (PostgREST rpc, service role) checks the clinic,
 *   the limits (10 reports an hour per client, 3 per clinic a day) and
 *   inserts, in one atomic step; a key already stored is a duplicate. The
 *   client is hashed twice: by its /56 for the limits, by its /48 for the
 *   closed line's separate networks (../_shared/request.ts clientHash).
 *
 *   stored or duplicate -> 200    unknown clinic -> 404    limit -> 429
 *   bad input -> 4xx              database failed or too slow -> 502
 *
 * No e-mail per report (a burst must not flood an inbox): the operator reads
 * them with `npm run ops:reports`. The request handling every function
 * shares is ../_shared/request.ts; every dependency is injected, so the tests
 * run it against stand-ins (../_shared/pg-stand-in.ts is backed by real
 * PostgreSQL).
 */
import { validate } from './validate.ts'
import { reason, serviceRest, Upstream } from '../_shared/upstream.ts'
import {
  acceptJson,
  answerer,
  clientHash,
  rateLimited,
} from '../_shared/request.ts'

export {
  CONFIRMED_BY_VISITOR,
  LIMITS,
  validate,
  WRONG_KINDS,
} from './validate.ts'

export interface Deps {
  fetch: typeof fetch
  /** Secrets and settings (Deno.env.get in production). */
  env: (name: string) => string | undefined
  /**
   * The connection's remote address (Deno.serve's remoteAddr): the client
   * when no proxy appended X-Forwarded-For (../_shared/request.ts clientKey).
   */
  peer?: string | null
  /** One structured line per request; never the note or the e-mail. */
  log?: (entry: Record<string, unknown>) => void
  /** Per database call. */
  timeoutMs?: number
}

/** The largest valid report (500 characters of 4-byte UTF-8 …) is about 3 KB. */
export const MAX_BODY_BYTES = 8 * 1024
export const RATE_LIMIT = { perHour: 10, perClinicDay: 3 }
/** Hidden form field: people leave it empty, naive bots fill it in. */
export const HONEYPOT_FIELD = 'website'

interface Submitted {
  outcome: 'stored' | 'duplicate' | 'unknown_clinic' | 'rate_limited'
  id?: string
  limit?: 'hour' | 'clinic'
  retry_after?: number
}

export async function handler(req: Request, deps: Deps): Promise<Response> {
  const { env } = deps
  const log = deps.log ?? ((entry) => console.log(JSON.stringify(entry)))
  const answer = answerer('report-listing', req, env, log)

  const accepted = await acceptJson(req, env, answer, MAX_BODY_BYTES)
  if (accepted instanceof Response) return accepted
  const { fields, key } = accepted
  if (!key)
    return answer(
      400,
      { error: 'idempotency_key_required' },
      { outcome: 'no_idempotency_key' },
    )

  const trap = fields[HONEYPOT_FIELD]
  if (trap !== undefined && trap !== null && trap !== '')
    return answer(200, { ok: true }, { outcome: 'honeypot' })

  const { errors, value } = validate(fields)
  if (Object.keys(errors).length > 0)
    return answer(
      400,
      { error: 'validation_failed', fields: errors },
      { outcome: 'invalid', fields: Object.keys(errors) },
    )

  const { hash, networkHash, from } = await clientHash(req, env, deps.peer)
  const facts: Record<string, unknown> = {
    ip: hash?.slice(0, 12) ?? null,
    ...(from === 'forwarded' ? {} : { client_from: from }),
    key: key.slice(0, 8),
    clinic: value.clinicId,
    kinds: value.kinds,
  }
  const rest = serviceRest({
    fetch: deps.fetch,
    env,
    timeoutMs: deps.timeoutMs ?? 8000,
  })
  let result: Submitted
  try {
    const res = await rest('rpc/submit_listing_report', {
      method: 'POST',
      body: JSON.stringify({
        p_idempotency_key: key,
        p_clinic_id: value.clinicId,
        p_kinds: value.kinds,
        p_note: value.note,
        p_reply_email: value.email,
        p_client_hash: hash,
        p_network_hash: networkHash,
        p_max_per_hour: RATE_LIMIT.perHour,
        p_max_per_clinic_day: RATE_LIMIT.perClinicDay,
      }),
    })
    result = (await res.json()) as Submitted
    if (
      !['stored', 'duplicate', 'unknown_clinic', 'rate_limited'].includes(
        result?.outcome,
      )
    )
      throw new Upstream('database answer not understood')
  } catch (e) {
    // Nothing stored, or stored by a database that answered too late: the
    // form keeps the report and sends it again with the same key.
    return answer(
      502,
      { error: 'not_stored' },
      { ...facts, outcome: 'failed', store_error: reason(e) },
    )
  }
  if (result.outcome === 'unknown_clinic')
    return answer(
      404,
      { error: 'unknown_clinic' },
      { ...facts, outcome: 'unknown_clinic' },
    )
  if (result.outcome === 'rate_limited')
    return rateLimited(answer, result, facts)
  return answer(
    200,
    { ok: true },
    { ...facts, id: result.id, outcome: result.outcome },
  )
}
