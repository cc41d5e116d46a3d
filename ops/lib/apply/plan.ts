/**
 * A filled sheet to a reviewed plan (ops:apply), pure: every row validated
 * before anything is touched, each clinic's patch (values, confirmed dates,
 * status, next check), one event per row, and the field-by-field diff.
 *
 * Cells: an empty cell never changes a stored value; `unknown` erases it
 * (and its confirmed date); any other value is validated (hours through the
 * app's own parser, phone as a 10-digit North American number) and, when it
 * equals the stored value, counts as re-confirmed. `confirm` lists the
 * fields re-confirmed as stored (phone, hours, address, website, or all;
 * the before-you-go facts by name only: min_age, medicaid, xray,
 * last_checkin, languages). Fact cells are read by ./facts.ts.
 */
import {
  type SheetRow,
  HOURS_COLUMNS,
  VALUE_COLUMNS,
  applyPatch,
  exceptionRow,
  factColumn,
  fieldOfColumn,
  fingerprint,
  valueOf,
  type ClinicPatch,
  type OpsClinic,
  type EventValue,
  type ValueColumn,
  type VerificationEvent,
  FACT_FIELDS,
  FACT_LABELS,
  describeFact,
  parseFact,
  sameFact,
  type FactField,
  type FactValue,
  localTime,
  HOLIDAY_COLUMN,
  exceptionText,
  holidayColumn,
  holidayColumnProblem,
  holidayLabel,
  holidaysToAsk,
  readHolidayAnswer,
  storedHolidayColumn,
  storedHolidayText,
  weekdayOf,
} from '../core/index.ts'
import { normalizePhone } from '../core/index.ts'

export { normalizePhone }
import { WEEKDAYS, type Weekday } from '../../../src/domain/clinic.ts'
import {
  readOperatorHours,
  unusualDay,
  unusualWeek,
} from '../../../src/domain/hours/operator-hours.ts'
import {
  CONTACT_FIELDS,
  VERIFICATION_METHODS,
  VERIFICATION_OUTCOMES,
  VERIFIED_FIELDS,
  type ContactField,
  type VerificationMethod,
  type VerificationOutcome,
  type VerifiedField,
} from '../../../src/domain/verification.ts'
import {
  isVerificationMethod,
  isVerificationOutcome,
  verifiedAtColumn,
  verifiedMethodColumn,
} from '../../../src/domain/verification-row.ts'
import {
  FILL_COLUMNS,
  INFO_COLUMNS,
  sheetRow,
  weekText,
} from '../sheets-out/index.ts'
import {
  readHoursException,
  type HoursException,
  type HoursExceptionRow,
} from '../../../src/domain/hours/hours-exceptions.ts'

export const NO_ANSWER_RETRY_MS = 2 * 60 * 60 * 1000
export const TEMPORARILY_CLOSED_RETRY_DAYS = 7

/** Cells that hold what the operator wrote; a row with none of them is skipped. */
const REQUIRED_HEADER = [
  'id',
  'fingerprint',
  ...FILL_COLUMNS.filter(
    (k) => !(FACT_FIELDS as readonly string[]).includes(k),
  ),
] as const

export type { SheetRow }

const isFactField = (f: string): f is FactField =>
  (FACT_FIELDS as readonly string[]).includes(f)

export interface PlannedCheck {
  line: number
  clinic: OpsClinic
  after: OpsClinic
  outcome: VerificationOutcome
  method: VerificationMethod
  patch: ClinicPatch
  event: VerificationEvent
  /** The fingerprint the sheet was written against. */
  fingerprint: string
  /** The days whose hours the sheet gives (the rest of a confirmed week is confirmed as stored). */
  hoursHeard: Weekday[]
  /** The holidays answered 'same as usual' (YYYY-MM-DD). */
  holidaysUsual: string[]
}

export interface Plan {
  problems: string[]
  checks: PlannedCheck[]
  /** Rows with no outcome and nothing written: not checked yet. */
  skipped: number[]
  /** Research rows marked not_found: nothing stored, still to research. */
  notFound: number[]
}

/**
 * The research sheet's outcomes (clinics without a phone: found on a
 * website, not found, closed), as the outcomes they are recorded as.
 */
export const RESEARCH_OUTCOMES = ['found', 'not_found', 'closed'] as const

const UNKNOWN = 'unknown'

/**
 * One day's hours, as the site will read them: "Closed", or a range written
 * the data's way ("8:00 AM - 8:00 PM"); null when the operator's text is
 * refused (src/domain/hours/operator-hours.ts says why).
 */
export function normalizeHours(text: string): string | null {
  const h = readOperatorHours(text)
  return h.kind === 'refused' ? null : h.text
}

/** An http(s) address, as written, or null. */
export function normalizeWebsite(text: string): string | null {
  const t = text.trim()
  try {
    const u = new URL(t)
    return (u.protocol === 'https:' || u.protocol === 'http:') &&
      u.hostname.includes('.')
      ? t
      : null
  } catch {
    return null
  }
}

export function normalizeAddress(text: string): string | null {
  const t = text.trim().replace(/\s+/g, ' ')
  return t.length >= 3 && t.length <= 200 && /[a-z]/i.test(t) ? t : null
}

const NORMALIZE: Record<
  'phone' | 'address' | 'website' | 'hours',
  (s: string) => string | null
> = {
  phone: normalizePhone,
  address: normalizeAddress,
  website: normalizeWebsite,
  hours: normalizeHours,
}

const HOW: Record<'phone' | 'address' | 'website' | 'hours', string> = {
  phone: 'a 10-digit phone number such as (270) 555-0100',
  address: 'a street address',
  website: 'an http(s):// address',
  hours: "hours the site can read, such as '8:00 AM - 8:00 PM' or 'Closed'",
}

/** The start of the next calendar day in `timeZone`, as an instant. */
export function startOfNextDay(now: Date, timeZone: string): Date {
  const parts = (at: Date) => {
    const p = Object.fromEntries(
      new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      })
        .formatToParts(at)
        .map((x) => [x.type, x.value]),
    )
    return p as Record<string, string>
  }
  const local = parts(now)
  // The local date of tomorrow, then the instant whose local time is 00:00 on
  // it: start from UTC midnight and correct by the zone's offset (twice, for
  // a change of offset in between).
  const tomorrow = new Date(
    Date.UTC(
      Number(local.year),
      Number(local.month) - 1,
      Number(local.day) + 1,
    ),
  )
  let guess = tomorrow.getTime()
  for (let i = 0; i < 2; i++) {
    const p = parts(new Date(guess))
    const asUtc = Date.UTC(
      Number(p.year),
      Number(p.month) - 1,
      Number(p.day),
      Number(p.hour),
      Number(p.minute),
      Number(p.second),
    )
    guess += tomorrow.getTime() - asUtc
  }
  return new Date(guess)
}

function parseConfirm(text: string): {
  fields: VerifiedField[]
  all: boolean
  bad: string[]
} {
  const words = text
    .toLowerCase()
    .split(/[\s,;/]+/)
    .filter(Boolean)
  const fields = new Set<VerifiedField>()
  const bad: string[] = []
  let all = false
  for (const w of words) {
    if (w === 'all') all = true
    else if ((VERIFIED_FIELDS as readonly string[]).includes(w))
      fields.add(w as VerifiedField)
    else bad.push(w)
  }
  return { fields: [...fields], all, bad }
}

const show = (v: EventValue) =>
  v === null ? '(unknown)' : typeof v === 'string' ? v : JSON.stringify(v)

const FACT_OF_COLUMN = new Map<string, FactField>(
  FACT_FIELDS.map((f) => [factColumn(f), f]),
)

/** A cell compared as a spreadsheet may have left it: case, spaces, a phone's punctuation. */
const sameCell = (col: string, a: string, b: string) => {
  const plain = (v: string) =>
    col === 'phone' || col === 'zip'
      ? v.replace(/\D/g, '')
      : v.toLowerCase().replace(/\s+/g, ' ').trim()
  return plain(a) === plain(b)
}

/** Where what was heard goes instead of a stored column. */
function storedColumnAdvice(col: string): string {
  if (col === 'phone' || col === 'address' || col === 'website')
    return `write what you heard in new_${col}`
  if (col.startsWith('hours_')) return `write what you heard in new_${col}`
  if (col === 'zip')
    return 'write the new address, ZIP included, in new_address'
  const fact = /^stored_(.*)$/.exec(col)?.[1]
  if (fact && HOLIDAY_COLUMN.test(fact)) return `write the answer in ${fact}`
  if (fact && isFactField(fact)) return `write what you heard in ${fact}`
  return 'a sheet does not change it (say what you heard in note)'
}

/**
 * The stored columns (what the queue printed) that differ from the clinic
 * as it is: a value typed there is never read, so it is refused with the
 * column to write it in, rather than silently dropped or confirmed. A cell
 * left empty is not a change ('unknown' in a new_ cell erases); the
 * reported column, which follows the inbox, is not compared.
 */
export function editedStoredColumns(
  header: readonly string[],
  cells: Readonly<Record<string, string>>,
  clinic: OpsClinic,
  now: Date,
): string[] {
  const sheet = (cells.sheet ?? '').trim() === 'research' ? 'research' : 'call'
  const printed: Record<string, string> = sheetRow(clinic, sheet)
  for (const h of holidaysToAsk(clinic, now))
    printed[storedHolidayColumn(h.date)] = storedHolidayText(h, clinic.timezone)
  // The value columns whole; a column that also says when and how a value
  // was confirmed (stored_<fact>, stored_holiday_…) by its value only, so a
  // sheet printed before a change of date format still applies. The
  // confirmed dates, the unknown list, the sources and the reports are the
  // queue's notes, not values: not compared.
  const compared = (INFO_COLUMNS as readonly string[]).filter(
    (k) =>
      ![
        'sheet',
        'id',
        'fingerprint',
        'reported',
        'unknown',
        'sources',
        'phone_confirmed',
        'hours_confirmed',
      ].includes(k),
  )
  compared.push(...header.filter((k) => k.startsWith('stored_holiday_')))
  const valueOnly = (col: string, text: string) =>
    col.startsWith('stored_') ? text.replace(/, confirmed .*$/, '') : text
  const out: string[] = []
  for (const col of compared) {
    if (!header.includes(col) || printed[col] === undefined) continue
    const typed = (cells[col] ?? '').trim()
    if (
      typed === '' ||
      sameCell(col, valueOnly(col, typed), valueOnly(col, printed[col]))
    )
      continue
    out.push(
      `${col} ${JSON.stringify(typed)} is not the stored ${JSON.stringify(printed[col] || '(empty)')}: the stored columns are not read; ${storedColumnAdvice(col)}, and put the stored value back`,
    )
  }
  return out
}

/** What the operator allows beyond the rules (ops:apply's flags). */
export interface PlanOptions {
  /** Rows whose unusual hours the operator checked (--accept-unusual). */
  acceptUnusual?: ReadonlySet<number>
}

/** Where a step says what is wrong with its row ('row N: ' is added). */
export type Bad = (msg: string) => void

/** What the whole sheet shares while its rows are read. */
export interface SheetContext {
  header: readonly string[]
  byId: ReadonlyMap<string, OpsClinic>
  /** Clinic id → the first row naming it (one row per clinic). */
  seen: Map<string, number>
  now: Date
  /** The sheet's time (every check of it is dated so). */
  at: string
  /** The holiday questions the sheet asked (call sheets near a holiday). */
  holidayColumns: readonly string[]
}

export function sheetContext(
  header: readonly string[],
  clinics: readonly OpsClinic[],
  now: Date,
): SheetContext {
  return {
    header,
    byId: new Map(clinics.map((c) => [c.id, c])),
    seen: new Map(),
    now,
    at: now.toISOString(),
    holidayColumns: header.filter((h) => HOLIDAY_COLUMN.test(h)),
  }
}

/** Why a sheet cannot be read at all (a column it must have), or null. */
export function missingColumns(header: readonly string[]): string | null {
  const missing = REQUIRED_HEADER.filter((h) => !header.includes(h))
  return missing.length > 0
    ? `the sheet has no column ${missing.join(', ')}: is it a sheet from ops:queue?`
    : null
}

/** A row's cell, trimmed ('' when absent). */
export type Cell = (column: string) => string

/** A row read as far as its clinic, outcome, method and who made it. */
export interface RowHead {
  line: number
  cell: Cell
  clinic: OpsClinic
  /** The clinic's fingerprint now (the sheet's, when they agree). */
  fingerprint: string
  outcome: VerificationOutcome
  /** A research row's `found` (recorded as changed, or confirmed when nothing differs). */
  found: boolean
  callOnly: boolean
  method: VerificationMethod
  initials: string
  note: string | null
  /** The holiday columns this row answers. */
  answered: string[]
}

/**
 * Step 1, the row itself: written at all, which clinic (one row each, as
 * printed: its fingerprint, its stored columns untouched), the outcome
 * (a research sheet's own), the method, the initials and the note. `empty`:
 * nothing written (`skipped` when it has cells but none to read);
 * `not_found`: a research row that records nothing; `refused`: a problem
 * that stops reading the row (said through `bad`).
 */
export function readRowHead(
  { line, cells }: SheetRow,
  ctx: SheetContext,
  bad: Bad,
):
  | { kind: 'empty'; skipped: boolean }
  | { kind: 'not_found' }
  | { kind: 'refused' }
  | ({ kind: 'row' } & RowHead) {
  const cell: Cell = (k) => (cells[k] ?? '').trim()
  const answered = ctx.holidayColumns.filter((k) => cell(k) !== '')
  const written =
    FILL_COLUMNS.some((k) => cell(k) !== '') || answered.length > 0
  if (!written)
    return {
      kind: 'empty',
      skipped: Object.values(cells).some((v) => v.trim() !== ''),
    }
  const id = cell('id')
  const clinic = ctx.byId.get(id)
  if (!clinic) {
    bad(`no clinic has the id ${JSON.stringify(id)}`)
    return { kind: 'refused' }
  }
  const name = ` (${clinic.name})`
  const prior = ctx.seen.get(id)
  if (prior !== undefined)
    bad(`${clinic.name} is also on row ${prior}: one row per clinic`)
  ctx.seen.set(id, line)
  const nowFp = fingerprint(clinic)
  if (cell('fingerprint') !== nowFp)
    bad(
      `${clinic.name} changed since the sheet was written (sheet ${cell('fingerprint') || 'no fingerprint'}, now ${nowFp}); not overwritten: write a fresh row for it with npm run ops:queue -- --clinic ${clinic.id}`,
    )
  // The stored columns as printed (the fingerprint says they still are).
  else
    for (const edited of editedStoredColumns(
      ctx.header,
      cells,
      clinic,
      ctx.now,
    ))
      bad(edited)

  const research = cell('sheet') === 'research'
  let outcomeText = cell('outcome').toLowerCase()
  const found = research && outcomeText === 'found'
  if (research && outcomeText === 'not_found') {
    if (
      answered.length > 0 ||
      FILL_COLUMNS.some(
        (k) =>
          (k.startsWith('new_') || isFactField(k)) &&
          cell(k) !== '' &&
          k !== 'note',
      )
    )
      bad(`not_found records nothing: use found for what you found`)
    return { kind: 'not_found' }
  }
  if (found) outcomeText = 'changed'
  if (research && outcomeText === 'closed') outcomeText = 'permanently_closed'
  const outcomes = research
    ? [...RESEARCH_OUTCOMES, 'temporarily_closed']
    : VERIFICATION_OUTCOMES
  if (!outcomeText) {
    bad(
      `values written but no outcome${name}; outcome is one of ${outcomes.join(', ')}`,
    )
    return { kind: 'refused' }
  }
  if (
    !isVerificationOutcome(outcomeText) ||
    (research &&
      ['no_answer', 'wrong_number', 'closed_today'].includes(outcomeText))
  ) {
    bad(
      `outcome ${JSON.stringify(outcomeText)} is not one of ${outcomes.join(', ')}`,
    )
    return { kind: 'refused' }
  }
  const outcome: VerificationOutcome = outcomeText
  const callOnly =
    outcome === 'no_answer' ||
    outcome === 'wrong_number' ||
    outcome === 'closed_today'
  const methodText =
    cell('method').toLowerCase() || (research && !callOnly ? 'website' : '')
  let method: VerificationMethod = 'call'
  if (methodText === '') {
    if (!callOnly)
      bad(`${outcome} needs a method: ${VERIFICATION_METHODS.join(', ')}`)
  } else if (!isVerificationMethod(methodText))
    bad(
      `method ${JSON.stringify(methodText)} is not one of ${VERIFICATION_METHODS.join(', ')}`,
    )
  else if (callOnly && methodText !== 'call')
    bad(`${outcome} is the outcome of a call: method must be call (or empty)`)
  else method = methodText
  const initials = cell('initials').toUpperCase()
  if (!/^[A-Z]{2,4}$/.test(initials))
    bad(
      `initials ${JSON.stringify(cell('initials'))}: 2 to 4 letters, who made the check`,
    )
  const note = cell('note') || null
  if (note && note.length > 2000)
    bad('the note is longer than 2,000 characters')
  return {
    kind: 'row',
    line,
    cell,
    clinic,
    fingerprint: nowFp,
    outcome,
    found,
    callOnly,
    method,
    initials,
    note,
    answered,
  }
}

/** The new values of a row: column → value (null: 'unknown', erase). */
export type NewValues = Map<ValueColumn, string | null>

/**
 * Step 2a, the new_ cells: each through its reader (hours the operator's
 * strict one), 'unknown' as an erasure; an unusual day is put in `unusual`.
 */
export function readNewValues(
  cell: Cell,
  bad: Bad,
  unusual: string[],
): NewValues {
  const newValues: NewValues = new Map()
  for (const col of VALUE_COLUMNS) {
    const text = cell(`new_${col}`)
    if (text === '') continue
    if (text.toLowerCase() === UNKNOWN) {
      newValues.set(col, null)
      continue
    }
    const field = fieldOfColumn(col)
    if (field === 'hours') {
      // The operator's hours reader: strict where a guess could show a
      // clinic open when it is closed.
      const h = readOperatorHours(text)
      const label = `new_${col} ${JSON.stringify(text)}`
      if (h.kind === 'refused') {
        bad(
          h.why.startsWith('is ') ? `${label} ${h.why}` : `${label}: ${h.why}`,
        )
        continue
      }
      const odd = unusualDay(h)
      if (odd) unusual.push(`${label}: ${odd}`)
      newValues.set(col, h.text)
      continue
    }
    const v = NORMALIZE[field](text)
    if (v === null)
      bad(`new_${col} ${JSON.stringify(text)} is not ${HOW[field]}`)
    else newValues.set(col, v)
  }
  return newValues
}

/** Step 2b, the before-you-go facts: a value, 'unknown' (null), or nothing. */
export function readNewFacts(
  cell: Cell,
  bad: Bad,
): Map<FactField, FactValue | null> {
  const newFacts = new Map<FactField, FactValue | null>()
  for (const f of FACT_FIELDS) {
    const answer = parseFact(f, cell(f))
    if (answer.kind === 'refused') bad(`${f}: ${answer.why}`)
    else if (answer.kind === 'unknown') newFacts.set(f, null)
    else if (answer.kind === 'value') newFacts.set(f, answer.value)
  }
  return newFacts
}

/** A holiday's answer as read: its hours (null: closed) and whether 'same as usual'. */
export type HolidayAnswer = { hours: string | null; usual: boolean } | 'unknown'

/**
 * Step 2c, the holiday answers, column by column: closed, hours, 'same as
 * usual' (that weekday's hours, as this row gives them or as stored),
 * 'unknown'; a column for a day not asked is refused.
 */
export function readHolidayAnswers(
  head: Pick<RowHead, 'cell' | 'clinic' | 'answered'>,
  newValues: NewValues,
  now: Date,
  bad: Bad,
  unusual: string[],
): Map<string, HolidayAnswer> {
  const { cell, clinic } = head
  const holidayAnswers = new Map<string, HolidayAnswer>()
  for (const col of head.answered) {
    const text = cell(col)
    const label = `${col} ${JSON.stringify(text)}`
    const dateProblem = holidayColumnProblem(col, clinic, now)
    if (dateProblem) {
      bad(`${label}: ${dateProblem.slice(col.length + 2)}`)
      continue
    }
    const date = HOLIDAY_COLUMN.exec(col)![1]!
    const weekday = weekdayOf(date)
    const usualCol = `hours_${weekday}` as ValueColumn
    const answer = readHolidayAnswer(
      text,
      newValues.has(usualCol)
        ? newValues.get(usualCol)!
        : valueOf(clinic, usualCol),
      weekday,
    )
    if (answer.kind === 'refused')
      bad(
        answer.why.startsWith('is ')
          ? `${label} ${answer.why}`
          : `${label}: ${answer.why}`,
      )
    else if (answer.kind === 'unknown') holidayAnswers.set(date, 'unknown')
    else if (answer.kind === 'closed')
      holidayAnswers.set(date, { hours: null, usual: false })
    else if (answer.kind === 'open') {
      if (answer.odd) unusual.push(`${label}: ${answer.odd}`)
      holidayAnswers.set(date, { hours: answer.hours, usual: answer.usual })
    }
  }
  return holidayAnswers
}

/**
 * Step 2d, the confirm cell: the fields named, and with `all` every contact
 * field known once the new values are in (hours: the whole week known); a
 * fact is re-confirmed by name only.
 */
export function readConfirmList(
  cell: Cell,
  clinic: OpsClinic,
  newValues: NewValues,
  bad: Bad,
): VerifiedField[] {
  const { fields: named, all, bad: badConfirm } = parseConfirm(cell('confirm'))
  const known = (col: ValueColumn) =>
    newValues.has(col)
      ? newValues.get(col) !== null
      : valueOf(clinic, col) !== null
  const confirmList: VerifiedField[] = all
    ? VERIFIED_FIELDS.filter(
        (f) =>
          named.includes(f) ||
          ((CONTACT_FIELDS as readonly string[]).includes(f) &&
            (f === 'hours'
              ? HOURS_COLUMNS.every(known)
              : known(f as ValueColumn))),
      )
    : named
  if (badConfirm.length > 0)
    bad(
      `confirm ${JSON.stringify(badConfirm.join(' '))}: list phone, hours, address, website or all, and the facts by name (${FACT_FIELDS.join(', ')})`,
    )
  return confirmList
}

/** What a row says it heard, read and checked (step 2). */
export interface RowAnswers {
  newValues: NewValues
  newFacts: Map<FactField, FactValue | null>
  holidayAnswers: Map<string, HolidayAnswer>
  confirmList: VerifiedField[]
  /** Unusual hours, each with its reason: refused unless --accept-unusual names the row. */
  unusual: string[]
}

/**
 * Step 2, what the row heard: the new values, the facts, the holiday
 * answers and the confirm list, then whether the outcome may carry them
 * (a call nobody answered, or a closed clinic, records none) and whether
 * the week given is unusual.
 */
export function readAnswers(head: RowHead, now: Date, bad: Bad): RowAnswers {
  const { cell, clinic, outcome } = head
  const unusual: string[] = []
  const newValues = readNewValues(cell, bad, unusual)
  const newFacts = readNewFacts(cell, bad)
  const holidayAnswers = readHolidayAnswers(head, newValues, now, bad, unusual)
  const confirmList = readConfirmList(cell, clinic, newValues, bad)

  if (outcome === 'wrong_number' && clinic.phone === null)
    bad(`wrong_number, but no phone is stored for ${clinic.name}`)
  if (head.callOnly || outcome === 'permanently_closed') {
    if (newValues.size > 0 || newFacts.size > 0 || confirmList.length > 0)
      bad(
        `${outcome} records no new or confirmed values: use changed or confirmed for those`,
      )
    const { answered } = head
    if (answered.length > 0)
      bad(
        `${answered.join(', ')}: ${outcome} records no holiday answer (${outcome === 'permanently_closed' ? 'the clinic has closed' : 'nobody answered for the clinic'}); leave ${answered.length === 1 ? 'it' : 'them'} empty, or use confirmed or changed for a call that was answered`,
      )
  }
  const weekGiven = WEEKDAYS.filter((d) => newValues.has(`hours_${d}`))
  if (
    weekGiven.length > 0 &&
    weekGiven.every((d) => newValues.get(`hours_${d}`) !== null)
  ) {
    const odd = unusualWeek(
      WEEKDAYS.map((d) =>
        newValues.has(`hours_${d}`)
          ? newValues.get(`hours_${d}`)!
          : clinic.hours[d],
      ),
    )
    if (odd) unusual.push(`hours: ${odd}`)
  }
  return { newValues, newFacts, holidayAnswers, confirmList, unusual }
}

/** A row's patch as it is built (step 3). */
export interface RowPatch {
  patch: ClinicPatch
  changes: VerificationEvent['changes']
  /** The fields confirmed by this row (stored now, as given or as stored). */
  confirmed: Set<VerifiedField>
  holidayChanged: boolean
  holidayConfirmed: boolean
}

/** Step 3a, the new values that differ from the stored ones. */
export function patchValues(
  clinic: OpsClinic,
  newValues: NewValues,
  out: RowPatch,
): void {
  for (const [col, v] of newValues) {
    const old = valueOf(clinic, col)
    if (v === old) continue
    out.patch[col] = v
    out.changes[col] = { before: old, after: v }
  }
}

/** Sets a field's confirmation (now, by the row's method) or erases it. */
function confirmField(
  out: RowPatch,
  f: VerifiedField,
  by: { at: string; method: VerificationMethod } | null,
): void {
  out.patch[verifiedAtColumn(f)] = by?.at ?? null
  out.patch[verifiedMethodColumn(f)] = by?.method ?? null
  if (by) out.confirmed.add(f)
}

/**
 * Step 3b, the facts: a value heard (stored if it differs) is confirmed, a
 * fact listed in confirm is re-confirmed as stored, 'unknown' erases the
 * value and its confirmation.
 */
export function patchFacts(
  clinic: OpsClinic,
  answers: Pick<RowAnswers, 'newFacts' | 'confirmList'>,
  by: { at: string; method: VerificationMethod },
  out: RowPatch,
  bad: Bad,
): void {
  for (const f of FACT_FIELDS) {
    const listed = answers.confirmList.includes(f)
    const stored = clinic.facts[f]
    if (!answers.newFacts.has(f)) {
      if (listed && stored === null)
        bad(
          `${f} cannot be confirmed: it is unknown; write what you heard in the ${f} column`,
        )
      else if (listed) confirmField(out, f, by)
      continue
    }
    const heard = answers.newFacts.get(f)!
    const col = factColumn(f)
    if (heard === null) {
      // 'unknown': the value and its confirmation erased.
      if (listed) bad(`${f} cannot be both confirmed and 'unknown'`)
      if (stored !== null) {
        Object.assign(out.patch, { [col]: null })
        out.changes[col] = { before: stored, after: null }
      }
      if (clinic.verification[f]) confirmField(out, f, null)
      continue
    }
    if (!sameFact(heard, stored)) {
      Object.assign(out.patch, { [col]: heard })
      out.changes[col] = { before: stored, after: heard }
    }
    confirmField(out, f, by)
  }
}

/** How a row treats the week's hours: some erased, and whether it confirms them. */
export interface HoursWeek {
  /** Some day's hours written 'unknown'. */
  erased: boolean
  /** The hours confirmed as a week (listed, or every day given none erased). */
  confirm: boolean
}

/**
 * Step 3b, the hours as a week: either every day given or 'unknown' alone,
 * and confirmed only with all seven days known.
 */
export function hoursWeek(
  clinic: OpsClinic,
  answers: Pick<RowAnswers, 'newValues' | 'confirmList'>,
  bad: Bad,
): HoursWeek {
  const { newValues, confirmList } = answers
  const hoursCells = HOURS_COLUMNS.filter((h) => newValues.has(h))
  const hoursErased = hoursCells.filter((h) => newValues.get(h) === null)
  if (hoursErased.length > 0 && hoursErased.length < hoursCells.length)
    bad(
      `hours: some days 'unknown' and others given; give the whole week, or 'unknown' alone to erase`,
    )
  const confirm =
    confirmList.includes('hours') ||
    (hoursCells.length > 0 && hoursErased.length === 0)
  if (confirm) {
    const week = WEEKDAYS.map((d) =>
      newValues.has(`hours_${d}`)
        ? newValues.get(`hours_${d}`)!
        : clinic.hours[d],
    )
    const gaps = WEEKDAYS.filter((_d: Weekday, i) => week[i] === null)
    if (gaps.length > 0)
      bad(
        `hours cannot be confirmed while ${gaps.join(', ')} ${gaps.length === 1 ? 'is' : 'are'} unknown: write every day ('Closed' for a closed day)`,
      )
  }
  return { erased: hoursErased.length > 0, confirm }
}

/**
 * Step 3d, the contact fields' confirmations: a value given or listed is
 * confirmed (hours as the week says), an erased one loses its confirmation.
 */
export function patchContactConfirmations(
  clinic: OpsClinic,
  answers: Pick<RowAnswers, 'newValues' | 'confirmList'>,
  week: HoursWeek,
  by: { at: string; method: VerificationMethod },
  out: RowPatch,
  bad: Bad,
): void {
  const { newValues, confirmList } = answers
  for (const f of CONTACT_FIELDS as readonly ContactField[]) {
    const erased =
      f === 'hours'
        ? week.erased && !week.confirm
        : newValues.has(f as ValueColumn) &&
          newValues.get(f as ValueColumn) === null
    const listed = confirmList.includes(f)
    const given =
      f === 'hours' ? week.confirm : newValues.has(f as ValueColumn) && !erased
    if (erased) {
      if (listed) bad(`${f} cannot be both confirmed and 'unknown'`)
      if (clinic.verification[f]) confirmField(out, f, null)
      continue
    }
    if (
      listed &&
      f !== 'hours' &&
      !given &&
      valueOf(clinic, f as ValueColumn) === null
    )
      bad(`${f} cannot be confirmed: it is unknown; write it in new_${f}`)
    if (listed || given) confirmField(out, f, by)
  }
}

/**
 * Step 3e, the holiday answers: each replaces the day's entry (or
 * 'unknown' removes it), confirmed now by the row's method; every other
 * entry, passed ones included, is kept. New answers are confirmations, so
 * a 'confirmed' row may carry them; a changed holiday counts as a change.
 */
export function patchHolidays(
  clinic: OpsClinic,
  holidayAnswers: ReadonlyMap<string, HolidayAnswer>,
  by: { at: string; method: VerificationMethod },
  out: RowPatch,
): void {
  const holidayRows = new Map<string, HoursExceptionRow | null>()
  for (const [date, answer] of holidayAnswers) {
    const old = clinic.hoursExceptions.find((e) => e.date === date) ?? null
    if (answer === 'unknown') {
      if (old) {
        holidayRows.set(date, null)
        out.holidayChanged = true
      }
      continue
    }
    out.holidayConfirmed = true
    if (!old || old.hours !== answer.hours) out.holidayChanged = true
    holidayRows.set(
      date,
      exceptionRow({
        date,
        hours: answer.hours,
        note: null,
        confirmedAt: by.at,
        method: by.method,
      }),
    )
  }
  if (holidayRows.size === 0) return
  const kept = clinic.hoursExceptions
    .filter((e) => !holidayRows.has(e.date))
    .map(exceptionRow)
  const added = [...holidayRows.values()].filter(
    (r): r is HoursExceptionRow => r !== null,
  )
  out.patch.hours_exceptions = [...kept, ...added].sort((a, b) =>
    a.date < b.date ? -1 : a.date > b.date ? 1 : 0,
  )
  for (const [date, after] of holidayRows) {
    const old = clinic.hoursExceptions.find((e) => e.date === date)
    out.changes[holidayColumn(date)] = {
      before: old ? exceptionRow(old) : null,
      after,
    }
  }
}

/**
 * Step 3, the patch: the values that differ, the hours as a week, the
 * facts, the contact fields' confirmations, the holidays.
 */
export function buildPatch(
  head: Pick<RowHead, 'clinic' | 'method'>,
  answers: RowAnswers,
  at: string,
  bad: Bad,
): RowPatch {
  const { clinic } = head
  const by = { at, method: head.method }
  const out: RowPatch = {
    patch: {},
    changes: {},
    confirmed: new Set(),
    holidayChanged: false,
    holidayConfirmed: false,
  }
  patchValues(clinic, answers.newValues, out)
  const week = hoursWeek(clinic, answers, bad)
  patchFacts(clinic, answers, by, out, bad)
  patchContactConfirmations(clinic, answers, week, by, out, bad)
  patchHolidays(clinic, answers.holidayAnswers, by, out)
  return out
}

/**
 * Step 4, the outcome against what changed: a research row's `found` that
 * changes nothing is a confirmation; `confirmed` replaces no stored value
 * (a first answer is fine) and confirms something; `changed` changes
 * something. Returns the outcome recorded.
 */
export function settleOutcome(
  head: Pick<RowHead, 'outcome' | 'found'>,
  built: RowPatch,
  bad: Bad,
): VerificationOutcome {
  const { changes } = built
  const changedAny = Object.keys(changes).length > 0
  let { outcome } = head
  if (head.found && !changedAny && !built.holidayChanged) outcome = 'confirmed'
  const replaced = Object.keys(changes).filter(
    (k) => !HOLIDAY_COLUMN.test(k) && changes[k]!.before !== null,
  )
  if (outcome === 'confirmed' && replaced.length > 0)
    bad(
      `confirmed, but ${replaced.join(', ')} differ from the stored values: use changed`,
    )
  if (
    outcome === 'confirmed' &&
    built.confirmed.size === 0 &&
    !built.holidayConfirmed
  )
    bad(
      `confirmed, but nothing is confirmed: list the fields in confirm (or all)`,
    )
  if (outcome === 'changed' && !changedAny && !built.holidayChanged)
    bad(`changed, but every value equals the stored one: use confirmed`)
  return outcome
}

/**
 * Step 5, the status and the next check the outcome sets (a wrong number
 * also erases the phone: the clinic moves to the research sheet).
 */
export function scheduleNext(
  clinic: OpsClinic,
  outcome: VerificationOutcome,
  now: Date,
  out: Pick<RowPatch, 'patch' | 'changes'>,
): void {
  const { patch, changes } = out
  const setStatus = (s: OpsClinic['status']) => {
    if (clinic.status !== s) {
      patch.status = s
      changes.status = { before: clinic.status, after: s }
    }
  }
  let next: string | null = null
  switch (outcome) {
    case 'confirmed':
    case 'changed':
      setStatus('active')
      break
    case 'no_answer':
      next = new Date(now.getTime() + NO_ANSWER_RETRY_MS).toISOString()
      break
    case 'closed_today':
      next = startOfNextDay(now, clinic.timezone).toISOString()
      break
    case 'wrong_number':
      // Off the call sheet, onto the research sheet: the number is gone.
      patch.phone = null
      changes.phone = { before: clinic.phone, after: null }
      if (clinic.verification.phone) {
        patch.phone_verified_at = null
        patch.phone_verified_method = null
      }
      break
    case 'temporarily_closed':
      setStatus('temporarily_closed')
      next = new Date(
        now.getTime() + TEMPORARILY_CLOSED_RETRY_DAYS * 24 * 3600 * 1000,
      ).toISOString()
      break
    case 'permanently_closed':
      setStatus('permanently_closed')
      break
  }
  if (next !== clinic.nextCheckAfter) patch.next_check_after = next
}

/**
 * Step 6, the planned check: the clinic after, and its event (the fields
 * confirmed as stored: a field whose value changed is in `changes`).
 */
export function plannedCheck(
  head: RowHead,
  answers: RowAnswers,
  built: RowPatch,
  outcome: VerificationOutcome,
  at: string,
): PlannedCheck {
  const { clinic, method, line } = head
  const { patch, changes, confirmed } = built
  return {
    line,
    clinic,
    after: applyPatch(clinic, patch),
    outcome,
    method,
    patch,
    fingerprint: head.fingerprint,
    hoursHeard: WEEKDAYS.filter((d) => answers.newValues.has(`hours_${d}`)),
    holidaysUsual: [...answers.holidayAnswers]
      .filter(([, a]) => a !== 'unknown' && a.usual)
      .map(([date]) => date),
    event: {
      clinic_id: clinic.id,
      outcome,
      method,
      changes,
      confirmed: VERIFIED_FIELDS.filter(
        (f) =>
          confirmed.has(f) &&
          !(isFactField(f) && factColumn(f) in changes) &&
          !(f !== 'hours' && f in changes) &&
          !(f === 'hours' && HOURS_COLUMNS.some((h) => h in changes)),
      ),
      note: head.note,
      initials: head.initials,
      created_at: at,
    },
  }
}

/**
 * Validates a filled sheet against the clinics as they are now and plans
 * every check, row by row, in named steps: the row (readRowHead), what it
 * heard (readAnswers), the unusual hours accepted or not, the patch
 * (buildPatch), the outcome against it (settleOutcome), the status and
 * next check (scheduleNext), the check (plannedCheck). Nothing is planned
 * when there is any problem (the caller refuses the whole sheet).
 */
export function planSheet(
  header: readonly string[],
  rows: readonly SheetRow[],
  clinics: readonly OpsClinic[],
  now: Date,
  options: PlanOptions = {},
): Plan {
  const missing = missingColumns(header)
  if (missing)
    return { problems: [missing], checks: [], skipped: [], notFound: [] }
  const acceptUnusual = options.acceptUnusual ?? new Set<number>()
  const unusualRows = new Set<number>()
  const ctx = sheetContext(header, clinics, now)
  const problems: string[] = []
  const checks: PlannedCheck[] = []
  const skipped: number[] = []
  const notFound: number[] = []

  for (const row of rows) {
    const { line } = row
    const bad: Bad = (msg) => problems.push(`row ${line}: ${msg}`)
    const before = problems.length
    const head = readRowHead(row, ctx, bad)
    if (head.kind === 'empty') {
      if (head.skipped) skipped.push(line)
      continue
    }
    if (head.kind === 'not_found') notFound.push(line)
    if (head.kind !== 'row') continue

    const answers = readAnswers(head, now, bad)
    if (answers.unusual.length > 0) {
      unusualRows.add(line)
      if (!acceptUnusual.has(line))
        for (const u of answers.unusual)
          bad(
            `${u}; unusual for an urgent care: check it, and if it is right apply with --accept-unusual ${line}`,
          )
    }
    if (problems.length > before) continue

    const built = buildPatch(head, answers, ctx.at, bad)
    const outcome = settleOutcome(head, built, bad)
    if (problems.length > before) continue

    scheduleNext(head.clinic, outcome, now, built)
    checks.push(plannedCheck(head, answers, built, outcome, ctx.at))
  }
  for (const n of acceptUnusual)
    if (!unusualRows.has(n))
      problems.push(
        `--accept-unusual ${n}: row ${n} has no unusual hours; name only the rows a refusal named`,
      )
  return problems.length > 0
    ? { problems, checks: [], skipped, notFound }
    : { problems, checks, skipped, notFound }
}

const dayLabel = (d: Weekday) => d.charAt(0).toUpperCase() + d.slice(1, 3)

/** A holiday's entry as the diff says it: 'closed', the hours, or 'not confirmed'. */
function holidayText(v: EventValue, timeZone: string): string {
  if (v === null || typeof v !== 'object' || Array.isArray(v))
    return 'not confirmed'
  const read = readHoursException(v)
  if (!('ok' in read)) return 'not confirmed'
  const e: HoursException = read.ok
  return exceptionText(e, timeZone)
}

/** A field re-confirmed as stored, with the value it confirms. */
function confirmedValue(c: OpsClinic, f: VerifiedField): string {
  if (isFactField(f))
    return `${FACT_LABELS[f]} (${f}): ${describeFact(f, c.facts[f])}`
  if (f === 'hours') return `hours: ${weekText(c.hours)}`
  return `${f}: ${show(valueOf(c, f as ValueColumn))}`
}

/** The review: per clinic, before → after, re-confirmed fields (with their values), status and next check. */
export function describePlan(plan: Plan): string[] {
  const out: string[] = []
  for (const c of plan.checks) {
    out.push(
      `${c.clinic.name} (${c.clinic.city}), row ${c.line}: ${c.outcome} by ${c.method}, ${c.event.initials}`,
    )
    for (const [k, v] of Object.entries(c.event.changes)) {
      const fact = FACT_OF_COLUMN.get(k)
      const holiday = HOLIDAY_COLUMN.exec(k)?.[1]
      if (holiday) {
        out.push(
          `  ${holidayLabel(holiday)}: ${v.after === null ? 'not confirmed (the answer erased)' : holidayText(v.after, c.clinic.timezone).replace(/, confirmed .*$/, '')}${c.holidaysUsual.includes(holiday) ? `, the usual ${dayLabel(weekdayOf(holiday))} hours` : ''} (was: ${holidayText(v.before, c.clinic.timezone)})`,
        )
        continue
      }
      out.push(
        fact
          ? `  ${FACT_LABELS[fact]} (${fact}): ${describeFact(fact, v.before as FactValue | null)} → ${describeFact(fact, v.after as FactValue | null)}`
          : `  ${k}: ${show(v.before)} → ${show(v.after)}`,
      )
    }
    if (c.event.confirmed.length > 0) {
      out.push(`  re-confirmed as stored: ${c.event.confirmed.join(', ')}`)
      for (const f of c.event.confirmed)
        out.push(`    ${confirmedValue(c.after, f)}`)
    }
    const dated = VERIFIED_FIELDS.filter((f) => verifiedAtColumn(f) in c.patch)
    const zone = c.clinic.timezone
    for (const f of dated) {
      const when = c.patch[verifiedAtColumn(f)]
      out.push(
        when
          ? `  ${f} confirmed ${localTime(when, zone)} (${c.method})`
          : `  ${f}: confirmation cleared`,
      )
      const asStored = WEEKDAYS.filter((d) => !c.hoursHeard.includes(d))
      if (
        when &&
        f === 'hours' &&
        c.hoursHeard.length > 0 &&
        asStored.length > 0
      )
        out.push(
          `  the whole week is being confirmed: ${asStored.map(dayLabel).join(', ')} as stored (${asStored.map((d) => c.after.hours[d] ?? '?').join('; ')}), with ${c.hoursHeard.map(dayLabel).join(', ')} as heard; leave the hours out of confirm, or write every day, if you did not hear the rest`,
        )
    }
    if ('next_check_after' in c.patch)
      out.push(
        `  next check after: ${c.patch.next_check_after ? localTime(c.patch.next_check_after, zone) : '(any time)'}${c.outcome === 'no_answer' ? ' (waiting for a call-back)' : ''}`,
      )
    if (c.outcome === 'wrong_number')
      out.push('  → moves to the research sheet')
    if (c.event.note) out.push(`  note: ${c.event.note}`)
  }
  return out
}
