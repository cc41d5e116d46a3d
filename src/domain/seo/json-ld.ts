import { WEEKDAYS, type BlogArticle, type Clinic } from '../clinic'
import { isClosedText, parseHoursRange } from '../hours/parse-hours'
import type { EmergencyDepartment } from '../emergency/types'
import { isUsablePoint } from '../geo/distance'
import { CONTEXT, trimOrigin } from './json-ld-site'
import { paths } from '../paths'

// The site-wide pieces (every page's serializer, home's WebSite) live in
// json-ld-site.ts, so the home page's first load carries only those.

type JsonObject = Record<string, unknown>

const pad = (n: number) => String(n).padStart(2, '0')
const hhmm = (minutes: number) =>
  `${pad(Math.floor(minutes / 60) % 24)}:${pad(minutes % 60)}`
const dayUrl = (day: string) =>
  `https://schema.org/${day.charAt(0).toUpperCase()}${day.slice(1)}`

/** An absolute URL: kept when it already is one, else joined to the origin. */
const absolute = (url: string, origin: string) =>
  /^https?:\/\//i.test(url)
    ? url
    : `${origin}${url.startsWith('/') ? '' : '/'}${url}`

/**
 * openingHoursSpecification from the weekly hours, one entry per open day
 * ("HH:MM", an overnight range keeps closes < opens as schema.org allows).
 * A "Closed" or empty day is omitted; an unparseable or missing day is
 * unknown and omitted. There is no 08:00–20:00 fallback when no day is
 * known (the original site had one) — a search engine would show
 * those invented hours to parents — so the result is then empty and the
 * clinic's JSON-LD carries no opening hours at all.
 */
export function openingHoursSpecification(
  clinic: Pick<Clinic, 'weeklyHours'>,
): JsonObject[] {
  const specs: JsonObject[] = []
  for (const day of WEEKDAYS) {
    const text = clinic.weeklyHours[day]
    if (typeof text !== 'string' || isClosedText(text)) continue
    const range = parseHoursRange(text)
    if (!range) continue
    specs.push({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: dayUrl(day),
      opens: hhmm(range.open),
      closes: hhmm(range.close),
    })
  }
  return specs
}

/**
 * specialOpeningHoursSpecification from the confirmed dated exceptions (a
 * holiday closed or other hours), from `today` (YYYY-MM-DD; passed ones are
 * history) on: closed all day as opens = closes = 00:00, as search engines
 * read it. Never from the listed holidays alone: unconfirmed hours are not
 * stated.
 */
export function specialOpeningHoursSpecification(
  clinic: Pick<Clinic, 'hoursExceptions'>,
  today = '',
): JsonObject[] {
  const specs: JsonObject[] = []
  for (const e of clinic.hoursExceptions ?? []) {
    if (e.date < today) continue
    const range =
      e.hours === null ? { open: 0, close: 0 } : parseHoursRange(e.hours)
    if (!range) continue
    specs.push({
      '@type': 'OpeningHoursSpecification',
      validFrom: e.date,
      validThrough: e.date,
      opens: hhmm(range.open),
      closes: hhmm(range.close),
    })
  }
  return specs
}

const positive = (n: number | null): n is number =>
  typeof n === 'number' && Number.isFinite(n) && n > 0

/**
 * schema.org MedicalClinic for the clinic page. Unknown facts are omitted,
 * and a clinic that is not open for business (temporarily or permanently
 * closed) states no opening hours;
 * never guessed: street address, postal code, telephone, geo (only for the
 * clinic's own coordinates, never its town's point), description,
 * image, website (sameAs) and aggregateRating (only when rating > 0 and
 * reviewCount > 0) appear only when known. With `townSlug`, areaServed names
 * the city and links its town page. Of the before-you-go facts, only
 * confirmed ones: Kentucky Medicaid and KCHIP in paymentAccepted (not when
 * only some plans are taken), X-ray as an
 * available ImagingTest, the languages as the contact point's
 * availableLanguage (Spanish only when staff speak it; an interpreter line
 * is not a language).
 */
export function clinicJsonLd(
  clinic: Clinic,
  opts: { origin: string; townSlug?: string; today?: string },
): JsonObject {
  const origin = trimOrigin(opts.origin)
  const url = `${origin}${paths.clinic.getHref(clinic.slug)}`
  const address: JsonObject = { '@type': 'PostalAddress' }
  if (clinic.address) address.streetAddress = clinic.address
  if (clinic.city) address.addressLocality = clinic.city
  if (clinic.state) address.addressRegion = clinic.state
  if (clinic.zip) address.postalCode = clinic.zip
  address.addressCountry = 'US'
  const ld: JsonObject = {
    '@context': CONTEXT,
    '@type': 'MedicalClinic',
    '@id': `${url}#clinic`,
    name: clinic.name,
    url,
    address,
    medicalSpecialty: 'https://schema.org/Pediatric',
    priceRange: '$$',
    paymentAccepted: 'Cash, Credit Card, Insurance',
  }
  // A clinic closed for now or for good has no opening hours to state.
  const hours =
    clinic.status === 'active' ? openingHoursSpecification(clinic) : []
  if (hours.length > 0) ld.openingHoursSpecification = hours
  const special =
    clinic.status === 'active'
      ? specialOpeningHoursSpecification(clinic, opts.today)
      : []
  if (special.length > 0) ld.specialOpeningHoursSpecification = special
  if (clinic.description) ld.description = clinic.description
  if (clinic.phone) ld.telephone = clinic.phone
  if (clinic.image) ld.image = absolute(clinic.image, origin)
  if (clinic.website) ld.sameAs = clinic.website
  // A town-centre point is not where the clinic is: no geo for it.
  if (
    clinic.coordinates &&
    !clinic.coordinates.approximate &&
    isUsablePoint(clinic.coordinates)
  )
    ld.geo = {
      '@type': 'GeoCoordinates',
      latitude: clinic.coordinates.lat,
      longitude: clinic.coordinates.lng,
    }
  if (opts.townSlug && clinic.city)
    ld.areaServed = {
      '@type': 'City',
      name: clinic.city,
      url: `${origin}${paths.town.getHref(opts.townSlug)}`,
    }
  // Before-you-go facts: only confirmed ones (clinic.facts holds no other).
  const { acceptsMedicaidKchip, medicaidSomePlans, xrayOnSite, languages } =
    clinic.facts
  // Some plans only: nothing claimed (which plans is for the parent to ask).
  if (acceptsMedicaidKchip === true && !medicaidSomePlans)
    ld.paymentAccepted = `${ld.paymentAccepted}, Kentucky Medicaid, KCHIP`
  if (xrayOnSite === true)
    ld.availableService = [
      {
        '@type': 'ImagingTest',
        name: 'X-ray',
        imagingTechnique: 'https://schema.org/XRay',
      },
    ]
  if (languages !== null)
    ld.contactPoint = {
      '@type': 'ContactPoint',
      contactType: 'patient care',
      ...(clinic.phone ? { telephone: clinic.phone } : {}),
      availableLanguage: languages.includes('spanish') ? ['en', 'es'] : ['en'],
    }
  if (positive(clinic.rating) && positive(clinic.reviewCount))
    ld.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: clinic.rating,
      reviewCount: clinic.reviewCount,
      bestRating: 5,
      worstRating: 1,
    }
  return ld
}

/** BreadcrumbList; positions start at 1 in the given order. */
export function breadcrumbJsonLd(
  items: ReadonlyArray<{ name: string; url: string }>,
) {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: item.url,
    })),
  }
}

/** FAQPage with one Question/Answer per item, in order. */
export function faqJsonLd(
  items: ReadonlyArray<{ question: string; answer: string }>,
) {
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    mainEntity: items.map((q) => ({
      '@type': 'Question',
      name: q.question,
      acceptedAnswer: { '@type': 'Answer', text: q.answer },
    })),
  }
}

/** A BlogPosting without '@context' (shared by both builders below). */
function posting(article: BlogArticle, origin: string) {
  const url = `${origin}${paths.article.getHref(article.slug)}`
  return {
    '@type': 'BlogPosting',
    headline: article.title,
    description: article.excerpt,
    datePublished: article.publishedDate,
    author: { '@type': 'Organization', name: article.author },
    image: absolute(article.image, origin),
    url,
    mainEntityOfPage: url,
    articleSection: article.category,
    keywords: article.tags.join(', '),
  }
}

/** BlogPosting for an article page. */
export function blogPostingJsonLd(article: BlogArticle, origin: string) {
  return { '@context': CONTEXT, ...posting(article, trimOrigin(origin)) }
}

/** Blog for the blog list, with the first 10 posts. */
export function blogJsonLd(opts: {
  origin: string
  name: string
  articles: readonly BlogArticle[]
}) {
  const origin = trimOrigin(opts.origin)
  return {
    '@context': CONTEXT,
    '@type': 'Blog',
    name: opts.name,
    url: `${origin}${paths.blog.getHref()}`,
    blogPost: opts.articles.slice(0, 10).map((a) => posting(a, origin)),
  }
}

/** Every hospital emergency department is open 24 hours, every day. */
export const EMERGENCY_OPENING_HOURS = 'Mo-Su 00:00-23:59'

/**
 * schema.org Hospital for an emergency department (town pages list them).
 * Only what the data states: name, the postal address (street and postal
 * code only when known), telephone and geo only when known, and the
 * emergency department's hours (open 24 hours, every day, which is what
 * makes it one). No url: the site has no page of its own for a hospital;
 * `@id` is an identifier on the site's origin, keyed by the record's slug.
 */
export function hospitalJsonLd(
  ed: Pick<
    EmergencyDepartment,
    | 'slug'
    | 'name'
    | 'address'
    | 'city'
    | 'state'
    | 'zip'
    | 'phone'
    | 'coordinates'
  >,
  opts: { origin: string },
): JsonObject {
  const origin = trimOrigin(opts.origin)
  const address: JsonObject = { '@type': 'PostalAddress' }
  if (ed.address) address.streetAddress = ed.address
  address.addressLocality = ed.city
  address.addressRegion = ed.state
  if (ed.zip) address.postalCode = ed.zip
  address.addressCountry = 'US'
  const ld: JsonObject = {
    '@context': CONTEXT,
    '@type': 'Hospital',
    '@id': `${origin}/#hospital-${ed.slug}`,
    name: ed.name,
    address,
    openingHours: EMERGENCY_OPENING_HOURS,
    medicalSpecialty: 'https://schema.org/Emergency',
  }
  if (ed.phone) ld.telephone = ed.phone
  if (ed.coordinates && isUsablePoint(ed.coordinates))
    ld.geo = {
      '@type': 'GeoCoordinates',
      latitude: ed.coordinates.lat,
      longitude: ed.coordinates.lng,
    }
  return ld
}
