/**
 * Each field's confirmation as the clinic page lists it (its provenance
 * block). Apart from ./freshness.ts, whose card line home's first load
 * carries: this loads with the clinic page.
 */
import type { ContactField, FieldVerification } from './verification'
import { confirmedDate, howAndWhen } from './freshness'

const FIELD_NAMES: Readonly<Record<ContactField, string>> = {
  phone: 'Phone',
  hours: 'Hours',
  address: 'Address',
  website: 'Website',
}

/**
 * One field's confirmation as the clinic page lists it: 'Confirmed by phone
 * November 2026' (a phone number confirmed by calling it: 'Confirmed
 * November 2026'), or 'Not confirmed'.
 */
export function fieldConfirmation(
  field: ContactField,
  v: FieldVerification | null,
): { field: ContactField; label: string; text: string; confirmed: boolean } {
  const confirmed = confirmedDate(v) !== null
  return {
    field,
    label: FIELD_NAMES[field],
    text: confirmed ? `Confirmed ${howAndWhen(field, v!)}` : 'Not confirmed',
    confirmed,
  }
}
