import { postListingReport } from '@/data/listing-report'
import type { Backend } from '@/data/functions'

export { newIdempotencyKey } from '@/data/functions'
import { keptText } from '@/domain/offline/notice'
import { keepOnDevice, type KeptReport } from '@/domain/offline/outbox'
import { keepOnThisDevice } from '@/features/offline'

/** What sending a report came to, as the form shows it. */
export type Sent =
  | { kind: 'sent' }
  /** Kept on the device, to go by itself later; `text` says why. */
  | { kind: 'kept'; text: string }
  | { kind: 'refused' | 'failed'; status: number }

/**
 * Sends one report (loaded when a parent sends, off the page's first load).
 * A report that gets no answer, none in time, or a server failure is kept
 * on the device with its key and sent once later, as contact messages are.
 */
export async function sendReport(
  report: KeptReport['report'],
  opts: { backend: Backend; idempotencyKey: string; honeypot: string },
): Promise<Sent> {
  const { idempotencyKey, honeypot } = opts
  const o = await postListingReport(report, {
    ...opts.backend,
    idempotencyKey,
    honeypot,
  })
  if (o.kind === 'sent') return o
  if (keepOnDevice(o)) {
    try {
      await keepOnThisDevice({
        kind: 'report',
        idempotencyKey,
        report,
        honeypot,
        keptAt: new Date().toISOString(),
      })
      return { kind: 'kept', text: keptText(o, 'report', navigator.onLine) }
    } catch {
      return { kind: 'failed', status: 0 }
    }
  }
  return o.kind === 'refused' || o.kind === 'failed'
    ? o
    : { kind: 'failed', status: 0 }
}
