/**
 * The build's check of the contact address (VITE_CONTACT_EMAIL), shown in the
 * footer, the legal pages, both forms and their e-mail links. Unset, the site
 * shows its placeholder (contact@….example), which receives no mail: a parent
 * who writes to it is never answered. So the build warns whenever the address
 * is unset or a placeholder, and refuses to finish when it builds for a real
 * public origin (VITE_SITE_URL not loopback and not a reserved test domain)
 * unless ALLOW_PLACEHOLDER_CONTACT_EMAIL=1 says that is meant.
 */

/** The environment variable that lets a real site build with a placeholder address. */
export const ALLOW_PLACEHOLDER_FLAG = 'ALLOW_PLACEHOLDER_CONTACT_EMAIL'

/** Domains reserved for documentation and tests (RFC 2606, RFC 6761): they never receive mail. */
const RESERVED_TLDS = ['example', 'test', 'invalid', 'localhost', 'local']
const EXAMPLE_DOMAINS = ['example.com', 'example.org', 'example.net']

function isReservedHost(host: string): boolean {
  const h = host.toLowerCase().replace(/\.$/, '')
  const labels = h.split('.')
  return (
    RESERVED_TLDS.includes(labels[labels.length - 1] ?? '') ||
    EXAMPLE_DOMAINS.some((d) => h === d || h.endsWith(`.${d}`))
  )
}

/**
 * Unset, not an address, or at a reserved domain (`x@site.example`,
 * `you@example.com`): an address no parent's e-mail would reach.
 */
export function isPlaceholderEmail(address: string | undefined): boolean {
  const a = address?.trim() ?? ''
  const m = /^[^\s@]+@([^\s@]+\.[^\s@]+|localhost)$/.exec(a)
  return !m || isReservedHost(m[1]!)
}

/**
 * An origin the public could visit: http(s), not loopback or a private
 * name (localhost, 127.x, ::1, 0.0.0.0), not a reserved test domain.
 */
export function isPublicSiteUrl(url: string | undefined): boolean {
  let u: URL
  try {
    u = new URL(url?.trim() ?? '')
  } catch {
    return false
  }
  if (u.protocol !== 'https:' && u.protocol !== 'http:') return false
  const host = u.hostname.replace(/^\[|\]$/g, '')
  if (host === '::1' || host === '0.0.0.0' || /^127\./.test(host)) return false
  return !isReservedHost(host)
}

export interface ContactAddressVerdict {
  /** Printed by the build; null when the address is real. */
  warning: string | null
  /** The build stops with this; null when it may finish. */
  refusal: string | null
}

/** What the build says about its contact address, and whether it may finish. */
export function checkContactAddress(input: {
  contactEmail: string | undefined
  siteUrl: string | undefined
  allowPlaceholder: boolean
}): ContactAddressVerdict {
  if (!isPlaceholderEmail(input.contactEmail))
    return { warning: null, refusal: null }
  const set = input.contactEmail?.trim()
  const what = set
    ? `VITE_CONTACT_EMAIL is ${set}, a placeholder that receives no mail`
    : 'VITE_CONTACT_EMAIL is not set: the site shows its placeholder address, which receives no mail'
  const where =
    'the footer, the legal pages, the contact and report forms and their e-mail links'
  const warning = `[build] ${what} (${where}). Set VITE_CONTACT_EMAIL to the address that answers parents before deploying.`
  if (!isPublicSiteUrl(input.siteUrl) || input.allowPlaceholder)
    return { warning, refusal: null }
  return {
    warning,
    refusal: `${what}, and this build is for ${input.siteUrl!.trim()}: parents would write to an address nobody reads. Set VITE_CONTACT_EMAIL, or build with ${ALLOW_PLACEHOLDER_FLAG}=1 if that is really meant.`,
  }
}
