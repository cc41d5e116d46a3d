import { describe, expect, test } from 'vitest'
import { CLINIC_ROWS } from '@/data/builtin/generated/data'
import {
  exceptionOn,
  readHoursExceptions,
} from '@/domain/hours/hours-exceptions'
import { dayOf } from '@/domain/hours/holidays'
import { toClinic } from '@/domain/map-row'
import { repairClinicRow } from '@/domain/repair-row'

const christmas = {
  date: '2026-12-25',
  closed: true,
  confirmed_at: '2026-12-01',
  method: 'call' as const,
}
const eve = {
  date: '2026-12-24',
  hours: '9 AM - 1 PM',
  note: 'Walk-ins until noon',
  confirmed_at: '2026-12-01T15:30:00Z',
  method: 'website' as const,
}

describe('reading the dated exceptions', () => {
  test('closed and other hours, with their confirmation, in date order', () => {
    const { exceptions, problems } = readHoursExceptions([christmas, eve])
    expect(problems).toEqual([])
    expect(exceptions).toEqual([
      {
        date: '2026-12-24',
        hours: '9 AM - 1 PM',
        note: 'Walk-ins until noon',
        confirmedAt: '2026-12-01T15:30:00.000Z',
        method: 'website',
      },
      {
        date: '2026-12-25',
        hours: null,
        note: null,
        confirmedAt: '2026-12-01T00:00:00.000Z',
        method: 'call',
      },
    ])
    expect(exceptionOn(exceptions, dayOf('2026-12-25'))?.hours).toBeNull()
    expect(exceptionOn(exceptions, dayOf('2026-12-26'))).toBeNull()
    expect(exceptionOn(undefined, dayOf('2026-12-25'))).toBeNull()
  })

  test('a bad entry costs only itself, and says why', () => {
    const bad = [
      'closed',
      { ...christmas, date: '2026-02-30' },
      { ...christmas, confirmed_at: undefined },
      { ...christmas, method: 'guess' },
      { ...christmas, hours: '9 AM - 1 PM' },
      { date: '2026-12-31', confirmed_at: '2026-12-01', method: 'call' },
      { ...eve, hours: 'same as usual' },
      { ...eve, note: 'x'.repeat(201) },
      { ...christmas, closed: 'yes' },
    ]
    const { exceptions, problems } = readHoursExceptions([
      ...bad,
      christmas,
      { ...christmas, closed: undefined, hours: '8 AM - 5 PM' },
    ])
    expect(exceptions.map((e) => e.date)).toEqual(['2026-12-25'])
    expect(problems).toHaveLength(bad.length + 1)
    expect(problems.at(-1)).toBe('entry 11: a second entry for 2026-12-25')
    expect(problems[0]).toBe('entry 1: not an entry')
    expect(readHoursExceptions('nope').problems).toEqual(['not a list'])
    expect(readHoursExceptions(null)).toEqual({ exceptions: [], problems: [] })
  })

  test('the row repair keeps the good entries and reports each bad one', () => {
    const row = {
      ...CLINIC_ROWS[0]!,
      hours_exceptions: [christmas, { ...eve, method: 'guess' }, eve],
    }
    const { row: out, issues } = repairClinicRow(row, 0)
    expect(out!.hours_exceptions).toEqual([christmas, eve])
    expect(issues).toMatchObject([
      {
        field: 'hours_exceptions',
        problem: 'entry 2: 2026-12-24: no confirmation method; left out',
        action: 'fixed',
      },
    ])
    const notList = repairClinicRow(
      { ...CLINIC_ROWS[0]!, hours_exceptions: 'closed at Christmas' },
      0,
    )
    expect(notList.row!.hours_exceptions).toEqual([])
    expect(notList.issues).toHaveLength(1)
    // An older database: no column, no exception.
    const { hours_exceptions: _, ...older } = CLINIC_ROWS[0]!
    expect(repairClinicRow(older, 0).row).not.toHaveProperty('hours_exceptions')
  })

  test('a clinic carries its exceptions; the data has none', () => {
    for (const row of CLINIC_ROWS) expect(row.hours_exceptions).toEqual([])
    const clinic = toClinic(
      { ...CLINIC_ROWS[0]!, hours_exceptions: [christmas] },
      {},
    )
    expect(clinic.hoursExceptions).toMatchObject([
      { date: '2026-12-25', hours: null, method: 'call' },
    ])
  })
})
