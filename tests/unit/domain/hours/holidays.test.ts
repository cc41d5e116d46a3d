import { describe, expect, test } from 'vitest'
import Holidays from 'date-holidays'
import {
  HOLIDAY_NAMES,
  dayOf,
  holidayOn,
  holidaysWithin,
  isoOf,
} from '@/domain/hours/holidays'
import { HOLIDAY_DAYS } from '@/domain/hours/holidays-data'
import { clinicWallClock } from '@/domain/hours/open-status'
import {
  LIBRARY_NAMES,
  holidayDays,
  tableYears,
} from '../../../../supabase/tools/generate-holidays'

const YEARS = [2026, 2027, 2028, 2029, 2030, 2031]
const ZONES = ['America/Chicago', 'America/New_York']

/** The listed holiday at a clinic's wall clock at `iso` (an instant). */
function holidayAt(iso: string, zone: string) {
  return holidayOn(clinicWallClock(zone, new Date(iso))?.day)
}

/** Every listed holiday of a year, as 'YYYY-MM-DD name'. */
function listOf(year: number): string[] {
  return holidaysWithin(dayOf(`${year}-01-01`), 366)
    .filter((h) => isoOf(h.day).startsWith(String(year)))
    .map((h) => `${isoOf(h.day)} ${h.name}`)
}

describe('the holiday table (holidays-data.ts)', () => {
  test('covers 2026–2031, the years of the zone offsets', () => {
    expect(tableYears()).toEqual(YEARS)
  })

  test("is the date-holidays library's answer for US-KY (regenerate with npm run data:holidays)", () => {
    expect(HOLIDAY_DAYS).toEqual(holidayDays(YEARS))
  })

  test('has each listed holiday once a year', () => {
    expect(HOLIDAY_DAYS).toHaveLength(HOLIDAY_NAMES.length)
    for (const row of HOLIDAY_DAYS) expect(row).toHaveLength(YEARS.length)
  })

  test("begins and ends where the library's holiday does, in each clinic zone (its first and last minute, and the minutes around)", () => {
    const out: string[] = []
    for (const zone of ZONES) {
      const hd = new Holidays('US', 'KY', { timezone: zone })
      for (const year of YEARS)
        for (const h of hd.getHolidays(year, 'en')) {
          if ((h as { substitute?: boolean }).substitute) continue
          const name = HOLIDAY_NAMES.find((n) => LIBRARY_NAMES[n].test(h.name))
          if (!name) continue
          const first = h.start.getTime()
          const last = h.end.getTime() - 60_000
          const at = (ms: number) =>
            holidayOn(clinicWallClock(zone, new Date(ms))?.day)
          if (at(first) !== name || at(last) !== name)
            out.push(`${zone} ${h.date} ${name}: not held all day`)
          if (at(first - 60_000) === name || at(last + 60_000) === name)
            out.push(`${zone} ${h.date} ${name}: held past its day`)
        }
    }
    expect(out).toEqual([])
  })

  test('lists no day the library does not (every day of 2026–2031)', () => {
    const hd = new Holidays('US', 'KY')
    const library = new Set<number>()
    for (const year of YEARS)
      for (const h of hd.getHolidays(year, 'en'))
        if (
          !(h as { substitute?: boolean }).substitute &&
          HOLIDAY_NAMES.some((n) => LIBRARY_NAMES[n].test(h.name))
        )
          library.add(dayOf(h.date.slice(0, 10)))
    const ours: number[] = []
    for (let day = dayOf('2026-01-01'); day < dayOf('2032-01-01'); day++)
      if (holidayOn(day)) ours.push(day)
    expect(ours).toEqual([...library].sort((a, b) => a - b))
    expect(ours).toHaveLength(54)
  })
})

describe('the listed holidays in Kentucky, 2026–2031', () => {
  test('each year, in order', () => {
    expect(listOf(2026)).toEqual([
      "2026-01-01 New Year's Day",
      '2026-04-05 Easter Sunday',
      '2026-05-25 Memorial Day',
      '2026-07-04 Independence Day',
      '2026-09-07 Labor Day',
      '2026-11-26 Thanksgiving',
      '2026-12-24 Christmas Eve',
      '2026-12-25 Christmas Day',
      "2026-12-31 New Year's Eve",
    ])
    expect(listOf(2027)).toEqual([
      "2027-01-01 New Year's Day",
      '2027-03-28 Easter Sunday',
      '2027-05-31 Memorial Day',
      '2027-07-04 Independence Day',
      '2027-09-06 Labor Day',
      '2027-11-25 Thanksgiving',
      '2027-12-24 Christmas Eve',
      '2027-12-25 Christmas Day',
      "2027-12-31 New Year's Eve",
    ])
    for (const year of YEARS) expect(listOf(year)).toHaveLength(9)
  })

  test('Thanksgiving is the fourth Thursday of November every year', () => {
    const expected = {
      2026: '2026-11-26',
      2027: '2027-11-25',
      2028: '2028-11-23',
      2029: '2029-11-22',
      2030: '2030-11-28',
      2031: '2031-11-27',
    }
    for (const year of YEARS) {
      const found = listOf(year).find((l) => l.endsWith('Thanksgiving'))!
      const iso = found.slice(0, 10)
      expect(iso).toBe(expected[year as keyof typeof expected])
      const date = new Date(`${iso}T12:00:00Z`)
      expect(date.getUTCDay()).toBe(4)
      expect(Math.ceil(date.getUTCDate() / 7)).toBe(4)
    }
  })

  test('Easter Sunday is a Sunday; Memorial Day the last Monday of May; Labor Day the first of September', () => {
    for (const year of YEARS) {
      const list = listOf(year)
      const date = (name: string) =>
        new Date(
          `${list.find((l) => l.endsWith(name))!.slice(0, 10)}T12:00:00Z`,
        )
      expect(date('Easter Sunday').getUTCDay()).toBe(0)
      const memorial = date('Memorial Day')
      expect(memorial.getUTCDay()).toBe(1)
      expect(memorial.getUTCDate()).toBeGreaterThan(31 - 7)
      const labor = date('Labor Day')
      expect(labor.getUTCDay()).toBe(1)
      expect(labor.getUTCDate()).toBeLessThanOrEqual(7)
    }
  })

  test('Christmas on a weekend is the 25th itself, never the observed Friday or Monday', () => {
    // Saturday, December 25, 2027: Friday the 24th stays Christmas Eve.
    expect(holidayOn(dayOf('2027-12-25'))).toBe('Christmas Day')
    expect(holidayOn(dayOf('2027-12-24'))).toBe('Christmas Eve')
    expect(holidayOn(dayOf('2027-12-27'))).toBeNull()
    // Sunday, July 4, 2027: Monday the 5th is an office holiday only.
    expect(holidayOn(dayOf('2027-07-04'))).toBe('Independence Day')
    expect(holidayOn(dayOf('2027-07-05'))).toBeNull()
    // Saturday, July 4, 2026: Friday the 3rd is not listed.
    expect(holidayOn(dayOf('2026-07-03'))).toBeNull()
    // Saturday, January 1, 2028: Friday, December 31, 2027 is New Year's Eve.
    expect(holidayOn(dayOf('2027-12-31'))).toBe("New Year's Eve")
    expect(holidayOn(dayOf('2028-01-01'))).toBe("New Year's Day")
  })

  test("New Year's Eve and Day across the year boundary, in the clinic's own zone", () => {
    // 11:59 PM and midnight in Paducah (Central).
    expect(holidayAt('2027-01-01T05:59:00Z', 'America/Chicago')).toBe(
      "New Year's Eve",
    )
    expect(holidayAt('2027-01-01T06:00:00Z', 'America/Chicago')).toBe(
      "New Year's Day",
    )
    expect(holidayAt('2027-01-02T05:59:00Z', 'America/Chicago')).toBe(
      "New Year's Day",
    )
    expect(holidayAt('2027-01-02T06:00:00Z', 'America/Chicago')).toBeNull()
    // The same instant is already New Year's Day in the Eastern zone.
    expect(holidayAt('2027-01-01T05:30:00Z', 'America/New_York')).toBe(
      "New Year's Day",
    )
    expect(holidayAt('2027-01-01T05:30:00Z', 'America/Chicago')).toBe(
      "New Year's Eve",
    )
    // 12:30 AM Eastern on Christmas is 11:30 PM Christmas Eve in Central.
    expect(holidayAt('2026-12-25T05:30:00Z', 'America/New_York')).toBe(
      'Christmas Day',
    )
    expect(holidayAt('2026-12-25T05:30:00Z', 'America/Chicago')).toBe(
      'Christmas Eve',
    )
  })

  test('the days of a daylight-saving change keep their calendar day at every hour', () => {
    // Sundays of the changes: March 8 and November 1, 2026 (not holidays),
    // and the holidays around them keep their day in both offsets.
    for (const zone of ZONES) {
      for (const iso of ['2026-03-08', '2026-11-01', '2029-03-11']) {
        const day = dayOf(iso)
        const start = Date.parse(`${iso}T00:00:00Z`)
        for (let h = 4; h <= 30; h++) {
          const wall = clinicWallClock(zone, new Date(start + h * 3_600_000))!
          expect(
            wall.day === day || wall.day === day - 1 || wall.day === day + 1,
          ).toBe(true)
          expect(holidayOn(wall.day)).toBeNull()
        }
      }
    }
    // Easter Sunday, April 1, 2029, under daylight time: midnight to midnight.
    expect(holidayAt('2029-04-01T03:59:00Z', 'America/New_York')).toBeNull()
    expect(holidayAt('2029-04-01T05:00:00Z', 'America/Chicago')).toBe(
      'Easter Sunday',
    )
    expect(holidayAt('2029-04-01T04:00:00Z', 'America/New_York')).toBe(
      'Easter Sunday',
    )
  })

  test('nothing is a holiday outside the table, and bad days are no holiday', () => {
    expect(holidayOn(dayOf('2025-12-25'))).toBeNull()
    expect(holidayOn(dayOf('2032-12-25'))).toBeNull()
    expect(holidayOn(undefined)).toBeNull()
    expect(holidayOn(Number.NaN)).toBeNull()
    expect(dayOf('2026-13-45')).toBeNaN()
    expect(dayOf('not a date')).toBeNaN()
  })

  test('holidaysWithin lists the holidays of the next 30 days in order', () => {
    expect(holidaysWithin(dayOf('2026-12-01'), 31).map((h) => h.name)).toEqual([
      'Christmas Eve',
      'Christmas Day',
      "New Year's Eve",
    ])
    expect(
      holidaysWithin(dayOf('2026-12-26'), 30).map((h) => isoOf(h.day)),
    ).toEqual(['2026-12-31', '2027-01-01'])
  })
})
