import { describe, expect, test } from 'vitest'
import { CLINIC_ROWS } from '@/data/builtin/generated/data'
import { WEEKDAYS } from '@/domain/clinic'
import { computeOpenStatus } from '@/domain/hours/open-status'
import { isClosedText, parseHoursRange } from '@/domain/hours/parse-hours'
import { isValidTimeZone } from '@/domain/hours/zoned-time'
import { toClinic, type ClinicRow } from '@/domain/map-row'
import { repairClinicRow } from '@/domain/repair-row'
import {
  buildDirectory,
  DIRECTORY_SIZES,
  loadHifldRecords,
  MAX_JITTER_DEGREES,
  parseHifldCsv,
  repeatedRows,
  toBenchRow,
} from '../../bench/scale/generate'
import { timeZoneFor } from '../../bench/scale/time-zone'
import {
  specialHoursOf,
  WEEKLY_PATTERNS,
} from '../../bench/scale/weekly-patterns'

const records = loadHifldRecords()
const national = buildDirectory(4810, records, CLINIC_ROWS)
const bounds = {
  minLat: Math.min(...records.map((r) => r.lat)),
  maxLat: Math.max(...records.map((r) => r.lat)),
  minLng: Math.min(...records.map((r) => r.lng)),
  maxLng: Math.max(...records.map((r) => r.lng)),
}

const unique = (rows: ClinicRow[], key: (r: ClinicRow) => unknown) =>
  new Set(rows.map(key)).size

describe('the HIFLD fixture', () => {
  test('holds the 4,810 records of the national file', () => {
    expect(records).toHaveLength(4810)
    expect(records[0]).toMatchObject({
      name: 'CLINIC WITH A HEART',
      city: 'LINCOLN',
      state: 'NE',
    })
  })

  test('a malformed file is refused rather than half read', () => {
    const header =
      'name,phone,address,address2,city,state,zip,county,longitude,latitude,contact_date,geo_precision'
    expect(() => parseHifldCsv('a,b\n1,2')).toThrow(/header/)
    expect(() => parseHifldCsv(`${header}\n"A, B",1`)).toThrow(/quoted/)
    expect(() =>
      parseHifldCsv(`${header}\nX,,,,C,KY,,,abc,37,2009-01-01,ONENTITY`),
    ).toThrow(/coordinates/)
  })
})

describe('directories', () => {
  test('have the sizes the benchmark names, with unique ids and slugs', () => {
    for (const size of DIRECTORY_SIZES.filter((s) => s <= 4810)) {
      const rows = size === 4810 ? national : buildDirectory(size, records, [])
      expect(rows).toHaveLength(size)
      expect(unique(rows, (r) => r.id)).toBe(size)
      expect(unique(rows, (r) => r.slug)).toBe(size)
      // Views use the first 8 hex digits as the numeric id (DOM ids).
      expect(unique(rows, (r) => r.id.slice(0, 8))).toBe(size)
    }
  })

  test('are deterministic: the same input gives the same rows', () => {
    expect(buildDirectory(4810, records, CLINIC_ROWS)).toEqual(national)
    expect(buildDirectory(1000, records, CLINIC_ROWS)).toEqual(
      buildDirectory(1000, records, CLINIC_ROWS),
    )
    expect(toBenchRow(records[7]!, 7, 3)).toEqual(toBenchRow(records[7]!, 7, 3))
  })

  test('1,000 is a sample spread over the file, 4,810 is the whole file', () => {
    const sample = buildDirectory(1000, records, CLINIC_ROWS)
    expect(unique(sample, (r) => r.state)).toBeGreaterThan(40)
    expect(national.map((r) => r.name)).toEqual(records.map((r) => r.name))
  })

  test('39 is this region: the built-in clinics, then the nearest national records', () => {
    const region = buildDirectory(39, records, CLINIC_ROWS)
    expect(region).toHaveLength(39)
    const builtin = Math.min(CLINIC_ROWS.length, 39)
    expect(region.slice(0, builtin).map((r) => r.id)).toEqual(
      CLINIC_ROWS.slice(0, builtin).map((r) => r.id),
    )
    for (const row of region.slice(builtin)) expect(row.state).toBe('KY')
  })

  test('100,000 repeats the file with small jitter inside the U.S. bounds', () => {
    const rows = buildDirectory(100_000, records, CLINIC_ROWS)
    expect(rows).toHaveLength(100_000)
    expect(unique(rows, (r) => r.id)).toBe(100_000)
    expect(rows.slice(0, 4810)).toEqual(national)
    let moved = 0
    const problems: string[] = []
    const inside = (v: number, lo: number, hi: number) =>
      v >= lo - MAX_JITTER_DEGREES && v <= hi + MAX_JITTER_DEGREES
    rows.forEach((row, i) => {
      const source = records[i % records.length]!
      const dLat = Math.abs(row.latitude! - source.lat)
      const dLng = Math.abs(row.longitude! - source.lng)
      if (dLat > 0 || dLng > 0) moved += 1
      if (Math.max(dLat, dLng) > MAX_JITTER_DEGREES + 1e-7)
        problems.push(`row ${i}: jitter ${dLat}, ${dLng}`)
      if (
        !inside(row.latitude!, bounds.minLat, bounds.maxLat) ||
        !inside(row.longitude!, bounds.minLng, bounds.maxLng)
      )
        problems.push(`row ${i}: outside the U.S. bounds of the input`)
      // Copies keep the record's hours, services and zone.
      const original = national[i % 4810]!
      if (
        row.hours_monday !== original.hours_monday ||
        row.timezone !== original.timezone ||
        row.services!.join() !== original.services!.join()
      )
        problems.push(`row ${i}: differs from its record`)
    })
    expect(problems).toEqual([])
    expect(moved).toBeGreaterThan(90_000)
  }, 60_000)
})

describe('generated rows', () => {
  test('every weekly entry is "Closed" or hours the real parser accepts', () => {
    const unreadable = national.flatMap((row) =>
      WEEKDAYS.map((day) => row[`hours_${day}`]).filter(
        (text) =>
          text === null || (!isClosedText(text) && !parseHoursRange(text)),
      ),
    )
    expect(unreadable).toEqual([])
  })

  test('every row passes the database row check and gives a known open status', () => {
    const at = new Date('2026-11-25T23:30:00Z')
    const problems = national.filter((row) => {
      const clinic = toClinic(row, {})
      const status = computeOpenStatus(
        { weeklyHours: clinic.weeklyHours, timezone: clinic.timezone },
        at,
      )
      return (
        repairClinicRow(row, 0).issues.length > 0 ||
        !isValidTimeZone(row.timezone!) ||
        clinic.coordinates === null ||
        status.hoursText === 'Hours not available'
      )
    })
    expect(problems).toEqual([])
  })

  test('patterns are varied: 24-hour, overnight, closed Sundays all occur', () => {
    const names = new Set(
      national.map(
        (r) =>
          WEEKLY_PATTERNS.find((p) =>
            WEEKDAYS.every((d) => p.hours[d] === r[`hours_${d}`]),
          )?.name,
      ),
    )
    expect(names.size).toBe(WEEKLY_PATTERNS.length)
    expect(national.some((r) => r.special_hours!.includes('24/7 Open'))).toBe(
      true,
    )
    expect(national.some((r) => r.hours_sunday === 'Closed')).toBe(true)
  })

  test('special hours follow from the hours', () => {
    const allDay = WEEKLY_PATTERNS.find((p) => p.name === 'open 24 hours')!
    expect(specialHoursOf(allDay.hours)).toContain('24/7 Open')
    const office = WEEKLY_PATTERNS.find((p) => p.name.includes('occupational'))!
    expect(specialHoursOf(office.hours)).toEqual([])
  })

  test('time zones follow the state, and the line where a state is split', () => {
    expect(timeZoneFor('KY', 37.08, -88.6)).toBe('America/Chicago') // Paducah
    expect(timeZoneFor('KY', 38.25, -85.76)).toBe('America/New_York') // Louisville
    expect(timeZoneFor('AZ', 33.45, -112.07)).toBe('America/Phoenix')
    expect(timeZoneFor('TX', 31.76, -106.49)).toBe('America/Denver') // El Paso
    expect(timeZoneFor('IN', 37.97, -87.56)).toBe('America/Chicago') // Evansville
    expect(timeZoneFor('IN', 39.77, -86.16)).toBe(
      'America/Indiana/Indianapolis',
    )
    expect(timeZoneFor('??', 40, -75)).toBe('America/New_York')
  })

  test('repeatedRows wraps around the file', () => {
    const rows = repeatedRows(records.slice(0, 3), 7)
    expect(rows.map((r) => r.name)).toEqual(
      [0, 1, 2, 0, 1, 2, 0].map((i) => records[i]!.name),
    )
  })
})
