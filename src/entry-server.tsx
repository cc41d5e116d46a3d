import { StrictMode } from 'react'
import { renderToStaticMarkup, renderToString } from 'react-dom/server'
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
} from 'react-router'
import { routes } from './app/routes'
import { loadFailureOf } from './app/load-failure'
import {
  HYDRATION_DATA_ID,
  serializeErrors,
  type HydrationPayload,
} from './app/hydration-data'
import { computeHead, HeadTags, type HeadMatch } from './components/seo/head'
import { FALLBACK_HEAD, FallbackBuild } from './app/fallback-page'
import { config, siteOrigin } from './config/env'
import { measurementConfig } from './config/measurement'
import { paths } from '@/domain/paths'
import { getRepository } from './data/create-repository'
import { readSitePages } from './data/site-pages'
import type { SitePage } from './domain/site-pages'
import { buildHeadersFile } from './domain/hosting/headers'
import { tileSettings } from './domain/map/tile-url'
import { serializeJsonLd } from './domain/seo/json-ld-site'
import {
  buildRobotsTxt,
  buildSitemapXml,
  isoDate,
  type SitemapInput,
} from './domain/seo/sitemap-xml'
export { getRepository, setRepository } from './data/create-repository'
export { HYDRATION_DATA_ID, type HydrationPayload }

/*
 * The build-time renderer (Vite's SSR build of this file; the Node step in
 * src/prerender/build.ts writes the files). Every function throws, with the
 * reason, instead of producing a page from a failed read.
 */

export interface RenderedPage {
  /** The markup for #root. */
  html: string
  /** Title, meta, canonical and JSON-LD for <head>. */
  head: string
  /** The hydration data block (a non-executable JSON script element). */
  data: string
  status: number
}

/** When this build read its data (one instant for every page). */
const BUILT_AT = new Date().toISOString()

/** react-router's static handler: loaders and lazy route modules, run here. */
const handler = createStaticHandler(routes)

const describe = (e: unknown) =>
  e instanceof Error ? `${e.name}: ${e.message}` : String(e)

/**
 * Renders one route (its loaders run here, once). `notFound` renders the
 * 404 page, which hosts serve for any unknown path: the site's chrome and
 * 'Loading…' (app/fallback-page.tsx), for the app to fill in.
 */
export async function render(
  pathname: string,
  opts: { notFound?: boolean } = {},
): Promise<RenderedPage> {
  const context = await handler.query(
    new Request(new URL(pathname, siteOrigin())),
  )
  // A loader's redirect: no route of this app makes one.
  if (context instanceof Response)
    throw new Error(`${pathname}: a loader answered ${context.status}`)
  for (const [id, value] of Object.entries(context.loaderData)) {
    const failure = loadFailureOf(value)
    if (failure)
      throw new Error(
        `${pathname}: the data source failed (route "${id}"): ${describe(failure.error)}`,
      )
  }
  const error = context.errors ? Object.values(context.errors)[0] : undefined
  const expected = opts.notFound ? 404 : 200
  if (context.statusCode !== expected)
    throw new Error(
      `${pathname}: status ${context.statusCode}, expected ${expected}${
        error !== undefined ? ` (${describe(error)})` : ''
      }`,
    )
  const matches: HeadMatch[] = context.matches.map((m) => ({
    handle: m.route.handle,
    params: m.params,
    pathname: m.pathname,
    data: context.loaderData[m.route.id],
  }))
  const spec = opts.notFound ? FALLBACK_HEAD : computeHead(matches, error)
  if (!opts.notFound && spec.noindex)
    throw new Error(`${pathname}: rendered a not-found page ("${spec.title}")`)

  const router = createStaticRouter(handler.dataRoutes, context)
  // hydrate={false}: the data goes into the JSON block below instead of
  // react-router's inline script, which the policy would block.
  // 404.html (notFound) says it is loading (app/fallback-page.tsx).
  const html = renderToString(
    <StrictMode>
      <FallbackBuild.Provider value={opts.notFound === true}>
        <StaticRouterProvider
          router={router}
          context={context}
          hydrate={false}
        />
      </FallbackBuild.Provider>
    </StrictMode>,
  )
  const payload: HydrationPayload = {
    path: opts.notFound ? null : pathname,
    builtAt: BUILT_AT,
    state: {
      loaderData: context.loaderData,
      errors: serializeErrors(context.errors),
    },
  }
  // A data block, not a script: the Content-Security-Policy allows no inline
  // script, and the browser never executes type="application/json".
  const data = `<script type="application/json" id="${HYDRATION_DATA_ID}">${serializeJsonLd(payload)}</script>`
  const head = renderToStaticMarkup(<HeadTags spec={spec} withJsonLd />)
  return { html, head, data, status: context.statusCode }
}

/**
 * Every page to prerender (domain/site-pages): home, blog and articles,
 * legal pages, the HTML site map, every town (town rows, the cities the
 * clinics name, and the Kentucky towns with an emergency room but no listed
 * clinic) and every clinic. A data source that fails or holds no clinics
 * stops the build; a town or clinic slug that is not [a-z0-9-] (a file name
 * here) is left out with a warning, never written.
 */
export async function sitePages(): Promise<SitePage[]> {
  const repo = await getRepository()
  const source =
    repo.kind === 'supabase'
      ? `the database at ${config.supabaseUrl}`
      : 'the built-in data'
  const { pages, skipped } = await readSitePages(repo).catch((e: unknown) => {
    throw new Error(`could not read ${source}: ${describe(e)}`, { cause: e })
  })
  if (!pages.some((p) => p.kind === 'clinic'))
    throw new Error(
      `${source} returned no usable clinic; refusing to build an empty directory.`,
    )
  for (const { kind, slug } of skipped)
    console.warn(
      `[build] skipped ${kind} page for slug ${JSON.stringify(slug.slice(0, 60))}: not [a-z0-9-]`,
    )
  return pages
}

/**
 * sitemap.xml of these pages, built as the in-browser /sitemap.xml route
 * builds it (its loader reads the same pages).
 */
export function sitemapXml(
  pages: readonly SitePage[],
  alternates?: SitemapInput['alternates'],
): string {
  return buildSitemapXml({
    origin: siteOrigin(),
    today: isoDate(new Date()),
    pages,
    alternates,
  })
}

/** robots.txt, as the in-browser /robots.txt route builds it. */
export function robotsTxt(): string {
  return buildRobotsTxt(siteOrigin())
}

/**
 * The _headers file, from this build's configuration only: no data is read,
 * so no row can add an origin to the policy. Throws when a header line would
 * be longer than hosts accept.
 */
export async function headersFile(
  otherLanguagePaths: readonly string[] = [],
): Promise<string> {
  return buildHeadersFile({
    supabaseUrl: config.supabaseUrl,
    geocoderUrl: config.geocoderUrl,
    imageOrigins: config.imageOrigins,
    mapTileUrl: tileSettings(config.mapTileUrl, null).url,
    analyticsUrl: measurementConfig.analytics?.endpoint ?? null,
    adsScriptUrl: measurementConfig.ads?.scriptUrl ?? null,
    revalidatePaths: [
      ...new Set([...revalidatePaths(), ...otherLanguagePaths]),
    ],
  })
}

/** The paths whose answers must be revalidated (pages, not hashed assets). */
export function revalidatePaths(): string[] {
  const home = paths.home.getHref()
  return [
    ...new Set([
      home,
      home.replace(/\/$/, '') || '/',
      `${home.replace(/\/$/, '')}/index.html`,
      `${home.replace(/\/$/, '')}/404.html`,
      paths.blog.getHref(),
      paths.article.getHref('*'),
      paths.town.getHref('*'),
      paths.clinic.getHref('*'),
      paths.privacy.getHref(),
      paths.terms.getHref(),
      paths.sitemap.getHref(),
      paths.sitemapXml.getHref(),
      paths.robots.getHref(),
    ]),
  ]
}

/** What the build log reports about the configuration. */
export function buildSummary() {
  return {
    mode: config.mode,
    siteUrl: config.siteUrl,
    supabaseUrl: config.supabaseUrl,
    geocoderUrl: config.geocoderUrl,
    // An unusable VITE_MAP_TILE_URL stops the build like any other problem.
    problem:
      [
        config.problem,
        tileSettings(config.mapTileUrl, null).problem,
        measurementConfig.problem,
      ]
        .filter(Boolean)
        .join(' ') || null,
  }
}
