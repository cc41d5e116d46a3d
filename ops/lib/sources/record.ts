/**
 * What every source's records become after normalizing (issue 51): one
 * shape, whatever the source, so the matcher and the review sheet read one
 * thing. A field a source does not state is null (never a guess). Pure.
 */
import type { WeeklyHours } from './weekly.ts'

export const SOURCE_KINDS = ['website', 'map', 'registry'] as const
/** website: a clinic's own page; map: OpenStreetMap; registry: NPPES. */
export type SourceKind = (typeof SOURCE_KINDS)[number]

export interface SourceAddress {
  /** '2601 Kentucky Avenue, Suite 103', as the source writes it. */
  street: string | null
  city: string | null
  /** Two letters. */
  state: string | null
  /** Five digits. */
  zip: string | null
}

export interface SourceRecord {
  kind: SourceKind
  /** The source's own name for it: 'website', 'osm', 'nppes'. */
  source: string
  /** Stable within its source: the page URL and entity, 'node/123', the NPI. */
  id: string
  /** Where a person can see it: the page, the OpenStreetMap element, the registry entry. */
  url: string
  /** When we read it (ISO). */
  fetchedAt: string
  /** The source's own date for the record (OSM's last edit, NPPES's last update), or null. */
  updatedAt: string | null
  name: string | null
  /** '(270) 555-0100'. */
  phone: string | null
  address: SourceAddress | null
  point: { lat: number; lng: number } | null
  hours: WeeklyHours | null
  /** Why the source's hours are not in `hours` (split days, seasons, unreadable). */
  hoursProblem: string | null
  /** Anything else the operator should know (holiday hours left out …). */
  notes: string[]
  /** false: the source says the place is closed or the record deactivated. */
  active: boolean
}
