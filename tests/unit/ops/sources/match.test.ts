import { describe, expect, test } from 'vitest'
import fc from 'fast-check'
import {
  matchRecords,
  nameSimilarity,
  normalizeStreet,
  type MatchListing,
} from '../../../../ops/lib/sources/match'
import type { SourceRecord } from '../../../../ops/lib/sources/record'

const listing = (
  over: Partial<MatchListing> & { id: string },
): MatchListing => ({
  name: 'Clinic',
  address: null,
  city: 'Paducah',
  state: 'KY',
  zip: null,
  phone: null,
  point: null,
  ...over,
})

const record = (over: Partial<SourceRecord> = {}): SourceRecord => ({
  kind: 'map',
  source: 'osm',
  id: 'node/1',
  url: 'https://www.openstreetmap.org/node/1',
  fetchedAt: '2026-12-03T18:00:00.000Z',
  updatedAt: null,
  name: null,
  phone: null,
  address: null,
  point: null,
  hours: null,
  hoursProblem: null,
  notes: [],
  active: true,
  ...over,
})

const LISTINGS = [
  listing({
    id: 'baptist',
    name: 'Baptist Health Paducah Urgent Care',
    address: '2601 Kentucky Avenue, Suite 103',
    phone: '(270) 415-4860',
  }),
  listing({
    id: 'fp-murray',
    name: 'Fast Pace Urgent Care - Murray',
    city: 'Murray',
    phone: '(270) 555-0100',
  }),
  listing({
    id: 'fp-mayfield',
    name: 'Fast Pace Urgent Care - Mayfield',
    city: 'Mayfield',
    phone: '(270) 555-0100',
  }),
  listing({
    id: 'mercy',
    name: 'Mercy Health Paducah Urgent Care',
    address: '225 Medical Center Dr',
    point: { lat: 37.0626, lng: -88.6839 },
  }),
  listing({
    id: 'mercy-2',
    name: 'Mercy Health Walk-In Care',
    address: '225 Medical Center Dr',
  }),
]
const inRegion = (r: SourceRecord) => r.address?.state === 'KY'
const one = (r: SourceRecord) => matchRecords([r], LISTINGS, inRegion)[0]!

describe('matching a record to a listing, with reasons', () => {
  test('same phone, different name: matched, the phone and the town named', () => {
    const m = one(
      record({
        name: 'BH Urgent Care',
        phone: '(270) 415-4860',
        address: { street: null, city: 'Paducah', state: 'KY', zip: null },
      }),
    )
    expect(m.kind).toBe('matched')
    expect(m.kind === 'matched' && m.best).toMatchObject({
      listingId: 'baptist',
      reasons: ['same phone (270) 415-4860', 'same town (Paducah)'],
    })
  })

  test('same street address in another spelling, another suite: matched, the suite difference said', () => {
    const m = one(
      record({
        name: 'Baptist Health Urgent Care',
        address: {
          street: '2601 KENTUCKY AVE STE 200',
          city: 'Paducah',
          state: 'KY',
          zip: '42003',
        },
      }),
    )
    expect(m.kind === 'matched' && m.best.listingId).toBe('baptist')
    expect(m.kind === 'matched' && m.best.reasons).toContain(
      'same street address, different suite (200 / 103)',
    )
  })

  test("a chain's shared phone: the town and the name tell its clinics apart", () => {
    const m = one(
      record({
        name: 'Fast Pace Health - Mayfield',
        phone: '270-555-0100',
        address: { street: null, city: 'Mayfield', state: 'KY', zip: null },
      }),
    )
    expect(m.kind === 'matched' && m.best.listingId).toBe('fp-mayfield')
  })

  test('two candidates close in score: ambiguous, both shown, never guessed', () => {
    const m = one(
      record({
        name: 'Walk-In Care',
        address: {
          street: '225 Medical Center Drive',
          city: 'Paducah',
          state: 'KY',
          zip: null,
        },
      }),
    )
    expect(m.kind).toBe('ambiguous')
    expect(
      m.kind === 'ambiguous' && m.candidates.map((c) => c.listingId).sort(),
    ).toEqual(['mercy', 'mercy-2'])
  })

  test('none: a record in the region is a candidate for a new listing; outside it, set aside', () => {
    const inside = one(
      record({
        name: 'New Town Walk In Clinic',
        phone: '(270) 555-0150',
        address: {
          street: '900 New Clinic Rd',
          city: 'Mayfield',
          state: 'KY',
          zip: '42066',
        },
      }),
    )
    expect(inside.kind).toBe('new')
    const outside = one(
      record({
        name: 'Far Clinic',
        address: {
          street: '1 Main St',
          city: 'Nashville',
          state: 'TN',
          zip: '37201',
        },
      }),
    )
    expect(outside.kind).toBe('outside')
  })

  test("a point near the listing's own counts; one far away counts against", () => {
    const near = one(
      record({
        name: 'Mercy Health Paducah Urgent Care',
        point: { lat: 37.0628, lng: -88.6841 },
      }),
    )
    expect(near.kind === 'matched' && near.best.listingId).toBe('mercy')
    expect(near.kind === 'matched' && near.best.reasons[0]).toMatch(
      /^points 0\.0\d miles apart$/,
    )
    const far = one(
      record({
        name: 'Mercy Health Paducah Urgent Care',
        point: { lat: 37.5, lng: -88.0 },
      }),
    )
    expect(far.kind).not.toBe('matched')
  })

  test('names: generic words do not count', () => {
    expect(
      nameSimilarity(
        'Baptist Health Paducah Urgent Care',
        'Baptist Health Urgent Care - Paducah',
      ),
    ).toBe(1)
    expect(nameSimilarity('Urgent Care Clinic', 'Urgent Care Center')).toBe(0)
  })
})

describe('street normalization', () => {
  test('USPS abbreviations, the suite apart', () => {
    expect(normalizeStreet('2601 Kentucky Avenue, Suite 103')).toEqual({
      line: '2601 kentucky ave',
      suite: '103',
    })
    expect(normalizeStreet('2601 KENTUCKY AVE. STE #103')).toEqual({
      line: '2601 kentucky ave',
      suite: '103',
    })
    expect(normalizeStreet('1500 North Main Street')).toEqual({
      line: '1500 n main st',
      suite: null,
    })
    expect(normalizeStreet('')).toBeNull()
  })

  test('property: case, repeated spaces, commas and periods never change the reading', () => {
    const word = fc.constantFrom(
      'Main',
      'Street',
      'Avenue',
      'Kentucky',
      'North',
      'Dr',
      'Road',
      '12',
      '300',
    )
    fc.assert(
      fc.property(
        fc.array(word, { minLength: 1, maxLength: 5 }),
        fc.boolean(),
        (words, upper) => {
          const plain = words.join(' ')
          const messy = `  ${words.join(upper ? ' ,  ' : '.  ')}  `
          const a = normalizeStreet(plain)
          const b = normalizeStreet(upper ? messy.toUpperCase() : messy)
          return JSON.stringify(a) === JSON.stringify(b)
        },
      ),
      { numRuns: 300 },
    )
  })

  test('property: normalizing is stable (a normalized line reads as itself)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (s) => {
        const a = normalizeStreet(s)
        if (!a) return true
        const b = normalizeStreet(a.line)
        return b !== null && b.line === a.line
      }),
      { numRuns: 300 },
    )
  })
})
