import { Link } from 'react-router'
import { Clock, MapPin, Phone } from 'lucide-react'
import { paths } from '@/domain/paths'
import type { Clinic } from '@/domain/clinic'
import { fullAddress, telHref } from '@/domain/clinic-display'
import { useOpenStatus } from '@/hooks/use-open-status'
import {
  badgeOf,
  OPEN_STATUS_LABELS,
  OPEN_STATUS_MIN_WIDTH,
} from '@/components/open-status-classes'
import { HoursLine } from '@/components/clinic/hours-line'
import { HOURS_NOT_AVAILABLE_TEXT } from '@/domain/hours/open-status'
import { KeepTogether } from '@/components/ui/keep-together'

/**
 * 'Other Urgent Care Clinics in {city}' (up to 6, compact: the page's own
 * clinic stays the only full card; no hours: 'Hours unknown', the badge's
 * words, never 'Call for hours', which a clinic without a number cannot
 * answer) and
 * 'View all clinics in {city} →'.
 */
export function OtherClinics({
  city,
  townSlug,
  clinics,
}: {
  city: string
  townSlug: string
  clinics: Clinic[]
}) {
  return (
    <section aria-labelledby="other-clinics">
      {clinics.length > 0 ? (
        <>
          <h2 id="other-clinics" className="text-xl font-bold text-slate-900">
            Other Urgent Care Clinics in {city}
          </h2>
          <ul className="mt-3 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
            {clinics.slice(0, 6).map((c) => (
              <li key={c.uuid}>
                <OtherClinic clinic={c} />
              </li>
            ))}
          </ul>
        </>
      ) : (
        <h2 id="other-clinics" className="sr-only">
          More clinics in {city}
        </h2>
      )}
      <Link
        to={paths.town.getHref(townSlug)}
        className="mt-4 inline-flex min-h-11 items-center gap-1 font-semibold text-blue-800 underline underline-offset-2 hover:text-blue-950"
      >
        View all clinics in {city} →
      </Link>
    </section>
  )
}

function OtherClinic({ clinic }: { clinic: Clinic }) {
  const status = useOpenStatus(clinic)
  // Past its last check-in, not 'Open Now' (as on the cards).
  const badge = status === null ? null : badgeOf(status)
  const href = paths.clinic.getHref(clinic.slug)
  const tel = telHref(clinic.phone)
  return (
    <article
      aria-labelledby={`other-${clinic.id}`}
      data-testid="other-clinic"
      className="flex h-full flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      {/* The badge moves under the name when beside it the name would be
          cut mid-word (a 320 px phone). */}
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3
          id={`other-${clinic.id}`}
          className="min-w-40 flex-1 text-lg leading-snug font-bold wrap-anywhere"
        >
          <Link
            to={href}
            className="text-blue-900 underline-offset-2 hover:underline"
          >
            {clinic.name}
          </Link>
        </h3>
        <span
          data-testid="other-open-status"
          data-state={status === null ? 'pending' : status.state}
          data-checkin={badge?.checkin}
          className={`inline-flex h-7 ${OPEN_STATUS_MIN_WIDTH} shrink-0 items-center justify-center rounded-full px-2 text-sm font-semibold whitespace-nowrap ${
            badge?.classes ?? ''
          }`}
        >
          {badge?.label ?? ''}
        </span>
      </div>
      <p className="flex gap-2 text-slate-800">
        <Clock
          aria-hidden="true"
          className="mt-1 h-4 w-4 shrink-0 text-slate-600"
        />
        {status?.hoursText === HOURS_NOT_AVAILABLE_TEXT ? (
          <span data-testid="hours-line">{OPEN_STATUS_LABELS.unknown}</span>
        ) : (
          <HoursLine status={status} />
        )}
      </p>
      <p className="flex gap-2 text-slate-800">
        <MapPin
          aria-hidden="true"
          className="mt-1 h-4 w-4 shrink-0 text-slate-600"
        />
        <span className="wrap-anywhere">
          <KeepTogether text={fullAddress(clinic)} />
        </span>
      </p>
      <div className="mt-auto flex flex-wrap gap-2 pt-1">
        {tel ? (
          <a
            href={tel}
            className="inline-flex min-h-11 flex-1 items-center justify-center gap-1 rounded bg-blue-800 px-3 font-semibold text-white hover:bg-blue-900"
          >
            <Phone aria-hidden="true" className="h-4 w-4 shrink-0" />
            Call
            <span className="sr-only"> {clinic.name}</span>
          </a>
        ) : null}
        <Link
          to={href}
          className="inline-flex min-h-11 flex-1 items-center justify-center rounded border border-blue-800 px-3 font-semibold text-blue-900 hover:bg-blue-50"
        >
          View Details
          <span className="sr-only"> for {clinic.name}</span>
        </Link>
      </div>
    </article>
  )
}
