import { describe, test, expect } from 'vitest'
import {
  formatTime,
  isClosedText,
  parseHoursRange,
  parseTime,
} from '@/domain/hours/parse-hours'

describe('parseTime', () => {
  test('times with AM/PM and minutes parse to minutes since midnight', () => {
    expect(parseTime('8:00 AM')).toBe(480)
    expect(parseTime('8:30 PM')).toBe(20 * 60 + 30)
    expect(parseTime('11:59 PM')).toBe(1439)
  })

  test('times with AM/PM and no minutes parse as on the hour', () => {
    expect(parseTime('8 AM')).toBe(480)
    expect(parseTime('5 PM')).toBe(17 * 60)
  })

  test('AM/PM suffix is case-insensitive and may follow without a space', () => {
    expect(parseTime('8:30pm')).toBe(20 * 60 + 30)
    expect(parseTime('8:30Pm')).toBe(20 * 60 + 30)
    expect(parseTime('8am')).toBe(480)
  })

  test('A/P single-letter suffix is accepted like AM/PM', () => {
    expect(parseTime('8a')).toBe(480)
    expect(parseTime('8:30 P')).toBe(20 * 60 + 30)
    expect(parseTime('8:30 p')).toBe(20 * 60 + 30)
  })

  test('AM/PM suffix may carry periods ("a.m.", "p.m.")', () => {
    expect(parseTime('8 a.m.')).toBe(480)
    expect(parseTime('8:15 P.M.')).toBe(20 * 60 + 15)
    expect(parseTime('8 a.m')).toBe(480)
  })

  test('12 AM is hour 0 (midnight)', () => {
    expect(parseTime('12 AM')).toBe(0)
    expect(parseTime('12:30 AM')).toBe(30)
  })

  test('12 PM is hour 12 (noon): PM adds 12 unless the hour is 12', () => {
    expect(parseTime('12 PM')).toBe(720)
    expect(parseTime('12:45 PM')).toBe(765)
    expect(parseTime('1 PM')).toBe(780)
  })

  test('a time without suffix is read as 24-hour time', () => {
    expect(parseTime('20:00')).toBe(1200)
    expect(parseTime('0:00')).toBe(0)
    expect(parseTime('23:59')).toBe(1439)
    expect(parseTime('08:05')).toBe(485)
  })

  test('surrounding spaces are trimmed', () => {
    expect(parseTime('  7:30 AM  ')).toBe(450)
  })

  test('invalid hour is rejected: 13 PM, 0 AM, 25:00, 24:00', () => {
    expect(parseTime('13 PM')).toBeNull()
    expect(parseTime('13:00 AM')).toBeNull()
    expect(parseTime('0 AM')).toBeNull()
    expect(parseTime('25:00')).toBeNull()
    expect(parseTime('24:00')).toBeNull()
  })

  test('invalid minute is rejected: minute 60 or more', () => {
    expect(parseTime('8:60 AM')).toBeNull()
    expect(parseTime('20:60')).toBeNull()
    expect(parseTime('8:99')).toBeNull()
  })

  test('anything that is not a time is rejected', () => {
    expect(parseTime('')).toBeNull()
    expect(parseTime('noon')).toBeNull()
    expect(parseTime('8:5 AM')).toBeNull()
    expect(parseTime('8:00 XM')).toBeNull()
    expect(parseTime('-8:00')).toBeNull()
    expect(parseTime('8:00:00')).toBeNull()
    expect(parseTime('８:00')).toBeNull()
  })
})

describe('parseHoursRange', () => {
  test('a plain range splits on "-" into open and close', () => {
    expect(parseHoursRange('8:00 AM - 8:00 PM')).toEqual({
      open: 480,
      close: 1200,
    })
    expect(parseHoursRange('8am-5pm')).toEqual({ open: 480, close: 1020 })
  })

  test('prefix "Daily" is stripped', () => {
    expect(parseHoursRange('Daily 8:00 AM - 8:00 PM')).toEqual({
      open: 480,
      close: 1200,
    })
    expect(parseHoursRange('DAILY: 8 AM - 8 PM')).toEqual({
      open: 480,
      close: 1200,
    })
  })

  test('prefix "Mon-Fri" is stripped (its own hyphen is not a separator)', () => {
    expect(parseHoursRange('Mon-Fri 7:30 AM - 6 PM')).toEqual({
      open: 450,
      close: 1080,
    })
    expect(parseHoursRange('mon-fri: 9a - 5p')).toEqual({
      open: 540,
      close: 1020,
    })
  })

  test('prefix "Mon-Sun" is stripped', () => {
    expect(parseHoursRange('Mon-Sun 8 AM - 9 PM')).toEqual({
      open: 480,
      close: 1260,
    })
  })

  test('prefix "7 Days a Week" is stripped, with an optional colon', () => {
    expect(parseHoursRange('7 Days a Week: 8 AM - 8 PM')).toEqual({
      open: 480,
      close: 1200,
    })
    expect(parseHoursRange('7 days a week 8 AM - 8 PM')).toEqual({
      open: 480,
      close: 1200,
    })
  })

  test('other prefixes are not stripped, so the hours are unknown', () => {
    expect(parseHoursRange('Mon-Sat 8 AM - 8 PM')).toBeNull()
    expect(parseHoursRange('Weekdays 8 AM - 8 PM')).toBeNull()
  })

  test('en dash and em dash separate the two times like "-"', () => {
    expect(parseHoursRange('8:00 AM – 8:00 PM')).toEqual({
      open: 480,
      close: 1200,
    })
    expect(parseHoursRange('8:00 AM — 8:00 PM')).toEqual({
      open: 480,
      close: 1200,
    })
    expect(parseHoursRange('Mon–Fri 8 AM – 5 PM')).toEqual({
      open: 480,
      close: 1020,
    })
  })

  test('surrounding spaces are trimmed', () => {
    expect(parseHoursRange('   8 AM - 8 PM   ')).toEqual({
      open: 480,
      close: 1200,
    })
  })

  test('24-hour times without suffix are accepted in a range', () => {
    expect(parseHoursRange('08:00 - 20:00')).toEqual({ open: 480, close: 1200 })
  })

  test('an overnight range is returned as is (close earlier than open)', () => {
    expect(parseHoursRange('6:00 PM - 2:00 AM')).toEqual({
      open: 1080,
      close: 120,
    })
    expect(parseHoursRange('12:00 AM - 12:00 AM')).toEqual({
      open: 0,
      close: 0,
    })
  })

  test('more than two parts means unknown hours', () => {
    expect(parseHoursRange('8 AM - 12 PM - 5 PM')).toBeNull()
    expect(parseHoursRange('8 AM - 12 PM, 1 PM - 5 PM')).toBeNull()
  })

  test('missing parts mean unknown hours', () => {
    expect(parseHoursRange('8 AM')).toBeNull()
    expect(parseHoursRange('8 AM -')).toBeNull()
    expect(parseHoursRange('- 5 PM')).toBeNull()
    expect(parseHoursRange('-')).toBeNull()
    expect(parseHoursRange('Daily')).toBeNull()
    expect(parseHoursRange('')).toBeNull()
  })

  test('an invalid time on either side means unknown hours', () => {
    expect(parseHoursRange('13 PM - 5 PM')).toBeNull()
    expect(parseHoursRange('8 AM - 25:00')).toBeNull()
    expect(parseHoursRange('8:60 AM - 5 PM')).toBeNull()
  })

  test('null, undefined, "Closed" and words are unknown hours', () => {
    expect(parseHoursRange(null)).toBeNull()
    expect(parseHoursRange(undefined)).toBeNull()
    expect(parseHoursRange('Closed')).toBeNull()
    expect(parseHoursRange('Open 24 hours')).toBeNull()
    expect(parseHoursRange('8 AM to 5 PM')).toBeNull()
  })
})

describe('isClosedText', () => {
  test('"Closed" in any case, trimmed, means closed', () => {
    expect(isClosedText('Closed')).toBe(true)
    expect(isClosedText('CLOSED')).toBe(true)
    expect(isClosedText('  closed  ')).toBe(true)
  })

  test('empty, blank, null and undefined hours mean closed', () => {
    expect(isClosedText('')).toBe(true)
    expect(isClosedText('   ')).toBe(true)
    expect(isClosedText(null)).toBe(true)
    expect(isClosedText(undefined)).toBe(true)
  })

  test('a range or other text is not "Closed"', () => {
    expect(isClosedText('8 AM - 5 PM')).toBe(false)
    expect(isClosedText('Closed for lunch 12-1')).toBe(false)
  })
})

describe('formatTime', () => {
  test("on the hour is displayed as 'h AM' / 'h PM'", () => {
    expect(formatTime(480)).toBe('8 AM')
    expect(formatTime(1200)).toBe('8 PM')
  })

  test("noon is '12 PM' and midnight is '12 AM'", () => {
    expect(formatTime(720)).toBe('12 PM')
    expect(formatTime(0)).toBe('12 AM')
  })

  test("other minutes are displayed as 'h:mm PM' with two-digit minutes", () => {
    expect(formatTime(19 * 60 + 30)).toBe('7:30 PM')
    expect(formatTime(7 * 60 + 5)).toBe('7:05 AM')
    expect(formatTime(30)).toBe('12:30 AM')
    expect(formatTime(1439)).toBe('11:59 PM')
  })

  test('out-of-range minutes wrap around the day; non-finite gives empty', () => {
    expect(formatTime(1440)).toBe('12 AM')
    expect(formatTime(-60)).toBe('11 PM')
    expect(formatTime(Number.NaN)).toBe('')
    expect(formatTime(Number.POSITIVE_INFINITY)).toBe('')
  })
})
