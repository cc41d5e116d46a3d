/**
 * A Vite plugin for client builds: the page's HTML loads a tiny first script
 * (src/boot.ts) instead of the app, and that script loads the app after the
 * browser's first paint (src/prerender/README.md, Decisions).
 *
 * Vite writes the app's entry as `<script type="module" src>` plus a
 * `<link rel="modulepreload">` per chunk it imports. This plugin removes
 * those tags and writes one `<script type="module" src="boot" data-app
 * data-preload>` naming them. The HTML names the current files on every
 * build, so a cached boot script never points at an old app. The stylesheet
 * link stays in the head: the first paint needs it.
 *
 * The development server is untouched (index.html's entry loads at once).
 */
import path from 'node:path'
import type { Plugin } from 'vite'

const BOOT_SOURCE = 'src/boot.ts'

/** Escapes a string for use inside a RegExp. */
const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * Replaces the app's script tag and its modulepreload links in `html` with
 * the boot script's tag. Throws when a tag is missing: a page that loaded
 * the app twice, or never, must not be built.
 */
export function bootInstead(
  html: string,
  files: { base: string; app: string; imports: string[]; boot: string },
): string {
  const url = (file: string) => files.base + file
  const script = new RegExp(
    `\\s*<script type="module"[^>]*\\ssrc="${literal(url(files.app))}"[^>]*></script>`,
  )
  if (!script.test(html))
    throw new Error(`after-first-paint: no script tag for ${files.app}`)
  let out = html.replace(script, '')
  for (const file of files.imports) {
    const link = new RegExp(
      `\\s*<link rel="modulepreload"[^>]*\\shref="${literal(url(file))}"[^>]*>`,
    )
    if (!link.test(out))
      throw new Error(`after-first-paint: no modulepreload link for ${file}`)
    out = out.replace(link, '')
  }
  const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;')
  const tag =
    `<script type="module" crossorigin src="${attr(url(files.boot))}"` +
    ` data-app="${attr(url(files.app))}"` +
    ` data-preload="${attr(files.imports.map(url).join(' '))}"></script>`
  if (!out.includes('</head>'))
    throw new Error('after-first-paint: the page has no </head>')
  return out.replace('</head>', () => `  ${tag}\n  </head>`)
}

export function afterFirstPaint(): Plugin {
  let base = '/'
  let bootId = ''
  return {
    name: 'after-first-paint',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      base = config.base
      bootId = path.resolve(config.root, BOOT_SOURCE)
    },
    buildStart() {
      this.emitFile({ type: 'chunk', id: bootId, name: 'boot' })
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle || !ctx.chunk) return html
        const boot = Object.values(ctx.bundle).find(
          (f) => f.type === 'chunk' && f.isEntry && f.facadeModuleId === bootId,
        )
        if (!boot)
          throw new Error(`after-first-paint: ${BOOT_SOURCE} was not built`)
        return bootInstead(html, {
          base,
          app: ctx.chunk.fileName,
          imports: ctx.chunk.imports,
          boot: boot.fileName,
        })
      },
    },
  }
}
