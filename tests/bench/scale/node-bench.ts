/**
 * The Node half of `npm run bench:scale`: the app's own domain code (the same
 * functions the home page runs) timed at each directory size.
 */
import { COORDINATES } from '@/data/builtin/generated/coordinates'
import { compareByRating } from '@/domain/ordering'
import type { Clinic, FilterState } from '@/domain/clinic'
import type { HoursFilter, ServiceFilter } from '@/domain/filter-vocabulary'
import { applyFilters, sortClinics } from '@/domain/filters'
import { sortForAnswer } from '@/domain/answer-order'
import { computeOpenStatus, openStatusInput } from '@/domain/hours/open-status'
import { toClinic, type ClinicRow } from '@/domain/map-row'

/** Wednesday 25 Nov 2026, 5:30 PM in Chicago: a parent searching after work. */
export const BENCH_NOW = new Date('2026-11-25T23:30:00Z')
/** Paducah, KY: the search origin. */
export const BENCH_ORIGIN = { lat: 37.0834, lng: -88.6001 }

const ALL_HOURS: HoursFilter[] = [
  'after-hours',
  'weekends',
  'late-night',
  'early-morning',
]
const ALL_SERVICES: ServiceFilter[] = [
  'pediatric',
  'emergency',
  'walk-in',
  'telehealth',
]

/** Every filter chosen, widest radius: the most work one pass can do. */
export const EVERY_FILTER: FilterState = {
  location: 'Paducah',
  hours: ALL_HOURS,
  services: ALL_SERVICES,
  age: '6-23-months',
  coverage: ['medicaid-kchip'],
  radius: 50,
}

export interface Timing {
  /** Median of the timed runs, in milliseconds. */
  medianMs: number
  minMs: number
  maxMs: number
  runs: number
}

export interface NodeSizeResult {
  size: number
  /** Distances from the origin + radius + every filter + sort by distance. */
  search: Timing & { results: number }
  /** No location yet: every filter on every clinic + sort by rating. */
  browse: Timing & { results: number }
  /** computeOpenStatus for every clinic. */
  openStatus: Timing & { open: number }
  /** Heap retained by the directory (Clinic objects), after GC, in MB. */
  heapMB: number
  /** Resident set size of the process after this size's runs, in MB. */
  rssMB: number
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  const mid = Math.floor(s.length / 2)
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2
}

export function time<T>(
  fn: () => T,
  runs: number,
  warmup: number,
): Timing & { last: T } {
  let last = fn()
  for (let i = 1; i < warmup; i += 1) last = fn()
  const ms: number[] = []
  for (let i = 0; i < runs; i += 1) {
    const t0 = performance.now()
    last = fn()
    ms.push(performance.now() - t0)
  }
  return {
    medianMs: median(ms),
    minMs: Math.min(...ms),
    maxMs: Math.max(...ms),
    runs,
    last,
  }
}

/** Runs for a size: enough for a stable median, bounded in total time. */
export function runsFor(size: number): number {
  if (size <= 100) return 400
  if (size <= 1000) return 150
  if (size <= 10_000) return 60
  return 15
}

const gc = (): void => {
  const g = (globalThis as { gc?: () => void }).gc
  if (g) {
    g()
    g()
  }
}
const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10

/** True when the process can force a GC (node --expose-gc). */
export const canMeasureHeap = () =>
  typeof (globalThis as { gc?: unknown }).gc === 'function'

export function benchNodeSize(
  size: number,
  makeRows: () => ClinicRow[],
): NodeSizeResult {
  gc()
  const heap0 = process.memoryUsage().heapUsed
  let rows: ClinicRow[] | null = makeRows()
  // As the home page holds them: rows mapped, in the order both data sources
  // return them (compareByRating), then sorted by rating once per load
  // (features/search/use-clinic-search.ts).
  const clinics: Clinic[] = sortClinics(
    rows.map((r) => toClinic(r, COORDINATES)).sort(compareByRating),
  )
  rows = null
  gc()
  // A tiny directory is below GC noise; never report a negative size.
  const heapMB = Math.max(0, mb(process.memoryUsage().heapUsed - heap0))
  if (clinics.length !== size)
    throw new Error(`directory of ${clinics.length}, expected ${size}`)

  const runs = runsFor(size)
  const warmup = Math.max(3, Math.round(runs / 5))
  const search = time(
    () =>
      sortForAnswer(
        applyFilters(clinics, EVERY_FILTER, {
          now: BENCH_NOW,
          origin: BENCH_ORIGIN,
        }),
        null,
        true,
      ),
    runs,
    warmup,
  )
  const browse = time(
    () =>
      sortClinics(
        applyFilters(clinics, EVERY_FILTER, { now: BENCH_NOW, origin: null }),
      ),
    runs,
    warmup,
  )
  const openStatus = time(
    () => clinics.map((c) => computeOpenStatus(openStatusInput(c), BENCH_NOW)),
    runs,
    warmup,
  )
  const strip = <T extends { last: unknown }>({ last: _last, ...t }: T) => t
  return {
    size,
    search: { ...strip(search), results: search.last.length },
    browse: { ...strip(browse), results: browse.last.length },
    openStatus: {
      ...strip(openStatus),
      open: openStatus.last.filter((s) => s.isOpen).length,
    },
    heapMB,
    rssMB: mb(process.memoryUsage().rss),
  }
}
