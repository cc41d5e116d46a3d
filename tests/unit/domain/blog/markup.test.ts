import { describe, test, expect } from 'vitest'
import fc from 'fast-check'
import {
  parseInline,
  parseMarkup,
  type Block,
  type Inline,
} from '@/domain/blog/markup'
import { BLOG_ARTICLES } from '@/data/blog/articles'

const t = (text: string): Inline => ({ type: 'text', text })
const b = (text: string): Inline => ({ type: 'bold', text })

/** Every inline fragment of every block, in order. */
function fragments(blocks: Block[]): Inline[] {
  return blocks.flatMap((block) =>
    block.type === 'list' ? block.items.flat() : block.text,
  )
}

const alnum = (s: string) => s.replace(/[^A-Za-z0-9]/g, '')

describe('parseInline: **text** is bold', () => {
  test('plain text is one text fragment', () => {
    expect(parseInline('Hello world')).toEqual([t('Hello world')])
  })

  test('**text** becomes a bold fragment between text fragments', () => {
    expect(parseInline('Call **911** now')).toEqual([
      t('Call '),
      b('911'),
      t(' now'),
    ])
    expect(parseInline('**a** and **b**')).toEqual([b('a'), t(' and '), b('b')])
  })

  test('an unmatched ** stays literal text', () => {
    expect(parseInline('2 ** 3')).toEqual([t('2 ** 3')])
    expect(parseInline('**a** b **c')).toEqual([b('a'), t(' b **c')])
  })

  test('an empty pair **** stays literal text', () => {
    expect(parseInline('a****b')).toEqual([t('a****b')])
  })

  test('the empty string gives no fragments', () => {
    expect(parseInline('')).toEqual([])
  })

  test('markup-like text is kept as text, never turned into HTML', () => {
    expect(parseInline('<script>alert(1)</script>')).toEqual([
      t('<script>alert(1)</script>'),
    ])
  })

  test('property: the text without "*" is preserved exactly', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const out = parseInline(s)
        expect(
          out
            .map((f) => f.text)
            .join('')
            .replace(/\*/g, ''),
        ).toBe(s.replace(/\*/g, ''))
        expect(out.every((f) => f.text.length > 0)).toBe(true)
      }),
    )
  })
})

describe('parseMarkup (spec 2 "Blog article")', () => {
  test('blocks are split on blank lines', () => {
    expect(parseMarkup('First para\nstill first\n\nSecond')).toEqual([
      { type: 'paragraph', text: [t('First para still first')] },
      { type: 'paragraph', text: [t('Second')] },
    ])
  })

  test('lines of only whitespace count as blank, and \\r\\n is tolerated', () => {
    expect(parseMarkup('One\r\n  \t \r\nTwo\r\nmore')).toEqual([
      { type: 'paragraph', text: [t('One')] },
      { type: 'paragraph', text: [t('Two more')] },
    ])
  })

  test("a line starting with '## ' is a heading", () => {
    expect(parseMarkup('## When to go')).toEqual([
      { type: 'heading', text: [t('When to go')] },
    ])
  })

  test('decision: lines after a heading in the same block follow the normal rules', () => {
    expect(parseMarkup('## Title\nSome text\n- item')).toEqual([
      { type: 'heading', text: [t('Title')] },
      { type: 'paragraph', text: [t('Some text')] },
      { type: 'list', items: [[t('item')]] },
    ])
  })

  test("'##' without a space is not a heading", () => {
    expect(parseMarkup('##tag')).toEqual([
      { type: 'paragraph', text: [t('##tag')] },
    ])
  })

  test("a whole line of the form '**X:**' is a subheading", () => {
    expect(parseMarkup('**Tip:**\nCall first.')).toEqual([
      { type: 'subheading', text: [t('Tip:')] },
      { type: 'paragraph', text: [t('Call first.')] },
    ])
  })

  test("'**X:**' inside a longer line stays bold inline text", () => {
    expect(parseMarkup('**Tip:** call first')).toEqual([
      { type: 'paragraph', text: [b('Tip:'), t(' call first')] },
    ])
  })

  test("lines starting with '-' form one bullet list", () => {
    expect(parseMarkup('- Fever\n-Rash\n-   **Cough**')).toEqual([
      { type: 'list', items: [[t('Fever')], [t('Rash')], [b('Cough')]] },
    ])
  })

  test('a bare "-" adds no empty bullet', () => {
    expect(parseMarkup('- a\n-\n- b')).toEqual([
      { type: 'list', items: [[t('a')], [t('b')]] },
    ])
  })

  test('a paragraph followed by a list in one block gives both, in order', () => {
    expect(parseMarkup('Signs:\n- one\n- two\nAfter')).toEqual([
      { type: 'paragraph', text: [t('Signs:')] },
      { type: 'list', items: [[t('one')], [t('two')]] },
      { type: 'paragraph', text: [t('After')] },
    ])
  })

  test('**text** is bold in paragraphs and headings', () => {
    expect(parseMarkup('## Call **911**\n\nIt is **free**.')).toEqual([
      { type: 'heading', text: [t('Call '), b('911')] },
      { type: 'paragraph', text: [t('It is '), b('free'), t('.')] },
    ])
  })

  test('empty or blank input gives no blocks', () => {
    expect(parseMarkup('')).toEqual([])
    expect(parseMarkup(' \n\n\t\n')).toEqual([])
  })

  test('never produces HTML strings: tags stay plain text', () => {
    const blocks = parseMarkup('<img src=x onerror=alert(1)>')
    expect(blocks).toEqual([
      { type: 'paragraph', text: [t('<img src=x onerror=alert(1)>')] },
    ])
  })

  test('every built-in article parses, leaving no raw "## " or "- " markup', () => {
    for (const article of BLOG_ARTICLES) {
      const blocks = parseMarkup(article.content)
      expect(blocks.length).toBeGreaterThan(0)
      for (const block of blocks)
        if (block.type === 'paragraph') {
          const first = block.text[0]?.text ?? ''
          expect(first.startsWith('## ')).toBe(false)
          expect(first.startsWith('-')).toBe(false)
        }
    }
  })

  const markupish = fc.string({
    unit: fc.constantFrom(
      'a',
      'B',
      '7',
      ' ',
      '\t',
      '\n',
      '\r\n',
      '-',
      '#',
      '## ',
      '*',
      '**',
      ':',
      '<',
      '\u2028',
    ),
  })

  test('property: never throws, for arbitrary and markup-heavy text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) => {
        parseMarkup(s)
      }),
    )
    fc.assert(
      fc.property(markupish, (s) => {
        parseMarkup(s)
      }),
    )
  })

  test('property: letters and digits survive in order (only markup is removed)', () => {
    fc.assert(
      fc.property(fc.oneof(markupish, fc.string()), (s) => {
        const text = fragments(parseMarkup(s))
          .map((f) => f.text)
          .join('')
        expect(alnum(text)).toBe(alnum(s))
      }),
    )
  })

  test('property: no fragment is empty and no list is empty', () => {
    fc.assert(
      fc.property(markupish, (s) => {
        const blocks = parseMarkup(s)
        expect(fragments(blocks).every((f) => f.text.length > 0)).toBe(true)
        for (const block of blocks)
          if (block.type === 'list') {
            expect(block.items.length).toBeGreaterThan(0)
            expect(block.items.every((i) => i.length > 0)).toBe(true)
          }
      }),
    )
  })
})
