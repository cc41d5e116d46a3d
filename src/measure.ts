/**
 * Page views and ads, in builds that configure them (VITE_ANALYTICS_URL,
 * VITE_ADS_CLIENT): src/prerender/measurement.ts adds this script's tag to
 * every page, with the settings in its data attributes. A build without
 * them has neither the tag nor this file.
 *
 * Nothing happens before the page has loaded, hydrated and been idle (like
 * the service worker), and nothing at all with Global Privacy Control or Do
 * Not Track. Then:
 * - a page view: the path alone (never the query, the hash, the referrer,
 *   a position or a clinic called), once per page, again on each navigation;
 *   no click is counted;
 * - ads: each slot the page rendered (src/components/ad-slot.tsx) gets the
 *   network's unit, non-personalised. Only a document loaded at an ad page
 *   (an article or a town page) shows ads: only those are served the policy
 *   that lets the network's script run (src/domain/hosting/headers.ts). A
 *   slot that cannot be filled collapses.
 */
import {
  isAdPage,
  measurementAllowed,
  pageViewUrl,
} from './domain/measurement/measurement'

const tag = document.querySelector<HTMLScriptElement>('script[data-measure]')
const { analytics, adsScript, adsClient } = tag?.dataset ?? {}
const nav = navigator as Navigator & { globalPrivacyControl?: boolean }
const allowed = measurementAllowed({
  globalPrivacyControl: nav.globalPrivacyControl,
  doNotTrack:
    nav.doNotTrack ?? (window as { doNotTrack?: string }).doNotTrack ?? null,
})
// Offline (a page from the service worker's copy) no ad can come: its slots
// take no room rather than collapse later.
const adsHere =
  allowed &&
  navigator.onLine &&
  !!adsScript &&
  !!adsClient &&
  isAdPage(window.location.pathname)

// Before the first paint where possible: slots that will get no ad take no room.
const style = document.createElement('style')
style.textContent = adsHere
  ? '[data-ad-state="collapsed"]{display:none}'
  : '[data-ad]{display:none}'
document.head.append(style)

/** Runs `work` once, after load, hydration (at most 10 s) and an idle moment. */
function whenIdle(work: () => void): void {
  let done = false
  const run = () => {
    if (done) return
    done = true
    if ('requestIdleCallback' in window)
      requestIdleCallback(work, { timeout: 5000 })
    else setTimeout(work, 1)
  }
  const root = document.documentElement
  const afterLoad = () => {
    if (root.dataset.liveData === 'done') return run()
    const watch = new MutationObserver(() => {
      if (root.dataset.liveData !== 'done') return
      watch.disconnect()
      run()
    })
    watch.observe(root, {
      attributes: true,
      attributeFilter: ['data-live-data'],
    })
    setTimeout(run, 10_000)
  }
  if (document.readyState === 'complete') afterLoad()
  else window.addEventListener('load', afterLoad, { once: true })
}

let counted: string | null = null
function countPageView(): void {
  if (!analytics) return
  const path = window.location.pathname
  if (path === counted) return
  counted = path
  fetch(pageViewUrl(analytics, path), {
    credentials: 'omit',
    referrerPolicy: 'no-referrer',
    cache: 'no-store',
    keepalive: true,
    mode: 'no-cors',
  }).catch(() => undefined)
}

type AdQueue = unknown[] & { requestNonPersonalizedAds?: number }
let scriptAdded = false

function collapse(slot: HTMLElement): void {
  slot.dataset.adState = 'collapsed'
}

function fillSlots(): void {
  if (!adsHere) return
  const slots = document.querySelectorAll<HTMLElement>(
    '[data-ad]:not([data-ad-state])',
  )
  if (!slots.length) return
  const w = window as unknown as { adsbygoogle?: AdQueue }
  const queue = (w.adsbygoogle ??= [])
  // No interest profile: ads chosen by the page, never by the visitor.
  queue.requestNonPersonalizedAds = 1
  for (const slot of slots) {
    const box = slot.querySelector<HTMLElement>('[data-ad-box]')
    if (!box) {
      collapse(slot)
      continue
    }
    slot.dataset.adState = 'loading'
    const unit = document.createElement('ins')
    unit.className = 'adsbygoogle'
    unit.style.cssText = 'display:block;width:100%;height:100%'
    unit.dataset.adClient = adsClient
    unit.dataset.adSlot = slot.dataset.ad
    box.append(unit)
    // The network marks a unit it could not fill.
    new MutationObserver(() => {
      if (unit.dataset.adStatus === 'unfilled') collapse(slot)
      else if (unit.dataset.adStatus === 'filled')
        slot.dataset.adState = 'filled'
    }).observe(unit, { attributes: true, attributeFilter: ['data-ad-status'] })
    queue.push({})
  }
  if (scriptAdded) return
  scriptAdded = true
  const script = document.createElement('script')
  script.async = true
  script.crossOrigin = 'anonymous'
  script.src = `${adsScript}?client=${encodeURIComponent(adsClient!)}`
  script.onerror = () =>
    document
      .querySelectorAll<HTMLElement>('[data-ad-state="loading"]')
      .forEach(collapse)
  document.head.append(script)
}

if (allowed && (analytics || adsHere))
  whenIdle(() => {
    countPageView()
    fillSlots()
    // A navigation in the app changes the head (the page's title): count
    // the new page and fill its slots.
    let pending = false
    const check = () => {
      pending = false
      countPageView()
      fillSlots()
    }
    new MutationObserver(() => {
      if (pending) return
      pending = true
      setTimeout(check, 0)
    }).observe(document.head, {
      childList: true,
      subtree: true,
      characterData: true,
    })
    window.addEventListener('popstate', () => setTimeout(check, 0))
  })
