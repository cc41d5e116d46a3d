import { paths } from '@/domain/paths'
import type { Clinic, Town } from '@/domain/clinic'
import type { EmergencyDepartment } from '@/domain/emergency/types'
import {
  breadcrumbJsonLd,
  faqJsonLd,
  hospitalJsonLd,
} from '@/domain/seo/json-ld'
import {
  emergencyTownMetaDescription,
  townFaq,
  townMetaDescription,
  townMetaTitle,
} from '@/domain/town-content'
import type { HeadSpec } from '@/components/seo/head'
import { crumbUrls, jsonLdGraph } from '@/components/navigation/breadcrumb'

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

/**
 * Title, description, canonical and BreadcrumbList + FAQPage JSON-LD, with
 * the emergency rooms the page lists as Hospital objects. `nearby` is set
 * only for a town without clinics of its own.
 */
export function townHeadSpec(
  town: Town,
  clinicCount: number,
  origin: string,
  extra: {
    rooms?: readonly EmergencyDepartment[]
    nearby?: readonly Clinic[] | null
  } = {},
): HeadSpec {
  const nearby = extra.nearby ?? null
  return {
    title: town.metaTitle ?? townMetaTitle(town.name, town.state),
    description:
      town.metaDescription ??
      (nearby
        ? emergencyTownMetaDescription(town.name, town.state)
        : townMetaDescription(town.name, town.state, clinicCount)),
    path: paths.town.getHref(town.slug),
    jsonLd: jsonLdGraph(
      breadcrumbJsonLd(crumbUrls(townCrumbs(town), origin)),
      faqJsonLd(townFaqFor(town, clinicCount, nearby)),
      ...(extra.rooms ?? []).map((ed) => hospitalJsonLd(ed, { origin })),
    ),
  }
}

/** The FAQ; a town without clinics names the nearest listed one. */
export function townFaqFor(
  town: Pick<Town, 'name' | 'state'>,
  count: number,
  nearby: readonly Clinic[] | null | undefined,
) {
  if (!nearby) return townFaq(town.name, town.state, count)
  const first = nearby[0]
  return townFaq(
    town.name,
    town.state,
    count,
    first && first.distance !== undefined
      ? { name: first.name, city: first.city, distance: first.distance }
      : null,
  )
}
