import { describe, expect, it } from 'vitest'
import { checkinStatus, CHECKIN_SOON_MINUTES } from '@/domain/hours/checkin'
import { clinicOpenStatus } from '@/domain/clinic-display'
import { hoursLineText } from '@/domain/hours/hours-line-text'
import {
  clinicWallClock,
  minutesUntilClose,
  type OpenStatusInput,
} from '@/domain/hours/open-status'
import { UNKNOWN_FACTS } from '@/domain/before-you-go'
import { applyFilters } from '@/domain/filters'
import { DEFAULT_FILTERS } from '@/domain/clinic'
import { createClinic, everyDay } from '../../../factories/clinic'

const CHICAGO = 'America/Chicago'
const eightToEight: OpenStatusInput = {
  weeklyHours: everyDay('8:00 AM - 8:00 PM'),
  timezone: CHICAGO,
}
/** Monday 2026-11-23 at hh:mm in Chicago (UTC−6 in November). */
const chicago = (hh: number, mm: number) =>
  new Date(Date.UTC(2026, 10, 23, hh + 6, mm))
const at = (input: OpenStatusInput, d: Date) =>
  clinicWallClock(input.timezone, d)

describe('minutesUntilClose', () => {
  it('counts to the close of the range in effect', () => {
    expect(
      minutesUntilClose(eightToEight, at(eightToEight, chicago(19, 29))),
    ).toBe(31)
    expect(
      minutesUntilClose(eightToEight, at(eightToEight, chicago(19, 59))),
    ).toBe(1)
    expect(
      minutesUntilClose(eightToEight, at(eightToEight, chicago(8, 0))),
    ).toBe(720)
  })
  it('is null when closed or the time is unknown', () => {
    expect(
      minutesUntilClose(eightToEight, at(eightToEight, chicago(20, 0))),
    ).toBeNull()
    expect(minutesUntilClose(eightToEight, null)).toBeNull()
    expect(
      minutesUntilClose({ timezone: CHICAGO }, at(eightToEight, chicago(9, 0))),
    ).toBeNull()
  })
  it('crosses midnight for overnight hours, today’s and yesterday’s', () => {
    const late: OpenStatusInput = {
      weeklyHours: everyDay('6:00 PM - 2:00 AM'),
      timezone: CHICAGO,
    }
    expect(minutesUntilClose(late, at(late, chicago(23, 0)))).toBe(180)
    // 1:29 AM: yesterday's range carries over.
    expect(minutesUntilClose(late, at(late, chicago(1, 29)))).toBe(31)
  })
  it('a 24-hour range closes a whole day later', () => {
    const allDay: OpenStatusInput = {
      weeklyHours: everyDay('12:00 AM - 12:00 AM'),
      timezone: CHICAGO,
    }
    expect(minutesUntilClose(allDay, at(allDay, chicago(0, 0)))).toBe(1440)
  })
})

describe('checkinStatus: last check-in 30 minutes before an 8 PM close', () => {
  const phase = (hh: number, mm: number, minutes: number | null = 30) =>
    checkinStatus(eightToEight, at(eightToEight, chicago(hh, mm)), minutes)
  it('7:29 PM: closing soon, last check-in 7:30 PM', () => {
    expect(phase(19, 29)).toEqual({ last: '7:30 PM', phase: 'soon' })
  })
  it('7:30 PM: still the last minute to check in', () => {
    expect(phase(19, 30)).toEqual({ last: '7:30 PM', phase: 'soon' })
  })
  it('7:31 PM: check-in has ended though the clinic is open', () => {
    expect(phase(19, 31)).toEqual({ last: '7:30 PM', phase: 'ended' })
  })
  it(`plain open more than ${CHECKIN_SOON_MINUTES} minutes before`, () => {
    expect(phase(18, 29)?.phase).toBe('open')
    expect(phase(18, 30)?.phase).toBe('soon')
  })
  it('nothing when closed or the minutes are unknown', () => {
    expect(phase(20, 0)).toBeNull()
    expect(phase(7, 59)).toBeNull()
    expect(phase(12, 0, null)).toBeNull()
  })
  it('0 minutes: check-in until closing, never ended', () => {
    expect(phase(19, 59, 0)).toEqual({ last: '8 PM', phase: 'soon' })
  })
  it('overnight hours: last check-in 1:30 AM for a 2 AM close', () => {
    const late: OpenStatusInput = {
      weeklyHours: everyDay('6:00 PM - 2:00 AM'),
      timezone: CHICAGO,
    }
    expect(checkinStatus(late, at(late, chicago(1, 29)), 30)).toEqual({
      last: '1:30 AM',
      phase: 'soon',
    })
    expect(checkinStatus(late, at(late, chicago(1, 31)), 30)?.phase).toBe(
      'ended',
    )
    expect(checkinStatus(late, at(late, chicago(22, 0)), 30)?.phase).toBe(
      'open',
    )
  })
  it('in the clinic’s zone, not the machine’s: Eastern 7:29 PM', () => {
    const eastern = { ...eightToEight, timezone: 'America/New_York' }
    const d = new Date(Date.UTC(2026, 10, 24, 0, 29)) // 7:29 PM EST
    expect(checkinStatus(eastern, at(eastern, d), 30)?.phase).toBe('soon')
    expect(checkinStatus(eightToEight, at(eightToEight, d), 30)?.phase).toBe(
      'open',
    )
  })
  it('a last check-in longer than the day’s hours: ended from opening', () => {
    const short: OpenStatusInput = {
      weeklyHours: everyDay('8:00 AM - 10:00 AM'),
      timezone: CHICAGO,
    }
    expect(checkinStatus(short, at(short, chicago(8, 0)), 180)?.phase).toBe(
      'ended',
    )
  })
})

describe('the clinic’s status and hours line carry the check-in', () => {
  const clinic = (minutes: number | null) =>
    createClinic({
      weeklyHours: everyDay('8:00 AM - 8:00 PM'),
      timezone: CHICAGO,
      facts: { ...UNKNOWN_FACTS, lastCheckinMinutesBeforeClose: minutes },
    })
  it("'Closes 8 PM · last check-in 7:30 PM'", () => {
    const status = clinicOpenStatus(clinic(30), chicago(10, 0))!
    expect(hoursLineText(status)).toBe(
      '8:00 AM - 8:00 PM • Closes 8 PM · last check-in 7:30 PM',
    )
  })
  it('unknown: the hours line as before', () => {
    const status = clinicOpenStatus(clinic(null), chicago(10, 0))!
    expect(status.checkin).toBeUndefined()
    expect(hoursLineText(status)).toBe('8:00 AM - 8:00 PM • Closes 8 PM')
  })
  it('closed: no check-in', () => {
    expect(
      clinicOpenStatus(clinic(30), chicago(21, 0))!.checkin,
    ).toBeUndefined()
  })
})

describe("'Open Now' leaves out a clinic whose last check-in has passed", () => {
  const clinic = (minutes: number | null) =>
    createClinic({
      weeklyHours: everyDay('8:00 AM - 8:00 PM'),
      timezone: CHICAGO,
      facts: { ...UNKNOWN_FACTS, lastCheckinMinutesBeforeClose: minutes },
    })
  const openNow = (c: ReturnType<typeof clinic>, d: Date) =>
    applyFilters(
      [c],
      { ...DEFAULT_FILTERS, hours: ['open-now'] },
      {
        now: d,
        origin: null,
      },
    ).length
  it('7:30 PM: still open to a new patient; 7:31 PM: not', () => {
    expect(openNow(clinic(30), chicago(19, 30))).toBe(1)
    expect(openNow(clinic(30), chicago(19, 31))).toBe(0)
  })
  it('unknown last check-in: open until closing, as before', () => {
    expect(openNow(clinic(null), chicago(19, 59))).toBe(1)
  })
})
