import type { SupabaseClient } from '@supabase/supabase-js'
import type { Clinic } from '@/domain/clinic'
import { toClinic, toTown } from '@/domain/map-row'
import {
  cityPatternForTownSlug,
  clinicSlug,
  isCityOfTown,
  isSafeSlug,
} from '@/domain/slug'
import { DataSourceError, type DirectoryRepository } from '../repository'
import { reportRowIssues, toClinicRows, toTownRows } from './row-schema'
import { cutLongName } from '@/domain/repair-row'
import { toEmergencyDepartment } from '@/domain/emergency/types'
import { compareByName } from '@/domain/ordering'
import { isListed, type ClinicStatus } from '@/domain/verification'
import { parseEmergencyDepartmentRows } from './emergency-row-schema'
import { timedRead, type Query } from './timed-read'
import { DEFAULT_READ_TIMEOUT_MS } from '@/config/env'
import { selectAll, selectFew } from './columns'

/**
 * The lists' rule (domain/verification: isListed) as the database applies
 * it: every list read adds `.neq('status', CLOSED_FOR_GOOD)`.
 */
const CLOSED_FOR_GOOD: ClinicStatus = 'permanently_closed'

/**
 * Every row read names its columns (./columns.ts): the anon role may read
 * those and no other, so `*` would be refused.
 */
const CLINICS = selectAll('clinics')
const TOWNS = selectAll('towns')
const EMERGENCY_DEPARTMENTS = selectAll('emergency_departments')

/**
 * A name or city as the full-row reads show it (cut when over 200
 * characters): the reads of a few columns derive the same slugs and towns.
 * The full-row reads report the cut.
 */
const shown = (name: string): string => cutLongName(name) ?? name

type CoordinateTable = Readonly<
  Record<string, { lat: number; lng: number; approximate?: boolean }>
>

/**
 * The directory over the hosted database: each read selects only what its
 * page shows, and clinic lists come in compareByRating's order (unknown
 * ratings last), exactly as the built-in source gives them.
 */
export function createSupabaseRepository(
  client: SupabaseClient,
  coordinates: CoordinateTable,
  { readTimeoutMs = DEFAULT_READ_TIMEOUT_MS }: { readTimeoutMs?: number } = {},
): DirectoryRepository {
  /** One read with its deadline; failures classified (./timed-read). */
  const run = (what: string, query: Query) =>
    timedRead(what, query, readTimeoutMs)
  /** The answer as a list of rows (null: none); anything else fails. */
  const list = (what: string, data: unknown): unknown[] => {
    if (data === null) return []
    if (!Array.isArray(data))
      throw new DataSourceError(
        'invalid-row',
        `${what}: expected a list of rows`,
      )
    return data
  }
  const clinics = (what: string, data: unknown): Clinic[] =>
    toClinicRows(list(what, data)).map((r) => toClinic(r, coordinates))
  const descNullsLast = { ascending: false, nullsFirst: false } as const
  /** compareByRating (domain/ordering.ts) as the database applies it. */
  const inRatingOrder = <
    Q extends {
      order(
        column: string,
        options?: { ascending?: boolean; nullsFirst?: boolean },
      ): Q
    },
  >(
    query: Q,
  ): Q =>
    query
      .order('rating', descNullsLast)
      .order('review_count', descNullsLast)
      .order('name')
      .order('id')
  const strings = (what: string, data: unknown, key: string): string[] =>
    list(what, data).map((r: unknown) => {
      const v = (r as Record<string, unknown> | null)?.[key]
      return typeof v === 'string' ? v : ''
    })
  /** Town slugs the pages can use; any other is left out and reported. */
  const safeTownSlugs = (slugs: string[]): string[] =>
    slugs.filter((slug) => {
      if (isSafeSlug(slug)) return true
      reportRowIssues([
        {
          table: 'town',
          row: JSON.stringify(slug.slice(0, 40)),
          field: 'slug',
          problem: 'not a slug ([a-z0-9-]); the town is left out of the lists',
          action: 'skipped',
        },
      ])
      return false
    })
  /**
   * Name and slug of each row: the slug the pages use (the row's when it is
   * a safe slug, else derived from the name). Rows without a name or any
   * usable slug are left out; the full-row reads report them, with the id.
   */
  const slugged = <K extends string>(
    what: string,
    data: unknown,
    keys: readonly K[],
  ) =>
    list(what, data).flatMap((r: unknown) => {
      const row = (r ?? {}) as Record<string, unknown>
      const name = typeof row.name === 'string' ? shown(row.name) : ''
      const slug = name.trim()
        ? clinicSlug({ slug: row.slug as string, name })
        : ''
      if (!slug) return []
      const extra = Object.fromEntries(
        keys.map((k) => [k, typeof row[k] === 'string' ? shown(row[k]) : '']),
      ) as Record<K, string>
      return [{ ...extra, name, slug }]
    })

  return {
    kind: 'supabase',
    async listClinicsByRating() {
      const what = 'clinic list'
      const data = await run(
        what,
        inRatingOrder(
          client.from('clinics').select(CLINICS).neq('status', CLOSED_FOR_GOOD),
        ),
      )
      return clinics(what, data)
    },
    async listClinicCities() {
      const what = 'footer cities'
      return strings(
        what,
        await run(
          what,
          client
            .from('clinics')
            .select(selectFew('clinics', 'city'))
            .neq('status', CLOSED_FOR_GOOD),
        ),
        'city',
      ).map(shown)
    },
    async getTownBySlug(slug) {
      const what = 'town'
      const data = await run(
        what,
        client.from('towns').select(TOWNS).eq('slug', slug).maybeSingle(),
      )
      const [town] = toTownRows(data === null ? [] : [data])
      return town ? toTown(town) : null
    },
    async listClinicsInTown(townSlug) {
      if (!isSafeSlug(townSlug)) return []
      const what = 'clinics in town'
      // Every city whose town slug is this one ("St. Charles" for
      // st-charles), then the exact matches.
      const data = await run(
        what,
        inRatingOrder(
          client
            .from('clinics')
            .select(CLINICS)
            .ilike('city', cityPatternForTownSlug(townSlug))
            .neq('status', CLOSED_FOR_GOOD),
        ),
      )
      return clinics(what, data).filter((c) => isCityOfTown(c.city, townSlug))
    },
    async getClinicBySlug(slug) {
      const what = 'clinic'
      if (!isSafeSlug(slug)) return null
      const data = await run(
        what,
        client.from('clinics').select(CLINICS).eq('slug', slug).maybeSingle(),
      )
      const found = clinics(what, data === null ? [] : [data])[0]
      if (found?.slug === slug) return found
      // A row without a usable slug answers at the slug derived from its
      // name (clinicSlug): find it by that, then read it by id.
      const names = await run(
        what,
        client
          .from('clinics')
          .select(selectFew('clinics', 'id', 'name', 'slug')),
      )
      const match = list(what, names).find((r: unknown) => {
        const row = (r ?? {}) as Record<string, unknown>
        return (
          typeof row.id === 'string' &&
          typeof row.name === 'string' &&
          row.slug !== slug &&
          clinicSlug({ slug: row.slug as string, name: shown(row.name) }) ===
            slug
        )
      }) as { id: string } | undefined
      if (!match) return null
      const byId = await run(
        what,
        client.from('clinics').select(CLINICS).eq('id', match.id).maybeSingle(),
      )
      const clinic = clinics(what, byId === null ? [] : [byId])[0]
      return clinic?.slug === slug ? clinic : null
    },
    async listOtherClinicsInCity(city, excludeUuid, limit = 6) {
      const what = 'other clinics'
      const data = await run(
        what,
        inRatingOrder(
          client
            .from('clinics')
            .select(CLINICS)
            .eq('city', city)
            .neq('id', excludeUuid)
            .neq('status', CLOSED_FOR_GOOD),
        ).limit(limit),
      )
      return clinics(what, data)
    },
    async listTownsByIds(ids) {
      const unique = [...new Set(ids.filter((id) => id.trim() !== ''))]
      if (unique.length === 0) return []
      const what = 'towns'
      const data = await run(
        what,
        client.from('towns').select(TOWNS).in('id', unique).order('name'),
      )
      return toTownRows(list(what, data)).map(toTown)
    },
    async getTownSlugById(id) {
      const what = 'town slug'
      const data = await run(
        what,
        client
          .from('towns')
          .select(selectFew('towns', 'slug'))
          .eq('id', id)
          .maybeSingle(),
      )
      if (data === null) return null
      return safeTownSlugs(strings(what, [data], 'slug'))[0] ?? null
    },
    async listClinicSlugs() {
      const what = 'clinic slugs'
      const data = await run(
        what,
        client
          .from('clinics')
          .select(selectFew('clinics', 'name', 'slug'))
          .order('name'),
      )
      return slugged(what, data, []).map((r) => r.slug)
    },
    async listClinicsForSiteMap() {
      const what = 'site map clinics'
      const data = await run(
        what,
        client
          .from('clinics')
          .select(selectFew('clinics', 'name', 'slug', 'city', 'status'))
          .order('city')
          .order('name'),
      )
      return slugged(what, data, ['city', 'status'] as const).map((r) => ({
        name: r.name,
        slug: r.slug,
        city: r.city,
        closed: !isListed({ status: r.status as ClinicStatus }),
      }))
    },
    async listTownSlugs() {
      const what = 'town slugs'
      const slugs = strings(
        what,
        await run(
          what,
          client.from('towns').select(selectFew('towns', 'slug')).order('name'),
        ),
        'slug',
      )
      return safeTownSlugs(slugs)
    },
    async listEmergencyDepartments() {
      const what = 'emergency departments'
      const data = await run(
        what,
        client
          .from('emergency_departments')
          .select(EMERGENCY_DEPARTMENTS)
          .order('name'),
      )
      if (data === null) return []
      if (!Array.isArray(data))
        throw new DataSourceError(
          'invalid-row',
          `${what}: expected a list of rows`,
        )
      // Sorted here too, by code point, so both sources list the same order
      // whatever the database's collation.
      return parseEmergencyDepartmentRows(data)
        .map(toEmergencyDepartment)
        .sort(compareByName)
    },
  }
}
