/**
 * The strict reader of one day's hours as an operator types them (a call
 * sheet's `new_hours_monday`, and later holiday answers and harvested
 * sources). Pure, never throws.
 *
 * It reads the common ways people write hours ('8am-5pm', '8:00 AM –
 * 5:00 PM', '8 a.m. to noon', '24 hours', 'closed') into the data's form
 * ('8:00 AM - 5:00 PM'), which the site's parser (./parse-hours.ts) reads as
 * the same range. It refuses what it would have to guess: a number without AM
 * or PM ('8-5', '8am-8', 'noon-8': the likely meaning named in the
 * refusal), an overnight range written on a 24-hour clock, a day prefix
 * ('Mon-Fri 8-5' in one day's cell). A 24-hour clock is read only when an
 * hour past 12 says so ('8:00-17:00'). `unusualDay` and `unusualWeek` name
 * hours that read but are implausible for an urgent care.
 */
import { MINUTES_PER_DAY, formatTime, type HoursRange } from './parse-hours'

export type OperatorHours =
  | { kind: 'closed'; text: 'Closed' }
  | {
      kind: 'open'
      /** As stored: '8:00 AM - 5:00 PM'; '24 hours' is '12:00 AM - 12:00 AM'. */
      text: string
      range: HoursRange
      /** Written as '24 hours' (or '24/7'). */
      allDay: boolean
    }
  | { kind: 'refused'; why: string }

/** How a 24-hour day is stored: the site reads open === close as open all day. */
export const ALL_DAY_TEXT = '12:00 AM - 12:00 AM'

const EXAMPLES = "such as '8 AM - 5 PM', '24 hours' or 'Closed'"

const DASHES = /[\u2010-\u2015\u2212\uFE58\uFE63\uFF0D]/g
const DAY_WORD =
  /\b(?:mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun)(?:day)?s?\b|\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?\b|\bdaily\b|\bweekdays?\b|\bweekends?\b|\bevery\s*day\b|\b7\s*days\b/i
const ALL_DAY =
  /^(?:open\s+)?(?:24\s*(?:hours?|hrs?|h)(?:\s+a\s+day)?|24\s*\/\s*7)$/i
const CLOSED = /^closed\.?$/i
const TIME =
  /^(\d{1,2})(?:[:.](\d{2}))?\s*(?:([ap])\.?\s*(?:m\.?)?)?$|^(?:12\s*)?(noon|midday|midnight)$/i

interface Time {
  hour: number
  minute: number
  /** 'am' / 'pm' written (noon and midnight count as written), or null. */
  suffix: 'am' | 'pm' | null
  /** The hour as typed, for the suggestions. */
  typed: string
}

function readTime(text: string): Time | null {
  const m = TIME.exec(text.trim())
  if (!m) return null
  if (m[4]) {
    const noon = m[4].toLowerCase() !== 'midnight'
    return { hour: 12, minute: 0, suffix: noon ? 'pm' : 'am', typed: '12' }
  }
  const hour = Number(m[1])
  const minute = m[2] === undefined ? 0 : Number(m[2])
  if (minute > 59) return null
  const s = m[3]?.toLowerCase()
  const suffix = s === 'a' ? 'am' : s === 'p' ? 'pm' : null
  if (suffix !== null && (hour < 1 || hour > 12)) return null
  if (hour > 23) return null
  return { hour, minute, suffix, typed: m[1]! }
}

const minutesOf = (hour12: number, minute: number, suffix: 'am' | 'pm') =>
  ((hour12 % 12) + (suffix === 'pm' ? 12 : 0)) * 60 + minute

/** '8 AM', '5:30 PM': the spoken form used in suggestions. */
const spoken = (minutes: number) => formatTime(minutes)
const rangeWords = (r: HoursRange) => `${spoken(r.open)} - ${spoken(r.close)}`
const isOvernight = (r: HoursRange) => r.close <= r.open

/** The data's form of a range: '8:00 AM - 5:00 PM'. */
export function hoursText(r: HoursRange): string {
  const clock = (m: number) => {
    const h24 = Math.floor(m / 60)
    const h12 = h24 % 12 === 0 ? 12 : h24 % 12
    return `${h12}:${String(m % 60).padStart(2, '0')} ${h24 < 12 ? 'AM' : 'PM'}`
  }
  return `${clock(r.open)} - ${clock(r.close)}`
}

/** Minutes open in a range (24 hours when open === close). */
export function minutesOpen(r: HoursRange): number {
  const d = (r.close - r.open + MINUTES_PER_DAY) % MINUTES_PER_DAY
  return d === 0 ? MINUTES_PER_DAY : d
}

/**
 * The readings of a range whose ends lack AM/PM: each missing suffix tried
 * both ways. The likely one first: a same-day range opening between 5 AM
 * and 2 PM and closing between 11 AM and midnight, else any same-day range.
 */
function readings(open: Time, close: Time): HoursRange[] {
  const sides = (t: Time): ('am' | 'pm')[] =>
    t.suffix ? [t.suffix] : ['am', 'pm']
  const all: HoursRange[] = []
  for (const so of sides(open))
    for (const sc of sides(close))
      all.push({
        open: minutesOf(open.hour, open.minute, so),
        close: minutesOf(close.hour, close.minute, sc),
      })
  const sameDay = all.filter((r) => !isOvernight(r))
  const daytime = sameDay.filter(
    (r) => r.open >= 300 && r.open <= 840 && r.close >= 660,
  )
  return [...daytime, ...sameDay, ...all].filter(
    (r, i, list) =>
      list.findIndex((x) => x.open === r.open && x.close === r.close) === i,
  )
}

/** The suffix-flipped reading of a range (8 AM - 5 PM → 8 PM - 5 AM). */
const flipped = (r: HoursRange): HoursRange => ({
  open: (r.open + 720) % MINUTES_PER_DAY,
  close: (r.close + 720) % MINUTES_PER_DAY,
})

/** Reads one day's hours as an operator wrote them. */
export function readOperatorHours(input: string): OperatorHours {
  const text = (typeof input === 'string' ? input : '')
    .trim()
    .replace(/\s+/g, ' ')
  if (text === '')
    return { kind: 'refused', why: `no hours written: write them, ${EXAMPLES}` }
  if (CLOSED.test(text)) return { kind: 'closed', text: 'Closed' }
  if (ALL_DAY.test(text))
    return {
      kind: 'open',
      text: ALL_DAY_TEXT,
      range: { open: 0, close: 0 },
      allDay: true,
    }
  if (DAY_WORD.test(text))
    return {
      kind: 'refused',
      why: `a day's cell holds that day's hours alone, without day names (such as 'Mon-Fri'): write this day's own hours, ${EXAMPLES}`,
    }
  const parts = text
    .replace(DASHES, '-')
    .split(/\s*-\s*|\s+(?:to|till|til|until|thru|through)\s+/i)
  const open = parts.length === 2 ? readTime(parts[0]!) : null
  const close = parts.length === 2 ? readTime(parts[1]!) : null
  if (!open || !close)
    return {
      kind: 'refused',
      why: `is not hours the site can read, ${EXAMPLES}`,
    }
  if (open.suffix && close.suffix) {
    const range = {
      open: minutesOf(open.hour, open.minute, open.suffix),
      close: minutesOf(close.hour, close.minute, close.suffix),
    }
    return { kind: 'open', text: hoursText(range), range, allDay: false }
  }
  // A 24-hour clock: both ends bare, an hour past 12 (or 0) on one of them.
  const h24 = (t: Time) => t.hour > 12 || t.hour === 0
  if (!open.suffix && !close.suffix && (h24(open) || h24(close))) {
    const range = {
      open: open.hour * 60 + open.minute,
      close: close.hour * 60 + close.minute,
    }
    if (isOvernight(range))
      return {
        kind: 'refused',
        why: `overnight hours need AM or PM on both times: write ${rangeWords(range)}`,
      }
    return { kind: 'open', text: hoursText(range), range, allDay: false }
  }
  if (h24(open) || h24(close))
    return {
      kind: 'refused',
      why: `mixes a 24-hour time with AM/PM: write both times with AM or PM, ${EXAMPLES}`,
    }
  const [likely] = readings(open, close)
  const other = flipped(likely!)
  const half = open.suffix !== null || close.suffix !== null
  return {
    kind: 'refused',
    why: half
      ? `write ${rangeWords(likely!)} (AM or PM on both times)`
      : `write ${rangeWords(likely!)}, or ${rangeWords(other)}${isOvernight(other) ? ' for overnight' : ''}`,
  }
}

/**
 * Why one day's hours are implausible for an urgent care, or null: open
 * under one hour, or open all day without being written '24 hours'.
 */
export function unusualDay(h: OperatorHours): string | null {
  if (h.kind !== 'open') return null
  const open = minutesOpen(h.range)
  if (open === MINUTES_PER_DAY && !h.allDay)
    return `reads as open all 24 hours (${rangeWords(h.range)}); write '24 hours' if that is what you heard`
  if (open < 60) return `open under one hour (${open} minutes)`
  return null
}

/** Why a whole week is implausible (closed all seven days), or null. */
export function unusualWeek(days: readonly (string | null)[]): string | null {
  return days.length === 7 &&
    days.every((d) => d !== null && CLOSED.test(d.trim()))
    ? 'closed all seven days: if the clinic has closed, the outcome is temporarily_closed or permanently_closed'
    : null
}
