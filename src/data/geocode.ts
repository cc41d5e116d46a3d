import type { LatLng } from '@/domain/clinic'
import { DEFAULT_READ_TIMEOUT_MS } from '@/config/env'

export interface GeocodeResult extends LatLng {
  displayName: string
}

export class GeocodeError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options)
    this.name = 'GeocodeError'
  }
}

/** The geocoder request of spec section 7. */
export function geocodeUrl(endpoint: string, text: string): string {
  const url = new URL(endpoint)
  url.searchParams.set('format', 'json')
  url.searchParams.set('q', `${text.trim()}, Kentucky, USA`)
  url.searchParams.set('limit', '1')
  url.searchParams.set('countrycodes', 'us')
  return url.toString()
}

/**
 * Looks up a typed location. Resolves null when the geocoder finds nothing;
 * throws GeocodeError on a non-OK answer, a network failure, a malformed
 * reply or no whole answer within `timeoutMs` (the read deadline); rejects
 * with the AbortError when `signal` aborts.
 */
export async function geocode(
  text: string,
  opts: {
    endpoint: string
    fetch?: typeof fetch
    signal?: AbortSignal
    timeoutMs?: number
  },
): Promise<GeocodeResult | null> {
  if (!text.trim()) return null
  const doFetch = opts.fetch ?? fetch
  const timeoutMs = opts.timeoutMs ?? DEFAULT_READ_TIMEOUT_MS
  // One signal for the caller's abort and the deadline (AbortSignal.any is
  // too recent for the phones this site serves).
  const controller = new AbortController()
  let timedOut = false
  const onAbort = () => controller.abort()
  opts.signal?.addEventListener('abort', onAbort)
  if (opts.signal?.aborted) controller.abort()
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
  }, timeoutMs)
  const failed = (message: string, cause: unknown) => {
    if (opts.signal?.aborted) return cause
    return timedOut
      ? new GeocodeError(`geocoder did not answer within ${timeoutMs} ms`)
      : new GeocodeError(message, { cause })
  }
  let body: unknown
  try {
    let response: Response
    try {
      response = await doFetch(geocodeUrl(opts.endpoint, text), {
        headers: { Accept: 'application/json' },
        signal: controller.signal,
      })
    } catch (e) {
      throw failed('geocoder request failed', e)
    }
    if (!response.ok)
      throw new GeocodeError(`geocoder answered ${response.status}`)
    try {
      body = await response.json()
    } catch (e) {
      throw failed('geocoder reply is not JSON', e)
    }
  } finally {
    clearTimeout(timer)
    opts.signal?.removeEventListener('abort', onAbort)
  }
  if (!Array.isArray(body))
    throw new GeocodeError('geocoder reply is not a list')
  const first: unknown = body[0]
  if (first === undefined) return null
  const r = first as { lat?: unknown; lon?: unknown; display_name?: unknown }
  const lat = Number(r.lat)
  const lng = Number(r.lon)
  if (
    !Number.isFinite(lat) ||
    !Number.isFinite(lng) ||
    Math.abs(lat) > 90 ||
    Math.abs(lng) > 180
  )
    throw new GeocodeError('geocoder reply has no usable coordinates')
  return {
    lat,
    lng,
    displayName: typeof r.display_name === 'string' ? r.display_name : text,
  }
}
