import { describe, expect, test } from 'vitest'
import { CLINIC_ROWS } from '@/data/builtin/generated/data'
import { toClinic, type ClinicRow } from '@/domain/map-row'
import { publicClinicRow } from '@/prerender/public-data'
import { fieldConfirmation } from '@/domain/field-confirmation'
import { provenanceSentence } from '@/domain/sources/provenance-sentence'
import { displayedSources } from '@/domain/sources/source-display'

const call = (at: string) => ({ at, method: 'call' as const })

describe('provenanceSentence', () => {
  test('hours we confirmed: how and when', () => {
    expect(
      provenanceSentence('2021-12-16', call('2026-11-03T15:00:00Z'), 2),
    ).toBe('Hours last confirmed by phone November 2026')
  })

  test('hours from a public source: not confirmed by us, where from and when', () => {
    const from = (method: 'website' | 'registry' | 'map') =>
      provenanceSentence(
        '2021-12-16',
        { at: '2026-12-02T15:00:00Z', method },
        2,
      )
    expect(from('website')).toBe(
      "Hours not confirmed by us; from the clinic's website, December 2026",
    )
    expect(from('registry')).toBe(
      'Hours not confirmed by us; from the NPI registry, December 2026',
    )
    expect(from('map')).toBe(
      'Hours not confirmed by us; from OpenStreetMap, December 2026',
    )
    // The field list agrees: not a confirmation.
    expect(
      fieldConfirmation('hours', {
        at: '2026-12-02T15:00:00Z',
        method: 'website',
      }).confirmed,
    ).toBe(false)
  })

  test('hours not confirmed: says so, then what the listing rests on', () => {
    expect(provenanceSentence('2021-12-16', null, 1)).toBe(
      'Hours not confirmed by us; the details are as of December 2021, from the source below',
    )
    expect(provenanceSentence('2021-12-16', null, 3)).toBe(
      'Hours not confirmed by us; the details are as of December 2021, from the sources below',
    )
    expect(provenanceSentence(null, null, 1)).toBe(
      'Hours not confirmed by us; the details are undated, from the source below',
    )
    expect(provenanceSentence(null, null, 2)).toBe(
      'Hours not confirmed by us; the details are undated, from the sources below',
    )
    expect(provenanceSentence('2021-12-16', null, 0)).toBe(
      'Hours not confirmed by us, and the listing names no source',
    )
    // A confirmation whose date cannot be read confirms nothing.
    expect(provenanceSentence(null, call('soon'), 1)).toMatch(
      /^Hours not confirmed/,
    )
  })
})

describe('the provenance box on the built-in data (as it ships)', () => {
  const clinics = CLINIC_ROWS.map((r) =>
    toClinic(publicClinicRow({ ...r }) as unknown as ClinicRow, {}),
  )

  test('the sentence never says the hours were confirmed when the list says Not confirmed', () => {
    for (const c of clinics) {
      const sources = displayedSources(c.provenance.sources, c.provenance.asOf)
      const line = provenanceSentence(
        c.provenance.asOf,
        c.verification.hours,
        sources.length,
      )
      const hours = fieldConfirmation('hours', c.verification.hours)
      expect(line.startsWith('Hours last confirmed'), c.slug).toBe(
        hours.confirmed,
      )
      if (!hours.confirmed)
        expect(line, c.slug).toMatch(/^Hours not confirmed by us/)
    }
  })

  test('no source twice, no internal reference, every record with sources lists one', () => {
    for (const c of clinics) {
      const sources = displayedSources(c.provenance.sources, c.provenance.asOf)
      const texts = sources.map((s) => s.text)
      expect(new Set(texts).size, c.slug).toBe(texts.length)
      const hrefs = sources.flatMap((s) => (s.href ? [s.href] : []))
      expect(new Set(hrefs).size, c.slug).toBe(hrefs.length)
      expect(JSON.stringify(c), c.slug).not.toMatch(/github:|\.archive\//)
      if (c.phone || Object.values(c.weeklyHours).some(Boolean))
        expect(
          sources.length,
          `${c.slug}: a shown fact with no source`,
        ).toBeGreaterThan(0)
    }
  })

  test("Baptist Paducah's phone and hours: their source is listed", () => {
    const c = clinics.find(
      (x) => x.slug === 'baptist-health-paducah-urgent-care',
    )!
    expect(displayedSources(c.provenance.sources, c.provenance.asOf)).toEqual([
      {
        href: 'https://www.kfvs12.com/2021/12/16/baptist-health-paducah-begins-roofing-project/',
        text: 'KFVS12, 2021',
      },
      {
        href: expect.stringMatching(/paducahsun\.com/) as string,
        text: 'The Paducah Sun, 2021',
      },
      { text: 'Baptist Health location finder (a saved copy, undated)' },
    ])
  })
})

describe('displayedSources: no source twice', () => {
  test('two articles that would read the same are listed once (the first)', () => {
    expect(
      displayedSources(
        [
          'https://www.paducahsun.com/news/a',
          'https://www.paducahsun.com/news/b',
          'https://www.kfvs12.com/x (2020-01-02)',
          'saved-copy:provider-directory',
          'saved-copy:provider-directory',
          'saved-copy:unknown-key',
        ],
        null,
      ),
    ).toEqual([
      { href: 'https://www.paducahsun.com/news/a', text: 'The Paducah Sun' },
      { href: 'https://www.kfvs12.com/x', text: 'KFVS12, 2020' },
      { text: 'A directory of medical providers (a saved copy, undated)' },
    ])
  })
})
