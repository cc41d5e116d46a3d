import { describe, expect, test } from 'vitest'
import fc from 'fast-check'
import {
  formatSavedAt,
  offlineNoticeText,
  parseSavedAt,
} from '@/domain/offline/notice'
import {
  afterTry,
  isOutboxItem,
  keepOnDevice,
  outcomeOfStatus,
} from '@/domain/offline/outbox'

describe('offline notice words', () => {
  test('the date and time in the given zone', () => {
    const at = new Date('2026-11-25T19:05:00Z')
    expect(formatSavedAt(at, 'America/Chicago')).toBe('Nov 25, 2026, 1:05 PM')
    expect(offlineNoticeText(at, 'America/Chicago')).toBe(
      "You're offline. Showing the directory as saved on Nov 25, 2026, 1:05 PM. Call the clinic to confirm before you go.",
    )
  })
  test('no date is never an invented one', () => {
    expect(formatSavedAt(new Date(NaN))).toBeNull()
    expect(offlineNoticeText(null)).toBe(
      "You're offline. Showing the directory as saved on this device. Call the clinic to confirm before you go.",
    )
  })
  test('parseSavedAt takes dates only', () => {
    expect(parseSavedAt('2026-11-25T19:05:00.000Z')?.toISOString()).toBe(
      '2026-11-25T19:05:00.000Z',
    )
    fc.assert(
      fc.property(fc.string(), (s) => {
        const d = parseSavedAt(s)
        expect(d === null || Number.isFinite(d.getTime())).toBe(true)
      }),
    )
    expect(parseSavedAt(null)).toBeNull()
    expect(parseSavedAt('<script>')).toBeNull()
  })
})

describe('outbox rules', () => {
  test('2xx is sent; 408, 429, 5xx failed; other 4xx refused', () => {
    expect(outcomeOfStatus(200)).toEqual({ kind: 'sent' })
    expect(outcomeOfStatus(202)).toEqual({ kind: 'sent' })
    expect(outcomeOfStatus(400)).toEqual({ kind: 'refused', status: 400 })
    expect(outcomeOfStatus(413)).toEqual({ kind: 'refused', status: 413 })
    expect(outcomeOfStatus(429)).toEqual({ kind: 'failed', status: 429 })
    expect(outcomeOfStatus(502)).toEqual({ kind: 'failed', status: 502 })
  })
  test('only an unanswered send is kept on the device; sent and refused leave the outbox', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 599 }), (status) => {
        const o = outcomeOfStatus(status)
        expect(keepOnDevice(o)).toBe(false)
        expect(afterTry(o)).toBe(
          o.kind === 'sent' || o.kind === 'refused' ? 'drop' : 'keep',
        )
      }),
    )
    expect(keepOnDevice({ kind: 'unreachable' })).toBe(true)
    expect(afterTry({ kind: 'unreachable' })).toBe('keep')
  })
  test('isOutboxItem accepts the stored shape only', () => {
    const item = {
      idempotencyKey: 'k',
      honeypot: '',
      keptAt: '2026-11-25T00:00:00Z',
      message: { name: 'a', email: 'b', subject: 'c', message: 'd' },
    }
    expect(isOutboxItem(item)).toBe(true)
    expect(isOutboxItem({ ...item, idempotencyKey: '' })).toBe(false)
    expect(isOutboxItem({ ...item, message: { name: 'a' } })).toBe(false)
    fc.assert(fc.property(fc.anything(), (v) => void isOutboxItem(v)))
  })
})
