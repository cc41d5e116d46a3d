import { describe, expect, test } from 'vitest'
import { opsClinic } from '../factory'
import {
  describeNewListings,
  isNewListingsSheet,
  planNewListings,
  type KnownTown,
} from '../../../../ops/lib/sources/new-listings'
import { NEW_LISTING_COLUMNS } from '../../../../ops/lib/sources/review'
import { clinicUuid } from '../../../../supabase/tools/uuid-v5'

const NOW = new Date('2026-12-04T18:00:00.000Z')
const header = [...NEW_LISTING_COLUMNS]
const TOWNS: KnownTown[] = [
  {
    name: 'Mayfield',
    state: 'KY',
    county: 'Graves',
    timezone: 'America/Chicago',
  },
]
const candidate = (over: Record<string, string> = {}) => ({
  name: 'New Town Walk In Clinic',
  address: '900 New Clinic Rd, Mayfield, KY 42066',
  street: '900 New Clinic Rd',
  city: 'Mayfield',
  state: 'KY',
  zip: '42066',
  phone: '(270) 555-0150',
  source: 'nppes',
  url: 'https://npiregistry.cms.hhs.gov/provider-view/1234567893',
  source_date: '2026-10-02',
  nearest_listing: '',
  status: 'not yet called',
  outcome: 'urgent_care',
  sees_children: 'yes',
  initials: 'ab',
  note: '',
  ...over,
})
const plan = (rows: Record<string, string>[], clinics = [opsClinic()]) =>
  planNewListings(
    header,
    rows.map((cells, i) => ({ line: i + 2, cells })),
    clinics,
    TOWNS,
    NOW,
  )

describe('ops:apply of a new-listings sheet', () => {
  test('recognised by its columns', () => {
    expect(isNewListingsSheet(header)).toBe(true)
    expect(isNewListingsSheet(['clinic_id', 'accept'])).toBe(false)
  })

  test('a clinic called and heard to be an urgent care: a listing with its source, the phone confirmed by the call, hours unknown', () => {
    const p = plan([candidate()])
    expect(p.problems).toEqual([])
    expect(p.created).toHaveLength(1)
    const c = p.created[0]!
    expect(c.id).toBe(clinicUuid('new-town-walk-in-clinic'))
    expect(c.record).toMatchObject({
      name: 'New Town Walk In Clinic',
      address: '900 New Clinic Rd',
      city: 'Mayfield',
      county: 'Graves',
      state: 'KY',
      zip: '42066',
      phone: '(270) 555-0150',
      hours_monday: null,
      accepts_walk_ins: true,
      sees_children: true,
      latitude: null,
      sources: ['https://npiregistry.cms.hhs.gov/provider-view/1234567893'],
      as_of: null,
      confidence: 'low',
      status: 'active',
      phone_verified_at: NOW.toISOString(),
      phone_verified_method: 'call',
      timezone: 'America/Chicago',
    })
    expect(String(c.record.notes)).toMatch(
      /^Found in the NPI registry \(https:\/\/npiregistry\.cms\.hhs\.gov\/provider-view\/1234567893, dated 2026-10-02\); called by AB on Fri Dec 4, 2026: an urgent care that takes walk-ins and sees children\. Hours not yet asked\.$/,
    )
    expect(c.event).toMatchObject({
      clinic_id: c.id,
      outcome: 'confirmed',
      method: 'call',
      confirmed: ['phone'],
      initials: 'AB',
    })
    expect(describeNewListings(p)[0]).toBe(
      'New Town Walk In Clinic (Mayfield), row 2: a new listing, called by AB',
    )
  })

  test('every other outcome stores nothing, and says why; a row not called waits', () => {
    const p = plan([
      candidate({ outcome: 'not_urgent_care' }),
      candidate({ outcome: 'no_answer' }),
      candidate({ outcome: '', initials: '' }),
    ])
    expect(p.problems).toEqual([])
    expect(p.created).toEqual([])
    expect(describeNewListings(p)).toEqual([
      'Row 2: not made a listing: not an urgent care that takes walk-ins.',
      'Row 3: not made a listing: no answer (call again).',
      'Rows 4: not called yet (no outcome): nothing stored.',
    ])
  })

  test('refused, the row named: an unknown outcome, no initials, no phone, an unknown town, a clinic already listed', () => {
    const listed = opsClinic({ phone: '(270) 555-0150', name: 'Listed' })
    expect(plan([candidate({ outcome: 'maybe' })]).problems[0]).toMatch(
      /^row 2: outcome "maybe": one of urgent_care, not_urgent_care/,
    )
    expect(plan([candidate({ initials: '' })]).problems[0]).toBe(
      'row 2: initials "": 2 to 4 letters, who called',
    )
    expect(plan([candidate({ phone: '555' })]).problems[0]).toMatch(
      /phone "555" is not a 10-digit US number/,
    )
    expect(plan([candidate({ city: 'Benton' })]).problems[0]).toBe(
      "row 2: New Town Walk In Clinic: Benton, KY is not one of the data file's towns: add the town to its towns list first (with its sources), then apply again",
    )
    expect(plan([candidate()], [listed]).problems[0]).toMatch(
      /Listed \(Paducah\) is listed with the same phone \(270\) 555-0150/,
    )
    expect(
      plan([candidate(), candidate({ phone: '(270) 555-0151' })]).problems,
    ).toEqual(['row 3: New Town Walk In Clinic: already listed in Mayfield'])
    expect(plan([candidate({ sees_children: 'maybe' })]).problems[0]).toMatch(
      /sees_children "maybe": yes, no, or unknown/,
    )
    // Refused: nothing planned at all.
    expect(
      plan([candidate(), candidate({ outcome: 'maybe' })]).created,
    ).toEqual([])
  })
})
