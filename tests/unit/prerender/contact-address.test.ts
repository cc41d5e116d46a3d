import { describe, expect, test } from 'vitest'
import {
  checkContactAddress,
  isPlaceholderEmail,
  isPublicSiteUrl,
} from '@/prerender/contact-address'

describe('the contact address a build ships', () => {
  test('unset, malformed or at a reserved domain is a placeholder', () => {
    for (const a of [
      undefined,
      '',
      '  ',
      'not-an-address',
      'contact@wky-kids-urgent-care.example',
      'help@kids-urgent-care.example',
      'you@example.com',
      'a@mail.example.org',
      'x@site.test',
      'x@site.invalid',
      'x@localhost',
    ])
      expect(isPlaceholderEmail(a), String(a)).toBe(true)
    for (const a of ['help@wkykidscare.org', ' care@clinic-finder.com '])
      expect(isPlaceholderEmail(a), a).toBe(false)
  })

  test('a public site is http(s) and neither loopback nor a reserved domain', () => {
    for (const u of [
      undefined,
      '',
      'http://127.0.0.1:4173',
      'http://localhost:5173',
      'http://[::1]:4173',
      'https://kids-urgent-care.example',
      'https://staging.example.com',
      'ftp://wkykidscare.org',
    ])
      expect(isPublicSiteUrl(u), String(u)).toBe(false)
    expect(isPublicSiteUrl('https://wkykidscare.org')).toBe(true)
  })

  test('a real address: nothing to say', () => {
    expect(
      checkContactAddress({
        contactEmail: 'help@wkykidscare.org',
        siteUrl: 'https://wkykidscare.org',
        allowPlaceholder: false,
      }),
    ).toEqual({ warning: null, refusal: null })
  })

  test('unset on a local or test build: a clear warning, and the build finishes', () => {
    for (const siteUrl of [undefined, 'https://kids-urgent-care.example']) {
      const v = checkContactAddress({
        contactEmail: undefined,
        siteUrl,
        allowPlaceholder: false,
      })
      expect(v.refusal).toBeNull()
      expect(v.warning).toMatch(
        /^\[build\] VITE_CONTACT_EMAIL is not set: .*placeholder.*Set VITE_CONTACT_EMAIL/,
      )
    }
    expect(
      checkContactAddress({
        contactEmail: 'help@kids-urgent-care.example',
        siteUrl: 'http://127.0.0.1:4173',
        allowPlaceholder: false,
      }).warning,
    ).toContain(
      'VITE_CONTACT_EMAIL is help@kids-urgent-care.example, a placeholder',
    )
  })

  test('unset or a placeholder for a real site: the build refuses, unless the flag allows it', () => {
    for (const contactEmail of [undefined, 'contact@x.example']) {
      const v = checkContactAddress({
        contactEmail,
        siteUrl: 'https://wkykidscare.org',
        allowPlaceholder: false,
      })
      expect(v.refusal).toMatch(/this build is for https:\/\/wkykidscare\.org/)
      expect(v.refusal).toContain('ALLOW_PLACEHOLDER_CONTACT_EMAIL=1')
      const allowed = checkContactAddress({
        contactEmail,
        siteUrl: 'https://wkykidscare.org',
        allowPlaceholder: true,
      })
      expect(allowed.refusal).toBeNull()
      expect(allowed.warning).not.toBeNull()
    }
  })
})
