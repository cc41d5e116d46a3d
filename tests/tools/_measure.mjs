import { chromium } from '@playwright/test'
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' })
const p = await b.newPage({ viewport: { width: 1280, height: 720 } })
await p.goto(process.argv[2])
const r = await p.evaluate(() => {
  const h = document.querySelector('header > div')
  const out = [['row', h.getBoundingClientRect().width, getComputedStyle(h).columnGap]]
  for (const el of h.children) out.push([el.tagName + ' ' + (el.textContent||'').slice(0,20), Math.round(el.getBoundingClientRect().width), Math.round(el.getBoundingClientRect().height)])
  const nav = h.querySelector('div'); 
  for (const el of h.children[2]?.children ?? []) out.push(['  ' + el.tagName + ' ' + (el.textContent||'').slice(0,20), Math.round(el.getBoundingClientRect().width)])
  const t = h.querySelector('a span span'); const range = document.createRange(); range.selectNodeContents(t); out.push(['title text', Math.round(range.getBoundingClientRect().width)])
  return out
})
console.log(r.map(x => x.join(' | ')).join('\n'))
await b.close()
