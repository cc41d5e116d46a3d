/**
 * The contact form's rules, applied again on the server (the
 * same limits and counting as src/domain/contact.ts, which
 * tests/unit/domain/contact-rules-shared.test.ts holds equal): four required
 * strings, the e-mail format, the length limits in characters (code points,
 * as PostgreSQL's char_length counts them, not UTF-16 units). Invalid
 * Unicode (a lone surrogate, which PostgreSQL refuses) becomes U+FFFD first;
 * name and subject are made header-safe, so a value that is only control
 * characters counts as empty.
 */
export const LIMITS = { name: 100, email: 254, subject: 150, message: 5000 }

type Field = keyof typeof LIMITS
const FIELDS = Object.keys(LIMITS) as Field[]
const LABELS: Record<Field, string> = {
  name: 'Name',
  email: 'Email',
  subject: 'Subject',
  message: 'Message',
}

/** The WHATWG (input type=email) format, the same check as the form's. */
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/

export interface ContactMessage {
  name: string
  email: string
  subject: string
  message: string
}

/** Lone UTF-16 surrogates become U+FFFD (String.prototype.toWellFormed). */
export function wellFormed(s: string): string {
  return s.replace(/[\uD800-\uDFFF]/gu, '\uFFFD')
}

/** Length in characters (code points), not UTF-16 units. */
export function charCount(s: string): number {
  return Array.from(s).length
}

/**
 * Name and subject end up in e-mail headers: every control character (CR, LF,
 * tab, NUL, C1) and the Unicode line/paragraph separators become one space.
 */
export function headerSafe(s: string): string {
  return s
    .replace(/[\p{Cc}\u2028\u2029]+/gu, ' ')
    .replace(/ {2,}/g, ' ')
    .trim()
}

/** The message body keeps its lines; other control characters go. */
function bodySafe(s: string): string {
  return s
    .replace(/\r\n?/g, '\n')
    .replace(/[^\P{Cc}\n\t]/gu, '')
    .trim()
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
