/**
 * The send-contact-email Edge Function (spec section 7): takes the contact
 * form's JSON { name, email, subject, message } and makes sure it is never
 * lost: it is stored in contact_messages first (service role, through
 * PostgREST), then e-mailed through Resend's HTTP API, then the row is marked
 * delivered_at or delivery_error.
 *
 *   stored + sent -> 200    stored, send failed -> 202 (the message is safe)
 *   store failed + sent -> 200    both failed -> 502
 *
 * Web-standard Request/Response only; every dependency (fetch, environment,
 * clock, logger, id source) is injected so the tests run it against real
 * HTTP stand-ins. index.ts wires it to Deno.serve.
 */

import { validate } from './validate.ts'

export { LIMITS, headerSafe, validate } from './validate.ts'

export interface Deps {
  fetch: typeof fetch
  /** Secrets and settings (Deno.env.get in production). */
  env: (name: string) => string | undefined
  now?: () => Date
  /** One structured line per request; never receives the message body. */
  log?: (entry: Record<string, unknown>) => void
  newId?: () => string
  /** Per upstream call (PostgREST, Resend). */
  timeoutMs?: number
}

export const MAX_BODY_BYTES = 16 * 1024
export const RATE_LIMIT = { max: 5, windowMs: 10 * 60 * 1000 }
/** Hidden form field: people leave it empty, naive bots fill it in. */
export const HONEYPOT_FIELD = 'website'
export const DEFAULT_RESEND_API_URL = 'https://api.resend.com'

/** SHA-256 hex of salt + ip: a stable per-client key that is not the IP. */
export async function hashIp(salt: string, ip: string): Promise<string> {
  const bytes = new TextEncoder().encode(salt + ip)
  const digest = await crypto.subtle.digest('SHA-256', bytes)
  return Array.from(new Uint8Array(digest), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('')
}

/** The client address the platform's proxy forwarded (first hop). */
function clientIp(req: Request): string {
  const forwarded = req.headers.get('x-forwarded-for')?.split(',')[0]?.trim()
  return (forwarded || req.headers.get('x-real-ip')?.trim() || 'unknown')
    .toLowerCase()
    .slice(0, 64)
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

/** Reads at most `limit` bytes of the body; null when it is larger. */
async function readCapped(
  req: Request,
  limit: number,
): Promise<Uint8Array | null> {
  if (!req.body) return new Uint8Array()
  const reader = req.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
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
  const out = new Uint8Array(size)
  let at = 0
  for (const c of chunks) {
    out.set(c, at)
    at += c.byteLength
  }
  return out
}

class Upstream extends Error {}

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
          'authorization, x-client-info, apikey, content-type',
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

  const declared = Number(req.headers.get('content-length') ?? '0')
  const raw =
    declared > MAX_BODY_BYTES ? null : await readCapped(req, MAX_BODY_BYTES)
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
  const dbUrl = env('SUPABASE_URL')?.replace(/\/+$/, '')
  const serviceKey = env('SUPABASE_SERVICE_ROLE_KEY')
  const salt = env('RATE_LIMIT_SALT') || serviceKey
  const timeoutMs = deps.timeoutMs ?? 8000
  const ipHash = salt ? await hashIp(salt, clientIp(req)) : null
  const facts: Record<string, unknown> = { ip: ipHash?.slice(0, 12) ?? null }

  const rest = async (path: string, init: RequestInit): Promise<Response> => {
    if (!dbUrl || !serviceKey) throw new Upstream('database not configured')
    const res = await deps.fetch(`${dbUrl}/rest/v1/${path}`, {
      ...init,
      headers: {
        apikey: serviceKey,
        Authorization: `Bearer ${serviceKey}`,
        'Content-Type': 'application/json',
        Prefer: 'return=minimal',
        ...(init.headers as Record<string, string> | undefined),
      },
      signal: AbortSignal.timeout(timeoutMs),
    })
    if (!res.ok) {
      await res.body?.cancel()
      throw new Upstream(`database http ${res.status}`)
    }
    return res
  }
  const reason = (e: unknown) =>
    e instanceof Upstream
      ? e.message
      : e instanceof Error
        ? `${e.name}: ${e.message}`.slice(0, 200)
        : 'unknown error'

  // --- rate limit: rows stored for this client in the last 10 minutes ---
  // Kept in contact_messages, not in memory: Edge Function isolates are
  // short-lived and many, so only the database sees every request. If the
  // count cannot be read the message goes through (fail open), because
  // losing a parent's message is worse than letting a burst pass.
  if (ipHash) {
    const since = new Date(now().getTime() - RATE_LIMIT.windowMs)
    const query = new URLSearchParams({
      select: 'created_at',
      ip_hash: `eq.${ipHash}`,
      created_at: `gt.${since.toISOString()}`,
      order: 'created_at.desc',
      limit: String(RATE_LIMIT.max),
    })
    try {
      const res = await rest(`contact_messages?${query}`, { method: 'GET' })
      const rows = (await res.json()) as { created_at: string }[]
      if (rows.length >= RATE_LIMIT.max) {
        const oldest = Date.parse(rows[RATE_LIMIT.max - 1]!.created_at)
        const wait = oldest + RATE_LIMIT.windowMs - now().getTime()
        const seconds = Math.max(1, Math.ceil(wait / 1000))
        return answer(
          429,
          { error: 'rate_limited', retry_after: seconds },
          {
            ...facts,
            outcome: 'rate_limited',
          },
          { 'Retry-After': String(seconds) },
        )
      }
    } catch (e) {
      facts.rate_check = reason(e)
    }
  }

  // --- 1. store ---
  const id = (deps.newId ?? (() => crypto.randomUUID()))()
  facts.id = id
  let stored = false
  try {
    await rest('contact_messages', {
      method: 'POST',
      body: JSON.stringify({
        id,
        created_at: now().toISOString(),
        ...value,
        ip_hash: ipHash,
        user_agent: req.headers.get('user-agent')?.slice(0, 512) ?? null,
      }),
    })
    stored = true
  } catch (e) {
    facts.store_error = reason(e)
  }

  // --- 2. send (plain text, reply-to the sender) ---
  let sent = false
  let sendError = ''
  try {
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
        // A retried send of the same stored message is delivered once.
        'Idempotency-Key': `contact-message/${id}`,
      },
      body: JSON.stringify({
        from,
        to: to.split(',').map((a) => a.trim()),
        reply_to: value.email,
        subject: `Contact form: ${value.subject}`,
        text: [
          `Name: ${value.name}`,
          `Email: ${value.email}`,
          `Subject: ${value.subject}`,
          '',
          value.message,
          '',
          '--',
          `Message ${id}${stored ? '' : ' (could not be stored in contact_messages)'}`,
        ].join('\n'),
      }),
      signal: AbortSignal.timeout(timeoutMs),
    })
    if (!res.ok) {
      const detail = (await res.text().catch(() => '')).slice(0, 300)
      throw new Upstream(
        `e-mail http ${res.status}${detail ? `: ${detail}` : ''}`,
      )
    }
    await res.body?.cancel()
    sent = true
  } catch (e) {
    sendError = reason(e)
    // Provider detail may quote addresses: the log keeps the first words only.
    facts.send_error = sendError.split(':')[0]
  }

  // --- 3. mark the stored row ---
  if (stored) {
    const mark = sent
      ? { delivered_at: now().toISOString() }
      : { delivery_error: sendError.slice(0, 1000) }
    try {
      await rest(`contact_messages?id=eq.${id}`, {
        method: 'PATCH',
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
