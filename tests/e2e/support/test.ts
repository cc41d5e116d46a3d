import { test as base } from '@playwright/test'

/**
 * Every end-to-end spec imports `test` and `expect` from here, not from
 * '@playwright/test': each page then opens at one fixed instant, never at
 * the hour the suite happens to run (a layout test once failed only at 8:55
 * PM on a Saturday).
 *
 * The default is `E2E_NOW` (any date `Date` reads, such as
 * '2026-12-25T16:00:00Z') or, unset, Tuesday 2026-11-24 10:30 AM in Chicago,
 * where every built-in clinic is. A test (or a file, with `test.use({ now })`)
 * may choose its own instant; `page.clock.setFixedTime(…)` inside a test
 * still moves it. The clock is Playwright's fixed time: `Date` is frozen,
 * timers and animation frames run as usual, and the performance timeline
 * (paint, navigation, resources) reads as in a real page.
 */
export * from '@playwright/test'

export const DEFAULT_NOW = readNow(process.env.E2E_NOW)

function readNow(raw: string | undefined): Date {
  if (raw === undefined || raw.trim() === '')
    return new Date('2026-11-24T16:30:00Z')
  const at = new Date(raw)
  if (Number.isNaN(at.getTime()))
    throw new Error(
      `E2E_NOW: "${raw}" is not a date (write it as 2026-12-25T16:00:00Z)`,
    )
  return at
}

/** The timeline's readers (what the clock's stand-in answers with []). */
const TIMELINE = ['getEntries', 'getEntriesByType', 'getEntriesByName'] as const

export const test = base.extend<{ now: Date }>({
  now: [DEFAULT_NOW, { option: true }],
  context: async ({ context, now }, provide) => {
    // Playwright's clock replaces `performance`, whose timeline then reads
    // empty (no navigation, paint or resource entries): the page keeps the
    // real timeline's readers, saved before the clock and put back after.
    await context.addInitScript((readers: readonly string[]) => {
      const real = performance as unknown as Record<string, () => unknown>
      const w = window as unknown as Record<string, unknown>
      w.__timeline = Object.fromEntries(
        readers.map((m) => [m, real[m]!.bind(performance)]),
      )
    }, TIMELINE)
    await context.clock.setFixedTime(now)
    await context.addInitScript(() => {
      const saved = (window as unknown as Record<string, unknown>)
        .__timeline as Record<string, unknown> | undefined
      if (saved) Object.assign(performance, saved)
    })
    await provide(context)
  },
})
