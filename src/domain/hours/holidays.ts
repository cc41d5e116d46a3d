/*
 * Which days are holidays, for the open status (open-status.ts) and the
 * clinic page's coming holidays. The days come from the `date-holidays`
 * library (United States, Kentucky), narrowed to the days clinics commonly
 * change their hours (HOLIDAY_NAMES), as a small generated table
 * (holidays-data.ts, `npm run data:holidays`): the library itself is about
 * 1.7 MB and never reaches a page. A holiday is a calendar day in the
 * clinic's own zone (the `day` of its wall clock, zoned-time.ts). Pure.
 */
import { HOLIDAY_DAYS } from './holidays-data'

/**
 * The listed holidays, in the order of the year. Days clinics commonly
 * close or shorten hours (and Google asks owners to confirm special hours
 * for); the other federal and Kentucky days (MLK Day, Presidents' Day,
 * Juneteenth, Columbus Day, Veterans Day, Good Friday's half day, the
 * day after Thanksgiving) are office holidays urgent cares keep their hours
 * on, and observed substitute days (a Friday for a Saturday July 4) are
 * for offices too: the holiday itself is the day a clinic changes hours.
 */
export const HOLIDAY_NAMES = [
  "New Year's Day",
  'Easter Sunday',
  'Memorial Day',
  'Independence Day',
  'Labor Day',
  'Thanksgiving',
  'Christmas Eve',
  'Christmas Day',
  "New Year's Eve",
] as const

export type HolidayName = (typeof HOLIDAY_NAMES)[number]

/** Days since 1970-01-01 of an ISO date (YYYY-MM-DD), or NaN. */
export function dayOf(isoDate: string): number {
  return /^\d{4}-\d\d-\d\d$/.test(isoDate)
    ? Date.parse(isoDate) / 864e5
    : Number.NaN
}

/** The ISO date (YYYY-MM-DD) of a day number. */
export function isoOf(day: number): string {
  return new Date(day * 864e5).toISOString().slice(0, 10)
}

/**
 * The listed holiday on `day` (days since 1970-01-01, a calendar day in the
 * clinic's zone), or null. Outside the table's years (holidays-data.ts)
 * nothing is a holiday: the table is regenerated with the zone offsets.
 */
export function holidayOn(day: number | undefined): HolidayName | null {
  if (day === undefined) return null
  for (let i = 0; i < HOLIDAY_DAYS.length; i++)
    if (HOLIDAY_DAYS[i]!.includes(day)) return HOLIDAY_NAMES[i] ?? null
  return null
}

/** The listed holidays from `day` (included) to `day + days` (excluded), in order. */
export function holidaysWithin(
  day: number,
  days: number,
): { day: number; name: HolidayName }[] {
  const found: { day: number; name: HolidayName }[] = []
  for (let d = day; d < day + days; d++) {
    const name = holidayOn(d)
    if (name) found.push({ day: d, name })
  }
  return found
}
