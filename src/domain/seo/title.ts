/** Longest title search engines show in full (about 60 characters). */
export const TITLE_MAX_LENGTH = 60

/**
 * The document title for a page: the page name with the site name after it
 * ('{page} | {site}') when that fits in 60 characters, else with the short
 * site name, else the page name alone (never cut: a long page name is the
 * page's own). The home page (page === site) is the site name alone.
 */
export function documentTitle(
  page: string,
  site: { name: string; shortName: string },
): string {
  if (page === site.name) return page
  for (const suffix of [site.name, site.shortName]) {
    const title = `${page} | ${suffix}`
    if ([...title].length <= TITLE_MAX_LENGTH) return title
  }
  return page
}
