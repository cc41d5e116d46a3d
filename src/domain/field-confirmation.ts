/**
 * Each field's confirmation as the clinic page lists it (its provenance
 * block). Apart from ./freshness.ts, whose card line home's first load
 * carries: this loads with the clinic page.
 */
import type { ContactField, FieldVerification } from './verification'
import { confirmedDate, howAndWhen, sourceAndWhen } from './freshness'

const FIELD_NAMES: Readonly<Record<ContactField, string>> = {
  phone: 'Phone',
  hours: 'Hours',
  address: 'Address',
  website: 'Website',
}

/**
 * One field's confirmation as the clinic page lists it: 'Confirmed by phone
 * November 2026' (a phone number confirmed by calling it: 'Confirmed
 * November 2026'), or 'Not confirmed'. A value taken from a public source
 * says where it came from, "From the clinic's website, December 2026", and
 * is no confirmation (`confirmed` false).
 */
export function fieldConfirmation(
  field: ContactField,
  v: FieldVerification | null,
): { field: ContactField; label: string; text: string; confirmed: boolean } {
  const dated = v !== null && confirmedDate(v) !== null
  const from = dated ? sourceAndWhen(v) : null
  const confirmed = dated && from === null
  return {
    field,
    label: FIELD_NAMES[field],
    text: from
      ? `${from.charAt(0).toUpperCase()}${from.slice(1)}`
      : confirmed
        ? `Confirmed ${howAndWhen(field, v)}`
        : 'Not confirmed',
    confirmed,
  }
}
