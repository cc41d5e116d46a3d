// @vitest-environment node
import { describe, expect, test } from 'vitest'
import {
  FAR_MILES,
  classifyAddress,
  geocodeRequestUrl,
  mapLink,
  matchLevel,
  needsPoint,
  readAnswer,
  reviewAnswer,
  type Place,
} from '../../../ops/lib/geocode/geocode'
import {
  MAX_ANSWER_BYTES,
  createThrottle,
  lookUp,
  retryAfterMs,
  userAgent,
  type Clock,
} from '../../../ops/lib/geocode/geocoder-client'
import {
  QUERY_MAX,
  GEOCODE_COLUMNS,
  geocodeRecords,
  planGeocodeSheet,
} from '../../../ops/lib/geocode/geocode-sheet'
import { csvObjects, parseCsv, stringifyCsv } from '../../../ops/lib/core/csv'
import { coordinatesFingerprint } from '../../../ops/lib/core/model'
import { NOW, opsClinic } from './factory'
import { nominatimPlace } from '../../support/nominatim-stand-in'

const TOWN = { lat: 37.0834, lng: -88.6001 }

describe('classifyAddress', () => {
  test('a house number and street, without suite or note', () => {
    expect(classifyAddress('2601 Kentucky Avenue, Suite 103')).toEqual({
      kind: 'house',
      street: '2601 Kentucky Avenue',
      houseNumber: '2601',
    })
    expect(classifyAddress('  1851   S. Main Street ')).toMatchObject({
      street: '1851 S. Main Street',
      houseNumber: '1851',
    })
    expect(classifyAddress('2242 U.S. 41 North')).toMatchObject({
      kind: 'house',
      houseNumber: '2242',
    })
  })
  test('a road without a number, a landmark, a building, nothing', () => {
    const road = classifyAddress(
      'Fort Campbell Boulevard (across from Bradford Square shopping center)',
    )
    expect(road).toMatchObject({ kind: 'research', has: 'road' })
    expect(road.kind === 'research' && road.missing).toMatch(
      /no house number.*Fort Campbell Boulevard.*across from Bradford Square/,
    )
    expect(
      classifyAddress('Medical Arts Building, West Wing, Suite 180'),
    ).toMatchObject({ kind: 'research', has: 'landmark' })
    expect(
      classifyAddress(
        'Blue Creek Medical Facility, Eagle Way and Fort Campbell Boulevard (planned)',
      ),
    ).toMatchObject({ kind: 'research', has: 'road' })
    expect(classifyAddress(null)).toMatchObject({ has: 'nothing' })
    expect(classifyAddress('   ')).toMatchObject({ has: 'nothing' })
  })
})

test('needsPoint: the town point or none, not a source or geocoder point, not closed for good', () => {
  expect(needsPoint(opsClinic())).toBe(true)
  expect(needsPoint(opsClinic({ coordinates: null }))).toBe(true)
  const own = { lat: 1, lng: 2, approximate: false, match: null }
  expect(
    needsPoint(opsClinic({ coordinates: { ...own, method: 'source' } })),
  ).toBe(false)
  expect(
    needsPoint(
      opsClinic({
        coordinates: {
          ...own,
          approximate: true,
          method: 'geocoder',
          match: 'street',
        },
      }),
    ),
  ).toBe(false)
  // A database from before the method: the approximate flag says it.
  expect(
    needsPoint(
      opsClinic({
        coordinates: { ...own, approximate: true, method: null },
      }),
    ),
  ).toBe(true)
  expect(needsPoint(opsClinic({ status: 'permanently_closed' }))).toBe(false)
})

test('geocodeRequestUrl: a structured jsonv2 query for one US result', () => {
  const u = new URL(
    geocodeRequestUrl('https://geo.example/search', {
      street: '1851 S. Main Street',
      city: 'Madisonville',
      state: 'KY',
      zip: '42431',
    }),
  )
  expect(Object.fromEntries(u.searchParams)).toEqual({
    street: '1851 S. Main Street',
    city: 'Madisonville',
    state: 'KY',
    postalcode: '42431',
    format: 'jsonv2',
    addressdetails: '1',
    limit: '1',
    countrycodes: 'us',
  })
})

describe('readAnswer and matchLevel', () => {
  const parts = {
    houseNumber: '225',
    road: 'Medical Center Drive',
    city: 'Paducah',
  }
  const read = (body: unknown) => {
    const r = readAnswer(body)
    if (!('place' in r) || r.place === null) throw new Error('no place')
    return r.place
  }
  test('a house-number match, a road, a town', () => {
    const house = read([nominatimPlace('house', TOWN, parts)])
    expect(house).toMatchObject({
      houseNumber: '225',
      osm: expect.stringMatching(/^node\/\d+$/),
    })
    expect(matchLevel(house, '225')).toBe('house')
    expect(
      matchLevel(read([nominatimPlace('street', TOWN, parts)]), '225'),
    ).toBe('street')
    expect(matchLevel(read([nominatimPlace('town', TOWN, parts)]), '225')).toBe(
      'town',
    )
  })
  test('a building with another house number is the street; a range holding it is the house', () => {
    const other = read([
      nominatimPlace('house', TOWN, { ...parts, houseNumber: '227' }),
    ])
    expect(matchLevel(other, '225')).toBe('street')
    const range = read([
      nominatimPlace('house', TOWN, { ...parts, houseNumber: '223;225' }),
    ])
    expect(matchLevel(range, '225')).toBe('house')
  })
  test('a postcode or suburb is the town; rank 26+ without a number is the street', () => {
    const base: Place = {
      lat: 1,
      lng: 1,
      displayName: '',
      category: 'place',
      type: 'postcode',
      addresstype: 'postcode',
      placeRank: 21,
      houseNumber: null,
      road: null,
      state: 'Kentucky',
      stateCode: 'US-KY',
      osm: null,
    }
    expect(matchLevel(base, '1')).toBe('town')
    expect(
      matchLevel({ ...base, addresstype: 'suburb', placeRank: 19 }, '1'),
    ).toBe('town')
    expect(
      matchLevel({ ...base, addresstype: 'amenity', placeRank: 30 }, '1'),
    ).toBe('street')
  })
  test('nothing found, and malformed answers, never throw', () => {
    expect(readAnswer([])).toEqual({ place: null })
    expect(readAnswer({ error: 'x' })).toHaveProperty('problem')
    expect(readAnswer(null)).toHaveProperty('problem')
    expect(readAnswer(['x'])).toHaveProperty('problem')
    expect(readAnswer([{ lat: 'north', lon: '1' }])).toHaveProperty('problem')
    expect(readAnswer([{ lat: '95', lon: '1' }])).toHaveProperty('problem')
    expect(
      readAnswer([{ lat: '37.1', lon: '-88.6', osm_type: 'x', osm_id: 'y' }]),
    ).toMatchObject({
      place: { lat: 37.1, lng: -88.6, osm: null, houseNumber: null },
    })
  })
})

describe('reviewAnswer: the distance rule', () => {
  const clinic = opsClinic({ townPoint: TOWN })
  const place = (level: 'house' | 'street' | 'town', dLat: number) =>
    readAnswer([
      nominatimPlace(
        level,
        { lat: TOWN.lat + dLat, lng: TOWN.lng },
        { houseNumber: '1', road: 'Main St', city: 'Paducah' },
      ),
    ]) as { place: Place }
  test('house and street within the limit are proposed', () => {
    const r = reviewAnswer(clinic, 'q', '1', place('house', 0.01).place)
    expect(r).toMatchObject({ status: 'proposed', match: 'house', miles: 0.7 })
    expect(
      reviewAnswer(clinic, 'q', '1', place('street', 0.01).place),
    ).toMatchObject({ status: 'proposed', match: 'street' })
  })
  test('a town-level result, nothing, or a far result is not', () => {
    expect(
      reviewAnswer(clinic, 'q', '1', place('town', 0).place),
    ).toMatchObject({
      status: 'not_proposed',
      reason: expect.stringMatching(/town-level/),
    })
    expect(reviewAnswer(clinic, 'q', '1', null)).toMatchObject({
      status: 'not_proposed',
      match: null,
    })
    // 0.22° of latitude ≈ 15.2 miles; 0.21° ≈ 14.5.
    expect(
      reviewAnswer(clinic, 'q', '1', place('house', 0.22).place),
    ).toMatchObject({
      status: 'not_proposed',
      reason: expect.stringMatching(`more than ${FAR_MILES}`),
    })
    expect(
      reviewAnswer(clinic, 'q', '1', place('house', 0.21).place).status,
    ).toBe('proposed')
    expect(
      reviewAnswer(
        opsClinic({ townPoint: null }),
        'q',
        '1',
        place('house', 0).place,
      ).status,
    ).toBe('not_proposed')
  })
})

describe('reviewAnswer: the state line', () => {
  // Henderson's point, and a house across the Ohio in Evansville, Indiana:
  // 9 miles, within the distance rule.
  const henderson = { lat: 37.8362, lng: -87.59 }
  const clinic = opsClinic({ townPoint: henderson, city: 'Henderson' })
  const at = (state?: [string, string]) =>
    (
      readAnswer([
        nominatimPlace(
          'house',
          { lat: 37.9665, lng: -87.575 },
          { houseNumber: '1', road: 'Main St', city: 'Evansville', state },
        ),
      ]) as { place: Place }
    ).place
  test('a point in another state is never proposed, whatever its distance; the reason says where', () => {
    const r = reviewAnswer(clinic, 'q', '1', at(['Indiana', 'US-IN']))
    expect(r.miles).toBeLessThan(FAR_MILES)
    expect(r).toMatchObject({
      status: 'not_proposed',
      reason:
        'the result is in Indiana, not Kentucky: a place across the state line, not the clinic',
    })
    const row = csvObjects(parseCsv(stringifyCsv(geocodeRecords([r])))).rows[0]!
    expect(row.cells).toMatchObject({
      status: 'not_proposed',
      proposed_lat: '',
      reason: r.reason,
    })
  })
  test("the clinic's own state: by the ISO code, else by name; an answer naming no state is not proposed", () => {
    expect(reviewAnswer(clinic, 'q', '1', at()).status).toBe('proposed')
    const tn = opsClinic({ townPoint: henderson, state: 'TN' })
    expect(reviewAnswer(tn, 'q', '1', at()).reason).toMatch(
      /^the result is in Kentucky, not Tennessee/,
    )
    expect(reviewAnswer(tn, 'q', '1', at(['Tennessee', 'US-TN'])).status).toBe(
      'proposed',
    )
    const byName = { ...at(), stateCode: null }
    expect(reviewAnswer(clinic, 'q', '1', byName).status).toBe('proposed')
    expect(
      reviewAnswer(clinic, 'q', '1', { ...byName, state: 'Indiana' }).status,
    ).toBe('not_proposed')
    expect(
      reviewAnswer(clinic, 'q', '1', { ...byName, state: null }),
    ).toMatchObject({
      status: 'not_proposed',
      reason: expect.stringMatching(
        /^the result is in no state the answer names/,
      ),
    })
  })
  test("the geocoder's free text is cut: what it found to 300 characters, a place type to 40", () => {
    const long = { ...at(), displayName: 'x'.repeat(10_000) }
    expect(reviewAnswer(clinic, 'q', '1', long).found).toHaveLength(300)
    const town = {
      ...at(),
      addresstype: 'y'.repeat(10_000),
      category: 'boundary',
      placeRank: 16,
      houseNumber: null,
    }
    expect(reviewAnswer(clinic, 'q', '1', town).reason).toBe(
      `only a town-level result (${'y'.repeat(39)}…): no point more precise than the town's`,
    )
  })
})

/** A clock that moves only when slept (or told to). */
function fakeClock() {
  let t = 0
  const sleeps: number[] = []
  const clock: Clock = {
    now: () => t,
    sleep: async (ms) => {
      sleeps.push(ms)
      t += ms
    },
  }
  return { clock, sleeps, advance: (ms: number) => (t += ms) }
}

describe('throttle and retries', () => {
  test('calls start a full second after the previous one ended', async () => {
    const { clock, advance } = fakeClock()
    const throttled = createThrottle(1000, clock)
    const starts: number[] = []
    for (const took of [300, 0, 1500, 10]) {
      await throttled(async () => {
        starts.push(clock.now())
        advance(took)
      })
    }
    expect(starts).toEqual([0, 1300, 2300, 4800])
  })
  test('a failed call still counts for the interval', async () => {
    const { clock } = fakeClock()
    const throttled = createThrottle(1000, clock)
    await expect(
      throttled(async () => {
        throw new Error('x')
      }),
    ).rejects.toThrow('x')
    const at: number[] = []
    await throttled(async () => at.push(clock.now()))
    expect(at).toEqual([1000])
  })
  const respond = (
    status: number,
    body: unknown,
    headers: Record<string, string> = {},
  ) =>
    new Response(typeof body === 'string' ? body : JSON.stringify(body), {
      status,
      headers,
    })
  function scripted(answers: (() => Response)[]) {
    const calls: { url: string; ua: string | null }[] = []
    const f = (async (url: string, init?: RequestInit) => {
      calls.push({ url, ua: new Headers(init?.headers).get('user-agent') })
      const next = answers.shift()
      if (!next) throw new Error('no more answers')
      return next()
    }) as typeof fetch
    return { f, calls }
  }
  const UA = userAgent('0.1.0', 'help@kids.example')
  test('the User-Agent names the project and the contact address', () => {
    expect(UA).toMatch(
      /^WKY-Pediatric-Urgent-Care-ops\/0\.1\.0 \(.*help@kids\.example\)$/,
    )
  })
  test('429 with Retry-After, then the answer; the wait and the interval both held', async () => {
    const { clock, sleeps } = fakeClock()
    const { f, calls } = scripted([
      () => respond(429, { error: 'slow' }, { 'Retry-After': '3' }),
      () => respond(200, []),
    ])
    const r = await lookUp('http://g/search', {
      fetch: f,
      clock,
      throttled: createThrottle(1000, clock),
      userAgent: UA,
    })
    expect(r).toEqual({ ok: true, body: [], attempts: 2 })
    expect(sleeps).toEqual([3000])
    expect(calls.map((c) => c.ua)).toEqual([UA, UA])
  })
  test('5xx backs off 2, 4, 8 s and then records the failure', async () => {
    const { clock, sleeps } = fakeClock()
    const { f, calls } = scripted(
      Array.from({ length: 4 }, () => () => respond(503, 'down')),
    )
    const r = await lookUp('http://g/search', {
      fetch: f,
      clock,
      throttled: createThrottle(1000, clock),
      userAgent: UA,
    })
    expect(r).toEqual({
      ok: false,
      problem: 'HTTP 503 after 4 tries',
      attempts: 4,
    })
    expect(sleeps).toEqual([2000, 4000, 8000])
    expect(calls).toHaveLength(4)
  })
  test('a 400, an answer that is not JSON, a long Retry-After: no retry; a network failure: retried', async () => {
    const { clock } = fakeClock()
    const t = createThrottle(1000, clock)
    const run = (answers: (() => Response)[]) =>
      lookUp('http://g/search', {
        fetch: scripted(answers).f,
        clock,
        throttled: t,
        userAgent: UA,
      })
    expect(await run([() => respond(400, {})])).toMatchObject({
      ok: false,
      problem: 'HTTP 400',
      attempts: 1,
    })
    expect(await run([() => respond(200, '<html>')])).toMatchObject({
      ok: false,
      problem: 'the answer is not JSON',
    })
    expect(
      await run([() => respond(429, {}, { 'Retry-After': '3600' })]),
    ).toMatchObject({ ok: false, attempts: 1 })
    expect(
      await run([
        () => {
          throw new TypeError('fetch failed')
        },
        () => respond(200, []),
      ]),
    ).toMatchObject({ ok: true, attempts: 2 })
  })
  test('an answer over 1 MB is refused after reading 1 MB of it, never whole; a declared one unread', async () => {
    const { clock } = fakeClock()
    const chunk = new Uint8Array(64 * 1024).fill(0x20)
    /** 48 MB, made as it is read: what was pulled is what was read. */
    const huge = () => {
      const seen = { pulled: 0 }
      const body = new ReadableStream<Uint8Array>({
        pull(c) {
          if (seen.pulled >= 48_000_000) return c.close()
          seen.pulled += chunk.byteLength
          c.enqueue(chunk)
        },
      })
      return { body, seen }
    }
    const get = (response: Response) =>
      lookUp('http://x/search', {
        fetch: (async () => response) as typeof fetch,
        clock,
        throttled: (call) => call(),
        userAgent: 'ua',
      })
    const refused = {
      ok: false,
      problem:
        'the answer is larger than 1 MB (not read further; one place is a few kB)',
      attempts: 1,
    }
    const streamed = huge()
    expect(await get(new Response(streamed.body))).toEqual(refused)
    expect(streamed.seen.pulled).toBeGreaterThan(MAX_ANSWER_BYTES)
    expect(streamed.seen.pulled).toBeLessThanOrEqual(
      MAX_ANSWER_BYTES + 2 * chunk.byteLength,
    )
    const declared = huge()
    expect(
      await get(
        new Response(declared.body, {
          headers: { 'Content-Length': '48000000' },
        }),
      ),
    ).toEqual(refused)
    expect(declared.seen.pulled).toBeLessThanOrEqual(2 * chunk.byteLength)
    expect(
      await get(new Response(JSON.stringify([{ pad: ' '.repeat(900_000) }]))),
    ).toMatchObject({ ok: true })
  })
  test('retryAfterMs reads seconds and dates', () => {
    expect(retryAfterMs('2', 0)).toBe(2000)
    expect(retryAfterMs(new Date(5000).toUTCString(), 1000)).toBe(4000)
    expect(retryAfterMs('soon', 0)).toBeNull()
    expect(retryAfterMs(null, 0)).toBeNull()
  })
})

describe('the review sheet, written and read back', () => {
  const clinic = opsClinic({
    townPoint: TOWN,
    address: '225 Medical Center Drive',
  })
  const near = { lat: 37.0901234, lng: -88.6123456 }
  const place = (
    readAnswer([
      nominatimPlace('house', near, {
        houseNumber: '225',
        road: 'Medical Center Drive',
        city: 'Paducah',
      }),
    ]) as { place: Place }
  ).place
  const review = reviewAnswer(
    clinic,
    '225 Medical Center Drive, Paducah, KY 42001',
    '225',
    place,
  )
  const far = opsClinic({ townPoint: TOWN, address: '1 Far Rd' })
  const farReview = reviewAnswer(far, 'q', '1', {
    ...place,
    lat: 38.5,
    houseNumber: '1',
  })
  const research = opsClinic({ townPoint: TOWN, address: null })
  const clinics = [clinic, far, research]
  const sheet = () =>
    csvObjects(
      parseCsv(
        stringifyCsv(
          geocodeRecords([
            review,
            farReview,
            {
              clinic: research,
              query: '',
              status: 'needs_research',
              match: null,
              lat: null,
              lng: null,
              miles: null,
              found: '',
              osm: null,
              reason: 'no street address on file',
            },
          ]),
        ),
      ),
    )
  const fill = (cells: Record<string, string>[]) => {
    const s = sheet()
    return {
      header: s.header,
      rows: s.rows.map((r, i) => ({
        ...r,
        cells: { ...r.cells, ...cells[i] },
      })),
    }
  }
  test('columns, the proposed point (negative longitude read back as written), the map link', () => {
    const { header, rows } = sheet()
    expect(header).toEqual([...GEOCODE_COLUMNS])
    expect(rows[0]!.cells).toMatchObject({
      status: 'proposed',
      match: 'house',
      proposed_lat: '37.0901234',
      proposed_lng: '-88.6123456',
      map: 'https://www.openstreetmap.org/?mlat=37.0901234&mlon=-88.6123456#map=18/37.0901234/-88.6123456',
      fingerprint: coordinatesFingerprint(clinic),
      accept: '',
    })
    expect(rows[1]!.cells).toMatchObject({
      status: 'not_proposed',
      proposed_lat: '',
      proposed_lng: '',
    })
    expect(rows[2]!.cells).toMatchObject({
      status: 'needs_research',
      reason: 'no street address on file',
    })
  })
  test('accepted: the point with method geocoder, the match level, the flag, the event', () => {
    const { header, rows } = fill([
      { accept: 'yes', initials: 'ab' },
      { accept: 'no' },
    ])
    const plan = planGeocodeSheet(header, rows, clinics, NOW)
    expect(plan.problems).toEqual([])
    expect(plan.rejected).toEqual([3])
    expect(plan.skipped).toEqual([4])
    const [c] = plan.checks
    expect(c!.patch).toMatchObject({
      latitude: 37.0901234,
      longitude: -88.6123456,
      coordinates_approximate: false,
      coordinates_method: 'geocoder',
      coordinates_match: 'house',
      coordinates_source: [
        expect.stringMatching(/^https:\/\/www\.openstreetmap\.org\/node\/\d+$/),
      ],
    })
    expect(c!.event).toMatchObject({
      method: 'geocoder',
      outcome: 'changed',
      initials: 'AB',
      created_at: NOW.toISOString(),
    })
    expect(c!.event.changes.coordinates_match).toEqual({
      before: null,
      after: 'house',
    })
  })
  test('a street-level point is stored as approximate', () => {
    const s = fill([{ accept: 'yes', initials: 'AB', match: 'street' }])
    expect(
      planGeocodeSheet(s.header, s.rows, clinics, NOW).checks[0]!.patch
        .coordinates_approximate,
    ).toBe(true)
  })
  test('refusals name the row; nothing is planned', () => {
    const cases: [Record<string, string>[], RegExp][] = [
      [[{ accept: 'maybe', initials: 'AB' }], /^row 2: accept "maybe"/],
      [
        [{}, { accept: 'yes', initials: 'AB' }],
        /^row 3: .*no point was proposed/,
      ],
      [
        [{ accept: 'yes', initials: 'AB', proposed_lat: '37.2' }],
        /^row 2: .*the proposed point was edited/,
      ],
      [[{ accept: 'yes', initials: 'A' }], /^row 2: initials/],
      [
        [{ accept: 'yes', initials: 'AB', fingerprint: 'fp-0' }],
        /^row 2: .*changed since the sheet was written/,
      ],
      [
        [{ accept: 'yes', initials: 'AB', id: 'nope' }],
        /^row 2: no clinic has the id/,
      ],
      [[{ accept: 'yes', initials: 'AB', osm: 'way/x' }], /^row 2: osm/],
    ]
    for (const [cells, want] of cases) {
      const s = fill(cells)
      const plan = planGeocodeSheet(s.header, s.rows, clinics, NOW)
      expect(plan.checks).toEqual([])
      expect(plan.problems[0]).toMatch(want)
    }
    const moved = { ...clinic, address: '9 Other St' }
    const s = fill([{ accept: 'yes', initials: 'AB' }])
    expect(
      planGeocodeSheet(s.header, s.rows, [moved], NOW).problems[0],
    ).toMatch(/address or point changed/)
    expect(planGeocodeSheet(['id'], [], clinics, NOW).problems[0]).toMatch(
      /is it a sheet from ops:geocode/,
    )
  })
  test("the public coordinates_note says the clinic's address as sent, never the sheet's query cell", () => {
    const s = fill([
      { accept: 'yes', initials: 'AB', query: 'Q'.repeat(10_000) },
    ])
    const note = String(
      planGeocodeSheet(s.header, s.rows, clinics, NOW).checks[0]!.patch
        .coordinates_note,
    )
    expect(note).not.toContain('QQ')
    expect(note).toMatch(
      /^Geocoded from the street address "225 Medical Center Drive, Paducah, KY \d{5}" \(house-number match/,
    )
    const long = { ...clinic, address: `225 ${'Long '.repeat(2000)}Road` }
    const t = fill([
      {
        accept: 'yes',
        initials: 'AB',
        fingerprint: coordinatesFingerprint(long),
      },
    ])
    const capped = String(
      planGeocodeSheet(t.header, t.rows, [long], NOW).checks[0]!.patch
        .coordinates_note,
    )
    expect(capped.match(/"(.*)"/)![1]).toHaveLength(QUERY_MAX)
  })
  test('mapLink', () => {
    expect(mapLink(37.5, -87.25)).toBe(
      'https://www.openstreetmap.org/?mlat=37.5&mlon=-87.25#map=18/37.5/-87.25',
    )
  })
})
