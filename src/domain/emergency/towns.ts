import type { Clinic, LatLng, Town } from '../clinic'
import { isUsablePoint, nearestByDistance } from '../geo/distance'
import { isCityOfTown, isSafeSlug, townSlug } from '../slug'
import { nearestEmergencyDepartments } from './nearest'
import type { EmergencyDepartment } from './types'
import { compareByName } from '../ordering'

/** A town page lists the nearest two emergency rooms within 40 miles. */
const TOWN_ROOMS_COUNT = 2
export const TOWN_ROOMS_MAX_MILES = 40
/** A town without a listed clinic lists the nearest five within 50 miles. */
const NEARBY_CLINICS_COUNT = 5
export const NEARBY_CLINICS_MAX_MILES = 50

/** A town that has a Kentucky emergency room but no listed clinic. */
export interface EmergencyOnlyTown {
  name: string
  state: 'KY'
  slug: string
}

/** The Kentucky emergency rooms whose city is the town with this slug. */
export function emergencyRoomsInTown(
  list: readonly EmergencyDepartment[],
  slug: string,
): EmergencyDepartment[] {
  if (!isSafeSlug(slug)) return []
  return list.filter(
    (ed) => ed.state === 'KY' && !ed.outOfState && isCityOfTown(ed.city, slug),
  )
}

/**
 * Towns with a Kentucky emergency room and no listed clinic, from the data
 * only: one per town slug (the first spelling of its city by record order),
 * left out when any clinic city has that slug, when the slug is not
 * [a-z0-9-], and for the hospitals across the state line. Sorted by name.
 */
export function emergencyOnlyTowns(
  list: readonly EmergencyDepartment[],
  clinicCities: readonly string[],
): EmergencyOnlyTown[] {
  const withClinics = new Set(clinicCities.map((c) => townSlug(c ?? '')))
  const towns = new Map<string, EmergencyOnlyTown>()
  for (const ed of list) {
    if (ed.state !== 'KY' || ed.outOfState) continue
    const name = (ed.city ?? '').trim()
    const slug = townSlug(name)
    if (!isSafeSlug(slug) || withClinics.has(slug) || towns.has(slug)) continue
    towns.set(slug, { name, state: 'KY', slug })
  }
  return [...towns.values()].sort(compareByName)
}

/**
 * The town record of a town without clinics, named as its emergency room's
 * record writes the city; no description or meta text of its own (the
 * page's templates stand in), nothing else stated.
 */
export function emergencyOnlyTown(
  slug: string,
  ed: Pick<EmergencyDepartment, 'city' | 'state'>,
  now: Date,
): Town {
  const stamp = now.toISOString()
  return {
    id: `emergency-${slug}`,
    name: ed.city.trim(),
    state: ed.state,
    slug,
    metaTitle: null,
    metaDescription: null,
    population: null,
    description: null,
    createdAt: stamp,
    updatedAt: stamp,
  }
}

const centroid = (points: readonly LatLng[]): LatLng | null => {
  if (points.length === 0) return null
  const lat = points.reduce((s, p) => s + p.lat, 0) / points.length
  const lng = points.reduce((s, p) => s + p.lng, 0) / points.length
  return { lat, lng }
}

/**
 * The point a town page measures distances from. In order: the town's point
 * in the gazetteer (`gazetteerPoint`: where a search for the town measures
 * from, so the page and the search agree); else the town centre of the data
 * file's towns list, which a clinic without coordinates of its own carries
 * (`approximate`); else the mean of the town's clinics' coordinates; else (a
 * town without a listed clinic) the mean of its own Kentucky emergency rooms'
 * coordinates. Null when none is known: then the page lists nothing by
 * distance rather than guess.
 */
export function townCentre(
  slug: string,
  clinics: readonly Clinic[],
  rooms: readonly EmergencyDepartment[],
  gazetteerPoint: LatLng | null = null,
): LatLng | null {
  if (isUsablePoint(gazetteerPoint))
    return { lat: gazetteerPoint.lat, lng: gazetteerPoint.lng }
  const inTown = clinics.filter(
    (c) => isCityOfTown(c.city, slug) && isUsablePoint(c.coordinates),
  )
  const centre = inTown.find((c) => c.coordinates!.approximate)
  if (centre)
    return { lat: centre.coordinates!.lat, lng: centre.coordinates!.lng }
  const fromClinics = centroid(inTown.map((c) => c.coordinates!))
  if (fromClinics) return fromClinics
  return centroid(
    emergencyRoomsInTown(rooms, slug)
      .map((ed) => ed.coordinates)
      .filter((p): p is LatLng => isUsablePoint(p)),
  )
}

/** The nearest two emergency rooms within 40 miles of the town centre. */
export function townEmergencyRooms(
  list: readonly EmergencyDepartment[],
  centre: LatLng | null,
): EmergencyDepartment[] {
  if (!centre) return []
  return nearestEmergencyDepartments(
    list,
    centre,
    TOWN_ROOMS_COUNT,
    TOWN_ROOMS_MAX_MILES,
  )
}

/**
 * The `n` clinics nearest to `origin` within `maxMiles`, each a new object
 * with its distance; a clinic without usable coordinates is never listed.
 * Ties by name, then slug. Pure.
 */
export function nearestClinics(
  clinics: readonly Clinic[],
  origin: LatLng | null,
  n = NEARBY_CLINICS_COUNT,
  maxMiles = NEARBY_CLINICS_MAX_MILES,
): Clinic[] {
  return nearestByDistance(clinics, origin, n, maxMiles, (c) => c.slug)
}
