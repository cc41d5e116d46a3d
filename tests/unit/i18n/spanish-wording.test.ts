/**
 * Spanish that reads right (issue 41, item 5): for each English text of the
 * review's table the catalogue (or the Spanish sibling file) gives the
 * better Spanish, and the old wording is gone everywhere.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { applyPatches, type Translation } from '@/prerender/language/catalogue'
import { spanish } from '@/prerender/language/es/index'
import { translateSource } from '@/prerender/language/texts'
import { townSections } from '@/domain/town-content.es'

const root = path.resolve(__dirname, '../../..')

/** The Spanish for `en`, as the build finds it in `file` (or anywhere). */
function es(en: string, file?: string): Translation | undefined {
  const local = file ? spanish.inFile?.[file] : undefined
  if (local && Object.hasOwn(local, en)) return local[en]
  return Object.hasOwn(spanish.texts, en) ? spanish.texts[en] : undefined
}

function spanishSource(rel: string): string {
  const abs = path.join(root, rel)
  const patched = applyPatches(
    readFileSync(abs, 'utf8'),
    rel,
    spanish.patches?.[rel],
  )
  return translateSource(patched, abs, rel, spanish).code
}

/** Every Spanish text the site can show: the catalogue and the siblings. */
function everySpanishText(): string {
  const values = [
    ...Object.values(spanish.texts),
    ...Object.values(spanish.inFile ?? {}).flatMap((t) => Object.values(t)),
  ].map((v) => (typeof v === 'string' ? v : `${v.one}\n${v.other}`))
  const siblings = [
    'src/domain/town-content.es.ts',
    'src/data/blog/articles.es.ts',
    'src/features/legal/privacy-policy.es.tsx',
    'src/features/legal/terms-of-service.es.tsx',
  ].map((f) => readFileSync(path.join(root, f), 'utf8'))
  return [...values, ...siblings].join('\n')
}

describe("the review's table", () => {
  test.each([
    ['the 911 banner button', 'Emergency Info', 'Información de emergencia'],
    // One contact entry, never 'Ayuda' (it reads as help for the child).
    ['the header button on a phone', 'Contact', 'Contacto'],
    ['the header button', 'Contact Support', 'Escríbanos'],
    ['the report form, kind', 'It has closed', 'Cerró definitivamente'],
    ['the nothing-open box', 'Opening soonest', 'Las próximas en abrir'],
    [
      'the clinic page, listing box',
      'Medium confidence: the details come from a reliable source but may be out of date.',
      'Confianza media: los datos vienen de una fuente confiable, pero pueden estar desactualizados.',
    ],
    [
      'the clinic page, under the hours',
      'Times are local to the clinic. Holiday hours may differ.',
      'El horario está en la hora local de la clínica. En días festivos puede ser distinto.',
    ],
    [
      'the phone unknown (card and page)',
      'No phone on file',
      'No hay teléfono registrado',
    ],
    ['the e-mail placeholders', 'you@example.com', 'su.correo@ejemplo.com'],
  ])('%s: %s', (_, en, want) => {
    expect(es(en)).toBe(want)
  })

  test("the clinic page's today: 'Cierra a las 4 PM', as the cards say", () => {
    const file = 'src/features/clinic-detail/clinic-summary.tsx'
    expect(es('Closes', file)).toBe('Cierra')
    const code = spanishSource(file)
    expect(code).toContain('"Cierra "')
    expect(code).toContain('`a las ${status.closesAt}`')
    expect(code).toContain('`a la ${status.closesAt}`')
    expect(code).not.toContain('Cierra:')
  })

  test('the confidence once, in English and Spanish (no double colon)', () => {
    for (const level of ['High', 'Medium', 'Low']) {
      const key = Object.keys(spanish.texts).find((k) =>
        k.startsWith(`${level} confidence: `),
      )
      expect(key, level).toBeDefined()
      expect(es(key!)).toMatch(/^Confianza (alta|media|baja): /)
    }
    expect(es('Confidence:')).toBeUndefined()
    const source = readFileSync(
      path.join(root, 'src/features/clinic-detail/listing-provenance.tsx'),
      'utf8',
    )
    expect(source).not.toMatch(/Confidence: \{/)
  })

  test('one wording for what is not on file, on the card and the page', () => {
    for (const en of ['No phone on file', 'Street address not listed'])
      for (const [file, texts] of Object.entries(spanish.inFile ?? {}))
        expect(Object.hasOwn(texts, en), `${file}: ${en}`).toBe(false)
    expect(es('Street address not listed')).toBe(
      'No hay dirección exacta registrada',
    )
  })

  test('one 911 sentence everywhere', () => {
    const sentence = 'Si la vida corre peligro, llame al 911'
    expect(es('Call 911 immediately for life-threatening conditions')).toBe(
      `${sentence} ahora`,
    )
    expect(
      es(
        'If your child needs care now, a hospital emergency room is open 24 hours. For a life-threatening emergency call 911.',
      ),
    ).toContain(`${sentence}.`)
    expect(
      es(
        'For a life-threatening emergency call 911. Hospital emergency rooms must see everyone, whatever their insurance.',
      ),
    ).toMatch(new RegExp(`^${sentence}\\.`))
    const all = everySpanishText()
    expect(all).not.toMatch(/peligro para la vida/)
    expect(all).not.toMatch(/la vida está en peligro/)
    expect(all).not.toMatch(/emergencia que pone en peligro la vida/)
  })

  test("the town guide: provider networks and 'Conviene elegir'", () => {
    const text = townSections('Murray')
      .map((s) => s.body)
      .join('\n')
    expect(text).toContain(
      'pero las redes de proveedores varían según el plan.',
    )
    expect(text).toContain('Conviene elegir una clínica antes de necesitarla.')
    expect(text).not.toContain('Ayuda elegir')
    expect(text).not.toMatch(/las redes cambian/)
  })

  test('no slang, no support desk, one wording for an approximate distance', () => {
    const all = everySpanishText()
    expect(all).not.toMatch(/\bInfo\b/)
    expect(all).not.toMatch(/[Ss]oporte/)
    expect(all).not.toMatch(/aprox\./)
    expect(es('about 1 mile')).toBe('a alrededor de 1 milla')
    expect(es('about {0} miles')).toBe('a unas {0} millas')
    // Cards as compact as in English: the website link shares its row.
    expect(es('Visit Website')).toBe('Sitio web')
  })

  test("the map's emergency-room square reads 'SE' in Spanish, with its legend", () => {
    const map = 'src/features/map/clinic-map.tsx'
    expect(es('ER', map)).toBe('SE')
    // The 'ER' of hospital names elsewhere stays as written.
    expect(es('ER')).toBeUndefined()
    expect(spanishSource(map)).toContain(
      'Un cuadrado con ${ROOM_SYMBOL} es la sala de emergencias de un hospital, abierta las 24 horas.',
    )
    expect(spanishSource(map)).toMatch(/const ROOM_SYMBOL = ['"]SE['"]/)
    expect(es('Enter a valid email address, like name@example.com.')).toContain(
      'su.correo@ejemplo.com',
    )
  })
})

describe("issue 48's corrections", () => {
  test.each([
    ['a distance, more than one mile', 'about {0} miles', 'a unas {0} millas'],
    ['a fact', 'last check-in', 'hora límite para registrarse'],
    ['the sort button', 'Sort by Open Now', 'Primero las abiertas'],
  ])('%s: %s → %s', (_where, en, better) => {
    expect(es(en)).toBe(better)
  })

  test('the old wording is gone everywhere', () => {
    const all = everySpanishText()
    expect(all).not.toMatch(/a cerca de (\d|\{)/)
    expect(all).not.toContain('último registro de pacientes')
    expect(all).not.toContain('Último registro de pacientes')
    expect(all).not.toContain('Ordenar por abiertas')
  })
})
