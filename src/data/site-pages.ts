import { sitePages, type SitePages } from '@/domain/site-pages'
import { BLOG_ARTICLES } from './blog/articles'
import type { DirectoryRepository } from './repository'

/**
 * The site's pages from the source (domain/site-pages): the prerender, both
 * site maps and the service worker's precache all start from this one read.
 * A failed read throws.
 */
export async function readSitePages(
  repo: DirectoryRepository,
): Promise<SitePages> {
  const [townSlugs, clinics, emergencyRooms] = await Promise.all([
    repo.listTownSlugs(),
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
