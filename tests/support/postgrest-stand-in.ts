/**
 * A loopback stand-in for the hosted PostgREST API (Supabase's /rest/v1).
 *
 * It answers only the request shapes the app is known to send: those shapes
 * were captured from real supabase-js requests (see CAPTURED_SHAPES;
 * tests/contract/supabase-repository.test.ts checks each read sends its
 * shape) and anything else is answered 400 and recorded as unexpected, so a
 * test can fail on it. It checks the public key headers on every request.
 *
 * Like the database's grants to anon
 * (supabase/migrations/20261204000002_anon_reads_public_columns.sql), it
 * serves only the public columns (src/data/supabase/columns.ts): a `select=*`,
 * or a hidden column selected, filtered or ordered on, is answered as
 * PostgREST answers the anon role's 42501 (401, `permission denied for table
 * …`) and recorded as unexpected. Rows are given whole (the built-in rows, a
 * test's rows); the public forms the database's triggers keep
 * (`public_sources`, `public_status_note`) are derived from them by the same
 * rule unless a row states them.
 */
import {
  columnOf,
  grantedColumns,
  PUBLIC_COLUMNS,
  selectAll,
  type PublicTable,
} from '../../src/data/supabase/columns'
import { isPublicSource } from '../../src/domain/sources/public-source'

export type Row = Record<string, unknown>
export type Tables = Record<string, Row[]>

const sel = (table: PublicTable) => encodeURIComponent(selectAll(table))
const CLINICS = sel('clinics')
const TOWNS = sel('towns')
const EMERGENCY_DEPARTMENTS = sel('emergency_departments')

/**
 * Request shapes (path + query with values replaced by ':v'), exactly as
 * supabase-js 2.109 writes them for the reads of data/supabase/supabase-repository.ts.
 */
export const CAPTURED_SHAPES: readonly string[] = [
  `GET /rest/v1/clinics?select=${CLINICS}&status=neq.:v&order=rating.desc.nullslast%2Creview_count.desc.nullslast%2Cname.asc%2Cid.asc`,
  'GET /rest/v1/clinics?select=city&status=neq.:v',
  `GET /rest/v1/towns?select=${TOWNS}&slug=eq.:v`,
  `GET /rest/v1/clinics?select=${CLINICS}&city=ilike.:v&status=neq.:v&order=rating.desc.nullslast%2Creview_count.desc.nullslast%2Cname.asc%2Cid.asc`,
  `GET /rest/v1/clinics?select=${CLINICS}&slug=eq.:v`,
  `GET /rest/v1/clinics?select=${CLINICS}&city=eq.:v&id=neq.:v&status=neq.:v&order=rating.desc.nullslast%2Creview_count.desc.nullslast%2Cname.asc%2Cid.asc&limit=:v`,
  `GET /rest/v1/towns?select=${TOWNS}&id=in.:v&order=name.asc`,
  'GET /rest/v1/towns?select=slug&id=eq.:v',
  'GET /rest/v1/clinics?select=name%2Cslug&order=name.asc',
  'GET /rest/v1/clinics?select=name%2Cslug%2Ccity%2Cstatus&order=city.asc%2Cname.asc',
  'GET /rest/v1/towns?select=slug&order=name.asc',
  // A clinic page whose slug no row holds: the rows' names and slugs (to
  // find a row without a usable slug by its derived one), then that row.
  'GET /rest/v1/clinics?select=id%2Cname%2Cslug',
  `GET /rest/v1/clinics?select=${CLINICS}&id=eq.:v`,
  `GET /rest/v1/emergency_departments?select=${EMERGENCY_DEPARTMENTS}&order=name.asc`,
]

/** The emergency rooms' read, as the app sends it (a spec checks it was made). */
export const EMERGENCY_DEPARTMENTS_SHAPE = CAPTURED_SHAPES.at(-1)!

const isPublicTable = (table: string): table is PublicTable =>
  Object.hasOwn(PUBLIC_COLUMNS, table)

/**
 * The columns a request names that the anon role may not read (`*`
 * included), or null when it may read them all: its select list, its
 * filters and its order. A table the site does not read is for the 404.
 */
export function refusedColumns(table: string, url: URL): string[] | null {
  if (!isPublicTable(table)) return null
  const granted = new Set(grantedColumns(table))
  const named: string[] = []
  for (const [key, value] of url.searchParams) {
    if (key === 'select') named.push(...value.split(',').map(columnOf))
    else if (key === 'order')
      named.push(...value.split(',').map((t) => t.split('.')[0]!))
    else if (key !== 'limit' && key !== 'offset') named.push(key)
  }
  const refused = named.filter((c) => !granted.has(c))
  return refused.length ? refused : null
}

const publicSourcesOf = (v: unknown): unknown =>
  Array.isArray(v)
    ? [
        ...new Set(
          v.filter((s: unknown) => typeof s !== 'string' || isPublicSource(s)),
        ),
      ]
    : v

/**
 * A row with the public forms the database's triggers keep
 * (public.clinics_public_forms, emergency_departments_public_forms), unless
 * it states them: a value of the wrong type (the hostile rows) is passed on
 * as it is, for the site's own repairs to meet.
 */
export function withPublicForms(table: string, row: Row): Row {
  if (table !== 'clinics' && table !== 'emergency_departments') return row
  if (row === null || typeof row !== 'object' || Array.isArray(row)) return row
  const out: Row = { ...row }
  if (!('public_sources' in row))
    out.public_sources = publicSourcesOf(row.sources ?? null)
  if (table === 'clinics' && !('public_status_note' in row)) {
    const note = row.status_note ?? null
    out.public_status_note =
      typeof note === 'string' ? (/\S/.test(note) ? 'unconfirmed' : null) : note
  }
  return out
}

export interface RecordedRequest {
  method: string
  url: string
  shape: string
  headers: Record<string, string>
}

export interface StandInOptions {
  anonKey: string
  tables: Tables
  /** Make every request fail with this status (database outage). */
  failWith?: number
}

/** The shape of a request: its path and query with every value masked. */
export function shapeOf(method: string, url: URL): string {
  const parts: string[] = []
  for (const [k, v] of url.searchParams) {
    if (k === 'select' || k === 'order')
      parts.push(`${k}=${encodeURIComponent(v)}`)
    else if (k === 'limit') parts.push('limit=:v')
    else {
      const op = v.split('.')[0]
      parts.push(`${k}=${op}.:v`)
    }
  }
  return `${method} ${url.pathname}${parts.length ? '?' + parts.join('&') : ''}`
}

function compare(a: unknown, b: unknown): number {
  if (a === b) return 0
  if (a === null || a === undefined) return 1
  if (b === null || b === undefined) return -1
  if (typeof a === 'number' && typeof b === 'number') return a - b
  const sa = String(a)
  const sb = String(b)
  return sa < sb ? -1 : sa > sb ? 1 : 0
}

/** PostgREST's like: `%` or `*` (its URL-safe alias) for any run, `_` for one. */
function likeToRegExp(pattern: string): RegExp {
  const escaped = pattern
    .replace(/\*/g, '%')
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return new RegExp(`^${escaped.replace(/%/g, '.*').replace(/_/g, '.')}$`, 'is')
}

function parseIn(value: string): string[] {
  const inner = value.replace(/^\(/, '').replace(/\)$/, '')
  return inner.split(',').map((s) => s.replace(/^"|"$/g, ''))
}

/** Applies a PostgREST query (the subset the app uses) to a table. */
export function runQuery(rows: Row[], url: URL): Row[] | { error: string } {
  let out = [...rows]
  let select = ['*']
  let limit: number | undefined
  const orders: Array<{ col: string; desc: boolean; nullsLast: boolean }> = []
  for (const [key, value] of url.searchParams) {
    if (key === 'select') select = value.split(',')
    else if (key === 'limit') limit = Number(value)
    else if (key === 'order')
      for (const term of value.split(',')) {
        const [col, dir, nulls] = term.split('.')
        const desc = dir === 'desc'
        orders.push({
          col: col!,
          desc,
          nullsLast: nulls ? nulls === 'nullslast' : !desc,
        })
      }
    else {
      const dot = value.indexOf('.')
      const op = value.slice(0, dot)
      const arg = value.slice(dot + 1)
      if (op === 'eq') out = out.filter((r) => String(r[key]) === arg)
      else if (op === 'neq') out = out.filter((r) => String(r[key]) !== arg)
      else if (op === 'ilike') {
        const re = likeToRegExp(arg)
        out = out.filter(
          (r) => typeof r[key] === 'string' && re.test(r[key] as string),
        )
      } else if (op === 'in') {
        const set = new Set(parseIn(arg))
        out = out.filter((r) => set.has(String(r[key])))
      } else return { error: `unsupported operator ${op}` }
    }
  }
  if (orders.length)
    out.sort((a, b) => {
      for (const o of orders) {
        const x = a[o.col]
        const y = b[o.col]
        const xNull = x === null || x === undefined
        const yNull = y === null || y === undefined
        if (xNull !== yNull) return xNull === o.nullsLast ? 1 : -1
        const c = compare(x, y)
        if (c !== 0) return o.desc ? -c : c
      }
      return 0
    })
  if (limit !== undefined) out = out.slice(0, limit)
  if (select.length === 1 && select[0] === '*') return out
  // A term is a column or `field:column` (PostgREST's alias). A row that is
  // not an object (a hostile test's) goes out as it is, as `*` gave it.
  return out.map((r) =>
    r === null || typeof r !== 'object'
      ? r
      : Object.fromEntries(
          select.map((term) => {
            const column = columnOf(term)
            return [term.split(':')[0]!, r[column] ?? null]
          }),
        ),
  )
}

export interface PostgrestStandIn {
  /** Use as supabase-js's `global.fetch`. */
  fetch: typeof fetch
  /** Answers a Request (for an HTTP server on loopback). */
  handle: (req: Request) => Promise<Response>
  requests: RecordedRequest[]
  unexpected: RecordedRequest[]
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers':
    'authorization, apikey, content-type, accept, accept-profile, x-client-info, prefer, range',
  'access-control-allow-methods': 'GET, HEAD, OPTIONS',
  'access-control-expose-headers': 'content-range',
}

export function createPostgrestStandIn(
  options: StandInOptions,
): PostgrestStandIn {
  const requests: RecordedRequest[] = []
  const unexpected: RecordedRequest[] = []
  const json = (
    status: number,
    body: unknown,
    extra: Record<string, string> = {},
  ) =>
    new Response(JSON.stringify(body), {
      status,
      headers: {
        'content-type': 'application/json; charset=utf-8',
        ...CORS,
        ...extra,
      },
    })

  async function handle(req: Request): Promise<Response> {
    const url = new URL(req.url)
    if (req.method === 'OPTIONS')
      return new Response(null, { status: 204, headers: CORS })
    const headers: Record<string, string> = {}
    req.headers.forEach((v, k) => (headers[k] = v))
    const rec: RecordedRequest = {
      method: req.method,
      url: url.pathname + url.search,
      shape: shapeOf(req.method, url),
      headers,
    }
    requests.push(rec)
    if (
      headers.apikey !== options.anonKey ||
      headers.authorization !== `Bearer ${options.anonKey}`
    ) {
      unexpected.push(rec)
      return json(401, {
        message: 'Invalid API key',
        hint: 'stand-in expects the anon key',
      })
    }
    const table = url.pathname.replace('/rest/v1/', '')
    const refused = refusedColumns(table, url)
    if (refused) {
      // What PostgREST answers when the database refuses the anon role
      // (42501: 401 for the anonymous role, 403 for a signed-in one).
      unexpected.push(rec)
      return json(401, {
        code: '42501',
        details: null,
        hint: null,
        message: `permission denied for table ${table}`,
      })
    }
    if (!CAPTURED_SHAPES.includes(rec.shape)) {
      unexpected.push(rec)
      return json(400, { message: `stand-in: unexpected request ${rec.shape}` })
    }
    if (options.failWith)
      return json(options.failWith, {
        message: 'database unavailable',
        code: 'XX000',
      })
    const rows = options.tables[table]?.map((r) => withPublicForms(table, r))
    if (!rows)
      return json(404, {
        message: `relation "public.${table}" does not exist`,
        code: '42P01',
      })
    const result = runQuery(rows, url)
    if (!Array.isArray(result)) return json(400, { message: result.error })
    const accept = headers.accept ?? ''
    if (accept.includes('application/vnd.pgrst.object+json')) {
      if (result.length !== 1)
        return json(406, {
          message: 'JSON object requested, multiple (or no) rows returned',
          code: 'PGRST116',
        })
      return json(200, result[0])
    }
    return json(200, result, {
      'content-range': `0-${Math.max(result.length - 1, 0)}/*`,
    })
  }

  const standInFetch: typeof fetch = async (input, init) => {
    const req = input instanceof Request ? input : new Request(input, init)
    return handle(req)
  }
  return { fetch: standInFetch, handle, requests, unexpected }
}
