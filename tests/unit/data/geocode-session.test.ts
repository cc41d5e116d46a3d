import { describe, expect, test } from 'vitest'
import { geocodeUrl, sessionGeocoder } from '@/data/geocode'

describe('Nominatim identification', () => {
  test('the contact address goes as `email` when one is configured', () => {
    const u = new URL(
      geocodeUrl(
        'https://geo.example/search',
        '100 Main St',
        'help@site.example',
      ),
    )
    expect(u.searchParams.get('email')).toBe('help@site.example')
    expect(u.searchParams.get('q')).toBe('100 Main St, Kentucky, USA')
    expect(
      new URL(geocodeUrl('https://geo.example/search', 'x')).searchParams.has(
        'email',
      ),
    ).toBe(false)
  })
})

describe('sessionGeocoder', () => {
  const signal = new AbortController().signal

  test('asks once per normalised text, remembering found and not found', async () => {
    const asked: string[] = []
    const lookup = sessionGeocoder(async (text) => {
      asked.push(text)
      return text.includes('Main')
        ? { lat: 37, lng: -88, displayName: text }
        : null
    })
    expect(await lookup('100 Main St', signal)).toMatchObject({ lat: 37 })
    expect(await lookup('  100 main st. ', signal)).toMatchObject({ lat: 37 })
    expect(await lookup('Atlantis', signal)).toBeNull()
    expect(await lookup('ATLANTIS', signal)).toBeNull()
    expect(asked).toEqual(['100 Main St', 'Atlantis'])
  })

  test('a failure is not remembered: the next search asks again', async () => {
    let calls = 0
    const lookup = sessionGeocoder(async () => {
      calls++
      if (calls === 1) throw new Error('down')
      return { lat: 1, lng: 2, displayName: 'x' }
    })
    await expect(lookup('100 Main St', signal)).rejects.toThrow('down')
    expect(await lookup('100 Main St', signal)).toMatchObject({ lat: 1 })
    expect(calls).toBe(2)
  })
})
