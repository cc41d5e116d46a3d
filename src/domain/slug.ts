/** Slug rules for clinics and towns. Every function is total and pure. */

/**
 * Decision: a slug is at most this many characters (a derived one is cut at
 * a word boundary), so a page's file name (`{slug}.html`) always fits the
 * 255-byte limit of common file systems, whatever the data holds.
 */
export const MAX_SLUG_LENGTH = 200

/** Cuts a derived slug to MAX_SLUG_LENGTH without leaving an edge hyphen. */
function capped(slug: string): string {
  return slug.length <= MAX_SLUG_LENGTH
    ? slug
    : slug.slice(0, MAX_SLUG_LENGTH).replace(/-+$/, '')
}

/**
 * Town slug from a city name: lowercase, every run of characters other than
 * a-z and 0-9 becomes "-". Decision: leading and trailing "-" are trimmed
 * too, so " Paducah " gives "paducah", not "-paducah-".
 */
export function townSlug(city: string): string {
  return capped(
    String(city ?? '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, ''),
  )
}

/**
 * Clinic slug fallback from the name: lowercase; remove
 * characters other than a-z, 0-9, space and hyphen; spaces become "-";
 * repeated hyphens collapse. Decision: leading/trailing hyphens are trimmed.
 */
export function clinicSlugFromName(name: string): string {
  return capped(
    String(name ?? '')
      .toLowerCase()
      .replace(/[^a-z0-9 -]/g, '')
      .replace(/ /g, '-')
      .replace(/-+/g, '-')
      .replace(/^-+|-+$/g, ''),
  )
}

/**
 * The clinic's own slug when it is a safe slug (what the rules produce),
 * otherwise one derived from its name: a null or empty slug
 * and one that is not `[a-z0-9-]` (`..`, `a/b`) alike, so no stored slug is
 * ever used as a path. Empty only when the name has no letter or digit.
 */
export function clinicSlug(clinic: {
  slug?: string | null
  name: string
}): string {
  const own = typeof clinic.slug === 'string' ? clinic.slug.trim() : ''
  return isSafeSlug(own) ? own : clinicSlugFromName(clinic.name)
}

/**
 * True when a city name's town slug is `slug` (the town page's match).
 * The slug rule maps "St. Charles", "St Charles" and "st-charles" alike.
 */
export function isCityOfTown(city: string, slug: string): boolean {
  return slug !== '' && townSlug(city) === slug
}

/**
 * An ilike pattern (PostgREST's `*` wildcard) that matches every city whose
 * town slug is `slug` and few others: each "-" may stand for any run of
 * characters the slug rule replaced, and so may the trimmed edges. Callers
 * then keep the exact matches (isCityOfTown). Only for a safe slug, so the
 * pattern holds no other wildcard.
 */
export function cityPatternForTownSlug(slug: string): string {
  return `*${slug.split('-').join('*')}*`
}

/**
 * Town slug back to a city name: split on "-", capitalise
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
  return (
    typeof s === 'string' &&
    s.length <= MAX_SLUG_LENGTH &&
    /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(s)
  )
}
