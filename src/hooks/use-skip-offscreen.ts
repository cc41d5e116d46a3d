import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react'

/**
 * Lets long lists skip the style, layout and paint of their parts that are
 * off screen (CSS `content-visibility: auto`), without ever moving what the
 * visitor sees.
 *
 * - Nothing is skipped until the browser has drawn one frame with every part
 *   laid out: a skipped part then keeps its real height (its last remembered
 *   size, `contain-intrinsic-size: auto …`, which the browser records only for
 *   parts it has laid out), so restoring a scroll position on back navigation
 *   lands on the same content, never on an estimate.
 * - A part is switched to `auto` only once it is off screen: the browser
 *   treats a part that newly becomes `auto` as skipped for one frame, which
 *   on screen would blink it away (a layout shift).
 * - Children added after that first frame (a filter widened the list) are
 *   new, so they start as `auto`: a filter click does not lay a long list
 *   out in full again. They are drawn a frame later, which the browser
 *   counts as a layout shift unless it follows the visitor's own input.
 * - Children added by a change nobody asked for (`redrawn`: the clock
 *   arrived and the list was drawn afresh in a new order) may be on screen,
 *   so they are watched as the first ones are, and skipped once off screen:
 *   nothing appears a frame late under a reader's eyes.
 *
 * `parts`: the element itself (one block, such as a grid) or each of its
 * children (the cards of a list). `key`: changes when children come or go.
 * Where the browser has no IntersectionObserver, nothing is ever skipped.
 */
export function useSkipOffscreen(
  ref: RefObject<HTMLElement | null>,
  parts: 'element' | 'children',
  key?: unknown,
  redrawn?: boolean,
): void {
  // Children there at the first frame; null until then. No state: a long
  // list (thousands of city links) is not rendered again for this.
  const known = useRef<WeakSet<Element> | null>(null)
  // The watcher of the parts on screen, from the first frame on.
  const watching = useRef<IntersectionObserver | null>(null)

  useEffect(() => {
    if (typeof IntersectionObserver !== 'function') return
    let observer: IntersectionObserver | undefined
    const start = () => {
      const root = ref.current
      if (!root) return
      const targets = parts === 'element' ? [root] : Array.from(root.children)
      known.current = new WeakSet(targets)
      const watcher = new IntersectionObserver((entries) => {
        for (const entry of entries)
          if (!entry.isIntersecting) {
            skip(entry.target)
            watcher.unobserve(entry.target)
          }
      })
      for (const target of targets) watcher.observe(target)
      observer = watcher
      watching.current = watcher
    }
    // Sizes are recorded in the frame's rendering, which comes after its
    // animation-frame callbacks; the task after that comes after the frame.
    let timer: ReturnType<typeof setTimeout> | undefined
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(start, 0)
    })
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
      observer?.disconnect()
      known.current = null
      watching.current = null
    }
  }, [ref, parts])

  // Children that come after the first frame start as `auto`, or are
  // watched after a redraw (see above).
  useLayoutEffect(() => {
    const root = ref.current
    const seen = known.current
    if (!root || !seen || parts !== 'children') return
    const watcher = watching.current
    for (const child of Array.from(root.children))
      if (!seen.has(child)) {
        seen.add(child)
        if (redrawn && watcher) watcher.observe(child)
        else skip(child)
      }
  }, [ref, parts, key, redrawn])
}

function skip(el: Element) {
  if (el instanceof HTMLElement) el.style.contentVisibility = 'auto'
}
