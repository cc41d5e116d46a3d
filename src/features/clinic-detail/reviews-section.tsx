import {
  basedOnText,
  formatRating,
  providerRatingText,
  REVIEW_DISTRIBUTION,
  type Review,
} from '@/domain/reviews'
import { Stars } from './stars'

/**
 * 'Patient Reviews': the average, rounded stars, the review
 * count, the fixed distribution bars, and either the supplied reviews or the
 * no-reviews texts naming the search provider. Shown only when rating > 0.
 */
export function ReviewsSection({
  rating,
  reviewCount,
  reviews = [],
}: {
  rating: number
  reviewCount: number
  reviews?: readonly Review[]
}) {
  return (
    <section
      aria-labelledby="patient-reviews"
      className="rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id="patient-reviews" className="text-xl font-bold text-slate-900">
        Patient Reviews
      </h2>
      <div className="mt-3 flex flex-col gap-6 sm:flex-row">
        <div className="shrink-0 text-center sm:w-40">
          <p className="text-4xl font-bold text-slate-900">
            {formatRating(rating)}
          </p>
          <Stars rating={rating} />
          <p className="mt-1 text-slate-700">{basedOnText(reviewCount)}</p>
        </div>
        <div className="flex-1">
          <ul aria-label="Rating distribution" className="space-y-1">
            {REVIEW_DISTRIBUTION.map((d) => (
              <li key={d.stars} className="flex items-center gap-2">
                <span className="w-8 text-sm text-slate-800">
                  {d.stars}★
                  <span className="sr-only">
                    {d.stars === 1 ? ' star' : ' stars'}
                  </span>
                </span>
                <span
                  aria-hidden="true"
                  className="h-2.5 flex-1 overflow-hidden rounded-full bg-slate-200"
                >
                  <span
                    className="block h-full rounded-full bg-amber-500"
                    style={{ width: `${d.percent}%` }}
                  />
                </span>
                <span className="w-10 text-right text-sm text-slate-800">
                  {d.percent}%
                </span>
              </li>
            ))}
          </ul>
          <p className="mt-2 text-sm text-slate-600">
            A typical distribution for urgent care ratings, not a breakdown of
            this clinic's own reviews.
          </p>
        </div>
      </div>
      {reviews.length > 0 ? (
        <div className="mt-6">
          <h3 className="text-lg font-semibold text-slate-900">
            Recent Reviews
          </h3>
          <ul className="mt-2 divide-y divide-slate-200">
            {reviews.map((r, i) => (
              <li key={i} className="py-3">
                <p className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold text-slate-900">
                    {r.author}
                  </span>
                  <Stars rating={r.rating} size="h-4 w-4" />
                  <span className="text-sm text-slate-600">{r.date}</span>
                </p>
                <p className="mt-1 text-slate-800">{r.text}</p>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <div className="mt-6 space-y-1 text-slate-800">
          <p>
            Reviews help other parents make informed decisions about their
            child's care.
          </p>
          <p>{providerRatingText(rating, reviewCount)}</p>
        </div>
      )}
    </section>
  )
}
