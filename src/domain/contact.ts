/**
 * Contact message validation (spec section 5), shared in spirit with the Edge
 * Function, which applies the same rules on the server.
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

export type ContactErrors = Partial<Record<ContactField, string>>

/** Field errors for a message (empty object = valid). Never throws. */
export function validateContactMessage(
  msg: Partial<ContactMessage>,
): ContactErrors {
  const errors: ContactErrors = {}
  for (const field of Object.keys(CONTACT_LIMITS) as ContactField[]) {
    const raw = msg[field]
    const value = typeof raw === 'string' ? raw.trim() : ''
    const limit = CONTACT_LIMITS[field]
    if (!value) errors[field] = `${LABELS[field]} is required.`
    else if (value.length > limit)
      errors[field] =
        `${LABELS[field]} must be at most ${limit.toLocaleString('en-US')} characters.`
    else if (field === 'email' && !isValidEmail(value))
      errors.email = 'Enter a valid email address, like name@example.com.'
  }
  return errors
}

/** The body the Edge Function receives: exactly these four trimmed fields. */
export function toContactBody(msg: ContactMessage): ContactMessage {
  return {
    name: msg.name.trim(),
    email: msg.email.trim(),
    subject: msg.subject.trim(),
    message: msg.message.trim(),
  }
}
