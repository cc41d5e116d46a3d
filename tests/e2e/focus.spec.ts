import { expect, test, type Page } from './support/test'
import { control, isDatabaseMode } from './support/control'
import { open } from './support/home'
import { sameInBothDataModes } from './support/modes'

/**
 * Visible focus: tabbing through each kind of page reaches every interactive
 * element, and each one, once focused, shows a focus indicator (an outline or
 * a box-shadow ring) that no overflow clips and no sticky bar covers.
 */

const CLINIC = 'owensboro-health-urgent-care-ford-medical-building'
const ARTICLE = 'urgent-care-vs-emergency-room-for-kids'
const MAX_STOPS = 400

interface Stop {
  repeat: boolean
  name: string
  problem: string | null
}

/** Inspects the focused element; records it in window.__focusSeen. */
function inspectFocus(): Stop | null {
  const el = document.activeElement as HTMLElement | null
  if (!el || el === document.body || el === document.documentElement)
    return null
  const w = window as unknown as { __focusSeen?: WeakSet<Element> }
  w.__focusSeen ??= new WeakSet()
  const repeat = w.__focusSeen.has(el)
  w.__focusSeen.add(el)
  const label = (
    el.getAttribute('aria-label') ??
    el.getAttribute('placeholder') ??
    el.textContent ??
    ''
  )
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 50)
  const name = `<${el.tagName.toLowerCase()}> "${label}"`
  const cs = getComputedStyle(el)
  const transparent = (c: string) =>
    c === 'transparent' || /rgba\(.*,\s*0\)$/.test(c)
  const outlineWidth = parseFloat(cs.outlineWidth) || 0
  const hasOutline =
    cs.outlineStyle !== 'none' &&
    outlineWidth > 0 &&
    !transparent(cs.outlineColor)
  const hasRing = cs.boxShadow !== 'none' && cs.boxShadow !== ''
  if (!hasOutline && !hasRing)
    return {
      repeat,
      name,
      problem: `no focus indicator (outline: ${cs.outlineStyle} ${cs.outlineWidth} ${cs.outlineColor}; box-shadow: ${cs.boxShadow})`,
    }
  // At least one part of the indicator contrasts 3:1 with what is behind
  // the element (WCAG 1.4.11): a blue outline on white, a white ring on the
  // dark blue hero or the red banner.
  const ctx = document.createElement('canvas').getContext('2d')!
  const rgba = (c: string) => {
    ctx.clearRect(0, 0, 1, 1)
    ctx.fillStyle = c
    ctx.fillRect(0, 0, 1, 1)
    return [...ctx.getImageData(0, 0, 1, 1).data]
  }
  const luminance = (c: number[]) => {
    const [r, g, b] = c.map((v) => {
      const s = v / 255
      return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
    })
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
  }
  const contrast = (a: number[], b: number[]) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
    return (hi! + 0.05) / (lo! + 0.05)
  }
  let behind = [255, 255, 255, 255]
  for (let p = el.parentElement; p; p = p.parentElement) {
    const c = rgba(getComputedStyle(p).backgroundColor)
    if (c[3]! > 250) {
      behind = c
      break
    }
  }
  const parts = [
    ...(hasOutline ? [cs.outlineColor] : []),
    ...(hasRing
      ? (cs.boxShadow.match(/(?:rgba?|oklch|oklab|lab|lch|hsla?)\([^)]*\)/g) ??
        [])
      : []),
  ]
  const best = Math.max(0, ...parts.map((c) => contrast(rgba(c), behind)))
  if (best < 3)
    return {
      repeat,
      name,
      problem: `focus indicator contrast ${best.toFixed(2)}:1 against rgb(${behind.slice(0, 3).join(', ')})`,
    }
  const r = el.getBoundingClientRect()
  if (r.width < 1 || r.height < 1)
    return { repeat, name, problem: 'focused but has no size' }
  // The outline must not be clipped by an ancestor that hides overflow.
  const reach = hasOutline
    ? outlineWidth + Math.max(0, parseFloat(cs.outlineOffset) || 0)
    : 0
  for (let p = el.parentElement; p; p = p.parentElement) {
    const ps = getComputedStyle(p)
    if (ps.overflowX === 'visible' && ps.overflowY === 'visible') continue
    const c = p.getBoundingClientRect()
    const ring = {
      left: r.left - reach,
      right: r.right + reach,
      top: r.top - reach,
      bottom: r.bottom + reach,
    }
    const tolerance = 0.5
    if (
      ring.left < c.left - tolerance ||
      ring.right > c.right + tolerance ||
      (ps.overflowY !== 'auto' &&
        ps.overflowY !== 'scroll' &&
        (ring.top < c.top - tolerance || ring.bottom > c.bottom + tolerance))
    )
      return {
        repeat,
        name,
        problem: `focus ring clipped by <${p.tagName.toLowerCase()} class="${p.className}">`,
      }
  }
  // Not entirely hidden by another element such as the sticky 911 banner.
  const points: Array<[number, number]> = [
    [(r.left + r.right) / 2, (r.top + r.bottom) / 2],
    [r.left + 2, r.top + 2],
    [r.right - 2, r.top + 2],
    [r.left + 2, r.bottom - 2],
    [r.right - 2, r.bottom - 2],
  ]
  const shown = points.some(([x, y]) => {
    const hit = document.elementFromPoint(x, y)
    return hit !== null && (el === hit || el.contains(hit))
  })
  if (!shown)
    return { repeat, name, problem: 'covered by another element when focused' }
  return { repeat, name, problem: null }
}

/**
 * Visible, enabled, tabbable elements (inside `scope`) focus never reached.
 * A radio group is one Tab stop (its checked button; the arrow keys move in
 * it): its other buttons count as reached when one of the group was.
 */
function unreached(scope: string): string[] {
  const w = window as unknown as { __focusSeen?: WeakSet<Element> }
  const root = document.querySelector(scope) ?? document.body
  const all = root.querySelectorAll<HTMLElement>(
    'a[href], button, input, select, textarea, summary, [tabindex]',
  )
  const groupReached = (el: HTMLElement) =>
    el instanceof HTMLInputElement &&
    el.type === 'radio' &&
    el.name !== '' &&
    Array.from(
      document.querySelectorAll<HTMLInputElement>('input[type=radio]'),
    ).some((r) => r.name === el.name && w.__focusSeen?.has(r))
  return Array.from(all)
    .filter(
      (el) =>
        !groupReached(el) &&
        !(el as HTMLButtonElement).disabled &&
        el.tabIndex >= 0 &&
        el.checkVisibility({ visibilityProperty: true }) &&
        el.getBoundingClientRect().width > 0 &&
        !el.closest('[inert], [aria-hidden="true"]') &&
        !w.__focusSeen?.has(el),
    )
    .map(
      (el) =>
        `<${el.tagName.toLowerCase()}> "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 50)}"`,
    )
}

/** Tabs until focus comes back round; returns every problem found. */
async function tabThrough(page: Page, scope = 'body') {
  await page.evaluate(() => {
    ;(window as unknown as { __focusSeen?: unknown }).__focusSeen = undefined
  })
  const problems: string[] = []
  let stops = 0
  for (let i = 0; i < MAX_STOPS; i++) {
    await page.keyboard.press('Tab')
    const stop = await page.evaluate(inspectFocus)
    if (!stop) continue
    if (stop.repeat) break
    stops++
    if (stop.problem) problems.push(`${stop.name}: ${stop.problem}`)
  }
  const missed = await page.evaluate(unreached, scope)
  for (const m of missed) problems.push(`${m}: never reached with Tab`)
  return { problems, stops }
}

test.beforeEach(async ({ request }) => {
  // Tabbing through a long page is hundreds of key presses.
  test.slow()
  await control(request, { reset: true })
})

for (const [name, path] of [
  ['home', '/'],
  ['a town page', '/town/henderson'],
  ['a clinic page', `/clinic/${CLINIC}`],
  ['the blog list', '/blog'],
  ['an article', `/blog/${ARTICLE}`],
  ['the privacy policy', '/privacy'],
  ['the terms of service', '/terms'],
  ['the HTML site map', '/sitemap'],
  ['the not-found page', '/no/such/page'],
] as const)
  test(`${name}: every interactive element takes a visible focus`, async ({
    page,
  }) => {
    sameInBothDataModes('database')
    await open(page, path)
    if (path === '/sitemap')
      await expect(
        page.getByRole('heading', { name: /^All Clinics by City/ }),
      ).toBeVisible()
    const { problems, stops } = await tabThrough(page)
    expect(stops).toBeGreaterThan(10)
    expect(problems, problems.join('\n')).toEqual([])
  })

test.describe('on a 360 px screen', () => {
  test.use({ viewport: { width: 360, height: 740 } })
  test('home with the filters expanded', async ({ page }) => {
    sameInBothDataModes('database')
    await open(page, '/')
    await page.getByRole('button', { name: 'Show filters' }).press('Enter')
    await expect(
      page.getByRole('checkbox', { name: 'Weekend Hours' }),
    ).toBeVisible()
    const { problems, stops } = await tabThrough(page)
    expect(stops).toBeGreaterThan(10)
    expect(problems, problems.join('\n')).toEqual([])
  })

  test('the age choices: one Tab stop, the arrow keys move and choose, each with a visible focus', async ({
    page,
  }) => {
    sameInBothDataModes('database')
    await open(page, '/')
    await page.getByRole('button', { name: 'Show filters' }).press('Enter')
    const any = page.getByRole('radio', { name: 'Any age' })
    await expect(any).toBeChecked()
    await any.focus()
    for (const name of ['Under 6 months', '6–23 months', '2 years and older']) {
      await page.keyboard.press('ArrowDown')
      const choice = page.getByRole('radio', { name })
      await expect(choice).toBeFocused()
      await expect(choice).toBeChecked()
      const stop = await page.evaluate(inspectFocus)
      expect(stop?.problem ?? null, name).toBeNull()
    }
    await expect(page).toHaveURL(/age=2-years-plus/)
    // Back to 'Any age': the filter is off again.
    await page.keyboard.press('ArrowDown')
    await expect(any).toBeFocused()
    await expect(any).toBeChecked()
    await expect(page).not.toHaveURL(/age=/)
  })
})

test('the contact modal: focus stays inside and every control shows it', async ({
  page,
  baseURL,
}) => {
  await open(page, '/')
  await page.getByRole('button', { name: 'Contact Support' }).press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Send Us a Message' })
  await expect(dialog).toBeVisible()
  if (isDatabaseMode(baseURL)) {
    await page.keyboard.press('Enter')
    await expect(dialog.getByText('Name is required.')).toBeVisible()
  }
  const { problems, stops } = await tabThrough(page, '[role="dialog"]')
  expect(stops).toBeGreaterThanOrEqual(6)
  expect(problems, problems.join('\n')).toEqual([])
})

test('the Emergency Info dialog: every control shows focus', async ({
  page,
}) => {
  sameInBothDataModes('database')
  await open(page, '/')
  await page.getByRole('button', { name: 'Emergency Info' }).press('Enter')
  await expect(
    page.getByRole('dialog', { name: 'Emergency Information' }),
  ).toBeVisible()
  const { problems, stops } = await tabThrough(page, '[role="dialog"]')
  expect(stops).toBeGreaterThanOrEqual(3)
  expect(problems, problems.join('\n')).toEqual([])
})
