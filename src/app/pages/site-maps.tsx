import { Link, useLoaderData } from 'react-router'
import { siteOrigin } from '@/config/env'
import { paths } from '@/config/paths'
import { getRepository } from '@/data/create-repository'
import { groupClinicsByCity } from '@/domain/cities'
import {
  buildRobotsTxt,
  buildSitemapXml,
  isoDate,
} from '@/domain/seo/sitemap-xml'
import type { HeadFn } from '@/components/seo/head'

type SiteMapRows = Array<{ name: string; slug: string; city: string }>

export async function htmlSitemapLoader(): Promise<{ rows: SiteMapRows }> {
  try {
    return { rows: await (await getRepository()).listClinicsForSiteMap() }
  } catch (e) {
    console.error('Site map load error', e)
    return { rows: [] }
  }
}

export const htmlSitemapHead: HeadFn = () => ({
  title: 'Site Map',
  description: 'Every page of the directory: towns, clinics and guides.',
  path: '/sitemap',
})

export function HtmlSitemapPage() {
  const { rows } = useLoaderData() as { rows: SiteMapRows }
  const cities = groupClinicsByCity(rows)
  return (
    <div>
      <h1 className="text-2xl font-bold">Site Map</h1>
      <h2 className="mt-6 text-xl font-semibold">Main Pages</h2>
      <ul className="mt-2 space-y-1">
        <li>
          <Link className="text-blue-800 underline" to="/">
            Home
          </Link>
        </li>
        <li>
          <Link className="text-blue-800 underline" to="/blog">
            Blog
          </Link>
        </li>
        <li>
          <Link className="text-blue-800 underline" to="/privacy">
            Privacy
          </Link>
        </li>
        <li>
          <Link className="text-blue-800 underline" to="/terms">
            Terms
          </Link>
        </li>
      </ul>
      <h2 className="mt-6 text-xl font-semibold">Cities ({cities.length})</h2>
      <ul className="mt-2 space-y-1">
        {cities.map((c) => (
          <li key={c.slug}>
            <Link
              className="text-blue-800 underline"
              to={paths.town.getHref(c.slug)}
            >
              {c.city} ({c.clinics.length})
            </Link>
          </li>
        ))}
      </ul>
      <h2 className="mt-6 text-xl font-semibold">
        All Clinics by City ({rows.length})
      </h2>
      {cities.map((c) => (
        <section key={c.slug} className="mt-3">
          <h3 className="font-semibold">{c.city}</h3>
          <ul className="space-y-1">
            {c.clinics.map((x) => (
              <li key={x.slug}>
                <Link
                  className="text-blue-800 underline"
                  to={paths.clinic.getHref(x.slug)}
                >
                  {x.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}

export async function sitemapXmlLoader(): Promise<{ xml: string }> {
  const repo = await getRepository()
  const [townSlugs, clinicSlugs] = await Promise.all([
    repo.listTownSlugs(),
    repo.listClinicSlugs(),
  ])
  return {
    xml: buildSitemapXml({
      origin: siteOrigin(),
      today: isoDate(new Date()),
      townSlugs,
      clinicSlugs,
    }),
  }
}

/** For hosts that serve the app shell for every path (the build also writes the file). */
export function SitemapXmlPage() {
  const { xml } = useLoaderData() as { xml: string }
  return (
    <pre className="overflow-x-auto text-sm whitespace-pre-wrap">{xml}</pre>
  )
}

export function RobotsTxtPage() {
  return <pre className="text-sm">{buildRobotsTxt(siteOrigin())}</pre>
}
