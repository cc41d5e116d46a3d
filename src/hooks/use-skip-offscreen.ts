import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type RefObject,
} from 'react'

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
 */
export function useSkipOffscreen(
  ref: RefObject<HTMLElement | null>,
  parts: 'element' | 'children',
  key: unknown,
): void {
  const [drawn, setDrawn] = useState(false)
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    // Sizes are recorded in the frame's rendering, which comes after its
    // animation-frame callbacks; the task after that comes after the frame.
    const afterFrame = () => {
      timer = setTimeout(() => setDrawn(true), 0)
    }
    if (typeof requestAnimationFrame !== 'function') {
      afterFrame()
      return () => clearTimeout(timer)
    }
    const frame = requestAnimationFrame(afterFrame)
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [])

  // Children that come after the first frame start as `auto` (see above).
  const known = useRef<WeakSet<Element> | null>(null)
  useLayoutEffect(() => {
    const root = ref.current
    if (!drawn || !root || parts !== 'children') return
    const first = known.current === null
    const seen = (known.current ??= new WeakSet())
    for (const child of Array.from(root.children))
      if (!seen.has(child)) {
        seen.add(child)
        if (!first) skip(child)
      }
  }, [drawn, ref, parts, key])

  useEffect(() => {
    const root = ref.current
    if (!drawn || !root || typeof IntersectionObserver !== 'function') return
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries)
        if (!entry.isIntersecting) {
          skip(entry.target)
          observer.unobserve(entry.target)
        }
    })
    const targets = parts === 'element' ? [root] : Array.from(root.children)
    for (const target of targets)
      if (!isSkipping(target)) observer.observe(target)
    return () => observer.disconnect()
  }, [drawn, ref, parts, key])
}

function skip(el: Element) {
  if (el instanceof HTMLElement) el.style.contentVisibility = 'auto'
}

/** Whether a part may already skip its rendering when off screen. */
function isSkipping(el: Element): boolean {
  return el instanceof HTMLElement && el.style.contentVisibility === 'auto'
}
