import { RESULTS_HEADING_ID } from './messages'

/**
 * Brings the results heading (the count, or the empty or nothing-open
 * answer) to the top of the screen and focuses it, so a screen reader reads
 * it: where the heading and the first result are already on screen (a wide
 * screen), only the focus moves. The empty states load lazily: their heading
 * is waited for a few frames. Smooth unless the reader prefers reduced
 * motion.
 */
export function revealResults() {
  let frames = 0
  const attempt = () => {
    const heading = document.getElementById(RESULTS_HEADING_ID)
    if (!heading) {
      if (frames++ < 60) requestAnimationFrame(attempt)
      return
    }
    const top = heading.getBoundingClientRect().top
    // On screen with room below it for the start of the results.
    const inView = top >= 0 && top + 160 <= window.innerHeight
    heading.focus({ preventScroll: true })
    if (inView) return
    const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches
    heading.scrollIntoView({
      block: 'start',
      behavior: reduced ? 'auto' : 'smooth',
    })
    keepInPlace(heading)
  }
  requestAnimationFrame(attempt)
}

/**
 * For a moment after the answer is brought into view, what is drawn above
 * its heading in the results section (the share button arriving beside
 * 'Open Now', the chips of the filters in use, which load with this code)
 * must not push it down: while the reader has not touched, scrolled or
 * pressed a key, the heading is brought back to the top whenever something
 * above it in the section changes size, comes or goes.
 */
function keepInPlace(heading: HTMLElement) {
  const section = heading.closest('section')
  if (!section || typeof ResizeObserver !== 'function') return
  const back = () =>
    heading.scrollIntoView({ block: 'start', behavior: 'auto' })
  // The observer reports the size each element starts with: nothing moved.
  const seen = new WeakSet<Element>()
  const resized = new ResizeObserver((entries) => {
    let moved = false
    for (const { target } of entries)
      if (seen.has(target)) moved = true
      else seen.add(target)
    if (moved) back()
  })
  const watchAbove = () => {
    for (const child of section.children) {
      if (child.contains(heading)) break
      resized.observe(child)
    }
  }
  const added = new MutationObserver(() => {
    if (!heading.isConnected) return stop()
    watchAbove()
    back()
  })
  const stop = () => {
    resized.disconnect()
    added.disconnect()
    for (const e of STOP_EVENTS) removeEventListener(e, stop)
    clearTimeout(timer)
  }
  for (const e of STOP_EVENTS) addEventListener(e, stop, { passive: true })
  const timer = setTimeout(stop, 2000)
  watchAbove()
  added.observe(section, { childList: true })
}

/** What a reader does that ends keepInPlace. */
const STOP_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const
