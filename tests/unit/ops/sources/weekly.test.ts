import { describe, expect, test } from 'vitest'
import fc from 'fast-check'
import {
  weeklyFromOpeningHours,
  weeklyFromSchemaStrings,
  weeklyFromSpecification,
} from '../../../../ops/lib/sources/weekly'
import { parseHoursRange } from '@/domain/hours/parse-hours'

const WEEKDAYS_8_5 = {
  monday: '8:00 AM - 5:00 PM',
  tuesday: '8:00 AM - 5:00 PM',
  wednesday: '8:00 AM - 5:00 PM',
  thursday: '8:00 AM - 5:00 PM',
  friday: '8:00 AM - 5:00 PM',
}

describe("a source's hours in the site's weekly form", () => {
  test('simple weekly values, each day written the data way', () => {
    expect(weeklyFromOpeningHours('Mo-Fr 08:00-17:00; Sa 09:00-13:00')).toEqual(
      {
        ok: true,
        hours: {
          ...WEEKDAYS_8_5,
          saturday: '9:00 AM - 1:00 PM',
          sunday: 'Closed',
        },
      },
    )
  })

  test("24/7 is every day '12:00 AM - 12:00 AM' (the data's 24 hours)", () => {
    const r = weeklyFromOpeningHours('24/7')
    expect(r.ok && Object.values(r.hours)).toEqual(
      Array(7).fill('12:00 AM - 12:00 AM'),
    )
  })

  test('an overnight range stays on the day it opens; a weekend run is cut at midnight', () => {
    const night = weeklyFromOpeningHours('Mo-Fr 20:00-02:00')
    expect(night.ok && night.hours.friday).toBe('8:00 PM - 2:00 AM')
    expect(night.ok && night.hours.saturday).toBe('Closed')
    const weekend = weeklyFromOpeningHours(
      'Fr 08:00-24:00; Sa 00:00-24:00; Su 00:00-17:00',
    )
    expect(weekend.ok && weekend.hours).toMatchObject({
      friday: '8:00 AM - 12:00 AM',
      saturday: '12:00 AM - 12:00 AM',
      sunday: '12:00 AM - 5:00 PM',
      monday: 'Closed',
    })
  })

  test('holiday rules are left out of the week, and said', () => {
    expect(weeklyFromOpeningHours('Mo-Fr 08:00-17:00; PH off')).toMatchObject({
      ok: true,
      note: 'holiday hours left out ("PH off")',
    })
  })

  test.each([
    [
      'Mo-Fr 08:00-12:00,13:00-17:00',
      /Monday has 2 separate ranges \(8:00 AM - 12:00 PM and 1:00 PM - 5:00 PM\)/,
    ],
    [
      'Jun-Aug Mo-Fr 08:00-17:00; Sep-May Mo-Fr 09:00-16:00',
      /change by week or season/,
    ],
    ['week 1-53/2 Mo 08:00-12:00', /change by week or season/],
    ['Mo-Fr 08:00-17:00 unknown', /marked unknown/],
    ['Mo-Fr 08:00-17:00 "call ahead"', /marked unknown|comment/],
    ['open most days', /unreadable opening hours/],
    ['', /no hours given/],
  ])(
    'what the weekly form cannot hold is reported, not squeezed: %s',
    (value, why) => {
      const r = weeklyFromOpeningHours(value)
      expect(r.ok).toBe(false)
      expect(!r.ok && r.why).toMatch(why)
    },
  )

  test("schema.org's openingHoursSpecification: URL or plain day names, seconds, 00:00-00:00 closed, dated entries left out and named", () => {
    const r = weeklyFromSpecification([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['https://schema.org/Monday', 'Tuesday'],
        opens: '08:00:00',
        closes: '17:00:00',
      },
      { dayOfWeek: 'Sunday', opens: '00:00', closes: '00:00' },
      { dayOfWeek: 'Saturday', opens: '00:00', closes: '23:59' },
      {
        dayOfWeek: 'Monday',
        opens: '09:00',
        closes: '12:00',
        validFrom: '2026-12-24',
        validThrough: '2026-12-24',
      },
    ])
    expect(r).toMatchObject({
      ok: true,
      hours: {
        monday: '8:00 AM - 5:00 PM',
        tuesday: '8:00 AM - 5:00 PM',
        wednesday: 'Closed',
        saturday: '12:00 AM - 12:00 AM',
        sunday: 'Closed',
      },
      skipped: ['dated hours (2026-12-24 to 2026-12-24)'],
    })
    expect(
      weeklyFromSpecification({ dayOfWeek: 'Monday', opens: 'morning' }),
    ).toMatchObject({ ok: false })
    expect(weeklyFromSpecification([])).toEqual({
      ok: false,
      why: 'no hours given',
    })
  })

  test("schema.org's openingHours strings", () => {
    expect(
      weeklyFromSchemaStrings(['Mo-Fr 08:00-17:00', 'Sa 10:00-14:00']),
    ).toMatchObject({
      ok: true,
      hours: {
        ...WEEKDAYS_8_5,
        saturday: '10:00 AM - 2:00 PM',
        sunday: 'Closed',
      },
    })
    expect(weeklyFromSchemaStrings(42)).toEqual({
      ok: false,
      why: 'no hours given',
    })
  })

  test("property: every day it accepts reads back, through the site's own parser, as the range given", () => {
    const time = fc.record({
      h: fc.integer({ min: 0, max: 23 }),
      m: fc.constantFrom(0, 15, 30, 45),
    })
    const hhmm = (t: { h: number; m: number }) =>
      `${String(t.h).padStart(2, '0')}:${String(t.m).padStart(2, '0')}`
    fc.assert(
      fc.property(time, time, (a, b) => {
        fc.pre(a.h !== b.h || a.m !== b.m)
        const r = weeklyFromOpeningHours(`Mo ${hhmm(a)}-${hhmm(b)}`)
        if (!r.ok) return true
        const range = parseHoursRange(r.hours.monday)
        return (
          range !== null &&
          range.open === a.h * 60 + a.m &&
          range.close === b.h * 60 + b.m
        )
      }),
      { numRuns: 200 },
    )
  })
})
