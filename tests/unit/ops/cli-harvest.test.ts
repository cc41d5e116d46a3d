// @vitest-environment node
/**
 * ops:harvest end to end on a copy of the data file, against loopback
 * stand-ins for a clinic's site, Overpass and the NPI registry, each
 * checking the requests it receives: the three stages, robots.txt
 * honoured, the review and new-listings sheets, nothing written to the
 * directory, and a second run --offline that parses the kept answers.
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
import { afterAll, beforeAll, expect, test } from 'vitest'
import { runHarvest } from '../../../ops/lib/cli/cli-harvest'
import { runApply } from '../../../ops/lib/cli/cli'
import type { Io } from '../../../ops/lib/cli/cli'
import { csvObjects, parseCsv, stringifyCsv } from '../../../ops/lib/core/csv'
import {
  startHarvestStandIns,
  type Seen,
  type StandIns,
} from '../../tools/harvest-stand-ins'

const ROOT = path.resolve(__dirname, '../../..')
const NOW = new Date('2026-12-03T18:00:00.000Z')

let dir = ''
let data = ''
let stand: StandIns
let base = ''
let seen: Seen[] = []

/** The data file's copy and where an apply writes the seed and built-in data. */
const filePathArgs = () => [
  '--data',
  data,
  '--emergency-data',
  path.join(dir, 'western-ky-emergency-departments.json'),
  '--generated-dir',
  path.join(dir, 'generated'),
  '--seed',
  path.join(dir, 'seed.sql'),
]

function io() {
  const out: string[] = []
  const err: string[] = []
  const value: Io = {
    out: (l) => out.push(l),
    err: (l) => err.push(l),
    env: stand.env,
    now: () => NOW,
  }
  return { io: value, out, err }
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'ops-harvest-'))
  stand = await startHarvestStandIns(path.join(dir, 'harvest'))
  base = stand.base
  seen = stand.seen
  cpSync(path.join(ROOT, 'supabase/data'), dir, { recursive: true })
  data = path.join(dir, 'western-ky-clinics.json')
  const json = JSON.parse(readFileSync(data, 'utf8')) as {
    clinics: Record<string, unknown>[]
  }
  for (const c of json.clinics) c.website = null
  json.clinics.find((c) =>
    String(c.name).startsWith('Baptist Health Paducah'),
  )!.website = `${base}/clinic/baptist`
  json.clinics.find((c) =>
    String(c.name).startsWith('Mercy Health - Paducah'),
  )!.website = `${base}/private/mercy`
  writeFileSync(data, JSON.stringify(json, null, 2) + '\n')
})
afterAll(async () => {
  await stand.close()
  rmSync(dir, { recursive: true, force: true })
})

test('fetch, parse and match: a review sheet and a new-listings sheet; robots.txt honoured; the directory untouched', async () => {
  const before = readFileSync(data, 'utf8')
  const out = path.join(dir, 'sheets')
  const run = io()
  expect(
    await runHarvest(
      ['--data', data, '--out', out, '--date', '2026-12-03'],
      run.io,
      { intervalMs: 5 },
    ),
  ).toBe(0)

  // Good manners: robots.txt read, the disallowed page never asked for, the
  // project and its contact named, no cookie sent back.
  expect(seen.some((s) => s.path === '/robots.txt')).toBe(true)
  expect(seen.some((s) => s.path.startsWith('/private'))).toBe(false)
  expect(run.err).toContainEqual(
    expect.stringMatching(/^fetch website: Mercy Health - Paducah.*robots/i),
  )
  expect(
    seen.every(
      (s) =>
        s.ua.includes('ops:harvest') &&
        s.ua.includes('ops@kids-urgent-care.example'),
    ),
  ).toBe(true)
  expect(seen.every((s) => s.cookie === undefined)).toBe(true)
  // The registry: both taxonomies, Kentucky.
  expect(
    seen
      .filter((s) => s.path === '/api/')
      .map((s) => s.query.get('taxonomy_description'))
      .sort(),
  ).toEqual(['Rural Health', 'Urgent Care'])

  const review = csvObjects(
    parseCsv(readFileSync(path.join(out, 'harvest-2026-12-03.csv'), 'utf8')),
  ).rows.map((r) => r.cells)
  const baptist = review.filter(
    (r) =>
      r.clinic?.startsWith('Baptist Health Paducah') && r.source === 'website',
  )
  // The map and the registry list another phone at Baptist's street
  // address: the sources disagree, and nothing is accepted by default.
  expect(baptist.find((r) => r.field === 'phone')).toMatchObject({
    stored: '(270) 415-4860',
    value: '(270) 415-4860',
    agreement: 'sources disagree',
    accept: '',
  })
  expect(
    review
      .filter(
        (r) =>
          r.clinic?.startsWith('Baptist Health Paducah') && r.field === 'phone',
      )
      .map((r) => r.source)
      .sort(),
  ).toEqual(['nppes', 'osm', 'website'])
  expect(baptist.find((r) => r.field === 'hours_sunday')).toMatchObject({
    value: '8:00 AM - 4:00 PM',
    url: `${base}/clinic/baptist`,
  })
  const fresh = csvObjects(
    parseCsv(
      readFileSync(
        path.join(out, 'harvest-new-listings-2026-12-03.csv'),
        'utf8',
      ),
    ),
  ).rows.map((r) => r.cells)
  expect(fresh.map((r) => r.name)).toContain('New Town Walk In Clinic')
  expect(fresh.every((r) => r.status === 'not yet called')).toBe(true)
  // The deactivated registry record is no candidate.
  expect(fresh.map((r) => r.name)).not.toContain('Closed Urgent Care')
  expect(run.out).toContainEqual(
    expect.stringMatching(
      /^match: \d+ matched, \d+ ambiguous, \d+ new, \d+ outside the region$/,
    ),
  )

  // Proposals, not writes.
  expect(readFileSync(data, 'utf8')).toBe(before)
})

test('--offline parses the kept answers: no request sent, the same sheet', async () => {
  const out = path.join(dir, 'sheets-offline')
  const asked = seen.length
  const run = io()
  expect(
    await runHarvest(
      ['--data', data, '--out', out, '--date', '2026-12-03', '--offline'],
      run.io,
      { intervalMs: 5 },
    ),
  ).toBe(0)
  expect(seen.length).toBe(asked)
  expect(readFileSync(path.join(out, 'harvest-2026-12-03.csv'), 'utf8')).toBe(
    readFileSync(path.join(dir, 'sheets', 'harvest-2026-12-03.csv'), 'utf8'),
  )
})

test('a stage alone: match without records says what to run first', async () => {
  const run = io()
  expect(
    await runHarvest(
      ['--data', data, '--date', '2026-01-01', '--stage', 'match'],
      run.io,
    ),
  ).toBe(1)
  expect(run.err).toEqual([
    expect.stringMatching(
      /^match: no records for 2026-01-01 .*run the parse stage first$/,
    ),
  ])
})

test('ops:apply of the reviewed sheet: only the accepted rows are stored, from the website, dated by the source; the data file, the seed and the built-in data agree', async () => {
  const sheet = path.join(dir, 'sheets', 'harvest-2026-12-03.csv')
  const parsed = csvObjects(parseCsv(readFileSync(sheet, 'utf8')))
  const isBaptist = (r: Record<string, string>) =>
    (r.clinic ?? '').startsWith('Baptist Health Paducah')
  // The operator accepts the clinic page's phone and week for Baptist,
  // answers no to everything else, and leaves nothing to the defaults.
  const cells: Record<string, string>[] = parsed.rows.map((r) => ({
    ...r.cells,
    accept:
      isBaptist(r.cells) &&
      r.cells.source === 'website' &&
      (r.cells.field === 'phone' || r.cells.field!.startsWith('hours_'))
        ? 'yes'
        : 'no',
  }))
  const filled = path.join(dir, 'sheets', 'harvest-2026-12-03-filled.csv')
  writeFileSync(
    filled,
    [
      parsed.header.join(','),
      ...cells.map((c) =>
        parsed.header
          .map((h) => `"${(c[h] ?? '').replaceAll('"', '""')}"`)
          .join(','),
      ),
    ].join('\n') + '\n',
  )
  const fileArgs = ['--to', 'file', ...filePathArgs()]
  const clinicsOf = () =>
    (
      JSON.parse(readFileSync(data, 'utf8')) as {
        clinics: Record<string, unknown>[]
      }
    ).clinics
  const before = clinicsOf()

  // Without --by: refused, nothing written.
  const noBy = io()
  await expect(
    runApply([filled, '--yes', ...fileArgs], noBy.io),
  ).rejects.toThrow(/a harvest review sheet needs --by/)
  expect(clinicsOf()).toEqual(before)

  // The pages were read now (the fetcher's own clock), so the sheet's
  // source_date is today's: the apply runs now too.
  const applyNow = new Date()
  const sourceDate = cells.find(
    (c) => c.accept === 'yes' && c.field === 'phone',
  )!.source_date!
  const dated = new Date(
    Math.min(Date.parse(`${sourceDate}T12:00:00.000Z`), applyNow.getTime()),
  ).toISOString()
  const run = io()
  run.io.now = () => applyNow
  const code = await runApply(
    [filled, '--yes', '--by', 'AB', ...fileArgs],
    run.io,
  )
  expect(run.err).toEqual([])
  expect(code).toBe(0)
  const text = run.out.join('\n')
  expect(text).toContain('from public sources, accepted by AB')
  expect(text).toContain(`  source added: ${base}/clinic/baptist`)
  expect(text).toContain('Reviewed values from public sources')

  const after = clinicsOf()
  const i = before.findIndex((c) =>
    String(c.name).startsWith('Baptist Health Paducah'),
  )
  const b = after[i]!
  expect(b).toMatchObject({
    phone: '(270) 415-4860',
    phone_verified_method: 'website',
    phone_verified_at: dated,
    hours_monday: '7:00 AM - 7:00 PM',
    hours_sunday: '8:00 AM - 4:00 PM',
    hours_verified_method: 'website',
    hours_verified_at: dated,
  })
  expect(b.sources).toEqual([
    ...(before[i]!.sources as string[]),
    `${base}/clinic/baptist`,
  ])
  // Nothing else changed: every other clinic as it was.
  expect(after.filter((_, k) => k !== i)).toEqual(
    before.filter((_, k) => k !== i),
  )
  // The seed and the built-in data carry the same.
  const seed = readFileSync(path.join(dir, 'seed.sql'), 'utf8')
  expect(seed).toContain(`${base}/clinic/baptist`)
  const generated = readFileSync(path.join(dir, 'generated/data.ts'), 'utf8')
  expect(generated).toContain('"hours_verified_method": "website"')
  expect(generated).toContain(`${base}/clinic/baptist`)
  // The event says where each value came from.
  const events = readFileSync(
    path.join(dir, 'verification-events.jsonl'),
    'utf8',
  )
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Record<string, unknown>)
  expect(events.at(-1)).toMatchObject({
    method: 'website',
    initials: 'AB',
    clinic_id: b.id ?? expect.any(String),
  })
  expect(String(events.at(-1)!.note)).toContain('harvest-2026-12-03-filled.csv')

  // Applied again: nothing left to do.
  const again = io()
  again.io.now = () => applyNow
  expect(
    await runApply([filled, '--yes', '--by', 'AB', ...fileArgs], again.io),
  ).toBe(0)
  expect(again.out.join('\n')).toContain('has nothing left to do')
})

test('ops:apply of the new-listings sheet: a candidate becomes a listing only after a call, in the data file, with its source', async () => {
  const file = path.join(dir, 'sheets', 'harvest-new-listings-2026-12-03.csv')
  const parsed = csvObjects(parseCsv(readFileSync(file, 'utf8')))
  const cells: Record<string, string>[] = parsed.rows.map((r) => ({
    ...r.cells,
    ...(r.cells.name === 'New Town Walk In Clinic'
      ? { outcome: 'urgent_care', sees_children: 'yes', initials: 'AB' }
      : { outcome: 'no_answer', initials: 'AB' }),
  }))
  const filled = path.join(dir, 'sheets', 'new-listings-called.csv')
  writeFileSync(
    filled,
    stringifyCsv([
      parsed.header,
      ...cells.map((c) => parsed.header.map((h) => c[h] ?? '')),
    ]),
  )
  const fileArgs = filePathArgs()
  const now = () => new Date()
  const names = () =>
    (
      JSON.parse(readFileSync(data, 'utf8')) as {
        clinics: { name: string }[]
      }
    ).clinics.map((c) => c.name)
  const before = names()

  // The database is not a target: new listings are made in the data file.
  let r = io()
  r.io.now = now
  expect(await runApply([filled, '--to', 'db', '--yes'], r.io)).toBe(1)
  expect(r.err[0]).toMatch(/made in the data file only: run with --to file/)

  // Mayfield is not yet one of the data file's towns: refused, nothing made.
  r = io()
  r.io.now = now
  expect(
    await runApply([filled, '--to', 'file', '--yes', ...fileArgs], r.io),
  ).toBe(1)
  expect(r.err.join('\n')).toContain(
    "New Town Walk In Clinic: Mayfield, KY is not one of the data file's towns",
  )
  expect(names()).toEqual(before)

  // With the town added, the listing is made, and nothing else.
  const json = JSON.parse(readFileSync(data, 'utf8')) as {
    towns: Record<string, unknown>[]
    clinics: Record<string, unknown>[]
  }
  json.towns.push({
    ...json.towns.find((t) => t.name === 'Paducah')!,
    name: 'Mayfield',
    county: 'Graves',
    latitude: 36.7418,
    longitude: -88.6367,
  })
  writeFileSync(data, JSON.stringify(json, null, 2) + '\n')
  r = io()
  r.io.now = now
  const code = await runApply(
    [filled, '--to', 'file', '--yes', ...fileArgs],
    r.io,
  )
  expect(r.err).toEqual([])
  expect(code).toBe(0)
  expect(r.out).toContainEqual(
    expect.stringMatching(
      /^New Town Walk In Clinic \(Mayfield\), row \d+: a new listing, called by AB$/,
    ),
  )
  expect(r.out).toContain(
    '  address: 900 New Clinic Rd, Mayfield, KY 42066; phone (270) 555-0150 (confirmed by the call)',
  )
  expect(names()).toEqual([...before, 'New Town Walk In Clinic'])
  const made = (
    JSON.parse(readFileSync(data, 'utf8')) as {
      clinics: Record<string, unknown>[]
    }
  ).clinics.at(-1)!
  expect(made).toMatchObject({
    city: 'Mayfield',
    phone_verified_method: 'call',
    hours_monday: null,
    sees_children: true,
  })
  expect((made.sources as string[])[0]).toMatch(/^https:\/\/npiregistry/)
  expect(readFileSync(path.join(dir, 'generated/data.ts'), 'utf8')).toContain(
    '"name": "New Town Walk In Clinic"',
  )
  expect(readFileSync(path.join(dir, 'seed.sql'), 'utf8')).toContain(
    'New Town Walk In Clinic',
  )

  // Applied again: nothing left to do.
  r = io()
  r.io.now = now
  expect(
    await runApply([filled, '--to', 'file', '--yes', ...fileArgs], r.io),
  ).toBe(0)
  expect(r.out.join('\n')).toContain('has nothing left to do')
})
