// @vitest-environment node
import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'

/** Width and height from a baseline or progressive JPEG's frame header. */
function jpegSize(bytes: Buffer): { width: number; height: number } | null {
  let i = 2
  while (i + 9 < bytes.length) {
    const marker = bytes[i + 1]!
    const length = bytes.readUInt16BE(i + 2)
    if (marker === 0xc0 || marker === 0xc2)
      return {
        height: bytes.readUInt16BE(i + 5),
        width: bytes.readUInt16BE(i + 7),
      }
    i += 2 + length
  }
  return null
}

describe('public assets', () => {
  test('the default og:image exists at 1200×630', () => {
    const bytes = readFileSync(
      new URL('../../public/og-default.jpg', import.meta.url),
    )
    expect(bytes.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]))
    expect(jpegSize(bytes)).toEqual({ width: 1200, height: 630 })
  })

  test('the clinic placeholder image and favicon exist', () => {
    expect(
      readFileSync(
        new URL('../../public/images/clinic-placeholder.svg', import.meta.url),
        'utf8',
      ),
    ).toMatch(/^<svg/)
    expect(
      readFileSync(
        new URL('../../public/favicon.svg', import.meta.url),
        'utf8',
      ),
    ).toMatch(/^<svg/)
  })

  test('_redirects has one rule, the Spanish 404 page: prerendered files and 404.html are served as they are', () => {
    const text = readFileSync(
      new URL('../../public/_redirects', import.meta.url),
      'utf8',
    )
    const rules = text
      .split('\n')
      .filter((l) => l.trim() && !l.trimStart().startsWith('#'))
    expect(rules.map((r) => r.trim().split(/\s+/))).toEqual([
      ['/es/*', '/es/404.html', '404'],
    ])
  })
})
