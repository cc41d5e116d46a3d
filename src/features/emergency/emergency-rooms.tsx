import { useId } from 'react'
import { Navigation, Phone } from 'lucide-react'
import { directionsUrl, telHref } from '@/domain/clinic-display'
import { longDate } from '@/domain/emergency/names'
import type { EmergencyDepartment } from '@/domain/emergency/types'
import { formatMiles } from '@/domain/geo/distance'
import { displayedSources } from '@/domain/sources/source-display'
import { KeepTogether } from '@/components/ui/keep-together'

export const EMERGENCY_ROOMS_NOTE =
  'For a life-threatening emergency call 911. Hospital emergency rooms must see everyone, whatever their insurance.'

/**
 * The nearest hospital emergency rooms (open 24 hours): name, town,
 * distance, phone and address, with 'Call' and 'Directions'. Never instead
 * of 911: the note says to call 911 for a life-threatening emergency.
 * `headingLevel` 3 inside a dialog (whose title is the h2); `provenance`
 * adds where each record comes from (sources and date) in small text.
 */
export function EmergencyRooms({
  rooms,
  title = 'Emergency rooms near you — open 24 hours',
  headingLevel = 2,
  intro,
  provenance = false,
  className = 'rounded-lg border border-red-200 bg-white p-4',
}: {
  rooms: readonly EmergencyDepartment[]
  title?: string
  headingLevel?: 2 | 3
  /** A line under the heading (what the distances are measured from). */
  intro?: string
  provenance?: boolean
  className?: string
}) {
  const titleId = useId()
  if (rooms.length === 0) return null
  const Heading = headingLevel === 3 ? 'h3' : 'h2'
  return (
    <section
      aria-labelledby={titleId}
      data-testid="emergency-rooms"
      className={className}
    >
      <Heading id={titleId} className="text-lg font-bold">
        {title}
      </Heading>
      {intro ? (
        <p className="mt-1 text-sm text-slate-700">
          <KeepTogether text={intro} />
        </p>
      ) : null}
      <ul className="mt-3 space-y-3">
        {rooms.map((ed) => (
          <EmergencyRoom key={ed.id} ed={ed} />
        ))}
      </ul>
      <p className="mt-3 text-sm text-slate-700">
        <KeepTogether prose text={EMERGENCY_ROOMS_NOTE} />
      </p>
      {provenance ? <RoomsProvenance rooms={rooms} /> : null}
    </section>
  )
}

/**
 * Date and sources of each record, folded under one summary: each source a
 * parent can follow, by publisher and year; internal references (`github:`,
 * archive copies) stay in the data.
 */
function RoomsProvenance({ rooms }: { rooms: readonly EmergencyDepartment[] }) {
  return (
    <details data-testid="emergency-rooms-provenance" className="mt-2 text-sm">
      <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-blue-900 underline underline-offset-2">
        Where these hospital details come from
      </summary>
      <ul className="mt-1 space-y-2 text-slate-800">
        {rooms.map((ed) => {
          const p = ed.provenance
          const date = longDate(p.asOf)
          const sources = displayedSources(p.sources, p.asOf)
          return (
            <li key={ed.id}>
              <p className="font-semibold [overflow-wrap:anywhere]">
                {ed.name}
              </p>
              <p>
                {date
                  ? `As of ${date}${p.asOfNote ? ` (${p.asOfNote})` : ''}.`
                  : 'Date not stated.'}
              </p>
              {sources.length > 0 ? (
                <>
                  <p>{sources.length === 1 ? 'Source:' : 'Sources:'}</p>
                  <ul className="list-disc pl-5">
                    {sources.map((s) => (
                      <li key={s.text}>
                        <a
                          href={s.href}
                          target="_blank"
                          rel="noopener noreferrer"
                          className="inline-flex min-h-11 items-center text-blue-800 underline underline-offset-2"
                        >
                          <span lang="en">{s.text}</span>
                          <span className="sr-only"> (opens in a new tab)</span>
                        </a>
                      </li>
                    ))}
                  </ul>
                </>
              ) : null}
            </li>
          )
        })}
      </ul>
    </details>
  )
}

function EmergencyRoom({ ed }: { ed: EmergencyDepartment }) {
  const tel = telHref(ed.phone)
  return (
    <li data-testid="emergency-room" className="space-y-1">
      {/* With no place: the towns first, the line a parent scans for. */}
      {ed.nearestFor && ed.nearestFor.length > 0 ? (
        <p className="text-sm font-semibold text-slate-900">
          {`Nearest for ${ed.nearestFor.join(', ')}`}
        </p>
      ) : null}
      <p className="font-semibold text-slate-900 [overflow-wrap:anywhere]">
        {ed.name}
      </p>
      <p className="text-sm text-slate-800">
        Emergency room · open 24 hours · {ed.city}, {ed.state}
        {ed.distance !== undefined ? (
          <>
            {' · '}
            <span className="whitespace-nowrap">
              {formatMiles(ed.distance)}
            </span>
          </>
        ) : null}
      </p>
      {ed.address ? (
        <p className="text-sm text-slate-700">
          {ed.address}, {ed.city}, {ed.state}
          {ed.zip ? ` ${ed.zip}` : ''}
        </p>
      ) : null}
      {ed.military ? (
        <p className="text-sm text-amber-950">
          Military hospital: the sources do not say whether it sees civilians.
          Call before you go.
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2 pt-1">
        {tel ? (
          <a
            href={tel}
            className="inline-flex min-h-11 items-center gap-1 rounded bg-blue-800 px-3 font-semibold text-white hover:bg-blue-900"
          >
            <Phone aria-hidden="true" className="h-4 w-4 shrink-0" />
            {/* One flex item: the words wrap between them, never inside one. */}
            <span>
              Call <span className="whitespace-nowrap">{ed.phone}</span>
            </span>
            <span className="sr-only"> ({ed.name})</span>
          </a>
        ) : null}
        <a
          href={directionsUrl({
            name: ed.name,
            address: ed.address,
            city: ed.city,
            state: ed.state,
            zip: ed.zip,
          })}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 items-center gap-1 rounded border border-blue-800 px-3 font-semibold text-blue-900"
        >
          <Navigation aria-hidden="true" className="h-4 w-4 shrink-0" />
          Directions
          <span className="sr-only"> to {ed.name} (opens in a new tab)</span>
        </a>
      </div>
    </li>
  )
}
