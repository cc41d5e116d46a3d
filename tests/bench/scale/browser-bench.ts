/**
 * The browser half of `npm run bench:scale`: the production build in Debian's
 * Chromium, a phone-sized viewport and 4x CPU throttling (CDP
 * Emulation.setCPUThrottlingRate), timing a filter click to the updated
 * result list, measured inside the page.
 */
import { chromium, type Browser, type Page } from '@playwright/test'

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium'
export const CPU_THROTTLING_RATE = 4

/** The filter checkboxes clicked, each on then off (labels of filter-panel.tsx). */
export const FILTER_LABELS = [
  'Open After 6 PM',
  'Weekend Hours',
  'Open Late (Past 9 PM)',
  'Open Early (Before 8 AM)',
  'Pediatric Specialists',
  'Emergency Care',
  'Walk-in Welcome',
  'Telehealth Available',
] as const

export interface ClickSample {
  filter: string
  checked: boolean
  /** Click event → React's commit of the update (DOM updated), ms. */
  domMs: number
  /** Click event → result count heading changed, ms (null: count unchanged). */
  countChangedMs: number | null
  /** Click event → the frame after that DOM update (rAF + a task), ms. */
  frameMs: number
  before: string
  after: string
}

export interface BrowserSizeResult {
  size: number
  /** Median click → updated result list and next frame, ms. */
  medianFrameMs: number
  /** Median click → DOM updated (React's commit), ms. */
  medianDomMs: number
  maxFrameMs: number
  samples: ClickSample[]
  /** Load → first result heading, ms (throttled; informational). */
  loadMs: number
  cardsShown: number
  showMoreButton: boolean
}

/**
 * Installed in the page as plain JavaScript (a string, so no compiler helper
 * leaks into the page). __benchArm() records the timestamp of the next click
 * event (the input's own time), then, after that event has been dispatched:
 * a microtask queued behind React's own flush of the click's update (React
 * commits discrete updates before that) marks the commit, and the frame after
 * it (requestAnimationFrame, then one task) marks the updated list on screen.
 * A MutationObserver also notes when the result count heading changed (some
 * clicks legitimately leave the count as it was).
 */
const IN_PAGE = `
(() => {
  const COUNT = /^(\\d+ clinics? found|No clinics found)$/
  const resultHeading = () => {
    for (const h of document.querySelectorAll('h2')) {
      const text = (h.textContent || '').trim()
      if (COUNT.test(text)) return text
    }
    return null
  }
  window.__benchArm = () => {
    const before = resultHeading()
    let clickAt = null
    let changedAt = null
    const obs = new MutationObserver(() => {
      if (changedAt === null && resultHeading() !== before)
        changedAt = performance.now()
    })
    obs.observe(document.body, { subtree: true, childList: true, characterData: true })
    window.__benchWait = new Promise((resolve) => {
      const timer = setTimeout(() => {
        obs.disconnect()
        resolve({ error: 'no click within 30 s', before })
      }, 30000)
      document.addEventListener('click', (e) => { clickAt = e.timeStamp },
        { capture: true, once: true })
      window.addEventListener('click', () => {
        queueMicrotask(() => {
          const commitAt = performance.now()
          requestAnimationFrame(() => {
            const ch = new MessageChannel()
            ch.port1.onmessage = () => {
              obs.disconnect()
              clearTimeout(timer)
              resolve({ clickAt, commitAt, changedAt,
                frameAt: performance.now(), before, after: resultHeading() })
            }
            ch.port2.postMessage(null)
          })
        })
      }, { once: true })
    })
    return before
  }
})()
`

interface InPageResult {
  clickAt: number | null
  commitAt: number
  changedAt: number | null
  frameAt: number
  before: string
  after: string
  error?: string
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  const mid = Math.floor(s.length / 2)
  return s.length === 0
    ? NaN
    : s.length % 2
      ? s[mid]!
      : (s[mid - 1]! + s[mid]!) / 2
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
}

async function clickAndMeasure(
  page: Page,
  label: string,
): Promise<ClickSample> {
  const box = page.getByRole('checkbox', { name: label, exact: true })
  const wasChecked = await box.isChecked()
  // Centred, so the fixed 911 banner at the bottom cannot cover it.
  await box.evaluate((el) => el.scrollIntoView({ block: 'center' }))
  const at = await box.boundingBox()
  if (!at) throw new Error(`${label}: checkbox not on screen`)
  const x = at.x + at.width / 2
  const y = at.y + at.height / 2
  const onTarget = await page.evaluate(
    `document.elementFromPoint(${x}, ${y})?.closest('label')?.textContent?.trim()`,
  )
  if (onTarget !== label)
    throw new Error(`${label}: something else is under the pointer`)
  await page.evaluate('window.__benchArm()')
  // A plain input click at the checkbox (no Playwright actionability work in
  // the page between the click and the update being measured).
  await page.mouse.click(x, y)
  const r = (await page.evaluate('window.__benchWait')) as InPageResult
  if (r.error || r.clickAt === null)
    throw new Error(`${label}: ${r.error ?? 'no click event seen'}`)
  if ((await box.isChecked()) === wasChecked)
    throw new Error(`${label}: the click did not toggle the checkbox`)
  if (r.changedAt !== null && r.changedAt > r.frameAt)
    throw new Error(`${label}: the list changed after the measured frame`)
  return {
    filter: label,
    checked: !wasChecked,
    domMs: r.commitAt - r.clickAt,
    countChangedMs: r.changedAt === null ? null : r.changedAt - r.clickAt,
    frameMs: r.frameAt - r.clickAt,
    before: r.before,
    after: r.after,
  }
}

/**
 * Opens the home page (the server must already serve `size` clinics), waits
 * for the full list, opens the filter panel, then clicks every filter on and
 * off `rounds` times after one unmeasured warm-up round.
 */
export async function benchClicks(
  browser: Browser,
  appUrl: string,
  size: number,
  rounds: number,
): Promise<BrowserSizeResult> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  })
  try {
    const page = await context.newPage()
    await page.addInitScript({ content: IN_PAGE })
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', {
      rate: CPU_THROTTLING_RATE,
    })
    const t0 = Date.now()
    await page.goto(appUrl)
    const expected = size === 1 ? '1 clinic found' : `${size} clinics found`
    await page
      .getByRole('heading', { name: expected, exact: true })
      .waitFor({ timeout: 120_000 })
    const loadMs = Date.now() - t0
    const cardsShown = await page.locator('article').count()
    const showMoreButton =
      (await page
        .getByRole('button', { name: 'Show more clinics', exact: true })
        .count()) > 0
    const toggle = page.getByRole('button', { name: /show\s*filters/i })
    if ((await toggle.count()) > 0 && (await toggle.isVisible()))
      await toggle.click()

    const samples: ClickSample[] = []
    for (let round = 0; round <= rounds; round += 1)
      for (const label of FILTER_LABELS) {
        const on = await clickAndMeasure(page, label)
        const off = await clickAndMeasure(page, label)
        if (round > 0) samples.push(on, off)
      }
    return {
      size,
      medianFrameMs: median(samples.map((s) => s.frameMs)),
      medianDomMs: median(samples.map((s) => s.domMs)),
      maxFrameMs: Math.max(...samples.map((s) => s.frameMs)),
      samples,
      loadMs,
      cardsShown,
      showMoreButton,
    }
  } finally {
    await context.close()
  }
}
