// @vitest-environment jsdom
import { readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, test } from 'vitest'
import { render } from '@testing-library/react'
import { applyPatches } from '@/prerender/language/catalogue'
import { translateSource, translationProblem } from '@/prerender/language/texts'
import safetyCatalogue from '@/prerender/language/es/safety'
import type { Catalogue } from '@/prerender/language/catalogue'
import type * as Notice from '@/domain/offline/notice'
import type * as Outage from '@/features/outage/messages'
import type * as Names from '@/domain/emergency/names'
import { PrivacyPolicy } from '@/features/legal/privacy-policy.es'
import { TermsOfService } from '@/features/legal/terms-of-service.es'
import type { MeasurementConfig } from '@/config/measurement'

/**
 * The Spanish safety texts, legal pages and app frame
 * (src/prerender/language/es/safety.ts): every translation keeps its
 * placeholders and numbers, the patched files still work and say what they
 * should, and the Spanish legal pages say first that the English governs.
 */

const safety: Catalogue = safetyCatalogue
const root = path.resolve(__dirname, '../../..')

/** A source file as the Spanish build makes it, as a module. */
function spanishModule<T>(
  rel: string,
  replace: Array<[string, string]> = [],
): T {
  const abs = path.join(root, rel)
  let code = applyPatches(readFileSync(abs, 'utf8'), rel, safety.patches?.[rel])
  code = translateSource(code, abs, rel, safety).code
  for (const [from, to] of replace) code = code.replace(from, to)
  const js = ts.transpileModule(code, {
    compilerOptions: {
      module: ts.ModuleKind.CommonJS,
      target: ts.ScriptTarget.ES2022,
    },
  }).outputText
  const exports: Record<string, unknown> = {}
  new Function('exports', js)(exports)
  return exports as T
}

describe('the safety catalogue', () => {
  test('every translation keeps the placeholders and numbers of its English', () => {
    const entries = [
      ...Object.entries(safety.texts),
      ...Object.values(safety.inFile ?? {}).flatMap((t) => Object.entries(t)),
    ]
    const problems = entries
      .map(([k, v]) => translationProblem(k, v))
      .filter((p) => p !== null)
    expect(problems).toEqual([])
  })

  test('every patch matches its file exactly once', () => {
    for (const [file, list] of Object.entries(safety.patches ?? {}))
      expect(() =>
        applyPatches(readFileSync(path.join(root, file), 'utf8'), file, list),
      ).not.toThrow()
  })

  test('the 911 texts are in Spanish and keep 911', () => {
    expect(safety.texts['Call 911']).toBe('Llamar al 911')
    for (const [k, v] of Object.entries(safety.texts))
      if (k.includes('911')) expect(v).toContain('911')
  })
})

describe('the offline notices in Spanish', () => {
  const at = new Date('2026-11-25T19:05:00Z')
  const zone = 'America/Chicago'

  test("the date and the time in Spanish, the time one piece: '1:05 p. m.' with no-break spaces", () => {
    const n = spanishModule<typeof Notice>('src/domain/offline/notice.ts')
    expect(n.formatSavedAt(at, zone)).toBe(
      '25 de noviembre de 2026, 1:05\u00a0p.\u00a0m.',
    )
    expect(n.formatSavedAt(new Date('2026-11-25T15:05:00Z'), zone)).toBe(
      '25 de noviembre de 2026, 9:05\u00a0a.\u00a0m.',
    )
    expect(n.offlineNoticeText(at, zone)).toMatch(
      /^No tiene conexión\. Se muestra el directorio guardado el 25 de noviembre de 2026, 1:05\sp\.\sm\.\. Llame a la clínica para confirmar antes de ir\.$/,
    )
    expect(n.offlineNoticeText(null)).toBe(
      'No tiene conexión. Se muestra el directorio guardado en este dispositivo. Llame a la clínica para confirmar antes de ir.',
    )
    expect(n.copyNoticeText(at, zone)).toMatch(
      /Se muestra el directorio guardado el 25 de noviembre de 2026, 1:05\sp\.\sm\.\./,
    )
    expect(n.copyNoticeText(new Date(NaN))).toContain(
      'Se muestra el directorio guardado en este dispositivo.',
    )
  })

  test('the kept message or report is named in Spanish', () => {
    const n = spanishModule<typeof Notice>('src/domain/offline/notice.ts')
    expect(n.keptText({ kind: 'unreachable' }, 'message', false)).toBe(
      'No tiene conexión. Su mensaje está guardado en este dispositivo y se enviará cuando vuelva a tener conexión.',
    )
    expect(n.keptText({ kind: 'unreachable' }, 'report', false)).toBe(
      'No tiene conexión. Su reporte está guardado en este dispositivo y se enviará cuando vuelva a tener conexión.',
    )
    expect(n.keptText({ kind: 'failed' }, 'report', true)).toBe(
      'Nuestro servidor no está funcionando en este momento (su conexión está bien). Su reporte está guardado en este dispositivo y se enviará automáticamente; no necesita enviarlo de nuevo.',
    )
    expect(n.waitingText(3)).toBe(
      '3 mensajes que usted escribió antes están guardados en este dispositivo y se enviarán automáticamente; no necesita enviarlos de nuevo:',
    )
  })

  test("the outage notice's date", () => {
    const m = spanishModule<typeof Outage>('src/features/outage/messages.ts')
    expect(m.formatSavedAt(at)).toMatch(
      /^\d{1,2} de noviembre de 2026, \d{1,2}:05\u00a0[ap]\.\u00a0m\.$/,
    )
    expect(m.OUTAGE_MESSAGES.emergency).toBe(
      'Si su hijo necesita atención de emergencia, llame al 911 ahora.',
    )
  })

  test("a hospital record's date", () => {
    const n = spanishModule<typeof Names>('src/domain/emergency/names.ts', [
      ["import { MONTH_NAMES } from '../clinic-display'", ''],
      ["import type { ConfidenceLevel } from './types'", ''],
    ])
    expect(n.longDate('2026-02-26')).toBe('26 de febrero de 2026')
    expect(n.longDate('2026-02-30')).toBeNull()
  })
})

type Setup = Pick<MeasurementConfig, 'analytics' | 'ads'>
const NONE: Setup = { analytics: null, ads: null }
const BOTH: Setup = {
  analytics: { endpoint: 'https://stats.example.org/count' },
  ads: {
    client: 'ca-pub-1',
    scriptUrl: 'https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js',
    slots: { 'town-guide': '1' },
  },
}

describe('the Spanish legal pages', () => {
  test.each([
    ['privacy', PrivacyPolicy, '/privacy'],
    ['terms', TermsOfService, '/terms'],
  ] as const)(
    'the %s page says first that the English governs, with a link to it',
    (_, Page, href) => {
      const { container } = render(<Page measurement={NONE} />)
      const first = container.firstElementChild!
      expect(first.textContent).toMatch(/versión en inglés es la oficial/)
      const link = first.querySelector('a')!
      expect(link.getAttribute('href')).toBe(href)
      expect(link.getAttribute('hreflang')).toBe('en')
    },
  )

  test('the privacy policy follows the configuration', () => {
    const none = render(<PrivacyPolicy measurement={NONE} />).container
      .textContent!
    expect(none).toContain('Sin analítica, sin publicidad, sin cookies')
    expect(none).toContain('El sitio no muestra publicidad.')
    expect(none).toContain('El sitio no guarda cookies.')
    expect(none).not.toContain('GoatCounter')
    const both = render(<PrivacyPolicy measurement={BOTH} />).container
      .textContent!
    expect(both).toContain('Analítica, publicidad y cookies')
    expect(both).toContain('GoatCounter')
    expect(both).toContain('stats.example.org')
    expect(both).toContain('El sitio en sí no guarda cookies.')
    expect(both).toContain('no cuenta la visita ni muestra anuncios')
    expect(both).not.toMatch(/\s[.,:;]/) // a space before a stop
  })

  test('the terms follow the configuration', () => {
    const none = render(<TermsOfService measurement={NONE} />).container
      .textContent!
    expect(none).toContain('El sitio no muestra publicidad.')
    expect(none).toContain('llame al 911 de inmediato')
    const both = render(<TermsOfService measurement={BOTH} />).container
      .textContent!
    expect(both).toContain('Publicidad y enlaces a otros sitios')
    expect(both).not.toContain('El sitio no muestra publicidad.')
  })
})
