/**
 * The reviews section's rules, pure. The clinic page
 * shows the section only when the clinic has a rating above 0.
 */
import { formatRating } from './rating'

export { formatRating, reviewCountText } from './rating'

/** A review as displayed. */
export interface Review {
  author: string
  /** Display date, as supplied. */
  date: string
  /** 1–5. */
  rating: number
  text: string
}

/** The fixed star distribution shown with every rating: 5★ 70% … 1★ 1%. */
export const REVIEW_DISTRIBUTION: ReadonlyArray<{
  stars: number
  percent: number
}> = [
  { stars: 5, percent: 70 },
  { stars: 4, percent: 20 },
  { stars: 3, percent: 7 },
  { stars: 2, percent: 2 },
  { stars: 1, percent: 1 },
]

/** The search provider the ratings come from. */
const REVIEW_PROVIDER = 'Google'

/** True when the reviews section is shown: a finite rating above 0. */
export function hasRating(rating: number | null | undefined): rating is number {
  return typeof rating === 'number' && Number.isFinite(rating) && rating > 0
}

/** Whole filled stars: the rating rounded, kept within 0–5. */
export function filledStars(rating: number): number {
  return Math.min(5, Math.max(0, Math.round(rating)))
}

/** 'Based on N review' / 'Based on N reviews'. */
export function basedOnText(count: number): string {
  return `Based on ${count} ${count === 1 ? 'review' : 'reviews'}`
}

/** 'This clinic has a X star rating from N reviews on Google.' */
export function providerRatingText(rating: number, count: number): string {
  return `This clinic has a ${formatRating(rating)} star rating from ${count} ${count === 1 ? 'review' : 'reviews'} on ${REVIEW_PROVIDER}.`
}
