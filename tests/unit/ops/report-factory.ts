import type { CorrectionMessage } from '../../../ops/lib/inbox/inbox'
import type { ListingReport } from '../../../ops/lib/core/reports'
import { ago } from './factory'

let n = 0
/** Ids that differ in their first 8 characters. */
const uuid = () =>
  `${(++n).toString(16).padStart(8, '0')}-0000-4000-8000-000000000000`

/** A listing_reports row; override what the test is about. */
export function listingReport(
  over: Partial<ListingReport> = {},
): ListingReport {
  const status = over.status ?? 'new'
  return {
    id: uuid(),
    clinicId: '00000000-0000-5000-8000-000000000001',
    kinds: ['hours_wrong'],
    note: null,
    replyEmail: null,
    clientHash: null,
    networkHash: null,
    countedByNetwork: true,
    createdAt: ago(1),
    status,
    handledAt: status === 'new' ? null : ago(0),
    handledBy: status === 'new' ? null : 'AB',
    ...over,
  }
}

/** A contact message naming a clinic. */
export function correction(
  over: Partial<CorrectionMessage> = {},
): CorrectionMessage {
  return {
    id: uuid(),
    clinicId: '00000000-0000-5000-8000-000000000001',
    createdAt: ago(1),
    name: 'Jane Parent',
    email: 'jane@example.com',
    subject: 'Suggest a correction',
    message: 'The hours changed.',
    ...over,
  }
}
