// @vitest-environment node
import { expect, test } from 'vitest'
import { userAgent } from '../../../../../ops/lib/geocode/geocoder-client'
import {
  harvestContact,
  harvestUserAgent,
  robotsToken,
} from '../../../../../ops/lib/sources/fetch/user-agent'

test('the User-Agent follows the geocoder’s rule, naming ops:harvest', () => {
  const ua = harvestUserAgent('0.1.0', 'ops@wky-peds.org')
  expect(ua).toBe(
    userAgent('0.1.0', 'ops@wky-peds.org').replace(
      'ops:geocode',
      'ops:harvest',
    ),
  )
  expect(robotsToken(ua)).toBe('WKY-Pediatric-Urgent-Care-ops')
})

test('the contact comes from VITE_CONTACT_EMAIL; a missing one or a placeholder is said', () => {
  expect(harvestContact({ VITE_CONTACT_EMAIL: ' ops@wky-peds.org ' })).toEqual({
    ok: true,
    contact: 'ops@wky-peds.org',
  })
  expect(harvestContact({})).toMatchObject({
    ok: false,
    message: expect.stringContaining('VITE_CONTACT_EMAIL'),
  })
  expect(
    harvestContact({ VITE_CONTACT_EMAIL: 'you@site.example' }),
  ).toMatchObject({ ok: false })
  expect(
    harvestContact(
      { VITE_CONTACT_EMAIL: 'you@site.example' },
      { loopbackOnly: true },
    ),
  ).toMatchObject({ ok: true })
})
