import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router'
import { getRepository } from '@/data/create-repository'
import type { Clinic, Town } from '@/domain/clinic'
import { syntheticTown } from '@/domain/map-row'
import type { HeadFn } from '@/components/seo/head'
import { ClinicCard } from '@/features/clinics/clinic-card'

interface TownData {
  town: Town | null
  clinics: Clinic[]
  error: string | null
}

export async function townLoader({
  params,
}: LoaderFunctionArgs): Promise<TownData> {
  const slug = params.slug ?? ''
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
    return {
      town: null,
      clinics: [],
      error: 'No clinics found for this location',
    }
  } catch (e) {
    console.error('Failed to load town data', e)
    return { town: null, clinics: [], error: 'Failed to load town data' }
  }
}

export const townHead: HeadFn = ({ data, pathname }) => {
  const d = data as TownData | undefined
  if (!d?.town)
    return {
      title: 'Town Not Found',
      description: 'This town is not in the directory.',
      noindex: true,
    }
  return {
    title:
      d.town.metaTitle ??
      `Pediatric Urgent Care in ${d.town.name}, ${d.town.state}`,
    description:
      d.town.metaDescription ??
      `Pediatric urgent care and walk-in clinics in ${d.town.name}, ${d.town.state}: hours, open status, phone numbers and directions.`,
    path: pathname,
  }
}

export function TownPage() {
  const { town, clinics, error } = useLoaderData() as TownData
  if (!town)
    return (
      <div className="py-12 text-center">
        <h1 className="text-2xl font-bold">Town Not Found</h1>
        <p className="mt-3">
          {error ?? 'The town you are looking for does not exist.'}
        </p>
        <Link className="mt-6 inline-block text-blue-800 underline" to="/">
          Back to Home
        </Link>
      </div>
    )
  return (
    <div>
      <h1 className="text-2xl font-bold">
        Urgent Care in {town.name}, {town.state}
      </h1>
      <p className="mt-2 text-slate-700">
        {clinics.length} urgent care clinic{clinics.length === 1 ? '' : 's'}{' '}
        found
      </p>
      {clinics.length === 0 ? (
        <p className="mt-4">No clinics found in this town.</p>
      ) : (
        <ul className="mt-4 grid gap-4 md:grid-cols-2">
          {clinics.map((c, i) => (
            <li key={c.uuid}>
              <ClinicCard clinic={{ ...c, distance: 0 }} eager={i < 2} />
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
