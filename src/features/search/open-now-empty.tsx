import { RESULTS_HEADING_ID } from './messages'
import type { MouseEvent, ReactNode } from 'react'
import { Phone } from 'lucide-react'
import { UNKNOWN_DISTANCE_MILES } from '@/domain/clinic'
import { approximateMiles, formatMiles } from '@/domain/geo/distance'
import { KeepTogether } from '@/components/ui/keep-together'
import type { SoonestOpening } from '@/domain/soonest-openings'
import {
  POISON_CONTROL_DISPLAY,
  POISON_CONTROL_TEL,
} from '@/features/emergency'
import { paths } from '@/domain/paths'

/**
 * The empty state when 'Open Now' leaves nothing: says so plainly, lists the
 * clinics in the current results that open soonest, and offers 911 and
 * Poison Control.
 */
export function OpenNowEmptyState({
  soonest,
  onClear,
  onLinkClick,
  children,
}: {
  soonest: readonly SoonestOpening[]
  onClear: () => void
  /**
   * The list's in-app link clicks (useInAppLinkClick, called by the result
   * list: this component loads lazily and stays free of the router).
   */
  onLinkClick: (event: MouseEvent<HTMLElement>) => void
  /** Shown right under the heading: the nearest emergency rooms. */
  children?: ReactNode
}) {
  return (
    <div
      data-testid="open-now-empty"
      className="space-y-4 rounded-lg border border-slate-200 p-6"
    >
      <h2
        id={RESULTS_HEADING_ID}
        tabIndex={-1}
        className="scroll-mt-4 outline-offset-4 text-xl font-bold"
      >
        No clinic near you is open right now
      </h2>
      {children}
      {soonest.length > 0 ? (
        <section aria-labelledby="opening-soonest">
          <h3 id="opening-soonest" className="font-semibold">
            Opening soonest
          </h3>
          {/* Only the links inside handle clicks; they are keyboard-operable. */}
          {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
          <ul className="mt-2 space-y-2" onClick={onLinkClick}>
            {soonest.map(({ clinic, label }) => (
              <li key={clinic.uuid} data-testid="soonest-opening">
                <span className="font-semibold text-slate-900">
                  <KeepTogether text={label} />
                </span>
                {' · '}
                <a
                  href={paths.clinic.getHref(clinic.slug)}
                  className="font-semibold text-blue-900 underline underline-offset-2 [overflow-wrap:anywhere]"
                >
                  {clinic.name}
                </a>
                {clinic.distance !== undefined &&
                clinic.distance < UNKNOWN_DISTANCE_MILES
                  ? [
                      ' · ',
                      <span key="miles" className="whitespace-nowrap">
                        {clinic.coordinates?.approximate
                          ? approximateMiles(clinic.distance)
                          : formatMiles(clinic.distance)}
                      </span>,
                    ]
                  : null}
              </li>
            ))}
          </ul>
        </section>
      ) : (
        <p className="text-slate-700">
          None of the clinics in your results has hours on file that say when it
          opens next. Call a clinic to ask.
        </p>
      )}
      <CareNowText />
      <div className="flex flex-wrap gap-2">
        <CareNowLinks />
        <button
          type="button"
          onClick={onClear}
          className="inline-flex min-h-11 items-center rounded border border-slate-400 px-4 font-semibold"
        >
          Clear Filters
        </button>
      </div>
    </div>
  )
}

/**
 * Where care is when no listed clinic can see the child: the emergency
 * rooms' 24 hours and 911, with the 911 and Poison Control links (the
 * links as a fragment: the caller's row of actions holds them).
 */
export function CareNowText() {
  return (
    <p className="text-slate-800">
      <KeepTogether
        prose
        text="If your child needs care now, a hospital emergency room is open 24 hours. For a life-threatening emergency call 911."
      />
    </p>
  )
}

export function CareNowLinks() {
  return (
    <>
      <a
        href="tel:911"
        className="inline-flex min-h-11 items-center gap-2 rounded bg-red-700 px-4 font-bold text-white"
      >
        <Phone aria-hidden="true" className="h-4 w-4 shrink-0" />
        Call 911
      </a>
      <a
        href={POISON_CONTROL_TEL}
        className="inline-flex min-h-11 items-center gap-2 rounded border border-blue-800 px-4 font-semibold text-blue-900"
      >
        <Phone aria-hidden="true" className="h-4 w-4 shrink-0" />
        {/* One flex item: the words wrap between them, never inside one. */}
        <span>
          <KeepTogether prose text="Poison Control" />{' '}
          <span className="whitespace-nowrap">{POISON_CONTROL_DISPLAY}</span>
        </span>
      </a>
    </>
  )
}
