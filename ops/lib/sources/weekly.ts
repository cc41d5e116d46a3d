/**
 * A source's opening hours in the site's weekly form: one range per day,
 * written the data's way ('8:00 AM - 5:00 PM', 'Closed', '12:00 AM - 12:00
 * AM' for 24 hours), or the reason the weekly form cannot hold them. Pure.
 *
 * Every source goes through one evaluator: OpenStreetMap's `opening_hours`
 * values directly, schema.org's `openingHours` strings (the same day/time
 * syntax, 'Mo-Fr 08:00-17:00') and `openingHoursSpecification` objects
 * (turned into that syntax first). The OpenStreetMap community's
 * `opening_hours` library reads the value and tells us the open intervals of
 * a plain week; what the weekly form cannot express is reported, never
 * squeezed: two ranges in a day (a lunch break), hours that change by week
 * or season, 'unknown' or commented times, a value the library refuses.
 */
import OpeningHours from 'opening_hours'
import { WEEKDAYS, type Weekday } from '../../../src/domain/clinic.ts'
import { hoursText } from '../../../src/domain/hours/operator-hours.ts'
import { parseHoursRange } from '../../../src/domain/hours/parse-hours.ts'

export type WeeklyHours = Record<Weekday, string>

export type WeeklyReading =
  { ok: true; hours: WeeklyHours } | { ok: false; why: string }

/**
 * A plain week to read a value on: Monday 5 February 2024, with no public
 * holiday in Kentucky and no daylight-saving change (a source's holiday rules
 * are not weekly hours; ops:holidays asks about those).
 */
const WEEK_START = new Date(2024, 1, 5)
const DAY_MS = 24 * 60 * 60 * 1000

/** Kentucky, for values that name public or school holidays. */
const KENTUCKY = {
  lat: 37.1,
  lon: -87.6,
  address: { country_code: 'us', state: 'Kentucky' },
}

/** WEEKDAYS is Sunday-first; the reference week starts on Monday. */
const WEEK_ORDER: readonly Weekday[] = [...WEEKDAYS.slice(1), WEEKDAYS[0]]

const minutesOfDay = (d: Date) => d.getHours() * 60 + d.getMinutes()

const dayLabel = (d: Weekday) => d.charAt(0).toUpperCase() + d.slice(1)

/**
 * Reads an `opening_hours` value ('Mo-Fr 08:00-17:00; Sa 09:00-13:00',
 * '24/7') into the weekly form, or says why it cannot.
 */
export function weeklyFromOpeningHours(
  value: string,
): WeeklyReading & { note?: string } {
  const text = value.trim()
  if (!text) return { ok: false, why: 'no hours given' }
  // Holiday rules ('PH off', 'PH 10:00-14:00', 'SH …') are not weekly
  // hours: the week is read without them, and the note says so.
  const rules = text.split(/\s*;\s*/).filter(Boolean)
  const weekly = rules.filter((r) => !/^(?:PH|SH)\b/.test(r))
  if (weekly.length > 0 && weekly.length < rules.length) {
    const reading = readWeek(weekly.join('; '))
    return {
      ...reading,
      note: `holiday hours left out ("${rules.filter((r) => !weekly.includes(r)).join('; ')}")`,
    }
  }
  return readWeek(text)
}

function readWeek(text: string): WeeklyReading {
  let oh: OpeningHours
  try {
    oh = new OpeningHours(text, KENTUCKY, { mode: 0 } as never)
  } catch (e) {
    const first = String(e instanceof Error ? e.message : e).split('\n')[0]
    return { ok: false, why: `unreadable opening hours "${text}": ${first}` }
  }
  if (!oh.isWeekStable())
    return {
      ok: false,
      why: `the hours change by week or season ("${text}"): the site holds one weekly schedule`,
    }
  const end = new Date(WEEK_START.getTime() + 7 * DAY_MS)
  const intervals = oh.getOpenIntervals(WEEK_START, end)
  if (intervals.some(([, , unknown]) => unknown))
    return { ok: false, why: `some hours are marked unknown ("${text}")` }
  const commented = intervals.find(([, , , comment]) => comment)
  if (commented)
    return {
      ok: false,
      why: `the hours carry a comment ("${commented[3]}"): read it before using them`,
    }
  // Each interval belongs to the day it starts on; one that runs on past
  // midnight is that day's overnight range. One longer than a day (24/7,
  // or Friday morning to Sunday evening) is cut at each midnight.
  const byDay = new Map<Weekday, [Date, Date][]>()
  for (const [from, to] of intervals) {
    if (to.getTime() - from.getTime() <= DAY_MS) {
      push(byDay, from, to)
      continue
    }
    for (let start = from; start < to;) {
      const midnight = new Date(start)
      midnight.setHours(24, 0, 0, 0)
      const end = midnight < to ? midnight : to
      push(byDay, start, end)
      start = end
    }
  }
  const hours = {} as WeeklyHours
  for (const day of WEEK_ORDER) {
    const ranges = byDay.get(day) ?? []
    if (ranges.length === 0) {
      hours[day] = 'Closed'
      continue
    }
    if (ranges.length > 1)
      return {
        ok: false,
        why: `${dayLabel(day)} has ${ranges.length} separate ranges (${ranges
          .map(([a, b]) =>
            hoursText({ open: minutesOfDay(a), close: minutesOfDay(b) }),
          )
          .join(' and ')}): the site holds one range per day`,
      }
    const [from, to] = ranges[0]!
    const whole = to.getTime() - from.getTime() === DAY_MS
    const range = whole
      ? { open: 0, close: 0 }
      : { open: minutesOfDay(from), close: minutesOfDay(to) }
    // Midnight closing ('20:00-24:00') is the next day's 12:00 AM.
    hours[day] = hoursText(range)
  }
  for (const day of WEEKDAYS) {
    const h = hours[day]
    if (h !== 'Closed' && parseHoursRange(h) === null)
      return { ok: false, why: `cannot write ${dayLabel(day)}'s hours` }
  }
  return { ok: true, hours }
}

function push(byDay: Map<Weekday, [Date, Date][]>, from: Date, to: Date) {
  const day = WEEKDAYS[from.getDay()]!
  const list = byDay.get(day) ?? []
  list.push([from, to])
  byDay.set(day, list)
}

/** schema.org's day names, full or as URLs, to `opening_hours` two-letter days. */
const SCHEMA_DAYS: Record<string, string> = {
  monday: 'Mo',
  tuesday: 'Tu',
  wednesday: 'We',
  thursday: 'Th',
  friday: 'Fr',
  saturday: 'Sa',
  sunday: 'Su',
  publicholidays: 'PH',
}

const dayCode = (v: unknown): string | null => {
  if (typeof v !== 'string') return null
  const name = v
    .trim()
    .replace(/^https?:\/\/schema\.org\//i, '')
    .toLowerCase()
  return SCHEMA_DAYS[name] ?? null
}

/** '08:00', '8:00:00', '08:00:00-05:00' → '08:00'; null when not a time. */
const clock = (v: unknown): string | null => {
  if (typeof v !== 'string') return null
  const m =
    /^(\d{1,2}):(\d{2})(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?$/.exec(
      v.trim(),
    )
  if (!m) return null
  const h = Number(m[1])
  const min = Number(m[2])
  if (h > 24 || min > 59 || (h === 24 && min !== 0)) return null
  return `${String(h).padStart(2, '0')}:${m[2]}`
}

/**
 * schema.org `openingHoursSpecification` (one object or a list) in the
 * weekly form. Entries with `validFrom`/`validThrough` are a season or a
 * holiday, not the weekly schedule: they are left out and named.
 */
export function weeklyFromSpecification(spec: unknown): WeeklyReading & {
  skipped?: string[]
} {
  const list = Array.isArray(spec) ? spec : [spec]
  const rules: string[] = []
  const skipped: string[] = []
  for (const raw of list) {
    if (!raw || typeof raw !== 'object') continue
    const s = raw as Record<string, unknown>
    if (s.validFrom !== undefined || s.validThrough !== undefined) {
      skipped.push(
        `dated hours (${String(s.validFrom ?? '…')} to ${String(s.validThrough ?? '…')})`,
      )
      continue
    }
    const days = (Array.isArray(s.dayOfWeek) ? s.dayOfWeek : [s.dayOfWeek])
      .map(dayCode)
      .filter((d): d is string => d !== null)
    if (days.length === 0)
      return { ok: false, why: 'an opening hours entry names no day' }
    const opens = clock(s.opens)
    const closes = clock(s.closes)
    if (opens === null || closes === null)
      return {
        ok: false,
        why: `an opening hours entry has no readable times (opens ${JSON.stringify(s.opens ?? null)}, closes ${JSON.stringify(s.closes ?? null)})`,
      }
    // schema.org writes a closed day as opens = closes = 00:00.
    const closed = opens === '00:00' && closes === '00:00'
    rules.push(
      `${days.join(',')} ${closed ? 'off' : opens === '00:00' && closes === '23:59' ? '00:00-24:00' : `${opens}-${closes}`}`,
    )
  }
  if (rules.length === 0)
    return skipped.length
      ? { ok: false, why: `only ${skipped.join(', ')}: no weekly schedule` }
      : { ok: false, why: 'no hours given' }
  const reading = weeklyFromOpeningHours(rules.join('; '))
  return skipped.length ? { ...reading, skipped } : reading
}

/** schema.org `openingHours`: a string or a list of 'Mo-Fr 08:00-17:00'. */
export function weeklyFromSchemaStrings(value: unknown): WeeklyReading {
  const list = (Array.isArray(value) ? value : [value]).filter(
    (v): v is string => typeof v === 'string' && v.trim() !== '',
  )
  if (list.length === 0) return { ok: false, why: 'no hours given' }
  return weeklyFromOpeningHours(list.map((v) => v.trim()).join('; '))
}
