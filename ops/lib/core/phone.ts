/**
 * Phone numbers as the data writes them (a sheet's new_phone, and every
 * harvested source's). Pure.
 */

/** A North American number as the data writes it, "(270) 555-0100", or null. */
export function normalizePhone(text: string): string | null {
  const digits = text.replace(/[\s().\-+]/g, '')
  if (!/^1?\d{10}$/.test(digits)) return null
  const d = digits.length === 11 ? digits.slice(1) : digits
  if (!/^[2-9]\d{2}[2-9]\d{6}$/.test(d)) return null
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`
}
