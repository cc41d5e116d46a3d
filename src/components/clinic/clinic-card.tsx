import { paths } from '@/domain/paths'
import type { Clinic } from '@/domain/clinic'
import { clinicDistanceText } from '@/domain/geo/distance'
import { KeepTogether } from '@/components/ui/keep-together'
import { formatRating, reviewCountText } from '@/domain/rating'
import {
  clinicImageAlt,
  clinicOpenStatus,
  directionsUrl,
  fullAddress,
  telHref,
  visibleServices,
} from '@/domain/clinic-display'
import { cardFacts } from '@/domain/before-you-go-card'
import { FreshnessLine } from './freshness-line'
import { AskWhenYouCall } from './ask-when-you-call'
import { HoursLine } from './hours-line'
import { hoursLineMayWrap } from '@/domain/hours/hours-line-text'
import { CLINIC_PLACEHOLDER_IMAGE, shownClinicImage } from './clinic-photo'
import { OpenStatusBadge } from '@/components/open-status-badge'
import { SpecialHours } from './special-hours'

export { CLINIC_PLACEHOLDER_IMAGE } from './clinic-photo'

interface Props {
  clinic: Clinic
  /** The page's clock (null before hydration: no open status yet). */
  now: Date | null
  /** The first cards are above the fold: load their images eagerly. */
  eager?: boolean
  /** What to ask when calling, for a filter the clinic has not confirmed. */
  askNotes?: readonly string[]
}

/*
 * The icons are the same elements on every card and every render, so React
 * skips them when a card is given another clinic; each is one empty element
 * drawn by CSS (`card-icon`, src/index.css), not an SVG tree to create.
 */
const STAR_ICON = (
  <span
    aria-hidden="true"
    className="card-icon card-icon-star h-4 w-4 text-amber-500 shrink-0"
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
  <span
    aria-hidden="true"
    className="card-icon card-icon-phone h-4 w-4 shrink-0"
  />
)
const GLOBE_ICON = (
  <span
    aria-hidden="true"
    className="card-icon card-icon-globe h-4 w-4 shrink-0"
  />
)
const NAVIGATION_ICON = (
  <span
    aria-hidden="true"
    className="card-icon card-icon-navigation h-4 w-4 shrink-0"
  />
)

/** The card's buttons: one look, at least 44 px tall. */
const SOLID =
  'inline-flex min-h-11 flex-1 items-center justify-center gap-1 rounded bg-blue-800 px-3 font-semibold text-white hover:bg-blue-900'
/** The first action (Call Now, else Directions): a full row on a phone. */
const CALL =
  'inline-flex min-h-11 flex-1 basis-full items-center justify-center gap-1 rounded bg-blue-800 px-3 font-semibold text-white hover:bg-blue-900 sm:basis-0'
const OUTLINE =
  'inline-flex min-h-11 flex-1 items-center justify-center gap-1 rounded border border-blue-800 px-2 font-semibold text-blue-900 sm:px-3'

/**
 * A clinic in a list. Its links to the clinic page are plain anchors: the
 * list they sit in routes their clicks inside the app (ClinicCardList), so a
 * long list mounts no router component per link.
 *
 * On a phone the picture is a thumbnail beside the name, the status under
 * the name, and the buttons come before the services, so two cards' names,
 * statuses and Call / Directions fit on one screen; from 640 px the picture
 * tops the card with the status over it. Every line is one a parent can act
 * on: no phone on file is said once, with the website or directions instead
 * of a call; a distance measured to the town's point says 'about'.
 */
export function ClinicCard({ clinic, now, eager = false, askNotes }: Props) {
  const status = clinicOpenStatus(clinic, now)
  const tel = telHref(clinic.phone)
  const { shown, more } = visibleServices(clinic.services)
  const facts = cardFacts(clinic.facts)
  const href = paths.clinic.getHref(clinic.slug)
  const own = shownClinicImage(clinic.image)
  const src = own ?? CLINIC_PLACEHOLDER_IMAGE
  // From 640 px a clinic's own photo tops its card, with the status over
  // it; without one, the placeholder stays the small picture beside the
  // name at every width (a wide screen showed two large placeholders and
  // no clinic name on its first screen).
  const wide = own !== null
  // Neither a number nor any hours for today: said in one line.
  const nothingToGoBy = !tel && status?.state === 'unknown'
  return (
    <article
      className="relative overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm"
      aria-labelledby={`clinic-${clinic.id}-name`}
    >
      <div
        className={`grid grid-cols-[3.5rem_minmax(0,1fr)] items-start gap-x-3 p-3 pb-0 ${wide ? 'sm:block sm:p-0' : 'sm:px-4 sm:pt-4'}`}
      >
        {/* A new image is a new element: a card given another clinic never
            shows the previous clinic's photo while the new one loads. */}
        <img
          key={src}
          src={src}
          alt={clinicImageAlt(clinic)}
          width={400}
          height={200}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className={`aspect-square h-auto w-full rounded bg-blue-50 object-cover ${wide ? 'sm:aspect-[2/1] sm:rounded-none' : ''}`}
        />
        <div className={`min-w-0 ${wide ? 'sm:px-4 sm:pt-4' : ''}`}>
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
          <div
            className={`mt-1 flex flex-wrap gap-1 ${wide ? 'sm:absolute sm:top-2 sm:left-2 sm:mt-0' : ''}`}
          >
            <OpenStatusBadge status={status} />
            {clinic.acceptsWalkIns ? (
              <span className="hidden h-7 items-center rounded-full bg-white px-2 text-sm font-semibold whitespace-nowrap text-blue-900 ring-1 ring-blue-800 sm:inline-flex">
                Walk-ins Welcome
              </span>
            ) : null}
          </div>
        </div>
      </div>
      <div className="flex flex-col gap-1.5 p-3 sm:gap-2 sm:p-4 sm:pt-2">
        <FreshnessLine clinic={clinic} now={now} />
        {facts.length > 0 ? (
          <p
            data-testid="card-facts"
            className="line-clamp-1 text-sm font-semibold text-slate-800"
          >
            <span className="sr-only">Confirmed: </span>
            <KeepTogether text={facts.join(' · ')} />
          </p>
        ) : null}
        {askNotes?.length ? <AskWhenYouCall notes={askNotes} /> : null}
        {/* On a phone the buttons come next, the first a full row (Call with
            the number, or Directions); from 640 px they end the card, as
            before. Their order in the page is the same either way. */}
        <div className="flex flex-wrap gap-2 whitespace-nowrap sm:order-last sm:pt-2">
          {tel ? (
            <a href={tel} data-card-action="call" className={CALL}>
              {PHONE_BUTTON_ICON}
              Call Now
              <span className="whitespace-nowrap sm:hidden">
                {' '}
                {clinic.phone}
              </span>
            </a>
          ) : null}
          <a
            href={directionsUrl(clinic)}
            data-card-action="directions"
            target="_blank"
            rel="noopener noreferrer"
            className={tel ? SOLID : CALL}
          >
            {NAVIGATION_ICON}
            Directions
            <span className="sr-only">
              {' '}
              to {clinic.name} (opens in a new tab)
            </span>
          </a>
          {!tel && clinic.website ? (
            <a
              href={clinic.website}
              data-card-action="website"
              target="_blank"
              rel="noopener noreferrer"
              className={OUTLINE}
            >
              {GLOBE_ICON}
              Visit Website
              <span className="sr-only">
                {' '}
                of {clinic.name} (opens in a new tab)
              </span>
            </a>
          ) : null}
          <a href={href} data-card-action="details" className={OUTLINE}>
            View Details
            <span className="sr-only"> for {clinic.name}</span>
          </a>
        </div>
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
          <p data-testid="distance" className="font-semibold text-slate-900">
            <KeepTogether
              text={clinicDistanceText(
                clinic.distance,
                clinic.coordinates?.approximate === true,
                clinic.city,
              )}
            />
          </p>
        ) : null}
        <p className="flex gap-2 text-slate-800">
          {MAP_PIN_ICON}
          <span>
            <KeepTogether text={fullAddress(clinic)} />
            {clinic.address ? null : (
              <span className="block text-sm text-slate-600">
                Street address not listed
              </span>
            )}
          </span>
        </p>
        {nothingToGoBy ? (
          <p className="flex gap-2 text-slate-800">
            {CLOCK_ICON}
            <span data-testid="hours-line">No phone or hours on file</span>
          </p>
        ) : (
          <>
            <p className="flex gap-2 text-slate-800">
              {CLOCK_ICON}
              <HoursLine
                status={status}
                twoLines={hoursLineMayWrap(clinic.weeklyHours)}
              />
            </p>
            {/* On a phone the number is in the Call button. */}
            <p
              className={
                tel
                  ? 'hidden gap-2 text-slate-800 sm:flex'
                  : 'flex gap-2 text-slate-800'
              }
            >
              {PHONE_LINE_ICON}
              <span className="whitespace-nowrap">
                {clinic.phone ?? 'No phone on file'}
              </span>
            </p>
          </>
        )}
        <div className="hidden space-y-2 sm:block">
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
        </div>
      </div>
    </article>
  )
}
