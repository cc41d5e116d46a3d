import fc from 'fast-check'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import {
  applyPatches,
  mergeCatalogues,
  type Catalogue,
} from '@/prerender/language/catalogue'
import {
  findTexts,
  jsxTextValue,
  translateSource,
  translationProblem,
} from '@/prerender/language/texts'

const tr = (code: string, catalogue: Catalogue, file = 'x.tsx') =>
  translateSource(code, file, `src/${file}`, catalogue).code

/** Whether `code` parses without a syntax error. */
function parses(code: string, file = 'x.tsx'): boolean {
  const out = ts.transpileModule(code, {
    fileName: file,
    reportDiagnostics: true,
    compilerOptions: { jsx: ts.JsxEmit.Preserve },
  })
  return (out.diagnostics ?? []).length === 0
}

/** Evaluates a module's `out` export (no JSX). */
function run(code: string): unknown {
  const js = ts.transpileModule(code, {
    compilerOptions: { module: ts.ModuleKind.CommonJS },
  }).outputText
  const module = { exports: {} as Record<string, unknown> }
  new Function('module', 'exports', js)(module, module.exports)
  return module.exports.out
}

describe('findTexts', () => {
  it('finds strings, templates with their parts, JSX text and attributes', () => {
    const code = [
      "const a = 'Open Now'",
      'const b = `Closes at ${time} on ${day}`',
      'const c = <p title="Call us">  Call\n    now  <b>x</b></p>',
    ].join('\n')
    const keys = findTexts(code, 'x.tsx').map((t) => [t.key, t.kind])
    expect(keys).toEqual([
      ['Open Now', 'string'],
      ['Closes at {0} on {1}', 'template'],
      ['Call us', 'attribute'],
      ['Call now', 'jsx'],
      ['x', 'jsx'],
    ])
  })

  it('leaves out imports, property names, types and console messages', () => {
    const code = [
      "import x from 'Some Module'",
      "type T = 'Not Text'",
      "const o = { 'Key Name': 1 }",
      "console.warn('For developers only')",
      "const shown = 'For parents'",
    ].join('\n')
    const visible = findTexts(code, 'x.ts').filter(
      (t) => t.readable && !t.hidden,
    )
    expect(visible.map((t) => t.key)).toEqual(['For parents'])
  })

  it('reads JSX text as React renders it', () => {
    expect(jsxTextValue('\n   Hours\n   unknown  \n ')).toBe('Hours unknown')
    expect(jsxTextValue('Don&apos;t wait&nbsp;')).toBe("Don't wait\u00a0")
  })
})

describe('translateSource', () => {
  const catalogue: Catalogue = {
    texts: {
      'Open Now': 'Abierto ahora',
      'Closes at {0} on {1}': 'El {1} cierra a las {0}',
      'Call now': 'Llame ahora',
      'Call us': 'Llámenos',
    },
    inFile: { 'src/y.ts': { Home: 'Inicio' } },
  }

  it('replaces what the catalogue knows, keeping the whitespace around it', () => {
    expect(run("export const out = ' Open Now'", catalogue)).toBe(
      ' Abierto ahora',
    )
    function run(code: string, c: Catalogue) {
      return runModule(tr(code, c, 'x.ts'))
    }
  })

  it('reorders a template’s parts', () => {
    const code =
      "const time = '8 AM', day = 'lunes'\nexport const out = `Closes at ${time} on ${day}`"
    expect(runModule(tr(code, catalogue, 'x.ts'))).toBe(
      'El lunes cierra a las 8 AM',
    )
  })

  it('translates JSX text and attributes into valid JSX', () => {
    const out = tr('const c = <p title="Call us">  Call now </p>', catalogue)
    // the text's own spaces are kept: React renders '  Llame ahora '
    expect(out).toBe('const c = <p title={"Llámenos"}>  {"Llame ahora "}</p>')
    expect(parses(out)).toBe(true)
  })

  it('applies a file’s own texts in that file only', () => {
    const code = "export const out = 'Home'"
    expect(runModule(tr(code, catalogue, 'y.ts'))).toBe('Inicio')
    expect(runModule(tr(code, catalogue, 'z.ts'))).toBe('Home')
  })

  it('leaves a source with nothing to translate untouched', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const code = `export const out = ${JSON.stringify(s)}`
        return tr(code, { texts: {} }, 'x.ts') === code
      }),
    )
  })

  it('keeps any translation a valid string of the same meaning (quotes, backticks, ${, braces, tags)', () => {
    const hostile = fc
      .string({ unit: 'grapheme', minLength: 1 })
      .filter((s) => s.trim() === s && !/\{\d+\}/.test(s))
    fc.assert(
      fc.property(hostile, (es) => {
        const c = { texts: { 'Open Now': es, 'Closes {0}': `${es} {0}` } }
        const plain = tr("export const out = 'Open Now'", c, 'x.ts')
        const template = tr(
          "const t = 'x'\nexport const out = `Closes ${t}`",
          c,
          'x.ts',
        )
        const jsx = tr('const c = <p title="Open Now">Open Now</p>', c)
        return (
          runModule(plain) === es &&
          runModule(template) === `${es} x` &&
          parses(jsx)
        )
      }),
    )
  })
})

function runModule(code: string): unknown {
  return run(code)
}

describe('translationProblem', () => {
  it('wants the same placeholders and the same digits', () => {
    expect(translationProblem('Closes at {0}', 'Cierra a las {0}')).toBeNull()
    expect(translationProblem('Closes at {0}', 'Cierra')).toMatch(
      /placeholders/,
    )
    expect(
      translationProblem('Call if over 100.4°F', 'Llame si pasa de 104°F'),
    ).toMatch(/numbers differ/)
    expect(
      translationProblem('For children 3 months and older', 'Desde 3 meses'),
    ).toBeNull()
  })
})

describe('catalogues', () => {
  it('refuses a text translated twice differently', () => {
    expect(() =>
      mergeCatalogues({
        a: { texts: { Closed: 'Cerrado' } },
        b: { texts: { Closed: 'Cerrada' } },
      }),
    ).toThrow(/translated twice/)
  })

  it('applies a patch that matches once, and refuses one that does not', () => {
    expect(applyPatches('<p>{d}</p>', 'f', [['<p>', '<p lang="en">']])).toBe(
      '<p lang="en">{d}</p>',
    )
    expect(() => applyPatches('<p></p><p></p>', 'f', [['<p>', '<q>']])).toThrow(
      /exactly once/,
    )
    expect(() => applyPatches('x', 'f', [['<p>', '<q>']])).toThrow(/no match/)
  })
})
