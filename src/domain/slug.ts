/** Slug rules of spec sections 2 and 5. Every function is total and pure. */

/**
 * Town slug from a city name: lowercase, every run of characters other than
 * a-z and 0-9 becomes "-". Decision: leading and trailing "-" are trimmed too
 * (the spec is silent), so " Paducah " gives "paducah", not "-paducah-".
 */
export function townSlug(city: string): string {
  return String(city ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/**
 * Clinic slug fallback from the name (spec section 2): lowercase; remove
 * characters other than a-z, 0-9, space and hyphen; spaces become "-";
 * repeated hyphens collapse. Decision: leading/trailing hyphens are trimmed.
 */
export function clinicSlugFromName(name: string): string {
  return String(name ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, '')
    .replace(/ /g, '-')
    .replace(/-+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** The clinic's own slug when non-blank, otherwise one derived from its name. */
export function clinicSlug(clinic: {
  slug?: string | null
  name: string
}): string {
  const own = clinic.slug?.trim()
  return own ? own : clinicSlugFromName(clinic.name)
}

/**
 * Town slug back to a city name (spec section 5): split on "-", capitalise
 * each word, join with spaces ("bowling-green" → "Bowling Green"). Empty
 * words (from "--" or edge hyphens) are dropped so no double spaces appear.
 */
export function cityNameFromTownSlug(slug: string): string {
  return String(slug ?? '')
    .split('-')
    .filter((w) => w.length > 0)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ')
}

/** True for a-z0-9 words joined by single hyphens (what the rules produce). */
export function isSafeSlug(s: string): boolean {
  return typeof s === 'string' && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(s)
}
