import { UNKNOWN_DISTANCE_MILES, type Clinic, type OpenState } from '../clinic'
import { clinicOpenStatus, directionsUrl, telHref } from '../clinic-display'
import type { EmergencyDepartment } from '../emergency/types'
import { formatMiles, isUsablePoint } from '../geo/distance'
import { hoursLineText } from '../hours/hours-line-text'
import {
  HOURS_NOT_AVAILABLE_TEXT,
  type OpenStatusDetail,
} from '../hours/open-status'

/** A listed clinic on the map: everything its marker and popup say. */
export interface ClinicPoint {
  kind: 'clinic'
  key: string
  slug: string
  name: string
  /** The clinic's town, as stored ('Paducah'). */
  city: string
  lat: number
  lng: number
  /** The point is the town centre, not the clinic itself. */
  approximate: boolean
  /** Null before the clock is known (no status is claimed then). */
  state: OpenState | null
  /**
   * An open clinic near or past its confirmed last check-in (its popup says
   * 'Check-in closing soon' / 'Check-in closed', as the cards do).
   */
  checkin: 'soon' | 'ended' | null
  /** '3.2 miles', or null before a search (or when unknown). */
  distance: string | null
  /**
   * Today's hours line, or null before the clock is known and when the
   * state already says 'Hours unknown' (one wording, never 'Call for hours').
   */
  hours: string | null
  tel: string | null
  directions: string
}

/** A nearby hospital emergency room (open 24 hours) on the map. */
export interface RoomPoint {
  kind: 'room'
  key: string
  name: string
  lat: number
  lng: number
  /** 'Paducah, KY' */
  place: string
  distance: string | null
  tel: string | null
  directions: string
}

export interface MapPoints {
  clinics: ClinicPoint[]
  rooms: RoomPoint[]
  /** Listed clinics without a usable location: in the list only. */
  unplaced: number
}

const METERS_PER_MILE = 1609.344

function milesText(d: number | undefined): string | null {
  return d === undefined || !Number.isFinite(d) || d >= UNKNOWN_DISTANCE_MILES
    ? null
    : formatMiles(d)
}

/**
 * The markers of a result list, in its order (so the keyboard meets them in
 * the list's order): every clinic with a usable point, the emergency rooms
 * with one, and how many listed clinics cannot be placed. Pure: the clock
 * comes in as `now`.
 */
export function toMapPoints(
  clinics: readonly Clinic[],
  rooms: readonly EmergencyDepartment[],
  now: Date | null,
): MapPoints {
  const points: ClinicPoint[] = []
  let unplaced = 0
  for (const c of clinics) {
    const at = c.coordinates
    if (!isUsablePoint(at)) {
      unplaced++
      continue
    }
    const status = clinicOpenStatus(c, now)
    points.push({
      kind: 'clinic',
      key: `clinic-${c.uuid}`,
      slug: c.slug,
      name: c.name,
      city: c.city,
      lat: at.lat,
      lng: at.lng,
      approximate: at.approximate === true,
      state: status?.state ?? null,
      checkin:
        status?.checkin?.phase === 'soon' || status?.checkin?.phase === 'ended'
          ? status.checkin.phase
          : null,
      distance: milesText(c.distance),
      hours: status ? popupHours(status) : null,
      tel: telHref(c.phone),
      directions: directionsUrl(c),
    })
  }
  const roomPoints: RoomPoint[] = []
  for (const r of rooms) {
    if (!isUsablePoint(r.coordinates)) continue
    roomPoints.push({
      kind: 'room',
      key: `room-${r.id}`,
      name: r.name,
      lat: r.coordinates.lat,
      lng: r.coordinates.lng,
      place: `${r.city}, ${r.state}`,
      distance: milesText(r.distance),
      tel: telHref(r.phone),
      directions: directionsUrl(r),
    })
  }
  return { clinics: points, rooms: roomPoints, unplaced }
}

/**
 * A popup's hours line: today's hours as a card shows them, none when they
 * are unknown (the state then reads 'Hours unknown', the one wording).
 */
function popupHours(status: OpenStatusDetail): string | null {
  return status.hoursText === HOURS_NOT_AVAILABLE_TEXT
    ? null
    : hoursLineText(status)
}

/** '2 clinics without a known location are in the list only', or null. */
export function unplacedNote(count: number): string | null {
  if (!Number.isInteger(count) || count <= 0) return null
  return count === 1
    ? '1 clinic without a known location is in the list only'
    : `${count} clinics without a known location are in the list only`
}

/** The marker's accessible name: the name and its state in words. */
export function markerLabel(
  point: ClinicPoint | RoomPoint,
  stateLabels: Record<OpenState, string>,
): string {
  if (point.kind === 'room')
    return `${point.name} — Emergency room, open 24 hours`
  const state = point.state ? stateLabels[point.state] : null
  return state ? `${point.name} — ${state}` : point.name
}

/**
 * Pixel offsets that set apart markers drawn on top of each other (clinics
 * placed at their town's centre share one point; a clinic beside a hospital
 * nearly does). Points are screen positions at the map's zoom, in list
 * order: each point not yet placed anchors a group of the later points
 * closer to it than `size` pixels; the anchor stays and the others go round
 * it on a ring wide enough for `size`-pixel markers. Keyed like the input.
 */
export function spreadOffsets(
  points: ReadonlyArray<{ key: string; x: number; y: number }>,
  size = 36,
): Map<string, [number, number]> {
  const out = new Map<string, [number, number]>()
  const gap = size + 8
  for (let i = 0; i < points.length; i++) {
    const anchor = points[i]!
    if (out.has(anchor.key)) continue
    out.set(anchor.key, [0, 0])
    const ring = points
      .slice(i + 1)
      .filter(
        (q) =>
          !out.has(q.key) && Math.hypot(q.x - anchor.x, q.y - anchor.y) < size,
      )
    if (ring.length === 0) continue
    // Neighbours on the ring stay a marker and a gap apart, and off the anchor.
    const r = Math.max(gap, (ring.length * gap) / (2 * Math.PI))
    ring.forEach((q, k) => {
      const a = (2 * Math.PI * k) / ring.length - Math.PI / 2
      out.set(q.key, [
        Math.round(anchor.x + r * Math.cos(a) - q.x),
        Math.round(anchor.y + r * Math.sin(a) - q.y),
      ])
    })
  }
  return out
}

/** A search radius in miles as metres (what a map circle takes). */
export function radiusMeters(miles: number): number {
  return Number.isFinite(miles) && miles > 0 ? miles * METERS_PER_MILE : 0
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

/**
 * The tile attribution as the map's HTML (Leaflet writes it as markup): the
 * configured text escaped, and OpenStreetMap's with its copyright link.
 */
export function attributionHtml(text: string): string {
  const escaped = text.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch]!)
  return escaped.replace(
    /OpenStreetMap contributors/,
    '<a href="https://www.openstreetmap.org/copyright">OpenStreetMap contributors</a>',
  )
}
