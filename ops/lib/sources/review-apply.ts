/**
 * `ops:apply` of a harvest review sheet (issue 51, 'Proposals, not
 * writes'), pure: the rows the operator accepted become one write per
 * clinic, each value stored with how it was found ('website', 'map',
 * 'registry'), the source's date as its confirmation's, and the source's
 * URL added to the listing's sources. Nothing else is stored: a row left
 * empty waits, a row answered no is refused for good (until a new harvest).
 *
 * Refused, naming the row (the whole sheet: nothing is planned when any
 * row is wrong): a value the site cannot read, a stored value or
 * confirmation that changed since the harvest (a fresh sheet is asked
 * for), two values accepted for one field, a value over a call, visit or
 * word from the clinic on or after the source's date, a source's week of
 * hours taken in part, or a week no urgent care keeps.
 */
import { WEEKDAYS, type Weekday } from '../../../src/domain/clinic.ts'
import { distanceMiles } from '../../../src/domain/geo/distance.ts'
import {
  readOperatorHours,
  unusualDay,
  unusualWeek,
} from '../../../src/domain/hours/operator-hours.ts'
import type {
  VerificationMethod,
  VerifiedField,
} from '../../../src/domain/verification.ts'
import {
  DEFAULT_ZONE,
  SHORT_WEEKDAY,
  fingerprint,
  localDate,
  localDay,
  normalizePhone,
  sourceName,
  type OpsClinic,
  type SheetRow,
  type StoreWrite,
  type VerificationEvent,
} from '../core/index.ts'
import {
  REVIEW_COLUMNS,
  REVIEW_FIELDS,
  isStrongMethod,
  storedConfirmed,
  storedValue,
  verifiedField,
  type ReviewField,
} from './review.ts'

/** A review sheet from ops:harvest (not a call, research or geocode sheet). */
export const isHarvestSheet = (header: readonly string[]) =>
  header.includes('why_not_by_default') && header.includes('source_date')

/**
 * Whether an accepted row, as the sheet has it, writes anything: a value
 * other than the stored one, or a confirmation where none as strong or as
 * new is stored (a point the same as stored writes nothing). What tells
 * ops:apply a sheet already applied: the clinics with such a row have an
 * event at its time.
 */
export function rowWrites(cells: Readonly<Record<string, string>>): boolean {
  const cell = (k: string) => (cells[k] ?? '').trim()
  if (cell('value') !== cell('stored')) return true
  if (cell('field') === 'point') return false
  const m = /^(\d{4}-\d{2}-\d{2}) \((\w+)\)$/.exec(cell('stored_confirmed'))
  if (!m) return true
  return (
    !isStrongMethod(m[2] as VerificationMethod) && m[1]! < cell('source_date')
  )
}

/** A point from a source further than this from its town's point is refused. */
export const SOURCE_FAR_MILES = 15

/** How a value from each source is stored: the verification method. */
const METHOD_OF: Readonly<Record<string, VerificationMethod>> = {
  website: 'website',
  osm: 'map',
  nppes: 'registry',
}
/** When one clinic's accepted values come from several sources, its event names the first of these. */
const METHOD_ORDER: readonly VerificationMethod[] = [
  'website',
  'registry',
  'map',
]

export interface PlannedSourceWrite extends StoreWrite {
  /** The sheet rows this write stores. */
  lines: number[]
  /** What the operator reads before the yes. */
  review: string[]
}

export interface HarvestPlan {
  problems: string[]
  checks: PlannedSourceWrite[]
  /** Rows answered no: nothing stored. */
  rejected: number[]
  /** Rows with accept empty: not reviewed, nothing stored. */
  skipped: number[]
  /** Accepted rows that store nothing (the value and a newer confirmation are already there). */
  unchanged: number[]
}

const YES = new Set(['yes', 'y'])
const NO = new Set(['no', 'n'])

interface Accepted {
  line: number
  clinic: OpsClinic
  field: ReviewField
  /** As stored: '(270) 555-0100', '8:00 AM - 5:00 PM', a point. */
  value: string
  point: { lat: number; lng: number } | null
  source: string
  method: VerificationMethod
  url: string
  date: string
  sameAsStored: boolean
}

const fieldWords = (f: ReviewField) =>
  f.startsWith('hours_')
    ? `hours (${SHORT_WEEKDAY[f.slice('hours_'.length) as Weekday]})`
    : f

/** The confirmation time of a source's date: noon UTC (the same day in Kentucky), never after now. */
function sourceAt(date: string, now: Date): string {
  const t = Math.min(Date.parse(`${date}T12:00:00.000Z`), now.getTime())
  return new Date(t).toISOString()
}

function readPoint(text: string): { lat: number; lng: number } | null {
  const m = /^\s*(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/.exec(
    text,
  )
  if (!m) return null
  const lat = Number(m[1])
  const lng = Number(m[2])
  return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : null
}

/**
 * Validates a reviewed harvest sheet against the clinics as they are now
 * and plans one write per clinic with accepted rows; `by` is who reviewed
 * it (--by). Nothing is planned when there is any problem.
 */
export function planHarvestSheet(
  header: readonly string[],
  rows: readonly SheetRow[],
  clinics: readonly OpsClinic[],
  now: Date,
  opts: { by: string; sheet: string; acceptUnusual?: ReadonlySet<number> },
): HarvestPlan {
  const missing = REVIEW_COLUMNS.filter((h) => !header.includes(h))
  const empty: HarvestPlan = {
    problems: [],
    checks: [],
    rejected: [],
    skipped: [],
    unchanged: [],
  }
  if (missing.length > 0)
    return {
      ...empty,
      problems: [
        `the sheet has no column ${missing.join(', ')}: is it a review sheet from ops:harvest?`,
      ],
    }
  const problems: string[] = []
  const rejected: number[] = []
  const skipped: number[] = []
  const byId = new Map(clinics.map((c) => [c.id, c]))
  const accepted: Accepted[] = []
  // Clinics with a refused row: their week is not weighed (one reason at a time).
  const troubled = new Set<string>()
  // clinic → field → the rows of the sheet (any answer), for the week rule
  const sheetRows = new Map<
    string,
    { line: number; cells: SheetRow['cells'] }[]
  >()
  const today = localDate(now, DEFAULT_ZONE)
  const fresh =
    'run ops:harvest again for a fresh sheet (--offline reads the answers already kept)'

  for (const { line, cells } of rows) {
    const cell = (k: string) => (cells[k] ?? '').trim()
    const bad = (msg: string) => {
      problems.push(`row ${line}: ${msg}`)
      troubled.add(cell('clinic_id'))
    }
    const list = sheetRows.get(cell('clinic_id')) ?? []
    list.push({ line, cells })
    sheetRows.set(cell('clinic_id'), list)
    const answer = cell('accept').toLowerCase()
    if (answer === '') {
      if (cell('clinic_id') !== '') skipped.push(line)
      continue
    }
    if (NO.has(answer)) {
      rejected.push(line)
      continue
    }
    if (!YES.has(answer)) {
      bad(
        `accept ${JSON.stringify(cell('accept'))}: write yes (store the source's value), no (leave it), or leave it empty`,
      )
      continue
    }
    const clinic = byId.get(cell('clinic_id'))
    if (!clinic) {
      bad(`no clinic has the id ${JSON.stringify(cell('clinic_id'))}`)
      continue
    }
    const field = cell('field') as ReviewField
    if (!(REVIEW_FIELDS as readonly string[]).includes(field)) {
      bad(
        `field ${JSON.stringify(cell('field'))}: one of ${REVIEW_FIELDS.join(', ')}, as ops:harvest wrote it`,
      )
      continue
    }
    const what = `${clinic.name}, ${fieldWords(field)}`
    const method = METHOD_OF[cell('source')]
    if (!method) {
      bad(
        `${what}: source ${JSON.stringify(cell('source'))} is none of ${Object.keys(METHOD_OF).join(', ')}`,
      )
      continue
    }
    const url = cell('url')
    if (!/^https?:\/\/\S+$/.test(url) || url.length > 2000) {
      bad(
        `${what}: url ${JSON.stringify(url)} is not the source's web address (http or https)`,
      )
      continue
    }
    const date = cell('source_date')
    if (
      !/^\d{4}-\d{2}-\d{2}$/.test(date) ||
      Number.isNaN(Date.parse(`${date}T00:00:00Z`)) ||
      date > today
    ) {
      bad(
        `${what}: source_date ${JSON.stringify(date)} is not a date on or before today (YYYY-MM-DD)`,
      )
      continue
    }
    // What the row was written against must still be what is stored.
    const storedNow = storedValue(clinic, field) ?? ''
    const confirmedNow = storedConfirmed(clinic, field)
    if (
      cell('stored') !== storedNow ||
      cell('stored_confirmed') !== confirmedNow
    ) {
      bad(
        `${what} changed since the harvest (the sheet has ${JSON.stringify(cell('stored'))}, confirmed ${cell('stored_confirmed') || 'never'}; stored now ${JSON.stringify(storedNow)}, confirmed ${confirmedNow}): ${fresh}`,
      )
      continue
    }
    const raw = cell('value')
    let value: string | null = null
    let point: { lat: number; lng: number } | null = null
    if (field === 'phone') {
      value = normalizePhone(raw)
      if (value === null)
        bad(`${what}: ${JSON.stringify(raw)} is not a 10-digit US phone number`)
    } else if (field === 'point') {
      point = readPoint(raw)
      if (!point)
        bad(`${what}: ${JSON.stringify(raw)} is not a point (lat, lng)`)
      else {
        const miles = clinic.townPoint
          ? distanceMiles(clinic.townPoint, point)
          : null
        if (miles === null || miles > SOURCE_FAR_MILES)
          bad(
            `${what}: the point is ${miles === null ? 'not checkable (no town point)' : `${miles} miles from ${clinic.city}'s point`}, more than ${SOURCE_FAR_MILES}: not stored from a source`,
          )
        else value = `${point.lat.toFixed(6)}, ${point.lng.toFixed(6)}`
      }
    } else {
      const h = readOperatorHours(raw)
      if (h.kind === 'refused') bad(`${what}: ${JSON.stringify(raw)} ${h.why}`)
      else {
        const odd = unusualDay(h)
        if (odd && !opts.acceptUnusual?.has(line))
          bad(
            `${what}: ${odd}; if the source truly says so, run again with --accept-unusual ${line}`,
          )
        else value = h.text
      }
    }
    if (value === null) continue
    const confirmation = clinic.verification[verifiedField(field)]
    const sameAsStored = storedNow === value
    if (
      !sameAsStored &&
      field !== 'point' &&
      confirmation &&
      confirmation.at.slice(0, 10) >= date
    ) {
      bad(
        isStrongMethod(confirmation.method)
          ? `${what}: confirmed (${confirmation.method}) on ${confirmation.at.slice(0, 10)}, on or after the source's date ${date}: a source never replaces a newer call, visit or word from the clinic; if the clinic changed, call it`
          : `${what}: already from a source (${confirmation.method}) dated ${confirmation.at.slice(0, 10)}, on or after this one's ${date}: the newer source stays`,
      )
      continue
    }
    accepted.push({
      line,
      clinic,
      field,
      value,
      point,
      source: cell('source'),
      method,
      url,
      date,
      sameAsStored,
    })
  }

  // One value per field and clinic.
  const byField = new Map<string, Accepted[]>()
  for (const a of accepted) {
    const k = `${a.clinic.id}\u0000${a.field}`
    byField.set(k, [...(byField.get(k) ?? []), a])
  }
  for (const list of byField.values()) {
    const values = new Set(list.map((a) => a.value))
    if (values.size > 1)
      problems.push(
        `rows ${list.map((a) => a.line).join(', ')}: ${list[0]!.clinic.name}, ${fieldWords(list[0]!.field)}: ${values.size} different values accepted (${list.map((a) => `${sourceName(a.source)} ${a.value}`).join('; ')}): accept one, or call the clinic`,
      )
  }

  // A source's hours are a week: taken whole, from one source.
  const byClinic = new Map<string, Accepted[]>()
  for (const a of accepted)
    byClinic.set(a.clinic.id, [...(byClinic.get(a.clinic.id) ?? []), a])
  for (const [id, list] of byClinic) {
    const hours = list.filter((a) => a.field.startsWith('hours_'))
    if (hours.length === 0 || troubled.has(id)) continue
    const clinic = list[0]!.clinic
    const urls = new Set(hours.map((a) => a.url))
    if (urls.size > 1) {
      problems.push(
        `rows ${hours.map((a) => a.line).join(', ')}: ${clinic.name}: hours accepted from ${urls.size} sources (${[...urls].join(', ')}): the week is taken from one source`,
      )
      continue
    }
    const url = hours[0]!.url
    const week: (string | null)[] = []
    const gaps: string[] = []
    for (const d of WEEKDAYS) {
      const field = `hours_${d}` as ReviewField
      const taken = hours.find((a) => a.field === field)
      if (taken) {
        week.push(taken.value)
        continue
      }
      const row = (sheetRows.get(id) ?? []).find(
        (r) =>
          (r.cells.field ?? '').trim() === field &&
          (r.cells.url ?? '').trim() === url,
      )
      const stored = clinic.hours[d]
      const h = row ? readOperatorHours((row.cells.value ?? '').trim()) : null
      const same = h !== null && h.kind !== 'refused' && h.text === stored
      if (!same)
        gaps.push(
          row
            ? `${SHORT_WEEKDAY[d]} (row ${row.line}, not accepted, differs from stored)`
            : `${SHORT_WEEKDAY[d]} (no row from this source)`,
        )
      week.push(stored)
    }
    if (gaps.length > 0) {
      problems.push(
        `rows ${hours.map((a) => a.line).join(', ')}: ${clinic.name}: part of ${sourceName(hours[0]!.source)}'s week accepted, not ${gaps.join(', ')}: the hours are confirmed as a week, so accept its seven days together, or none`,
      )
      continue
    }
    const oddWeek = unusualWeek(week)
    if (oddWeek && !hours.some((a) => opts.acceptUnusual?.has(a.line)))
      problems.push(
        `rows ${hours.map((a) => a.line).join(', ')}: ${clinic.name}: ${oddWeek}; if the source truly says so, run again with --accept-unusual ${hours[0]!.line}`,
      )
  }
  if (problems.length > 0) return { ...empty, problems, rejected, skipped }

  const checks: PlannedSourceWrite[] = []
  const unchanged: number[] = []
  const at = now.toISOString()
  for (const [, list] of byClinic) {
    const w = clinicWrite(list, now, at, opts)
    if (w) checks.push(w)
    else unchanged.push(...list.map((a) => a.line))
  }
  return { problems: [], checks, rejected, skipped, unchanged }
}

/** One clinic's accepted rows as one write, or null when nothing changes. */
function clinicWrite(
  list: readonly Accepted[],
  now: Date,
  at: string,
  opts: { by: string; sheet: string },
): PlannedSourceWrite | null {
  const clinic = list[0]!.clinic
  const patch: Record<string, unknown> = {}
  const changes: VerificationEvent['changes'] = {}
  const confirmed = new Set<VerifiedField>()
  const review: string[] = []
  const used: Accepted[] = []
  // A confirmation is set when the value changes, or when it is newer than
  // the stored one and the stored one is from a source too (a call, a
  // visit or the clinic's word already vouches for the same value).
  const confirms = (f: VerifiedField, a: Accepted) => {
    const v = clinic.verification[f]
    return (
      !a.sameAsStored ||
      v === null ||
      (!isStrongMethod(v.method) && v.at.slice(0, 10) < a.date)
    )
  }
  const setConfirmation = (f: VerifiedField, a: Accepted) => {
    patch[`${f}_verified_at`] = sourceAt(a.date, now)
    patch[`${f}_verified_method`] = a.method
    confirmed.add(f)
  }

  const phone = list.find((a) => a.field === 'phone')
  if (phone && confirms('phone', phone)) {
    if (!phone.sameAsStored) {
      patch.phone = phone.value
      changes.phone = { before: clinic.phone, after: phone.value }
    }
    setConfirmation('phone', phone)
    used.push(phone)
    review.push(
      `  phone: ${clinic.phone ?? '(none)'} → ${phone.value}${phone.sameAsStored ? ' (as stored)' : ''}, from the ${sourceName(phone.source)} of ${phone.date}`,
    )
  }

  const hours = list.filter((a) => a.field.startsWith('hours_'))
  if (
    hours.length > 0 &&
    confirms('hours', hours.find((a) => !a.sameAsStored) ?? hours[0]!)
  ) {
    const first = hours[0]!
    const changed: string[] = []
    for (const a of hours) {
      const d = a.field.slice('hours_'.length) as Weekday
      if (a.sameAsStored) continue
      patch[a.field] = a.value
      changes[a.field] = { before: clinic.hours[d], after: a.value }
      changed.push(
        `${SHORT_WEEKDAY[d]} ${clinic.hours[d] ?? '(none)'} → ${a.value}`,
      )
    }
    setConfirmation('hours', first)
    used.push(...hours)
    review.push(
      `  hours, the week from the ${sourceName(first.source)} of ${first.date}: ${changed.length > 0 ? changed.join('; ') : 'as stored'}`,
    )
  }

  const point = list.find((a) => a.field === 'point')
  if (point && !point.sameAsStored && point.point) {
    const old = clinic.coordinates
    const map = point.source === 'osm'
    patch.latitude = point.point.lat
    patch.longitude = point.point.lng
    patch.coordinates_method = map ? 'map' : 'source'
    patch.coordinates_match = null
    patch.coordinates_approximate = false
    patch.coordinates_source = [point.url]
    patch.coordinates_note = `Point from ${map ? 'OpenStreetMap' : "the clinic's own web page"} (${point.url}, dated ${point.date}); reviewed and accepted by ${opts.by} on ${localDay(at, clinic.timezone)}.`
    const str = (v: number | null | undefined) =>
      v === null || v === undefined ? null : String(v)
    changes.latitude = { before: str(old?.lat), after: String(point.point.lat) }
    changes.longitude = {
      before: str(old?.lng),
      after: String(point.point.lng),
    }
    changes.coordinates_method = {
      before: old?.method ?? null,
      after: patch.coordinates_method as string,
    }
    used.push(point)
    review.push(
      `  point: ${old ? `${old.lat}, ${old.lng} (${old.method === 'town' ? "the town's point" : (old.method ?? 'stored')})` : '(none)'} → ${point.value}, from ${sourceName(point.source)} of ${point.date}`,
    )
  }

  if (used.length === 0) return null
  const urls = [...new Set(used.map((a) => a.url))]
  const sources = [
    ...clinic.sources,
    ...urls.filter((u) => !clinic.sources.includes(u)),
  ]
  if (sources.length !== clinic.sources.length) {
    patch.sources = sources
    changes.sources = {
      before: clinic.sources.join(' '),
      after: sources.join(' '),
    }
  }
  const method =
    METHOD_ORDER.find((m) => used.some((a) => a.method === m)) ?? 'website'
  const outcome = Object.keys(changes).some((k) => k !== 'sources')
    ? 'changed'
    : 'confirmed'
  return {
    clinic,
    fingerprint: fingerprint(clinic),
    lines: used.map((a) => a.line).sort((x, y) => x - y),
    patch,
    review: [
      `${clinic.name} (${clinic.city}), rows ${[...new Set(used.map((a) => a.line))].sort((x, y) => x - y).join(', ')}: from public sources, accepted by ${opts.by}`,
      ...review,
      ...urls
        .filter((u) => !clinic.sources.includes(u))
        .map((u) => `  source added: ${u}`),
    ],
    event: {
      clinic_id: clinic.id,
      outcome,
      method,
      changes,
      confirmed: [...confirmed].filter(
        (f) =>
          !(f === 'phone' && 'phone' in changes) &&
          !(
            f === 'hours' &&
            Object.keys(changes).some((k) => k.startsWith('hours_'))
          ),
      ),
      note: `From ${opts.sheet}: ${used
        .map(
          (a) =>
            `${fieldWords(a.field)} ${sourceName(a.source)} ${a.url} (${a.date})`,
        )
        .filter((x, i, all) => all.indexOf(x) === i)
        .join('; ')}`.slice(0, 2000),
      initials: opts.by,
      created_at: at,
    },
  }
}

/** The review before the yes. */
export function describeHarvestPlan(plan: HarvestPlan): string[] {
  const out = plan.checks.flatMap((c) => c.review)
  if (plan.unchanged.length > 0)
    out.push(
      `Rows ${plan.unchanged.join(', ')}: accepted, nothing to store (the value and a confirmation as strong or newer are already there).`,
    )
  if (plan.rejected.length > 0)
    out.push(`Rows ${plan.rejected.join(', ')}: answered no, nothing stored.`)
  if (plan.skipped.length > 0)
    out.push(
      `Rows ${plan.skipped.join(', ')}: accept empty, not reviewed yet: nothing stored.`,
    )
  return out
}
