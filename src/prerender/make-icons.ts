/**
 * Draws the app's icons (web app manifest, Apple touch icon) and writes them
 * to public/icons/: a white heart with the blue cross of the favicon, on the brand blue. Run it
 * after changing the drawing and commit the PNGs (the build copies public/):
 *
 *   npx tsx src/prerender/make-icons.ts
 *
 * It screenshots the SVG with Debian's Chromium (CHROME_PATH to use another).
 */
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from '@playwright/test'

const BLUE = '#1e3a8a'

/** The mark on a 512 box; `scale` shrinks it about the centre (maskable safe zone). */
function mark(scale: number): string {
  return `<g transform="translate(256 256) scale(${scale}) translate(-256 -256)">
    <path fill="#fff" d="M256 424C118 336 68 256 68 190C68 130 114 86 170 86C206 86 236 104 256 134C276 104 306 86 342 86C398 86 444 130 444 190C444 256 394 336 256 424Z"/>
    <path fill="${BLUE}" d="M226 160h60v60h60v60h-60v60h-60v-60h-60v-60h60z"/>
  </g>`
}

export function iconSvg(kind: 'any' | 'maskable'): string {
  const bg =
    kind === 'maskable'
      ? `<rect width="512" height="512" fill="${BLUE}"/>`
      : `<rect width="512" height="512" rx="112" fill="${BLUE}"/>`
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">${bg}${mark(kind === 'maskable' ? 0.72 : 0.92)}</svg>`
}

async function main() {
  const root = fileURLToPath(new URL('../..', import.meta.url))
  const out = path.join(root, 'public/icons')
  await mkdir(out, { recursive: true })
  await writeFile(path.join(out, 'icon.svg'), iconSvg('any') + '\n')
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  })
  try {
    const page = await browser.newPage()
    const shots: [string, 'any' | 'maskable', number][] = [
      ['icon-192.png', 'any', 192],
      ['icon-512.png', 'any', 512],
      ['maskable-192.png', 'maskable', 192],
      ['maskable-512.png', 'maskable', 512],
      ['apple-touch-icon.png', 'maskable', 180],
    ]
    for (const [file, kind, size] of shots) {
      await page.setViewportSize({ width: size, height: size })
      await page.setContent(
        `<html><body style="margin:0;background:transparent">${iconSvg(kind).replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`,
      )
      await page.screenshot({
        path: path.join(out, file),
        omitBackground: true,
        clip: { x: 0, y: 0, width: size, height: size },
      })
    }
  } finally {
    await browser.close()
  }
  console.log(`[icons] wrote ${out}`)
}

if (
  process.argv[1] &&
  path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)
)
  void main()
