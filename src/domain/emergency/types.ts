import type { LatLng } from '../clinic'
import { isPublicSource } from '../sources/public-source'

/** How sure the data file is of a record (the word before ':' in its `confidence`). */
export type ConfidenceLevel = 'high' | 'medium' | 'low'

/** Where an emergency-department record comes from and how sure it is. */
export interface EmergencyProvenance {
  sources: string[]
  /** ISO date (YYYY-MM-DD) of the newest source used, or null when undated. */
  asOf: string | null
  /** What that date is (the rest of the file's `as_of` text), or null. */
  asOfNote: string | null
  confidence: ConfidenceLevel | null
  /** The reason the file gives for its confidence, or null. */
  confidenceNote: string | null
}

/**
 * A hospital emergency department (open 24 hours, every day) as the pages
 * show it. `null` is unknown and is never filled with a guess.
 */
export interface EmergencyDepartment {
  /** uuid v5 of the CMS facility id (made by the import). */
  id: string
  slug: string
  /** Display name: title case, known abbreviations kept, legal "Inc" dropped. */
  name: string
  /** Other names the sources use, as they write them. */
  otherNames: string[]
  address: string | null
  city: string
  /** Two-letter state: KY, or IN / TN / MO / IL for the nearby out-of-state ones. */
  state: string
  zip: string | null
  county: string | null
  phone: string | null
  /** Null when the sources disagree or give none: then no distance. */
  coordinates: LatLng | null
  cmsFacilityId: string
  hospitalType: string | null
  /** As CMS states them ('Critical Access Hospitals', 'Voluntary non-profit - Private'). */
  cmsHospitalType: string | null
  cmsOwnership: string | null
  /** From the HIFLD Hospitals layer (2021): id, type, beds, helipad, status. */
  hifldId: string | null
  hifldType: string | null
  beds: number | null
  helipad: boolean | null
  status: string | null
  statusBasis: string | null
  /** Date of the HIFLD record (YYYY-MM-DD), or null. */
  hifldAsOf: string | null
  /** Where the coordinates come from, or null. */
  coordinatesSource: string | null
  /** Why the record counts as an emergency department (the file's basis). */
  emergencyServicesBasis: string | null
  traumaLevel: string | null
  pediatricNote: string | null
  /** The file's notes (where sources disagree), joined by a blank line. */
  notes: string | null
  /** A military hospital (Fort Campbell): civilian access is not stated. */
  military: boolean
  /** One of the nearby hospitals across the state line. */
  outOfState: boolean
  provenance: EmergencyProvenance
  /** Miles from the search origin, once computed (never for unknown coordinates). */
  distance?: number
  /**
   * With no place searched: the towns of the directory this room is the
   * nearest to (nearestForEachTown), in order.
   */
  nearestFor?: readonly string[]
}

/**
 * An emergency_departments row: the generated built-in data and the database
 * table have exactly these columns.
 */
export interface EmergencyDepartmentRow {
  id: string
  slug: string
  name: string
  other_names: string[]
  address: string | null
  city: string
  state: string
  zip: string | null
  county: string | null
  phone: string | null
  latitude: number | null
  longitude: number | null
  cms_facility_id: string
  hospital_type: string | null
  cms_hospital_type: string | null
  cms_ownership: string | null
  hifld_id: string | null
  hifld_type: string | null
  beds_hifld: number | null
  helipad_hifld: boolean | null
  status: string | null
  status_basis: string | null
  hifld_as_of: string | null
  coordinates_source: string | null
  emergency_services_basis: string | null
  trauma_level: string | null
  pediatric_note: string | null
  notes: string | null
  military: boolean
  out_of_state: boolean
  sources: string[]
  as_of: string | null
  as_of_note: string | null
  confidence: ConfidenceLevel | null
  confidence_note: string | null
}

/** Row → displayed record (coordinates only when both are known). */
export function toEmergencyDepartment(
  row: EmergencyDepartmentRow,
): EmergencyDepartment {
  const known =
    typeof row.latitude === 'number' &&
    typeof row.longitude === 'number' &&
    Number.isFinite(row.latitude) &&
    Number.isFinite(row.longitude)
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    otherNames: [...row.other_names],
    address: row.address,
    city: row.city,
    state: row.state,
    zip: row.zip,
    county: row.county,
    phone: row.phone,
    coordinates: known ? { lat: row.latitude!, lng: row.longitude! } : null,
    cmsFacilityId: row.cms_facility_id,
    hospitalType: row.hospital_type,
    cmsHospitalType: row.cms_hospital_type,
    cmsOwnership: row.cms_ownership,
    hifldId: row.hifld_id,
    hifldType: row.hifld_type,
    beds: row.beds_hifld,
    helipad: row.helipad_hifld,
    status: row.status,
    statusBasis: row.status_basis,
    hifldAsOf: row.hifld_as_of,
    coordinatesSource: row.coordinates_source,
    emergencyServicesBasis: row.emergency_services_basis,
    traumaLevel: row.trauma_level,
    pediatricNote: row.pediatric_note,
    notes: row.notes,
    military: row.military,
    outOfState: row.out_of_state,
    provenance: {
      // Public pages only: an internal reference never reaches a page.
      sources: [...new Set(row.sources.filter(isPublicSource))],
      asOf: row.as_of,
      asOfNote: row.as_of_note,
      confidence: row.confidence,
      confidenceNote: row.confidence_note,
    },
  }
}
