import { describe, expect, test } from 'vitest'
import type { WeeklyHours } from '@/domain/clinic'
import {
  HOURS_LINE_ONE_LINE_CHARS,
  hoursLineMayWrap,
} from '@/domain/hours/hours-line-text'

const week = (text: string | null): WeeklyHours => ({
  sunday: text,
  monday: text,
  tuesday: text,
  wednesday: text,
  thursday: text,
  friday: text,
  saturday: text,
})

describe('hoursLineMayWrap: the hours line keeps two lines when it may need them', () => {
  test("a clinic with hours: '8:00 AM - 5:00 PM • Opens Wednesday 12:30 PM' is past one line", () => {
    expect(hoursLineMayWrap(week('8:00 AM - 5:00 PM'))).toBe(true)
    expect('8:00 AM - 5:00 PM • Opens tomorrow 8 AM'.length).toBeGreaterThan(
      HOURS_LINE_ONE_LINE_CHARS,
    )
  })

  test('one long day is enough', () => {
    expect(hoursLineMayWrap({ ...week(null), friday: '8 AM - 5 PM' })).toBe(
      true,
    )
  })

  test("no hours at all: 'Hours unknown' and an opening never come, one line", () => {
    expect(hoursLineMayWrap(week(null))).toBe(false)
    expect(hoursLineMayWrap(week('  '))).toBe(false)
  })
})
