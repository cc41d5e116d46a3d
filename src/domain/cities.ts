import type { CityCount } from './clinic'
import { clinicSlug, townSlug } from './slug'
import { compareText } from './ordering'

/** Case-insensitive order, with the exact text as a deterministic tie-break. */
const byText = (a: string, b: string) => {
  const la = a.toLowerCase()
  const lb = b.toLowerCase()
  if (la !== lb) return la < lb ? -1 : 1
  return compareText(a, b)
}

/**
 * Rows grouped by city ignoring case: blank cities are skipped, a group is
 * started from the first row of its city (with that row's trimmed
 * spelling), then every row of the city, the first included, is added.
 * Groups in order of first appearance.
 */
function groupByCity<R extends { city: string | null }, G>(
  rows: readonly R[],
  start: (city: string, row: R) => G,
  add: (group: G, row: R) => void,
): G[] {
  const groups = new Map<string, G>()
  for (const row of rows) {
    const city = (row.city ?? '').trim()
    if (!city) continue
    const key = city.toLowerCase()
    let g = groups.get(key)
    if (g === undefined) {
      g = start(city, row)
      groups.set(key, g)
    }
    add(g, row)
  }
  return [...groups.values()]
}

/**
 * City entries: cities grouped ignoring case
 * (display name and state: the first spelling seen, trimmed; blank cities
 * skipped; state defaults to "KY"), sorted by count descending then city
 * name, cut to `limit` when given (the footer passes FOOTER_CITY_LIMIT).
 */
export function groupCities(
  rows: ReadonlyArray<{ city: string | null; state?: string | null }>,
  limit?: number,
): CityCount[] {
  const groups = groupByCity(
    rows,
    (city, row): CityCount => ({
      city,
      state: row.state?.trim() || 'KY',
      slug: townSlug(city),
      count: 0,
    }),
    (g) => g.count++,
  )
  const sorted = groups.sort(
    (a, b) => b.count - a.count || byText(a.city, b.city),
  )
  return limit === undefined ? sorted : sorted.slice(0, Math.max(0, limit))
}

export interface CityClinics {
  city: string
  slug: string
  clinics: Array<{ name: string; slug: string }>
}

/**
 * The HTML site map's "All Clinics by City": clinics grouped by city ignoring
 * case (display name: first spelling seen, trimmed; blank cities skipped),
 * cities sorted by name and clinics by name within each city. A clinic
 * without a slug gets the one derived from its name.
 */
export function groupClinicsByCity(
  rows: ReadonlyArray<{
    name: string
    slug: string | null
    city: string | null
  }>,
): CityClinics[] {
  const out = groupByCity(
    rows,
    (city): CityClinics => ({ city, slug: townSlug(city), clinics: [] }),
    (g, r) => g.clinics.push({ name: r.name, slug: clinicSlug(r) }),
  )
  out.sort((a, b) => byText(a.city, b.city))
  for (const g of out) g.clinics.sort((a, b) => byText(a.name, b.name))
  return out
}

/**
 * Each town of the directory with the point its clinics sit around: the
 * mean of their positions (a town's approximate clinics sit at its own
 * point); a town none of whose clinics has a position is left out. In
 * order of first appearance. Pure.
 */
export function townPoints(
  clinics: readonly {
    city: string | null
    coordinates: { lat: number; lng: number } | null
  }[],
): { name: string; point: { lat: number; lng: number } }[] {
  const groups = groupByCity(
    clinics,
    (city) => ({ name: city, lat: 0, lng: 0, n: 0 }),
    (g, c) => {
      if (!c.coordinates) return
      g.lat += c.coordinates.lat
      g.lng += c.coordinates.lng
      g.n++
    },
  )
  return groups
    .filter((g) => g.n > 0)
    .map((g) => ({
      name: g.name,
      point: { lat: g.lat / g.n, lng: g.lng / g.n },
    }))
}
