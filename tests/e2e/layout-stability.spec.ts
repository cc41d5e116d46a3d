import { expect, test, type Page } from '@playwright/test'
import { control, ready } from './support/control'

/**
 * Nothing a parent is reading moves by itself: no layout shift while a page
 * loads, hydrates, gets its open statuses and lets its long lists skip their
 * off-screen parts. Scrolling down the list and back changes nothing either.
 */

const PHONE = { width: 412, height: 823 }

test.beforeEach(async ({ page, request }) => {
  await control(request, { reset: true })
  await page.setViewportSize(PHONE)
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: number[] }
    w.__shifts = []
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as Array<{
        value: number
        hadRecentInput: boolean
      }>)
        if (!e.hadRecentInput) w.__shifts.push(e.value)
    }).observe({ type: 'layout-shift', buffered: true })
  })
})

/** Layout shifts so far, after two more frames and a pause. */
async function shifts(page: Page): Promise<number[]> {
  await page.evaluate(
    () =>
      new Promise((done) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => setTimeout(done, 500)),
        ),
      ),
  )
  return page.evaluate(
    () => (window as unknown as { __shifts: number[] }).__shifts,
  )
}

for (const [name, path] of [
  ['home', '/'],
  ['a town page', '/town/henderson'],
  [
    'a clinic page',
    '/clinic/owensboro-health-urgent-care-henderson-healthplex',
  ],
] as const)
  test(`${name}: no layout shift from load to settled`, async ({ page }) => {
    await page.goto(path)
    await ready(page)
    expect(await shifts(page)).toEqual([])
  })

test('home: scrolling down the whole list and back up moves nothing on screen', async ({
  page,
}) => {
  await page.goto('/')
  await ready(page)
  // Cards scrolled away skip their rendering; coming back they must be drawn
  // at the height they kept, in the same frame.
  await shifts(page)
  await page.mouse.move(200, 400)
  const height = await page.evaluate(
    () => document.documentElement.scrollHeight,
  )
  for (const direction of [1, -1]) {
    for (let y = 0; y < height; y += 400) {
      await page.mouse.wheel(0, 400 * direction)
      await page.waitForTimeout(50)
    }
    await shifts(page)
  }
  expect(await page.evaluate(() => window.scrollY)).toBe(0)
  expect(await shifts(page)).toEqual([])
})
