/**
 * Which network an address belongs to: the unit the functions count a
 * client by (rate limits, the closed line's 'distinct networks'). An IPv4
 * address is its own network; an IPv6 address counts by its /56 for the rate
 * limits (what an ISP delegates to one home line, and at least what a cheap
 * server gets) and by its /48 for the closed line; an
 * IPv4-mapped IPv6 address (::ffff:a.b.c.d) is the IPv4 address it maps.
 * Why /56: supabase/README.md, Decisions.
 */

/** The IPv6 prefix length one client is counted by for the rate limits. */
export const IPV6_PREFIX = 56
/**
 * The IPv6 prefix length the closed line counts separate networks by: what
 * an ISP may delegate to one home line (and a free tunnel broker hands out),
 * so one household is one network; sharing a /48 only makes fewer voices.
 */
export const IPV6_LINE_PREFIX = 48

function parseIPv4(s: string): number[] | null {
  const parts = s.split('.')
  if (parts.length !== 4) return null
  const out: number[] = []
  for (const p of parts) {
    if (!/^\d{1,3}$/.test(p)) return null
    const n = Number(p)
    if (n > 255) return null
    out.push(n)
  }
  return out
}

/** The eight 16-bit groups of an IPv6 address, or null. */
function parseIPv6(s: string): number[] | null {
  if (!s.includes(':') || !/^[0-9a-f:.]+$/.test(s)) return null
  const halves = s.split('::')
  if (halves.length > 2) return null
  const groups = (half: string, last: boolean): number[] | null => {
    if (half === '') return []
    const items = half.split(':')
    const out: number[] = []
    for (let i = 0; i < items.length; i++) {
      const item = items[i]!
      if (item.includes('.')) {
        // An embedded IPv4 address ends the address.
        const v4 = last && i === items.length - 1 ? parseIPv4(item) : null
        if (!v4) return null
        out.push((v4[0]! << 8) | v4[1]!, (v4[2]! << 8) | v4[3]!)
      } else if (/^[0-9a-f]{1,4}$/.test(item)) out.push(parseInt(item, 16))
      else return null
    }
    return out
  }
  const head = groups(halves[0]!, halves.length === 1)
  const tail = halves.length === 2 ? groups(halves[1]!, true) : []
  if (!head || !tail) return null
  if (halves.length === 1) return head.length === 8 ? head : null
  if (head.length + tail.length > 7) return null
  return [
    ...head,
    ...Array<number>(8 - head.length - tail.length).fill(0),
    ...tail,
  ]
}

/** An X-Forwarded-For entry without brackets, port or zone, lower case. */
function bareAddress(entry: string): string {
  let a = entry.trim().toLowerCase()
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(a)
  if (bracketed) a = bracketed[1]!
  else if (/^[\d.]+:\d+$/.test(a)) a = a.slice(0, a.lastIndexOf(':'))
  return a.replace(/%.*$/, '')
}

/**
 * The network of one address, as a stable text: '203.0.113.7',
 * '2001:db8:12:3400::/56' (IPv6 by `prefix` bits, at most 64). Text that is no address is kept as it was (lower
 * case, at most 64 characters) behind 'other:', so it still counts alone.
 */
export function networkOf(entry: string, prefix = IPV6_PREFIX): string {
  const a = bareAddress(entry)
  const v4 = parseIPv4(a)
  if (v4) return v4.join('.')
  const v6 = parseIPv6(a)
  if (v6) {
    if (v6.slice(0, 5).every((g) => g === 0) && v6[5] === 0xffff)
      return [v6[6]! >> 8, v6[6]! & 255, v6[7]! >> 8, v6[7]! & 255].join('.')
    const kept = v6.map((g, i) => {
      const bits = Math.min(16, Math.max(0, prefix - 16 * i))
      return bits === 0 ? 0 : g & (0xffff << (16 - bits)) & 0xffff
    })
    return `${kept
      .slice(0, 4)
      .map((g) => g.toString(16))
      .join(':')}::/${prefix}`
  }
  return `other:${a.slice(0, 64)}`
}
