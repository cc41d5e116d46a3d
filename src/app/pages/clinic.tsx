import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router'
import { siteOrigin } from '@/config/env'
import { paths } from '@/config/paths'
import { getRepository } from '@/data/create-repository'
import type { Clinic } from '@/domain/clinic'
import { clinicJsonLd } from '@/domain/seo/json-ld'
import { townSlug } from '@/domain/slug'
import type { HeadFn } from '@/components/seo/head'
import { OpenStatusBadge } from '@/components/open-status-badge'
import { useOpenStatus } from '@/hooks/use-open-status'

interface ClinicData {
  clinic: Clinic | null
}

export async function clinicLoader({
  params,
}: LoaderFunctionArgs): Promise<ClinicData> {
  try {
    const repo = await getRepository()
    return { clinic: await repo.getClinicBySlug(params.slug ?? '') }
  } catch (e) {
    console.error('Clinic load failed', e)
    return { clinic: null }
  }
}

export const clinicHead: HeadFn = ({ data, pathname }) => {
  const c = (data as ClinicData | undefined)?.clinic
  if (!c)
    return {
      title: 'Clinic Not Found',
      description: 'This clinic is not in the directory.',
      noindex: true,
    }
  return {
    title: c.metaTitle ?? `${c.name} – ${c.city}, ${c.state}`,
    description:
      c.metaDescription ??
      `${c.name} in ${c.city}, ${c.state}: hours, open status, phone number and directions.`,
    keywords: c.keywords,
    path: pathname,
    jsonLd: clinicJsonLd(c, {
      origin: siteOrigin(),
      townSlug: townSlug(c.city),
    }),
  }
}

export function ClinicPage() {
  const { clinic } = useLoaderData() as ClinicData
  if (!clinic) return <ClinicNotFound />
  return <ClinicDetail clinic={clinic} />
}

function ClinicNotFound() {
  return (
    <div className="py-12 text-center">
      <h1 className="text-2xl font-bold">Clinic Not Found</h1>
      <p className="mt-3">The clinic you're looking for doesn't exist.</p>
      <Link className="mt-6 inline-block text-blue-800 underline" to="/">
        Back to Directory
      </Link>
    </div>
  )
}

function ClinicDetail({ clinic }: { clinic: Clinic }) {
  const status = useOpenStatus(clinic)
  return (
    <article>
      <OpenStatusBadge status={status} />
      <h1 className="mt-2 text-2xl font-bold">{clinic.name}</h1>
      <p className="mt-2 text-slate-700">
        {[
          clinic.address,
          `${clinic.city}, ${clinic.state}${clinic.zip ? ' ' + clinic.zip : ''}`,
        ]
          .filter(Boolean)
          .join(', ')}
      </p>
      <p className="mt-1">{clinic.phone ?? 'Phone not listed'}</p>
      <Link
        className="mt-4 inline-block text-blue-800 underline"
        to={paths.town.getHref(townSlug(clinic.city))}
      >
        View all clinics in {clinic.city} →
      </Link>
    </article>
  )
}
