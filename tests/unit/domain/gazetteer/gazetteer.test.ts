import { describe, expect, test } from 'vitest'
import fc from 'fast-check'
import { gzipSync } from 'node:zlib'
import { readFileSync } from 'node:fs'
import {
  buildGazetteer,
  editDistance,
  MAX_SUGGESTIONS,
  normaliseText,
  parseLocation,
  resolveLocation,
  suggestLocations,
} from '@/domain/gazetteer/gazetteer'
import { GAZETTEER_ROWS } from '@/data/builtin/generated/gazetteer'

const g = buildGazetteer(GAZETTEER_ROWS)

describe('the generated gazetteer', () => {
  test('holds every Kentucky ZIP and the neighbouring counties, within 25 KB gzip', () => {
    const file = readFileSync('src/data/builtin/generated/gazetteer.ts')
    const gzip = gzipSync(file).length
    console.log(`gazetteer module: ${file.length} bytes, ${gzip} bytes gzip`)
    expect(gzip).toBeLessThanOrEqual(25 * 1024)
    const states = new Set([...g.zips.values()].map((z) => z.state))
    expect([...states].sort()).toEqual(['IL', 'IN', 'KY', 'MO', 'TN'])
    expect(
      [...g.zips.values()].filter((z) => z.state === 'KY').length,
    ).toBeGreaterThan(900)
    for (const zip of ['42001', '42003', '42240', '42301', '42101', '42420'])
      expect(g.zips.get(zip)?.state).toBe('KY')
    // Across the state lines: Evansville, Clarksville, Cape Girardeau, Metropolis.
    for (const [zip, place] of <[string, string][]>[
      ['47708', 'Evansville'],
      ['37040', 'Clarksville'],
      ['63701', 'Cape Girardeau'],
      ['62960', 'Metropolis'],
    ])
      expect(g.zips.get(zip)?.place).toBe(place)
  })

  test("a place's point is the centre of its ZIP points", () => {
    const paducah = g.byName.get('paducah')?.[0]
    expect(paducah?.state).toBe('KY')
    expect(paducah?.county).toBe('McCracken')
    const points = paducah!.zips.map((z) => g.zips.get(z)!)
    const lat = points.reduce((s, p) => s + p.lat, 0) / points.length
    const lng = points.reduce((s, p) => s + p.lng, 0) / points.length
    expect(paducah!.lat).toBeCloseTo(lat, 3)
    expect(paducah!.lng).toBeCloseTo(lng, 3)
  })
})

describe('resolveLocation', () => {
  test('a ZIP resolves to its own point', () => {
    const r = resolveLocation(g, '42003')
    expect(r).toMatchObject({ kind: 'zip', label: '42003 · Paducah, KY' })
    expect(r?.lat).toBeCloseTo(g.zips.get('42003')!.lat, 5)
    expect(resolveLocation(g, ' 42003-1234 ')?.kind).toBe('zip')
  })

  test.each([
    'Paducah',
    'paducah',
    '  PADUCAH  ',
    'Paducah, KY',
    'Paducah KY',
    'paducah, ky.',
    'Paducah, Kentucky',
    'Paducah, Kentucky, USA',
    'Paducah,KY',
  ])('%j is Paducah, KY', (text) => {
    expect(resolveLocation(g, text)).toMatchObject({
      kind: 'place',
      label: 'Paducah, KY',
      corrected: false,
    })
  })

  test("'place KY 420xx' is that ZIP when it is the place's, else the place", () => {
    expect(resolveLocation(g, 'Paducah KY 42001')?.label).toBe(
      '42001 · Paducah, KY',
    )
    expect(resolveLocation(g, 'Paducah, KY 42003')?.label).toBe(
      '42003 · Paducah, KY',
    )
    // Owensboro's ZIP with Paducah's name: the place, not the wrong ZIP.
    expect(resolveLocation(g, 'Paducah KY 42301')?.label).toBe('Paducah, KY')
  })

  test.each([
    ['Paduca', 'Paducah, KY'],
    ['Hopkinsvile', 'Hopkinsville, KY'],
    ['Hopkinsvillle', 'Hopkinsville, KY'],
    ['Owensboor', 'Owensboro, KY'],
    ['Bowling Gren', 'Bowling Green, KY'],
    ['Madisonvile, KY', 'Madisonville, KY'],
  ])('one typed letter off: %j is %j', (text, label) => {
    expect(resolveLocation(g, text)).toMatchObject({ label, corrected: true })
  })

  test('two letters off, or a short name one off, is not guessed', () => {
    expect(resolveLocation(g, 'Padcah KX')).toBeNull()
    expect(resolveLocation(g, 'Pdcah')).toBeNull()
    expect(resolveLocation(g, 'Hopknsvile')).toBeNull()
  })

  test('a name in several states is the Kentucky one unless a state is typed', () => {
    // Princeton: KY, IN and IL all have one.
    expect(resolveLocation(g, 'Princeton')?.label).toBe('Princeton, KY')
    expect(resolveLocation(g, 'Princeton, IN')?.label).toBe('Princeton, IN')
    expect(resolveLocation(g, 'Princeton, Indiana')?.label).toBe(
      'Princeton, IN',
    )
    // Clarksville exists in TN and IN, not in Kentucky: the one nearest the region.
    expect(resolveLocation(g, 'Clarksville')?.label).toBe('Clarksville, TN')
    expect(resolveLocation(g, 'Evansville')?.label).toBe('Evansville, IN')
  })

  test('a ZIP outside the region is not resolved locally (the geocoder may know it)', () => {
    expect(resolveLocation(g, '90210')).toBeNull()
    expect(resolveLocation(g, 'Paducah, TX')).toBeNull()
  })

  test.each([
    '123 Main St, Paducah',
    '2501 Kentucky Ave',
    'Paducah Mall',
    'Kentucky Oaks Mall',
    'Atlantis',
    '',
    '   ',
    'KY',
    '<script>alert(1)</script>',
  ])('%j is left to the geocoder', (text) => {
    expect(resolveLocation(g, text)).toBeNull()
  })

  test('any string: no throw, and a result is a real gazetteer point', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (text) => {
        const r = resolveLocation(g, text)
        if (r === null) return
        expect(Number.isFinite(r.lat) && Number.isFinite(r.lng)).toBe(true)
        expect(['KY', 'IN', 'IL', 'MO', 'TN']).toContain(r.state)
      }),
    )
  })

  test('case, spacing and punctuation around a known place never change it', () => {
    const names = ['Paducah', 'Owensboro', 'Bowling Green', 'Murray']
    fc.assert(
      fc.property(
        fc.constantFrom(...names),
        fc.boolean(),
        fc.constantFrom('', ' ', '  ', ', ', ' ,'),
        fc.constantFrom('', ' KY', ', ky', ', Kentucky', ' kentucky.'),
        (name, upper, pad, state) => {
          const typed = `${pad}${upper ? name.toUpperCase() : name.toLowerCase()}${state}${pad}`
          expect(resolveLocation(g, typed)?.label).toBe(`${name}, KY`)
        },
      ),
    )
  })
})

describe('suggestLocations', () => {
  test('places by prefix, Kentucky first, at most six, with the county', () => {
    const s = suggestLocations(g, 'Pad')
    expect(s[0]).toEqual({
      value: 'Paducah, KY',
      label: 'Paducah, KY · McCracken County',
    })
    expect(s.length).toBeLessThanOrEqual(MAX_SUGGESTIONS)
    expect(suggestLocations(g, 'Ma').length).toBe(MAX_SUGGESTIONS)
  })

  test('ZIPs by prefix', () => {
    const s = suggestLocations(g, '4200')
    expect(s[0]).toEqual({ value: '42001', label: '42001 · Paducah, KY' })
    expect(s.every((x) => x.value.startsWith('4200'))).toBe(true)
    expect(suggestLocations(g, '42003')).toEqual([
      { value: '42003', label: '42003 · Paducah, KY' },
    ])
  })

  test('a word inside a name, a typed state, and one letter off', () => {
    expect(suggestLocations(g, 'paducah').map((s) => s.value)).toContain(
      'West Paducah, KY',
    )
    expect(suggestLocations(g, 'Princeton, IN')[0]?.value).toBe('Princeton, IN')
    expect(suggestLocations(g, 'Hopkinsvile')[0]?.value).toBe(
      'Hopkinsville, KY',
    )
  })

  test('nothing for one letter, for unknown text, or for an address', () => {
    expect(suggestLocations(g, 'P')).toEqual([])
    expect(suggestLocations(g, 'Qzx')).toEqual([])
    expect(suggestLocations(g, '123 Main St')).toEqual([])
  })

  test('every suggestion resolves to itself', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9 ,]{0,8}$/), (text) => {
        for (const s of suggestLocations(g, text)) {
          const r = resolveLocation(g, s.value)
          expect(r).not.toBeNull()
          expect(r?.corrected).toBe(false)
        }
      }),
    )
  })
})

describe('helpers', () => {
  test('normaliseText', () => {
    expect(normaliseText("  Saint  Mary's ")).toBe('st marys')
    expect(normaliseText('Fort Campbell')).toBe('ft campbell')
    expect(normaliseText('Mt. Vernon')).toBe('mt vernon')
    expect(normaliseText('Pádúcah')).toBe('paducah')
  })

  test('parseLocation', () => {
    expect(parseLocation('Paducah, KY 42003')).toEqual({
      name: 'paducah',
      state: 'KY',
      zip: '42003',
    })
    expect(parseLocation('ky 42003')).toEqual({
      name: '',
      state: 'KY',
      zip: '42003',
    })
    expect(parseLocation('123 Main St')).toBeNull()
    expect(parseLocation('x'.repeat(201))).toBeNull()
  })

  test('editDistance counts a swap of neighbours as one and stops early', () => {
    expect(editDistance('paducah', 'paduca', 1)).toBe(1)
    expect(editDistance('paducah', 'padcuah', 1)).toBe(1)
    expect(editDistance('paducah', 'pdcah', 1)).toBe(2)
    expect(editDistance('abc', 'abc', 0)).toBe(0)
  })

  test('editDistance is symmetric and zero only for equal strings', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 8 }),
        fc.string({ maxLength: 8 }),
        (a, b) => {
          const d = editDistance(a, b, 3)
          expect(editDistance(b, a, 3)).toBe(d)
          expect(d === 0).toBe(a === b)
        },
      ),
    )
  })
})
