/**
 * `ops:apply` of a harvest's new-listings sheet (issue 51: 'a listing is
 * created only after a call'), pure: a candidate a source named is made a
 * listing of the data file only when the operator called it and heard an
 * urgent care that takes walk-ins (outcome urgent_care). It is made with
 * what the source showed (name, street address, ZIP, phone) and what the
 * call confirmed (the phone, by call; whether it sees children), its
 * source's URL as its source, hours unknown (the next call sheet asks
 * them) and no point of its own (ops:geocode proposes one). Every other
 * outcome stores nothing.
 *
 * Refused, naming the row (the whole sheet): an outcome or answer not in
 * the lists, no initials, no readable phone, a town not in the data file's
 * towns, a clinic already listed with the same phone or the same name in
 * the same town.
 */
import { clinicSlugFromName } from '../../../src/domain/slug.ts'
import { clinicUuid } from '../../../supabase/tools/uuid-v5.ts'
import {
  localDay,
  normalizePhone,
  sourceName,
  type OpsClinic,
  type SheetRow,
  type VerificationEvent,
} from '../core/index.ts'
import { NEW_LISTING_COLUMNS } from './review.ts'

/** A new-listings sheet from ops:harvest (candidates, 'not yet called'). */
export const isNewListingsSheet = (header: readonly string[]) =>
  header.includes('nearest_listing') && header.includes('source_date')

/** What the call heard: only urgent_care makes a listing. */
export const NEW_LISTING_OUTCOMES = [
  'urgent_care',
  'not_urgent_care',
  'closed',
  'no_answer',
  'wrong_number',
] as const

const OUTCOME_WORDS: Record<string, string> = {
  not_urgent_care: 'not an urgent care that takes walk-ins',
  closed: 'closed',
  no_answer: 'no answer (call again)',
  wrong_number: 'the number is not this clinic’s',
}

/** A town of the data file, as a new listing needs it. */
export interface KnownTown {
  name: string
  state: string
  county: string | null
  timezone: string
}

export interface PlannedListing {
  line: number
  id: string
  /** The data file's record, as supabase/tools/import-data.ts reads it. */
  record: Record<string, unknown>
  event: VerificationEvent
  review: string[]
}

export interface NewListingsPlan {
  problems: string[]
  created: PlannedListing[]
  /** Rows called and not made a listing, with why. */
  notCreated: { line: number; why: string }[]
  /** Rows without an outcome: not called yet. */
  skipped: number[]
}

const SEES_CHILDREN: Record<string, boolean | null> = {
  yes: true,
  y: true,
  no: false,
  n: false,
  unknown: null,
  '': null,
}

/**
 * Validates a filled new-listings sheet against the listings and towns as
 * they are now and plans each listing to make; nothing is planned when
 * there is any problem.
 */
export function planNewListings(
  header: readonly string[],
  rows: readonly SheetRow[],
  clinics: readonly OpsClinic[],
  towns: readonly KnownTown[],
  now: Date,
): NewListingsPlan {
  const missing = NEW_LISTING_COLUMNS.filter((h) => !header.includes(h))
  const empty: NewListingsPlan = {
    problems: [],
    created: [],
    notCreated: [],
    skipped: [],
  }
  if (missing.length > 0)
    return {
      ...empty,
      problems: [
        `the sheet has no column ${missing.join(', ')}: is it a new-listings sheet from this version of ops:harvest?`,
      ],
    }
  const problems: string[] = []
  const created: PlannedListing[] = []
  const notCreated: { line: number; why: string }[] = []
  const skipped: number[] = []
  const at = now.toISOString()
  const slugs = new Set(clinics.map((c) => c.slug))
  // name and town of every listing made by an earlier row
  const names = new Set<string>()
  // phone → the listing (or an earlier row's) that has it
  const byPhone = new Map<string, { name: string; city: string }>(
    clinics.filter((c) => c.phone).map((c) => [c.phone!, c]),
  )
  for (const { line, cells } of rows) {
    const cell = (k: string) => (cells[k] ?? '').trim()
    const bad = (msg: string) => problems.push(`row ${line}: ${msg}`)
    const outcome = cell('outcome').toLowerCase()
    if (outcome === '') {
      if (cell('name') !== '') skipped.push(line)
      continue
    }
    if (!(NEW_LISTING_OUTCOMES as readonly string[]).includes(outcome)) {
      bad(
        `outcome ${JSON.stringify(cell('outcome'))}: one of ${NEW_LISTING_OUTCOMES.join(', ')} (urgent_care: you called, and it is an urgent care that takes walk-ins)`,
      )
      continue
    }
    const initials = cell('initials').toUpperCase()
    if (!/^[A-Z]{2,4}$/.test(initials)) {
      bad(
        `initials ${JSON.stringify(cell('initials'))}: 2 to 4 letters, who called`,
      )
      continue
    }
    if (outcome !== 'urgent_care') {
      notCreated.push({ line, why: OUTCOME_WORDS[outcome]! })
      continue
    }
    const name = cell('name')
    const what = name || `row ${line}`
    if (name === '' || name.length > 200) {
      bad(
        'name: the clinic’s name, as the source gives it (up to 200 characters)',
      )
      continue
    }
    const phone = normalizePhone(cell('phone'))
    if (!phone) {
      bad(
        `${what}: phone ${JSON.stringify(cell('phone'))} is not a 10-digit US number: write the number you called`,
      )
      continue
    }
    const sees = SEES_CHILDREN[cell('sees_children').toLowerCase()]
    if (sees === undefined) {
      bad(
        `${what}: sees_children ${JSON.stringify(cell('sees_children'))}: yes, no, or unknown`,
      )
      continue
    }
    const town = towns.find(
      (t) =>
        t.name.toLowerCase() === cell('city').toLowerCase() &&
        t.state.toLowerCase() === cell('state').toLowerCase(),
    )
    if (!town) {
      bad(
        `${what}: ${cell('city') || '(no town)'}, ${cell('state') || '(no state)'} is not one of the data file's towns: add the town to its towns list first (with its sources), then apply again`,
      )
      continue
    }
    const same = byPhone.get(phone)
    if (same) {
      bad(
        `${what}: ${same.name} (${same.city}) is listed with the same phone ${phone}: if it is that clinic, use the call sheet; if not, add it to the data file by hand`,
      )
      continue
    }
    const key = `${name.toLowerCase()}\u0000${town.name.toLowerCase()}`
    if (
      names.has(key) ||
      clinics.some(
        (c) => `${c.name.toLowerCase()}\u0000${c.city.toLowerCase()}` === key,
      )
    ) {
      bad(`${what}: already listed in ${town.name}`)
      continue
    }
    const zip = cell('zip')
    if (zip !== '' && !/^\d{5}(-\d{4})?$/.test(zip)) {
      bad(`${what}: zip ${JSON.stringify(zip)} is not a ZIP code`)
      continue
    }
    const url = cell('url')
    if (!/^https?:\/\/\S+$/.test(url) || url.length > 2000) {
      bad(`${what}: url ${JSON.stringify(url)} is not the source's web address`)
      continue
    }
    const note = cell('note')
    if (note.length > 2000) {
      bad(`${what}: the note is longer than 2,000 characters`)
      continue
    }
    // The id the import will give it (supabase/tools/import-data.ts: the
    // name's slug, or name and town when the name's is taken).
    let slug = clinicSlugFromName(name)
    if (slugs.has(slug)) slug = clinicSlugFromName(`${name} ${town.name}`)
    if (!slug || slugs.has(slug)) {
      bad(`${what}: no unique page address can be made from its name`)
      continue
    }
    slugs.add(slug)
    names.add(key)
    byPhone.set(phone, { name, city: town.name })
    const id = clinicUuid(slug)
    const day = localDay(at, town.timezone)
    const source = `${sourceName(cell('source'))} (${url}, dated ${cell('source_date') || 'undated'})`
    const record: Record<string, unknown> = {
      name,
      clinic_type: 'urgent care',
      address: cell('street') || null,
      city: town.name,
      county: town.county,
      state: town.state,
      zip: zip || null,
      phone,
      website: null,
      hours_sunday: null,
      hours_monday: null,
      hours_tuesday: null,
      hours_wednesday: null,
      hours_thursday: null,
      hours_friday: null,
      hours_saturday: null,
      services: [],
      accepts_walk_ins: true,
      sees_children: sees,
      special_hours: [],
      latitude: null,
      longitude: null,
      coordinates_note: null,
      timezone: town.timezone,
      sources: [url],
      as_of: null,
      confidence: 'low',
      status_note: null,
      notes: `Found in the ${source}; called by ${initials} on ${day}: an urgent care that takes walk-ins${sees === true ? ' and sees children' : sees === false ? ', not children' : ''}. Hours not yet asked.${note ? ` ${note}` : ''}`,
      status: 'active',
      phone_verified_at: at,
      phone_verified_method: 'call',
    }
    created.push({
      line,
      id,
      record,
      review: [
        `${name} (${town.name}), row ${line}: a new listing, called by ${initials}`,
        `  address: ${[cell('street'), `${town.name}, ${town.state}${zip ? ` ${zip}` : ''}`].filter(Boolean).join(', ')}; phone ${phone} (confirmed by the call)`,
        `  sees children: ${sees === null ? 'unknown' : sees ? 'yes' : 'no'}; hours: unknown (the next call sheet asks them); point: its town's (ops:geocode proposes one)`,
        `  source: ${url}`,
      ],
      event: {
        clinic_id: id,
        outcome: 'confirmed',
        method: 'call',
        changes: { listing: { before: null, after: name } },
        confirmed: ['phone'],
        note: `New listing from the harvest's ${source}.${note ? ` ${note}` : ''}`.slice(
          0,
          2000,
        ),
        initials,
        created_at: at,
      },
    })
  }
  return problems.length > 0
    ? { ...empty, problems, skipped }
    : { problems, created, notCreated, skipped }
}

/** The review before the yes. */
export function describeNewListings(plan: NewListingsPlan): string[] {
  return [
    ...plan.created.flatMap((c) => c.review),
    ...plan.notCreated.map(
      (n) => `Row ${n.line}: not made a listing: ${n.why}.`,
    ),
    ...(plan.skipped.length > 0
      ? [
          `Rows ${plan.skipped.join(', ')}: not called yet (no outcome): nothing stored.`,
        ]
      : []),
  ]
}
