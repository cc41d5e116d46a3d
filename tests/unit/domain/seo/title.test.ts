import { describe, expect, test } from 'vitest'
import fc from 'fast-check'
import { documentTitle, TITLE_MAX_LENGTH } from '@/domain/seo/title'

const site = {
  name: 'Western Kentucky Pediatric Urgent Care',
  shortName: 'WKY Kids Care',
}

describe('documentTitle', () => {
  test('the home page is the site name alone', () => {
    expect(documentTitle(site.name, site)).toBe(site.name)
  })
  test('the full site name when it fits in 60 characters', () => {
    expect(documentTitle('Privacy Policy', site)).toBe(
      'Privacy Policy | Western Kentucky Pediatric Urgent Care',
    )
  })
  test('the short site name when only that fits', () => {
    expect(documentTitle('Health & Urgent Care Blog', site)).toBe(
      'Health & Urgent Care Blog | WKY Kids Care',
    )
  })
  test('the page name alone when even the short suffix would not fit; never cut', () => {
    const long =
      'Baptist Health Deaconess Madisonville Urgent Care – Urgent Care in Madisonville, KY'
    expect(documentTitle(long, site)).toBe(long)
  })
  test('any page name: within 60 characters whenever the page name allows, and it always starts with the page name', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 90 }), (page) => {
        const title = documentTitle(page, site)
        expect(title.startsWith(page)).toBe(true)
        if ([...page].length + 3 + site.shortName.length <= TITLE_MAX_LENGTH)
          expect([...title].length).toBeLessThanOrEqual(TITLE_MAX_LENGTH)
        else expect(title).toBe(page)
      }),
    )
  })
})
