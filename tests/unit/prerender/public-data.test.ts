import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import {
  publicClinicRow,
  publicModule,
  publicSource,
} from '@/prerender/public-data'
import { displayedSources } from '@/domain/sources/source-display'

const read = (p: string) => readFileSync(p, 'utf8')
const DATA = 'src/data/builtin/generated/data.ts'
const EMERGENCY = 'src/data/builtin/generated/emergency-departments.ts'
const FILE = JSON.parse(read('supabase/data/western-ky-clinics.json')) as {
  clinics: {
    name: string
    notes: string | null
    status_note: string | null
    coordinates_note: string | null
  }[]
}

/** The rows a module's text holds (the import writes JSON lists). */
function rowsOf(code: string, name: string): Record<string, unknown>[] {
  const m = new RegExp(
    `^export const ${name}[^=\\n]*= (\\[[\\s\\S]*?\\n\\])$`,
    'm',
  ).exec(code)
  return JSON.parse(m![1]!) as Record<string, unknown>[]
}

describe('the public data (what ships of the built-in data set)', () => {
  const out = publicModule(read(DATA), DATA)
  const emergency = publicModule(read(EMERGENCY), EMERGENCY)

  test('no internal reference and no research note of the data file', () => {
    for (const text of [out, emergency]) {
      expect(text).not.toMatch(
        /github:|\.archive\/|Whaleylaw|Roscoe|aharker619|zyiru/,
      )
    }
    const notes = FILE.clinics.flatMap((c) =>
      [c.notes, c.status_note, c.coordinates_note].filter(
        (n): n is string => !!n && n.length > 20,
      ),
    )
    expect(notes.length).toBeGreaterThan(20)
    for (const n of notes) expect(out, n).not.toContain(n.slice(0, 40))
    // The module on disk, which the operators' tools and the seed read, is whole.
    expect(read(DATA)).toContain('github:')
  })

  test('every source behind a shown fact is in the one list, each once', () => {
    const before = rowsOf(read(DATA), 'CLINIC_ROWS')
    const after = rowsOf(out, 'CLINIC_ROWS')
    expect(after).toHaveLength(before.length)
    for (const [i, row] of after.entries()) {
      const sources = row.sources as string[]
      expect(new Set(sources).size).toBe(sources.length)
      const fields = Object.values(
        (before[i]!.field_sources ?? {}) as Record<string, string[]>,
      ).flat()
      for (const s of fields) {
        const p = publicSource(s)
        if (p) expect(sources, `${String(row.slug)}: ${s}`).toContain(p)
      }
      // A record with a source keeps one a parent can read.
      if ((before[i]!.sources as string[]).length > 0)
        expect(
          displayedSources(sources, row.as_of as string | null).length,
          String(row.slug),
        ).toBeGreaterThan(0)
    }
    const baptist = after.find(
      (r) => r.slug === 'baptist-health-paducah-urgent-care',
    )!
    // Its phone, hours and address come from a copy of Baptist Health's
    // location finder: named, not hidden.
    expect(baptist.sources).toContain('saved-copy:baptist-health-locations')
  })

  test('a status note ships only as the fact that there is one', () => {
    const row = publicClinicRow({
      status_note: 'Only source is the federal HIFLD urgent-care dataset.',
      notes: 'Law-firm directory.',
      sources: [
        'github:aharker619/Doctor-who/raw_data/Urgent_Care_Facilities.csv',
        'https://hifld-dhs-gii.opendata.arcgis.com/datasets/0d748999f5eb4e76a7e0389442381af6_0',
        'github:someone/else/file.csv',
      ],
      field_sources: {
        phone: [
          'github:Whaleylaw/Roscoe/.archive/json-files/directory_duplicates_removed.json',
        ],
      },
    })
    expect(row).toMatchObject({
      status_note: 'unconfirmed',
      notes: null,
      field_sources: null,
      sources: [
        'https://hifld-dhs-gii.opendata.arcgis.com/datasets/0d748999f5eb4e76a7e0389442381af6_0',
        'saved-copy:provider-directory',
      ],
    })
    expect(publicClinicRow({ status_note: null }).status_note).toBeNull()
  })

  test('a list it cannot read stops the build', () => {
    expect(() =>
      publicModule('export const CLINIC_ROWS: X = [\n  {oops}\n]'),
    ).toThrow(/not the JSON list/)
  })
})
