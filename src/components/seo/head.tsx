import { useEffect } from 'react'
import { isRouteErrorResponse, useMatches, useRouteError } from 'react-router'
import { config, siteOrigin } from '@/config/env'
import { serializeJsonLd } from '@/domain/seo/json-ld-site'
import { documentTitle } from '@/domain/seo/title'

/** What a page declares about itself; rendered into <head> on both sides. */
export interface HeadSpec {
  title: string
  description: string
  /** Path of the canonical URL, e.g. /clinic/x. Omit for no canonical. */
  path?: string
  keywords?: string | null
  ogType?: string
  image?: string
  /** Text alternative of `image` (og:image:alt, twitter:image:alt). */
  imageAlt?: string
  jsonLd?: unknown
  noindex?: boolean
}

export interface HeadMatch {
  data: unknown
  params: Record<string, string | undefined>
  pathname: string
  handle?: unknown
}

export type HeadFn = (m: HeadMatch) => HeadSpec

function headOf(handle: unknown): HeadFn | undefined {
  if (handle && typeof handle === 'object' && 'head' in handle) {
    const h = (handle as { head: unknown }).head
    if (typeof h === 'function') return h as HeadFn
  }
  return undefined
}

/** The deepest match with a head wins; errors give a noindex head. */
export function computeHead(matches: HeadMatch[], error?: unknown): HeadSpec {
  if (error !== undefined)
    return {
      title:
        isRouteErrorResponse(error) && error.status === 404
          ? 'Page Not Found'
          : 'Something went wrong',
      description: 'This page could not be shown.',
      noindex: true,
    }
  for (let i = matches.length - 1; i >= 0; i--) {
    const m = matches[i]!
    const h = headOf(m.handle)
    if (h) return h(m)
  }
  return { title: config.siteName, description: '', path: '/' }
}

export function HeadTags({
  spec,
  withJsonLd = false,
}: {
  spec: HeadSpec
  withJsonLd?: boolean
}) {
  const origin = siteOrigin()
  const title = documentTitle(spec.title, {
    name: config.siteName,
    shortName: config.siteShortName,
  })
  const url = spec.path !== undefined ? origin + spec.path : undefined
  const image = spec.image ?? `${origin}/og-default.jpg`
  const imageAlt =
    spec.image !== undefined && spec.imageAlt
      ? spec.imageAlt
      : `${config.siteName}: find pediatric urgent care near you`
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={spec.description} />
      {spec.keywords ? <meta name="keywords" content={spec.keywords} /> : null}
      {spec.noindex ? <meta name="robots" content="noindex" /> : null}
      {url && !spec.noindex ? <link rel="canonical" href={url} /> : null}
      <meta property="og:title" content={title} />
      <meta property="og:description" content={spec.description} />
      <meta property="og:type" content={spec.ogType ?? 'website'} />
      <meta property="og:image" content={image} />
      <meta property="og:image:alt" content={imageAlt} />
      {url ? <meta property="og:url" content={url} /> : null}
      <meta property="og:site_name" content={config.siteName} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={spec.description} />
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={imageAlt} />
      {withJsonLd && spec.jsonLd !== undefined ? (
        <script
          id="jsonld"
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: serializeJsonLd(spec.jsonLd) }}
        />
      ) : null}
    </>
  )
}

/** Keeps <head>'s JSON-LD script in sync (React does not hoist it). */
function JsonLdSync({ data }: { data: unknown }) {
  const text = data === undefined ? '' : serializeJsonLd(data)
  useEffect(() => {
    let el = document.getElementById('jsonld')
    if (!text) {
      el?.remove()
      return
    }
    if (!el) {
      el = document.createElement('script')
      el.id = 'jsonld'
      el.setAttribute('type', 'application/ld+json')
      document.head.appendChild(el)
    }
    if (el.textContent !== text) el.textContent = text
  }, [text])
  return null
}

export function RouteHead() {
  const matches = useMatches() as HeadMatch[]
  if (import.meta.env.SSR) return null
  const spec = computeHead(matches)
  return (
    <>
      <HeadTags spec={spec} />
      <JsonLdSync data={spec.jsonLd} />
    </>
  )
}

export function ErrorHead() {
  const error = useRouteError()
  if (import.meta.env.SSR) return null
  return <HeadTags spec={computeHead([], error ?? new Error('unknown'))} />
}
