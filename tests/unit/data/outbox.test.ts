import 'fake-indexeddb/auto'
import { IDBFactory } from 'fake-indexeddb'
import { describe, expect, test, vi } from 'vitest'
import { indexedDbOutbox, outboxFlusher } from '@/data/outbox'
import type { OutboxItem, SendOutcome } from '@/domain/offline/outbox'

const item = (key: string, keptAt: string): OutboxItem => ({
  idempotencyKey: key,
  honeypot: '',
  keptAt,
  message: {
    name: 'Ann',
    email: 'ann@example.com',
    subject: 'S',
    message: key,
  },
})

describe('contact outbox (IndexedDB)', () => {
  test('keeps a message once per key, lists oldest first, survives a new handle', async () => {
    const idb = new IDBFactory()
    const box = indexedDbOutbox(idb)
    await box.keep(item('b', '2026-11-25T10:00:00Z'))
    await box.keep(item('a', '2026-11-25T09:00:00Z'))
    await box.keep(item('a', '2026-11-25T09:00:00Z'))
    // A reload: a new handle on the same database.
    const again = indexedDbOutbox(idb)
    expect((await again.list()).map((i) => i.idempotencyKey)).toEqual([
      'a',
      'b',
    ])
    await again.remove('a')
    expect((await box.list()).map((i) => i.idempotencyKey)).toEqual(['b'])
  })

  test('a flush sends each message once with its own key, drops sent and refused, keeps the unanswered', async () => {
    const box = indexedDbOutbox(new IDBFactory())
    await box.keep(item('sent', '2026-11-25T01:00:00Z'))
    await box.keep(item('refused', '2026-11-25T02:00:00Z'))
    await box.keep(item('failed', '2026-11-25T03:00:00Z'))
    const answers: Record<string, SendOutcome> = {
      sent: { kind: 'sent' },
      refused: { kind: 'refused', status: 400 },
      failed: { kind: 'failed', status: 502 },
    }
    const send = vi.fn(async (i: OutboxItem) => answers[i.idempotencyKey]!)
    const flush = outboxFlusher(box, send, undefined)
    expect(await flush()).toBe(1)
    expect(send.mock.calls.map((c) => c[0].idempotencyKey)).toEqual([
      'sent',
      'refused',
      'failed',
    ])
    expect((await box.list()).map((i) => i.idempotencyKey)).toEqual(['failed'])
    // A 4xx is never sent again.
    answers.failed = { kind: 'sent' }
    expect(await flush()).toBe(1)
    expect(send).toHaveBeenCalledTimes(4)
    expect(await box.list()).toEqual([])
  })

  test('no answer stops the flush and keeps everything for later', async () => {
    const box = indexedDbOutbox(new IDBFactory())
    await box.keep(item('a', '2026-11-25T01:00:00Z'))
    await box.keep(item('b', '2026-11-25T02:00:00Z'))
    const send = vi.fn(async (): Promise<SendOutcome> => ({
      kind: 'unreachable',
    }))
    expect(await outboxFlusher(box, send, undefined)()).toBe(0)
    expect(send).toHaveBeenCalledTimes(1)
    expect(await box.list()).toHaveLength(2)
  })

  test('two flushes at once (online event and page load) send each message once', async () => {
    const box = indexedDbOutbox(new IDBFactory())
    await box.keep(item('a', '2026-11-25T01:00:00Z'))
    let release!: () => void
    const gate = new Promise<void>((r) => (release = r))
    const send = vi.fn(async (): Promise<SendOutcome> => {
      await gate
      return { kind: 'sent' }
    })
    const flush = outboxFlusher(box, send, undefined)
    const first = flush()
    const second = flush()
    release()
    expect(await first).toBe(1)
    expect(await second).toBe(1)
    expect(send).toHaveBeenCalledTimes(1)
    expect(await box.list()).toEqual([])
  })

  test('records that are not messages are ignored, never sent', async () => {
    const idb = new IDBFactory()
    const box = indexedDbOutbox(idb)
    await box.keep(item('ok', '2026-11-25T01:00:00Z'))
    await box.keep({ idempotencyKey: 'junk' } as unknown as OutboxItem)
    expect((await box.list()).map((i) => i.idempotencyKey)).toEqual(['ok'])
  })
})
