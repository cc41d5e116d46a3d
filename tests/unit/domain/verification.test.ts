import { describe, expect, test } from 'vitest'
import { CLINIC_ROWS } from '@/data/builtin/generated/data'
import { toClinic } from '@/domain/map-row'
import { repairClinicRow } from '@/domain/repair-row'
import { UNVERIFIED } from '@/domain/verification'
import {
  isoTimestamp,
  VERIFICATION_COLUMNS,
  verificationOf,
} from '@/domain/verification-row'

const good = CLINIC_ROWS[0]!
const VERIFICATION_KEYS: readonly string[] = VERIFICATION_COLUMNS

/** A row as an older database (before the verification migration) answers it. */
function olderRow(): Record<string, unknown> {
  const row: Record<string, unknown> = { ...good }
  for (const k of VERIFICATION_KEYS) delete row[k]
  return row
}

describe('verification facts of a clinic row', () => {
  test('the built-in data states every verification column, all unconfirmed', () => {
    for (const row of CLINIC_ROWS) {
      const r = row as unknown as Record<string, unknown>
      for (const k of VERIFICATION_KEYS) expect(k in r).toBe(true)
      expect(row.status).toBe('active')
      expect(verificationOf(row)).toEqual(UNVERIFIED)
    }
  })

  test('an older database without the columns: active, never confirmed, no issue', () => {
    const { row, issues } = repairClinicRow(olderRow(), 0)
    expect(issues).toEqual([])
    for (const k of VERIFICATION_KEYS) expect(k in row!).toBe(false)
    const clinic = toClinic(row!, {})
    expect(clinic.status).toBe('active')
    expect(clinic.verification).toEqual(UNVERIFIED)
  })

  test('confirmed dates and methods as the database answers them', () => {
    const { row, issues } = repairClinicRow(
      {
        ...good,
        status: 'temporarily_closed',
        phone_verified_at: '2026-11-20T15:04:05.123+00:00',
        phone_verified_method: 'call',
        hours_verified_at: '2026-10-01T12:00:00Z',
        hours_verified_method: 'website',
      },
      0,
    )
    expect(issues).toEqual([])
    const clinic = toClinic(row!, {})
    expect(clinic.status).toBe('temporarily_closed')
    expect(clinic.verification).toEqual({
      ...UNVERIFIED,
      phone: { at: '2026-11-20T15:04:05.123Z', method: 'call' },
      hours: { at: '2026-10-01T12:00:00.000Z', method: 'website' },
      address: null,
      website: null,
    })
  })

  test.each([
    ['status', 'closed', null],
    ['status', 7, null],
    ['phone_verified_at', 'last week', null],
    ['phone_verified_at', 20261120, null],
    ['hours_verified_method', 'fax', null],
    ['next_check_after', '2026-13-45T99:00:00Z', null],
  ])('%s %j is repaired to unknown, with an issue', (field, value, want) => {
    const { row, issues } = repairClinicRow({ ...good, [field]: value }, 0)
    expect((row as unknown as Record<string, unknown>)[field]).toBe(want)
    expect(issues).toMatchObject([{ field, action: 'fixed' }])
    expect(toClinic(row!, {}).status).toBe('active')
  })

  test('a date without its method (or the reverse) is no confirmation', () => {
    expect(
      verificationOf({
        phone_verified_at: '2026-11-20T00:00:00Z',
        hours_verified_method: 'call',
      }),
    ).toEqual(UNVERIFIED)
  })

  test('isoTimestamp accepts dates and date-times with a zone, and nothing else', () => {
    expect(isoTimestamp('2026-11-26')).toBe('2026-11-26T00:00:00.000Z')
    expect(isoTimestamp('2026-11-26 17:00:00+00')).toBe(
      '2026-11-26T17:00:00.000Z',
    )
    expect(isoTimestamp('2026-11-26T11:00:00-06:00')).toBe(
      '2026-11-26T17:00:00.000Z',
    )
    expect(isoTimestamp(new Date('2026-11-26T17:00:00Z'))).toBe(
      '2026-11-26T17:00:00.000Z',
    )
    for (const bad of ['', 'soon', '26/11/2026', null, 3, new Date(NaN)])
      expect(isoTimestamp(bad)).toBeNull()
  })
})
