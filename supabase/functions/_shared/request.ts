/**
 * What every function the site calls does before its own work (the contact
 * form's send-contact-email and the listing report's report-listing): one
 * JSON log line per request, CORS for the site's origins, POST with a JSON
 * object body of bounded size, the Idempotency-Key header's format, and the
 * client's address as the platform's proxy saw it, hashed. Web-standard
 * Request/Response only.
 */

import { IPV6_LINE_PREFIX, IPV6_PREFIX, networkOf } from './network.ts'

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

/** The header a CDN adds with CDN_CLIENT_SECRET: proof it sent the request. */
export const CDN_SECRET_HEADER = 'x-cdn-secret'
/** The shortest CDN_CLIENT_SECRET accepted: 32 characters (128+ bits). */
export const MIN_CDN_SECRET_LENGTH = 32

/**
 * What a function trusts to tell one client from another, read once from
 * its settings (supabase/README.md, Who is a client):
 *
 * - `hops`: how many proxies in front append to X-Forwarded-For
 *   (TRUSTED_PROXY_HOPS, 0 to 10; unset or anything else: 1, Supabase's
 *   gateway). More than 1 only with `cdn`: the gateway stays reachable
 *   without the CDN, so an entry left of the gateway's is the caller's own
 *   words unless the request proves it came through the CDN.
 * - `cdn`: CDN_CLIENT_SECRET (at least 32 characters), which the CDN sends
 *   as X-CDN-Secret, and CDN_CLIENT_IP_HEADER, the header in which it puts
 *   the address it received the connection from (CF-Connecting-IP,
 *   True-Client-IP, …; unset: the entry `hops` from the right).
 * - `refused`: a setting that was not taken, and why (the start line says
 *   it once).
 */
export interface ProxyTrust {
  hops: number
  cdn: { secret: Uint8Array; clientHeader: string | null } | null
  refused: Array<{ setting: string; value: string; reason: string }>
}

export function proxyTrust(env: Env): ProxyTrust {
  const refused: ProxyTrust['refused'] = []
  const secret = env('CDN_CLIENT_SECRET') ?? ''
  if (secret && secret.length < MIN_CDN_SECRET_LENGTH)
    refused.push({
      setting: 'CDN_CLIENT_SECRET',
      value: `${secret.length} characters`,
      reason: `shorter than ${MIN_CDN_SECRET_LENGTH} characters: guessable, not used`,
    })
  let header = env('CDN_CLIENT_IP_HEADER')?.trim().toLowerCase() || null
  if (header && !/^[a-z0-9-]{1,64}$/.test(header)) {
    refused.push({
      setting: 'CDN_CLIENT_IP_HEADER',
      value: header.slice(0, 64),
      reason: 'not a header name, not used',
    })
    header = null
  }
  const cdn =
    secret.length >= MIN_CDN_SECRET_LENGTH
      ? { secret: new TextEncoder().encode(secret), clientHeader: header }
      : null

  const raw = env('TRUSTED_PROXY_HOPS')
  const given = raw?.trim()
  const n = given && /^\d+$/.test(given) ? Number(given) : NaN
  let hops = DEFAULT_TRUSTED_PROXY_HOPS
  if (given && !(Number.isInteger(n) && n <= MAX_TRUSTED_PROXY_HOPS))
    refused.push({
      setting: 'TRUSTED_PROXY_HOPS',
      value: raw!,
      reason: `not a whole number from 0 to ${MAX_TRUSTED_PROXY_HOPS}; 1 used`,
    })
  else if (given && n > 1 && !cdn)
    refused.push({
      setting: 'TRUSTED_PROXY_HOPS',
      value: raw!,
      reason:
        "more than 1 needs CDN_CLIENT_SECRET: the gateway is reachable without the CDN, and a caller who reaches it directly writes every entry left of the gateway's; 1 used",
    })
  else if (given) hops = n
  return { hops, cdn, refused }
}

/** The hops in force (proxyTrust's): 0 to 10, more than 1 only with a CDN secret. */
export function trustedProxyHops(env: Env): number {
  return proxyTrust(env).hops
}

/**
 * Whether a request carries the CDN's secret: compared byte by byte over
 * the secret's whole length whatever was sent, so the time taken says
 * nothing about how much of it matched.
 */
export function hasCdnSecret(req: Request, secret: Uint8Array): boolean {
  const sent = new TextEncoder().encode(
    req.headers.get(CDN_SECRET_HEADER) ?? '',
  )
  let diff = sent.length ^ secret.length
  for (let i = 0; i < secret.length; i++)
    diff |= secret[i]! ^ (sent[i % Math.max(1, sent.length)] ?? 0)
  return diff === 0
}

/**
 * Where a request's client key came from: `cdn`, the CDN's client-address
 * header on a request with its secret; `forwarded`, `chain`, `peer`: see
 * clientKey; `unverified`, the gateway's own entry of a request without
 * the CDN's secret where the settings name a CDN (hops above 1).
 */
export type ClientFrom = 'cdn' | 'forwarded' | 'chain' | 'peer' | 'unverified'

/**
 * The key a request's client is counted by: a network (./network.ts, IPv6
 * by `prefix` bits), found the way `trust` allows. Each proxy appends the
 * address it received the request from to X-Forwarded-For, so only the last
 * `hops` entries were written by proxies we trust; anything to their left
 * came from the client and can say anything. X-Real-IP is not used: a
 * client can send it too.
 *
 * - `cdn`: a request with the CDN's secret and its client-address header
 *   (CDN_CLIENT_IP_HEADER): that address (its last entry, if a list);
 * - `forwarded`: the entry `hops` from the right (with one trusted proxy,
 *   the last entry); `hops` above 1 only for a request with the CDN's
 *   secret, any other is counted by the gateway's entry (`unverified`);
 * - `chain`: a chain shorter than `hops` (a trusted proxy was bypassed):
 *   the whole chain, each entry's network, so it is a client of its own and
 *   never one bucket shared with everyone else;
 * - `peer`: no X-Forwarded-For, or `hops` 0: the connection's own peer
 *   (nothing appended, so whoever connected is the client); 'no-peer' only
 *   where there is no connection (a handler called directly, in tests).
 */
export function clientKey(
  req: Request,
  trust: ProxyTrust | number,
  peer: string | null | undefined,
  prefix = IPV6_PREFIX,
): { key: string; from: ClientFrom } {
  const t: ProxyTrust =
    typeof trust === 'number' ? { hops: trust, cdn: null, refused: [] } : trust
  const verified = t.cdn !== null && hasCdnSecret(req, t.cdn.secret)
  if (verified && t.cdn!.clientHeader) {
    // A CDN that appends to a header the visitor sent puts its own last.
    const address = (req.headers.get(t.cdn!.clientHeader) ?? '')
      .split(',')
      .map((e) => e.trim())
      .filter(Boolean)
      .at(-1)
    if (address) return { key: networkOf(address, prefix), from: 'cdn' }
  }
  const unverified = t.cdn !== null && !verified && t.hops > 1
  const hops = unverified ? 1 : t.hops
  const entries =
    hops === 0
      ? []
      : (req.headers.get('x-forwarded-for') ?? '')
          .split(',')
          .map((e) => e.trim())
          .filter(Boolean)
  if (entries.length >= hops && entries.length > 0)
    return {
      key: networkOf(entries[entries.length - hops]!, prefix),
      from: unverified ? 'unverified' : 'forwarded',
    }
  if (entries.length > 0)
    return {
      key: `chain:${entries.map((e) => networkOf(e, prefix)).join(',')}`,
      from: 'chain',
    }
  return { key: peer ? networkOf(peer, prefix) : 'no-peer', from: 'peer' }
}

/**
 * The per-client keys of a request, hashed (salt: RATE_LIMIT_SALT, else
 * the service key), with where they came from; null when neither salt is
 * configured. `hash` counts an IPv6 client by its /56 (the rate limits),
 * `networkHash` by its /48 (the closed line's separate networks); for an
 * IPv4 client both are of its address.
 */
export async function clientHash(
  req: Request,
  env: Env,
  peer?: string | null,
): Promise<{
  hash: string | null
  networkHash: string | null
  from: ClientFrom
}> {
  const salt = env('RATE_LIMIT_SALT') || env('SUPABASE_SERVICE_ROLE_KEY')
  const trust = proxyTrust(env)
  const { key, from } = clientKey(req, trust, peer)
  const line = clientKey(req, trust, peer, IPV6_LINE_PREFIX).key
  return {
    hash: salt ? await hashIp(salt, key) : null,
    networkHash: salt ? await hashIp(salt, line) : null,
    from,
  }
}

/**
 * The one line a function logs when it starts: what it trusts to tell one
 * client from another, and a setting it refused, with why.
 */
export function trustLine(fn: string, env: Env): Record<string, unknown> {
  const { hops, cdn, refused } = proxyTrust(env)
  const chain =
    hops === 0
      ? 'the connection peer; X-Forwarded-For ignored'
      : `X-Forwarded-For entry ${hops} from the right (${hops === 1 ? '1 trusted proxy appends' : `${hops} trusted proxies append`}); a shorter chain counts whole; none: the connection peer`
  return {
    fn,
    level: refused.length ? 'warn' : 'info',
    outcome: 'started',
    trusted_proxy_hops: hops,
    ...Object.fromEntries(
      refused.flatMap((r) => [
        [`${r.setting.toLowerCase()}_refused`, r.value],
        [`${r.setting.toLowerCase()}_refused_because`, r.reason],
      ]),
    ),
    client: cdn
      ? `with X-CDN-Secret: ${cdn.clientHeader ? `the ${cdn.clientHeader} header, else ` : ''}${chain}; without it: ${hops > 1 ? 'the gateway’s entry (X-Forwarded-For entry 1 from the right)' : chain}`
      : chain,
    network:
      'IPv4 address; IPv6 /56 (limits), /48 (the closed line); IPv4-mapped IPv6 as IPv4',
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
