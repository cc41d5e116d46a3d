/**
 * How a client is told from another (./network.ts, ./request.ts): by
 * network (IPv4 address, IPv6 /56, IPv4-mapped IPv6 as IPv4), found in
 * X-Forwarded-For as far as TRUSTED_PROXY_HOPS allows.
 */
import assert from 'node:assert/strict'
import { IPV6_LINE_PREFIX, IPV6_PREFIX, networkOf } from './network.ts'
import {
  clientHash,
  clientKey,
  hasCdnSecret,
  hashIp,
  proxyTrust,
  trustedProxyHops,
  trustLine,
} from './request.ts'

const req = (xff?: string, headers: Record<string, string> = {}) =>
  new Request('http://127.0.0.1/', {
    headers:
      xff === undefined ? headers : { 'x-forwarded-for': xff, ...headers },
  })
const SECRET = 'cdn-secret-0123456789abcdef-0123456789'
const envOf =
  (vars: Record<string, string>) =>
  (name: string): string | undefined =>
    vars[name]

Deno.test('IPv4: each address is a network of its own', () => {
  assert.equal(networkOf('203.0.113.7'), '203.0.113.7')
  assert.equal(networkOf(' 203.0.113.7 '), '203.0.113.7')
  assert.equal(networkOf('203.0.113.7:51234'), '203.0.113.7')
  assert.notEqual(networkOf('203.0.113.7'), networkOf('203.0.113.8'))
  assert.equal(networkOf('256.1.1.1'), 'other:256.1.1.1')
})

Deno.test('IPv6: counted by its /56, however it is written', () => {
  assert.equal(IPV6_PREFIX, 56)
  const home = '2001:db8:12:3400::/56'
  for (const a of [
    '2001:db8:12:3400::1',
    '2001:0DB8:0012:3400:0000:0000:0000:0001',
    '2001:db8:12:34ff:ffff:ffff:ffff:ffff', // another /64 of the same /56
    '2001:db8:12:3401:a:b:c:d',
    '[2001:db8:12:3400::9]:443',
    '[2001:db8:12:3400::9]',
    '2001:db8:12:3400::1%eth0',
  ])
    assert.equal(networkOf(a), home, a)
  assert.notEqual(networkOf('2001:db8:12:3500::1'), home, 'the next /56')
  assert.notEqual(networkOf('2001:db8:13:3400::1'), home)
  assert.equal(networkOf('::1'), '0:0:0:0::/56')
  assert.equal(networkOf('2001:db8::'), '2001:db8:0:0::/56')
  for (const bad of ['2001:db8::1::2', '1:2:3:4:5:6:7:8:9', '2001:db8:g::1'])
    assert.ok(networkOf(bad).startsWith('other:'), bad)
})

Deno.test('IPv4-mapped IPv6 is the IPv4 address it maps', () => {
  assert.equal(networkOf('::ffff:198.51.100.4'), '198.51.100.4')
  assert.equal(networkOf('::FFFF:c633:6404'), '198.51.100.4')
  assert.equal(networkOf('0:0:0:0:0:ffff:198.51.100.4'), '198.51.100.4')
  assert.equal(networkOf('[::ffff:198.51.100.4]:80'), '198.51.100.4')
})

Deno.test('IPv6 for the closed line: by its /48', () => {
  assert.equal(IPV6_LINE_PREFIX, 48)
  const site = '2001:db8:12:0::/48'
  for (const a of [
    '2001:db8:12:3400::1',
    '2001:db8:12:ff00::1', // another /56 of the same /48
    '[2001:db8:12:1::9]:443',
  ])
    assert.equal(networkOf(a, IPV6_LINE_PREFIX), site, a)
  assert.notEqual(networkOf('2001:db8:13::1', IPV6_LINE_PREFIX), site)
  assert.equal(
    networkOf('::ffff:198.51.100.4', IPV6_LINE_PREFIX),
    '198.51.100.4',
  )
})

Deno.test('TRUSTED_PROXY_HOPS: 0 to 10, otherwise 1', () => {
  const withCdn = (hops: string) =>
    envOf({ TRUSTED_PROXY_HOPS: hops, CDN_CLIENT_SECRET: SECRET })
  assert.equal(trustedProxyHops(envOf({})), 1)
  assert.equal(trustedProxyHops(envOf({ TRUSTED_PROXY_HOPS: '1' })), 1)
  assert.equal(trustedProxyHops(envOf({ TRUSTED_PROXY_HOPS: ' 0 ' })), 0)
  assert.equal(trustedProxyHops(withCdn('2')), 2)
  assert.equal(trustedProxyHops(withCdn('10')), 10)
  for (const bad of ['-1', '1.5', 'two', '', '11'])
    assert.equal(trustedProxyHops(withCdn(bad)), 1, bad)
})

Deno.test(
  'TRUSTED_PROXY_HOPS above 1 without a CDN secret (or with a short one): refused, 1',
  () => {
    const settings: Record<string, string>[] = [
      { TRUSTED_PROXY_HOPS: '2' },
      { TRUSTED_PROXY_HOPS: '3', CDN_CLIENT_SECRET: 'short' },
      { TRUSTED_PROXY_HOPS: '2', CDN_CLIENT_SECRET: SECRET.slice(0, 31) },
    ]
    for (const vars of settings) {
      const trust = proxyTrust(envOf(vars))
      assert.equal(trust.hops, 1, JSON.stringify(vars))
      assert.equal(trust.cdn, null)
      assert.ok(
        trust.refused.some((r) => r.setting === 'TRUSTED_PROXY_HOPS'),
        JSON.stringify(vars),
      )
    }
    // A short secret never turns 0 into 1.
    assert.equal(
      proxyTrust(envOf({ TRUSTED_PROXY_HOPS: '0', CDN_CLIENT_SECRET: 'x' }))
        .hops,
      0,
    )
  },
)

Deno.test('the CDN secret: only the exact value, compared in full', () => {
  const secret = new TextEncoder().encode(SECRET)
  const sent = (v: string) => req(undefined, { 'x-cdn-secret': v })
  assert.ok(hasCdnSecret(sent(SECRET), secret))
  for (const wrong of [
    '',
    SECRET.slice(0, -1),
    `${SECRET}x`,
    SECRET.replace(/.$/, 'X'),
    SECRET.toUpperCase(),
    `${SECRET}${SECRET}`,
  ])
    assert.equal(hasCdnSecret(sent(wrong), secret), false, wrong)
  assert.equal(hasCdnSecret(req(), secret), false)
})

Deno.test(
  'a CDN in front of the gateway: the request with its secret is counted by the CDN, any other by the gateway',
  () => {
    const env = envOf({
      TRUSTED_PROXY_HOPS: '2',
      CDN_CLIENT_SECRET: SECRET,
      CDN_CLIENT_IP_HEADER: 'CF-Connecting-IP',
    })
    const trust = proxyTrust(env)
    assert.deepEqual(trust.refused, [])
    // Through the CDN: its header, whatever the chain says.
    assert.deepEqual(
      clientKey(
        req('192.0.2.1, 198.51.100.7, 172.16.0.9', {
          'x-cdn-secret': SECRET,
          'cf-connecting-ip': '2001:db8:12:3400::5',
        }),
        trust,
        null,
      ),
      { key: '2001:db8:12:3400::/56', from: 'cdn' },
    )
    // A CDN that appended to a header the visitor sent: its own entry.
    assert.equal(
      clientKey(
        req('198.51.100.7, 172.16.0.9', {
          'x-cdn-secret': SECRET,
          'cf-connecting-ip': '203.0.113.9, 198.18.0.7',
        }),
        trust,
        null,
      ).key,
      '198.18.0.7',
    )
    // The secret without the header: the entry two from the right.
    assert.deepEqual(
      clientKey(
        req('192.0.2.1, 198.51.100.7, 172.16.0.9', { 'x-cdn-secret': SECRET }),
        trust,
        null,
      ),
      { key: '198.51.100.7', from: 'forwarded' },
    )
    // Straight to the gateway, with a forged chain and a forged header:
    // the gateway's own entry, the caller's real address.
    const forged: Record<string, string>[] = [
      { 'cf-connecting-ip': '203.0.113.9' },
      { 'cf-connecting-ip': '203.0.113.9', 'x-cdn-secret': 'guess' },
    ]
    for (const headers of forged)
      assert.deepEqual(
        clientKey(req('203.0.113.9, 198.51.100.200', headers), trust, null),
        { key: '198.51.100.200', from: 'unverified' },
      )
    // Without CDN_CLIENT_SECRET hops 2 is refused: the same forged chain is
    // counted by its last entry.
    assert.deepEqual(
      clientKey(
        req('203.0.113.9, 198.51.100.200'),
        proxyTrust(envOf({ TRUSTED_PROXY_HOPS: '2' })),
        null,
      ),
      { key: '198.51.100.200', from: 'forwarded' },
    )
  },
)

Deno.test(
  'a long chain: the entry the trusted hops name, forged ones ignored',
  () => {
    const chain = '192.0.2.1, 10.0.0.1, 2001:db8:12:3400::5, 172.16.0.9'
    assert.deepEqual(clientKey(req(chain), 1, '127.0.0.1'), {
      key: '172.16.0.9',
      from: 'forwarded',
    })
    assert.deepEqual(clientKey(req(chain), 2, null), {
      key: '2001:db8:12:3400::/56',
      from: 'forwarded',
    })
    assert.deepEqual(clientKey(req(chain), 4, null), {
      key: '192.0.2.1',
      from: 'forwarded',
    })
    // Whatever the client writes to the left does not change its key.
    assert.equal(
      clientKey(
        req(`203.0.113.${(Math.random() * 250) | 0}, ${chain}`),
        2,
        null,
      ).key,
      '2001:db8:12:3400::/56',
    )
  },
)

Deno.test(
  'a chain shorter than the hops counts whole, never one shared bucket',
  () => {
    const a = clientKey(req('198.51.100.4'), 2, '127.0.0.1')
    const b = clientKey(req('198.51.100.5'), 2, '127.0.0.1')
    assert.deepEqual(a, { key: 'chain:198.51.100.4', from: 'chain' })
    assert.notEqual(a.key, b.key)
    assert.deepEqual(clientKey(req('::ffff:198.51.100.4, 10.0.0.1'), 3, null), {
      key: 'chain:198.51.100.4,10.0.0.1',
      from: 'chain',
    })
  },
)

Deno.test(
  'no X-Forwarded-For (or hops 0): the connection peer, by network',
  () => {
    assert.deepEqual(clientKey(req(), 1, '203.0.113.7'), {
      key: '203.0.113.7',
      from: 'peer',
    })
    assert.deepEqual(clientKey(req(' , '), 1, '2001:db8:12:3400::1'), {
      key: '2001:db8:12:3400::/56',
      from: 'peer',
    })
    assert.notEqual(
      clientKey(req(), 1, '203.0.113.7').key,
      clientKey(req(), 1, '203.0.113.8').key,
    )
    // hops 0: a self-hosted function with nothing in front: the header is
    // whatever the client wrote, so it is ignored.
    assert.deepEqual(clientKey(req('192.0.2.1'), 0, '203.0.113.7'), {
      key: '203.0.113.7',
      from: 'peer',
    })
  },
)

Deno.test('the hash is of the network, salted; IPv4 as before', async () => {
  const env = envOf({ RATE_LIMIT_SALT: 's' })
  const one = await clientHash(req('10.0.0.1, 2001:db8:12:3400::1'), env)
  const two = await clientHash(req('2001:db8:12:34aa::77'), env)
  assert.equal(one.hash, two.hash)
  assert.equal(one.hash, await hashIp('s', '2001:db8:12:3400::/56'))
  const v4 = await clientHash(req('::ffff:203.0.113.7'), env)
  assert.equal(v4.hash, await hashIp('s', '203.0.113.7'))
  assert.deepEqual(await clientHash(req('203.0.113.7'), envOf({})), {
    hash: null,
    networkHash: null,
    from: 'forwarded',
  })
})

Deno.test('the network hash: an IPv6 /48, IPv4 as the address', async () => {
  const env = envOf({ RATE_LIMIT_SALT: 's' })
  const a = await clientHash(req('2001:db8:12:3400::1'), env)
  const b = await clientHash(req('2001:db8:12:ff00::1'), env)
  assert.notEqual(a.hash, b.hash, 'two /56s: two clients for the limits')
  assert.equal(a.networkHash, b.networkHash, '... one network for the line')
  assert.equal(a.networkHash, await hashIp('s', '2001:db8:12:0::/48'))
  const v4 = await clientHash(req('203.0.113.7'), env)
  assert.equal(v4.networkHash, v4.hash)
})

Deno.test('the start line says what is trusted', () => {
  const line = trustLine('report-listing', envOf({}))
  assert.equal(line.trusted_proxy_hops, 1)
  assert.equal(line.level, 'info')
  assert.match(String(line.client), /entry 1 from the right/)
  const two = trustLine('x', envOf({ TRUSTED_PROXY_HOPS: '2' }))
  assert.equal(two.level, 'warn')
  assert.equal(two.trusted_proxy_hops, 1)
  assert.equal(two.trusted_proxy_hops_refused, '2')
  assert.match(
    String(two.trusted_proxy_hops_refused_because),
    /needs CDN_CLIENT_SECRET/,
  )
  const cdn = trustLine(
    'x',
    envOf({
      TRUSTED_PROXY_HOPS: '2',
      CDN_CLIENT_SECRET: SECRET,
      CDN_CLIENT_IP_HEADER: 'True-Client-IP',
    }),
  )
  assert.equal(cdn.level, 'info')
  assert.match(String(cdn.client), /with X-CDN-Secret: the true-client-ip/)
  assert.match(String(cdn.client), /2 trusted proxies/)
  assert.ok(!JSON.stringify(cdn).includes(SECRET), 'the secret is not logged')
  const short = trustLine('x', envOf({ CDN_CLIENT_SECRET: 'abc' }))
  assert.equal(short.level, 'warn')
  assert.equal(short.cdn_client_secret_refused, '3 characters')
  assert.equal(
    trustLine('x', envOf({ TRUSTED_PROXY_HOPS: '01' })).level,
    'info',
  )
  assert.equal(
    trustLine('x', envOf({ TRUSTED_PROXY_HOPS: '11' })).level,
    'warn',
  )
  const bad = trustLine('x', envOf({ TRUSTED_PROXY_HOPS: 'lots' }))
  assert.equal(bad.level, 'warn')
  assert.equal(bad.trusted_proxy_hops_refused, 'lots')
  assert.match(
    String(trustLine('x', envOf({ TRUSTED_PROXY_HOPS: '0' })).client),
    /connection peer/,
  )
})
