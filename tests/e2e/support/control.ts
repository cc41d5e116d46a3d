import type { APIRequestContext, Page } from '@playwright/test'
import type { SentEmail, StoredMessage } from './contact-backend'
import { PORTS } from './ports'

export const STAND_IN = `http://127.0.0.1:${PORTS.standIn}`

export interface StandInRecords {
  contacts: Array<{
    method: string
    headers: Record<string, string>
    body: string
  }>
  /** contact_messages rows the real function stored (service role). */
  messages: StoredMessage[]
  /** E-mails the real function sent through the Resend stand-in. */
  emails: SentEmail[]
  /** Requests from the function the contact stand-ins refused. */
  backendUnexpected: string[]
  geocodes: string[]
  /** Map tile paths requested (/tiles/{z}/{x}/{y}.png). */
  tiles: string[]
  restRequests: string[]
  unexpected: string[]
}

export async function control(
  request: APIRequestContext,
  cmd: Record<string, unknown>,
) {
  const r = await request.post(`${STAND_IN}/__control`, { data: cmd })
  if (!r.ok()) throw new Error(`stand-in control failed: ${r.status()}`)
}

export async function records(
  request: APIRequestContext,
): Promise<StandInRecords> {
  return (await (
    await request.get(`${STAND_IN}/__control`)
  ).json()) as StandInRecords
}

/** Collects console errors and page errors, for "no errors" assertions. */
export function collectProblems(page: Page): string[] {
  const problems: string[] = []
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`))
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`)
  })
  return problems
}

/**
 * Waits until the app has hydrated (or mounted) and shows live data: a
 * prerendered page re-reads its data from the live source after hydration.
 */
export async function ready(page: Page) {
  await page.waitForFunction(
    () =>
      document.documentElement.dataset.hydrated === 'true' &&
      document.documentElement.dataset.liveData === 'done' &&
      // A prerendered result list draws its first page after hydration.
      document.querySelector('[data-drawing]') === null,
  )
}

/**
 * Waits until the page has gone quiet: no request for half a second
 * (Playwright's network idle) and then an idle moment of its main thread.
 * What a page says late (a resource that failed, a warning deferred to
 * after hydration, a reload it asks for) has happened by then: the test
 * then asserts that nothing more came, without a fixed delay.
 */
export async function quiet(page: Page) {
  await page.waitForLoadState('networkidle')
  await page.evaluate(
    () =>
      new Promise<void>((done) =>
        requestIdleCallback(() => done(), { timeout: 2_000 }),
      ),
  )
}

/**
 * Waits for `count` frames the page draws (requestAnimationFrame): a smooth
 * scroll or a wheel moves the page once per frame, so a position read
 * after them is the one drawn, not a guess after a fixed delay.
 */
export async function frames(page: Page, count: number) {
  await page.evaluate(
    (n) =>
      new Promise<void>((done) => {
        const next = (left: number) =>
          left === 0 ? done() : requestAnimationFrame(() => next(left - 1))
        next(n)
      }),
    count,
  )
}

/** True for the database-mode project (see playwright.config.ts). */
export function isDatabaseMode(baseURL: string | undefined): boolean {
  return baseURL?.endsWith(`:${PORTS.database}`) ?? false
}
