import type { ClinicRow, TownRow } from '@/domain/map-row'

export const COORDINATES_METHODS = [
  'source',
  'geocoder',
  'town',
  'map',
] as const
export type CoordinatesMethod = (typeof COORDINATES_METHODS)[number]
/** A geocoder's match level that gives a point: the house number, or only the road. */
export const COORDINATES_MATCHES = ['house', 'street'] as const
export type CoordinatesMatch = (typeof COORDINATES_MATCHES)[number]

/**
 * A clinic row of the built-in data set: the database row (public.clinics)
 * plus every other field the source file states (nothing it does not).
 */
export interface BuiltinClinicRow extends ClinicRow {
  clinic_type: string | null
  county: string | null
  sees_children: boolean | null
  notes: string | null
  coordinates_note: string | null
  coordinates_source: string[] | null
  /**
   * How the point was found: 'source' (a cited source), 'geocoder' (the
   * street address, reviewed: ops:geocode), 'town' (the town's point),
   * 'map' (OpenStreetMap's point, reviewed: ops:harvest), or null (no
   * point); coordinates_match is the geocoder's match level.
   */
  coordinates_method: CoordinatesMethod | null
  coordinates_match: CoordinatesMatch | null
  field_sources: Record<string, string[]> | null
}

export interface BuiltinTownRow extends TownRow {
  county: string | null
  latitude: number | null
  longitude: number | null
  timezone: string
  population_unlabelled_list: number | null
  sources: string[]
  notes: string | null
}

export interface CoordinateEntry {
  lat: number
  lng: number
  approximate: boolean
}
