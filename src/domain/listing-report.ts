/**
 * 'Is this information right?': what a parent can tell us about a listing,
 * the form's rules, and the one report signal a parent sees. The
 * report-listing Edge Function applies the same lists and limits
 * (supabase/functions/report-listing/validate.ts; a deployed function cannot
 * import from src/), and tests/unit/domain/listing-report-rules-shared.test.ts
 * holds the two equal. The database's CHECK has the same kinds
 * (supabase/migrations/20261126000002_listing_reports.sql).
 */
import { charCount, isValidEmail, wellFormed } from './contact'
import { mailtoLink, type Mailto } from './mailto'

/** What can be wrong, in the order the form shows them, with their words. */
export const WRONG_KINDS = [
  'hours_wrong',
  'phone_wrong',
  'address_wrong',
  'closed',
  'not_children',
  'other',
] as const
export type WrongKind = (typeof WRONG_KINDS)[number]

export const WRONG_KIND_LABELS: Readonly<Record<WrongKind, string>> = {
  hours_wrong: 'Hours are wrong',
  phone_wrong: 'Phone number is wrong',
  address_wrong: 'Address is wrong',
  closed: 'It has closed',
  not_children: 'Does not see children',
  other: 'Something else',
}

/** 'Yes, it's right': counted by the operator, never shown as a verification. */
export const CONFIRMED_BY_VISITOR = 'confirmed_by_visitor'
export type ReportKind = WrongKind | typeof CONFIRMED_BY_VISITOR

export const REPORT_LIMITS = { note: 500, email: 254 } as const

export interface ListingReport {
  clinicId: string
  kinds: ReportKind[]
  note: string
  email: string
}

export type ReportErrors = Partial<Record<'kinds' | 'note' | 'email', string>>

/** The form's errors (empty object = valid). Never throws. */
export function validateReport(r: ListingReport): ReportErrors {
  const errors: ReportErrors = {}
  if (r.kinds.length === 0)
    errors.kinds = 'Choose at least one thing that is wrong.'
  const note = wellFormed(r.note).trim()
  if (charCount(note) > REPORT_LIMITS.note)
    errors.note = `The note must be at most ${REPORT_LIMITS.note} characters.`
  const email = wellFormed(r.email).trim()
  if (email && charCount(email) > REPORT_LIMITS.email)
    errors.email = `Email must be at most ${REPORT_LIMITS.email} characters.`
  else if (email && !isValidEmail(email))
    errors.email = 'Enter a valid email address, like name@example.com.'
  return errors
}

/** The body the function receives; empty optional fields are left out. */
export function toReportBody(r: ListingReport): {
  clinic_id: string
  kinds: ReportKind[]
  note?: string
  email?: string
} {
  const note = wellFormed(r.note).trim()
  const email = wellFormed(r.email).trim()
  return {
    clinic_id: r.clinicId,
    kinds: [...new Set(r.kinds)],
    ...(note ? { note } : {}),
    ...(email ? { email } : {}),
  }
}

/**
 * Built-in mode has nowhere to send a report: a mailto: link to the
 * directory's address with the clinic and what was chosen already written
 * (cut, and saying so, past MAILTO_MAX_LENGTH: domain/mailto.ts).
 */
export function reportMailto(
  to: string,
  clinic: { name: string; url: string },
  r: Pick<ListingReport, 'kinds' | 'note'> & { email?: string },
): Mailto {
  const what = r.kinds
    .filter((k): k is WrongKind => k !== CONFIRMED_BY_VISITOR)
    .map((k) => `- ${WRONG_KIND_LABELS[k]}`)
  const note = wellFormed(r.note).trim()
  const reply = wellFormed(r.email ?? '').trim()
  const body = [
    `Clinic: ${clinic.name}`,
    `Page: ${clinic.url}`,
    '',
    'What is wrong:',
    ...(what.length ? what : ['- (not chosen)']),
    ...(note ? ['', note] : []),
    ...(reply ? ['', `Reply to: ${reply}`] : []),
  ].join('\n')
  return mailtoLink(to, `Listing report: ${clinic.name}`, body)
}
