/**
 * Tests only (never imported by a function): a loopback stand-in for
 * PostgREST's `POST /rest/v1/rpc/<function>` backed by real PostgreSQL.
 * Each call runs `psql` as service_role (PostgREST's role for the service
 * key) and answers the function's JSON, so the limits, locks and
 * constraints under test are the database's own. Like PostgREST it refuses
 * a request without the service key, and a function error is a 400 with the
 * database's message.
 *
 * The connection comes from the PG* variables (tests/tools/pg-test.sh sets
 * them for its shell checks, PGBIN included); `pgAvailable` says whether
 * they are set, so a test file can run its database cases only there.
 */
import { SERVICE_KEY, standIn } from './stand-ins.ts'

export const pgAvailable = Boolean(
  Deno.env.get('PGBIN') && Deno.env.get('PGHOST'),
)

/** Runs SQL (read from stdin, so psql variables work) and returns stdout. */
export async function psql(
  sql: string,
  vars: Record<string, string> = {},
): Promise<string> {
  const args = ['-X', '-q', '-At', '-v', 'ON_ERROR_STOP=1']
  for (const [k, v] of Object.entries(vars)) args.push('-v', `${k}=${v}`)
  const child = new Deno.Command(`${Deno.env.get('PGBIN')}/psql`, {
    args,
    stdin: 'piped',
    stdout: 'piped',
    stderr: 'piped',
    env: { PGOPTIONS: '-c client_min_messages=warning' },
  }).spawn()
  const w = child.stdin.getWriter()
  await w.write(new TextEncoder().encode(sql))
  await w.close()
  const out = await child.output()
  const text = new TextDecoder().decode(out.stdout).trim()
  if (!out.success)
    throw new Error(
      new TextDecoder().decode(out.stderr).trim() || 'psql failed',
    )
  return text
}

interface Signature {
  /** The named arguments and their types. */
  args: Map<string, string>
  /** A set-returning function: PostgREST answers its rows as one array. */
  set: boolean
}
const signatures = new Map<string, Signature>()

/** The named arguments of public.<fn> and their types; whether it returns a set. */
async function signatureOf(fn: string): Promise<Signature> {
  const known = signatures.get(fn)
  if (known) return known
  const rows = await psql(
    `select n || ' ' || t from pg_proc p,
       unnest(p.proargnames, p.proargtypes::regtype[]::text[]) as a(n, t)
      where p.oid = :'fn'::regproc`,
    { fn: `public.${fn}` },
  )
  const set =
    (await psql(`select proretset from pg_proc where oid = :'fn'::regproc`, {
      fn: `public.${fn}`,
    })) === 't'
  const args = new Map(
    rows
      .split('\n')
      .filter(Boolean)
      .map((l) => l.split(' ', 2) as [string, string]),
  )
  const signature = { args, set }
  signatures.set(fn, signature)
  return signature
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const t = setTimeout(resolve, ms)
    signal?.addEventListener('abort', () => {
      clearTimeout(t)
      resolve()
    })
  })

/**
 * The stand-in. `opts.down`: every call answers 503 without reaching the
 * database. `opts.delayMs`: the call is done at once, the answer comes late
 * (a slow database that commits after the caller gave up). `opts.hang`: the
 * call is never answered (until the stand-in closes).
 */
export function pgRest() {
  const opts = { down: false, delayMs: 0, hang: false }
  const closing = new AbortController()
  const s = standIn(async ({ method, url, headers, body }) => {
    if (opts.hang) {
      await sleep(10 * 60_000, closing.signal)
      return new Response(null, { status: 504 })
    }
    if (opts.down)
      return Response.json({ message: 'unavailable' }, { status: 503 })
    if (
      headers.get('apikey') !== SERVICE_KEY ||
      headers.get('authorization') !== `Bearer ${SERVICE_KEY}`
    )
      return Response.json({ message: 'no service key' }, { status: 401 })
    const fn = /^\/rest\/v1\/rpc\/([a-z_]+)$/.exec(url.pathname)?.[1]
    if (method !== 'POST' || !fn) return new Response(null, { status: 404 })
    let answer: Response
    try {
      const { args, set } = await signatureOf(fn)
      const given = JSON.parse(body) as Record<string, unknown>
      const named = Object.keys(given).map((name) => {
        const type = args.get(name)
        if (!type) throw new Error(`${fn} has no argument ${name}`)
        const value = `(:'body'::jsonb -> '${name}')`
        return type.endsWith('[]')
          ? `${name} => array(select jsonb_array_elements_text${value})::${type}`
          : `${name} => (${value} #>> '{}')::${type}`
      })
      const call = `public.${fn}(${named.join(', ')})`
      const out = await psql(
        `set role service_role;
         ${set ? `select coalesce(jsonb_agg(r), '[]') from ${call} r;` : `select to_jsonb(${call});`}`,
        { body: JSON.stringify(given) },
      )
      answer = new Response(out, {
        headers: { 'content-type': 'application/json' },
      })
    } catch (e) {
      answer = Response.json({ message: String(e) }, { status: 400 })
    }
    if (opts.delayMs) await sleep(opts.delayMs, closing.signal)
    return answer
  })
  return {
    ...s,
    opts,
    async close() {
      closing.abort()
      await s.close()
    },
  }
}
