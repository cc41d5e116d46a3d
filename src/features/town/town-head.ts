import { paths } from '@/config/paths'
import type { Town } from '@/domain/clinic'
import { breadcrumbJsonLd, faqJsonLd } from '@/domain/seo/json-ld'
import {
  townFaq,
  townMetaDescription,
  townMetaTitle,
} from '@/domain/town-content'
import type { HeadSpec } from '@/components/seo/head'
import { crumbUrls, jsonLdGraph } from './breadcrumb'

export const BROWSE_CITIES_HREF = '/#browse-cities'
export const KENTUCKY_URGENT_CARE = 'Kentucky Urgent Care'

/** Home > 'Kentucky Urgent Care' > '{Town}, {State}' (name and path). */
export function townCrumbs(town: Pick<Town, 'name' | 'state' | 'slug'>) {
  return [
    { name: 'Home', path: paths.home.getHref() },
    { name: KENTUCKY_URGENT_CARE, path: BROWSE_CITIES_HREF },
    {
      name: `${town.name}, ${town.state}`,
      path: paths.town.getHref(town.slug),
    },
  ]
}

/** Title, description, canonical and BreadcrumbList + FAQPage JSON-LD. */
export function townHeadSpec(
  town: Town,
  clinicCount: number,
  origin: string,
): HeadSpec {
  return {
    title: town.metaTitle ?? townMetaTitle(town.name, town.state),
    description:
      town.metaDescription ??
      townMetaDescription(town.name, town.state, clinicCount),
    path: paths.town.getHref(town.slug),
    jsonLd: jsonLdGraph(
      breadcrumbJsonLd(crumbUrls(townCrumbs(town), origin)),
      faqJsonLd(townFaq(town.name, town.state, clinicCount)),
    ),
  }
}
