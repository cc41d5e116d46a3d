/**
 * Every path of the send-contact-email handler, against real HTTP servers on
 * 127.0.0.1 standing in for PostgREST (contact_messages) and the Resend API.
 * The stand-ins record what they receive and refuse requests without the
 * service key, so the tests check the function's side of the contract.
 *
 *   npx deno test --allow-net=127.0.0.1 --allow-env supabase/functions/
 */
import assert from 'node:assert/strict'
import {
  handler,
  hashIp,
  HONEYPOT_FIELD,
  LIMITS,
  MAX_BODY_BYTES,
  validate,
  type Deps,
} from './handler.ts'

const SERVICE_KEY = 'service-role-key-for-tests'
const RESEND_KEY = 're_test_key'
const SALT = 'test-salt'
const ORIGIN = 'https://wky-care.example'
const CLIENT_IP = '203.0.113.7'

interface Received {
  method: string
  url: URL
  headers: Headers
  body: string
}

type Row = Record<string, unknown>

/** A loopback HTTP server; `reply` answers each recorded request. */
function standIn(reply: (r: Received) => Response | Promise<Response>) {
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

/** PostgREST over an in-memory contact_messages table (only what the function uses). */
function postgrest() {
  const rows: Row[] = []
  let down = false
  const s = standIn(({ method, url, headers, body }) => {
    if (down) return Response.json({ message: 'unavailable' }, { status: 503 })
    if (
      headers.get('apikey') !== SERVICE_KEY ||
      headers.get('authorization') !== `Bearer ${SERVICE_KEY}`
    )
      return Response.json({ message: 'no service key' }, { status: 401 })
    if (url.pathname !== '/rest/v1/contact_messages')
      return new Response(null, { status: 404 })
    const q = url.searchParams
    if (method === 'POST') {
      rows.push(JSON.parse(body))
      return new Response(null, { status: 201 })
    }
    if (method === 'GET') {
      const ip = q.get('ip_hash')?.replace(/^eq\./, '')
      const since = Date.parse(q.get('created_at')!.replace(/^gt\./, ''))
      assert.equal(q.get('order'), 'created_at.desc')
      const found = rows
        .filter(
          (r) => r.ip_hash === ip && Date.parse(String(r.created_at)) > since,
        )
        .sort((a, b) =>
          String(b.created_at).localeCompare(String(a.created_at)),
        )
        .slice(0, Number(q.get('limit')))
        .map((r) => ({ created_at: r.created_at }))
      return Response.json(found)
    }
    if (method === 'PATCH') {
      const id = q.get('id')?.replace(/^eq\./, '')
      const row = rows.find((r) => r.id === id)
      if (row) Object.assign(row, JSON.parse(body))
      return new Response(null, { status: 204 })
    }
    return new Response(null, { status: 405 })
  })
  return {
    ...s,
    rows,
    setDown: (v: boolean) => (down = v),
    sent: (method: string) => s.received.filter((r) => r.method === method),
  }
}

/** The Resend API: POST /emails. */
function resend() {
  let status = 200
  const s = standIn(({ url, headers }) => {
    if (url.pathname !== '/emails') return new Response(null, { status: 404 })
    if (headers.get('authorization') !== `Bearer ${RESEND_KEY}`)
      return Response.json({ message: 'bad key' }, { status: 401 })
    return status === 200
      ? Response.json({ id: crypto.randomUUID() })
      : Response.json({ message: 'provider trouble' }, { status })
  })
  return {
    ...s,
    setStatus: (v: number) => (status = v),
    emails: () => s.received.map((r) => JSON.parse(r.body) as Row),
  }
}

/** A URL nothing listens on (a server that was started, then stopped). */
async function deadUrl(): Promise<string> {
  const s = standIn(() => new Response(null))
  await s.close()
  return s.url
}

const ann = {
  name: 'Ann Parent',
  email: 'ann@example.com',
  subject: 'Hours correction',
  message: 'Springs Urgent Care closes at 6 on Saturdays.',
}

function post(
  body: Row | BodyInit,
  headers: Record<string, string> = {},
): Request {
  return new Request('http://127.0.0.1/functions/v1/send-contact-email', {
    method: 'POST',
    headers: {
      authorization: 'Bearer anon-key',
      'content-type': 'application/json',
      origin: ORIGIN,
      'x-forwarded-for': `${CLIENT_IP}, 10.0.0.1`,
      'user-agent': 'test-browser/1.0',
      ...headers,
    },
    body:
      typeof body === 'string' || body instanceof ReadableStream
        ? body
        : JSON.stringify(body),
  })
}

/** Stand-ins, deps and a log for one test; `done` closes the servers. */
async function setup(over: Record<string, string | undefined> = {}) {
  const db = postgrest()
  const mail = resend()
  const logs: Row[] = []
  let clock = Date.parse('2026-11-22T20:00:00.000Z')
  const env: Record<string, string | undefined> = {
    SUPABASE_URL: db.url,
    SUPABASE_SERVICE_ROLE_KEY: SERVICE_KEY,
    RESEND_API_KEY: RESEND_KEY,
    RESEND_API_URL: mail.url,
    CONTACT_TO_EMAIL: 'team@wky-care.example',
    CONTACT_FROM_EMAIL: 'Contact form <noreply@wky-care.example>',
    ALLOWED_ORIGINS: `${ORIGIN}, http://127.0.0.1:4184`,
    RATE_LIMIT_SALT: SALT,
    ...over,
  }
  const deps: Deps = {
    fetch,
    env: (k) => env[k],
    now: () => new Date(clock),
    log: (e) => logs.push(e),
    timeoutMs: 2000,
  }
  return {
    db,
    mail,
    logs,
    deps,
    env,
    send: (req: Request) => handler(req, deps),
    advance: (ms: number) => (clock += ms),
    async done() {
      await db.close()
      await mail.close()
    },
  }
}

/** The one log line of a request; it never holds the message or the sender. */
function onlyLog(logs: Row[]): Row {
  assert.equal(logs.length, 1, 'one log line per request')
  const line = JSON.stringify(logs[0])
  for (const secret of [ann.message, ann.email, ann.name, CLIENT_IP])
    assert.ok(!line.includes(secret), `the log leaks ${secret}`)
  return logs[0]!
}

Deno.test(
  'preflight from an allowed origin: 204 with the CORS headers',
  async () => {
    const t = await setup()
    try {
      const res = await t.send(
        new Request('http://127.0.0.1/', {
          method: 'OPTIONS',
          headers: {
            origin: ORIGIN,
            'access-control-request-method': 'POST',
            'access-control-request-headers': 'authorization, content-type',
          },
        }),
      )
      assert.equal(res.status, 204)
      assert.equal(res.headers.get('access-control-allow-origin'), ORIGIN)
      assert.match(res.headers.get('access-control-allow-methods')!, /POST/)
      const allowed = res.headers.get('access-control-allow-headers')!
      assert.match(allowed, /authorization/)
      assert.match(allowed, /content-type/)
      assert.equal(res.headers.get('vary'), 'Origin')
      assert.equal(onlyLog(t.logs).outcome, 'preflight')
      assert.equal(t.db.received.length + t.mail.received.length, 0)
    } finally {
      await t.done()
    }
  },
)

Deno.test(
  'preflight and POST from another origin: 403, no CORS grant',
  async () => {
    const t = await setup()
    try {
      const pre = await t.send(
        new Request('http://127.0.0.1/', {
          method: 'OPTIONS',
          headers: { origin: 'https://evil.example' },
        }),
      )
      assert.equal(pre.status, 403)
      assert.equal(pre.headers.get('access-control-allow-origin'), null)
      const res = await t.send(post(ann, { origin: 'https://evil.example' }))
      assert.equal(res.status, 403)
      assert.equal(res.headers.get('access-control-allow-origin'), null)
      assert.equal(t.db.received.length + t.mail.received.length, 0)
    } finally {
      await t.done()
    }
  },
)

Deno.test('only POST: 405 with Allow', async () => {
  const t = await setup()
  try {
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const res = await t.send(
        new Request('http://127.0.0.1/', {
          method,
          headers: { origin: ORIGIN },
        }),
      )
      assert.equal(res.status, 405, method)
      assert.equal(res.headers.get('allow'), 'POST, OPTIONS')
      assert.equal(res.headers.get('access-control-allow-origin'), ORIGIN)
      await res.body?.cancel()
    }
  } finally {
    await t.done()
  }
})

Deno.test('only application/json: 415', async () => {
  const t = await setup()
  try {
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      '',
    ]) {
      const res = await t.send(post(ann, { 'content-type': type }))
      assert.equal(res.status, 415, type)
      assert.deepEqual(await res.json(), { error: 'unsupported_media_type' })
    }
    assert.equal(t.db.received.length, 0)
  } finally {
    await t.done()
  }
})

Deno.test('body over 16 KB: 413, declared or streamed', async () => {
  const t = await setup()
  try {
    const big = JSON.stringify({ ...ann, message: 'x'.repeat(MAX_BODY_BYTES) })
    const declared = await t.send(post(big))
    assert.equal(declared.status, 413)
    assert.deepEqual(await declared.json(), { error: 'payload_too_large' })
    // No Content-Length: the body is read up to the limit, then refused.
    const bytes = new TextEncoder().encode(big)
    const stream = new ReadableStream<Uint8Array>({
      start(c) {
        for (let i = 0; i < bytes.length; i += 1024)
          c.enqueue(bytes.slice(i, i + 1024))
        c.close()
      },
    })
    const streamed = await t.send(post(stream))
    assert.equal(streamed.status, 413)
    await streamed.body?.cancel()
    assert.equal(t.db.received.length + t.mail.received.length, 0)
  } finally {
    await t.done()
  }
})

Deno.test('malformed JSON or not an object: 400', async () => {
  const t = await setup()
  try {
    const bad = await t.send(post('{"name": "Ann",'))
    assert.equal(bad.status, 400)
    assert.deepEqual(await bad.json(), { error: 'invalid_json' })
    for (const body of ['[1, 2]', '"text"', 'null']) {
      const res = await t.send(post(body))
      assert.equal(res.status, 400, body)
      assert.deepEqual(await res.json(), { error: 'invalid_body' })
    }
    assert.equal(t.db.received.length + t.mail.received.length, 0)
  } finally {
    await t.done()
  }
})

Deno.test(
  'validation: 400 naming each bad field, nothing stored or sent',
  async () => {
    const t = await setup()
    try {
      const cases: [Record<string, unknown>, string[]][] = [
        [{ ...ann, name: '' }, ['name']],
        [{ ...ann, name: '\r\n\t' }, ['name']],
        [{ ...ann, name: 'n'.repeat(LIMITS.name + 1) }, ['name']],
        [{ ...ann, email: 'not-an-address' }, ['email']],
        [{ ...ann, email: `${'e'.repeat(250)}@x.io` }, ['email']],
        [{ ...ann, email: 'ann@example.com\r\nBcc: x@example.com' }, ['email']],
        [{ ...ann, subject: undefined }, ['subject']],
        [{ ...ann, subject: 's'.repeat(LIMITS.subject + 1) }, ['subject']],
        [{ ...ann, message: '   ' }, ['message']],
        [{ ...ann, message: 'm'.repeat(LIMITS.message + 1) }, ['message']],
        [{ ...ann, message: 42 }, ['message']],
        [{}, ['name', 'email', 'subject', 'message']],
      ]
      for (const [body, fields] of cases) {
        const res = await t.send(post(body))
        assert.equal(res.status, 400, JSON.stringify(body).slice(0, 80))
        const json = (await res.json()) as { error: string; fields: Row }
        assert.equal(json.error, 'validation_failed')
        assert.deepEqual(Object.keys(json.fields).sort(), [...fields].sort())
        for (const f of fields) assert.equal(typeof json.fields[f], 'string')
      }
      assert.equal(t.logs.length, cases.length)
      assert.deepEqual(t.logs[0]!.fields, ['name'])
      assert.equal(t.db.received.length + t.mail.received.length, 0)
    } finally {
      await t.done()
    }
  },
)

Deno.test('validate: the limits are inclusive and values are trimmed', () => {
  const at = {
    name: ` ${'n'.repeat(LIMITS.name)} `,
    email: 'a@b.co',
    subject: 's'.repeat(LIMITS.subject),
    message: `${'m'.repeat(LIMITS.message)}\n`,
  }
  const { errors, value } = validate(at)
  assert.deepEqual(errors, {})
  assert.equal(value.name.length, LIMITS.name)
  assert.equal(value.message.length, LIMITS.message)
})

Deno.test('honeypot filled: 200 and nothing stored or sent', async () => {
  const t = await setup()
  try {
    const res = await t.send(
      post({ ...ann, [HONEYPOT_FIELD]: 'http://spam.example' }),
    )
    assert.equal(res.status, 200)
    assert.deepEqual(await res.json(), { ok: true })
    assert.equal(onlyLog(t.logs).outcome, 'honeypot')
    assert.equal(t.db.received.length + t.mail.received.length, 0)
    // An empty honeypot (a person) goes through.
    const person = await t.send(post({ ...ann, [HONEYPOT_FIELD]: '' }))
    assert.equal(person.status, 200)
    assert.equal(t.mail.received.length, 1)
  } finally {
    await t.done()
  }
})

Deno.test('stored, then sent, then marked delivered: 200', async () => {
  const t = await setup()
  try {
    const res = await t.send(post(ann))
    assert.equal(res.status, 200)
    assert.deepEqual(await res.json(), { ok: true })
    assert.equal(res.headers.get('access-control-allow-origin'), ORIGIN)

    // PostgREST: the rate check, the insert, the mark, all with the service key.
    assert.deepEqual(
      t.db.received.map((r) => r.method),
      ['GET', 'POST', 'PATCH'],
    )
    for (const r of t.db.received) {
      assert.equal(r.headers.get('apikey'), SERVICE_KEY)
      assert.equal(r.headers.get('authorization'), `Bearer ${SERVICE_KEY}`)
    }
    const [insert] = t.db.sent('POST')
    assert.equal(insert!.headers.get('content-type'), 'application/json')
    const row = JSON.parse(insert!.body) as Row
    const ipHash = await hashIp(SALT, CLIENT_IP)
    assert.equal(row.ip_hash, ipHash)
    assert.match(String(row.ip_hash), /^[0-9a-f]{64}$/)
    assert.equal(row.name, ann.name)
    assert.equal(row.email, ann.email)
    assert.equal(row.subject, ann.subject)
    assert.equal(row.message, ann.message)
    assert.equal(row.user_agent, 'test-browser/1.0')
    assert.equal(row.created_at, '2026-11-22T20:00:00.000Z')
    for (const r of t.db.received)
      assert.ok(
        !`${r.url}${r.body}`.includes(CLIENT_IP),
        'raw IP sent to the database',
      )
    assert.equal(
      t.db.sent('GET')[0]!.url.searchParams.get('ip_hash'),
      `eq.${ipHash}`,
    )

    // Resend: plain text, reply-to the sender, idempotent per message.
    assert.equal(t.mail.received.length, 1)
    const mail = t.mail.received[0]!
    assert.equal(mail.headers.get('authorization'), `Bearer ${RESEND_KEY}`)
    assert.equal(
      mail.headers.get('idempotency-key'),
      `contact-message/${row.id}`,
    )
    const email = JSON.parse(mail.body) as Row
    assert.deepEqual(email.to, ['team@wky-care.example'])
    assert.equal(email.from, 'Contact form <noreply@wky-care.example>')
    assert.equal(email.reply_to, ann.email)
    assert.equal(email.subject, `Contact form: ${ann.subject}`)
    assert.equal(email.html, undefined)
    assert.match(String(email.text), new RegExp(ann.message))
    assert.match(String(email.text), /Name: Ann Parent/)

    // The row is marked delivered.
    assert.equal(t.db.rows.length, 1)
    assert.equal(t.db.rows[0]!.delivered_at, '2026-11-22T20:00:00.000Z')
    assert.equal(t.db.rows[0]!.delivery_error, undefined)
    const log = onlyLog(t.logs)
    assert.equal(log.outcome, 'sent')
    assert.equal(log.status, 200)
    assert.equal(log.id, row.id)
  } finally {
    await t.done()
  }
})

Deno.test(
  'no header injection: CR/LF and control characters leave name and subject',
  async () => {
    const t = await setup()
    try {
      const res = await t.send(
        post({
          name: 'Eve\r\nBcc: victim@example.com',
          email: 'eve@example.com',
          subject: 'Hello\r\nBcc: victim@example.com\nX-Spam:\u0000yes\u2028!',
          message: 'Line one\r\nLine two\u0007',
        }),
      )
      assert.equal(res.status, 200)
      const email = t.mail.emails()[0]!
      assert.equal(
        email.subject,
        'Contact form: Hello Bcc: victim@example.com X-Spam: yes !',
      )
      assert.ok(!/[\r\n]/.test(String(email.subject)))
      assert.equal(email.reply_to, 'eve@example.com')
      const row = t.db.rows[0]!
      assert.equal(row.name, 'Eve Bcc: victim@example.com')
      assert.ok(!/[\p{Cc}]/u.test(String(row.subject)))
      assert.equal(row.message, 'Line one\nLine two')
    } finally {
      await t.done()
    }
  },
)

Deno.test(
  'rate limit: the 6th message in 10 minutes gets 429 with Retry-After',
  async () => {
    const t = await setup()
    try {
      for (let i = 0; i < 5; i++) {
        const res = await t.send(post(ann))
        assert.equal(res.status, 200, `message ${i + 1}`)
        await res.body?.cancel()
        t.advance(60_000)
      }
      // 5 minutes after the first: it leaves the window in 5 more minutes.
      const limited = await t.send(post(ann))
      assert.equal(limited.status, 429)
      assert.equal(limited.headers.get('retry-after'), '300')
      assert.equal(limited.headers.get('access-control-allow-origin'), ORIGIN)
      assert.deepEqual(await limited.json(), {
        error: 'rate_limited',
        retry_after: 300,
      })
      assert.equal(t.logs.at(-1)!.outcome, 'rate_limited')
      assert.equal(t.db.rows.length, 5)
      assert.equal(t.mail.received.length, 5)

      // Another client is not affected.
      const other = await t.send(
        post(ann, { 'x-forwarded-for': '198.51.100.4' }),
      )
      assert.equal(other.status, 200)
      await other.body?.cancel()

      // Once the first message is 10 minutes old, the client may send again.
      t.advance(5 * 60_000)
      const again = await t.send(post(ann))
      assert.equal(again.status, 200)
      await again.body?.cancel()
    } finally {
      await t.done()
    }
  },
)

Deno.test('provider down: 202, the row keeps delivery_error', async () => {
  const t = await setup()
  try {
    t.mail.setStatus(500)
    const res = await t.send(post(ann))
    assert.equal(res.status, 202)
    assert.deepEqual(await res.json(), { ok: true, delivered: false })
    assert.equal(t.db.rows.length, 1)
    assert.match(String(t.db.rows[0]!.delivery_error), /^e-mail http 500/)
    assert.equal(t.db.rows[0]!.delivered_at, undefined)
    const log = onlyLog(t.logs)
    assert.equal(log.outcome, 'stored_not_sent')
    assert.equal(log.send_error, 'e-mail http 500')
  } finally {
    await t.done()
  }
})

Deno.test(
  'provider unreachable or not configured: 202, the row keeps delivery_error',
  async () => {
    const t = await setup({ RESEND_API_URL: await deadUrl() })
    try {
      const res = await t.send(post(ann))
      assert.equal(res.status, 202)
      await res.body?.cancel()
      assert.ok(t.db.rows[0]!.delivery_error)
      t.env.RESEND_API_KEY = undefined
      const again = await t.send(post(ann))
      assert.equal(again.status, 202)
      await again.body?.cancel()
      assert.equal(t.db.rows[1]!.delivery_error, 'e-mail not configured')
    } finally {
      await t.done()
    }
  },
)

Deno.test('store down: the e-mail still goes out, 200', async () => {
  const t = await setup()
  try {
    t.db.setDown(true)
    const res = await t.send(post(ann))
    assert.equal(res.status, 200)
    await res.body?.cancel()
    assert.equal(t.mail.received.length, 1)
    assert.match(String(t.mail.emails()[0]!.text), /could not be stored/)
    // Rate check and insert were tried; no mark without a stored row.
    assert.deepEqual(
      t.db.received.map((r) => r.method),
      ['GET', 'POST'],
    )
    const log = onlyLog(t.logs)
    assert.equal(log.outcome, 'sent')
    assert.equal(log.stored, false)
    assert.equal(log.store_error, 'database http 503')
    assert.equal(log.rate_check, 'database http 503')
  } finally {
    await t.done()
  }
})

Deno.test(
  'store unreachable and provider down: 502, logged as an error',
  async () => {
    const t = await setup({ SUPABASE_URL: await deadUrl() })
    try {
      t.mail.setStatus(503)
      const res = await t.send(post(ann))
      assert.equal(res.status, 502)
      assert.deepEqual(await res.json(), { error: 'not_delivered' })
      const log = onlyLog(t.logs)
      assert.equal(log.outcome, 'failed')
      assert.equal(log.level, 'error')
      assert.equal(log.stored, false)
      assert.equal(log.sent, false)
    } finally {
      await t.done()
    }
  },
)

Deno.test('a real HTTP round trip through Deno.serve', async () => {
  const t = await setup()
  const stop = new AbortController()
  const fn = Deno.serve(
    { hostname: '127.0.0.1', port: 0, signal: stop.signal, onListen() {} },
    (req) => handler(req, t.deps),
  )
  try {
    const url = `http://127.0.0.1:${fn.addr.port}/functions/v1/send-contact-email`
    const res = await fetch(url, {
      method: 'POST',
      headers: {
        Authorization: 'Bearer anon-key',
        'Content-Type': 'application/json',
        Origin: 'http://127.0.0.1:4184',
      },
      body: JSON.stringify(ann),
    })
    assert.equal(res.status, 200)
    assert.equal(
      res.headers.get('access-control-allow-origin'),
      'http://127.0.0.1:4184',
    )
    assert.deepEqual(await res.json(), { ok: true })
    assert.equal(t.db.rows.length, 1)
    assert.ok(t.db.rows[0]!.delivered_at)
  } finally {
    stop.abort()
    await fn.finished
    await t.done()
  }
})
