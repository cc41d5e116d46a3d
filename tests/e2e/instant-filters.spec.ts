import { expect, test } from './support/test'
import { collectProblems, control } from './support/control'
import { cards, open, resultsHeading } from './support/home'
import { sameInBothDataModes } from './support/modes'

/*
 * A filter tap draws the first screen of cards at once and the rest just
 * after, and keeps the cards of clinics filtered out, hidden
 * (src/components/clinic/clinic-card-list.tsx): taps faster than that must
 * still end in the right list, with no card left from an earlier one.
 */

test.beforeEach(async ({ request }) => {
  await control(request, { reset: true })
})

test('ten filter taps in a row without waiting end in the right list, no stale card, no console error', async ({
  page,
}) => {
  sameInBothDataModes('builtin')
  const problems = collectProblems(page)
  await open(page, '/')
  const toggle = page.getByRole('button', { name: /Show\s*filters/ })
  if (await toggle.isVisible()) await toggle.click()
  const walkIn = page.getByRole('checkbox', { name: 'Walk-in Welcome' })
  const evening = page.getByRole('checkbox', { name: 'Open After 6 PM' })
  // The panel opened by the toggle is drawn first.
  await expect(walkIn).toBeVisible()
  await expect(evening).toBeVisible()
  // Ten taps, one task after the other, never waiting for the list: each
  // filter five times, so both end checked.
  await page.evaluate(async () => {
    const box = (name: string) =>
      Array.from(
        document.querySelectorAll<HTMLInputElement>('input[type=checkbox]'),
      ).find((b) => b.closest('label')?.textContent?.trim() === name)!
    const taps = [box('Walk-in Welcome'), box('Open After 6 PM')]
    for (let i = 0; i < 10; i++) {
      taps[i % 2]!.click()
      await new Promise((r) => setTimeout(r, 0))
    }
  })
  await expect(walkIn).toBeChecked()
  await expect(evening).toBeChecked()
  await expect(page).toHaveURL(/hours=after-hours/)
  await expect(page).toHaveURL(/services=walk-in/)

  // The same search opened afresh is the list the taps must end in.
  const fresh = await page.context().newPage()
  await open(fresh, new URL(page.url()).pathname + new URL(page.url()).search)
  // The search in the address is applied after hydration.
  await expect(
    fresh.getByRole('checkbox', { name: 'Walk-in Welcome' }),
  ).toBeChecked()
  await expect(resultsHeading(fresh)).not.toHaveText('36 clinics found')
  const expected = await cards(fresh).locator('h3').allTextContents()
  const heading = await resultsHeading(fresh).textContent()
  await fresh.close()
  expect(expected.length).toBeGreaterThan(0)
  expect(expected.length).toBeLessThan(36)

  await expect(resultsHeading(page)).toHaveText(heading!)
  // The live status line says the same.
  await expect(
    page.getByRole('status').filter({ hasText: /clinics? found$/ }),
  ).toHaveText(heading!)
  await expect(cards(page)).toHaveCount(expected.length)
  expect(await cards(page).locator('h3').allTextContents()).toEqual(expected)
  // Every item shown holds its card (none left empty or stale); the cards of
  // clinics filtered out are kept, hidden.
  await expect(
    page
      .getByRole('region', { name: 'Clinic results' })
      .locator('li:not([hidden])')
      .filter({ has: page.locator('article'), visible: true }),
  ).toHaveCount(expected.length)
  expect(problems).toEqual([])
})

// On a phone the filter panel is folded: its controls and the rest of the
// search code wait for the parent's first touch or key.
test.describe('on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 } })
  for (const first of ['touch', 'key'] as const)
    test(`the first ${first} on home fetches the search link's chunk before any filter is set, and not before an interaction`, async ({
      page,
    }) => {
      sameInBothDataModes('builtin')
      const problems = collectProblems(page)
      const fetched: string[] = []
      page.on('request', (r) => {
        if (/\/search-link-[\w-]+\.js$/.test(new URL(r.url()).pathname))
          fetched.push(r.url())
      })
      await open(page, '/')
      await page.waitForLoadState('networkidle')
      expect(fetched).toEqual([])

      const chunk = page.waitForRequest((r) => /\/search-link-/.test(r.url()))
      if (first === 'key') await page.keyboard.press('Tab')
      else {
        // A touch on the results' heading: nothing there to activate.
        const at = (await resultsHeading(page).boundingBox())!
        await page.mouse.move(at.x + 4, at.y + 4)
        await page.mouse.down()
        await page.mouse.up()
      }
      await chunk
      // Nothing was set by it: the address has no search.
      expect(new URL(page.url()).search).toBe('')
      await expect(resultsHeading(page)).toHaveText('36 clinics found')

      // The first filter tap then shows 'Share this search' and the search in
      // the address.
      const toggle = page.getByRole('button', { name: /Show\s*filters/ })
      if (await toggle.isVisible()) await toggle.click()
      await page.getByRole('checkbox', { name: 'Walk-in Welcome' }).check()
      await expect(
        page.getByRole('button', { name: /Share this search/ }),
      ).toBeVisible()
      await expect(page).toHaveURL(/services=walk-in/)
      expect(fetched.length).toBeGreaterThan(0)
      expect(problems).toEqual([])
    })
})

test('on a wide screen the filter panel is shown open: its controls load after hydration, with nothing set', async ({
  page,
}) => {
  sameInBothDataModes('builtin')
  await page.setViewportSize({ width: 1280, height: 800 })
  const problems = collectProblems(page)
  const chunk = page.waitForRequest((r) => /\/search-link-/.test(r.url()))
  await open(page, '/')
  await chunk
  await expect(
    page.getByRole('checkbox', { name: 'Walk-in Welcome' }),
  ).toBeVisible()
  await expect(page.getByRole('radio', { name: 'Any age' })).toBeChecked()
  expect(new URL(page.url()).search).toBe('')
  await expect(resultsHeading(page)).toHaveText('36 clinics found')
  expect(problems).toEqual([])
})
