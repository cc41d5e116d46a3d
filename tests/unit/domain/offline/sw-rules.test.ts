import { describe, expect, test } from 'vitest'
import fc from 'fast-check'
import {
  isAssetOnUse,
  isDirectoryRead,
  isOutageStatus,
  isTileRequest,
  originOf,
  notFoundPage,
  pageForPath,
  precachedPages,
} from '@/domain/offline/sw-rules'

const SUPA = 'https://abc.supabase.co'

describe('service worker rules', () => {
  test('only GETs of clinics and emergency_departments on the configured project are directory reads', () => {
    const read = (u: string, method = 'GET', origin: string | null = SUPA) =>
      isDirectoryRead(new URL(u), method, origin)
    expect(read(`${SUPA}/rest/v1/clinics?select=*&slug=eq.x`)).toBe(true)
    expect(read(`${SUPA}/rest/v1/emergency_departments?select=*`)).toBe(true)
    expect(read(`${SUPA}/rest/v1/clinics`, 'POST')).toBe(false)
    expect(read(`${SUPA}/rest/v1/contact_messages`)).toBe(false)
    expect(read(`${SUPA}/rest/v1/rpc/submit_contact_message`)).toBe(false)
    expect(read(`${SUPA}/functions/v1/send-contact-email`)).toBe(false)
    expect(read(`https://evil.example/rest/v1/clinics`)).toBe(false)
    expect(read(`${SUPA}/rest/v1/clinics`, 'GET', null)).toBe(false)
  })

  test('tiles come from the configured template only, {s} subdomains included', () => {
    const t = 'https://{s}.tile.example.org/{z}/{x}/{y}.png'
    expect(
      isTileRequest(new URL('https://a.tile.example.org/1/2/3.png'), t),
    ).toBe(true)
    expect(
      isTileRequest(new URL('https://tile.example.org/1/2/3.png'), t),
    ).toBe(true)
    expect(
      isTileRequest(new URL('https://tile.example.org.evil.net/1.png'), t),
    ).toBe(false)
    expect(
      isTileRequest(new URL('http://a.tile.example.org/1/2/3.png'), t),
    ).toBe(false)
    const plain = 'https://tiles.example.net/{z}/{x}/{y}.png'
    expect(
      isTileRequest(new URL('https://tiles.example.net/1/2/3.png'), plain),
    ).toBe(true)
    expect(
      isTileRequest(new URL('https://x.tiles.example.net/1.png'), plain),
    ).toBe(false)
    expect(
      isTileRequest(new URL('https://tiles.example.net/1.png'), null),
    ).toBe(false)
    expect(
      isTileRequest(new URL('https://tiles.example.net/1.png'), 'not a url'),
    ).toBe(false)
  })

  test('originOf accepts http(s) only', () => {
    expect(originOf('https://abc.supabase.co/')).toBe(SUPA)
    expect(originOf('javascript:alert(1)')).toBeNull()
    expect(originOf('')).toBeNull()
    expect(originOf(undefined)).toBeNull()
  })

  test('assets on use are same-origin /assets/ files', () => {
    expect(
      isAssetOnUse(
        new URL('https://s.example/assets/clinic-map-a.js'),
        'https://s.example',
      ),
    ).toBe(true)
    expect(
      isAssetOnUse(
        new URL('https://cdn.example/assets/x.js'),
        'https://s.example',
      ),
    ).toBe(false)
    expect(
      isAssetOnUse(new URL('https://s.example/town/x'), 'https://s.example'),
    ).toBe(false)
  })

  test('a navigation path maps to its prerendered file', () => {
    expect(pageForPath('/')).toBe('/index.html')
    expect(pageForPath('/town/paducah')).toBe('/town/paducah.html')
    expect(pageForPath('/town/paducah/')).toBe('/town/paducah.html')
    fc.assert(
      fc.property(fc.stringMatching(/^(\/[a-z0-9-]{1,12}){1,3}\/?$/), (p) => {
        const file = pageForPath(p)
        expect(file.endsWith('.html')).toBe(true)
        expect(file).not.toContain('//')
        expect(file.startsWith('/')).toBe(true)
      }),
    )
  })

  test('408, 429 and 5xx are outages; other answers are not', () => {
    for (const s of [408, 429, 500, 502, 503, 504])
      expect(isOutageStatus(s)).toBe(true)
    for (const s of [200, 204, 304, 400, 401, 404, 406])
      expect(isOutageStatus(s)).toBe(false)
  })
})

describe('the Spanish pages offline', () => {
  test('precaches the Spanish 404 page with the Spanish pages', () => {
    expect(precachedPages(['/', '/town/a', '/es/', '/es/town/a'])).toEqual([
      'index.html',
      'town/a.html',
      'es.html',
      'es/town/a.html',
      '404.html',
      'es/404.html',
    ])
    expect(precachedPages(['/', '/essex'])).toEqual([
      'index.html',
      'essex.html',
      '404.html',
    ])
  })

  test('answers an unknown navigation in the page’s language', () => {
    expect(notFoundPage('/clinic/new')).toBe('/404.html')
    expect(notFoundPage('/es/clinic/new')).toBe('/es/404.html')
    expect(notFoundPage('/es')).toBe('/es/404.html')
    expect(notFoundPage('/essex')).toBe('/404.html')
  })
})
