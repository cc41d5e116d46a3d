/**
 * How a rating and its review count are written, on the card and the clinic
 * page alike. Its own module: the card is on home's first load, the rest of
 * the reviews rules (reviews.ts) only on the clinic page.
 */

/** The average to one decimal, e.g. 4.6 → "4.6", 4 → "4.0". */
export function formatRating(rating: number): string {
  return (Math.round(rating * 10) / 10).toFixed(1)
}

/** '1 review', '12 reviews': the count beside a rating. */
export function reviewCountText(count: number): string {
  return `${count} ${count === 1 ? 'review' : 'reviews'}`
}
