// @vitest-environment node
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, expect, test } from 'vitest'
import {
  rawStore,
  storedName,
} from '../../../../../ops/lib/sources/fetch/raw-store'

let root = ''
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'raw-store-'))
})
afterEach(async () => {
  await rm(root, { recursive: true, force: true })
})

const meta = (fetchedAt: string) => ({
  url: 'https://example.org/a',
  finalUrl: 'https://example.org/a',
  status: 200,
  etag: null,
  lastModified: null,
  contentType: 'application/json',
  fetchedAt,
  fromCache: false,
})

test('file names: a readable slug and a hash, nothing a path can be made of', () => {
  expect(storedName('Baptist Health Paducah')).toMatch(
    /^baptist-health-paducah-[0-9a-f]{12}$/,
  )
  expect(storedName('https://www.bhd.org/locations/Urgent Care?id=3')).toMatch(
    /^www-bhd-org-locations-urgent-care-id-3-[0-9a-f]{12}$/,
  )
  expect(storedName('../../etc/passwd')).toMatch(/^etc-passwd-[0-9a-f]{12}$/)
  expect(storedName('Médico Niño')).toMatch(/^medico-nino-/)
  expect(storedName('日本')).toMatch(/^[0-9a-f]{12}$/)
  expect(storedName('a'.repeat(500)).length).toBeLessThanOrEqual(60 + 13)
  expect(storedName('Same')).not.toBe(storedName('same'))
})

test('readStored: the latest date at or before the store’s own, for that source only', async () => {
  await rawStore(root, '2026-11-01', 'overpass').write(
    'region',
    '{"v":1}',
    meta('2026-11-01T00:00:00Z'),
  )
  await rawStore(root, '2026-11-20', 'overpass').write(
    'region',
    '{"v":2}',
    meta('2026-11-20T00:00:00Z'),
  )
  await rawStore(root, '2026-12-30', 'overpass').write(
    'region',
    '{"v":3}',
    meta('2026-12-30T00:00:00Z'),
  )
  const store = rawStore(root, '2026-12-03', 'overpass')
  expect(await store.readStored('region')).toMatchObject({
    date: '2026-11-20',
    body: '{"v":2}',
  })
  expect(
    await rawStore(root, '2026-12-03', 'nppes').readStored('region'),
  ).toBeNull()
  expect(await store.readStored('other')).toBeNull()
  expect(
    await rawStore(join(root, 'none'), '2026-12-03', 'overpass').readStored(
      'region',
    ),
  ).toBeNull()
})

test('a metadata file that names a path, or another key, is not read', async () => {
  const dir = join(root, '2026-12-01', 'overpass')
  await mkdir(dir, { recursive: true })
  const name = storedName('region')
  await writeFile(join(root, 'secret.json'), 'secret')
  await writeFile(
    join(dir, `${name}.meta.json`),
    JSON.stringify({
      ...meta('x'),
      key: 'region',
      bodyFile: '../../secret.json',
    }),
  )
  expect(
    await rawStore(root, '2026-12-03', 'overpass').readStored('region'),
  ).toBeNull()
})

test('a bad date or source name is refused', () => {
  expect(() => rawStore(root, '2026-12-3', 'overpass')).toThrow(/YYYY-MM-DD/)
  expect(() => rawStore(root, '2026-12-03', '../up')).toThrow(/folder name/)
})
