import { config } from '@/config/env'
import { postContactMessage } from '@/data/contact'
import { indexedDbOutbox, outboxFlusher, type Outbox } from '@/data/outbox'
import type { OutboxItem } from '@/domain/offline/outbox'

/*
 * The app's one contact outbox: the form keeps a message here when it could
 * not reach the function; startOfflineSupport sends what is kept after each
 * page load and whenever the connection returns.
 */

const backend =
  config.supabaseUrl && config.supabaseAnonKey
    ? { supabaseUrl: config.supabaseUrl, anonKey: config.supabaseAnonKey }
    : null

let outbox: Outbox | null = null
let flush: (() => Promise<number>) | null = null

const theOutbox = (): Outbox | null =>
  typeof indexedDB === 'undefined' ? null : (outbox ??= indexedDbOutbox())

/** Keeps a message on the device; rejects when the device cannot store it. */
export async function keepMessage(item: OutboxItem): Promise<void> {
  const box = theOutbox()
  if (!box) throw new Error('this browser cannot keep messages')
  await box.keep(item)
}

/** Sends every kept message once (never two flushes at a time). */
export async function flushOutbox(): Promise<number> {
  const box = theOutbox()
  if (!box || !backend) return 0
  flush ??= outboxFlusher(box, (item) =>
    postContactMessage(item.message, {
      ...backend,
      honeypot: item.honeypot,
      idempotencyKey: item.idempotencyKey,
    }),
  )
  try {
    return await flush()
  } catch (e) {
    console.error('could not send the messages kept on this device', e)
    return 0
  }
}
