import { describe, expect, test } from 'vitest'
import fc from 'fast-check'
import {
  ageFit,
  factChoiceOf,
  isRuledOut,
  medicaidFit,
  resultCountText,
} from '@/domain/fact-filters'
import { askNotes, countNotConfirmed } from '@/domain/fact-notes'
import { applyFilters } from '@/domain/filters'
import { DEFAULT_FILTERS, type Clinic, type FilterState } from '@/domain/clinic'
import {
  AGE_BAND_IDS,
  type AgeBand,
  type CoverageFilter,
} from '@/domain/filter-vocabulary'
import {
  MAX_MIN_AGE_MONTHS,
  UNKNOWN_FACTS,
  type ClinicFacts,
} from '@/domain/before-you-go'
import { createClinic } from '../../factories/clinic'

const WED = new Date('2025-06-11T15:00:00Z')

const withFacts = (facts: Partial<ClinicFacts>, over: Partial<Clinic> = {}) =>
  createClinic({ facts: { ...UNKNOWN_FACTS, ...facts }, ...over })

const filters = (
  age: AgeBand | null,
  coverage: CoverageFilter[] = [],
): FilterState => ({ ...DEFAULT_FILTERS, age, coverage })

const kept = (c: Clinic, f: FilterState) =>
  applyFilters([c], f, { now: WED, origin: null }).length === 1

/** The youngest ages tried: the issues' edges (5 years, 18 years), the ends, unknown. */
const AGES = [null, 0, 5, 6, 23, 24, 25, 60, 216] as const

/** Each band × each age: kept (true) or removed. */
const EXPECTED: Record<AgeBand, Record<string, boolean>> = {
  'under-6-months': {
    null: true,
    0: true,
    5: true,
    6: false,
    23: false,
    24: false,
    25: false,
    60: false,
    216: false,
  },
  '6-23-months': {
    null: true,
    0: true,
    5: true,
    6: true,
    23: true,
    24: false,
    25: false,
    60: false,
    216: false,
  },
  // A parent reads 'sees children from 2 years': a clinic that starts at
  // 18 years (issue 50) or 5 is not one.
  '2-years-plus': {
    null: true,
    0: true,
    5: true,
    6: true,
    23: true,
    24: true,
    25: false,
    60: false,
    216: false,
  },
}

describe('the age band rule', () => {
  for (const band of AGE_BAND_IDS)
    for (const age of AGES)
      test(`${band}, youngest age ${String(age)}: ${EXPECTED[band][String(age)] ? 'kept' : 'removed'}`, () => {
        const want = EXPECTED[band][String(age)]
        const c = withFacts({ minAgeMonths: age })
        expect(kept(c, filters(band))).toBe(want)
        expect(ageFit(age, band)).toBe(
          age === null ? 'unknown' : want ? 'fits' : 'unfit',
        )
        // Unknown stays with a note; known gives none.
        expect(askNotes(c, factChoiceOf(filters(band)))).toEqual(
          age === null ? ['Age not confirmed — ask when you call'] : [],
        )
      })

  test('any age filters nothing, whatever the facts', () => {
    for (const age of AGES)
      expect(kept(withFacts({ minAgeMonths: age }), filters(null))).toBe(true)
    expect(factChoiceOf(filters(null))).toBeNull()
  })

  test('removed iff known and above what the band keeps: 5, 23, 24 months (every age 0–216)', () => {
    const oldest = {
      'under-6-months': 5,
      '6-23-months': 23,
      '2-years-plus': 24,
    }
    fc.assert(
      fc.property(
        fc.constantFrom(...AGE_BAND_IDS),
        fc.option(fc.integer({ min: 0, max: MAX_MIN_AGE_MONTHS })),
        (band, age) => {
          const removed = age !== null && age > oldest[band]
          expect(kept(withFacts({ minAgeMonths: age }), filters(band))).toBe(
            !removed,
          )
        },
      ),
    )
  })
})

describe('the Medicaid/KCHIP rule', () => {
  const medicaid = filters(null, ['medicaid-kchip'])
  test('yes kept, no removed, unknown kept with its note', () => {
    const yes = withFacts({ acceptsMedicaidKchip: true })
    const no = withFacts({ acceptsMedicaidKchip: false })
    const unknown = withFacts({ acceptsMedicaidKchip: null })
    expect(kept(yes, medicaid)).toBe(true)
    expect(kept(no, medicaid)).toBe(false)
    expect(kept(unknown, medicaid)).toBe(true)
    // Some plans only: not refused, so kept; the card says to ask which.
    expect(
      kept(
        withFacts({ acceptsMedicaidKchip: true, medicaidSomePlans: true }),
        medicaid,
      ),
    ).toBe(true)
    expect(medicaidFit(true)).toBe('fits')
    expect(medicaidFit(false)).toBe('unfit')
    expect(medicaidFit(null)).toBe('unknown')
    const choice = factChoiceOf(medicaid)
    expect(askNotes(yes, choice)).toEqual([])
    expect(askNotes(unknown, choice)).toEqual([
      'Medicaid/KCHIP not confirmed — ask when you call',
    ])
  })

  test('off: a clinic that does not take it stays', () => {
    expect(
      kept(withFacts({ acceptsMedicaidKchip: false }), DEFAULT_FILTERS),
    ).toBe(true)
  })
})

describe('both together', () => {
  const both = filters('under-6-months', ['medicaid-kchip'])
  const choice = factChoiceOf(both)!

  test('removed when either is confirmed not to fit; else kept', () => {
    for (const age of AGES)
      for (const accepts of [null, true, false]) {
        const c = withFacts({
          minAgeMonths: age,
          acceptsMedicaidKchip: accepts,
        })
        const removed = (age !== null && age > 5) || accepts === false
        expect(kept(c, both), `${String(age)} ${String(accepts)}`).toBe(
          !removed,
        )
        expect(isRuledOut(c.facts, choice)).toBe(removed)
      }
  })

  test('the notes: age first, then Medicaid/KCHIP; without a phone, check before you go', () => {
    const unknown = withFacts({})
    expect(askNotes(unknown, choice)).toEqual([
      'Age not confirmed — ask when you call',
      'Medicaid/KCHIP not confirmed — ask when you call',
    ])
    expect(askNotes({ ...unknown, phone: null }, choice)).toEqual([
      'Age not confirmed — check before you go',
      'Medicaid/KCHIP not confirmed — check before you go',
    ])
    expect(askNotes({ ...unknown, phone: '12' }, choice)).toEqual([
      'Age not confirmed — check before you go',
      'Medicaid/KCHIP not confirmed — check before you go',
    ])
    // Nothing chosen: the same empty list, nothing to compare.
    expect(askNotes(unknown, null)).toBe(askNotes(withFacts({}), null))
  })

  test('the other filters still apply, and the order is kept', () => {
    const list = [
      withFacts({ minAgeMonths: 0 }, { uuid: 'a', name: 'A' }),
      withFacts({ minAgeMonths: 24 }, { uuid: 'b', name: 'B' }),
      withFacts({ minAgeMonths: 216 }, { uuid: 'e', name: 'E' }),
      withFacts({}, { uuid: 'c', name: 'C', acceptsWalkIns: true }),
      withFacts({ acceptsMedicaidKchip: false }, { uuid: 'd', name: 'D' }),
    ]
    const names = (f: FilterState) =>
      applyFilters(list, f, { now: WED, origin: null }).map((c) => c.name)
    expect(names(both)).toEqual(['A', 'C'])
    expect(names({ ...both, services: ['walk-in'] })).toEqual(['C'])
    expect(names(filters('2-years-plus'))).toEqual(['A', 'B', 'C', 'D'])
  })
})

describe('the count', () => {
  const list = [
    withFacts({ minAgeMonths: 0, acceptsMedicaidKchip: true }),
    withFacts({ minAgeMonths: null, acceptsMedicaidKchip: true }),
    withFacts({ minAgeMonths: null, acceptsMedicaidKchip: null }),
    withFacts({ minAgeMonths: null, acceptsMedicaidKchip: null }),
  ]

  test('counts the unknown of each filter on; null for a filter off', () => {
    expect(countNotConfirmed(list, filters(null))).toEqual({
      age: null,
      medicaid: null,
    })
    expect(countNotConfirmed(list, filters('6-23-months'))).toEqual({
      age: 3,
      medicaid: null,
    })
    expect(countNotConfirmed(list, filters(null, ['medicaid-kchip']))).toEqual({
      age: null,
      medicaid: 2,
    })
    expect(
      countNotConfirmed(list, filters('under-6-months', ['medicaid-kchip'])),
    ).toEqual({ age: 3, medicaid: 2 })
  })

  test('the text, in both forms', () => {
    expect(resultCountText(0)).toBe('0 clinics found')
    expect(resultCountText(1)).toBe('1 clinic found')
    expect(resultCountText(4)).toBe('4 clinics found')
    expect(resultCountText(4, { age: 3, medicaid: null })).toBe(
      '4 clinics found · 3 not confirmed for this age',
    )
    expect(resultCountText(1, { age: 1, medicaid: null })).toBe(
      '1 clinic found · 1 not confirmed for this age',
    )
    expect(resultCountText(4, { age: 3, medicaid: 2 })).toBe(
      '4 clinics found · 3 not confirmed for this age · 2 not confirmed for Medicaid/KCHIP',
    )
    expect(resultCountText(4, { age: null, medicaid: 1 })).toBe(
      '4 clinics found · 1 not confirmed for Medicaid/KCHIP',
    )
    // All confirmed: nothing more to say.
    expect(resultCountText(2, { age: 0, medicaid: 0 })).toBe('2 clinics found')
  })
})
