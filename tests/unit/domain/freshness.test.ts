import { describe, expect, test } from 'vitest'
import {
  clinicFreshness,
  hasVerification,
  METHOD_WORDS,
} from '@/domain/freshness'
import { fieldConfirmation } from '@/domain/field-confirmation'
import {
  UNVERIFIED,
  VERIFICATION_METHODS,
  type FieldVerification,
  type Verification,
  type VerificationMethod,
} from '@/domain/verification'
import { createClinic } from '../../factories/clinic'

const NOW = new Date('2026-11-25T12:00:00Z')
const CALL_FIRST = 'call before you go'

const at = (date: string, method: VerificationMethod = 'call') =>
  ({ at: `${date}T15:00:00.000Z`, method }) satisfies FieldVerification

function lineFor(verification: Partial<Verification>, now = NOW) {
  return clinicFreshness(
    createClinic({
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

  test.each(VERIFICATION_METHODS.map((m) => [m, METHOD_WORDS[m]]))(
    'hours confirmed (%s): says how',
    (method, words) => {
      expect(lineFor({ hours: at('2026-11-20', method) })).toEqual({
        tone: 'confirmed',
        text: `Hours confirmed ${words} November 2026`,
      })
    },
  )

  test('the method words', () => {
    expect(METHOD_WORDS).toEqual({
      call: 'by phone',
      website: 'on its website',
      visit: 'in person',
      clinic: 'by the clinic',
      registry: 'in the NPI registry',
      map: 'on OpenStreetMap',
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
        hours: at('2026-11-20', 'website'),
        phone: at('2026-11-20', 'call'),
      }).text,
    ).toBe('Hours confirmed on its website November 2026')
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
    expect(lineFor({ phone: at('2026-11-20', 'website') }).text).toBe(
      `Phone confirmed on its website November 2026 · hours not confirmed — ${CALL_FIRST}`,
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
    [
      'website',
      at('2026-01-09', 'website'),
      'Website',
      'Confirmed on its website January 2026',
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
})
