/**
 * Values for supabase/tests/66_public_columns.sh, printed as psql variables
 * (`name=value`, one a line): the site's column lists as the client names
 * them (src/data/supabase/columns.ts), and the public forms the database
 * must hold, computed here by the site's own rule
 * (src/domain/sources/public-source.ts) from the whole built-in rows.
 */
import {
  CLINIC_ROWS,
  TOWN_ROWS,
} from '../../../src/data/builtin/generated/data.ts'
import { EMERGENCY_DEPARTMENT_ROWS } from '../../../src/data/builtin/generated/emergency-departments.ts'
import {
  grantedColumns,
  PUBLIC_COLUMNS,
} from '../../../src/data/supabase/columns.ts'
import { isPublicSource } from '../../../src/domain/sources/public-source.ts'

type Row = Readonly<Record<string, unknown>>
const strings = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string') : []
const publicOf = (v: unknown) =>
  v === null || v === undefined
    ? null
    : [...new Set(strings(v).filter(isPublicSource))]

const clinics = CLINIC_ROWS as readonly Row[]
const eds = EMERGENCY_DEPARTMENT_ROWS as readonly Row[]
void TOWN_ROWS

/** Odd sources beside every one the data holds: the SQL rule must agree. */
const CRAFTED = [
  'https://example.org/page',
  'HTTPS://Example.ORG/Page',
  'http://example.org',
  'https://example.org:8443/x?y=1#z',
  '  https://example.org/a  (row 4)',
  'https://example.org/.archive/copy.html',
  'https://example.org/a/%2Earchive/b',
  'https://user:pw@example.org/',
  'https://user@example.org/',
  'https://localhost/',
  'https://10.0.0.1/x',
  'https://192.168.1.1/',
  'ftp://example.org/x',
  'github:owner/repo/file.csv',
  'github:Whaleylaw/Roscoe/.archive/baptist_health_locations.md',
  'saved-copy:baptist-health-locations',
  ' saved-copy:provider-directory ',
  'saved-copy:Bad_Key',
  '/home/someone/notes.md',
  'file:///etc/passwd',
  'javascript:alert(1)',
  'https://',
  'https://example.org.',
  'https://-.example/',
  'see https://example.org/',
  '',
]
const seen = new Set<string>(CRAFTED)
for (const r of [...clinics, ...eds])
  for (const key of ['sources', 'coordinates_source'])
    for (const s of strings(r[key])) seen.add(s)
for (const r of clinics)
  if (r.field_sources && typeof r.field_sources === 'object')
    for (const list of Object.values(r.field_sources as Row))
      for (const s of strings(list)) seen.add(s)

const vars: Record<string, unknown> = {
  site_columns: Object.fromEntries(
    Object.keys(PUBLIC_COLUMNS).map((t) => [
      t,
      grantedColumns(t as keyof typeof PUBLIC_COLUMNS),
    ]),
  ),
  clinic_public_sources: Object.fromEntries(
    clinics.map((r) => [r.id, publicOf(r.sources)]),
  ),
  clinic_status_unconfirmed: Object.fromEntries(
    clinics.map((r) => [
      r.id,
      typeof r.status_note === 'string' && r.status_note.trim() !== '',
    ]),
  ),
  ed_public_sources: Object.fromEntries(
    eds.map((r) => [r.id, publicOf(r.sources)]),
  ),
  source_cases: [...seen].map((s) => [s, isPublicSource(s)]),
}
for (const [k, v] of Object.entries(vars))
  console.log(`${k}=${JSON.stringify(v)}`)
