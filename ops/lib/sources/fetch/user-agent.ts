/**
 * Who we say we are. The rule is the geocoder client's (`userAgent` in
 * ops/lib/geocoder-client.ts, the contact from VITE_CONTACT_EMAIL as
 * ops/lib/cli-geocode.ts reads it), copied rather than imported while
 * ops/lib is being reshaped into folders; to be unified after the merge.
 * Only the command's name differs.
 */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** 'WKY-Pediatric-Urgent-Care-ops/0.1.0 (…, npm run ops:harvest; contact: a@b.org)' */
export function harvestUserAgent(
  version: string,
  contactEmail: string,
): string {
  return `WKY-Pediatric-Urgent-Care-ops/${version} (Western Kentucky Pediatric Urgent Care directory, npm run ops:harvest; contact: ${contactEmail})`
}

/** The product token robots.txt groups are matched against: the User-Agent up to its '/'. */
export function robotsToken(userAgent: string): string {
  const slash = userAgent.indexOf('/')
  return (slash < 0 ? userAgent : userAgent.slice(0, slash)).trim()
}

/**
 * The operator's contact address from VITE_CONTACT_EMAIL, or the sentence
 * saying what to set. A placeholder (`….example`) is refused unless every
 * source is a loopback stand-in.
 */
export function harvestContact(
  env: Readonly<Record<string, string | undefined>>,
  { loopbackOnly = false }: { loopbackOnly?: boolean } = {},
): { ok: true; contact: string } | { ok: false; message: string } {
  const contact = env.VITE_CONTACT_EMAIL?.trim() ?? ''
  if (!EMAIL.test(contact))
    return {
      ok: false,
      message:
        'ops:harvest needs VITE_CONTACT_EMAIL (the project’s contact address): every request names it, so a site’s operators can reach us',
    }
  if (!loopbackOnly && /\.example$/i.test(contact))
    return {
      ok: false,
      message: `VITE_CONTACT_EMAIL is ${contact}, a placeholder nobody reads: the sites’ operators must be able to reach you`,
    }
  return { ok: true, contact }
}
