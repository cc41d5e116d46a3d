/**
 * The points an operator declined on a geocode sheet (accept no), kept so
 * ops:geocode does not propose the same point for the same address again:
 * a JSON file beside the data file (supabase/data/geocode-rejections.json),
 * committed with it, read in both modes (the database has no place for an
 * operator's review; the decision belongs with the project's data). A
 * changed address (its query text as sent) is looked up afresh, and a point
 * more than NEAR_MILES from the declined one is proposed.
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { distanceMiles } from '../../../src/domain/geo/distance.ts'
import { localDay } from '../core/index.ts'

export interface Rejection {
  /** The clinic's id. */
  clinic: string
  name: string
  /** The address as sent to the geocoder (the sheet's query). */
  address: string
  lat: number
  lng: number
  /** ISO instant of the apply. */
  at: string
  /** The reviewer's initials ('' when the row had none). */
  by: string
}

/** The same point, as geocoders move a point between runs (about 80 m). */
export const NEAR_MILES = 0.05

export const REJECTIONS_FILE = 'geocode-rejections.json'

export function rejectionsPath(dataPath: string): string {
  return path.join(path.dirname(dataPath), REJECTIONS_FILE)
}

function isRejection(x: unknown): x is Rejection {
  if (x === null || typeof x !== 'object') return false
  const r = x as Record<string, unknown>
  return (
    typeof r.clinic === 'string' &&
    typeof r.name === 'string' &&
    typeof r.address === 'string' &&
    typeof r.lat === 'number' &&
    Number.isFinite(r.lat) &&
    typeof r.lng === 'number' &&
    Number.isFinite(r.lng) &&
    typeof r.at === 'string' &&
    typeof r.by === 'string'
  )
}

/** The declined points on file (none when there is no file); a malformed file is refused, naming it. */
export function readRejections(file: string): Rejection[] {
  if (!existsSync(file)) return []
  let parsed: unknown
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'))
  } catch (e) {
    throw new Error(
      `${file} is not JSON (${(e as Error).message}): fix or remove it`,
    )
  }
  const list = (parsed as { rejections?: unknown } | null)?.rejections
  if (!Array.isArray(list) || !list.every(isRejection))
    throw new Error(
      `${file} is not a list of declined points ({"rejections": [{clinic, name, address, lat, lng, at, by}]}): fix or remove it`,
    )
  return list
}

/** The declined point this proposal repeats: same clinic, same address, within NEAR_MILES. */
export function declinedBefore(
  rejections: readonly Rejection[],
  clinic: string,
  address: string,
  point: { lat: number; lng: number },
): Rejection | undefined {
  return rejections.find(
    (r) =>
      r.clinic === clinic &&
      r.address === address &&
      distanceMiles(r, point) <= NEAR_MILES,
  )
}

/** The reason a repeated proposal is not made, for the sheet. */
export function declinedReason(r: Rejection, timeZone?: string): string {
  return `this point was declined${r.by ? ` by ${r.by}` : ''} on ${localDay(r.at, timeZone)} for the same address: not proposed again unless the address changes (${REJECTIONS_FILE})`
}

/**
 * Adds the declined points not yet on file (written whole, then renamed:
 * never half a file); returns how many were added.
 */
export function addRejections(
  file: string,
  declined: readonly Rejection[],
): number {
  const have = readRejections(file)
  const fresh = declined.filter(
    (d) => !declinedBefore(have, d.clinic, d.address, d),
  )
  if (fresh.length === 0) return 0
  const all = [...have, ...fresh]
  const tmp = `${file}.${process.pid}.tmp`
  writeFileSync(
    tmp,
    JSON.stringify(
      {
        note: 'Points declined on ops:geocode sheets (accept no); ops:geocode does not propose them again for the same address. Written by ops:apply.',
        rejections: all,
      },
      null,
      2,
    ) + '\n',
  )
  renameSync(tmp, file)
  return fresh.length
}
