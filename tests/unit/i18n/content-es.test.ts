/**
 * The Spanish long content (the sibling files the Spanish build loads in
 * place of the English ones) against the English: the same shape (slugs,
 * ids, dates, images, categories, markup blocks, sections, FAQ items) and,
 * block by block, the same numbers, so a changed dose, temperature, age,
 * price or phone number fails here.
 */
import { describe, expect, test } from 'vitest'
import { BLOG_ARTICLES as EN_ARTICLES } from '@/data/blog/articles'
import { BLOG_ARTICLES as ES_ARTICLES } from '@/data/blog/articles.es'
import { parseMarkup, type Block, type Inline } from '@/domain/blog/markup'
import { relatedArticles } from '@/features/blog/blog-rules'
import * as en from '@/domain/town-content'
import * as es from '@/domain/town-content.es'
import contentCatalogue from '@/prerender/language/es/content'
import type { Catalogue } from '@/prerender/language/catalogue'
import { translationProblem } from '@/prerender/language/texts'

const content: Catalogue = contentCatalogue

/** The numbers of a text, sorted (the digits check of the catalogue). */
function numbers(text: string): string[] {
  return (text.match(/\d+(?:[.,]\d+)*/g) ?? [])
    .map((d) => d.replace(/,/g, ''))
    .sort()
}

const inline = (parts: Inline[]) => parts.map((p) => p.text).join('')

/** A block's shape (its kind, list length, bold spans) and its text. */
function shape(b: Block): string {
  const bolds = (parts: Inline[]) =>
    parts.filter((p) => p.type === 'bold').length
  return b.type === 'list'
    ? `list:${b.items.length}:${b.items.map(bolds).join(',')}`
    : `${b.type}:${bolds(b.text)}`
}
function text(b: Block): string {
  return b.type === 'list' ? b.items.map(inline).join('\n') : inline(b.text)
}

describe('Spanish articles', () => {
  test('the same articles: ids, slugs, dates, images, categories, read times', () => {
    const keys = (a: (typeof EN_ARTICLES)[number]) => ({
      id: a.id,
      slug: a.slug,
      publishedDate: a.publishedDate,
      category: a.category,
      image: a.image,
      readTime: a.readTime,
      tags: a.tags.length,
    })
    expect(ES_ARTICLES.map(keys)).toEqual(EN_ARTICLES.map(keys))
  })

  test('every text is translated', () => {
    EN_ARTICLES.forEach((a, i) => {
      const b = ES_ARTICLES[i]!
      for (const k of [
        'title',
        'excerpt',
        'content',
        'author',
        'metaTitle',
        'metaDescription',
      ] as const)
        expect(b[k], `${a.slug} ${k}`).not.toBe(a[k])
      a.tags.forEach((t, j) => expect(b.tags[j]).not.toBe(t))
    })
  })

  test('related articles are the same (tags translated alike)', () => {
    EN_ARTICLES.forEach((a, i) => {
      expect(
        relatedArticles(ES_ARTICLES[i]!, ES_ARTICLES).map((r) => r.slug),
      ).toEqual(relatedArticles(a, EN_ARTICLES).map((r) => r.slug))
    })
  })

  test.each(EN_ARTICLES.map((a, i) => [a.slug, i] as const))(
    '%s: the same blocks, each with the same numbers',
    (_slug, i) => {
      const a = EN_ARTICLES[i]!
      const b = ES_ARTICLES[i]!
      const enBlocks = parseMarkup(a.content)
      const esBlocks = parseMarkup(b.content)
      expect(esBlocks.map(shape)).toEqual(enBlocks.map(shape))
      enBlocks.forEach((block, j) =>
        expect(numbers(text(esBlocks[j]!)), text(block)).toEqual(
          numbers(text(block)),
        ),
      )
      for (const k of [
        'title',
        'excerpt',
        'metaTitle',
        'metaDescription',
      ] as const)
        expect(numbers(b[k]), `${a.slug} ${k}`).toEqual(numbers(a[k]))
    },
  )

  test('the 911 and Poison Help numbers stay in every article', () => {
    ES_ARTICLES.forEach((b, i) => {
      const count = (s: string, n: string) => s.split(n).length - 1
      const a = EN_ARTICLES[i]!
      expect(count(b.content, '911')).toBe(count(a.content, '911'))
      expect(count(b.content, '1-800-222-1222')).toBe(
        count(a.content, '1-800-222-1222'),
      )
    })
  })
})

describe('Spanish town content', () => {
  const cases: Array<[number, en.NearestClinicFact | null | undefined]> = [
    [0, undefined],
    [0, null],
    [0, { name: 'Clinic', city: 'Paducah', distance: 12.5 }],
    [0, { name: 'Clinic', city: 'Paducah', distance: 1 }],
    [1, undefined],
    [3, undefined],
  ]

  test('the same constants and paragraph rule', () => {
    expect(es.TOWN_SECTION_KEYS).toEqual(en.TOWN_SECTION_KEYS)
    expect(es.COST_FIGURES).toEqual(en.COST_FIGURES)
    expect(es.splitParagraphs('a\n\n b \n c\n\n')).toEqual(
      en.splitParagraphs('a\n\n b \n c\n\n'),
    )
  })

  test('sections: the same keys and paragraphs, each with the same numbers', () => {
    const a = en.townSections('Mayfield')
    const b = es.townSections('Mayfield')
    expect(b.map((s) => s.key)).toEqual(a.map((s) => s.key))
    a.forEach((s, i) => {
      const t = b[i]!
      expect(t.title).not.toBe(s.title)
      expect(t.title).toContain('Mayfield')
      const pa = en.splitParagraphs(s.body)
      const pb = es.splitParagraphs(t.body)
      expect(pb).toHaveLength(pa.length)
      pa.forEach((p, j) => {
        expect(pb[j]).not.toBe(p)
        expect(numbers(pb[j]!), p).toEqual(numbers(p))
      })
    })
  })

  test.each(cases)(
    'FAQ for %i clinics (nearest %o): the same items, each with the same numbers',
    (count, nearest) => {
      const a = en.townFaq('Mayfield', 'KY', count, nearest)
      const b = es.townFaq('Mayfield', 'KY', count, nearest)
      expect(b).toHaveLength(a.length)
      a.forEach((item, i) => {
        const t = b[i]!
        expect(t.question).not.toBe(item.question)
        expect(t.answer).not.toBe(item.answer)
        expect(numbers(t.question), item.question).toEqual(
          numbers(item.question),
        )
        expect(numbers(t.answer), item.answer).toEqual(numbers(item.answer))
      })
    },
  )

  test.each([0, 1, 2, 17])('texts with a count of %i keep the numbers', (n) => {
    const pairs: Array<[string, string]> = [
      [en.clinicsFoundText(n), es.clinicsFoundText(n)],
      [en.townCountSentence('Murray', n), es.townCountSentence('Murray', n)],
      [
        en.townMetaDescription('Murray', 'KY', n),
        es.townMetaDescription('Murray', 'KY', n),
      ],
      [en.noClinicListedText('Murray'), es.noClinicListedText('Murray')],
      [
        en.emergencyTownMetaDescription('Murray', 'KY'),
        es.emergencyTownMetaDescription('Murray', 'KY'),
      ],
      [en.townIntro('Murray', 'KY'), es.townIntro('Murray', 'KY')],
      [en.townMetaTitle('Murray', 'KY'), es.townMetaTitle('Murray', 'KY')],
    ]
    for (const [a, b] of pairs) {
      expect(b).not.toBe(a)
      if (a.includes('Murray')) expect(b).toContain('Murray')
      expect(numbers(b), a).toEqual(numbers(a))
    }
  })

  test('Spanish plurals and miles', () => {
    expect(es.clinicsFoundText(1)).toBe(
      '1 centro de atención de urgencia encontrado',
    )
    expect(es.clinicsFoundText(2)).toBe(
      '2 centros de atención de urgencia encontrados',
    )
    const near = (distance: number) =>
      es.townFaq('Mayfield', 'KY', 0, {
        name: 'C',
        city: 'Paducah',
        distance,
      })[0]!.answer
    expect(near(1)).toContain('a 1 milla del centro')
    expect(near(12.5)).toContain('a 12.5 millas del centro')
  })
})

test('the catalogue entries of these pages keep their placeholders and numbers', () => {
  const inFile = Object.values(content.inFile ?? {}).flatMap((t) =>
    Object.entries(t),
  )
  for (const [k, v] of [...Object.entries(content.texts), ...inFile])
    expect(translationProblem(k, v)).toBeNull()
})
