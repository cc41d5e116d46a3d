/**
 * Loopback stand-ins for what the real send-contact-email function (run under
 * Deno by the end-to-end suite) talks to on the public internet: the hosted
 * PostgREST API for contact_messages (service role only) and Resend's
 * /emails endpoint. Both check the requests they receive: a wrong key, a
 * wrong header or an unknown query is answered with an error and recorded in
 * `unexpected`, so a test that looks only at the happy path still fails.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

export const SERVICE_ROLE_KEY = 'e2e-service-role-key'
export const RESEND_API_KEY = 'e2e-resend-key'

export interface StoredMessage {
  id: string
  created_at: string
  name: string
  email: string
  subject: string
  message: string
  ip_hash: string | null
  user_agent: string | null
  delivered_at: string | null
  delivery_error: string | null
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

const COLUMNS = new Set([
  'id',
  'created_at',
  'name',
  'email',
  'subject',
  'message',
  'ip_hash',
  'user_agent',
])

function reply(res: ServerResponse, status: number, body?: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' })
  res.end(body === undefined ? undefined : JSON.stringify(body))
}

/** /rest/v1/contact_messages as the function calls it with the service role. */
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
  const q = url.searchParams

  if (req.method === 'GET') {
    // The rate-limit read: this client's rows of the last 10 minutes.
    const hash = q.get('ip_hash')?.replace(/^eq\./, '')
    const since = q.get('created_at')?.replace(/^gt\./, '')
    if (
      q.get('select') !== 'created_at' ||
      !hash ||
      !since ||
      q.get('order') !== 'created_at.desc' ||
      !/^\d+$/.test(q.get('limit') ?? '')
    )
      return bad('unexpected rate-limit query')
    const rows = state.messages
      .filter((m) => m.ip_hash === hash && m.created_at > since)
      .sort((a, b) => b.created_at.localeCompare(a.created_at))
      .slice(0, Number(q.get('limit')))
      .map((m) => ({ created_at: m.created_at }))
    return reply(res, 200, rows)
  }

  if (req.headers['content-type'] !== 'application/json')
    return bad('content-type must be application/json')
  let row: Record<string, unknown>
  try {
    row = JSON.parse(body) as Record<string, unknown>
  } catch {
    return bad('malformed JSON')
  }

  if (req.method === 'POST' && url.search === '') {
    const unknown = Object.keys(row).filter((k) => !COLUMNS.has(k))
    if (unknown.length) return bad(`unknown columns ${unknown.join(', ')}`)
    for (const k of ['id', 'created_at', 'name', 'email', 'subject', 'message'])
      if (typeof row[k] !== 'string' || row[k] === '')
        return bad(`${k} is required`)
    state.messages.push({
      ...(row as unknown as StoredMessage),
      ip_hash: (row.ip_hash as string | null | undefined) ?? null,
      user_agent: (row.user_agent as string | null | undefined) ?? null,
      delivered_at: null,
      delivery_error: null,
    })
    return reply(res, 201)
  }

  if (req.method === 'PATCH') {
    const id = q.get('id')?.replace(/^eq\./, '')
    const target = state.messages.find((m) => m.id === id)
    if (!target) return bad('no such row')
    const keys = Object.keys(row)
    if (
      keys.length !== 1 ||
      !['delivered_at', 'delivery_error'].includes(keys[0]!)
    )
      return bad('only delivered_at or delivery_error may change')
    Object.assign(target, row)
    return reply(res, 204)
  }
  return bad('unexpected method')
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
  state.emails.push({
    headers: Object.fromEntries(
      Object.entries(req.headers).map(([k, v]) => [k, String(v)]),
    ),
    body: JSON.parse(body) as Record<string, unknown>,
  })
  return reply(res, 200, { id: `email-${state.emails.length}` })
}
