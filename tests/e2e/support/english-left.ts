import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { spanish } from '../../../src/prerender/language/es/index'
import { interfaceFiles } from '../../../src/prerender/language/report'
import { findTexts } from '../../../src/prerender/language/texts'
import {
  CLINIC_ROWS,
  TOWN_ROWS,
} from '../../../src/data/builtin/generated/data'
import { EMERGENCY_DEPARTMENT_ROWS } from '../../../src/data/builtin/generated/emergency-departments'

/**
 * English interface text left in a Spanish page, as the browser shows it in
 * a given state (after a search, a filter, a dialog opened): the phrases of
 * every English interface text that the catalogue translates differently,
 * looked for in the page's text nodes and its aria-label, title, alt and
 * placeholder attributes, leaving out what is marked lang="en" and the data
 * as stored (clinic, town and hospital names, addresses, services).
 */

/**
 * English interface texts that read the same in Spanish; Poison Control's
 * name is kept beside its Spanish one ('Centro de Toxicología (Poison
 * Control)'), as parents hear it on the phone.
 */
const SAME_IN_SPANISH = new Set(['Hospital', 'Kentucky, USA', 'Poison Control'])

let phrases: string[] | null = null

/**
 * Every English interface text of the source with a different Spanish one,
 * in pieces of two words or more around its `{0}` parts, and the single
 * words of five letters or more among them.
 */
export function englishPhrases(): string[] {
  if (phrases) return phrases
  const root = path.resolve('.')
  const found = new Set<string>()
  for (const file of interfaceFiles(root))
    for (const t of findTexts(
      readFileSync(path.join(root, file), 'utf8'),
      file,
    )) {
      if (!t.readable || t.hidden) continue
      const es = spanish.inFile?.[file]?.[t.key] ?? spanish.texts[t.key] ?? null
      if (es === t.key) continue
      for (const piece of t.key.split(/\{\d+\}/)) {
        const clean = piece.replace(
          /[\s:.,;!?…()'"’–—-]+$|^[\s:.,;!?…()'"’–—-]+/g,
          '',
        )
        if (SAME_IN_SPANISH.has(clean)) continue
        if (/[a-z]/i.test(clean) && (clean.includes(' ') || clean.length >= 5))
          found.add(clean)
      }
    }
  phrases = [...found]
  return phrases
}

/** Every string of the built-in data (the stand-in serves the same rows). */
function dataStrings(): string[] {
  const values = new Set<string>()
  const walk = (v: unknown) => {
    if (typeof v === 'string') {
      if (v.length > 2) values.add(v)
    } else if (Array.isArray(v)) v.forEach(walk)
    else if (v && typeof v === 'object') Object.values(v).forEach(walk)
  }
  walk([CLINIC_ROWS, TOWN_ROWS, EMERGENCY_DEPARTMENT_ROWS])
  return [...values].sort((a, b) => b.length - a.length)
}

/** The English phrases the page shows now, outside lang="en" and the data. */
export async function englishLeft(page: Page): Promise<string[]> {
  const text = await page.evaluate((data) => {
    const skip = (el: Element | null) =>
      el?.closest('[lang="en"], script, style, noscript, template') != null
    const parts: string[] = [document.title]
    const walker = document.createTreeWalker(
      document.body,
      NodeFilter.SHOW_TEXT,
    )
    for (let n = walker.nextNode(); n; n = walker.nextNode())
      if (!skip(n.parentElement)) parts.push(n.textContent ?? '')
    for (const el of Array.from(
      document.body.querySelectorAll(
        '[aria-label],[title],[alt],[placeholder]',
      ),
    ))
      if (!skip(el))
        for (const a of ['aria-label', 'title', 'alt', 'placeholder'])
          parts.push(el.getAttribute(a) ?? '')
    return data.reduce((t, v) => t.split(v).join(' '), parts.join('\n'))
  }, dataStrings())
  return englishPhrases().filter((phrase) =>
    new RegExp(
      `(^|[^\\p{L}])${phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}])`,
      'u',
    ).test(text),
  )
}
