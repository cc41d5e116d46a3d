import { describe, expect, test } from 'vitest'
import { DEFAULT_ADS_SCRIPT_URL, readMeasurement } from '@/config/measurement'

describe('readMeasurement: analytics and ads, off by default', () => {
  test('nothing set: both off, no problem', () => {
    expect(readMeasurement({})).toEqual({
      analytics: null,
      ads: null,
      problem: null,
    })
    expect(
      readMeasurement({ VITE_ANALYTICS_URL: ' ', VITE_ADS_CLIENT: '' }),
    ).toEqual({ analytics: null, ads: null, problem: null })
  })

  test('an analytics endpoint: an http(s) URL or a path on the site', () => {
    expect(
      readMeasurement({
        VITE_ANALYTICS_URL: 'https://stats.example.org/count/',
      }).analytics,
    ).toEqual({ endpoint: 'https://stats.example.org/count' })
    expect(readMeasurement({ VITE_ANALYTICS_URL: '/count' }).analytics).toEqual(
      { endpoint: '/count' },
    )
  })

  test.each([
    'ftp://stats.example.org/count',
    '//stats.example.org/count',
    'https://stats.example.org/count?site=x',
    'not a url',
  ])('an unusable endpoint %s is a problem (the build stops)', (v) => {
    const m = readMeasurement({ VITE_ANALYTICS_URL: v })
    expect(m.analytics).toBeNull()
    expect(m.problem).toMatch(/VITE_ANALYTICS_URL/)
  })

  test('ads: a client and its slots by position; AdSense by default', () => {
    expect(
      readMeasurement({
        VITE_ADS_CLIENT: 'ca-pub-123',
        VITE_ADS_SLOTS: 'article-middle=111, town-guide=333',
      }),
    ).toEqual({
      analytics: null,
      ads: {
        client: 'ca-pub-123',
        scriptUrl: DEFAULT_ADS_SCRIPT_URL,
        slots: { 'article-middle': '111', 'town-guide': '333' },
      },
      problem: null,
    })
  })

  test.each([
    [{ VITE_ADS_SLOTS: 'town-guide=1' }, /without VITE_ADS_CLIENT/],
    [{ VITE_ADS_CLIENT: 'ca-pub-1' }, /without a slot/],
    [{ VITE_ADS_CLIENT: 'ca-pub-1', VITE_ADS_SLOTS: 'home=1' }, /home=1/],
    [
      { VITE_ADS_CLIENT: 'ca-pub-1', VITE_ADS_SLOTS: 'clinic-page=1' },
      /clinic-page=1/,
    ],
    [
      { VITE_ADS_CLIENT: 'x"y', VITE_ADS_SLOTS: 'town-guide=1' },
      /not a publisher id/,
    ],
    [
      {
        VITE_ADS_CLIENT: 'ca-pub-1',
        VITE_ADS_SLOTS: 'town-guide=1',
        VITE_ADS_SCRIPT_URL: 'javascript:alert(1)',
      },
      /VITE_ADS_SCRIPT_URL/,
    ],
  ])('%j: no ads, and a problem that stops the build', (env, message) => {
    const m = readMeasurement(env)
    expect(m.ads).toBeNull()
    expect(m.problem).toMatch(message)
  })
})
