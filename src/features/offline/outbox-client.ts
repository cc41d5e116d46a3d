import { config } from '@/config/env'
import { postContactMessage } from '@/data/contact'
import { postListingReport } from '@/data/listing-report'
import { indexedDbOutbox, outboxFlusher, type Outbox } from '@/data/outbox'
import type {
  KeptMessage,
  OutboxItem,
  SendOutcome,
} from '@/domain/offline/outbox'

/*
 * The app's one outbox: the contact form and the listing report keep what a
 * parent wrote here when it could not be delivered (no signal, no answer in
 * time, the server failing); startOfflineSupport sends what is kept after
 * each page load and whenever the connection returns, and while the page
 * stays open it tries again after 20 s, 40 s, 80 s … (at most every 5
 * minutes) until everything has gone.
 */

const backend =
  config.supabaseUrl && config.supabaseAnonKey
    ? { supabaseUrl: config.supabaseUrl, anonKey: config.supabaseAnonKey }
    : null

const FIRST_RETRY_MS = 20_000
const LONGEST_RETRY_MS = 5 * 60_000

let outbox: Outbox | null = null
let flush: (() => Promise<number>) | null = null
let retryTimer: ReturnType<typeof setTimeout> | null = null
let retryDelay = FIRST_RETRY_MS

const theOutbox = (): Outbox | null =>
  typeof indexedDB === 'undefined' ? null : (outbox ??= indexedDbOutbox())

/** Keeps a message or report on the device; rejects when the device cannot store it. */
export async function keepOnThisDevice(item: OutboxItem): Promise<void> {
  const box = theOutbox()
  if (!box) throw new Error('this browser cannot keep messages')
  await box.keep(item)
  retryDelay = FIRST_RETRY_MS
  scheduleRetry()
}

/** The contact messages still kept on this device, oldest first. */
export async function keptMessages(): Promise<KeptMessage[]> {
  const box = theOutbox()
  if (!box) return []
  return (await box.list()).filter((i): i is KeptMessage => i.kind !== 'report')
}

function send(item: OutboxItem): Promise<SendOutcome> {
  const to = { ...backend!, idempotencyKey: item.idempotencyKey }
  return item.kind === 'report'
    ? postListingReport(item.report, { ...to, honeypot: item.honeypot })
    : postContactMessage(item.message, {
        ...to,
        honeypot: item.honeypot,
        clinicId: item.clinicId,
      })
}

function scheduleRetry() {
  if (retryTimer !== null || typeof window === 'undefined') return
  retryTimer = setTimeout(() => {
    retryTimer = null
    retryDelay = Math.min(retryDelay * 2, LONGEST_RETRY_MS)
    void flushOutbox()
  }, retryDelay)
}

/** Sends everything kept once (never two flushes at a time). */
export async function flushOutbox(): Promise<number> {
  const box = theOutbox()
  if (!box || !backend) return 0
  flush ??= outboxFlusher(box, send)
  try {
    const sent = await flush()
    if ((await box.list()).length > 0) scheduleRetry()
    else retryDelay = FIRST_RETRY_MS
    return sent
  } catch (e) {
    console.error('could not send what was kept on this device', e)
    return 0
  }
}
