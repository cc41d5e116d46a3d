#!/usr/bin/env node
/**
 * node tests/tools/copy-e2e-build.mjs FROM TO FROM_PORT TO_PORT
 *
 * Copies an end-to-end build (tests/tools/build-e2e.sh) for a second
 * Playwright run on other ports: the same files, byte for byte, but for the
 * loopback stand-in's port baked into the bundle, the service worker and the
 * Content-Security-Policy (127.0.0.1:FROM_PORT becomes 127.0.0.1:TO_PORT).
 * The two ports have as many digits, so every file keeps its size. Made in
 * well under a second, where a second build takes a core for 15 s.
 *
 * Refuses (exit 1) when the ports differ in length or the source build
 * names no stand-in at FROM_PORT (a build made for other ports).
 */
import {
  cpSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import path from 'node:path'

const [from, to, fromPort, toPort] = process.argv.slice(2)
if (
  !from ||
  !to ||
  !/^\d+$/.test(fromPort ?? '') ||
  !/^\d+$/.test(toPort ?? '')
) {
  console.error('usage: copy-e2e-build.mjs FROM TO FROM_PORT TO_PORT')
  process.exit(1)
}
if (fromPort.length !== toPort.length) {
  console.error(
    `copy-e2e-build: ports ${fromPort} and ${toPort} differ in length`,
  )
  process.exit(1)
}
const before = `127.0.0.1:${fromPort}`
const after = `127.0.0.1:${toPort}`
const TEXT =
  /\.(html|js|mjs|css|json|webmanifest|xml|txt|svg)$|^_headers$|^_redirects$/

rmSync(to, { recursive: true, force: true })
cpSync(from, to, { recursive: true })

let changed = 0
function walk(dir) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name)
    if (statSync(file).isDirectory()) walk(file)
    else if (TEXT.test(name)) {
      const text = readFileSync(file, 'utf8')
      if (!text.includes(before)) continue
      writeFileSync(file, text.replaceAll(before, after))
      changed++
    }
  }
}
walk(to)
if (changed === 0) {
  console.error(`copy-e2e-build: no file of ${from} names ${before}`)
  process.exit(1)
}
console.log(
  `copy-e2e-build: ${to} from ${from}, ${changed} files now name ${after}`,
)
