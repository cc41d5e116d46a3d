/**
 * The Spanish catalogue's pages part (src/prerender/language/es/pages.ts):
 * every translation can stand for its English text, every patched file is
 * still valid source once patched and translated, and what must stay
 * English (the report kinds sent to the function) does.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import part from '@/prerender/language/es/pages'
import { applyPatches, type Catalogue } from '@/prerender/language/catalogue'
import { translateSource, translationProblem } from '@/prerender/language/texts'

const root = path.resolve(__dirname, '../../..')
const pages: Catalogue = part

/** A file as the Spanish build compiles it (pages' part of the catalogue). */
function spanish(rel: string): string {
  const code = readFileSync(path.join(root, rel), 'utf8')
  const patched = applyPatches(code, rel, pages.patches?.[rel])
  return translateSource(patched, path.join(root, rel), rel, pages).code
}

function syntaxErrors(rel: string, code: string): string[] {
  const out = ts.transpileModule(code, {
    fileName: rel,
    reportDiagnostics: true,
    compilerOptions: {
      jsx: ts.JsxEmit.ReactJSX,
      target: ts.ScriptTarget.ES2022,
    },
  })
  return (out.diagnostics ?? []).map((d) =>
    ts.flattenDiagnosticMessageText(d.messageText, '\n'),
  )
}

describe('es/pages.ts', () => {
  it('every translation keeps its placeholders and numbers', () => {
    const all = [
      ...Object.entries(pages.texts),
      ...Object.values(pages.inFile ?? {}).flatMap((t) => Object.entries(t)),
    ]
    const problems = all
      .map(([k, v]) => translationProblem(k, v))
      .filter(Boolean)
    expect(problems).toEqual([])
  })

  it.each(Object.keys({ ...pages.patches, ...pages.inFile }))(
    '%s is valid source in Spanish',
    (rel) => {
      expect(syntaxErrors(rel, spanish(rel))).toEqual([])
    },
  )

  it('the report kinds sent to the function stay English; their labels do not', () => {
    const code = spanish('src/domain/listing-report.ts')
    for (const kind of [
      "'hours_wrong'",
      "'phone_wrong'",
      "'address_wrong'",
      "'closed'",
      "'not_children'",
      "'other'",
      "'confirmed_by_visitor'",
    ])
      expect(code).toContain(kind)
    expect(code).toContain('hours_wrong: "El horario está mal"')
    expect(code).not.toContain('Hours are wrong')
  })

  it('the hours table names the days in Spanish and says Cerrado', () => {
    const code = spanish('src/features/clinic-detail/weekly-hours.tsx')
    expect(code).toContain('monday: "Lunes"')
    expect(code).toContain('"Cerrado"')
    expect(code).not.toContain('d.charAt(0).toUpperCase()')
  })

  it("a clinic's stored English title and description give way to the Spanish ones", () => {
    const code = spanish('src/features/clinic-detail/clinic-head.ts')
    expect(code).not.toMatch(/metaTitle|metaDescription/)
    expect(code).toContain('– Atención de urgencia en ${where}')
  })

  it('clinic data is marked English', () => {
    expect(spanish('src/features/clinic-detail/clinic-details.tsx')).toMatch(
      /(lang="en"[\s\S]*){3}/,
    )
    expect(spanish('src/features/clinic-detail/reviews-section.tsx')).toContain(
      'lang="en"',
    )
  })

  it('Spanish pages say their language in og:locale and JSON-LD', () => {
    expect(spanish('src/components/seo/head.tsx')).toContain(
      '<meta property="og:locale" content="es_US" />',
    )
    expect(spanish('src/domain/seo/json-ld-site.ts')).toContain(
      "inLanguage: 'es'",
    )
    expect(
      spanish('src/domain/seo/json-ld.ts').match(/inLanguage: 'es'/g),
    ).toHaveLength(2)
  })
})
