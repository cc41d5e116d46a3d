import type { Clinic, Town } from '@/domain/clinic'
import type { EmergencyDepartment } from '@/domain/emergency/types'

/**
 * Every read the pages make, behind one interface with two
 * implementations: the hosted database (supabase) and the built-in data set.
 *
 * Conventions: "not found" is `null` or `[]`; a failure throws DataSourceError.
 * The lists a parent browses (home, footer, town, other clinics) hold only
 * listed clinics (domain/verification: isListed, i.e. not permanently
 * closed); a closed clinic is still found by its slug, and the site-map read
 * returns it marked, so its page is built but not listed.
 */
export interface DirectoryRepository {
  readonly kind: 'supabase' | 'builtin'
  /** Home: all listed clinics, in compareByRating order (domain/ordering.ts). */
  listClinicsByRating(): Promise<Clinic[]>
  /** Footer: the city column of every listed clinic (group with domain/cities). */
  listClinicCities(): Promise<string[]>
  /** Town page: the town row with this slug, or null. */
  getTownBySlug(slug: string): Promise<Town | null>
  /** Town page: listed clinics whose city matches the slug-derived name, ignoring case, in compareByRating order. */
  listClinicsInTown(townSlug: string): Promise<Clinic[]>
  /** Clinic detail: the clinic with this slug, or null. */
  getClinicBySlug(slug: string): Promise<Clinic | null>
  /** Clinic detail: up to `limit` (default 6) other listed clinics in the same city, the first in compareByRating order. */
  listOtherClinicsInCity(
    city: string,
    excludeUuid: string,
    limit?: number,
  ): Promise<Clinic[]>
  /** Home city browse list: towns with these ids, ordered by name. */
  listTownsByIds(ids: string[]): Promise<Town[]>
  /** Clinic detail: the slug of the town with this id, or null. */
  getTownSlugById(id: string): Promise<string | null>
  /** XML site map: every clinic slug, ordered by name. */
  listClinicSlugs(): Promise<string[]>
  /**
   * Site pages: name, slug and city of every clinic, ordered by city, then
   * name; `closed` when it has closed for good (its page is built, not listed).
   */
  listClinicsForSiteMap(): Promise<
    Array<{ name: string; slug: string; city: string; closed: boolean }>
  >
  /** XML site map: every town slug, ordered by name. */
  listTownSlugs(): Promise<string[]>
  /**
   * Every hospital emergency department (open 24 hours), ordered by name;
   * the nearest N to a point are computed in the browser
   * (domain/emergency/nearest).
   */
  listEmergencyDepartments(): Promise<EmergencyDepartment[]>
}

/**
 * Why a read failed. 'network' (no answer), 'timeout' (no answer in time) and
 * 'server' (408, 429, 5xx) are outages: the data exists but cannot be reached
 * now, which pages must never show as 'not found' (see isUnavailable).
 * 'query' is a request the service refused (4xx), 'invalid-row' an answer
 * that fails validation, 'config' a missing or inconsistent configuration.
 */
export type DataErrorCode =
  'network' | 'timeout' | 'server' | 'query' | 'invalid-row' | 'config'

/** A read failed; pages show a message instead of crashing. */
export class DataSourceError extends Error {
  readonly code: DataErrorCode
  constructor(code: DataErrorCode, message: string, options?: ErrorOptions) {
    super(message, options)
    this.name = 'DataSourceError'
    this.code = code
  }
}

/** True for an outage: the source could not be reached or did not answer. */
export function isUnavailable(e: unknown): boolean {
  return (
    e instanceof DataSourceError &&
    (e.code === 'network' || e.code === 'timeout' || e.code === 'server')
  )
}
