import { paths } from '@/domain/paths'
import type { Clinic } from '@/domain/clinic'
import { UNKNOWN_DISTANCE_MILES } from '@/domain/clinic'
import { formatMiles } from '@/domain/geo/distance'
import { formatRating, reviewCountText } from '@/domain/rating'
import {
  clinicOpenStatus,
  directionsUrl,
  fullAddress,
  telHref,
  visibleServices,
} from '@/domain/clinic-display'
import { FreshnessLine } from './freshness-line'
import { HoursLine } from './hours-line'
import { ClinicPhoto } from './clinic-photo'
import { SpecialHours } from './special-hours'

export { CLINIC_PLACEHOLDER_IMAGE } from './clinic-photo'

interface Props {
  clinic: Clinic
  /** The page's clock (null before hydration: no open status yet). */
  now: Date | null
  /** The first cards are above the fold: load their images eagerly. */
  eager?: boolean
}

/*
 * The icons are the same elements on every card and every render, so React
 * skips them when a card is given another clinic; each is one empty element
 * drawn by CSS (`card-icon`, src/index.css), not an SVG tree to create.
 */
const STAR_ICON = (
  <span
    aria-hidden="true"
    className="card-icon card-icon-star h-4 w-4 text-amber-500"
  />
)
const MAP_PIN_ICON = (
  <span
    aria-hidden="true"
    className="card-icon card-icon-map-pin mt-1 h-4 w-4 shrink-0 text-slate-600"
  />
)
const CLOCK_ICON = (
  <span
    aria-hidden="true"
    className="card-icon card-icon-clock mt-1 h-4 w-4 shrink-0 text-slate-600"
  />
)
const PHONE_LINE_ICON = (
  <span
    aria-hidden="true"
    className="card-icon card-icon-phone mt-1 h-4 w-4 shrink-0 text-slate-600"
  />
)
const PHONE_BUTTON_ICON = (
  <span aria-hidden="true" className="card-icon card-icon-phone h-4 w-4" />
)
const NAVIGATION_ICON = (
  <span aria-hidden="true" className="card-icon card-icon-navigation h-4 w-4" />
)

/**
 * A clinic in a list. Its links to the clinic page are plain anchors: the
 * list they sit in routes their clicks inside the app (ClinicCardList), so a
 * long list mounts no router component per link.
 */
export function ClinicCard({ clinic, now, eager = false }: Props) {
  const status = clinicOpenStatus(clinic, now)
  const tel = telHref(clinic.phone)
  const { shown, more } = visibleServices(clinic.services)
  const href = paths.clinic.getHref(clinic.slug)
  return (
    <article
      className="overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm"
      aria-labelledby={`clinic-${clinic.id}-name`}
    >
      <ClinicPhoto
        clinic={clinic}
        status={status}
        width={400}
        height={200}
        eager={eager}
        className="aspect-[2/1]"
      />
      <div className="space-y-2 p-4">
        <h3
          id={`clinic-${clinic.id}-name`}
          className="text-lg leading-snug font-bold"
        >
          <a
            href={href}
            data-card-action="name"
            className="text-blue-900 underline-offset-2 hover:underline"
          >
            {clinic.name}
          </a>
        </h3>
        <FreshnessLine clinic={clinic} now={now} />
        {clinic.rating !== null && clinic.rating > 0 ? (
          <p className="flex items-center gap-1 text-slate-800">
            {STAR_ICON}
            <span>
              {formatRating(clinic.rating)}
              <span className="sr-only"> out of 5 stars</span>
            </span>
            {clinic.reviewCount !== null ? (
              <span className="text-slate-600">
                ({reviewCountText(clinic.reviewCount)})
              </span>
            ) : null}
          </p>
        ) : null}
        {clinic.distance !== undefined ? (
          <p className="font-semibold text-slate-900">
            {clinic.distance >= UNKNOWN_DISTANCE_MILES
              ? 'Distance unknown'
              : formatMiles(clinic.distance)}
          </p>
        ) : null}
        <p className="flex gap-2 text-slate-800">
          {MAP_PIN_ICON}
          <span>
            {fullAddress(clinic)}
            {clinic.address ? null : (
              <span className="block text-sm text-slate-600">
                Street address not listed
              </span>
            )}
          </span>
        </p>
        <p className="flex gap-2 text-slate-800">
          {CLOCK_ICON}
          <HoursLine status={status} />
        </p>
        <p className="flex gap-2 text-slate-800">
          {PHONE_LINE_ICON}
          <span>{clinic.phone ?? 'Phone not listed'}</span>
        </p>
        <SpecialHours hours={clinic.specialHours} />
        {shown.length > 0 ? (
          <ul aria-label="Services" className="flex flex-wrap gap-1">
            {shown.map((s) => (
              <li
                key={s}
                className="rounded bg-slate-100 px-2 py-0.5 text-sm text-slate-800"
              >
                {s}
              </li>
            ))}
            {more > 0 ? (
              <li className="rounded px-2 py-0.5 text-sm text-slate-700">
                +{more} more
              </li>
            ) : null}
          </ul>
        ) : null}
        <div className="flex flex-wrap gap-2 pt-2 whitespace-nowrap">
          {tel ? (
            <a
              href={tel}
              data-card-action="call"
              className="inline-flex min-h-11 flex-1 items-center justify-center gap-1 rounded bg-blue-800 px-3 font-semibold text-white hover:bg-blue-900"
            >
              {PHONE_BUTTON_ICON}
              Call Now
            </a>
          ) : null}
          <a
            href={directionsUrl(clinic)}
            data-card-action="directions"
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 flex-1 items-center justify-center gap-1 rounded bg-blue-800 px-3 font-semibold text-white hover:bg-blue-900"
          >
            {NAVIGATION_ICON}
            Directions
            <span className="sr-only">
              {' '}
              to {clinic.name} (opens in a new tab)
            </span>
          </a>
          <a
            href={href}
            data-card-action="details"
            className="inline-flex min-h-11 flex-1 items-center justify-center rounded border border-blue-800 px-3 font-semibold text-blue-900"
          >
            View Details
            <span className="sr-only"> for {clinic.name}</span>
          </a>
        </div>
      </div>
    </article>
  )
}
