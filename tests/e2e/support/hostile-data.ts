/**
 * A small hosted-database data set that holds every odd row the schema
 * allows and hostile rows (bad types, unsafe slugs, huge fields), for the hostile-data
 * build (tests/tools/build-e2e.sh → dist-e2e/hostile) and its end-to-end
 * test (tests/e2e/hostile-data.spec.ts). Real rows are copied and changed one
 * field at a time, so every other field is real data.
 */
import {
  CLINIC_ROWS,
  TOWN_ROWS,
} from '../../../src/data/builtin/generated/data'
import type { Tables } from '../../support/postgrest-stand-in'
import { EMERGENCY_DEPARTMENT_ROWS } from '../../../src/data/builtin/generated/emergency-departments'

/** 2,000 characters without a space: the worst case for wrapping. */
export const LONG_WORD = 'Pediatric'.repeat(223).slice(0, 2000)
/** A 2,000-character city, one unbroken word. */
export const LONG_CITY = 'Longcity'.repeat(250)

const real = (slug: string) => {
  const row = CLINIC_ROWS.find((r) => r.slug === slug)
  if (!row) throw new Error(`hostile data: no built-in clinic ${slug}`)
  return row
}

const id = (n: number) =>
  `a0000000-0000-4000-8000-${String(n).padStart(12, '0')}`

/** A 10,000-character town name, one unbroken word: read as its first 199 and '…'. */
export const HUGE_TOWN = {
  row: { id: id(21), name: 'Hugetown'.repeat(1250), slug: 'huge-town' },
  shown: `${'Hugetown'.repeat(1250).slice(0, 199)}…`,
}

/** Real clinics kept as they are. */
const KEPT = [
  'baptist-health-deaconess-madisonville-urgent-care',
  'owensboro-health-urgent-care-henderson-healthplex',
].map(real)

const base = real('baptist-health-deaconess-powderly-urgent-care')

/** Each odd row: what the test expects of it. */
export const ODD = {
  nullSlug: {
    row: { ...base, id: id(1), name: 'Null Slug Kids Clinic', slug: null },
    slug: 'null-slug-kids-clinic',
  },
  badRating: {
    row: {
      ...base,
      id: id(2),
      name: 'Rating Abc Kids Clinic',
      slug: 'rating-abc-kids-clinic',
      rating: 'abc',
    },
    slug: 'rating-abc-kids-clinic',
  },
  marsZone: {
    row: {
      ...base,
      id: id(3),
      name: 'Mars Zone Kids Clinic',
      slug: 'mars-zone-kids-clinic',
      timezone: 'Mars/Olympus',
    },
    slug: 'mars-zone-kids-clinic',
  },
  farAway: {
    row: {
      ...base,
      id: id(4),
      name: 'Latitude 999 Kids Clinic',
      slug: 'latitude-999-kids-clinic',
      latitude: 999,
      longitude: -88,
    },
    slug: 'latitude-999-kids-clinic',
  },
  badHours: {
    row: {
      ...base,
      id: id(5),
      name: 'Bad Hours Kids Clinic',
      slug: 'bad-hours-kids-clinic',
      hours_today: '25:99 PM - ???',
      hours_sunday: '25:99 PM - ???',
      hours_monday: '25:99 PM - ???',
      hours_tuesday: '25:99 PM - ???',
      hours_wednesday: '25:99 PM - ???',
      hours_thursday: '25:99 PM - ???',
      hours_friday: '25:99 PM - ???',
      hours_saturday: '25:99 PM - ???',
    },
    slug: 'bad-hours-kids-clinic',
  },
  stCharles: {
    row: {
      ...base,
      id: id(6),
      name: 'St Charles Kids Clinic',
      slug: 'st-charles-kids-clinic',
      city: 'St. Charles',
      town_id: null,
    },
    slug: 'st-charles-kids-clinic',
  },
  dotDot: {
    row: { ...base, id: id(7), name: 'Dot Dot Kids Clinic', slug: '..' },
    slug: 'dot-dot-kids-clinic',
  },
  evilImage: {
    row: {
      ...base,
      id: id(8),
      name: 'Evil Image Kids Clinic',
      slug: 'evil-image-kids-clinic',
      image: 'https://evil.example/kids.png',
    },
    slug: 'evil-image-kids-clinic',
  },
  longName: {
    row: {
      ...base,
      id: id(9),
      name: LONG_WORD,
      slug: 'long-name-kids-clinic',
      address: LONG_WORD,
      services: [LONG_WORD, 'Pediatric care'],
      description: LONG_WORD,
    },
    slug: 'long-name-kids-clinic',
  },
  longCity: {
    row: {
      ...base,
      id: id(10),
      name: 'Long City Kids Clinic',
      slug: 'long-city-kids-clinic',
      city: LONG_CITY,
      town_id: null,
    },
    slug: 'long-city-kids-clinic',
  },
} as const

/** Rows that cannot be shown: not an object, and no name. */
export const UNSHOWABLE = {
  notAnObject: 42,
  noName: { ...base, id: id(11), name: null, slug: 'no-name-kids-clinic' },
}

/** Every clinic the site must show, by slug. */
export const SHOWN_SLUGS = [
  ...KEPT.map((r) => r.slug!),
  ...Object.values(ODD).map((o) => o.slug),
]

export function hostileTables(): Tables {
  const towns = TOWN_ROWS.filter((t) =>
    ['madisonville', 'henderson', 'powderly'].includes(t.slug),
  ).map((t) => ({ ...t }))
  return {
    clinics: [
      ...KEPT.map((r) => ({ ...r })),
      ...Object.values(ODD).map((o) => ({ ...o.row })),
      UNSHOWABLE.notAnObject as unknown as Record<string, unknown>,
      { ...UNSHOWABLE.noName },
    ],
    towns: [
      ...towns,
      {
        ...towns[0]!,
        id: id(20),
        name: 'Evil Town',
        slug: '../../evil',
      },
      { ...towns[0]!, ...HUGE_TOWN.row },
    ],
    // One real emergency room in a town without clinics: /town/benton.
    emergency_departments: EMERGENCY_DEPARTMENT_ROWS.filter(
      (r) => r.city === 'Benton',
    ).map((r) => ({ ...r })),
  }
}
