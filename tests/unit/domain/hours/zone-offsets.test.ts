import { describe, expect, test } from 'vitest'
import fc from 'fast-check'
import { offsetAt } from '@/domain/hours/zone-offsets'
import { ZONE_OFFSETS } from '@/domain/hours/zone-offsets-data'
import {
  intlZonedTime,
  isValidTimeZone,
  zonedTime,
} from '@/domain/hours/zoned-time'
import { DEFAULT_TIMEZONE } from '@/domain/clinic'
import { dayOf } from '@/domain/hours/holidays'
import { zoneOffsets } from '../../../../supabase/tools/generate-zone-offsets'

const MINUTE = 60_000
const HOUR = 60 * MINUTE

describe('the generated zone offsets', () => {
  test('cover the default zone and every zone of the built-in clinics, for years ahead', () => {
    const zones = ZONE_OFFSETS.map((z) => z.zone)
    expect(zones).toContain(DEFAULT_TIMEZONE)
    expect(zones).toContain('America/Chicago')
    for (const z of ZONE_OFFSETS) {
      expect(z.starts[0]).toBe(z.from)
      expect(z.starts).toHaveLength(z.offsets.length)
      // At least five years.
      expect(z.to - z.from).toBeGreaterThanOrEqual(5 * 365 * 24 * 60)
    }
  })

  /** The instants at which the table and Intl disagree (none expected). */
  function disagreements(zone: string, minutes: Iterable<number>): string[] {
    const out: string[] = []
    for (const m of minutes) {
      const at = new Date(m * MINUTE)
      const a = zonedTime(at, zone)
      const b = intlZonedTime(at, zone)
      if (a.weekday !== b.weekday || a.minutes !== b.minutes || a.day !== b.day)
        out.push(`${zone} ${at.toISOString()}`)
    }
    return out
  }
  function* range(from: number, to: number, step: number) {
    for (let m = from; m < to; m += step) yield m
  }

  test('agree with this runtime’s time-zone database at every hour of the span', () => {
    // Fails when daylight-saving rules change: run `npm run data:zones`.
    for (const z of ZONE_OFFSETS)
      expect(disagreements(z.zone, range(z.from, z.to, 60))).toEqual([])
  }, 120_000)

  test('agree at every minute around each change (the hour that repeats or is skipped)', () => {
    for (const z of ZONE_OFFSETS)
      for (const start of z.starts.slice(1))
        expect(
          disagreements(z.zone, range(start - 120, start + 121, 1)),
        ).toEqual([])
  }, 60_000)

  test("Chicago's 2026 changes: 8 March 2 AM and 1 November 2 AM, local", () => {
    const from = Date.UTC(2026, 0, 1) / MINUTE
    const to = Date.UTC(2027, 0, 1) / MINUTE
    const z = zoneOffsets('America/Chicago', from, to)
    expect(
      z.starts.slice(1).map((m) => new Date(m * MINUTE).toISOString()),
    ).toEqual(['2026-03-08T08:00:00.000Z', '2026-11-01T07:00:00.000Z'])
    expect(z.offsets).toEqual([-360, -300, -360])
    // Just before and at the spring change, local time.
    expect(
      zonedTime(new Date('2026-03-08T07:59:00Z'), 'America/Chicago'),
    ).toEqual({
      weekday: 'sunday',
      minutes: 119,
      day: dayOf('2026-03-08'),
    })
    expect(
      zonedTime(new Date('2026-03-08T08:00:00Z'), 'America/Chicago'),
    ).toEqual({
      weekday: 'sunday',
      minutes: 180,
      day: dayOf('2026-03-08'),
    })
  })

  test('outside the span and for other zones, Intl answers as before', () => {
    const z = ZONE_OFFSETS[0]!
    expect(offsetAt(z, (z.from - 1) * MINUTE)).toBeNull()
    expect(offsetAt(z, z.to * MINUTE)).toBeNull()
    expect(offsetAt(z, z.from * MINUTE)).toBe(z.offsets[0])
    const later = new Date(z.to * MINUTE + 200 * 24 * HOUR)
    expect(zonedTime(later, z.zone)).toEqual(intlZonedTime(later, z.zone))
    const at = new Date('2026-07-04T12:00:00Z')
    expect(zonedTime(at, 'Europe/London')).toEqual({
      weekday: 'saturday',
      minutes: 13 * 60,
      day: dayOf('2026-07-04'),
    })
    expect(zonedTime(at, 'America/Kentucky/Louisville')).toEqual({
      weekday: 'saturday',
      minutes: 8 * 60,
      day: dayOf('2026-07-04'),
    })
  })

  test('zone names: a listed zone is valid without Intl; unknown names stay invalid', () => {
    for (const z of ZONE_OFFSETS) expect(isValidTimeZone(z.zone)).toBe(true)
    expect(isValidTimeZone('Mars/Olympus_Mons')).toBe(false)
    expect(isValidTimeZone('')).toBe(false)
  })

  test('any instant in the span: the same wall clock as Intl (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONE_OFFSETS),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (z, f) => {
          const t = Math.floor((z.from + f * (z.to - z.from - 1)) * MINUTE)
          const at = new Date(t)
          expect(zonedTime(at, z.zone)).toEqual(intlZonedTime(at, z.zone))
        },
      ),
      { numRuns: 2000 },
    )
  })
})
