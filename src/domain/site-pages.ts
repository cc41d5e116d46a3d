import { paths } from './paths'
import { groupClinicsByCity } from './cities'
import { emergencyOnlyTowns } from './emergency/towns'
import type { EmergencyDepartment } from './emergency/types'
import { isSafeSlug, townSlug } from './slug'

/*
 * The one list of the site's pages. The prerender writes exactly these,
 * sitemap.xml lists those marked `inSitemap`, the HTML site map groups them,
 * and the service worker precaches their HTML: no consumer builds its own.
 */

export type SitePageKind =
  'home' | 'blog' | 'article' | 'legal' | 'site-map' | 'town' | 'clinic'

interface PageBase {
  /** The route path, e.g. '/town/paducah'; segments are [a-z0-9-]. */
  path: string
  /**
   * What a link to the page says: a clinic's name, a town's as its clinics'
   * or emergency room's records spell it (a town row alone: its slug), an
   * article's title, else the page's short name ("Blog", "Privacy").
   */
  title: string
  /**
   * Listed in sitemap.xml, and for a clinic in the HTML site map too: every
   * page but the HTML site map itself and a clinic closed for good (its page
   * is built and says so, but no list leads to it).
   */
  inSitemap: boolean
}

export interface TownPage extends PageBase {
  kind: 'town'
  slug: string
  /** Clinics listed in the town (0: a town row or an emergency room only). */
  clinics: number
  /** No listed clinic, but a Kentucky emergency room. */
  emergencyOnly: boolean
}

export interface ClinicPage extends PageBase {
  kind: 'clinic'
  slug: string
  /**
   * The path of the page of the town the clinic is listed under (a clinic
   * closed for good: its city's town page when there is one, else '').
   */
  town: string
}

export interface OtherPage extends PageBase {
  kind: Exclude<SitePageKind, 'town' | 'clinic'>
}

export type SitePage = TownPage | ClinicPage | OtherPage

export interface SitePagesInput {
  /** Slugs of the town rows, in the source's order (by name). */
  townSlugs: readonly string[]
  /** Every clinic: name, page slug, city, and whether it has closed for good. */
  clinics: ReadonlyArray<{
    name: string
    slug: string
    city: string | null
    closed?: boolean
  }>
  /** Every emergency room: a Kentucky town with one and no clinic has a page. */
  emergencyRooms: readonly EmergencyDepartment[]
  /** The blog's articles, in the blog's order. */
  articles: ReadonlyArray<{ slug: string; title: string }>
}

export interface SitePages {
  pages: SitePage[]
  /** Slugs left out because they are not [a-z0-9-] (the build names them). */
  skipped: Array<{ kind: 'town' | 'clinic'; slug: string }>
}

/** The page URLs, from the one table (./paths). */
const href = {
  home: paths.home.getHref(),
  blog: paths.blog.getHref(),
  article: paths.article.getHref,
  privacy: paths.privacy.getHref(),
  terms: paths.terms.getHref(),
  siteMap: paths.sitemap.getHref(),
  town: paths.town.getHref,
  clinic: paths.clinic.getHref,
}

/**
 * Every page, in sitemap.xml's order: home; the towns (town rows, then the
 * clinic cities without a row, by name, then the Kentucky towns with an
 * emergency room but no listed clinic, by name), each once; the clinics by
 * name, each slug once; the blog and its articles; the legal
 * pages; last the HTML site map, which sitemap.xml does not list. A clinic
 * closed for good has its page (not in sitemap.xml) but counts for no town. A town or
 * clinic slug that is not [a-z0-9-] never becomes a page: it is reported in
 * `skipped`. Pure.
 */
export function sitePages(input: SitePagesInput): SitePages {
  const skipped: SitePages['skipped'] = []
  // A clinic closed for good keeps its page but is in no list: the towns,
  // their counts and the site maps are those of the listed clinics.
  const listed = input.clinics.filter((c) => !c.closed)
  const cities = groupClinicsByCity(listed)
  const clinicCount = new Map(cities.map((c) => [c.slug, c.clinics.length]))
  const cityName = new Map(cities.map((c) => [c.slug, c.city]))
  const erTowns = emergencyOnlyTowns(
    input.emergencyRooms,
    listed.map((c) => c.city ?? ''),
  )
  const erName = new Map(erTowns.map((t) => [t.slug, t.name]))

  const towns: TownPage[] = []
  const seenTowns = new Set<string>()
  for (const slug of [
    ...input.townSlugs,
    ...cities.map((c) => c.slug),
    ...erTowns.map((t) => t.slug),
  ]) {
    if (seenTowns.has(slug)) continue
    seenTowns.add(slug)
    if (!isSafeSlug(slug)) {
      skipped.push({ kind: 'town', slug })
      continue
    }
    towns.push({
      kind: 'town',
      path: href.town(slug),
      slug,
      title: cityName.get(slug) ?? erName.get(slug) ?? slug,
      inSitemap: true,
      clinics: clinicCount.get(slug) ?? 0,
      emergencyOnly: erName.has(slug),
    })
  }

  /** The town each clinic is listed under (grouped as the site map groups). */
  const townOf = new Map<string, string>()
  for (const c of cities)
    for (const x of c.clinics) townOf.set(x.slug, href.town(c.slug))

  const clinics: ClinicPage[] = []
  const seenClinics = new Set<string>()
  const byName = [...input.clinics].sort((a, b) =>
    a.name < b.name ? -1 : a.name > b.name ? 1 : 0,
  )
  for (const c of byName) {
    if (seenClinics.has(c.slug)) continue
    seenClinics.add(c.slug)
    if (!isSafeSlug(c.slug)) {
      skipped.push({ kind: 'clinic', slug: c.slug })
      continue
    }
    const cityTown = townSlug(c.city ?? '')
    clinics.push({
      kind: 'clinic',
      path: href.clinic(c.slug),
      slug: c.slug,
      title: c.name,
      inSitemap: !c.closed,
      town: c.closed
        ? seenTowns.has(cityTown) && isSafeSlug(cityTown)
          ? href.town(cityTown)
          : ''
        : (townOf.get(c.slug) ?? ''),
    })
  }

  const page = (
    kind: OtherPage['kind'],
    path: string,
    title: string,
    inSitemap = true,
  ): OtherPage => ({ kind, path, title, inSitemap })
  return {
    pages: [
      page('home', href.home, 'Home'),
      ...towns,
      ...clinics,
      page('blog', href.blog, 'Blog'),
      ...input.articles.map((a) =>
        page('article', href.article(a.slug), a.title),
      ),
      page('legal', href.privacy, 'Privacy'),
      page('legal', href.terms, 'Terms'),
      page('site-map', href.siteMap, 'Site Map', false),
    ],
    skipped,
  }
}

export interface SiteMapCity {
  name: string
  path: string
  clinics: Array<{ name: string; path: string }>
}

/** What the HTML site map shows, all taken from the pages. */
export interface SiteMapSections {
  /** Home, the blog and the legal pages, in the pages' order. */
  main: OtherPage[]
  /** The towns with listed clinics, by name, each with its clinics by name. */
  cities: SiteMapCity[]
  /** The towns with an emergency room but no listed clinic, by name. */
  emergencyTowns: TownPage[]
}

/**
 * The HTML site map's sections from the pages (see sitePages): the main
 * pages; the towns with clinics and their listed clinics (not one closed
 * for good) (cities and clinics sorted
 * by name ignoring case, as groupClinicsByCity sorts); the towns with an
 * emergency room only. Pure.
 */
export function siteMapSections(pages: readonly SitePage[]): SiteMapSections {
  const towns = pages.filter((p): p is TownPage => p.kind === 'town')
  const townTitle = new Map(towns.map((t) => [t.path, t.title]))
  const cities = groupClinicsByCity(
    pages
      .filter((p): p is ClinicPage => p.kind === 'clinic' && p.inSitemap)
      .map((c) => ({
        name: c.title,
        slug: c.slug,
        city: townTitle.get(c.town) ?? null,
      })),
  )
  return {
    main: pages.filter(
      (p): p is OtherPage =>
        p.kind === 'home' || p.kind === 'blog' || p.kind === 'legal',
    ),
    cities: cities.map((c) => ({
      name: c.city,
      path: href.town(c.slug),
      clinics: c.clinics.map((x) => ({
        name: x.name,
        path: href.clinic(x.slug),
      })),
    })),
    emergencyTowns: towns
      .filter((t) => t.emergencyOnly)
      .sort((a, b) => (a.title < b.title ? -1 : a.title > b.title ? 1 : 0)),
  }
}
