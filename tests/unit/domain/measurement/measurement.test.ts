import { describe, expect, test } from 'vitest'
import { articleAdBreak } from '@/domain/blog/ad-break'
import {
  isAdPage,
  measurementAllowed,
  pageViewUrl,
} from '@/domain/measurement/measurement'

const ENDPOINT = 'https://stats.example.org/count'

describe('pageViewUrl: the path alone', () => {
  test('a search with a place, a ZIP, the current position and filters sends only the path', () => {
    const url = new URL(
      pageViewUrl(
        ENDPOINT,
        'https://kids.example/?q=Paducah&zip=42001&location=current&lat=37.08&lng=-88.6&open=1#results',
      ),
    )
    expect(url.origin + url.pathname).toBe(ENDPOINT)
    expect([...url.searchParams]).toEqual([['p', '/']])
    expect(url.href).not.toMatch(/42001|current|Paducah|37\.08|results/)
  })

  test('a town or clinic page: its path, no referrer, no title', () => {
    expect(pageViewUrl(ENDPOINT, '/town/paducah?from=share')).toBe(
      `${ENDPOINT}?p=%2Ftown%2Fpaducah`,
    )
    expect(pageViewUrl('/count', '/clinic/a-clinic#hours')).toBe(
      '/count?p=%2Fclinic%2Fa-clinic',
    )
  })
})

describe('measurementAllowed: Global Privacy Control and Do Not Track turn it off', () => {
  test.each([
    [{}, true],
    [{ globalPrivacyControl: false, doNotTrack: '0' }, true],
    [{ doNotTrack: 'unspecified' }, true],
    [{ globalPrivacyControl: true }, false],
    [{ doNotTrack: '1' }, false],
    [{ doNotTrack: 'yes' }, false],
    [{ globalPrivacyControl: true, doNotTrack: '0' }, false],
  ])('%j → %s', (signals, allowed) => {
    expect(measurementAllowed(signals)).toBe(allowed)
  })
})

describe('isAdPage: articles and town pages only', () => {
  test.each([
    '/blog/fever-in-children',
    '/blog/fever-in-children.html',
    '/town/paducah',
    '/town/paducah/',
    '/town/paducah/index.html',
  ])('%s carries ads', (p) => expect(isAdPage(p)).toBe(true))
  test.each([
    '/',
    '/index.html',
    '/blog',
    '/blog/',
    '/clinic/a-clinic',
    '/privacy',
    '/terms',
    '/sitemap',
    '/404.html',
    '/town/a/b',
  ])('%s never does', (p) => expect(isAdPage(p)).toBe(false))
})

describe('adBreak: an article’s ad after its third block, never under a heading', () => {
  const p = { type: 'paragraph', text: [] } as const
  const h = { type: 'heading', text: [] } as const
  test.each([
    [[p, p, p, p], 3],
    [[p, p, h, p], 2],
    [[p, h, h, p], 1],
  ] as const)('%#', (blocks, at) => {
    expect(articleAdBreak(blocks)).toBe(at)
  })
})
