import { describe, expect, test } from 'vitest'
import { DEFAULT_FILTERS } from '@/domain/clinic'
import { clinicOpenStatus } from '@/domain/clinic-display'
import { applyFilters } from '@/domain/filters'
import {
  computeOpenStatus,
  minutesUntilOpen,
  openStatusInput,
} from '@/domain/hours/open-status'
import { hoursLineText } from '@/domain/hours/hours-line-text'
import { soonestOpenings } from '@/domain/soonest-openings'
import { toMapPoints } from '@/domain/map/map-points'
import { createClinic, everyDay } from '../../factories/clinic'

// Monday 2026-11-23: 09:00 and 06:00 in Chicago.
const MONDAY_9AM = new Date('2026-11-23T15:00:00Z')
const MONDAY_6AM = new Date('2026-11-23T12:00:00Z')

const open = createClinic({
  slug: 'open',
  name: 'Open Clinic',
  weeklyHours: everyDay('8:00 AM - 8:00 PM'),
})
const paused = createClinic({
  uuid: '00000002-0000-5000-8000-000000000000',
  id: 2,
  slug: 'paused',
  name: 'Paused Clinic',
  weeklyHours: everyDay('8:00 AM - 8:00 PM'),
  status: 'temporarily_closed',
})

describe('a temporarily closed clinic', () => {
  test("is 'Temporarily closed' at any instant, whatever its hours say", () => {
    for (const at of [MONDAY_9AM, MONDAY_6AM, new Date(NaN)])
      expect(computeOpenStatus(openStatusInput(paused), at)).toEqual({
        state: 'temporarily-closed',
        isOpen: false,
        hoursText: 'Closed for now — call before you go',
        closesAt: null,
        opensAt: null,
      })
    expect(clinicOpenStatus(open, MONDAY_9AM)?.state).toBe('open')
  })

  test('says so before the clock is known: it comes from the data', () => {
    expect(clinicOpenStatus(paused, null)?.state).toBe('temporarily-closed')
    expect(clinicOpenStatus(open, null)).toBeNull()
  })

  test('the hours line asks to call, with no opening or closing time', () => {
    expect(hoursLineText(clinicOpenStatus(paused, MONDAY_9AM)!)).toBe(
      'Closed for now — call before you go',
    )
  })

  test("is left out of 'Open Now', and only of it", () => {
    const both = [open, paused]
    const openNow = { ...DEFAULT_FILTERS, hours: ['open-now' as const] }
    expect(
      applyFilters(both, openNow, { now: MONDAY_9AM, origin: null }).map(
        (c) => c.slug,
      ),
    ).toEqual(['open'])
    expect(
      applyFilters(both, DEFAULT_FILTERS, {
        now: MONDAY_9AM,
        origin: null,
      }).map((c) => c.slug),
    ).toEqual(['open', 'paused'])
  })

  test('is never among the soonest openings', () => {
    expect(minutesUntilOpen(openStatusInput(paused), MONDAY_6AM)).toBeNull()
    expect(minutesUntilOpen(openStatusInput(open), MONDAY_6AM)).toBe(120)
    expect(
      soonestOpenings([paused, open], MONDAY_6AM).map((s) => s.clinic.slug),
    ).toEqual(['open'])
  })

  test('its map marker says it in words', () => {
    const { clinics } = toMapPoints([paused], [], MONDAY_9AM)
    expect(clinics[0]).toMatchObject({
      state: 'temporarily-closed',
      hours: 'Closed for now — call before you go',
    })
  })
})
