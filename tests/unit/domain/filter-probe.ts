import { applyFilters } from '@/domain/filters'
import { DEFAULT_FILTERS, type Clinic } from '@/domain/clinic'
import type { HoursFilter, ServiceFilter } from '@/domain/filter-vocabulary'

/**
 * One clinic through applyFilters (the one implementation of the filters),
 * with only the hours filters, the service filters or the text query chosen:
 * whether it is kept.
 */
const kept = (
  clinic: Clinic,
  over: { hours?: HoursFilter[]; services?: ServiceFilter[] },
  now: Date,
  query = '',
) =>
  applyFilters(
    [clinic],
    { ...DEFAULT_FILTERS, ...over },
    {
      now,
      origin: null,
      query,
    },
  ).length === 1

/** A valid instant for the filters that do not depend on it. */
const ANY_TIME = new Date('2025-06-11T15:00:00Z')

export const matchesHoursFilters = (
  clinic: Clinic,
  hours: HoursFilter[],
  now: Date,
) => kept(clinic, { hours }, now)

export const matchesHoursFilter = (
  clinic: Clinic,
  filter: HoursFilter,
  now: Date,
) => kept(clinic, { hours: [filter] }, now)

export const matchesServiceFilters = (
  clinic: Clinic,
  services: ServiceFilter[],
) => kept(clinic, { services }, ANY_TIME)

export const matchesServiceFilter = (clinic: Clinic, filter: ServiceFilter) =>
  kept(clinic, { services: [filter] }, ANY_TIME)

export const matchesTextQuery = (clinic: Clinic, query: string) =>
  kept(clinic, {}, ANY_TIME, query)
