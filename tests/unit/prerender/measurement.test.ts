import { describe, expect, test } from 'vitest'
import { measureSettings, withMeasureTag } from '@/prerender/measurement'

describe('the measure script goes into a build only when configured', () => {
  test('nothing configured: no settings, so no file and no tag', () => {
    expect(measureSettings({})).toBeNull()
    expect(
      measureSettings({ VITE_ADS_SLOTS: '', VITE_ANALYTICS_URL: ' ' }),
    ).toBeNull()
  })

  test('analytics and ads: their settings, in the tag’s data attributes', () => {
    const settings = measureSettings({
      VITE_ANALYTICS_URL: 'https://stats.example.org/count',
      VITE_ADS_CLIENT: 'ca-pub-1',
      VITE_ADS_SLOTS: 'town-guide=3',
    })
    expect(settings).toEqual({
      analytics: 'https://stats.example.org/count',
      adsScript:
        'https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js',
      adsClient: 'ca-pub-1',
    })
    expect(
      withMeasureTag(
        '<html><head></head><body></body></html>',
        '/assets/measure-x.js',
        settings!,
      ),
    ).toBe(
      '<html><head>  <script type="module" crossorigin src="/assets/measure-x.js" data-measure data-analytics="https://stats.example.org/count" data-ads-script="https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js" data-ads-client="ca-pub-1"></script>\n  </head><body></body></html>',
    )
  })

  test('analytics alone: no ad attributes', () => {
    const tag = withMeasureTag('<head></head>', '/m.js', {
      analytics: '/count',
      adsScript: null,
      adsClient: null,
    })
    expect(tag).toContain('data-analytics="/count"')
    expect(tag).not.toContain('data-ads')
  })
})
