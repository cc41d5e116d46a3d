/**
 * The in-page half of `npm run bench:interaction`, installed as plain
 * JavaScript (a string: no compiler helper leaks into the page).
 *
 * window.__interactionArm(firstCards, pageSize) watches the next click:
 * - `clickAt`: the click event's own timestamp (capture listener);
 * - `firstAt`: the frame after the result count heading shows a new text
 *   and the list's first `firstCards` items (or all, when fewer) hold a
 *   card: the first time a MutationObserver sees that, then
 *   requestAnimationFrame and one task (the frame has been drawn);
 * - `fullAt`: the same once every item of the list (up to `pageSize`) holds
 *   a card and the list has as many items as the heading says (shown: an
 *   item's `hidden` attribute is watched too, a kept card shown or hidden
 *   changes nothing else).
 * Chromium's `event` timing entries (the INP candidates) are collected for
 * the whole page by a PerformanceObserver (durationThreshold 16, the least
 * it allows): window.__eventEntries.
 */
export const IN_PAGE = `
(() => {
  const COUNT = /^(\\d+) clinics? found$/
  const section = () => document.querySelector('section[aria-label="Clinic results"]')
  const heading = () => {
    const s = section()
    if (!s) return null
    for (const h of s.querySelectorAll('h2')) {
      const text = (h.textContent || '').trim()
      if (COUNT.test(text) || text === 'No clinics found') return text
    }
    return null
  }
  const names = (n) => {
    const s = section()
    const list = s && s.querySelector('article') ? s.querySelector('article').closest('ul') : null
    if (!list) return []
    const out = []
    for (const li of list.children) {
      if (out.length >= n) break
      if (li.hidden) continue
      const a = li.querySelector('article h3')
      out.push(a ? (a.textContent || '').trim() : null)
    }
    return out
  }
  const state = (firstCards, pageSize, h) => {
    const m = h ? COUNT.exec(h) : null
    const count = m ? Number(m[1]) : 0
    const want = Math.min(count, pageSize)
    const s = section()
    const article = s ? s.querySelector('article') : null
    const list = article ? article.closest('ul') : null
    // Hidden items are cards on their way out (removed just after).
    const items = list ? Array.from(list.children).filter((li) => !li.hidden) : []
    let first = want === 0 ? h !== null : items.length >= Math.min(firstCards, want)
    for (let i = 0; first && i < Math.min(firstCards, want); i++)
      if (!items[i].querySelector('article')) first = false
    let full = first && items.length === want
    for (let i = Math.min(firstCards, want); full && i < want; i++)
      if (!items[i].querySelector('article')) full = false
    return { h, first, full }
  }
  window.__eventEntries = []
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        window.__eventEntries.push({ name: e.name, startTime: e.startTime,
          duration: e.duration, interactionId: e.interactionId || 0,
          processingStart: e.processingStart, processingEnd: e.processingEnd })
    }).observe({ type: 'event', buffered: true, durationThreshold: 16 })
  } catch {}
  const afterFrame = (cb) => requestAnimationFrame(() => {
    const ch = new MessageChannel()
    ch.port1.onmessage = () => cb(performance.now())
    ch.port2.postMessage(null)
  })
  window.__interactionNames = names
  window.__interactionArm = (firstCards, pageSize) => {
    const before = heading()
    const r = { before, clickAt: null, firstSeenAt: null, firstAt: null,
      fullSeenAt: null, fullAt: null, after: null, firstNames: null }
    let done
    const settled = new Promise((resolve) => { done = resolve })
    const check = () => {
      if (r.clickAt === null) return
      // The heading first: until it changes (the click's own capture phase,
      // React's work not yet run) nothing else is read, so the bench adds
      // as little as it can to the tap it measures.
      const h = heading()
      if (h === before) return
      const s = state(firstCards, pageSize, h)
      const now = performance.now()
      if (s.first && r.firstSeenAt === null) {
        r.firstSeenAt = now
        r.firstNames = names(firstCards)
        afterFrame((t) => { r.firstAt = t; if (r.fullAt !== null) done() })
      }
      if (s.full && r.fullSeenAt === null) {
        r.fullSeenAt = now
        r.after = s.h
        obs.disconnect()
        afterFrame((t) => { r.fullAt = t; if (r.firstAt !== null) done() })
      }
    }
    const obs = new MutationObserver(check)
    obs.observe(document.body, { subtree: true, childList: true, characterData: true,
      attributeFilter: ['hidden'] })
    document.addEventListener('click', (e) => {
      r.clickAt = e.timeStamp
      queueMicrotask(check)
    }, { capture: true, once: true })
    const timer = setTimeout(() => { obs.disconnect(); r.error = 'the list did not settle within 20 s'; done() }, 20000)
    window.__interactionWait = settled.then(() => { clearTimeout(timer); return r })
    return before
  }
})()
`
