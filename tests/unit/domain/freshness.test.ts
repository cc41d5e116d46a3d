import { describe, expect, test } from 'vitest'
import {
  clinicFreshness,
  hasVerification,
  METHOD_WORDS,
} from '@/domain/freshness'
import { fieldConfirmation } from '@/domain/field-confirmation'
import {
  SOURCE_METHODS,
  UNVERIFIED,
  VERIFICATION_METHODS,
  type FieldVerification,
  type Verification,
  type VerificationMethod,
} from '@/domain/verification'
import { createClinic } from '../../factories/clinic'

const NOW = new Date('2026-11-25T12:00:00Z')
const DEC = new Date('2026-12-04T12:00:00Z')
const CALL_FIRST = 'call before you go'

const at = (date: string, method: VerificationMethod = 'call') =>
  ({ at: `${date}T15:00:00.000Z`, method }) satisfies FieldVerification

const STRONG_METHODS = VERIFICATION_METHODS.filter(
  (m) => !(SOURCE_METHODS as readonly string[]).includes(m),
)
/** Where each public source's value came from, as the card says it. */
const FROM = {
  website: "from the clinic's website",
  registry: 'from the NPI registry',
  map: 'from OpenStreetMap',
} as const

function lineFor(
  verification: Partial<Verification>,
  now = NOW,
  phone: string | null = '(270) 555-0100',
) {
  return clinicFreshness(
    createClinic({
      phone,
      provenance: {
        sources: [],
        asOf: '2026-11-01',
        confidence: 'high',
        statusUnconfirmed: false,
      },
      verification: { ...UNVERIFIED, ...verification },
    }),
    now,
  )
}

describe('clinicFreshness', () => {
  test("no per-field confirmation: the record's line, as before", () => {
    expect(lineFor({})).toEqual({
      tone: 'confirmed',
      text: 'Hours confirmed November 2026',
    })
    const old = createClinic({
      provenance: {
        sources: [],
        asOf: '2008-03-01',
        confidence: 'low',
        statusUnconfirmed: false,
      },
    })
    expect(clinicFreshness(old, NOW)).toEqual({
      tone: 'unconfirmed',
      text: `Not confirmed since 2008 — ${CALL_FIRST}`,
    })
  })

  test.each(STRONG_METHODS.map((m) => [m, METHOD_WORDS[m]]))(
    'hours confirmed (%s): says how',
    (method, words) => {
      expect(lineFor({ hours: at('2026-11-20', method) })).toEqual({
        tone: 'confirmed',
        text: `Hours confirmed ${words} November 2026`,
      })
    },
  )

  test('the strong methods are call, visit and clinic', () => {
    expect(STRONG_METHODS).toEqual(['call', 'visit', 'clinic'])
  })

  test.each(SOURCE_METHODS.map((m) => [m, FROM[m]]))(
    'hours from a public source (%s): where from, and to call to confirm',
    (method, from) => {
      expect(lineFor({ hours: at('2026-12-02', method) }, DEC)).toEqual({
        tone: 'unconfirmed',
        text: `Hours ${from}, December 2026 — call to confirm`,
      })
    },
  )

  test('the exact source lines', () => {
    expect(lineFor({ hours: at('2026-12-02', 'website') }, DEC).text).toBe(
      "Hours from the clinic's website, December 2026 — call to confirm",
    )
    expect(lineFor({ hours: at('2026-12-02', 'map') }, DEC).text).toBe(
      'Hours from OpenStreetMap, December 2026 — call to confirm',
    )
    expect(lineFor({ hours: at('2026-12-02', 'registry') }, DEC).text).toBe(
      'Hours from the NPI registry, December 2026 — call to confirm',
    )
  })

  test('hours and phone from the same source the same month: one line', () => {
    expect(
      lineFor(
        {
          hours: at('2026-12-02', 'website'),
          phone: at('2026-12-01', 'website'),
        },
        DEC,
      ),
    ).toEqual({
      tone: 'unconfirmed',
      text: "Hours and phone from the clinic's website, December 2026 — call to confirm",
    })
    // Another source, or another month: the hours line alone.
    expect(
      lineFor(
        { hours: at('2026-12-02', 'website'), phone: at('2026-12-01', 'map') },
        DEC,
      ).text,
    ).toBe("Hours from the clinic's website, December 2026 — call to confirm")
    expect(
      lineFor(
        {
          hours: at('2026-12-02', 'registry'),
          phone: at('2026-11-30', 'registry'),
        },
        DEC,
      ).text,
    ).toBe('Hours from the NPI registry, December 2026 — call to confirm')
  })

  test('hours from a source, phone confirmed by a call: the call does not confirm the hours', () => {
    expect(
      lineFor(
        { hours: at('2026-12-02', 'website'), phone: at('2026-12-02', 'call') },
        DEC,
      ),
    ).toEqual({
      tone: 'unconfirmed',
      text: "Hours from the clinic's website, December 2026 — call to confirm",
    })
  })

  test('hours confirmed by a call, phone from a source: as before', () => {
    expect(
      lineFor(
        {
          hours: at('2026-12-02', 'call'),
          phone: at('2026-12-02', 'registry'),
        },
        DEC,
      ),
    ).toEqual({
      tone: 'confirmed',
      text: 'Hours confirmed by phone December 2026',
    })
  })

  test('only the phone, from a source: where from, and the hours not confirmed', () => {
    expect(lineFor({ phone: at('2026-12-02', 'registry') }, DEC)).toEqual({
      tone: 'unconfirmed',
      text: `Phone from the NPI registry, December 2026 · hours not confirmed — ${CALL_FIRST}`,
    })
    expect(lineFor({ phone: at('2026-12-02', 'map') }, DEC).text).toBe(
      `Phone from OpenStreetMap, December 2026 · hours not confirmed — ${CALL_FIRST}`,
    )
    // Hours from a source more than 12 months ago count as not confirmed.
    expect(
      lineFor(
        {
          phone: at('2026-12-02', 'website'),
          hours: at('2025-11-30', 'website'),
        },
        DEC,
      ).text,
    ).toBe(
      `Phone from the clinic's website, December 2026 · hours not confirmed — ${CALL_FIRST}`,
    )
  })

  test('hours from a source more than 12 months ago: not confirmed, as before', () => {
    expect(lineFor({ hours: at('2025-11-30', 'website') }, DEC)).toEqual({
      tone: 'unconfirmed',
      text: `Not confirmed since 2025 — ${CALL_FIRST}`,
    })
  })

  test('no phone number on file: check before you go, never call', () => {
    expect(lineFor({ hours: at('2026-12-02', 'website') }, DEC, null)).toEqual({
      tone: 'unconfirmed',
      text: "Hours from the clinic's website, December 2026 — check before you go",
    })
    expect(
      lineFor(
        { hours: at('2026-12-02', 'map'), phone: at('2026-12-02', 'map') },
        DEC,
        null,
      ).text,
    ).toBe(
      'Hours and phone from OpenStreetMap, December 2026 — check before you go',
    )
    expect(
      lineFor({ phone: at('2026-12-02', 'registry') }, DEC, null).text,
    ).toBe(
      'Phone from the NPI registry, December 2026 · hours not confirmed — check before you go',
    )
    // A strong confirmation without a number: unchanged.
    expect(lineFor({ hours: at('2026-12-02', 'visit') }, DEC, null)).toEqual({
      tone: 'confirmed',
      text: 'Hours confirmed in person December 2026',
    })
    for (const m of SOURCE_METHODS)
      expect(
        lineFor({ hours: at('2026-12-02', m) }, DEC, null).text,
      ).not.toMatch(/call/)
  })

  test('a source line never says confirmed for the source', () => {
    for (const hours of SOURCE_METHODS)
      for (const phone of VERIFICATION_METHODS) {
        const line = lineFor(
          { hours: at('2026-12-02', hours), phone: at('2026-12-02', phone) },
          DEC,
        )
        expect(line.tone).toBe('unconfirmed')
        expect(line.text).not.toMatch(/confirmed (on|in) /)
      }
  })

  test('the method words: how a person confirmed it, or where a source value came from', () => {
    expect(METHOD_WORDS).toEqual({
      call: 'by phone',
      website: "from the clinic's website",
      visit: 'in person',
      clinic: 'by the clinic',
      registry: 'from the NPI registry',
      map: 'from OpenStreetMap',
    })
  })

  test('hours and phone confirmed by the same check', () => {
    expect(
      lineFor({ hours: at('2026-11-20'), phone: at('2026-11-03') }).text,
    ).toBe('Hours and phone confirmed by phone November 2026')
  })

  test('hours and phone confirmed differently: the hours line alone', () => {
    expect(
      lineFor({
        hours: at('2026-11-20', 'visit'),
        phone: at('2026-11-20', 'call'),
      }).text,
    ).toBe('Hours confirmed in person November 2026')
    expect(
      lineFor({ hours: at('2026-11-20'), phone: at('2026-10-31') }).text,
    ).toBe('Hours confirmed by phone November 2026')
  })

  test('hours confirmed, phone long ago or never: the hours line', () => {
    expect(
      lineFor({ hours: at('2026-06-01'), phone: at('2020-01-01') }),
    ).toEqual({
      tone: 'confirmed',
      text: 'Hours confirmed by phone June 2026',
    })
  })

  test('only the phone confirmed: say so, and to call about the hours', () => {
    expect(lineFor({ phone: at('2026-11-20') })).toEqual({
      tone: 'unconfirmed',
      text: `Phone confirmed November 2026 · hours not confirmed — ${CALL_FIRST}`,
    })
    expect(lineFor({ phone: at('2026-11-20', 'clinic') }).text).toBe(
      `Phone confirmed by the clinic November 2026 · hours not confirmed — ${CALL_FIRST}`,
    )
    // Hours confirmed more than 12 months ago count as not confirmed.
    expect(
      lineFor({ phone: at('2026-11-20'), hours: at('2025-11-24') }).text,
    ).toBe(
      `Phone confirmed November 2026 · hours not confirmed — ${CALL_FIRST}`,
    )
  })

  test('nothing within 12 months: the amber line with the later year', () => {
    expect(
      lineFor({ phone: at('2024-05-01'), hours: at('2023-05-01') }),
    ).toEqual({
      tone: 'unconfirmed',
      text: `Not confirmed since 2024 — ${CALL_FIRST}`,
    })
    expect(lineFor({ hours: at('2025-11-24') }).text).toBe(
      `Not confirmed since 2025 — ${CALL_FIRST}`,
    )
  })

  test('only the address or website confirmed: hours and phone are not', () => {
    expect(
      lineFor({ address: at('2026-11-20'), website: at('2026-11-20') }),
    ).toEqual({ tone: 'unconfirmed', text: `Not confirmed — ${CALL_FIRST}` })
  })

  test('12 months: on the same day a year ago is still confirmed', () => {
    expect(lineFor({ hours: at('2025-11-25') }).tone).toBe('confirmed')
    expect(lineFor({ hours: at('2025-11-24') }).tone).toBe('unconfirmed')
  })

  test('an invalid clock confirms nothing', () => {
    expect(lineFor({ hours: at('2026-11-20') }, new Date(NaN))).toEqual({
      tone: 'unconfirmed',
      text: `Not confirmed since 2026 — ${CALL_FIRST}`,
    })
  })

  test('an unreadable timestamp is no confirmation', () => {
    expect(hasVerification({ ...UNVERIFIED, hours: at('soon') })).toBe(false)
    expect(hasVerification(UNVERIFIED)).toBe(false)
    expect(hasVerification({ ...UNVERIFIED, website: at('2026-01-01') })).toBe(
      true,
    )
  })
})

describe('fieldConfirmation', () => {
  test.each([
    ['phone', at('2026-11-20'), 'Phone', 'Confirmed November 2026'],
    [
      'phone',
      at('2026-11-20', 'clinic'),
      'Phone',
      'Confirmed by the clinic November 2026',
    ],
    ['hours', at('2026-11-20'), 'Hours', 'Confirmed by phone November 2026'],
    [
      'address',
      at('2025-03-02', 'visit'),
      'Address',
      'Confirmed in person March 2025',
    ],
    ['hours', null, 'Hours', 'Not confirmed'],
  ] as const)('%s %j → %s: %s', (field, v, label, text) => {
    expect(fieldConfirmation(field, v)).toEqual({
      field,
      label,
      text,
      confirmed: v !== null,
    })
  })

  test.each([
    [
      'website',
      at('2026-01-09', 'website'),
      'Website',
      "From the clinic's website, January 2026",
    ],
    [
      'hours',
      at('2026-12-02', 'website'),
      'Hours',
      "From the clinic's website, December 2026",
    ],
    [
      'address',
      at('2026-12-02', 'map'),
      'Address',
      'From OpenStreetMap, December 2026',
    ],
    [
      'phone',
      at('2026-12-02', 'registry'),
      'Phone',
      'From the NPI registry, December 2026',
    ],
  ] as const)(
    'a public source (%s %j) → %s: %s, not a confirmation',
    (field, v, label, text) => {
      expect(fieldConfirmation(field, v)).toEqual({
        field,
        label,
        text,
        confirmed: false,
      })
    },
  )

  test('a source with an unreadable date: Not confirmed', () => {
    expect(fieldConfirmation('hours', at('soon', 'website'))).toMatchObject({
      text: 'Not confirmed',
      confirmed: false,
    })
  })
})
