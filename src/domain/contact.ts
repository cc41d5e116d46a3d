/**
 * Contact message validation. The Edge Function applies the
 * same rules on the server (supabase/functions/send-contact-email/
 * validate.ts; a deployed function cannot import from src/), and
 * tests/unit/domain/contact-rules-shared.test.ts holds the two equal: lengths
 * are counted in characters (code points, as PostgreSQL counts them), and
 * invalid Unicode (a lone UTF-16 surrogate) becomes U+FFFD before anything
 * is counted or sent.
 */
export interface ContactMessage {
  name: string
  email: string
  subject: string
  message: string
}

export type ContactField = keyof ContactMessage

export const CONTACT_LIMITS: Readonly<Record<ContactField, number>> = {
  name: 100,
  email: 254,
  subject: 150,
  message: 5000,
}

const LABELS: Readonly<Record<ContactField, string>> = {
  name: 'Name',
  email: 'Email',
  subject: 'Subject',
  message: 'Message',
}

/** The WHATWG (HTML input type=email) address format. */
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/

export function isValidEmail(email: string): boolean {
  return EMAIL.test(email.trim())
}

/** Lone UTF-16 surrogates become U+FFFD (String.prototype.toWellFormed). */
export function wellFormed(s: string): string {
  return s.replace(/[\uD800-\uDFFF]/gu, '\uFFFD')
}

/** Length in characters (code points), not UTF-16 units: one emoji is 1. */
export function charCount(s: string): number {
  return Array.from(s).length
}

export type ContactErrors = Partial<Record<ContactField, string>>

/** Field errors for a message (empty object = valid). Never throws. */
export function validateContactMessage(
  msg: Partial<ContactMessage>,
): ContactErrors {
  const errors: ContactErrors = {}
  for (const field of Object.keys(CONTACT_LIMITS) as ContactField[]) {
    const raw = msg[field]
    const value = typeof raw === 'string' ? wellFormed(raw).trim() : ''
    const limit = CONTACT_LIMITS[field]
    if (!value) errors[field] = `${LABELS[field]} is required.`
    else if (charCount(value) > limit)
      errors[field] =
        `${LABELS[field]} must be at most ${limit.toLocaleString('en-US')} characters.`
    else if (field === 'email' && !isValidEmail(value))
      errors.email = 'Enter a valid email address, like name@example.com.'
  }
  return errors
}

/**
 * The body the Edge Function receives: exactly these four fields, trimmed
 * and well-formed.
 */
export function toContactBody(msg: ContactMessage): ContactMessage {
  return {
    name: wellFormed(msg.name).trim(),
    email: wellFormed(msg.email).trim(),
    subject: wellFormed(msg.subject).trim(),
    message: wellFormed(msg.message).trim(),
  }
}
