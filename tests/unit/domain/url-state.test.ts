import { describe, expect, test } from 'vitest'
import fc from 'fast-check'
import {
  clampRadius,
  cleanText,
  DEFAULT_URL_STATE,
  formatSearchQuery,
  MAX_URL_TEXT,
  normaliseUrlState,
  parseSearchQuery,
  type UrlSearchState,
} from '@/domain/url-state'
import {
  AGE_BAND_IDS,
  COVERAGE_FILTER_IDS,
  HOURS_FILTER_IDS,
  SERVICE_FILTER_IDS,
} from '@/domain/filter-vocabulary'
import {
  DEFAULT_RADIUS_MILES,
  MAX_RADIUS_MILES,
  MIN_RADIUS_MILES,
} from '@/domain/clinic'

/** Any state the page can be in (already within the allowed values). */
const stateArb: fc.Arbitrary<UrlSearchState> = fc
  .record({
    location: fc.string({ maxLength: 40 }),
    currentLocation: fc.boolean(),
    radius: fc.integer({ min: MIN_RADIUS_MILES, max: MAX_RADIUS_MILES }),
    hours: fc.subarray([...HOURS_FILTER_IDS]),
    services: fc.subarray([...SERVICE_FILTER_IDS]),
    age: fc.constantFrom(null, ...AGE_BAND_IDS),
    coverage: fc.subarray([...COVERAGE_FILTER_IDS]),
    q: fc.string({ maxLength: 40 }),
    sort: fc.constantFrom('distance' as const, 'rating' as const, null),
    view: fc.constantFrom('list' as const, 'map' as const),
  })
  .map(normaliseUrlState)

describe('formatSearchQuery', () => {
  test('the issue example, in its order', () => {
    expect(
      formatSearchQuery({
        location: 'Paducah',
        radius: 25,
        hours: ['weekends', 'open-now'],
        services: ['pediatric'],
        q: 'x-ray',
        sort: 'rating',
        view: 'map',
      }),
    ).toBe(
      '?location=Paducah&radius=25&hours=open-now,weekends&services=pediatric&q=x-ray&sort=rating&view=map',
    )
  })

  test('the defaults write nothing; each field alone writes only itself', () => {
    expect(formatSearchQuery(DEFAULT_URL_STATE)).toBe('')
    expect(formatSearchQuery({})).toBe('')
    expect(formatSearchQuery({ radius: DEFAULT_RADIUS_MILES })).toBe('')
    expect(formatSearchQuery({ view: 'list', sort: null })).toBe('')
    expect(formatSearchQuery({ radius: 50 })).toBe('?radius=50')
    expect(formatSearchQuery({ view: 'map' })).toBe('?view=map')
    expect(formatSearchQuery({ sort: 'distance' })).toBe('?sort=distance')
    expect(formatSearchQuery({ q: 'x ray & flu' })).toBe('?q=x+ray+%26+flu')
    expect(formatSearchQuery({ location: 'Paducah, KY' })).toBe(
      '?location=Paducah%2C+KY',
    )
  })

  test('a current-position search is location=current, never coordinates', () => {
    expect(
      formatSearchQuery({ currentLocation: true, location: '37.08,-88.6' }),
    ).toBe('?location=current')
  })

  test('never throws, and never writes a raw character that could break out', () => {
    fc.assert(
      fc.property(
        fc.record({
          location: fc.string({ unit: 'binary', maxLength: 300 }),
          q: fc.string({ unit: 'binary', maxLength: 300 }),
        }),
        (s) => /^(\?[A-Za-z0-9\-_.!~*'()%+=&,]*)?$/.test(formatSearchQuery(s)),
      ),
      { numRuns: 30 },
    )
  }, 20_000)
})

describe('parseSearchQuery', () => {
  test('the issue example', () => {
    expect(
      parseSearchQuery(
        '?location=Paducah&radius=25&hours=open-now,weekends&services=pediatric&q=x-ray&sort=rating&view=map',
      ),
    ).toEqual({
      location: 'Paducah',
      currentLocation: false,
      radius: 25,
      hours: ['open-now', 'weekends'],
      services: ['pediatric'],
      age: null,
      coverage: [],
      q: 'x-ray',
      sort: 'rating',
      view: 'map',
    })
  })

  test('nothing is the defaults', () => {
    expect(parseSearchQuery('')).toEqual(DEFAULT_URL_STATE)
    expect(parseSearchQuery('?')).toEqual(DEFAULT_URL_STATE)
    expect(parseSearchQuery(new URLSearchParams())).toEqual(DEFAULT_URL_STATE)
  })

  test('the older ?search= is the location, unless location is given', () => {
    expect(parseSearchQuery('?search=Owensboro').location).toBe('Owensboro')
    expect(parseSearchQuery('search=Owensboro').location).toBe('Owensboro')
    expect(
      parseSearchQuery('?search=Owensboro&location=Paducah').location,
    ).toBe('Paducah')
    expect(formatSearchQuery(parseSearchQuery('?search=Owensboro'))).toBe(
      '?location=Owensboro',
    )
  })

  test('location=current asks for the position again', () => {
    expect(parseSearchQuery('?location=current')).toMatchObject({
      location: '',
      currentLocation: true,
    })
    expect(parseSearchQuery('?location=%20Current%20').currentLocation).toBe(
      true,
    )
  })

  test.each([
    ['999', 50],
    ['51', 50],
    ['0', 1],
    ['-5', 1],
    ['12.6', 13],
    ['25', 25],
    ['abc', DEFAULT_RADIUS_MILES],
    ['', DEFAULT_RADIUS_MILES],
    ['Infinity', DEFAULT_RADIUS_MILES],
    ['1e9', 50],
  ])('radius=%j is %j', (raw, miles) => {
    expect(parseSearchQuery(`?radius=${raw}`).radius).toBe(miles)
  })

  test('unknown filter names are dropped; repeats and order do not matter', () => {
    const s = parseSearchQuery(
      '?hours=weekends,nonsense,OPEN-NOW,weekends&hours=late-night&services=telehealth,<b>,pediatric',
    )
    expect(s.hours).toEqual(['open-now', 'weekends', 'late-night'])
    expect(s.services).toEqual(['pediatric', 'telehealth'])
    expect(parseSearchQuery('?sort=stars&view=satellite')).toMatchObject({
      sort: null,
      view: 'list',
    })
  })

  test('script in location stays plain text, trimmed and cut', () => {
    const s = parseSearchQuery(
      `?location=${encodeURIComponent('  <script>alert(1)</script>\n ')}`,
    )
    expect(s.location).toBe('<script>alert(1)</script>')
    expect(
      parseSearchQuery(`?q=${'a'.repeat(500)}`).q.length,
    ).toBeLessThanOrEqual(MAX_URL_TEXT)
  })

  test('any string reads as a state within the allowed values, without throwing', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (raw) => {
        const s = parseSearchQuery(raw)
        expect(Number.isInteger(s.radius)).toBe(true)
        expect(s.radius).toBeGreaterThanOrEqual(MIN_RADIUS_MILES)
        expect(s.radius).toBeLessThanOrEqual(MAX_RADIUS_MILES)
        for (const h of s.hours) expect(HOURS_FILTER_IDS).toContain(h)
        for (const v of s.services) expect(SERVICE_FILTER_IDS).toContain(v)
        expect([...s.location].length).toBeLessThanOrEqual(MAX_URL_TEXT)
        expect(s).toEqual(normaliseUrlState(s))
      }),
    )
  })

  test('any query built from arbitrary parameter values reads back stably', () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.constantFrom(
            'location',
            'search',
            'radius',
            'hours',
            'services',
            'age',
            'coverage',
            'q',
            'sort',
            'view',
            'other',
          ),
          fc.oneof(
            fc.string({ maxLength: 30 }),
            fc
              .subarray([...AGE_BAND_IDS, ...COVERAGE_FILTER_IDS, 'junk'])
              .map((ids) => ids.join(',')),
          ),
        ),
        (params) => {
          const once = parseSearchQuery(new URLSearchParams(params))
          expect(parseSearchQuery(formatSearchQuery(once))).toEqual(once)
        },
      ),
    )
  })
})

describe('age and coverage (issue 43)', () => {
  test('written after services, before q, in the canonical order', () => {
    expect(
      formatSearchQuery({
        location: 'Paducah',
        services: ['walk-in'],
        age: '6-23-months',
        coverage: ['medicaid-kchip'],
        q: 'flu',
        view: 'map',
      }),
    ).toBe(
      '?location=Paducah&services=walk-in&age=6-23-months&coverage=medicaid-kchip&q=flu&view=map',
    )
    expect(formatSearchQuery({ age: 'under-6-months' })).toBe(
      '?age=under-6-months',
    )
    expect(formatSearchQuery({ age: '2-years-plus' })).toBe('?age=2-years-plus')
    expect(formatSearchQuery({ coverage: ['medicaid-kchip'] })).toBe(
      '?coverage=medicaid-kchip',
    )
  })

  test('each band and the coverage read back', () => {
    for (const age of AGE_BAND_IDS)
      expect(parseSearchQuery(`?age=${age}`).age).toBe(age)
    expect(parseSearchQuery('?coverage=medicaid-kchip').coverage).toEqual([
      'medicaid-kchip',
    ])
    expect(parseSearchQuery('?age=%206-23-MONTHS%20').age).toBe('6-23-months')
  })

  test('a malformed value is ignored: any age, no coverage', () => {
    for (const bad of [
      '?age=',
      '?age=3',
      '?age=newborn',
      '?age=under-6',
      '?age=<script>',
      '?coverage=medicaid',
      '?coverage=1',
      '?coverage=',
      '?medicaid=1',
    ]) {
      const s = parseSearchQuery(bad)
      expect(s.age, bad).toBeNull()
      expect(s.coverage, bad).toEqual([])
      expect(formatSearchQuery(s), bad).toBe('')
    }
  })

  test('several bands keep the youngest, one choice at a time', () => {
    expect(parseSearchQuery('?age=2-years-plus,6-23-months').age).toBe(
      '6-23-months',
    )
    expect(parseSearchQuery('?age=2-years-plus&age=under-6-months').age).toBe(
      'under-6-months',
    )
    expect(parseSearchQuery('?age=junk,2-years-plus').age).toBe('2-years-plus')
  })

  test('a repeated coverage is written once', () => {
    expect(
      formatSearchQuery(
        parseSearchQuery('?coverage=medicaid-kchip,medicaid-kchip&coverage=x'),
      ),
    ).toBe('?coverage=medicaid-kchip')
  })
})

describe('round trip', () => {
  test('state → URL → state is the same state', () => {
    fc.assert(
      fc.property(stateArb, (s) => {
        expect(parseSearchQuery(formatSearchQuery(s))).toEqual(s)
      }),
    )
  })

  test('URL → state → URL is the same URL for every URL the app writes', () => {
    fc.assert(
      fc.property(stateArb, (s) => {
        const url = formatSearchQuery(s)
        expect(formatSearchQuery(parseSearchQuery(url))).toBe(url)
      }),
    )
  })

  test('a parameter is written exactly when its value is not the default', () => {
    fc.assert(
      fc.property(stateArb, (s) => {
        const params = new URLSearchParams(formatSearchQuery(s))
        expect(params.has('location')).toBe(
          s.currentLocation || s.location !== '',
        )
        expect(params.has('radius')).toBe(s.radius !== DEFAULT_RADIUS_MILES)
        expect(params.has('hours')).toBe(s.hours.length > 0)
        expect(params.has('services')).toBe(s.services.length > 0)
        expect(params.has('age')).toBe(s.age !== null)
        expect(params.has('coverage')).toBe(s.coverage.length > 0)
        expect(params.has('q')).toBe(s.q !== '')
        expect(params.has('sort')).toBe(s.sort !== null)
        expect(params.has('view')).toBe(s.view !== 'list')
        expect(params.has('search')).toBe(false)
      }),
    )
  })
})

describe('helpers', () => {
  test('clampRadius', () => {
    expect(clampRadius(7)).toBe(7)
    expect(clampRadius(7.4)).toBe(7)
    expect(clampRadius(NaN)).toBe(DEFAULT_RADIUS_MILES)
    expect(clampRadius(undefined)).toBe(DEFAULT_RADIUS_MILES)
    expect(clampRadius('  ')).toBe(DEFAULT_RADIUS_MILES)
  })

  test('cleanText', () => {
    expect(cleanText('  a \t\n b\u0000c ')).toBe('a b c')
    expect(cleanText('\ud800x')).toBe('\ufffdx')
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (t) => {
        const c = cleanText(t)
        expect(cleanText(c)).toBe(c)
        expect(() => encodeURIComponent(c)).not.toThrow()
      }),
    )
  })
})
