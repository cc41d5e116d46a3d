/**
 * The federal NPPES NPI registry (API version 2.1): the search URL for
 * organizations of a taxonomy in a state, and its JSON answer → records
 * (./record.ts). Pure.
 *
 * The taxonomies searched: Clinic/Center, Urgent Care (261QU0200X), the
 * registry's own code for urgent cares; and Clinic/Center, Rural Health
 * (261QR1300X): several of the region's walk-in clinics are rural health
 * clinics ('The Medical Center at Scottsville Rural Health Clinic'), and a
 * rural county's walk-in care is often one. Primary-care and other clinic
 * codes would list every practice in the state: their walk-in hours are not
 * in the registry, so they are left out.
 */
import { normalizePhone } from '../core/index.ts'
import type { SourceRecord } from './record.ts'

export const NPPES_TAXONOMIES = [
  { code: '261QU0200X', description: 'Clinic/Center, Urgent Care' },
  { code: '261QR1300X', description: 'Clinic/Center, Rural Health' },
] as const

export const NPPES_API = 'https://npiregistry.cms.hhs.gov/api/'
/** The registry answers at most 200 results a page, and no further than skip 1000. */
export const NPPES_PAGE = 200

/**
 * The search for organizations (NPI-2) of one taxonomy in one state, one
 * page. The API searches taxonomies by description, not by code.
 */
export function nppesSearchUrl(
  taxonomyDescription: string,
  state: string,
  skip = 0,
  api = NPPES_API,
): string {
  const u = new URL(api)
  u.searchParams.set('version', '2.1')
  u.searchParams.set('enumeration_type', 'NPI-2')
  u.searchParams.set('taxonomy_description', taxonomyDescription)
  u.searchParams.set('state', state)
  u.searchParams.set('limit', String(NPPES_PAGE))
  u.searchParams.set('skip', String(skip))
  return u.href
}

/** The public page of one NPI record. */
export const nppesRecordUrl = (npi: string) =>
  `https://npiregistry.cms.hhs.gov/provider-view/${npi}`

const str = (v: unknown) =>
  typeof v === 'string' && v.trim() ? v.replace(/\s+/g, ' ').trim() : null

/** '2019-05-01' or '05/01/2019' → '2019-05-01'; null otherwise. */
function isoDate(v: unknown): string | null {
  const s = str(v)
  if (!s) return null
  if (/^\d{4}-\d{2}-\d{2}$/.test(s)) return s
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(s)
  return m ? `${m[3]}-${m[1]}-${m[2]}` : null
}

/** 'PADUCAH' → 'Paducah', 'MCCRACKEN' → 'Mccracken' (the registry writes capitals). */
const titleCase = (s: string) =>
  s.toLowerCase().replace(/\b([a-z])/g, (c) => c.toUpperCase())

interface NppesAddress {
  address_purpose?: unknown
  address_1?: unknown
  address_2?: unknown
  city?: unknown
  state?: unknown
  postal_code?: unknown
  telephone_number?: unknown
  country_code?: unknown
}

/**
 * The records of one NPPES answer: each organization's practice location
 * (address_purpose LOCATION, not MAILING), its phone, its last update, and
 * whether it is deactivated. An answer with `Errors`, or not NPPES JSON,
 * gives no records and its problem.
 */
export function nppesRecords(
  json: unknown,
  fetchedAt: string,
): { records: SourceRecord[]; problems: string[]; total: number } {
  const j = json as {
    results?: unknown
    result_count?: unknown
    Errors?: unknown
  } | null
  if (j && Array.isArray(j.Errors) && j.Errors.length > 0) {
    const e = j.Errors[0] as { description?: unknown }
    return {
      records: [],
      problems: [
        `the registry refused the search: ${str(e?.description) ?? 'no reason given'}`,
      ],
      total: 0,
    }
  }
  if (!j || !Array.isArray(j.results))
    return {
      records: [],
      problems: ['the registry answer has no "results" list'],
      total: 0,
    }
  const records: SourceRecord[] = []
  const problems: string[] = []
  for (const r of j.results as Record<string, unknown>[]) {
    const npi =
      str(r?.number) ??
      (typeof r?.number === 'number' ? String(r.number) : null)
    if (!npi || !/^\d{10}$/.test(npi)) {
      problems.push('a result without a 10-digit NPI was skipped')
      continue
    }
    const basic = (r.basic ?? {}) as Record<string, unknown>
    const name = str(basic.organization_name)
    const addresses = Array.isArray(r.addresses)
      ? (r.addresses as NppesAddress[])
      : []
    const location =
      addresses.find(
        (a) => str(a.address_purpose)?.toUpperCase() === 'LOCATION',
      ) ?? null
    const notes: string[] = []
    const others = Array.isArray(r.other_names)
      ? (r.other_names as Record<string, unknown>[])
          .map((o) => str(o.organization_name))
          .filter((n): n is string => n !== null)
      : []
    if (others.length) notes.push(`also known as ${others.join('; ')}`)
    const phoneText = location ? str(location.telephone_number) : null
    const phone = phoneText ? normalizePhone(phoneText) : null
    if (phoneText && !phone)
      notes.push(`telephone "${phoneText}" is not a US number`)
    const deactivated =
      isoDate(basic.deactivation_date) ??
      (str(basic.status)?.toUpperCase() === 'D' ? 'date not given' : null)
    if (deactivated) notes.push(`deactivated in the registry (${deactivated})`)
    const street = location
      ? [str(location.address_1), str(location.address_2)]
          .filter(Boolean)
          .map((s) => titleCase(s!))
          .join(', ') || null
      : null
    records.push({
      kind: 'registry',
      source: 'nppes',
      id: npi,
      url: nppesRecordUrl(npi),
      fetchedAt,
      updatedAt: isoDate(basic.last_updated),
      name: name ? titleCase(name) : null,
      phone,
      address: location
        ? {
            street,
            city: str(location.city) ? titleCase(str(location.city)!) : null,
            state: str(location.state)?.toUpperCase() ?? null,
            zip: str(location.postal_code)?.match(/^\d{5}/)?.[0] ?? null,
          }
        : null,
      point: null,
      hours: null,
      hoursProblem: null,
      notes,
      active: deactivated === null,
    })
  }
  const total =
    typeof j.result_count === 'number' ? j.result_count : records.length
  return { records, problems, total }
}
