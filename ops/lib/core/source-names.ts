/**
 * The harvest's sources by the names the operator reads (issue 51): a
 * record's `source` ('website', 'osm', 'nppes') on a printed page or a call
 * sheet's note.
 */
const SOURCE_NAMES: Record<string, string> = {
  website: 'website',
  osm: 'OpenStreetMap',
  nppes: 'NPI registry',
}

/** 'OpenStreetMap' for 'osm'; a source not listed as written. */
export const sourceName = (source: string) => SOURCE_NAMES[source] ?? source
