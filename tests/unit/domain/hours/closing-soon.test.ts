import { describe, expect, test } from 'vitest'
import { clinicOpenStatus } from '@/domain/clinic-display'
import { hoursLineText } from '@/domain/hours/hours-line-text'
import { computeOpenStatus, opensText } from '@/domain/hours/open-status'
import { soonestOpenings } from '@/domain/soonest-openings'
import { UNKNOWN_FACTS } from '@/domain/before-you-go'
import { badgeOf, CHECKIN_CLASSES } from '@/components/open-status-classes'
import type { Clinic } from '@/domain/clinic'
import { createClinic, everyDay } from '../../../factories/clinic'

/** Tuesday 2026-12-01 at h:m in Chicago (UTC−6), as an instant. */
const tuesday = (h: number, m: number) =>
  new Date(Date.UTC(2026, 11, 1, h + 6, m))

const sevenPm = (over: Partial<Clinic> = {}) =>
  createClinic({ weeklyHours: everyDay('8:00 AM - 7:00 PM'), ...over })

describe('the last hour before closing (a clinic closing at 7 PM)', () => {
  test("6:00 PM: 'Open Now · closes in 60 min', amber, on the badge and the hours line", () => {
    const status = clinicOpenStatus(sevenPm(), tuesday(18, 0))!
    expect(status).toMatchObject({ state: 'open', closesIn: 60 })
    expect(badgeOf(status)).toEqual({
      label: 'Open Now · closes in 60 min',
      classes: CHECKIN_CLASSES.soon,
    })
    expect(hoursLineText(status)).toBe(
      '8:00 AM - 7:00 PM • Closes 7 PM (in 60 min)',
    )
  })

  test("5:59 PM: plain 'Open Now', green", () => {
    const status = clinicOpenStatus(sevenPm(), tuesday(17, 59))!
    expect(status.closesIn).toBeUndefined()
    expect(badgeOf(status)).toEqual({
      label: 'Open Now',
      classes: badgeOf({ state: 'open' }).classes,
    })
    expect(hoursLineText(status)).toBe('8:00 AM - 7:00 PM • Closes 7 PM')
  })

  test("6:35 PM: 'Open Now · closes in 25 min'", () => {
    const status = clinicOpenStatus(sevenPm(), tuesday(18, 35))!
    expect(badgeOf(status).label).toBe('Open Now · closes in 25 min')
    expect(badgeOf(status).classes).not.toBe(badgeOf({ state: 'open' }).classes)
    expect(hoursLineText(status)).toBe(
      '8:00 AM - 7:00 PM • Closes 7 PM (in 25 min)',
    )
    // The last minute.
    expect(clinicOpenStatus(sevenPm(), tuesday(18, 59))!.closesIn).toBe(1)
  })

  test("7:00 PM: closed, no warning; 'Opens tomorrow 8 AM'", () => {
    const status = clinicOpenStatus(sevenPm(), tuesday(19, 0))!
    expect(status).toMatchObject({ state: 'closed', opensAt: '8 AM' })
    expect(status.closesIn).toBeUndefined()
    expect(badgeOf(status).label).toBe('Closed')
    expect(hoursLineText(status)).toBe(
      '8:00 AM - 7:00 PM • Opens tomorrow 8 AM',
    )
  })

  test("a confirmed last check-in keeps its place: 'Check-in closing soon', the minutes on the hours line", () => {
    const clinic = sevenPm({
      facts: { ...UNKNOWN_FACTS, lastCheckinMinutesBeforeClose: 30 },
    })
    const status = clinicOpenStatus(clinic, tuesday(18, 15))!
    expect(status.checkin?.phase).toBe('soon')
    expect(badgeOf(status)).toMatchObject({
      label: 'Check-in closing soon',
      checkin: 'soon',
    })
    expect(hoursLineText(status)).toBe(
      '8:00 AM - 7:00 PM • Closes 7 PM (in 45 min) · last check-in 6:30 PM',
    )
    // Past it: 'Check-in closed', as before.
    expect(badgeOf(clinicOpenStatus(clinic, tuesday(18, 45))!).label).toBe(
      'Check-in closed',
    )
  })

  test('an overnight range warns before its close after midnight', () => {
    const night = createClinic({ weeklyHours: everyDay('6:00 PM - 2:00 AM') })
    expect(
      clinicOpenStatus(night, new Date(Date.UTC(2026, 11, 2, 7, 30)))!.closesIn,
    ).toBe(30) // 1:30 AM Wednesday
    expect(clinicOpenStatus(night, tuesday(23, 30))!.closesIn).toBeUndefined()
  })
})

describe("'Opens tomorrow' when the next opening is the following day", () => {
  // 7 AM–7 PM on weekdays, closed at weekends.
  const weekdays = createClinic({
    weeklyHours: {
      ...everyDay('7:00 AM - 7:00 PM'),
      saturday: 'Closed',
      sunday: 'Closed',
    },
  })

  test("10:30 PM Tuesday: 'Opens tomorrow 7 AM', not 'Opens Wednesday 7 AM'", () => {
    const status = computeOpenStatus(
      {
        weeklyHours: weekdays.weeklyHours,
        timezone: weekdays.timezone,
      },
      tuesday(22, 30),
    )
    expect(status).toMatchObject({
      state: 'closed',
      opensAt: '7 AM',
      opensDay: 'wednesday',
      tomorrow: true,
    })
    expect(opensText(status)).toBe('Opens tomorrow 7 AM')
    // The soonest openings say it too.
    expect(
      soonestOpenings([weekdays], tuesday(22, 30), 3).map((o) => o.label),
    ).toEqual(['Opens tomorrow 7 AM'])
  })

  test("after midnight it is today's opening: 'Opens 7 AM'", () => {
    const status = computeOpenStatus(
      { weeklyHours: weekdays.weeklyHours, timezone: weekdays.timezone },
      new Date(Date.UTC(2026, 11, 2, 6 + 0, 30)), // 12:30 AM Wednesday
    )
    expect(status.tomorrow).toBeFalsy()
    expect(opensText(status)).toBe('Opens 7 AM')
  })

  test("two days ahead keeps the day's name: Friday 8 PM, 'Opens Monday 7 AM'", () => {
    const status = computeOpenStatus(
      { weeklyHours: weekdays.weeklyHours, timezone: weekdays.timezone },
      new Date(Date.UTC(2026, 11, 5, 2, 0)), // Friday 2026-12-04, 8 PM
    )
    expect(status.tomorrow).toBeFalsy()
    expect(opensText(status)).toBe('Opens Monday 7 AM')
  })
})
