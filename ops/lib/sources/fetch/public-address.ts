/**
 * What may be fetched at all: http(s) only, no credentials in the URL, and
 * only hosts whose every address is public (no loopback, private, link-local
 * or reserved range), so a listing's website can never point the tool at the
 * operator's router or a cloud metadata address. Loopback is let through only
 * when asked (the tests and the stand-ins).
 */
import { lookup as dnsLookup } from 'node:dns/promises'
import { BlockList, isIP } from 'node:net'

/** Every address a host name resolves to (dns.lookup, all of them). */
export type Lookup = (hostname: string) => Promise<string[]>

export const systemLookup: Lookup = async (hostname) =>
  (await dnsLookup(hostname, { all: true, verbatim: true })).map(
    (a) => a.address,
  )

const LOOPBACK = new BlockList()
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4')
LOOPBACK.addAddress('::1', 'ipv6')

/** Not public (RFC 6890 and the IANA special-purpose registries), loopback aside. */
const RESERVED = new BlockList()
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  RESERVED.addSubnet(net, prefix, 'ipv4')
for (const [net, prefix] of [
  ['::', 128],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  RESERVED.addSubnet(net, prefix, 'ipv6')

/** `[::1]` → `::1`; an IPv4-mapped IPv6 address → its IPv4 form. */
function plainAddress(address: string): string {
  const bare = address.replace(/^\[|\]$/g, '')
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare)
  return mapped?.[1] ?? bare
}

export type AddressKind = 'public' | 'loopback' | 'private'

export function addressKind(address: string): AddressKind {
  const plain = plainAddress(address)
  const family = isIP(plain) === 6 ? 'ipv6' : 'ipv4'
  if (LOOPBACK.check(plain, family)) return 'loopback'
  if (RESERVED.check(plain, family)) return 'private'
  return 'public'
}

export type UrlCheck =
  | { ok: true; url: URL }
  | { ok: false; reason: 'not-public' | 'network'; message: string }

/**
 * The URL parsed and checked: scheme, credentials, then the addresses of its
 * host (resolved here, each hop of a redirect again). A name that does not
 * resolve is a network failure. (The check and the connection resolve the
 * name separately; a host that answers differently between the two is not
 * defended against.)
 */
export async function checkPublicUrl(
  raw: string,
  { allowLoopback, lookup }: { allowLoopback: boolean; lookup: Lookup },
): Promise<UrlCheck> {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return {
      ok: false,
      reason: 'not-public',
      message: `${raw} was not fetched: it is not a URL.`,
    }
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return {
      ok: false,
      reason: 'not-public',
      message: `${raw} was not fetched: only http and https pages are read.`,
    }
  if (url.username !== '' || url.password !== '')
    return {
      ok: false,
      reason: 'not-public',
      message: `${url.protocol}//${url.host}${url.pathname} was not fetched: its URL carries a user name or password, and only public pages are read.`,
    }
  const host = url.hostname.replace(/^\[|\]$/g, '')
  let addresses: string[]
  if (isIP(host)) addresses = [host]
  else if (host === 'localhost' || host.endsWith('.localhost'))
    addresses = ['127.0.0.1']
  else
    try {
      addresses = await lookup(host)
    } catch {
      return {
        ok: false,
        reason: 'network',
        message: `${url.href} was not fetched: its host name ${host} was not found.`,
      }
    }
  for (const address of addresses) {
    const kind = addressKind(address)
    if (kind === 'public' || (kind === 'loopback' && allowLoopback)) continue
    return {
      ok: false,
      reason: 'not-public',
      message: `${url.href} was not fetched: its host is ${kind === 'loopback' ? 'this machine' : 'at a private or reserved address'} (${address}), not on the public internet.`,
    }
  }
  return { ok: true, url }
}

/** Second-level labels under which a country's registrable names sit (co.uk, com.au). */
const SECOND_LEVEL = new Set(['co', 'com', 'net', 'org', 'gov', 'edu', 'ac'])

/**
 * The registrable part of a host name, without a public suffix list: an IP
 * address is itself; otherwise the last two labels, or three under a
 * country's `co.`/`com.`/… (good enough for the clinics' and chains' own
 * .com/.org sites; a stricter answer only refuses more redirects).
 */
export function registrableHost(hostname: string): string {
  const host = hostname
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '')
  if (isIP(host)) return host
  const labels = host.split('.')
  const tld = labels.at(-1) ?? ''
  const second = labels.at(-2) ?? ''
  const keep = tld.length === 2 && SECOND_LEVEL.has(second) ? 3 : 2
  return labels.slice(-keep).join('.')
}

export function isSameSite(a: URL, b: URL): boolean {
  return registrableHost(a.hostname) === registrableHost(b.hostname)
}
