/**
 * Domain types shared by every layer. Pure data: no React, no I/O.
 * `null` always means "unknown" (the data source did not state it); it is
 * never replaced by a guess.
 */
import type { ClinicFacts } from './before-you-go'
import type {
  AgeBand,
  CoverageFilter,
  HoursFilter,
  ServiceFilter,
} from './filter-vocabulary'
import type { HoursException } from './hours/hours-exceptions'
import type { ClinicStatus, Verification } from './verification'

export const WEEKDAYS = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
] as const

export type Weekday = (typeof WEEKDAYS)[number]

/** Free-text hours per weekday, e.g. "8:00 AM - 8:00 PM" or "Closed". */
export type WeeklyHours = Record<Weekday, string | null>

export interface LatLng {
  lat: number
  lng: number
}

export interface Coordinates extends LatLng {
  /** True when the point is the town centre rather than the clinic itself. */
  approximate: boolean
}

/** Where a record comes from and how fresh it is. */
export interface Provenance {
  sources: string[]
  /** ISO date (YYYY-MM-DD) the source was dated, or null when undated. */
  asOf: string | null
  confidence: 'high' | 'medium' | 'low' | null
  /**
   * The record's status is in doubt (planned, renamed, only old sources):
   * the operators' research note says why, and stays in the data file
   * (only its presence reaches a page: 'Check before you go …').
   */
  statusUnconfirmed: boolean
}

/** A clinic as the pages display it. */
export interface Clinic {
  /** Numeric id: the first 8 hex characters of the uuid, parsed. */
  id: number
  uuid: string
  slug: string
  name: string
  address: string | null
  city: string
  state: string
  zip: string | null
  phone: string | null
  rating: number | null
  reviewCount: number | null
  /** Stored "today" fields of the row (may be stale; open status is computed). */
  hours: {
    today: string | null
    isOpen: boolean | null
    closesToday: string | null
  }
  weeklyHours: WeeklyHours
  /** IANA zone of the clinic, e.g. America/Chicago. */
  timezone: string
  services: string[]
  specialHours: string[]
  image: string | null
  acceptsWalkIns: boolean | null
  website: string | null
  description: string | null
  metaTitle: string | null
  metaDescription: string | null
  keywords: string | null
  tags: string[]
  townId: string | null
  coordinates: Coordinates | null
  provenance: Provenance
  /** Open for business? 'active' unless a check found it closed. */
  status: ClinicStatus
  /** Per field, when and how it was last confirmed (null: never). */
  verification: Verification
  /** What a parent must know before driving: confirmed values only. */
  facts: ClinicFacts
  /**
   * Until when 'Visitors reported this clinic closed' shows (ISO; null or
   * absent: not reported). Kept by the database from visitors' reports.
   */
  reportedClosedUntil?: string | null
  /**
   * Dated exceptions to the weekly hours (a holiday closed, or other hours),
   * each confirmed; in date order, passed ones kept (absent: none).
   */
  hoursExceptions?: readonly HoursException[]
  /** Miles from the user's location; 999 when unknown; absent before a search. */
  distance?: number
}

/** A town row as the pages display it. */
export interface Town {
  id: string
  name: string
  state: string
  slug: string
  metaTitle: string | null
  metaDescription: string | null
  population: number | null
  description: string | null
  createdAt: string
  updatedAt: string
}

/** City entry for the footer, the home city grid and the HTML site map. */
export interface CityCount {
  city: string
  state: string
  slug: string
  count: number
}

export interface FilterState {
  location: string
  hours: HoursFilter[]
  services: ServiceFilter[]
  /** 'My child's age' (null: any age). */
  age: AgeBand | null
  /** Coverage the clinic must not have refused ('medicaid-kchip'). */
  coverage: CoverageFilter[]
  /** Integer miles, 1–50. */
  radius: number
}

/**
 * The states a status shows: 'open' ('Open Now'), 'closed' ('Closed':
 * today's hours say so, or are present but cannot be read), 'unknown'
 * ('Hours unknown': no hours at all for today) and 'temporarily-closed'
 * ('Temporarily closed': a check found the clinic closed for now, whatever
 * its hours say) and 'usually-open' ('Usually open now': the weekly hours
 * say open, on a listed holiday nobody confirmed the clinic's hours for).
 */
export type OpenState =
  'open' | 'closed' | 'unknown' | 'temporarily-closed' | 'usually-open'

/** Computed open status (domain/hours/open-status.ts). */
export interface OpenStatus {
  state: OpenState
  /** state === 'open'. */
  isOpen: boolean
  hoursText: string
  /** Display time of the next closing, when open, e.g. "8 PM". */
  closesAt: string | null
  /** Display time of the next opening, when closed and known, e.g. "7:30 AM". */
  opensAt: string | null
}

export interface BlogArticle {
  id: number
  slug: string
  title: string
  excerpt: string
  /** Lightweight markup, see domain/blog/markup.ts. */
  content: string
  author: string
  /** YYYY-MM-DD */
  publishedDate: string
  category: BlogCategory
  tags: string[]
  image: string
  metaTitle: string
  metaDescription: string
  /** Minutes. */
  readTime: number
}

export const BLOG_CATEGORIES = [
  'Child Health',
  'Urgent Care Guide',
  'Insurance & Costs',
  'Seasonal Health',
  'Prevention',
  'Common Conditions',
] as const

export type BlogCategory = (typeof BLOG_CATEGORIES)[number]

export const DEFAULT_TIMEZONE = 'America/New_York'
export const DEFAULT_RADIUS_MILES = 10
export const MIN_RADIUS_MILES = 1
export const MAX_RADIUS_MILES = 50
export const UNKNOWN_DISTANCE_MILES = 999
export const EARTH_RADIUS_MILES = 3959
export const FOOTER_CITY_LIMIT = 20
export const OPEN_STATUS_REFRESH_MS = 60_000

export const DEFAULT_FILTERS: FilterState = {
  location: '',
  hours: [],
  services: [],
  age: null,
  coverage: [],
  radius: DEFAULT_RADIUS_MILES,
}
