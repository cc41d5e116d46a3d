/**
 * ops:geocode and the apply of its review sheet end to end, against a real
 * PostgreSQL (DATABASE_URL: a copy of the seeded database; see
 * supabase/tests/78_ops_geocode.sh), a copy of the data file, and a loopback
 * Nominatim stand-in (tests/support/nominatim-stand-in.ts) that answers a
 * house match, a street match, nothing, a town-level result, a far-away
 * result, a malformed answer, and HTTP 429 once then the house, and checks
 * every request (User-Agent, one a second, the query). Real clock: the
 * throttle is the real one. Prints one 'ok - ' line per check; exits 1 at the
 * first failure.
 */
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { isDeepStrictEqual } from 'node:util'
import postgres from 'postgres'
import { runApply, type Io } from '../../ops/lib/cli/cli.ts'
import { runGeocode } from '../../ops/lib/cli/cli-geocode.ts'
import { csvObjects, parseCsv, stringifyCsv } from '../../ops/lib/core/csv.ts'
import { GEOCODE_COLUMNS } from '../../ops/lib/geocode/geocode-sheet.ts'
import { needsPoint } from '../../ops/lib/geocode/geocode.ts'
import { dbStore } from '../../ops/lib/stores/store-db.ts'
import {
  fileStore,
  outputFiles,
  type FilePaths,
} from '../../ops/lib/stores/store-file.ts'
import { transform } from '../../supabase/tools/import-data.ts'
import {
  nominatimPlace,
  startNominatimStandIn,
} from '../support/nominatim-stand-in.ts'

const url = process.env.DATABASE_URL ?? ''
if (url === '') throw new Error('DATABASE_URL is not set')
const ROOT = path.resolve(import.meta.dirname, '../..')
const sql = postgres(url, { max: 1, onnotice: () => {} })
const dir = mkdtempSync(path.join(tmpdir(), 'ops-geocode-'))
const EMAIL = 'help@kids-urgent-care.example'

function ok(cond: unknown, what: string, detail?: unknown): void {
  if (!cond)
    throw new Error(
      `not ok - ${what}${detail === undefined ? '' : `\n${JSON.stringify(detail, null, 2)}`}`,
    )
  console.log(`ok - ${what}`)
}

const paths: FilePaths = {
  data: path.join(dir, 'data/western-ky-clinics.json'),
  emergencyData: path.join(dir, 'data/western-ky-emergency-departments.json'),
  generatedDir: path.join(dir, 'generated'),
  seed: path.join(dir, 'seed.sql'),
}
const fileArgs = [
  '--data',
  paths.data,
  '--emergency-data',
  paths.emergencyData,
  '--generated-dir',
  paths.generatedDir,
  '--seed',
  paths.seed,
]

function io(env: Record<string, string | undefined>, now = new Date()) {
  const out: string[] = []
  const err: string[] = []
  const value: Io = {
    out: (l) => out.push(l),
    err: (l) => err.push(l),
    env,
    now: () => now,
  }
  return { io: value, out, err }
}

type Cells = Record<string, string> &
  Record<(typeof GEOCODE_COLUMNS)[number], string>
const readSheet = (file: string) =>
  csvObjects(parseCsv(readFileSync(file, 'utf8'))).rows.map(
    (r) => r.cells as Cells,
  )
const writeSheet = (name: string, rows: Cells[]) => {
  const file = path.join(dir, name)
  writeFileSync(
    file,
    stringifyCsv([
      [...GEOCODE_COLUMNS],
      ...rows.map((r) => GEOCODE_COLUMNS.map((k) => r[k] ?? '')),
    ]),
  )
  return file
}
const sheetIn = (out: string) =>
  path.join(
    out,
    readdirSync(out).find((f) => f.startsWith('geocode-sheet-'))!,
  )
const files = () =>
  outputFiles(paths).map((f) =>
    existsSync(f) ? readFileSync(f, 'utf8') : '(none)',
  )
const dbClinics = async () => sql`select * from public.clinics order by id`
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

async function main() {
  cpSync(path.join(ROOT, 'supabase/data'), path.join(dir, 'data'), {
    recursive: true,
  })
  cpSync(path.join(ROOT, 'src/data/builtin/generated'), paths.generatedDir, {
    recursive: true,
  })
  cpSync(path.join(ROOT, 'supabase/seed.sql'), paths.seed)

  const start = await fileStore(paths).load()
  const towns = new Map(start.map((c) => [c.city, c.townPoint!]))
  const targets = start.filter(needsPoint)
  ok(
    targets.length === 26,
    'the data: 26 clinics shown at their town point',
    targets.length,
  )

  // Each street's point, the same every time it is asked (a run again finds
  // the point declined before).
  let k = 0
  const offsets = new Map<string, number>()
  const si = await startNominatimStandIn({
    userAgentMust: ['WKY-Pediatric-Urgent-Care', EMAIL],
    answer: (p, nth) => {
      const street = p.get('street')!
      const city = p.get('city')!
      const [houseNumber, ...rest] = street.split(' ')
      const parts = { houseNumber, road: rest.join(' '), city }
      const town = towns.get(city)!
      if (!offsets.has(street)) offsets.set(street, ++k)
      const near = {
        lat: town.lat + 0.0005 * offsets.get(street)!,
        lng: town.lng - 0.003,
      }
      if (street.startsWith('510 Ruby')) return { body: [] }
      if (street.startsWith('1200 Barret'))
        return { body: [nominatimPlace('street', near, parts)] }
      if (street.startsWith('1895 Elizabethtown'))
        return { body: [nominatimPlace('town', town, parts)] }
      if (street.startsWith('6321 Kentucky Dam'))
        return {
          body: [
            nominatimPlace(
              'house',
              { lat: town.lat + 0.5, lng: town.lng },
              parts,
            ),
          ],
        }
      if (street.startsWith('3240 Irvin Cobb')) return { body: '{"oops": [' }
      if (street.startsWith('291 New Towne') && nth === 1)
        return {
          status: 429,
          body: { error: 'Too Many Requests' },
          headers: { 'Retry-After': '1' },
        }
      return { body: [nominatimPlace('house', near, parts)] }
    },
  })
  const env = {
    DATABASE_URL: url,
    VITE_GEOCODER_URL: si.url,
    VITE_CONTACT_EMAIL: EMAIL,
  }
  try {
    // Refused without the geocoder's settings.
    const noUrl = io({ DATABASE_URL: url, VITE_CONTACT_EMAIL: EMAIL })
    await runGeocode(['--from', 'db'], noUrl.io).then(
      () => ok(false, 'no VITE_GEOCODER_URL is refused'),
      (e: Error) =>
        ok(
          /VITE_GEOCODER_URL/.test(e.message),
          'no VITE_GEOCODER_URL: a clear error naming it',
        ),
    )
    await runGeocode(
      ['--from', 'db'],
      io({ DATABASE_URL: url, VITE_GEOCODER_URL: si.url }).io,
    ).then(
      () => ok(false, 'no VITE_CONTACT_EMAIL is refused'),
      (e: Error) =>
        ok(
          /VITE_CONTACT_EMAIL/.test(e.message),
          'no VITE_CONTACT_EMAIL: a clear error naming it',
        ),
    )
    ok(si.requests.length === 0, 'refused before any request')

    // From the database: every house-numbered address, one request a second.
    const outDb = path.join(dir, 'out-db')
    const began = Date.now()
    const g = io(env)
    ok(
      (await runGeocode(['--from', 'db', '--out', outDb], g.io)) === 0,
      'ops:geocode --from db runs',
      g.err,
    )
    ok(
      isDeepStrictEqual(si.problems, []),
      'the stand-in: every request named the project and contact, came a second or more after the previous one, and asked jsonv2, addressdetails=1, limit=1, countrycodes=us with a structured street/city/state',
      si.problems,
    )
    const streets = si.requests.map((r) => r.params.get('street'))
    ok(
      si.requests.length === 19 && new Set(streets).size === 18,
      '18 addresses asked, one twice (after the 429)',
      streets,
    )
    const retry = si.requests.filter((r) =>
      r.params.get('street')!.startsWith('291 New Towne'),
    )
    ok(
      retry.length === 2 && retry[1]!.at - retry[0]!.at >= 1000,
      'after the 429 the same address was asked again, Retry-After (1 s) later',
    )
    ok(
      Date.now() - began >= 18_000,
      'the run took at least a second per request',
    )
    const sheet = readSheet(sheetIn(outDb))
    const by = (s: string) => sheet.filter((r) => r.status === s)
    const row = (street: string) =>
      sheet.find((r) => r.address.startsWith(street))!
    ok(sheet.length === 26, 'the sheet has a row for each of the 26 clinics')
    ok(
      by('proposed').filter((r) => r.match === 'house').length === 13,
      '13 house-number matches proposed',
    )
    ok(
      row('1200 Barret').status === 'proposed' &&
        row('1200 Barret').match === 'street',
      'the street match is proposed, as street',
    )
    ok(
      row('291 New Towne').status === 'proposed' &&
        row('291 New Towne').match === 'house',
      'the address answered 429 first is proposed after the retry',
    )
    ok(
      row('510 Ruby').status === 'not_proposed' &&
        row('510 Ruby').proposed_lat === '' &&
        /found nothing/.test(row('510 Ruby').reason),
      'no result: no proposal, and why',
    )
    ok(
      row('1895 Elizabethtown').status === 'not_proposed' &&
        row('1895 Elizabethtown').match === 'town' &&
        row('1895 Elizabethtown').proposed_lat === '',
      'a town-level result: no proposal',
    )
    ok(
      row('6321 Kentucky Dam').status === 'not_proposed' &&
        /more than 15/.test(row('6321 Kentucky Dam').reason) &&
        Number(row('6321 Kentucky Dam').miles_from_town) > 30,
      'a far result: no proposal, the distance said',
    )
    ok(
      row('3240 Irvin Cobb').status === 'failed' &&
        /not JSON/.test(row('3240 Irvin Cobb').reason),
      'a malformed answer: recorded as failed, the run goes on',
    )
    ok(
      by('needs_research').length === 8 &&
        by('needs_research').every(
          (r) => r.reason !== '' && r.proposed_lat === '',
        ),
      '8 addresses without a house number listed as needing research, with what is missing',
    )
    ok(
      /Needs research \(8; no request sent\)/.test(g.out.join('\n')),
      'the output lists them under Needs research',
    )
    const p = row('225 Medical Center')
    ok(
      p.map ===
        `https://www.openstreetmap.org/?mlat=${p.proposed_lat}&mlon=${p.proposed_lng}#map=18/${p.proposed_lat}/${p.proposed_lng}` &&
        Number(p.miles_from_town) < 1,
      'a proposal carries its map link and its distance from the town point',
    )

    // From the data file: the same rows (the seed is the data file).
    await sleep(1000)
    const outFile = path.join(dir, 'out-file')
    const before = si.requests.length
    const gf = io(env)
    ok(
      (await runGeocode(
        [
          '--from',
          'file',
          '--town',
          'Henderson',
          ...fileArgs.slice(0, 2),
          '--out',
          outFile,
        ],
        gf.io,
      )) === 0,
      'ops:geocode --from file --town Henderson runs',
      gf.err,
    )
    const fileSheet = readSheet(sheetIn(outFile))
    const strip = (r: Cells) => ({
      ...r,
      proposed_lat: '',
      proposed_lng: '',
      map: '',
      found: '',
      osm: '',
      miles_from_town: '',
    })
    ok(
      si.requests.length - before === 5 && si.problems.length === 0,
      'Henderson: 5 requests, each as Nominatim asks',
      si.problems,
    )
    ok(
      isDeepStrictEqual(
        fileSheet.map(strip),
        sheet.filter((r) => r.city === 'Henderson').map(strip),
      ),
      'the file gives the same Henderson rows (ids, fingerprints, statuses) as the database',
    )

    // The review: every proposal accepted, but one declined.
    const declined = row('230 N. Green')
    const filled = sheet.map((r) =>
      r.status !== 'proposed'
        ? r
        : r === declined
          ? { ...r, accept: 'no' }
          : { ...r, accept: 'yes', initials: 'ab' },
    )
    const accepted = filled.filter((r) => r.accept === 'yes')
    ok(
      accepted.length === 13,
      '13 points accepted (12 house, 1 street), 1 declined',
    )

    // Refusals: row named, nothing changed anywhere.
    const dbBefore = await dbClinics()
    const filesBefore = files()
    const refusals: [string, Cells[], RegExp][] = [
      [
        'a row with no proposal accepted',
        filled.map((r) =>
          r === filled.find((x) => x.address.startsWith('6321'))
            ? { ...r, accept: 'yes', initials: 'AB' }
            : r,
        ),
        /row \d+: .*no point was proposed/,
      ],
      [
        'a hand-edited point',
        filled.map((r) =>
          r.accept === 'yes' && r.match === 'house'
            ? { ...r, proposed_lat: String(Number(r.proposed_lat) + 0.01) }
            : r,
        ),
        /row \d+: .*the proposed point was edited/,
      ],
      [
        'an accept that is neither yes nor no',
        filled.map((r) => (r.accept === 'no' ? { ...r, accept: 'ok' } : r)),
        /row \d+: accept "ok"/,
      ],
    ]
    for (const [what, rows, want] of refusals) {
      const a = io(env)
      const code = await runApply(
        [
          writeSheet(`refused-${what.length}.csv`, rows),
          '--to',
          'both',
          '--yes',
          ...fileArgs,
        ],
        a.io,
      )
      ok(
        code === 1 && want.test(a.err.join('\n')),
        `refused: ${what} (row named)`,
        a.err,
      )
    }
    const hand = path.join(dir, 'hand-typed.csv')
    writeFileSync(
      hand,
      readFileSync(writeSheet('filled.csv', filled), 'utf8').replace(
        ',ab,',
        ',=1+1,',
      ),
    )
    const hf = io(env)
    ok(
      (await runApply([hand, '--to', 'both', '--yes', ...fileArgs], hf.io)) ===
        1 && /row \d+, column .*initials.*formula/.test(hf.err.join('\n')),
      'refused: a hand-typed formula cell',
      hf.err,
    )
    ok(
      isDeepStrictEqual(await dbClinics(), dbBefore) &&
        isDeepStrictEqual(files(), filesBefore),
      'after the refusals the database and the four file outputs are unchanged',
    )

    // Apply to both.
    const sheetFile = writeSheet('reviewed.csv', filled)
    const ap = io(env)
    ok(
      (await runApply(
        [sheetFile, '--to', 'both', '--yes', ...fileArgs],
        ap.io,
      )) === 0,
      'the reviewed sheet applies --to both',
      ap.err,
    )
    const text = ap.out.join('\n')
    ok(
      /13 point\(s\) for 13 clinic\(s\)/.test(text) &&
        /Applied 13 point\(s\) to the database/.test(text) &&
        /Applied 13 point\(s\) to the data file/.test(text),
      'it says 13 points, to the database and the data file',
    )
    ok(
      /street-level match.*\n.*\n\s+shown as: approximate/.test(text) &&
        /Rows answered no .*: \d+/.test(text),
      'the diff says a street-level point stays approximate, and lists the row answered no',
    )

    const rows = new Map((await dbClinics()).map((c) => [c.id as string, c]))
    const stored = accepted.every((r) => {
      const c = rows.get(r.id)!
      return (
        c.latitude === Number(r.proposed_lat) &&
        c.longitude === Number(r.proposed_lng) &&
        c.coordinates_method === 'geocoder' &&
        c.coordinates_match === r.match &&
        c.coordinates_approximate === (r.match === 'street')
      )
    })
    ok(
      stored,
      'database: each accepted point stored with method geocoder, its match level, approximate only for the street match',
    )
    const d = rows.get(declined.id)!
    ok(
      d.coordinates_method === 'town' && d.coordinates_approximate === true,
      'database: the declined clinic keeps its town point',
    )
    ok(
      /house-number match.*accepted by AB/.test(
        rows.get(p.id)!.coordinates_note as string,
      ) &&
        /^https:\/\/www\.openstreetmap\.org\/node\/\d+$/.test(
          (rows.get(p.id)!.coordinates_source as string[])[0]!,
        ),
      'database: the note says how the point was found and who accepted it; the source is the OpenStreetMap object',
    )
    const ev =
      await sql`select method, outcome, initials, changes from public.verification_events where method = 'geocoder'`
    ok(
      ev.length === 13 &&
        ev.every((e) => e.outcome === 'changed' && e.initials === 'AB'),
      'database: one geocoder event per accepted point',
    )
    // anon reads the points the site shows, not how each was found
    // (supabase/migrations/20261204000002_anon_reads_public_columns.sql).
    const exact = [...rows.values()].filter(
      (r) => r.coordinates_method === 'geocoder' && !r.coordinates_approximate,
    )
    const anon = await sql.begin(async (tx) => {
      await tx`set local role anon`
      return tx`select id::text as id, latitude, longitude, coordinates_approximate
                  from public.clinics where id = any(${tx.array(exact.map((r) => r.id as string))}::uuid[])`
    })
    ok(
      exact.length === 12 &&
        anon.length === 12 &&
        anon.every(
          (a) =>
            a.latitude === rows.get(a.id as string)!.latitude &&
            a.longitude === rows.get(a.id as string)!.longitude &&
            a.coordinates_approximate === false,
        ),
      'anon reads the accepted points with the row (RLS as before): 12 exact geocoded points',
    )
    const methodRefused = await sql
      .begin(async (tx) => {
        await tx`set local role anon`
        return tx`select coordinates_method from public.clinics limit 1`
      })
      .then(
        () => false,
        (e: { code?: string }) => e.code === '42501',
      )
    ok(
      methodRefused,
      'how a point was found stays with the operators: anon may not read coordinates_method',
    )

    const json = JSON.parse(readFileSync(paths.data, 'utf8')) as {
      clinics: Record<string, unknown>[]
    }
    const built = transform(json)
    const same = built.clinics.every((c) => {
      const r = rows.get(c.id)!
      return (
        r.latitude === c.latitude &&
        r.longitude === c.longitude &&
        r.coordinates_approximate === c.coordinates_approximate &&
        r.coordinates_method === c.coordinates_method &&
        r.coordinates_match === c.coordinates_match &&
        r.coordinates_note === c.coordinates_note &&
        isDeepStrictEqual(r.coordinates_source, c.coordinates_source)
      )
    })
    ok(
      same,
      'the data file, as imported, gives every clinic the same point, flag, method, match, note and source as the database',
    )
    const coordinates = readFileSync(
      path.join(paths.generatedDir, 'coordinates.ts'),
      'utf8',
    )
    ok(
      built.clinics.filter((c) => c.coordinates_method === 'geocoder')
        .length === 13 &&
        coordinates.includes(`"lat": ${row('1200 Barret').proposed_lat}`),
      'the built-in coordinates carry the accepted points',
    )
    ok(
      (readFileSync(paths.seed, 'utf8').match(/'geocoder'/g) ?? []).length ===
        13,
      'the seed carries the 13 geocoder points',
    )
    const events = readFileSync(
      path.join(dir, 'data/verification-events.jsonl'),
      'utf8',
    )
      .trim()
      .split('\n')
    ok(
      events.length === 13 &&
        events.every(
          (l) => (JSON.parse(l) as { method: string }).method === 'geocoder',
        ),
      'the events log has one geocoder event per point',
    )

    const again = io(env)
    ok(
      (await runApply(
        [sheetFile, '--to', 'both', '--yes', ...fileArgs],
        again.io,
      )) === 0 && /^Already applied on /.test(again.out[0] ?? ''),
      "the same sheet again: 'Already applied on …'",
      again.out,
    )

    const store = dbStore(url)
    const left = (await store.load()).filter(needsPoint)
    await store.close()
    ok(
      left.length === 13,
      'the accepted clinics are no longer looked up: 13 left without a point of their own',
    )

    // The declined point is remembered beside the data file and not
    // proposed again for the same address (issue 47, item 7).
    const remembered = JSON.parse(
      readFileSync(path.join(dir, 'data/geocode-rejections.json'), 'utf8'),
    ) as { rejections: { clinic: string; address: string; by: string }[] }
    ok(
      remembered.rejections.length === 1 &&
        remembered.rejections[0]!.clinic === declined.id &&
        remembered.rejections[0]!.address === declined.query &&
        /declined point/.test(ap.out.join('\n')),
      'the declined point is remembered in geocode-rejections.json beside the data file, and the apply says so',
      remembered,
    )
    const outAgain = path.join(dir, 'out-again')
    const g2 = io(env)
    ok(
      (await runGeocode(
        [
          '--from',
          'db',
          '--data',
          paths.data,
          '--town',
          declined.city,
          '--out',
          outAgain,
        ],
        g2.io,
      )) === 0,
      'ops:geocode runs again for the declined clinic’s town',
      g2.err,
    )
    const redo = readSheet(sheetIn(outAgain)).find((r) => r.id === declined.id)
    ok(
      redo?.status === 'not_proposed' &&
        redo.map === declined.map &&
        /declined on .* for the same address: not proposed again unless the address changes/.test(
          redo.reason,
        ),
      'run again, the declined point is not proposed (the reason says who declined it and when)',
      redo,
    )
  } finally {
    await si.close()
  }
}

main()
  .then(async () => {
    await sql.end()
    rmSync(dir, { recursive: true, force: true })
  })
  .catch(async (e: unknown) => {
    console.error(e instanceof Error ? e.message : e)
    await sql.end()
    process.exit(1)
  })
