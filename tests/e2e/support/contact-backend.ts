/**
 * Loopback stand-ins for what the real send-contact-email function (run under
 * Deno by the end-to-end suite) talks to on the public internet: the hosted
 * PostgREST API for the contact functions' rpcs (submit_contact_message,
 * claim_contact_message_send, finish_contact_message_send; service role
 * only; with the semantics of supabase/migrations/, which the database
 * tests prove on PostgreSQL) and Resend's /emails endpoint (which
 * delivers once per Idempotency-Key, as Resend does). Both check the requests they receive: a wrong key, a
 * wrong header or an unknown query is answered with an error and recorded in
 * `unexpected`, so a test that looks only at the happy path still fails.
 */
import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'

export const SERVICE_ROLE_KEY = 'e2e-service-role-key'
export const RESEND_API_KEY = 'e2e-resend-key'

export interface StoredMessage {
  id: string
  idempotency_key: string
  created_at: string
  name: string
  email: string
  subject: string
  message: string
  ip_hash: string | null
  user_agent: string | null
  delivered_at: string | null
  delivery_error: string | null
  next_attempt_at: string | null
  /** The clinic a 'Suggest a correction' message names. */
  clinic_id: string | null
  fingerprint: string | null
  sending_until: string | null
}

export interface SentEmail {
  headers: Record<string, string>
  body: Record<string, unknown>
}

export interface ContactBackendState {
  /** Status PostgREST answers for contact_messages calls (201/200 = fine). */
  storeStatus: number
  /** Status Resend answers with (200 = sent). */
  mailStatus: number
  messages: StoredMessage[]
  emails: SentEmail[]
  unexpected: string[]
}

export function freshContactBackend(): ContactBackendState {
  return {
    storeStatus: 0,
    mailStatus: 200,
    messages: [],
    emails: [],
    unexpected: [],
  }
}

/** The rpc's parameters, all of them, every call. */
const PARAMS = [
  'p_idempotency_key',
  'p_name',
  'p_email',
  'p_subject',
  'p_message',
  'p_ip_hash',
  'p_user_agent',
  'p_max',
  'p_window_seconds',
  'p_clinic_id',
  'p_fingerprint',
]

function reply(res: ServerResponse, status: number, body?: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' })
  res.end(body === undefined ? undefined : JSON.stringify(body))
}

/** The contact function's rpcs as it calls them with the service role. */
export function handleContactMessages(
  state: ContactBackendState,
  req: IncomingMessage,
  url: URL,
  body: string,
  res: ServerResponse,
) {
  const shape = `${req.method} ${url.pathname}${url.search}`
  const bad = (why: string) => {
    state.unexpected.push(`${shape}: ${why}`)
    reply(res, 400, { message: why })
  }
  if (
    req.headers.apikey !== SERVICE_ROLE_KEY ||
    req.headers.authorization !== `Bearer ${SERVICE_ROLE_KEY}`
  ) {
    state.unexpected.push(`${shape}: not the service role`)
    return reply(res, 401, { message: 'Invalid API key' })
  }
  if (state.storeStatus >= 300)
    return reply(res, state.storeStatus, { message: 'unavailable' })
  if (req.headers['content-type'] !== 'application/json')
    return bad('content-type must be application/json')
  let args: Record<string, unknown>
  try {
    args = JSON.parse(body) as Record<string, unknown>
  } catch {
    return bad('malformed JSON')
  }

  if (
    req.method === 'POST' &&
    url.pathname === '/rest/v1/rpc/submit_contact_message' &&
    url.search === ''
  ) {
    const keys = Object.keys(args).sort()
    if (keys.join() !== [...PARAMS].sort().join())
      return bad(`parameters ${keys.join(', ')}`)
    for (const k of [
      'p_idempotency_key',
      'p_name',
      'p_email',
      'p_subject',
      'p_message',
    ])
      if (typeof args[k] !== 'string' || args[k] === '')
        return bad(`${k} is required`)
    const key = String(args.p_idempotency_key)
    const now = Date.now()
    const fingerprint = (args.p_fingerprint as string | null) ?? null
    const same =
      state.messages.find((m) => m.idempotency_key === key) ??
      (fingerprint === null
        ? undefined
        : state.messages.findLast(
            (m) =>
              m.fingerprint === fingerprint &&
              Date.parse(m.created_at) > now - 10 * 60_000,
          ))
    if (same)
      return reply(res, 200, {
        outcome: 'duplicate',
        id: same.id,
        key: same.idempotency_key,
        delivered: same.delivered_at !== null,
      })
    const since = new Date(
      now - Number(args.p_window_seconds) * 1000,
    ).toISOString()
    const recent = (match: (m: StoredMessage) => boolean) =>
      state.messages
        .filter((m) => match(m) && m.created_at > since)
        .map((m) => Date.parse(m.created_at))
        .sort((a, b) => b - a)
    const max = Number(args.p_max)
    for (const [limit, rows] of [
      [
        'ip',
        args.p_ip_hash == null
          ? []
          : recent((m) => m.ip_hash === args.p_ip_hash),
      ],
      // An address only among messages of unknown clients.
      [
        'email',
        args.p_ip_hash != null
          ? []
          : recent(
              (m) =>
                m.ip_hash === null &&
                m.email.toLowerCase() === String(args.p_email).toLowerCase(),
            ),
      ],
    ] as const)
      if (rows.length >= max)
        return reply(res, 200, {
          outcome: 'rate_limited',
          limit,
          retry_after: Math.max(
            1,
            Math.ceil(
              (rows[max - 1]! + Number(args.p_window_seconds) * 1000 - now) /
                1000,
            ),
          ),
        })
    const row: StoredMessage = {
      id: randomUUID(),
      idempotency_key: key,
      created_at: new Date(now).toISOString(),
      name: String(args.p_name),
      email: String(args.p_email),
      subject: String(args.p_subject),
      message: String(args.p_message),
      ip_hash: (args.p_ip_hash as string | null) ?? null,
      user_agent: (args.p_user_agent as string | null) ?? null,
      delivered_at: null,
      delivery_error: null,
      next_attempt_at: new Date(now + 5 * 60_000).toISOString(),
      clinic_id: (args.p_clinic_id as string | null) ?? null,
      fingerprint,
      sending_until: null,
    }
    state.messages.push(row)
    return reply(res, 200, { outcome: 'stored', id: row.id, key })
  }

  const keyArg = () =>
    typeof args.p_idempotency_key === 'string' ? args.p_idempotency_key : ''

  if (
    req.method === 'POST' &&
    url.pathname === '/rest/v1/rpc/claim_contact_message_send' &&
    url.search === ''
  ) {
    if (Object.keys(args).sort().join() !== 'p_idempotency_key,p_lease_seconds')
      return bad(`parameters ${Object.keys(args).join(', ')}`)
    const row = state.messages.find((m) => m.idempotency_key === keyArg())
    if (!row) return reply(res, 200, { outcome: 'missing' })
    if (row.delivered_at !== null)
      return reply(res, 200, { outcome: 'delivered' })
    if (
      row.sending_until !== null &&
      Date.parse(row.sending_until) > Date.now()
    )
      return reply(res, 200, { outcome: 'busy' })
    row.sending_until = new Date(
      Date.now() + Number(args.p_lease_seconds) * 1000,
    ).toISOString()
    return reply(res, 200, { outcome: 'claimed', id: row.id })
  }

  if (
    req.method === 'POST' &&
    url.pathname === '/rest/v1/rpc/finish_contact_message_send' &&
    url.search === ''
  ) {
    if (Object.keys(args).sort().join() !== 'p_error,p_idempotency_key')
      return bad(`parameters ${Object.keys(args).join(', ')}`)
    // By key: a row whose insert was only slow is marked too.
    const row = state.messages.find((m) => m.idempotency_key === keyArg())
    if (!row) return reply(res, 200, false)
    if (args.p_error === null)
      Object.assign(row, {
        delivered_at: row.delivered_at ?? new Date().toISOString(),
        next_attempt_at: null,
        delivery_error: null,
        sending_until: null,
      })
    else if (row.delivered_at === null)
      Object.assign(row, {
        delivery_error: String(args.p_error).slice(0, 1000),
        sending_until: null,
      })
    return reply(res, 200, true)
  }
  return bad('unexpected request')
}

/** POST /resend/emails: Resend's API as the function uses it. */
export function handleResend(
  state: ContactBackendState,
  req: IncomingMessage,
  body: string,
  res: ServerResponse,
) {
  const problem =
    req.method !== 'POST'
      ? 'method'
      : req.headers.authorization !== `Bearer ${RESEND_API_KEY}`
        ? 'api key'
        : req.headers['content-type'] !== 'application/json'
          ? 'content-type'
          : !req.headers['idempotency-key']
            ? 'idempotency key'
            : null
  if (problem) {
    state.unexpected.push(`resend: bad ${problem}`)
    return reply(res, 401, { name: 'validation_error', message: problem })
  }
  if (state.mailStatus >= 300)
    return reply(res, state.mailStatus, {
      name: 'application_error',
      message: 'provider unavailable',
    })
  // A key already delivered: the first answer again, no second e-mail.
  const key = String(req.headers['idempotency-key'])
  const earlier = state.emails.findIndex(
    (e) => e.headers['idempotency-key'] === key,
  )
  if (earlier >= 0) return reply(res, 200, { id: `email-${earlier + 1}` })
  state.emails.push({
    headers: Object.fromEntries(
      Object.entries(req.headers).map(([k, v]) => [k, String(v)]),
    ),
    body: JSON.parse(body) as Record<string, unknown>,
  })
  return reply(res, 200, { id: `email-${state.emails.length}` })
}
