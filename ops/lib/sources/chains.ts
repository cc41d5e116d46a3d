/**
 * The region's chains whose listings give only the chain's home page as
 * `website` (issue 51): per chain, the page ops:harvest fetches instead (its
 * locator), and where each fact was seen. Nothing here is invented: a chain
 * whose location page no stored source shows has `locator: null`, and its
 * home page is then not fetched (it holds the organization, not a clinic)
 * and the run says so per listing. Every URL is to be verified by the
 * operator before it is relied on (`verified: false`); on a fetch that
 * fails, the run's report names it.
 */

export interface Chain {
  /** kebab-case; the stored answer's key is `chain-<id>`. */
  id: string
  name: string
  /** Hosts (with port, as URL.host) whose home page means 'the chain's site, not a clinic's page'. */
  hosts: readonly string[]
  /** The chain's location finder or list, fetched once a run for all its listings; null: none known. */
  locator: string | null
  /** How one location's page is addressed, for the operator to fill `pages` ('{…}' to be filled). */
  locationPattern: string | null
  /** Per listing (its name in the directory): its own location page, once the operator has checked it. */
  pages: Readonly<Record<string, string>>
  /** Where the URLs were seen, and when. */
  source: string
  /** True once the operator has opened the locator and seen the region's clinics in it. */
  verified: boolean
}

export const CHAINS: readonly Chain[] = [
  {
    id: 'baptist-health',
    name: 'Baptist Health',
    hosts: ['www.baptisthealth.com', 'baptisthealth.com'],
    locator: 'https://www.baptisthealth.com/locations?activeTab=list',
    locationPattern: 'https://www.baptisthealth.com/locations/{location-slug}',
    pages: {},
    source:
      "Seen 2026-12-04 in stored public GitHub files: a location scraper that loads https://www.baptisthealth.com/locations?activeTab=list (its list grows by a 'View More' button, so the plain HTML may hold only the first cards), and a data file citing https://www.baptisthealth.com/locations/baptist-health-lexington/…; the finder's OCR copy (github:Whaleylaw/Roscoe/.archive/baptist_health_locations.md) lists Baptist Health Paducah and Baptist Health Deaconess Madisonville.",
    verified: false,
  },
  {
    id: 'baptist-health-deaconess',
    name: 'Baptist Health Deaconess',
    hosts: ['www.baptisthealthdeaconess.com', 'baptisthealthdeaconess.com'],
    // Baptist Health's finder lists the Deaconess locations (type 'Baptist
    // Health Deaconess', cards linking to baptisthealthdeaconess.com).
    locator: 'https://www.baptisthealth.com/locations?activeTab=list',
    locationPattern: null,
    pages: {},
    source:
      "Seen 2026-12-04: the Baptist Health finder's OCR copy (github:Whaleylaw/Roscoe/.archive/baptist_health_locations.md) has the filter 'Baptist Health Deaconess' and Madisonville, and the scraper beside it reads cards linking to baptisthealthdeaconess.com; no page of baptisthealthdeaconess.com itself was seen, so no pattern.",
    verified: false,
  },
  {
    id: 'mercy-health',
    name: 'Mercy Health',
    hosts: ['www.mercy.com', 'mercy.com'],
    locator: 'https://www.mercy.com/locations',
    locationPattern:
      'https://www.mercy.com/locations/{type: urgent-care | medical-centers-clinics | hospitals}/{city}/{location-slug}',
    pages: {},
    source:
      'Seen 2026-12-04 in stored public GitHub files: a location spider for Mercy Health (brand_wikidata Q5053169) starting at https://www.mercy.com/locations, and location URLs such as https://www.mercy.com/locations/hospitals/springfield/mercy-health-springfield-regional-medical-center; none for Paducah was seen.',
    verified: false,
  },
  {
    id: 'owensboro-health',
    name: 'Owensboro Health',
    hosts: ['www.owensborohealth.org', 'owensborohealth.org'],
    locator: null,
    locationPattern: null,
    pages: {},
    source:
      'Home page from supabase/data/western-ky-clinics.json (five listings); no location page of owensborohealth.org was seen in any stored source (2026-12-04; only news, forms and COVID-19 scheduling pages), so none is configured: the operator adds the locator once seen.',
    verified: false,
  },
  {
    id: 'med-center-health',
    name: 'Med Center Health',
    hosts: ['medcenterhealth.org', 'www.medcenterhealth.org'],
    locator: null,
    locationPattern: null,
    pages: {},
    source:
      'Home page from supabase/data/western-ky-clinics.json; no location page of medcenterhealth.org was seen in any stored source (2026-12-04; only price-transparency, procurement and vaccine pages), so none is configured.',
    verified: false,
  },
]

/** The chain whose home page `website` is (path '/' or empty, any query), else null. */
export function chainOfHomePage(
  website: string,
  chains: readonly Chain[] = CHAINS,
): Chain | null {
  let url: URL
  try {
    url = new URL(website)
  } catch {
    return null
  }
  if (url.pathname !== '/' && url.pathname !== '') return null
  const host = url.host.toLowerCase()
  return chains.find((c) => c.hosts.includes(host)) ?? null
}
