/**
 * How a client is told from another (./network.ts, ./request.ts): by
 * network (IPv4 address, IPv6 /56, IPv4-mapped IPv6 as IPv4), found in
 * X-Forwarded-For as far as TRUSTED_PROXY_HOPS allows.
 */
import assert from 'node:assert/strict'
import { IPV6_PREFIX, networkOf } from './network.ts'
import {
  clientHash,
  clientKey,
  hashIp,
  trustedProxyHops,
  trustLine,
} from './request.ts'

const req = (xff?: string) =>
  new Request('http://127.0.0.1/', {
    headers: xff === undefined ? {} : { 'x-forwarded-for': xff },
  })
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

Deno.test('TRUSTED_PROXY_HOPS: 0 to 10, otherwise 1', () => {
  assert.equal(trustedProxyHops(envOf({})), 1)
  assert.equal(trustedProxyHops(envOf({ TRUSTED_PROXY_HOPS: '2' })), 2)
  assert.equal(trustedProxyHops(envOf({ TRUSTED_PROXY_HOPS: ' 0 ' })), 0)
  for (const bad of ['-1', '1.5', 'two', '', '11'])
    assert.equal(trustedProxyHops(envOf({ TRUSTED_PROXY_HOPS: bad })), 1, bad)
})

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
    from: 'forwarded',
  })
})

Deno.test('the start line says what is trusted', () => {
  const line = trustLine('report-listing', envOf({}))
  assert.equal(line.trusted_proxy_hops, 1)
  assert.equal(line.level, 'info')
  assert.match(String(line.client), /entry 1 from the right/)
  const two = trustLine('x', envOf({ TRUSTED_PROXY_HOPS: '2' }))
  assert.match(String(two.client), /2 trusted proxies/)
  assert.equal(
    trustLine('x', envOf({ TRUSTED_PROXY_HOPS: '02' })).level,
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
