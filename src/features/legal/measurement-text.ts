import type { MeasurementConfig } from '@/config/measurement'

/** Where a build's ads come from, in words: the network's name where known, else its host. */
export function adNetworkName(scriptUrl: string): string {
  try {
    const host = new URL(scriptUrl).host
    return host === 'pagead2.googlesyndication.com'
      ? 'Google AdSense'
      : `the advertising network at ${host}`
  } catch {
    return 'an advertising network'
  }
}

/** Where page views are counted, in words: the endpoint's host, or this site. */
export function analyticsHost(endpoint: string): string {
  return endpoint.startsWith('/')
    ? 'this site’s own address'
    : new URL(endpoint).host
}

/** What the privacy page's description says, for this configuration. */
export function privacyDescription(
  siteName: string,
  cfg: Pick<MeasurementConfig, 'analytics' | 'ads'>,
): string {
  const base = `How ${siteName} handles contact messages, listing reports, searches and location`
  if (!cfg.analytics && !cfg.ads)
    return `${base}. No analytics, no advertising, no cookies.`
  const what = [cfg.analytics && 'visit counting', cfg.ads && 'ads']
    .filter(Boolean)
    .join(' and ')
  return `${base}; its ${what} and how to opt out.`
}
