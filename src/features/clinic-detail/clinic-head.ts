import { paths } from '@/domain/paths'
import { BUILD_DATE } from '@/config/env'
import type { Clinic } from '@/domain/clinic'
import { clinicImageAlt } from '@/domain/clinic-display'
import { breadcrumbJsonLd, clinicJsonLd } from '@/domain/seo/json-ld'
import type { HeadSpec } from '@/components/seo/head'
import { shownClinicImage } from '@/components/clinic/clinic-photo'
import { crumbUrls, jsonLdGraph } from '@/components/navigation/breadcrumb'
import { BROWSE_CITIES_HREF, KENTUCKY_URGENT_CARE } from '@/features/town'

/** Home > 'Kentucky Urgent Care' > {city} > {clinic name} (name and path). */
export function clinicCrumbs(clinic: Clinic, townSlug: string) {
  return [
    { name: 'Home', path: paths.home.getHref() },
    { name: KENTUCKY_URGENT_CARE, path: BROWSE_CITIES_HREF },
    { name: clinic.city, path: paths.town.getHref(townSlug) },
    { name: clinic.name, path: paths.clinic.getHref(clinic.slug) },
  ]
}

const absolute = (url: string, origin: string) =>
  /^https?:\/\//i.test(url)
    ? url
    : `${origin}${url.startsWith('/') ? '' : '/'}${url}`

/** Title, description, keywords, canonical and MedicalClinic + BreadcrumbList JSON-LD. */
export function clinicHeadSpec(
  clinic: Clinic,
  townSlug: string,
  origin: string,
): HeadSpec {
  const where = `${clinic.city}, ${clinic.state}`
  const image = shownClinicImage(clinic.image)
  const announced = image === clinic.image ? clinic : { ...clinic, image }
  return {
    title: clinic.metaTitle ?? `${clinic.name} – Urgent Care in ${where}`,
    description:
      clinic.metaDescription ??
      `${clinic.name} in ${where}: hours, whether it is open now, phone number, directions and services for children.`,
    keywords: clinic.keywords,
    path: paths.clinic.getHref(clinic.slug),
    image: image ? absolute(image, origin) : undefined,
    imageAlt: clinicImageAlt(clinic),
    jsonLd: jsonLdGraph(
      clinicJsonLd(announced, {
        origin,
        townSlug,
        // Exceptions passed by the build's day are history.
        today: BUILD_DATE.toISOString().slice(0, 10),
      }),
      breadcrumbJsonLd(crumbUrls(clinicCrumbs(clinic, townSlug), origin)),
    ),
  }
}
