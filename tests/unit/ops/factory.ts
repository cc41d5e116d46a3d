import { UNVERIFIED } from '../../../src/domain/verification'
import type { OpsClinic } from '../../../ops/lib/core/model'
import { NO_FACTS } from '../../../ops/lib/core/facts'
import { SHEET_COLUMNS, sheetRow } from '../../../ops/lib/sheets-out/queue'
import type { SheetRow } from '../../../ops/lib/apply/plan'
import { holidaysWithin, isoOf } from '../../../src/domain/hours/holidays'
import { clinicWallClock } from '../../../src/domain/hours/open-status'
import type { HoursException } from '../../../src/domain/hours/hours-exceptions'

export const NOW = new Date('2026-11-26T16:00:00.000Z')
export const DAY = 24 * 60 * 60 * 1000
export const ago = (days: number) =>
  new Date(NOW.getTime() - days * DAY).toISOString()

/**
 * Closed on every listed holiday of the 30 days from `now` (Central), as
 * confirmed by call a week before: a clinic the holiday questions leave
 * alone, for the tests about the rest of the queue.
 */
export function holidaysAnswered(now = NOW): HoursException[] {
  const today = clinicWallClock('America/Chicago', now)!.day
  return holidaysWithin(today, 31).map(({ day }) => ({
    date: isoOf(day),
    hours: null,
    note: null,
    confirmedAt: new Date(now.getTime() - 7 * DAY).toISOString(),
    method: 'call',
  }))
}

let n = 0
/** A clinic as the operator's tools see it; override what the test is about. */
export function opsClinic(over: Partial<OpsClinic> = {}): OpsClinic {
  n++
  const id = `00000000-0000-5000-8000-${String(n).padStart(12, '0')}`
  return {
    id,
    slug: `clinic-${n}`,
    name: `Clinic ${String(n).padStart(3, '0')}`,
    city: 'Paducah',
    state: 'KY',
    zip: '42001',
    address: '1 Main St',
    phone: '(270) 555-0100',
    website: 'https://example.org',
    hours: {
      sunday: 'Closed',
      monday: '8:00 AM - 8:00 PM',
      tuesday: '8:00 AM - 8:00 PM',
      wednesday: '8:00 AM - 8:00 PM',
      thursday: '8:00 AM - 8:00 PM',
      friday: '8:00 AM - 8:00 PM',
      saturday: '9:00 AM - 5:00 PM',
    },
    timezone: 'America/Chicago',
    sources: ['https://example.org/source'],
    status: 'active',
    verification: {
      ...UNVERIFIED,
      phone: null,
      hours: null,
      address: null,
      website: null,
    },
    facts: NO_FACTS,
    nextCheckAfter: null,
    doNotCall: false,
    doNotCallReason: null,
    coordinates: {
      lat: 37.0834,
      lng: -88.6001,
      approximate: true,
      method: 'town',
      match: null,
    },
    townPoint: { lat: 37.0834, lng: -88.6001 },
    hoursExceptions: [],
    ...over,
  }
}

export const HEADER = [...SHEET_COLUMNS] as string[]

/** A sheet row for the clinic as the queue writes it, with cells filled in. */
export function filled(
  c: OpsClinic,
  cells: Record<string, string>,
  line = 2,
): SheetRow {
  return { line, cells: { ...sheetRow(c, 'call'), ...cells } }
}
