// @vitest-environment node
import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import {
  badgeOf,
  CHECKIN_CLASSES,
  OPEN_STATUS_CLASSES,
} from '@/components/open-status-classes'

/**
 * WCAG AA text contrast (4.5:1) of the green 'Open Now' and red 'Closed'
 * badges, computed from the colours Tailwind really ships (theme.css, oklch).
 */

const THEME = readFileSync(
  new URL('../../../node_modules/tailwindcss/theme.css', import.meta.url),
  'utf8',
)

type Rgb = [number, number, number]

/** Linear sRGB (0–1, clipped to the gamut) of a Tailwind colour name. */
function themeColor(name: string): Rgb {
  const value = new RegExp(`--color-${name}:\\s*([^;]+);`).exec(THEME)?.[1]
  if (!value) throw new Error(`--color-${name} not in tailwindcss/theme.css`)
  if (value === '#fff') return [1, 1, 1]
  const m = /^oklch\(([\d.]+)% ([\d.]+) ([\d.]+)\)$/.exec(value)
  if (!m) throw new Error(`unexpected colour ${value}`)
  return oklchToLinearSrgb(Number(m[1]) / 100, Number(m[2]), Number(m[3]))
}

function oklchToLinearSrgb(l: number, c: number, hDeg: number): Rgb {
  const h = (hDeg * Math.PI) / 180
  const a = c * Math.cos(h)
  const b = c * Math.sin(h)
  const l_ = (l + 0.3963377774 * a + 0.2158037573 * b) ** 3
  const m_ = (l - 0.1055613458 * a - 0.0638541728 * b) ** 3
  const s_ = (l - 0.0894841775 * a - 1.291485548 * b) ** 3
  const clip = (v: number) => Math.min(1, Math.max(0, v))
  return [
    clip(4.0767416621 * l_ - 3.3077115913 * m_ + 0.2309699292 * s_),
    clip(-1.2684380046 * l_ + 2.6097574011 * m_ - 0.3413193965 * s_),
    clip(-0.0041960863 * l_ - 0.7034186147 * m_ + 1.707614701 * s_),
  ]
}

const luminance = ([r, g, b]: Rgb) => 0.2126 * r + 0.7152 * g + 0.0722 * b

function contrast(a: Rgb, b: Rgb) {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (hi! + 0.05) / (lo! + 0.05)
}

const toSrgbByte = (v: number) =>
  Math.round(
    255 * (v <= 0.0031308 ? 12.92 * v : 1.055 * v ** (1 / 2.4) - 0.055),
  )

function classColor(classes: string, prefix: 'bg' | 'text' | 'ring') {
  const name = new RegExp(`(?:^| )${prefix}-([a-z]+-\\d+)(?: |$)`).exec(
    classes,
  )?.[1]
  if (!name) throw new Error(`no ${prefix}- colour in "${classes}"`)
  return themeColor(name)
}

test('the colour conversion matches the sRGB values Tailwind documents', () => {
  // blue-700 is #1447e6 and red-700 #c10007 in Tailwind 4.
  expect(themeColor('blue-700').map(toSrgbByte)).toEqual([20, 71, 230])
  expect(themeColor('red-700').map(toSrgbByte)).toEqual([193, 0, 7])
  expect(contrast([1, 1, 1], [0, 0, 0])).toBeCloseTo(21)
})

describe.each(Object.entries(OPEN_STATUS_CLASSES))('%s badge', (_, cls) => {
  test('its text contrasts at least 4.5:1 with its background', () => {
    expect(
      contrast(classColor(cls, 'text'), classColor(cls, 'bg')),
    ).toBeGreaterThanOrEqual(4.5)
  })
  test('its outline contrasts at least 3:1 with a white card', () => {
    expect(contrast(classColor(cls, 'ring'), [1, 1, 1])).toBeGreaterThanOrEqual(
      3,
    )
  })
})

test("the amber 'Open Now · closes in 25 min' and the check-in badges use colours tested above", () => {
  const tested = Object.values(OPEN_STATUS_CLASSES) as string[]
  expect(tested).toContain(badgeOf({ state: 'open', closesIn: 25 }).classes)
  for (const classes of Object.values(CHECKIN_CLASSES))
    expect(tested).toContain(classes)
})
