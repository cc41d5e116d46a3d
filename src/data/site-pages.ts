import { sitePages, type SitePages } from '@/domain/site-pages'
import { BLOG_ARTICLES } from './blog/articles'
import type { DirectoryRepository } from './repository'

/**
 * The site's pages from the source (domain/site-pages): the prerender, both
 * site maps and the service worker's precache all start from this one read.
 * A failed read throws.
 *
 * `townRows: false` skips the one read the HTML site map does not need (it
 * lists the towns its clinics and emergency rooms name, and those exist
 * without town rows), so that page also opens from the service worker's
 * kept copy, which holds the clinics and emergency rooms only.
 */
export async function readSitePages(
  repo: DirectoryRepository,
  { townRows = true }: { townRows?: boolean } = {},
): Promise<SitePages> {
  const [townSlugs, clinics, emergencyRooms] = await Promise.all([
    townRows ? repo.listTownSlugs() : [],
    repo.listClinicsForSiteMap(),
    repo.listEmergencyDepartments(),
  ])
  return sitePages({
    townSlugs,
    clinics,
    emergencyRooms,
    articles: BLOG_ARTICLES,
  })
}

/** The pages that need no data (home, blog, articles, legal, site map). */
export function pagesWithoutData(): SitePages {
  return sitePages({
    townSlugs: [],
    clinics: [],
    emergencyRooms: [],
    articles: BLOG_ARTICLES,
  })
}
