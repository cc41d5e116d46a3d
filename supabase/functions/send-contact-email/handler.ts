/**
 * The send-contact-email Edge Function: takes the contact
 * form's JSON { name, email, subject, message } with the form's
 * Idempotency-Key header (one key per message, kept across retries) and
 * makes sure the message is stored once and e-mailed once:
 *
 * 1. submit_contact_message() (PostgREST rpc, service role) checks the rate
 *    limit (per client; a sender address only with its client) and inserts
 *    in one atomic step; a key already stored is answered as a duplicate,
 *    never stored again. A request without a key gets one from its words
 *    (client, sender, subject, message): its copies within 10 minutes are
 *    the same message;
 * 2. claim_contact_message_send() lets one caller at a time send it: a copy
 *    sent at the same moment (another tab) never calls the provider;
 * 3. the message is e-mailed through Resend with an Idempotency-Key derived
 *    from the message's key, so a repeated send is delivered once;
 * 4. finish_contact_message_send() marks it delivered only after the
 *    provider's answer, or keeps delivery_error for the scheduled re-sender
 *    (resend-undelivered), and ends the claim.
 *
 *   stored + sent -> 200    stored, send failed -> 202 (the message is safe)
 *   store failed + sent -> 200    both failed -> 502    limit -> 429
 *   a retry of a stored message -> 200 (sent again only if undelivered, with
 *   the same provider key)    being sent by another copy -> 202
 *
 * Web-standard Request/Response only; every dependency (fetch, environment,
 * clock, logger, id source) is injected so the tests run it against real
 * HTTP stand-ins. index.ts wires it to Deno.serve.
 */

import { validate } from './validate.ts'
import {
  Upstream,
  reason,
  sendContactEmail,
  serviceRest,
} from '../_shared/upstream.ts'
import {
  acceptJson,
  answerer,
  clientHash,
  rateLimited,
  UUID,
} from '../_shared/request.ts'

export {
  LIMITS,
  charCount,
  headerSafe,
  validate,
  wellFormed,
} from './validate.ts'
export { DEFAULT_RESEND_API_URL } from '../_shared/upstream.ts'
export {
  clientKey,
  DEFAULT_TRUSTED_PROXY_HOPS,
  hashIp,
} from '../_shared/request.ts'

export interface Deps {
  fetch: typeof fetch
  /** Secrets and settings (Deno.env.get in production). */
  env: (name: string) => string | undefined
  /**
   * The connection's remote address (Deno.serve's remoteAddr): the client
   * when no proxy appended X-Forwarded-For (../_shared/request.ts clientKey).
   */
  peer?: string | null
  now?: () => Date
  /** One structured line per request; never receives the message body. */
  log?: (entry: Record<string, unknown>) => void
  /** Per upstream call (PostgREST, Resend). */
  timeoutMs?: number
}

/**
 * The largest valid message (5,000 characters of 4-byte UTF-8, plus the other
 * fields and the JSON around them) is about 22 KB.
 */
export const MAX_BODY_BYTES = 32 * 1024
/**
 * Per client (submit_contact_message); a sender address is counted only
 * with its client, or alone when the client is unknown (no client hash).
 */
export const RATE_LIMIT = { max: 5, windowMs: 10 * 60 * 1000 }
/** How long a claim to send holds: the provider's call ends well before. */
export const SEND_LEASE_SECONDS = 60
/**
 * Copies of a keyless message within this window are one message (the
 * database matches fingerprints within 10 minutes; the key proposed for a
 * keyless message is the same within one such window).
 */
export const KEYLESS_WINDOW_MS = 10 * 60 * 1000
/** Hidden form field: people leave it empty, naive bots fill it in. */
export const HONEYPOT_FIELD = 'website'

interface Submitted {
  outcome: 'stored' | 'duplicate' | 'rate_limited'
  id?: string
  /** The message's key: for a keyless copy, the key it was stored with. */
  key?: string
  delivered?: boolean
  limit?: 'ip' | 'email'
  retry_after?: number
}

export async function handler(req: Request, deps: Deps): Promise<Response> {
  const { env } = deps
  const now = deps.now ?? (() => new Date())
  const log = deps.log ?? ((entry) => console.log(JSON.stringify(entry)))
  const answer = answerer('send-contact-email', req, env, log)

  const accepted = await acceptJson(req, env, answer, MAX_BODY_BYTES)
  if (accepted instanceof Response) return accepted
  const { fields } = accepted

  const trap = fields[HONEYPOT_FIELD]
  if (trap !== undefined && trap !== null && trap !== '')
    return answer(200, { ok: true }, { outcome: 'honeypot' })

  const { errors, value } = validate(fields)
  // 'Suggest a correction' on a clinic page names the clinic (optional).
  const clinicId = fields.clinic_id
  if (
    clinicId !== undefined &&
    clinicId !== null &&
    (typeof clinicId !== 'string' || !UUID.test(clinicId))
  )
    return answer(
      400,
      { error: 'invalid_clinic_id' },
      { outcome: 'bad_clinic_id' },
    )
  if (Object.keys(errors).length > 0)
    return answer(
      400,
      { error: 'validation_failed', fields: errors },
      {
        outcome: 'invalid',
        fields: Object.keys(errors),
      },
    )

  // --- configuration (missing pieces become store or send failures) ---
  const timeoutMs = deps.timeoutMs ?? 8000
  const upstream = { fetch: deps.fetch, env, timeoutMs }
  const rest = serviceRest(upstream)
  const { hash: ipHash, from } = await clientHash(req, env, deps.peer)
  // One key per message, made by the form and kept across its retries. A
  // request without one (a copy of the form from before the key) is known by
  // its words: the database answers a copy stored within 10 minutes as a
  // duplicate, and the key proposed here is the same within one window, so
  // the provider recognises a copy even when the database is down.
  const fingerprint = accepted.key ? null : await fingerprintOf(ipHash, value)
  let key = accepted.key ?? keylessKey(fingerprint!, now())
  const facts: Record<string, unknown> = {
    ip: ipHash?.slice(0, 12) ?? null,
    ...(from === 'forwarded' ? {} : { client_from: from }),
    key: key.slice(0, 8),
    ...(fingerprint ? { keyless: true } : {}),
  }

  // --- 1. rate limits and store, one atomic step in the database ---
  // Kept in contact_messages, not in memory: Edge Function isolates are
  // short-lived and many, so only the database sees every request. If the
  // database cannot be reached the message is still e-mailed (fail open),
  // because losing a parent's message is worse than letting a burst pass.
  let stored = false
  let delivered = false
  try {
    const res = await rest('rpc/submit_contact_message', {
      method: 'POST',
      body: JSON.stringify({
        p_idempotency_key: key,
        p_name: value.name,
        p_email: value.email,
        p_subject: value.subject,
        p_message: value.message,
        p_ip_hash: ipHash,
        p_user_agent: req.headers.get('user-agent')?.slice(0, 512) ?? null,
        p_max: RATE_LIMIT.max,
        p_window_seconds: RATE_LIMIT.windowMs / 1000,
        p_clinic_id:
          typeof clinicId === 'string' ? clinicId.toLowerCase() : null,
        p_fingerprint: fingerprint,
      }),
    })
    const result = (await res.json()) as Submitted
    if (result.outcome === 'rate_limited')
      return rateLimited(answer, result, facts)
    if (result.outcome !== 'stored' && result.outcome !== 'duplicate')
      throw new Upstream('database answer not understood')
    stored = true
    facts.id = result.id
    if (typeof result.key === 'string' && UUID.test(result.key)) {
      key = result.key.toLowerCase()
      facts.key = key.slice(0, 8)
    }
    if (result.outcome === 'duplicate') {
      facts.duplicate = true
      delivered = result.delivered === true
    }
  } catch (e) {
    facts.store_error = reason(e)
  }

  // A retry of a message already e-mailed: the same answer, nothing new.
  if (delivered)
    return answer(
      200,
      { ok: true },
      { ...facts, stored, sent: true, outcome: 'duplicate' },
    )

  // --- 2. claim it: one sender at a time ---
  // Two copies sent at once (two tabs) are stored once; only the one whose
  // claim the database grants calls the provider. If the claim cannot be
  // asked, the message is sent all the same (fail open, as above): the
  // provider's key is the guard left.
  if (stored) {
    try {
      const res = await rest('rpc/claim_contact_message_send', {
        method: 'POST',
        body: JSON.stringify({
          p_idempotency_key: key,
          p_lease_seconds: SEND_LEASE_SECONDS,
        }),
      })
      const claim = (await res.json()) as { outcome?: string }
      if (claim.outcome === 'delivered')
        return answer(
          200,
          { ok: true },
          { ...facts, stored, sent: true, outcome: 'duplicate' },
        )
      if (claim.outcome === 'busy')
        return answer(
          202,
          { ok: true, delivered: false },
          { ...facts, stored, sent: false, outcome: 'sending_elsewhere' },
        )
      if (claim.outcome !== 'claimed')
        throw new Upstream('claim answer not understood')
    } catch (e) {
      facts.claim_error = reason(e)
    }
  }

  // --- 3. send (plain text, reply-to the sender, the message's key) ---
  let sent = false
  let sendError = ''
  try {
    await sendContactEmail(upstream, value, key)
    sent = true
  } catch (e) {
    sendError = reason(e)
    // Provider detail may quote addresses: the log keeps the first words only.
    facts.send_error = sendError.split(':')[0]
  }

  // --- 4. mark the row, only now that the provider has answered ---
  // By key, so a row whose insert was only slow (the function gave up on
  // it, the database did not) is marked too; the claim ends either way.
  // Unmarked rows are taken by the re-sender, whose send the provider
  // recognises by the same key.
  if (sent || stored) {
    try {
      const res = await rest('rpc/finish_contact_message_send', {
        method: 'POST',
        body: JSON.stringify({
          p_idempotency_key: key,
          p_error: sent ? null : sendError.slice(0, 1000),
        }),
      })
      await res.body?.cancel()
    } catch (e) {
      facts.mark_error = reason(e)
    }
  }

  facts.stored = stored
  facts.sent = sent
  if (sent) return answer(200, { ok: true }, { ...facts, outcome: 'sent' })
  if (stored)
    return answer(
      202,
      { ok: true, delivered: false },
      {
        ...facts,
        outcome: 'stored_not_sent',
      },
    )
  return answer(
    502,
    { error: 'not_delivered' },
    { ...facts, outcome: 'failed' },
  )
}

/**
 * SHA-256 (hex) of a keyless message's client and words: the same message
 * sent again from the same client has the same fingerprint.
 */
async function fingerprintOf(
  ipHash: string | null,
  m: { name: string; email: string; subject: string; message: string },
): Promise<string> {
  const words = JSON.stringify([
    ipHash,
    m.name,
    m.email.toLowerCase(),
    m.subject,
    m.message,
  ])
  const digest = await crypto.subtle.digest(
    'SHA-256',
    new TextEncoder().encode(words),
  )
  return [...new Uint8Array(digest)]
    .map((b) => b.toString(16).padStart(2, '0'))
    .join('')
}

/**
 * The key proposed for a keyless message: its fingerprint and the
 * KEYLESS_WINDOW_MS window it falls in, as a UUID (version 8, custom).
 */
export function keylessKey(fingerprint: string, at: Date): string {
  const window = Math.floor(at.getTime() / KEYLESS_WINDOW_MS)
  // The fingerprint is already a hash: mixing the window into its first
  // 32 hex digits is enough to give each window its own key.
  const hex = (fingerprint.slice(0, 24) + window.toString(16).padStart(8, '0'))
    .slice(0, 32)
    .split('')
  hex[12] = '8'
  hex[16] = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16)
  const h = hex.join('')
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`
}
