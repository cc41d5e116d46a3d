import { useMemo } from 'react'
import { useLoaderData, type LoaderFunctionArgs } from 'react-router'
import { siteOrigin } from '@/config/env'
import { paths } from '@/config/paths'
import { getRepository } from '@/data/create-repository'
import type { Clinic, Town } from '@/domain/clinic'
import { syntheticTown } from '@/domain/map-row'
import { isSafeSlug } from '@/domain/slug'
import {
  clinicsFoundText,
  townCountSentence,
  townFaq,
  townIntro,
  townSections,
} from '@/domain/town-content'
import type { HeadFn } from '@/components/seo/head'
import { failedLoad, loadFailureOf } from '@/app/load-failure'
import { savedAt } from '@/app/last-known'
import {
  DirectoryUnavailable,
  OutageNotice,
} from '@/features/outage/directory-unavailable'
import { OUTAGE_MESSAGES } from '@/features/outage/messages'
import { ClinicCardList } from '@/features/clinics/clinic-card-list'
import { BackLink } from '@/features/town/back-link'
import { Breadcrumb } from '@/features/town/breadcrumb'
import { FaqAccordion } from '@/features/town/faq-accordion'
import { LoadingMessage, useLoadingSameRoute } from '@/features/town/pending'
import { TownNotFound } from '@/features/town/town-not-found'
import { TownSections } from '@/features/town/town-sections'
import { townCrumbs, townHeadSpec } from '@/features/town/town-head'

/** Messages of spec section 8. */
export const TOWN_MESSAGES = {
  noClinics: 'No clinics found for this location',
  failed: 'Failed to load town data',
  missing: 'The town you are looking for does not exist.',
} as const

export interface TownData {
  town: Town | null
  clinics: Clinic[]
  error: string | null
}

/**
 * The town row with this slug and the clinics of its city. Without a row but
 * with clinics, a synthetic town from the first clinic (spec section 4).
 * A slug that the slug rule could never produce names no town.
 */
export async function townLoader({
  params,
}: LoaderFunctionArgs): Promise<TownData> {
  const slug = params.slug ?? ''
  if (!isSafeSlug(slug))
    return { town: null, clinics: [], error: TOWN_MESSAGES.missing }
  try {
    const repo = await getRepository()
    const [town, clinics] = await Promise.all([
      repo.getTownBySlug(slug),
      repo.listClinicsInTown(slug),
    ])
    if (town) return { town, clinics, error: null }
    const first = clinics[0]
    if (first)
      return {
        town: syntheticTown(slug, first, new Date()),
        clinics,
        error: null,
      }
    return { town: null, clinics: [], error: TOWN_MESSAGES.noClinics }
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
  return townHeadSpec(d.town, d.clinics.length, siteOrigin())
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
      <TownContent town={town} clinics={clinics} />
    </>
  )
}

function TownContent({ town, clinics }: { town: Town; clinics: Clinic[] }) {
  const count = clinics.length
  // Town pages show every clinic's distance as 0 (spec).
  const listed = useMemo(
    () => clinics.map((c) => ({ ...c, distance: 0 })),
    [clinics],
  )
  const crumbs = townCrumbs(town)
  return (
    <div>
      <Breadcrumb
        items={crumbs.map((c, i) =>
          i < crumbs.length - 1 ? { name: c.name, to: c.path } : c,
        )}
      />
      <div className="mt-1">
        <BackLink to={paths.home.getHref()}>Back to All Locations</BackLink>
      </div>

      <header className="mt-3">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
          Urgent Care in {town.name}, {town.state}
        </h1>
        <p className="mt-1 text-lg text-slate-700">{clinicsFoundText(count)}</p>
      </header>

      <section
        aria-labelledby="town-about"
        className="mt-6 max-w-prose rounded-lg bg-blue-50 p-4 ring-1 ring-blue-100"
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

      <section aria-labelledby="town-clinics" className="mt-8">
        <h2 id="town-clinics" className="text-xl font-bold text-slate-900">
          Clinics in {town.name}
        </h2>
        {count === 0 ? (
          <p className="mt-3 text-slate-800">No clinics found in this town.</p>
        ) : (
          <ClinicCardList
            clinics={listed}
            className="mt-3 grid gap-4 md:grid-cols-2 lg:grid-cols-3"
          />
        )}
      </section>

      <TownSections sections={townSections(town.name)} />

      <FaqAccordion
        title={`Frequently Asked Questions - ${town.name}`}
        items={townFaq(town.name, town.state, count)}
      />
    </div>
  )
}
