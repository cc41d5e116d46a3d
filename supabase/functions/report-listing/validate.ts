/**
 * The listing report's rules, applied again on the server (the same lists
 * and limits as src/domain/listing-report.ts, which
 * tests/unit/domain/listing-report-rules-shared.test.ts holds equal). Text
 * is cleaned as the contact form's is (../_shared/text.ts): lone surrogates
 * repaired, control and bidirectional characters removed, HTML kept as text.
 */
import {
  bodySafe,
  charCount,
  EMAIL,
  EMAIL_MAX,
  wellFormed,
} from '../_shared/text.ts'
import { UUID } from '../_shared/request.ts'

/** What a parent can say is wrong (one or more). */
export const WRONG_KINDS = [
  'hours_wrong',
  'phone_wrong',
  'address_wrong',
  'closed',
  'not_children',
  'other',
] as const
/** 'Yes, it's right': counted, never shown as a verification. */
export const CONFIRMED_BY_VISITOR = 'confirmed_by_visitor'
export const LIMITS = { note: 500, email: EMAIL_MAX }

export type Kind = (typeof WRONG_KINDS)[number] | typeof CONFIRMED_BY_VISITOR

export interface Report {
  clinicId: string
  kinds: Kind[]
  note: string | null
  email: string | null
}

type Field = 'clinic_id' | 'kinds' | 'note' | 'email'

const isKind = (k: unknown): k is Kind =>
  k === CONFIRMED_BY_VISITOR || (WRONG_KINDS as readonly unknown[]).includes(k)

/** Field errors (empty = valid) and the cleaned report. */
export function validate(body: Record<string, unknown>): {
  errors: Partial<Record<Field, string>>
  value: Report
} {
  const errors: Partial<Record<Field, string>> = {}
  const clinicId =
    typeof body.clinic_id === 'string' && UUID.test(body.clinic_id)
      ? body.clinic_id.toLowerCase()
      : ''
  if (!clinicId) errors.clinic_id = 'Clinic is required.'

  const raw = body.kinds
  const kinds: Kind[] = []
  if (!Array.isArray(raw) || raw.length === 0)
    errors.kinds = 'Choose what is wrong.'
  else if (!raw.every(isKind)) errors.kinds = 'Unknown kind of report.'
  else {
    for (const k of raw) if (!kinds.includes(k)) kinds.push(k)
    if (kinds.includes(CONFIRMED_BY_VISITOR) && kinds.length > 1)
      errors.kinds = "'It's right' cannot be sent with what is wrong."
  }

  const optional = (f: 'note' | 'email'): string | null => {
    const v = body[f]
    if (v === undefined || v === null) return null
    if (typeof v !== 'string') {
      errors[f] = `${f === 'note' ? 'Note' : 'Email'} must be text.`
      return null
    }
    const clean = f === 'note' ? bodySafe(wellFormed(v)) : wellFormed(v).trim()
    return clean || null
  }
  const note = optional('note')
  const email = optional('email')
  if (note !== null && charCount(note) > LIMITS.note)
    errors.note = `Note must be at most ${LIMITS.note} characters.`
  if (email !== null) {
    if (charCount(email) > LIMITS.email)
      errors.email = `Email must be at most ${LIMITS.email} characters.`
    else if (!EMAIL.test(email))
      errors.email = 'Enter a valid email address, like name@example.com.'
  }
  return { errors, value: { clinicId, kinds, note, email } }
}
