/**
 * The send-contact-email Edge Function: takes the contact
 * form's JSON { name, email, subject, message } with the form's
 * Idempotency-Key header (one key per message, kept across retries) and
 * makes sure the message is stored once and e-mailed once:
 *
 * 1. submit_contact_message() (PostgREST rpc, service role) checks the rate
 *    limits (per client and per sender address) and inserts in one atomic
 *    step; a key already stored is answered as a duplicate, never stored again;
 * 2. the message is e-mailed through Resend with an Idempotency-Key derived
 *    from the message's key, so a repeated send is delivered once;
 * 3. the row is marked delivered_at only after the provider's answer, or
 *    keeps delivery_error for the scheduled re-sender (resend-undelivered).
 *
 *   stored + sent -> 200    stored, send failed -> 202 (the message is safe)
 *   store failed + sent -> 200    both failed -> 502    limit -> 429
 *   a retry of a stored message -> 200 (sent again only if undelivered, with
 *   the same provider key)
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

export {
  LIMITS,
  charCount,
  headerSafe,
  validate,
  wellFormed,
} from './validate.ts'
export { DEFAULT_RESEND_API_URL } from '../_shared/upstream.ts'

export interface Deps {
  fetch: typeof fetch
  /** Secrets and settings (Deno.env.get in production). */
  env: (name: string) => string | undefined
  now?: () => Date
  /** One structured line per request; never receives the message body. */
  log?: (entry: Record<string, unknown>) => void
  /** The key of a message sent without one (an older copy of the form). */
  newId?: () => string
  /** Per upstream call (PostgREST, Resend). */
  timeoutMs?: number
}

/**
 * The largest valid message (5,000 characters of 4-byte UTF-8, plus the other
 * fields and the JSON around them) is about 22 KB.
 */
export const MAX_BODY_BYTES = 32 * 1024
/** Per client and, separately, per sender address (submit_contact_message). */
export const RATE_LIMIT = { max: 5, windowMs: 10 * 60 * 1000 }
/** Hidden form field: people leave it empty, naive bots fill it in. */
export const HONEYPOT_FIELD = 'website'
/** Proxies in front of the function that append to X-Forwarded-For. */
export const DEFAULT_TRUSTED_PROXY_HOPS = 1
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** SHA-256 hex of salt + ip: a stable per-client key that is not the IP. */
export async function hashIp(salt: string, ip: string): Promise<string> {
  const bytes = new TextEncoder().encode(salt + ip)
  const digest = await crypto.subtle.digest('SHA-256', bytes)
  return Array.from(new Uint8Array(digest), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('')
}

/**
 * The client address as the platform's proxy saw it. Each proxy appends the
 * address it received the request from to X-Forwarded-For, so only the last
 * `hops` entries were written by proxies we trust; anything to their left
 * came from the client and can say anything. With one trusted proxy (the
 * Supabase gateway) that is the last entry. X-Real-IP is not used: a client
 * can send it too.
 */
export function clientIp(req: Request, hops: number): string {
  const entries = (req.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)
  const ip = entries[Math.max(0, entries.length - hops)] ?? 'unknown'
  return ip.toLowerCase().slice(0, 64)
}

function trustedHops(env: Deps['env']): number {
  const n = Number(env('TRUSTED_PROXY_HOPS') ?? '')
  return Number.isInteger(n) && n >= 1 ? n : DEFAULT_TRUSTED_PROXY_HOPS
}
function corsFor(req: Request, env: Deps['env']) {
  const origin = req.headers.get('origin')
  const allowed = (env('ALLOWED_ORIGINS') ?? '')
    .split(',')
    .map((o) => o.trim().replace(/\/+$/, ''))
    .filter(Boolean)
  const headers: Record<string, string> = { Vary: 'Origin' }
  // No Origin header: not a browser cross-origin call; CORS does not apply.
  if (!origin) return { ok: true, headers }
  const ok = allowed.includes('*') || allowed.includes(origin)
  if (ok) headers['Access-Control-Allow-Origin'] = origin
  return { ok, headers }
}

/** The client went away before its body arrived in full. */
const ABORTED = Symbol('aborted')

/**
 * Reads at most `limit` bytes of the body; null when it is larger, ABORTED
 * when the client disconnects (or the body fails) midway.
 */
async function readCapped(
  req: Request,
  limit: number,
): Promise<Uint8Array | null | typeof ABORTED> {
  if (!req.body) return new Uint8Array()
  const reader = req.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.byteLength
      if (size > limit) {
        await reader.cancel().catch(() => {})
        return null
      }
      chunks.push(value)
    }
  } catch {
    return ABORTED
  }
  const out = new Uint8Array(size)
  let at = 0
  for (const c of chunks) {
    out.set(c, at)
    at += c.byteLength
  }
  return out
}

interface Submitted {
  outcome: 'stored' | 'duplicate' | 'rate_limited'
  id?: string
  delivered?: boolean
  limit?: 'ip' | 'email'
  retry_after?: number
}

export async function handler(req: Request, deps: Deps): Promise<Response> {
  const { env } = deps
  const now = deps.now ?? (() => new Date())
  const log = deps.log ?? ((entry) => console.log(JSON.stringify(entry)))
  const started = Date.now()
  const cors = corsFor(req, env)

  const answer = (
    status: number,
    body: Record<string, unknown> | null,
    facts: Record<string, unknown>,
    headers: Record<string, string> = {},
  ): Response => {
    log({
      fn: 'send-contact-email',
      level: status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info',
      status,
      method: req.method,
      ms: Date.now() - started,
      ...facts,
    })
    const h: Record<string, string> = { ...cors.headers, ...headers }
    if (body) h['Content-Type'] = 'application/json; charset=utf-8'
    return new Response(body ? JSON.stringify(body) : null, {
      status,
      headers: h,
    })
  }

  if (req.method === 'OPTIONS') {
    if (!cors.ok)
      return answer(403, null, { outcome: 'preflight_origin_refused' })
    return answer(
      204,
      null,
      { outcome: 'preflight' },
      {
        'Access-Control-Allow-Methods': 'POST, OPTIONS',
        'Access-Control-Allow-Headers':
          'authorization, x-client-info, apikey, content-type, idempotency-key',
        'Access-Control-Max-Age': '86400',
      },
    )
  }
  if (req.method !== 'POST')
    return answer(
      405,
      { error: 'method_not_allowed' },
      { outcome: 'bad_method' },
      { Allow: 'POST, OPTIONS' },
    )
  if (!cors.ok)
    return answer(
      403,
      { error: 'origin_not_allowed' },
      { outcome: 'origin_refused' },
    )

  const type = (req.headers.get('content-type') ?? '')
    .split(';')[0]!
    .trim()
    .toLowerCase()
  if (type !== 'application/json')
    return answer(
      415,
      { error: 'unsupported_media_type' },
      { outcome: 'bad_content_type' },
    )

  // One key per message, made by the form and kept across its retries. A
  // request without one (an older copy of the form) gets a new key: it is
  // stored once, but a retry of it cannot be recognised.
  const givenKey = req.headers.get('idempotency-key')?.trim()
  if (givenKey && !UUID.test(givenKey))
    return answer(
      400,
      { error: 'invalid_idempotency_key' },
      { outcome: 'bad_idempotency_key' },
    )
  const key = (
    givenKey || (deps.newId ?? (() => crypto.randomUUID()))()
  ).toLowerCase()

  const declared = Number(req.headers.get('content-length') ?? '0')
  const raw =
    declared > MAX_BODY_BYTES ? null : await readCapped(req, MAX_BODY_BYTES)
  // Nobody is left to read the answer; the log line is what remains.
  if (raw === ABORTED)
    return answer(
      400,
      { error: 'body_incomplete' },
      { outcome: 'client_aborted' },
    )
  if (!raw)
    return answer(413, { error: 'payload_too_large' }, { outcome: 'too_large' })

  let body: unknown
  try {
    body = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(raw))
  } catch {
    return answer(400, { error: 'invalid_json' }, { outcome: 'invalid_json' })
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return answer(400, { error: 'invalid_body' }, { outcome: 'invalid_body' })
  const fields = body as Record<string, unknown>

  const trap = fields[HONEYPOT_FIELD]
  if (trap !== undefined && trap !== null && trap !== '')
    return answer(200, { ok: true }, { outcome: 'honeypot' })

  const { errors, value } = validate(fields)
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
  const salt = env('RATE_LIMIT_SALT') || env('SUPABASE_SERVICE_ROLE_KEY')
  const timeoutMs = deps.timeoutMs ?? 8000
  const upstream = { fetch: deps.fetch, env, timeoutMs }
  const rest = serviceRest(upstream)
  const ipHash = salt
    ? await hashIp(salt, clientIp(req, trustedHops(env)))
    : null
  const facts: Record<string, unknown> = {
    ip: ipHash?.slice(0, 12) ?? null,
    key: key.slice(0, 8),
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
      }),
    })
    const result = (await res.json()) as Submitted
    if (result.outcome === 'rate_limited') {
      const seconds = Math.max(1, Math.ceil(Number(result.retry_after) || 1))
      return answer(
        429,
        { error: 'rate_limited', retry_after: seconds },
        { ...facts, outcome: 'rate_limited', limit: result.limit },
        { 'Retry-After': String(seconds) },
      )
    }
    if (result.outcome !== 'stored' && result.outcome !== 'duplicate')
      throw new Upstream('database answer not understood')
    stored = true
    facts.id = result.id
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

  // --- 2. send (plain text, reply-to the sender, the message's key) ---
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

  // --- 3. mark the row, only now that the provider has answered ---
  // By key, so a row whose insert was only slow (the function gave up on
  // it, the database did not) is marked too. Unmarked rows are taken by the
  // re-sender, whose send the provider recognises by the same key.
  if (sent || stored) {
    const mark = sent
      ? {
          delivered_at: now().toISOString(),
          next_attempt_at: null,
          delivery_error: null,
        }
      : { delivery_error: sendError.slice(0, 1000) }
    try {
      await rest(`contact_messages?idempotency_key=eq.${key}`, {
        method: 'PATCH',
        headers: { Prefer: 'return=minimal' },
        body: JSON.stringify(mark),
      })
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
