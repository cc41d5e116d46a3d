/**
 * The JSON-LD every page needs on its first load: the script-safe serializer
 * and home's WebSite object. The page-specific builders (clinics, towns,
 * hospitals, articles) are in json-ld.ts, which loads with their pages.
 */

export const CONTEXT = 'https://schema.org'
export const trimOrigin = (origin: string) => origin.trim().replace(/\/+$/, '')

/**
 * JSON for a <script type="application/ld+json"> element that can never close
 * the element or start markup, whatever the data holds: after JSON.stringify,
 * "<", ">" and "&" become \u003c, \u003e, \u0026 and the JavaScript line
 * terminators U+2028/U+2029 become \u2028/\u2029. JSON.parse of the result
 * gives back exactly what JSON.parse(JSON.stringify(value)) gives.
 * A value JSON cannot represent (undefined, a function) serialises as "null".
 */
export function serializeJsonLd(value: unknown): string {
  return (JSON.stringify(value) ?? 'null')
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

/** WebSite with the site search action /?search={search_term_string}. */
export function websiteJsonLd(opts: { origin: string; name: string }) {
  const origin = trimOrigin(opts.origin)
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    name: opts.name,
    url: `${origin}/`,
    potentialAction: {
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: `${origin}/?search={search_term_string}`,
      },
      'query-input': 'required name=search_term_string',
    },
  }
}
