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
  fingerprint,
  toOpsClinic,
  type ClinicSourceRow,
  type OpsClinic,
} from './model.ts'
import type { PlannedCheck } from './plan.ts'

const READ = `
  select c.*, coalesce(i.do_not_call, false) as do_not_call, i.do_not_call_reason
    from public.clinics c
    left join public.clinic_internal i on i.clinic_id = c.id`

export function dbStore(
  url: string,
  role = process.env.OPS_DB_ROLE ?? 'service_role',
) {
  const sql = postgres(url, {
    max: 1,
    // No prepared statements: Supabase's pooler in transaction mode has none.
    prepare: false,
    onnotice: () => {},
    connection: { application_name: 'wky-ops' },
  })
  let host = 'database'
  try {
    host = `database ${new URL(url).host}`
  } catch {
    // a keyword/value connection string: no host to show
  }
  return {
    label: host,
    async load(): Promise<OpsClinic[]> {
      const rows = await sql.unsafe(`${READ} order by c.name, c.id`)
      return rows.map((r) => toOpsClinic(r as unknown as ClinicSourceRow))
    },
    /** Every check in one transaction: any failure leaves the database as it was. */
    async apply(checks: readonly PlannedCheck[]): Promise<string[]> {
      // Act as the role only where the connecting role may (it may not, on
      // some hosts): then the connecting role's own privileges apply.
      const [asRole] = role
        ? await sql`select case when exists (select 1 from pg_roles where rolname = ${role})
                      then pg_has_role(${role}, 'MEMBER') else false end as ok`
        : [{ ok: false }]
      await sql.begin(async (tx) => {
        if (asRole?.ok) await tx`set local role ${tx(role)}`
        for (const check of checks) {
          const [row] = await tx.unsafe(
            `${READ} where c.id = $1 for update of c`,
            [check.clinic.id],
          )
          if (!row)
            throw new Error(`${check.clinic.name}: no longer in the database`)
          const now = toOpsClinic(row as unknown as ClinicSourceRow)
          if (fingerprint(now) !== check.fingerprint)
            throw new Error(
              `${check.clinic.name} changed in the database while the sheet was reviewed; nothing written`,
            )
          const columns = Object.keys(
            check.patch,
          ) as (keyof typeof check.patch)[]
          if (columns.length > 0)
            await tx`update public.clinics set ${tx(check.patch as Record<string, string | null>, columns)} where id = ${check.clinic.id}`
          const e = check.event
          await tx`
            insert into public.verification_events
              (clinic_id, outcome, method, changes, confirmed, note, initials, created_at)
            values (${e.clinic_id}, ${e.outcome}, ${e.method}, ${tx.json(e.changes)},
                    ${tx.array(e.confirmed)}::text[], ${e.note}, ${e.initials}, ${e.created_at})`
        }
      })
      return []
    },
    async close() {
      await sql.end({ timeout: 5 })
    },
  }
}
