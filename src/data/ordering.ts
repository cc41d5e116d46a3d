/**
 * The orders both sources apply, so the built-in data sorts exactly as the
 * database does: PostgREST `order=rating.desc.nullslast,name.asc`.
 * Names compare by code point, as PostgreSQL's "C" collation does.
 */
export function compareByName(
  a: { name: string },
  b: { name: string },
): number {
  return a.name < b.name ? -1 : a.name > b.name ? 1 : 0
}

export function compareByRating(
  a: { rating: number | null; name: string },
  b: { rating: number | null; name: string },
): number {
  const ra = a.rating
  const rb = b.rating
  if (ra !== rb) {
    if (ra === null) return 1
    if (rb === null) return -1
    return rb - ra
  }
  return compareByName(a, b)
}
