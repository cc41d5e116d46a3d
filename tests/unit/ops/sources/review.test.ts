import { describe, expect, test } from 'vitest'
import { opsClinic } from '../factory'
import type { MatchResult } from '../../../../ops/lib/sources/match'
import type { SourceRecord } from '../../../../ops/lib/sources/record'
import type { WeeklyHours } from '../../../../ops/lib/sources/weekly'
import {
  newListingRows,
  reviewRows,
  sourceDate,
} from '../../../../ops/lib/sources/review'
import { UNVERIFIED } from '@/domain/verification'

const record = (over: Partial<SourceRecord>): SourceRecord => ({
  kind: 'website',
  source: 'website',
  id: 'p#1',
  url: 'https://care.example.org/paducah',
  fetchedAt: '2026-12-03T18:00:00.000Z',
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
const matched = (r: SourceRecord, listingId: string): MatchResult => ({
  kind: 'matched',
  record: r,
  best: { listingId, score: 1, reasons: ['same phone'] },
})

describe('the review sheet', () => {
  test('a value the listing lacks, stated alike by every source: accepted by default', () => {
    const c = opsClinic({ phone: null })
    const rows = reviewRows(
      [c],
      [
        matched(record({ phone: '(270) 555-0142' }), c.id),
        matched(
          record({
            source: 'osm',
            url: 'https://www.openstreetmap.org/node/1',
            phone: '(270) 555-0142',
          }),
          c.id,
        ),
      ],
    )
    expect(
      rows.map((r) => [r.field, r.source, r.value, r.agreement, r.accept]),
    ).toEqual([
      ['phone', 'website', '(270) 555-0142', 'new', 'yes'],
      ['phone', 'osm', '(270) 555-0142', 'new', 'yes'],
    ])
    expect(rows[0]).toMatchObject({
      stored: '',
      stored_confirmed: 'never',
      source_date: '2026-11-20',
      url: 'https://care.example.org/paducah',
    })
  })

  test('sources that disagree are never accepted by default: call the clinic', () => {
    const c = opsClinic({ phone: null })
    const rows = reviewRows(
      [c],
      [
        matched(record({ phone: '(270) 555-0142' }), c.id),
        matched(record({ source: 'nppes', phone: '(270) 555-0199' }), c.id),
      ],
    )
    expect(
      rows.every((r) => r.agreement === 'sources disagree' && r.accept === ''),
    ).toBe(true)
    expect(rows[0]!.why_not_by_default).toBe(
      'the sources disagree: call the clinic',
    )
  })

  test('a value that would replace the stored one waits; a call after the source date says so', () => {
    const c = opsClinic({
      phone: '(270) 555-0100',
      verification: {
        ...UNVERIFIED,
        phone: { at: '2026-11-25T15:00:00.000Z', method: 'call' },
      },
    })
    const [row] = reviewRows(
      [c],
      [matched(record({ phone: '(270) 555-0142' }), c.id)],
    )
    expect(row).toMatchObject({
      agreement: 'differs from stored',
      stored: '(270) 555-0100',
      stored_confirmed: '2026-11-25 (call)',
      accept: '',
      why_not_by_default:
        "confirmed (call) on 2026-11-25, after the source's date",
    })
  })

  test("hours by day: same as stored makes no change; a new day's hours accepted", () => {
    const c = opsClinic()
    const week = {
      ...(c.hours as WeeklyHours),
      sunday: '12:00 PM - 5:00 PM',
    }
    const rows = reviewRows([c], [matched(record({ hours: week }), c.id)])
    const byField = Object.fromEntries(rows.map((r) => [r.field, r]))
    expect(byField.hours_monday).toMatchObject({
      agreement: 'same as stored',
      accept: '',
      why_not_by_default: 'nothing to change',
    })
    expect(byField.hours_sunday).toMatchObject({
      stored: 'Closed',
      value: '12:00 PM - 5:00 PM',
      agreement: 'differs from stored',
      accept: '',
    })
  })

  test('ambiguous records make no row; new ones go to the new-listings sheet, not yet called', () => {
    const c = opsClinic()
    const r = record({
      name: 'New Town Walk In Clinic',
      phone: '(270) 555-0150',
      address: {
        street: '900 New Clinic Rd',
        city: 'Mayfield',
        state: 'KY',
        zip: '42066',
      },
    })
    const results: MatchResult[] = [
      {
        kind: 'ambiguous',
        record: record({ phone: '(270) 555-0100' }),
        candidates: [],
      },
      {
        kind: 'new',
        record: r,
        nearest: {
          listingId: c.id,
          score: 0.3,
          reasons: ['same town (Mayfield)'],
        },
      },
      {
        kind: 'new',
        record: record({ name: 'Closed', active: false }),
        nearest: null,
      },
    ]
    expect(reviewRows([c], results)).toEqual([])
    expect(newListingRows(results, () => c.name)).toEqual([
      {
        name: 'New Town Walk In Clinic',
        address: '900 New Clinic Rd, Mayfield, KY 42066',
        street: '900 New Clinic Rd',
        city: 'Mayfield',
        state: 'KY',
        zip: '42066',
        phone: '(270) 555-0150',
        source: 'website',
        url: 'https://care.example.org/paducah',
        source_date: '2026-11-20',
        nearest_listing: `${c.name} (0.3: same town (Mayfield))`,
        status: 'not yet called',
        outcome: '',
        sees_children: '',
        initials: '',
        note: '',
      },
    ])
  })
})

describe("a source's week, by default", () => {
  const week: WeeklyHours = {
    sunday: 'Closed',
    monday: '8:00 AM - 6:00 PM',
    tuesday: '8:00 AM - 6:00 PM',
    wednesday: '8:00 AM - 6:00 PM',
    thursday: '8:00 AM - 6:00 PM',
    friday: '8:00 AM - 6:00 PM',
    saturday: 'Closed',
  }
  const none = {
    sunday: null,
    monday: null,
    tuesday: null,
    wednesday: null,
    thursday: null,
    friday: null,
    saturday: null,
  }
  test('new days beside a day the same as stored: the new ones accepted', () => {
    const c = opsClinic({ hours: { ...none, monday: '8:00 AM - 6:00 PM' } })
    const rows = reviewRows([c], [matched(record({ hours: week }), c.id)])
    expect(rows.map((r) => r.accept)).toEqual([
      'yes',
      '',
      'yes',
      'yes',
      'yes',
      'yes',
      'yes',
    ])
  })
  test('one day that would replace a stored one: the whole week waits, and says why', () => {
    const c = opsClinic({ hours: { ...none, monday: '9:00 AM - 5:00 PM' } })
    const rows = reviewRows([c], [matched(record({ hours: week }), c.id)])
    expect(rows.every((r) => r.accept === '')).toBe(true)
    expect(rows[0]!.why_not_by_default).toBe(
      "another day of this source's week waits: the seven days are accepted together",
    )
    expect(rows[1]!.why_not_by_default).toBe(
      'it would replace the stored value',
    )
  })
})

describe("the source's date is Kentucky's", () => {
  test('a page read at 11:30 PM Central is dated that day, not the next (UTC) one; a date stays as given', () => {
    const late = '2026-12-04T05:30:00.000Z' // Thu Dec 3, 11:30 PM CST
    expect(sourceDate({ updatedAt: null, fetchedAt: late })).toBe('2026-12-03')
    expect(sourceDate({ updatedAt: late, fetchedAt: late })).toBe('2026-12-03')
    expect(sourceDate({ updatedAt: '2026-10-02', fetchedAt: late })).toBe(
      '2026-10-02',
    )
    expect(
      sourceDate({ updatedAt: null, fetchedAt: '2026-12-04T12:00:00.000Z' }),
    ).toBe('2026-12-04')
  })
})
