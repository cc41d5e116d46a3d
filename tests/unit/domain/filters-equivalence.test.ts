import { expect, test } from 'vitest'
import fc from 'fast-check'
import {
  applyFilters,
  matchesHoursFilters,
  matchesServiceFilters,
  matchesTextQuery,
} from '@/domain/filters'
import { clinicOpenStatus } from '@/domain/clinic-display'
import { distanceMiles } from '@/domain/geo/distance'
import {
  WEEKDAYS,
  type Clinic,
  type FilterState,
  type HoursFilter,
  type ServiceFilter,
} from '@/domain/clinic'
import { createClinic } from '../../factories/clinic'

/**
 * applyFilters reads precomputed per-clinic facts (for speed at a national
 * scale); it must give exactly what the per-clinic rules give.
 */
const PADUCAH = { lat: 37.0834, lng: -88.6001 }

const hoursText = fc.constantFrom(
  null,
  'Closed',
  '',
  '8:00 AM - 8:00 PM',
  '7:30 AM - 5:00 PM',
  '6:00 PM - 2:00 AM',
  '12:00 AM - 12:00 AM',
  '9 AM – 9 PM',
  'Mon-Fri 8 AM - 8 PM',
  'Call for hours',
  '25:99 PM - ???',
  '10:00 PM - 6:00 AM',
)
const arbClinic = fc
  .record({
    name: fc.constantFrom('A Clinic', 'Kids Care', 'CHILDREN FIRST', 'Z'),
    services: fc.subarray([
      'Pediatric care',
      'Emergency care',
      'Trauma',
      'Telehealth visits',
      'TELEMEDICINE',
      'X-ray',
    ]),
    specialHours: fc.subarray([
      'After Hours',
      'Weekend Hours',
      'Late Night',
      '24/7 Open',
      'Early Morning',
    ]),
    acceptsWalkIns: fc.constantFrom(true, false, null),
    timezone: fc.constantFrom(
      'America/Chicago',
      'America/New_York',
      'Pacific/Honolulu',
      'Not/AZone',
      '',
    ),
    week: fc.array(hoursText, { minLength: 7, maxLength: 7 }),
    today: hoursText,
    closesToday: fc.constantFrom(null, '8 PM', '5 AM'),
    lat: fc.double({ min: 36, max: 38.2, noNaN: true }),
    lng: fc.double({ min: -89.6, max: -87.6, noNaN: true }),
  })
  .map((r): Clinic =>
    createClinic({
      name: r.name,
      services: r.services,
      specialHours: r.specialHours,
      acceptsWalkIns: r.acceptsWalkIns,
      timezone: r.timezone,
      weeklyHours: Object.fromEntries(
        WEEKDAYS.map((d, i) => [d, r.week[i] ?? null]),
      ) as Clinic['weeklyHours'],
      hours: { today: r.today, isOpen: null, closesToday: r.closesToday },
      coordinates: { lat: r.lat, lng: r.lng, approximate: false },
    }),
  )

const arbFilters = fc.record({
  location: fc.constant(''),
  hours: fc.subarray<HoursFilter>([
    'open-now',
    'after-hours',
    'weekends',
    'late-night',
    'early-morning',
  ]),
  services: fc.subarray<ServiceFilter>([
    'pediatric',
    'emergency',
    'walk-in',
    'telehealth',
  ]),
  radius: fc.integer({ min: 1, max: 50 }),
})

function reference(
  clinics: readonly Clinic[],
  f: FilterState,
  now: Date,
  origin: typeof PADUCAH | null,
  query: string,
): Array<{ name: string; distance?: number }> {
  return clinics
    .map((c) =>
      origin ? { ...c, distance: distanceMiles(origin, c.coordinates) } : c,
    )
    .filter((c) => !origin || (c.distance ?? Infinity) <= f.radius)
    .filter(
      (c) =>
        matchesHoursFilters(c, f.hours, now) &&
        matchesServiceFilters(c, f.services) &&
        matchesTextQuery(c, query),
    )
    .map((c) => ({ name: c.name, distance: c.distance }))
}

test('applyFilters gives what the per-clinic rules give, at any instant', () => {
  fc.assert(
    fc.property(
      fc.array(arbClinic, { maxLength: 12 }),
      arbFilters,
      fc.date({
        min: new Date('2024-01-01T00:00:00Z'),
        max: new Date('2027-12-31T23:59:59Z'),
        noInvalidDate: true,
      }),
      fc.option(fc.constant(PADUCAH)),
      fc.constantFrom('', 'kids', 'tele', '  '),
      (clinics, f, now, origin, query) => {
        // Twice: the second pass reads the facts kept from the first.
        for (let pass = 0; pass < 2; pass += 1)
          expect(
            applyFilters(clinics, f, { now, origin, query }).map((c) => ({
              name: c.name,
              distance: c.distance,
            })),
          ).toEqual(reference(clinics, f, now, origin, query))
      },
    ),
    { numRuns: 300 },
  )
})

test('an invalid instant falls back to the stored today text, as the rules do', () => {
  const clinic = createClinic({
    hours: { today: '7:00 AM - 9:00 PM', isOpen: null, closesToday: '9 PM' },
  })
  const f: FilterState = {
    location: '',
    hours: ['early-morning'],
    services: [],
    radius: 10,
  }
  const now = new Date(NaN)
  expect(applyFilters([clinic], f, { now, origin: null })).toEqual(
    [clinic].filter((c) => matchesHoursFilters(c, f.hours, now)),
  )
  expect(applyFilters([clinic], f, { now, origin: null })).toHaveLength(1)
})

test("'Open Now' keeps exactly the clinics whose badge reads 'Open Now' at the same instant", () => {
  fc.assert(
    fc.property(
      fc.array(arbClinic, { maxLength: 12 }),
      fc.date({
        min: new Date('2024-01-01T00:00:00Z'),
        max: new Date('2027-12-31T23:59:59Z'),
        noInvalidDate: true,
      }),
      (clinics, now) => {
        const kept = applyFilters(
          clinics,
          { location: '', hours: ['open-now'], services: [], radius: 10 },
          { now, origin: null },
        )
        const badgeOpen = clinics.filter(
          (c) => clinicOpenStatus(c, now)?.state === 'open',
        )
        expect(kept).toEqual(badgeOpen)
      },
    ),
    { numRuns: 500 },
  )
})
