import { describe, expect, test } from 'vitest'
import fc from 'fast-check'
import {
  formatSavedAt,
  keptText,
  waitingText,
  QUEUED_MESSAGE_TEXT,
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
  test('kept on the device: no answer, none in time, or a failure on the server side (5xx, 408); never a refusal or the rate limit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 599 }), (status) => {
        const o = outcomeOfStatus(status)
        expect(keepOnDevice(o)).toBe(status >= 500 || status === 408)
        expect(afterTry(o)).toBe(
          o.kind === 'sent' || o.kind === 'refused' ? 'drop' : 'keep',
        )
      }),
    )
    expect(keepOnDevice({ kind: 'failed', status: 429 })).toBe(false)
    for (const kind of ['unreachable', 'timed_out'] as const) {
      expect(keepOnDevice({ kind })).toBe(true)
      expect(afterTry({ kind })).toBe('keep')
    }
  })
  test('the form says why it kept what the parent wrote: offline, or the server', () => {
    // No answer and the device offline: the connection.
    expect(keptText({ kind: 'unreachable' }, 'message', false)).toBe(
      QUEUED_MESSAGE_TEXT,
    )
    expect(keptText({ kind: 'unreachable' }, 'report', false)).toBe(
      "You're offline. Your report is saved on this device and will be sent when you're back online.",
    )
    // Online: no answer, none in time, or a failure are the server's.
    const server =
      /^Our server isn't working right now \(your connection is fine\)\. Your (message|report) is saved on this device and will be sent automatically/
    for (const kind of ['unreachable', 'timed_out', 'failed'])
      for (const what of ['message', 'report'] as const) {
        const text = keptText({ kind }, what, true)
        expect(text).toMatch(server)
        expect(text).toContain(`Your ${what} is saved`)
        expect(text).not.toMatch(/offline/)
      }
    // A server failure is the server's even when the device reports offline.
    expect(keptText({ kind: 'failed' }, 'message', false)).toMatch(server)
  })
  test('the reopened form names the messages still waiting', () => {
    expect(waitingText(1)).toMatch(/^A message you wrote earlier is saved/)
    expect(waitingText(2)).toMatch(/^2 messages you wrote earlier are saved/)
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
    expect(isOutboxItem({ ...item, kind: 'message', clinicId: 'c' })).toBe(true)
    expect(isOutboxItem({ ...item, clinicId: 7 })).toBe(false)
    const report = {
      kind: 'report',
      idempotencyKey: 'r',
      honeypot: '',
      keptAt: '2026-11-25T00:00:00Z',
      report: { clinic_id: 'c', kinds: ['closed'], note: 'n' },
    }
    expect(isOutboxItem(report)).toBe(true)
    expect(
      isOutboxItem({ ...report, report: { clinic_id: 'c', kinds: 'closed' } }),
    ).toBe(false)
    expect(
      isOutboxItem({ ...report, report: { ...report.report, email: 1 } }),
    ).toBe(false)
    expect(isOutboxItem({ ...report, kind: 'other' })).toBe(false)
    fc.assert(fc.property(fc.anything(), (v) => void isOutboxItem(v)))
  })
})
