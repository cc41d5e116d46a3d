import { formatSearchQuery, type UrlSearchState } from '@/domain/url-state'

/**
 * 'Share this search', loaded when the button is pressed.
 * The link is the home page with the search's query (only non-default
 * values, never coordinates: a current-position search is
 * `location=current`).
 */
export function searchLink(state: UrlSearchState, origin: string): string {
  return `${origin}/${formatSearchQuery(state)}`
}

/** 'shared' by the device's share sheet, 'copied' to the clipboard, 'cancelled' by the parent, or 'failed'. */
export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed'

type ShareNavigator = Pick<Navigator, 'share' | 'canShare' | 'clipboard'>

/**
 * The device's share sheet where there is one (phones), else the clipboard.
 * Never throws.
 */
export async function shareLink(
  url: string,
  title: string,
  nav: Partial<ShareNavigator> = navigator,
): Promise<ShareOutcome> {
  const data = { title, url }
  if (
    typeof nav.share === 'function' &&
    (typeof nav.canShare !== 'function' || nav.canShare(data))
  ) {
    try {
      await nav.share(data)
      return 'shared'
    } catch (e) {
      // The parent closed the share sheet: nothing to say.
      if (e instanceof DOMException && e.name === 'AbortError')
        return 'cancelled'
      // Otherwise (not allowed here): the clipboard.
    }
  }
  try {
    if (!nav.clipboard?.writeText) return 'failed'
    await nav.clipboard.writeText(url)
    return 'copied'
  } catch {
    return 'failed'
  }
}
