import type { LatLng } from '@/domain/clinic'
import type { Resolved, Suggestion } from '@/domain/gazetteer/gazetteer'

/** The built-in gazetteer, ready to answer: what the search and the field use. */
export interface LocationIndex {
  /** A town or ZIP, with no network (null: not one). */
  resolve: (text: string) => Resolved | null
  /** Up to six towns and ZIPs for what has been typed. */
  suggest: (text: string) => Suggestion[]
  /** The point a search for this town resolves to (null: not a known town). */
  townPoint: (name: string, state: string) => LatLng | null
}

let loading: Promise<LocationIndex> | null = null

/**
 * The built-in gazetteer, loaded on first use and kept for the session. Its
 * rows and its lookup code are chunks of their own, never part of the first
 * paint (the home page's JavaScript budget). A failed load (a chunk could
 * not be fetched) is forgotten, so the next call tries again.
 */
export function loadGazetteer(): Promise<LocationIndex> {
  loading ??= Promise.all([
    import('@/domain/gazetteer/gazetteer'),
    import('./builtin/generated/gazetteer'),
  ]).then(
    ([lookup, data]) => {
      const g = lookup.buildGazetteer(data.GAZETTEER_ROWS, data.PLACE_POINTS)
      return {
        resolve: (text) => lookup.resolveLocation(g, text),
        suggest: (text) => lookup.suggestLocations(g, text),
        townPoint: (name, state) => lookup.placePoint(g, name, state),
      }
    },
    (e: unknown) => {
      loading = null
      throw e
    },
  )
  return loading
}
