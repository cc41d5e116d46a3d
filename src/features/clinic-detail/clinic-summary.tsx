import {
  Clock,
  Globe,
  MapPin,
  Navigation,
  Phone,
  TriangleAlert,
} from 'lucide-react'
import type { Clinic } from '@/domain/clinic'
import { directionsUrl, telHref } from '@/domain/clinic-display'
import {
  HOURS_NOT_AVAILABLE_TEXT,
  opensText,
  type OpenStatusDetail,
} from '@/domain/hours/open-status'
import { formatRating, hasRating, reviewCountText } from '@/domain/reviews'
import { ClinicPhoto } from '@/components/clinic/clinic-photo'
import { FreshnessLine } from '@/components/clinic/freshness-line'
import { OPEN_STATUS_LABELS } from '@/components/open-status-classes'
import { useNow } from '@/hooks/use-now'
import { SpecialHours } from '@/components/clinic/special-hours'
import { Stars } from './stars'
import { KeepTogether } from '@/components/ui/keep-together'

const ACTION =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded px-4 font-semibold'

/**
 * The top of the clinic page: image with badges, name, the freshness line
 * the card shows ('Not confirmed since 2021 — call before you go'), rating,
 * the three actions (so 'Call Now' and 'Get Directions' are on a phone's
 * first screen), a notice when the record's status is unconfirmed, address,
 * phone ('No phone on file': then 'Visit Website', when there is one, takes
 * Call Now's place first among the actions) and
 * today's hours ('Hours unknown' when none), then the special-hours chips.
 */
export function ClinicSummary({
  clinic,
  status,
}: {
  clinic: Clinic
  status: OpenStatusDetail | null
}) {
  const tel = telHref(clinic.phone)
  const website = safeHttpUrl(clinic.website)
  const now = useNow()
  return (
    <div className="overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm md:grid md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <ClinicPhoto
        clinic={clinic}
        status={status}
        width={800}
        height={400}
        eager
        className="aspect-[3/1] sm:aspect-[2/1] md:h-full"
      />
      <div className="space-y-3 p-4">
        <h1
          id="clinic-name"
          className="text-2xl leading-tight font-bold wrap-anywhere text-slate-900 sm:text-3xl"
        >
          {clinic.name}
        </h1>
        {/* Tied to the name (a smaller gap): the actions stay on a phone's first screen. */}
        <div data-testid="clinic-freshness" className="-mt-2">
          <FreshnessLine clinic={clinic} now={now} />
        </div>
        {hasRating(clinic.rating) ? (
          <p className="flex flex-wrap items-center gap-2 text-slate-800">
            <Stars rating={clinic.rating} />
            <span>
              {formatRating(clinic.rating)} (
              {reviewCountText(clinic.reviewCount ?? 0)})
            </span>
          </p>
        ) : null}
        <div className="flex flex-col gap-2 pt-1 sm:flex-row sm:flex-wrap">
          {tel ? (
            <a
              href={tel}
              className={`${ACTION} flex-1 bg-blue-800 text-white hover:bg-blue-900`}
            >
              <Phone aria-hidden="true" className="h-4 w-4 shrink-0" />
              Call Now
            </a>
          ) : (
            // No number to call: the website takes Call Now's place.
            websiteLink(website, true)
          )}
          <a
            href={directionsUrl(clinic)}
            target="_blank"
            rel="noopener noreferrer"
            className={`${ACTION} flex-1 bg-blue-800 text-white hover:bg-blue-900`}
          >
            <Navigation aria-hidden="true" className="h-4 w-4 shrink-0" />
            Get Directions
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
          {tel ? websiteLink(website, false) : null}
        </div>
        {/* The operators' research note behind it stays in their sheets. */}
        {clinic.provenance.statusUnconfirmed ? (
          <div
            data-testid="status-note"
            className="flex gap-2 rounded border border-amber-400 bg-amber-50 p-3 text-amber-950"
          >
            <TriangleAlert
              aria-hidden="true"
              className="mt-0.5 h-5 w-5 shrink-0 text-amber-700"
            />
            <p className="font-semibold">
              Check before you go: this clinic's current status is not
              confirmed.
            </p>
          </div>
        ) : null}
        <div className="flex gap-2 text-slate-800">
          <MapPin
            aria-hidden="true"
            className="mt-1 h-4 w-4 shrink-0 text-slate-600"
          />
          <p className="wrap-anywhere">
            {clinic.address ? (
              <span className="block">
                <KeepTogether text={clinic.address} />
              </span>
            ) : (
              <span className="block text-slate-600">
                Street address not listed
              </span>
            )}
            <span className="block">
              {clinic.city}, {clinic.state}
              {clinic.zip ? ` ${clinic.zip}` : ''}
            </span>
          </p>
        </div>
        <p className="flex gap-2 text-slate-800">
          <Phone
            aria-hidden="true"
            className="mt-1 h-4 w-4 shrink-0 text-slate-600"
          />
          {tel ? (
            <a
              href={tel}
              className="inline-flex min-h-11 items-center text-blue-800 underline underline-offset-2"
            >
              <span className="whitespace-nowrap">{clinic.phone}</span>
            </a>
          ) : clinic.phone ? (
            <span className="whitespace-nowrap">{clinic.phone}</span>
          ) : (
            <span data-testid="no-phone">No phone on file</span>
          )}
        </p>
        <div className="flex gap-2 text-slate-800">
          <Clock
            aria-hidden="true"
            className="mt-1 h-4 w-4 shrink-0 text-slate-600"
          />
          <TodayHours clinic={clinic} status={status} />
        </div>
        <SpecialHours hours={clinic.specialHours} />
      </div>
    </div>
  )
}

/** 'Visit Website' (new tab), filled when it stands in for 'Call Now'. */
function websiteLink(website: string | null, primary: boolean) {
  if (!website) return null
  return (
    <a
      href={website}
      target="_blank"
      rel="noopener noreferrer"
      className={`${ACTION} flex-1 ${
        primary
          ? 'bg-blue-800 text-white hover:bg-blue-900'
          : 'border border-blue-800 text-blue-900 hover:bg-blue-50'
      }`}
    >
      <Globe aria-hidden="true" className="h-4 w-4 shrink-0" />
      Visit Website
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  )
}

/**
 * The computed hours text (after hydration), otherwise the stored today's
 * hours, 'Hours unknown' (the badge's words) when there are none; below it
 * 'Closes {time}' when open or 'Opens {time}' when closed.
 */
function TodayHours({
  clinic,
  status,
}: {
  clinic: Clinic
  status: OpenStatusDetail | null
}) {
  const text =
    status?.hoursText === HOURS_NOT_AVAILABLE_TEXT
      ? OPEN_STATUS_LABELS.unknown
      : (status?.hoursText ?? clinic.hours.today)
  return (
    <div data-testid="today-hours" className="min-h-12">
      <p>{text ? <KeepTogether text={text} /> : '\u00a0'}</p>
      {status?.isOpen && status.closesAt ? (
        <p className="font-semibold text-green-900">
          <span className="whitespace-nowrap">Closes {status.closesAt}</span>
          {status.closesIn ? (
            <span className="whitespace-nowrap">{` (in ${status.closesIn} min)`}</span>
          ) : null}
          {status.checkin ? (
            <>
              {' · last check-in '}
              <span className="whitespace-nowrap">{status.checkin.last}</span>
            </>
          ) : null}
        </p>
      ) : null}
      {status && opensText(status) ? (
        <p className="font-semibold text-slate-900">
          <KeepTogether text={opensText(status)!} />
        </p>
      ) : null}
    </div>
  )
}

/** The URL when it is an absolute http(s) URL, otherwise null (never a javascript: link). */
export function safeHttpUrl(url: string | null | undefined): string | null {
  if (!url) return null
  try {
    const u = new URL(url.trim())
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.href : null
  } catch {
    return null
  }
}
