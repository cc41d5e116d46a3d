import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, test } from 'vitest'
import {
  addRejections,
  declinedBefore,
  declinedReason,
  readRejections,
  rejectionsPath,
  type Rejection,
} from '../../../ops/lib/geocode/geocode-rejections'

const dirs: string[] = []
const file = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'rejections-'))
  dirs.push(dir)
  return rejectionsPath(path.join(dir, 'western-ky-clinics.json'))
}
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true })
})

const declined: Rejection = {
  clinic: 'c1',
  name: 'Fast Pace Urgent Care - Murray',
  address: '1304 N 12th St, Murray, KY 42071',
  lat: 36.6234567,
  lng: -88.3154321,
  // 11:30 PM Central on Dec 1: the operator's day, not UTC's.
  at: '2026-12-02T05:30:00.000Z',
  by: 'AB',
}

describe('declined geocoder points (issue 47, item 7)', () => {
  test('kept beside the data file; none on file reads as none', () => {
    const f = file()
    expect(path.basename(f)).toBe('geocode-rejections.json')
    expect(readRejections(f)).toEqual([])
  })

  test('added once: the same clinic, address and point again adds nothing', () => {
    const f = file()
    expect(addRejections(f, [declined])).toBe(1)
    expect(
      addRejections(f, [{ ...declined, lat: declined.lat + 0.0001 }]),
    ).toBe(0)
    expect(readRejections(f)).toEqual([declined])
  })

  test('the same point for the same address is found; another address or a point 0.1 mile away is not', () => {
    const list = [declined]
    expect(declinedBefore(list, 'c1', declined.address, declined)).toBe(
      declined,
    )
    expect(
      declinedBefore(list, 'c1', '1306 N 12th St, Murray, KY 42071', declined),
    ).toBeUndefined()
    expect(
      declinedBefore(list, 'c1', declined.address, {
        lat: declined.lat + 0.00145,
        lng: declined.lng,
      }),
    ).toBeUndefined()
    expect(
      declinedBefore(list, 'c2', declined.address, declined),
    ).toBeUndefined()
  })

  test('the reason names who declined it and the local day', () => {
    expect(declinedReason(declined, 'America/Chicago')).toMatch(
      /declined by AB on Tue Dec 1, 2026 for the same address: not proposed again unless the address changes/,
    )
  })

  test('a malformed file is refused, named, and never overwritten', () => {
    const f = file()
    writeFileSync(f, '{"rejections": [{"clinic": 1}]}')
    expect(() => readRejections(f)).toThrow(
      /geocode-rejections\.json is not a list/,
    )
    expect(() => addRejections(f, [declined])).toThrow()
    expect(readFileSync(f, 'utf8')).toBe('{"rejections": [{"clinic": 1}]}')
    writeFileSync(f, 'not json')
    expect(() => readRejections(f)).toThrow(/is not JSON/)
  })
})
