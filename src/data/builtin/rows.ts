import type { ClinicRow, TownRow } from '@/domain/map-row'

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
