import { useLoaderData, type LoaderFunctionArgs } from 'react-router'
import { siteOrigin } from '@/config/env'
import { paths } from '@/domain/paths'
import { getRepository } from '@/data/create-repository'
import { isUsablePoint } from '@/domain/geo/distance'
import type { Clinic } from '@/domain/clinic'
import { nearestEmergencyDepartments } from '@/domain/emergency/nearest'
import type { EmergencyDepartment } from '@/domain/emergency/types'
import { isListed } from '@/domain/verification'
import { EmergencyRooms } from '@/features/emergency/emergency-rooms'
import { ClosedClinicNotice } from '@/features/clinic-detail/closed-clinic'
import { hasRating } from '@/domain/reviews'
import { townSlug as townSlugOf } from '@/domain/slug'
import type { HeadFn } from '@/components/seo/head'
import { failedLoad, loadFailureOf } from '@/app/load-failure'
import { savedAt } from '@/app/last-known'
import {
  DirectoryUnavailable,
  OutageNotice,
} from '@/features/outage/directory-unavailable'
import { OUTAGE_MESSAGES } from '@/features/outage/messages'
import { useOpenStatus } from '@/hooks/use-open-status'
import { BackLink } from '@/components/navigation/back-link'
import { Breadcrumb } from '@/components/navigation/breadcrumb'
import {
  LoadingMessage,
  useLoadingSameRoute,
} from '@/components/navigation/pending'
import { ClinicNotFound } from '@/features/clinic-detail/clinic-not-found'
import { BeforeYouGo } from '@/features/clinic-detail/before-you-go'
import { ClinicSummary } from '@/features/clinic-detail/clinic-summary'
import { ClinicDetails } from '@/features/clinic-detail/clinic-details'
import { ListingProvenance } from '@/features/clinic-detail/listing-provenance'
import { OtherClinics } from '@/features/clinic-detail/other-clinics'
import { ReviewsSection } from '@/features/clinic-detail/reviews-section'
import { WeeklyHours } from '@/features/clinic-detail/weekly-hours'
import { ListingCheck, VisitorsReportedClosed } from '@/features/listing-report'
import {
  clinicCrumbs,
  clinicHeadSpec,
} from '@/features/clinic-detail/clinic-head'

export interface ClinicData {
  clinic: Clinic | null
  /** The slug of the clinic's town (its town row, else from its city). */
  townSlug: string
  /** Up to 6 other clinics in the same city. */
  others: Clinic[]
  /** A clinic closed for good: the nearest emergency room to it. */
  rooms?: EmergencyDepartment[]
}

/**
 * The clinic with this slug; no row gives 'Clinic Not Found', a failed read
 * the outage message (never 'not found': src/README.md, Decisions). The town
 * link and the other clinics are extras: if they fail, the page still shows
 * the clinic (town slug from the city, no other clinics).
 */
export async function clinicLoader({
  params,
}: LoaderFunctionArgs): Promise<ClinicData> {
  let clinic: Clinic | null = null
  try {
    const repo = await getRepository()
    clinic = await repo.getClinicBySlug(params.slug ?? '')
    if (!clinic) return { clinic: null, townSlug: '', others: [] }
    const c = clinic
    // A failed extra still shows the clinic, but counts as a failed read.
    let extraFailure: { error: unknown } | null = null
    const closed = !isListed(c)
    const [slug, others, rooms] = await Promise.all([
      c.townId
        ? repo.getTownSlugById(c.townId).catch((e: unknown) => {
            console.error('Town link load failed', e)
            extraFailure = { error: e }
            return null
          })
        : Promise.resolve(null),
      repo.listOtherClinicsInCity(c.city, c.uuid, 6).catch((e: unknown) => {
        console.error('Other clinics load failed', e)
        extraFailure = { error: e }
        return [] as Clinic[]
      }),
      closed ? nearestRoom(c, repo.listEmergencyDepartments()) : undefined,
    ])
    const result = {
      clinic: c,
      townSlug: slug ?? townSlugOf(c.city),
      others,
      ...(rooms ? { rooms } : {}),
    }
    const failed = extraFailure as { error: unknown } | null
    return failed ? failedLoad(result, failed.error) : result
  } catch (e) {
    console.error('Clinic load failed', e)
    return failedLoad({ clinic: null, townSlug: '', others: [] }, e)
  }
}

/**
 * The emergency room nearest to a closed clinic (none when its location is
 * unknown or the rooms cannot be read: the page still says it has closed).
 */
async function nearestRoom(
  clinic: Clinic,
  read: Promise<EmergencyDepartment[]>,
): Promise<EmergencyDepartment[]> {
  try {
    const list = await read
    const at = clinic.coordinates
    return isUsablePoint(at) ? nearestEmergencyDepartments(list, at, 1) : []
  } catch (e) {
    console.error('Emergency rooms load failed', e)
    return []
  }
}

export const clinicHead: HeadFn = ({ data }) => {
  const d = data as ClinicData | undefined
  if (!d?.clinic && loadFailureOf(d))
    return {
      title: OUTAGE_MESSAGES.title,
      description: OUTAGE_MESSAGES.unavailable,
      noindex: true,
    }
  if (!d?.clinic)
    return {
      title: 'Clinic Not Found',
      description: "The clinic you're looking for doesn't exist.",
      noindex: true,
    }
  const spec = clinicHeadSpec(d.clinic, d.townSlug, siteOrigin())
  // A clinic closed for good: its page stays for old links, out of search.
  if (!isListed(d.clinic))
    return {
      ...spec,
      description: `${d.clinic.name} in ${d.clinic.city}, ${d.clinic.state} has closed. Other clinics in ${d.clinic.city} and the nearest emergency room.`,
      noindex: true,
    }
  return spec
}

export function ClinicPage() {
  const data = useLoaderData() as ClinicData
  const loading = useLoadingSameRoute('/clinic/')
  if (loading) return <LoadingMessage text="Loading clinic details..." />
  if (!data.clinic)
    return loadFailureOf(data) ? <DirectoryUnavailable /> : <ClinicNotFound />
  const since = savedAt(data)
  return (
    <>
      {since ? <OutageNotice savedAt={since} /> : null}
      {isListed(data.clinic) ? (
        <ClinicDetail
          clinic={data.clinic}
          townSlug={data.townSlug}
          others={data.others}
        />
      ) : (
        <ClosedClinic
          clinic={data.clinic}
          townSlug={data.townSlug}
          others={data.others}
          rooms={data.rooms ?? []}
        />
      )}
    </>
  )
}

/** The clinic page's breadcrumb and its way back to the list. */
function ClinicPageTop({
  clinic,
  townSlug,
}: {
  clinic: Clinic
  townSlug: string
}) {
  const crumbs = clinicCrumbs(clinic, townSlug)
  return (
    <>
      <Breadcrumb
        items={crumbs.map((c, i) =>
          i < crumbs.length - 1 ? { name: c.name, to: c.path } : c,
        )}
      />
      <div className="mt-1 mb-3">
        <BackLink to={paths.home.getHref()}>Back to All Clinics</BackLink>
      </div>
    </>
  )
}

/**
 * The page of a clinic closed for good: that it has closed, the town's other
 * clinics and the nearest emergency room; no hours, actions or reviews.
 */
function ClosedClinic({
  clinic,
  townSlug,
  others,
  rooms,
}: {
  clinic: Clinic
  townSlug: string
  others: Clinic[]
  rooms: EmergencyDepartment[]
}) {
  return (
    <div>
      <ClinicPageTop clinic={clinic} townSlug={townSlug} />
      <article aria-labelledby="clinic-name" className="space-y-8">
        <ClosedClinicNotice clinic={clinic} />
      </article>
      <div className="mt-8">
        <OtherClinics city={clinic.city} townSlug={townSlug} clinics={others} />
      </div>
      {rooms.length > 0 ? (
        <div className="mt-8 max-w-prose">
          <EmergencyRooms
            rooms={rooms}
            title="Nearest emergency room — open 24 hours"
            intro={`Distance from where ${clinic.name} was.`}
          />
        </div>
      ) : null}
    </div>
  )
}

function ClinicDetail({
  clinic,
  townSlug,
  others,
}: {
  clinic: Clinic
  townSlug: string
  others: Clinic[]
}) {
  const status = useOpenStatus(clinic)
  return (
    <div>
      <ClinicPageTop clinic={clinic} townSlug={townSlug} />
      <article aria-labelledby="clinic-name" className="space-y-8">
        <ClinicSummary clinic={clinic} status={status} />
        <VisitorsReportedClosed clinic={clinic} />
        <BeforeYouGo clinic={clinic} />
        <div className="grid gap-8 lg:grid-cols-2">
          <div className="space-y-8">
            <WeeklyHours clinic={clinic} />
            <ListingCheck clinic={clinic} />
          </div>
          <ClinicDetails clinic={clinic} />
        </div>
        {hasRating(clinic.rating) ? (
          <ReviewsSection
            rating={clinic.rating}
            reviewCount={clinic.reviewCount ?? 0}
          />
        ) : null}
        <ListingProvenance clinic={clinic} />
      </article>
      <div className="mt-10">
        <OtherClinics city={clinic.city} townSlug={townSlug} clinics={others} />
      </div>
    </div>
  )
}
