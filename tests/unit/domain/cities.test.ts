import { describe, test, expect } from 'vitest'
import { groupCities, groupClinicsByCity } from '@/domain/cities'
import { FOOTER_CITY_LIMIT } from '@/domain/clinic'

describe('groupCities (spec 3 "City entry", spec 7 footer)', () => {
  test('counts clinics per city, grouping ignoring case', () => {
    const out = groupCities([
      { city: 'Paducah' },
      { city: 'PADUCAH' },
      { city: 'paducah ' },
      { city: 'Murray' },
    ])
    expect(out).toEqual([
      { city: 'Paducah', state: 'KY', slug: 'paducah', count: 3 },
      { city: 'Murray', state: 'KY', slug: 'murray', count: 1 },
    ])
  })

  test('the display name is the first spelling seen, trimmed', () => {
    const out = groupCities([
      { city: '  bowling green ' },
      { city: 'Bowling Green' },
    ])
    expect(out[0]?.city).toBe('bowling green')
    expect(out[0]?.slug).toBe('bowling-green')
  })

  test('blank cities are skipped', () => {
    expect(
      groupCities([{ city: '' }, { city: '   ' }, { city: null }]),
    ).toEqual([])
  })

  test('state is the first one seen, defaulting to KY', () => {
    const out = groupCities([
      { city: 'Cairo', state: 'IL' },
      { city: 'Cairo', state: 'KY' },
      { city: 'Benton', state: null },
      { city: 'Mayfield', state: ' ' },
    ])
    expect(out.map((c) => [c.city, c.state])).toEqual([
      ['Cairo', 'IL'],
      ['Benton', 'KY'],
      ['Mayfield', 'KY'],
    ])
  })

  test('slug comes from townSlug', () => {
    expect(groupCities([{ city: "St. Mary's" }])[0]?.slug).toBe('st-mary-s')
  })

  test('sorted by count descending, then city name ascending', () => {
    const rows = ['Murray', 'benton', 'Paducah', 'Paducah', 'Calvert City'].map(
      (city) => ({ city }),
    )
    expect(groupCities(rows).map((c) => c.city)).toEqual([
      'Paducah',
      'benton',
      'Calvert City',
      'Murray',
    ])
  })

  test(`cut to the limit when given (footer: ${FOOTER_CITY_LIMIT})`, () => {
    expect(FOOTER_CITY_LIMIT).toBe(20)
    const rows = Array.from({ length: 30 }, (_, i) => ({ city: `Town ${i}` }))
    expect(groupCities(rows, FOOTER_CITY_LIMIT)).toHaveLength(20)
    expect(groupCities(rows)).toHaveLength(30)
    expect(groupCities(rows, 0)).toEqual([])
  })

  test('keeps the most common cities when cutting', () => {
    const rows = [{ city: 'A' }, { city: 'B' }, { city: 'B' }]
    expect(groupCities(rows, 1).map((c) => c.city)).toEqual(['B'])
  })
})

describe('groupClinicsByCity (HTML site map)', () => {
  test('groups by city (ignoring case), sorted by city then clinic name', () => {
    const out = groupClinicsByCity([
      { name: 'Zeta Care', slug: 'zeta-care', city: 'Paducah' },
      { name: 'Alpha Kids', slug: 'alpha-kids', city: 'paducah' },
      { name: 'Murray Clinic', slug: 'murray-clinic', city: 'Murray' },
      { name: 'Benton Care', slug: 'benton-care', city: 'Benton' },
    ])
    expect(out).toEqual([
      {
        city: 'Benton',
        slug: 'benton',
        clinics: [{ name: 'Benton Care', slug: 'benton-care' }],
      },
      {
        city: 'Murray',
        slug: 'murray',
        clinics: [{ name: 'Murray Clinic', slug: 'murray-clinic' }],
      },
      {
        city: 'Paducah',
        slug: 'paducah',
        clinics: [
          { name: 'Alpha Kids', slug: 'alpha-kids' },
          { name: 'Zeta Care', slug: 'zeta-care' },
        ],
      },
    ])
  })

  test('a clinic without a slug gets the one derived from its name', () => {
    const out = groupClinicsByCity([
      { name: "Kid's Care Plus", slug: null, city: 'Murray' },
    ])
    expect(out[0]?.clinics).toEqual([
      { name: "Kid's Care Plus", slug: 'kids-care-plus' },
    ])
  })

  test('rows with a blank city are skipped', () => {
    expect(groupClinicsByCity([{ name: 'X', slug: 'x', city: ' ' }])).toEqual(
      [],
    )
  })

  test('does not mutate its input', () => {
    const rows = [
      { name: 'B', slug: 'b', city: 'Paducah' },
      { name: 'A', slug: 'a', city: 'Paducah' },
    ]
    groupClinicsByCity(rows)
    expect(rows.map((r) => r.name)).toEqual(['B', 'A'])
  })
})
