import {
  WEEKDAYS,
  type Clinic,
  type Coordinates,
  type LatLng,
  type Town,
  type WeeklyHours,
} from './clinic'
import { factsOf, type FactColumns } from './before-you-go'
import type {
  HoursException,
  HoursExceptionRow,
} from './hours/hours-exceptions'
import { resolveTimeZone } from './hours/open-status'
import { clinicSlug } from './slug'
import { isPublicSource } from './sources/public-source'
import {
  isClinicStatus,
  isoTimestamp,
  verificationOf,
  type VerificationColumns,
} from './verification-row'

/**
 * A clinics row (the displayed fields plus coordinates and provenance
 * columns, and the verification and fact columns, absent in an older
 * database).
 */
export interface ClinicRow extends VerificationColumns, FactColumns {
  /** Kept by the database from visitors' reports; absent in built-in data. */
  visitors_reported_closed_until?: string | null
  /** Dated exceptions to the weekly hours, each confirmed (absent: none). */
  hours_exceptions?: readonly HoursExceptionRow[] | null
  id: string
  name: string
  address: string | null
  city: string
  state: string
  zip: string | null
  phone: string | null
  rating: number | null
  review_count: number | null
  hours_today: string | null
  closes_today: string | null
  is_open: boolean | null
  hours_sunday: string | null
  hours_monday: string | null
  hours_tuesday: string | null
  hours_wednesday: string | null
  hours_thursday: string | null
  hours_friday: string | null
  hours_saturday: string | null
  timezone: string | null
  services: string[] | null
  special_hours: string[] | null
  image: string | null
  accepts_walk_ins: boolean | null
  website: string | null
  description: string | null
  meta_title: string | null
  meta_description: string | null
  keywords: string | null
  slug: string | null
  tags: string[] | null
  town_id: string | null
  latitude: number | null
  longitude: number | null
  coordinates_approximate: boolean | null
  sources: string[] | null
  as_of: string | null
  confidence: 'high' | 'medium' | 'low' | null
  status_note: string | null
}

/** A towns row. */
export interface TownRow {
  id: string
  name: string
  state: string
  slug: string
  meta_title: string | null
  meta_description: string | null
  population: number | null
  description: string | null
  created_at: string
  updated_at: string
}

export type CoordinateTable = Readonly<
  Record<string, { lat: number; lng: number; approximate?: boolean }>
>

/**
 * Views derive a numeric id by parsing the uuid's first 8 characters as
 * hexadecimal. Like parseInt, only the leading run of hex
 * digits within those 8 counts; unlike parseInt, a sign, spaces or "0x" are
 * garbage, and garbage gives 0 (never NaN).
 */
export function numericIdFromUuid(uuid: string): number {
  const head = /^[0-9a-fA-F]{1,8}/.exec(String(uuid ?? '').slice(0, 8))
  return head ? parseInt(head[0], 16) : 0
}

/** A finite point within ±90 / ±180, or null. */
function validPoint(lat: unknown, lng: unknown): LatLng | null {
  return typeof lat === 'number' &&
    typeof lng === 'number' &&
    Number.isFinite(lat) &&
    Number.isFinite(lng) &&
    Math.abs(lat) <= 90 &&
    Math.abs(lng) <= 180
    ? { lat, lng }
    : null
}

/**
 * Coordinates: the row's latitude/longitude when both are valid (approximate
 * = coordinates_approximate, default false); else the built-in table's entry
 * for the clinic's slug (own keys only); else null (distance then reads 999).
 */
function coordinatesFor(
  row: ClinicRow,
  slug: string,
  table: CoordinateTable,
): Coordinates | null {
  const own = validPoint(row.latitude, row.longitude)
  if (own) return { ...own, approximate: row.coordinates_approximate ?? false }
  const entry = Object.hasOwn(table, slug) ? table[slug] : undefined
  const fromTable = entry ? validPoint(entry.lat, entry.lng) : null
  return fromTable
    ? { ...fromTable, approximate: entry?.approximate ?? false }
    : null
}

/**
 * Row → view. slug: the row's, else derived from the name; null arrays →
 * []; a blank or unknown timezone → America/New_York (resolveTimeZone);
 * every other unknown stays null (never guessed).
 */
export function toClinic(row: ClinicRow, table: CoordinateTable): Clinic {
  const slug = clinicSlug({ slug: row.slug, name: row.name })
  const coordinates = coordinatesFor(row, slug, table)
  const verification = verificationOf(row)
  const weeklyHours = Object.fromEntries(
    WEEKDAYS.map((d) => [d, row[`hours_${d}`] ?? null]),
  ) as WeeklyHours
  return {
    id: numericIdFromUuid(row.id),
    uuid: row.id,
    slug,
    name: row.name,
    address: row.address,
    city: row.city,
    state: row.state,
    zip: row.zip,
    phone: row.phone,
    rating: row.rating,
    reviewCount: row.review_count,
    hours: {
      today: row.hours_today,
      isOpen: row.is_open,
      closesToday: row.closes_today,
    },
    weeklyHours,
    timezone: resolveTimeZone(row.timezone?.trim()),
    services: row.services ?? [],
    specialHours: row.special_hours ?? [],
    image: row.image,
    acceptsWalkIns: row.accepts_walk_ins,
    website: row.website,
    description: row.description,
    metaTitle: row.meta_title,
    metaDescription: row.meta_description,
    keywords: row.keywords,
    tags: row.tags ?? [],
    townId: row.town_id,
    coordinates,
    // Only what a parent may read travels on (a page's data block, the
    // screen): public pages, no internal reference, no research note.
    provenance: {
      sources: [...new Set((row.sources ?? []).filter(isPublicSource))],
      asOf: row.as_of,
      confidence: row.confidence,
      statusUnconfirmed: (row.status_note ?? '').trim() !== '',
    },
    status: isClinicStatus(row.status) ? row.status : 'active',
    verification,
    facts: factsOf(row, verification),
    reportedClosedUntil: isoTimestamp(row.visitors_reported_closed_until),
    hoursExceptions: exceptionsOf(row.hours_exceptions),
  }
}

/**
 * The row's exceptions as the rules read them. The rows come checked (the
 * data import, or repairClinicRow for a database row, which keeps only the
 * entries that read): this maps, and keeps the checks and their words off
 * home's first load.
 */
function exceptionsOf(list: ClinicRow['hours_exceptions']): HoursException[] {
  return (list ?? []).map((e) => ({
    date: e.date,
    hours: e.closed ? null : (e.hours ?? null),
    note: e.note ?? null,
    confirmedAt: isoTimestamp(e.confirmed_at) ?? e.confirmed_at,
    method: e.method,
  }))
}

/** Town row → view (snake_case → camelCase, nothing else). */
export function toTown(row: TownRow): Town {
  return {
    id: row.id,
    name: row.name,
    state: row.state,
    slug: row.slug,
    metaTitle: row.meta_title,
    metaDescription: row.meta_description,
    population: row.population,
    description: row.description,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }
}

/** Spec section 4, "Town page fallback": a town built from the first clinic. */
export function syntheticTown(slug: string, first: Clinic, now: Date): Town {
  const name = first.city
  const state = first.state
  const stamp = now.toISOString()
  return {
    id: `synthetic-${slug}`,
    name,
    state,
    slug,
    metaTitle: `Pediatric Urgent Care in ${name}, ${state} | Walk-In Clinics`,
    metaDescription: `Find pediatric urgent care and walk-in clinics in ${name}, ${state}: hours, open status, phone numbers and directions.`,
    description: `Find pediatric urgent care and walk-in clinics in ${name}, ${state}. See which clinics are open now, their hours, phone numbers and directions.`,
    population: null,
    createdAt: stamp,
    updatedAt: stamp,
  }
}
