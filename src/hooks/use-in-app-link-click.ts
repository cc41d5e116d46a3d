import { useCallback, type MouseEvent } from 'react'
import { useNavigate } from 'react-router'

/**
 * One click handler for a whole list of plain `<a href>` links (event
 * delegation): a plain left click on a link to a page of this site navigates
 * inside the app, as a router `<Link>` would; a click with a modifier key, on
 * a link that opens elsewhere (target, download, another origin) or that
 * something else already handled is left to the browser. A long list then
 * mounts plain anchors instead of one `<Link>` component (and its hooks) per
 * link.
 */
export function useInAppLinkClick(): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate()
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      const path = inAppPath(event)
      if (path === null) return
      event.preventDefault()
      void navigate(path)
    },
    [navigate],
  )
}

/** The in-app path a click should navigate to, or null to let it be. */
export function inAppPath(event: {
  defaultPrevented: boolean
  button: number
  metaKey: boolean
  altKey: boolean
  ctrlKey: boolean
  shiftKey: boolean
  target: EventTarget | null
}): string | null {
  if (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.altKey ||
    event.ctrlKey ||
    event.shiftKey
  )
    return null
  const target = event.target
  if (!(target instanceof Element)) return null
  const link = target.closest('a')
  if (!link || !link.hasAttribute('href')) return null
  if (link.hasAttribute('download')) return null
  const opensIn = link.getAttribute('target')
  if (opensIn && opensIn !== '_self') return null
  const url = new URL(link.href, window.location.href)
  if (url.origin !== window.location.origin) return null
  return url.pathname + url.search + url.hash
}
