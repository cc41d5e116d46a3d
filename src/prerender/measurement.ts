/**
 * A Vite plugin for client builds that configure page views or ads
 * (VITE_ANALYTICS_URL, VITE_ADS_CLIENT with VITE_ADS_SLOTS, read by
 * src/config/env.ts): it builds src/measure.ts as a script of its own and
 * puts its tag in every page, with the settings in data attributes. A build
 * without them is untouched: no file, no tag, no byte in any bundle.
 */
import path from 'node:path'
import type { Plugin } from 'vite'
import { readMeasurement, type MeasurementEnv } from '../config/measurement.ts'

const SOURCE = 'src/measure.ts'

export interface MeasureSettings {
  analytics: string | null
  adsScript: string | null
  adsClient: string | null
}

/** The settings of a configuration, or null when it has neither. */
export function measureSettings(env: MeasurementEnv): MeasureSettings | null {
  const cfg = readMeasurement(env)
  if (!cfg.analytics && !cfg.ads) return null
  return {
    analytics: cfg.analytics?.endpoint ?? null,
    adsScript: cfg.ads?.scriptUrl ?? null,
    adsClient: cfg.ads?.client ?? null,
  }
}

/** `html` with the measure script's tag before </head>. */
export function withMeasureTag(
  html: string,
  src: string,
  settings: MeasureSettings,
): string {
  const attr = (s: string) =>
    s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')
  const data = [
    settings.analytics && ` data-analytics="${attr(settings.analytics)}"`,
    settings.adsScript && ` data-ads-script="${attr(settings.adsScript)}"`,
    settings.adsClient && ` data-ads-client="${attr(settings.adsClient)}"`,
  ]
    .filter(Boolean)
    .join('')
  const tag = `<script type="module" crossorigin src="${attr(src)}" data-measure${data}></script>`
  if (!html.includes('</head>'))
    throw new Error('measurement: the page has no </head>')
  return html.replace('</head>', () => `  ${tag}\n  </head>`)
}

export function measurement(): Plugin {
  let settings: MeasureSettings | null = null
  let base = '/'
  let id = ''
  return {
    name: 'measurement',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      base = config.base
      id = path.resolve(config.root, SOURCE)
      settings = measureSettings(config.env as MeasurementEnv)
    },
    buildStart() {
      if (settings) this.emitFile({ type: 'chunk', id, name: 'measure' })
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!settings || !ctx.bundle) return html
        const chunk = Object.values(ctx.bundle).find(
          (f) => f.type === 'chunk' && f.isEntry && f.facadeModuleId === id,
        )
        if (!chunk) throw new Error(`measurement: ${SOURCE} was not built`)
        return withMeasureTag(html, base + chunk.fileName, settings)
      },
    },
  }
}
