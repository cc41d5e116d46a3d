import { useMemo } from 'react'
import { useLoaderData, type LoaderFunctionArgs } from 'react-router'
import { siteOrigin } from '@/config/env'
import { paths } from '@/domain/paths'
import { getRepository } from '@/data/create-repository'
import { loadGazetteer, type LocationIndex } from '@/data/gazetteer'
import type { Clinic, Town } from '@/domain/clinic'
import type { EmergencyDepartment } from '@/domain/emergency/types'
import {
  emergencyOnlyTown,
  emergencyRoomsInTown,
  NEARBY_CLINICS_MAX_MILES,
  nearestClinics,
  townCentre,
  townEmergencyRooms,
  TOWN_ROOMS_MAX_MILES,
} from '@/domain/emergency/towns'
import { syntheticTown } from '@/domain/map-row'
import { isSafeSlug } from '@/domain/slug'
import {
  clinicsFoundText,
  noClinicListedText,
  townCountSentence,
  townIntro,
  townSections,
} from '@/domain/town-content'
import { EmergencyRooms } from '@/features/emergency/emergency-rooms'
import type { HeadFn } from '@/components/seo/head'
import { failedLoad, loadFailureOf } from '@/app/load-failure'
import { savedAt } from '@/app/last-known'
import {
  DirectoryUnavailable,
  OutageNotice,
} from '@/features/outage/directory-unavailable'
import { OUTAGE_MESSAGES } from '@/features/outage/messages'
import { ClinicCardList } from '@/components/clinic/clinic-card-list'
import { UnconfirmedListings } from '@/components/clinic/unconfirmed-listings'
import { sortForAnswer } from '@/domain/answer-order'
import { splitUnconfirmed } from '@/domain/ordering'
import { useNow } from '@/hooks/use-now'
import { BackLink } from '@/components/navigation/back-link'
import { Breadcrumb } from '@/components/navigation/breadcrumb'
import { FaqAccordion } from '@/features/town/faq-accordion'
import {
  LoadingMessage,
  useLoadingSameRoute,
} from '@/components/navigation/pending'
import { TownNotFound } from '@/features/town/town-not-found'
import { TownSections } from '@/features/town/town-sections'
import { townCrumbs, townFaqFor, townHeadSpec } from '@/features/town/town-head'

/** What a town page says when it has no clinics, or its read fails. */
export const TOWN_MESSAGES = {
  noClinics: 'No clinics found for this location',
  failed: 'Failed to load town data',
  missing: 'The town you are looking for does not exist.',
} as const

export interface TownData {
  town: Town | null
  clinics: Clinic[]
  error: string | null
  /** The nearest two emergency rooms within 40 miles of the town centre. */
  rooms?: EmergencyDepartment[]
  /**
   * Only for a town with an emergency room but no listed clinic: the nearest
   * five clinics within 50 miles, each with its distance.
   */
  nearby?: Clinic[] | null
}

type RoomsRead = { list: EmergencyDepartment[] } | { error: unknown }

/**
 * The gazetteer, loaded beside the town's reads: a town's point in it is
 * where a search for the town measures from. Null when it cannot be loaded
 * (the page then measures from its data, townCentre).
 */
function loadTownPoints(): Promise<LocationIndex | null> {
  return loadGazetteer().catch((e: unknown) => {
    console.error('Gazetteer load error', e)
    return null
  })
}

/**
 * The town row with this slug and the clinics of its city. Without a row but
 * with clinics, a town made from the first clinic (its city and state).
 * Without either, a town that has a Kentucky emergency room gets its page
 * all the same, with the nearest clinics. A slug that the slug rule could
 * never produce names no town. Every town page lists the nearest emergency
 * rooms; when only they cannot be read, a town with clinics is shown
 * without them.
 */
export async function townLoader({
  params,
}: LoaderFunctionArgs): Promise<TownData> {
  const slug = params.slug ?? ''
  if (!isSafeSlug(slug))
    return { town: null, clinics: [], error: TOWN_MESSAGES.missing }
  try {
    const points = loadTownPoints()
    const repo = await getRepository()
    const roomsRead: Promise<RoomsRead> = repo.listEmergencyDepartments().then(
      (list) => ({ list }),
      (error: unknown) => ({ error }),
    )
    const [town, clinics] = await Promise.all([
      repo.getTownBySlug(slug),
      repo.listClinicsInTown(slug),
    ])
    const read = await roomsRead
    const first = clinics[0]
    const listed =
      town ?? (first ? syntheticTown(slug, first, new Date()) : null)
    const own = 'list' in read ? emergencyRoomsInTown(read.list, slug) : []
    if (listed && (clinics.length > 0 || own.length === 0)) {
      if ('error' in read) {
        console.error('Emergency rooms load error', read.error)
        return { town: listed, clinics, error: null, rooms: [] }
      }
      const centre = townCentre(
        slug,
        clinics,
        read.list,
        (await points)?.townPoint(listed.name, listed.state),
      )
      return {
        town: listed,
        clinics,
        error: null,
        rooms: townEmergencyRooms(read.list, centre),
      }
    }
    if ('error' in read) throw read.error
    if (own.length === 0)
      return { town: null, clinics: [], error: TOWN_MESSAGES.noClinics }
    // A town with an emergency room and no listed clinic: the nearest ones.
    const erTown = listed ?? emergencyOnlyTown(slug, own[0]!, new Date())
    const [index, all] = await Promise.all([points, repo.listClinicsByRating()])
    const centre = townCentre(
      slug,
      [],
      read.list,
      index?.townPoint(erTown.name, erTown.state),
    )
    return {
      town: erTown,
      clinics: [],
      error: null,
      rooms: townEmergencyRooms(read.list, centre),
      // By distance as read, a phone first at a tie (the FAQ names the
      // first); the page orders them again with the clock.
      nearby: sortForAnswer(nearestClinics(all, centre), null, true),
    }
  } catch (e) {
    console.error('Failed to load town data', e)
    return failedLoad(
      { town: null, clinics: [], error: TOWN_MESSAGES.failed },
      e,
    )
  }
}

export const townHead: HeadFn = ({ data }) => {
  const d = data as TownData | undefined
  if (!d?.town && loadFailureOf(d))
    return {
      title: OUTAGE_MESSAGES.title,
      description: OUTAGE_MESSAGES.unavailable,
      noindex: true,
    }
  if (!d?.town)
    return {
      title: 'Town Not Found',
      description: d?.error ?? TOWN_MESSAGES.missing,
      noindex: true,
    }
  return townHeadSpec(d.town, d.clinics.length, siteOrigin(), {
    rooms: d.rooms ?? [],
    nearby: d.nearby,
  })
}

export function TownPage() {
  const data = useLoaderData() as TownData
  const { town, clinics, error } = data
  const loading = useLoadingSameRoute('/town/')
  if (loading) return <LoadingMessage text="Loading..." />
  if (!town)
    return loadFailureOf(data) ? (
      <DirectoryUnavailable />
    ) : (
      <TownNotFound message={error ?? TOWN_MESSAGES.missing} />
    )
  const since = savedAt(data)
  return (
    <>
      {since ? <OutageNotice savedAt={since} /> : null}
      <TownContent
        town={town}
        clinics={clinics}
        rooms={data.rooms ?? []}
        nearby={data.nearby ?? null}
      />
    </>
  )
}

function TownContent({
  town,
  clinics,
  rooms,
  nearby,
}: {
  town: Town
  clinics: Clinic[]
  rooms: EmergencyDepartment[]
  nearby: Clinic[] | null
}) {
  const count = clinics.length
  // No distances on a town page (departs from the spec's '0 miles', which is
  // never true): a parent here is in or near the town. The answer order,
  // the listings with no hours on file last and folded (domain/ordering.ts).
  const now = useNow()
  const { listed, unconfirmed } = useMemo(
    () => splitUnconfirmed(sortForAnswer(clinics, now)),
    [clinics, now],
  )
  // The nearest clinics of a town without its own: by distance, in the
  // answer order.
  const near = useMemo(
    () => nearby && sortForAnswer(nearby, now, true),
    [nearby, now],
  )
  const crumbs = townCrumbs(town)
  const about = (
    <section
      aria-labelledby="town-about"
      className="mt-8 max-w-prose rounded-lg bg-blue-50 p-4 ring-1 ring-blue-100"
    >
      <h2 id="town-about" className="text-xl font-bold text-slate-900">
        About Pediatric Urgent Care in {town.name}
      </h2>
      <p className="mt-2 leading-relaxed text-slate-800">
        {town.description ?? townIntro(town.name, town.state)}
      </p>
      <p className="mt-2 leading-relaxed font-semibold text-slate-900">
        {townCountSentence(town.name, count)}
      </p>
    </section>
  )
  return (
    <div>
      <Breadcrumb
        items={crumbs.map((c, i) =>
          i < crumbs.length - 1 ? { name: c.name, to: c.path } : c,
        )}
      />
      <div className="mt-1">
        <BackLink to={paths.home.getHref()}>Back to All Clinics</BackLink>
      </div>

      <header className="mt-3">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
          Urgent Care in {town.name}, {town.state}
        </h1>
        <p className="mt-1 text-lg text-slate-700">
          {nearby ? noClinicListedText(town.name) : clinicsFoundText(count)}
        </p>
      </header>

      {near ? (
        <section aria-labelledby="town-nearby" className="mt-4">
          <h2 id="town-nearby" className="text-xl font-bold text-slate-900">
            Nearest Clinics to {town.name}
          </h2>
          {near.length === 0 ? (
            <p className="mt-3 text-slate-800">
              No clinic is listed within {NEARBY_CLINICS_MAX_MILES} miles of{' '}
              {town.name}.
            </p>
          ) : (
            <>
              <p className="mt-1 text-slate-700">
                Within {NEARBY_CLINICS_MAX_MILES} miles of the town centre,
                nearest first.
              </p>
              <ClinicCardList
                clinics={near}
                timed={now !== null}
                className="mt-3 grid gap-4 md:grid-cols-2 lg:grid-cols-3"
              />
            </>
          )}
        </section>
      ) : (
        <section aria-labelledby="town-clinics" className="mt-4">
          <h2 id="town-clinics" className="text-xl font-bold text-slate-900">
            Clinics in {town.name}
          </h2>
          {count === 0 ? (
            <p className="mt-3 text-slate-800">
              No clinics found in this town.
            </p>
          ) : (
            <>
              {listed.length > 0 ? (
                <ClinicCardList
                  clinics={listed}
                  timed={now !== null}
                  className="mt-3 grid gap-4 md:grid-cols-2 lg:grid-cols-3"
                />
              ) : null}
              {unconfirmed.length > 0 ? (
                <UnconfirmedListings
                  timed={now !== null}
                  count={unconfirmed.length}
                  clinics={unconfirmed}
                  open={listed.length === 0}
                  className="grid gap-4 p-3 md:grid-cols-2 lg:grid-cols-3"
                />
              ) : null}
            </>
          )}
        </section>
      )}

      {rooms.length > 0 ? (
        <div className="mt-8 max-w-prose">
          <EmergencyRooms
            rooms={rooms}
            title={`Emergency rooms near ${town.name}`}
            intro={`The nearest within ${TOWN_ROOMS_MAX_MILES} miles; distances from the town centre.`}
            provenance
          />
        </div>
      ) : null}

      {/* After the lists: on a phone the first clinic is on the first screen. */}
      {about}

      <TownSections sections={townSections(town.name)} />

      <FaqAccordion
        title={`Frequently Asked Questions - ${town.name}`}
        items={townFaqFor(town, count, nearby)}
      />
    </div>
  )
}
