/** OpenStreetMap's standard tiles (their usage policy asks for light use). */
export const DEFAULT_MAP_TILE_URL =
  'https://tile.openstreetmap.org/{z}/{x}/{y}.png'
/** What the OpenStreetMap tile usage policy asks every map to show. */
export const DEFAULT_MAP_TILE_ATTRIBUTION = '© OpenStreetMap contributors'

export interface TileSettings {
  /** The URL template the map loads tiles from. */
  url: string
  /** The attribution shown on the map (plain text). */
  attribution: string
  /** Set when the configured template is refused (the default is used). */
  problem: string | null
}

/**
 * VITE_MAP_TILE_URL / VITE_MAP_TILE_ATTRIBUTION: an http(s) URL template with
 * {z}, {x} and {y} and a plain host (no {s} subdomains: the
 * Content-Security-Policy names one origin), else OpenStreetMap's tiles with
 * their attribution. Another server's attribution is used only with its own
 * template. Pure: the build (policy) and the map read it the same way.
 */
export function tileSettings(
  rawUrl: string | null | undefined,
  rawAttribution: string | null | undefined,
): TileSettings {
  const url = rawUrl?.trim() ?? ''
  const attribution = rawAttribution?.trim() ?? ''
  const fallback = {
    url: DEFAULT_MAP_TILE_URL,
    attribution: DEFAULT_MAP_TILE_ATTRIBUTION,
  }
  if (!url) return { ...fallback, problem: null }
  if (isTileTemplate(url))
    return {
      url,
      attribution: attribution || DEFAULT_MAP_TILE_ATTRIBUTION,
      problem: null,
    }
  return {
    ...fallback,
    problem:
      'VITE_MAP_TILE_URL is not an http(s) URL template with {z}, {x} and {y} on one host; using the OpenStreetMap tiles.',
  }
}

function isTileTemplate(v: string): boolean {
  if (!['{z}', '{x}', '{y}'].every((p) => v.includes(p))) return false
  try {
    const u = new URL(v)
    return (
      (u.protocol === 'https:' || u.protocol === 'http:') &&
      !/[{}]/.test(u.host) &&
      !u.username &&
      !u.password
    )
  } catch {
    return false
  }
}
