import type { LatLng } from '@/domain/clinic'

/** The position request: high accuracy, 10 s timeout, 5 min maximum cached age. */
const GEOLOCATION_OPTIONS: PositionOptions = {
  enableHighAccuracy: true,
  timeout: 10_000,
  maximumAge: 300_000,
}

/** The browser's current position; rejects when unsupported or refused. */
export function currentPosition(
  geo: Geolocation | undefined = typeof navigator !== 'undefined'
    ? navigator.geolocation
    : undefined,
): Promise<LatLng> {
  return new Promise((resolve, reject) => {
    if (!geo) {
      reject(new Error('geolocation unsupported'))
      return
    }
    geo.getCurrentPosition(
      (p) => resolve({ lat: p.coords.latitude, lng: p.coords.longitude }),
      (e) => reject(new Error(e.message || 'geolocation failed')),
      GEOLOCATION_OPTIONS,
    )
  })
}
