/**
 * The Spanish catalogue of finding care (src/prerender/language/es/finding.ts):
 * every entry stands for its English text, every patch still matches, every
 * file it changes is still valid code, and the domain's sentences read as
 * Spanish once translated (the domain folder, translated as the Spanish
 * build does, run from a temporary copy).
 */
import {
  cpSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import ts from 'typescript'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type * as HoursLineText from '@/domain/hours/hours-line-text'
import type * as ParseHours from '@/domain/hours/parse-hours'
import type * as Freshness from '@/domain/freshness'
import type * as FieldConfirmation from '@/domain/field-confirmation'
import type * as ProvenanceSentence from '@/domain/sources/provenance-sentence'
import type * as HolidayNote from '@/domain/holiday-note'
import type * as Distance from '@/domain/geo/distance'
import type * as Rating from '@/domain/rating'
import type * as Reviews from '@/domain/reviews'
import type * as FilterVocabulary from '@/domain/filter-vocabulary'
import type * as FilterLabels from '@/domain/filter-labels'
import type * as FactFilters from '@/domain/fact-filters'
import type * as FactNotes from '@/domain/fact-notes'
import { UNKNOWN_FACTS } from '@/domain/before-you-go'
import type * as MapPoints from '@/domain/map/map-points'
import type * as TileUrl from '@/domain/map/tile-url'
import type * as BeforeYouGoText from '@/domain/before-you-go-text'
import type * as BeforeYouGoCard from '@/domain/before-you-go-card'
import { applyPatches } from '@/prerender/language/catalogue'
import finding from '@/prerender/language/es/finding'
import { spanish } from '@/prerender/language/es/index'
import { translateSource, translationProblem } from '@/prerender/language/texts'

const root = path.resolve(__dirname, '../../..')

function spanishSource(rel: string): string {
  const abs = path.join(root, rel)
  const patched = applyPatches(
    readFileSync(abs, 'utf8'),
    rel,
    spanish.patches?.[rel],
  )
  return translateSource(patched, abs, rel, spanish).code
}

describe('the finding catalogue', () => {
  it('has translations that stand for their English texts', () => {
    const entries = [
      ...Object.entries(finding.texts),
      ...Object.values(finding.inFile ?? {}).flatMap((o) => Object.entries(o)),
    ]
    expect(entries.length).toBeGreaterThan(150)
    for (const [key, value] of entries)
      expect(translationProblem(key, value), key).toBeNull()
  })

  it('changes files that are still valid code', () => {
    const files = new Set([
      ...Object.keys(finding.patches ?? {}),
      ...Object.keys(finding.inFile ?? {}),
    ])
    for (const rel of files) {
      const out = ts.transpileModule(spanishSource(rel), {
        fileName: rel,
        reportDiagnostics: true,
        compilerOptions: { jsx: ts.JsxEmit.ReactJSX },
      })
      expect(out.diagnostics ?? [], rel).toEqual([])
    }
  })
})

describe('the domain in Spanish', () => {
  let dir = ''
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'es-domain-'))
    cpSync(path.join(root, 'src/domain'), path.join(dir, 'domain'), {
      recursive: true,
    })
    const files = ts.sys.readDirectory(path.join(root, 'src/domain'), ['.ts'])
    for (const abs of files) {
      const rel = path.relative(root, abs).split(path.sep).join('/')
      writeFileSync(
        path.join(dir, path.relative(path.join(root, 'src'), abs)),
        spanishSource(rel),
      )
    }
  })
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  const load = async <T>(rel: string): Promise<T> =>
    (await import(/* @vite-ignore */ path.join(dir, rel))) as T

  it("writes the app's own times as Spanish does: '7 p. m.', 'a la 1:30 a. m.' (issue 48)", async () => {
    const { formatTime } = await load<typeof ParseHours>(
      'domain/hours/parse-hours.ts',
    )
    const { hoursLineText } = await load<typeof HoursLineText>(
      'domain/hours/hours-line-text.ts',
    )
    expect(formatTime(19 * 60)).toBe('7\u00a0p.\u00a0m.')
    expect(formatTime(90)).toBe('1:30\u00a0a.\u00a0m.')
    expect(formatTime(12 * 60)).toBe('12\u00a0p.\u00a0m.')
    const closesAt = formatTime(13 * 60 + 30)
    expect(
      hoursLineText({
        hoursText: '8:00 AM - 8:00 PM',
        opensAt: null,
        state: 'open',
        isOpen: true,
        closesAt,
      }),
    ).toBe('8:00 AM - 8:00 PM • Cierra a la 1:30\u00a0p.\u00a0m.')
  })

  it("writes today's hours with 'a las' / 'a la' and the day", async () => {
    const { hoursLineText } = await load<typeof HoursLineText>(
      'domain/hours/hours-line-text.ts',
    )
    const base = { hoursText: '8:00 AM - 8:00 PM', opensAt: null }
    expect(
      hoursLineText({ ...base, state: 'open', isOpen: true, closesAt: '8 PM' }),
    ).toBe('8:00 AM - 8:00 PM • Cierra a las 8 PM')
    expect(
      hoursLineText({
        ...base,
        state: 'open',
        isOpen: true,
        closesAt: '1:30 PM',
      }),
    ).toBe('8:00 AM - 8:00 PM • Cierra a la 1:30 PM')
    expect(
      hoursLineText({
        state: 'closed',
        isOpen: false,
        hoursText: 'Cerrado hoy',
        closesAt: null,
        opensAt: '8 AM',
        opensDay: 'monday',
      }),
    ).toBe('Cerrado hoy • Abre el lunes a las 8 AM')
    // The following day; the last hour before closing.
    expect(
      hoursLineText({
        state: 'closed',
        isOpen: false,
        hoursText: '7:00 AM - 7:00 PM',
        closesAt: null,
        opensAt: '7 AM',
        opensDay: 'wednesday',
        tomorrow: true,
      }),
    ).toBe('7:00 AM - 7:00 PM • Abre mañana a las 7 AM')
    expect(
      hoursLineText({
        ...base,
        hoursText: '8:00 AM - 7:00 PM',
        state: 'open',
        isOpen: true,
        closesAt: '7 PM',
        closesIn: 25,
      }),
    ).toBe('8:00 AM - 7:00 PM • Cierra a las 7 PM (en 25 min)')
    expect(
      hoursLineText({
        state: 'unknown',
        isOpen: false,
        hoursText: 'Horario no disponible',
        closesAt: null,
        opensAt: null,
      }),
    ).toBe('Horario desconocido')
  })

  it('says when and how a clinic was confirmed', async () => {
    const { clinicFreshness, freshness } = await load<typeof Freshness>(
      'domain/freshness.ts',
    )
    const { fieldConfirmation } = await load<typeof FieldConfirmation>(
      'domain/field-confirmation.ts',
    )
    const now = new Date('2026-12-01T12:00:00Z')
    const at = '2026-11-20T15:00:00Z'
    const none = { hours: null, phone: null, address: null, website: null }
    const clinic = (verification: typeof none | Record<string, unknown>) =>
      ({
        provenance: { asOf: '2026-11-20', confidence: 'high' },
        verification,
        reportedClosedUntil: null,
        phone: '(270) 555-0100',
      }) as unknown as Parameters<typeof clinicFreshness>[0]
    expect(
      freshness({ asOf: '2026-11-20', confidence: 'high' }, now).text,
    ).toBe('Horario confirmado en noviembre de 2026')
    expect(
      freshness({ asOf: '2024-03-02', confidence: 'high' }, now).text,
    ).toBe('Sin confirmar desde 2024 — llame antes de ir')
    expect(
      clinicFreshness(clinic({ ...none, hours: { at, method: 'call' } }), now)
        .text,
    ).toBe('Horario confirmado por teléfono en noviembre de 2026')
    expect(
      clinicFreshness(
        clinic({
          ...none,
          hours: { at, method: 'visit' },
          phone: { at, method: 'visit' },
        }),
        now,
      ).text,
    ).toBe('Horario y teléfono confirmados en persona en noviembre de 2026')
    expect(
      clinicFreshness(clinic({ ...none, phone: { at, method: 'call' } }), now)
        .text,
    ).toBe(
      'Teléfono confirmado en noviembre de 2026 · horario sin confirmar — llame antes de ir',
    )
    // No number on file: nothing asks to call.
    expect(
      clinicFreshness(
        {
          ...clinic({ ...none }),
          phone: null,
        } as Parameters<typeof clinicFreshness>[0],
        new Date('2031-12-01T12:00:00Z'),
      ).text,
    ).toBe('Sin confirmar desde 2026 — verifique antes de ir')
    expect(fieldConfirmation('hours', { at, method: 'visit' })).toMatchObject({
      label: 'Horario',
      text: 'Confirmado en persona en noviembre de 2026',
    })
    expect(fieldConfirmation('phone', null).text).toBe('Sin confirmar')
  })

  it('says where a value taken from a public source came from (issue 51)', async () => {
    const { clinicFreshness } = await load<typeof Freshness>(
      'domain/freshness.ts',
    )
    const { fieldConfirmation } = await load<typeof FieldConfirmation>(
      'domain/field-confirmation.ts',
    )
    const { provenanceSentence } = await load<typeof ProvenanceSentence>(
      'domain/sources/provenance-sentence.ts',
    )
    const { comingHolidays } = await load<typeof HolidayNote>(
      'domain/holiday-note.ts',
    )
    const now = new Date('2026-12-04T12:00:00Z')
    const at = '2026-12-02T15:00:00Z'
    const none = { hours: null, phone: null, address: null, website: null }
    const line = (
      verification: Record<string, unknown>,
      phone: string | null = '(270) 555-0100',
    ) =>
      clinicFreshness(
        {
          provenance: { asOf: '2026-11-20', confidence: 'high' },
          verification: { ...none, ...verification },
          reportedClosedUntil: null,
          phone,
        } as unknown as Parameters<typeof clinicFreshness>[0],
        now,
      )
    expect(line({ hours: { at, method: 'website' } })).toEqual({
      tone: 'unconfirmed',
      text: 'Horario del sitio web de la clínica, diciembre de 2026 — llame para confirmar',
    })
    expect(line({ hours: { at, method: 'map' } }).text).toBe(
      'Horario de OpenStreetMap, diciembre de 2026 — llame para confirmar',
    )
    expect(line({ hours: { at, method: 'registry' } }).text).toBe(
      'Horario del registro NPI, diciembre de 2026 — llame para confirmar',
    )
    expect(
      line({
        hours: { at, method: 'website' },
        phone: { at, method: 'website' },
      }).text,
    ).toBe(
      'Horario y teléfono del sitio web de la clínica, diciembre de 2026 — llame para confirmar',
    )
    expect(line({ phone: { at, method: 'registry' } }).text).toBe(
      'Teléfono del registro NPI, diciembre de 2026 · horario sin confirmar — llame antes de ir',
    )
    // No number on file: nothing asks to call.
    expect(line({ hours: { at, method: 'website' } }, null).text).toBe(
      'Horario del sitio web de la clínica, diciembre de 2026 — verifique antes de ir',
    )
    // A confirmation by a person reads as before.
    expect(line({ hours: { at, method: 'call' } }).text).toBe(
      'Horario confirmado por teléfono en diciembre de 2026',
    )
    expect(
      fieldConfirmation('website', { at, method: 'website' }),
    ).toMatchObject({
      label: 'Sitio web',
      text: 'Del sitio web de la clínica, diciembre de 2026',
      confirmed: false,
    })
    expect(fieldConfirmation('phone', { at, method: 'registry' }).text).toBe(
      'Del registro NPI, diciembre de 2026',
    )
    expect(fieldConfirmation('address', { at, method: 'map' }).text).toBe(
      'De OpenStreetMap, diciembre de 2026',
    )
    expect(provenanceSentence('2021-12-16', { at, method: 'website' }, 1)).toBe(
      'Horario no confirmado por nosotros; del sitio web de la clínica, diciembre de 2026',
    )
    expect(
      comingHolidays(
        {
          timezone: 'America/Chicago',
          hoursExceptions: [
            {
              date: '2026-12-24',
              hours: null,
              note: null,
              confirmedAt: at,
              method: 'website',
            },
          ],
        },
        now,
      )[0]!.text,
    ).toBe('cerrado — del sitio web de la clínica, diciembre de 2026')
  })

  it('says before you go in Spanish: the facts, what to ask, the last check-in', async () => {
    const { beforeYouGo } = await load<typeof BeforeYouGoText>(
      'domain/before-you-go-text.ts',
    )
    const { cardFacts } = await load<typeof BeforeYouGoCard>(
      'domain/before-you-go-card.ts',
    )
    const { hoursLineText } = await load<typeof HoursLineText>(
      'domain/hours/hours-line-text.ts',
    )
    const at = { at: '2026-11-20T15:00:00Z', method: 'call' as const }
    const confirmed = {
      ...{ phone: null, hours: null, address: null, website: null },
      ...{ min_age: at, medicaid: at, xray: at, last_checkin: at },
      languages: at,
    }
    const known = {
      minAgeMonths: 6,
      acceptsMedicaidKchip: true,
      xrayOnSite: true,
      lastCheckinMinutesBeforeClose: 30,
      languages: ['spanish' as const],
    }
    expect(
      beforeYouGo(known, confirmed, true).known.map(
        (f) => `${f.text} (${f.confirmed})`,
      ),
    ).toEqual([
      'Atiende a niños de 6 meses o más (Confirmado en noviembre de 2026)',
      'Acepta Medicaid de Kentucky y KCHIP (Confirmado en noviembre de 2026)',
      'Rayos X en la clínica (Confirmado en noviembre de 2026)',
      'Hora límite para registrarse: 30 minutos antes del cierre (Confirmado en noviembre de 2026)',
      'Se habla español (Confirmado en noviembre de 2026)',
    ])
    const unknown = {
      minAgeMonths: null,
      acceptsMedicaidKchip: null,
      xrayOnSite: null,
      lastCheckinMinutesBeforeClose: null,
      languages: null,
    }
    expect(beforeYouGo(unknown, confirmed, true).ask).toBe(
      'Sin confirmar aún — pregunte al llamar: edad mínima que atiende, Medicaid/KCHIP, Rayos X, hora límite para registrarse, español o intérprete.',
    )
    expect(cardFacts(known)).toEqual([
      'Desde 6 meses',
      'Medicaid/KCHIP',
      'Rayos X',
      'Español',
    ])
    expect(cardFacts({ ...unknown, minAgeMonths: 1 })).toEqual(['Desde 1 mes'])
    const some = { ...known, medicaidSomePlans: true }
    expect(cardFacts(some)[1]).toBe('Algunos planes de Medicaid')
    expect(beforeYouGo(some, confirmed, true).known[1]!.text).toBe(
      'Acepta algunos planes de Medicaid/KCHIP — pregunte cuáles',
    )
    expect(
      hoursLineText({
        state: 'open',
        isOpen: true,
        hoursText: '8:00 AM - 8:00 PM',
        closesAt: '8 PM',
        opensAt: null,
        checkin: { last: '7:30 PM', phase: 'soon' },
      }),
    ).toBe(
      '8:00 AM - 8:00 PM • Cierra a las 8 PM · último registro a las 7:30 PM',
    )
    expect(
      hoursLineText({
        state: 'open',
        isOpen: true,
        hoursText: '6:00 PM - 2:00 AM',
        closesAt: '2 AM',
        opensAt: null,
        checkin: { last: '1:30 AM', phase: 'soon' },
      }),
    ).toBe(
      '6:00 PM - 2:00 AM • Cierra a las 2 AM · último registro a la 1:30 AM',
    )
  })

  it('counts miles and reviews in Spanish', async () => {
    const { formatMiles } = await load<typeof Distance>(
      'domain/geo/distance.ts',
    )
    const { reviewCountText } = await load<typeof Rating>('domain/rating.ts')
    const { basedOnText, providerRatingText } =
      await load<typeof Reviews>('domain/reviews.ts')
    expect(formatMiles(1)).toBe('1 milla')
    expect(formatMiles(12.34)).toBe('12.3 millas')
    expect(reviewCountText(1)).toBe('1 reseña')
    expect(reviewCountText(12)).toBe('12 reseñas')
    expect(basedOnText(3)).toBe('Basado en 3 reseñas')
    expect(providerRatingText(4.56, 1)).toBe(
      'Esta clínica tiene una calificación de 4.6 estrellas según 1 reseña en Google.',
    )
  })

  it('keeps the filter ids and translates their labels', async () => {
    const { FILTERS } = await load<typeof FilterVocabulary>(
      'domain/filter-vocabulary.ts',
    )
    expect(FILTERS.map((f) => f.id)).toEqual([
      'open-now',
      'after-hours',
      'weekends',
      'late-night',
      'early-morning',
      'pediatric',
      'emergency',
      'walk-in',
      'telehealth',
      'under-6-months',
      '6-23-months',
      '2-years-plus',
      'medicaid-kchip',
    ])
    const { FILTER_LABELS } = await load<typeof FilterLabels>(
      'domain/filter-labels.ts',
    )
    expect(FILTER_LABELS['open-now']).toBe('Abierto ahora')
    expect(FILTER_LABELS.weekends).toBe('Horario de fin de semana')
    expect(FILTERS.slice(9).map((f) => FILTER_LABELS[f.id])).toEqual([
      'Menores de 6 meses',
      '6 a 23 meses',
      '2 años o más',
      'Acepta Medicaid/KCHIP',
    ])
  })

  it('says the count and the notes of the age and Medicaid/KCHIP filters', async () => {
    const { resultCountText } = await load<typeof FactFilters>(
      'domain/fact-filters.ts',
    )
    const { askNotes } = await load<typeof FactNotes>('domain/fact-notes.ts')
    expect(resultCountText(1)).toBe('1 clínica encontrada')
    expect(resultCountText(4, { age: 3, medicaid: 1 })).toBe(
      '4 clínicas encontradas · 3 sin confirmar para esta edad · 1 sin confirmar para Medicaid/KCHIP',
    )
    const both = { keepsUpTo: 23, medicaid: true }
    expect(
      askNotes({ facts: UNKNOWN_FACTS, phone: '(270) 555-0100' }, both),
    ).toEqual([
      'Edad sin confirmar — pregunte al llamar',
      'Medicaid/KCHIP sin confirmar — pregunte al llamar',
    ])
    expect(askNotes({ facts: UNKNOWN_FACTS, phone: null }, both)).toEqual([
      'Edad sin confirmar — verifique antes de ir',
      'Medicaid/KCHIP sin confirmar — verifique antes de ir',
    ])
  })

  it("links OpenStreetMap's Spanish attribution", async () => {
    const { attributionHtml } = await load<typeof MapPoints>(
      'domain/map/map-points.ts',
    )
    const { DEFAULT_MAP_TILE_ATTRIBUTION } = await load<typeof TileUrl>(
      'domain/map/tile-url.ts',
    )
    expect(attributionHtml(DEFAULT_MAP_TILE_ATTRIBUTION)).toBe(
      '© <a href="https://www.openstreetmap.org/copyright">colaboradores de OpenStreetMap</a>',
    )
  })
})
