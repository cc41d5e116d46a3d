import { describe, expect, test, vi } from 'vitest'
import { config, reportConfigProblem } from '@/config/env'
import {
  builtConfig,
  DEFAULT_GEOCODER_URL,
  DEFAULT_SITE_NAME,
  readConfig,
} from '@/config/read-config'

describe('configuration', () => {
  test('both Supabase variables set: database mode', () => {
    const c = readConfig({
      VITE_SUPABASE_URL: 'https://abc.supabase.co/',
      VITE_SUPABASE_ANON_KEY: 'key',
    })
    expect(c.mode).toBe('database')
    expect(c.supabaseUrl).toBe('https://abc.supabase.co')
    expect(c.supabaseAnonKey).toBe('key')
    expect(c.problem).toBeNull()
  })

  test('neither set: built-in data, no error', () => {
    const c = readConfig({})
    expect(c.mode).toBe('builtin')
    expect(c.problem).toBeNull()
  })

  test.each([
    [
      { VITE_SUPABASE_URL: 'https://abc.supabase.co' },
      /Only VITE_SUPABASE_URL is set/,
    ],
    [{ VITE_SUPABASE_ANON_KEY: 'key' }, /Only VITE_SUPABASE_ANON_KEY is set/],
    [
      { VITE_SUPABASE_URL: 'not a url', VITE_SUPABASE_ANON_KEY: 'k' },
      /not a valid http\(s\) URL/,
    ],
  ])(
    'only one usable Supabase variable: built-in data and a clear problem (%o)',
    (env, msg) => {
      const c = readConfig(env)
      expect(c.mode).toBe('builtin')
      expect(c.supabaseUrl).toBeNull()
      expect(c.problem).toMatch(msg)
    },
  )

  test('blank values count as unset', () => {
    expect(
      readConfig({ VITE_SUPABASE_URL: '  ', VITE_SUPABASE_ANON_KEY: '' })
        .problem,
    ).toBeNull()
  })

  test('defaults: site name for the region, Nominatim search, page origin', () => {
    const c = readConfig({})
    expect(c.siteName).toBe(DEFAULT_SITE_NAME)
    expect(c.siteName).toMatch(/Western Kentucky/)
    expect(c.geocoderUrl).toBe(DEFAULT_GEOCODER_URL)
    expect(c.geocoderUrl).toBe('https://nominatim.openstreetmap.org/search')
    expect(c.siteUrl).toBeNull()
  })

  test('overrides are trimmed and the site URL loses its trailing slash', () => {
    const c = readConfig({
      VITE_SITE_URL: 'https://kids.example/ ',
      VITE_SITE_NAME: ' Kids Care ',
      VITE_CONTACT_EMAIL: 'help@kids.example',
      VITE_GEOCODER_URL: 'http://127.0.0.1:9999/search',
    })
    expect(c.siteUrl).toBe('https://kids.example')
    expect(c.siteName).toBe('Kids Care')
    expect(c.contactEmail).toBe('help@kids.example')
    expect(c.geocoderUrl).toBe('http://127.0.0.1:9999/search')
  })

  test('the read deadline: 8 s by default, VITE_READ_TIMEOUT_MS within 100 ms – 60 s', () => {
    expect(readConfig({}).readTimeoutMs).toBe(8_000)
    expect(readConfig({ VITE_READ_TIMEOUT_MS: ' 2500 ' }).readTimeoutMs).toBe(
      2_500,
    )
    for (const bad of ['0', '-5', '1.5', 'soon', '600000'])
      expect(readConfig({ VITE_READ_TIMEOUT_MS: bad }).readTimeoutMs).toBe(
        8_000,
      )
  })

  test('an invalid site URL is reported and ignored', () => {
    const c = readConfig({ VITE_SITE_URL: 'javascript:alert(1)' })
    expect(c.siteUrl).toBeNull()
    expect(c.problem).toMatch(/VITE_SITE_URL/)
  })

  test('VITE_IMAGE_ORIGINS: http(s) origins, separated by commas or spaces; others refused', () => {
    expect(readConfig({}).imageOrigins).toEqual([])
    const c = readConfig({
      VITE_IMAGE_ORIGINS:
        ' https://images.example.org/photos/, http://127.0.0.1:9000  https://images.example.org',
    })
    expect(c.imageOrigins).toEqual([
      'https://images.example.org',
      'http://127.0.0.1:9000',
    ])
    expect(c.problem).toBeNull()
    const bad = readConfig({
      VITE_IMAGE_ORIGINS: 'javascript:alert(1),https://ok.example',
    })
    expect(bad.imageOrigins).toEqual(['https://ok.example'])
    expect(bad.problem).toMatch(/VITE_IMAGE_ORIGINS.*javascript:alert\(1\)/)
  })

  test('VITE_MAP_TILE_URL and VITE_MAP_TILE_ATTRIBUTION are passed on trimmed (checked by tileSettings)', () => {
    expect(readConfig({})).toMatchObject({
      mapTileUrl: null,
      mapTileAttribution: null,
    })
    expect(
      readConfig({
        VITE_MAP_TILE_URL: ' http://127.0.0.1:4700/tiles/{z}/{x}/{y}.png ',
        VITE_MAP_TILE_ATTRIBUTION: ' Test tiles ',
      }),
    ).toMatchObject({
      mapTileUrl: 'http://127.0.0.1:4700/tiles/{z}/{x}/{y}.png',
      mapTileAttribution: 'Test tiles',
      problem: null,
    })
  })

  test('a configuration problem is logged once as a console error', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {})
    const c = readConfig({ VITE_SUPABASE_ANON_KEY: 'key' })
    reportConfigProblem(c)
    reportConfigProblem(c)
    expect(spy).toHaveBeenCalledTimes(1)
    expect(spy.mock.calls[0]![0]).toMatch(/Only VITE_SUPABASE_ANON_KEY is set/)
    spy.mockRestore()
  })
})

describe('the configuration the build hands the app', () => {
  test('no site name set: none handed over, the page says its own default', () => {
    expect(builtConfig({}).siteName).toBeNull()
    expect(builtConfig({ VITE_SITE_NAME: '  ' }).siteName).toBeNull()
    expect(config.siteName).toBe(DEFAULT_SITE_NAME)
  })
  test('a site name set is kept, and everything else is as read', () => {
    const env = {
      VITE_SITE_NAME: 'Kids Care',
      VITE_SUPABASE_URL: 'https://abc.supabase.co/',
      VITE_SUPABASE_ANON_KEY: 'key',
      VITE_READ_TIMEOUT_MS: 'soon',
    }
    expect(builtConfig(env)).toEqual(readConfig(env))
  })
  test('the app reads what the build read: this run has no Supabase set', () => {
    expect(config.mode).toBe('builtin')
    expect(config.geocoderUrl).toBe(DEFAULT_GEOCODER_URL)
  })
})
