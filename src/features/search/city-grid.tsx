import { memo, useRef } from 'react'
import { Link } from 'react-router'
import { paths } from '@/domain/paths'
import { useSkipOffscreen } from '@/hooks/use-skip-offscreen'
import type { CityCount } from '@/domain/clinic'

/**
 * Memoized: the home page re-renders on every filter change, and a national
 * directory has thousands of cities whose links need not be rendered again
 * (the page passes the same memoized `cities` until the data changes). Once
 * drawn and scrolled off screen, the grid skips style, layout and paint
 * (useSkipOffscreen), so a long grid costs nothing while the visitor works
 * the filters below it.
 */
export const CityGrid = memo(function CityGrid({
  cities,
}: {
  cities: CityCount[]
}) {
  const grid = useRef<HTMLUListElement>(null)
  useSkipOffscreen(grid, 'element')
  return (
    <section
      id="browse-cities"
      aria-labelledby="browse-cities-title"
      className="isolate scroll-mt-4"
    >
      <h2 id="browse-cities-title" className="text-xl font-bold">
        Browse Urgent Care by City
      </h2>
      <p className="mt-1 text-slate-700">
        {`Find urgent care clinics in ${cities.length} ${cities.length === 1 ? 'city' : 'cities'} across Western Kentucky`}
      </p>
      {/* The padding keeps the links' focus rings inside the grid, which
          clips its content once it may skip rendering (paint containment). */}
      <ul
        ref={grid}
        className="-mx-1.5 mt-1.5 -mb-1.5 grid grid-cols-2 gap-2 p-1.5 [contain-intrinsic-block-size:auto_30rem] sm:grid-cols-3 lg:grid-cols-4"
      >
        {cities.map((c) => (
          <li key={c.slug}>
            <Link
              to={paths.town.getHref(c.slug)}
              className="flex min-h-11 flex-col rounded-lg border border-slate-200 px-3 py-2 hover:border-blue-800"
            >
              <span className="font-semibold text-blue-900">{c.city}</span>
              <span className="text-sm text-slate-700">
                {c.count === 1 ? '1 clinic' : `${c.count} clinics`}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
})
