/**
 * Every path of the report-listing handler. Bad input never reaches the
 * database (a dead URL stands in, so a call would fail the test). The
 * storing paths run against ../_shared/pg-stand-in.ts: PostgREST's rpc over
 * real PostgreSQL, so the limits, the lock and the UNIQUE key under test are
 * the database's own. Those run under tests/tools/pg-test.sh
 * (supabase/tests/76_functions_on_postgres.sh, on a copy of the seeded
 * database) and are skipped by a bare `deno test`.
 */
import assert from 'node:assert/strict'
import { deadUrl, SERVICE_KEY, type Row } from '../_shared/stand-ins.ts'
import { pgAvailable, pgRest, psql } from '../_shared/pg-stand-in.ts'
import { hashIp } from '../_shared/request.ts'
import {
  handler,
  HONEYPOT_FIELD,
  LIMITS,
  MAX_BODY_BYTES,
  RATE_LIMIT,
  type Deps,
} from './handler.ts'

const SALT = 'test-salt'
const ORIGIN = 'https://wky-care.example'
const UNKNOWN_CLINIC = '00000000-0000-4000-8000-000000000000'

let ipCounter = 0
/** A client address of its own for each test, so limits never mix. */
const newClient = () =>
  `198.51.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`

function post(
  body: Row | BodyInit,
  headers: Record<string, string> = {},
): Request {
  return new Request('http://127.0.0.1/functions/v1/report-listing', {
    method: 'POST',
    headers: {
      authorization: 'Bearer anon-key',
      'content-type': 'application/json',
      origin: ORIGIN,
      'x-forwarded-for': '203.0.113.250',
      'idempotency-key': crypto.randomUUID(),
      ...headers,
    },
    body:
      typeof body === 'string' || body instanceof ReadableStream
        ? body
        : JSON.stringify(body),
  })
}

function deps(dbUrl: string, logs: Row[], timeoutMs = 2000): Deps {
  const env: Record<string, string> = {
    SUPABASE_URL: dbUrl,
    SUPABASE_SERVICE_ROLE_KEY: SERVICE_KEY,
    ALLOWED_ORIGINS: ORIGIN,
    RATE_LIMIT_SALT: SALT,
  }
  return { fetch, env: (k) => env[k], log: (e) => logs.push(e), timeoutMs }
}

/** The handler with nothing behind it: for requests that must not get far. */
async function offline() {
  const logs: Row[] = []
  const d = deps(await deadUrl(), logs)
  return { logs, send: (req: Request) => handler(req, d) }
}

const report = (clinic: string, extra: Row = {}): Row => ({
  clinic_id: clinic,
  kinds: ['hours_wrong'],
  ...extra,
})

// --- requests refused before the database -------------------------------

Deno.test(
  'preflight from the site: 204 with CORS; other origins 403',
  async () => {
    const t = await offline()
    const ok = await t.send(
      new Request('http://127.0.0.1/', {
        method: 'OPTIONS',
        headers: { origin: ORIGIN },
      }),
    )
    assert.equal(ok.status, 204)
    assert.equal(ok.headers.get('access-control-allow-origin'), ORIGIN)
    assert.match(
      ok.headers.get('access-control-allow-headers') ?? '',
      /idempotency-key/,
    )
    const evil = await t.send(
      post(report(UNKNOWN_CLINIC), { origin: 'https://evil.example' }),
    )
    assert.equal(evil.status, 403)
    assert.equal(evil.headers.get('access-control-allow-origin'), null)
  },
)

Deno.test('method, content type, size and JSON shape: clear 4xx', async () => {
  const t = await offline()
  for (const method of ['GET', 'PUT', 'DELETE']) {
    const res = await t.send(
      new Request('http://127.0.0.1/', { method, headers: { origin: ORIGIN } }),
    )
    assert.equal(res.status, 405, method)
    assert.equal(res.headers.get('allow'), 'POST, OPTIONS')
    await res.body?.cancel()
  }
  const text = await t.send(
    post(JSON.stringify(report(UNKNOWN_CLINIC)), {
      'content-type': 'text/plain',
    }),
  )
  assert.equal(text.status, 415)
  const big = await t.send(
    post(
      JSON.stringify({
        ...report(UNKNOWN_CLINIC),
        note: 'x'.repeat(MAX_BODY_BYTES),
      }),
    ),
  )
  assert.equal(big.status, 413)
  const broken = await t.send(post('{"clinic_id": '))
  assert.deepEqual(
    [broken.status, await broken.json()],
    [400, { error: 'invalid_json' }],
  )
  for (const body of ['[1]', '"x"', 'null', '42']) {
    const res = await t.send(post(body))
    assert.deepEqual(
      [res.status, await res.json()],
      [400, { error: 'invalid_body' }],
      body,
    )
  }
  const latin1 = await t.send(post(new Uint8Array([0x7b, 0xff, 0x7d])))
  assert.equal(latin1.status, 400)
  await latin1.body?.cancel()
})

Deno.test('an idempotency key is required and must be a UUID', async () => {
  const t = await offline()
  const none = new Request('http://127.0.0.1/', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN },
    body: JSON.stringify(report(UNKNOWN_CLINIC)),
  })
  const a = await t.send(none)
  assert.deepEqual(
    [a.status, await a.json()],
    [400, { error: 'idempotency_key_required' }],
  )
  const b = await t.send(
    post(report(UNKNOWN_CLINIC), { 'idempotency-key': 'one-two-three' }),
  )
  assert.deepEqual(
    [b.status, await b.json()],
    [400, { error: 'invalid_idempotency_key' }],
  )
})

Deno.test('bad fields: 400 naming each one, nothing stored', async () => {
  const t = await offline()
  const c = UNKNOWN_CLINIC
  const cases: [Row, string[]][] = [
    [{ kinds: ['closed'] }, ['clinic_id']],
    [{ clinic_id: 'clinic-1', kinds: ['closed'] }, ['clinic_id']],
    [{ clinic_id: 42, kinds: ['closed'] }, ['clinic_id']],
    [{ clinic_id: c }, ['kinds']],
    [{ clinic_id: c, kinds: [] }, ['kinds']],
    [{ clinic_id: c, kinds: 'closed' }, ['kinds']],
    [{ clinic_id: c, kinds: ['closed', 'on_fire'] }, ['kinds']],
    [{ clinic_id: c, kinds: [{ kind: 'closed' }] }, ['kinds']],
    [{ clinic_id: c, kinds: ['confirmed_by_visitor', 'closed'] }, ['kinds']],
    [report(c, { note: 'n'.repeat(LIMITS.note + 1) }), ['note']],
    [report(c, { note: ['a'] }), ['note']],
    [report(c, { email: 'not-an-address' }), ['email']],
    [report(c, { email: `${'e'.repeat(250)}@x.io` }), ['email']],
    [report(c, { email: 'a@example.com\r\nBcc: x@example.com' }), ['email']],
    [report(c, { email: 7 }), ['email']],
    [
      { clinic_id: null, kinds: null, note: 1, email: false },
      ['clinic_id', 'kinds', 'note', 'email'],
    ],
  ]
  for (const [body, fields] of cases) {
    const res = await t.send(post(body))
    const json = (await res.json()) as { error: string; fields: Row }
    assert.equal(res.status, 400, JSON.stringify(body).slice(0, 80))
    assert.equal(json.error, 'validation_failed')
    assert.deepEqual(Object.keys(json.fields).sort(), [...fields].sort())
  }
  assert.ok(t.logs.every((l) => l.outcome === 'invalid'))
})

Deno.test('honeypot filled: 200, nothing stored', async () => {
  const t = await offline()
  const res = await t.send(
    post({ ...report(UNKNOWN_CLINIC), [HONEYPOT_FIELD]: 'http://spam' }),
  )
  assert.equal(res.status, 200)
  assert.equal(t.logs[0]!.outcome, 'honeypot')
})

Deno.test('database unreachable: 502, the form keeps the report', async () => {
  const t = await offline()
  const res = await t.send(
    post(report(UNKNOWN_CLINIC, { note: 'secret note' })),
  )
  assert.deepEqual(
    [res.status, await res.json()],
    [502, { error: 'not_stored' }],
  )
  assert.equal(t.logs[0]!.level, 'error')
  assert.ok(!JSON.stringify(t.logs).includes('secret note'))
})

// --- against real PostgreSQL --------------------------------------------

function dbTest(name: string, fn: (db: DbCtx) => Promise<void>) {
  Deno.test({
    name,
    ignore: !pgAvailable,
    async fn() {
      const rest = pgRest()
      const logs: Row[] = []
      const ctx: DbCtx = {
        rest,
        logs,
        // Generous: psql per call on a loaded machine; the outage tests set
        // their own short ones.
        timeoutMs: 15_000,
        send: (req) => handler(req, deps(rest.url, logs, ctx.timeoutMs)),
      }
      try {
        await fn(ctx)
      } finally {
        await rest.close()
      }
    },
  })
}
interface DbCtx {
  rest: ReturnType<typeof pgRest>
  logs: Row[]
  timeoutMs: number
  send: (req: Request) => Promise<Response>
}

let clinicIds: string[] = []
async function clinics(): Promise<string[]> {
  if (!clinicIds.length)
    clinicIds = (
      await psql(`select id from public.clinics order by slug limit 12`)
    ).split('\n')
  return clinicIds
}
const rowsOf = async (where: string): Promise<Row[]> =>
  JSON.parse(
    (await psql(
      `select coalesce(json_agg(r order by r.created_at), '[]') from public.listing_reports r where ${where}`,
    )) || '[]',
  ) as Row[]

dbTest('a report is stored once, cleaned, with the client hash', async (t) => {
  const [clinic] = await clinics()
  const ip = newClient()
  const key = crypto.randomUUID()
  const note =
    'Closed at 5 \u202Eyadnus\u202C <b>not</b> 8\u0000\r\nbad \uD800 surrogate'
  const body = report(clinic!, {
    kinds: ['hours_wrong', 'phone_wrong', 'hours_wrong'],
    note,
    email: '  Ann@Example.com ',
  })
  const headers = {
    'idempotency-key': key,
    'x-forwarded-for': `10.0.0.1, ${ip}`,
  }
  const first = await t.send(post(body, headers))
  assert.deepEqual([first.status, await first.json()], [200, { ok: true }])
  // The same report again (a retry of the form or the outbox): stored once.
  const again = await t.send(post(body, headers))
  assert.deepEqual([again.status, await again.json()], [200, { ok: true }])
  const rows = await rowsOf(`idempotency_key = '${key}'`)
  assert.equal(rows.length, 1)
  const row = rows[0]!
  assert.equal(row.clinic_id, clinic)
  assert.deepEqual(row.kinds, ['hours_wrong', 'phone_wrong'])
  assert.equal(
    row.note,
    'Closed at 5 yadnus <b>not</b> 8\nbad \uFFFD surrogate',
  )
  assert.equal(row.reply_email, 'Ann@Example.com')
  assert.equal(row.client_hash, await hashIp(SALT, ip))
  assert.equal(row.status, 'new')
  assert.deepEqual(
    t.logs.map((l) => l.outcome),
    ['stored', 'duplicate'],
  )
  const logText = JSON.stringify(t.logs)
  for (const secret of ['Closed at 5', 'Ann@Example.com', ip])
    assert.ok(!logText.includes(secret), `the log leaks ${secret}`)
})

dbTest("'Yes, it's right' is stored as confirmed_by_visitor", async (t) => {
  const [, clinic] = await clinics()
  const key = crypto.randomUUID()
  const res = await t.send(
    post(
      { clinic_id: clinic, kinds: ['confirmed_by_visitor'] },
      { 'idempotency-key': key, 'x-forwarded-for': newClient() },
    ),
  )
  assert.equal(res.status, 200)
  const [row] = await rowsOf(`idempotency_key = '${key}'`)
  assert.deepEqual(row!.kinds, ['confirmed_by_visitor'])
  assert.equal(row!.note, null)
})

dbTest('an unknown clinic: 404, nothing stored', async (t) => {
  const key = crypto.randomUUID()
  const res = await t.send(
    post(report(UNKNOWN_CLINIC), {
      'idempotency-key': key,
      'x-forwarded-for': newClient(),
    }),
  )
  assert.deepEqual(
    [res.status, await res.json()],
    [404, { error: 'unknown_clinic' }],
  )
  assert.equal((await rowsOf(`idempotency_key = '${key}'`)).length, 0)
})

dbTest(
  '10 reports an hour per client, then 429 with Retry-After',
  async (t) => {
    const ids = await clinics()
    const ip = newClient()
    const hash = await hashIp(SALT, ip)
    for (let i = 0; i < RATE_LIMIT.perHour; i++) {
      const res = await t.send(
        post(report(ids[i % 5]!), { 'x-forwarded-for': ip }),
      )
      assert.equal(res.status, 200, `report ${i + 1}`)
    }
    const over = await t.send(post(report(ids[6]!), { 'x-forwarded-for': ip }))
    assert.equal(over.status, 429)
    const json = (await over.json()) as { retry_after: number }
    assert.ok(json.retry_after > 0 && json.retry_after <= 3600)
    assert.equal(over.headers.get('retry-after'), String(json.retry_after))
    assert.equal(t.logs.at(-1)!.limit, 'hour')
    assert.equal((await rowsOf(`client_hash = '${hash}'`)).length, 10)
  },
)

dbTest('at most 3 reports per clinic a day from one client', async (t) => {
  const [a, b] = await clinics()
  const ip = newClient()
  for (let i = 0; i < RATE_LIMIT.perClinicDay; i++)
    assert.equal(
      (await t.send(post(report(a!), { 'x-forwarded-for': ip }))).status,
      200,
    )
  const fourth = await t.send(post(report(a!), { 'x-forwarded-for': ip }))
  assert.equal(fourth.status, 429)
  await fourth.body?.cancel()
  assert.equal(t.logs.at(-1)!.limit, 'clinic')
  // Another clinic is still open to this client.
  const other = await t.send(post(report(b!), { 'x-forwarded-for': ip }))
  assert.equal(other.status, 200)
})

dbTest(
  'forged X-Forwarded-For entries and X-Real-IP do not make new clients',
  async (t) => {
    const ids = await clinics()
    const ip = newClient()
    const statuses: number[] = []
    for (let i = 0; i < 12; i++) {
      const res = await t.send(
        post(report(ids[i % 6]!), {
          'x-forwarded-for': `192.0.2.${i}, 10.${i}.0.1, ${ip}`,
          'x-real-ip': `192.0.2.${100 + i}`,
        }),
      )
      statuses.push(res.status)
      await res.body?.cancel()
    }
    assert.deepEqual(statuses, [...Array(10).fill(200), 429, 429])
  },
)

dbTest(
  'a burst of 50 simultaneous reports from one client stores 10',
  async (t) => {
    // Fifty psql sessions queue on one lock: on a loaded machine the last
    // answers take seconds, which is the database being slow, not wrong.
    t.timeoutMs = 60_000
    const ids = await clinics()
    const ip = newClient()
    const hash = await hashIp(SALT, ip)
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t
          .send(post(report(ids[i % 12]!), { 'x-forwarded-for': ip }))
          .then(async (r) => {
            await r.body?.cancel()
            return r.status
          }),
      ),
    )
    const stored = await rowsOf(`client_hash = '${hash}'`)
    assert.ok(stored.length <= RATE_LIMIT.perHour, `${stored.length} stored`)
    assert.equal(stored.length, answers.filter((s) => s === 200).length)
    assert.equal(answers.filter((s) => s !== 200 && s !== 429).length, 0)
    // No clinic got more than its daily three.
    const perClinic = new Map<unknown, number>()
    for (const r of stored)
      perClinic.set(r.clinic_id, (perClinic.get(r.clinic_id) ?? 0) + 1)
    assert.ok(
      [...perClinic.values()].every((n) => n <= RATE_LIMIT.perClinicDay),
    )
  },
)

dbTest(
  'database refusing: 502, nothing stored; then stored once',
  async (t) => {
    const [clinic] = await clinics()
    const key = crypto.randomUUID()
    const headers = { 'idempotency-key': key, 'x-forwarded-for': newClient() }
    t.rest.opts.down = true
    const refused = await t.send(post(report(clinic!), headers))
    assert.equal(refused.status, 502)
    await refused.body?.cancel()
    assert.equal((await rowsOf(`idempotency_key = '${key}'`)).length, 0)
    t.rest.opts.down = false
    const retry = await t.send(post(report(clinic!), headers))
    assert.equal(retry.status, 200)
    await retry.body?.cancel()
    assert.equal((await rowsOf(`idempotency_key = '${key}'`)).length, 1)
  },
)

dbTest(
  'database slow (stores after the function gave up): 502, a retry stores nothing new',
  async (t) => {
    const [clinic] = await clinics()
    const key = crypto.randomUUID()
    const headers = { 'idempotency-key': key, 'x-forwarded-for': newClient() }
    t.timeoutMs = 400
    t.rest.opts.delayMs = 1500
    const slow = await t.send(post(report(clinic!), headers))
    assert.equal(slow.status, 502)
    await slow.body?.cancel()
    t.rest.opts.delayMs = 0
    const retry = await t.send(post(report(clinic!), headers))
    assert.equal(retry.status, 200)
    await retry.body?.cancel()
    assert.equal(t.logs.at(-1)!.outcome, 'duplicate')
    assert.equal((await rowsOf(`idempotency_key = '${key}'`)).length, 1)
  },
)

dbTest(
  'database hanging: 502 within the timeout, nothing stored',
  async (t) => {
    const [clinic] = await clinics()
    const key = crypto.randomUUID()
    t.timeoutMs = 300
    t.rest.opts.hang = true
    const started = Date.now()
    const res = await t.send(
      post(report(clinic!), {
        'idempotency-key': key,
        'x-forwarded-for': newClient(),
      }),
    )
    assert.equal(res.status, 502)
    await res.body?.cancel()
    assert.ok(Date.now() - started < 5000)
    assert.equal((await rowsOf(`idempotency_key = '${key}'`)).length, 0)
  },
)

// --- clients counted by network (../_shared/network.ts), on real PostgreSQL

/** The handler with settings of its own (TRUSTED_PROXY_HOPS) and a peer. */
function sendWith(
  t: DbCtx,
  req: Request,
  o: { env?: Record<string, string>; peer?: string | null } = {},
) {
  const d = deps(t.rest.url, t.logs, t.timeoutMs)
  return handler(req, {
    ...d,
    env: (k) => o.env?.[k] ?? d.env(k),
    peer: o.peer ?? null,
  })
}
const allClinics = async () =>
  (await psql(`select id from public.clinics order by slug`)).split('\n')
const linesShowing = async (ids: string[]) =>
  Number(
    await psql(
      `select count(*) from public.clinics where visitors_reported_closed_until > now()
        and id in (${ids.map((i) => `'${i}'`).join(',')})`,
    ),
  )
const closed = (clinic: string): Row => report(clinic, { kinds: ['closed'] })
async function statusOf(res: Promise<Response>): Promise<number> {
  const r = await res
  await r.body?.cancel()
  return r.status
}

dbTest(
  "the red team's replay: 108 'It has closed' from 108 addresses of one IPv6 /64 over every clinic raise no line",
  async (t) => {
    const ids = await allClinics()
    const before = await linesShowing(ids)
    const statuses: number[] = []
    for (let i = 0; i < 108; i++)
      statuses.push(
        await statusOf(
          t.send(
            post(closed(ids[i % ids.length]!), {
              'x-forwarded-for': `2001:db8:a0:b100:${(i + 1).toString(16)}::${i}`,
            }),
          ),
        ),
      )
    assert.equal(statuses.filter((s) => s === 200).length, RATE_LIMIT.perHour)
    assert.equal(statuses.filter((s) => s === 429).length, 108 - 10)
    const hash = await hashIp(SALT, '2001:db8:a0:b100::/56')
    assert.equal((await rowsOf(`client_hash = '${hash}'`)).length, 10)
    assert.equal(await linesShowing(ids), before, 'no clinic shows the line')
    // Another /64 of the same /56 is the same client.
    assert.equal(
      await statusOf(
        t.send(
          post(closed(ids[20]!), { 'x-forwarded-for': '2001:db8:a0:b1ff::1' }),
        ),
      ),
      429,
    )
  },
)

/** A report of `clinic` closed a day ago from the network `hash` (the
 * function stores at the clock's time, so the other day comes from psql). */
const closedYesterday = (clinic: string, networkHash: string) =>
  psql(`insert into public.listing_reports
          (clinic_id, kinds, client_hash, network_hash, idempotency_key, created_at)
        values ('${clinic}', array['closed'], '${networkHash}', '${networkHash}',
                gen_random_uuid(), now() - interval '1 day')`)

dbTest(
  "the red team's /48: 108 'It has closed' from 54 of its /56s over every clinic are stored and raise no line",
  async (t) => {
    const ids = await allClinics()
    const before = await linesShowing(ids)
    const statuses: number[] = []
    for (let i = 0; i < 108; i++)
      statuses.push(
        await statusOf(
          t.send(
            post(closed(ids[i % ids.length]!), {
              'x-forwarded-for': `2001:db8:4800:${((i % 54) << 8).toString(16)}::${i + 1}`,
            }),
          ),
        ),
      )
    // 54 clients for the limits (two reports each), one network for the line.
    assert.equal(statuses.filter((s) => s === 200).length, 108)
    const network = await hashIp(SALT, '2001:db8:4800:0::/48')
    assert.equal((await rowsOf(`network_hash = '${network}'`)).length, 108)
    assert.equal(await linesShowing(ids), before, 'no clinic shows the line')
  },
)

dbTest(
  'one household (dual stack + a phone) raises nothing; five separate networks over two days raise the line',
  async (t) => {
    const [clinic] = (await allClinics()).slice(33, 34)
    const home4 = newClient()
    const home6 = (n: number) =>
      `2001:db8:6a:${(n << 8).toString(16)}::${n + 1}`
    const phone6 = (n: number) => `2001:db8:77:${n + 1}00:${n}::1`
    for (let n = 0; n < 2; n++)
      for (const ip of [home4, home6(n), phone6(n)])
        assert.equal(
          await statusOf(
            t.send(post(closed(clinic!), { 'x-forwarded-for': ip })),
          ),
          200,
          ip,
        )
    assert.equal(
      (
        await rowsOf(
          `network_hash = '${await hashIp(SALT, '2001:db8:77:0::/48')}'`,
        )
      ).length,
      2,
      "the phone's two /56s are one network",
    )
    await closedYesterday(clinic!, await hashIp(SALT, home4))
    assert.equal(
      await linesShowing([clinic!]),
      0,
      'three networks of one home on two days: no line',
    )
    const [d, e] = [newClient(), newClient()]
    assert.equal(
      await statusOf(t.send(post(closed(clinic!), { 'x-forwarded-for': d }))),
      200,
    )
    assert.equal(await linesShowing([clinic!]), 0, 'four networks: no line')
    assert.equal(
      await statusOf(t.send(post(closed(clinic!), { 'x-forwarded-for': e }))),
      200,
    )
    assert.equal(
      await linesShowing([clinic!]),
      1,
      'five networks, one of them also yesterday: the line',
    )
  },
)

dbTest(
  "one report and the operator's confirmation raise the line; five networks on one day do not",
  async (t) => {
    const [a, b] = (await allClinics()).slice(34, 36)
    for (let i = 0; i < 5; i++)
      assert.equal(
        await statusOf(
          t.send(post(closed(a!), { 'x-forwarded-for': newClient() })),
        ),
        200,
      )
    assert.equal(await linesShowing([a!]), 0, 'five networks, one day: no line')
    const key = crypto.randomUUID()
    assert.equal(
      await statusOf(
        t.send(
          post(closed(b!), {
            'x-forwarded-for': newClient(),
            'idempotency-key': key,
          }),
        ),
      ),
      200,
      'the parent who reported is answered as ever',
    )
    assert.equal(await linesShowing([b!]), 0, 'one report: it waits for a call')
    await psql(`update public.listing_reports
                   set status = 'confirmed', handled_at = now(), handled_by = 'AB'
                 where idempotency_key = '${key}'`)
    assert.equal(
      await linesShowing([b!]),
      1,
      'the operator confirms it: the line',
    )
  },
)

dbTest(
  'no X-Forwarded-For: each connection peer is a client of its own, never one shared bucket',
  async (t) => {
    const ids = await clinics()
    const [a, b] = [newClient(), newClient()]
    const bare = (clinic: string) => {
      const req = post(report(clinic))
      req.headers.delete('x-forwarded-for')
      return req
    }
    const statuses: number[] = []
    for (let i = 0; i <= RATE_LIMIT.perHour; i++)
      statuses.push(await statusOf(sendWith(t, bare(ids[i % 5]!), { peer: a })))
    assert.deepEqual(statuses, [...Array(10).fill(200), 429])
    assert.equal(t.logs.at(-1)!.client_from, 'peer')
    assert.equal(
      (await rowsOf(`client_hash = '${await hashIp(SALT, a)}'`)).length,
      10,
    )
    assert.equal(
      await statusOf(sendWith(t, bare(ids[6]!), { peer: b })),
      200,
      'another visitor without the header is not limited by the first',
    )
  },
)

const CDN_SECRET = 'cdn-secret-for-the-tests-0123456789abcdef'
const CDN = {
  TRUSTED_PROXY_HOPS: '2',
  CDN_CLIENT_SECRET: CDN_SECRET,
  CDN_CLIENT_IP_HEADER: 'CF-Connecting-IP',
}

dbTest(
  "TRUSTED_PROXY_HOPS=2 without CDN_CLIENT_SECRET (the red team's replay): a direct caller forging its chain stays one client, 10 of 30, no line",
  async (t) => {
    const ids = (await allClinics()).slice(20, 30)
    const before = await linesShowing(ids)
    const ip = newClient()
    const statuses: number[] = []
    for (let i = 0; i < 30; i++)
      statuses.push(
        await statusOf(
          sendWith(
            t,
            post(closed(ids[i % 10]!), {
              // The gateway appends the caller's real address to its words.
              'x-forwarded-for': `203.0.113.${i + 1}, ${ip}`,
            }),
            { env: { TRUSTED_PROXY_HOPS: '2' } },
          ),
        ),
      )
    assert.equal(statuses.filter((s) => s === 200).length, 10)
    assert.equal(statuses.filter((s) => s === 429).length, 20)
    assert.equal(
      (await rowsOf(`client_hash = '${await hashIp(SALT, ip)}'`)).length,
      10,
    )
    assert.equal(await linesShowing(ids), before, 'no line')
  },
)

dbTest(
  "a CDN with its secret: clients counted by its client-address header; a direct caller's copy of that header counts for nothing",
  async (t) => {
    const ids = await clinics()
    const statuses: number[] = []
    // Through the CDN: 12 visitors, one report each, from one CDN edge.
    for (let i = 0; i < 12; i++)
      statuses.push(
        await statusOf(
          sendWith(
            t,
            post(report(ids[i % 12]!), {
              'x-forwarded-for': `192.0.2.9, 203.0.113.${i + 1}, 172.16.0.9`,
              'x-cdn-secret': CDN_SECRET,
              'cf-connecting-ip': `198.18.${i}.7`,
            }),
            { env: CDN },
          ),
        ),
      )
    assert.deepEqual(statuses, Array(12).fill(200))
    assert.equal(t.logs.at(-1)!.client_from, 'cdn')
    assert.equal(
      (await rowsOf(`client_hash = '${await hashIp(SALT, '198.18.3.7')}'`))
        .length,
      1,
    )
    // Straight to the gateway with the CDN's headers forged: the gateway's
    // entry, one client.
    const ip = newClient()
    const direct: number[] = []
    for (let i = 0; i < 12; i++)
      direct.push(
        await statusOf(
          sendWith(
            t,
            post(report(ids[i % 6]!), {
              'x-forwarded-for': `198.18.${i}.8, ${ip}`,
              'x-cdn-secret': CDN_SECRET.slice(0, -1),
              'cf-connecting-ip': `198.18.${i}.8`,
            }),
            { env: CDN },
          ),
        ),
      )
    assert.deepEqual(direct, [...Array(10).fill(200), 429, 429])
    assert.equal(t.logs.at(-1)!.client_from, 'unverified')
  },
)

dbTest(
  'TRUSTED_PROXY_HOPS=2 with the CDN secret and a one-entry chain: counted by its whole chain, not by a shared bucket',
  async (t) => {
    const ids = await clinics()
    // A CDN that appends to X-Forwarded-For and sends no address header.
    const env = { TRUSTED_PROXY_HOPS: '2', CDN_CLIENT_SECRET: CDN_SECRET }
    const cdn = { 'x-cdn-secret': CDN_SECRET }
    const [a, b] = [newClient(), newClient()]
    const statuses: number[] = []
    for (let i = 0; i <= RATE_LIMIT.perHour; i++)
      statuses.push(
        await statusOf(
          sendWith(
            t,
            post(report(ids[i % 5]!), { ...cdn, 'x-forwarded-for': a }),
            {
              env,
              peer: '127.0.0.1',
            },
          ),
        ),
      )
    assert.deepEqual(statuses, [...Array(10).fill(200), 429])
    assert.equal(t.logs.at(-1)!.client_from, 'chain')
    assert.equal(
      (await rowsOf(`client_hash = '${await hashIp(SALT, `chain:${a}`)}'`))
        .length,
      10,
    )
    assert.equal(
      await statusOf(
        sendWith(t, post(report(ids[6]!), { ...cdn, 'x-forwarded-for': b }), {
          env,
          peer: '127.0.0.1',
        }),
      ),
      200,
    )
    // The long chain as configured: the entry two from the right.
    const long = await sendWith(
      t,
      post(report(ids[7]!), {
        ...cdn,
        'x-forwarded-for': `192.0.2.9, ${b}, 10.0.0.1`,
      }),
      { env },
    )
    assert.equal(long.status, 200)
    await long.body?.cancel()
    assert.equal(t.logs.at(-1)!.client_from, undefined)
    // b alone (a one-entry chain) was a client of its own; through both
    // proxies it is b.
    assert.equal(
      (await rowsOf(`client_hash = '${await hashIp(SALT, b)}'`)).length,
      1,
    )
    assert.equal(
      (await rowsOf(`client_hash = '${await hashIp(SALT, `chain:${b}`)}'`))
        .length,
      1,
    )
  },
)
