// @vitest-environment node
import { afterEach, expect, test } from 'vitest'
import { politeFetcher } from '../../../../../ops/lib/sources/fetch/polite-fetcher'
import {
  addressKind,
  checkPublicUrl,
  registrableHost,
} from '../../../../../ops/lib/sources/fetch/public-address'
import { html, startSite, testClock, UA, type Site } from './loopback'

let s: Site | null = null
afterEach(async () => {
  await s?.close()
  s = null
})

const PAGE = { accept: 'html', source: 'clinic-pages', key: 'k' } as const

test('address kinds: loopback, private and reserved ranges, public', () => {
  for (const a of [
    '127.0.0.1',
    '127.8.9.10',
    '::1',
    '[::1]',
    '::ffff:127.0.0.1',
  ])
    expect(addressKind(a), a).toBe('loopback')
  for (const a of [
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    'fc00::1',
    'fd12::1',
    'fe80::1',
    '::',
    '::ffff:10.0.0.1',
  ])
    expect(addressKind(a), a).toBe('private')
  for (const a of ['8.8.8.8', '172.32.0.1', '104.16.1.1', '2606:4700::1111'])
    expect(addressKind(a), a).toBe('public')
})

test('registrable host: the site a redirect must stay on', () => {
  expect(registrableHost('www.baptisthealth.com')).toBe('baptisthealth.com')
  expect(registrableHost('locations.baptisthealth.com')).toBe(
    'baptisthealth.com',
  )
  expect(registrableHost('BaptistHealth.com.')).toBe('baptisthealth.com')
  expect(registrableHost('clinic.nhs.co.uk')).toBe('nhs.co.uk')
  expect(registrableHost('127.0.0.1')).toBe('127.0.0.1')
})

const never = async (): Promise<string[]> => {
  throw new Error('no lookup expected')
}

test('refused before any request: credentials, other schemes, loopback and private addresses, names that resolve to them', async () => {
  const refuse = async (url: string, allowLoopback = false, lookup = never) => {
    const r = await checkPublicUrl(url, { allowLoopback, lookup })
    expect(r.ok, url).toBe(false)
    return r.ok ? '' : `${r.reason}: ${r.message}`
  }
  expect(await refuse('http://user:pw@127.0.0.1/', true)).toMatch(
    /^not-public: http:\/\/127\.0\.0\.1\/ .*user name or password/,
  )
  expect(await refuse('ftp://example.org/x')).toMatch(/only http and https/)
  expect(await refuse('file:///etc/passwd')).toMatch(/only http and https/)
  expect(await refuse('not a url')).toMatch(/not a URL/)
  expect(await refuse('http://127.0.0.1:8080/')).toMatch(
    /this machine \(127\.0\.0\.1\)/,
  )
  expect(await refuse('http://localhost/')).toMatch(/^not-public/)
  expect(await refuse('http://[::1]/')).toMatch(/^not-public/)
  expect(await refuse('http://192.168.1.1/', true)).toMatch(
    /private or reserved address \(192\.168\.1\.1\)/,
  )
  expect(await refuse('http://169.254.169.254/latest/meta-data')).toMatch(
    /^not-public/,
  )
  expect(await refuse('http://0x7f.1/')).toMatch(/^not-public/) // the URL parser reads it as 127.0.0.1
  expect(
    await refuse('https://clinic.example/', false, async () => [
      '93.184.216.34',
      '10.0.0.5',
    ]),
  ).toMatch(/^not-public: .*\(10\.0\.0\.5\)/)
  expect(
    await refuse('https://nowhere.example/', false, async () => {
      throw new Error('ENOTFOUND')
    }),
  ).toMatch(/^network: .*host name nowhere\.example was not found/)
  expect(
    await checkPublicUrl('https://clinic.example/', {
      allowLoopback: false,
      lookup: async () => ['93.184.216.34'],
    }),
  ).toMatchObject({ ok: true })
})

test('the fetcher without allowLoopback never reaches a loopback site', async () => {
  s = await startSite({ '/': html('home') })
  const { fetchPublic } = politeFetcher({ userAgent: UA, clock: testClock() })
  const r = await fetchPublic(`${s.origin}/`, PAGE)
  expect(r).toMatchObject({ ok: false, reason: 'not-public' })
  expect(!r.ok && r.message).toContain(`${s.origin}/`)
  expect(s.seen).toHaveLength(0)
})

test('a redirect within the site to a host at a private address is refused at that hop', async () => {
  const asked: string[] = []
  const fakeFetch: typeof fetch = async (input) => {
    const url = new URL(String(input))
    asked.push(url.href)
    if (url.pathname === '/robots.txt') return new Response('', { status: 404 })
    return new Response(null, {
      status: 302,
      headers: { Location: 'http://intranet.clinic.test/x' },
    })
  }
  const lookup = async (host: string) =>
    host === 'intranet.clinic.test' ? ['10.0.0.7'] : ['93.184.216.34']
  const { fetchPublic } = politeFetcher({
    userAgent: UA,
    clock: testClock(),
    fetch: fakeFetch,
    lookup,
  })
  const r = await fetchPublic('http://www.clinic.test/hours', PAGE)
  expect(r).toMatchObject({ ok: false, reason: 'not-public' })
  expect(!r.ok && r.message).toContain(
    'http://intranet.clinic.test/x was not fetched',
  )
  expect(asked).toEqual([
    'http://www.clinic.test/robots.txt',
    'http://www.clinic.test/hours',
  ])
})
