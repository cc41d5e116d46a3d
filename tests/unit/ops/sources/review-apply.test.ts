import { describe, expect, test } from 'vitest'
import { opsClinic } from '../factory'
import type { MatchResult } from '../../../../ops/lib/sources/match'
import type { SourceRecord } from '../../../../ops/lib/sources/record'
import type { WeeklyHours } from '../../../../ops/lib/sources/weekly'
import {
  REVIEW_COLUMNS,
  reviewRows,
  type ReviewRow,
} from '../../../../ops/lib/sources/review'
import {
  describeHarvestPlan,
  isHarvestSheet,
  planHarvestSheet,
} from '../../../../ops/lib/sources/review-apply'
import type { OpsClinic } from '../../../../ops/lib/core/model'
import { UNVERIFIED } from '@/domain/verification'

const NOW = new Date('2026-12-04T18:00:00.000Z')
const URL_PAGE = 'https://care.example.org/paducah'
const URL_OSM = 'https://www.openstreetmap.org/node/42'

const record = (over: Partial<SourceRecord>): SourceRecord => ({
  kind: 'website',
  source: 'website',
  id: 'p#1',
  url: URL_PAGE,
  fetchedAt: '2026-12-04T17:00:00.000Z',
  updatedAt: '2026-11-20',
  name: 'Clinic',
  phone: null,
  address: null,
  point: null,
  hours: null,
  hoursProblem: null,
  notes: [],
  active: true,
  ...over,
})
const matched = (r: SourceRecord, c: OpsClinic): MatchResult => ({
  kind: 'matched',
  record: r,
  best: { listingId: c.id, score: 1, reasons: ['same phone'] },
})
const WEEK: WeeklyHours = {
  sunday: 'Closed',
  monday: '8:00 AM - 6:00 PM',
  tuesday: '8:00 AM - 6:00 PM',
  wednesday: '8:00 AM - 6:00 PM',
  thursday: '8:00 AM - 6:00 PM',
  friday: '8:00 AM - 6:00 PM',
  saturday: '9:00 AM - 1:00 PM',
}
const NO_HOURS = {
  sunday: null,
  monday: null,
  tuesday: null,
  wednesday: null,
  thursday: null,
  friday: null,
  saturday: null,
}

const header = [...REVIEW_COLUMNS]
/** The sheet as ops:apply reads it back: line 2 onwards. */
const sheet = (rows: ReviewRow[]) =>
  rows.map((r, i) => ({ line: i + 2, cells: { ...r } }))
const plan = (
  rows: ReviewRow[],
  clinics: OpsClinic[],
  acceptUnusual?: ReadonlySet<number>,
) =>
  planHarvestSheet(header, sheet(rows), clinics, NOW, {
    by: 'AB',
    sheet: 'harvest-2026-12-04.csv',
    acceptUnusual,
  })

describe('ops:apply of a harvest review sheet', () => {
  test('recognised by its columns', () => {
    expect(isHarvestSheet(header)).toBe(true)
    expect(isHarvestSheet(['id', 'fingerprint', 'outcome'])).toBe(false)
  })

  test('the default answers store the new phone and week, from the website, dated by the source, its URL in the sources', () => {
    const c = opsClinic({ phone: null, hours: { ...NO_HOURS } })
    const rows = reviewRows(
      [c],
      [matched(record({ phone: '270-555-0142', hours: WEEK }), c)],
    )
    expect(rows.every((r) => r.accept === 'yes')).toBe(true)
    const p = plan(rows, [c])
    expect(p.problems).toEqual([])
    expect(p.checks).toHaveLength(1)
    const w = p.checks[0]!
    expect(w.patch).toMatchObject({
      phone: '(270) 555-0142',
      phone_verified_at: '2026-11-20T12:00:00.000Z',
      phone_verified_method: 'website',
      hours_monday: '8:00 AM - 6:00 PM',
      hours_sunday: 'Closed',
      hours_saturday: '9:00 AM - 1:00 PM',
      hours_verified_at: '2026-11-20T12:00:00.000Z',
      hours_verified_method: 'website',
      sources: [...c.sources, URL_PAGE],
    })
    expect(w.event).toMatchObject({
      clinic_id: c.id,
      outcome: 'changed',
      method: 'website',
      initials: 'AB',
      created_at: NOW.toISOString(),
      confirmed: [],
    })
    expect(w.event.changes.phone).toEqual({
      before: null,
      after: '(270) 555-0142',
    })
    expect(w.event.note).toContain('harvest-2026-12-04.csv')
    expect(w.event.note).toContain(URL_PAGE)
    expect(describeHarvestPlan(p).join('\n')).toContain(
      'phone: (none) → (270) 555-0142, from the website of 2026-11-20',
    )
  })

  test('nothing is stored that was not accepted: answered no and left empty are listed, and store nothing', () => {
    const c = opsClinic({ phone: null, hours: { ...NO_HOURS } })
    const rows = reviewRows(
      [c],
      [matched(record({ phone: '(270) 555-0142', hours: WEEK }), c)],
    )
    rows[0]!.accept = 'no'
    for (const r of rows.slice(1)) r.accept = ''
    const p = plan(rows, [c])
    expect(p.problems).toEqual([])
    expect(p.checks).toEqual([])
    expect(p.rejected).toEqual([2])
    expect(p.skipped).toEqual([3, 4, 5, 6, 7, 8, 9])
    expect(describeHarvestPlan(p)).toEqual([
      'Rows 2: answered no, nothing stored.',
      'Rows 3, 4, 5, 6, 7, 8, 9: accept empty, not reviewed yet: nothing stored.',
    ])
  })

  test('the registry and the map are stored as such; a point from OpenStreetMap is a point of its own', () => {
    const c = opsClinic({
      phone: null,
      coordinates: {
        lat: 37.0834,
        lng: -88.6001,
        approximate: true,
        method: 'town',
        match: null,
      },
      townPoint: { lat: 37.0834, lng: -88.6001 },
    })
    const rows = reviewRows(
      [c],
      [
        matched(
          record({
            kind: 'registry',
            source: 'nppes',
            url: 'https://npiregistry.cms.hhs.gov/provider-view/1234567893',
            phone: '(270) 555-0142',
          }),
          c,
        ),
        matched(
          record({
            kind: 'map',
            source: 'osm',
            url: URL_OSM,
            updatedAt: '2025-06-01',
            point: { lat: 37.07, lng: -88.62 },
          }),
          c,
        ),
      ],
    )
    const p = plan(rows, [c])
    expect(p.problems).toEqual([])
    const w = p.checks[0]!
    expect(w.patch).toMatchObject({
      phone_verified_method: 'registry',
      latitude: 37.07,
      longitude: -88.62,
      coordinates_method: 'map',
      coordinates_approximate: false,
      coordinates_match: null,
      coordinates_source: [URL_OSM],
    })
    expect(w.patch.coordinates_note).toMatch(
      /^Point from OpenStreetMap \(https:\/\/www\.openstreetmap\.org\/node\/42, dated 2025-06-01\); reviewed and accepted by AB on /,
    )
    // The event names the stronger source; each field keeps its own method.
    expect(w.event.method).toBe('registry')
    expect(w.patch.sources).toEqual([
      ...c.sources,
      'https://npiregistry.cms.hhs.gov/provider-view/1234567893',
      URL_OSM,
    ])
  })

  test('a point far from its town is refused', () => {
    const c = opsClinic({ townPoint: { lat: 37.0834, lng: -88.6001 } })
    const rows = reviewRows(
      [c],
      [
        matched(
          record({
            source: 'osm',
            url: URL_OSM,
            point: { lat: 38.2, lng: -85.7 },
          }),
          c,
        ),
      ],
    )
    rows[0]!.accept = 'yes'
    expect(plan(rows, [c]).problems).toEqual([
      expect.stringMatching(
        /^row 2: Clinic \d+, point: the point is [\d.]+ miles from Paducah's point, more than 15: not stored from a source$/,
      ),
    ])
  })

  test('two values accepted for one field are refused: accept one, or call', () => {
    const c = opsClinic({ phone: null })
    const rows = reviewRows(
      [c],
      [
        matched(record({ phone: '(270) 555-0142' }), c),
        matched(
          record({
            source: 'nppes',
            url: 'https://npiregistry.cms.hhs.gov/x',
            phone: '(270) 555-0199',
          }),
          c,
        ),
      ],
    )
    for (const r of rows) r.accept = 'yes'
    const p = plan(rows, [c])
    expect(p.checks).toEqual([])
    expect(p.problems).toEqual([
      expect.stringContaining(
        'rows 2, 3: ' +
          c.name +
          ', phone: 2 different values accepted (website (270) 555-0142; NPI registry (270) 555-0199): accept one, or call the clinic',
      ),
    ])
    // One of the two, chosen: stored.
    rows[1]!.accept = 'no'
    expect(plan(rows, [c]).checks[0]!.patch.phone).toBe('(270) 555-0142')
  })

  test('a source never replaces a newer call: refused even when accepted', () => {
    const c = opsClinic({
      phone: '(270) 555-0100',
      verification: {
        ...UNVERIFIED,
        phone: { at: '2026-11-25T15:00:00.000Z', method: 'call' },
      },
    })
    const rows = reviewRows(
      [c],
      [matched(record({ phone: '(270) 555-0142' }), c)],
    )
    expect(rows[0]!.accept).toBe('')
    rows[0]!.accept = 'yes'
    expect(plan(rows, [c]).problems).toEqual([
      `row 2: ${c.name}, phone: confirmed (call) on 2026-11-25, on or after the source's date 2026-11-20: a source never replaces a newer call, visit or word from the clinic; if the clinic changed, call it`,
    ])
  })

  test('a value that changed since the harvest is refused, with the way to a fresh sheet', () => {
    const c = opsClinic({ phone: null })
    const rows = reviewRows(
      [c],
      [matched(record({ phone: '(270) 555-0142' }), c)],
    )
    const now = { ...c, phone: '(270) 555-0177' }
    expect(plan(rows, [now]).problems).toEqual([
      `row 2: ${c.name}, phone changed since the harvest (the sheet has "", confirmed never; stored now "(270) 555-0177", confirmed never): run ops:harvest again for a fresh sheet (--offline reads the answers already kept)`,
    ])
  })

  test("a source's week is taken whole: part of it is refused, all seven days are stored", () => {
    const c = opsClinic() // Mon-Fri 8-8, Sat 9-5, Sun closed
    const rows = reviewRows([c], [matched(record({ hours: WEEK }), c)])
    // Mon-Sat differ from stored; Sunday is the same.
    expect(rows.filter((r) => r.agreement === 'same as stored')).toHaveLength(1)
    rows.find((r) => r.field === 'hours_monday')!.accept = 'yes'
    const refused = plan(rows, [c])
    expect(refused.checks).toEqual([])
    expect(refused.problems).toEqual([
      expect.stringMatching(
        /^rows 3: Clinic \d+: part of website's week accepted, not Tue \(row 4, not accepted, differs from stored\), Wed .*, Sat \(row 8, not accepted, differs from stored\): the hours are confirmed as a week, so accept its seven days together, or none$/,
      ),
    ])
    for (const r of rows) if (r.agreement !== 'same as stored') r.accept = 'yes'
    const p = plan(rows, [c])
    expect(p.problems).toEqual([])
    expect(p.checks[0]!.patch).toMatchObject({
      hours_monday: '8:00 AM - 6:00 PM',
      hours_saturday: '9:00 AM - 1:00 PM',
      hours_verified_method: 'website',
    })
    expect(p.checks[0]!.patch).not.toHaveProperty('hours_sunday')
  })

  test('hours the site would misread are refused, as on a call sheet', () => {
    const c = opsClinic({ hours: { ...NO_HOURS } })
    const rows = reviewRows([c], [matched(record({ hours: WEEK }), c)])
    rows.find((r) => r.field === 'hours_monday')!.value = '8-5'
    const p = plan(rows, [c])
    expect(p.problems).toEqual([
      expect.stringMatching(
        /^row 3: Clinic \d+, hours \(Mon\): "8-5" write 8 AM - 5 PM, or 8 PM - 5 AM for overnight$/,
      ),
    ])
  })

  test('a week closed every day is refused unless --accept-unusual names it', () => {
    const c = opsClinic({ hours: { ...NO_HOURS } })
    const closed = Object.fromEntries(
      Object.keys(WEEK).map((d) => [d, 'Closed']),
    ) as WeeklyHours
    const rows = reviewRows([c], [matched(record({ hours: closed }), c)])
    expect(plan(rows, [c]).problems).toEqual([
      expect.stringContaining('closed all seven days'),
    ])
    expect(plan(rows, [c], new Set([2])).problems).toEqual([])
  })

  test('the same value as stored, accepted: a source confirmation where there was none; nothing over a call', () => {
    const c = opsClinic({ phone: '(270) 555-0142' })
    const rows = reviewRows(
      [c],
      [matched(record({ phone: '(270) 555-0142' }), c)],
    )
    rows[0]!.accept = 'yes'
    const p = plan(rows, [c])
    expect(p.checks[0]!.patch).toMatchObject({
      phone_verified_method: 'website',
    })
    expect(p.checks[0]!.patch).not.toHaveProperty('phone')
    expect(p.checks[0]!.event.confirmed).toEqual(['phone'])
    const called = {
      ...c,
      verification: {
        ...UNVERIFIED,
        phone: { at: '2026-10-01T15:00:00.000Z', method: 'call' as const },
      },
    }
    const rows2 = reviewRows(
      [called],
      [matched(record({ phone: '(270) 555-0142' }), called)],
    )
    rows2[0]!.accept = 'yes'
    const p2 = plan(rows2, [called])
    expect(p2.checks).toEqual([])
    expect(p2.unchanged).toEqual([2])
  })

  test('an unknown answer, clinic or source is refused, the row named', () => {
    const c = opsClinic({ phone: null })
    const rows = reviewRows(
      [c],
      [matched(record({ phone: '(270) 555-0142' }), c)],
    )
    expect(plan([{ ...rows[0]!, accept: 'maybe' }], [c]).problems[0]).toMatch(
      /^row 2: accept "maybe": write yes/,
    )
    expect(plan([{ ...rows[0]!, clinic_id: 'nope' }], [c]).problems[0]).toBe(
      'row 2: no clinic has the id "nope"',
    )
    expect(plan([{ ...rows[0]!, source: 'yelp' }], [c]).problems[0]).toMatch(
      /source "yelp" is none of website, osm, nppes/,
    )
    expect(
      plan([{ ...rows[0]!, url: 'javascript:alert(1)' }], [c]).problems[0],
    ).toMatch(/is not the source's web address/)
    expect(
      plan([{ ...rows[0]!, source_date: '2027-01-01' }], [c]).problems[0],
    ).toMatch(/not a date on or before today/)
    // Today is Kentucky's: at 11:30 PM Central, tomorrow's (UTC) date is refused.
    const lateNight = new Date('2026-12-05T05:30:00.000Z')
    const at = (date: string) =>
      planHarvestSheet(
        header,
        sheet([{ ...rows[0]!, source_date: date }]),
        [c],
        lateNight,
        { by: 'AB', sheet: 'harvest-2026-12-04.csv' },
      ).problems
    expect(at('2026-12-05')[0]).toMatch(/not a date on or before today/)
    expect(at('2026-12-04')).toEqual([])
  })
})
