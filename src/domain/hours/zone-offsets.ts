/*
 * UTC offsets of the data's time zones over a span of years, generated from
 * the time-zone database by `npm run data:zones` (zone-offsets-data.ts).
 * Within that span a clinic's wall clock needs no Intl: the first
 * Intl.DateTimeFormat of a page costs a long task (tens of milliseconds on a
 * phone) because it loads the browser's date data. Outside the span, or for
 * another zone, zoned-time.ts asks Intl as before. Pure: no I/O.
 */

/** The offsets of one zone from `from` to `to` (UTC minutes since 1970). */
export interface ZoneOffsets {
  readonly zone: string
  /** First minute covered (UTC minutes since the epoch). */
  readonly from: number
  /** First minute no longer covered. */
  readonly to: number
  /** Minutes at which an offset starts; the first is `from`. */
  readonly starts: readonly number[]
  /** Offset from UTC in minutes (negative west of Greenwich), per start. */
  readonly offsets: readonly number[]
}

/** The zone's UTC offset in minutes at `epochMs`, or null if not covered. */
export function offsetAt(z: ZoneOffsets, epochMs: number): number | null {
  const minute = Math.floor(epochMs / 60_000)
  if (!(minute >= z.from && minute < z.to)) return null
  // A few starts per year: a backwards scan is as fast as a search.
  for (let i = z.starts.length - 1; i >= 0; i--)
    if (minute >= z.starts[i]!) return z.offsets[i] ?? null
  return null
}
