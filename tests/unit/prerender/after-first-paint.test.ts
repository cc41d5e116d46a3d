import { describe, expect, it } from 'vitest'
import { bootInstead } from '@/prerender/after-first-paint'

/** index.html as Vite writes it for a client build. */
const VITE_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <!--app-head-->
    <script type="module" crossorigin src="/assets/index-Ab1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/jsx-runtime-Cd2.js">
    <link rel="modulepreload" crossorigin href="/assets/env-Ef3.js">
    <link rel="stylesheet" crossorigin href="/assets/index-Gh4.css">
  </head>
  <body>
    <div id="root"><!--app-html--></div>
  </body>
</html>`

const FILES = {
  base: '/',
  app: 'assets/index-Ab1.js',
  imports: ['assets/jsx-runtime-Cd2.js', 'assets/env-Ef3.js'],
  boot: 'assets/boot-Ij5.js',
}

describe('bootInstead', () => {
  const out = bootInstead(VITE_HTML, FILES)

  it('leaves one module script: the boot script, naming the app and its imports', () => {
    const scripts = [...out.matchAll(/<script\b[^>]*>/g)].map((m) => m[0])
    expect(scripts).toEqual([
      '<script type="module" crossorigin src="/assets/boot-Ij5.js" data-app="/assets/index-Ab1.js" data-preload="/assets/jsx-runtime-Cd2.js /assets/env-Ef3.js">',
    ])
    expect(out).not.toContain('modulepreload')
  })

  it('keeps the stylesheet link, the placeholders and everything else', () => {
    expect(out).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/index-Gh4.css">',
    )
    expect(out).toContain('<!--app-head-->')
    expect(out).toContain('<div id="root"><!--app-html--></div>')
    expect(out.indexOf('boot-Ij5.js')).toBeLessThan(out.indexOf('</head>'))
  })

  it('uses the configured base path', () => {
    const html = VITE_HTML.replaceAll('"/assets/', '"/kids/assets/')
    expect(bootInstead(html, { ...FILES, base: '/kids/' })).toContain(
      'src="/kids/assets/boot-Ij5.js" data-app="/kids/assets/index-Ab1.js" data-preload="/kids/assets/jsx-runtime-Cd2.js /kids/assets/env-Ef3.js"',
    )
  })

  it('an app with no shared chunks gets an empty preload list', () => {
    const html = VITE_HTML.replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    expect(bootInstead(html, { ...FILES, imports: [] })).toContain(
      'data-preload=""',
    )
  })

  it('refuses to build a page that would load the app twice or never', () => {
    expect(() =>
      bootInstead(VITE_HTML, { ...FILES, app: 'assets/index-Zz9.js' }),
    ).toThrow(/no script tag for assets\/index-Zz9.js/)
    expect(() =>
      bootInstead(VITE_HTML, {
        ...FILES,
        imports: [...FILES.imports, 'assets/other-Kl6.js'],
      }),
    ).toThrow(/no modulepreload link for assets\/other-Kl6.js/)
    expect(() => bootInstead(VITE_HTML.replace('</head>', ''), FILES)).toThrow(
      /no <\/head>/,
    )
  })
})
