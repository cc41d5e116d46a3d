/**
 * Coordinates from addresses (npm run ops:geocode), the pure part: which
 * clinics to look up and with what, the request to a Nominatim-compatible
 * geocoder, the match level of its answer, the distance rule, and what
 * the review sheet proposes. The requests themselves (throttle, retries)
 * are ./geocoder-client.ts; the sheet and its apply ./geocode-sheet.ts.
 */
import { distanceMiles } from '../../../src/domain/geo/distance.ts'
import { lacksOwnPoint, type OpsClinic, clip } from '../core/index.ts'

/** A result farther than this from the town's point is not proposed. */
export const FAR_MILES = 15

export type MatchLevel = 'house' | 'street' | 'town'

/** What an address gives the geocoder, or what is missing for one. */
export type AddressClass =
  | { kind: 'house'; street: string; houseNumber: string }
  | {
      kind: 'research'
      /** What is there: only a road, a landmark or building, or nothing. */
      has: 'road' | 'landmark' | 'nothing'
      missing: string
    }

const UNIT =
  /^(suite|ste\.?|unit|apt\.?|room|rm\.?|floor|fl\.?|#)\s*[\w-]*$|^(west|east|north|south)\s+wing$/i
const ROAD =
  /\b(street|st|road|rd|avenue|ave|boulevard|blvd|drive|dr|lane|ln|way|highway|hwy|pike|parkway|pkwy|court|ct|place|pl|circle|cir|trail|u\.?s\.?\s*\d+|ky\s*\d+)\.?\b/i
const HOUSE = /^(\d+[a-z]?)\s+(\S.*)$/i

/**
 * Whether an address can be geocoded to a building: a part that starts
 * with a house number ('1851 S. Main Street'), without a suite or unit
 * ('Suite 103') and a note in brackets ('(planned)'). Otherwise what is
 * missing, for the research list: no address, a road without a number
 * ('Fort Campbell Boulevard (across from …)'), or only a building or
 * place name ('Medical Arts Building, West Wing, Suite 180').
 */
export function classifyAddress(address: string | null): AddressClass {
  const text = (address ?? '').trim()
  if (text === '')
    return {
      kind: 'research',
      has: 'nothing',
      missing:
        'no street address on file: find the address (clinic website, a visit)',
    }
  const notes = [...text.matchAll(/\(([^)]*)\)/g)].map((m) => m[1]!.trim())
  const parts = text
    .replace(/\([^)]*\)/g, ' ')
    .split(',')
    .map((p) => p.trim().replace(/\s+/g, ' '))
    .filter((p) => p !== '' && !UNIT.test(p))
  const house = parts.find((p) => HOUSE.test(p))
  if (house) {
    const [, houseNumber, rest] = HOUSE.exec(house)!
    return {
      kind: 'house',
      street: `${houseNumber} ${rest}`,
      houseNumber: houseNumber!,
    }
  }
  const road = parts.find((p) => ROAD.test(p))
  const said = notes.length ? ` (${notes.join('; ')})` : ''
  return road
    ? {
        kind: 'research',
        has: 'road',
        missing: `no house number, only the road '${road}'${said}: find the number (clinic website, a visit)`,
      }
    : {
        kind: 'research',
        has: 'landmark',
        missing: `no street address, only a building or place name '${parts.join(', ')}'${said}: find the street and number`,
      }
}

/** The clinics ops:geocode looks at: no point of their own, not closed for good. */
export const needsPoint = (c: OpsClinic): boolean =>
  lacksOwnPoint(c) && c.status !== 'permanently_closed'

/** The address as sent, in words: '225 Medical Center Drive, Paducah, KY 42001'. */
export const queryText = (clinic: OpsClinic, street: string): string =>
  [
    street,
    clinic.city,
    `${clinic.state}${clinic.zip ? ` ${clinic.zip}` : ''}`,
  ].join(', ')

/**
 * The search request: Nominatim's structured query (street with the house
 * number, city, state, postal code), one result as jsonv2 with the
 * address details, in the United States.
 */
export function geocodeRequestUrl(
  endpoint: string,
  q: { street: string; city: string; state: string; zip: string | null },
): string {
  const url = new URL(endpoint)
  url.searchParams.set('street', q.street)
  url.searchParams.set('city', q.city)
  url.searchParams.set('state', q.state)
  if (q.zip) url.searchParams.set('postalcode', q.zip)
  url.searchParams.set('format', 'jsonv2')
  url.searchParams.set('addressdetails', '1')
  url.searchParams.set('limit', '1')
  url.searchParams.set('countrycodes', 'us')
  return url.toString()
}

/**
 * The states by their postal code, to read a result's state by name when
 * it lacks its ISO 3166-2 code.
 */
const STATE_NAMES: Record<string, string> = Object.fromEntries(
  (
    'AL Alabama|AK Alaska|AZ Arizona|AR Arkansas|CA California|CO Colorado|CT Connecticut|DE Delaware|' +
    'DC District of Columbia|FL Florida|GA Georgia|HI Hawaii|ID Idaho|IL Illinois|IN Indiana|IA Iowa|' +
    'KS Kansas|KY Kentucky|LA Louisiana|ME Maine|MD Maryland|MA Massachusetts|MI Michigan|MN Minnesota|' +
    'MS Mississippi|MO Missouri|MT Montana|NE Nebraska|NV Nevada|NH New Hampshire|NJ New Jersey|' +
    'NM New Mexico|NY New York|NC North Carolina|ND North Dakota|OH Ohio|OK Oklahoma|OR Oregon|' +
    'PA Pennsylvania|RI Rhode Island|SC South Carolina|SD South Dakota|TN Tennessee|TX Texas|UT Utah|' +
    'VT Vermont|VA Virginia|WA Washington|WV West Virginia|WI Wisconsin|WY Wyoming'
  )
    .split('|')
    .map((e) => [e.slice(0, 2), e.slice(3)]),
)

/** A clinic's state in words ('Kentucky' for KY). */
export const stateName = (code: string): string =>
  STATE_NAMES[code.trim().toUpperCase()] ?? code

/**
 * Whether a result is in the clinic's state: by its ISO 3166-2 code
 * (US-KY), else by the state's name; a result that names no state is not.
 */
export function inState(place: Place, state: string): boolean {
  const code = state.trim().toUpperCase()
  if (place.stateCode !== null)
    return place.stateCode.toUpperCase() === `US-${code}`
  return (
    place.state !== null &&
    place.state.toLowerCase() === stateName(code).toLowerCase()
  )
}

/** What the review sheet keeps of the geocoder's free text (what it found). */
export const FOUND_MAX = 300
/** A word of the geocoder's (a place type) in a reason. */
const WORD_MAX = 40

/** The parts of a Nominatim jsonv2 result the review needs. */
export interface Place {
  lat: number
  lng: number
  displayName: string
  category: string | null
  type: string | null
  addresstype: string | null
  placeRank: number | null
  houseNumber: string | null
  road: string | null
  /** address.state ('Kentucky') and address['ISO3166-2-lvl4'] ('US-KY'). */
  state: string | null
  stateCode: string | null
  /** 'node/123', 'way/45', 'relation/6' when the answer says. */
  osm: string | null
}

const text = (v: unknown): string | null =>
  typeof v === 'string' && v.trim() !== '' ? v.trim() : null

/**
 * A geocoder's answer (parsed JSON) to its first place: null when it found
 * nothing ([]), a problem when it is not a Nominatim answer. Never throws.
 */
export function readAnswer(
  body: unknown,
): { place: Place | null } | { problem: string } {
  if (!Array.isArray(body)) return { problem: 'the answer is not a list' }
  if (body.length === 0) return { place: null }
  const r: unknown = body[0]
  if (typeof r !== 'object' || r === null)
    return { problem: 'the first result is not an object' }
  const o = r as Record<string, unknown>
  const lat =
    typeof o.lat === 'string' || typeof o.lat === 'number' ? Number(o.lat) : NaN
  const lng =
    typeof o.lon === 'string' || typeof o.lon === 'number' ? Number(o.lon) : NaN
  if (
    !Number.isFinite(lat) ||
    !Number.isFinite(lng) ||
    Math.abs(lat) > 90 ||
    Math.abs(lng) > 180
  )
    return { problem: 'the first result has no usable lat/lon' }
  const address =
    typeof o.address === 'object' && o.address !== null
      ? (o.address as Record<string, unknown>)
      : {}
  const osmType = text(o.osm_type)
  const osmId =
    typeof o.osm_id === 'number' || typeof o.osm_id === 'string'
      ? String(o.osm_id)
      : null
  const rank = Number(o.place_rank)
  return {
    place: {
      lat,
      lng,
      displayName: text(o.display_name) ?? '',
      category: text(o.category) ?? text(o.class),
      type: text(o.type),
      addresstype: text(o.addresstype),
      placeRank: Number.isFinite(rank) ? rank : null,
      houseNumber: text(address.house_number),
      road: text(address.road),
      state: text(address.state),
      stateCode: text(address['ISO3166-2-lvl4']),
      osm:
        osmType &&
        osmId &&
        /^(node|way|relation)$/.test(osmType) &&
        /^\d+$/.test(osmId)
          ? `${osmType}/${osmId}`
          : null,
    },
  }
}

const numbersOf = (houseNumber: string) =>
  houseNumber
    .toLowerCase()
    .split(/[;,]/)
    .map((s) => s.trim())

/** Street-level kinds of result, by Nominatim's addresstype. */
const STREET_TYPES = new Set(['road', 'street', 'highway'])

/**
 * The match level of a result for an address with `houseNumber`:
 * `house` when the result carries that house number (address.house_number;
 * a building, an address point, an interpolation); `street` for a road
 * (addresstype road, category highway, or a place of rank 26 or finer that
 * lacks the number); `town` for anything coarser (a suburb, city, county,
 * postcode…).
 */
export function matchLevel(place: Place, houseNumber: string): MatchLevel {
  if (
    place.houseNumber !== null &&
    numbersOf(place.houseNumber).includes(houseNumber.toLowerCase())
  )
    return 'house'
  if (
    (place.addresstype !== null && STREET_TYPES.has(place.addresstype)) ||
    place.category === 'highway' ||
    (place.placeRank !== null && place.placeRank >= 26)
  )
    return 'street'
  return 'town'
}

/** The OpenStreetMap page centred on a point (zoom 18: the building). */
export const mapLink = (lat: number, lng: number): string =>
  `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=18/${lat}/${lng}`

/** What the review sheet says of one clinic. */
export interface Review {
  clinic: OpsClinic
  /** The street sent (with the city, state and ZIP), or '' when none was. */
  query: string
  status: 'proposed' | 'not_proposed' | 'needs_research' | 'failed'
  match: MatchLevel | null
  lat: number | null
  lng: number | null
  miles: number | null
  found: string
  osm: string | null
  reason: string
}

/** A point to 7 decimals (about a centimetre), as Nominatim writes them. */
const round7 = (n: number) => Math.round(n * 1e7) / 1e7

/**
 * The review of one answer: house- and street-level matches within
 * FAR_MILES of the town's point are proposed; a town-level result, no
 * result, or a far one is not, with the reason.
 */
export function reviewAnswer(
  clinic: OpsClinic,
  query: string,
  houseNumber: string,
  place: Place | null,
): Review {
  const base = {
    clinic,
    query,
    found: '',
    osm: null,
    lat: null,
    lng: null,
    miles: null,
  }
  if (place === null)
    return {
      ...base,
      status: 'not_proposed',
      match: null,
      reason:
        'the geocoder found nothing for this address: check it (a new street name? a typo?)',
    }
  const level = matchLevel(place, houseNumber)
  const town = clinic.townPoint
  const miles = town ? distanceMiles(town, place) : null
  const seen = {
    ...base,
    match: level,
    lat: round7(place.lat),
    lng: round7(place.lng),
    miles,
    found: clip(place.displayName, FOUND_MAX),
    osm: place.osm,
  }
  if (!inState(place, clinic.state))
    return {
      ...seen,
      status: 'not_proposed',
      reason: `the result is ${place.state || place.stateCode ? `in ${clip(place.state ?? place.stateCode ?? '', WORD_MAX)}` : 'in no state the answer names'}, not ${stateName(clinic.state)}: a place across the state line, not the clinic`,
    }
  if (level === 'town')
    return {
      ...seen,
      status: 'not_proposed',
      reason: `only a town-level result (${clip(place.addresstype ?? place.type ?? 'area', WORD_MAX)}): no point more precise than the town's`,
    }
  if (miles === null)
    return {
      ...seen,
      status: 'not_proposed',
      reason: 'no town point to check the result against',
    }
  if (miles > FAR_MILES)
    return {
      ...seen,
      status: 'not_proposed',
      reason: `${miles} miles from the town's point (more than ${FAR_MILES}): probably a place of the same name elsewhere`,
    }
  return {
    ...seen,
    status: 'proposed',
    reason:
      level === 'house'
        ? 'house-number match: check the pin is on the building'
        : `street-level match (the house number was not found${place.houseNumber ? `; the result is number ${clip(place.houseNumber, WORD_MAX)}` : ''}): shown as approximate`,
  }
}
