/**
 * The database as the operator's store (--from db, --to db): a direct
 * PostgreSQL connection (DATABASE_URL: the Supabase project's connection
 * string), because an apply is one transaction (every check or none) and
 * PostgREST offers none. Inside it the CLI acts as service_role (OPS_DB_ROLE,
 * '' to keep the connecting role) when the connecting role may, so it uses
 * nothing the service key does not have, and the events log stays
 * append-only for it (for the owner too, by its trigger).
 */
import postgres from 'postgres'
import {
  fingerprintFor,
  storedPatch,
  toOpsClinic,
  type ClinicSourceRow,
  type OpsClinic,
  type StoreWrite,
  type VerificationEvent,
  OPEN_MESSAGE_DAYS,
  openReportsByClinic,
  withOpenMessages,
  type ListingReport,
  type MarkStatus,
  type OpenReports,
  type ReportStatus,
} from '../core/index.ts'
import { HEARD_OUTCOMES, type CorrectionMessage } from '../inbox/index.ts'

const READ = `
  select c.*, coalesce(i.do_not_call, false) as do_not_call, i.do_not_call_reason,
         t.latitude as town_latitude, t.longitude as town_longitude
    from public.clinics c
    left join public.clinic_internal i on i.clinic_id = c.id
    left join public.towns t on t.id = c.town_id`

const iso = (v: unknown): string =>
  v instanceof Date ? v.toISOString() : new Date(String(v)).toISOString()
const isoOrNull = (v: unknown): string | null =>
  v === null || v === undefined ? null : iso(v)

const REPORT_COLUMNS = `r.id::text as id, r.clinic_id::text as clinic_id, r.kinds, r.note,
  r.reply_email, r.client_hash, r.network_hash, r.counted_by_network, r.created_at, r.status,
  r.handled_at, r.handled_by`

function toReport(row: Record<string, unknown>): ListingReport {
  return {
    id: String(row.id),
    clinicId: String(row.clinic_id),
    kinds: row.kinds as string[],
    note: (row.note as string | null) ?? null,
    replyEmail: (row.reply_email as string | null) ?? null,
    clientHash: (row.client_hash as string | null) ?? null,
    networkHash: (row.network_hash as string | null) ?? null,
    countedByNetwork: row.counted_by_network !== false,
    createdAt: iso(row.created_at),
    status: row.status as ReportStatus,
    handledAt: isoOrNull(row.handled_at),
    handledBy: (row.handled_by as string | null) ?? null,
  }
}

/** What the corrections inbox reads (see buildInbox). */
export interface InboxData {
  reports: ListingReport[]
  messages: CorrectionMessage[]
  closedUntil: Map<string, string>
  /** Per clinic, its newest verification event that heard it (a confirmation). */
  heardAt: Map<string, string>
  allIds: string[]
  allMessageIds: string[]
}

/** A correction message --mark resolved, and the clinic it is about. */
export type MessageToMark = CorrectionMessage & {
  clinicId: string
  clinicName: string
  clinicTimezone: string
}

/** A report --mark resolved, and the clinic it is about. */
export type ReportToMark = ListingReport & {
  clinicName: string
  clinicTimezone: string
}

export type MarkResult =
  | { problems: string[] }
  | {
      marked: ReportToMark[]
      /** The correction messages marked (they do nothing to the closed line). */
      markedMessages: MessageToMark[]
      /** Clinics whose public 'Visitors reported this clinic closed' line the marking took down. */
      closedLineRemoved: string[]
      /**
       * Clinics of an 'It has closed' report marked confirmed, whose line
       * now shows (the operator's confirmation: 14 days), and until when.
       */
      closedLineRaised: { clinic: string; timezone: string; until: string }[]
      /**
       * Clinics where the marking is a confirmation (any mark but a
       * confirmed closure): their reports from before it no longer count
       * toward the closed line.
       */
      earlierReportsDropped: string[]
    }

export function dbStore(
  url: string,
  role = process.env.OPS_DB_ROLE ?? 'service_role',
  opts: { checkpoint?: (step: string) => void } = {},
) {
  const sql = postgres(url, {
    max: 1,
    // No prepared statements: Supabase's pooler in transaction mode has none.
    prepare: false,
    onnotice: () => {},
    connection: { application_name: 'wky-ops' },
  })
  /** Whether the connecting role may act as `role` (cached). */
  let mayAct: boolean | undefined
  async function actAsRole(tx: postgres.TransactionSql) {
    if (!role) return
    if (mayAct === undefined) {
      const [r] =
        await tx`select case when exists (select 1 from pg_roles where rolname = ${role})
                      then pg_has_role(${role}, 'MEMBER') else false end as ok`
      mayAct = r?.ok === true
    }
    if (mayAct) await tx`set local role ${tx(role)}`
  }
  /** Whether the reports migration is in this database. */
  async function hasReports(tx: postgres.TransactionSql) {
    const [r] =
      await tx`select to_regclass('public.listing_reports') is not null as ok`
    return r?.ok === true
  }
  /** Whether correction messages can be marked (migration 20261204000500). */
  async function hasMessageHandling(tx: postgres.TransactionSql) {
    const [r] = await tx`select exists (
        select 1 from information_schema.columns
         where table_schema = 'public' and table_name = 'contact_messages'
           and column_name = 'correction_status') as ok`
    return r?.ok === true
  }
  const MESSAGE_COLUMNS = (handling: boolean) =>
    `m.id::text as id, m.clinic_id::text as clinic_id, m.created_at, m.name, m.email,
     m.subject, m.message${handling ? ', m.correction_status, m.handled_at, m.handled_by' : ''}`
  const toMessage = (m: Record<string, unknown>): CorrectionMessage => ({
    id: m.id as string,
    clinicId: m.clinic_id as string,
    createdAt: iso(m.created_at),
    name: m.name as string,
    email: m.email as string,
    subject: m.subject as string,
    message: m.message as string,
    status: ((m.correction_status as string | undefined) ??
      'new') as ReportStatus,
    handledAt: isoOrNull(m.handled_at),
    handledBy: (m.handled_by as string | null | undefined) ?? null,
  })
  let host = 'database'
  try {
    host = `database ${new URL(url).host}`
  } catch {
    // a keyword/value connection string: no host to show
  }
  return {
    kind: 'db' as const,
    label: host,
    async load(): Promise<OpsClinic[]> {
      const rows = await sql.unsafe(`${READ} order by c.name, c.id`)
      return rows.map((r) => toOpsClinic(r as unknown as ClinicSourceRow))
    },
    /** Whether each of these clinics has an event written at `at` (the sheet's apply). */
    async hasEvents(ids: readonly string[], at: string): Promise<boolean> {
      if (ids.length === 0) return false
      const rows = await sql.begin(async (tx) => {
        await actAsRole(tx)
        return tx`select distinct clinic_id::text as id from public.verification_events
                   where created_at = ${at} and clinic_id = any(${tx.array([...ids])}::uuid[])`
      })
      return rows.length === new Set(ids).size
    },
    /** The events of these clinics written at or after `since` (ops:revert). */
    async events(
      ids: readonly string[],
      since: string,
    ): Promise<VerificationEvent[]> {
      if (ids.length === 0) return []
      const rows = await sql.begin(async (tx) => {
        await actAsRole(tx)
        return tx`select clinic_id::text as clinic_id, outcome, method, changes, confirmed,
                         note, initials, created_at
                    from public.verification_events
                   where created_at >= ${since} and clinic_id = any(${tx.array([...ids])}::uuid[])
                   order by created_at, id`
      })
      return rows.map((r) => ({
        ...(r as unknown as VerificationEvent),
        created_at: new Date(r.created_at as string | Date).toISOString(),
      }))
    },
    /** Every check in one transaction: any failure leaves the database as it was. */
    async apply(checks: readonly StoreWrite[]): Promise<{ written: string[] }> {
      // Act as the role only where the connecting role may (it may not, on
      // some hosts): then the connecting role's own privileges apply.
      await sql.begin(async (tx) => {
        await actAsRole(tx)
        for (const check of checks) {
          const [row] = await tx.unsafe(
            `${READ} where c.id = $1 for update of c`,
            [check.clinic.id],
          )
          if (!row)
            throw new Error(`${check.clinic.name}: no longer in the database`)
          const now = toOpsClinic(row as unknown as ClinicSourceRow)
          if (fingerprintFor(check, now) !== check.fingerprint)
            throw new Error(
              `${check.clinic.name} changed in the database while the sheet was reviewed; nothing written`,
            )
          // The hours exceptions go in as jsonb (a list would be a text[]).
          const patch = Object.fromEntries(
            Object.entries(storedPatch(check.patch, check.clinic)).map(
              ([k, v]) => [
                k,
                k === 'hours_exceptions' ? tx.json(v as postgres.JSONValue) : v,
              ],
            ),
          )
          const columns = Object.keys(patch)
          if (columns.length > 0)
            await tx`update public.clinics set ${tx(patch as Record<string, postgres.ParameterOrJSON<never>>, columns)} where id = ${check.clinic.id}`
          const e = check.event
          await tx`
            insert into public.verification_events
              (clinic_id, outcome, method, changes, confirmed, note, initials, created_at)
            values (${e.clinic_id}, ${e.outcome}, ${e.method}, ${tx.json(e.changes as postgres.JSONValue)},
                    ${tx.array(e.confirmed)}::text[], ${e.note}, ${e.initials}, ${e.created_at})`
        }
        opts.checkpoint?.('database transaction before commit')
      })
      return { written: [] }
    },
    /**
     * The open reports per clinic, with the open correction messages of the
     * last OPEN_MESSAGE_DAYS before `now` (once they can be marked); null
     * when the reports' table is not there yet.
     */
    async openReports(now = new Date()): Promise<OpenReports | null> {
      return sql.begin(async (tx) => {
        await actAsRole(tx)
        if (!(await hasReports(tx))) return null
        const rows = await tx.unsafe(
          `select ${REPORT_COLUMNS} from public.listing_reports r
            where r.status = 'new' and not r.kinds @> array['confirmed_by_visitor']`,
        )
        const reports = openReportsByClinic(rows.map((r) => toReport(r)))
        if (!(await hasMessageHandling(tx))) return reports
        const since = new Date(
          now.getTime() - OPEN_MESSAGE_DAYS * 24 * 3600e3,
        ).toISOString()
        const messages = await tx.unsafe(
          `select ${MESSAGE_COLUMNS(true)} from public.contact_messages m
            where m.clinic_id is not null and m.correction_status = 'new'
              and m.created_at > $1`,
          [since],
        )
        return withOpenMessages(reports, messages.map(toMessage), now)
      })
    },
    /**
     * The inbox's rows: every open report, every report made or handled
     * since `since` (a mark is a confirmation), and every message naming a
     * clinic since then; null without the table.
     */
    async inbox(since: Date): Promise<InboxData | null> {
      return sql.begin(async (tx) => {
        await actAsRole(tx)
        if (!(await hasReports(tx))) return null
        const reports = await tx.unsafe(
          `select ${REPORT_COLUMNS} from public.listing_reports r
            where (r.status = 'new' and not r.kinds @> array['confirmed_by_visitor'])
               or r.created_at > $1 or r.handled_at > $1`,
          [since.toISOString()],
        )
        const handling = await hasMessageHandling(tx)
        const messages = await tx.unsafe(
          `select ${MESSAGE_COLUMNS(handling)} from public.contact_messages m
            where m.clinic_id is not null and m.created_at > $1`,
          [since.toISOString()],
        )
        const messageIds =
          await tx`select id::text as id from public.contact_messages`
        const closed = await tx`
          select id::text as id, visitors_reported_closed_until as until
            from public.clinics where visitors_reported_closed_until is not null`
        // The confirmations the closed line counts from (listing_signal_floor).
        const heard = await tx`
          select clinic_id::text as id, max(created_at) as at
            from public.verification_events
           where outcome in ${tx([...HEARD_OUTCOMES])}
             and created_at <= now() + interval '1 minute'
           group by clinic_id`
        const ids = await tx`select id::text as id from public.listing_reports`
        return {
          reports: reports.map((r) => toReport(r)),
          messages: messages.map(toMessage),
          closedUntil: new Map(
            closed.map((c) => [c.id as string, iso(c.until)]),
          ),
          heardAt: new Map(heard.map((h) => [h.id as string, iso(h.at)])),
          allIds: ids.map((r) => r.id as string),
          allMessageIds: messageIds.map((r) => r.id as string),
        }
      })
    },
    /**
     * Marks reports and correction messages handled, all or none, in one
     * transaction: each reference (a uuid or the start of one; a message's
     * given as kind 'message') must name exactly one new report that says
     * something is wrong, or one new message about a clinic; `check` and
     * `checkMessage` decide, given the rows each reference matched (locked
     * until the end).
     */
    async markReports(
      refs: readonly (string | { kind: 'report' | 'message'; ref: string })[],
      status: MarkStatus,
      by: string,
      at: Date,
      check: (
        ref: string,
        matches: ReportToMark[],
      ) => { report: ReportToMark } | { problem: string },
      checkMessage?: (
        ref: string,
        matches: (Omit<MessageToMark, 'clinicId'> & {
          clinicId: string | null
        })[],
      ) => { report: MessageToMark } | { problem: string },
    ): Promise<MarkResult | null> {
      return sql.begin(async (tx) => {
        await actAsRole(tx)
        if (!(await hasReports(tx))) return null
        const problems: string[] = []
        const chosen = new Map<string, ReportToMark>()
        const chosenMessages = new Map<string, MessageToMark>()
        const handling = await hasMessageHandling(tx)
        for (const given of refs) {
          const { kind, ref } =
            typeof given === 'string' ? { kind: 'report', ref: given } : given
          if (kind === 'message') {
            if (!handling || !checkMessage) {
              problems.push(
                `m-${ref}: this database cannot mark correction messages yet (migration 20261204000500_correction_messages_handled.sql)`,
              )
              continue
            }
            const rows = await tx.unsafe(
              `select ${MESSAGE_COLUMNS(true)}, c.name as clinic_name, c.timezone as clinic_timezone
                 from public.contact_messages m
                 left join public.clinics c on c.id = m.clinic_id
                where m.id::text like $1
                order by m.id
                for update of m`,
              [`${ref}%`],
            )
            const result = checkMessage(
              ref,
              rows.map((r) => ({
                ...toMessage(r),
                clinicId: (r.clinic_id as string | null) ?? null,
                clinicName: (r.clinic_name as string | null) ?? '',
                clinicTimezone: (r.clinic_timezone as string | null) ?? '',
              })),
            )
            if ('problem' in result) problems.push(result.problem)
            else chosenMessages.set(result.report.id, result.report)
            continue
          }
          const rows = await tx.unsafe(
            `select ${REPORT_COLUMNS}, c.name as clinic_name, c.timezone as clinic_timezone
               from public.listing_reports r
               join public.clinics c on c.id = r.clinic_id
              where r.id::text like $1
              order by r.id
              for update of r`,
            [`${ref}%`],
          )
          const result = check(
            ref,
            rows.map((r) => ({
              ...toReport(r),
              clinicName: r.clinic_name as string,
              clinicTimezone: r.clinic_timezone as string,
            })),
          )
          if ('problem' in result) problems.push(result.problem)
          else chosen.set(result.report.id, result.report)
        }
        if (problems.length > 0) return { problems }
        for (const id of chosenMessages.keys())
          await tx`update public.contact_messages
                      set correction_status = ${status}, handled_at = ${at.toISOString()}, handled_by = ${by}
                    where id = ${id}`
        const clinicIds = [
          ...new Set([...chosen.values()].map((r) => r.clinicId)),
        ]
        const showing = async () =>
          new Map(
            clinicIds.length === 0
              ? []
              : (
                  await tx`select id::text as id, visitors_reported_closed_until as until
                         from public.clinics
                        where id::text in ${tx(clinicIds)}
                          and visitors_reported_closed_until > ${at.toISOString()}`
                ).map((r) => [r.id as string, iso(r.until)]),
          )
        const before = await showing()
        for (const id of chosen.keys())
          await tx`update public.listing_reports
                      set status = ${status}, handled_at = ${at.toISOString()}, handled_by = ${by}
                    where id = ${id}`
        const after = await showing()
        const marked = [...chosen.values()]
        const once = <T>(xs: T[], key: (x: T) => string) =>
          xs.filter((x, i) => xs.findIndex((y) => key(y) === key(x)) === i)
        const raises = (r: ReportToMark) =>
          status === 'confirmed' && r.kinds.includes('closed')
        return {
          marked,
          markedMessages: [...chosenMessages.values()],
          closedLineRemoved: once(
            marked.filter(
              (r) => before.has(r.clinicId) && !after.has(r.clinicId),
            ),
            (r) => r.clinicId,
          ).map((r) => r.clinicName),
          closedLineRaised: once(
            marked.filter((r) => raises(r) && after.has(r.clinicId)),
            (r) => r.clinicId,
          ).map((r) => ({
            clinic: r.clinicName,
            timezone: r.clinicTimezone,
            until: after.get(r.clinicId)!,
          })),
          earlierReportsDropped: once(
            marked.filter((r) => !raises(r)),
            (r) => r.clinicId,
          ).map((r) => r.clinicName),
        }
      })
    },
    async close() {
      await sql.end({ timeout: 5 })
    },
  }
}
