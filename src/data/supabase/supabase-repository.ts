import type { SupabaseClient } from '@supabase/supabase-js'
import type { z } from 'zod'
import type { Clinic } from '@/domain/clinic'
import { toClinic, toTown } from '@/domain/map-row'
import { toEmergencyDepartment } from '@/domain/emergency/types'
import { compareByName } from '../ordering'
import { cityNameFromTownSlug, isSafeSlug } from '@/domain/slug'
import { DataSourceError, type DirectoryRepository } from '../repository'
import {
  clinicRowSchema,
  parseEmergencyDepartmentRows,
  townRowSchema,
} from './row-schema'
import { timedRead, type Query } from './timed-read'
import { DEFAULT_READ_TIMEOUT_MS } from '@/config/env'

type CoordinateTable = Readonly<
  Record<string, { lat: number; lng: number; approximate?: boolean }>
>

/**
 * The directory over the hosted database, with the exact selections, filters
 * and orders of spec section 7. Unknown ratings sort last.
 */
export function createSupabaseRepository(
  client: SupabaseClient,
  coordinates: CoordinateTable,
  { readTimeoutMs = DEFAULT_READ_TIMEOUT_MS }: { readTimeoutMs?: number } = {},
): DirectoryRepository {
  /** One read with its deadline; failures classified (./timed-read). */
  const run = (what: string, query: Query) =>
    timedRead(what, query, readTimeoutMs)
  const rows = <S extends z.ZodType>(
    what: string,
    schema: S,
    data: unknown,
  ) => {
    if (data === null) return [] as z.output<S>[]
    if (!Array.isArray(data))
      throw new DataSourceError(
        'invalid-row',
        `${what}: expected a list of rows`,
      )
    return data.map((row, i) => {
      const parsed = schema.safeParse(row)
      if (!parsed.success)
        throw new DataSourceError(
          'invalid-row',
          `${what}: row ${i} is malformed (${parsed.error.issues
            .map((x) => `${x.path.join('.')}: ${x.message}`)
            .join('; ')})`,
        )
      return parsed.data as z.output<S>
    })
  }
  const clinics = (what: string, data: unknown): Clinic[] =>
    rows(what, clinicRowSchema, data).map((r) => toClinic(r, coordinates))
  const byRating = { ascending: false, nullsFirst: false } as const
  const strings = (what: string, data: unknown, key: string): string[] => {
    if (!Array.isArray(data))
      throw new DataSourceError(
        'invalid-row',
        `${what}: expected a list of rows`,
      )
    return data.map((r: unknown) => {
      const v = (r as Record<string, unknown> | null)?.[key]
      if (typeof v !== 'string')
        throw new DataSourceError('invalid-row', `${what}: ${key} is not text`)
      return v
    })
  }

  return {
    kind: 'supabase',
    async listClinicsByRating() {
      const what = 'clinic list'
      const data = await run(
        what,
        client
          .from('clinics')
          .select('*')
          .order('rating', byRating)
          .order('name'),
      )
      return clinics(what, data)
    },
    async listClinicCities() {
      const what = 'footer cities'
      return strings(
        what,
        await run(what, client.from('clinics').select('city')),
        'city',
      )
    },
    async getTownBySlug(slug) {
      const what = 'town'
      const data = await run(
        what,
        client.from('towns').select('*').eq('slug', slug).maybeSingle(),
      )
      const [town] = rows(what, townRowSchema, data === null ? [] : [data])
      return town ? toTown(town) : null
    },
    async listClinicsInTown(townSlug) {
      if (!isSafeSlug(townSlug)) return []
      const what = 'clinics in town'
      const data = await run(
        what,
        client
          .from('clinics')
          .select('*')
          .ilike('city', cityNameFromTownSlug(townSlug))
          .order('rating', byRating)
          .order('name'),
      )
      return clinics(what, data)
    },
    async getClinicBySlug(slug) {
      const what = 'clinic'
      const data = await run(
        what,
        client.from('clinics').select('*').eq('slug', slug).maybeSingle(),
      )
      return clinics(what, data === null ? [] : [data])[0] ?? null
    },
    async listOtherClinicsInCity(city, excludeUuid, limit = 6) {
      const what = 'other clinics'
      const data = await run(
        what,
        client
          .from('clinics')
          .select('*')
          .eq('city', city)
          .neq('id', excludeUuid)
          .order('rating', byRating)
          .order('name')
          .limit(limit),
      )
      return clinics(what, data)
    },
    async listTownsByIds(ids) {
      const unique = [...new Set(ids.filter((id) => id.trim() !== ''))]
      if (unique.length === 0) return []
      const what = 'towns'
      const data = await run(
        what,
        client.from('towns').select('*').in('id', unique).order('name'),
      )
      return rows(what, townRowSchema, data).map(toTown)
    },
    async getTownSlugById(id) {
      const what = 'town slug'
      const data = await run(
        what,
        client.from('towns').select('slug').eq('id', id).maybeSingle(),
      )
      return data === null ? null : (strings(what, [data], 'slug')[0] ?? null)
    },
    async listClinicSlugs() {
      const what = 'clinic slugs'
      return strings(
        what,
        await run(what, client.from('clinics').select('slug').order('name')),
        'slug',
      )
    },
    async listClinicsForSiteMap() {
      const what = 'site map clinics'
      const data = await run(
        what,
        client
          .from('clinics')
          .select('name,slug,city')
          .order('city')
          .order('name'),
      )
      const names = strings(what, data, 'name')
      const slugs = strings(what, data, 'slug')
      const cities = strings(what, data, 'city')
      return names.map((name, i) => ({
        name,
        slug: slugs[i]!,
        city: cities[i]!,
      }))
    },
    async listTownSlugs() {
      const what = 'town slugs'
      return strings(
        what,
        await run(what, client.from('towns').select('slug').order('name')),
        'slug',
      )
    },
    async listEmergencyDepartments() {
      const what = 'emergency departments'
      const data = await run(
        what,
        client.from('emergency_departments').select('*').order('name'),
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
