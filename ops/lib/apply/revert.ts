/**
 * ops:revert, pure: the values an applied sheet changed, put back as new
 * checks (the history is never rewritten). A field changed since by a later
 * event (another sheet, or a revert) is kept and said so; a field whose value
 * differs from what the sheet wrote is kept too. A reverted field loses the
 * confirmation the sheet gave it (it confirmed the value now taken back).
 */
import {
  verifiedAtColumn,
  verifiedMethodColumn,
} from '../../../src/domain/verification-row.ts'
import type { VerifiedField } from '../../../src/domain/verification.ts'
import {
  FACT_FIELDS,
  sameFact,
  type FactField,
  VALUE_COLUMNS,
  exceptionRow,
  factColumn,
  fieldOfColumn,
  fingerprint,
  valueOf,
  type EventValue,
  type OpsClinic,
  type StoreWrite,
  type ValueColumn,
  type VerificationEvent,
  localTime,
  HOLIDAY_COLUMN,
  holidayLabel,
} from '../core/index.ts'
import {
  readHoursException,
  type HoursException,
} from '../../../src/domain/hours/hours-exceptions.ts'

export interface RevertPlan {
  checks: StoreWrite[]
  /** Per clinic, what is put back and what is kept, for the review. */
  lines: string[]
  /** Fields kept because they changed since: `clinic: column (why)`. */
  kept: string[]
}

/** A holiday answer an event recorded, read; null when there was none. */
function entryOf(v: EventValue): HoursException | null {
  if (v === null || typeof v !== 'object' || Array.isArray(v)) return null
  const read = readHoursException(v)
  return 'ok' in read ? read.ok : null
}

const show = (v: EventValue) => {
  if (v === null) return '(unknown)'
  if (typeof v === 'string') return v
  const e = entryOf(v)
  if (e) return e.hours ?? 'closed'
  return JSON.stringify(v)
}

const FACT_OF_COLUMN = new Map<string, FactField>(
  FACT_FIELDS.map((f) => [factColumn(f), f]),
)

/** The field a changed column belongs to, and its value now; null: not revertible. */
function current(
  c: OpsClinic,
  column: string,
): { field: VerifiedField | null; value: EventValue } | null {
  if (column === 'status') return { field: null, value: c.status }
  const holiday = HOLIDAY_COLUMN.exec(column)?.[1]
  if (holiday) {
    const e = c.hoursExceptions.find((x) => x.date === holiday)
    return { field: null, value: e ? exceptionRow(e) : null }
  }
  if ((VALUE_COLUMNS as readonly string[]).includes(column))
    return {
      field: fieldOfColumn(column as ValueColumn),
      value: valueOf(c, column as ValueColumn),
    }
  const fact = FACT_OF_COLUMN.get(column)
  if (fact) return { field: fact, value: c.facts[fact] }
  return null
}

/** A holiday entry compared as read (a database gives its keys in its own order). */
const sameEntry = (a: EventValue, b: EventValue) => {
  const x = entryOf(a)
  const y = entryOf(b)
  return (
    x !== null &&
    y !== null &&
    JSON.stringify(exceptionRow(x)) === JSON.stringify(exceptionRow(y))
  )
}

const same = (a: EventValue, b: EventValue) =>
  JSON.stringify(a) === JSON.stringify(b) ||
  sameEntry(a, b) ||
  (typeof a === 'object' &&
    typeof b === 'object' &&
    sameFact(a as never, b as never))

/**
 * Plans the revert of the sheet applied at `appliedAt`. `events` are every
 * event of the sheet's clinics from `appliedAt` on (the sheet's own, and
 * any later one); `tag` goes into each new event's note so a second revert
 * is recognised.
 */
export function planRevert(input: {
  sheetName: string
  tag: string
  appliedAt: string
  clinics: readonly OpsClinic[]
  events: readonly VerificationEvent[]
  now: Date
  initials: string
}): RevertPlan {
  const at = input.now.toISOString()
  const byId = new Map(input.clinics.map((c) => [c.id, c]))
  const checks: StoreWrite[] = []
  const lines: string[] = []
  const kept: string[] = []
  const applied = Date.parse(input.appliedAt)
  const own = input.events.filter((e) => Date.parse(e.created_at) === applied)
  for (const e of own) {
    const clinic = byId.get(e.clinic_id)
    if (!clinic) continue
    const columns = Object.keys(e.changes)
    if (columns.length === 0) continue
    const later = input.events
      .filter(
        (x) =>
          x.clinic_id === e.clinic_id && Date.parse(x.created_at) > applied,
      )
      .sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at))
    const zone = clinic.timezone
    const patch: Record<string, unknown> = {}
    const changes: VerificationEvent['changes'] = {}
    const out: string[] = []
    const cleared = new Set<VerifiedField>()
    // The holiday entries put back (null: the day had none before).
    const entries = new Map<string, HoursException | null>()
    for (const col of columns) {
      const { before, after } = e.changes[col]!
      const now = current(clinic, col)
      const since = later.find((x) => col in x.changes)
      if (now === null) {
        kept.push(
          `${clinic.name}: ${col} (ops:revert puts back call sheets' values only)`,
        )
        continue
      }
      if (since) {
        kept.push(
          `${clinic.name}: ${col} was changed since, ${since.note?.includes(input.tag) ? 'by a revert of this sheet' : 'by a later sheet'} (${localTime(since.created_at, zone)}: ${show(since.changes[col]!.before)} → ${show(since.changes[col]!.after)}); kept as ${show(now.value)}`,
        )
        continue
      }
      if (!same(now.value, after)) {
        kept.push(
          `${clinic.name}: ${col} is ${show(now.value)}, not what the sheet wrote (${show(after)}); kept`,
        )
        continue
      }
      changes[col] = { before: after, after: before }
      const holiday = HOLIDAY_COLUMN.exec(col)?.[1]
      if (holiday) {
        entries.set(holiday, entryOf(before))
        out.push(
          `  ${holidayLabel(holiday)}: ${show(after)} → ${before === null ? 'not confirmed' : show(before)} (put back)`,
        )
        continue
      }
      patch[col] = before
      out.push(`  ${col}: ${show(after)} → ${show(before)} (put back)`)
      if (now.field && clinic.verification[now.field]?.at) {
        const confirmedAt = Date.parse(clinic.verification[now.field]!.at)
        if (confirmedAt === applied) cleared.add(now.field)
      }
    }
    if (Object.keys(changes).length === 0) continue
    if (entries.size > 0)
      patch.hours_exceptions = [
        ...clinic.hoursExceptions.filter((x) => !entries.has(x.date)),
        ...[...entries.values()].filter((x): x is HoursException => x !== null),
      ]
        .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
        .map(exceptionRow)
    for (const f of cleared) {
      patch[verifiedAtColumn(f)] = null
      patch[verifiedMethodColumn(f)] = null
      out.push(
        `  ${f}: the sheet's confirmation cleared (it confirmed the value taken back)`,
      )
    }
    lines.push(`${clinic.name} (${clinic.city}):`, ...out)
    checks.push({
      clinic,
      fingerprint: fingerprint(clinic),
      patch,
      event: {
        clinic_id: clinic.id,
        outcome: 'changed',
        method: e.method,
        changes,
        confirmed: [],
        note: `revert of ${input.sheetName} (${input.tag}, applied ${localTime(input.appliedAt, zone)}): the values it changed put back`,
        initials: input.initials,
        created_at: at,
      },
    })
  }
  return { checks, lines, kept }
}
