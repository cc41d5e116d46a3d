// @vitest-environment node
/**
 * Nothing from outside reaches the operator's terminal raw: the one
 * printer, and the real commands (as processes, their stdout and stderr
 * read as bytes) fed a geocoder answering escape sequences and a data file
 * whose clinic name carries them.
 */
import { spawn } from 'node:child_process'
import {
  cpSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { clip, safeJson, safeText } from '../../../ops/lib/core/terminal'
import { csvObjects, parseCsv } from '../../../ops/lib/core/csv'
import {
  nominatimPlace,
  startNominatimStandIn,
} from '../../support/nominatim-stand-in'

const ROOT = path.resolve(__dirname, '../../..')
/** Sets the window title, clears the screen, recolours, reverses the line (ESC, BEL, CSI, C1, bidi). */
const HOSTILE =
  '\u001b]0;owned\u0007\u001b[2J\u001b[31mred\u009b1m\u202Eevil\u2066'
/** Bytes a terminal acts on: ESC, BEL, C1 CSI; and the bidi overrides. */
// eslint-disable-next-line no-control-regex
const RAW = /[\u0007\u001b\u009b\u202e\u2066]/

let base = ''
beforeAll(() => {
  base = mkdtempSync(path.join(tmpdir(), 'ops-terminal-'))
})
afterAll(() => rmSync(base, { recursive: true, force: true }))

test('the printer replaces control, C1 and bidi characters; keeps line breaks, tabs and letters', () => {
  expect(safeText('a\u001b[2Jb\r\nc\u202Ed\u0007')).toBe(
    'a\uFFFD[2Jb\nc\uFFFDd\uFFFD',
  )
  expect(safeText(HOSTILE)).not.toMatch(RAW)
  expect(safeText('\u009b\u200e\u200f\u2028\ufeff\u061c\u007f')).toBe(
    '\uFFFD'.repeat(7),
  )
  expect(safeText('line 1\n  line 2', true)).toBe('line 1 line 2')
  expect(safeText('tab\there é 中 👍')).toBe('tab\there é 中 👍')
})

test('JSON for the terminal escapes the same characters and parses back to the exact text', () => {
  const value = { name: HOSTILE, n: 1 }
  const text = safeJson(value)
  expect(text).not.toMatch(RAW)
  expect(JSON.parse(text)).toEqual(value)
})

test('clip keeps short text and cuts long text to the limit, saying so', () => {
  expect(clip('abc', 3)).toBe('abc')
  expect(clip('abcd', 3)).toBe('ab…')
})

const loader = pathToFileURL(
  path.join(ROOT, 'node_modules/tsx/dist/loader.mjs'),
).href
function command(script: string, args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; out: string; err: string }>(
    (resolve) => {
      const child = spawn(
        process.execPath,
        ['--import', loader, path.join(ROOT, 'ops', script), ...args],
        {
          cwd: base,
          env: { ...process.env, DATABASE_URL: '', ...env },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      )
      let out = ''
      let err = ''
      child.stdout.on('data', (d: Buffer) => (out += d.toString()))
      child.stderr.on('data', (d: Buffer) => (err += d.toString()))
      child.on('exit', (code) => resolve({ code, out, err }))
    },
  )
}

test('ops:geocode: a geocoder answering escape sequences never reaches the terminal raw; the sheet keeps what it said, cut', async () => {
  const standIn = await startNominatimStandIn({
    userAgentMust: ['ops@example.org'],
    answer: (params) => ({
      body: [
        {
          ...nominatimPlace(
            'town',
            { lat: 37.08, lng: -88.6 },
            { city: params.get('city') ?? '' },
          ),
          addresstype: HOSTILE,
          display_name: `${HOSTILE} ${'x'.repeat(10_000)}`,
        },
      ],
    }),
  })
  try {
    const out = path.join(base, 'sheets')
    const r = await command('geocode.ts', ['--limit', '2', '--out', out], {
      VITE_GEOCODER_URL: standIn.url,
      VITE_CONTACT_EMAIL: 'ops@example.org',
    })
    expect(standIn.problems).toEqual([])
    expect(r.code).toBe(0)
    expect(r.out).toMatch(/only a town-level result \(\uFFFD\]0;owned\uFFFD/)
    expect(r.out + r.err).not.toMatch(RAW)
    const sheet = csvObjects(
      parseCsv(
        readFileSync(
          path.join(
            out,
            readdirSync(out).find((f) => f.endsWith('.csv'))!,
          ),
          'utf8',
        ),
      ),
    ).rows.filter((row) => row.cells.status === 'not_proposed')
    expect(sheet).toHaveLength(2)
    for (const row of sheet) expect(row.cells.found).toHaveLength(300)
  } finally {
    await standIn.close()
  }
}, 60_000)

test('ops:status: a clinic name carrying escape sequences, from the data file, prints replaced; --json keeps it exact, escaped', async () => {
  const dir = path.join(base, 'data')
  cpSync(path.join(ROOT, 'supabase/data'), dir, { recursive: true })
  const file = path.join(dir, 'western-ky-clinics.json')
  const json = JSON.parse(readFileSync(file, 'utf8')) as {
    clinics: { name: string; phone: string | null }[]
  }
  // A clinic due (every clinic is due on the data file as shipped, or
  // will be): on the --due list.
  const target = json.clinics.find((c) => c.phone)!
  target.name = `Evil ${HOSTILE}`
  writeFileSync(file, JSON.stringify(json, null, 2))
  const text = await command('status.ts', ['--due', '--data', file], {})
  expect(text.code).toBe(0)
  expect(text.out).toContain('Evil \uFFFD]0;owned\uFFFD')
  expect(text.out + text.err).not.toMatch(RAW)
  const asJson = await command(
    'status.ts',
    ['--due', '--json', '--data', file],
    {},
  )
  expect(asJson.code).toBe(0)
  expect(asJson.out).not.toMatch(RAW)
  expect(asJson.out).toContain('\\u001b]0;owned\\u0007')
  expect(JSON.stringify(JSON.parse(asJson.out))).toContain(
    JSON.stringify(`Evil ${HOSTILE}`).slice(1, -1),
  )
}, 60_000)
