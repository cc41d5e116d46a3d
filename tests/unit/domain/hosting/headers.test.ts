import { describe, expect, test } from 'vitest'
import {
  buildHeadersFile,
  isShownImage,
  MAX_HEADER_LINE,
  contentSecurityPolicy,
  httpOrigin,
  IMMUTABLE,
  NO_CACHE,
  securityHeaders,
  adOrigins,
  ADSENSE_ORIGINS,
} from '@/domain/hosting/headers'
import {
  headersFor,
  matchesPattern,
  parseHeadersFile,
} from '../../../tools/static-host.mjs'

const GEOCODER = 'https://nominatim.openstreetmap.org/search'
const SUPABASE = 'https://abcd1234.supabase.co'

const directives = (csp: string) =>
  Object.fromEntries(
    csp.split('; ').map((d) => {
      const [name, ...sources] = d.split(' ')
      return [name!, sources]
    }),
  )

describe('contentSecurityPolicy', () => {
  test('built-in data: only the site itself and the geocoder', () => {
    const d = directives(
      contentSecurityPolicy({ supabaseUrl: null, geocoderUrl: GEOCODER }),
    )
    expect(d).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'"],
      'font-src': ["'self'"],
      'connect-src': ["'self'", 'https://nominatim.openstreetmap.org'],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
    })
  })

  test('database mode: the Supabase origin for reads, the contact function and stored images', () => {
    const d = directives(
      contentSecurityPolicy({
        supabaseUrl: `${SUPABASE}/`,
        geocoderUrl: 'http://127.0.0.1:54329/search',
        imageOrigins: ['https://images.example.org', SUPABASE],
      }),
    )
    expect(d['connect-src']).toEqual([
      "'self'",
      SUPABASE,
      'http://127.0.0.1:54329',
    ])
    expect(d['img-src']).toEqual([
      "'self'",
      SUPABASE,
      'https://images.example.org',
    ])
  })

  test('never unsafe-eval, never an inline script allowance, never a wildcard', () => {
    const csp = contentSecurityPolicy({
      supabaseUrl: SUPABASE,
      geocoderUrl: GEOCODER,
      imageOrigins: ['javascript:alert(1)', 'not a url', ''],
    })
    expect(csp).not.toMatch(/unsafe-eval|\*|javascript:|not a url/)
    expect(directives(csp)['script-src']).toEqual(["'self'"])
  })

  test('the map tile server (VITE_MAP_TILE_URL) may serve images, nothing else', () => {
    const d = directives(
      contentSecurityPolicy({
        supabaseUrl: null,
        geocoderUrl: GEOCODER,
        mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      }),
    )
    expect(d['img-src']).toEqual(["'self'", 'https://tile.openstreetmap.org'])
    expect(d['connect-src']).toEqual([
      "'self'",
      'https://nominatim.openstreetmap.org',
    ])
    const templated = directives(
      contentSecurityPolicy({
        supabaseUrl: null,
        geocoderUrl: GEOCODER,
        mapTileUrl: 'https://{s}.tiles.example/{z}/{x}/{y}.png',
      }),
    )
    expect(templated['img-src']).toEqual(["'self'"])
  })

  test('httpOrigin keeps scheme, host and port only', () => {
    expect(httpOrigin('https://x.supabase.co/rest/v1/?a=1')).toBe(
      'https://x.supabase.co',
    )
    expect(httpOrigin('http://127.0.0.1:54329/search')).toBe(
      'http://127.0.0.1:54329',
    )
    expect(httpOrigin('ftp://x')).toBeNull()
    expect(httpOrigin(null)).toBeNull()
  })
})

describe('securityHeaders', () => {
  test('the issue’s headers, exactly', () => {
    const h = securityHeaders({ supabaseUrl: null, geocoderUrl: GEOCODER })
    expect(h['X-Content-Type-Options']).toBe('nosniff')
    expect(h['Referrer-Policy']).toBe('strict-origin-when-cross-origin')
    expect(h['Permissions-Policy']).toBe('geolocation=(self)')
    expect(h['Content-Security-Policy']).toContain("frame-ancestors 'none'")
    expect(h['X-Frame-Options']).toBe('DENY')
  })
})

describe('the _headers file, read the way the hosts (and the test server) read it', () => {
  const text = buildHeadersFile({
    supabaseUrl: SUPABASE,
    geocoderUrl: GEOCODER,
    revalidatePaths: [
      '/',
      '/index.html',
      '/404.html',
      '/blog',
      '/blog/*',
      '/town/*',
      '/clinic/*',
      '/privacy',
      '/sitemap.xml',
      '/robots.txt',
    ],
  })
  const rules = parseHeadersFile(text)
  const csp = contentSecurityPolicy({
    supabaseUrl: SUPABASE,
    geocoderUrl: GEOCODER,
  })

  test.each([
    ['/', NO_CACHE],
    ['/index.html', NO_CACHE],
    ['/clinic/kids-care', NO_CACHE],
    ['/clinic/kids-care/', NO_CACHE],
    ['/town/paducah', NO_CACHE],
    ['/blog', NO_CACHE],
    ['/blog/fever-in-children', NO_CACHE],
    ['/privacy', NO_CACHE],
    ['/sitemap.xml', NO_CACHE],
    ['/robots.txt', NO_CACHE],
    ['/assets/index-AbC123.js', IMMUTABLE],
    ['/assets/index-AbC123.css', IMMUTABLE],
    ['/favicon.svg', undefined],
    ['/no/such/page', undefined],
  ])('%s: security headers, Cache-Control %s', (path, cache) => {
    const h = headersFor(rules, path)
    expect(h['content-security-policy']).toBe(csp)
    expect(h['x-content-type-options']).toBe('nosniff')
    expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(h['permissions-policy']).toBe('geolocation=(self)')
    // One rule per header and path: the hosts would join two with a comma.
    expect(h['cache-control']).toBe(cache)
  })

  test('a comment header and one block per pattern', () => {
    expect(text.startsWith('# Written by `npm run build`')).toBe(true)
    expect(rules.map((r) => r.pattern)).toEqual([
      '/*',
      '/assets/*',
      '/',
      '/index.html',
      '/404.html',
      '/blog',
      '/blog/*',
      '/town/*',
      '/clinic/*',
      '/privacy',
      '/sitemap.xml',
      '/robots.txt',
      // Every build: the service workers (English and Spanish) and the
      // manifest are revalidated.
      '/sw.js',
      '/es/sw.js',
      '/manifest.webmanifest',
    ])
    expect(headersFor(rules, '/sw.js')['cache-control']).toBe('no-cache')
    expect(headersFor(rules, '/es/sw.js')['cache-control']).toBe('no-cache')
  })

  test('pattern matching: * spans segments, :name one segment, the rest literal', () => {
    expect(matchesPattern('/*', '/')).toBe(true)
    expect(matchesPattern('/blog', '/blog/')).toBe(false)
    expect(matchesPattern('/blog/*', '/blog/')).toBe(true)
    expect(matchesPattern('/clinic/:slug', '/clinic/a')).toBe(true)
    expect(matchesPattern('/clinic/:slug', '/clinic/a/b')).toBe(false)
    expect(matchesPattern('/index.html', '/indexXhtml')).toBe(false)
  })
})

describe('the policy comes from configuration only, never from the rows', () => {
  test('a header line longer than hosts accept stops the build with a clear message', () => {
    const many = Array.from(
      { length: 80 },
      (_, i) => `https://images-${i}.example.org`,
    )
    expect(() =>
      buildHeadersFile({
        supabaseUrl: SUPABASE,
        geocoderUrl: GEOCODER,
        imageOrigins: many,
        revalidatePaths: ['/'],
      }),
    ).toThrow(
      /_headers: the line "Content-Security-Policy: .*" is \d+ characters; hosts cap a header line near 2000\. Configure fewer image origins \(VITE_IMAGE_ORIGINS\)/,
    )
    const fits = buildHeadersFile({
      supabaseUrl: SUPABASE,
      geocoderUrl: GEOCODER,
      imageOrigins: many.slice(0, 5),
      revalidatePaths: ['/'],
    })
    for (const line of fits.split('\n'))
      expect(line.length).toBeLessThanOrEqual(MAX_HEADER_LINE)
  })

  test('an image is shown only from the site itself or an allowed origin', () => {
    const allowed = [SUPABASE, 'https://images.example.org', null]
    expect(isShownImage('/images/clinic.png', allowed)).toBe(true)
    expect(isShownImage('https://images.example.org/a.jpg', allowed)).toBe(true)
    expect(isShownImage(`${SUPABASE}/storage/v1/x.png`, allowed)).toBe(true)
    for (const hostile of [
      'https://evil.example/a.png',
      '//evil.example/a.png',
      '/\\evil.example/a.png',
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      'http://images.example.org/a.jpg',
      '',
      null,
    ])
      expect(isShownImage(hostile, allowed), String(hostile)).toBe(false)
  })
})

describe('analytics and ads: their origins only where they are needed', () => {
  const PAGES = [
    '/',
    '/index.html',
    '/404.html',
    '/blog',
    '/blog/*',
    '/town/*',
    '/clinic/*',
    '/privacy',
    '/terms',
    '/sitemap',
    '/sitemap.xml',
    '/robots.txt',
  ]
  const ADS = 'https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js'
  const base = { supabaseUrl: null, geocoderUrl: GEOCODER }

  test('analytics: its origin in connect-src, scripts stay the site’s own', () => {
    const d = directives(
      contentSecurityPolicy({
        ...base,
        analyticsUrl: 'https://stats.example.org/count',
      }),
    )
    expect(d['script-src']).toEqual(["'self'"])
    expect(d['connect-src']).toContain('https://stats.example.org')
    expect(d['img-src']).toEqual(["'self'"])
    // A count endpoint on the site itself adds nothing.
    expect(contentSecurityPolicy({ ...base, analyticsUrl: '/count' })).toBe(
      contentSecurityPolicy(base),
    )
  })

  test('nothing configured: the file is today’s, one policy for every path', () => {
    const text = buildHeadersFile({ ...base, revalidatePaths: PAGES })
    expect(text.match(/Content-Security-Policy/g)).toHaveLength(1)
    expect(text).not.toMatch(/googlesyndication|frame-src/)
  })

  test('the ad pages’ policy lets AdSense run; every other page keeps the strict one', () => {
    const input = { ...base, adsScriptUrl: ADS, revalidatePaths: PAGES }
    const rules = parseHeadersFile(buildHeadersFile(input))
    const policies = (path: string) =>
      (headersFor(rules, path)['content-security-policy'] ?? '').split(', ')
    const strict = contentSecurityPolicy(base)
    const loose = contentSecurityPolicy(input, { ads: true })
    expect(directives(loose)['script-src']).toEqual([
      "'self'",
      ...ADSENSE_ORIGINS,
    ])
    expect(directives(loose)['frame-src']).toEqual([
      "'self'",
      ...ADSENSE_ORIGINS,
    ])
    for (const path of [
      '/blog/fever-in-children',
      '/blog/fever-in-children.html',
      '/town/paducah',
      '/town/paducah.html',
    ])
      expect(policies(path), path).toEqual([loose])
    // Both enforced: the strict one decides.
    for (const path of [
      '/',
      '/index.html',
      '/404.html',
      '/blog',
      '/blog/',
      '/blog.html',
      '/clinic/kids-care',
      '/privacy',
      '/privacy.html',
      '/terms',
      '/sitemap',
      '/sw.js',
    ])
      expect(policies(path), path).toEqual([loose, strict])
  })

  test('another network: its own origin only', () => {
    expect(adOrigins('https://ads.example.net/tag.js')).toEqual([
      'https://ads.example.net',
    ])
    expect(adOrigins(null)).toEqual([])
  })
})
