/**
 * The hosted PostgREST API's rpc/submit_listing_report, as the real
 * report-listing function (run under Deno by the end-to-end suite) calls it
 * with the service role, over the stand-in's clinic rows: the semantics of
 * supabase/migrations/20261126000002_listing_reports.sql and
 * 20261203000001_closed_line_by_household.sql (which supabase/tests prove on
 * PostgreSQL), including the trigger that keeps
 * clinics.visitors_reported_closed_until. It checks what it receives: a
 * wrong key or an unknown parameter is answered with an error and recorded
 * in `unexpected`.
 */
import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { SERVICE_ROLE_KEY } from './contact-backend'

export interface StoredReport {
  id: string
  idempotency_key: string
  clinic_id: string
  kinds: string[]
  note: string | null
  reply_email: string | null
  client_hash: string | null
  network_hash: string | null
  created_at: string
  status: 'new' | 'confirmed' | 'rejected' | 'fixed'
}

export interface ReportBackendState {
  /** Status PostgREST answers for the rpc (0 = fine). */
  storeStatus: number
  reports: StoredReport[]
  unexpected: string[]
}

export const freshReportBackend = (): ReportBackendState => ({
  storeStatus: 0,
  reports: [],
  unexpected: [],
})

const PARAMS = [
  'p_clinic_id',
  'p_client_hash',
  'p_idempotency_key',
  'p_kinds',
  'p_max_per_clinic_day',
  'p_max_per_hour',
  'p_network_hash',
  'p_note',
  'p_reply_email',
]
const DAY = 24 * 3600_000

function reply(res: ServerResponse, status: number, body?: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' })
  res.end(body === undefined ? undefined : JSON.stringify(body))
}

const closedOrRight = (r: StoredReport) =>
  r.kinds.includes('closed')
    ? 'closed'
    : r.kinds.join() === 'confirmed_by_visitor'
      ? 'confirmed_by_visitor'
      : null

/** The clinic's own calendar day of a moment. */
function dayIn(at: number, timeZone: string): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone }).format(at)
  } catch {
    return new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/Chicago',
    }).format(at)
  }
}

/**
 * The trigger (20261203000001_closed_line_by_household.sql), for visitors'
 * reports (the e2e suite marks none): within 14 days, 'It has closed' from
 * at least 5 networks on at least 2 of the clinic's days, and from more
 * networks than said 'Yes, it's right'; a network that said the same about
 * more than 2 clinics is held. The line lasts until the rule stops holding
 * as reports turn 14 days old.
 */
function signalOf(
  reports: StoredReport[],
  clinicId: string,
  timeZone: string,
  now: number,
): string | null {
  const held = (network: string, kind: string, at: number) =>
    new Set(
      reports
        .filter(
          (r) =>
            r.network_hash === network &&
            closedOrRight(r) === kind &&
            Date.parse(r.created_at) > at - 14 * DAY,
        )
        .map((r) => r.clinic_id),
    ).size > 2
  const counted = reports.flatMap((r) => {
    const kind = closedOrRight(r)
    const at = Date.parse(r.created_at)
    return r.clinic_id === clinicId &&
      r.status === 'new' &&
      r.network_hash &&
      kind &&
      at > now - 14 * DAY &&
      !held(r.network_hash, kind, now)
      ? [{ network: r.network_hash, closed: kind === 'closed', at }]
      : []
  })
  const holds = (t: number) => {
    const live = counted.filter((k) => k.at + 14 * DAY > t)
    const closed = live.filter((k) => k.closed)
    const networks = new Set(closed.map((k) => k.network)).size
    return (
      networks >= 5 &&
      new Set(closed.map((k) => dayIn(k.at, timeZone))).size >= 2 &&
      networks >
        new Set(live.filter((k) => !k.closed).map((k) => k.network)).size
    )
  }
  if (!holds(now)) return null
  const ends = counted.map((k) => k.at + 14 * DAY).sort((a, b) => a - b)
  const until = ends.find((t) => t > now && !holds(t))
  return until === undefined ? null : new Date(until).toISOString()
}

/** Moves every stored report `days` into the past, as if they had passed. */
export function ageReports(state: ReportBackendState, days: number) {
  for (const r of state.reports)
    r.created_at = new Date(Date.parse(r.created_at) - days * DAY).toISOString()
}

/** POST /rest/v1/rpc/submit_listing_report; `clinics` are the served rows. */
export function handleListingReports(
  state: ReportBackendState,
  clinics: Record<string, unknown>[],
  req: IncomingMessage,
  body: string,
  res: ServerResponse,
): 'changed' | void {
  const bad = (why: string) => {
    state.unexpected.push(`${req.method} ${req.url}: ${why}`)
    reply(res, 400, { message: why })
  }
  if (
    req.headers.apikey !== SERVICE_ROLE_KEY ||
    req.headers.authorization !== `Bearer ${SERVICE_ROLE_KEY}`
  ) {
    state.unexpected.push(`${req.url}: not the service role`)
    return reply(res, 401, { message: 'Invalid API key' })
  }
  if (state.storeStatus >= 300)
    return reply(res, state.storeStatus, { message: 'unavailable' })
  if (req.method !== 'POST') return bad('method')
  let a: Record<string, unknown>
  try {
    a = JSON.parse(body) as Record<string, unknown>
  } catch {
    return bad('malformed JSON')
  }
  if (Object.keys(a).sort().join() !== [...PARAMS].sort().join())
    return bad(`parameters ${Object.keys(a).sort().join(', ')}`)
  const same = state.reports.find(
    (r) => r.idempotency_key === a.p_idempotency_key,
  )
  if (same) return reply(res, 200, { outcome: 'duplicate', id: same.id })
  if (!clinics.some((c) => c.id === a.p_clinic_id))
    return reply(res, 200, { outcome: 'unknown_clinic' })
  const now = Date.now()
  const mine = state.reports.filter(
    (r) => a.p_client_hash != null && r.client_hash === a.p_client_hash,
  )
  const hour = mine.filter((r) => Date.parse(r.created_at) > now - 3600_000)
  if (hour.length >= Number(a.p_max_per_hour))
    return reply(res, 200, {
      outcome: 'rate_limited',
      limit: 'hour',
      retry_after: 3600,
    })
  const day = mine.filter(
    (r) =>
      r.clinic_id === a.p_clinic_id && Date.parse(r.created_at) > now - DAY,
  )
  if (day.length >= Number(a.p_max_per_clinic_day))
    return reply(res, 200, {
      outcome: 'rate_limited',
      limit: 'clinic',
      retry_after: 86400,
    })
  const row: StoredReport = {
    id: randomUUID(),
    idempotency_key: String(a.p_idempotency_key),
    clinic_id: String(a.p_clinic_id),
    kinds: a.p_kinds as string[],
    note: (a.p_note as string | null) ?? null,
    reply_email: (a.p_reply_email as string | null) ?? null,
    client_hash: (a.p_client_hash as string | null) ?? null,
    network_hash: (a.p_network_hash as string | null) ?? null,
    created_at: new Date(now).toISOString(),
    status: 'new',
  }
  state.reports.push(row)
  const clinic = clinics.find((c) => c.id === row.clinic_id)!
  const until = signalOf(
    state.reports,
    row.clinic_id,
    String(clinic.timezone ?? 'America/Chicago'),
    now,
  )
  const changed = clinic.visitors_reported_closed_until !== until
  clinic.visitors_reported_closed_until = until
  reply(res, 200, { outcome: 'stored', id: row.id })
  return changed ? 'changed' : undefined
}
