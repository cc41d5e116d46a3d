import { useEffect, useMemo, useState } from 'react'
import { Phone } from 'lucide-react'
import { Modal } from '@/components/ui/modal'
import { getRepository } from '@/data/create-repository'
import { nearestEmergencyDepartments } from '@/domain/emergency/nearest'
import type { EmergencyDepartment } from '@/domain/emergency/types'
import { LazyEmergencyRooms, loadEmergencyRooms } from './lazy-emergency-rooms'
import { setSearchOrigin, useSearchOrigin } from './search-origin'
import { currentPosition } from '@/data/geolocation'

import { POISON_CONTROL_DISPLAY, POISON_CONTROL_TEL } from './poison-control'
import { KeepTogether } from '@/components/ui/keep-together'
export { POISON_CONTROL_DISPLAY, POISON_CONTROL_TEL }

/**
 * Warning signs that need 911 or the emergency room. Each item ends the
 * sentence its heading begins ('… if your child: is struggling to breathe …'),
 * so the list reads as one sentence in both languages.
 *
 * Sources, worded as they say it:
 * - the list: the American Academy of Pediatrics' guidance for parents
 *   (HealthyChildren.org, "When to Call 911" / "When to go to the emergency
 *   room"), as this module has cited it from the start;
 * - seizures: a seizure that lasts more than 5 minutes, and a first seizure,
 *   are emergencies. Allina Health, Guide for the Care of Children: Ages Birth
 *   to 5, "Seizures" ("Call 911 … if the seizure lasts more than five
 *   minutes"), https://www.allinahealth.org/health-conditions-and-treatments/health-library/patient-education/care-of-children/emergencies/seizures;
 *   London Health Sciences Centre, Paediatric Epilepsy Program, "Seizure first
 *   aid" ("If the seizure last over 5 minutes it is considered a medical
 *   emergency"; "The first seizure is always a medical emergency"),
 *   https://lhsc.on.ca/paediatric-epilepsy-program/seizure-first-aid. The
 *   site's fever article says the same (src/data/blog/articles.ts).
 */
export const WARNING_SIGNS_LEAD =
  'Call 911 or go to the emergency room if your child:'
export const WARNING_SIGNS: readonly string[] = [
  'is struggling to breathe, or their lips or face turn blue or gray',
  'is hard to wake up, does not respond, or is suddenly very confused',
  'has a seizure for the first time, or a seizure that lasts more than 5 minutes',
  'is bleeding and it does not stop after 10 minutes of firm pressure',
  'hit their head and then passed out, vomits again and again, or is confused',
  'has swelling of the lips or tongue, or trouble swallowing, after a sting, a food or a medicine',
  'swallowed a button battery, magnets, medicine or a chemical',
  'is a baby younger than 3 months with a fever of 100.4°F (38°C) or higher',
  'has a stiff neck with fever, or a rash of purple spots that do not fade when pressed',
]

/** The dialog's texts about the nearest emergency rooms. */
export const DIALOG_ROOMS_TEXT = {
  title: 'Nearest emergency rooms — open 24 hours',
  noLocation:
    'Search for your town, ZIP code or current location on the Find Care page to see the nearest emergency rooms here.',
  loading: 'Finding the nearest emergency rooms…',
  failed:
    'The nearest emergency rooms could not be loaded. In an emergency, call 911.',
  locate: 'Use my location',
  locating: 'Finding your location…',
  denied:
    'Unable to access your location. Search your town on the Find Care page, or call 911 in an emergency.',
} as const

let allRooms: Promise<EmergencyDepartment[]> | null = null
/** Every emergency department, read once per page load (again after a failure). */
const loadAllRooms = () =>
  (allRooms ??= Promise.all([getRepository(), loadEmergencyRooms()])
    .then(([repo]) => repo.listEmergencyDepartments())
    .catch((e: unknown) => {
      allRooms = null
      throw e
    }))

export function EmergencyInfoDialog({
  onClose,
  loadRooms = loadAllRooms,
}: {
  onClose: () => void
  /** Every emergency department (tests pass their own). */
  loadRooms?: () => Promise<EmergencyDepartment[]>
}) {
  const origin = useSearchOrigin()
  return (
    <Modal title="Emergency Information" onClose={onClose} tone="emergency">
      <div className="space-y-4 text-slate-900">
        <a
          href="tel:911"
          className="flex min-h-12 items-center justify-center gap-2 rounded bg-red-700 px-4 text-lg font-bold text-white"
        >
          <Phone aria-hidden="true" className="h-5 w-5 shrink-0" />
          Call 911
        </a>
        <p>
          <KeepTogether prose text="Poison Control (24 hours, free):" />{' '}
          <a
            className="font-semibold text-blue-800 underline"
            href={POISON_CONTROL_TEL}
          >
            <span className="whitespace-nowrap">{POISON_CONTROL_DISPLAY}</span>
          </a>
        </p>
        <NearestRooms origin={origin} loadRooms={loadRooms} />
        <section aria-labelledby="warning-signs">
          <h3 id="warning-signs" className="font-semibold">
            <KeepTogether prose text={WARNING_SIGNS_LEAD} />
          </h3>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {WARNING_SIGNS.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
        </section>
        <p className="text-sm text-slate-700">
          <KeepTogether
            prose
            text="If you are unsure, call 911. This information is for general guidance only and is not medical advice; it does not replace a doctor or emergency services."
          />
        </p>
      </div>
    </Modal>
  )
}

/**
 * The two emergency rooms nearest to the searched location, or a line
 * inviting a location search when none is known.
 */
function NearestRooms({
  origin,
  loadRooms,
}: {
  origin: { lat: number; lng: number } | null
  loadRooms: () => Promise<EmergencyDepartment[]>
}) {
  const [list, setList] = useState<EmergencyDepartment[] | null>(null)
  const [failed, setFailed] = useState(false)
  const wanted = origin !== null
  useEffect(() => {
    if (!wanted || list !== null) return
    let live = true
    loadRooms().then(
      (rows) => {
        if (live) setList(rows)
      },
      (e: unknown) => {
        console.error('Emergency rooms load error', e)
        if (live) setFailed(true)
      },
    )
    return () => {
      live = false
    }
  }, [wanted, list, loadRooms])
  const rooms = useMemo(
    () => (origin && list ? nearestEmergencyDepartments(list, origin, 2) : []),
    [origin, list],
  )
  if (!origin) return <LocateForRooms />
  if (failed)
    return (
      <p role="status">
        <KeepTogether prose text={DIALOG_ROOMS_TEXT.failed} />
      </p>
    )
  if (!list) return <p role="status">{DIALOG_ROOMS_TEXT.loading}</p>
  return (
    <LazyEmergencyRooms
      rooms={rooms}
      title={DIALOG_ROOMS_TEXT.title}
      headingLevel={3}
      className="rounded-lg border border-red-200 bg-white p-3"
    />
  )
}

/**
 * No place yet: the line inviting a search, and 'Use my location', which
 * asks for the position and lists the rooms nearest to it (the place the
 * dialog measures from, as a search's would be); refused or unavailable,
 * says so, with the way that remains.
 */
function LocateForRooms() {
  const [state, setState] = useState<'idle' | 'locating' | 'denied'>('idle')
  const locate = () => {
    setState('locating')
    currentPosition().then(
      (position) => setSearchOrigin(position),
      () => setState('denied'),
    )
  }
  return (
    <div className="space-y-2">
      <p data-testid="dialog-rooms-hint" className="text-slate-800">
        {DIALOG_ROOMS_TEXT.noLocation}
      </p>
      <button
        type="button"
        onClick={locate}
        disabled={state === 'locating'}
        className="inline-flex min-h-11 items-center gap-2 rounded border border-blue-800 px-4 font-semibold text-blue-900 disabled:border-slate-400 disabled:text-slate-600"
      >
        <span
          aria-hidden="true"
          className="card-icon card-icon-crosshair h-4 w-4 shrink-0"
        />
        {DIALOG_ROOMS_TEXT.locate}
      </button>
      <p role="status" className="text-slate-800">
        {state === 'locating' ? (
          DIALOG_ROOMS_TEXT.locating
        ) : state === 'denied' ? (
          <KeepTogether prose text={DIALOG_ROOMS_TEXT.denied} />
        ) : (
          ''
        )}
      </p>
    </div>
  )
}
