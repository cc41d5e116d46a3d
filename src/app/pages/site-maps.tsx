import { useEffect } from 'react'
import { Link, useLoaderData } from 'react-router'
import { siteOrigin } from '@/config/env'
import { paths } from '@/domain/paths'
import { getRepository } from '@/data/create-repository'
import { pagesWithoutData, readSitePages } from '@/data/site-pages'
import { siteMapSections, type SitePage } from '@/domain/site-pages'
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

interface HtmlSiteMapData {
  /** The site's pages (domain/site-pages), which the sections group. */
  pages: SitePage[]
}

export async function htmlSitemapLoader(): Promise<HtmlSiteMapData> {
  try {
    const repo = await getRepository()
    return { pages: (await readSitePages(repo, { townRows: false })).pages }
  } catch (e) {
    console.error('Site map load error', e)
    return failedLoad({ pages: pagesWithoutData().pages }, e)
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

/** 'sitemap-city-{town slug}' for the town page at this path. */
const cityHeadingId = (townPath: string) =>
  `sitemap-city-${townPath.split('/').pop()}`

export function HtmlSitemapPage() {
  const data = useLoaderData() as HtmlSiteMapData
  const {
    main: mainPages,
    cities,
    emergencyTowns,
  } = siteMapSections(data.pages)
  const loading = useLoadingSameRoute(paths.sitemap.getHref())
  const since = savedAt(data)
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
          {mainPages.map((p) => (
            <li key={p.path}>
              <Link className={LINK} to={p.path}>
                {p.title}
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
            <li key={c.path}>
              <Link className={LINK} to={c.path}>
                {c.name} ({c.clinics.length})
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
                <Link className={LINK} to={t.path}>
                  {t.title}
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
            <section key={c.path} aria-labelledby={cityHeadingId(c.path)}>
              <h3
                id={cityHeadingId(c.path)}
                className="text-lg font-semibold text-slate-900"
              >
                {c.name}
              </h3>
              <ul>
                {c.clinics.map((x) => (
                  <li key={x.path}>
                    <Link className={`${LINK} wrap-anywhere`} to={x.path}>
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
 * The XML site map from live data: the pages sitemap.xml lists
 * (domain/site-pages). A load failure is logged and gives the pages that
 * need no data only, never an HTML error page.
 */
export async function sitemapXmlLoader(): Promise<{ xml: string }> {
  const xml = (pages: readonly SitePage[]) =>
    buildSitemapXml({ origin: siteOrigin(), today: isoDate(new Date()), pages })
  try {
    return { xml: xml((await readSitePages(await getRepository())).pages) }
  } catch (e) {
    console.error('Site map load error', e)
    return failedLoad({ xml: xml(pagesWithoutData().pages) }, e)
  }
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
