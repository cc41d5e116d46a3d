import { chromium } from '@playwright/test'
const [,, url, out, w='360', h='740'] = process.argv
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' })
const p = await b.newPage({ viewport: { width: +w, height: +h } })
const errs = []
p.on('console', m => { if (m.type() === 'error' || m.type()==='warning') errs.push(m.type()+': '+m.text().slice(0,300)) })
p.on('pageerror', e => errs.push('pageerror: ' + e.message))
await p.goto(url, { waitUntil: 'networkidle' })
await p.waitForTimeout(800)
await p.screenshot({ path: out, fullPage: process.env.FULL === '1' })
console.log(errs.join('\n') || 'no console errors')
console.log((await p.innerText('body')).slice(0, 600))
await b.close()
