import { expect, test } from 'vitest'
import fc from 'fast-check'
import {
  DEFAULT_MAP_TILE_ATTRIBUTION,
  DEFAULT_MAP_TILE_URL,
  tileSettings,
} from '@/domain/map/tile-url'
import { contentSecurityPolicy } from '@/domain/hosting/headers'

test('unset: OpenStreetMap tiles with their attribution', () => {
  expect(tileSettings(null, null)).toEqual({
    url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    attribution: '© OpenStreetMap contributors',
    problem: null,
  })
  expect(tileSettings('  ', 'ignored')).toMatchObject({
    url: DEFAULT_MAP_TILE_URL,
    attribution: DEFAULT_MAP_TILE_ATTRIBUTION,
  })
})

test('another tile server: its template (trimmed) and its attribution', () => {
  expect(
    tileSettings(' http://127.0.0.1:4700/tiles/{z}/{x}/{y}.png ', ' Test '),
  ).toEqual({
    url: 'http://127.0.0.1:4700/tiles/{z}/{x}/{y}.png',
    attribution: 'Test',
    problem: null,
  })
  // No attribution given: OpenStreetMap's (most tile servers serve its data).
  expect(
    tileSettings('https://tiles.example.org/{z}/{x}/{y}.png', null).attribution,
  ).toBe(DEFAULT_MAP_TILE_ATTRIBUTION)
})

test.each([
  'javascript:alert(1)/{z}/{x}/{y}',
  'https://tiles.example.org/{z}/{x}.png',
  'https://{s}.tile.example.org/{z}/{x}/{y}.png',
  'https://user:pw@tiles.example.org/{z}/{x}/{y}.png',
  'not a url {z}{x}{y}',
  'data:image/png,{z}{x}{y}',
])('refused: %s (the default is used, with a problem)', (bad) => {
  const t = tileSettings(bad, 'Someone else')
  expect(t.url).toBe(DEFAULT_MAP_TILE_URL)
  expect(t.attribution).toBe(DEFAULT_MAP_TILE_ATTRIBUTION)
  expect(t.problem).toMatch(/VITE_MAP_TILE_URL/)
})

test('property: whatever is configured, the policy gains at most one http(s) origin for images', () => {
  fc.assert(
    fc.property(fc.string(), (raw) => {
      const { url } = tileSettings(raw, null)
      const csp = contentSecurityPolicy({
        supabaseUrl: null,
        geocoderUrl: 'https://nominatim.openstreetmap.org/search',
        mapTileUrl: url,
      })
      const img = /img-src ([^;]+)/.exec(csp)![1]!.split(' ')
      expect(img[0]).toBe("'self'")
      expect(img.length).toBeLessThanOrEqual(2)
      for (const src of img.slice(1))
        expect(src).toMatch(/^https?:\/\/[^/{}]+$/)
    }),
  )
})
