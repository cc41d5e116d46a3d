import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  factsOf,
  UNKNOWN_FACTS,
  type ClinicFacts,
  type FactColumns,
} from '@/domain/before-you-go'
import { beforeYouGo, minAgeText } from '@/domain/before-you-go-text'
import { cardFacts } from '@/domain/before-you-go-card'
import { clinicJsonLd } from '@/domain/seo/json-ld'
import { UNVERIFIED, type Verification } from '@/domain/verification'
import { createClinic } from '../../../factories/clinic'

const CALL = { at: '2026-11-20T16:00:00Z', method: 'call' as const }
const ALL_CONFIRMED: Verification = {
  ...UNVERIFIED,
  min_age: CALL,
  medicaid: CALL,
  xray: CALL,
  last_checkin: CALL,
  languages: CALL,
}
const KNOWN: ClinicFacts = {
  minAgeMonths: 6,
  acceptsMedicaidKchip: true,
  xrayOnSite: true,
  lastCheckinMinutesBeforeClose: 30,
  languages: ['spanish'],
}

describe('factsOf: only confirmed, valid values', () => {
  const row: FactColumns = {
    min_age_months: 6,
    accepts_medicaid_kchip: true,
    xray_on_site: false,
    last_checkin_minutes_before_close: 30,
    languages: ['interpreter', 'spanish'],
  }
  it('reads every confirmed fact (languages in one order)', () => {
    expect(factsOf(row, ALL_CONFIRMED)).toEqual({
      minAgeMonths: 6,
      acceptsMedicaidKchip: true,
      xrayOnSite: false,
      lastCheckinMinutesBeforeClose: 30,
      languages: ['spanish', 'interpreter'],
    })
  })
  it('some Medicaid/KCHIP plans: only beside a confirmed "takes"', () => {
    const some = {
      accepts_medicaid_kchip: true,
      medicaid_kchip_some_plans: true,
    }
    expect(factsOf(some, ALL_CONFIRMED)).toMatchObject({
      acceptsMedicaidKchip: true,
      medicaidSomePlans: true,
    })
    // Not taken, unconfirmed, or a value of the wrong kind: no 'some plans'.
    for (const [row, v] of [
      [{ ...some, accepts_medicaid_kchip: false }, ALL_CONFIRMED],
      [some, UNVERIFIED],
      [
        { ...some, medicaid_kchip_some_plans: 'yes' as unknown as boolean },
        ALL_CONFIRMED,
      ],
    ] as const)
      expect(factsOf(row, v)).not.toHaveProperty('medicaidSomePlans')
  })
  it('a value without its confirmation is unknown', () => {
    expect(factsOf(row, UNVERIFIED)).toEqual(UNKNOWN_FACTS)
  })
  it('a database without the columns: all unknown', () => {
    expect(factsOf({}, ALL_CONFIRMED)).toEqual(UNKNOWN_FACTS)
  })
  it('out of range or of the wrong kind: unknown', () => {
    expect(
      factsOf(
        {
          min_age_months: 217,
          accepts_medicaid_kchip: 'yes' as unknown as boolean,
          xray_on_site: null,
          last_checkin_minutes_before_close: 2.5,
          languages: ['klingon'],
        },
        ALL_CONFIRMED,
      ),
    ).toEqual(UNKNOWN_FACTS)
    expect(
      factsOf(
        { min_age_months: -1, last_checkin_minutes_before_close: 241 },
        ALL_CONFIRMED,
      ),
    ).toEqual(UNKNOWN_FACTS)
  })
  it('a confirmed empty language list: English only', () => {
    expect(factsOf({ languages: [] }, ALL_CONFIRMED).languages).toEqual([])
  })
  it('never throws, whatever the row holds', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.anything()), (raw) => {
        const facts = factsOf(raw as FactColumns, ALL_CONFIRMED)
        expect(Object.keys(facts)).toHaveLength(5)
      }),
    )
  })
})

describe('the words', () => {
  it('ages in months, then whole years', () => {
    expect(minAgeText(0)).toBe('Sees children of all ages, newborns too')
    expect(minAgeText(1)).toBe('Sees children 1 month and older')
    expect(minAgeText(6)).toBe('Sees children 6 months and older')
    expect(minAgeText(12)).toBe('Sees children 12 months and older')
    expect(minAgeText(24)).toBe('Sees children 2 years and older')
    expect(minAgeText(30)).toBe('Sees children 30 months and older')
    expect(minAgeText(216)).toBe('Sees children 18 years and older')
  })

  it('the block: each confirmed fact with its month', () => {
    const b = beforeYouGo(KNOWN, ALL_CONFIRMED, true)
    expect(b.known.map((f) => `${f.text} (${f.confirmed})`)).toEqual([
      'Sees children 6 months and older (Confirmed November 2026)',
      'Takes Kentucky Medicaid and KCHIP (Confirmed November 2026)',
      'X-ray on site (Confirmed November 2026)',
      'Last check-in 30 minutes before closing (Confirmed November 2026)',
      'Spanish spoken (Confirmed November 2026)',
    ])
    expect(b.ask).toBeNull()
  })

  it('a fact taken from a public source says where from, never "Confirmed"', () => {
    const b = beforeYouGo(
      KNOWN,
      {
        ...ALL_CONFIRMED,
        xray: { at: '2026-12-03T12:00:00Z', method: 'website' },
      },
      true,
    )
    expect(b.known.map((f) => `${f.text} (${f.confirmed})`)).toContain(
      "X-ray on site (From the clinic's website, December 2026)",
    )
  })

  it('the negatives are said too', () => {
    const b = beforeYouGo(
      {
        minAgeMonths: 24,
        acceptsMedicaidKchip: false,
        xrayOnSite: false,
        lastCheckinMinutesBeforeClose: 0,
        languages: [],
      },
      ALL_CONFIRMED,
      true,
    )
    expect(b.known.map((f) => f.text)).toEqual([
      'Sees children 2 years and older',
      'Does not take Kentucky Medicaid or KCHIP',
      'No X-ray on site',
      'Checks patients in until closing',
      'English only',
    ])
  })

  it('nothing known: one line of what to ask', () => {
    const b = beforeYouGo(UNKNOWN_FACTS, UNVERIFIED, true)
    expect(b.known).toEqual([])
    expect(b.ask).toBe(
      'Not confirmed yet — ask when you call: youngest age seen, Medicaid/KCHIP, X-ray, last check-in, Spanish or an interpreter.',
    )
    expect(beforeYouGo(UNKNOWN_FACTS, UNVERIFIED, false).ask).toMatch(
      /^Not confirmed yet — ask before you go: /,
    )
  })

  it('some known: the rest asked', () => {
    const b = beforeYouGo(
      { ...UNKNOWN_FACTS, xrayOnSite: true, languages: ['interpreter'] },
      ALL_CONFIRMED,
      true,
    )
    expect(b.known.map((f) => f.text)).toEqual([
      'X-ray on site',
      'Interpreter line for Spanish and other languages',
    ])
    expect(b.ask).toBe(
      'Not confirmed yet — ask when you call: youngest age seen, Medicaid/KCHIP, last check-in.',
    )
  })

  it('the card: a few words per known fact, none for unknown', () => {
    expect(cardFacts(UNKNOWN_FACTS)).toEqual([])
    expect(cardFacts(KNOWN)).toEqual([
      'Ages 6 mo+',
      'Medicaid/KCHIP',
      'X-ray',
      'Spanish',
    ])
    expect(
      cardFacts({
        ...UNKNOWN_FACTS,
        minAgeMonths: 0,
        acceptsMedicaidKchip: false,
        xrayOnSite: false,
        languages: ['interpreter'],
      }),
    ).toEqual(['All ages', 'No Medicaid/KCHIP', 'No X-ray', 'Interpreter'])
    expect(cardFacts({ ...UNKNOWN_FACTS, minAgeMonths: 36 })).toEqual([
      'Ages 3 yrs+',
    ])
    expect(cardFacts({ ...UNKNOWN_FACTS, languages: [] })).toEqual([])
  })
})

describe('search engines see only confirmed facts', () => {
  const origin = 'https://example.org'
  it('nothing for unknown facts', () => {
    const ld = clinicJsonLd(createClinic(), { origin })
    expect(ld.paymentAccepted).toBe('Cash, Credit Card, Insurance')
    expect(ld).not.toHaveProperty('availableService')
    expect(ld).not.toHaveProperty('contactPoint')
  })
  it('Medicaid/KCHIP, X-ray and the languages when confirmed', () => {
    const ld = clinicJsonLd(
      createClinic({ phone: '(270) 555-0100', facts: KNOWN }),
      { origin },
    )
    expect(ld.paymentAccepted).toBe(
      'Cash, Credit Card, Insurance, Kentucky Medicaid, KCHIP',
    )
    expect(ld.availableService).toEqual([
      {
        '@type': 'ImagingTest',
        name: 'X-ray',
        imagingTechnique: 'https://schema.org/XRay',
      },
    ])
    expect(ld.contactPoint).toEqual({
      '@type': 'ContactPoint',
      contactType: 'patient care',
      telephone: '(270) 555-0100',
      availableLanguage: ['en', 'es'],
    })
  })
  it('confirmed no: not stated as yes; an interpreter line is not Spanish', () => {
    const ld = clinicJsonLd(
      createClinic({
        phone: null,
        facts: {
          ...UNKNOWN_FACTS,
          acceptsMedicaidKchip: false,
          xrayOnSite: false,
          languages: ['interpreter'],
        },
      }),
      { origin },
    )
    expect(ld.paymentAccepted).toBe('Cash, Credit Card, Insurance')
    expect(ld).not.toHaveProperty('availableService')
    expect(ld.contactPoint).toEqual({
      '@type': 'ContactPoint',
      contactType: 'patient care',
      availableLanguage: ['en'],
    })
  })
})

describe('some Medicaid/KCHIP plans, as a parent reads it', () => {
  const some: ClinicFacts = { ...KNOWN, medicaidSomePlans: true }
  it('the clinic page says to ask which, the card says some plans', () => {
    expect(
      beforeYouGo(some, ALL_CONFIRMED, true).known.map((f) => f.text),
    ).toContain('Takes some Medicaid/KCHIP plans — ask which')
    expect(cardFacts(some)).toContain('Some Medicaid plans')
    expect(cardFacts(some)).not.toContain('Medicaid/KCHIP')
  })
  it('search engines are not told the clinic takes Medicaid/KCHIP', () => {
    const ld = (facts: ClinicFacts) =>
      clinicJsonLd(createClinic({ facts }), { origin: 'https://x.example' })
    expect(JSON.stringify(ld(KNOWN))).toContain('Kentucky Medicaid, KCHIP')
    expect(JSON.stringify(ld(some))).not.toContain('Medicaid')
  })
})
