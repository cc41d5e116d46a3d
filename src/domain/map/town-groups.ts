import type { ClinicPoint } from './map-points'

/**
 * The clinics of one town whose own location is not known: they sit at the
 * town's point, so the map draws them as one marker that lists them,
 * never as pins that would claim places.
 */
export interface TownGroup {
  kind: 'town'
  key: string
  /** The town, as its clinics store it ('Paducah'). */
  town: string
  lat: number
  lng: number
  /** In the list's order. */
  clinics: ClinicPoint[]
}

/** A marker on the map for clinics: one exact clinic, or one town's group. */
export type ClinicMarker = ClinicPoint | TownGroup

/**
 * The clinic markers, in the list's order (the keyboard meets them so):
 * a clinic with its own coordinates stays its own marker; those placed at
 * their town's point become one marker per town and point, where the first
 * of them stands in the list. Pure; keeps every clinic exactly once.
 */
export function groupByTown(points: readonly ClinicPoint[]): ClinicMarker[] {
  const out: ClinicMarker[] = []
  const groups = new Map<string, TownGroup>()
  for (const p of points) {
    if (!p.approximate) {
      out.push(p)
      continue
    }
    const town = p.city.trim()
    const id = `${town.toLowerCase()}|${p.lat.toFixed(5)}|${p.lng.toFixed(5)}`
    const group = groups.get(id)
    if (group) {
      group.clinics.push(p)
      continue
    }
    const made: TownGroup = {
      kind: 'town',
      key: `town-${id}`,
      town,
      lat: p.lat,
      lng: p.lng,
      clinics: [p],
    }
    groups.set(id, made)
    out.push(made)
  }
  return out
}

/** '5 clinics in Paducah', '1 clinic in Paducah': the popup's title. */
export function townGroupTitle(group: Pick<TownGroup, 'town' | 'clinics'>) {
  const n = group.clinics.length
  return n === 1 ? `1 clinic in ${group.town}` : `${n} clinics in ${group.town}`
}

/**
 * The marker's accessible name and tooltip: '5 clinics in Paducah — exact
 * locations not confirmed' ('1 clinic in Arlington — exact location not
 * confirmed').
 */
export function townGroupLabel(group: Pick<TownGroup, 'town' | 'clinics'>) {
  const n = group.clinics.length
  return n === 1
    ? `1 clinic in ${group.town} — exact location not confirmed`
    : `${n} clinics in ${group.town} — exact locations not confirmed`
}
