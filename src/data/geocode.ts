import type { LatLng } from '@/domain/clinic'

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
 * throws GeocodeError on a non-OK answer, a network failure or a malformed
 * reply; rejects with the AbortError when `signal` aborts.
 */
export async function geocode(
  text: string,
  opts: { endpoint: string; fetch?: typeof fetch; signal?: AbortSignal },
): Promise<GeocodeResult | null> {
  if (!text.trim()) return null
  const doFetch = opts.fetch ?? fetch
  let response: Response
  try {
    response = await doFetch(geocodeUrl(opts.endpoint, text), {
      headers: { Accept: 'application/json' },
      signal: opts.signal,
    })
  } catch (e) {
    if (opts.signal?.aborted) throw e
    throw new GeocodeError('geocoder request failed', { cause: e })
  }
  if (!response.ok)
    throw new GeocodeError(`geocoder answered ${response.status}`)
  let body: unknown
  try {
    body = await response.json()
  } catch (e) {
    throw new GeocodeError('geocoder reply is not JSON', { cause: e })
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
