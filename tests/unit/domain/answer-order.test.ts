import { describe, expect, test } from 'vitest'
import fc from 'fast-check'
import { answerRank, sortForAnswer } from '@/domain/answer-order'
import {
  isUnconfirmable,
  lastConfirmedDate,
  splitUnconfirmed,
  STALE_SOURCE_YEARS,
} from '@/domain/ordering'
import type { Clinic } from '@/domain/clinic'
import { UNVERIFIED } from '@/domain/verification'
import { createClinic, everyDay } from '../../factories/clinic'

// Wednesday 2026-11-25, 10:00 in Paducah (America/Chicago, UTC-6).
const NOW = new Date('2026-11-25T16:00:00Z')

let n = 0
function clinic(over: Partial<Clinic> = {}): Clinic {
  n += 1
  const hex = n.toString(16).padStart(8, '0')
  return createClinic({
    id: n,
    uuid: `${hex}-0000-5000-8000-000000000000`,
    slug: `clinic-${n}`,
    name: `Clinic ${String(n).padStart(3, '0')}`,
    provenance: {
      sources: ['https://example.org'],
      asOf: '2025-06-01',
      confidence: 'medium',
      statusNote: null,
    },
    ...over,
  })
}

const prov = (asOf: string | null, statusNote: string | null = null) => ({
  sources: ['https://example.org'],
  asOf,
  confidence: 'medium' as const,
  statusNote,
})

describe('answerRank', () => {
  test('open now, opening later (minutes until then), or neither', () => {
    expect(
      answerRank(clinic({ weeklyHours: everyDay('8:00 AM - 8:00 PM') }), NOW),
    ).toEqual({ group: 0, minutes: 0 })
    expect(
      answerRank(clinic({ weeklyHours: everyDay('1:00 PM - 8:00 PM') }), NOW),
    ).toEqual({ group: 1, minutes: 180 })
    expect(answerRank(clinic({ weeklyHours: everyDay(null) }), NOW)).toEqual({
      group: 2,
      minutes: 0,
    })
    expect(
      answerRank(clinic({ weeklyHours: everyDay('whenever') }), NOW).group,
    ).toBe(2)
  })

  test('a temporarily closed clinic never ranks as open, whatever its hours', () => {
    expect(
      answerRank(
        clinic({
          weeklyHours: everyDay('8:00 AM - 8:00 PM'),
          status: 'temporarily_closed',
        }),
        NOW,
      ).group,
    ).toBe(2)
  })
})

describe('sortForAnswer', () => {
  test('open now first, then opening soonest, then unknown hours', () => {
    const unknown = clinic({ name: 'A unknown', weeklyHours: everyDay(null) })
    const later = clinic({
      name: 'B later',
      weeklyHours: everyDay('2:00 PM - 8:00 PM'),
    })
    const soon = clinic({
      name: 'C soon',
      weeklyHours: everyDay('11:00 AM - 8:00 PM'),
    })
    const open = clinic({
      name: 'D open',
      weeklyHours: everyDay('8:00 AM - 8:00 PM'),
    })
    expect(
      sortForAnswer([unknown, later, soon, open], NOW).map((c) => c.name),
    ).toEqual(['D open', 'C soon', 'B later', 'A unknown'])
  })

  test('within a group: more recently confirmed first, undated last, then rating, then name', () => {
    const hours = everyDay('8:00 AM - 8:00 PM')
    const old = clinic({
      name: 'A old',
      weeklyHours: hours,
      provenance: prov('2022-01-01'),
    })
    const fresh = clinic({
      name: 'B fresh',
      weeklyHours: hours,
      provenance: prov('2026-01-01'),
    })
    const undated = clinic({
      name: 'C undated',
      weeklyHours: hours,
      provenance: prov(null),
    })
    const called = clinic({
      name: 'D called',
      weeklyHours: hours,
      provenance: prov('2020-01-01'),
      verification: {
        ...UNVERIFIED,
        hours: { at: '2026-11-01T15:00:00.000Z', method: 'call' },
      },
    })
    const rated = clinic({
      name: 'E rated',
      weeklyHours: hours,
      provenance: prov('2022-01-01'),
      rating: 4.5,
    })
    expect(
      sortForAnswer([undated, old, fresh, called, rated], NOW).map(
        (c) => c.name,
      ),
    ).toEqual(['D called', 'B fresh', 'E rated', 'A old', 'C undated'])
  })

  test('before the clock (null) only dates, ratings and names order: the prerendered list', () => {
    const open = clinic({
      name: 'Z open',
      weeklyHours: everyDay('8:00 AM - 8:00 PM'),
      provenance: prov('2021-01-01'),
    })
    const unknown = clinic({
      name: 'A unknown',
      provenance: prov('2025-01-01'),
    })
    expect(sortForAnswer([open, unknown], null).map((c) => c.name)).toEqual([
      'A unknown',
      'Z open',
    ])
    expect(sortForAnswer([open, unknown], NOW).map((c) => c.name)).toEqual([
      'Z open',
      'A unknown',
    ])
  })

  const arbClinic = fc
    .record({
      hours: fc.constantFrom(
        null,
        '8:00 AM - 8:00 PM',
        '1:00 PM - 5:00 PM',
        'Closed',
        '7:00 PM - 7:00 AM',
        'garbage',
      ),
      asOf: fc.constantFrom(null, '2019-05-01', '2024-02-02', '2026-10-10'),
      rating: fc.constantFrom(null, 3, 4.5),
      name: fc.constantFrom('A', 'B', 'C'),
    })
    .map((r) =>
      clinic({
        weeklyHours: everyDay(r.hours),
        provenance: prov(r.asOf),
        rating: r.rating,
        name: r.name,
      }),
    )

  test('total and stable: any input order gives the same list (property)', () => {
    fc.assert(
      fc.property(
        fc.array(arbClinic, { maxLength: 12 }),
        fc.integer(),
        (list, seed) => {
          const shuffled = [...list].sort(
            (a, b) => ((a.id * 7919 + seed) % 13) - ((b.id * 7919 + seed) % 13),
          )
          expect(sortForAnswer(shuffled, NOW).map((c) => c.uuid)).toEqual(
            sortForAnswer(list, NOW).map((c) => c.uuid),
          )
          expect(sortForAnswer(list, NOW)).toHaveLength(list.length)
        },
      ),
    )
  })

  test('no clinic open now ever follows one that is not (property)', () => {
    fc.assert(
      fc.property(fc.array(arbClinic, { maxLength: 12 }), (list) => {
        const groups = sortForAnswer(list, NOW).map(
          (c) => answerRank(c, NOW).group,
        )
        expect([...groups].sort()).toEqual(groups)
      }),
    )
  })
})

describe('isUnconfirmable', () => {
  const base = {
    weeklyHours: everyDay('8:00 AM - 8:00 PM'),
    provenance: prov('2025-01-01'),
  }

  test('a listing with a phone or hours and a source within five years is listed', () => {
    expect(isUnconfirmable(clinic(base), NOW)).toBe(false)
    expect(isUnconfirmable(clinic({ ...base, phone: null }), NOW)).toBe(false)
    expect(
      isUnconfirmable(clinic({ ...base, weeklyHours: everyDay(null) }), NOW),
    ).toBe(false)
  })

  test('neither a phone nor any hours: cannot be confirmed', () => {
    expect(
      isUnconfirmable(
        clinic({ ...base, phone: null, weeklyHours: everyDay(null) }),
        NOW,
      ),
    ).toBe(true)
    expect(
      isUnconfirmable(
        clinic({ ...base, phone: null, weeklyHours: everyDay(null) }),
        null,
      ),
    ).toBe(true)
  })

  test('a status note saying not open yet, under construction, closed or moved', () => {
    for (const note of [
      'Under construction, opening planned Feb 2017; current status not confirmed.',
      'Being built, opening planned Feb 2017; current status not confirmed.',
      'Planned at groundbreaking (completion expected fall 2019)',
      'Reported closed in 2023.',
      'The clinic would move to the new facility.',
    ])
      expect(
        isUnconfirmable(
          clinic({ ...base, provenance: prov('2025-01-01', note) }),
          NOW,
        ),
        note,
      ).toBe(true)
    expect(
      isUnconfirmable(
        clinic({
          ...base,
          provenance: prov(
            '2025-01-01',
            'Single undated source; hours not confirmed.',
          ),
        }),
        NOW,
      ),
    ).toBe(false)
  })

  test(`no source or confirmation newer than ${STALE_SOURCE_YEARS} years: stale; the line is the same day five years back`, () => {
    expect(
      isUnconfirmable(clinic({ ...base, provenance: prov('2009-05-01') }), NOW),
    ).toBe(true)
    expect(
      isUnconfirmable(clinic({ ...base, provenance: prov('2021-11-24') }), NOW),
    ).toBe(true)
    expect(
      isUnconfirmable(clinic({ ...base, provenance: prov('2021-11-25') }), NOW),
    ).toBe(false)
    // A recent call makes an old record current again.
    expect(
      isUnconfirmable(
        clinic({
          ...base,
          provenance: prov('2009-05-01'),
          verification: {
            ...UNVERIFIED,
            phone: { at: '2026-10-01T15:00:00.000Z', method: 'call' },
          },
        }),
        NOW,
      ),
    ).toBe(false)
    // Undated: nothing says it is stale.
    expect(
      isUnconfirmable(clinic({ ...base, provenance: prov(null) }), NOW),
    ).toBe(false)
    // Before the clock, age is not judged.
    expect(
      isUnconfirmable(
        clinic({ ...base, provenance: prov('2009-05-01') }),
        null,
      ),
    ).toBe(false)
  })

  test('splitUnconfirmed keeps each part in the order given', () => {
    const a = clinic(base)
    const b = clinic({ ...base, phone: null, weeklyHours: everyDay(null) })
    const c = clinic(base)
    const d = clinic({ ...base, provenance: prov('2008-01-01') })
    expect(splitUnconfirmed([a, b, c, d], NOW)).toEqual({
      listed: [a, c],
      unconfirmed: [b, d],
    })
  })
})

describe('lastConfirmedDate', () => {
  test('the latest of the record date and every field confirmation; malformed dates ignored', () => {
    expect(
      lastConfirmedDate({
        provenance: prov('2020-01-01'),
        verification: UNVERIFIED,
      }),
    ).toBe('2020-01-01')
    expect(
      lastConfirmedDate({
        provenance: prov('not a date'),
        verification: {
          ...UNVERIFIED,
          website: { at: '2024-03-03T01:00:00Z', method: 'website' },
        },
      }),
    ).toBe('2024-03-03')
    expect(
      lastConfirmedDate({ provenance: prov(null), verification: UNVERIFIED }),
    ).toBeNull()
  })
})
