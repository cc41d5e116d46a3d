import type { SendOutcome } from '@/domain/offline/outbox'
import type { KeptReport } from '@/domain/offline/outbox'
import { postToFunction, type Backend } from './functions'
import { HONEYPOT_FIELD } from './contact'

/**
 * POSTs a listing report (domain/listing-report.ts toReportBody) to the
 * report-listing Edge Function with the report's one idempotency key,
 * saying what it came to (for the form and the outbox).
 */
export function postListingReport(
  body: KeptReport['report'],
  opts: Backend & {
    idempotencyKey: string
    honeypot?: string
    fetch?: typeof fetch
    timeoutMs?: number
  },
): Promise<SendOutcome> {
  return postToFunction(
    'report-listing',
    opts.honeypot ? { ...body, [HONEYPOT_FIELD]: opts.honeypot } : body,
    opts,
  )
}
