/**
 * The interface texts of a source file, found with the TypeScript parser,
 * and the same file with them in another language (the Spanish build,
 * ./plugin.ts). The English source is the key: a text is replaced only
 * when the catalogue has it, so the English build is never touched.
 *
 *   - a string literal (and a template without `${}`): its text, trimmed;
 *   - a template with `${}`: its parts joined with {0}, {1}… in order;
 *     a translation may reorder them and must use each once;
 *   - JSX text: as React renders it (lines trimmed and joined by a space,
 *     entities decoded), trimmed.
 * The whitespace around a text is kept as it was.
 */
import ts from 'typescript'

export type TextKind = 'string' | 'template' | 'jsx' | 'attribute'

export interface FoundText {
  key: string
  kind: TextKind
  start: number
  end: number
  /** 1-based line, for messages. */
  line: number
  /** The source of each `${}` expression, in order (templates only). */
  expressions: string[]
  lead: string
  trail: string
  /** Whether it looks like words a person reads (for the parity report). */
  readable: boolean
  /** Inside a console.*() call or a type: never shown to a visitor. */
  hidden: boolean
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  apos: "'",
  quot: '"',
  lt: '<',
  gt: '>',
  nbsp: '\u00a0',
  rsquo: '\u2019',
  lsquo: '\u2018',
  rdquo: '\u201d',
  ldquo: '\u201c',
  mdash: '\u2014',
  ndash: '\u2013',
  hellip: '\u2026',
  middot: '\u00b7',
  times: '\u00d7',
  rarr: '\u2192',
  larr: '\u2190',
  copy: '\u00a9',
}

function decodeEntities(text: string): string {
  return text.replace(
    /&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi,
    (all, name: string) => {
      if (name[0] === '#')
        return String.fromCodePoint(
          name[1] === 'x' || name[1] === 'X'
            ? parseInt(name.slice(2), 16)
            : parseInt(name.slice(1), 10),
        )
      return ENTITIES[name] ?? all
    },
  )
}

/** JSX text as React renders it (Babel's cleanJSXElementLiteralChild). */
export function jsxTextValue(raw: string): string {
  const lines = raw.split(/\r\n|\n|\r/)
  let last = 0
  lines.forEach((l, i) => {
    if (/[^ \t]/.test(l)) last = i
  })
  let out = ''
  lines.forEach((line, i) => {
    const first = i === 0
    const isLast = i === lines.length - 1
    let t = line.replace(/\t/g, ' ')
    if (!first) t = t.replace(/^[ ]+/, '')
    if (!isLast) t = t.replace(/[ ]+$/, '')
    if (t) {
      if (i !== last) t += ' '
      out += t
    }
  })
  return decodeEntities(out)
}

function split(text: string): { lead: string; core: string; trail: string } {
  const m = /^(\s*)([\s\S]*?)(\s*)$/.exec(text)!
  return { lead: m[1]!, core: m[2]!, trail: m[3]! }
}

const CLASS_TOKEN = /^[a-z0-9!@:[\]\-/.#%_(),>*=&+~'"]+$/

/** Words a person reads: a letter, and more than one word or a capital. */
export function looksReadable(text: string): boolean {
  const key = text.replace(/\{\d+\}/g, '')
  if (!/[A-Za-z]/.test(key)) return false
  if (/^(https?:|mailto:|tel:|\/|\.\/|#|data:)/.test(key)) return false
  if (/^[a-z0-9_.:/-]+$/.test(key)) return false // ids, paths, keys
  if (/^[A-Z0-9_]+$/.test(key)) return false // CONSTANT_NAMES
  if (key.split(/\s+/).every((t) => CLASS_TOKEN.test(t)) && !/[A-Z]/.test(key))
    // class lists and lower-case word runs that are all CSS-ish tokens:
    // reported only when they contain a plain English word with a space
    return /^[a-z]+(?: [a-z]+)+[.?!]?$/.test(key) && !/-/.test(key)
  return true
}

/** JSX attributes whose values are code, never read by a person. */
const CODE_ATTRIBUTES = new Set([
  'className',
  'id',
  'href',
  'to',
  'key',
  'rel',
  'target',
  'type',
  'role',
  'name',
  'htmlFor',
  'autoComplete',
  'inputMode',
  'enterKeyHint',
  'aria-labelledby',
  'aria-describedby',
  'aria-controls',
  'aria-live',
  'aria-current',
  'aria-haspopup',
  'aria-autocomplete',
  'method',
  'action',
  'lang',
  'dir',
  'src',
  'srcSet',
  'sizes',
  'loading',
  'decoding',
  'fetchPriority',
  'property',
  'content',
  'itemProp',
  'data-testid',
  'viewBox',
  'd',
  'fill',
  'stroke',
  'pattern',
  'accept',
  'spellCheck',
  'autoCapitalize',
])

function isHidden(node: ts.Node): boolean {
  for (let p: ts.Node | undefined = node.parent; p; p = p.parent) {
    if (ts.isTypeNode(p) && !ts.isExpressionWithTypeArguments(p)) return true
    if (
      ts.isImportDeclaration(p) ||
      ts.isExportDeclaration(p) ||
      ts.isImportTypeNode(p) ||
      ts.isExternalModuleReference(p)
    )
      return true
    if (ts.isCallExpression(p)) {
      const callee = p.expression
      if (
        ts.isPropertyAccessExpression(callee) &&
        ts.isIdentifier(callee.expression) &&
        callee.expression.text === 'console'
      )
        return true
      if (ts.isIdentifier(callee) && callee.text === 'require') return true
      if (callee.kind === ts.SyntaxKind.ImportKeyword) return true
    }
    if (ts.isJsxAttribute(p)) {
      const name = p.name.getText()
      if (CODE_ATTRIBUTES.has(name)) return true
    }
    if (ts.isBlock(p) || ts.isSourceFile(p)) break
  }
  return false
}

/** Every text of `code` (a .ts or .tsx file). */
export function findTexts(code: string, fileName: string): FoundText[] {
  const sf = ts.createSourceFile(
    fileName,
    code,
    ts.ScriptTarget.Latest,
    true,
    fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  )
  const out: FoundText[] = []
  const add = (
    node: ts.Node,
    kind: TextKind,
    text: string,
    expressions: string[] = [],
  ) => {
    const { lead, core, trail } = split(text)
    if (!core) return
    const start = node.getStart(sf)
    out.push({
      key: core,
      kind,
      start,
      end: node.getEnd(),
      line: sf.getLineAndCharacterOfPosition(start).line + 1,
      expressions,
      lead,
      trail,
      readable: kind === 'jsx' ? /[A-Za-z]/.test(core) : looksReadable(core),
      hidden: isHidden(node),
    })
  }
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      const parent = node.parent
      // property names, enum member names and the like are code, not text
      if (
        parent &&
        (ts.isPropertyAssignment(parent) ||
          ts.isPropertySignature(parent) ||
          ts.isMethodDeclaration(parent) ||
          ts.isEnumMember(parent)) &&
        parent.name === node
      )
        return
      if (
        parent &&
        ts.isElementAccessExpression(parent) &&
        parent.argumentExpression === node
      )
        return
      if (parent && ts.isLiteralTypeNode(parent)) return
      if (parent && ts.isTaggedTemplateExpression(parent)) return
      add(
        node,
        parent && ts.isJsxAttribute(parent) ? 'attribute' : 'string',
        node.text,
      )
      return
    }
    if (ts.isTemplateExpression(node)) {
      if (node.parent && ts.isTaggedTemplateExpression(node.parent)) return
      let text = node.head.text
      const expressions: string[] = []
      node.templateSpans.forEach((span, i) => {
        text += `{${i}}` + span.literal.text
        expressions.push(span.expression.getText(sf))
      })
      add(node, 'template', text, expressions)
      node.templateSpans.forEach((span) => visit(span.expression))
      return
    }
    if (ts.isJsxText(node)) {
      add(node, 'jsx', jsxTextValue(node.getText(sf)))
      return
    }
    ts.forEachChild(node, visit)
  }
  visit(sf)
  return out
}

import {
  isPlural,
  pluralTest,
  type Catalogue,
  type Translation,
} from './catalogue.ts'
export type { Catalogue }

function placeholders(text: string): number[] {
  return [...text.matchAll(/\{(\d+)\}/g)].map((m) => Number(m[1]))
}

/** Why a translation cannot stand for its key, or null. */
export function translationProblem(
  key: string,
  value: Translation,
): string | null {
  if (isPlural(value)) {
    const count = value.count ?? 0
    if (!placeholders(key).includes(count))
      return `plural of "${key}": no {${count}} to take the number from`
    return (
      translationProblem(key, value.one) ?? translationProblem(key, value.other)
    )
  }
  const want = placeholders(key).sort()
  const got = placeholders(value).sort()
  if (want.join() !== got.join())
    return `placeholders differ: "${key}" has {${want.join('},{')}}, the translation {${got.join('},{')}}`
  if (!value.trim()) return `empty translation for "${key}"`
  const digits = (s: string) =>
    s
      .replace(/\{\d+\}/g, '')
      .match(/\d+(?:[.,]\d+)*/g)
      ?.map((d) => d.replace(/,/g, '')) ?? []
  const a = digits(key).sort().join(' ')
  const b = digits(value).sort().join(' ')
  if (a !== b)
    return `numbers differ: "${key}" has [${a}], the translation [${b}]`
  return null
}

const escapeTemplate = (s: string) =>
  s.replace(/\\/g, '\\\\').replace(/`/g, '\\`').replace(/\$\{/g, '\\${')

function render(found: FoundText, translation: Translation): string {
  if (isPlural(translation)) {
    // `(Number(n) === 1 ? `…1 milla…` : `…n millas…`)`: the number's
    // expression is read twice, as written (a name or a property).
    if (found.kind !== 'template')
      throw new Error(`a plural needs a number: "${found.key}" has none`)
    const n = found.expressions[translation.count ?? 0]
    if (n === undefined)
      throw new Error(`"${found.key}": no {${translation.count}} to count`)
    return `(${pluralTest(n)} ? ${render(found, translation.one)} : ${render(found, translation.other)})`
  }
  const value = translation
  const text = found.lead + value + found.trail
  if (found.kind === 'template') {
    const body = escapeTemplate(text).replace(
      /\{(\d+)\}/g,
      (_, i: string) => '${' + found.expressions[Number(i)] + '}',
    )
    return '`' + body + '`'
  }
  if (found.kind === 'jsx' || found.kind === 'attribute')
    return '{' + JSON.stringify(text) + '}'
  return JSON.stringify(text)
}

export interface Translated {
  code: string
  replaced: number
  /** Readable, visible texts the catalogue does not have. */
  missing: FoundText[]
}

/**
 * `code` with every text the catalogue knows in the other language. Texts
 * nested in a replaced template are handled with it (their expressions are
 * carried over as written).
 */
export function translateSource(
  code: string,
  fileName: string,
  relPath: string,
  catalogue: Catalogue,
): Translated {
  const texts = findTexts(code, fileName)
  const local = catalogue.inFile?.[relPath] ?? {}
  let out = ''
  let at = 0
  let replaced = 0
  const missing: FoundText[] = []
  // Outermost first: a template's own range covers its expressions' texts.
  const sorted = texts.sort((a, b) => a.start - b.start || b.end - a.end)
  let coveredTo = -1
  for (const t of sorted) {
    // own keys only: a source text such as 'constructor' is not a translation
    const value = Object.hasOwn(local, t.key)
      ? local[t.key]
      : Object.hasOwn(catalogue.texts, t.key)
        ? catalogue.texts[t.key]
        : undefined
    if (value === undefined) {
      if (t.readable && !t.hidden) missing.push(t)
      continue
    }
    if (t.start < coveredTo) continue
    if (t.kind === 'template') {
      // translate the expressions' own texts first
      t.expressions = t.expressions.map(
        (e) => translateSource(e, fileName, relPath, catalogue).code,
      )
    }
    out += code.slice(at, t.start) + render(t, value)
    at = t.end
    coveredTo = t.end
    replaced++
  }
  out += code.slice(at)
  return { code: out, replaced, missing }
}
