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
 * its heading (the share button arriving beside 'Open Now', say) must not
 * push it down: while the reader has not touched, scrolled or pressed a key,
 * the heading is brought back to the top whenever the results bar above it
 * changes size.
 */
function keepInPlace(heading: HTMLElement) {
  const bar = heading.closest('section')?.firstElementChild
  if (!bar || typeof ResizeObserver !== 'function') return
  let first = true
  const observer = new ResizeObserver(() => {
    // The observer reports the size it starts with: nothing moved yet.
    if (first) {
      first = false
      return
    }
    heading.scrollIntoView({ block: 'start', behavior: 'auto' })
  })
  const stop = () => {
    observer.disconnect()
    for (const e of STOP_EVENTS) removeEventListener(e, stop)
    clearTimeout(timer)
  }
  for (const e of STOP_EVENTS) addEventListener(e, stop, { passive: true })
  const timer = setTimeout(stop, 2000)
  observer.observe(bar)
}

/** What a reader does that ends keepInPlace. */
const STOP_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const
