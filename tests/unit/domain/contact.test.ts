import { describe, expect, test } from 'vitest'
import fc from 'fast-check'
import {
  CONTACT_LIMITS,
  isValidEmail,
  validateContactMessage,
} from '@/domain/contact'

const ok = {
  name: 'Ann',
  email: 'ann@example.com',
  subject: 'Hours',
  message: 'Hi',
}

describe('contact form validation', () => {
  test('a complete message is valid', () => {
    expect(validateContactMessage(ok)).toEqual({})
  })

  test('name, email, subject and message are all required', () => {
    expect(
      validateContactMessage({
        name: ' ',
        email: '',
        subject: '',
        message: '\n',
      }),
    ).toEqual({
      name: 'Name is required.',
      email: 'Email is required.',
      subject: 'Subject is required.',
      message: 'Message is required.',
    })
  })

  test.each([
    'ann',
    'ann@',
    '@example.com',
    'ann@@example.com',
    'ann example@x.com',
    'ann@-x.com',
  ])('email must pass the standard format check: %s is refused', (email) => {
    expect(isValidEmail(email)).toBe(false)
    expect(validateContactMessage({ ...ok, email }).email).toMatch(
      /valid email/,
    )
  })

  test.each(['a@b', 'first.last+tag@sub.example.co.uk'])(
    '%s is a valid email',
    (email) => {
      expect(isValidEmail(email)).toBe(true)
    },
  )

  test('length limits: name 100, email 254, subject 150, message 5,000', () => {
    expect(CONTACT_LIMITS).toEqual({
      name: 100,
      email: 254,
      subject: 150,
      message: 5000,
    })
    expect(validateContactMessage({ ...ok, name: 'x'.repeat(100) })).toEqual({})
    expect(validateContactMessage({ ...ok, name: 'x'.repeat(101) }).name).toBe(
      'Name must be at most 100 characters.',
    )
    expect(
      validateContactMessage({ ...ok, message: 'x'.repeat(5001) }).message,
    ).toBe('Message must be at most 5,000 characters.')
    expect(
      validateContactMessage({ ...ok, subject: 'x'.repeat(151) }).subject,
    ).toMatch(/150/)
  })

  test('never throws on arbitrary input', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.anything()), (input) => {
        validateContactMessage(input as never)
      }),
    )
  })
})
