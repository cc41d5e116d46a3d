import { describe, expect, test } from 'vitest'
import { answerRank, sortForAnswer } from '@/domain/answer-order'
import { applyFilters } from '@/domain/filters'
import { confirmedOpenFirst } from '@/domain/open-now-order'
import { DEFAULT_FILTERS, type Clinic } from '@/domain/clinic'
import { clinicOpenStatus } from '@/domain/clinic-display'
import { createClinic, everyDay } from '../../factories/clinic'

// Christmas Day, Friday 2026-12-25, 10:00 in Paducah (America/Chicago).
const CHRISTMAS = new Date('2026-12-25T16:00:00Z')
// An ordinary Tuesday, 2026-12-08, 10:00.
const TUESDAY = new Date('2026-12-08T16:00:00Z')

let n = 0
function clinic(over: Partial<Clinic> = {}): Clinic {
  n += 1
  const hex = n.toString(16).padStart(8, '0')
  return createClinic({
    id: n,
    uuid: `${hex}-0000-5000-8000-000000000000`,
    slug: `clinic-${n}`,
    name: `Clinic ${String(n).padStart(3, '0')}`,
    timezone: 'America/Chicago',
    weeklyHours: everyDay('8:00 AM - 8:00 PM'),
    ...over,
  })
}
const confirmed = (date: string, hours: string | null) => ({
  hoursExceptions: [
    {
      date,
      hours,
      note: null,
      confirmedAt: '2026-12-01T00:00:00.000Z',
      method: 'call' as const,
    },
  ],
})

describe('the answer order and Open Now on a holiday', () => {
  const usual = clinic({ name: 'A usual hours' })
  const holidayOpen = clinic({
    name: 'Z holiday hours',
    ...confirmed('2026-12-25', '9 AM - 1 PM'),
  })
  const holidayClosed = clinic({
    name: 'B closed for Christmas',
    ...confirmed('2026-12-25', null),
  })
  const unknown = clinic({ name: 'C no hours', weeklyHours: everyDay(null) })
  const all = [unknown, holidayClosed, usual, holidayOpen]

  test('confirmed open first, then usually open, then the rest', () => {
    expect(answerRank(holidayOpen, CHRISTMAS)).toEqual({ group: 0, minutes: 0 })
    expect(answerRank(usual, CHRISTMAS)).toEqual({ group: 1, minutes: 0 })
    expect(answerRank(holidayClosed, CHRISTMAS).group).toBe(1)
    expect(answerRank(holidayClosed, CHRISTMAS).minutes).toBeGreaterThan(0)
    expect(sortForAnswer(all, CHRISTMAS).map((c) => c.name)).toEqual([
      'Z holiday hours',
      'A usual hours',
      'B closed for Christmas',
      'C no hours',
    ])
  })

  test("'Open Now' keeps the usually open below the confirmed open, never hides them", () => {
    const filters = { ...DEFAULT_FILTERS, hours: ['open-now' as const] }
    const kept = applyFilters(all, filters, { now: CHRISTMAS, origin: null })
    expect(kept.map((c) => c.name).sort()).toEqual([
      'A usual hours',
      'Z holiday hours',
    ])
    expect(confirmedOpenFirst(kept, CHRISTMAS).map((c) => c.name)).toEqual([
      'Z holiday hours',
      'A usual hours',
    ])
    expect(clinicOpenStatus(usual, CHRISTMAS)?.state).toBe('usually-open')
    expect(clinicOpenStatus(holidayOpen, CHRISTMAS)).toMatchObject({
      state: 'open',
      hoursText: 'Holiday hours 9 AM - 1 PM',
    })
    expect(clinicOpenStatus(holidayClosed, CHRISTMAS)?.hoursText).toBe(
      'Closed today (Christmas Day)',
    )
  })

  test('an ordinary Tuesday: nothing changed', () => {
    expect(answerRank(usual, TUESDAY).group).toBe(0)
    expect(clinicOpenStatus(usual, TUESDAY)).toEqual({
      state: 'open',
      isOpen: true,
      hoursText: '8:00 AM - 8:00 PM',
      closesAt: '8 PM',
      opensAt: null,
    })
    const filters = { ...DEFAULT_FILTERS, hours: ['open-now' as const] }
    expect(
      applyFilters(all, filters, { now: TUESDAY, origin: null }).length,
    ).toBe(3)
  })
})
