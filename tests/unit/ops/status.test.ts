import { UNVERIFIED } from '../../../src/domain/verification'
import { describe, expect, test } from 'vitest'
import {
  sourceCounts,
  sourceLines,
  statusReport,
  statusTable,
} from '../../../ops/lib/sheets-out/status'
import { NO_FACTS } from '../../../ops/lib/core/facts'
import { NOW, ago, holidaysAnswered, opsClinic } from './factory'

const v = (days: number, method: 'call' | 'website' = 'call') => ({
  at: ago(days),
  method,
})

describe('ops:status counts', () => {
  const clinics = [
    opsClinic({
      city: 'Paducah',
      verification: {
        ...UNVERIFIED,
        phone: v(10),
        hours: v(10),
        address: null,
        website: null,
        min_age: v(10),
        languages: v(400),
      },
      facts: { ...NO_FACTS, min_age: 6, languages: [] },
      // the holidays answered too, so it is not due
      hoursExceptions: holidaysAnswered(),
    }),
    opsClinic({
      city: 'Paducah',
      verification: {
        ...UNVERIFIED,
        phone: v(100),
        hours: v(400),
        address: null,
        website: null,
      },
    }),
    opsClinic({ city: 'Paducah' }),
    opsClinic({
      city: 'Murray',
      status: 'temporarily_closed',
      facts: { ...NO_FACTS, xray: false },
      verification: {
        ...UNVERIFIED,
        xray: v(1, 'website'),
        phone: v(1),
        hours: null,
        address: null,
        website: null,
      },
    }),
    opsClinic({ city: 'Murray', status: 'permanently_closed' }),
    opsClinic({ city: 'Murray', doNotCall: true, doNotCallReason: 'asked' }),
    opsClinic({
      city: 'Murray',
      nextCheckAfter: new Date(NOW.getTime() + 3600e3).toISOString(),
    }),
  ]
  const report = statusReport(clinics, NOW)

  test('overall', () => {
    expect(report.overall).toEqual({
      clinics: 7,
      phone_90d: 2,
      phone_12m: 3,
      hours_90d: 1,
      hours_12m: 1,
      never_verified: 4,
      // Paducah's 2nd and 3rd, Murray's temporarily closed one; not the
      // fresh one, the closed one, the do-not-call one or the snoozed one.
      due_now: 3,
      // All three: Paducah's 2nd (hours 400 days ago), 3rd (never) and
      // Murray's temporarily closed one (hours never confirmed).
      overdue: 3,
      temporarily_closed: 1,
      permanently_closed: 1,
      // The snoozed one: its next check is ahead.
      waiting_call_back: 1,
      // From the data file reports are not read: no count, not 0.
      open_reports: null,
      // Before you drive: confirmed at any date; a false or an empty list counts.
      min_age_confirmed: 1,
      medicaid_confirmed: 0,
      xray_confirmed: 1,
      last_checkin_confirmed: 0,
      languages_confirmed: 1,
    })
    expect(report.reports_counted).toBe(false)
  })

  test('open reports from the public, per town and overall; a reported clinic is due', () => {
    const fresh = clinics[0]!
    const reports = new Map([
      [fresh.id, { count: 2, newest: ago(1), kinds: ['closed' as const] }],
      [clinics[4]!.id, { count: 1, newest: ago(3), kinds: ['other' as const] }],
    ])
    const r = statusReport(clinics, NOW, reports)
    expect(r.reports_counted).toBe(true)
    expect(r.overall.open_reports).toBe(3)
    expect(r.towns.map((t) => [t.town, t.open_reports])).toEqual([
      ['Murray', 1],
      ['Paducah', 2],
    ])
    // The fresh one is due now it is reported; the closed one stays skipped.
    expect(r.overall.due_now).toBe(report.overall.due_now + 1)
    expect(statusTable(r).split('\n')[0]).toContain(
      'reports = open reports from the public',
    )
    expect(
      statusTable(r)
        .split('\n')
        .find((l) => l.startsWith('all towns')),
    ).toMatch(/\s3(\s+\d+){5}$/)
  })

  test('per town, in name order, adding up to the total', () => {
    expect(report.towns.map((t) => t.town)).toEqual(['Murray', 'Paducah'])
    const sum = (k: keyof typeof report.overall) =>
      report.towns.reduce((n, t) => n + (t[k] ?? 0), 0)
    for (const k of Object.keys(
      report.overall,
    ) as (keyof typeof report.overall)[])
      expect(sum(k)).toBe(report.overall[k] ?? 0)
  })

  test('the table: a heading, one line per town, the total', () => {
    const lines = statusTable(report).split('\n')
    expect(lines[0]).toContain('Verification status at Thu Nov 26, 10:00 AM CT')
    expect(lines[1]).toMatch(/^town\s+clinics\s+phone ≤90d/)
    expect(lines[2]).toMatch(/^Murray\s+4\s/)
    expect(lines[0]).toContain(
      'reports: — not counted, only the database has them (and the correction messages)',
    )
    expect(lines[1]).toMatch(
      /call-back\s+reports\s+age\s+medicaid\s+x-ray\s+check-in\s+languages$/,
    )
    expect(lines.find((l) => l.startsWith('all towns'))).toMatch(
      /^all towns\s+7\s+2\s+3\s+1\s+1\s+4\s+3\s+1\s+1\s+1\s+—\s+1\s+0\s+1\s+0\s+1$/,
    )
  })

  test('an empty directory', () => {
    expect(statusReport([], NOW).overall.clinics).toBe(0)
    expect(statusTable(statusReport([], NOW))).toContain('all towns')
  })
})

describe('ops:status: where the facts come from', () => {
  const method = (
    m: 'call' | 'visit' | 'clinic' | 'website' | 'registry' | 'map',
  ) => ({
    at: ago(5),
    method: m,
  })
  const clinics = [
    opsClinic({
      verification: {
        ...UNVERIFIED,
        phone: method('call'),
        hours: method('map'),
      },
      coordinates: {
        lat: 37,
        lng: -88,
        approximate: false,
        method: 'map',
        match: null,
      },
    }),
    opsClinic({
      verification: {
        ...UNVERIFIED,
        phone: method('visit'),
        hours: method('website'),
      },
    }),
    opsClinic({
      phone: null,
      website: null,
      verification: {
        ...UNVERIFIED,
        phone: method('registry'),
        min_age: method('clinic'),
      },
      facts: { ...NO_FACTS, min_age: 24 },
      coordinates: null,
    }),
  ]
  const s = sourceCounts(clinics)

  test('per field: call (call, visit, clinic), website, registry, map, unconfirmed, no value', () => {
    // The third's registry phone is no value: its phone is unknown now.
    expect(s.fields.phone).toEqual({
      call: 2,
      website: 0,
      registry: 0,
      map: 0,
      unconfirmed: 0,
      no_value: 1,
    })
    expect(s.fields.hours).toEqual({
      call: 0,
      website: 1,
      registry: 0,
      map: 1,
      unconfirmed: 1,
      no_value: 0,
    })
    expect(s.fields.website).toMatchObject({ unconfirmed: 2, no_value: 1 })
    expect(s.fields.min_age).toMatchObject({ call: 1, no_value: 2 })
    expect(s.point).toEqual({
      source: 0,
      geocoder: 0,
      map: 1,
      town: 1,
      none: 1,
    })
    for (const f of Object.values(s.fields))
      expect(Object.values(f).reduce((a, b) => a + b, 0)).toBe(3)
  })

  test('the block fits 100 columns, a line per field; in the report and its tables', () => {
    const lines = sourceLines(s)
    expect(lines[0]).toMatch(/^Where the facts come from/)
    expect(lines[1]).toMatch(
      /^ {2}field\s+call\s+website\s+registry\s+map\s+unconfirmed\s+no value$/,
    )
    expect(lines[2]).toMatch(/^ {2}phone\s+2\s+0\s+0\s+0\s+0\s+1$/)
    expect(lines.filter((l) => l.length > 100)).toEqual([])
    expect(lines.at(-1)).toContain(
      "1 OpenStreetMap; 1 the town's point; 1 none",
    )
    const r = statusReport(clinics, NOW)
    expect(r.sources).toEqual(s)
    expect(statusTable(r)).toContain('Where the facts come from')
  })
})
