/**
 * Tests only (never imported by a function): loopback HTTP servers standing
 * in for PostgREST (contact_messages and its rpc functions, with the
 * semantics of supabase/migrations/20261125000002_contact_exactly_once.sql
 * and 20261126000004_contact_fair_limits_and_send_claim.sql,
 * whose real behaviour, concurrency included, supabase/tests prove on
 * PostgreSQL) and for Resend's /emails (which, like Resend, delivers a
 * request once per Idempotency-Key and answers a repeat with the first
 * answer). Both record what they receive and refuse requests without the
 * right key.
 */
import assert from 'node:assert/strict'

export const SERVICE_KEY = 'service-role-key-for-tests'
export const RESEND_KEY = 're_test_key'

export interface Received {
  method: string
  url: URL
  headers: Headers
  body: string
}

export type Row = Record<string, unknown>

/** A loopback HTTP server; `reply` answers each recorded request. */
export function standIn(reply: (r: Received) => Response | Promise<Response>) {
  const received: Received[] = []
  const stop = new AbortController()
  const server = Deno.serve(
    { hostname: '127.0.0.1', port: 0, signal: stop.signal, onListen() {} },
    async (req) => {
      const r: Received = {
        method: req.method,
        url: new URL(req.url),
        headers: req.headers,
        body: await req.text(),
      }
      received.push(r)
      return reply(r)
    },
  )
  return {
    url: `http://127.0.0.1:${server.addr.port}`,
    received,
    async close() {
      stop.abort()
      await server.finished
    },
  }
}

/** A URL nothing listens on (a server that was started, then stopped). */
export async function deadUrl(): Promise<string> {
  const s = standIn(() => new Response(null))
  await s.close()
  return s.url
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/**
 * PostgREST over an in-memory contact_messages table. `down` answers 503;
 * `delayMs` does the work at once but answers late (a slow database that
 * commits after the caller gave up).
 */
export function postgrest(clock: () => number) {
  const rows: Row[] = []
  const opts = { down: false, delayMs: 0 }
  const iso = () => new Date(clock()).toISOString()
  const inWindow = (r: Row, seconds: number) =>
    Date.parse(String(r.created_at)) > clock() - seconds * 1000

  const submit = (p: Row): Row => {
    const same =
      rows.find((r) => r.idempotency_key === p.p_idempotency_key) ??
      (p.p_fingerprint == null
        ? undefined
        : rows.findLast(
            (r) => r.fingerprint === p.p_fingerprint && inWindow(r, 600),
          ))
    if (same)
      return {
        outcome: 'duplicate',
        id: same.id,
        key: same.idempotency_key,
        delivered: same.delivered_at != null,
      }
    const max = Number(p.p_max)
    const win = Number(p.p_window_seconds)
    // Per client; an address only among messages of unknown clients.
    for (const [limit, match] of [
      ['ip', (r: Row) => p.p_ip_hash != null && r.ip_hash === p.p_ip_hash],
      [
        'email',
        (r: Row) =>
          p.p_ip_hash == null &&
          r.ip_hash == null &&
          String(r.email).toLowerCase() === String(p.p_email).toLowerCase(),
      ],
    ] as const) {
      const recent = rows
        .filter((r) => match(r) && inWindow(r, win))
        .map((r) => Date.parse(String(r.created_at)))
        .sort((a, b) => b - a)
      if (recent.length >= max)
        return {
          outcome: 'rate_limited',
          limit,
          retry_after: Math.max(
            1,
            Math.ceil((recent[max - 1]! + win * 1000 - clock()) / 1000),
          ),
        }
    }
    // The table's own refusal of what PostgreSQL cannot store.
    for (const f of ['p_name', 'p_email', 'p_subject', 'p_message'])
      if (/[\uD800-\uDFFF]/u.test(String(p[f])) || String(p[f]).includes('\0'))
        throw new Error(`invalid text in ${f}`)
    const row: Row = {
      id: crypto.randomUUID(),
      idempotency_key: p.p_idempotency_key,
      created_at: iso(),
      name: p.p_name,
      email: p.p_email,
      subject: p.p_subject,
      message: p.p_message,
      ip_hash: p.p_ip_hash,
      user_agent: p.p_user_agent,
      delivered_at: null,
      delivery_error: null,
      attempts: 0,
      next_attempt_at: new Date(clock() + 5 * 60_000).toISOString(),
      fingerprint: p.p_fingerprint ?? null,
      sending_until: null,
    }
    rows.push(row)
    return { outcome: 'stored', id: row.id, key: row.idempotency_key }
  }

  const free = (r: Row) =>
    r.sending_until == null || Date.parse(String(r.sending_until)) <= clock()

  /** One sender at a time: a lease on the row. */
  const claimSend = (p: Row): Row => {
    const row = rows.find((r) => r.idempotency_key === p.p_idempotency_key)
    if (!row) return { outcome: 'missing' }
    if (row.delivered_at != null) return { outcome: 'delivered' }
    if (!free(row)) return { outcome: 'busy' }
    row.sending_until = new Date(
      clock() + Number(p.p_lease_seconds) * 1000,
    ).toISOString()
    return { outcome: 'claimed', id: row.id }
  }

  /** The provider's answer, by key; the claim ends. */
  const finishSend = (p: Row): boolean => {
    const row = rows.find((r) => r.idempotency_key === p.p_idempotency_key)
    if (!row) return false
    if (p.p_error == null)
      Object.assign(row, {
        delivered_at: row.delivered_at ?? iso(),
        next_attempt_at: null,
        delivery_error: null,
        sending_until: null,
      })
    else if (row.delivered_at == null)
      Object.assign(row, {
        delivery_error: String(p.p_error).slice(0, 1000),
        sending_until: null,
      })
    else return false
    return true
  }

  const claim = (p: Row): Row[] =>
    rows
      .filter(
        (r) =>
          r.delivered_at == null &&
          r.next_attempt_at != null &&
          Date.parse(String(r.next_attempt_at)) <= clock() &&
          free(r) &&
          Number(r.attempts) < Number(p.p_max_attempts),
      )
      .sort((a, b) =>
        String(a.next_attempt_at).localeCompare(String(b.next_attempt_at)),
      )
      .slice(0, Number(p.p_limit))
      .map((r) => {
        r.attempts = Number(r.attempts) + 1
        r.next_attempt_at = new Date(
          clock() + 2 ** Number(r.attempts) * 60_000,
        ).toISOString()
        r.sending_until = new Date(clock() + 5 * 60_000).toISOString()
        return { ...r }
      })

  const s = standIn(async ({ method, url, headers, body }) => {
    if (opts.down)
      return Response.json({ message: 'unavailable' }, { status: 503 })
    if (
      headers.get('apikey') !== SERVICE_KEY ||
      headers.get('authorization') !== `Bearer ${SERVICE_KEY}`
    )
      return Response.json({ message: 'no service key' }, { status: 401 })
    let answer: Response
    if (
      method === 'POST' &&
      url.pathname === '/rest/v1/rpc/submit_contact_message'
    ) {
      try {
        answer = Response.json(submit(JSON.parse(body) as Row))
      } catch (e) {
        answer = Response.json({ message: String(e) }, { status: 400 })
      }
    } else if (
      method === 'POST' &&
      url.pathname === '/rest/v1/rpc/claim_undelivered_contact_messages'
    )
      answer = Response.json(claim(JSON.parse(body) as Row))
    else if (
      method === 'POST' &&
      url.pathname === '/rest/v1/rpc/claim_contact_message_send'
    )
      answer = Response.json(claimSend(JSON.parse(body) as Row))
    else if (
      method === 'POST' &&
      url.pathname === '/rest/v1/rpc/finish_contact_message_send'
    )
      answer = Response.json(finishSend(JSON.parse(body) as Row))
    else if (
      method === 'PATCH' &&
      url.pathname === '/rest/v1/contact_messages'
    ) {
      const [col, ...rest] = [...url.searchParams.entries()]
      assert.equal(rest.length, 0, 'one filter')
      assert.ok(
        col && ['id', 'idempotency_key'].includes(col[0]),
        'by id or key',
      )
      const v = col[1].replace(/^eq\./, '')
      for (const r of rows.filter((r) => r[col[0]] === v))
        Object.assign(r, JSON.parse(body))
      answer = new Response(null, { status: 204 })
    } else answer = new Response(null, { status: 404 })
    if (opts.delayMs) await sleep(opts.delayMs)
    return answer
  })
  return {
    ...s,
    rows,
    opts,
    sent: (method: string) => s.received.filter((r) => r.method === method),
  }
}

/**
 * Resend's POST /emails. `emails()` are the deliveries (one per key);
 * `received` every request. `delayMs` delivers at once but answers late.
 */
export function resend() {
  const opts = { status: 200, delayMs: 0 }
  const byKey = new Map<string, { status: number; body: unknown }>()
  const delivered: Received[] = []
  const s = standIn(async (r) => {
    if (r.url.pathname !== '/emails') return new Response(null, { status: 404 })
    if (r.headers.get('authorization') !== `Bearer ${RESEND_KEY}`)
      return Response.json({ message: 'bad key' }, { status: 401 })
    const key = r.headers.get('idempotency-key')
    const earlier = key ? byKey.get(key) : undefined
    let answer = earlier
    if (!answer) {
      if (opts.status === 200) {
        answer = { status: 200, body: { id: crypto.randomUUID() } }
        delivered.push(r)
        if (key) byKey.set(key, answer)
      } else
        answer = { status: opts.status, body: { message: 'provider trouble' } }
    } else if (
      earlier &&
      delivered.find((d) => d.headers.get('idempotency-key') === key)!.body !==
        r.body
    )
      answer = { status: 409, body: { name: 'invalid_idempotent_request' } }
    if (opts.delayMs) await sleep(opts.delayMs)
    return Response.json(answer.body, { status: answer.status })
  })
  return {
    ...s,
    opts,
    delivered,
    emails: () => delivered.map((r) => JSON.parse(r.body) as Row),
  }
}
