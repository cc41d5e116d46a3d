// @vitest-environment jsdom
import { describe, expect, test } from 'vitest'
import { render } from '@testing-library/react'
import { PrivacyPolicy } from '@/features/legal/privacy-policy'
import { TermsOfService } from '@/features/legal/terms-of-service'
import { privacyDescription } from '@/features/legal/measurement-text'
import type { MeasurementConfig } from '@/config/measurement'

/** The privacy policy and terms say what this build is configured to do. */

type Setup = Pick<MeasurementConfig, 'analytics' | 'ads'>
const NONE: Setup = { analytics: null, ads: null }
const ANALYTICS: Setup = {
  analytics: { endpoint: 'https://stats.example.org/count' },
  ads: null,
}
const ADS: Setup = {
  analytics: null,
  ads: {
    client: 'ca-pub-1',
    scriptUrl: 'https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js',
    slots: { 'town-guide': '1' },
  },
}
const BOTH: Setup = { analytics: ANALYTICS.analytics, ads: ADS.ads }

const privacy = (m: Setup) =>
  render(<PrivacyPolicy measurement={m} />).container.textContent!
const terms = (m: Setup) =>
  render(<TermsOfService measurement={m} />).container.textContent!

describe('the privacy policy follows the configuration', () => {
  test('nothing configured: no analytics, no advertising, no cookies; what stays on the device', () => {
    const text = privacy(NONE)
    expect(text).toContain('The site uses no analytics')
    expect(text).toContain('The site shows no advertising.')
    expect(text).toContain('The site sets no cookies.')
    expect(text).toMatch(/open offline/)
    expect(text).toMatch(/message or\s+listing report you wrote while offline/)
    expect(text).not.toMatch(
      /GoatCounter|AdSense|advertising network|interest|Global Privacy Control/,
    )
    // The listing reports paragraph stays.
    expect(text).toContain('Reports about a listing.')
  })

  test('analytics: the service, what is sent and not, how to opt out', () => {
    const text = privacy(ANALYTICS)
    expect(text).toContain('GoatCounter')
    expect(text).toContain('stats.example.org')
    expect(text).toMatch(/the page's path alone/)
    expect(text).toMatch(/never the\s+place or ZIP code you searched for/)
    expect(text).toMatch(/'Call Now' and 'Directions' are not counted/)
    expect(text).toMatch(/Global\s+Privacy Control or Do Not Track/)
    expect(text).toContain('The site shows no advertising.')
    expect(text).not.toMatch(/AdSense/)
  })

  test('ads: the network, where ads appear and never, non-personalised, cookies on its domains, opt-out', () => {
    const text = privacy(ADS)
    expect(text).toContain('Google AdSense')
    expect(text).toMatch(/non-personalised ads only/)
    expect(text).toMatch(
      /never appear on the home page, search results,\s+clinic pages/,
    )
    expect(text).toMatch(/may set cookies/)
    expect(text).toMatch(/shows no ad/)
    expect(text).toContain('The site uses no analytics')
    expect(text).toContain('The site itself sets no cookies.')
  })

  test('both: both named, one opt-out for both', () => {
    const text = privacy(BOTH)
    expect(text).toContain('GoatCounter')
    expect(text).toContain('Google AdSense')
    expect(text).toMatch(/counts no visit and shows no ad/)
  })

  test('another network is named by its host', () => {
    expect(
      privacy({
        analytics: null,
        ads: { ...ADS.ads!, scriptUrl: 'https://ads.example.net/tag.js' },
      }),
    ).toContain('the advertising network at ads.example.net')
  })

  test('the description says the same', () => {
    expect(privacyDescription('Site', NONE)).toMatch(
      /No analytics, no advertising, no cookies\.$/,
    )
    expect(privacyDescription('Site', BOTH)).toMatch(
      /its visit counting and ads and how to opt out/,
    )
  })
})

describe('the terms follow the configuration', () => {
  test('nothing configured: no advertising', () => {
    const text = terms(NONE)
    expect(text).toContain('The site shows no advertising.')
    expect(text).not.toMatch(/advertising network|AdSense/)
  })
  test('ads: the network, not an endorsement, never on listings or emergency information', () => {
    const text = terms(ADS)
    expect(text).toContain('advertising from Google AdSense')
    expect(text).toMatch(/not a\s+recommendation/)
    expect(text).toMatch(
      /never appear on clinic listings or\s+emergency information/,
    )
  })
})
