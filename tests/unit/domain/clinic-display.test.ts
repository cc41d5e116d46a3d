import { describe, expect, test } from 'vitest'
import {
  clinicOpenStatus,
  directionsUrl,
  fullAddress,
  telHref,
  visibleServices,
} from '@/domain/clinic-display'
import { createClinic, everyDay } from '../../factories/clinic'

// Monday 2026-11-23, 09:00 in Chicago (10:00 in New York).
const MONDAY_9AM_CHICAGO = new Date('2026-11-23T15:00:00Z')

describe('clinicOpenStatus', () => {
  test('null before the time is known', () => {
    expect(
      clinicOpenStatus(
        createClinic({ weeklyHours: everyDay('8:00 AM - 8:00 PM') }),
        null,
      ),
    ).toBeNull()
  })

  test("reads the clinic's weekly hours in its own zone", () => {
    const opensAtTen = everyDay('10:00 AM - 6:00 PM')
    expect(
      clinicOpenStatus(
        createClinic({ weeklyHours: opensAtTen }),
        MONDAY_9AM_CHICAGO,
      ),
    ).toMatchObject({ isOpen: false, opensAt: '10 AM' })
    expect(
      clinicOpenStatus(
        createClinic({
          weeklyHours: opensAtTen,
          timezone: 'America/New_York',
        }),
        MONDAY_9AM_CHICAGO,
      ),
    ).toMatchObject({ isOpen: true, closesAt: '6 PM' })
  })

  test("without weekly hours, today's stored text is used", () => {
    expect(
      clinicOpenStatus(
        createClinic({
          hours: {
            today: '8:00 AM - 7:00 PM',
            isOpen: null,
            closesToday: null,
          },
        }),
        MONDAY_9AM_CHICAGO,
      ),
    ).toMatchObject({ isOpen: true, hoursText: '8:00 AM - 7:00 PM' })
  })

  test('no hours at all: closed, hours not available', () => {
    expect(clinicOpenStatus(createClinic(), MONDAY_9AM_CHICAGO)).toMatchObject({
      isOpen: false,
      hoursText: 'Hours not available',
    })
  })
})

describe('card text helpers', () => {
  test('fullAddress leaves out what is unknown', () => {
    expect(fullAddress(createClinic())).toBe('1 Main St, Paducah, KY 42001')
    expect(fullAddress(createClinic({ address: null, zip: null }))).toBe(
      'Paducah, KY',
    )
  })

  test('directions use the name when the street is unknown', () => {
    const url = new URL(directionsUrl(createClinic({ address: null })))
    expect(url.searchParams.get('api')).toBe('1')
    expect(url.searchParams.get('destination')).toBe(
      'Test Clinic, Paducah, KY 42001',
    )
  })

  test('telHref keeps the digits; no phone, no link', () => {
    expect(telHref('(270) 555-0100')).toBe('tel:2705550100')
    expect(telHref(null)).toBeNull()
  })

  test('visibleServices: the first three and how many more', () => {
    expect(visibleServices(['a', 'b', 'c', 'd', 'e'])).toEqual({
      shown: ['a', 'b', 'c'],
      more: 2,
    })
    expect(visibleServices([])).toEqual({ shown: [], more: 0 })
  })
})
