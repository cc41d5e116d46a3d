/**
 * The search filters, each named once: its id (the value of the type and of
 * the URL's `hours=` / `services=` lists), its group and the label the filter
 * panel shows. The order here is the order of the panel and of the URL lists;
 * each filter's bit in the per-clinic facts (domain/filters.ts) is its
 * position here.
 */
export const FILTERS = [
  { id: 'open-now', group: 'hours', label: 'Open Now' },
  { id: 'after-hours', group: 'hours', label: 'Open After 6 PM' },
  { id: 'weekends', group: 'hours', label: 'Weekend Hours' },
  { id: 'late-night', group: 'hours', label: 'Open Late (Past 9 PM)' },
  { id: 'early-morning', group: 'hours', label: 'Open Early (Before 8 AM)' },
  { id: 'pediatric', group: 'services', label: 'Pediatric Specialists' },
  { id: 'emergency', group: 'services', label: 'Emergency Care' },
  { id: 'walk-in', group: 'services', label: 'Walk-in Welcome' },
  { id: 'telehealth', group: 'services', label: 'Telehealth Available' },
] as const

type FilterEntry = (typeof FILTERS)[number]
type HoursEntry = Extract<FilterEntry, { group: 'hours' }>
type ServiceEntry = Extract<FilterEntry, { group: 'services' }>

export type FilterId = FilterEntry['id']
export type HoursFilter = HoursEntry['id']
export type ServiceFilter = ServiceEntry['id']

/** The hours filters, in panel and URL order. */
export const HOURS_FILTERS: readonly HoursEntry[] = FILTERS.filter(
  (f): f is HoursEntry => f.group === 'hours',
)
/** The service filters, in panel and URL order. */
export const SERVICE_FILTERS: readonly ServiceEntry[] = FILTERS.filter(
  (f): f is ServiceEntry => f.group === 'services',
)

export const HOURS_FILTER_IDS: readonly HoursFilter[] = HOURS_FILTERS.map(
  (f) => f.id,
)
export const SERVICE_FILTER_IDS: readonly ServiceFilter[] = SERVICE_FILTERS.map(
  (f) => f.id,
)

/** One bit per filter: 1 << its position in FILTERS. */
export const FILTER_BITS = Object.fromEntries(
  FILTERS.map((f, i) => [f.id, 1 << i]),
) as Readonly<Record<FilterId, number>>
