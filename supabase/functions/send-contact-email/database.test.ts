/**
 * The send-contact-email handler against real PostgreSQL: PostgREST's rpc
 * stood in by psql calls as service_role (../_shared/pg-stand-in.ts), so the
 * limit, the keyless match and the claim to send under test are the
 * database's own; Resend by the loopback stand-in, which records every
 * request. Run by tests/tools/pg-test.sh (supabase/tests/
 * 76_functions_on_postgres.sh, on a copy of the seeded database); skipped by a
 * bare `deno test`.
 */
import assert from 'node:assert/strict'
import {
  RESEND_KEY,
  resend,
  SERVICE_KEY,
  type Row,
} from '../_shared/stand-ins.ts'
import { pgAvailable, pgRest, psql } from '../_shared/pg-stand-in.ts'
import {
  handler,
  KEYLESS_WINDOW_MS,
  keylessKey,
  RATE_LIMIT,
  type Deps,
} from './handler.ts'
import { handler as resendUndelivered } from '../resend-undelivered/handler.ts'

const SALT = 'test-salt'
const ORIGIN = 'https://wky-care.example'

let clientCounter = 0
/** A client address of its own for each use, so limits never mix. */
const newClient = () =>
  `192.0.${Math.floor(++clientCounter / 250)}.${(clientCounter % 250) + 1}`
/** An address of its own for each test: rows of one test are found by it. */
const newAddress = (who: string) =>
  `${who}.${crypto.randomUUID().slice(0, 8)}@example.com`

function post(
  body: Row,
  { ip, key }: { ip: string; key?: string | null },
): Request {
  const headers: Record<string, string> = {
    authorization: 'Bearer anon-key',
    'content-type': 'application/json',
    origin: ORIGIN,
    'x-forwarded-for': `10.9.8.7, ${ip}`,
  }
  // null: a copy of the form from before the key (no header at all).
  if (key !== null) headers['idempotency-key'] = key ?? crypto.randomUUID()
  return new Request('http://127.0.0.1/functions/v1/send-contact-email', {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  })
}

interface Ctx {
  db: ReturnType<typeof pgRest>
  mail: ReturnType<typeof resend>
  logs: Row[]
  deps: Deps
  send: (req: Request) => Promise<[number, unknown]>
}

function dbTest(name: string, fn: (t: Ctx) => Promise<void>) {
  Deno.test({
    name,
    ignore: !pgAvailable,
    async fn() {
      const db = pgRest()
      const mail = resend()
      const logs: Row[] = []
      const env: Record<string, string> = {
        SUPABASE_URL: db.url,
        SUPABASE_SERVICE_ROLE_KEY: SERVICE_KEY,
        RESEND_API_KEY: RESEND_KEY,
        RESEND_API_URL: mail.url,
        CONTACT_TO_EMAIL: 'team@wky-care.example',
        CONTACT_FROM_EMAIL: 'Contact form <noreply@wky-care.example>',
        ALLOWED_ORIGINS: ORIGIN,
        RATE_LIMIT_SALT: SALT,
      }
      const deps: Deps = {
        fetch,
        env: (k) => env[k],
        log: (e) => logs.push(e),
        // psql per call on a shared 2-core machine: generous.
        timeoutMs: 15_000,
      }
      const send = async (req: Request): Promise<[number, unknown]> => {
        const res = await handler(req, deps)
        return [res.status, await res.json()]
      }
      try {
        await fn({ db, mail, logs, deps, send })
      } finally {
        await db.close()
        await mail.close()
      }
    },
  })
}

const rowsFor = async (email: string): Promise<Row[]> =>
  JSON.parse(
    (await psql(
      `select coalesce(json_agg(m order by m.created_at), '[]')
         from public.contact_messages m where lower(m.email) = lower(:'email')`,
      { email },
    )) || '[]',
  ) as Row[]

const message = (email: string, extra: Row = {}): Row => ({
  name: 'Ann Parent',
  email,
  subject: 'Hours correction',
  message: 'Springs Urgent Care closes at 6 on Saturdays.',
  ...extra,
})

// --- a sender address never lets one person silence another --------------

dbTest(
  "five messages from other clients naming a parent's address (any case) leave the parent's own message through",
  async (t) => {
    const parent = newAddress('parent')
    for (let i = 0; i < RATE_LIMIT.max; i++) {
      const named = i % 2 ? parent.toUpperCase() : parent
      const [status] = await t.send(
        post(message(named, { name: 'Someone else' }), { ip: newClient() }),
      )
      assert.equal(status, 200, `message ${i + 1} from another client`)
    }
    const own = newClient()
    const [status, body] = await t.send(post(message(parent), { ip: own }))
    assert.deepEqual([status, body], [200, { ok: true }])
    assert.equal((await rowsFor(parent)).length, RATE_LIMIT.max + 1)
    // The per-client limit as it was: the parent's client has 4 more.
    const more: number[] = []
    for (let i = 0; i < RATE_LIMIT.max; i++)
      more.push((await t.send(post(message(parent), { ip: own })))[0])
    assert.deepEqual(more, [200, 200, 200, 200, 429])
    assert.equal(t.logs.at(-1)!.limit, 'ip')
  },
)

dbTest(
  'a burst of 50 simultaneous messages from one client stores 5',
  async (t) => {
    const ip = newClient()
    const tag = crypto.randomUUID().slice(0, 8)
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t.send(post(message(`burst${i}.${tag}@example.com`), { ip })),
      ),
    )
    const statuses = answers.map(([s]) => s)
    assert.equal(statuses.filter((s) => s === 200).length, 5)
    assert.equal(statuses.filter((s) => s === 429).length, 45)
    assert.equal(
      await psql(
        `select count(*) from public.contact_messages where email like :'pattern'`,
        { pattern: `burst%.${tag}@example.com` },
      ),
      '5',
    )
  },
)

// --- a keyless request (a form cached before the key) is stored once -----

Deno.test('the key proposed for a keyless message: one per window', () => {
  const fp = 'ab'.repeat(32)
  const at = Date.parse('2026-11-22T20:00:00.000Z')
  const key = keylessKey(fp, new Date(at))
  assert.match(
    key,
    /^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
  )
  assert.equal(keylessKey(fp, new Date(at + KEYLESS_WINDOW_MS - 1)), key)
  assert.notEqual(keylessKey(fp, new Date(at + KEYLESS_WINDOW_MS)), key)
  assert.notEqual(keylessKey('cd'.repeat(32), new Date(at)), key)
})

dbTest(
  'keyless, a slow database, a mail failure and a retry: one row and, after the re-sender, one e-mail',
  async (t) => {
    const parent = newAddress('keyless')
    const ip = newClient()
    // The database stores the message but answers after the function gave
    // up; the provider is down: 502, the old form keeps the text.
    t.db.opts.delayMs = 2_500
    t.deps.timeoutMs = 1_000
    t.mail.opts.status = 503
    // Just before a window ends, so the retry's proposed key differs: the
    // database must know the message by its words.
    const end = Math.ceil(Date.now() / KEYLESS_WINDOW_MS) * KEYLESS_WINDOW_MS
    t.deps.now = () => new Date(end - 1)
    const [first] = await t.send(post(message(parent), { ip, key: null }))
    assert.equal(first, 502)
    // The late insert lands; the form sends again, still without a key.
    await new Promise((r) => setTimeout(r, 2_000))
    t.db.opts.delayMs = 0
    t.deps.timeoutMs = 15_000
    t.deps.now = () => new Date(end + 1)
    const [again, body] = await t.send(post(message(parent), { ip, key: null }))
    assert.deepEqual([again, body], [202, { ok: true, delivered: false }])
    const rows = await rowsFor(parent)
    assert.equal(rows.length, 1, 'one row')
    assert.match(String(rows[0]!.fingerprint), /^[0-9a-f]{64}$/)
    assert.equal(t.logs.at(-1)!.duplicate, true)

    // The provider is back; the re-sender takes the row when it is due.
    t.mail.opts.status = 200
    await psql(
      `update public.contact_messages set next_attempt_at = now() - interval '1 second',
              sending_until = null
        where lower(email) = lower(:'email')`,
      { email: parent },
    )
    const run = await resendUndelivered(
      new Request('http://127.0.0.1/functions/v1/resend-undelivered', {
        method: 'POST',
        headers: { authorization: `Bearer ${SERVICE_KEY}` },
      }),
      { fetch, env: t.deps.env, log: () => {}, timeoutMs: 15_000 },
    )
    await run.body?.cancel()
    const emails = t.mail.emails().filter((e) => e.reply_to === parent)
    assert.equal(emails.length, 1, 'one e-mail')
  },
)

// --- copies of one message sent at once: one sender -----------------------

for (const copies of [2, 10])
  dbTest(
    `${copies} copies of one message sent at once are stored once and reach the provider once`,
    async (t) => {
      const parent = newAddress('tabs')
      const key = crypto.randomUUID()
      const ip = newClient()
      // A slow provider: every copy is in flight while the first is sent.
      t.mail.opts.delayMs = 1_000
      const answers = await Promise.all(
        Array.from({ length: copies }, () =>
          t.send(post(message(parent), { ip, key })),
        ),
      )
      for (const [status] of answers)
        assert.ok(status === 200 || status === 202)
      assert.ok(answers.some(([s]) => s === 200))
      assert.equal((await rowsFor(parent)).length, 1, 'one row')
      assert.equal(t.mail.received.length, 1, 'one call to the provider')
      const [row] = await rowsFor(parent)
      assert.ok(row!.delivered_at, 'marked delivered')
      assert.equal(row!.sending_until, null, 'the claim ended')
      assert.equal(
        t.logs.filter((l) => l.outcome === 'sent').length,
        1,
        'one sender',
      )
    },
  )
