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
 *   new, so they start as `auto`: nothing they replace can blink, and a
 *   filter click does not lay a long list out in full again.
 *
 * `parts`: the element itself (one block, such as a grid) or each of its
 * children (the cards of a list). `key`: changes when children come or go.
 * Where the browser has no IntersectionObserver, nothing is ever skipped.
 */
export function useSkipOffscreen(
  ref: RefObject<HTMLElement | null>,
  parts: 'element' | 'children',
  key?: unknown,
): void {
  // Children there at the first frame; null until then. No state: a long
  // list (thousands of city links) is not rendered again for this.
  const known = useRef<WeakSet<Element> | null>(null)

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
    }
  }, [ref, parts])

  // Children that come after the first frame start as `auto` (see above).
  useLayoutEffect(() => {
    const root = ref.current
    const seen = known.current
    if (!root || !seen || parts !== 'children') return
    for (const child of Array.from(root.children))
      if (!seen.has(child)) {
        seen.add(child)
        skip(child)
      }
  }, [ref, parts, key])
}

function skip(el: Element) {
  if (el instanceof HTMLElement) el.style.contentVisibility = 'auto'
}
