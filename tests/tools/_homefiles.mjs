import { chromium } from '@playwright/test'
import { gzipSync } from 'node:zlib'
import { readFileSync } from 'node:fs'
const [,, base, dist, pathname='/'] = process.argv
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' })
const p = await b.newPage({ viewport: { width: 412, height: 823 } })
const files = new Set()
p.on('request', r => { const u = new URL(r.url()); if (r.resourceType()==='script') files.add(u.pathname) })
await p.goto(base + pathname, { waitUntil: 'networkidle' })
await p.waitForTimeout(1500)
let t = 0
for (const f of files) { const g = gzipSync(readFileSync(dist + decodeURIComponent(f)), {level:9}).length; t += g; console.log(g, f) }
console.log('total', t)
await b.close()
