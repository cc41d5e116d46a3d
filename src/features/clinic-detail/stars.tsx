import { Star } from 'lucide-react'
import { filledStars, formatRating } from '@/domain/reviews'

/** Five stars, the rounded rating filled; read out as 'Rated X out of 5'. */
export function Stars({
  rating,
  size = 'h-5 w-5',
}: {
  rating: number
  size?: string
}) {
  const filled = filledStars(rating)
  return (
    <span
      role="img"
      aria-label={`Rated ${formatRating(rating)} out of 5`}
      className="inline-flex"
    >
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={`${size} ${n <= filled ? 'fill-amber-400 text-amber-600' : 'fill-none text-slate-400'}`}
        />
      ))}
    </span>
  )
}
