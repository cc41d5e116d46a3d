/**
 * The contact form's rules, applied again on the server (the
 * same limits and counting as src/domain/contact.ts, which
 * tests/unit/domain/contact-rules-shared.test.ts holds equal): four required
 * strings, the e-mail format, the length limits in characters. Invalid
 * Unicode (a lone surrogate, which PostgreSQL refuses) becomes U+FFFD first;
 * name and subject are made header-safe, so a value that is only control
 * characters counts as empty (../_shared/text.ts).
 */
import {
  bodySafe,
  EMAIL,
  EMAIL_MAX,
  headerSafe,
  charCount,
  wellFormed,
} from '../_shared/text.ts'

export { charCount, headerSafe, wellFormed }

export const LIMITS = {
  name: 100,
  email: EMAIL_MAX,
  subject: 150,
  message: 5000,
}

type Field = keyof typeof LIMITS
const FIELDS = Object.keys(LIMITS) as Field[]
const LABELS: Record<Field, string> = {
  name: 'Name',
  email: 'Email',
  subject: 'Subject',
  message: 'Message',
}

export interface ContactMessage {
  name: string
  email: string
  subject: string
  message: string
}

/** Field errors (empty = valid) and the cleaned message. */
export function validate(body: Record<string, unknown>): {
  errors: Partial<Record<Field, string>>
  value: ContactMessage
} {
  const text = (f: Field) =>
    typeof body[f] === 'string' ? wellFormed(body[f]) : ''
  const value: ContactMessage = {
    name: headerSafe(text('name')),
    email: text('email').trim(),
    subject: headerSafe(text('subject')),
    message: bodySafe(text('message')),
  }
  const errors: Partial<Record<Field, string>> = {}
  for (const f of FIELDS) {
    if (!value[f]) errors[f] = `${LABELS[f]} is required.`
    else if (charCount(value[f]) > LIMITS[f])
      errors[f] =
        `${LABELS[f]} must be at most ${LIMITS[f].toLocaleString('en-US')} characters.`
    else if (f === 'email' && !EMAIL.test(value.email))
      errors.email = 'Enter a valid email address, like name@example.com.'
  }
  return { errors, value }
}
