import { describe, test, expect } from 'vitest'
import fc from 'fast-check'
import {
  cityNameFromTownSlug,
  cityPatternForTownSlug,
  clinicSlug,
  isCityOfTown,
  MAX_SLUG_LENGTH,
  clinicSlugFromName,
  isSafeSlug,
  townSlug,
} from '@/domain/slug'

const safeOrEmpty = (s: string) => s === '' || isSafeSlug(s)

describe('townSlug (spec 2: lowercase, runs of non a-z0-9 → "-")', () => {
  test('lowercases and joins words with "-"', () => {
    expect(townSlug('Bowling Green')).toBe('bowling-green')
    expect(townSlug('PADUCAH')).toBe('paducah')
  })

  test('each run of other characters becomes a single "-"', () => {
    expect(townSlug("St. Mary's  --  Town")).toBe('st-mary-s-town')
  })

  test('decision: leading and trailing "-" are trimmed', () => {
    expect(townSlug('  Murray! ')).toBe('murray')
    expect(townSlug('***')).toBe('')
  })

  test('non-ASCII letters are not kept', () => {
    expect(townSlug('Café Town')).toBe('caf-town')
  })

  test('property: always a safe slug, or empty', () => {
    fc.assert(fc.property(fc.string(), (s) => safeOrEmpty(townSlug(s))))
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) =>
        safeOrEmpty(townSlug(s)),
      ),
    )
  })

  test('property: idempotent', () => {
    fc.assert(
      fc.property(fc.string(), (s) => townSlug(townSlug(s)) === townSlug(s)),
    )
  })
})

describe('clinicSlugFromName (spec 2 fallback)', () => {
  test('lowercases, drops other characters, spaces become "-"', () => {
    expect(clinicSlugFromName('Baptist Health Urgent Care')).toBe(
      'baptist-health-urgent-care',
    )
    expect(clinicSlugFromName("Children's Clinic (Paducah)")).toBe(
      'childrens-clinic-paducah',
    )
  })

  test('removed characters do not leave a "-" (unlike townSlug)', () => {
    expect(clinicSlugFromName('St.Mary')).toBe('stmary')
  })

  test('repeated hyphens collapse to one', () => {
    expect(clinicSlugFromName('Mercy - Urgent  Care')).toBe('mercy-urgent-care')
  })

  test('decision: leading and trailing hyphens are trimmed', () => {
    expect(clinicSlugFromName(' -Kids First- ')).toBe('kids-first')
    expect(clinicSlugFromName('!!!')).toBe('')
  })

  test('property: always a safe slug, or empty', () => {
    fc.assert(
      fc.property(fc.string(), (s) => safeOrEmpty(clinicSlugFromName(s))),
    )
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) =>
        safeOrEmpty(clinicSlugFromName(s)),
      ),
    )
  })
})

describe('clinicSlug', () => {
  test("uses the clinic's own slug when present", () => {
    expect(clinicSlug({ slug: 'own-slug', name: 'Other Name' })).toBe(
      'own-slug',
    )
  })

  test('derives one from the name when the slug is null, empty or blank', () => {
    for (const slug of [null, undefined, '', '   '])
      expect(clinicSlug({ slug, name: 'Kids Care' })).toBe('kids-care')
  })
})

describe('cityNameFromTownSlug (spec 5)', () => {
  test('splits on "-", capitalises each word, joins with spaces', () => {
    expect(cityNameFromTownSlug('bowling-green')).toBe('Bowling Green')
    expect(cityNameFromTownSlug('paducah')).toBe('Paducah')
  })

  test('empty words are dropped (no double spaces)', () => {
    expect(cityNameFromTownSlug('-mayfield--ky-')).toBe('Mayfield Ky')
    expect(cityNameFromTownSlug('')).toBe('')
  })

  test('round-trips simple city names, ignoring case', () => {
    for (const city of ['Bowling Green', 'Hopkinsville', 'central city'])
      expect(cityNameFromTownSlug(townSlug(city)).toLowerCase()).toBe(
        city.toLowerCase(),
      )
  })
})

describe('isSafeSlug', () => {
  test('accepts a-z0-9 words joined by single hyphens', () => {
    for (const s of ['a', 'paducah', 'bowling-green', 'clinic-42'])
      expect(isSafeSlug(s)).toBe(true)
  })

  test('rejects empty, uppercase, edge or double hyphens and other characters', () => {
    for (const s of [
      '',
      'A',
      '-a',
      'a-',
      'a--b',
      'a b',
      'a/b',
      '../x',
      'é',
      'a\n',
    ])
      expect(isSafeSlug(s)).toBe(false)
  })
})

describe('odd data never becomes a path', () => {
  test('a stored slug that is not [a-z0-9-] is derived again from the name', () => {
    for (const slug of ['..', '../x', 'a/b', '.', 'Kids', 'a--b', null, ''])
      expect(clinicSlug({ slug, name: 'Kids First' })).toBe('kids-first')
    expect(clinicSlug({ slug: 'own-slug', name: 'Kids First' })).toBe(
      'own-slug',
    )
  })

  test('slugs are at most MAX_SLUG_LENGTH characters, cut at a word', () => {
    const long = clinicSlugFromName('ab '.repeat(1000))
    expect(long.length).toBeLessThanOrEqual(MAX_SLUG_LENGTH)
    expect(isSafeSlug(long)).toBe(true)
    expect(townSlug('x'.repeat(2000))).toHaveLength(MAX_SLUG_LENGTH)
    expect(isSafeSlug('a'.repeat(MAX_SLUG_LENGTH + 1))).toBe(false)
  })

  test('a city of any spelling belongs to its town slug, and only to it', () => {
    expect(isCityOfTown('St. Charles', 'st-charles')).toBe(true)
    expect(isCityOfTown('Mc Kenzie', 'mc-kenzie')).toBe(true)
    expect(isCityOfTown('Bowling-Green', 'bowling-green')).toBe(true)
    expect(isCityOfTown(' Paducah ', 'paducah')).toBe(true)
    expect(isCityOfTown('St. Charlesville', 'st-charles')).toBe(false)
    expect(isCityOfTown('***', '')).toBe(false)
  })

  test('the ilike pattern matches every spelling of the town slug', () => {
    const like = (pattern: string, city: string) =>
      new RegExp(`^${pattern.replace(/\*/g, '.*')}$`, 'i').test(city)
    expect(cityPatternForTownSlug('st-charles')).toBe('*st*charles*')
    fc.assert(
      fc.property(fc.string(), (city) => {
        const slug = townSlug(city)
        return slug === '' || like(cityPatternForTownSlug(slug), city)
      }),
    )
  })
})
