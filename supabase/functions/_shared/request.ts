/**
 * What every function the site calls does before its own work (the contact
 * form's send-contact-email and the listing report's report-listing): one
 * JSON log line per request, CORS for the site's origins, POST with a JSON
 * object body of bounded size, the Idempotency-Key header's format, and the
 * client's address as the platform's proxy saw it, hashed. Web-standard
 * Request/Response only.
 */

import { networkOf } from './network.ts'

type Env = (name: string) => string | undefined

/** Proxies in front of the function that append to X-Forwarded-For. */
export const DEFAULT_TRUSTED_PROXY_HOPS = 1
/** The most TRUSTED_PROXY_HOPS may say; more is refused as a mistake. */
export const MAX_TRUSTED_PROXY_HOPS = 10
export const UUID =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** SHA-256 hex of salt + key: a stable per-client key that is not the IP. */
export async function hashIp(salt: string, key: string): Promise<string> {
  const bytes = new TextEncoder().encode(salt + key)
  const digest = await crypto.subtle.digest('SHA-256', bytes)
  return Array.from(new Uint8Array(digest), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('')
}

/**
 * How many proxies in front of the function append to X-Forwarded-For:
 * TRUSTED_PROXY_HOPS, 0 to 10 (0: none, the connection's peer is the
 * client); unset or anything else: 1, Supabase's gateway.
 */
export function trustedProxyHops(env: Env): number {
  const raw = env('TRUSTED_PROXY_HOPS')?.trim()
  const n = raw && /^\d+$/.test(raw) ? Number(raw) : NaN
  return Number.isInteger(n) && n <= MAX_TRUSTED_PROXY_HOPS
    ? n
    : DEFAULT_TRUSTED_PROXY_HOPS
}

/** Where a request's client key came from. */
export type ClientFrom = 'forwarded' | 'chain' | 'peer'

/**
 * The key a request's client is counted by: a network (./network.ts), found
 * the way `hops` trusted proxies allow. Each proxy appends the address it
 * received the request from to X-Forwarded-For, so only the last `hops`
 * entries were written by proxies we trust; anything to their left came
 * from the client and can say anything. X-Real-IP is not used: a client can
 * send it too.
 *
 * - `forwarded`: the entry `hops` from the right (with one trusted proxy,
 *   the last entry);
 * - `chain`: a chain shorter than `hops` (a trusted proxy was bypassed):
 *   the whole chain, each entry's network, so it is a client of its own and
 *   never one bucket shared with everyone else;
 * - `peer`: no X-Forwarded-For, or `hops` 0: the connection's own peer
 *   (nothing appended, so whoever connected is the client); 'no-peer' only
 *   where there is no connection (a handler called directly, in tests).
 */
export function clientKey(
  req: Request,
  hops: number,
  peer: string | null | undefined,
): { key: string; from: ClientFrom } {
  const entries =
    hops === 0
      ? []
      : (req.headers.get('x-forwarded-for') ?? '')
          .split(',')
          .map((e) => e.trim())
          .filter(Boolean)
  if (entries.length >= hops && entries.length > 0)
    return {
      key: networkOf(entries[entries.length - hops]!),
      from: 'forwarded',
    }
  if (entries.length > 0)
    return { key: `chain:${entries.map(networkOf).join(',')}`, from: 'chain' }
  return { key: peer ? networkOf(peer) : 'no-peer', from: 'peer' }
}

/**
 * The per-client key of a request, hashed (salt: RATE_LIMIT_SALT, else the
 * service key), with where it came from; hash null when neither salt is
 * configured.
 */
export async function clientHash(
  req: Request,
  env: Env,
  peer?: string | null,
): Promise<{ hash: string | null; from: ClientFrom }> {
  const salt = env('RATE_LIMIT_SALT') || env('SUPABASE_SERVICE_ROLE_KEY')
  const { key, from } = clientKey(req, trustedProxyHops(env), peer)
  return { hash: salt ? await hashIp(salt, key) : null, from }
}

/**
 * The one line a function logs when it starts: what it trusts to tell one
 * client from another.
 */
export function trustLine(fn: string, env: Env): Record<string, unknown> {
  const hops = trustedProxyHops(env)
  const raw = env('TRUSTED_PROXY_HOPS')
  const given = raw?.trim()
  const valid =
    !given || (/^\d+$/.test(given) && Number(given) <= MAX_TRUSTED_PROXY_HOPS)
  return {
    fn,
    level: valid ? 'info' : 'warn',
    outcome: 'started',
    trusted_proxy_hops: hops,
    ...(valid ? {} : { trusted_proxy_hops_refused: raw }),
    client:
      hops === 0
        ? 'the connection peer; X-Forwarded-For ignored'
        : `X-Forwarded-For entry ${hops} from the right (${hops === 1 ? '1 trusted proxy appends' : `${hops} trusted proxies append`}); a shorter chain counts whole; none: the connection peer`,
    network: 'IPv4 address; IPv6 /56; IPv4-mapped IPv6 as IPv4',
  }
}

function corsFor(req: Request, env: Env) {
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

export type Answer = (
  status: number,
  body: Record<string, unknown> | null,
  facts: Record<string, unknown>,
  headers?: Record<string, string>,
) => Response

/**
 * The answer function of one request: it writes the request's one log line
 * (function name, level by status, method, time taken and the facts given;
 * never the visitor's text) and adds the CORS headers.
 */
export function answerer(
  fn: string,
  req: Request,
  env: Env,
  log: (entry: Record<string, unknown>) => void,
): Answer {
  const started = Date.now()
  const cors = corsFor(req, env)
  return (status, body, facts, headers = {}) => {
    log({
      fn,
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
}

/** A request that passed the common checks. */
export interface Accepted {
  fields: Record<string, unknown>
  /** The Idempotency-Key header, lower case; null when there was none. */
  key: string | null
}

/**
 * The checks every call goes through, in order: the CORS preflight, POST
 * only (405), an allowed origin (403), application/json (415), a UUID
 * Idempotency-Key when one is given (400), a body of at most `maxBytes`
 * (413; a client gone midway: 400 `body_incomplete`), UTF-8 JSON (400) that
 * is an object (400). Answers the request, or hands back its fields.
 */
export async function acceptJson(
  req: Request,
  env: Env,
  answer: Answer,
  maxBytes: number,
): Promise<Response | Accepted> {
  const cors = corsFor(req, env)
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

  const givenKey = req.headers.get('idempotency-key')?.trim()
  if (givenKey && !UUID.test(givenKey))
    return answer(
      400,
      { error: 'invalid_idempotency_key' },
      { outcome: 'bad_idempotency_key' },
    )

  const declared = Number(req.headers.get('content-length') ?? '0')
  const raw = declared > maxBytes ? null : await readCapped(req, maxBytes)
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
  return {
    fields: body as Record<string, unknown>,
    key: givenKey ? givenKey.toLowerCase() : null,
  }
}

/**
 * 429 for a limit the database reported: Retry-After in whole seconds (at
 * least 1), the limit that was reached in the log line.
 */
export function rateLimited(
  answer: Answer,
  result: { retry_after?: unknown; limit?: unknown },
  facts: Record<string, unknown>,
): Response {
  const seconds = Math.max(1, Math.ceil(Number(result.retry_after) || 1))
  return answer(
    429,
    { error: 'rate_limited', retry_after: seconds },
    { ...facts, outcome: 'rate_limited', limit: result.limit },
    { 'Retry-After': String(seconds) },
  )
}
