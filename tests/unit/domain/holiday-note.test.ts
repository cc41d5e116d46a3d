import { describe, expect, test } from 'vitest'
import { comingHolidays, holidayNoteOf } from '@/domain/holiday-note'
import { specialOpeningHoursSpecification } from '@/domain/seo/json-ld'
import type { HoursException } from '@/domain/hours/hours-exceptions'

const zone = { timezone: 'America/Chicago' }
const closedThanksgiving: HoursException = {
  date: '2026-11-26',
  hours: null,
  note: null,
  confirmedAt: '2026-11-10T15:00:00.000Z',
  method: 'call',
}
const eveHours: HoursException = {
  date: '2026-12-24',
  hours: '9 AM - 1 PM',
  note: null,
  confirmedAt: '2026-12-01T00:00:00.000Z',
  method: 'call',
}

describe("a card's holiday line: only on a holiday and the day before", () => {
  test('the day before Thanksgiving, not confirmed, then confirmed closed', () => {
    const wednesday = new Date('2026-11-25T16:00:00Z')
    expect(holidayNoteOf(zone, wednesday)).toEqual({
      text: 'Thanksgiving tomorrow: hours not confirmed',
      confirmed: false,
    })
    expect(
      holidayNoteOf(
        { ...zone, hoursExceptions: [closedThanksgiving] },
        wednesday,
      ),
    ).toEqual({
      text: 'Thanksgiving tomorrow: closed (confirmed)',
      confirmed: true,
    })
  })

  test('on the day, with holiday hours; none on an ordinary Tuesday or two days before', () => {
    expect(
      holidayNoteOf(
        { ...zone, hoursExceptions: [eveHours] },
        new Date('2026-12-24T16:00:00Z'),
      )?.text,
    ).toBe('Christmas Eve today: holiday hours 9 AM - 1 PM (confirmed)')
    expect(holidayNoteOf(zone, new Date('2026-12-08T16:00:00Z'))).toBeNull()
    expect(holidayNoteOf(zone, new Date('2026-11-24T16:00:00Z'))).toBeNull()
  })

  test('a day taken from a public source says where from, and is no confirmation', () => {
    const at = new Date('2026-12-24T16:00:00Z')
    expect(
      holidayNoteOf(
        { ...zone, hoursExceptions: [{ ...eveHours, method: 'website' }] },
        at,
      ),
    ).toEqual({
      text: "Christmas Eve today: holiday hours 9 AM - 1 PM (from the clinic's website)",
      confirmed: false,
    })
    expect(
      holidayNoteOf(
        {
          ...zone,
          hoursExceptions: [{ ...eveHours, hours: null, method: 'map' }],
        },
        at,
      ),
    ).toEqual({
      text: 'Christmas Eve today: closed (from OpenStreetMap)',
      confirmed: false,
    })
    for (const method of ['call', 'visit', 'clinic'] as const)
      expect(
        holidayNoteOf(
          { ...zone, hoursExceptions: [{ ...eveHours, method }] },
          at,
        )?.confirmed,
      ).toBe(true)
  })

  test("in the clinic's zone: 11:30 PM on the 23rd in Central is the day before Christmas Eve, in Eastern the day itself", () => {
    // 2026-12-24 05:30 UTC: the 23rd in Chicago (tomorrow Christmas Eve),
    // the 24th in New York (today Christmas Eve).
    const at = new Date('2026-12-24T05:30:00Z')
    expect(holidayNoteOf(zone, at)?.text).toMatch(/^Christmas Eve tomorrow/)
    expect(holidayNoteOf({ timezone: 'America/New_York' }, at)?.text).toMatch(
      /^Christmas Eve today/,
    )
  })
})

describe("the clinic page's coming holidays (30 days)", () => {
  test('each with what is known', () => {
    const list = comingHolidays(
      { ...zone, hoursExceptions: [closedThanksgiving, eveHours] },
      new Date('2026-11-25T16:00:00Z'),
    )
    expect(list.map((h) => `${h.dateText}, ${h.name}: ${h.text}`)).toEqual([
      'Thursday, November 26, Thanksgiving: closed — confirmed by phone November 2026',
      'Thursday, December 24, Christmas Eve: 9 AM - 1 PM — confirmed by phone December 2026',
      'Friday, December 25, Christmas Day: not confirmed — call before you go',
    ])
  })

  test("how it was confirmed, in the freshness line's words", () => {
    const texts = (method: HoursException['method']) =>
      comingHolidays(
        {
          ...zone,
          hoursExceptions: [
            { ...closedThanksgiving, method },
            { ...eveHours, method },
          ],
        },
        new Date('2026-11-25T16:00:00Z'),
      )
        .filter((h) => h.confirmed)
        .map((h) => h.text)
    // A day taken from a public source says where from, and is no
    // confirmation (issue 51).
    expect(texts('website')).toEqual([])
    const fromSource = (method: HoursException['method']) =>
      comingHolidays(
        {
          ...zone,
          hoursExceptions: [
            { ...closedThanksgiving, method },
            { ...eveHours, method },
          ],
        },
        new Date('2026-11-25T16:00:00Z'),
      )
        .slice(0, 2)
        .map((h) => [h.text, h.confirmed])
    expect(fromSource('website')).toEqual([
      ["closed — from the clinic's website, November 2026", false],
      ["9 AM - 1 PM — from the clinic's website, December 2026", false],
    ])
    expect(fromSource('registry')).toEqual([
      ['closed — from the NPI registry, November 2026', false],
      ['9 AM - 1 PM — from the NPI registry, December 2026', false],
    ])
    expect(fromSource('map')[0]).toEqual([
      'closed — from OpenStreetMap, November 2026',
      false,
    ])
    expect(texts('visit')).toEqual([
      'closed — confirmed in person November 2026',
      '9 AM - 1 PM — confirmed in person December 2026',
    ])
    expect(texts('clinic')).toEqual([
      'closed — confirmed by the clinic November 2026',
      '9 AM - 1 PM — confirmed by the clinic December 2026',
    ])
  })

  test('a passed exception is history, not shown', () => {
    const list = comingHolidays(
      { ...zone, hoursExceptions: [closedThanksgiving] },
      new Date('2026-11-27T16:00:00Z'),
    )
    expect(list.map((h) => h.date)).toEqual(['2026-12-24', '2026-12-25'])
  })
})

describe('JSON-LD specialOpeningHoursSpecification', () => {
  test('only confirmed exceptions, from today on; closed as 00:00–00:00', () => {
    expect(
      specialOpeningHoursSpecification(
        { hoursExceptions: [closedThanksgiving, eveHours] },
        '2026-11-01',
      ),
    ).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        validFrom: '2026-11-26',
        validThrough: '2026-11-26',
        opens: '00:00',
        closes: '00:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        validFrom: '2026-12-24',
        validThrough: '2026-12-24',
        opens: '09:00',
        closes: '13:00',
      },
    ])
    expect(
      specialOpeningHoursSpecification(
        { hoursExceptions: [closedThanksgiving] },
        '2026-12-01',
      ),
    ).toEqual([])
    expect(specialOpeningHoursSpecification({})).toEqual([])
  })
})
