import type { Clinic, LatLng } from '@/domain/clinic'
import type { EmergencyDepartment } from '@/domain/emergency/types'

export interface ClinicMapProps {
  /** The listed clinics, filtered and sorted as the list shows them. */
  clinics: readonly Clinic[]
  /** The nearest emergency rooms after a search (none before). */
  rooms: readonly EmergencyDepartment[]
  /** The searched place or current position, or null before a search. */
  origin: LatLng | null
  /** What the origin is: the typed place or 'Current Location'. */
  originLabel: string
  /** The search radius in miles (drawn around the origin). */
  radiusMiles: number
}
