import { describe, expect, test } from 'vitest'
import fc from 'fast-check'
import {
  CONTACT_LIMITS,
  charCount,
  toContactBody,
  validateContactMessage,
  wellFormed,
} from '@/domain/contact'
import {
  LIMITS,
  charCount as serverCharCount,
  validate as serverValidate,
  wellFormed as serverWellFormed,
} from '../../../supabase/functions/send-contact-email/validate'

// A deployed Edge Function cannot import from src/, so the form's rules and
// the function's are two copies; these tests hold them equal.

/** Strings of ASCII, BMP, astral characters and lone surrogates. */
const text = fc
  .array(
    fc.constantFrom(
      'a',
      'Z',
      ' ',
      'é',
      '中',
      '\u{1F600}',
      '\u{1F476}',
      '\uD83D',
      '\uDE00',
      '\uDBFF',
      '\uFFFD',
    ),
    { maxLength: 40 },
  )
  .map((parts) => parts.join(''))

describe('the form and the contact function share one rule', () => {
  test('the same limits', () => {
    expect(LIMITS).toEqual(CONTACT_LIMITS)
  })

  test('the same repair of invalid Unicode and the same character count', () => {
    fc.assert(
      fc.property(text, (s) => {
        const repaired = wellFormed(s)
        expect(serverWellFormed(s)).toBe(repaired)
        expect(repaired).not.toMatch(/[\uD800-\uDFFF]/u)
        // Nothing but the lone surrogates changes.
        expect(repaired.length).toBe(s.length)
        expect(serverCharCount(repaired)).toBe(charCount(repaired))
      }),
    )
    expect(wellFormed('a\uD800b\u{1F600}')).toBe('a\uFFFDb\u{1F600}')
    expect(charCount('\u{1F600}'.repeat(3))).toBe(3)
  })

  test('a message the form accepts is accepted by the function, at any length up to the limit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: CONTACT_LIMITS.message + 2 }),
        fc.constantFrom('m', '\u{1F600}', '\uD83D'),
        (n, unit) => {
          const msg = {
            name: 'Ann',
            email: 'ann@example.com',
            subject: 'Hours',
            message: unit.repeat(n),
          }
          const client = validateContactMessage(msg)
          const server = serverValidate({ ...toContactBody(msg) }).errors
          expect(Object.keys(server)).toEqual(Object.keys(client))
          expect(Boolean(client.message)).toBe(n > CONTACT_LIMITS.message)
        },
      ),
      { numRuns: 60 },
    )
  })
})
