/**
 * What of the built-in data set ships to the public (the bundles, and so the
 * prerendered pages' data blocks): a Vite plugin that rewrites the generated
 * data modules (src/data/builtin/generated/data.ts, emergency-departments.ts)
 * as they are loaded, for every build, the dev server and Vitest.
 *
 * The data file (supabase/data/) and the generated module on disk stay whole:
 * the operators' tools, the seed and the import read them as they are. What
 * ships is each clinic row without the operators' research notes (`notes`,
 * `coordinates_note`; a `status_note` reduced to the fact that there is one)
 * and with one list of sources, every source behind what a page shows (the
 * record's, each field's, the point's), each once, every internal reference
 * (`github:…`, an archive copy) replaced by the public page it copies or the
 * key of what it was (`saved-copy:…`, named on the page by
 * src/domain/sources/source-display.ts), or left out.
 */
import type { Plugin } from 'vite'
import { isPublicSource } from '../domain/sources/public-source.ts'

const HIFLD_URGENT_CARE =
  'https://hifld-dhs-gii.opendata.arcgis.com/datasets/0d748999f5eb4e76a7e0389442381af6_0'

/**
 * The internal references our data cites, by what they are a copy of. Build
 * code only: this table never reaches a page.
 */
const INTERNAL_SOURCES: readonly [RegExp, string][] = [
  // GitHub copies of the federal HIFLD urgent-care dataset.
  [/^github:[^\s]*\/Urgent_Care_Facilities\.csv\b/, HIFLD_URGENT_CARE],
  // An OCR copy of Baptist Health's online location finder.
  [
    /^github:[^\s]*\/baptist_health_locations\.md\b/,
    'saved-copy:baptist-health-locations',
  ],
  // A contact directory of medical providers (a law firm's).
  [
    /^github:[^\s]*\/(medical_providers|directory_duplicates_removed)\.json\b/,
    'saved-copy:provider-directory',
  ],
]

/** A source as it may ship, or null when it must stay in the data file. */
export function publicSource(source: string): string | null {
  const s = source.trim()
  for (const [pattern, to] of INTERNAL_SOURCES) if (pattern.test(s)) return to
  return isPublicSource(s) ? s : null
}

/** Every source given, public ones only, each once, in order. */
export function publicSources(
  ...lists: readonly (readonly string[] | null | undefined)[]
): string[] {
  const out = new Set<string>()
  for (const list of lists)
    for (const s of list ?? []) {
      const p = publicSource(s)
      if (p) out.add(p)
    }
  return [...out]
}

type Row = Record<string, unknown>
const strings = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string') : []

/** What a note-free public row says where its research note was. */
export const STATUS_NOTE_WITHHELD = 'unconfirmed'

/** A clinic row as it ships (see the module's comment). */
export function publicClinicRow(row: Row): Row {
  const fieldSources =
    row.field_sources && typeof row.field_sources === 'object'
      ? Object.values(row.field_sources as Record<string, unknown>).map(strings)
      : []
  const statusNote =
    typeof row.status_note === 'string' && row.status_note.trim() !== ''
  return {
    ...row,
    sources: publicSources(
      strings(row.sources),
      ...fieldSources,
      strings(row.coordinates_source),
    ),
    field_sources: null,
    coordinates_source: null,
    notes: null,
    coordinates_note: null,
    status_note: statusNote ? STATUS_NOTE_WITHHELD : null,
  }
}

/** A town row as it ships: public sources, no research note. */
export const publicTownRow = (row: Row): Row => ({
  ...row,
  sources: publicSources(strings(row.sources)),
  notes: null,
})

/** An emergency department row as it ships: public sources only. */
export const publicEmergencyRow = (row: Row): Row => ({
  ...row,
  sources: publicSources(strings(row.sources)),
  ...(Array.isArray(row.coordinates_source)
    ? { coordinates_source: publicSources(strings(row.coordinates_source)) }
    : {}),
})

const REWRITES: Readonly<Record<string, (row: Row) => Row>> = {
  CLINIC_ROWS: publicClinicRow,
  TOWN_ROWS: publicTownRow,
  EMERGENCY_DEPARTMENT_ROWS: publicEmergencyRow,
}

const GENERATED =
  /[\\/]src[\\/]data[\\/]builtin[\\/]generated[\\/](data|emergency-departments)\.ts$/

/**
 * A generated module's text with its row lists rewritten. The import writes
 * each list as `export const NAME: TYPE = <JSON>` (supabase/tools/
 * import-data.ts); a list it cannot read stops the build rather than ship
 * unread.
 */
export function publicModule(code: string, file = 'the data module'): string {
  const seen = new Set<string>()
  const out = code.replace(
    /^(export const (\w+)(?::[^=\n]+)? = )(\[[\s\S]*?\n\])$/gm,
    (all, head: string, name: string, json: string) => {
      const rewrite = REWRITES[name]
      if (!rewrite) return all
      let rows: unknown
      try {
        rows = JSON.parse(json)
      } catch {
        throw new Error(
          `${file}: ${name} is not the JSON list the import writes`,
        )
      }
      if (!Array.isArray(rows))
        throw new Error(`${file}: ${name} is not a list`)
      seen.add(name)
      return `${head}${JSON.stringify(
        rows.map((r) => rewrite(r as Row)),
        null,
        2,
      )}`
    },
  )
  for (const name of Object.keys(REWRITES))
    if (
      new RegExp(`^export const ${name}\\b`, 'm').test(code) &&
      !seen.has(name)
    )
      throw new Error(`${file}: ${name} was not rewritten`)
  return out
}

const PUBLIC = '?public-data'
const inSrc = /[\\/]src[\\/]/

/**
 * The plugin: the app's own imports of a generated data module (from src/)
 * load its public version; the operators' tools, the seed generator and the
 * tests that check them (importing from supabase/, ops/, tests/) keep the
 * whole module.
 */
export function publicData(): Plugin {
  return {
    name: 'public-data',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || !inSrc.test(importer.split('?', 1)[0]!)) return null
      if (!/generated[\\/](data|emergency-departments)(\.ts)?$/.test(source))
        return null
      const resolved = await this.resolve(source, importer, {
        ...options,
        skipSelf: true,
      })
      return resolved && GENERATED.test(resolved.id)
        ? { ...resolved, id: `${resolved.id}${PUBLIC}` }
        : null
    },
    transform(code, id) {
      if (!id.endsWith(PUBLIC)) return null
      const file = id.slice(0, -PUBLIC.length)
      if (!GENERATED.test(file)) return null
      return { code: publicModule(code, file), map: null }
    },
  }
}
