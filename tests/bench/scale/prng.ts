/**
 * Deterministic pseudo-randomness for the benchmark generator: the same seed
 * always gives the same sequence, on every machine.
 */

/** A 32-bit integer mix (murmur3 fmix32); a bijection on 0..2^32-1. */
export function mix32(x: number): number {
  let h = x >>> 0
  h ^= h >>> 16
  h = Math.imul(h, 0x85ebca6b)
  h ^= h >>> 13
  h = Math.imul(h, 0xc2b2ae35)
  h ^= h >>> 16
  return h >>> 0
}

/** Seed from several integers (order matters). */
export function seedOf(...parts: number[]): number {
  let h = 0x9e3779b9
  for (const p of parts) h = mix32(h ^ mix32(p + 0x7f4a7c15))
  return h
}

/** mulberry32: a small, fast generator of floats in [0, 1). */
export function createRandom(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** One item by weight; `random` gives [0, 1). */
export function pickWeighted<T>(
  items: ReadonlyArray<{ weight: number; value: T }>,
  random: () => number,
): T {
  const total = items.reduce((s, i) => s + i.weight, 0)
  let r = random() * total
  for (const item of items) {
    r -= item.weight
    if (r < 0) return item.value
  }
  const last = items[items.length - 1]
  if (!last) throw new Error('pickWeighted: no items')
  return last.value
}

/** 8 lowercase hex digits of a 32-bit integer. */
export function hex8(n: number): string {
  return (n >>> 0).toString(16).padStart(8, '0')
}
