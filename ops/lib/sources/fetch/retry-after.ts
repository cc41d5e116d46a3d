/**
 * How long a Retry-After header asks to wait, in ms; null without a usable
 * one. The same rule as the geocoder client's `retryAfterMs`
 * (ops/lib/geocoder-client.ts), copied rather than imported while ops/lib is
 * being reshaped; to be unified after the merge.
 */
export function retryAfterMs(
  header: string | null,
  nowMs: number,
): number | null {
  if (header === null || header.trim() === '') return null
  const t = header.trim()
  if (/^\d+$/.test(t)) return Number(t) * 1000
  const at = Date.parse(t)
  return Number.isNaN(at) ? null : Math.max(0, at - nowMs)
}
