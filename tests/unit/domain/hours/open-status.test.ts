import { describe, test, expect } from 'vitest'
import type { WeeklyHours } from '@/domain/clinic'
import { computeOpenStatus, resolveTimeZone } from '@/domain/hours/open-status'
import { getTodayHoursText } from './today-hours'

// Calendar used below (2026): Jan 4 Sun, Jan 5 Mon, Jan 6 Tue, Jan 9 Fri,
// Jan 10 Sat, Jan 11 Sun. Eastern Standard Time is UTC-5, Central UTC-6.
// DST starts Sun Mar 8 and ends Sun Nov 1 in both zones.
const at = (iso: string): Date => new Date(iso)

const NY = 'America/New_York'
const CHICAGO = 'America/Chicago'

const WEEK: WeeklyHours = {
  sunday: 'Closed',
  monday: '8:00 AM - 8:00 PM',
  tuesday: '9:00 AM - 5:00 PM',
  wednesday: '9:00 AM - 5:00 PM',
  thursday: '9:00 AM - 5:00 PM',
  friday: '9:00 AM - 5:00 PM',
  saturday: '10:00 AM - 4:00 PM',
}

const every = (text: string | null): WeeklyHours => ({
  sunday: text,
  monday: text,
  tuesday: text,
  wednesday: text,
  thursday: text,
  friday: text,
  saturday: text,
})

describe('choice of hours text (weekday entry, then today, then none)', () => {
  test("the entry for the current weekday in the clinic's zone is used", () => {
    // Mon 10:00 EST
    const status = computeOpenStatus(
      { weeklyHours: WEEK, hoursToday: 'Closed', timezone: NY },
      at('2026-01-05T15:00:00Z'),
    )
    expect(status).toEqual({
      state: 'open',
      isOpen: true,
      hoursText: '8:00 AM - 8:00 PM',
      closesAt: '8 PM',
      opensAt: null,
    })
  })

  test("today's hours text is used when the weekday entry is null", () => {
    const status = computeOpenStatus(
      {
        weeklyHours: { ...WEEK, monday: null },
        hoursToday: '7:00 AM - 7:00 PM',
        timezone: NY,
      },
      at('2026-01-05T12:30:00Z'), // Mon 7:30 EST
    )
    expect(status).toEqual({
      state: 'open',
      isOpen: true,
      hoursText: '7:00 AM - 7:00 PM',
      closesAt: '7 PM',
      opensAt: null,
    })
  })

  test("today's hours text is used when the weekday entry or the whole week is missing", () => {
    const monday = at('2026-01-05T12:30:00Z')
    const hoursToday = '7:00 AM - 7:00 PM'
    expect(
      computeOpenStatus(
        { weeklyHours: { sunday: 'Closed' }, hoursToday },
        monday,
      ).isOpen,
    ).toBe(true)
    expect(
      computeOpenStatus({ weeklyHours: null, hoursToday }, monday).hoursText,
    ).toBe(hoursToday)
    expect(computeOpenStatus({ hoursToday }, monday).closesAt).toBe('7 PM')
  })

  test("'Hours not available' when there is neither a weekday entry nor today's text", () => {
    const expected = {
      state: 'unknown',
      isOpen: false,
      hoursText: 'Hours not available',
      closesAt: null,
      opensAt: null,
    }
    const monday = at('2026-01-05T15:00:00Z')
    expect(computeOpenStatus({}, monday)).toEqual(expected)
    expect(
      computeOpenStatus(
        { weeklyHours: { ...WEEK, monday: null }, hoursToday: null },
        monday,
      ),
    ).toEqual(expected)
  })

  test('getTodayHoursText returns the weekday entry, else today’s text, else null', () => {
    const monday = at('2026-01-05T15:00:00Z')
    expect(getTodayHoursText(WEEK, 'x', monday, NY)).toBe('8:00 AM - 8:00 PM')
    expect(getTodayHoursText({ ...WEEK, monday: null }, 'x', monday, NY)).toBe(
      'x',
    )
    expect(getTodayHoursText({}, undefined, monday, NY)).toBeNull()
    expect(getTodayHoursText(null, null, monday, NY)).toBeNull()
    // An empty entry is present (it means closed), so no fallback.
    expect(getTodayHoursText({ monday: '' }, 'x', monday, NY)).toBe('')
  })

  test("getTodayHoursText picks the weekday in the clinic's zone and defaults bad zones to New York", () => {
    const instant = at('2026-01-05T05:30:00Z') // Mon 0:30 EST, Sun 23:30 CST
    expect(getTodayHoursText(WEEK, null, instant, NY)).toBe(WEEK.monday)
    expect(getTodayHoursText(WEEK, null, instant, CHICAGO)).toBe(WEEK.sunday)
    expect(getTodayHoursText(WEEK, null, instant, 'Mars/Olympus')).toBe(
      WEEK.monday,
    )
  })
})

describe('closed and unparseable hours', () => {
  test('"Closed" means closed with the text \'Closed today\'', () => {
    const status = computeOpenStatus(
      { weeklyHours: WEEK, timezone: NY },
      at('2026-01-04T17:00:00Z'), // Sun 12:00 EST
    )
    expect(status.isOpen).toBe(false)
    expect(status.hoursText).toBe('Closed today')
    expect(status.closesAt).toBeNull()
  })

  test("an empty or blank entry means closed with 'Closed today' (no fallback to today's text)", () => {
    for (const sunday of ['', '   ', 'CLOSED', ' closed ']) {
      const status = computeOpenStatus(
        {
          weeklyHours: { ...WEEK, sunday },
          hoursToday: '8:00 AM - 8:00 PM',
          timezone: NY,
        },
        at('2026-01-04T17:00:00Z'),
      )
      expect(status.isOpen).toBe(false)
      expect(status.hoursText).toBe('Closed today')
    }
    expect(
      computeOpenStatus({ hoursToday: '' }, at('2026-01-04T17:00:00Z')),
    ).toMatchObject({ isOpen: false, hoursText: 'Closed today', opensAt: null })
  })

  test("'Closed today' gives the next opening from the following days", () => {
    const status = computeOpenStatus(
      { weeklyHours: WEEK, timezone: NY },
      at('2026-01-04T17:00:00Z'), // Sunday
    )
    expect(status).toEqual({
      state: 'closed',
      isOpen: false,
      hoursText: 'Closed today',
      closesAt: null,
      opensAt: '8 AM',
      opensDay: 'monday',
      tomorrow: true,
    })
  })

  test('unparseable hours mean closed, showing the raw text, with no times', () => {
    for (const text of ['By appointment', 'Mon-Sat 8 AM - 8 PM', '8 AM to 5']) {
      expect(
        computeOpenStatus(
          { weeklyHours: { ...WEEK, monday: text }, timezone: NY },
          at('2026-01-05T15:00:00Z'),
        ),
      ).toEqual({
        state: 'closed',
        isOpen: false,
        hoursText: text,
        closesAt: null,
        opensAt: null,
      })
    }
  })

  test('unparseable hours text is shown trimmed', () => {
    expect(
      computeOpenStatus(
        { hoursToday: '  Call ahead  ' },
        at('2026-01-05T15:00:00Z'),
      ).hoursText,
    ).toBe('Call ahead')
  })
})

describe('normal range: open when open <= now < close', () => {
  const input = { weeklyHours: WEEK, timezone: NY }

  test('exactly at the opening time the clinic is open', () => {
    expect(
      computeOpenStatus(input, at('2026-01-05T13:00:00Z')), // Mon 8:00 EST
    ).toEqual({
      state: 'open',
      isOpen: true,
      hoursText: '8:00 AM - 8:00 PM',
      closesAt: '8 PM',
      opensAt: null,
    })
  })

  test('one minute before opening the clinic is closed and opens later today', () => {
    const status = computeOpenStatus(input, at('2026-01-05T12:59:00Z'))
    expect(status).toEqual({
      state: 'closed',
      isOpen: false,
      hoursText: '8:00 AM - 8:00 PM',
      closesAt: null,
      opensAt: '8 AM',
    })
    expect(status).not.toHaveProperty('opensDay')
  })

  test('one minute before closing the clinic is open', () => {
    expect(
      computeOpenStatus(input, at('2026-01-06T00:59:00Z')).isOpen, // Mon 19:59
    ).toBe(true)
  })

  test('exactly at the closing time the clinic is closed and the next opening is tomorrow', () => {
    expect(
      computeOpenStatus(input, at('2026-01-06T01:00:00Z')), // Mon 20:00 EST
    ).toEqual({
      state: 'closed',
      isOpen: false,
      hoursText: '8:00 AM - 8:00 PM',
      closesAt: null,
      opensAt: '9 AM',
      opensDay: 'tuesday',
      tomorrow: true,
    })
  })

  test('closing and opening times with minutes are formatted h:mm', () => {
    const weeklyHours = every('7:30 AM - 7:45 PM')
    expect(
      computeOpenStatus({ weeklyHours, timezone: NY }, at('2026-01-05T15:00Z'))
        .closesAt,
    ).toBe('7:45 PM')
    expect(
      computeOpenStatus({ weeklyHours, timezone: NY }, at('2026-01-05T12:00Z'))
        .opensAt,
    ).toBe('7:30 AM')
  })
})

describe('overnight range: open when now >= open or now < close', () => {
  const input = { weeklyHours: every('6:00 PM - 2:00 AM'), timezone: NY }

  test('overnight range before midnight is open and closes at the early-morning time', () => {
    expect(
      computeOpenStatus(input, at('2026-01-06T04:00:00Z')), // Mon 23:00 EST
    ).toEqual({
      state: 'open',
      isOpen: true,
      hoursText: '6:00 PM - 2:00 AM',
      closesAt: '2 AM',
      opensAt: null,
    })
  })

  test('overnight range after midnight is open until the close time', () => {
    expect(
      computeOpenStatus(input, at('2026-01-06T06:00:00Z')), // Tue 1:00 EST
    ).toMatchObject({ isOpen: true, closesAt: '2 AM' })
  })

  test('overnight range exactly at close is closed, reopening at the evening time', () => {
    expect(
      computeOpenStatus(input, at('2026-01-06T07:00:00Z')), // Tue 2:00 EST
    ).toEqual({
      state: 'closed',
      isOpen: false,
      hoursText: '6:00 PM - 2:00 AM',
      closesAt: null,
      opensAt: '6 PM',
    })
  })

  test('overnight range exactly at open is open', () => {
    expect(
      computeOpenStatus(input, at('2026-01-05T23:00:00Z')).isOpen, // Mon 18:00
    ).toBe(true)
    expect(
      computeOpenStatus(input, at('2026-01-05T22:59:00Z')).isOpen, // Mon 17:59
    ).toBe(false)
  })

  test("the overnight rule applies to today's own entry after midnight", () => {
    // Only Tuesday is known: at Tue 1:00 the rule "now < close" says open.
    expect(
      computeOpenStatus(
        { weeklyHours: { tuesday: '6:00 PM - 2:00 AM' }, timezone: NY },
        at('2026-01-06T06:00:00Z'),
      ),
    ).toMatchObject({ isOpen: true, closesAt: '2 AM' })
  })

  test('24-hour range "12:00 AM - 12:00 AM" (close == open) is always open', () => {
    const weeklyHours = every('12:00 AM - 12:00 AM')
    for (const iso of [
      '2026-01-05T05:00:00Z', // Mon 0:00 EST
      '2026-01-05T05:01:00Z',
      '2026-01-05T17:00:00Z',
      '2026-01-06T04:59:00Z', // Mon 23:59 EST
    ]) {
      expect(computeOpenStatus({ weeklyHours, timezone: NY }, at(iso))).toEqual(
        {
          state: 'open',
          isOpen: true,
          hoursText: '12:00 AM - 12:00 AM',
          closesAt: '12 AM',
          opensAt: null,
        },
      )
    }
  })

  test("'Daily' prefixed 24-hour text is open and shown as written", () => {
    expect(
      computeOpenStatus(
        { hoursToday: ' Daily: 12 AM - 12 AM ' },
        at('2026-01-05T09:00:00Z'),
      ),
    ).toMatchObject({ isOpen: true, hoursText: 'Daily: 12 AM - 12 AM' })
  })
})

describe("yesterday's overnight range carries over past midnight (decision)", () => {
  const friday = '6:00 PM - 2:00 AM'
  const satOneAm = at('2026-01-10T06:00:00Z') // Sat 1:00 EST

  test("yesterday's overnight range keeps the clinic open after midnight when today is Closed", () => {
    expect(
      computeOpenStatus(
        { weeklyHours: { ...WEEK, friday, saturday: 'Closed' }, timezone: NY },
        satOneAm,
      ),
    ).toEqual({
      state: 'open',
      isOpen: true,
      hoursText: '6:00 PM - 2:00 AM',
      closesAt: '2 AM',
      opensAt: null,
    })
  })

  test("yesterday's overnight range keeps the clinic open before today's later opening", () => {
    const input = { weeklyHours: { ...WEEK, friday }, timezone: NY }
    expect(computeOpenStatus(input, satOneAm)).toMatchObject({
      state: 'open',
      isOpen: true,
      closesAt: '2 AM',
    })
    // After yesterday's close, today's own range applies again.
    expect(
      computeOpenStatus(input, at('2026-01-10T07:00:00Z')), // Sat 2:00
    ).toEqual({
      state: 'closed',
      isOpen: false,
      hoursText: '10:00 AM - 4:00 PM',
      closesAt: null,
      opensAt: '10 AM',
    })
  })

  test("yesterday's overnight range applies when today's entry is absent or unparseable", () => {
    for (const saturday of [null, 'See website']) {
      expect(
        computeOpenStatus(
          { weeklyHours: { ...WEEK, friday, saturday }, timezone: NY },
          satOneAm,
        ),
      ).toMatchObject({ isOpen: true, closesAt: '2 AM' })
    }
  })

  test("today's own open range wins over yesterday's carry-over", () => {
    expect(
      computeOpenStatus(
        {
          weeklyHours: { ...WEEK, friday, saturday: '12:00 AM - 8:00 PM' },
          timezone: NY,
        },
        satOneAm,
      ),
    ).toEqual({
      state: 'open',
      isOpen: true,
      hoursText: '12:00 AM - 8:00 PM',
      closesAt: '8 PM',
      opensAt: null,
    })
  })

  test('a normal range yesterday does not carry over past midnight', () => {
    expect(
      computeOpenStatus({ weeklyHours: WEEK, timezone: NY }, satOneAm),
    ).toMatchObject({ isOpen: false, opensAt: '10 AM' })
  })

  test("after yesterday's overnight close a Closed day reports the next opening", () => {
    expect(
      computeOpenStatus(
        { weeklyHours: { ...WEEK, friday, saturday: 'Closed' }, timezone: NY },
        at('2026-01-10T07:00:00Z'), // Sat 2:00
      ),
    ).toEqual({
      state: 'closed',
      isOpen: false,
      hoursText: 'Closed today',
      closesAt: null,
      opensAt: '8 AM',
      opensDay: 'monday', // Sunday is Closed
      tomorrow: false,
    })
  })
})

describe('next opening on a following day (within 7 days)', () => {
  const mondayEvening = at('2026-01-05T23:00:00Z') // Mon 18:00 EST

  test('closed days are skipped to find the next opening', () => {
    expect(
      computeOpenStatus(
        {
          weeklyHours: {
            ...WEEK,
            monday: '8 AM - 5 PM',
            tuesday: 'Closed',
            wednesday: '',
            thursday: '9:30 AM - 5 PM',
          },
          timezone: NY,
        },
        mondayEvening,
      ),
    ).toEqual({
      state: 'closed',
      isOpen: false,
      hoursText: '8 AM - 5 PM',
      closesAt: null,
      opensAt: '9:30 AM',
      opensDay: 'thursday',
      tomorrow: false,
    })
  })

  test('a clinic open one day a week reopens on the same weekday next week', () => {
    expect(
      computeOpenStatus(
        { weeklyHours: { ...every('Closed'), monday: '8 AM - 5 PM' } },
        mondayEvening,
      ),
    ).toMatchObject({ opensAt: '8 AM', opensDay: 'monday' })
  })

  test('the next opening is unknown when an unknown day comes first', () => {
    for (const tuesday of [null, 'Varies']) {
      const status = computeOpenStatus(
        { weeklyHours: { ...WEEK, monday: '8 AM - 5 PM', tuesday } },
        mondayEvening,
      )
      expect(status.opensAt).toBeNull()
      expect(status).not.toHaveProperty('opensDay')
    }
  })

  test('the next opening is unknown without weekly hours or when every day is closed', () => {
    expect(
      computeOpenStatus({ hoursToday: '8 AM - 5 PM' }, mondayEvening).opensAt,
    ).toBeNull()
    expect(
      computeOpenStatus({ weeklyHours: every('Closed') }, mondayEvening),
    ).toEqual({
      state: 'closed',
      isOpen: false,
      hoursText: 'Closed today',
      closesAt: null,
      opensAt: null,
    })
  })
})

describe('DST change days use wall-clock time in the clinic zone', () => {
  const daytime = every('8:00 AM - 8:00 PM')

  test('New York spring forward 2026-03-08: 8 AM EDT is 12:00Z, not 13:00Z', () => {
    const input = { weeklyHours: daytime, timezone: NY }
    expect(computeOpenStatus(input, at('2026-03-08T11:59:00Z')).isOpen).toBe(
      false,
    )
    expect(computeOpenStatus(input, at('2026-03-08T12:00:00Z')).isOpen).toBe(
      true,
    )
    // 8 PM EDT = 00:00Z next day.
    expect(computeOpenStatus(input, at('2026-03-08T23:59:00Z')).isOpen).toBe(
      true,
    )
    expect(computeOpenStatus(input, at('2026-03-09T00:00:00Z')).isOpen).toBe(
      false,
    )
  })

  test('New York spring forward: the skipped 2 AM hour never happens (1:59 EST is followed by 3:00 EDT)', () => {
    const input = {
      weeklyHours: { ...daytime, sunday: '2:30 AM - 11:00 AM' },
      timezone: NY,
    }
    expect(computeOpenStatus(input, at('2026-03-08T06:59:00Z'))).toMatchObject({
      state: 'closed',
      isOpen: false,
      opensAt: '2:30 AM',
    })
    // One real minute later the wall clock reads 3:00 AM: already past 2:30.
    expect(computeOpenStatus(input, at('2026-03-08T07:00:00Z'))).toMatchObject({
      state: 'open',
      isOpen: true,
      closesAt: '11 AM',
    })
  })

  test('Chicago spring forward 2026-03-08: 8 AM CDT is 13:00Z and 2 AM CST jumps to 3 AM CDT', () => {
    const input = { weeklyHours: daytime, timezone: CHICAGO }
    expect(computeOpenStatus(input, at('2026-03-08T12:59:00Z')).isOpen).toBe(
      false,
    )
    expect(computeOpenStatus(input, at('2026-03-08T13:00:00Z')).isOpen).toBe(
      true,
    )
    const early = {
      weeklyHours: { ...daytime, sunday: '2:30 AM - 11:00 AM' },
      timezone: CHICAGO,
    }
    expect(computeOpenStatus(early, at('2026-03-08T07:59:00Z')).isOpen).toBe(
      false,
    )
    expect(computeOpenStatus(early, at('2026-03-08T08:00:00Z')).isOpen).toBe(
      true,
    )
  })

  test('New York fall back 2026-11-01: the ambiguous 1:30 AM is 1:30 both times (EDT and EST)', () => {
    const input = {
      weeklyHours: {
        ...daytime,
        saturday: '6:00 PM - 2:00 AM',
        sunday: 'Closed',
      },
      timezone: NY,
    }
    // 1:30 EDT and 1:30 EST: both before the 2 AM close.
    for (const iso of ['2026-11-01T05:30:00Z', '2026-11-01T06:30:00Z']) {
      expect(computeOpenStatus(input, at(iso))).toMatchObject({
        state: 'open',
        isOpen: true,
        closesAt: '2 AM',
      })
    }
    // 2:00 EST (07:00Z) is the close by the wall clock.
    expect(computeOpenStatus(input, at('2026-11-01T07:00:00Z'))).toMatchObject({
      state: 'closed',
      isOpen: false,
      hoursText: 'Closed today',
      opensAt: '8 AM',
      opensDay: 'monday',
    })
  })

  test('New York fall back 2026-11-01: 8 AM EST is 13:00Z, not 12:00Z', () => {
    const input = { weeklyHours: daytime, timezone: NY }
    expect(computeOpenStatus(input, at('2026-11-01T12:59:00Z')).isOpen).toBe(
      false,
    )
    expect(computeOpenStatus(input, at('2026-11-01T13:00:00Z')).isOpen).toBe(
      true,
    )
  })

  test('Chicago fall back 2026-11-01: 1:30 AM CDT (06:30Z) and CST (07:30Z) are both 1:30', () => {
    const input = {
      weeklyHours: { ...daytime, sunday: '1:00 AM - 1:45 AM' },
      timezone: CHICAGO,
    }
    for (const iso of ['2026-11-01T06:30:00Z', '2026-11-01T07:30:00Z']) {
      expect(computeOpenStatus(input, at(iso))).toMatchObject({
        state: 'open',
        isOpen: true,
        closesAt: '1:45 AM',
      })
    }
    // 1:50 CDT (06:50Z) is after the close by the wall clock, though 1:45
    // will occur again an hour later.
    expect(computeOpenStatus(input, at('2026-11-01T06:50:00Z')).isOpen).toBe(
      false,
    )
    // 8 AM CST = 14:00Z.
    const day = { weeklyHours: daytime, timezone: CHICAGO }
    expect(computeOpenStatus(day, at('2026-11-01T13:59:00Z')).isOpen).toBe(
      false,
    )
    expect(computeOpenStatus(day, at('2026-11-01T14:00:00Z')).isOpen).toBe(true)
  })
})

describe('time zones: the weekday and time come from the clinic zone only', () => {
  // 2026-01-05T05:30Z is Monday 0:30 in New York, Sunday 23:30 in Chicago.
  const mondayInNyOnly = at('2026-01-05T05:30:00Z')
  const mondayOnly: WeeklyHours = {
    ...every('Closed'),
    monday: '12:00 AM - 11:59 PM',
  }
  const sundayOnly: WeeklyHours = {
    ...every('Closed'),
    sunday: '6:00 PM - 11:59 PM',
  }

  test('at 05:30Z on a Monday it is Monday in New York but still Sunday in Chicago', () => {
    expect(
      computeOpenStatus(
        { weeklyHours: mondayOnly, timezone: NY },
        mondayInNyOnly,
      ),
    ).toEqual({
      state: 'open',
      isOpen: true,
      hoursText: '12:00 AM - 11:59 PM',
      closesAt: '11:59 PM',
      opensAt: null,
    })
    expect(
      computeOpenStatus(
        { weeklyHours: mondayOnly, timezone: CHICAGO },
        mondayInNyOnly,
      ),
    ).toEqual({
      state: 'closed',
      isOpen: false,
      hoursText: 'Closed today',
      closesAt: null,
      opensAt: '12 AM',
      opensDay: 'monday',
      tomorrow: true,
    })
  })

  test('Eastern and Central clinics with the same Sunday-only hours give opposite answers at the same instant', () => {
    expect(
      computeOpenStatus(
        { weeklyHours: sundayOnly, timezone: CHICAGO },
        mondayInNyOnly,
      ),
    ).toMatchObject({ isOpen: true, closesAt: '11:59 PM' })
    expect(
      computeOpenStatus(
        { weeklyHours: sundayOnly, timezone: NY },
        mondayInNyOnly,
      ),
    ).toMatchObject({ isOpen: false, hoursText: 'Closed today' })
  })

  test('Eastern and Central clinics with the same daytime hours differ in the hour after opening', () => {
    const weeklyHours = every('8:00 AM - 8:00 PM')
    const instant = at('2026-01-05T13:30:00Z') // 8:30 EST, 7:30 CST
    expect(computeOpenStatus({ weeklyHours, timezone: NY }, instant)).toEqual({
      state: 'open',
      isOpen: true,
      hoursText: '8:00 AM - 8:00 PM',
      closesAt: '8 PM',
      opensAt: null,
    })
    expect(
      computeOpenStatus({ weeklyHours, timezone: CHICAGO }, instant),
    ).toEqual({
      state: 'closed',
      isOpen: false,
      hoursText: '8:00 AM - 8:00 PM',
      closesAt: null,
      opensAt: '8 AM',
    })
  })

  test('the weekday uses the clinic zone, not UTC (Monday in UTC, Sunday evening locally)', () => {
    const instant = at('2026-01-05T03:00:00Z') // Sun 22:00 EST, 21:00 CST
    for (const timezone of [NY, CHICAGO]) {
      expect(
        computeOpenStatus({ weeklyHours: sundayOnly, timezone }, instant)
          .isOpen,
      ).toBe(true)
      expect(
        computeOpenStatus({ weeklyHours: mondayOnly, timezone }, instant)
          .hoursText,
      ).toBe('Closed today')
    }
    // A UTC clinic at the same instant is on Monday.
    expect(
      computeOpenStatus({ weeklyHours: mondayOnly, timezone: 'UTC' }, instant)
        .isOpen,
    ).toBe(true)
  })

  test('a Central clinic gives the same result whatever the test process TZ is', () => {
    const input = { weeklyHours: sundayOnly, timezone: CHICAGO }
    const expected = {
      state: 'open',
      isOpen: true,
      hoursText: '6:00 PM - 11:59 PM',
      closesAt: '11:59 PM',
      opensAt: null,
    }
    const original = process.env.TZ
    const probe = at('2026-07-01T00:00:00Z')
    const offsets = new Set<number>()
    try {
      for (const tz of [
        'Asia/Tokyo',
        'UTC',
        'Pacific/Kiritimati',
        'America/Los_Angeles',
        'America/New_York',
      ]) {
        process.env.TZ = tz
        offsets.add(probe.getTimezoneOffset())
        expect(computeOpenStatus(input, mondayInNyOnly)).toEqual(expected)
      }
    } finally {
      if (original === undefined) delete process.env.TZ
      else process.env.TZ = original
    }
    // The process zone really changed between runs.
    expect(offsets.size).toBeGreaterThan(1)
  })

  test('an invalid or missing zone falls back to America/New_York', () => {
    for (const timezone of [
      'Mars/Olympus',
      '',
      '   ',
      'EST+99',
      null,
      undefined,
    ]) {
      expect(resolveTimeZone(timezone)).toBe(NY)
      expect(
        computeOpenStatus(
          { weeklyHours: mondayOnly, timezone },
          mondayInNyOnly,
        ),
      ).toMatchObject({ isOpen: true, closesAt: '11:59 PM' })
    }
    expect(resolveTimeZone(CHICAGO)).toBe(CHICAGO)
  })
})

describe('robustness: never throws', () => {
  test("an invalid Date gives 'Hours not available'", () => {
    expect(
      computeOpenStatus({ weeklyHours: WEEK }, new Date(Number.NaN)),
    ).toEqual({
      state: 'unknown',
      isOpen: false,
      hoursText: 'Hours not available',
      closesAt: null,
      opensAt: null,
    })
    expect(getTodayHoursText(WEEK, 'fallback', new Date(Number.NaN), NY)).toBe(
      'fallback',
    )
  })

  test('non-string weekday entries from bad data count as absent', () => {
    const weeklyHours = { monday: 42 } as unknown as Partial<WeeklyHours>
    expect(
      computeOpenStatus(
        { weeklyHours, hoursToday: '8 AM - 8 PM' },
        at('2026-01-05T15:00:00Z'),
      ).hoursText,
    ).toBe('8 AM - 8 PM')
  })
})
