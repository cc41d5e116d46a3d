import { Navigation, Phone } from 'lucide-react'
import { directionsUrl, telHref } from '@/domain/clinic-display'
import type { EmergencyDepartment } from '@/domain/emergency/types'

export const EMERGENCY_ROOMS_NOTE =
  'For a life-threatening emergency call 911. Hospital emergency rooms must see everyone, whatever their insurance.'

/**
 * The nearest hospital emergency rooms (open 24 hours): name, town,
 * distance, phone and address, with 'Call' and 'Directions'. Never instead
 * of 911: the note says to call 911 for a life-threatening emergency.
 */
export function EmergencyRooms({
  rooms,
  title = 'Emergency rooms near you — open 24 hours',
}: {
  rooms: readonly EmergencyDepartment[]
  title?: string
}) {
  if (rooms.length === 0) return null
  return (
    <section
      aria-labelledby="emergency-rooms-title"
      data-testid="emergency-rooms"
      className="rounded-lg border border-red-200 bg-white p-4"
    >
      <h2 id="emergency-rooms-title" className="text-lg font-bold">
        {title}
      </h2>
      <ul className="mt-3 space-y-3">
        {rooms.map((ed) => (
          <EmergencyRoom key={ed.id} ed={ed} />
        ))}
      </ul>
      <p className="mt-3 text-sm text-slate-700">{EMERGENCY_ROOMS_NOTE}</p>
    </section>
  )
}

function EmergencyRoom({ ed }: { ed: EmergencyDepartment }) {
  const tel = telHref(ed.phone)
  return (
    <li data-testid="emergency-room" className="space-y-1">
      <p className="font-semibold text-slate-900 [overflow-wrap:anywhere]">
        {ed.name}
      </p>
      <p className="text-sm text-slate-800">
        Emergency room · open 24 hours · {ed.city}, {ed.state}
        {ed.distance !== undefined ? ` · ${ed.distance} miles` : null}
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
            <Phone aria-hidden="true" className="h-4 w-4" />
            Call {ed.phone}
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
          <Navigation aria-hidden="true" className="h-4 w-4" />
          Directions
          <span className="sr-only"> to {ed.name} (opens in a new tab)</span>
        </a>
      </div>
    </li>
  )
}
