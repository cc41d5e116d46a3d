/**
 * The clinic as the operator's tools see it, the same from the data file and
 * from the database: the facts a check confirms or changes, their confirmed
 * dates, the status and scheduling, and the operator-only do-not-call flag.
 * Pure.
 */
import { createHash } from 'node:crypto'
import { WEEKDAYS, type Weekday } from '../../../src/domain/clinic.ts'
import {
  CONTACT_FIELDS,
  FACT_FIELDS,
  VERIFIED_FIELDS,
  type ClinicStatus,
  type ContactField,
  type FactField,
  type Verification,
  type VerificationMethod,
  type VerificationOutcome,
  type VerifiedField,
} from '../../../src/domain/verification.ts'
import {
  isClinicStatus,
  isoTimestamp,
  verificationOf,
  verifiedAtColumn,
  verifiedMethodColumn,
  type VerificationColumns,
} from '../../../src/domain/verification-row.ts'
import {
  FACT_VALUE_COLUMNS,
  factsOf,
  type FactColumns,
} from '../../../src/domain/before-you-go.ts'
import {
  readHoursExceptions,
  type HoursException,
  type HoursExceptionRow,
} from '../../../src/domain/hours/hours-exceptions.ts'
import type { FactValue, OpsFacts } from './facts.ts'

export type HoursColumn = `hours_${Weekday}`
export const HOURS_COLUMNS = WEEKDAYS.map(
  (d) => `hours_${d}` as HoursColumn,
) as readonly HoursColumn[]

/** The value columns a check may change. */
export const VALUE_COLUMNS = [
  'phone',
  'address',
  'website',
  ...HOURS_COLUMNS,
] as const
export type ValueColumn = (typeof VALUE_COLUMNS)[number]

/** Which verified field a value column belongs to. */
export const fieldOfColumn = (c: ValueColumn): ContactField =>
  c.startsWith('hours_') ? 'hours' : (c as ContactField)

export interface OpsClinic {
  id: string
  slug: string
  name: string
  city: string
  state: string
  zip: string | null
  address: string | null
  phone: string | null
  website: string | null
  hours: Record<Weekday, string | null>
  timezone: string
  sources: string[]
  status: ClinicStatus
  verification: Verification
  /** The before-you-go facts as stored (each with its confirmation in `verification`). */
  facts: OpsFacts
  nextCheckAfter: string | null
  doNotCall: boolean
  doNotCallReason: string | null
  /** The clinic's point and how it was found; null when it has none. */
  coordinates: OpsCoordinates | null
  /** Its town's point (what an approximate clinic is placed at); null when unknown. */
  townPoint: { lat: number; lng: number } | null
  /**
   * The dated exceptions to its weekly hours (holiday answers), each
   * confirmed, in date order; passed ones included (the history).
   */
  hoursExceptions: HoursException[]
}

export interface OpsCoordinates {
  lat: number
  lng: number
  approximate: boolean
  /** source, geocoder or town; null in a database from before the method was stored. */
  method: string | null
  /** The geocoder's match level (house, street) for method geocoder. */
  match: string | null
}

/** A clinics row (database or built-in data) plus the clinic_internal facts. */
export type ClinicSourceRow = VerificationColumns &
  FactColumns & {
    id: string
    slug: string | null
    name: string
    city: string
    state: string
    zip: string | null
    address: string | null
    phone: string | null
    website: string | null
    timezone: string | null
    sources: string[] | null
    do_not_call?: boolean | null
    do_not_call_reason?: string | null
    latitude?: number | null
    longitude?: number | null
    coordinates_approximate?: boolean | null
    coordinates_method?: string | null
    coordinates_match?: string | null
    town_latitude?: number | null
    town_longitude?: number | null
    /** The stored list (jsonb or the data file's), read by readHoursExceptions. */
    hours_exceptions?: unknown
  } & Partial<Record<HoursColumn, string | null>>

const textOrNull = (v: unknown): string | null =>
  typeof v === 'string' && v.trim() !== '' ? v : null

const numberOrNull = (v: unknown): number | null => {
  const n = typeof v === 'string' ? Number(v) : v
  return typeof n === 'number' && Number.isFinite(n) ? n : null
}

function pointOf(lat: unknown, lng: unknown) {
  const a = numberOrNull(lat)
  const b = numberOrNull(lng)
  return a === null || b === null ? null : { lat: a, lng: b }
}

export function toOpsClinic(row: ClinicSourceRow): OpsClinic {
  const r = row as unknown as Record<string, unknown>
  const tsCols = Object.fromEntries(
    VERIFIED_FIELDS.flatMap((f) => [
      [verifiedAtColumn(f), isoTimestamp(r[verifiedAtColumn(f)])],
      [verifiedMethodColumn(f), r[verifiedMethodColumn(f)] ?? null],
    ]),
  ) as VerificationColumns
  const verification = verificationOf(tsCols)
  const f = factsOf(row, verification)
  return {
    id: row.id,
    slug: row.slug ?? '',
    name: row.name,
    city: row.city,
    state: row.state,
    zip: textOrNull(row.zip),
    address: textOrNull(row.address),
    phone: textOrNull(row.phone),
    website: textOrNull(row.website),
    hours: Object.fromEntries(
      WEEKDAYS.map((d) => [d, textOrNull(r[`hours_${d}`])]),
    ) as Record<Weekday, string | null>,
    timezone: textOrNull(row.timezone) ?? 'America/Chicago',
    sources: row.sources ?? [],
    status: isClinicStatus(row.status) ? row.status : 'active',
    verification,
    facts: {
      min_age: f.minAgeMonths,
      medicaid: f.medicaidSomePlans ? 'some' : f.acceptsMedicaidKchip,
      xray: f.xrayOnSite,
      last_checkin: f.lastCheckinMinutesBeforeClose,
      languages: f.languages,
    },
    nextCheckAfter: isoTimestamp(row.next_check_after),
    doNotCall: row.do_not_call === true,
    doNotCallReason: textOrNull(row.do_not_call_reason),
    coordinates: coordinatesOf(row),
    townPoint: pointOf(row.town_latitude, row.town_longitude),
    hoursExceptions: readHoursExceptions(row.hours_exceptions).exceptions,
  }
}

/**
 * An exception in its stored form (the data file's and the column's), keys
 * in one order: what ops:apply writes, and what an event records.
 */
export function exceptionRow(e: HoursException): HoursExceptionRow {
  return {
    date: e.date,
    ...(e.hours === null ? { closed: true } : { hours: e.hours }),
    ...(e.note === null ? {} : { note: e.note }),
    confirmed_at: e.confirmedAt,
    method: e.method,
  }
}

function coordinatesOf(row: ClinicSourceRow): OpsCoordinates | null {
  const point = pointOf(row.latitude, row.longitude)
  if (!point) return null
  return {
    ...point,
    approximate: row.coordinates_approximate === true,
    method: textOrNull(row.coordinates_method),
    match: textOrNull(row.coordinates_match),
  }
}

/**
 * Whether the clinic has no point of its own: none at all, or its town's
 * (ops:geocode looks for one). A database from before the method was
 * stored says so by the approximate flag alone.
 */
export const lacksOwnPoint = (c: OpsClinic): boolean =>
  c.coordinates === null ||
  c.coordinates.method === 'town' ||
  (c.coordinates.method === null && c.coordinates.approximate)

/**
 * What a geocode sheet's row was written against: the address and the
 * point as they were. Apart from the call sheets' fingerprint, so that
 * accepting a point never invalidates a call sheet being filled in, and a
 * call never invalidates a geocode sheet unless it changed the address.
 */
export function coordinatesFingerprint(c: OpsClinic): string {
  const facts = [
    c.address,
    c.city,
    c.state,
    c.zip,
    c.coordinates?.lat ?? null,
    c.coordinates?.lng ?? null,
    c.coordinates?.method ?? null,
    c.coordinates?.match ?? null,
  ]
  return (
    'fp-' +
    createHash('sha256')
      .update(JSON.stringify(['coordinates', ...facts]))
      .digest('hex')
      .slice(0, 16)
  )
}

/** The stored value of one value column. */
export function valueOf(c: OpsClinic, column: ValueColumn): string | null {
  if (column.startsWith('hours_'))
    return c.hours[column.slice('hours_'.length) as Weekday]
  return c[column as 'phone' | 'address' | 'website']
}

/**
 * What a sheet row was written against: every fact ops:apply may change.
 * A different fingerprint at apply time means someone changed the clinic
 * since the sheet was printed. Prefixed so a spreadsheet keeps it as text.
 */
export function fingerprint(c: OpsClinic): string {
  const confirmation = (f: (typeof VERIFIED_FIELDS)[number]) => [
    c.verification[f]?.at ?? null,
    c.verification[f]?.method ?? null,
  ]
  // The before-you-go facts count once one is known: a sheet printed before
  // them keeps its fingerprint for a clinic that has none.
  const withFacts = FACT_FIELDS.some(
    (f) => c.facts[f] !== null || c.verification[f] !== null,
  )
  const facts = [
    ...VALUE_COLUMNS.map((col) => valueOf(c, col)),
    c.status,
    ...CONTACT_FIELDS.flatMap(confirmation),
    c.nextCheckAfter,
    ...(withFacts
      ? FACT_FIELDS.flatMap((f) => [c.facts[f], ...confirmation(f)])
      : []),
    // The hours exceptions likewise once one is stored (as read, so the
    // file and the database agree whatever their key order).
    ...(c.hoursExceptions.length > 0
      ? [
          'hours_exceptions',
          ...c.hoursExceptions.map((e) => [
            e.date,
            e.hours,
            e.note,
            e.confirmedAt,
            e.method,
          ]),
        ]
      : []),
  ]
  return (
    'fp-' +
    createHash('sha256')
      .update(JSON.stringify(facts))
      .digest('hex')
      .slice(0, 16)
  )
}

/** The columns a patch may set: data file keys and clinics columns alike. */
export type PatchColumn =
  | ValueColumn
  | 'status'
  | 'next_check_after'
  | `${VerifiedField}_verified_at`
  | `${VerifiedField}_verified_method`

export type ClinicPatch = Partial<Record<PatchColumn, string | null>> & {
  [
    K in Exclude<
      keyof FactColumns,
      'accepts_medicaid_kchip' | 'medicaid_kchip_some_plans'
    >
  ]?: FactColumns[K]
} & {
  /** 'some': some plans only; a store writes it as two columns (storedPatch). */
  accepts_medicaid_kchip?: boolean | 'some' | null
  /** The whole list, as it is to be stored (replaces the stored one). */
  hours_exceptions?: HoursExceptionRow[]
}

/** The value column of a fact, by its field. */
export const factColumn = (f: FactField) => FACT_VALUE_COLUMNS[f]

/**
 * A patch as the columns a store writes: Medicaid/KCHIP 'some' (some plans
 * only) is accepts_medicaid_kchip true with medicaid_kchip_some_plans true.
 * The second column is written only when it changes (to true, or back to
 * false from a clinic that had some plans), so a yes or no reaches a
 * database or a data file from before the column as it always did.
 */
export function storedPatch(
  patch: Readonly<Record<string, unknown>>,
  clinic: Pick<OpsClinic, 'facts'>,
): Record<string, unknown> {
  if (!('accepts_medicaid_kchip' in patch)) return { ...patch }
  const v = patch.accepts_medicaid_kchip
  const out: Record<string, unknown> = {
    ...patch,
    accepts_medicaid_kchip: v === 'some' ? true : v,
  }
  if (v === 'some') out.medicaid_kchip_some_plans = true
  else if (clinic.facts.medicaid === 'some')
    out.medicaid_kchip_some_plans = false
  return out
}

/**
 * A value an event records before and after: text, a fact's value, or one
 * day's hours exception (a holiday answer, under `holiday_YYYY-MM-DD`).
 */
export type EventValue = string | FactValue | HoursExceptionRow | null

/** One verification_events row ('geocoder': a reviewed point from ops:geocode). */
export interface VerificationEvent {
  clinic_id: string
  outcome: VerificationOutcome
  method: VerificationMethod | 'geocoder'
  changes: Record<string, { before: EventValue; after: EventValue }>
  confirmed: VerifiedField[]
  note: string | null
  initials: string
  created_at: string
}

/** The clinic with a patch applied (pure; for checks and tests). */
export function applyPatch(c: OpsClinic, patch: ClinicPatch): OpsClinic {
  const next: OpsClinic = {
    ...c,
    hours: { ...c.hours },
    verification: { ...c.verification },
  }
  if (patch.hours_exceptions)
    next.hoursExceptions = readHoursExceptions(
      patch.hours_exceptions,
    ).exceptions
  for (const [k, v] of Object.entries(patch) as [
    PatchColumn,
    string | null,
  ][]) {
    if ((k as string) === 'hours_exceptions') continue
    if (k === 'phone' || k === 'address' || k === 'website') next[k] = v
    else if (k.startsWith('hours_'))
      next.hours[k.slice('hours_'.length) as Weekday] = v
    else if (k === 'status') next.status = isClinicStatus(v) ? v : next.status
    else if (k === 'next_check_after') next.nextCheckAfter = v
  }
  next.facts = { ...c.facts }
  for (const f of FACT_FIELDS) {
    const col = factColumn(f)
    if (col in patch) next.facts[f] = (patch[col] ?? null) as FactValue | null
  }
  for (const f of VERIFIED_FIELDS) {
    const at = verifiedAtColumn(f)
    const m = verifiedMethodColumn(f)
    if (at in patch || m in patch) {
      const v = patch[at] ?? null
      const method = patch[m] ?? null
      next.verification[f] =
        v && method ? { at: v, method: method as VerificationMethod } : null
    }
  }
  return next
}

/**
 * What a store writes for one row of a sheet: the clinic as planned, the
 * fingerprint the row was written against (of the facts `covers` names:
 * a call or research sheet's, or a geocode sheet's coordinates), the
 * columns to set and the event to log.
 */
export interface StoreWrite {
  clinic: OpsClinic
  fingerprint: string
  covers?: 'coordinates'
  patch: Readonly<Record<string, unknown>>
  event: VerificationEvent
}

/** The clinic's fingerprint as the write's sheet took it. */
export const fingerprintFor = (w: StoreWrite, c: OpsClinic): string =>
  w.covers === 'coordinates' ? coordinatesFingerprint(c) : fingerprint(c)
