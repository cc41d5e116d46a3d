import type { Page } from '@playwright/test'

/**
 * What a reader sees broken in two on the current screen: every phone
 * number, time with its AM/PM (and 'Closes', 'Cierra a las' before it)
 * and amount with its unit ('50 millas', '25 min') whose text spans
 * two line boxes, every word of a button or link cut in two, every
 * pill-shaped badge whose text wraps or spills out of it, and every icon
 * squeezed narrower than it is tall. Only what is on
 * screen counts (hidden and zero-size boxes are skipped). Each finding is
 * 'kind: text'.
 */
export async function brokenInTwo(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const PATTERNS: Array<[string, RegExp]> = [
      [
        'phone',
        /(?:1-800-\d{3}-\d{4}|\(\d{3}\)\s?\d{3}-\d{4}|\b\d{3}-\d{3}-\d{4})/g,
      ],
      // With the words that lead into it (issue 48): 'Closes 6 PM',
      // 'Cierra a las 7 p. m.', 'a la 1:30 a. m.'.
      [
        'time',
        /(?:\b(?:Closes|Opens|Cierra|Abre)\s)?(?:\ba las?\s)?\b\d{1,2}(?::\d{2})?\s?[AaPp]\.?\s?[Mm]\.?(?![A-Za-z])/g,
      ],
      [
        'amount',
        /\b\d+(?:\.\d+)?\s(?:miles?|millas?|min|meses|months)(?![A-Za-zñ])/g,
      ],
      // Short fixed phrases read as one word (issue 48).
      [
        'phrase',
        /\b(?:Suite\s\w+|[Ll]lame al 911|[Cc]all 911|[Rr]ayos X|Poison Control)\b/g,
      ],
    ]
    const found: string[] = []
    // Distinct line boxes a range's rectangles sit on.
    const lines = (rects: DOMRectList | DOMRect[]) => {
      const tops: number[] = []
      for (const r of Array.from(rects)) {
        if (r.width === 0 || r.height === 0) continue
        if (!tops.some((t) => Math.abs(t - r.top) < r.height / 2))
          tops.push(r.top)
      }
      return tops.length
    }
    const shown = (el: Element) => {
      const box = el.getBoundingClientRect()
      if (box.width === 0 || box.height === 0) return false
      return el.checkVisibility({ visibilityProperty: true })
    }
    // Runs of sibling text nodes read as one text (React writes '{40} miles'
    // as two nodes, with a comment between them in the prerendered page).
    const runs: Text[][] = []
    const walker = document.createTreeWalker(
      document.body,
      NodeFilter.SHOW_TEXT,
    )
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const last = runs.at(-1)
      let prev = n.previousSibling
      while (prev && prev.nodeType === Node.COMMENT_NODE)
        prev = prev.previousSibling
      if (last && prev === last.at(-1)) last.push(n as Text)
      else runs.push([n as Text])
    }
    for (const run of runs) {
      const text = run.map((t) => t.data).join('')
      const parent = run[0]!.parentElement
      if (!parent || !text.trim() || !shown(parent)) continue
      if (parent.closest('script, style, noscript, [aria-hidden="true"]'))
        continue
      // Where offset `i` of the joined text lies.
      const at = (i: number): [Text, number] => {
        for (const t of run) {
          if (i <= t.data.length) return [t, i]
          i -= t.data.length
        }
        return [run.at(-1)!, run.at(-1)!.data.length]
      }
      // In a button or link, no word is cut in two either ('Llama / r al').
      const patterns: Array<[string, RegExp]> = parent.closest('a, button')
        ? [...PATTERNS, ['word in a control', /[^\s\-–—/·]{2,}/g]]
        : PATTERNS
      for (const [kind, re] of patterns) {
        re.lastIndex = 0
        for (let m = re.exec(text); m; m = re.exec(text)) {
          const range = document.createRange()
          range.setStart(...at(m.index))
          range.setEnd(...at(m.index + m[0].length))
          if (lines(range.getClientRects()) > 1) found.push(`${kind}: ${m[0]}`)
        }
      }
    }
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      if (!shown(el)) continue
      // An icon: an svg or a masked icon, square by design.
      if (el.matches('svg, [class*="card-icon"], [class*="icon-"]')) {
        const box = el.getBoundingClientRect()
        if (box.height >= 8 && box.width < box.height - 1)
          found.push(
            `icon: ${Math.round(box.width)}×${Math.round(box.height)} in '${(el.parentElement?.textContent ?? '').trim().slice(0, 40)}'`,
          )
        continue
      }
      if (!(el instanceof HTMLElement)) continue
      const style = getComputedStyle(el)
      const text = (el.textContent ?? '').trim()
      // A pill: fully rounded, with words of its own.
      if (parseFloat(style.borderTopLeftRadius) >= 999 && text) {
        // Its visible words only (not a screen reader's clipped extra).
        const rects: DOMRect[] = []
        const inside = document.createTreeWalker(el, NodeFilter.SHOW_TEXT)
        for (let t = inside.nextNode(); t; t = inside.nextNode()) {
          const box = t.parentElement!.getBoundingClientRect()
          if (box.width <= 1 || box.height <= 1) continue
          const range = document.createRange()
          range.selectNodeContents(t)
          rects.push(...Array.from(range.getClientRects()))
        }
        const pill = el.getBoundingClientRect()
        const spills = rects.some(
          (r) =>
            r.width > 0 && (r.left < pill.left - 1 || r.right > pill.right + 1),
        )
        if (lines(rects) > 1 || spills) found.push(`badge: ${text}`)
      }
    }
    return [...new Set(found)]
  })
}
