/**
 * Every path of the send-contact-email handler, against real HTTP servers on
 * 127.0.0.1 standing in for PostgREST (contact_messages and the
 * submit_contact_message rpc) and the Resend API (../_shared/stand-ins.ts).
 * The stand-ins record what they receive and refuse requests without the
 * service key, so the tests check the function's side of the contract.
 *
 *   npx deno test --allow-net=127.0.0.1 --allow-env supabase/functions/
 */
import assert from 'node:assert/strict'
import {
  deadUrl,
  postgrest,
  RESEND_KEY,
  resend,
  SERVICE_KEY,
  type Row,
} from '../_shared/stand-ins.ts'
import {
  handler,
  hashIp,
  HONEYPOT_FIELD,
  LIMITS,
  MAX_BODY_BYTES,
  validate,
  type Deps,
} from './handler.ts'

const SALT = 'test-salt'
const ORIGIN = 'https://wky-care.example'
const CLIENT_IP = '203.0.113.7'
const KEY = '0f8e6c2a-4b1d-4c3e-9a7f-5d2b8e1c6a90'

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
      // A client-set entry, then the address the platform's proxy appended.
      'x-forwarded-for': `10.9.8.7, ${CLIENT_IP}`,
      'user-agent': 'test-browser/1.0',
      'idempotency-key': crypto.randomUUID(),
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
  let clock = Date.parse('2026-11-22T20:00:00.000Z')
  const db = postgrest(() => clock)
  const mail = resend()
  const logs: Row[] = []
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
      assert.match(allowed, /idempotency-key/)
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

Deno.test('body over 32 KB: 413, declared or streamed', async () => {
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
    const res = await t.send(
      post(ann, { 'idempotency-key': KEY.toUpperCase() }),
    )
    assert.equal(res.status, 200)
    assert.deepEqual(await res.json(), { ok: true })
    assert.equal(res.headers.get('access-control-allow-origin'), ORIGIN)

    // PostgREST: the atomic rate-limited insert (one rpc, no separate count),
    // the claim to send, then the mark, all with the service key.
    assert.deepEqual(
      t.db.received.map((r) => `${r.method} ${r.url.pathname}`),
      [
        'POST /rest/v1/rpc/submit_contact_message',
        'POST /rest/v1/rpc/claim_contact_message_send',
        'POST /rest/v1/rpc/finish_contact_message_send',
      ],
    )
    for (const r of t.db.received) {
      assert.equal(r.headers.get('apikey'), SERVICE_KEY)
      assert.equal(r.headers.get('authorization'), `Bearer ${SERVICE_KEY}`)
      assert.equal(r.headers.get('content-type'), 'application/json')
    }
    const call = JSON.parse(t.db.sent('POST')[0]!.body) as Row
    const ipHash = await hashIp(SALT, CLIENT_IP)
    assert.deepEqual(call, {
      p_idempotency_key: KEY,
      p_name: ann.name,
      p_email: ann.email,
      p_subject: ann.subject,
      p_message: ann.message,
      p_ip_hash: ipHash,
      p_user_agent: 'test-browser/1.0',
      p_max: 5,
      p_window_seconds: 600,
      p_clinic_id: null,
      p_fingerprint: null,
    })
    assert.match(String(call.p_ip_hash), /^[0-9a-f]{64}$/)
    for (const r of t.db.received)
      assert.ok(
        !`${r.url}${r.body}`.includes(CLIENT_IP),
        'raw IP sent to the database',
      )
    const row = t.db.rows[0]!
    assert.equal(row.idempotency_key, KEY)

    // Resend: plain text, reply-to the sender, the message's own key.
    assert.equal(t.mail.received.length, 1)
    const mail = t.mail.received[0]!
    assert.equal(mail.headers.get('authorization'), `Bearer ${RESEND_KEY}`)
    assert.equal(mail.headers.get('idempotency-key'), `contact-message/${KEY}`)
    const email = JSON.parse(mail.body) as Row
    assert.deepEqual(email.to, ['team@wky-care.example'])
    assert.equal(email.from, 'Contact form <noreply@wky-care.example>')
    assert.equal(email.reply_to, ann.email)
    assert.equal(email.subject, `Contact form: ${ann.subject}`)
    assert.equal(email.html, undefined)
    assert.match(String(email.text), new RegExp(ann.message))
    assert.match(String(email.text), /Name: Ann Parent/)
    assert.match(String(email.text), new RegExp(`Message ${KEY}`))

    // Claimed before the provider was called, then marked delivered, by its
    // key, after the provider's answer (which ends the claim).
    assert.deepEqual(JSON.parse(t.db.sent('POST')[1]!.body), {
      p_idempotency_key: KEY,
      p_lease_seconds: 60,
    })
    assert.deepEqual(JSON.parse(t.db.sent('POST')[2]!.body), {
      p_idempotency_key: KEY,
      p_error: null,
    })
    assert.equal(row.sending_until, null)
    assert.equal(t.db.rows.length, 1)
    assert.equal(row.delivered_at, '2026-11-22T20:00:00.000Z')
    assert.equal(row.next_attempt_at, null)
    assert.equal(row.delivery_error, null)
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
        post(
          { ...ann, email: 'bo@example.com' },
          { 'x-forwarded-for': '198.51.100.4' },
        ),
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
    t.mail.opts.status = 500
    const res = await t.send(post(ann))
    assert.equal(res.status, 202)
    assert.deepEqual(await res.json(), { ok: true, delivered: false })
    assert.equal(t.db.rows.length, 1)
    assert.match(String(t.db.rows[0]!.delivery_error), /^e-mail http 500/)
    assert.equal(t.db.rows[0]!.delivered_at, null)
    // Left for the re-sender, five minutes on.
    assert.equal(t.db.rows[0]!.next_attempt_at, '2026-11-22T20:05:00.000Z')
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
    t.db.opts.down = true
    const res = await t.send(post(ann))
    assert.equal(res.status, 200)
    await res.body?.cancel()
    assert.equal(t.mail.received.length, 1)
    // The insert was tried, and the mark (a late row would be marked too);
    // nothing was stored to claim.
    assert.deepEqual(
      t.db.received.map((r) => r.url.pathname.split('/').at(-1)),
      ['submit_contact_message', 'finish_contact_message_send'],
    )
    const log = onlyLog(t.logs)
    assert.equal(log.outcome, 'sent')
    assert.equal(log.stored, false)
    assert.equal(log.store_error, 'database http 503')
    assert.equal(log.mark_error, 'database http 503')
  } finally {
    await t.done()
  }
})

Deno.test(
  'store unreachable and provider down: 502, logged as an error',
  async () => {
    const t = await setup({ SUPABASE_URL: await deadUrl() })
    try {
      t.mail.opts.status = 503
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

// --- a limit the client cannot steer, exactly once, clean text ---

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** Sends and returns the status, discarding the body. */
async function status(t: Awaited<ReturnType<typeof setup>>, req: Request) {
  const res = await t.send(req)
  await res.body?.cancel()
  return res.status
}

Deno.test(
  'rate limit: rotating or forging the client-set X-Forwarded-For entry passes 5 of 30, and the victim still gets through',
  async () => {
    const t = await setup()
    const VICTIM = '198.51.100.23'
    try {
      const got: number[] = []
      for (let i = 0; i < 30; i++)
        got.push(
          await status(
            t,
            post(
              { ...ann, email: `attacker${i}@example.com` },
              {
                // The attacker rotates the first entry, half the time naming
                // the victim; the platform's proxy appends the real address.
                'x-forwarded-for': `${i % 2 ? VICTIM : `192.0.2.${i}`}, ${CLIENT_IP}`,
              },
            ),
          ),
        )
      assert.equal(got.filter((s) => s === 200).length, 5)
      assert.equal(got.filter((s) => s === 429).length, 25)
      assert.equal(t.db.rows.length, 5)
      assert.equal(t.mail.delivered.length, 5)
      const hash = await hashIp(SALT, CLIENT_IP)
      assert.ok(t.db.rows.every((r) => r.ip_hash === hash))
      // The victim, behind the same proxy, is not locked out.
      assert.equal(
        await status(
          t,
          post(
            { ...ann, email: 'victim@example.com' },
            { 'x-forwarded-for': VICTIM },
          ),
        ),
        200,
      )
    } finally {
      await t.done()
    }
  },
)

const CDN_SECRET = 'cdn-secret-for-the-tests-0123456789abcdef'

Deno.test(
  'TRUSTED_PROXY_HOPS=2 without CDN_CLIENT_SECRET: a direct caller forging X-Forwarded-For stays one client (5 of 30)',
  async () => {
    const t = await setup({ TRUSTED_PROXY_HOPS: '2' })
    try {
      const got: number[] = []
      for (let i = 0; i < 30; i++)
        got.push(
          await status(
            t,
            post(
              { ...ann, email: `ann${i}@example.com` },
              // What the gateway makes of a caller's forged entry.
              { 'x-forwarded-for': `192.0.2.${i + 1}, ${CLIENT_IP}` },
            ),
          ),
        )
      assert.equal(got.filter((s) => s === 200).length, 5)
      assert.equal(got.filter((s) => s === 429).length, 25)
      assert.deepEqual(
        new Set(t.db.rows.map((r) => r.ip_hash)),
        new Set([await hashIp(SALT, CLIENT_IP)]),
        'every stored message is the real caller',
      )
    } finally {
      await t.done()
    }
  },
)

Deno.test(
  "a CDN with its secret: counted by the CDN's client-address header; without the secret by the gateway's entry",
  async () => {
    const t = await setup({
      TRUSTED_PROXY_HOPS: '2',
      CDN_CLIENT_SECRET: CDN_SECRET,
      CDN_CLIENT_IP_HEADER: 'CF-Connecting-IP',
    })
    try {
      const viaCdn = await t.send(
        post(ann, {
          'x-forwarded-for': `10.9.8.7, 198.51.100.77, 172.16.0.9`,
          'x-cdn-secret': CDN_SECRET,
          'cf-connecting-ip': CLIENT_IP,
        }),
      )
      assert.equal(viaCdn.status, 200)
      await viaCdn.body?.cancel()
      assert.equal(t.db.rows[0]!.ip_hash, await hashIp(SALT, CLIENT_IP))
      assert.equal(t.logs.at(-1)!.client_from, 'cdn')
      const direct = await t.send(
        post(
          { ...ann, email: 'bo@example.com' },
          {
            'x-forwarded-for': `${CLIENT_IP}, 198.51.100.200`,
            'x-cdn-secret': 'a guess',
            'cf-connecting-ip': CLIENT_IP,
          },
        ),
      )
      assert.equal(direct.status, 200)
      await direct.body?.cancel()
      assert.equal(t.db.rows[1]!.ip_hash, await hashIp(SALT, '198.51.100.200'))
      assert.equal(t.logs.at(-1)!.client_from, 'unverified')
    } finally {
      await t.done()
    }
  },
)

Deno.test(
  'one IPv6 /56 is one client, however many addresses (and /64s) it sends from: 5, then 429',
  async () => {
    const t = await setup()
    try {
      const got: number[] = []
      for (let i = 0; i < 6; i++)
        got.push(
          await status(
            t,
            post(
              { ...ann, email: `ann${i}@example.com` },
              { 'x-forwarded-for': `2001:db8:7:${i.toString(16)}::${i + 1}` },
            ),
          ),
        )
      assert.deepEqual(got, [200, 200, 200, 200, 200, 429])
      assert.equal(t.logs.at(-1)!.limit, 'ip')
      assert.equal(
        t.db.rows[0]!.ip_hash,
        await hashIp(SALT, '2001:db8:7:0::/56'),
      )
    } finally {
      await t.done()
    }
  },
)

Deno.test(
  "a sender address is counted only with its client: others naming a parent's address never hold the parent's message",
  async () => {
    const t = await setup()
    try {
      const got: number[] = []
      for (let i = 0; i < 6; i++)
        got.push(
          await status(
            t,
            post(
              { ...ann, email: i % 2 ? 'ANN@example.com' : ann.email },
              { 'x-forwarded-for': `198.51.100.${i + 1}` },
            ),
          ),
        )
      assert.deepEqual(got, [200, 200, 200, 200, 200, 200])
      // The parent's own client, as ever: 5, then 429.
      for (let i = 0; i < 6; i++)
        got.push(await status(t, post({ ...ann, email: 'aNN@example.com' })))
      assert.deepEqual(got.slice(6), [200, 200, 200, 200, 200, 429])
      assert.equal(t.logs.at(-1)!.limit, 'ip')
    } finally {
      await t.done()
    }
  },
)

Deno.test(
  '50 simultaneous messages from one client: at most 5 stored, through the atomic rpc only',
  async () => {
    const t = await setup()
    try {
      const got = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          status(t, post({ ...ann, email: `p${i}@example.com` })),
        ),
      )
      assert.equal(got.filter((s) => s === 200).length, 5)
      assert.equal(got.filter((s) => s === 429).length, 45)
      assert.equal(t.db.rows.length, 5)
      // No separate count and insert that could race: every store is the
      // one rpc (supabase/tests/45_contact_concurrency.sh races it for real).
      const calls = new Set(
        t.db.received.map((r) => `${r.method} ${r.url.pathname}`),
      )
      assert.deepEqual(
        [...calls].sort(),
        [
          'POST /rest/v1/rpc/claim_contact_message_send',
          'POST /rest/v1/rpc/finish_contact_message_send',
          'POST /rest/v1/rpc/submit_contact_message',
        ].sort(),
      )
      assert.equal(
        t.db.received.filter((r) =>
          r.url.pathname.endsWith('/submit_contact_message'),
        ).length,
        50,
      )
    } finally {
      await t.done()
    }
  },
)

Deno.test('retry after a slow database: one row, one e-mail', async () => {
  const t = await setup()
  try {
    // The database commits but answers after the function gave up.
    t.db.opts.delayMs = 2500
    const first = post(ann, { 'idempotency-key': KEY })
    assert.equal(await status(t, first), 200)
    t.db.opts.delayMs = 0
    assert.equal(await status(t, post(ann, { 'idempotency-key': KEY })), 200)
    assert.equal(t.db.rows.length, 1)
    assert.equal(t.mail.delivered.length, 1)
    assert.ok(t.db.rows[0]!.delivered_at)
    assert.equal(t.logs.at(-1)!.outcome, 'duplicate')
  } finally {
    await t.done()
  }
})

Deno.test(
  'retry after a failed store and a slow provider: one row, one e-mail',
  async () => {
    const t = await setup()
    try {
      t.db.opts.down = true
      // The provider delivers but answers after the function gave up.
      t.mail.opts.delayMs = 2500
      assert.equal(await status(t, post(ann, { 'idempotency-key': KEY })), 502)
      t.db.opts.down = false
      t.mail.opts.delayMs = 0
      assert.equal(await status(t, post(ann, { 'idempotency-key': KEY })), 200)
      assert.equal(t.db.rows.length, 1)
      assert.equal(t.mail.delivered.length, 1)
      // Both sends carried the same provider key and the same request.
      assert.equal(t.mail.received.length, 2)
      assert.equal(
        new Set(t.mail.received.map((r) => r.headers.get('idempotency-key')))
          .size,
        1,
      )
      assert.equal(t.mail.received[0]!.body, t.mail.received[1]!.body)
      assert.ok(t.db.rows[0]!.delivered_at)
    } finally {
      await t.done()
    }
  },
)

Deno.test(
  'retry after both were down: 502 first, then one row and one e-mail, then the same success',
  async () => {
    const t = await setup()
    try {
      t.db.opts.down = true
      t.mail.opts.status = 503
      const failed = await t.send(post(ann, { 'idempotency-key': KEY }))
      assert.equal(failed.status, 502)
      assert.deepEqual(await failed.json(), { error: 'not_delivered' })
      t.db.opts.down = false
      t.mail.opts.status = 200
      assert.equal(await status(t, post(ann, { 'idempotency-key': KEY })), 200)
      const again = await t.send(post(ann, { 'idempotency-key': KEY }))
      assert.equal(again.status, 200)
      assert.deepEqual(await again.json(), { ok: true })
      assert.equal(t.db.rows.length, 1)
      assert.equal(t.mail.delivered.length, 1)
      // The stored and delivered message is not sent to the provider again.
      assert.equal(t.mail.received.length, 2)
    } finally {
      await t.done()
    }
  },
)

Deno.test(
  'a retry of a stored but undelivered message sends it with the same provider key',
  async () => {
    const t = await setup()
    try {
      t.mail.opts.status = 500
      assert.equal(await status(t, post(ann, { 'idempotency-key': KEY })), 202)
      t.mail.opts.status = 200
      assert.equal(await status(t, post(ann, { 'idempotency-key': KEY })), 200)
      assert.equal(t.db.rows.length, 1)
      assert.equal(t.mail.delivered.length, 1)
      assert.equal(
        t.mail.delivered[0]!.headers.get('idempotency-key'),
        `contact-message/${KEY}`,
      )
      assert.ok(t.db.rows[0]!.delivered_at)
    } finally {
      await t.done()
    }
  },
)

Deno.test('a malformed Idempotency-Key: 400, nothing stored', async () => {
  const t = await setup()
  try {
    const res = await t.send(post(ann, { 'idempotency-key': 'not-a-uuid' }))
    assert.equal(res.status, 400)
    assert.deepEqual(await res.json(), { error: 'invalid_idempotency_key' })
    assert.equal(t.db.received.length + t.mail.received.length, 0)
  } finally {
    await t.done()
  }
})

Deno.test(
  'a lone surrogate is stored and sent as U+FFFD, and counted by the limit',
  async () => {
    const t = await setup()
    try {
      const bad = {
        ...ann,
        name: 'Ann \uD83D Parent',
        subject: 'Hours \uDE00',
        message: 'Closes at 6 \uD800\uDBFF on Saturdays. \u{1F600}',
      }
      const body = JSON.stringify(bad)
      assert.match(body, /\\ud83d/) // sent as a JSON escape, as a browser would
      const got: number[] = []
      for (let i = 0; i < 6; i++) got.push(await status(t, post(body)))
      assert.deepEqual(got, [200, 200, 200, 200, 200, 429])
      assert.equal(t.db.rows.length, 5)
      const row = t.db.rows[0]!
      assert.equal(row.name, 'Ann \uFFFD Parent')
      assert.equal(row.subject, 'Hours \uFFFD')
      assert.equal(
        row.message,
        'Closes at 6 \uFFFD\uFFFD on Saturdays. \u{1F600}',
      )
      assert.equal(t.mail.emails()[0]!.subject, 'Contact form: Hours \uFFFD')
    } finally {
      await t.done()
    }
  },
)

Deno.test('limits count characters, not UTF-16 units', async () => {
  const t = await setup()
  try {
    const emoji = '\u{1F600}'
    assert.equal(
      await status(t, post({ ...ann, message: emoji.repeat(LIMITS.message) })),
      200,
    )
    const over = await t.send(
      post({ ...ann, message: emoji.repeat(LIMITS.message + 1) }),
    )
    assert.equal(over.status, 400)
    assert.deepEqual(
      Object.keys(((await over.json()) as { fields: Row }).fields),
      ['message'],
    )
    assert.deepEqual(
      validate({ ...ann, name: '\u{1F476}'.repeat(LIMITS.name) }).errors,
      {},
    )
  } finally {
    await t.done()
  }
})

Deno.test(
  'a client that disconnects mid-body: one log line, no uncaught error',
  async () => {
    const t = await setup()
    const thrown: unknown[] = []
    const stop = new AbortController()
    const fn = Deno.serve(
      {
        hostname: '127.0.0.1',
        port: 0,
        signal: stop.signal,
        onListen() {},
        onError(e) {
          thrown.push(e)
          return new Response(null, { status: 500 })
        },
      },
      (req) =>
        handler(req, t.deps).catch((e) => {
          thrown.push(e)
          throw e
        }),
    )
    try {
      const conn = await Deno.connect({
        hostname: '127.0.0.1',
        port: fn.addr.port,
      })
      await conn.write(
        new TextEncoder().encode(
          [
            'POST /functions/v1/send-contact-email HTTP/1.1',
            'Host: 127.0.0.1',
            'Content-Type: application/json',
            `Origin: ${ORIGIN}`,
            'Content-Length: 400',
            '',
            '{"name": "Ann Parent", "email": "ann@exa',
          ].join('\r\n'),
        ),
      )
      await sleep(100)
      conn.close()
      for (let i = 0; i < 100 && t.logs.length === 0; i++) await sleep(20)
      assert.deepEqual(thrown, [])
      assert.equal(onlyLog(t.logs).outcome, 'client_aborted')
      assert.equal(t.db.received.length + t.mail.received.length, 0)
    } finally {
      stop.abort()
      await fn.finished
      await t.done()
    }
  },
)
