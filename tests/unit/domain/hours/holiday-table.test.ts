import { describe, expect, test } from 'vitest'
import {
  HOLIDAY_TABLE_LAST_YEAR,
  holidayTableLastYear,
  holidayTableProblem,
} from '@/domain/hours/holiday-table'
import { dayOf } from '@/domain/hours/holidays'
import { HOLIDAY_DAYS } from '@/domain/hours/holidays-data'

describe("the build's check of the holiday table's years", () => {
  test('a build up to the year before the last passes', () => {
    expect(holidayTableProblem(2026, 2031)).toBeNull()
    expect(holidayTableProblem(2030, 2031)).toBeNull()
  })

  test('a build in the last year or later stops, naming the year and the command', () => {
    const message =
      'the holiday table ends in 2031: run npm run data:holidays (after npm run data:zones, whose years it follows), or the holidays after 2031 are ordinary days'
    expect(holidayTableProblem(2031, 2031)).toBe(message)
    expect(holidayTableProblem(2032, 2031)).toBe(message)
    expect(holidayTableProblem(2040, 2031)).toBe(message)
  })

  test('an empty table stops the build', () => {
    expect(holidayTableProblem(2026, null)).toBe(
      'the holiday table is empty: run npm run data:holidays',
    )
    expect(holidayTableLastYear([])).toBeNull()
    expect(holidayTableLastYear([[], []])).toBeNull()
  })

  test("the table's last year is the year of its latest day, in any row", () => {
    expect(
      holidayTableLastYear([
        [dayOf('2026-01-01'), dayOf('2027-01-01')],
        [dayOf('2028-12-31'), dayOf('2026-07-04')],
      ]),
    ).toBe(2028)
    // New Year's Eve is the last day of its year, not the next year's.
    expect(holidayTableLastYear([[dayOf('2031-12-31')]])).toBe(2031)
    expect(holidayTableLastYear([[dayOf('2032-01-01')]])).toBe(2032)
  })

  test('the committed table: its last year read from the data', () => {
    expect(HOLIDAY_TABLE_LAST_YEAR).toBe(holidayTableLastYear(HOLIDAY_DAYS))
    const lastDay = Math.max(...HOLIDAY_DAYS.flat())
    expect(HOLIDAY_TABLE_LAST_YEAR).toBe(
      Number(new Date(lastDay * 864e5).toISOString().slice(0, 4)),
    )
  })
})
