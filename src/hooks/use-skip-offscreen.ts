import { useEffect, useState } from 'react'

/**
 * Whether a long list may now skip the rendering of its off-screen parts
 * (CSS `content-visibility: auto`): false on the first render, true once the
 * browser has drawn one frame of the list fully laid out.
 *
 * Skipped parts take their last remembered size (`contain-intrinsic-size:
 * auto …`), which the browser records only for parts it has laid out. Laying
 * every part out once first means a skipped part always keeps its real
 * height: restoring a scroll position on back navigation, or reading the page
 * as it was, lands on the same content instead of on an estimate.
 */
export function useSkipOffscreen(): boolean {
  const [skip, setSkip] = useState(false)
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    // The frame's rendering (where sizes are recorded) comes after its
    // animation-frame callbacks; the task after it comes after that frame.
    const afterFrame = () => {
      timer = setTimeout(() => setSkip(true), 0)
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
  return skip
}
