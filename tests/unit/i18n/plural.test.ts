/**
 * Plurals (src/prerender/language/README.md): a count or a distance of 1
 * reads singular in English and in Spanish. The rule, the catalogue's plural
 * entries as the Spanish build writes them into the code, and the English
 * source's own singulars.
 */
import ts from 'typescript'
import { describe, expect, test } from 'vitest'
import {
  approximateMiles,
  formatMiles,
  clinicDistanceText,
} from '@/domain/geo/distance'
import { reviewCountText } from '@/domain/rating'
import { basedOnText, providerRatingText } from '@/domain/reviews'
import { clinicsFoundText, townCountSentence } from '@/domain/town-content'
import * as townEs from '@/domain/town-content.es'
import {
  pluralForm,
  type Catalogue,
  type PluralText,
} from '@/prerender/language/catalogue'
import { spanish } from '@/prerender/language/es/index'
import { translateSource, translationProblem } from '@/prerender/language/texts'

/** `source` (a .ts module) as the Spanish build writes it, run. */
function spanishModule<T>(source: string, catalogue: Catalogue = spanish): T {
  const code = translateSource(source, 'x.ts', 'x.ts', catalogue).code
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

describe('the plural rule', () => {
  const numbers = [0, 0.5, 1, 1.5, 2, 3, 10, 12.5, 21, 50, 101, 130]

  test.each(['en', 'es'])(
    '%s: singular for exactly 1, plural for every other number (as CLDR)',
    (lang) => {
      const cldr = new Intl.PluralRules(lang)
      for (const n of numbers) {
        expect(pluralForm(n), `${lang} ${n}`).toBe(
          cldr.select(n) === 'one' ? 'one' : 'other',
        )
      }
      expect(pluralForm(1)).toBe('one')
      expect(pluralForm('1')).toBe('one')
      for (const n of [0, 0.5, 1.5, 2, 10]) expect(pluralForm(n)).toBe('other')
    },
  )

  test("Spanish: a rating written '1.0' is one star (CLDR es: n = 1)", () => {
    expect(new Intl.PluralRules('es').select(1.0)).toBe('one')
    expect(pluralForm('1.0')).toBe('one')
    expect(pluralForm('4.6')).toBe('other')
  })
})

describe('a plural entry of the catalogue', () => {
  const catalogue: Catalogue = {
    texts: {
      '{0} apples in {1}': {
        one: '{0} manzana en {1}',
        other: '{0} manzanas en {1}',
      },
      'in {0}, {1} pears': {
        count: 1,
        one: 'en {0}, {1} pera',
        other: 'en {0}, {1} peras',
      },
    },
  }

  test('chooses its form by the number in the text, each time the code runs', () => {
    const m = spanishModule<{
      apples: (n: number, s: string) => string
      pears: (s: string, n: number) => string
    }>(
      'export const apples = (n: number, s: string) => `${n} apples in ${s}`\n' +
        'export const pears = (s: string, n: number) => `in ${s}, ${n} pears`\n',
      catalogue,
    )
    expect(m.apples(1, 'Paducah')).toBe('1 manzana en Paducah')
    expect(m.apples(0, 'Paducah')).toBe('0 manzanas en Paducah')
    expect(m.apples(2.5, 'Paducah')).toBe('2.5 manzanas en Paducah')
    expect(m.pears('Murray', 1)).toBe('en Murray, 1 pera')
    expect(m.pears('Murray', 7)).toBe('en Murray, 7 peras')
  })

  test('keeps the placeholders and numbers of the English in both forms', () => {
    expect(
      translationProblem('{0} apples', { one: '{0} manzana', other: 'x' }),
    ).toMatch(/placeholders differ/)
    expect(
      translationProblem('{0} apples', {
        count: 1,
        one: '{0} manzana',
        other: '{0} manzanas',
      }),
    ).toMatch(/no \{1\}/)
    expect(
      translationProblem('apples', { one: 'manzana', other: 'manzanas' }),
    ).toMatch(/no \{0\}/)
    const plurals = [
      ...Object.entries(spanish.texts),
      ...Object.values(spanish.inFile ?? {}).flatMap((t) => Object.entries(t)),
    ].filter((e): e is [string, PluralText] => typeof e[1] === 'object')
    expect(plurals.length).toBeGreaterThanOrEqual(3)
    for (const [k, v] of plurals) expect(translationProblem(k, v), k).toBeNull()
  })
})

describe('counts and distances of 1 in Spanish', () => {
  test("the map's legend and its description for a screen reader", () => {
    const m = spanishModule<{
      legend: (o: string, r: number) => string
      described: (o: string, r: number) => string
    }>(
      'export const legend = (originLabel: string, radiusMiles: number) => `${originLabel} · the circle is the ${radiusMiles}-mile search radius`\n' +
        'export const described = (originLabel: string, radiusMiles: number) => `Map around ${originLabel}, with a ${radiusMiles}-mile circle. `\n',
    )
    expect(m.legend('Paducah', 1)).toBe(
      'Paducah · el círculo marca el radio de búsqueda de 1 milla',
    )
    expect(m.legend('Paducah', 10)).toBe(
      'Paducah · el círculo marca el radio de búsqueda de 10 millas',
    )
    expect(m.described('Murray', 1)).toBe(
      'Mapa alrededor de Murray, con un círculo de 1 milla. ',
    )
    expect(m.described('Murray', 25)).toBe(
      'Mapa alrededor de Murray, con un círculo de 25 millas. ',
    )
  })

  test('a rating of one star', () => {
    const m = spanishModule<{ s: (r: string, n: number) => string }>(
      "export const s = (r: string, n: number) => `This clinic has a ${r} star rating from ${n} ${n === 1 ? 'review' : 'reviews'} on ${'Google'}.`\n",
      {
        ...spanish,
        texts: { ...spanish.texts, review: 'reseña', reviews: 'reseñas' },
      },
    )
    expect(m.s('1.0', 1)).toBe(
      'Esta clínica tiene una calificación de 1.0 estrella según 1 reseña en Google.',
    )
    expect(m.s('4.6', 128)).toBe(
      'Esta clínica tiene una calificación de 4.6 estrellas según 128 reseñas en Google.',
    )
  })

  test("the town guides' counts", () => {
    expect(townEs.clinicsFoundText(1)).toMatch(/^1 centro .* encontrado$/)
    expect(townEs.clinicsFoundText(3)).toMatch(/^3 centros .* encontrados$/)
  })

  test('the catalogue has one form per count where the English has two', () => {
    const pairs: Array<[string, string]> = [
      ['about 1 mile', 'a alrededor de 1 milla'],
      ['about {0} miles', 'a unas {0} millas'],
      ['1 clinic found', '1 clínica encontrada'],
      ['{0} clinics found', '{0} clínicas encontradas'],
      ['1 clinic', '1 clínica'],
      ['1 article shown', '1 artículo en la lista'],
      ['1 suggestion available.', '1 sugerencia disponible.'],
    ]
    for (const [en, es] of pairs) expect(spanish.texts[en]).toBe(es)
    expect(spanish.inFile?.['src/domain/geo/distance.ts']).toEqual({
      mile: 'milla',
      miles: 'millas',
    })
  })
})

describe('counts and distances of 1 in English', () => {
  test('a distance', () => {
    expect(formatMiles(1)).toBe('1 mile')
    expect(formatMiles(1.04)).toBe('1 mile')
    expect(formatMiles(0.4)).toBe('0.4 miles')
    expect(formatMiles(12.5)).toBe('12.5 miles')
    expect(approximateMiles(0.6)).toBe('about 1 mile')
    expect(approximateMiles(3.2)).toBe('about 3 miles')
    expect(clinicDistanceText(1, true, 'Paducah')).toBe(
      'In Paducah · about 1 mile',
    )
  })

  test('a count', () => {
    expect(reviewCountText(1)).toBe('1 review')
    expect(reviewCountText(2)).toBe('2 reviews')
    expect(basedOnText(1)).toBe('Based on 1 review')
    expect(providerRatingText(5, 1)).toBe(
      'This clinic has a 5.0 star rating from 1 review on Google.',
    )
    expect(clinicsFoundText(1)).toBe('1 urgent care clinic found')
    expect(townCountSentence('Murray', 1)).toBe(
      'This directory lists 1 urgent care clinic in Murray.',
    )
  })
})
