import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/** The WCAG 2.0 / 2.1 / 2.2 A and AA rules every state is checked against. */
export const WCAG_TAGS = [
  'wcag2a',
  'wcag2aa',
  'wcag21a',
  'wcag21aa',
  'wcag22aa',
]

/**
 * axe-core over the page in its current `state`: zero violations. A failure
 * lists each violation's rule id, impact and the selectors of its targets.
 * `exclude`: a selector axe leaves out (a third-party layer, say);
 * `include`: the only part checked (an open dialog, whose backdrop covers
 * the page: a link behind its edge reads to axe as a small target).
 * It first waits for a result list to finish drawing its first page
 * ([data-drawing]): cards still arriving move the ones above them, and axe
 * measuring a moving card reads its links as small targets.
 *
 * axe runs in the page itself (legacy mode: axe.run), not frame by frame
 * with the results put together in a second, blank page, which opened a
 * page and loaded axe into it twice more for each check (a third of the
 * accessibility tests' time). The site has no frame from another origin
 * to check (the ad network's, in the ads build, is left out by name).
 */
export async function expectNoViolations(
  page: Page,
  state: string,
  exclude?: string,
  include?: string,
) {
  await expect(page.locator('[data-drawing]')).toHaveCount(0)
  // options() replaces every option: it comes before withTags().
  const axe = new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_TAGS)
  if (include) axe.include(include)
  const { violations } = await (exclude ? axe.exclude(exclude) : axe).analyze()
  const report = violations.map(
    (v) =>
      `${v.id} [impact: ${v.impact ?? 'unknown'}] ${v.help}\n` +
      v.nodes.map((n) => `    target: ${n.target.join(' ')}`).join('\n'),
  )
  expect(report, `axe violations on ${state}:\n${report.join('\n')}`).toEqual(
    [],
  )
}
