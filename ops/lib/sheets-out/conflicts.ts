/**
 * What the newest harvest review sheet (ops:harvest, issue 51) says the
 * sources disagree about, per clinic, for ops:queue: those clinics are due
 * and rise in the queue, their row saying why ('sources disagree on hours
 * (Mon-Fri): website 8:00 AM - 8:00 PM, OpenStreetMap 8:00 AM - 6:00 PM').
 * Pure: the CLI reads the sheet. A disagreement is over once the stored
 * value changed since the sheet, or the field was confirmed on or after the
 * sheet's date.
 */
import { WEEKDAYS, type Weekday } from '../../../src/domain/clinic.ts'
import {
  type OpsClinic,
  SHORT_WEEKDAY as DAY,
  sourceName,
} from '../core/index.ts'

/** Clinic id → why its sources disagree, in words. */
export type Conflicts = ReadonlyMap<string, string>
export const NO_CONFLICTS: Conflicts = new Map()

/** The stored value as the review sheet writes it (sources/review.ts). */
function storedNow(c: OpsClinic, field: string): string | null {
  if (field === 'phone') return c.phone
  if (field === 'point')
    return c.coordinates && !c.coordinates.approximate
      ? `${c.coordinates.lat.toFixed(6)}, ${c.coordinates.lng.toFixed(6)}`
      : null
  if (field.startsWith('hours_'))
    return c.hours[field.slice('hours_'.length) as Weekday] ?? null
  return null
}

const verifiedField = (field: string) =>
  field === 'phone' ? 'phone' : field === 'point' ? 'address' : 'hours'

/**
 * The open disagreements of a review sheet's rows (its CSV as objects),
 * written on `sheetDate` (YYYY-MM-DD): rows whose sources disagree, or
 * whose source differs from the stored value, still standing.
 */
export function harvestConflicts(
  rows: readonly Record<string, string>[],
  clinics: readonly OpsClinic[],
  sheetDate: string,
): Conflicts {
  const byId = new Map(clinics.map((c) => [c.id, c]))
  // clinic → field → rows
  const groups = new Map<string, Map<string, Record<string, string>[]>>()
  for (const r of rows) {
    const agreement = r.agreement ?? ''
    if (agreement !== 'sources disagree' && agreement !== 'differs from stored')
      continue
    const c = byId.get(r.clinic_id ?? '')
    const field = r.field ?? ''
    if (!c) continue
    if ((storedNow(c, field) ?? '') !== (r.stored ?? '')) continue
    const v = c.verification[verifiedField(field)]
    if (v && v.at.slice(0, 10) >= sheetDate) continue
    const fields = groups.get(c.id) ?? new Map()
    fields.set(field, [...(fields.get(field) ?? []), r])
    groups.set(c.id, fields)
  }
  const out = new Map<string, string>()
  for (const [id, fields] of groups) {
    // One phrase per field; the days of the week that read alike in one.
    const phrases: { text: string; days: Weekday[] }[] = []
    for (const [field, list] of fields) {
      const values = list
        .map((r) => `${sourceName(r.source ?? '')} ${r.value ?? ''}`)
        .join(', ')
      const disagree = list.some((r) => r.agreement === 'sources disagree')
      const stored = list[0]!.stored ?? ''
      const day = field.startsWith('hours_')
        ? (field.slice('hours_'.length) as Weekday)
        : null
      const name = day ? 'hours' : field
      const text = disagree
        ? `sources disagree on ${name}%DAYS%: ${values}`
        : `${name}%DAYS% differs from stored ${stored}: ${values}`
      const same = day ? phrases.find((p) => p.text === text) : undefined
      if (same && day) same.days.push(day)
      else phrases.push({ text, days: day ? [day] : [] })
    }
    out.set(
      id,
      phrases.map((p) => p.text.replace('%DAYS%', daysText(p.days))).join('; '),
    )
  }
  return out
}

/** ' (Mon-Fri)', ' (Sun, Sat)', '' for no day. */
function daysText(days: readonly Weekday[]): string {
  if (days.length === 0) return ''
  const idx = days.map((d) => WEEKDAYS.indexOf(d)).sort((a, b) => a - b)
  const run = idx.every((n, i) => i === 0 || n === idx[i - 1]! + 1)
  return ` (${
    run && idx.length > 2
      ? `${DAY[WEEKDAYS[idx[0]!]!]}-${DAY[WEEKDAYS[idx.at(-1)!]!]}`
      : idx.map((n) => DAY[WEEKDAYS[n]!]).join(', ')
  })`
}

/** The newest review sheet's name among `files`: harvest-YYYY-MM-DD.csv; null when none. */
export function newestReviewSheet(
  files: readonly string[],
): { file: string; date: string } | null {
  const found = files
    .map((f) => /^harvest-(\d{4}-\d{2}-\d{2})\.csv$/.exec(f))
    .filter((m) => m !== null)
    .sort((a, b) => (a[1]! < b[1]! ? 1 : -1))
  return found[0] ? { file: found[0][0], date: found[0][1]! } : null
}
