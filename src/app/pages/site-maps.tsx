import { useEffect } from 'react'
import { Link, useLoaderData } from 'react-router'
import { siteOrigin } from '@/config/env'
import { paths } from '@/domain/paths'
import { getRepository } from '@/data/create-repository'
import { BLOG_ARTICLES } from '@/data/blog/articles'
import { groupClinicsByCity } from '@/domain/cities'
import {
  emergencyOnlyTowns,
  type EmergencyOnlyTown,
} from '@/domain/emergency/towns'
import {
  buildRobotsTxt,
  buildSitemapXml,
  isoDate,
} from '@/domain/seo/sitemap-xml'
import type { HeadFn } from '@/components/seo/head'
import { failedLoad, loadFailureOf } from '@/app/load-failure'
import { savedAt } from '@/app/last-known'
import {
  DirectoryUnavailable,
  OutageNotice,
} from '@/features/outage/directory-unavailable'
import {
  LoadingMessage,
  useLoadingSameRoute,
} from '@/components/navigation/pending'

type SiteMapRows = Array<{ name: string; slug: string; city: string }>

interface HtmlSiteMapData {
  rows: SiteMapRows
  /** Towns with an emergency room but no listed clinic. */
  emergencyTowns?: EmergencyOnlyTown[]
}

export async function htmlSitemapLoader(): Promise<HtmlSiteMapData> {
  try {
    const repo = await getRepository()
    const [rows, rooms] = await Promise.all([
      repo.listClinicsForSiteMap(),
      repo.listEmergencyDepartments(),
    ])
    return {
      rows,
      emergencyTowns: emergencyOnlyTowns(
        rooms,
        rows.map((r) => r.city),
      ),
    }
  } catch (e) {
    console.error('Site map load error', e)
    return failedLoad({ rows: [], emergencyTowns: [] }, e)
  }
}

export const htmlSitemapHead: HeadFn = () => ({
  title: 'Site Map',
  description:
    'Every page of the directory: the main pages, every town and every clinic, grouped by city.',
  path: paths.sitemap.getHref(),
})

const LINK =
  'flex min-h-11 items-center py-1 text-blue-800 underline underline-offset-2 hover:text-blue-950'

const MAIN_PAGES = [
  { name: 'Home', to: paths.home.getHref() },
  { name: 'Blog', to: paths.blog.getHref() },
  { name: 'Privacy', to: paths.privacy.getHref() },
  { name: 'Terms', to: paths.terms.getHref() },
]

export function HtmlSitemapPage() {
  const data = useLoaderData() as HtmlSiteMapData
  const { rows } = data
  const emergencyTowns = data.emergencyTowns ?? []
  const loading = useLoadingSameRoute(paths.sitemap.getHref())
  const since = savedAt(data)
  const cities = groupClinicsByCity(rows)
  const total = cities.reduce((n, c) => n + c.clinics.length, 0)
  return (
    <div>
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
        Site Map
      </h1>
      {loading ? <LoadingMessage text="Loading..." /> : null}
      {since ? (
        <div className="mt-4">
          <OutageNotice savedAt={since} />
        </div>
      ) : loadFailureOf(data) ? (
        <div className="mt-4">
          <DirectoryUnavailable heading={false} />
        </div>
      ) : null}
      <section aria-labelledby="sitemap-main" className="mt-6">
        <h2 id="sitemap-main" className="text-xl font-bold text-slate-900">
          Main Pages
        </h2>
        <ul className="mt-2 grid grid-cols-2 gap-x-4 sm:grid-cols-4">
          {MAIN_PAGES.map((p) => (
            <li key={p.to}>
              <Link className={LINK} to={p.to}>
                {p.name}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="sitemap-cities" className="mt-8">
        <h2 id="sitemap-cities" className="text-xl font-bold text-slate-900">
          Cities ({cities.length})
        </h2>
        <ul className="mt-2 grid grid-cols-2 gap-x-4 sm:grid-cols-3 lg:grid-cols-4">
          {cities.map((c) => (
            <li key={c.slug}>
              <Link className={LINK} to={paths.town.getHref(c.slug)}>
                {c.city} ({c.clinics.length})
              </Link>
            </li>
          ))}
        </ul>
      </section>
      {emergencyTowns.length > 0 ? (
        <section aria-labelledby="sitemap-er-towns" className="mt-8">
          <h2
            id="sitemap-er-towns"
            className="text-xl font-bold text-slate-900"
          >
            Towns with an Emergency Room but No Listed Clinic (
            {emergencyTowns.length})
          </h2>
          <ul className="mt-2 grid grid-cols-2 gap-x-4 sm:grid-cols-3 lg:grid-cols-4">
            {emergencyTowns.map((t) => (
              <li key={t.slug}>
                <Link className={LINK} to={paths.town.getHref(t.slug)}>
                  {t.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="sitemap-clinics" className="mt-8">
        <h2 id="sitemap-clinics" className="text-xl font-bold text-slate-900">
          All Clinics by City ({total})
        </h2>
        <div className="mt-2 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {cities.map((c) => (
            <section key={c.slug} aria-labelledby={`sitemap-city-${c.slug}`}>
              <h3
                id={`sitemap-city-${c.slug}`}
                className="text-lg font-semibold text-slate-900"
              >
                {c.city}
              </h3>
              <ul>
                {c.clinics.map((x) => (
                  <li key={x.slug}>
                    <Link
                      className={`${LINK} wrap-anywhere`}
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
      </section>
    </div>
  )
}

/**
 * The XML site map from live data (spec sections 2 and 9). A load failure is
 * logged and gives the home entry only, never an HTML error page.
 */
export async function sitemapXmlLoader(): Promise<{ xml: string }> {
  let townSlugs: string[] = []
  let clinicSlugs: string[] = []
  let failure: { error: unknown } | null = null
  try {
    const repo = await getRepository()
    const [towns, clinics, cities, rooms] = await Promise.all([
      repo.listTownSlugs(),
      repo.listClinicSlugs(),
      repo.listClinicCities(),
      repo.listEmergencyDepartments(),
    ])
    // Towns with an emergency room but no listed clinic have pages too.
    townSlugs = [
      ...towns,
      ...emergencyOnlyTowns(rooms, cities).map((t) => t.slug),
    ]
    clinicSlugs = clinics
  } catch (e) {
    console.error('Site map load error', e)
    failure = { error: e }
  }
  const result = {
    xml: buildSitemapXml({
      origin: siteOrigin(),
      today: isoDate(new Date()),
      townSlugs,
      clinicSlugs,
      pagePaths: [
        paths.blog.getHref(),
        ...BLOG_ARTICLES.map((a) => paths.article.getHref(a.slug)),
        paths.privacy.getHref(),
        paths.terms.getHref(),
      ],
    }),
  }
  return failure ? failedLoad(result, failure.error) : result
}

/**
 * Replaces the page with a document of the given type built in the browser
 * (a same-origin blob: URL), so the browser shows real application/xml or
 * text/plain rather than HTML. The text stays on the page as a fallback.
 */
function useShowAsDocument(text: string, type: string) {
  useEffect(() => {
    if (typeof URL.createObjectURL !== 'function') return
    const url = URL.createObjectURL(new Blob([text], { type }))
    window.location.replace(url)
  }, [text, type])
}

/** /sitemap.xml for hosts that serve the app shell for every path. */
export function SitemapXmlPage() {
  const { xml } = useLoaderData() as { xml: string }
  useShowAsDocument(xml, 'application/xml')
  return (
    <div>
      <h1 className="sr-only">XML Site Map</h1>
      <pre
        data-testid="sitemap-xml"
        className="overflow-x-auto text-sm whitespace-pre-wrap"
      >
        {xml}
      </pre>
    </div>
  )
}

/** /robots.txt: allow all agents, and the canonical site map. */
export function RobotsTxtPage() {
  const text = buildRobotsTxt(siteOrigin())
  useShowAsDocument(text, 'text/plain;charset=utf-8')
  return (
    <div>
      <h1 className="sr-only">robots.txt</h1>
      <pre data-testid="robots-txt" className="text-sm whitespace-pre-wrap">
        {text}
      </pre>
    </div>
  )
}
