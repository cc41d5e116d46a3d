/**
 * The scheduled re-sender against the same loopback stand-ins as the contact
 * function (../_shared/stand-ins.ts): messages the contact function stored
 * but could not e-mail are e-mailed later, once, with back-off and a cap.
 *
 *   npx deno test --allow-net=127.0.0.1 --allow-env supabase/functions/
 */
import assert from 'node:assert/strict'
import {
  postgrest,
  RESEND_KEY,
  resend,
  SERVICE_KEY,
  type Row,
} from '../_shared/stand-ins.ts'
import { handler as contact } from '../send-contact-email/handler.ts'
import { handler, MAX_ATTEMPTS } from './handler.ts'

const KEY = '7c1e5a3b-2d4f-4a6b-8c9d-0e1f2a3b4c5d'
const ann = {
  name: 'Ann Parent',
  email: 'ann@example.com',
  subject: 'Hours correction',
  message: 'Springs Urgent Care closes at 6 on Saturdays.',
}

async function setup() {
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
    ALLOWED_ORIGINS: 'https://wky-care.example',
    RATE_LIMIT_SALT: 'salt',
  }
  const deps = {
    fetch,
    env: (k: string) => env[k],
    now: () => new Date(clock),
    log: (e: Row) => logs.push(e),
    timeoutMs: 2000,
  }
  /** A contact message through the real contact function. */
  const submit = async () => {
    const res = await contact(
      new Request('http://127.0.0.1/functions/v1/send-contact-email', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: 'https://wky-care.example',
          'x-forwarded-for': '203.0.113.7',
          'idempotency-key': KEY,
        },
        body: JSON.stringify(ann),
      }),
      deps,
    )
    await res.body?.cancel()
    return res.status
  }
  /** One scheduled run, as pg_net calls it. */
  const run = async (key = SERVICE_KEY) => {
    const res = await handler(
      new Request('http://127.0.0.1/functions/v1/resend-undelivered', {
        method: 'POST',
        headers: { authorization: `Bearer ${key}` },
      }),
      deps,
    )
    return { status: res.status, body: (await res.json()) as Row }
  }
  return {
    db,
    mail,
    logs,
    submit,
    run,
    advanceMinutes: (m: number) => (clock += m * 60_000),
    async done() {
      await db.close()
      await mail.close()
    },
  }
}

Deno.test(
  'a message stored while the provider was down is e-mailed by the next run after it is due, once',
  async () => {
    const t = await setup()
    try {
      t.mail.opts.status = 500
      assert.equal(await t.submit(), 202)
      t.mail.opts.status = 200
      // The contact function's own send may still be in flight: not yet.
      assert.deepEqual((await t.run()).body, {
        claimed: 0,
        delivered: 0,
        failed: 0,
      })
      t.advanceMinutes(5)
      const r = await t.run()
      assert.equal(r.status, 200)
      assert.deepEqual(r.body, { claimed: 1, delivered: 1, failed: 0 })
      assert.equal(t.mail.delivered.length, 1)
      const sent = t.mail.delivered[0]!
      assert.equal(
        sent.headers.get('idempotency-key'),
        `contact-message/${KEY}`,
      )
      assert.equal((JSON.parse(sent.body) as Row).reply_to, ann.email)
      assert.match(String((JSON.parse(sent.body) as Row).text), /Saturdays/)
      const row = t.db.rows[0]!
      assert.equal(row.delivered_at, '2026-11-22T20:05:00.000Z')
      assert.equal(row.next_attempt_at, null)
      assert.equal(row.delivery_error, null)
      // Delivered rows are never sent again.
      t.advanceMinutes(600)
      assert.equal((await t.run()).body.claimed, 0)
      assert.equal(t.mail.received.length, 2)
    } finally {
      await t.done()
    }
  },
)

Deno.test(
  'a message the provider delivered but whose answer was lost is not delivered twice',
  async () => {
    const t = await setup()
    try {
      // Delivered, but the answer comes after the function gave up (202).
      t.mail.opts.delayMs = 2500
      assert.equal(await t.submit(), 202)
      t.mail.opts.delayMs = 0
      assert.equal(t.db.rows[0]!.delivered_at, null)
      t.advanceMinutes(5)
      assert.deepEqual((await t.run()).body, {
        claimed: 1,
        delivered: 1,
        failed: 0,
      })
      assert.equal(t.mail.delivered.length, 1)
      assert.ok(t.db.rows[0]!.delivered_at)
    } finally {
      await t.done()
    }
  },
)

Deno.test(
  'provider still down: back-off 2, 4, 8 … minutes, then left for a person after the cap',
  async () => {
    const t = await setup()
    try {
      t.mail.opts.status = 503
      assert.equal(await t.submit(), 202)
      t.advanceMinutes(5)
      const waits: number[] = []
      for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
        const r = await t.run()
        assert.deepEqual(r.body, { claimed: 1, delivered: 0, failed: 1 })
        const row = t.db.rows[0]!
        assert.equal(row.attempts, attempt)
        assert.match(String(row.delivery_error), /^e-mail http 503/)
        const due = Date.parse(String(row.next_attempt_at))
        const minutes = Math.round(
          (due - Date.parse('2026-11-22T20:05:00.000Z')) / 60_000,
        )
        waits.push(minutes)
        // Not due a minute before the booked time.
        t.advanceMinutes(2 ** attempt - 1)
        assert.equal((await t.run()).body.claimed, 0)
        t.advanceMinutes(1)
      }
      // Booked from the start of each run: 2, 4, 8 … minutes apart.
      assert.deepEqual(
        waits.map((w, i) => w - (i ? waits[i - 1]! : 0)),
        [2, 4, 8, 16, 32, 64, 128, 256],
      )
      assert.equal(
        t.logs.filter((l) => JSON.stringify(l).includes('"gave_up":true'))
          .length,
        1,
      )
      t.advanceMinutes(24 * 60)
      assert.equal((await t.run()).body.claimed, 0)
      assert.equal(t.db.rows[0]!.delivered_at, null)
    } finally {
      await t.done()
    }
  },
)

Deno.test(
  'only the service role may run it; a database failure is a 502',
  async () => {
    const t = await setup()
    try {
      const anon = await t.run('anon-key')
      assert.equal(anon.status, 401)
      assert.equal(t.db.received.length, 0)
      t.db.opts.down = true
      const down = await t.run()
      assert.equal(down.status, 502)
      assert.equal(t.logs.at(-1)!.level, 'error')
    } finally {
      await t.done()
    }
  },
)
