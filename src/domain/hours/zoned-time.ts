import { WEEKDAYS, type Weekday } from '../clinic'
import { offsetAt, type ZoneOffsets } from './zone-offsets'
import { ZONE_OFFSETS } from './zone-offsets-data'

export interface ZonedTime {
  weekday: Weekday
  /** Minutes since local midnight, 0–1439. */
  minutes: number
  /** The local calendar day, as days since 1970-01-01 (holidays.ts). */
  day: number
}

const formatters = new Map<string, Intl.DateTimeFormat>()

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone)
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'long',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
    formatters.set(timeZone, f)
  }
  return f
}

/** The generated offsets per zone (zone-offsets.ts), when there are some. */
const tables = new Map<string, ZoneOffsets>(
  ZONE_OFFSETS.map((z) => [z.zone, z]),
)

/** True when `timeZone` is an IANA zone name this runtime knows. */
export function isValidTimeZone(timeZone: string): boolean {
  if (!timeZone) return false
  if (tables.has(timeZone)) return true
  try {
    formatterFor(timeZone)
    return true
  } catch {
    return false
  }
}

/** The last answer per zone (see zonedTime). */
const lastByZone = new Map<string, { time: number; result: ZonedTime }>()

/**
 * The weekday and wall-clock minutes of `at` in `timeZone`, computed with
 * Intl (never a hand-written UTC offset). Throws RangeError for an unknown zone;
 * callers that take zones from data should check `isValidTimeZone` first.
 */
export function zonedTime(at: Date, timeZone: string): ZonedTime {
  // Memo of the last answer per zone: the home page asks for the same instant
  // once per clinic on every filter change, and Intl is the costly part.
  const time = at.getTime()
  const last = lastByZone.get(timeZone)
  if (last && last.time === time) return last.result
  const result = computeZonedTime(at, timeZone)
  lastByZone.set(timeZone, { time, result })
  return result
}

function computeZonedTime(at: Date, timeZone: string): ZonedTime {
  const table = tables.get(timeZone)
  const offset = table ? offsetAt(table, at.getTime()) : null
  return offset === null
    ? intlZonedTime(at, timeZone)
    : offsetZonedTime(at, offset)
}

/** The wall clock `offset` minutes from UTC (the generated offsets). */
function offsetZonedTime(at: Date, offset: number): ZonedTime {
  const local = new Date(at.getTime() + offset * 60_000)
  return Object.freeze({
    weekday: WEEKDAYS[local.getUTCDay()]!,
    minutes: local.getUTCHours() * 60 + local.getUTCMinutes(),
    day: Math.floor(local.getTime() / 864e5),
  })
}

/** The wall clock as Intl tells it (any zone, any date). */
export function intlZonedTime(at: Date, timeZone: string): ZonedTime {
  const parts = formatterFor(timeZone).formatToParts(at)
  let weekday: Weekday = 'sunday'
  let hour = 0
  let minute = 0
  const date = [0, 1, 1]
  for (const p of parts) {
    if (p.type === 'weekday') {
      const w = p.value.toLowerCase()
      const found = WEEKDAYS.find((d) => d === w)
      if (found) weekday = found
    } else if (p.type === 'hour') hour = Number(p.value) % 24
    else if (p.type === 'minute') minute = Number(p.value)
    else if (p.type === 'year') date[0] = Number(p.value)
    else if (p.type === 'month') date[1] = Number(p.value)
    else if (p.type === 'day') date[2] = Number(p.value)
  }
  return Object.freeze({
    weekday,
    minutes: hour * 60 + minute,
    day: Date.UTC(date[0]!, date[1]! - 1, date[2]) / 864e5,
  })
}
