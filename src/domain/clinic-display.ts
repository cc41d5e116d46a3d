import type { Clinic } from './clinic'
import { checkinStatus, CLOSING_SOON_MINUTES } from './hours/checkin'
import {
  clinicWallClock,
  computeOpenStatusAt,
  minutesUntilClose,
  openStatusInput,
  TEMPORARILY_CLOSED,
  type OpenStatusDetail,
} from './hours/open-status'

/** 'address, city, state zip', leaving out what is unknown. */
export function fullAddress(
  c: Pick<Clinic, 'address' | 'city' | 'state' | 'zip'>,
): string {
  const cityLine = `${c.city}, ${c.state}${c.zip ? ` ${c.zip}` : ''}`
  return c.address ? `${c.address}, ${cityLine}` : cityLine
}

/**
 * A maps directions URL (api=1&destination=...). Without a street address the
 * clinic's name stands in for it, so the maps service can still find it.
 */
export function directionsUrl(
  c: Pick<Clinic, 'name' | 'address' | 'city' | 'state' | 'zip'>,
): string {
  const destination = `${c.address ?? c.name}, ${c.city}, ${c.state}${c.zip ? ` ${c.zip}` : ''}`
  const u = new URL('https://www.google.com/maps/dir/')
  u.searchParams.set('api', '1')
  u.searchParams.set('destination', destination)
  return u.toString()
}

/** A tel: link from a displayed phone number, or null when it has no digits. */
export function telHref(phone: string | null): string | null {
  if (!phone) return null
  const digits = phone.replace(/[^\d+]/g, '')
  return digits.replace(/\D/g, '').length >= 7 ? `tel:${digits}` : null
}

/** '{name} urgent care clinic in {city}, {state}' (the card image's alt text). */
export function clinicImageAlt(
  c: Pick<Clinic, 'name' | 'city' | 'state'>,
): string {
  return `${c.name} urgent care clinic in ${c.city}, ${c.state}`
}

/** English month names, January first (dates shown in US format). */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const

/** 'Month YYYY' for an ISO date, or null. */
export function monthYear(isoDate: string | null): string | null {
  if (!isoDate) return null
  const m = /^(\d{4})-(\d{2})-\d{2}$/.exec(isoDate)
  if (!m) return null
  const name = MONTH_NAMES[Number(m[2]) - 1]
  return name ? `${name} ${m[1]}` : null
}

/** The first `n` services, and how many more there are. */
export function visibleServices(
  services: readonly string[],
  n = 3,
): { shown: string[]; more: number } {
  return { shown: services.slice(0, n), more: Math.max(0, services.length - n) }
}

/**
 * The clinic's open status at `now` (by its weekly hours, or the stored
 * today's hours, its time zone and its status), or null before the time is
 * known. A temporarily closed clinic says so before the time is known too:
 * that comes from the data, not the clock. An open clinic whose last
 * check-in is confirmed carries it (`checkin`: its time and phase), and one
 * closing within the hour the minutes left (`closesIn`).
 */
export function clinicOpenStatus(
  clinic: Pick<Clinic, 'weeklyHours' | 'hours' | 'timezone'> &
    Partial<Pick<Clinic, 'status' | 'facts'>>,
  now: Date | null,
): OpenStatusDetail | null {
  if (clinic.status === 'temporarily_closed') return TEMPORARILY_CLOSED
  if (!now) return null
  const input = openStatusInput(clinic)
  const wall = clinicWallClock(input.timezone, now)
  const status = computeOpenStatusAt(input, wall)
  const left = minutesUntilClose(input, wall)
  if (left === null) return status
  const detail: OpenStatusDetail = { ...status }
  const minutes = clinic.facts?.lastCheckinMinutesBeforeClose ?? null
  const checkin = checkinStatus(input, wall, minutes)
  if (checkin) detail.checkin = checkin
  if (left <= CLOSING_SOON_MINUTES) detail.closesIn = left
  return detail
}
