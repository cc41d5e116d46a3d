/**
 * An IANA time zone for a U.S. point, from its state and, in the states that
 * a zone boundary crosses, a simple longitude/latitude line. The lines are
 * approximations of the real county-based boundaries (good to a county or
 * two), which is all a benchmark needs: realistic, deterministic zones.
 */

const BY_STATE: Readonly<Record<string, string>> = {
  // Eastern
  CT: 'America/New_York',
  DC: 'America/New_York',
  DE: 'America/New_York',
  GA: 'America/New_York',
  MA: 'America/New_York',
  MD: 'America/New_York',
  ME: 'America/New_York',
  NC: 'America/New_York',
  NH: 'America/New_York',
  NJ: 'America/New_York',
  NY: 'America/New_York',
  OH: 'America/New_York',
  PA: 'America/New_York',
  RI: 'America/New_York',
  SC: 'America/New_York',
  VA: 'America/New_York',
  VT: 'America/New_York',
  WV: 'America/New_York',
  // Central
  AL: 'America/Chicago',
  AR: 'America/Chicago',
  IA: 'America/Chicago',
  IL: 'America/Chicago',
  LA: 'America/Chicago',
  MN: 'America/Chicago',
  MO: 'America/Chicago',
  MS: 'America/Chicago',
  OK: 'America/Chicago',
  WI: 'America/Chicago',
  // Mountain
  CO: 'America/Denver',
  MT: 'America/Denver',
  NM: 'America/Denver',
  UT: 'America/Denver',
  WY: 'America/Denver',
  AZ: 'America/Phoenix',
  // Pacific and beyond
  CA: 'America/Los_Angeles',
  NV: 'America/Los_Angeles',
  WA: 'America/Los_Angeles',
  AK: 'America/Anchorage',
  HI: 'Pacific/Honolulu',
  PR: 'America/Puerto_Rico',
}

/** States split between two zones: the rule for each. */
const SPLIT: Readonly<Record<string, (lat: number, lng: number) => string>> = {
  // Western Kentucky (this product's region) is Central.
  KY: (_lat, lng) => (lng < -85.9 ? 'America/Chicago' : 'America/New_York'),
  TN: (lat, lng) =>
    lng > -85 || (lat < 35.25 && lng > -85.5)
      ? 'America/New_York'
      : 'America/Chicago',
  IN: (lat, lng) =>
    lng < -86.9 && (lat > 40.9 || lat < 38.6)
      ? 'America/Chicago'
      : 'America/Indiana/Indianapolis',
  FL: (lat, lng) =>
    lng < -85 && lat > 29.5 ? 'America/Chicago' : 'America/New_York',
  MI: (lat, lng) =>
    lng < -87.5 && lat > 45 ? 'America/Menominee' : 'America/Detroit',
  TX: (_lat, lng) => (lng < -104.5 ? 'America/Denver' : 'America/Chicago'),
  KS: (_lat, lng) => (lng < -101.5 ? 'America/Denver' : 'America/Chicago'),
  NE: (_lat, lng) => (lng < -101.3 ? 'America/Denver' : 'America/Chicago'),
  SD: (_lat, lng) => (lng < -100.7 ? 'America/Denver' : 'America/Chicago'),
  ND: (lat, lng) =>
    lng < -101 && lat < 47.2 ? 'America/Denver' : 'America/Chicago',
  OR: (lat, lng) =>
    lng > -117.7 && lat < 44.5 ? 'America/Boise' : 'America/Los_Angeles',
  ID: (lat) => (lat > 45.6 ? 'America/Los_Angeles' : 'America/Boise'),
}

/** Nearest-meridian fallback for an unknown state (15° per hour). */
function byLongitude(lng: number): string {
  if (lng > -82.5) return 'America/New_York'
  if (lng > -97.5) return 'America/Chicago'
  if (lng > -112.5) return 'America/Denver'
  if (lng > -127.5) return 'America/Los_Angeles'
  if (lng > -142.5) return 'America/Anchorage'
  return 'Pacific/Honolulu'
}

export function timeZoneFor(state: string, lat: number, lng: number): string {
  const key = state.trim().toUpperCase()
  const split = SPLIT[key]
  if (split) return split(lat, lng)
  return BY_STATE[key] ?? byLongitude(lng)
}
