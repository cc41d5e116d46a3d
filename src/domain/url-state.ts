/**
 * The home search in the URL query, both ways:
 *
 *   ?location=Paducah&radius=25&hours=open-now,weekends&services=pediatric
 *    &age=6-23-months&coverage=medicaid-kchip&q=x-ray&sort=rating&view=map
 *
 * Only values that differ from the defaults are written, always in that
 * order. A current-position search is `location=current`, never coordinates.
 * Reading accepts any string: `?search=` (the site search action the page
 * metadata declares) is the location when `location` is absent, the radius is clamped to 1–50 whole miles, unknown
 * filter names are dropped (an unknown
 * age band is any age; of several, the youngest is kept), and text is trimmed, stripped of control
 * characters and cut at 200 characters. Pure: no React, no I/O.
 */
import {
  DEFAULT_RADIUS_MILES,
  MAX_RADIUS_MILES,
  MIN_RADIUS_MILES,
} from './clinic'
import {
  AGE_BAND_IDS,
  COVERAGE_FILTER_IDS,
  HOURS_FILTER_IDS,
  SERVICE_FILTER_IDS,
  type AgeBand,
  type CoverageFilter,
  type HoursFilter,
  type ServiceFilter,
} from './filter-vocabulary'

/** The orders a parent can choose ('open': open now first, the answer order). */
export const SORT_CHOICES = ['open', 'distance', 'rating'] as const
export type SortChoice = (typeof SORT_CHOICES)[number]
const isSortChoice = (s: unknown): s is SortChoice =>
  (SORT_CHOICES as readonly unknown[]).includes(s)
export type ViewMode = 'list' | 'map'

export interface UrlSearchState {
  /** Typed location ('' for none). Ignored when `currentLocation` is set. */
  location: string
  /** A search from the device's position: `location=current`. */
  currentLocation: boolean
  /** Whole miles, MIN_RADIUS_MILES–MAX_RADIUS_MILES. */
  radius: number
  /** In HOURS_FILTER_IDS order, no repeats. */
  hours: HoursFilter[]
  /** In SERVICE_FILTER_IDS order, no repeats. */
  services: ServiceFilter[]
  /** 'My child's age' (null: any age). */
  age: AgeBand | null
  /** In COVERAGE_FILTER_IDS order, no repeats. */
  coverage: CoverageFilter[]
  /** The name/services search. */
  q: string
  /** null: the automatic order (distance once a location is known). */
  sort: SortChoice | null
  view: ViewMode
}

const CURRENT_LOCATION_PARAM = 'current'
/** Longest location or query text kept from a URL. */
export const MAX_URL_TEXT = 200

export const DEFAULT_URL_STATE: UrlSearchState = {
  location: '',
  currentLocation: false,
  radius: DEFAULT_RADIUS_MILES,
  hours: [],
  services: [],
  age: null,
  coverage: [],
  q: '',
  sort: null,
  view: 'list',
}

/** A lone surrogate (which no URL can carry) becomes U+FFFD. */
function wellFormed(text: string): string {
  let out = ''
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (c >= 0xd800 && c <= 0xdbff) {
      const next = text.charCodeAt(i + 1)
      if (next >= 0xdc00 && next <= 0xdfff) {
        out += text.slice(i, i + 2)
        i++
      } else out += '\ufffd'
    } else if (c >= 0xdc00 && c <= 0xdfff) out += '\ufffd'
    else out += text.charAt(i)
  }
  return out
}

/**
 * Control characters out, lone surrogates replaced, whitespace runs to one
 * space, trimmed, at most 200 characters.
 */
export function cleanText(text: string): string {
  return (
    Array.from(
      wellFormed(text)
        // eslint-disable-next-line no-control-regex
        .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    )
      .slice(0, MAX_URL_TEXT)
      .join('')
      // A cut can leave a space at the end.
      .trim()
  )
}

/** A whole number of miles within the allowed range; anything unreadable is the default. */
export function clampRadius(value: unknown): number {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : NaN
  if (!Number.isFinite(n)) return DEFAULT_RADIUS_MILES
  return Math.min(MAX_RADIUS_MILES, Math.max(MIN_RADIUS_MILES, Math.round(n)))
}

function pickIds<T extends string>(
  known: readonly T[],
  values: readonly string[],
): T[] {
  const wanted = new Set(
    values.flatMap((v) => v.split(',')).map((v) => v.trim().toLowerCase()),
  )
  return known.filter((id) => wanted.has(id))
}

/** The same state with every field within its allowed values. */
export function normaliseUrlState(
  state: Partial<UrlSearchState>,
): UrlSearchState {
  const location = cleanText(state.location ?? '')
  // The word 'current' alone is the device's position, however it came.
  const current =
    state.currentLocation === true ||
    location.toLowerCase() === CURRENT_LOCATION_PARAM
  return {
    location: current ? '' : location,
    currentLocation: current,
    radius: clampRadius(state.radius),
    hours: pickIds(HOURS_FILTER_IDS, state.hours ?? []),
    services: pickIds(SERVICE_FILTER_IDS, state.services ?? []),
    age: pickIds(AGE_BAND_IDS, state.age ? [state.age] : [])[0] ?? null,
    coverage: pickIds(COVERAGE_FILTER_IDS, state.coverage ?? []),
    q: cleanText(state.q ?? ''),
    sort: isSortChoice(state.sort) ? state.sort : null,
    view: state.view === 'map' ? 'map' : 'list',
  }
}

/** Reads a query string ('?a=b', 'a=b') or URLSearchParams; never throws. */
export function parseSearchQuery(
  query: string | URLSearchParams,
): UrlSearchState {
  let params: URLSearchParams
  try {
    params =
      typeof query === 'string'
        ? new URLSearchParams(query.startsWith('?') ? query.slice(1) : query)
        : query
  } catch {
    return { ...DEFAULT_URL_STATE }
  }
  const first = (name: string) => params.get(name) ?? ''
  const rawLocation = params.has('location')
    ? first('location')
    : first('search')
  const sort = first('sort').trim().toLowerCase()
  return normaliseUrlState({
    location: rawLocation,
    radius: params.has('radius')
      ? clampRadius(first('radius'))
      : DEFAULT_RADIUS_MILES,
    hours: params.getAll('hours') as HoursFilter[],
    services: params.getAll('services') as ServiceFilter[],
    age: (params.getAll('age').join(',') || null) as AgeBand | null,
    coverage: params.getAll('coverage') as CoverageFilter[],
    q: first('q'),
    sort: isSortChoice(sort) ? sort : null,
    view: first('view').trim().toLowerCase() === 'map' ? 'map' : 'list',
  })
}

/** `encodeURIComponent` with spaces as '+', as forms and URLSearchParams read them. */
function encodeValue(text: string): string {
  return encodeURIComponent(text).replace(/%20/g, '+')
}

/**
 * The query for a search state: '' for the defaults, else '?' and only the
 * non-default values, in a fixed order (filter lists keep their commas).
 */
export function formatSearchQuery(state: Partial<UrlSearchState>): string {
  const s = normaliseUrlState(state)
  const parts: string[] = []
  if (s.currentLocation) parts.push(`location=${CURRENT_LOCATION_PARAM}`)
  else if (s.location) parts.push(`location=${encodeValue(s.location)}`)
  if (s.radius !== DEFAULT_RADIUS_MILES) parts.push(`radius=${s.radius}`)
  if (s.hours.length > 0) parts.push(`hours=${s.hours.join(',')}`)
  if (s.services.length > 0) parts.push(`services=${s.services.join(',')}`)
  if (s.age) parts.push(`age=${s.age}`)
  if (s.coverage.length > 0) parts.push(`coverage=${s.coverage.join(',')}`)
  if (s.q) parts.push(`q=${encodeValue(s.q)}`)
  if (s.sort) parts.push(`sort=${s.sort}`)
  if (s.view !== 'list') parts.push(`view=${s.view}`)
  return parts.length > 0 ? `?${parts.join('&')}` : ''
}
