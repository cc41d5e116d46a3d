import { RESULTS_HEADING_ID } from './messages'

/**
 * Brings the results heading (the count, or the empty or nothing-open
 * answer) to the top of the screen and focuses it, so a screen reader reads
 * it: where the answer is already on screen (answerInView), only the focus
 * moves. The empty states load lazily: their heading is waited for a few
 * frames. Smooth unless the reader prefers reduced motion.
 */
export function revealResults() {
  whenDrawn('#' + RESULTS_HEADING_ID, (heading) => {
    heading.focus({ preventScroll: true })
    if (answerInView(heading)) {
      // What arrives above it (the chips) may still push it out of view.
      keepInPlace(heading, true)
      return
    }
    const reduced = reducedMotion()
    heading.scrollIntoView({
      block: 'start',
      behavior: reduced ? 'auto' : 'smooth',
    })
    keepInPlace(heading, false)
  })
}

/**
 * Back from another page of the site (a clinic's) to a search: the parent's
 * own place, measured from the results heading (its distance from the top
 * of the screen when they left), once the answer is drawn again, and held
 * there for a moment as keepInPlace holds a revealed answer. A plain scroll
 * offset would be measured on the page before the answer was drawn again
 * (seen 108 px off in database mode); the heading's place is read at
 * the tap or key that left (pages/home.tsx).
 */
export function returnToPlace(headingTop: number) {
  whenDrawn('#' + RESULTS_HEADING_ID, (heading) => {
    const put = () => {
      const by = heading.getBoundingClientRect().top - headingTop
      if (Math.abs(by) >= 1) scrollBy({ top: by, behavior: 'auto' })
    }
    put()
    keepInPlace(heading, false, put)
  })
}

/**
 * Runs `then` with the element `selector` names once it is drawn, looking
 * once a frame for up to 60 frames (a lazily loaded answer), or never.
 */
function whenDrawn(selector: string, then: (element: HTMLElement) => void) {
  let frames = 0
  const attempt = () => {
    const element = document.querySelector<HTMLElement>(selector)
    if (element) then(element)
    else if (frames++ < 60) requestAnimationFrame(attempt)
  }
  requestAnimationFrame(attempt)
}

/**
 * A search that found no place (location denied or unavailable, a place
 * not found, the geocoder down): its message is brought into view where the
 * results would be, above the 911 bar, with the place box still on screen
 * above it and focused, its text selected, so the parent types the place
 * at once; the whole region's list below is not presented as the answer.
 * The message loads lazily: waited for a few frames.
 */
export function revealSearchError() {
  whenDrawn('[data-search-error]', (message) => {
    const field = document.getElementById('hero-location')
    if (field instanceof HTMLInputElement) {
      field.focus({ preventScroll: true })
      field.select()
    }
    const below = message.getBoundingClientRect().bottom - visibleBottom() + 8
    const above = field ? field.getBoundingClientRect().top - 8 : 0
    // Down far enough to show the message, never so far the box leaves the
    // top; up to the box if it is above the screen.
    const by =
      below > 0 ? Math.min(below, Math.max(above, 0)) : Math.min(above, 0)
    if (by === 0) return
    const reduced = reducedMotion()
    scrollBy({ top: by, behavior: reduced ? 'auto' : 'smooth' })
  })
}

/**
 * The bottom of the part of the screen the sticky 911 bar does not cover
 * (the bar's top while it is stuck to the bottom; the window's bottom
 * otherwise).
 */
function visibleBottom(): number {
  const bar = document.querySelector('[data-emergency-bar]')
  const top = bar?.getBoundingClientRect().top
  return top !== undefined && top > 0 && top < innerHeight ? top : innerHeight
}

/**
 * Whether the answer is on screen, above the 911 bar: the heading, and the
 * first card down to its first action (Call Now, else Directions), whatever
 * the screen's width; an answer without cards (an empty state), the heading
 * with room below it for what it says.
 */
export function answerInView(heading: HTMLElement): boolean {
  const top = heading.getBoundingClientRect().top
  const action = heading
    .closest('section')
    // The first of them in the card: Call, else Directions (not the name's link).
    ?.querySelector(
      'article [data-card-action="call"], article [data-card-action="directions"]',
    )
  const end = action
    ? action.getBoundingClientRect().bottom
    : heading.getBoundingClientRect().bottom + 120
  return top >= 0 && end <= visibleBottom()
}

/**
 * For a moment after the answer is brought into view, what is drawn above
 * its heading in the results section (the share button arriving beside
 * 'Open Now', the chips of the filters in use, which load with this code)
 * must not push it down: while the reader has not touched, scrolled or
 * pressed a key, the heading is brought back to the top whenever something
 * above it in the section changes size, comes or goes, or the page does (a
 * notice above the results that leaves: the page's height changes). An
 * answer left where it was (in view) moves only once that pushes it out of
 * view.
 */
function keepInPlace(
  heading: HTMLElement,
  onlyIfPushedOut: boolean,
  put: () => void = () =>
    heading.scrollIntoView({ block: 'start', behavior: 'auto' }),
) {
  const section = heading.closest('section')
  if (!section || typeof ResizeObserver !== 'function') return
  // Left where it was (it was in view): moved only once pushed out of view,
  // and kept at the top from then on.
  let keep = !onlyIfPushedOut
  const back = () => {
    if (!keep && answerInView(heading)) return
    keep = true
    put()
  }
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
  // Three seconds: on a slow phone what comes or goes above may still be
  // arriving after two (seen under load: a heading left 56 px above the top).
  const timer = setTimeout(stop, 3000)
  watchAbove()
  resized.observe(document.body)
  added.observe(section, { childList: true })
}

/** What a reader does that ends keepInPlace. */
const STOP_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const

/** The reader prefers reduced motion (a browser without matchMedia: no). */
function reducedMotion(): boolean {
  return (
    typeof matchMedia === 'function' &&
    matchMedia('(prefers-reduced-motion: reduce)').matches
  )
}
