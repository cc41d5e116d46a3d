import type { Page } from '@playwright/test'
import { ready } from './control'

/**
 * What the home-page specs share: the frozen clock they open pages at, and
 * the results, cards and location field as a parent finds them (by role,
 * name and placeholder).
 */

// Monday 2026-11-23 09:00 in Chicago (all built-in clinics are in Central time).
export const MONDAY_9AM_CENTRAL = new Date('2026-11-23T15:00:00Z')

export const results = (page: Page) =>
  page.getByRole('region', { name: 'Clinic results' })
export const resultsHeading = (page: Page) =>
  results(page).getByRole('heading', { level: 2 }).first()
export const cards = (page: Page) => results(page).getByRole('article')
export const heroField = (page: Page) =>
  page.getByPlaceholder('City, State or ZIP').first()

/** Opens `path` with the clock frozen at MONDAY_9AM_CENTRAL, once hydrated. */
export async function open(page: Page, path: string): Promise<void> {
  await page.clock.setFixedTime(MONDAY_9AM_CENTRAL)
  await page.goto(path)
  await ready(page)
}
