/**
 * The search filters, each named once: its id (the value of the type and of
 * the URL's `hours=` / `services=` / `coverage=` lists and of `age=`), its
 * group (its label is in ./filter-labels.ts, with the filter code, not in
 * home's first load). The order here is the order of
 * the panel and of the URL lists; each filter's bit in the per-clinic facts
 * (domain/filters.ts) is its position here.
 *
 * The 'age' and 'coverage' groups filter on what a clinic has confirmed
 * (Clinic.facts, ./before-you-go.ts) and never hide the unknown
 * (./fact-filters.ts). An age band is one choice at a time (or none); its
 * `keepsUpTo` is, in months, the highest youngest age a clinic may state and
 * still be kept, as a parent reads the band: the band's oldest month for the
 * closed ones (a clinic from 6 months is none for 'Under 6 months'), and its
 * start for '2 years and older' (a parent reads 'sees children from 2': a
 * clinic that starts at 5 or 18 years is not one).
 */
export const FILTERS = [
  { id: 'open-now', group: 'hours' },
  { id: 'after-hours', group: 'hours' },
  { id: 'weekends', group: 'hours' },
  { id: 'late-night', group: 'hours' },
  { id: 'early-morning', group: 'hours' },
  { id: 'pediatric', group: 'services' },
  { id: 'emergency', group: 'services' },
  { id: 'walk-in', group: 'services' },
  { id: 'telehealth', group: 'services' },
  { id: 'under-6-months', group: 'age', keepsUpTo: 5 },
  { id: '6-23-months', group: 'age', keepsUpTo: 23 },
  { id: '2-years-plus', group: 'age', keepsUpTo: 24 },
  { id: 'medicaid-kchip', group: 'coverage' },
] as const

type FilterEntry = (typeof FILTERS)[number]
type HoursEntry = Extract<FilterEntry, { group: 'hours' }>
type ServiceEntry = Extract<FilterEntry, { group: 'services' }>
type AgeEntry = Extract<FilterEntry, { group: 'age' }>
type CoverageEntry = Extract<FilterEntry, { group: 'coverage' }>

export type FilterId = FilterEntry['id']
export type HoursFilter = HoursEntry['id']
export type ServiceFilter = ServiceEntry['id']
/** A child's age band ('My child's age'): one at a time. */
export type AgeBand = AgeEntry['id']
export type CoverageFilter = CoverageEntry['id']

/** The hours filters, in panel and URL order. */
export const HOURS_FILTERS: readonly HoursEntry[] = FILTERS.filter(
  (f): f is HoursEntry => f.group === 'hours',
)
/** The service filters, in panel and URL order. */
export const SERVICE_FILTERS: readonly ServiceEntry[] = FILTERS.filter(
  (f): f is ServiceEntry => f.group === 'services',
)

/** The age bands, youngest first. */
export const AGE_BANDS: readonly AgeEntry[] = FILTERS.filter(
  (f): f is AgeEntry => f.group === 'age',
)
/** The coverage filters, in panel and URL order. */
export const COVERAGE_FILTERS: readonly CoverageEntry[] = FILTERS.filter(
  (f): f is CoverageEntry => f.group === 'coverage',
)

export const HOURS_FILTER_IDS: readonly HoursFilter[] = HOURS_FILTERS.map(
  (f) => f.id,
)
export const SERVICE_FILTER_IDS: readonly ServiceFilter[] = SERVICE_FILTERS.map(
  (f) => f.id,
)

export const AGE_BAND_IDS: readonly AgeBand[] = AGE_BANDS.map((f) => f.id)
export const COVERAGE_FILTER_IDS: readonly CoverageFilter[] =
  COVERAGE_FILTERS.map((f) => f.id)

/** Each age band's highest youngest age kept, in months (see `keepsUpTo` above). */
export const AGE_BAND_KEEPS_UP_TO = Object.fromEntries(
  AGE_BANDS.map((b) => [b.id, b.keepsUpTo]),
) as Readonly<Record<AgeBand, number>>

/** One bit per filter: 1 << its position in FILTERS. */
export const FILTER_BITS = Object.fromEntries(
  FILTERS.map((f, i) => [f.id, 1 << i]),
) as Readonly<Record<FilterId, number>>
